"""The review's figures for `scripts/bench`: how long the review of a finished game takes on
this machine, with both cores, at the app's own budget, and that its time grows with the
decisions: the time to review half of a game's decisions against the whole, and the seconds per
decision of two 4-player games and of a 2-player game (whose playouts, with two satraps, are
shorter).

`python -m tools.review_figures` prints them alone.
"""

from __future__ import annotations

import json
import os
import sys
import time

from tools.reviewed_games import finished_game
from xerxes_app.review import Review, Reviewing, decisions, people
from xerxes_app.rules import apply, command_from_json, current_player, legal_commands

GAMES = ((4, 1), (4, 3), (2, 1))  # (players, seed): one person, the rest Normal computers


def review_seconds(players: int, seed: int) -> tuple[float, float, float, int, int]:
    """The wall-clock seconds to review the game and to have half its decisions reviewed, the
    workers' processor seconds, its decisions with a choice and all its person's commands."""
    session, first = finished_game(players, seed)
    review = Review(session)
    before = os.times()
    start = time.perf_counter()
    reviewing = Reviewing(review, first)
    reviewing.start()
    half = None
    while reviewing.running:
        reviewing.update()
        if half is None and 2 * review.done >= review.total:
            half = time.perf_counter() - start
        time.sleep(0.02)
    seconds = time.perf_counter() - start
    after = os.times()  # the workers have ended and been waited for: their processor time is counted
    processor = after.children_user + after.children_system - before.children_user - before.children_system
    assert review.finished
    all_commands = len(decisions(first, session.commands, set(people(session)))) + _forced(session, first)
    return seconds, half or seconds, processor, review.total, all_commands


def _forced(session, first) -> int:
    """The person's commands that had no choice (not appraised)."""
    state, forced = first.clone(), 0
    for data in session.commands:
        if current_player(state) == 0 and len(legal_commands(state)) == 1:
            forced += 1
        apply(state, command_from_json(data))
    return forced


def figures() -> dict[str, float]:
    found = {}
    for players, seed in GAMES:
        seconds, half, processor, count, commands = review_seconds(players, seed)
        game = f"{players}p_seed{seed}"
        found[f"review_s_{game}"] = round(seconds, 1)
        found[f"review_s_half_{game}"] = round(half, 1)
        found[f"review_decisions_{game}"] = count
        found[f"review_commands_{game}"] = commands
        found[f"review_ms_per_decision_{game}"] = round(1000 * seconds / count)
        # On a busy machine the clock measures the machine; the workers' processor time does not.
        found[f"review_cpu_ms_per_decision_{game}"] = round(1000 * processor / count)
    # Linear in the decisions: half of a game's decisions take half its time (a decision's cost
    # depends on the position: late ones play out to the end, some are measured again).
    found["review_half_share_4p_seed1"] = round(found["review_s_half_4p_seed1"] / found["review_s_4p_seed1"], 2)
    found["review_per_decision_ratio_4p"] = round(found["review_ms_per_decision_4p_seed3"] / found["review_ms_per_decision_4p_seed1"], 2)
    return found


if __name__ == "__main__":
    json.dump(figures(), sys.stdout, indent=2)
    print()
