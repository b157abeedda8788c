"""Secret choices at setup (R2): the player keeps 5 of 6 Taxation cards, then 3 of 4 Campaign
cards. Shown only to the seat that was handed the screen. A hint (the Hint button or H) rings the
card the computer would give up, with why, beside the Campaign cards: the review judges these
discards as it judges every other decision.

As at the table, the game's menu is a button away, and Escape opens it (the rules, a network
game's seats, leaving); the log is a drawer over the cards' right, with the words at the table
at its foot in a network game (table/log_drawer.py)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from ..shell.dimmed import dim
from ...rules import DiscardCampaignCard, DiscardTaxCard, current_player, legal_commands, prompt_message
from ..looks.backdrop import backdrop
from ..looks.language import engine_words, words
from ..table.cards import AVAILABLE, CHOSEN, HELD, card_rects, draw_card
from ..looks.look import CREAM, GOLD, GOLD_LIGHT
from ..looks.paint import blit_text, blit_wrapped, frame, wrap
from ..looks.look import CLAY, INK, PARCHMENT
from ..table.hint_controls import NOTE_TEXT, HintControls
from ..table.ring import draw_ring
from ..shell.game_menu import open_menu
from ..shell.scene import Scene
from ..shell.inputs import BACK, CLICK
from ..table.log_drawer import LogDrawer


class SetupChoice(Scene):
    music = "table"

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        self.chosen: int | None = None
        self.refusal = ""
        self.rows: dict[str, list[tuple[int, pygame.Rect]]] = {}
        self.widgets: dict = {}
        self.hinting: HintControls | None = None
        self.note_rect = pygame.Rect(0, 0, 0, 0)  # where a hint's words go: beside the Campaign cards
        self.menu = None  # the game's menu, once opened
        self.log = LogDrawer(play)

    def private_seat(self):
        return self.play.viewer

    def refresh(self) -> None:
        self.chosen = None
        self.refusal = ""
        self.layout()

    def _choosing(self) -> str:
        """Which hand the player discards from now, as the engine's legal commands say."""
        commands = legal_commands(self.play.state)
        return "tax" if commands and isinstance(commands[0], DiscardTaxCard) else "campaign"

    def build(self, root) -> None:
        f = self.app.factor
        m = self.app.manager
        w, h = self.app.size
        state = self.play.state
        seat = self.play.viewer
        self.rows = {}
        self.widgets = {}
        self.hinting = None
        if seat is None or seat != current_player(state):
            return
        player = state.players[seat]
        margin = round(40 * f)
        self._game_buttons(root, margin)
        tax_area = pygame.Rect(margin, round(160 * f), w - 2 * margin, round(h * 0.34))
        campaign_area = pygame.Rect(margin, tax_area.bottom + round(70 * f), w - 2 * margin, round(h * 0.28))
        self.rows["tax"] = list(zip(player.tax_hand, card_rects(tax_area, len(player.tax_hand))))
        self.rows["campaign"] = list(zip(player.campaign_hand, card_rects(campaign_area, len(player.campaign_hand))))
        kind = self._choosing()
        self.widgets["banner"] = UILabel(pygame.Rect(margin, round(28 * f), w - 2 * margin, round(40 * f)), engine_words(*prompt_message(state)), m,
                                         container=root, object_id="#banner")
        self.widgets["hint"] = UILabel(pygame.Rect(margin, round(70 * f), w - 2 * margin, round(30 * f)),
                                       self.refusal or words(f"setup.hint_{kind}" + ("_solo" if state.is_solo else "")),
                                       m, container=root, object_id="#refusal" if self.refusal else "#feedback")
        button = UIButton(pygame.Rect(w - margin - round(400 * f), h - round(84 * f), round(400 * f), round(52 * f)),
                          words(f"setup.discard_{kind}"), m, container=root, object_id="#big_button")
        if self.chosen is None:
            dim(button, words(f"setup.choose_{kind}"))
        self.widgets["discard"] = button
        hint = pygame.Rect(button.rect.left - round(180 * f), button.rect.top, round(160 * f), button.rect.height)
        self.hinting = HintControls(self.app, self.play, root, hint if self.play.session.hints else None)
        self.hinting.refresh(True)
        right = self.rows["campaign"][-1][1].right if self.rows["campaign"] else margin
        self.note_rect = pygame.Rect(right + round(40 * f), campaign_area.top, w - margin - right - round(40 * f),
                                     hint.top - round(16 * f) - campaign_area.top)

    def _game_buttons(self, root, margin: int) -> None:
        """The menu's and the log's buttons at the right of the Taxation cards' heading, and the
        log's drawer under them, over the cards' right (shut until opened)."""
        f, m = self.app.factor, self.app.manager
        w, h = self.app.size
        width, gap, top = round(150 * f), round(12 * f), round(104 * f)
        size = (width, round(34 * f))
        self.widgets["menu"] = UIButton(pygame.Rect((w - margin - 2 * width - gap, top), size), words("setup.menu"), m,
                                        container=root, tool_tip_text=words("setup.menu_tip"))
        log_button = UIButton(pygame.Rect((w - margin - width, top), size), words("table.log"), m,
                              container=root, tool_tip_text=words("table.log_tip"))
        self.widgets["log button"] = log_button
        box = pygame.Rect(w // 2, top + size[1] + gap, w // 2 - margin, h - top - size[1] - gap - round(100 * f))
        self.widgets["log"] = UITextBox("", box, m, container=root)
        self.log.laid_out(self.widgets["log"], log_button, root)
        self.log.refresh(box.bottom)

    def refuse(self, why: str) -> None:
        self.refusal = why
        self.layout()

    def mine(self) -> bool:
        return self.play.viewer is not None and self.play.viewer == current_player(self.play.state)

    def update(self, dt: float) -> None:
        late = self.play.update()  # a network game's update may move the screens on
        if late and self.app.top is self:  # or refuse the card sent
            self.refusal = late
            self.layout()
        elif self.hinting is not None and self.app.top is self and self.hinting.update():
            self.layout()  # the answer came, or the thinking stopped
        if self.log.box is not None and self.log.box.alive():
            self.log.update()  # a line said at the table meanwhile

    def in_sight(self) -> list[pygame.Rect]:
        """The cards and the words over each row, for a box over the screen to keep clear of."""
        found = list(self.targets().values())
        for cards in self.rows.values():
            if cards:
                row = cards[0][1].unionall([rect for _, rect in cards])
                found.append(pygame.Rect(row.left, row.top - round(44 * self.app.factor), row.width, round(44 * self.app.factor)))
        return found

    def handle(self, event) -> None:
        if self.log.open and self.log.handle(event):
            return
        said = None if self.hinting is None else self.hinting.handle(event, self.mine())
        if said is not None:  # a hint asked, stopped or refused
            self.refusal = said
            self.layout()
            return
        if event.type == BACK or (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.widgets.get("menu")):
            self.menu = open_menu(self.app, self.play)  # no hint to stop: Escape offers the menu
            return
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.widgets.get("log button"):
            self.log.open = not self.log.open
            self.log.refresh(self.widgets["log"].rect.bottom)
            return
        if event.type == CLICK:
            kind = self._choosing()
            for card, rect in self.rows.get(kind, []):
                if rect.collidepoint(event.pos):
                    self.chosen = card
                    self.refusal = ""
                    self.layout()
                    return
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.widgets.get("discard"):
            command = DiscardTaxCard(self.chosen) if self._choosing() == "tax" else DiscardCampaignCard(self.chosen)
            refusal = self.play.apply(command)
            if refusal:
                self.refusal = refusal
                self.layout()

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        surface.blit(backdrop(w, h), (0, 0))
        state = self.play.state
        if not self.rows:
            return
        kind = self._choosing()
        content = state.content
        for row, cards in self.rows.items():
            if not cards:
                continue
            top = min(r.top for _, r in cards)
            blit_text(surface, words(f"setup.keep_{row}" if row == kind else f"setup.cards_{row}"), "serif_bold", round(22 * f),
                      GOLD if row == kind else CREAM, (cards[0][1].left, top - round(44 * f)))
            for card, rect in cards:
                how = HELD
                if row == kind:
                    how = CHOSEN if card == self.chosen else AVAILABLE
                draw_card(surface, rect, content, row, card, how, solo=self.play.state.is_solo)
                if row == kind and card == self.chosen:
                    blit_text(surface, words("setup.to_discard"), "sans_bold", round(18 * f), GOLD_LIGHT, (rect.centerx, rect.bottom + 2), "midtop")
        self._draw_hint(surface, f)

    def _draw_hint(self, surface, f: float) -> None:
        """The computer's card ringed and its words beside the Campaign cards, or that it thinks."""
        if self.hinting is None:
            return
        said = words("hint.thinking") if self.hinting.hints.thinking else self.hinting.advice_words()
        if said is None:
            return
        advice = self.hinting.hints.advice
        if advice is not None:
            kind = "tax" if isinstance(advice.command, DiscardTaxCard) else "campaign"
            ring = self.targets().get((kind, advice.command.card))
            if ring is not None:
                draw_ring(surface, ring, f)
        pad, size = round(10 * f), round(NOTE_TEXT * f)
        note = self.note_rect.copy()
        note.height = min(note.height, len(wrap(said, "sans_bold", size, note.width - 2 * pad)) * round(size * 1.35) + 2 * pad)
        frame(surface, note, PARCHMENT, CLAY, max(2, round(3 * f)), 10)
        blit_wrapped(surface, said, "sans_bold", size, INK, note.inflate(-2 * pad, -2 * pad))

    def targets(self):
        found = {(kind, card): rect.copy() for kind, cards in self.rows.items() for card, rect in cards}
        if "discard" in self.widgets:
            found["discard"] = self.widgets["discard"].rect.copy()
        if self.hinting is not None:
            found.update(self.hinting.targets())
        for key in ("menu", "log button"):
            if key in self.widgets:
                found[key] = self.widgets[key].rect.copy()
        found.update(self.log.targets())
        if self.menu is not None and self.menu.alive():
            found.update(self.menu.targets())
        return found
