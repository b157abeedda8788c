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
from ...saving.tickets import HOST, Ticket
from ..shell.dialog import notice
from ..shell.scene import Scene
from .last_game import network_game
from .net_link import link_for, rejoin
from .play import Play


def resume(app) -> None:
    """Continue: the last game exactly as it was left, or the reason it cannot be."""
    ticket = network_game(app)
    if ticket is not None:
        resume_network(app, ticket)
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


def resume_network(app, ticket: Ticket) -> None:
    """Take a network game up again from its ticket: the host starts the game's server again on
    its folder and rejoins its seats (the others' wait for their players); a player who joined
    rejoins theirs with the seats' tokens."""
    app.back_to("title")
    link = link_for(app.keeper.save_dir, ticket)
    link.connect(then=lambda started: rejoin(started, ticket))
    app.push(app.registry["lobby" if ticket.role == HOST else "join"](app, link))


def resume_code(app, code: str) -> None:
    """Take up the network game of `code` (a turn watcher's notice clicked), the latest played
    here if two servers' games share it; a code no ticket holds is said so on the title."""
    from ...saving.tickets import list_tickets

    ticket = next((ticket for ticket in list_tickets(app.keeper.save_dir).tickets if ticket.code == code.upper()), None)
    if ticket is None:
        notice(app, words("games.title"), words("watcher.not_kept", code=code))
    else:
        resume_network(app, ticket)
