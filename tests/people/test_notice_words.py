"""A notice's words (people/notice_words.py): each kind in English and Japanese, only the facts
it was given, and a player's text shown as text in every channel."""

from __future__ import annotations

import html
import re
from dataclasses import replace

import pytest

from xerxes_app.people.mail import MailSettings, compose
from xerxes_app.people.notice_words import FACTS as KIND_FACTS, LINKS, NoticeWordsError, catalogue, say, time_left
from xerxes_app.people.notices import CONFIRM_CODE, DIGEST, KINDS, PUSH, REMINDER, RESET_CODE, TURN
from xerxes_app.people.push import DISCORD, MATRIX, NTFY, request, target

from .notices_made import FACTS, OPEN, STOP, notice

SERVER = "play.example.org"


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("kind", KINDS)
def test_each_kind_is_worded_with_its_facts_in_each_language(kind, language):
    said = say(notice(kind, language), SERVER)
    text = "\n".join([said.title, *said.lines])
    assert "%{" not in text and "\n" not in said.title
    for name, value in FACTS[kind].items():
        if name in ("game", "code", "stop", "open"):
            assert value in text, name
    if kind == DIGEST:
        assert all(game in text for game in FACTS[kind]["games"])
    if kind == RESET_CODE:
        assert "20" in text
    if kind != CONFIRM_CODE and kind != RESET_CODE:
        assert SERVER in text and said.stop == STOP
    else:
        assert said.stop is None
    assert said.open == FACTS[kind].get("open")
    assert (language == "ja") == bool(re.search(r"[ぁ-んァ-ン]", text))


def test_the_words_say_what_they_tell():
    assert say(notice(TURN), SERVER).title == "Xerxes: your turn in “Ann's game”"
    assert say(notice(TURN, "ja"), SERVER).title == "Xerxes：「Ann's game」であなたの番です"
    assert say(notice(REMINDER), SERVER).title == "Xerxes: 5 h 07 m left in “Ann's game”"
    assert say(notice(DIGEST), SERVER).title == "Xerxes: your move in 2 games"
    assert say(notice(DIGEST, games=["Ann's game"]), SERVER).title == "Xerxes: your move in 1 game"
    assert say(notice(DIGEST, "ja"), SERVER).lines[1:3] == ("・「Ann's game」", "・「Bo's game」")
    assert say(notice(RESET_CODE), SERVER).lines[0] == "Your code: 730266"
    assert say(notice(TURN), SERVER).lines[-2:] == (f"Open the game: {OPEN}", f"Stop these notices: {STOP}")


@pytest.mark.parametrize("seconds, english, japanese", [
    (2 * 86400 + 5 * 3600 + 1, "2 d 05 h", "2日05時間"), (5 * 3600 + 7 * 60, "5 h 07 m", "5時間07分"),
    (59, "0 h 00 m", "0時間00分"), (0, "0 h 00 m", "0時間00分")])
def test_time_left_reads_as_the_clocks_on_the_mats(seconds, english, japanese):
    assert (time_left(seconds, "en"), time_left(seconds, "ja")) == (english, japanese)


@pytest.mark.parametrize("kind", KINDS)
def test_a_fact_more_or_missing_is_refused_never_worded(kind):
    """No notice carries a fact it was not given: a kind's words take its facts and refuse any
    other, so a card of a hand can never ride along."""
    with pytest.raises(NoticeWordsError):
        say(notice(kind, hand=["Campaign: Ionia"]), SERVER)
    first = sorted(KIND_FACTS[kind][0])[0]
    given = {name: value for name, value in FACTS[kind].items() if name != first}
    with pytest.raises(NoticeWordsError):
        say(replace(notice(kind), facts=given), SERVER)


@pytest.mark.parametrize("kind, fact, value", [
    (TURN, "game", ""), (TURN, "game", 7), (REMINDER, "left", float("nan")), (REMINDER, "left", True),
    (DIGEST, "games", []), (DIGEST, "games", ["ok", None]), (DIGEST, "games", ["g"] * 51),
    (CONFIRM_CODE, "code", "48 29"), (RESET_CODE, "minutes", "20"), (TURN, "stop", "javascript:alert(1)"),
    (TURN, "stop", f"{STOP}>\r\nBcc: eve@example.org"), (TURN, "open", "https://x.org/a b")])
def test_a_fact_of_the_wrong_kind_is_refused(kind, fact, value):
    with pytest.raises(NoticeWordsError):
        say(notice(kind, **{fact: value}), SERVER)


def test_the_words_use_no_value_but_their_kinds_facts():
    """Every value the catalogues' notice words fill in is one of their kind's facts, the server's
    name, a count or a time worded from a fact."""
    for language in ("en", "ja"):
        words = catalogue(language)["notice"]
        used = set()
        for value in words.values():
            for text in (value.values() if isinstance(value, dict) else [value]):
                used |= set(re.findall(r"%\{(\w+)\}", text))
        every_fact = set().union(*(always | maybe for always, maybe in KIND_FACTS.values()))
        assert used <= every_fact | {"server", "count", "url"} and "url" not in every_fact
        assert set(LINKS) <= every_fact


NAMES = ["<b>Ann</b> & *Bo* @everyone", "Ann\r\nBcc: eve@example.org", "Ann\n\n%{code} [x](https://evil.example)",
         "アンの\u2028ゲーム"]


def as_text(name: str) -> str:
    return re.sub(r"[\r\n\u2028]", " ", name)


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("name", NAMES)
def test_a_name_with_markup_or_line_breaks_is_shown_as_text_in_every_channel(name, language):
    made = notice(TURN, language, game=name)
    expected = as_text(name)
    assert "%{code}" not in name or expected in say(made, SERVER).title  # filled in once, never again

    mail = compose(made, MailSettings("127.0.0.1", 25, "Xerxes <xerxes@play.example.org>", SERVER), 0.0)
    assert expected in str(mail["Subject"]) and "\n" not in str(mail["Subject"])
    assert mail.get_all("Bcc") is None and [str(to) for to in mail.get_all("To")] == ["ann@example.org"]
    assert expected in mail.get_content()

    pushed = {form: request(form, target(f"{form}+https://push.example.org/webhook/abc")[1],
                            replace(made, channel=PUSH), SERVER)[1]
              for form in (NTFY, DISCORD, MATRIX)}
    assert expected in pushed[NTFY]["title"] and expected in pushed[NTFY]["message"]
    discord = pushed[DISCORD]
    assert discord["allowed_mentions"] == {"parse": []}
    escaped = re.sub(r"([^\w\s])", r"\\\1", expected)  # each mark after a backslash, which Discord shows as the mark
    assert escaped in discord["content"] and re.sub(r"\\(.)", r"\1", escaped) == expected
    matrix = pushed[MATRIX]
    assert expected in matrix["text"] and "<b>" not in matrix["html"] and expected in html.unescape(matrix["html"])
