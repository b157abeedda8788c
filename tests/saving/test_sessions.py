"""The sessions kept on servers with accounts (saving/sessions.py): one a server, the latest first,
in a file its owner alone may read, made so again at every change; a damaged or foreign file read as
no session kept, never an error."""

import os
import stat

import pytest

from xerxes_app.saving.sessions import SESSIONS_FILE, Kept, forget_session, keep_session, kept_sessions, session_for

ATOSSA = Kept("Play.Example.org", 443, True, "Atossa", "a" * 43)
DARIUS = Kept("127.0.0.1", 8765, False, "Darius", "b" * 43)


def test_one_session_a_server_the_latest_first_and_forgotten(tmp_path):
    assert kept_sessions(tmp_path) == [] and session_for(tmp_path, ATOSSA.server) is None
    assert keep_session(tmp_path, ATOSSA) and keep_session(tmp_path, DARIUS)
    assert kept_sessions(tmp_path) == [DARIUS, ATOSSA]
    again = Kept("play.example.org", 443, True, "Atossa", "c" * 43)  # the address in any case: the same server
    keep_session(tmp_path, again)
    assert kept_sessions(tmp_path) == [again, DARIUS]
    assert session_for(tmp_path, ("play.example.org", 443, True)) == "c" * 43
    assert session_for(tmp_path, ("play.example.org", 443, False)) is None  # without TLS: another server
    assert forget_session(tmp_path, again.server) and kept_sessions(tmp_path) == [DARIUS]


@pytest.mark.skipif(os.name != "posix", reason="the mode bits are POSIX's; Windows keeps the file private by its folder")
def test_the_file_is_its_owners_alone_even_if_it_was_not(tmp_path):
    path = tmp_path / SESSIONS_FILE
    path.write_text("{}")
    path.chmod(0o644)
    keep_session(tmp_path, ATOSSA)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    forget_session(tmp_path, ATOSSA.server)
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


@pytest.mark.parametrize("content", ["not json", '{"format": "other", "servers": []}', '{"format": "xerxes-sessions", "servers": 3}',
                                     '{"format": "xerxes-sessions", "servers": [{"address": "x", "port": 0, "tls": false, '
                                     '"name": "A", "session": "t"}, {"port": "8765"}, 7]}'])
def test_a_damaged_or_foreign_file_keeps_no_session(tmp_path, content):
    (tmp_path / SESSIONS_FILE).write_text(content)
    assert kept_sessions(tmp_path) == []
    assert keep_session(tmp_path, DARIUS) and kept_sessions(tmp_path) == [DARIUS]
