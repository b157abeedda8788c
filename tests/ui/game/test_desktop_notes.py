"""The desktop's notifications through desktop-notifier where the desktop has none (no D-Bus
session here): nothing fails, nothing waits, nothing is printed or logged."""

from __future__ import annotations

import logging
import time

from xerxes_app.ui.game.desktop_notes import SEND_SECONDS, DesktopNotes


def test_a_notification_where_the_desktop_has_none_is_dropped_silently_and_never_waits(monkeypatch, capfd, caplog):
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    monkeypatch.delenv("DISPLAY", raising=False)
    notes = DesktopNotes()
    started = time.monotonic()
    with caplog.at_level(logging.DEBUG):
        notes.notify("Xerxes: your turn", "It is your turn in the game KXRTMPAB (Ann, Bo).")
        notes.notify("Xerxes: your turn", "Again.")
        assert time.monotonic() - started < 0.1  # the window's frame goes on at once
        notes.close()
    assert not notes.thread.is_alive() and time.monotonic() - started < 2 * SEND_SECONDS
    assert [record for record in caplog.records if record.levelno >= logging.WARNING] == []
    out, err = capfd.readouterr()
    assert out == "" and err == ""
