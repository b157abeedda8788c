"""Undo against computers at the real table, by clicks and keys: the person's last decision is taken
back with the computers' after it, short of a reveal; across one the button says what was
revealed. A computer's answer thought for the game before an undo is never applied, whatever the
Computers' pace; the autosave after an undo is the game as it now is."""

from __future__ import annotations

import threading
import time
from dataclasses import replace

import pygame

from tools.autoplay import Clicker
from xerxes_app.bots import make_bot
from xerxes_app.rules import PlaceWorker, command_from_json, current_player, dumps, legal_commands, situation
from xerxes_app.session import Seat, Session
from xerxes_app.ui.game.deciders import Computer, PersonHere
from xerxes_app.ui.game.play import Play
from xerxes_app.ui.looks.language import words
from xerxes_app.ui.looks.words import describe
from xerxes_app.ui.table.table import Table

from ..table_at import key


def pace(app, how: str) -> None:
    app.keeper.settings = replace(app.keeper.settings, computer_pace=how)


def ann_against(app, computers, deciders=None, **position) -> Clicker:
    """Ann, first to place her workers, against computers of these strengths."""
    satraps = ["Lydia", "India", "Babylonia", "Aegyptus"]
    state = situation([{"satrap": satrap} for satrap in satraps[: len(computers) + 1]], phase="placement", **position)
    seats = [Seat("Ann")] + [Seat(f"Computer {n}", kind) for n, kind in enumerate(computers, 1)]
    Play(app, Session(state, seats), deciders).show_next()
    clicker = Clicker(app, answer_questions=False)
    clicker.frames(1)
    return clicker


def until_anns_turn(clicker: Clicker, seconds: float = 60.0) -> None:
    """Frames go by while the computers decide (a bounded wait on their answers)."""
    play = clicker.app.top.play
    deadline = time.monotonic() + seconds
    while play.waiting_for() is not None:
        assert time.monotonic() < deadline, "the computers did not answer"
        clicker.frames(1)


def free_places(table: Table) -> list[str]:
    return [c.place for c in legal_commands(table.play.state) if isinstance(c, PlaceWorker) and c.place != "turn change"]


def test_undo_takes_back_the_persons_decision_and_the_computers_after_it_until_the_event_is_revealed(app):
    pace(app, "instant")
    clicker = ann_against(app, ["easy", "normal"])
    table = app.top
    play = table.play
    assert isinstance(table, Table) and current_player(play.state) == 0
    before, place = dumps(play.state), free_places(table)[0]
    clicker.click(("area", place))
    assert not table.asking.asking, "undo can take it back: nothing to ask"
    until_anns_turn(clicker)
    session = play.session
    assert len(session.commands) == 3, "both computers answered"
    assert table.undoing.undo.get_object_ids()[-1] is None, "Undo looks available"
    taken = describe(play.state, play.names, 0, PlaceWorker(place))
    assert table.undoing.undo.tool_tip_text == words("undo.undo_tip_computers", last=taken)
    assert play.moves.moves, "the computers' moves are shown on the board"
    clicker.click(("button", "undo"))
    assert dumps(session.state) == before and session.commands == [] and table.refusal == ""
    assert play.moves.moves == [], "moves taken back are shown no more (through the game's change, as any)"
    kept = app.keeper.last_game().session
    assert dumps(kept.state) == before and kept.commands == [], "the autosave holds the game as it now is"
    # Redo gives Ann's worker back; the computers then decide again from there.
    clicker.click(("button", "redo"))
    assert command_from_json(session.commands[0]) == PlaceWorker(place)
    until_anns_turn(clicker)
    assert len(session.commands) == 3
    # Her second worker: the computers' last one reveals the year's event, which undo never crosses.
    clicker.click(("area", free_places(table)[0]))
    until_anns_turn(clicker)
    assert play.state.event >= 0 and play.state.phase != "placement"
    shown = dumps(session.state)
    assert table.undoing.undo.get_object_ids()[-1] == "#unavailable"
    assert table.undoing.undo.tool_tip_text == words("undo.event")
    clicker.click(("button", "undo"))
    assert table.refusal == words("undo.event") and table.widgets["refusal"].text == words("undo.event")
    key(clicker, pygame.K_z)
    assert dumps(session.state) == shown


