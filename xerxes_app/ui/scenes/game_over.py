"""The end (R19): the ranking, the tie-breaker that decided a place, and each player's VP by
source."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton

from ...rules import BUILDING_VP, CAMPAIGN_VP, LOST_VP, TAX_VP
from ..looks import icons
from ..looks.backdrop import backdrop
from .charts_scene import charts_button, opened_charts
from .review_button import opened_review, review_button
from ..shell.inputs import BACK
from ..looks.look import CLAY, CREAM, GOLD, GOLD_LIGHT, INK, PARCHMENT, PARCHMENT_DARK
from ..looks.language import term, warning_words, words
from ..looks.paint import blit_text, frame
from ..shell.scene import Scene

COLUMNS = ("place", "player", "vp", "taxes", "campaigns", "buildings", "losses", "decided_by")  # ids of the catalogue


class GameOver(Scene):
    music = "table"

    def __init__(self, app, play):
        super().__init__(app)
        self.play = play
        self.buttons: dict = {}
        self.warning = count_in_records(app, play)
        self.drawn_notes: list[pygame.Rect] = []

    def refresh(self) -> None:
        pass

    def build(self, root) -> None:
        self.buttons = end_buttons(self, root, "new game", words("title.new_game"), 240)

    def handle(self, event) -> None:
        if not opened_charts(self, event):
            handle_end_buttons(self, event)

    def draw(self, surface) -> None:
        w, h = self.app.size
        f = self.app.factor
        state = self.play.state
        surface.blit(backdrop(w, h), (0, 0))
        winners = [s for s in state.standings if s.rank == 1]
        names = self.play.names
        winning = words("over.and").join(names[s.seat] for s in winners)
        title = words("over.wins" if len(winners) == 1 else "over.share", names=winning)
        blit_text(surface, words("over.heading"), "serif", round(30 * f), CREAM, (w // 2, round(60 * f)), "center")
        blit_text(surface, title, "serif_bold", round(52 * f), GOLD, (w // 2, round(120 * f)), "center", max_width=w - 40)
        notes = self.notes()
        # The rows give up some height when the lines under them would otherwise reach the buttons.
        room = h - round(100 * f) - round(180 * f) - round(80 * f) - round((50 + 24 * len(notes)) * f)
        step = max(round(52 * f), min(round(70 * f), room // len(state.standings)))
        table = pygame.Rect(0, 0, min(w - 40, round(1100 * f)), round(80 * f) + len(state.standings) * step)
        table.midtop = (w // 2, round(180 * f))
        frame(surface, table, PARCHMENT, CLAY, 3, 10)
        widths = (0.08, 0.32, 0.08, 0.09, 0.11, 0.1, 0.08, 0.14)
        xs = [table.left + round(16 * f)]
        for width in widths[:-1]:
            xs.append(xs[-1] + round(width * (table.width - 32 * f)))
        y = table.top + round(20 * f)
        for x, heading in zip(xs, COLUMNS):
            blit_text(surface, words(f"over.{heading}"), "sans_bold", round(16 * f), CLAY, (x, y))
        y += round(40 * f)
        for standing in state.standings:
            player = state.players[standing.seat]
            satrap = state.content.satraps[player.satrap]
            row = pygame.Rect(table.left + 8, y - round(8 * f), table.width - 16, step - round(8 * f))
            if standing.rank == 1:
                frame(surface, row, PARCHMENT_DARK, GOLD, 2, 8)
            sources = player.vp_sources
            cells = [f"{standing.rank}.", "", str(player.vp), f"+{sources[TAX_VP]}", f"+{sources[CAMPAIGN_VP]}",
                     f"+{sources[BUILDING_VP]}", f"−{sources[LOST_VP]}", term(standing.decided_by or "")]
            for i, (x, cell) in enumerate(zip(xs, cells)):
                kind = "serif_bold" if i in (0, 2) else "sans"
                limit = round(widths[i] * (table.width - 32 * f)) - 6 if i == 7 else None
                blit_text(surface, cell, kind, round((26 if i in (0, 2) else 17) * f), INK, (x, row.centery), "midleft", max_width=limit)
            mark = icons.piece(satrap.colour, satrap.pattern, round(44 * f), "satrap")
            surface.blit(mark, mark.get_rect(midleft=(xs[1], row.centery)))
            blit_text(surface, words("over.who", name=names[standing.seat], satrap=term(satrap.name)), "sans_bold", round(18 * f), INK,
                      (xs[1] + round(52 * f), row.centery), "midleft", max_width=xs[2] - xs[1] - round(60 * f))
            y += step
        blit_text(surface, words("over.ties"),
                  "sans_italic", round(15 * f), GOLD_LIGHT, (w // 2, table.bottom + round(18 * f)), "midtop", max_width=w - 40)
        self.drawn_notes = [blit_text(surface, note, "sans_bold", round(15 * f), GOLD_LIGHT,
                                      (w // 2, table.bottom + round((44 + 24 * i) * f)), "midtop", max_width=w - 40)
                            for i, note in enumerate(notes)]  # where they went, for the fit's test

    def notes(self) -> list[str]:
        """The lines under the ranking: hints used, the moves a computer made for an absent person
        (a network game's), the records' warning."""
        return [note for note in (hints_line(self.play.session), *self.play.end_notes(), self.warning) if note]

    def targets(self):
        return {name: button.rect.copy() for name, button in self.buttons.items()}


def hints_line(session) -> str:
    """That hints were used, and how many: said at the end as the records keep it."""
    return words("over.hints_used", count=session.hints_used) if session.hints_used else ""


def count_in_records(app, play) -> str:
    """Count a game that ended here in the records (not one opened already over, as an example
    game or Continue's final scores); the warning to show when they could not be written."""
    if play.version == 0:
        return ""
    warning = play.record_game(app.keeper.save_dir)
    return warning_words(warning) if warning is not None else ""


def end_buttons(scene: Scene, root, name: str, text: str, width: int) -> dict[str, UIButton]:
    """The end screens' buttons: on to the scene registered as `name`, back to the title screen,
    the charts in one corner and the review in the other."""
    f = scene.app.factor
    w, h = scene.app.size
    size = (round(width * f), round(54 * f))
    top = h - round(100 * f)
    buttons = {
        name: UIButton(pygame.Rect(w // 2 - size[0] - round(10 * f), top, *size), text, scene.app.manager,
                       container=root, object_id="#big_button"),
        "title": UIButton(pygame.Rect(w // 2 + round(10 * f), top, *size), words("over.title_screen"), scene.app.manager,
                          container=root, object_id="#big_button"),
        "charts": charts_button(scene, root),
        "review": review_button(scene, root),
    }
    return {name: button for name, button in buttons.items() if button is not None}


def handle_end_buttons(scene: Scene, event) -> None:
    """The end screens' buttons: back to the title screen, or on from it to the scene the button
    is named after in the registry (a new game, the solo campaign)."""
    if event.type == BACK:
        scene.app.back_to("title")
        return
    if event.type != pygame_gui.UI_BUTTON_PRESSED or opened_review(scene, event):
        return
    for name, button in scene.buttons.items():
        if event.ui_element is button:
            scene.app.back_to("title")
            if name != "title":
                scene.app.push(scene.app.registry[name](scene.app))
