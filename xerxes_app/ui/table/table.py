"""The table: the board first, every player's mat, the current player's hand, the banner and the log.

Clicks become engine commands: an area or the turn-change space places a worker (clicked, or
the worker dragged there), a building builds (its VP loss split by clicks on the opponents' mats,
vp_split.py), a card resolves (a campaign's units chosen on the map's shields and its foe on a
mat, campaign_pick.py), buttons pass or open the special ability. What the player may not do now
is dimmed; trying it anyway shows the engine's refusal in the banner. Only the seat whose hand
was shown (`play.viewer`) has it drawn (R25): when the decision passes to another person the
board stays in view and the hand is veiled until that person clicks "show my hand".
A computer's turn plays here too (computer_turns.py): the banner says it is thinking, the board
takes no clicks, and the log shows its public reasons.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from ...rules import (
    TURN_CHANGE, Build, ClaimVictory, GainResource, LoseResource, Pass, PlaceWorker, ResolveCampaign, ResolveTax, SetTurnOrder,
    TakeGift, current_player, legal_commands, prompt_message, view_for,
)
from ...rules.abilities import ABILITY_COMMANDS
from ...rules.state import BUILD, CAMPAIGN, GATHERING, PLACEMENT, TAXATION, TURN_CHANGE_PHASE
from . import icon_pick, questions, refusals, tooltips
from ..looks import icons
from ..looks.backdrop import backdrop
from .board import BOARD_H, BOARD_W, Board
from .campaign_pick import CampaignPick
from .cards import AVAILABLE, HELD, UNAVAILABLE_NOW, card_rects, draw_card
from .chooser import Chooser
from .confirm import AskFirst
from ..shell.game_menu import open_menu
from ..scenes.history_scene import HistoryScene
from ..shell.inputs import BACK, CLICK
from ..looks.language import current, engine_words, term, words
from ..looks.log_text import log_html
from ..looks.look import CREAM, GOLD_LIGHT, NIGHT
from .mats import draw_mat
from ..looks.paint import blit_text, wrap
from ..shell.scene import Scene
from ..shell.shortcuts import open_shortcuts
from .table_saving import TableSaving
from .turn_order_pick import TurnOrderPick
from .solo_panel import SoloPanel
from .undo_controls import UndoControls
from .vp_split import VpSplit

LOG_ENTRIES = 40  # laying out a UITextBox's text costs about 1 ms a line
PASS_WORDS = {CAMPAIGN: "table.done_campaigns", BUILD: "table.build_nothing", TAXATION: "table.done_taxes"}
TOOLTIP_DELAY = 0.5
NEWS_LINES = 4  # the most lines of "since your last turn" shown above a hand; the log keeps the rest
DRAG_START = 8  # pixels the pressed mouse moves before a worker is seen carried


class Table(Scene):
    music = "table"

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        self.board: Board | None = None
        self.canvas: pygame.Surface | None = None
        self.legal: list = []
        self.refusal = ""
        self.waited_at: int | None = None  # the game's version when a click was refused in a computer's turn
        self.chooser: Chooser | None = None
        self.split: VpSplit | None = None  # a building's VP loss being shared by clicks on mats
        self.chose_at = -1  # the game's version a choice on the board began at
        self.pick: CampaignPick | None = None  # a campaign's units being chosen on the board
        self.on_icons: icon_pick.IconPick | None = None  # resources or units being chosen on their icons
        self.order: TurnOrderPick | None = None  # next round's turn order being set on the mats
        self.chosen_at = -1  # the game's version the chooser's question was asked at
        self.widgets: dict = {}
        self.hand: list[tuple[str, int, pygame.Rect]] = []
        self.mat_rects: list[pygame.Rect] = []
        self.hover = None
        self.dragging: tuple[int, int] | None = None  # where a worker being dragged to an area is
        self.hover_time = 0.0
        self.tooltip = None
        self.log_shown = -1
        self.log_open = False  # the log's drawer, over the mats
        self.saving: TableSaving | None = None
        self.solo_panel: SoloPanel | None = None
        self.undoing: UndoControls | None = None
        self.asking = AskFirst(app, play)  # the question before a decision undo cannot take back
        self.menu = None  # the game's menu, once Escape opened it

    def private_seat(self):
        return self.play.viewer

    # Layout ------------------------------------------------------------------------------------

    def build(self, root) -> None:
        """The board first, filling the left of the window under the banner; a column on the right
        with the mats, the hand and the buttons; the log a drawer over the mats, open on demand."""
        f = self.app.factor
        m = self.app.manager
        w, h = self.app.size
        state = self.play.state
        pad = round(8 * f)
        banner_h = round(60 * f)
        column_w = round(w * 0.3)
        board_area = pygame.Rect(pad, banner_h, w - column_w - 3 * pad, h - banner_h - pad)
        board_area.height = min(board_area.height, round(board_area.width * BOARD_H / BOARD_W))
        self.board = Board(board_area, state)
        right = pygame.Rect(w - column_w - pad, pad, column_w, h - 2 * pad)
        row_h = round(36 * f)
        wid = self.widgets = {}
        # The column's top row: the shortcuts' "?", Save as, Rules, Leave game (the longest words).
        keys_w = round(36 * f)
        small = (right.width - keys_w - 3 * pad) * 3 // 10
        leave_w = right.width - keys_w - 2 * small - 3 * pad
        wid["keys"] = UIButton(pygame.Rect(right.left, right.top, keys_w, row_h), "?", m, container=root,
                               tool_tip_text=words("table.keys_tip"))
        self.saving = TableSaving(self.app, self.play, root,
                                  pygame.Rect(right.left + keys_w + pad, right.top, small, row_h),
                                  pygame.Rect(self.board.rect.left, self.board.rect.bottom - round(30 * f), self.board.rect.width,
                                              round(30 * f)))
        wid["rules"] = UIButton(pygame.Rect(right.left + keys_w + small + 2 * pad, right.top, small, row_h), words("title.rules"), m,
                                container=root,
                                tool_tip_text=words("table.rules_tip"))
        wid["menu"] = UIButton(pygame.Rect(right.right - leave_w, right.top, leave_w, row_h), words("table.leave"), m, container=root,
                               tool_tip_text=words("table.leave_tip"))
        n = len(state.players)
        mat_h = round(70 * f)
        mats_top = right.top + row_h + pad
        self.mat_rects = [pygame.Rect(right.left + round(12 * f), mats_top + i * (mat_h + pad // 2), right.width - round(12 * f),
                                      mat_h) for i in range(n)]
        mats_bottom = self.mat_rects[-1].bottom
        self.solo_panel = None
        if state.is_solo:  # R21, R22: the tile and the goal, under the player's mat
            panel = pygame.Rect(self.mat_rects[0].left, mats_bottom + pad, self.mat_rects[0].width, round(186 * f))
            self.solo_panel = SoloPanel(self.app, root, panel)
            mats_bottom = panel.bottom
        buttons_h = round(42 * f)
        tools_top = right.bottom - buttons_h - pad - row_h
        self.hand_area = pygame.Rect(right.left, mats_bottom + pad, right.width, tools_top - mats_bottom - 2 * pad)
        wid["banner"] = UILabel(pygame.Rect(pad, round(2 * f), board_area.width, round(34 * f)), "", m, container=root,
                                object_id="#banner")
        wid["feedback"] = UILabel(pygame.Rect(pad, round(34 * f), board_area.width, round(24 * f)), "", m, container=root,
                                  object_id="#feedback")
        wid["refusal"] = UILabel(pygame.Rect(pad, round(34 * f), board_area.width, round(24 * f)), "", m, container=root,
                                 object_id="#refusal")
        # The log: a drawer over the mats, opened and closed by its button.
        log_rect = pygame.Rect(right.left, mats_top, right.width, self.hand_area.bottom - mats_top)
        wid["log"] = UITextBox("", log_rect, m, container=root, allow_split_dashes=current() != "ja")
        half = (right.width - pad) // 2
        wid["pass"] = UIButton(pygame.Rect(right.left, right.bottom - buttons_h, half, buttons_h), words("table.pass"), m, container=root)
        wid["ability"] = UIButton(pygame.Rect(right.left + half + pad, right.bottom - buttons_h, half, buttons_h), words("table.use_ability"),
                                  m, container=root)
        quarter = (right.width - 3 * pad) // 4
        self.undoing = UndoControls(self.app, self.play, root, pygame.Rect(right.left, tools_top, 2 * quarter + pad, row_h))
        wid["history"] = UIButton(pygame.Rect(right.left + 2 * (quarter + pad), tools_top, quarter, row_h), words("table.history"), m,
                                  container=root, tool_tip_text=words("table.history_tip"))
        wid["log button"] = UIButton(pygame.Rect(right.right - quarter, tools_top, quarter, row_h), words("table.log"), m, container=root,
                                     tool_tip_text=words("table.log_tip"))
        show = pygame.Rect(0, 0, min(self.hand_area.width, round(300 * f)), round(44 * f))
        show.midbottom = (self.hand_area.centerx, self.hand_area.bottom - pad)
        wid["show hand"] = UIButton(show, words("table.show_hand"), m, container=root, object_id="#selected",
                                    tool_tip_text=words("table.show_hand_tip"))
        self.log_shown = -1
        self.refresh()

    def resume(self) -> None:
        super().resume()
        self.refresh()  # showing the table shows every widget in it: hide again what should stay hidden

    def pause(self) -> None:
        self._close_chooser()
        self.asking.close()
        self.saving.close()
        self._drop_tooltip()
        super().pause()

    def leave(self) -> None:
        self.play.computers.drop()  # a computer thinking for a table no longer shown: its answer is not wanted
        self._close_chooser()
        self.asking.close()
        self.saving.close()
        self._drop_tooltip()
        super().leave()

    # Reading the game --------------------------------------------------------------------------

    def veiled_for(self) -> int | None:
        """The person whose turn it is while their hand is still veiled (R25), or None."""
        play = self.play
        seat = current_player(play.state)
        if play.viewer is not None or seat is None or seat in play.computers.bots or not play.session.needs_hand_off:
            return None
        return seat

    def _mine(self) -> bool:
        """Whether the screen shows the pending player's secrets, so their choices can be offered."""
        viewer = self.play.viewer
        return viewer is not None and viewer == current_player(self.play.state)

    def refresh(self) -> None:
        """Read the game again after a change: legal commands, labels, log, the drawn table."""
        if not self.widgets:
            return
        state = self.play.state
        if self.waited_at is not None and self.waited_at != self.play.version:
            self.refusal, self.waited_at = "", None  # the computer has decided: no more waiting
        self.legal = legal_commands(state) if self._mine() else []
        if self.chooser is not None and self.chosen_at != self.play.version:
            self._close_chooser()  # an undo or redo changed the game under its question: it is asked again
        wid = self.widgets
        wid["banner"].set_text(self._banner())
        wid["refusal"].set_text(self.refusal)
        if self.chose_at != self.play.version:
            # The game moved on (an undo, a redo): the choice is for nothing now.
            self.split = self.pick = self.on_icons = self.order = None
        if self._mine() and state.phase in (GATHERING, TURN_CHANGE_PHASE) and self.chooser is None and self._on_board() is None:
            self._open_forced_choice()
        choosing = self._on_board()
        news = choosing.prompt() if choosing is not None else self._last_news()
        wid["feedback"].set_text("" if self.refusal else news)
        wid["refusal"].show() if self.refusal else wid["refusal"].hide()
        pass_legal = any(isinstance(c, Pass) for c in self.legal)
        wid["pass"].set_text(words(PASS_WORDS.get(state.phase, "table.pass")))
        # Unavailable, Pass stays clickable, to say why (refusals.py).
        wid["pass"].change_object_id(None if pass_legal else "#unavailable")
        ability = self._ability_commands()
        seat = self.play.viewer
        satrap = state.content.satraps[state.players[seat].satrap] if seat is not None else None
        wid["ability"].set_text(words("table.use_ability") if satrap is None else words("table.ability_of", satrap=term(satrap.name)))
        for name, tip in tooltips.button_tips(self.play, self.legal, self._mine()).items():
            wid[name].set_tooltip(tip)
        self.undoing.refresh(self._mine())
        wid["ability"].change_object_id(None if ability else "#unavailable")
        if self.solo_panel is not None:
            self.solo_panel.refresh(self.legal)
        self._update_log()
        wid["log"].show() if self.log_open else wid["log"].hide()
        wid["log button"].set_text(words("table.close_log" if self.log_open else "table.log"))
        veiled = self.veiled_for()
        wid["show hand"].show() if veiled is not None else wid["show hand"].hide()
        if veiled is not None:
            wid["show hand"].set_text(words("table.show_hand_of", name=self.play.names[veiled]))
        self._draw_canvas()

    def _banner(self) -> str:
        state = self.play.state
        seat = self.play.computers.pending()
        if seat is None:
            return engine_words(*prompt_message(state))
        satrap = state.content.satraps[state.players[seat].satrap].name
        return words("table.thinking", name=self.play.names[seat], satrap=term(satrap))

    def _ability_commands(self) -> list:
        return [c for c in self.legal if isinstance(c, ABILITY_COMMANDS)]

    def _visible_log(self):
        seat = self.play.viewer
        if seat is None:
            return [entry for entry in self.play.state.log if entry.seat is None]
        return view_for(self.play.state, seat).log

    def _last_news(self) -> str:
        log = self._visible_log()
        return log[-1].words(current()) if log else ""

    def _update_log(self) -> None:
        state = self.play.state
        computers = self.play.computers
        key = (len(state.log), self.play.viewer, len(computers.reasons))
        if key == self.log_shown:
            return
        self.log_shown = key
        self.widgets["log"].set_text(log_html(self._visible_log()[-LOG_ENTRIES:], computers.reason_for))

    # Drawing -----------------------------------------------------------------------------------

    def _draw_canvas(self) -> None:
        """Draw everything but the widgets once per change; frames only blit it."""
        w, h = self.app.size
        state = self.play.state
        canvas = backdrop(w, h, borders=False).copy()
        current = current_player(state)
        self.board.draw_game(canvas, state, current)
        self._mark_board(canvas)
        if not self.log_open:  # the open drawer hides them; a card's ring would peek past its edge
            for seat, rect in enumerate(self.mat_rects):
                draw_mat(canvas, rect, state, seat, self.play.names[seat], seat == current)
            if self.solo_panel is not None:
                self.solo_panel.draw(canvas, state)
            self._draw_hand(canvas)
        self.canvas = canvas

    def _mark_board(self, canvas) -> None:
        """Outline what may be clicked now; dim what may not, in the phase where it matters."""
        state = self.play.state
        if not self._mine():
            return
        board = self.board
        u = board.u
        if state.phase == PLACEMENT:
            places = {c.place for c in self.legal if isinstance(c, PlaceWorker)}
            veil = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
            for name, shape in board.area_shapes.items():
                if name in places:
                    pygame.draw.polygon(canvas, GOLD_LIGHT, shape, max(2, round(0.18 * u)))
                else:
                    pygame.draw.polygon(veil, (*NIGHT, 110), shape)
            canvas.blit(veil, (0, 0))
            space = board.turn_change_rect
            if TURN_CHANGE in places:
                pygame.draw.rect(canvas, GOLD_LIGHT, space.inflate(4, 4), max(2, round(0.18 * u)), border_radius=6)
            else:
                self._veil(canvas, space)
        elif state.phase == BUILD:
            buildable = {c.building for c in self.legal if isinstance(c, Build)}
            for building, tile in zip(state.content.buildings, board.building_rects):
                if building.name in buildable:
                    pygame.draw.rect(canvas, GOLD_LIGHT, tile.inflate(4, 4), max(2, round(0.2 * u)), border_radius=8)
                else:
                    self._veil(canvas, tile)

    def _veil(self, canvas, rect) -> None:
        veil = pygame.Surface(rect.size, pygame.SRCALPHA)
        veil.fill((*NIGHT, 110))
        canvas.blit(veil, rect)

    def _draw_hand(self, canvas) -> None:
        f = self.app.factor
        state = self.play.state
        seat = self.play.viewer
        self.hand = []
        area = self.hand_area
        if self.on_icons is not None:  # the icons to choose from, where the hand was
            self.on_icons.draw(canvas, area, self.board, self.mat_rects, f)
            return
        if seat is None:
            veiled = self.veiled_for()
            if veiled is None:
                blit_text(canvas, words("table.hands_hidden"), "serif", round(20 * f), CREAM, area.center, "center")
            else:
                self._draw_turn(canvas, veiled)
            return
        player = state.players[seat]
        label_h = round(22 * f)
        label_h += self._draw_news(canvas, pygame.Rect(area.left, area.top, area.width, area.height // 4))
        blit_text(canvas, words("table.your_hand", name=self.play.names[seat]),
                  "sans_bold", round(14 * f), GOLD_LIGHT, (area.left, area.top + label_h - round(22 * f)), max_width=area.width)
        # Taxation cards in one row, Campaign cards in the row under it.
        cards = [("tax", c) for c in player.tax_hand] + [("campaign", c) for c in player.campaign_hand]
        rows = pygame.Rect(area.left, area.top + label_h, area.width, area.height - label_h)
        per_row = max(len(player.tax_hand), len(player.campaign_hand), 3)
        row_h = min((rows.height - round(6 * f)) // 2, card_rects(rows, per_row)[0].height)  # rows as tall as their cards
        rects = []
        for row, count in enumerate((len(player.tax_hand), len(player.campaign_hand))):
            line = pygame.Rect(rows.left, rows.top + row * (row_h + round(6 * f)), rows.width, row_h)
            rects += card_rects(line, per_row)[:count]
        resolvable = {c.card for c in self.legal if isinstance(c, (ResolveTax, ResolveCampaign))}
        for (kind, card), rect in zip(cards, rects):
            how = HELD
            if self._mine() and ((kind == "tax" and state.phase == TAXATION) or (kind == "campaign" and state.phase == CAMPAIGN)):
                how = AVAILABLE if card in resolvable and self._kind_matches(kind, card) else UNAVAILABLE_NOW
            draw_card(canvas, rect, state.content, kind, card, how, solo=state.is_solo)
            self.hand.append((kind, card, rect))
        if not cards:
            blit_text(canvas, words("table.no_cards"), "serif", round(18 * f), CREAM, area.center, "center")

    def _draw_turn(self, canvas, seat: int) -> None:
        """Over the veiled hand: whose turn it is; nothing of theirs until they ask (R25)."""
        f = self.app.factor
        area = self.hand_area
        state = self.play.state
        satrap = state.content.satraps[state.players[seat].satrap].name
        top = blit_text(canvas, words("table.your_turn", name=self.play.names[seat], satrap=term(satrap)), "serif_bold", round(20 * f),
                        GOLD_LIGHT, (area.left, area.top), max_width=area.width).bottom
        blit_text(canvas, words("table.shown_when_asked"), "sans_italic",
                  round(14 * f), CREAM, (area.left, top + round(6 * f)), max_width=area.width)

    def _draw_news(self, canvas, area: pygame.Rect) -> int:
        """Above the hand just shown: what its player missed since their last turn, the newest
        entries that fit in `area`; returns the height used."""
        if not self.play.news:
            return 0
        f = self.app.factor
        size = round(13 * f)
        step = round(size * 1.45)
        room = max(1, min(NEWS_LINES, area.height // step - 1))
        shown: list[str] = []
        told = 0
        for entry in reversed(self.play.news):  # the newest whole entries that fit
            lines = wrap(f"· {entry.words(current())}", "sans", size, area.width)
            if shown and len(shown) + len(lines) > room:
                break
            shown, told = lines + shown, told + 1
        shown = shown[:room]  # one entry longer than the room: its beginning
        heading = words("table.since" if told == len(self.play.news) else "table.since_more_in_log")
        blit_text(canvas, heading, "sans_bold", size, CREAM, area.topleft, max_width=area.width)
        for i, line in enumerate(shown, start=1):
            blit_text(canvas, line, "sans", size, CREAM, (area.left, area.top + i * step), max_width=area.width)
        return (len(shown) + 1) * step + round(4 * f)

    def _kind_matches(self, kind: str, card: int) -> bool:
        wanted = ResolveTax if kind == "tax" else ResolveCampaign
        return any(isinstance(c, wanted) and c.card == card for c in self.legal)

    def draw(self, surface) -> None:
        surface.blit(self.canvas, (0, 0))
        if self.hover is not None and self.chooser is None:
            self._draw_hover(surface)
        if self.split is not None:
            self.split.draw(surface, self.mat_rects, self.app.factor)
        if self.pick is not None:
            self.pick.draw(surface, self.board, self.mat_rects, self.app.factor)
        if self.order is not None:
            self.order.draw(surface, self.board, self.mat_rects, self.app.factor)
        if self.dragging is not None:
            state = self.play.state
            satrap = state.content.satraps[state.players[self.play.viewer].satrap]
            size = self.board.worker_rect(state.content.areas[0].name).width
            pawn = icons.piece(satrap.colour, satrap.pattern, size, "pawn")
            surface.blit(pawn, pawn.get_rect(center=self.dragging))

    def _draw_hover(self, surface) -> None:
        kind, key = self.hover
        if kind == "area":
            pygame.draw.polygon(surface, CREAM, self.board.area_shapes[key], 3)
        else:
            rect = self._hover_rect(kind, key)
            if rect is not None:
                pygame.draw.rect(surface, CREAM, rect.inflate(6, 6), 3, border_radius=8)

    def _hover_rect(self, kind, key):
        if kind == "building":
            return self.board.building_rects[self.play.state.content.building_index[key]]
        if kind == "turn change":
            return self.board.turn_change_rect
        for card_kind, card, rect in self.hand:
            if (card_kind, card) == (kind, key):
                return rect
        return tooltips.board_hover_rect(self, (kind, key))

    # Input -------------------------------------------------------------------------------------

    def thing_at(self, pos):
        """What is drawn at `pos`: ("area", name), ("building", name), ("tax"|"campaign", card), ..."""
        board = self.board
        if board.map_rect.collidepoint(pos):
            name = board.area_at(pos)
            return ("area", name) if name else None
        if board.turn_change_rect.collidepoint(pos):
            return ("turn change", TURN_CHANGE)
        for building, tile in zip(self.play.state.content.buildings, board.building_rects):
            if tile.collidepoint(pos):
                return ("building", building.name)
        for kind, card, rect in reversed(self.hand):
            if rect.collidepoint(pos):
                return (kind, card)
        icon = self.on_icons.at(pos) if self.on_icons is not None else None
        if icon is not None:
            return icon
        return tooltips.thing_at(self, pos)

    def update(self, dt: float) -> None:
        self.play.computers.update()  # may apply a computer's decision, and so put up another screen
        if self.app.top is not self:
            return
        self._update_log()  # a computer's reason arrives just after its decision
        self.saving.update(dt)
        thing = self.thing_at(pygame.mouse.get_pos()) if self.chooser is None and not self.asking.asking else None
        self.dragging = self._drag()
        if thing != self.hover:
            self.hover = thing
            self.hover_time = 0.0
            self._drop_tooltip()
        elif thing is not None and self.tooltip is None:
            self.hover_time += dt
            if self.hover_time >= TOOLTIP_DELAY:
                self._show_tooltip(thing)

    def _drag(self) -> tuple[int, int] | None:
        """Where the pressed mouse carries the player's worker, in placement: it is placed where
        the button is let go (a release over an area is a click there, inputs.py)."""
        pressed = self.app.inputs.pressed_at
        if pressed is None or self.play.state.phase != PLACEMENT or not self._mine() or self.chooser is not None:
            return None
        pos = pygame.mouse.get_pos()
        return pos if abs(pos[0] - pressed[0]) + abs(pos[1] - pressed[1]) >= DRAG_START else None

    def _show_tooltip(self, thing) -> None:
        text = tooltips.text(self.play, thing, self.legal, self._mine())
        if text:
            self.tooltip = self.app.manager.create_tool_tip(text, pygame.mouse.get_pos(), (0, 16), self.root, None,
                                                            wrap_width=round(320 * self.app.factor))

    def _drop_tooltip(self) -> None:
        if self.tooltip is not None:
            self.tooltip.kill()
            self.tooltip = None

    def handle(self, event) -> None:
        if self.asking.handle(event):
            self.refresh()  # a forced choice cancelled at the question is asked again
            return
        if self.asking.asking:
            return  # nothing else until the question is answered
        if self.chooser is not None and self.chooser.handle(event):
            if self.chooser is not None and self.chooser.closed:
                self.chooser = None
                self.refresh()  # gathering and turn-change choices cannot be put off: closing asks again
            return
        if self.saving.handle(event):
            return
        if event.type == BACK and self._put_off() is not None:
            self.split = self.pick = self.on_icons = None  # the building, the campaign card or the ability is put back
            self.refresh()
            return
        if event.type == BACK:
            self.menu = open_menu(self.app, self.play.state)  # nothing to cancel: Escape offers the menu
            return
        answer = self.undoing.handle(event, self._mine())
        if answer is not None:
            self.refusal = answer
            if self.app.top is self:
                self.refresh()
            return
        if event.type == CLICK:
            self._click(self.thing_at(event.pos))
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            wid = self.widgets
            if event.ui_element is wid["pass"]:
                self.act(Pass())
            elif event.ui_element is wid["ability"]:
                self._ability()
            elif self.solo_panel is not None and self.solo_panel.pressed(event.ui_element):
                self.act(ClaimVictory())
            elif event.ui_element is wid["keys"]:
                open_shortcuts(self.app)
            elif event.ui_element is wid["show hand"] and self.veiled_for() is not None:
                self.refusal = ""
                self.play.reveal(self.veiled_for())
            elif event.ui_element is wid["log button"]:
                self.log_open = not self.log_open
                self.refresh()
            elif event.ui_element is wid["history"]:
                self.app.push(HistoryScene(self.app, self.play))
            elif event.ui_element is wid["rules"]:
                state = self.play.state  # opens at the phase at hand
                self.app.push(self.app.registry["rules"](self.app, phase=state.phase, solo=state.is_solo))
            elif event.ui_element is wid["menu"]:
                self.app.back_to("title")  # nothing to ask: the game is already saved (Continue)

    def _click(self, thing) -> None:
        if thing is None or self._not_yours():
            return
        kind, key = thing
        if self.split is not None:
            self._split_click(kind, key)
            return
        if self.pick is not None:
            self._pick_click(kind, key)
            return
        if self.on_icons is not None:
            self._icon_click(kind, key)
            return
        if self.order is not None:
            self._order_click(kind, key)
            return
        if kind in ("area", "turn change"):
            self.act(PlaceWorker(key))
        elif kind == "building":
            options = [c for c in self.legal if isinstance(c, Build) and c.building == key]
            if len(options) == 1:
                self.act(options[0])
            elif options:
                self.split = VpSplit(options, self.play.viewer)  # the loss is shared on the opponents' mats
                self.chose_at = self.play.version
                self.refresh()
            else:
                self._refuse(thing)
        elif kind == "tax":
            self.act(ResolveTax(key))
        elif kind == "campaign":
            options = [c for c in self.legal if isinstance(c, ResolveCampaign) and c.card == key]
            if options:
                self.pick = CampaignPick(options, self.play.viewer)  # the units are chosen on the map
                self.chose_at = self.play.version
                self.refresh()
            else:
                self._refuse(thing)

    def _split_click(self, kind, key) -> None:
        """A click while a VP loss is being shared: an opponent's mat takes a VP; anything else
        puts the building back."""
        split = self.split
        if kind != "mat" or key == split.seat:
            self.split = None
            self.refresh()
            return
        command = split.give(key)
        if command is not None:
            self.split = None
            self._choose(questions.build(self.play, command))  # the build, confirmed
        self.refresh()

    def _pick_click(self, kind, key) -> None:
        """A click while a campaign's units are chosen: a usable area's shield is taken or put
        back, an opponent's mat names who loses 1 VP (in solo, the card clicked again sends it);
        anything else gives the campaign up."""
        pick = self.pick
        command = None
        if kind == "area" and key in pick.usable:
            pick.toggle(key)
        elif kind == "campaign" and key == pick.card and pick.ready() is not None:
            command = pick.ready()  # solo: the card clicked again sends it
        elif kind == "mat" and pick.against(key) is not None:
            command = pick.against(key)
        else:
            self.pick = None
        if command is not None:
            self.pick = None
            self._choose(questions.campaign(self.play, command))  # the campaign, confirmed
        self.refresh()

    def _icon_click(self, kind, key) -> None:
        """A click while resources or units are chosen on their icons: an icon offered, a lit
        shield, or an opponent's mat when one is asked, answers; anything else puts an ability
        back (a gathering choice stays)."""
        pick = self.on_icons
        if (kind, key) in pick.targets() or kind == pick.ask.items == "mat":
            command = pick.answer(key)
        elif pick.forced:
            return
        else:
            self.on_icons = command = None
        if command is not None:
            self.on_icons = None
            if pick.forced:
                self.act(command)
                return
            self._choose(questions.ability(self.play, command))  # the ability, confirmed
        self.refresh()

    def _order_click(self, kind, key) -> None:
        """A click while next round's order is set: a player's mat or slot takes the next slot
        (or, chosen already, is taken back); once every slot is filled the order is confirmed."""
        seat = self.order.seat_at(kind, key)
        command = self.order.click(seat) if seat is not None else None
        if command is not None:
            self.order = None
            self._choose(questions.turn_order(self.play, command))
        self.refresh()

    def _on_board(self):
        """The choice being made by clicks on the board, if any."""
        return self.split or self.pick or self.on_icons or self.order

    def _put_off(self):
        """The choice on the board that Escape puts back, if one is being made (a forced one stays)."""
        forced = self.order is not None or (self.on_icons is not None and self.on_icons.forced)
        return None if forced else self._on_board()

    def _ability(self) -> None:
        if self._not_yours():
            return
        commands = self._ability_commands()
        if not commands:
            self._refuse(("button", "ability"))
            return
        self.on_icons = icon_pick.ability(self.play.state, self.play.viewer, commands)
        if self.on_icons is None:  # nothing to choose: Babylonia's
            self._choose(questions.ability(self.play, commands[0]))
        else:
            self.chose_at = self.play.version
            self.refresh()

    def _refuse(self, thing) -> None:
        """Say why `thing` cannot be done now, in the engine's words, without giving a command."""
        state = self.play.state
        self.refusal = refusals.reason(state, current_player(state), self.legal, thing) or ""
        if self.refusal:
            self.app.sound.play("refusal")
        self.refresh()

    def _open_forced_choice(self) -> None:
        state = self.play.state
        if state.phase == GATHERING:
            commands = [c for c in self.legal if isinstance(c, (TakeGift, LoseResource, GainResource))]
            self.on_icons = icon_pick.gathering(state, self.play.viewer, commands)
        else:
            self.order = TurnOrderPick(state, [c for c in self.legal if isinstance(c, SetTurnOrder)])
        self.chose_at = self.play.version

    def _choose(self, spec: dict) -> None:
        self._close_chooser()
        w, h = self.app.size
        area = pygame.Rect(0, 0, w - round(40 * self.app.factor), h - round(120 * self.app.factor))
        area.center = (w // 2, h // 2)
        self.chooser = Chooser(self.app.manager, area, on_done=self._chosen, factor=self.app.factor, **spec)
        self.chosen_at = self.play.version
        if self.chooser.closed:
            self.chooser = None

    def _chosen(self, command) -> None:
        self.chooser = None
        self.act(command, asked=True)  # its confirmation said what cannot be taken back

    def _close_chooser(self) -> None:
        if self.chooser is not None:
            self.chooser.close()
            self.chooser = None

    def _not_yours(self) -> bool:
        """Whether the screen may not decide now (a hand still veiled, a computer's turn), saying so."""
        veiled = self.veiled_for()
        if veiled is not None:
            self.refusal = words("table.show_first", name=self.play.names[veiled])
        elif not self._mine():  # a computer's turn: the engine would take the command as the computer's
            self.refusal = words("table.wait", name=self.play.names[current_player(self.play.state)])
            self.waited_at = self.play.version
        else:
            return False
        self.app.sound.play("refusal")
        self.refresh()
        return True

    def act(self, command, asked: bool = False) -> None:
        """Hand a command to the engine; show its refusal, or move on. A decision undo could not
        take back is first confirmed (confirm.py), unless that was `asked` already."""
        if self._not_yours():
            return
        if not asked and self.asking.ask(command, lambda: self.act(command, asked=True)):
            return
        self.refusal = ""
        refusal = self.play.apply(command)
        if refusal:
            self.refusal = refusal
            self.refresh()

    def targets(self):
        if self.menu is not None and self.menu.alive():
            return self.menu.targets()
        if self.chooser is not None:
            return self.chooser.targets()
        state = self.play.state
        found = {("area", area.name): self.board.area_target(area.name) for area in state.content.areas}
        found[("area", TURN_CHANGE)] = self.board.turn_change_rect.copy()
        for building, tile in zip(state.content.buildings, self.board.building_rects):
            found[("building", building.name)] = tile.copy()
        for kind, card, rect in self.hand:
            found[(kind, card)] = rect.copy()
        for name in ("pass", "ability", "keys", "rules", "menu"):
            found[("button", name)] = self.widgets[name].rect.copy()
        found[("button", "log")] = self.widgets["log button"].rect.copy()
        for seat, rect in enumerate(self.mat_rects):
            found[("mat", seat)] = rect.copy()
        if self.veiled_for() is not None:
            found[("button", "show hand")] = self.widgets["show hand"].rect.copy()
        found.update(self.saving.targets())
        found.update(self.undoing.targets())
        found[("button", "history")] = self.widgets["history"].rect.copy()
        found.update(self.asking.targets())
        if self.solo_panel is not None:
            found.update(self.solo_panel.targets())
        if self.on_icons is not None:
            found.update(self.on_icons.targets())
        if self.order is not None:
            found.update(self.order.slots(self.board))
        return found
