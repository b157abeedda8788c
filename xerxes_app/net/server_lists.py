"""One server's lists for the person at this computer (`xerxes-server --accounts`, docs/network.md
"Tables, seats to fill, and your games"): its open tables, its games with seats to fill, and the
account's own games, each asked once the server has said it has accounts and who is signed in
here, on the app's one connection there (account_link.py), and asked again when the screen says.

Nothing is waited for: `poll`, called each frame by the screen, reads the answers and says whether
any list changed. A refusal of a list (asked too often from this address: `net.lists`) is kept for
the screen to say.
"""

from __future__ import annotations

from pathlib import Path

from .account_link import AccountLink
from .shared import SERVERS, Servers

TABLES, SEATS_TO_FILL, MY_GAMES = "tables", "seats_to_fill", "my_games"
ROWS = {TABLES: "tables", SEATS_TO_FILL: "tables", MY_GAMES: "games"}  # where each answer holds its rows


def list_answers(frame: dict) -> bool:
    """The frames a list's reader reads: the lists, and the refusals of the lists asked."""
    kind = frame.get("type")
    return kind in ROWS or (kind == "refused" and frame.get("request") in ROWS)


class ServerLists:
    def __init__(self, server: tuple[str, int, bool], folder: Path, asks: tuple[str, ...], servers: Servers = SERVERS):
        """`server`: its address, port and TLS; `folder`: the settings folder, where the session
        is kept; `asks`: the lists wanted (the account's games are asked only signed in)."""
        self.server = server
        self.link = AccountLink(*server, folder, servers, wants=list_answers)
        self.asks = asks
        self.lists: dict[str, list[dict]] = {}
        self.refusal: dict | None = None
        self.asked = False

    def ask(self) -> None:
        """Ask for the lists again (after a seat taken, or a click on Refresh)."""
        self.asked = True
        for kind in self.asks:
            if kind != MY_GAMES or self.link.signed_in:
                self.link.send({"type": kind})

    def poll(self) -> bool:
        """Read what arrived; whether the lists, or who is signed in, changed."""
        before = (self.link.accounts, self.link.name)
        changed = False
        for frame in self.link.poll():
            if frame["type"] == "refused":
                self.refusal = frame
                changed = True
            else:
                rows = frame.get(ROWS[frame["type"]])
                rows = [row for row in rows if isinstance(row, dict)] if isinstance(rows, list) else []
                changed = changed or self.lists.get(frame["type"]) != rows  # the same again: the screen stays as it is
                self.lists[frame["type"]] = rows
        self.link.take_refusal()  # the account's own, said by the account's screens
        if not self.asked and self.link.known and self.link.accounts:
            self.ask()
        return changed or before != (self.link.accounts, self.link.name)

    def rows(self, kind: str) -> list[dict]:
        return self.lists.get(kind, [])

    @property
    def has_accounts(self) -> bool:
        return self.link.accounts is True

    def close(self) -> None:
        self.link.close()
