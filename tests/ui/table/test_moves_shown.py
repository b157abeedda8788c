"""What just happened, on the board: the strip of the others' moves since one's last decision
(one step for each, as the log tells them, each drawing the board as it was just after it), the
last move of each other seat marked on the board until one's own next decision, nothing hidden
in any of it (R25), the keys that step through it; at a table with computers, in pass-and-play
and in a network game."""

import time
from dataclasses import replace

import pygame

from xerxes_app.rules import HIDDEN, SETUP, apply, command_from_json, current_player, new_game, view_for
from xerxes_app.session import Seat, Session
from tools.autoplay import Clicker
from tools.keyplay import Keyboarder
from xerxes_app.ui.game.continuing import open_game
from xerxes_app.ui.game.deciders import Decider
from xerxes_app.ui.game.net_play import NetPlay
from xerxes_app.ui.game.history import first_state
from xerxes_app.ui.table.canvas import draw_canvas
from xerxes_app.ui.table.mats import draw_mat
from xerxes_app.ui.table.motion import Glow
from xerxes_app.ui.table.move_lights import draw_lights
from xerxes_app.ui.table.move_marks import last_moves, pin_rect
from xerxes_app.ui.table.moves import Move
from xerxes_app.ui.table.table import Table

from ..net_driver import NetClicker
from .test_pass_and_play import three_in_placement
from ..table_at import at_table


def with_computers(app, pace="instant", seed=5):
    """A person (seat 0) and three computers, from setup, as New game opens it."""
    app.keeper.settings = replace(app.keeper.settings, computer_pace=pace, animation_speed="off")
    kinds = ["human", "easy", "normal", "easy"]
    open_game(app, Session(new_game(4, seed), [Seat(f"Seat {n}", kind) for n, kind in enumerate(kinds)]))
    return Clicker(app, seed)


def to_own_turn(clicker, steps=3, year=2, seconds=120.0):
    """Frames go by while the computers decide, the person decides by clicks, until the person's
    decision comes with at least `steps` moves of the others since their last one. Bounded."""
    app = clicker.app
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        top = app.top
        if isinstance(top, Table) and top.mine() and top.play.state.year >= year and len(top.strip.steps()) >= steps:
            return top
        if isinstance(top, Table) and top.play.waiting_for() is not None:
            clicker.frames(1)
        else:
            clicker.decide()
    raise AssertionError("the person's turn with the others' moves did not come")


class Replayed:
    """The game replayed from its setup, command by command: who gave each, in which phase, the
    whole game after it, and the public entries of the log it wrote."""

    def __init__(self, session):
        state = first_state(session)
        self.seats, self.phases, self.after, self.entries = [], [], [], []
        for data in session.commands:
            self.seats.append(current_player(state))
            self.phases.append(state.phase)
            written = len(state.log)
            apply(state, command_from_json(data))
            self.after.append(state.clone())
            self.entries.append([entry for entry in state.log[written:] if entry.seat is None])

    def others_since(self, seat):
        """The numbers of the others' decisions since `seat`'s last, the secret discards at setup left out."""
        last = max(n for n, s in enumerate(self.seats) if s == seat)
        return [n for n in range(last + 1, len(self.seats)) if self.seats[n] != seat and self.phases[n] != SETUP]


def public_only(move):
    """R25: a move's boards hold nothing of a hand, a discard, a deck or a private line."""
    for state in (move.before, move.after):
        for player in state.players:
            assert all(card == HIDDEN for card in player.tax_hand + player.campaign_hand + player.tax_discard + player.campaign_discard)
        assert all(card == HIDDEN for card in state.tax_deck + state.campaign_deck)
        assert state.seed == state.rng == 0 and all(entry.seat is None for entry in state.log)


def board_pixels(surface, table):
    return pygame.image.tobytes(surface.subsurface(table.board.rect), "RGB")


