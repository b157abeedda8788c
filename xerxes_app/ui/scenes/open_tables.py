"""Open tables, from Join: for each server used here before that has accounts (its `health`), the
tables listed there that wait for players and the games under way with **Seats to fill** (a person
gave up, or ran out of time and a computer plays for them), each with its players, pace and clock,
whether it is rated, its language, its seats free and who sits there with their ratings
(table_lines.py). One click takes the first free seat (listed_seats.py) and goes to the table, as
Join does; **Play now** asks the server for a seat at a table that fits the players and the pace
chosen, or a table of one's own, listed for others to come to. Each list shows as many of its
first rows (the tables of people followed first, then those waiting longest) as the window holds.
Sign in and Create an account stand at the top (account_row.py): a table for signed-in players
only refuses a guest, in words.

The servers are those of the games joined here and those signed in to from here. The lists are
asked once the server has said who is signed in here, and again by Refresh or after
signing in; nothing is waited for (server_lists.py)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel

from ...names import SEAT_NAME_MAX, name_problem
from ...net.clocks import BY_DAY, TABLE
from ...net.server_lists import SEATS_TO_FILL, TABLES, ServerLists
from ...saving.sessions import kept_sessions
from ...saving.tickets import servers_used
from ..game.listed_seats import play_now, take_listed
from ..game.net_play import refusal_text
from ..looks.backdrop import backdrop
from ..looks.language import said, words
from ..looks.look import GOLD
from ..looks.paint import blit_text, elided
from .account_row import AccountRow
from .pace_row import PACE_WORDS
from .table_lines import first_free, sitting_line, table_line
from .used_servers import server_words
from ..shell.scene import Scene

PLAYERS = (None, 2, 3, 4)  # Play now's choices: any number, or so many
SERVERS_SHOWN = 4



def used(app) -> list[tuple[str, int, bool]]:
    """The servers of the games joined here, then those signed in to from here, each once."""
    servers = servers_used(app.keeper.save_dir)
    keys = {(address.lower(), port, tls) for address, port, tls in servers}
    return servers + [(kept.address, kept.port, kept.tls) for kept in kept_sessions(app.keeper.config_dir)
                      if kept.server not in keys]


class OpenTables(Scene):
    def __init__(self, app):
        super().__init__(app)
        folder = app.keeper.config_dir
        self.lists = [ServerLists(server, folder, (TABLES, SEATS_TO_FILL)) for server in used(app)]
        self.chosen: tuple | None = None  # the server shown: the first with accounts, until another is clicked
        self.players: int | None = None  # Play now's: any number
        self.pace = TABLE
        self.account = AccountRow(app)
        self.message, self.wrong = self._state(), False
        self.widgets: dict = {}

    def shown(self) -> ServerLists | None:
        return next((lists for lists in self.lists if lists.server == self.chosen), None)

    def with_accounts(self) -> list[ServerLists]:
        return [lists for lists in self.lists if lists.has_accounts][:SERVERS_SHOWN]

    # Building --------------------------------------------------------------------------------

    def build(self, root) -> None:
        f, m = self.app.factor, self.app.manager
        w, h = self.app.size
        pad, row = round(24 * f), round(40 * f)
        width = min(w - 2 * pad, round(1180 * f))
        left = (w - width) // 2
        wid = self.widgets = {}
        y = round(96 * f)
        servers = self.with_accounts()
        if self.chosen is None and servers:
            self.chosen = servers[0].server
        shown = self.shown()
        beside = self.account.build(root, left + width, y, row) if shown is not None else left + width
        x = left
        for i, lists in enumerate(servers):
            text = server_words(lists.server)
            button_w = min(round(280 * f), (beside - left) // len(servers) - round(10 * f))
            font = m.get_theme().get_font(["button"])
            wid[("server", i)] = UIButton(pygame.Rect(x, y, button_w, row), elided(text, font, button_w - round(16 * f)), m,
                                          container=root, tool_tip_text=text,
                                          object_id="#selected" if lists.server == self.chosen else None)
            x += button_w + round(10 * f)
        y += row + round(12 * f)
        bottom = h - pad - round(50 * f)
        said_at = bottom - round(46 * f)  # what the screen says, the whole width above Back
        if shown is not None:
            y = self._play_now_row(root, left, width, y, row)
            y = self._rows(root, shown, TABLES, left, width, y, row, said_at - round(110 * f))  # room for a seat to fill
            self._rows(root, shown, SEATS_TO_FILL, left, width, y, row, said_at)
        wid["back"] = UIButton(pygame.Rect(left, bottom, round(180 * f), round(50 * f)), words("common.back"), m, container=root)
        wid["refresh"] = UIButton(pygame.Rect(left + round(190 * f), bottom, round(180 * f), round(50 * f)),
                                  words("lists.refresh"), m, container=root)
        wid["message"] = UILabel(pygame.Rect(left, said_at, width, round(40 * f)), self.message, m, container=root,
                                 object_id="#refusal" if self.wrong else "#feedback")

    def _play_now_row(self, root, left: int, width: int, y: int, row: int) -> int:
        """Play now, and what it looks for: the number of players, and the pace."""
        f, m, wid = self.app.factor, self.app.manager, self.widgets
        wid["play now"] = UIButton(pygame.Rect(left, y, round(240 * f), row + round(8 * f)), words("lists.play_now"), m,
                                   container=root, object_id="#big_button", tool_tip_text=words("lists.play_now_tip"))
        x = left + round(256 * f)
        for players in PLAYERS:
            label = words("lists.any_players") if players is None else words("lists.players", count=players)
            button_w = round((130 if players is None else 110) * f)
            wid[("players", players)] = UIButton(pygame.Rect(x, y + round(4 * f), button_w, row), label, m, container=root,
                                                 object_id="#selected" if players == self.players else None)
            x += button_w + round(8 * f)
        x += round(16 * f)
        for pace in (TABLE, BY_DAY):
            button_w = round(190 * f)
            wid[("pace", pace)] = UIButton(pygame.Rect(x, y + round(4 * f), button_w, row), words(PACE_WORDS[pace]), m,
                                           container=root, object_id="#selected" if pace == self.pace else None)
            x += button_w + round(8 * f)
        return y + row + round(20 * f)

    def _rows(self, root, shown: ServerLists, kind: str, left: int, width: int, y: int, row: int, end: int) -> int:
        """A list's heading, and as many of its first rows as end above `end`: a button for the
        table, who sits there under it."""
        f, m, wid = self.app.factor, self.app.manager, self.widgets
        heading = "lists.tables" if kind == TABLES else "lists.seats_to_fill"
        font = m.get_theme().get_font(["#heading_small", "label"])
        heading_w = font.size(words(heading))[0] + round(24 * f)
        UILabel(pygame.Rect(left, y, heading_w, round(34 * f)), words(heading), m, container=root, object_id="#heading_small")
        small = m.get_theme().get_font(["#feedback", "label"])
        UILabel(pygame.Rect(left + heading_w, y, width - heading_w, round(34 * f)),
                elided(words(f"{heading}_tip"), small, width - heading_w - round(16 * f)), m, container=root, object_id="#feedback")
        y += round(36 * f)
        tables = shown.rows(kind)
        if not tables:
            UILabel(pygame.Rect(left, y, width, row), words(f"{heading}_none"), m, container=root, object_id="#feedback")
            return y + row + round(8 * f)
        font, small = m.get_theme().get_font(["button"]), m.get_theme().get_font(["#feedback", "label"])
        for i, table in enumerate(tables):
            if y + row + round(28 * f) > end:
                break
            whole = table_line(table)
            wid[(kind, i)] = UIButton(pygame.Rect(left, y, width, row), elided(whole, font, width - round(24 * f)), m,
                                      container=root, tool_tip_text=whole)
            sitting = sitting_line(table)
            UILabel(pygame.Rect(left + round(8 * f), y + row, width - round(16 * f), round(26 * f)),
                    elided(sitting, small, width - round(32 * f)), m, container=root, object_id="#feedback")
            y += row + round(32 * f)
        return y + round(4 * f)

    # Input -----------------------------------------------------------------------------------

    def handle(self, event) -> None:
        wid = self.widgets
        if self.went_back(event, wid.get("back")) or event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if self.account.pressed(event.ui_element):
            return
        pressed = next((key for key, button in wid.items() if button is event.ui_element), None)
        shown = self.shown()
        if pressed == "refresh" and shown is not None:
            shown.ask()
            self._say(words("lists.asking"), wrong=False)
        elif pressed == "play now" and shown is not None:
            self._seat(lambda name: play_now(self.app, shown.server, {"pace": self.pace, "name": name}
                                             | ({"players": self.players} if self.players else {})))
        elif isinstance(pressed, tuple) and pressed[0] == "server":
            self.chosen = self.with_accounts()[pressed[1]].server
            self.layout()
        elif isinstance(pressed, tuple) and pressed[0] == "players":
            self.players = pressed[1]
            self.layout()
        elif isinstance(pressed, tuple) and pressed[0] == "pace":
            self.pace = pressed[1]
            self.layout()
        elif isinstance(pressed, tuple) and pressed[0] in (TABLES, SEATS_TO_FILL) and shown is not None:
            table = shown.rows(pressed[0])[pressed[1]]
            seat = first_free(table)
            if seat is None:
                self._say(words("join.none_open"))
            else:
                self._seat(lambda name: take_listed(self.app, shown.server, table["code"], seat, name))

    def _seat(self, go) -> None:
        """Take a seat under the account's name, or the person's own (Settings' `player_name`)
        for a guest; with neither, say how to give one."""
        name = self.account.name or self.app.keeper.settings.player_name.strip()
        if not name:
            self._say(words("lists.name_first"))
            return
        problem = name_problem(name, SEAT_NAME_MAX)
        if problem:
            self._say(said(problem))
            return
        go(name)

    def _say(self, message: str, wrong: bool = True) -> None:
        if (message, wrong) != (self.message, self.wrong):
            self.message, self.wrong = message, wrong
            self.layout()

    # Each frame ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        changed = False
        for lists in self.lists:
            changed = lists.poll() or changed
            if lists.refusal is not None and lists.server == self.chosen:
                refused, lists.refusal = lists.refusal, None
                self.message, self.wrong, changed = refusal_text(refused), True, True
        shown = self.shown()
        if shown is not None:
            self.account.watch(*shown.server)
        trouble = self.account.poll()
        if trouble is not None:
            self.message, self.wrong, changed = trouble, True, True
        if self.account.changed():
            if shown is not None:
                shown.ask()  # signed in or out: the lists as this person may see them
            changed = True
        if not self.wrong and self._state() != self.message:  # the servers, or who is signed in, known since
            self.message, changed = self._state(), True
        if changed:
            self.layout()

    def _state(self) -> str:
        """What the screen says of the servers while nothing went wrong."""
        link = self.account.link
        if self.shown() is not None and (link is None or not link.known):
            return words("lists.asking")
        if self.shown() is not None:
            return words("lists.signed_in", name=self.account.name) if self.account.name else words("lists.guest")
        if any(not lists.link.known and not lists.link.unreachable for lists in self.lists):
            return words("lists.asking")
        return words("lists.no_server")

    def resume(self) -> None:
        """Back from a table, or from a seat refused: the lists as they are now."""
        super().resume()
        shown = self.shown()
        if shown is not None:
            shown.ask()

    def leave(self) -> None:
        for lists in self.lists:
            lists.close()
        self.account.close()
        super().leave()

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, words("lists.title"), "serif_bold", round(44 * f), GOLD, (w // 2, round(52 * f)), "center")

    def targets(self):
        found = {key: widget.rect.copy() for key, widget in self.widgets.items() if isinstance(widget, UIButton)}
        return {**found, **self.account.targets()}
