"""The table: the board first, every player's mat, the current player's hand, the banner and the log.

Clicks become engine commands: an area or the turn-change space places a worker (clicked, or the worker dragged
there), a building builds, a card resolves, buttons pass or open the special ability. A choice made by clicks on the
board (a VP loss split on the mats, a campaign's units on the map's shields) is one `BoardChoice` at a time, and the
table hands it every click. What the player may not do now is dimmed; trying it anyway shows the engine's refusal in
the banner. Only the seat whose hand was shown (`play.viewer`) has it drawn (R25). A decision made elsewhere (a
computer's or a person's at another computer, deciders.py) shows here too: the banner says so, the board takes no
clicks, and the log shows its public reasons. Where things go is layout.py, what is drawn once per change canvas.py,
what is where hit_test.py. A network game's lost connection is said in the banner first (`play.note`)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextBox

from ...rules import (ABILITY_COMMANDS, GATHERING, TURN_CHANGE_PHASE, Build, ClaimVictory, Pass, PlaceWorker, ResolveCampaign,
                      ResolveTax, current_player, legal_commands, prompt_message)
from ..looks.language import current, engine_words, term, words
from ..shell.game_menu import open_menu
from ..shell.inputs import BACK, CLICK
from ..shell.scene import Scene
from ..shell.shortcuts import open_shortcuts
from . import card_preview, decision_buttons, hit_test, icon_pick, questions, refusals
from .board import Board
from .board_choice import BoardChoice
from .campaign_pick import CampaignPick
from .canvas import draw_canvas
from .confirm import AskBeforeFinal
from .confirm_choice import ConfirmChoice
from .forced_choice import forced_choice
from .hint_controls import HintControls
from .layout import buttons_say, table_layout
from .log_drawer import LogDrawer
from .motion import Motion
from .move_strip import MoveStrip
from .pointer import Pointer
from .solo_panel import SoloPanel
from .table_saving import TableSaving
from .undo_controls import UndoControls
from .vp_split import VpSplit, builds_of


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
        self.confirming: ConfirmChoice | None = None
        self.confirm_asked_at = -1  # the game's version the confirmation's question was asked at
        self.choosing: BoardChoice | None = None  # a choice being made by clicks on the board
        self.choice_began_at = -1  # the game's version it began at
        self.widgets: dict = {}
        self.hand: list[tuple[str, int, pygame.Rect]] = []
        self.hand_looks: dict = {}  # how each card of the hand is drawn: playable, dimmed, held (cards.py)
        self.mat_rects: list[pygame.Rect] = []
        self.pointer = Pointer(self)  # the outline, the tooltip and the worker carried, under the mouse
        self.log = LogDrawer(play, self)
        self.saving: TableSaving | None = None
        self.solo_panel: SoloPanel | None = None
        self.undoing: UndoControls | None = None
        self.hinting: HintControls | None = None
        self.asking = AskBeforeFinal(app, play)  # the question before a decision undo cannot take back
        self.menu = None  # the game's menu, once Escape opened it
        self.motion = Motion(self)  # pieces moving after a change, drawn over the table

    @property
    def hand_area(self) -> pygame.Rect:
        return self.log.hand_area  # under the open drawer, while a hand is shown

    def private_seat(self):
        return self.play.viewer

    # Layout ------------------------------------------------------------------------------------

    def build(self, root) -> None:
        f = self.app.factor
        m = self.app.manager
        state = self.play.state
        watched = self.play.watched  # nothing to decide: no buttons to decide with (layout.py)
        says = buttons_say(m, state, self.play.hints.on, watched)
        at = table_layout(self.app.size, f, len(state.players), state.is_solo, *says, save=self.play.saves_by_name)
        self.board = Board(at.board, state)
        self.mat_rects = at.mats
        self.saving = TableSaving(self.app, self.play, root, at.save, at.save_notice)
        self.solo_panel = SoloPanel(self.app, root, at.solo_panel) if at.solo_panel is not None else None
        self.undoing = UndoControls(self.app, self.play, root, at.undo)
        self.hinting = HintControls(self.app, self.play, root, at.hint)
        self.strip = MoveStrip(self, root, at.moves)  # the others' moves since the viewer's last decision

        def button(rect, text, tip=None, **options):
            return UIButton(rect, text, m, container=root, tool_tip_text=tip, **options)
        self.widgets = {
            "keys": button(at.keys, "?", words("table.keys_tip")),
            "rules": button(at.rules, words("title.rules"), words("table.rules_tip")),
            "menu": button(at.menu, words("table.leave"), words("table.leave_tip")),
            "banner": UILabel(at.banner, "", m, container=root, object_id="#banner"),
            "feedback": UILabel(at.feedback, "", m, container=root, object_id="#feedback"),
            "refusal": UILabel(at.feedback, "", m, container=root, object_id="#refusal"),
            "log": UITextBox("", at.log, m, container=root, allow_split_dashes=current() != "ja"),
            "history": button(at.history, words("table.history"), words("table.history_tip")),
            "log button": button(at.log_button, words("table.log"), words("table.log_tip")),
            "show hand": button(at.show_hand, words("table.show_hand"), words("table.show_hand_tip"), object_id="#selected"),
        }
        if not watched:
            self.widgets.update({"pass": button(at.pass_button, words("table.pass")),
                                 "ability": button(at.ability, words("table.use_ability"))})
        self.log.laid_out(self.widgets["log"], self.widgets["log button"], root, (at.hand, at.hand_under_log))
        self.refresh()

    def resume(self) -> None:
        super().resume()
        self.refresh()  # showing the table shows every widget in it: hide again what should stay hidden

    def pause(self) -> None:
        self.motion.finish()
        self._close_windows()
        super().pause()

    def leave(self) -> None:
        self.play.stop_deciding()  # a computer thinking for a table no longer shown: its answer is not wanted
        self._close_windows()
        super().leave()

    def _close_windows(self) -> None:
        self._close_confirming()
        self.asking.close()
        self.saving.close()
        self.pointer.drop_tooltip()

    # Reading the game --------------------------------------------------------------------------

    def veiled_for(self) -> int | None:
        """The person whose turn it is while their hand is still veiled (R25), or None."""
        play = self.play
        seat = current_player(play.state)
        if play.viewer is not None or not play.decides_here(seat) or not play.needs_hand_off:
            return None
        return seat

    def mine(self) -> bool:
        """Whether the pending player's secrets are shown, their choices offered (nothing holds the game up)."""
        viewer = self.play.viewer
        return viewer is not None and viewer == current_player(self.play.state) and self.play.note() is None

    def refresh(self) -> None:
        """Read the game again after a change: legal commands, labels, log, the drawn table."""
        if not self.widgets:
            return
        state = self.play.state
        if self.waited_at is not None and self.waited_at != self.play.version:
            self.refusal, self.waited_at = "", None  # the computer has decided: no more waiting
        self.legal = legal_commands(state) if self.mine() else []
        if self.confirming is not None and self.confirm_asked_at != self.play.version:
            self._close_confirming()  # an undo or redo changed the game under its question: it is asked again
        wid = self.widgets
        wid["banner"].set_text(self._banner())
        wid["refusal"].set_text(self.refusal)
        if self.choice_began_at != self.play.version:
            self.choosing = None  # the game moved on (an undo, a redo): the choice is for nothing now
        if self.mine() and state.phase in (GATHERING, TURN_CHANGE_PHASE) and self.confirming is None and self.choosing is None:
            self.choosing, self.choice_began_at = forced_choice(state, self.play.viewer, self.legal), self.play.version
        news = self.choosing.prompt() if self.choosing is not None else self.log.last_news(wid["feedback"])
        wid["feedback"].set_text("" if self.refusal else news)
        wid["refusal"].show() if self.refusal else wid["refusal"].hide()
        if "pass" in wid:  # not at a watched table
            decision_buttons.refresh(self)
        self.undoing.refresh()
        self.hinting.refresh(self.mine())
        if self.solo_panel is not None:
            self.solo_panel.refresh(self.legal)
        veiled = self.veiled_for()
        self.log.refresh(wid["show hand"].rect.top - round(8 * self.app.factor) if veiled is not None else self.hand_area.bottom)
        wid["show hand"].show() if veiled is not None else wid["show hand"].hide()
        if veiled is not None:
            wid["show hand"].set_text(words("table.show_hand_of", name=self.play.names[veiled]))
        self.canvas = self.strip.over(draw_canvas(self))

    def _banner(self) -> str:
        state = self.play.state
        seat = self.play.waiting_for()
        if self.play.note() or seat is None:  # what holds the game up (a lost connection) first
            return self.play.note() or engine_words(*prompt_message(state))
        satrap = state.content.satraps[state.players[seat].satrap].name
        return words(self.play.deciders[seat].waiting_words, name=self.play.names[seat], satrap=term(satrap))

    def _ability_commands(self) -> list:
        return [c for c in self.legal if isinstance(c, ABILITY_COMMANDS)]

    # Each frame --------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        surface.blit(self.strip.canvas or self.canvas, (0, 0))  # at a step of the strip, the table as it was then
        self.pointer.draw_outline(surface)
        if self.choosing is not None:
            self.choosing.draw(surface, self)
        card_preview.draw(surface, self)
        self.pointer.draw_carried(surface)
        self.hinting.draw(surface, self)
        self.play.draw_over(surface, self)  # a network game's clocks, counting
        self.motion.draw(surface)

    def update(self, dt: float) -> None:
        late = self.play.update()  # a decision made elsewhere may be applied, and so put up another screen
        if self.app.top is not self:
            return
        if late:  # a refusal that came after its command was sent (a network game's)
            self.refusal = late
        if self.hinting.update() or late:  # a hint's answer came, or a refusal
            self.refresh()
        self.log.update()  # a computer's reason arrives just after its decision
        self.saving.update(dt)
        self.pointer.update(dt)
        self.motion.update(dt)

    def notice(self, event) -> None:
        self.motion.handle(event)  # input never waits for an animation

    # Input -------------------------------------------------------------------------------------

    def handle(self, event) -> None:
        if self.asking.handle(event):
            self.refresh()  # a forced choice cancelled at the question is asked again
            return
        if self.asking.asking:
            return  # nothing else until the question is answered
        if self.confirming is not None and self.confirming.handle(event):
            if self.confirming is not None and self.confirming.closed:
                self.confirming = None
                self.refresh()  # gathering and turn-change choices cannot be put off: closing asks again
            return
        if self.saving.handle(event) or self.log.handle(event) or self.strip.handle(event):
            return
        answer = self.undoing.handle(event)
        if answer is None:
            answer = self.hinting.handle(event, self.mine())  # Escape stops a hint being thought of
        if answer is not None:
            self.refusal = answer
            if self.app.top is self:
                self.refresh()
            return
        if event.type == BACK and self.choosing is not None and not self.choosing.forced:
            self.choosing = None  # the building, the campaign card or the ability is put back
            self.refresh()
            return
        if event.type == BACK:
            self.menu = open_menu(self.app, self.play)  # nothing to cancel: Escape offers the menu
            return
        if event.type == CLICK:
            self._click(hit_test.thing_at(self, event.pos))
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._button(event.ui_element)

    def _button(self, pressed) -> None:
        wid = self.widgets
        if pressed is wid.get("pass"):
            self.act(Pass())
        elif pressed is wid.get("ability"):
            self._ability()
        elif self.solo_panel is not None and self.solo_panel.pressed(pressed):
            self.act(ClaimVictory())
        elif pressed is wid["keys"]:
            open_shortcuts(self.app)
        elif pressed is wid["show hand"] and self.veiled_for() is not None:
            self.refusal = ""
            self.play.reveal(self.veiled_for())
        elif pressed is wid["log button"]:
            self.log.open = not self.log.open
            self.refresh()
        elif pressed is wid["history"]:
            self.app.push(self.app.registry["history"](self.app, self.play))
        elif pressed is wid["rules"]:
            state = self.play.state  # opens at the phase at hand
            self.app.push(self.app.registry["rules"](self.app, phase=state.phase, solo=state.is_solo))
        elif pressed is wid["menu"]:
            self.play.leave()  # the game is already saved (Continue); a hosted network game asks first

    def _click(self, thing) -> None:
        if thing is None or self._not_yours():
            return
        kind, key = thing
        if self.choosing is not None:
            self._choice_click(kind, key)
        elif kind in ("area", "turn change"):
            self.act(PlaceWorker(key))
        elif kind == "building":
            options = builds_of(self.play.state, self.legal, key)
            if len(options) == 1:
                self.act(options[0])
            else:  # the loss is shared on the opponents' mats
                self._begin(VpSplit(options, self.play.viewer) if options else None, thing)
        elif kind == "tax":
            self.act(ResolveTax(key))
        elif kind == "campaign":  # the units are chosen on the map
            options = [c for c in self.legal if isinstance(c, ResolveCampaign) and c.card == key]
            self._begin(CampaignPick(options, self.play.viewer) if options else None, thing)

    def _begin(self, choice: BoardChoice | None, thing) -> None:
        """A choice on the board begins, or, with none to make, the engine says why not."""
        if choice is None:
            self._refuse(thing)
            return
        self.choosing, self.choice_began_at, self.refusal = choice, self.play.version, ""  # a valid action: no refusal stays
        self.refresh()

    def _choice_click(self, kind, key) -> None:
        """A click while a choice is being made on the board: the choice says what it means."""
        answer = self.choosing.click(kind, key)
        self.refusal = answer.refusal  # why a dimmed answer is none now; a valid click leaves none
        if answer.over:
            self.choosing = None
        if answer.command is not None and answer.confirm is None:
            self.act(answer.command)  # a forced choice, made: nothing to confirm
            return
        if answer.command is not None:
            self._choose(answer.confirm(self.play, answer.command))
        self.refresh()

    def _ability(self) -> None:
        if self._not_yours():
            return
        commands = self._ability_commands()
        if not commands:
            self._refuse(("button", "ability"))
            return
        choice = icon_pick.ability(self.play.state, self.play.viewer, commands)
        if choice is None:  # nothing to choose: Babylonia's
            self._choose(questions.ability(self.play, commands[0]))
        else:
            self._begin(choice, None)

    def _refuse(self, thing) -> None:
        """Say why `thing` cannot be done now, in the engine's words, without giving a command."""
        state = self.play.state
        self.refusal = refusals.reason(state, current_player(state), self.legal, thing) or ""
        if self.refusal:
            self.app.sound.play("refusal")
        self.refresh()

    def _choose(self, spec: dict) -> None:
        self._close_confirming()
        self.refusal = ""
        self.confirming = ConfirmChoice(self.app, on_done=self._chosen, **spec)
        self.confirm_asked_at = self.play.version
        if self.confirming.closed:
            self.confirming = None

    def _chosen(self, command) -> None:
        self.confirming = None
        self.act(command, asked=True)  # its confirmation said what cannot be taken back

    def _close_confirming(self) -> None:
        if self.confirming is not None:
            self.confirming.close()
            self.confirming = None

    def _not_yours(self) -> bool:
        """Whether the screen may not decide now (a hand still veiled, a computer's turn), saying so."""
        veiled = self.veiled_for()
        if veiled is not None:
            self.refusal = words("table.show_first", name=self.play.names[veiled])
        elif not self.mine():  # a computer's turn (the engine would take it as the computer's), or the game held up
            self.refusal = self.play.note() or words("table.wait", name=self.play.names[current_player(self.play.state)])
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
        self.refusal = ""
        if not asked and self.asking.ask(command, lambda: self.act(command, asked=True)):
            self.refresh()
            return
        refusal = self.play.apply(command)
        if refusal:
            self.refusal = refusal
            self.refresh()

    targets = hit_test.targets  # what is where, for clicks, the keyboard and the guide
    in_sight = hit_test.in_sight

    def numbered(self):
        return self.choosing.numbered() if self.choosing is not None else []