def test_the_strip_at_a_table_with_computers_is_their_decisions_since_the_persons_last_as_the_log_tells_them(app):
    clicker = with_computers(app)
    table = to_own_turn(clicker)
    play = table.play
    replayed = Replayed(play.session)
    steps = table.strip.steps()
    expected = replayed.others_since(play.viewer)
    assert [move.number for move in steps] == expected and len(expected) >= 3
    assert [move.seat for move in steps] == [replayed.seats[n] for n in expected]
    assert [move.entries for move in steps] == [replayed.entries[n] for n in expected], "each step as the log tells it"
    own = max(n for n, s in enumerate(replayed.seats) if s == play.viewer)
    since = [entry for n in range(own + 1, len(replayed.entries)) for entry in replayed.entries[n]]
    assert [entry for move in steps for entry in move.entries] == since, "together, the log's public lines since"
    for move in steps:
        assert move.after == view_for(replayed.after[move.number], None)
        public_only(move)
    assert list(table.strip.targets()) == [("step", n) for n in expected], "a chip for each, to click or reach by keys"


def test_a_step_draws_the_board_and_the_mats_as_they_were_just_after_that_move(app):
    clicker = with_computers(app)
    table = to_own_turn(clicker)
    replayed = Replayed(table.play.session)
    move = next(move for move in table.strip.steps() if move.did.placed or move.did.cards or move.did.built)
    present = board_pixels(app.window, table)
    chip = table.strip.targets()[("step", move.number)]
    clicker.click(("step", move.number))
    assert table.strip.at == move.number and table.strip.targets()[("step", move.number)] == chip, "the chip stays put"
    # Drawn anew here from the game replayed, as it was after that command: its public board lit.
    then = view_for(replayed.after[move.number], None)
    expected = draw_canvas(table)  # the table as it stands, unmarked: the step's lights tell its move
    table.board.draw_game(expected, then, current_player(then))
    for seat, rect in enumerate(table.mat_rects):
        draw_mat(expected, rect, then, seat, table.play.names[seat], seat == move.seat)
    draw_lights(expected, table, Move(move.number, move.seat, view_for(replayed.after[move.number - 1], None), then))
    assert board_pixels(app.window, table) == board_pixels(expected, table) != present
    for seat, rect in enumerate(table.mat_rects):
        assert pygame.image.tobytes(app.window.subsurface(rect), "RGB") == pygame.image.tobytes(expected.subsurface(rect), "RGB")
    clicker.click(("step", move.number))  # the same chip again: the board as it stands
    assert table.strip.at is None and board_pixels(app.window, table) == present


