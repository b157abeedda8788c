"""An account's notices' settings (people/notice_settings.py), off until asked for, each field
checked in words, the hour of a person's day in their time zone (an offset, or an IANA zone across
summer time); and the stop links' tokens (people/stop_links.py): read back by the server that
made them, never made without its secret, never for another account or kind."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from xerxes_app.people.notice_settings import NoticeSettings, SettingsProblem, changed, day_and_hour
from xerxes_app.people.notices import CONFIRM_CODE, DIGEST, EMAIL, PUSH, REMINDER, TURN
from xerxes_app.people.stop_links import read_stop_token, stop_token

BOTH = (EMAIL, PUSH)


def refusal(asked: dict, confirmed: bool = True, channels: tuple = BOTH, settings: NoticeSettings = NoticeSettings()) -> str:
    with pytest.raises(SettingsProblem) as refused:
        changed(settings, asked, confirmed, channels)
    return refused.value.sentence.key


def test_notices_are_off_until_asked_for_and_a_digest_takes_the_place_of_each_turn():
    off = NoticeSettings()
    assert not any(off.wants(kind) for kind in (TURN, REMINDER, DIGEST))
    each = changed(off, {"by": EMAIL}, True, BOTH)
    assert each.wants(TURN) and each.wants(REMINDER) and not each.wants(DIGEST)
    daily = changed(each, {"digest": 8, "zone": "Asia/Tokyo"}, True, BOTH)
    assert not daily.wants(TURN) and daily.wants(REMINDER) and daily.wants(DIGEST)
    # A stop link turns its own kind off, and only that.
    assert daily.stopped(DIGEST) == changed(daily, {"digest": None}, True, BOTH)
    assert not each.stopped(TURN).wants(TURN) and each.stopped(TURN).wants(REMINDER)
    assert not each.stopped(REMINDER).wants(REMINDER) and each.stopped(REMINDER).wants(TURN)
    assert NoticeSettings.from_json(daily.to_json()) == daily


def test_settings_that_cannot_be_kept_are_refused_in_words():
    assert refusal({"by": EMAIL}, confirmed=False) == "net.notices_unconfirmed"
    assert refusal({"by": PUSH}, channels=(EMAIL,)) == "net.notices_channel"
    assert refusal({"by": EMAIL}, channels=()) == "net.notices_channel"
    assert refusal({"by": PUSH}) == "net.notices_no_push"
    for wrong in ("https://ntfy.sh/topic", "ntfy+https://ntfy.sh/", "ntfy+ftp://x/y", "gotify+https://x/y",
                  "discord+https://user:pw@discord.com/x", "ntfy+https://ntfy.sh/a b"):
        assert refusal({"push": wrong}) == "net.notices_push", wrong
    for zone in ("Mars/Olympus", "+15:00", "09:00", "../../etc/passwd", "/etc/localtime", "", "x" * 65):
        assert refusal({"zone": zone}) == "net.notices_zone", zone
    for malformed in ({"by": "pigeon"}, {"turns": "yes"}, {"digest": 24}, {"digest": True}, {"digest": "8"},
                      {"colour": "red"}, ["by"], {"push": 7}, {"zone": None}, {"push": "ntfy+https://x/" + "y" * 500}):
        with pytest.raises(ValueError):
            changed(NoticeSettings(), malformed, True, BOTH)
    ok = changed(NoticeSettings(), {"by": PUSH, "push": "ntfy+https://ntfy.sh/ann", "zone": "-05:30", "digest": 0},
                 False, BOTH)
    assert (ok.by, ok.push, ok.zone, ok.digest) == (PUSH, "ntfy+https://ntfy.sh/ann", "-05:30", 0)


def test_the_hour_of_a_persons_day_is_their_time_zones_across_summer_time():
    winter = datetime(2024, 1, 15, 23, 30, tzinfo=timezone.utc).timestamp()
    summer = datetime(2024, 7, 15, 23, 30, tzinfo=timezone.utc).timestamp()
    at = lambda zone, wall: day_and_hour(NoticeSettings(zone=zone), wall)
    assert at("UTC", winter) == ("2024-01-15", 23)
    assert at("+09:00", winter) == ("2024-01-16", 8) == at("Asia/Tokyo", winter)
    assert at("-0530", winter) == ("2024-01-15", 18)
    assert at("Europe/Paris", winter) == ("2024-01-16", 0) and at("Europe/Paris", summer) == ("2024-07-16", 1)
    assert at("America/New_York", winter) == ("2024-01-15", 18) and at("America/New_York", summer) == ("2024-07-15", 19)


def test_a_stop_link_is_read_back_only_as_it_was_made_with_the_servers_secret():
    secret, other = b"s" * 32, b"t" * 32
    token = stop_token(secret, "0123abcd", TURN)
    assert read_stop_token(secret, token) == ("0123abcd", TURN)
    assert read_stop_token(other, token) is None  # another server's secret
    said, signature = token.split(".")
    for forged in (stop_token(other, "0123abcd", TURN), said + "." + signature[::-1],
                   stop_token(secret, "0123abcd", TURN).replace(said, stop_token(secret, "0123abce", TURN).split(".")[0]),
                   token + "x", "." + signature, said + ".", "", "not a token", token.replace(".", "..")):
        assert read_stop_token(secret, forged) is None, forged
    # A link for a kind no link stops (a code just asked for) is never read.
    assert read_stop_token(secret, stop_token(secret, "0123abcd", CONFIRM_CODE)) is None
    assert {read_stop_token(secret, stop_token(secret, "a", kind))[1] for kind in (TURN, REMINDER, DIGEST)} == {
        TURN, REMINDER, DIGEST}
