"""The server's part of the ratings (people/ratings.py decides which games are rated, and how):
a game's end counted once, the ratings shown beside the names of the seats an account holds.

At a game's end (its last move, or its ending by agreement), the server that holds it builds the
game's plain record (`record`) and, when it is rated, has the store count it: once, whichever
server counts it, and however often its end is seen (the store keeps the games counted). The game
then keeps that its end was counted (rated_record.py); a server that takes over a game whose end
was not yet counted (its server stopped in between) counts it then. The players at the game are
told the seats again, with the new ratings.

The ratings shown are those kept when the account's seat was last joined, looked at, watched or
listed here, or when a game of its ended here: a rating changes only when a game ends."""

from __future__ import annotations

from ..people.ratings import ABANDONED, FINISHED, FinishedGame, RatedSeat, rate, why_unrated
from ..rules.scoring import final_standings
from .rooms import Room


def game_id(room: Room) -> str:
    """The game as the ratings name it: its code, with when it was made (a code may be drawn
    again once a game is gone)."""
    return f"{room.code}@{room.made or 0:.0f}"


def record(room: Room) -> FinishedGame:
    """The game's plain record for the ratings, as it stands (at its end: its finishing order)."""
    state = room.session.state
    ranks = {standing.seat: standing.rank for standing in final_standings(state)} if state.is_over else {}
    seats = []
    for seat, net in enumerate(room.seats):
        computer, rank = room.computer_kind(seat) is not None, ranks.get(seat, 0)
        quitter = room.rated.quitter(seat, net.account)
        if quitter is not None:
            seats.append(RatedSeat(quitter[0], rank, quitter[1], gave_up=True, computer=computer))
        else:
            seats.append(RatedSeat(net.account, rank, room.rated.moves[seat], computer=computer))
    return FinishedGame(game_id(room), ABANDONED if room.ending.abandoned is not None else FINISHED, tuple(seats))


async def count_end(server, room: Room) -> None:
    """Count the game's end in the ratings, once; the seats told again when ratings changed."""
    if room.rated.counted or not room.over:
        return
    game = record(room)
    if server.people is not None and why_unrated(game) is None:
        new = await server.people.store.count_game(game, rate)
        if new:
            server.people.shown.update(new)
            server.tell_seats(room)
            server.events.say(f"{room.code} rated")
    room.rated.counted = True
    server.store.save(room)


async def load_shown(server, room: Room) -> None:
    """The ratings of the accounts at the game, fetched to be shown beside their names."""
    await load_ratings(server, [net.account for net in room.seats if net.account])


async def load_ratings(server, accounts: list[str]) -> None:
    """The accounts' ratings, fetched to be shown beside their names (a list's rows, a game's seats)."""
    if server.people is not None and accounts:
        server.people.shown.update(await server.people.store.ratings(sorted(set(accounts))))
