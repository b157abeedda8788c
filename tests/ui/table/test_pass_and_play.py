"""Pass-and-play at the table: the board stays in view, only the hand and private choices are
veiled until the next person asks for them (R25), with what happened since their last turn."""

import pygame

from xerxes_app.rules import TURN_CHANGE, PlaceWorker, current_player, legal_commands, situation
from xerxes_app.rules.state import BUILD, CAMPAIGN, PLACEMENT, TURN_CHANGE_PHASE
from xerxes_app.ui.scenes.hand_off import HandOff
from xerxes_app.ui.table.table import Table
from xerxes_app.ui.looks.language import words

from ..table_at import at_table
from ..table_at import HandOffWatch


def three_in_placement():
    return situation([{"satrap": "Lydia"}, {"satrap": "India"}, {"satrap": "Babylonia"}], phase="placement", year=2)


def test_a_full_three_player_year_by_clicks_needs_one_reveal_a_turn_and_no_hand_off(app):
    clicker = at_table(app, three_in_placement())  # the first person's hand already shown
    play = app.top.play
    watch = HandOffWatch()
    watch.handed_to = play.viewer
    clicker.on_frame = watch
    clicked = []
    click, choose = clicker.click, clicker.choose
    clicker.click = lambda key: (clicked.append(key), click(key))[-1]
    # Someone takes the turn-change space, so the year ends with next round's order set on the board.
    clicker.choose = lambda commands: next((c for c in commands if c == PlaceWorker(TURN_CHANGE)), None) or choose(commands)
    deciders, phases = [], set()
    while play.state.year == 2:
        assert isinstance(app.top, Table), "no screen covers the table"
        seat, before = current_player(play.state), len(play.session.commands)
        phases.add(play.state.phase)
        clicker.decide()
        if len(play.session.commands) > before:
            deciders.append(seat)
    assert {PLACEMENT, CAMPAIGN, BUILD, TURN_CHANGE_PHASE} <= phases, "a whole year"
    turns = 1 + sum(a != b for a, b in zip(deciders, deciders[1:]))  # runs of one person's decisions
    reveals = clicked.count(("button", "show hand"))
    assert watch.hand_offs == 0 and not isinstance(app.top, HandOff), "no full-screen hand-off"
    waiting = 1 if app.top.veiled_for() is not None else 0  # next year's first person, not yet revealed
    assert reveals == turns - 1 == watch.veils - waiting, "one reveal click per person per decision turn, the first shown already"
    assert not any(key[0] == "choice" for key in clicked if isinstance(key, tuple)), "every decision on the board"


def test_the_veiled_hand_shows_nothing_private_and_the_board_takes_no_click(app):
    clicker = at_table(app, three_in_placement())
    table = app.top
    play = table.play
    first = play.names[current_player(play.state)]
    place = next(c for c in legal_commands(play.state) if isinstance(c, PlaceWorker) and c.place != "turn change")
    clicker.play(table, place)
    assert app.top is table, "the acting player sees the board after deciding"
    seat = table.veiled_for()
    assert seat == current_player(play.state) and play.viewer is None
    assert table.hand == [] and table.confirming is None and table.legal == []
    assert table.strip.chips == [], "what happened since shows with the hand, not before it"
    commands = len(play.session.commands)
    clicker.click(("area", next(c.place for c in legal_commands(play.state) if isinstance(c, PlaceWorker))))
    assert len(play.session.commands) == commands and table.refusal == words("table.show_first", name=play.names[seat])
    assert table.widgets["show hand"].text == words("table.show_hand_of", name=play.names[seat])
    clicker.click(("button", "show hand"))
    assert play.viewer == seat and table.veiled_for() is None and table.hand
    assert not table.widgets["show hand"].visible
    steps = table.strip.steps()
    assert [move.seat for move in steps] == [current_player(move.before) for move in steps] != [seat], first
    assert steps[-1].did.placed == (place.place,) and list(table.strip.targets()) == [("step", m.number) for m in steps]
    clicker.decide()
    assert table.strip.steps() == [] and table.strip.chips == [], "gone once the player has decided"


def test_since_your_last_turn_lists_what_the_others_did(app):
    clicker = at_table(app, three_in_placement())
    play = app.top.play
    seat = current_player(play.state)
    clicker.decide()  # seat places its first worker
    while current_player(play.state) != seat:
        clicker.decide()
    table = app.top
    assert table.veiled_for() == seat and table.strip.steps() == []
    clicker.click(("button", "show hand"))
    steps = table.strip.steps()
    assert len(steps) == 2 and seat not in {move.seat for move in steps}
    assert all(len(move.did.placed) == 1 and move.entries for move in steps), "each a worker placed, as the log says"


def test_a_worker_dragged_from_the_mat_to_an_area_is_placed_there(app):
    clicker = at_table(app, three_in_placement())
    table = app.top
    seat = table.play.viewer
    place = next(c.place for c in legal_commands(table.play.state) if isinstance(c, PlaceWorker) and c.place != "turn change")
    start, end = table.mat_rects[seat].center, table.board.area_target(place).center
    pygame.mouse.set_pos(start)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    clicker.frames(1)
    middle = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    pygame.mouse.set_pos(middle)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(1, 1), buttons=(1, 0, 0)))
    clicker.frames(1)
    assert table.pointer.dragging == middle, "the worker is carried under the mouse"
    pygame.mouse.set_pos(end)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    clicker.frames(2)
    clicker.answer_question()
    state = table.play.state
    assert state.area_pawns[state.content.area_index[place]] == seat and table.pointer.dragging is None


def test_the_open_log_and_show_my_hand_never_cover_each_other(app):
    clicker = at_table(app, three_in_placement())
    table = app.top
    clicker.click(("button", "log"))
    for _ in range(3):  # turns passing from hand to hand, the hand veiled between them
        clicker.decide()
        while table.veiled_for() is None:
            clicker.decide()
        show = table.widgets["show hand"]
        log = table.widgets["log"]
        assert table.log.open and log.visible and show.visible
        assert not log.rect.colliderect(show.rect), (log.rect, show.rect)
        clicker.click(("button", "show hand"))
        assert table.log.open and log.visible and log.rect.bottom < table.hand_area.top, "the drawer gives the hand its room"
        assert table.hand and not any(log.rect.colliderect(rect) for _, _, rect in table.hand)
