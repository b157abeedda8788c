"""Recorded games: seeds, every command given and a digest of how each game ended, so a test can
check that the engine still plays the same games for the same seeds.

`scripts/record-replays` plays them again and rewrites `replays.json`; run it only when the rules
are meant to play differently (a ruling changed), never to make a failing replay pass.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from xerxes_app.rules import apply, legal_commands, new_game

RECORDED = Path(__file__).with_name("replays.json")

# (players, scenario): two to four players, and each solo scenario.
GAMES = [(players, None) for players in (2, 3, 4)] + [(1, scenario) for scenario in ("easy", "normal", "hard")]
SEEDS = range(1, 9)


def digest(state, choices_seen: "hashlib._Hash") -> str:
    """What the game came to, in a few hex digits: every field of the state, the log as the rules
    record it (message ids and values; how a language puts them into words is tested on its
    own), and (through `choices_seen`) the legal commands listed at every step, in order."""
    whole = {
        "players": [[getattr(p, name) for name in type(p).__slots__] for p in state.players],
        "board": [
            state.year, state.phase, state.turn_order, state.turn, state.sweep, state.area_pawns,
            state.turn_change, state.event_deck, state.event, state.tax_deck, state.campaign_deck,
            state.built_by, state.gift_left, state.lose_pending, state.gain_pending, state.scenario,
            state.tile_pile, state.tile, state.seed, state.rng,
        ],
        "log": [[e.year, e.phase, e.message, e.values, e.seat] for e in state.log],
        "standings": [[s.seat, s.rank, s.vp, s.decided_by] for s in state.standings],
        "choices": choices_seen.hexdigest(),
    }
    return hashlib.sha256(json.dumps(whole, sort_keys=True).encode()).hexdigest()[:24]


def play(players: int, scenario: str | None, seed: int, commands=None):
    """Play a game from its seed: random legal commands, or the recorded ones. Returns the
    commands given and the final state's digest."""
    state = new_game(players, seed, scenario=scenario)
    chooser = random.Random(seed)
    seen = hashlib.sha256()
    given = []
    while not state.is_over:
        legal = legal_commands(state)
        seen.update(repr(legal).encode())
        command = chooser.choice(legal) if commands is None else commands[len(given)]
        apply(state, command)
        given.append(command)
    return given, digest(state, seen)


def record() -> list[dict]:
    games = []
    for players, scenario in GAMES:
        for seed in SEEDS:
            commands, final = play(players, scenario, seed)
            games.append({
                "players": players,
                "scenario": scenario,
                "seed": seed,
                "commands": [c.to_json() for c in commands],
                "digest": final,
            })
    return games


if __name__ == "__main__":
    RECORDED.write_text(json.dumps(record(), separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {RECORDED}")
