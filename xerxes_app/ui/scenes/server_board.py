"""Records' Server tab: the leaderboard of each server used here before that has accounts
(docs/network.md, "Ratings, the leaderboard and the notices of turns"). The servers are those this
computer keeps a session for and those of the games joined here, each asked whether it has
accounts; those that have are listed down the left, one click showing another's board. The board
is the server's rows (place, name, rating, games), read a screenful at a time from its pages of
50, and above them the line of the account signed in there, if any: its place, or its rating
marked provisional while it has none; its row among the others is marked too."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UIButton

from ...net.account_link import AccountLink
from ...saving.sessions import kept_sessions
from ...saving.tickets import servers_used
from ..game.net_play import refusal_text
from ..looks.language import words
from ..looks.look import CLAY, CREAM, GOLD_LIGHT, INK, INK_SOFT, PARCHMENT
from ..looks.paint import blit_text, elided, frame
from .used_servers import server_words

COLUMNS = (("people.place", 0.0), ("people.name", 0.14), ("people.rating", 0.62), ("people.games", 0.82))
SERVERS_SHOWN = 8


def board_frames(frame: dict) -> bool:
    return frame.get("type") == "leaderboard" or (frame.get("type") == "refused" and frame.get("request") == "leaderboard")


class ServerBoard:
    """The tab's servers, their boards as read so far, and what the tab shows of them."""

    def __init__(self, app):
        self.app = app
        found = [(kept.address, kept.port, kept.tls) for kept in kept_sessions(app.keeper.config_dir)]
        found += [server for server in servers_used(app.keeper.save_dir) if server not in found]
        self.links = [AccountLink(*server, app.keeper.config_dir, wants=board_frames) for server in found]
        self.chosen: AccountLink | None = None
        self.rows: dict[int, dict] = {}  # the chosen board's rows read, by place
        self.total = 0
        self.mine: dict | None = None
        self.first = 0  # the index (0: the best) of the first row shown
        self.shown = 1  # rows a screenful
        self.asked: int | None = None  # the row a page was asked from, until it comes
        self.refused = ""
        self.answered = False  # whether the chosen server answered yet

    @property
    def servers(self) -> list[AccountLink]:
        """The servers with accounts, as far as they said so."""
        return [link for link in self.links if link.accounts][:SERVERS_SHOWN]

    def state(self) -> tuple:
        return (tuple(id(link) for link in self.servers), id(self.chosen), self.first, self.total, len(self.rows), self.refused)

    # --- Reading -------------------------------------------------------------------------------

    def update(self) -> None:
        for link in self.links:
            for answer in link.poll():
                if link is self.chosen:
                    self._read(answer)
        if self.chosen is None and self.servers:
            self.choose(self.servers[0])
        chosen = self.chosen
        if chosen is not None and chosen.known and self.asked is None and self._missing():
            self.asked = self.first
            chosen.send({"type": "leaderboard", "from": self.first})

    def _missing(self) -> bool:
        """Whether a row of the screenful is not read yet (nothing, before the first answer)."""
        if self.refused:
            return False  # asked too often: the server is asked again when its button is pressed
        if not self.answered:
            return True
        return any(place not in self.rows for place in range(self.first + 1, min(self.first + self.shown, self.total) + 1))

    def _read(self, frame: dict) -> None:
        self.asked = None
        self.answered = True
        if frame["type"] == "refused":
            self.refused = refusal_text(frame)
            return
        self.refused = ""
        self.total = frame.get("total", 0) if type(frame.get("total")) is int else 0
        self.mine = frame.get("mine") if isinstance(frame.get("mine"), dict) else None
        for row in frame.get("rows", []):
            if isinstance(row, dict) and type(row.get("place")) is int:
                self.rows[row["place"]] = row

    def choose(self, link: AccountLink) -> None:
        self.chosen, self.rows, self.total, self.mine, self.first, self.asked, self.refused = link, {}, 0, None, 0, None, ""
        self.answered = False

    def turn(self, by: int) -> None:
        """A screenful better (-1) or further down (1)."""
        self.first = max(0, min(self.first + by * self.shown, max(0, self.total - 1)))

    def close(self) -> None:
        for link in self.links:
            link.close()

    # --- What it shows -------------------------------------------------------------------------

    def lines(self) -> list[tuple[str, str, str, str]]:
        """The rows of the screenful read so far: place, name, rating, games."""
        rows = (self.rows.get(place) for place in range(self.first + 1, min(self.first + self.shown, self.total) + 1))
        return [(str(row["place"]), str(row.get("name", "")), str(row.get("rating", "")), str(row.get("games", "")))
                for row in rows if row is not None]

    def mine_words(self) -> str:
        chosen, mine = self.chosen, self.mine
        if chosen is None or mine is None or not chosen.signed_in:
            return words("people.mine_none")
        if mine.get("place") is None:  # provisional: no place yet
            return words("people.mine_provisional", name=chosen.name, rating=mine.get("rating"), games=mine.get("games"))
        return words("people.mine", name=chosen.name, rating=mine.get("rating"), place=mine["place"], games=mine.get("games"))

    # --- Laid out and drawn --------------------------------------------------------------------

    def build(self, root, buttons: dict, top: int, bottom: int) -> None:
        f, m = self.app.factor, self.app.manager
        pad, row, list_w = round(24 * f), round(42 * f), round(300 * f)
        font = m.get_theme().get_font(["button"])
        left = (self.app.size[0] - min(self.app.size[0] - 2 * pad, round(1200 * f))) // 2
        for i, link in enumerate(self.servers):
            said = server_words((link.address, link.port, link.tls))
            buttons[("server", i)] = UIButton(pygame.Rect(left, top + i * (row + round(8 * f)), list_w, row),
                                              elided(said, font, list_w - round(20 * f)), m, container=root, tool_tip_text=said,
                                              object_id="#selected" if link is self.chosen else None)
        board = self.board_rect(top, bottom)
        self.shown = max(1, (board.height - round(110 * f)) // round(30 * f))
        if self.chosen is not None and self.total > self.shown:  # a screenful further up or down, where there is one
            for i, (key, by) in enumerate((("earlier", -1), ("later", 1))):
                if (by < 0 and self.first == 0) or (by > 0 and self.first + self.shown >= self.total):
                    continue
                buttons[("page", by)] = UIButton(pygame.Rect(board.right - (2 - i) * round(150 * f), bottom + round(8 * f),
                                                             round(140 * f), round(40 * f)), words(f"people.{key}"), m, container=root)

    def board_rect(self, top: int, bottom: int) -> pygame.Rect:
        f, w = self.app.factor, self.app.size[0]
        pad = round(24 * f)
        width = min(w - 2 * pad, round(1200 * f))
        left = (w - width) // 2 + round(300 * f) + pad
        return pygame.Rect(left, top, (w + width) // 2 - left, bottom - top)

    def draw(self, surface, top: int, bottom: int) -> None:
        f = self.app.factor
        rect = self.board_rect(top, bottom)
        frame(surface, rect, PARCHMENT, CLAY, 3, 10)
        x, width = rect.left + round(16 * f), rect.width - round(32 * f)
        y = rect.top + round(16 * f)
        if self.chosen is None:
            said = words("account.asking") if any(link.accounts is None for link in self.links) else words("people.board_none")
            blit_text(surface, said, "sans_italic", round(17 * f), INK_SOFT, (x, y), max_width=width)
            return
        mine = pygame.Rect(rect.left + round(8 * f), y - round(6 * f), rect.width - round(16 * f), round(36 * f))
        pygame.draw.rect(surface, GOLD_LIGHT, mine, border_radius=6)
        blit_text(surface, self.mine_words(), "sans_bold", round(17 * f), INK, (x, mine.centery), "midleft", max_width=width)
        y += round(48 * f)
        xs = [x + round(width * share) for _, share in COLUMNS]
        for at, (heading, _) in zip(xs, COLUMNS):
            blit_text(surface, words(heading), "sans_bold", round(16 * f), CLAY, (at, y))
        y += round(34 * f)
        lines = self.lines()
        if self.refused or not lines:
            said = self.refused or (words("account.asking") if self.asked is not None or not self.chosen.known
                                    else words("people.board_empty"))
            blit_text(surface, said, "sans_italic", round(17 * f), INK_SOFT, (x, y), max_width=width)
        mine_name = self.chosen.name if self.chosen.signed_in else None
        for cells in lines:
            if mine_name is not None and cells[1].casefold() == mine_name.casefold():
                pygame.draw.rect(surface, GOLD_LIGHT, (rect.left + round(8 * f), y, rect.width - round(16 * f), round(28 * f)),
                                 border_radius=4)
            for i, (at, cell) in enumerate(zip(xs, cells)):
                room = (xs[i + 1] if i + 1 < len(xs) else x + width) - at - round(10 * f)
                blit_text(surface, cell, "sans" if i == 1 else "serif_bold", round(18 * f), INK, (at, y + round(14 * f)),
                          "midleft", max_width=room)
            y += round(30 * f)
        if self.total:
            last = min(self.first + self.shown, self.total)
            blit_text(surface, words("people.shown_rows", first=self.first + 1, last=last, total=self.total), "sans",
                      round(16 * f), CREAM, (rect.left, bottom + round(28 * f)), "midleft")
