"""An appraisal of one decision: the seat's estimated chance to win after each of a few choices,
with how sure the estimate is, as the Hard computer would judge them.

It thinks only from the seat's view at the time (`view_for`, R25), re-dealing what the seat
cannot see (`determinize.redeal`), exactly as Hard does. The choices are the Normal satrap's best
few, and the command actually played. Every choice is played out on the same re-deals, with the
same dice for the playout policy (paired), so a difference between two choices is not the luck
of the deal; its noise is the paired standard error over the re-deals. The best choice is the
one that did best on those re-deals, so its own estimate flatters it (it won the comparison partly
by luck): where it seems better than the move played by enough to matter, the gap between the two
is measured again on other re-deals, which chose nothing, and that gap and its noise are the ones
a turning point must pass.

A playout plays on as Hard's playouts do (its satrap, its horizon, its judge): to the end of the
game, where a win counts 1 (shared: split) and a loss 0, or, early in the game, to a horizon where
Hard's judgement (the learned one, `learned.py`) gives the seat's chance to win from there. Solo (R20-R24) has no opponent
to beat: the chance is that of meeting the scenario's goal by the end of year 7, so its playouts
always run to the end.

Everything rests on the seed and the budget: no clock, so the same decision gets the same
appraisal on any machine, in any process, stopped and started again or not.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ..rules import Command, GameState, apply, current_player, legal_commands, view_for
from ..rules.scoring import ranking_key
from ..rules.solo import goal_met
from .determinize import redeal
from .hard import FULL_PLAYOUT_FROM, SHIPPED

CHOICES = 4  # Normal's best few, besides the command played
REDEALS = 32  # re-deals each choice is played out on: some 45 decisions reviewed in 60 s on 2 cores
CONFIRMING = 0.75  # other re-deals, as a share of REDEALS, that measure the gap once a better choice is found
SURE = 2.0  # standard errors a gap must pass to be told from the search's noise
FELT = 0.03  # and a gap smaller than this (3 points of chance) is no mistake worth naming


@dataclass(frozen=True)
class Choice:
    command: Command
    chance: float  # the estimated chance to win (solo: to meet the goal) after it
    noise: float  # the standard error of that estimate


@dataclass(frozen=True)
class Appraisal:
    seat: int
    choices: tuple[Choice, ...]  # the best found first
    played: int  # which of the choices was played
    gap: float  # the best choice's chance less the played one's (0 when the best was played), measured
    gap_noise: float  # again on other re-deals where it matters; and the paired standard error of it

    @property
    def best(self) -> Choice:
        return self.choices[0]

    @property
    def chance(self) -> float:
        """The chance after the command played: the point on the win-chance line."""
        return self.choices[self.played].chance

    @property
    def told_apart(self) -> bool:
        """Whether the best choice is better than the one played by more than the search's noise."""
        return self.gap >= FELT and self.gap > SURE * self.gap_noise


def appraise(game: GameState, seat: int, played: Command, seed: int, redeals: int = REDEALS) -> Appraisal | None:
    """The appraisal of `seat`'s decision in `game` (seen only through the seat's view), where it
    played `played`; None when it had no choice."""
    view = view_for(game, seat)
    if current_player(view) != seat:
        raise ValueError(f"It is not seat {seat}'s decision.")
    commands = legal_commands(view)
    if played not in commands:
        raise ValueError("The command played is not one of the seat's legal commands.")
    if len(commands) == 1:
        return None
    rand = random.Random(seed)
    ranking = SHIPPED.satrap(random.Random(rand.getrandbits(64)))
    candidates = [command for _, command in ranking.ranked(view, seat, commands)[:CHOICES]]
    if played not in candidates:
        candidates.append(played)
    results = [[0.0] * redeals for _ in candidates]
    for r in range(redeals):
        deal = redeal(view, seat, rand)
        dice = rand.getrandbits(64)
        for i, command in enumerate(candidates):
            trial = deal.clone()
            apply(trial, command)
            results[i][r] = play_out(trial, seat, dice)
    order = sorted(range(len(candidates)), key=lambda i: (-sum(results[i]), i))  # Normal's order breaks ties
    choices = tuple(Choice(candidates[i], _mean(results[i]), _standard_error(results[i])) for i in order)
    best, mine = order[0], candidates.index(played)
    differences = [b - m for b, m in zip(results[best], results[mine])]
    if best != mine and _mean(differences) >= FELT:
        differences = _measured_again(view, seat, candidates[best], played, rand, max(2, round(CONFIRMING * redeals)))
    return Appraisal(seat, choices, order.index(mine), _mean(differences), _standard_error(differences))


def _measured_again(view: GameState, seat: int, best: Command, played: Command, rand: random.Random, redeals: int) -> list[float]:
    """The best choice's result less the played one's on each of `redeals` fresh re-deals."""
    differences = []
    for _ in range(redeals):
        deal = redeal(view, seat, rand)
        dice = rand.getrandbits(64)
        results = []
        for command in (best, played):
            trial = deal.clone()
            apply(trial, command)
            results.append(play_out(trial, seat, dice))
        differences.append(results[0] - results[1])
    return differences


def play_out(game: GameState, seat: int, dice: int) -> float:
    """Play on as Hard's playouts do; the seat's result from 0 to 1 (solo: 1 for the goal met)."""
    policy = SHIPPED.satrap(random.Random(dice))
    solo = game.is_solo
    last_year = game.content.years + 1 if solo or game.year >= FULL_PLAYOUT_FROM else game.year + SHIPPED.horizon_years
    while not game.is_over and game.year < last_year:
        apply(game, policy.choose(game, current_player(game), legal_commands(game)))
    if solo:
        return 1.0 if goal_met(game) else 0.0
    if not game.is_over:
        return SHIPPED.judge(game, seat)
    keys = [ranking_key(game, s) for s in range(len(game.players))]
    top = max(keys)
    return 1.0 / keys.count(top) if keys[seat] == top else 0.0


def _mean(values: list[float]) -> float:
    return sum(values) / len(values)


def _standard_error(values: list[float]) -> float:
    n = len(values)
    if n < 2:
        return 0.0
    mean = _mean(values)
    return math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n)
