"""Host on the network: New game's seats, each a person here, a computer (thinking on this
computer's server), or an open seat for someone at another computer, who joins with the game's
code. The game is served by this computer (a server started for it) or by a server everyone can
reach (`xerxes-server`, given by its address and port, Secure when it was started with a
certificate: docs/server.md); the servers used before fill the fields in from "Used before…"
(beside Host the game, where the row has no room). The server deals from a seed of its own,
which no player sees (nobody could know the deal), so the seed row gives way to that choice.
Hints are chosen as in New game (off between people unless chosen), for every seat of the game;
the game's pace (at the table now, or by the day) and each person's clock, on a row of their own
(pace_row.py); and whether anyone with the code may watch it, and say a word to the table too
(nobody unless chosen), beside the turn order. The game's name, on a row of its own, is the host's
to choose: "Ann's game" from the host's own seat until something else is typed, so it follows that
seat's name. The form opens with the choices it was last sent with on this computer
(host_memory.py), the name excepted. A server with accounts offers Sign in and Create an account
beside the game's name (account_row.py); signed in there, the host's own seat is the account's,
under its name ("mine": docs/network.md), and a row of its own says whether the game is listed among
the server's open tables, for signed-in players only or not, and in which language (listing_row.py).
A game served by this computer needs none."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from ...names import GAME_NAME_MAX, name_problem
from ...net.protocol import WATCH_CHOICES, WATCH_NONE
from ...saving.tickets import servers_used
from ...session import HUMAN, STRENGTHS, Seat
from ..game.net_link import PORT, hosting_link, joining_link
from ..looks.computer_words import kind_of, kind_words
from ..looks.language import said, words
from . import host_memory
from .host_memory import OPEN
from .account_row import AccountRow
from .listing_row import ListingChoice
from .new_game import NewGame
from .pace_row import PaceChoice
from .used_servers import menu_targets, used_menu

# The buttons that switch a choice on and off, by widget: the screen's attribute they turn over.
SWITCHES = {"tls": "tls", "listed": "listed"}


class HostGame(NewGame):
    title_words, start_words = "host.title", "host.start"

    def __init__(self, app):
        super().__init__(app)
        self.kinds[1] = OPEN  # one reason to host: a second person, elsewhere
        self.server: tuple[str, str] | None = None  # another server's address and port; None: this computer's
        self.tls = False  # whether that server speaks TLS only (xerxes-server --cert --key)
        self.servers = servers_used(app.keeper.save_dir)  # (address, port, TLS) of the servers used here
        self.server_options: dict[str, tuple] = {}  # their words in the menu
        self.listed = False  # whether this computer's game is listed on the local network (nearby.py)
        self.watch = WATCH_NONE  # whether anyone with the code may watch the game, and speak (net/watchers.py)
        self.pace = PaceChoice()  # at the table now or by the day, and each person's clock (pace_row.py)
        self.game_name: str | None = None  # as typed; None: the default, from the host's own seat's name
        self.shown_default = ""  # the default as the field last showed it: left so, the name follows the host's
        self.account = AccountRow(app)  # the chosen server's accounts
        self.listing = ListingChoice()  # on a server with accounts: listed or not, for whom, in which language
        host_memory.restore(self)

    def build(self, root) -> None:
        """The form, its server's accounts asked about first: signed in there, the host's own seat
        is the account's name."""
        address, port = self.server or ("", "")
        if address and port.isdigit() and 0 < int(port) < 65536:
            self.account.watch(address, int(port), self.tls)
        else:
            self.account.close()
        mine = self.kinds[:self.players].index(HUMAN) if HUMAN in self.kinds[:self.players] else None
        if self.account.name and mine is not None:
            self.names[mine] = self.account.name
        super().build(root)
        if self.account.name and mine is not None:
            self.widgets["name"][mine].disable()

    def update(self, dt: float) -> None:
        trouble = self.account.poll()
        if trouble is not None:
            self.refuse(trouble)
        elif self.account.changed():
            self._read()
            self.layout()

    def leave(self) -> None:
        self.account.close()
        super().leave()

    def rows_below(self) -> list:
        listing = [self.listing_row] if self.server is not None and self.account.link is not None and self.account.link.accounts else []
        return [self.name_row, self.below_seats, *listing, self.pace_row] + ([self.away_row] if self.pace.timed else [])

    def listing_row(self, root, left: int, width: int, y: int, row: int) -> None:
        self.listing.build(root, self.app.manager, self.app.factor, left, width, y, row)

    def default_name(self) -> str:
        """"Ann's game", after the first seat played at this computer (any seat's while there is none)."""
        kinds = self.kinds[:self.players]
        host = self.names[kinds.index(HUMAN) if HUMAN in kinds else 0].strip() or words("new.player", number=1)
        return words("host.default_name", name=host)[:GAME_NAME_MAX]

    def name_row(self, root, left: int, width: int, y: int, row: int) -> None:
        f, m = self.app.factor, self.app.manager
        UILabel(pygame.Rect(left, y, round(160 * f), row), words("host.game_name"), m, container=root,
                object_id="#heading_small")
        beside = self.account.build(root, left + width, y, row)
        field_w = min(round(440 * f), beside - left - round(170 * f))
        entry = self.widgets["game name"] = UITextEntryLine(pygame.Rect(left + round(170 * f), y, field_w, row), m,
                                                             container=root)
        entry.set_text_length_limit(GAME_NAME_MAX)
        self.shown_default = self.default_name()
        entry.set_text(self.game_name or self.shown_default)

    def pace_row(self, root, left: int, width: int, y: int, row: int) -> None:
        self.pace.build(root, self.app.manager, self.app.factor, left, y, row)

    def away_row(self, root, left: int, width: int, y: int, row: int) -> None:
        self.pace.build_away(root, self.app.manager, self.app.factor, left, y, row)

    def below_seats(self, root, left: int, width: int, y: int, row: int) -> None:
        """Where the game is served: this computer, or a server everyone can reach (xerxes-server)."""
        f, m, wid = self.app.factor, self.app.manager, self.widgets
        UILabel(pygame.Rect(left, y, round(160 * f), row), words("host.server"), m, container=root, object_id="#heading_small")
        # With a server's fields beside them, the two choices make room for its address, port and TLS.
        font = m.get_theme().get_font(["button"])
        x, choice_w = left + round(170 * f), round(200 * f)
        if self.server is not None:
            choice_w = max(round(150 * f), *(font.size(words(key))[0] + round(20 * f) for key in ("host.here", "host.elsewhere")))
        wid["here"] = UIButton(pygame.Rect(x, y, choice_w, row), words("host.here"), m, container=root,
                               object_id=None if self.server else "#selected", tool_tip_text=words("host.seed"))
        wid["elsewhere"] = UIButton(pygame.Rect(x + choice_w + round(10 * f), y, choice_w, row), words("host.elsewhere"), m,
                                    container=root, object_id="#selected" if self.server else None,
                                    tool_tip_text=words("host.elsewhere_tip"))
        x += 2 * (choice_w + round(10 * f))
        if self.server is None:
            wid["listed"] = UIButton(pygame.Rect(x, y, left + width - x, row), words("host.listed"), m,
                                     container=root, object_id="#selected" if self.listed else None,
                                     tool_tip_text=words("host.listed_tip"))
            return
        tls_w, port_w = round(150 * f), round(80 * f)
        address_w = left + width - x - tls_w - port_w - round(20 * f)
        for key, value, field_w, placeholder in (("address", self.server[0], address_w, "host.server_field"),
                                                 ("port", self.server[1], port_w, "join.port")):
            entry = wid[key] = UITextEntryLine(pygame.Rect(x, y, field_w, row), m, container=root,
                                               placeholder_text=words(placeholder))
            entry.set_text(value)
            x += field_w + round(10 * f)
        wid["address"].set_text_length_limit(253)
        wid["port"].set_allowed_characters("numbers")
        wid["port"].set_text_length_limit(5)
        wid["tls"] = UIButton(pygame.Rect(x, y, tls_w, row), words("join.tls"), m, container=root,
                              object_id="#selected" if self.tls else None, tool_tip_text=words("join.tls_tip"))

    def beside_turn_order(self, root, rect: pygame.Rect) -> None:
        """Watchers: none (unless chosen), watching, or watching and speaking, for anyone with the
        code (net/watchers.py): one button that says which and goes to the next at a click, where
        the screen has room for it."""
        self.widgets["watch"] = UIButton(rect, words(f"host.watch_{self.watch}"), self.app.manager, container=root,
                                         tool_tip_text=words("host.watch_tip"),
                                         object_id="#selected" if self.watch != WATCH_NONE else None)

    def handle(self, event) -> None:
        wid = self.widgets
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.account.widgets.values():
            self._read()
            self.account.pressed(event.ui_element)
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in (wid.get("address"), wid.get("port")):
            self._read()
            self.layout()  # the server typed: its accounts asked about
            return
        switched = next((name for key, name in SWITCHES.items()
                         if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is wid.get(key)), None)
        if switched is not None:
            self._read()
            setattr(self, switched, not getattr(self, switched))
            self.layout()
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is wid.get("watch"):
            self._read()
            self.watch = WATCH_CHOICES[(WATCH_CHOICES.index(self.watch) + 1) % len(WATCH_CHOICES)]
            self.layout()
            return
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is wid.get("used"):
            self._read()
            chosen = self.server_options.get(event.text)
            if chosen is not None:
                address, port, self.tls = chosen
                self.server = (address, str(port))
            self.layout()
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED and (self.pace.pressed(event.ui_element)
                                                           or self.listing.pressed(event.ui_element)):
            self._read()
            self.layout()
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in (wid.get("here"), wid.get("elsewhere")):
            self._read()
            latest = (self.servers[0][0], str(self.servers[0][1])) if self.servers else ("", str(PORT))
            if self.server is None and self.servers and event.ui_element is wid["elsewhere"]:
                self.tls = self.servers[0][2]  # the server used last, as Join starts with it
            self.server = None if event.ui_element is wid["here"] else (self.server or latest)
            self.layout()
            return
        super().handle(event)

    def _read(self) -> None:
        super()._read()
        typed = self.widgets["game name"].get_text()
        self.game_name = None if typed.strip() in ("", self.shown_default) else typed
        if self.server is not None:
            self.server = (self.widgets["address"].get_text().strip(), self.widgets["port"].get_text().strip())

    def beside_start(self, root, rect: pygame.Rect) -> None:
        """The servers used before, when a server serves the game (this is the hosting already)."""
        if self.server is not None and self.servers:
            self.widgets["used"], self.server_options = used_menu(self.servers, rect, self.app.manager, root, self.app.factor,
                                                                  opens_up=True)

    def kind_choices(self) -> list[str]:
        return [self.kind_words(kind) for kind in (HUMAN, OPEN, *STRENGTHS)]

    def kind_words(self, kind: str) -> str:
        return words("new.open_seat") if kind == OPEN else kind_words(kind)

    def kind_of(self, text: str) -> str:
        return OPEN if text == words("new.open_seat") else kind_of(text)

    def _seats(self, names: list[str] | None = None) -> list[Seat]:
        """The seats as hints count them: an open seat is a person's, elsewhere."""
        names = names or self.names[:self.players]
        return [Seat(name, HUMAN if kind == OPEN else kind) for name, kind in zip(names, self.kinds)]

    def start_game(self) -> None:
        names = self.checked_names()
        if names is None:
            return
        kinds = self.kinds[:self.players]
        if HUMAN not in kinds:
            self.refuse(words("host.need_here"))
            return
        game_name = (self.game_name or self.default_name()).strip()
        problem = name_problem(game_name, GAME_NAME_MAX)
        if problem:
            self.refuse(words("host.game_name_problem", problem=said(problem)))
            return
        create = {"type": "create", "seats": [{"name": name, "kind": kind} for name, kind in zip(names, kinds)],
                  "satraps": self.satraps[:self.players], "arranged": self.arranged, "hints": self._hints(),
                  "watch": self.watch, "name": game_name, **self.pace.create_fields()}
        if self.server is not None and self.account.name:  # the host's own seat is the account's there
            create["mine"] = kinds.index(HUMAN)
        if self.server is not None and self.account.link is not None and self.account.link.accounts:
            create |= self.listing.create_fields()  # among the server's open tables, or not
        if self.server is None:
            link = hosting_link(self.app.keeper.save_dir)
            link.listed_as = game_name if self.listed else None
        else:
            self._read()
            address, port = self.server
            if not address or not port.isdigit() or not 0 < int(port) < 65536:
                self.refuse(words("join.no_address" if not address else "join.bad_port"))
                return
            link = joining_link(address, int(port), self.tls)
        host_memory.remember(self)
        link.connect(then=lambda started: started.send(create))
        self.app.push(self.app.registry["lobby"](self.app, link))

    def targets(self):
        found = super().targets()
        for key in ("tls", "watch", "game name"):
            if key in self.widgets:
                found[key] = self.widgets[key].rect.copy()
        if "used" in self.widgets:
            found["used"] = self.widgets["used"].rect.copy()
        return {**found, **menu_targets(self.widgets.get("used")), **self.pace.targets(), **self.listing.targets(),
                **self.account.targets()}