def test_undos_in_a_row_go_back_through_the_persons_earlier_decisions(app):
    pace(app, "slow")
    now = [0.0]  # the pace's clock, moved on by the test: the computer's answers wait for it
    clicker = ann_against(app, ["easy"], [PersonHere(), Computer(make_bot("easy", 1), clock=lambda: now[0])])
    table = app.top
    play = table.play
    start = dumps(play.state)
    clicker.click(("area", free_places(table)[0]))
    now[0] += 60
    until_anns_turn(clicker)
    middle = dumps(play.state)
    clicker.click(("area", free_places(table)[0]))  # the computer's last worker would reveal the event...
    assert current_player(play.state) == 1
    key(clicker, pygame.K_z)  # ...but Ann takes hers back first, by the keys
    assert dumps(play.state) == middle
    assert table.undoing.undo.tool_tip_text.startswith(words("undo.undo_tip_computers", last=""))
    key(clicker, pygame.K_z)
    assert dumps(play.state) == start and play.session.commands == []
    assert table.undoing.undo.tool_tip_text == words("undo.nothing_to_undo")


class Held:
    """A computer that thinks until told to answer (`interrupt`, as a Hard one does): its first
    answer is `first`, then the first legal command of the view it was given."""

    def __init__(self, first):
        self.first = first
        self.go = threading.Event()

    def choose(self, view, seat):
        assert self.go.wait(60), "never told to answer"
        self.go.clear()
        answer, self.first = self.first or legal_commands(view)[0], None
        return answer

    def explain(self, view, seat, command):
        return None

    def interrupt(self):
        self.go.set()


def test_an_answer_thought_before_an_undo_is_never_applied(app):
    pace(app, "instant")
    # Thought while Ann's worker stands in Thracia: Ionia, which Ann takes once she has moved hers.
    thinking = Held(PlaceWorker("Ionia"))
    clicker = ann_against(app, ["hard"], [PersonHere(), Computer(thinking)], turn_order=[0, 1])
    table = app.top
    play = table.play
    clicker.click(("area", "Thracia"))
    computer = play.deciders[1]
    assert computer.thought is not None and not computer.thought.done.is_set(), "the computer thinks"
    # In one frame: Ctrl+Z, and Ann's worker placed in Ionia instead: as many commands as before.
    ionia = table.targets()[("area", "Ionia")].center
    pygame.mouse.set_pos(ionia)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=ionia, rel=(0, 0), buttons=(0, 0, 0)))
    clicker.frames(1)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=ionia, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=ionia, button=1))
    app.step()
    assert [command_from_json(c) for c in play.session.commands] == [PlaceWorker("Ionia")]
    deadline = time.monotonic() + 60
    while len(play.session.commands) < 2:  # the stale thought is told to answer, and so is the next
        assert time.monotonic() < deadline
        thinking.interrupt()
        clicker.frames(1)
    # Applied through the engine (a refused one would have stopped the table): thought anew.
    assert command_from_json(play.session.commands[1]) != PlaceWorker("Ionia")


def test_the_computers_pace_never_gives_an_answer_after_an_undo(app):
    pace(app, "slow")
    now = [0.0]
    clicker = ann_against(app, ["easy"], [PersonHere(), Computer(make_bot("easy", 1), clock=lambda: now[0])])
    table = app.top
    play = table.play
    before = dumps(play.state)
    clicker.click(("area", free_places(table)[0]))
    computer = play.deciders[1]
    assert computer.thought is not None and computer.thought.done.wait(30), "the computer has its answer"
    clicker.frames(2)
    assert len(play.session.commands) == 1, "held for the pace"
    clicker.click(("button", "undo"))
    assert dumps(play.state) == before
    now[0] += 60  # long past the pace
    clicker.frames(3)
    assert dumps(play.state) == before and play.session.commands == [], "the held answer was dropped"
    clicker.click(("area", free_places(table)[1]))
    assert computer.thought is not None and computer.thought.done.wait(30)
    now[0] += 60
    clicker.frames(2)
    assert len(play.session.commands) == 2, "the computer answered the game as it now is"
