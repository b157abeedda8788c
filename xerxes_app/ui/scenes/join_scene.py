"""Join a game: the host's address, port and join code; then the game's open seats to pick
from, with the player's name; then the table, where this computer sees its own seat's hand and
the public board, never another's (R25).

Finding the game connects on the network's own thread and asks the server for the game's seats;
the screen polls each frame, so it never stalls. A server that does not answer, a wrong code or a
seat taken meanwhile is said in plain words, and the fields stay as typed to try again. Continue
on a computer that joined a game comes here too, rejoining its seat with the seat's token; a seat
its game's creator opened again (the token no longer works) is offered to be taken again.

The fields start with the server last joined, and "Used before" offers the others (from the
tickets of the games joined here); a game with one open seat has it chosen already. A game its
creator let be watched offers Watch as well, under a name: the public board, never a hand. The
name is the person's own (Settings' `player_name`): asked here once, empty until then, and kept
(a name typed over it is kept instead). On a server with accounts, Sign in and Create an account
stand beside it (account_row.py); signed in there, the name is the account's.

An invitation (`xerxes://ADDRESS:PORT/CODE`, net/invitation.py) pasted whole into any field, or
given on the command line (`xerxes xerxes://…`, a link clicked), fills in every field and looks
for the game at once; a bad one is said in one sentence, the fields as they were.
"""

from __future__ import annotations

import time
from dataclasses import replace

import pygame
import pygame_gui
from pygame_gui.core.utility import clipboard_paste
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from ..shell.dimmed import dim
from ...names import SEAT_NAME_MAX, name_problem
from ...net.invitation import BadInvitation, looks_like, read
from ...saving.tickets import MAX_CODE, servers_used
from ..game.net_link import GIVE_UP_SECONDS, PORT, NetLink, joining_link
from ..game import nearby
from ..game.net_play import NetPlay, refusal_text
from ..looks.backdrop import backdrop
from ..looks.language import said, words
from ..looks.look import GOLD
from ..looks.paint import blit_text
from ..shell.inputs import BACK
from ..shell.scene import Scene
from .account_row import AccountRow
from .used_servers import menu_targets, used_menu

NEARBY_SHOWN = 3  # games heard of on this network, shown at once
FIELDS = ("address", "port", "code")


