"""What the screens say about names and files (a name refused, Save as or Delete failing, a save,
the settings, the records or the solo campaign that cannot be read) is a Sentence with an id of
the catalogues and its values: in English the catalogue gives the very sentence the saving layer
wrote, in Japanese its Japanese words."""

import json
import re

import i18n
import pytest

from xerxes_app.names import SAVE_NAME_MAX, name_problem
from xerxes_app.rules import SaveError, new_game
from xerxes_app.rules.errors import Sentence
from xerxes_app.saving import load_settings
from xerxes_app.saving.records import load_records
from xerxes_app.saving.savefile import decode, encode, read
from xerxes_app.saving.slots import SavingError, SaveEntry, delete, save_as
from xerxes_app.saving.solo_campaign import load_solo_campaign
from xerxes_app.session import Seat, Session
from xerxes_app.ui.looks.language import said

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


def session() -> Session:
    return Session(new_game(2, seed=1), [Seat("Atossa"), Seat("Darius")])


def good_save() -> dict:
    return json.loads(encode(session()))


def refusal(data) -> Sentence:
    with pytest.raises(SaveError) as refused:
        decode(data if isinstance(data, bytes) else json.dumps(data).encode())
    return refused.value.args[0]


def saving_refusal(act) -> Sentence:
    with pytest.raises(SavingError) as refused:
        act()
    return refused.value.sentence


def sentences(tmp_path) -> list[Sentence]:
    found = [name_problem("", 10), name_problem("x" * 11, 10), name_problem("a\x00b", 10)]
    found.append(saving_refusal(lambda: save_as(tmp_path, session(), "   ")))
    found.append(saving_refusal(lambda: save_as(tmp_path, session(), "x" * (SAVE_NAME_MAX + 1))))
    blocked = tmp_path / "a file"
    blocked.write_text("")
    found.append(saving_refusal(lambda: save_as(blocked, session(), "Mine")))
    found.append(saving_refusal(lambda: delete(SaveEntry(blocked, "x", None, True, None, None))))
    found.append(saving_refusal(lambda: delete(SaveEntry(tmp_path, "x", None, False, None, None))))
    with pytest.raises(SaveError) as gone:
        read(tmp_path / "none.json")
    found.append(gone.value.args[0])
    found += [refusal(b"  "), refusal(b"\xff\xfe"), refusal(b"{"), refusal({"format": "other"}),
              refusal(b"x" * (2 << 20))]
    save = good_save()
    found += [refusal({**save, "version": 0}), refusal({**save, "version": 99}), refusal({**save, "table": None}),
              refusal({**save, "slot": 5})]
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text('{"format": "xerxes-settings", "ui_scale": 7, "fullscreen": 1}')
    found.append(load_settings(tmp_path / "config").problem)
    (tmp_path / "config" / "settings.json").write_text("{")
    found.append(load_settings(tmp_path / "config").problem)
    (tmp_path / "config" / "settings.json").write_text("[]")
    found.append(load_settings(tmp_path / "config").problem)
    (tmp_path / "records.json").write_text("{")
    found.append(load_records(tmp_path).problem)
    (tmp_path / "solo-campaign.json").write_text("{")
    found.append(load_solo_campaign(tmp_path).problem)
    return found


@pytest.fixture
def language():
    before = i18n.get("locale")
    yield lambda chosen: i18n.set("locale", chosen)
    i18n.set("locale", before)


def test_each_sentence_reads_the_same_in_english_and_in_japanese_words(tmp_path, language):
    found = sentences(tmp_path)
    assert all(isinstance(sentence, Sentence) for sentence in found), found
    assert len({sentence.key for sentence in found}) >= 20
    language("en")
    assert [said(sentence) for sentence in found] == [str(sentence) for sentence in found]
    language("ja")
    for sentence in found:
        japanese = said(sentence)
        assert japanese != sentence and JAPANESE.search(japanese), japanese
