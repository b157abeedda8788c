"""A seat taken from a server's lists with one click (docs/network.md "Tables, seats to fill, and
your games"): at an open table or a seat to fill, by a `join` of the row's code and a free seat;
the account's own seat of a game, taken up on this computer (`take_up`: a fresh token, the other
computer's refused from then on); or Play now, a seat at a table the server finds, or opens.

Each goes as Continue does: a link of its own to the server, the frame sent once it is connected,
and Join in its "Joining…" state, which opens the table once this computer's seat has been sent
the game, or says in words why the server refused (net_play.refusal_text). The seat's token is
kept in the game's ticket from then on, as any joined seat's (net_link.py), so Network games
lists it here too.
"""

from __future__ import annotations

from .net_link import NetLink, joining_link

Server = tuple[str, int, bool]  # its address, port and TLS


def take_listed(app, server: Server, code: str, seat: int, name: str) -> NetLink:
    """The free seat `seat` of the game `code`, under `name` (a signed-in person's seat is their
    account's, under its name, whatever the frame says)."""
    return _go(app, server, code, {"type": "join", "code": code, "seat": seat, "name": name})


def take_up(app, server: Server, code: str, watcher: str | None = None) -> NetLink:
    """The account's seat of the game `code`, played at this computer now; a game the account
    watches, watched again here under `watcher`."""
    if watcher is not None:
        return _go(app, server, code, None, watcher)
    return _go(app, server, code, {"type": "take_up", "code": code})


def play_now(app, server: Server, fields: dict) -> NetLink:
    """A seat at the first open table that fits `fields` (players, pace, name), or a table of
    one's own opened and listed: the game is known by the server's answer ("joined")."""
    return _go(app, server, None, {"type": "play_now", **fields})


def _go(app, server: Server, code: str | None, frame: dict | None, watcher: str | None = None) -> NetLink:
    link = joining_link(*server)
    link.code = code
    link.seated_by_server = code is None

    def send(started: NetLink) -> None:
        if code is not None:
            started.open_game(code)
        if watcher is not None:
            started.game.watch(watcher)
        else:
            started.send(frame)

    link.connect(then=send)
    app.push(app.registry["join"](app, link))
    return link