class JoinScene(Scene):
    def __init__(self, app, link: NetLink | None = None, invitation: str | None = None):
        super().__init__(app)
        self.address, self.port, self.code = "", str(PORT), ""
        self.tls = False  # a server started with a certificate and key speaks TLS only
        self.name = app.keeper.settings.player_name  # the person's own, once given (never a seat's placeholder)
        self.link = link  # while looking for a game or joining it; given when Continue rejoins
        if link is not None:
            self.address, self.port, self.code, self.tls = link.address, str(link.port), link.code or "", link.tls
        self.since = time.monotonic()
        self.seat: int | None = None  # the open seat chosen
        self.message, self.wrong = (words("join.joining"), False) if link is not None else ("", False)
        self.widgets: dict = {}
        self.seen: tuple = ()
        self.listing = None  # the games on this network, once the player looks (nearby.py)
        self.hosts: list = []
        self.servers = servers_used(app.keeper.save_dir)  # (address, port, TLS) of the games joined here
        self.server_options: dict[str, tuple] = {}  # their words in the menu
        if link is None and self.servers:
            address, port, self.tls = self.servers[0]
            self.address, self.port = address, str(port)
        self.pasted = invitation  # an invitation to take on the next frame
        self.account = AccountRow(app)  # the found game's server's accounts

    def _open_seats(self) -> list[tuple[int, str]]:
        room = self.link.room if self.link is not None and self.link.game is None else None
        return [(seat, row.get("name", "")) for seat, row in enumerate(room or []) if row.get("open")]

    def build(self, root) -> None:
        f, m = self.app.factor, self.app.manager
        w, h = self.app.size
        width = round(900 * f)
        left = (w - width) // 2
        row = round(42 * f)
        label_w = round(260 * f)
        wid = self.widgets = {}
        self.seen = (self.link is not None and self.link.room is not None, self.message, self.seat)
        y = round(150 * f)
        for key, value, field_w in zip(FIELDS, (self.address, self.port, self.code), (400, 160, 200)):
            UILabel(pygame.Rect(left, y, label_w, row), words(f"join.{key}"), m, container=root, object_id="#heading_small")
            entry = wid[key] = UITextEntryLine(pygame.Rect(left + label_w + round(10 * f), y, round(field_w * f), row), m,
                                               container=root)
            entry.set_text(value)
            y += row + round(10 * f)
        wid["port"].set_allowed_characters("numbers")
        port = wid["port"].rect
        wid["tls"] = UIButton(pygame.Rect(port.right + round(10 * f), port.top, round(230 * f), row), words("join.tls"), m,
                              container=root, object_id="#selected" if self.tls else None, tool_tip_text=words("join.tls_tip"))
        wid["port"].set_text_length_limit(5)
        wid["code"].set_text_length_limit(MAX_CODE)
        wid["address"].set_text_length_limit(253)
        if self.servers:  # the servers of the games joined here, to fill the fields in (the whole in the field)
            address = wid["address"].rect
            rect = pygame.Rect(address.right + round(10 * f), address.top, left + width - address.right - round(10 * f), row)
            wid["used"], self.server_options = used_menu(self.servers, rect, m, root, f)
        wid["find"] = UIButton(pygame.Rect(left + label_w + round(10 * f), y, round(300 * f), row), words("join.find"), m,
                               container=root)
        wid["nearby"] = UIButton(pygame.Rect(wid["find"].rect.right + round(10 * f), y, round(300 * f), row), words("join.nearby"),
                                 m, container=root, object_id="#selected" if self.listing else None,
                                 tool_tip_text=words("join.nearby_tip"))
        y += row + round(16 * f)
        wid["message"] = UILabel(pygame.Rect(left, y, width, round(38 * f)), self.message, m, container=root,
                                 object_id="#refusal" if self.wrong else "#feedback")
        y += round(48 * f)
        seats = self._open_seats()
        watchable = self._watchable()
        if seats or watchable:
            UILabel(pygame.Rect(left, y, label_w, row), words("join.name"), m, container=root, object_id="#heading_small")
            field_x = left + label_w + round(10 * f)
            beside = self.account.build(root, left + width, y, row)
            wid["name"] = UITextEntryLine(pygame.Rect(field_x, y, min(round(300 * f), beside - field_x), row), m, container=root,
                                          placeholder_text=words("join.name_hint"))
            wid["name"].set_text_length_limit(SEAT_NAME_MAX)
            wid["name"].set_text(self.account.name or self.name)
            if self.account.name:  # signed in: the account's name, not to be typed over
                wid["name"].disable()
            y += row + round(10 * f)
        if seats:
            UILabel(pygame.Rect(left, y, label_w, row), words("join.open_seats"), m, container=root, object_id="#heading_small")
            for i, (seat, name) in enumerate(seats):
                wid[("seat", seat)] = UIButton(
                    pygame.Rect(left + label_w + round(10 * f) + i * round(205 * f), y, round(195 * f), row),
                    words("join.seat", number=seat + 1, name=name), m, container=root,
                    object_id="#selected" if seat == self.seat else None)
            y += row + round(10 * f)
        if watchable:  # under the open seats, the one way in that takes none
            UILabel(pygame.Rect(left, y, label_w, row), words("join.watch_only"), m, container=root, object_id="#heading_small")
            wid["watch"] = UIButton(pygame.Rect(left + label_w + round(10 * f), y, round(195 * f), row), words("join.watch"), m,
                                    container=root, tool_tip_text=words("join.watch_tip"))
        bottom = h - round(90 * f)
        wid["back"] = UIButton(pygame.Rect(left, bottom, round(180 * f), round(50 * f)), words("common.back"), m, container=root)
        wid["take"] = UIButton(pygame.Rect(left + round(610 * f), bottom, width - round(610 * f), round(50 * f)),
                               words("join.take"), m, container=root, object_id="#big_button")
        for key, x, opens, tip in (("games", 190, "games.title", "games.open_tip"), ("tables", 400, "join.tables", "lists.open_tip")):
            wid[key] = UIButton(pygame.Rect(left + round(x * f), bottom, round(200 * f), round(50 * f)), words(opens), m,
                                container=root, tool_tip_text=words(tip))
        if not seats:
            dim(wid["take"], words("join.no_seat"))
            if self.listing is not None:  # the games heard of on this network, to fill in the fields
                UILabel(pygame.Rect(left, y, label_w, row), words("join.nearby_games"), m, container=root, object_id="#heading_small")
                if not self.hosts:
                    UILabel(pygame.Rect(left + label_w + round(10 * f), y, width - label_w - round(10 * f), row),
                            words("join.nearby_none"), m, container=root, object_id="#feedback")
                for i, host in enumerate(self.hosts[:NEARBY_SHOWN]):
                    button = wid[("nearby", i)] = UIButton(
                        pygame.Rect(left + label_w + round(10 * f) + i * round(215 * f), y, round(205 * f), row), host.name, m,
                        container=root, tool_tip_text=words("join.nearby_host", name=host.name, address=f"{host.address}, {host.port}"))
                    name = host.name
                    while len(name) > 1 and button.font.size(name)[0] > button.rect.width - 10:
                        name = name[:-2] + "…"  # the whole name and its address in the tooltip
                    button.set_text(name)

    def _read(self) -> None:
        wid = self.widgets
        self.address, self.port, self.code = (wid[key].get_text().strip() for key in FIELDS)
        if "name" in wid and wid["name"].is_enabled:  # not the account's, signed in
            self.name = wid["name"].get_text()

    def refuse(self, why: str) -> None:
        self._say(why)

    def _say(self, message: str, wrong: bool = True) -> None:
        if (message, wrong) != (self.message, self.wrong):
            self.message, self.wrong = message, wrong
            self.layout()

    # Input -------------------------------------------------------------------------------------

    def notice(self, event) -> None:
        """Ctrl+V (Cmd+V) in a field with an invitation on the clipboard: the whole invitation
        is taken, whatever the field (the port takes digits only, the code 16 letters), on the
        next update, once the field's own paste is over."""
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
                and not event.mod & pygame.KMOD_ALT and any(self._focused(key) for key in FIELDS)):
            try:
                text = clipboard_paste()
            except pygame.error:  # no clipboard on this system: the field pastes nothing either
                return
            if isinstance(text, str) and looks_like(text):
                self._read()  # the fields as they were before the field pastes into one
                self.pasted = text

    def _focused(self, key: str) -> bool:
        widget = self.widgets.get(key)
        return widget is not None and widget.is_focused

    def take_invitation(self, text: str) -> None:
        """Fill every field from an invitation and look for its game; a bad one said, the fields
        left as they were."""
        try:
            invited = read(text)
        except BadInvitation as refused:
            self.layout()
            self._say(said(refused.sentence))
            return
        self.address, self.port, self.code, self.tls = invited.address, str(invited.port), invited.code, invited.tls
        self.layout()
        self._find()

    def handle(self, event) -> None:
        wid = self.widgets
        if event.type == BACK or (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is wid["back"]):
            self._drop()
            self.app.pop()
            return
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is wid.get("used"):
            self._read()
            chosen = self.server_options.get(event.text)
            if chosen is not None:
                address, port, self.tls = chosen
                self.address, self.port = address, str(port)
            self.layout()
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in (wid["address"], wid["port"], wid["code"]):
            self._find()  # Enter in a field finds the game
            return
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        self._read()
        if self.account.pressed(event.ui_element):
            return
        if event.ui_element is wid["find"]:
            self._find()
        elif event.ui_element is wid["nearby"]:
            self._look_nearby()
        elif event.ui_element is wid["tls"]:
            self.tls = not self.tls
            self.layout()
        elif event.ui_element is wid["take"]:
            self._take()
        elif event.ui_element is wid.get("watch"):
            self._watch()
        elif event.ui_element in (wid["games"], wid["tables"]):
            self._drop()
            self.app.push(self.app.registry["network games" if event.ui_element is wid["games"] else "open tables"](self.app))
        for (kind, *rest), button in ((key, b) for key, b in wid.items() if isinstance(key, tuple)):
            if event.ui_element is button and kind == "seat":
                self._choose(rest[0])
                self.layout()
            elif event.ui_element is button:  # a game heard of nearby: its address and port filled in
                host = self.hosts[rest[0]]
                self.address, self.port = host.address, str(host.port)
                self.layout()

    def _find(self) -> None:
        self._read()
        typed = next((text for text in (self.address, self.port, self.code) if looks_like(text)), None)
        if typed is not None:  # an invitation typed in, or pasted by other means
            self.take_invitation(typed)
            return
        port = int(self.port) if self.port.isdigit() else 0
        problem = (words("join.no_address") if not self.address else words("join.bad_port") if not 0 < port < 65536
                   else words("join.no_code") if not self.code else None)
        if problem:
            self._say(problem)
            return
        self.code = self.code.upper()
        self._drop()
        self.link = joining_link(self.address, port, self.tls)
        self.account.watch(self.address, port, self.tls)
        code = self.code
        self.link.connect(then=lambda link: link.send({"type": "look", "code": code}))
        self.since, self.seat = time.monotonic(), None
        self._say(words("join.looking"), wrong=False)

    def _choose(self, seat: int) -> None:
        self.seat = seat

    def _take(self) -> None:
        if self.link is None or self.seat is None:
            self._say(words("join.choose_seat"))
            return
        # No name given: the seat's own (a seat opened again keeps its player's name).
        self._enter(lambda name: self.link.send({"type": "join", "code": self.code, "seat": self.seat, "name": name}),
                    dict(self._open_seats()).get(self.seat, ""))

    def _enter(self, asking, unnamed: str = "") -> None:
        """Take a seat or watch under the name typed (`asking` sends the frame), else `unnamed`,
        or say why the name will not do. A name typed is kept as this person's own, for the next games."""
        typed = self.account.name or self.name.strip()
        name = typed or unnamed
        problem = name_problem(name, SEAT_NAME_MAX)
        if problem:
            self._say(said(problem))
            return
        settings = self.app.keeper.settings
        if typed and typed != settings.player_name and not self.account.name:  # asked once; typed again only to change it
            self.app.keeper.change_settings(replace(settings, player_name=typed))
        self.link.open_game(self.code)
        asking(name)
        self._say(words("join.joining"), wrong=False)

    def _watchable(self) -> bool:
        """Whether the game found may be watched (its creator allowed it), before joining it."""
        return self.link is not None and self.link.room is not None and self.link.game is None and self.link.watchable

    def _watch(self) -> None:
        """Watch the game found, under the name typed: the public board, no seat (net/watchers.py)."""
        self._enter(lambda name: self.link.game.watch(name))

    def _look_nearby(self) -> None:
        """Turn the list of the games on this network on or off."""
        if self.listing is None:
            self.listing = nearby.listing()
        else:
            self.listing.stop()
            self.listing, self.hosts = None, []
        self.layout()

    def leave(self) -> None:
        if self.listing is not None:
            self.listing.stop()
            self.listing = None
        self.account.close()
        super().leave()

    def _drop(self) -> None:
        if self.link is not None:
            self.link.close()
            self.link = None

    # Each frame --------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        if self.pasted is not None:
            text, self.pasted = self.pasted, None
            self.take_invitation(text)
        if self.listing is not None and self.listing.hosts() != self.hosts:
            self.hosts = self.listing.hosts()
            self.layout()
        trouble = self.account.poll()
        if trouble is not None:
            self._say(trouble)
        elif self.account.changed():
            self.layout()
        link = self.link
        if link is None:
            return
        link.poll()
        if link.ready:
            NetPlay(self.app, link).show_next()  # the table, in this screen's place
            return
        refused = link.take_refusal()
        connection = link.connection
        gave_up = connection is not None and not connection.ever_connected and time.monotonic() - self.since > GIVE_UP_SECONDS
        if refused is not None:
            if link.game is not None:  # the seat was taken meanwhile: the seats are looked at again
                link.game = None
                link.send({"type": "look", "code": self.code})
            self._say(refusal_text(refused))
        elif gave_up or link.never_answered:
            self._drop()
            self.account.close()
            self._say(words("join.unreachable", address=self.address, port=self.port))
        elif link.room is not None and not self._open_seats() and link.game is None:
            self._say(words("join.none_open_watch" if link.watchable else "join.none_open"), wrong=not link.watchable)
        elif (link.room is not None, self.message, self.seat) != self.seen:
            if link.room is not None and self.message == words("join.looking"):
                # Found: its name says it is the one meant, its open seats say the rest.
                self.message = words("join.found_game", name=link.room_name) if link.room_name else ""
            seats = self._open_seats()
            if len(seats) == 1 and self.seat is None:
                self._choose(seats[0][0])  # one open seat: it is the one to take
            self.layout()

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        blit_text(surface, words("join.title"), "serif_bold", round(54 * f), GOLD, (w // 2, round(80 * f)), "center")

    def targets(self):
        found = {key: widget.rect.copy() for key, widget in self.widgets.items() if hasattr(widget, "rect")}
        return {**found, **menu_targets(self.widgets.get("used")), **self.account.targets()}