def test_each_other_seats_last_move_is_marked_until_the_persons_next_decision(app):
    clicker = with_computers(app)
    table = to_own_turn(clicker)
    play = table.play
    marked = last_moves(table)
    assert set(marked) == {move.seat for move in table.strip.steps()}
    unmarked = draw_canvas(table)
    for seat, move in marked.items():
        assert move is [m for m in table.strip.steps() if m.seat == seat][-1], "the seat's last move"
        pin = pin_rect(table, move.did.place())
        assert app.window.subsurface(pin).get_at((pin.width // 2, pin.height // 2)) != unmarked.subsurface(pin).get_at(
            (pin.width // 2, pin.height // 2)), f"seat {seat}'s pin is drawn"
    for seat in (1, 2, 3):
        play.deciders[seat] = Decider()  # the computers hold their next decisions, so only the person's counts
    pins = [pin_rect(table, move.did.place()) for move in marked.values()]
    clicker.decide()
    assert last_moves(table) == {} and table.strip.steps() == [] and table.strip.chips == []
    clicker.frames(1)
    unmarked = draw_canvas(table)
    for pin in pins:
        assert pygame.image.tobytes(app.window.subsurface(pin), "RGB") == pygame.image.tobytes(unmarked.subsurface(pin), "RGB")


def test_keys_step_through_the_strip_and_escape_brings_back_the_board_as_it_stands(app):
    clicker = with_computers(app)
    to_own_turn(clicker)
    keys = Keyboarder(app)
    table = app.top
    numbers = [move.number for move in table.strip.steps()]

    def press(unicode, key=0):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode, scancode=0))
        keys.frames(2)

    present = board_pixels(app.window, table)
    press("[")
    assert table.strip.at == numbers[-1] and board_pixels(app.window, table) != present, "the newest step, on the board"
    press("[")
    assert table.strip.at == numbers[-2]
    press("]")
    press("]")
    assert table.strip.at is None, "past the newest, the board as it stands"
    keys.click(("step", numbers[0]))  # Tab to its chip, Enter
    assert table.strip.at == numbers[0]
    press("", pygame.K_ESCAPE)
    assert table.strip.at is None and table.menu is None, "Escape goes back to the board, and opens no menu"
    assert board_pixels(app.window, table) == present
    keys.focus_on(table.strip.close.rect)  # Close, by keys too: put away until the next move
    keys.press(pygame.K_RETURN)
    assert table.strip.steps() == [] and not table.strip.close.visible


def test_a_computers_move_stays_lit_for_the_computers_pace_and_its_card_lies_on_the_board(app):
    clicker = with_computers(app, pace="slow")
    app.keeper.settings = replace(app.keeper.settings, animation_speed="fast")
    lit = {}

    def seen(app):
        for item in app.top.motion.moving if isinstance(app.top, Table) else ():
            if isinstance(item, Glow):
                lit[item.move.number] = item
    clicker.on_frame = seen
    deadline = time.monotonic() + 300
    while not any(glow.move.did.cards for glow in lit.values()):
        assert time.monotonic() < deadline
        clicker.decide() if app.top.play.waiting_for() is None else clicker.frames(1)
    play = app.top.play
    assert all(not play.decides_here(glow.move.seat) and glow.seconds == 2.0 for glow in lit.values())
    assert any(item.what == "card" and item.hold == 2.0 - 0.25 for item in app.top.motion.moving if hasattr(item, "what"))


def test_in_pass_and_play_the_strip_is_the_hand_players_own_shown_with_their_hand(app):
    clicker = at_table(app, three_in_placement())
    table = app.top
    play = table.play
    given = []  # (number, seat) of each decision, as it is given
    for _ in range(7):
        while table.veiled_for() is not None:
            clicker.click(("button", "show hand"))
        given.append((len(play.session.commands), current_player(play.state)))
        clicker.decide()
    seat = table.veiled_for()
    assert seat is not None and table.strip.steps() == [] and table.strip.chips == [], "nothing before the hand is shown"
    clicker.click(("button", "show hand"))
    last = max(number for number, by in given if by == seat)
    expected = [(number, by) for number, by in given if number > last]
    assert [(move.number, move.seat) for move in table.strip.steps()] == expected and len(expected) == 2
    for move in table.strip.steps():
        public_only(move)
    clicker.click(("step", expected[0][0]))
    assert table.strip.at == expected[0][0] and table.hand, "the hand stays its player's own, the board as it was"


def test_a_network_game_shows_the_moves_of_the_computers_on_its_server_the_same_way(app):
    app.keeper.settings = replace(app.keeper.settings, computer_pace="instant", animation_speed="off")
    clicker = NetClicker(app, seed=6)
    clicker.frames(2)
    clicker.click("new game")
    clicker.click("host")
    clicker.click(("players", 3))
    for seat, kind in ((1, "normal"), (2, "easy")):
        clicker.click(("kind", seat))
        clicker.click(("kind", seat, kind))
    clicker.click("start")
    lobby = app.top
    try:
        clicker.wait_for(lambda: lobby.link.ready)
        clicker.click("start")
        deadline = time.monotonic() + 120
        while not (isinstance(app.top, Table) and app.top.mine() and app.top.play.state.year >= 2
                   and len(app.top.strip.steps()) >= 2):
            assert time.monotonic() < deadline
            clicker.decide() if app.top.play.waiting_for() is None else clicker.frames(1)
        table = app.top
        play, game = table.play, table.play.session
        steps = table.strip.steps()
        own = play.moves.last_of(play.viewer)
        assert [move.number for move in steps] == list(range(own.number + 1, len(game.commands))), "each update a step"
        assert all(move.seat != play.viewer and move.seat == current_player(move.before) for move in steps)
        since = [entry for entry in game.state.log if entry.seat is None][len(own.after.log):]
        assert [entry for move in steps for entry in move.entries] == since, "as the log tells them"
        for move in steps:
            public_only(move)
        assert last_moves(table) and list(table.strip.targets()) == [("step", move.number) for move in steps]
        clicker.click(("step", steps[0].number))
        assert table.strip.at == steps[0].number and table.strip.canvas is not None
        # The table opened again (a game taken up later): the moves made before, asked of the server.
        NetPlay(app, play.link).show_next()
        again = app.top
        assert again is not table and again.play.moves.moves == []
        clicker.wait_for(lambda: [move.number for move in again.strip.steps()] == [move.number for move in steps], 60)
        assert [move.after for move in again.strip.steps()] == [move.after for move in steps]
    finally:
        lobby.link.close()
