"""The end of the game: ranking and tie-breakers (R19)."""

from __future__ import annotations

from .state import GameState, Standing

# R19, in order, after VP.
TIE_BREAKERS = (
    "most Campaign cards resolved",
    "most buildings",
    "most Taxation cards resolved",
    "most resources left",
    "special ability unused",
)


def ranking_key(state: GameState, seat: int) -> tuple[int, ...]:
    player = state.players[seat]
    return (
        player.vp,
        len(player.campaign_resolved),
        len(player.buildings),
        len(player.tax_resolved),
        sum(player.resources),
        0 if player.ability_used else 1,
    )


def final_standings(state: GameState) -> list[Standing]:
    """Players from first to last; players equal on VP and every tie-breaker share a rank."""
    seats = sorted(range(len(state.players)), key=lambda s: ranking_key(state, s), reverse=True)
    standings: list[Standing] = []
    previous: tuple[int, ...] | None = None
    for place, seat in enumerate(seats):
        key = ranking_key(state, seat)
        decided_by = None
        if previous is None or key != previous:
            rank = place + 1
            if previous is not None and key[0] == previous[0]:
                decided_by = TIE_BREAKERS[next(i for i in range(1, len(key)) if key[i] != previous[i]) - 1]
        else:
            rank = standings[-1].rank
        standings.append(Standing(seat, rank, state.players[seat].vp, decided_by))
        previous = key
    return standings
