"""The app's side of an account, without its screens (net/account_link.py): whether a server has
accounts, signing up and in on the app's one connection to it, the session kept in the settings
folder (never the password) and signed in by again on a new connection and after a reconnection,
and forgotten when the server ends it. Each "computer" is a settings folder and a set of
connections of its own. Real servers on 127.0.0.1."""

from __future__ import annotations

import json
import os
import stat

import pytest

from xerxes_app.net.account_link import ENDED, SIGNED_OUT_EVERYWHERE, AccountLink
from xerxes_app.net.client import CONNECTED
from xerxes_app.net.protocol import sent_again
from xerxes_app.net.shared import Servers
from xerxes_app.saving.sessions import SESSIONS_FILE, kept_sessions, session_for

from xerxes_app.people.notices import CONFIRM_CODE

from .helpers import LOOPBACK, ServerThread, wait_for
from .test_accounts import FAST_HASH, PASSWORD, code_of


class Computer:
    """One computer's app, as far as accounts go: its settings folder and its connections."""

    def __init__(self, folder):
        self.folder = folder
        self.servers = Servers()
        self.servers.session_for = lambda server: session_for(folder, server)

    def link(self, port: int) -> AccountLink:
        link = AccountLink(LOOPBACK, port, False, self.folder, self.servers)
        wait_for(lambda: link.poll() is not None and link.known)
        return link

    def close(self) -> None:
        self.servers.close()


def answered(link: AccountLink) -> None:
    wait_for(lambda: link.poll() is not None and link.asked is None)


@pytest.fixture
def computers(tmp_path):
    made = []

    def computer(name: str) -> Computer:
        made.append(Computer(tmp_path / name))
        return made[-1]

    yield computer
    for each in made:
        each.close()


def test_a_server_without_accounts_says_so_and_is_asked_nothing_more(tmp_path, computers):
    with ServerThread(tmp_path / "server") as server:
        link = computers("ann").link(server.port)
        assert link.accounts is False and not link.signed_in and link.refusals == []


def test_signed_up_on_one_computer_signed_in_on_another_and_the_session_kept_never_the_password(tmp_path, computers):
    with ServerThread(tmp_path / "server", accounts=True, hashing=FAST_HASH) as server:
        first = computers("first")
        link = first.link(server.port)
        assert link.accounts is True and not link.signed_in
        link.sign_up("Atossa", PASSWORD, "atossa@example.org", "en")
        answered(link)
        assert link.account == {"name": "Atossa", "email": "atossa@example.org", "confirmed": False}
        link.confirm(code_of(server, CONFIRM_CODE))
        answered(link)
        assert link.account["confirmed"] is True
        (kept,) = kept_sessions(first.folder)
        assert (kept.address, kept.port, kept.name) == (LOOPBACK, server.port, "Atossa")
        path = first.folder / SESSIONS_FILE
        if os.name == "posix":
            assert stat.S_IMODE(path.stat().st_mode) == 0o600
        assert PASSWORD not in path.read_text() and json.loads(path.read_text())["servers"][0]["session"] == kept.session
        # The same computer later: a new connection signs in by the session kept, with no password.
        link.close()
        first.close()
        again = Computer(first.folder).link(server.port)
        assert again.name == "Atossa"
        # A second computer: the same account by its name and password.
        second = computers("second")
        other = second.link(server.port)
        other.sign_in("atossa", PASSWORD)
        answered(other)
        assert other.account == again.account
        # A reconnection signs in again by the session, by itself: the server says so.
        other.account = again.account = None
        server.call(lambda: [client.socket.transport.abort() for client in list(server.server.clients)])
        for each in (other, again):
            wait_for(lambda: each.poll() is not None and each.account is not None)
            assert each.name == "Atossa" and each.tap.status == CONNECTED
        # Sign out everywhere from the second: the first is told and forgets its session.
        other.sign_out_everywhere()
        answered(other)
        wait_for(lambda: again.poll() is not None and not again.signed_in)
        assert other.refusals == [] and other.news == [SIGNED_OUT_EVERYWHERE], (other.refusals, other.news)
        assert again.take_news() == SIGNED_OUT_EVERYWHERE
        assert kept_sessions(first.folder) == [] and kept_sessions(second.folder) == []


def ended_elsewhere(server: ServerThread, computers) -> Computer:
    """Darius signed up at home, whose app closed; then signed out everywhere from elsewhere."""
    home = computers("home")
    link = home.link(server.port)
    link.sign_up("Darius", PASSWORD, None, "en")
    answered(link)
    link.close()
    home.close()
    elsewhere = computers("elsewhere").link(server.port)
    elsewhere.sign_in("Darius", PASSWORD)
    answered(elsewhere)
    elsewhere.sign_out_everywhere()
    answered(elsewhere)
    return home


def test_a_session_ended_while_away_is_forgotten_on_the_next_connection(tmp_path, computers):
    with ServerThread(tmp_path / "server", accounts=True, hashing=FAST_HASH) as server:
        home = ended_elsewhere(server, computers)
        token = kept_sessions(home.folder)[0].session
        back = Computer(home.folder).link(server.port)
        # Refused at the sign-in by it, in the server's words, and forgotten.
        assert not back.signed_in and back.take_refusal()["message"] == "net.session_gone"
        assert kept_sessions(home.folder) == []
        assert token not in (home.folder / SESSIONS_FILE).read_text()


def test_a_session_ended_before_the_link_listened_is_forgotten_by_who_am_i(tmp_path, computers):
    """The connection was opened by another reader (a game's table, the turns followed), which
    heard the session refused: the link's "who_am_i", answered nobody, says it is gone."""
    with ServerThread(tmp_path / "server", accounts=True, hashing=FAST_HASH) as server:
        home = ended_elsewhere(server, computers)
        again = Computer(home.folder)
        table = again.servers.tap(LOOPBACK, server.port, False, lambda frame: True)
        wait_for(lambda: any(frame.get("message") == "net.session_gone" for frame in table.poll()))
        back = again.link(server.port)
        assert not back.signed_in and back.take_news() == ENDED and kept_sessions(home.folder) == []
        again.close()


def test_refusals_are_kept_until_shown(tmp_path, computers):
    with ServerThread(tmp_path / "server", accounts=True, hashing=FAST_HASH) as server:
        link = computers("ann").link(server.port)
        link.sign_in("Nobody", PASSWORD)
        answered(link)
        link.sign_up("Atossa", "short", None, "en")
        answered(link)
        assert [refused["message"] for refused in link.refusals] == ["net.sign_in_wrong", "net.password_short"]
        assert link.take_refusal()["message"] == "net.sign_in_wrong" and link.take_refusal()["values"] == [10]
        assert link.take_refusal() is None


def test_a_sign_in_by_session_is_sent_again_after_a_reconnection_and_a_password_never():
    """So that a server whose database is away closes the connection it refused one to, and the
    app signs in again once it is back (server.py's `try_again`), as it joins its seats again."""
    assert sent_again({"type": "sign_in", "session": "a session's token"})
    assert not sent_again({"type": "sign_in", "name": "Atossa", "password": PASSWORD})
