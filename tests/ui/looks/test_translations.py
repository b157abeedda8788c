"""Every word the screens show has an entry in every language's catalogue, with the same
values to fill in."""

import errno
import hashlib
import json
import os
import re
from pathlib import Path
from string import Formatter

import i18n
import pygame.freetype
import pytest

from xerxes_app.saving.settings import LANGUAGES
from xerxes_app.rules.messages import ENGLISH as MESSAGES
from xerxes_app.rules.messages_ja import JAPANESE, TERMS
from xerxes_app.rules import standard_content
from xerxes_app.saving import list_saves
from xerxes_app.saving.failures import warning_for
from xerxes_app.saving.folders import EXAMPLES_FOLDER
from xerxes_app.ui.looks.language import NAMESPACE, TRANSLATIONS, warning_words, words
from xerxes_app.resources import PYGAME_GUI_FONTS, font_file
from xerxes_app.ui.looks.look import FONT_FILES

# Noto Sans JP 2.002 as the app was laid out and checked with (every fit test at every text size):
# read from pygame-gui's own files, which must stay these.
NOTO_SANS_JP = {
    "NotoSansJP-Regular.otf": "47c29251c03bd7731461efd9aff279d04058025c24fc08ed49552aeec20adc6d",
    "NotoSansJP-Bold.otf": "58264426b90003b1e3213354d0ca2e6655ef1f216ef1eb1781143aa618937b6e",
}


PLURALS = {"zero", "one", "few", "many", "other"}  # python-i18n's forms of words by count


def entries(language: str) -> dict[str, str]:
    """The catalogue of `language`, as dotted ids and their words."""
    with (TRANSLATIONS / f"xerxes.{language}.json").open(encoding="utf-8") as file:
        tree = json.load(file)[language]
    found = {}

    def walk(node, prefix):
        for key, value in node.items():
            if isinstance(value, dict) and set(value) <= PLURALS:  # words by count: its forms together
                found[prefix + key] = " ".join(value.values())
            elif isinstance(value, dict):
                walk(value, f"{prefix}{key}.")
            else:
                found[prefix + key] = value

    walk(tree, "")
    return found


ENGLISH = entries("en")


@pytest.mark.parametrize("language", [language for language in LANGUAGES if language != "en"])
def test_every_catalogue_has_every_id_with_the_same_values(language):
    other = entries(language)
    assert sorted(set(ENGLISH) - set(other)) == [], f"missing in {language}"
    assert sorted(set(other) - set(ENGLISH)) == [], f"only in {language}"
    for key, words in ENGLISH.items():
        assert set(re.findall(r"%\{(\w+)\}", words)) == set(re.findall(r"%\{(\w+)\}", other[key])), key
        assert other[key].strip(), key


def test_the_catalogues_are_not_empty():
    assert len(ENGLISH) > 30


def test_the_japanese_face_has_every_letter_of_the_japanese_words():
    pygame.freetype.init()
    face = pygame.freetype.Font(font_file(FONT_FILES["ja"]["sans"]), 16)
    text = "".join([*entries("ja").values(), *JAPANESE.values(), *TERMS.values()])
    letters = sorted(set(text) - {"\n"})
    missing = [letter for letter, metrics in zip(letters, face.get_metrics("".join(letters))) if metrics is None]
    assert missing == []


def test_the_japanese_faces_are_pygame_guis_and_the_very_files_the_app_was_laid_out_with():
    """The app carries no copy of Noto Sans JP: pygame-gui installs it. A pygame-gui that ships
    another version of it (or none) fails here, before any Japanese word is laid out anew."""
    assert set(FONT_FILES["ja"].values()) == PYGAME_GUI_FONTS == set(NOTO_SANS_JP)
    for name, digest in NOTO_SANS_JP.items():
        assert "pygame_gui" in font_file(name).parts
        assert hashlib.sha256(font_file(name).read_bytes()).hexdigest() == digest, name


def test_every_thing_of_the_content_has_a_japanese_name():
    content = standard_content()
    names = [*content.resources, *content.units, *(s.name for s in content.satraps), *(a.name for a in content.areas),
             *(b.name for b in content.buildings), *(e.name for e in content.events)]
    assert [name for name in names if name not in TERMS] == []


