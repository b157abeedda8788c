"""This computer's account on one server (`xerxes-server --accounts`, net/accounts.py): whether the
server has accounts, who is signed in there, and every request about the account, on the app's one
connection to that server (shared.py), so that a seat taken there is taken signed in.

The session's token is all this computer keeps of an account (saving/sessions.py, in the settings
folder), never its password: a connection to the server signs in by it as it connects (shared.py's
`Servers.session_for`) and again after each reconnection (client.py). A link asks first whether the
server has accounts (the "health" frame's "accounts"), and then who is signed in ("who_am_i"): nobody,
while a session is kept here, means the server ended it (Sign out everywhere, a reset, the account
deleted at another computer), and it is forgotten here too, as it is whenever the server says so.

Nothing is waited for: the requests are sent at once and `poll`, called each frame by the screen,
reads the answers. Every refusal is kept until a screen takes it (`take_refusal`), never lost; what
the server did (a code sent, the address set, signed out, the account deleted) likewise
(`take_news`). The screens that list the account's games, open tables and ratings send their own
frames by `send` and read their answers from `poll`'s result, the frames that are not the
account's own.
"""

from __future__ import annotations

from pathlib import Path

from ..saving.sessions import Kept, forget_session, keep_session, session_for
from .client import session_ended
from .shared import SERVERS, Servers, account_frames, server_key

# What the server did, for the screen to say: a code asked for was sent (if there is such an account),
# signed out here or everywhere, the account deleted, or the session kept here found ended.
RESET_ASKED, SIGNED_OUT, SIGNED_OUT_EVERYWHERE, DELETED, ENDED = ("reset_asked", "signed_out", "signed_out_everywhere",
                                                                  "deleted", "ended")
ADDRESS_SET = "address_set"  # the address added, changed, removed, or its code sent again


class AccountLink:
    def __init__(self, address: str, port: int, tls: bool, folder: Path, servers: Servers = SERVERS,
                 wants=lambda frame: False):
        """`folder`: the settings folder, where the session is kept; `wants`: which frames, not the
        account's, `poll` returns (a list's answers)."""
        self.address, self.port, self.tls = address, port, tls
        self.server = server_key(address, port, tls)
        self.folder = Path(folder)
        self.accounts: bool | None = None  # whether the server has accounts; None until it says
        self.account: dict | None = None  # {"name", "email", "confirmed"} while signed in here
        self.asked: str | None = None  # the request sent and not yet answered ("sign_in", ...)
        self.refusals: list[dict] = []
        self.news: list[str] = []
        self.tap = servers.tap(address, port, tls, lambda frame: account_frames(frame) or wants(frame))
        self.tap.send({"type": "health"})

    # --- Asking ------------------------------------------------------------------------------

    def send(self, frame: dict) -> None:
        self.tap.send(frame)

    def _ask(self, frame: dict) -> None:
        self.asked = frame["type"]
        self.send(frame)

    def sign_up(self, name: str, password: str, email: str | None, language: str) -> None:
        self._ask({"type": "sign_up", "name": name, "password": password, "language": language}
                  | ({"email": email} if email else {}))

    def sign_in(self, name: str, password: str) -> None:
        self._ask({"type": "sign_in", "name": name, "password": password})

    def confirm(self, code: str) -> None:
        self._ask({"type": "confirm_address", "secret": code})

    def set_address(self, email: str | None, password: str) -> None:
        """A new address (None: none), or the same one, unconfirmed, for its code again."""
        self._ask({"type": "set_address", "email": email, "password": password})

    def ask_reset(self, name: str) -> None:
        self._ask({"type": "ask_reset", "name": name})

    def reset(self, name: str, code: str, password: str) -> None:
        self._ask({"type": "reset", "name": name, "secret": code, "password": password})

    def sign_out(self) -> None:
        self._ask({"type": "sign_out"})

    def sign_out_everywhere(self) -> None:
        self._ask({"type": "sign_out_everywhere"})

    def delete(self, password: str) -> None:
        self._ask({"type": "delete_account", "password": password})

    # --- Reading -----------------------------------------------------------------------------

    def poll(self) -> list[dict]:
        """Read what arrived; the frames that are not the account's, for whoever asked them."""
        others = []
        for frame in self.tap.poll():
            if account_frames(frame):
                self._read(frame)
            else:
                others.append(frame)
        return others

    def _read(self, frame: dict) -> None:
        kind = frame["type"]
        if kind == "health":
            self.accounts = frame.get("accounts") is True
            if self.accounts:
                self._ask({"type": "who_am_i"})
            return
        if kind == "refused" and frame.get("request") == "health":
            return  # asked too fast (a flood of screens): the next link asks again
        asked, self.asked = self.asked, None
        if kind == "signed_in" and isinstance(frame.get("account"), dict):
            self.account = frame["account"]
            keep_session(self.folder, Kept(self.address, self.port, self.tls, str(self.account.get("name")), frame["session"]))
        elif kind == "account":
            self.account = frame.get("account") if isinstance(frame.get("account"), dict) else None
            if self.account is None and self._forget():
                self.news.append(ENDED)
            elif asked == "set_address":
                self.news.append(ADDRESS_SET)
        elif kind == "signed_out":
            self._forget()
            self.account = None
            self.news.append(SIGNED_OUT_EVERYWHERE if frame.get("everywhere") else SIGNED_OUT)
        elif kind == "account_deleted":
            self._forget()
            self.account = None
            self.news.append(DELETED)
        elif kind == "reset_asked":
            self.news.append(RESET_ASKED)
        elif kind == "refused":
            if frame.get("kind") == "no_accounts":
                self.accounts = False
            if session_ended(frame):
                self._forget()
                self.account = None
            self.refusals.append(frame)

    def _forget(self) -> bool:
        """Forget the session kept for this server; whether there was one."""
        if session_for(self.folder, self.server) is None:
            return False
        forget_session(self.folder, self.server)
        return True

    def take_refusal(self) -> dict | None:
        return self.refusals.pop(0) if self.refusals else None

    def take_news(self) -> str | None:
        return self.news.pop(0) if self.news else None

    @property
    def known(self) -> bool:
        """Whether the server said if it has accounts and, if so, who is signed in here."""
        return self.accounts is False or (self.accounts is True and self.asked != "who_am_i")

    @property
    def signed_in(self) -> bool:
        return self.account is not None

    @property
    def name(self) -> str | None:
        return self.account.get("name") if self.account is not None else None

    @property
    def unreachable(self) -> bool:
        """Whether every try to reach the server failed, none ever answering."""
        return not self.tap.ever_connected and self.tap.connection.finished

    def close(self) -> None:
        self.tap.close()
