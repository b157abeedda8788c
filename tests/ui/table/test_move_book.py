"""The moves a table shows (moves.py): one a command, read from public boards, following the
game through an undo and through several commands given at once, and kept only as far back as a
strip reaches."""

from xerxes_app.rules import HIDDEN, PLACEMENT, apply, current_player, legal_commands, situation, view_for
from xerxes_app.session import Seat, Session
from xerxes_app.ui.table.moves import MoveBook


def placing():
    """Three players placing their workers in year 2."""
    return situation([{"satrap": "Lydia"}, {"satrap": "India"}, {"satrap": "Babylonia"}], phase=PLACEMENT, year=2)


def play(session, book, count):
    for _ in range(count):
        session.apply(legal_commands(session.state)[0])
        book.follow(len(session.commands), session.state, session.commands)


def test_each_command_is_a_move_of_its_seat_read_from_the_public_board():
    session = Session(placing(), [Seat(f"P{n}") for n in range(3)])
    book = MoveBook(lambda: {0})
    book.follow(0, session.state, session.commands)
    seats = [current_player(session.state)]
    play(session, book, 1)
    seats.append(current_player(session.state))
    play(session, book, 1)
    assert [move.number for move in book.moves] == [0, 1] and [move.seat for move in book.moves] == seats
    for move in book.moves:
        assert move.did.placed and all(card == HIDDEN for p in move.after.players for card in p.tax_hand + p.campaign_hand)
    assert book.fresh == book.moves[-1:]


def test_an_undo_takes_its_moves_back_and_commands_given_at_once_are_each_a_move():
    state, commands = placing(), []

    def give(count):
        for _ in range(count):
            command = legal_commands(state)[0]
            apply(state, command)
            commands.append(command.to_json())

    book = MoveBook(lambda: set())
    book.follow(0, state, commands)
    give(1)
    book.follow(1, state, commands)
    after_first = state.clone()
    give(1)
    book.follow(2, state, commands)
    book.follow(1, after_first, commands)  # the second undone: the game as it was after the first
    assert [move.number for move in book.moves] == [0] and book.fresh == []
    give(1)  # the second again, and a third, told of at once (a redo of several)
    book.follow(3, state, commands)
    assert [move.number for move in book.moves] == [0, 1, 2] and [move.number for move in book.fresh] == [1, 2]
    assert all(move.did.placed for move in book.moves), "each replayed to its own board"


def test_the_moves_before_every_persons_last_decision_are_forgotten():
    session = Session(placing(), [Seat(f"P{n}") for n in range(3)])
    first = current_player(session.state)
    book = MoveBook(lambda: {first})
    book.follow(0, session.state, session.commands)
    play(session, book, 5)  # the first player's first and second workers among them
    assert [move.number for move in book.moves] == [3, 4], "kept from the person's last decision (their second worker) on"
    assert book.moves[0].seat == first and book.since(first) == book.moves[1:]


def test_a_network_games_moves_that_came_at_once_are_unread_until_filled_from_their_views():
    state, views = placing(), []
    book = MoveBook(lambda: set())
    book.follow(0, view_for(state, 0))
    for _ in range(3):
        views.append(view_for(state, 0))
        apply(state, legal_commands(state)[0])
    views.append(view_for(state, 0))
    book.follow(3, views[-1])  # three updates at once, after a connection lost a while
    assert book.moves == [] and book.unread == {0, 1, 2} and book.opened == 0
    for number in (2, 0, 1):
        book.fill(number, views[number], views[number + 1])
    assert [move.number for move in book.moves] == [0, 1, 2] and book.unread == set()
    assert [move.after for move in book.moves] == [view_for(view, None) for view in views[1:]]