def test_every_engine_message_has_japanese_words_with_the_same_values():
    assert set(JAPANESE) == set(MESSAGES)
    fields = Formatter()
    for message, sentence in MESSAGES.items():
        english = {name for _, name, _, _ in fields.parse(sentence) if name is not None}
        japanese = {name for _, name, _, _ in fields.parse(JAPANESE[message]) if name is not None}
        assert english == japanese, message


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_id_is_found_in_every_language(language):
    """The files as python-i18n reads them: an id it cannot find comes back as itself."""
    before = i18n.get("locale")
    i18n.set("locale", language)
    try:
        for key in ENGLISH:
            said = words(key, count=2) if "%{count}" in ENGLISH[key] else words(key)
            assert said != f"{NAMESPACE}.{key}", key
    finally:
        i18n.set("locale", before)
    if language != "en":
        i18n.set("locale", language)
        try:
            assert words("title.new_game") != ENGLISH["title.new_game"]
        finally:
            i18n.set("locale", before)


@pytest.mark.parametrize("error", [errno.ENOSPC, errno.EROFS, errno.EIO])
@pytest.mark.parametrize("what, then", [("game", "play_goes_on"), ("records", "over_all_the_same"),
                                        ("settings", "settings_apply"), ("solo_campaign", "win_counts")])
def test_a_save_warning_is_put_into_each_language(error, what, then):
    """The screens' words for a save that could not be written: in English, the saving layer's
    own sentence; in Japanese, the same ids in the catalogue's words."""
    warning = warning_for(OSError(error, os.strerror(error)), Path("/saves"), what, then)
    before = i18n.get("locale")
    try:
        i18n.set("locale", "en")
        assert warning_words(warning) == warning.message
        i18n.set("locale", "ja")
        japanese = warning_words(warning)
    finally:
        i18n.set("locale", before)
    assert japanese != warning.message and ("/saves" in japanese) == (error == errno.EROFS)
    assert not re.search(r"Could not|the disk|Play goes on", japanese)


def test_every_example_game_has_its_name_in_every_catalogue():
    """The load screen names the example games by their files' ids, in the catalogues' words."""
    examples = list_saves(EXAMPLES_FOLDER.parent / "no saves here", EXAMPLES_FOLDER)
    assert examples
    for entry in examples:
        assert ENGLISH[f"examples.{entry.path.stem.replace('-', '_')}"] == entry.name


def test_every_satraps_ability_has_its_words_in_every_catalogue():
    """The content says each special ability (R18) in English; the catalogues say it the same."""
    for satrap in standard_content().satraps:
        assert ENGLISH[f"abilities.{satrap.name.lower()}"] == satrap.ability


# Punctuation doubled, or set against the wrong mark: "a player..", "…。", a space before a stop.
DOUBLED = re.compile(r"\.\.|。。|、、|，，|！！|？？|::|：：|,,|;;|…[.。]|[.。]…|\s[.,;:!?。、]|[。、][.,]|[.,][。、]")


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_words_double_or_clash_their_punctuation(language):
    """Each catalogue and the engine's sentences, as written (the values filled in come from the
    same tables, checked here too); "…" is one letter, never two or three stops."""
    said = dict(entries(language))
    said.update({f"engine.{key}": text for key, text in (MESSAGES if language == "en" else JAPANESE).items()})
    wrong = {key: text for key, text in said.items() if DOUBLED.search(text) and key != "keys.help"}  # "F1, ?" names the ? key
    assert wrong == {}
    assert not [key for key, text in said.items() if "..." in text]


# Issue 54, item 7: words of a network table that read wrong. "Bo keep their seats" for one
# name; "the host" on a game served by a server; "the computer that held it", read as the
# computer player when it means the device the seat was played on.
MISREAD = {"en": {"net.leave_ask": "%{names} keep", "net.reconnecting": "host", "lobby.reopen_ask": "computer"},
           "ja": {"net.reconnecting": "ホスト", "lobby.reopen_ask": "コンピューター"}}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_network_tables_words_say_what_they_mean(language):
    said = entries(language)
    assert {key: said[key] for key, wrong in MISREAD[language].items() if wrong in said[key].lower()} == {}
