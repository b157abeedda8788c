"""Opening a saved game at the table: Continue on the title screen, and Load.

A game opens as a new `Play`, whose first screen in pass-and-play is the table with its board in
view and the hand veiled: no hand is shown until the player whose turn it is clicks "show my
hand" (R25); only a game still at setup, with no board yet, opens behind the hand-off. Computers' seats play on at
the table with bots seeded as before (deciders.py). Opening a game autosaves it, so
Continue finds it again.
"""

from __future__ import annotations

from ...rules import SaveError
from ...session import Session
from ..looks.backdrop import backdrop
from ..looks.language import said, words
from ..shell.notice import notice
from .last_game import network_game
from .net_link import hosting_link, joining_link, rejoin
from .net_record import HOST, NetRecord
from .play import Play
from ..shell.scene import Scene


def resume(app) -> None:
    """Continue: the last game exactly as it was left, or the reason it cannot be."""
    record = network_game(app)
    if record is not None:
        resume_network(app, record)
        return
    try:
        resumed = app.keeper.last_game()
    except SaveError as error:
        notice(app, words("title.continue"), words("continue.cannot", problem=said(error.args[0])))
        return
    if resumed is None:
        return
    open_game(app, resumed.session)
    if resumed.note:
        notice(app, words("title.continue"), said(resumed.note))


def open_game(app, session: Session, kind: type[Play] = Play) -> Play:
    """Put `session` on the table, above the title screen, played as `kind` says."""
    app.back_to("title")
    app.push(Opening(app))
    play = kind(app, session)
    play.show_next()
    return play


class Opening(Scene):
    """Holds the game's place above the title for the instant until `Play` puts its first
    screen there instead."""

    def draw(self, surface) -> None:
        surface.blit(backdrop(*self.app.size), (0, 0))


def resume_network(app, record: NetRecord) -> None:
    """Continue a network game: the host starts the game's server again on its folder and
    rejoins its seats (the others' wait for their players); a player who joined rejoins theirs
    with the seats' tokens."""
    app.back_to("title")
    if record.role == HOST:
        link = hosting_link(app.keeper.save_dir, port=record.port)
    else:
        link = joining_link(record.address, record.port, record.tls)
    link.connect(then=lambda started: rejoin(started, record.code, record.tokens))
    app.push(app.registry["lobby" if record.role == HOST else "join"](app, link))
