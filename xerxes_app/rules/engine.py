"""The rules of a round of Xerxes: whose decision is pending, what they may do, and doing it.

`legal_commands(state)` lists the pending player's commands; `apply(state, command)` checks a
command and carries it out, then plays every step that needs no decision (the event, gathering,
passing a player who can do nothing) until the next decision or the end. An illegal command
raises IllegalCommand with a sentence for the player and leaves the state untouched: every check
runs before the first change. What each phase lists, takes and leads to is declared in
`phases.py`; this module reads that table and holds the flow of a round (R5).

Steps are skipped automatically only on public information, so in pass-and-play nobody learns
anything about a hand from whose turn comes next (R25).
"""

from __future__ import annotations

from . import abilities, solo
from .command_fields import FITTING, check_fields
from .commands import ClaimVictory, Command, Pass, known
from .effects import said
from .errors import IllegalCommand
from .messages import render
from .phases import PHASE_RULES, Phase
from .state import GameState

_PASS = known(Pass)
_CLAIM = known(ClaimVictory)
# A command given at a moment no phase of this game takes it: each phase names its own commands.
_ELSEWHERE = {kind: takes.elsewhere for phase in PHASE_RULES.values() for kind, takes in phase.takes.items()}


def current_player(state: GameState) -> int | None:
    """The seat whose decision is pending, or None when the game is over."""
    phase = PHASE_RULES[state.phase]
    return state.turn_order[state.turn] if phase.decides is None else phase.decides(state)


def prompt(state: GameState) -> str:
    """What is happening and what the pending player may do, in one sentence."""
    return render(*prompt_message(state))


def prompt_message(state: GameState) -> tuple[str, tuple]:
    """The prompt as a message id and its values, for any language's words (messages.py)."""
    phase = PHASE_RULES[state.phase]
    seat = state.turn_order[state.turn] if phase.decides is None else phase.decides(state)
    if seat is None:
        return "game_is_over", ()
    return "prompt", (state.title(seat), phase.prompt(state, seat))


def legal_commands(state: GameState) -> list[Command]:
    """Every command the pending player may give now; empty only when the game is over. A new
    list each time, which the caller may change."""
    kept = state.kept
    if kept is None:  # a state the engine has not carried here: a new game, a save, a view
        kept = state.kept = _listed(state)
    return kept[:]


def _listed(state: GameState) -> list[Command]:
    """The pending player's commands, listed afresh."""
    phase = PHASE_RULES[state.phase]
    seat = state.turn_order[state.turn] if phase.decides is None else phase.decides(state)
    commands = phase.lists(state, seat)  # none once the game is over
    return _joined(state, phase, seat, commands) if phase.abilities_join else commands


def _joined(state: GameState, phase: Phase, seat: int, commands: list[Command]) -> list[Command]:
    """The phase's own commands, then Pass, the seat's ability and a solo claim where they
    join them (R18, R22)."""
    if phase.may_pass:
        commands.append(_PASS)
    if not state.players[seat].ability_used:  # once used, an ability offers nothing more (R18)
        commands.extend(abilities.ability_commands(state, seat))
    if state.scenario is not None and solo.goal_met(state):
        commands.append(_CLAIM)
    return commands


def apply(state: GameState, command: Command) -> None:
    """Carry out the pending player's command, or raise IllegalCommand and change nothing."""
    phase = PHASE_RULES[state.phase]
    seat = state.turn_order[state.turn] if phase.decides is None else phase.decides(state)
    if seat is None:
        raise IllegalCommand("game_is_over")
    if id(command) not in FITTING:
        check_fields(command)
    takes = phase.takes.get(type(command))
    if takes is None:
        raise IllegalCommand(*_wrong_moment(state, command))
    handler, passing, _ = takes
    handler(state, seat, command)
    # Every step that needs no decision, up to the next decision, whose commands are kept: a
    # decision is found and listed in one look, on public information only (R25). Only a
    # command and what follows a phase's last turn change the phase.
    phase = PHASE_RULES[state.phase]
    while True:
        if passing:  # the turn ends: the next in turn order comes, the next sweep, or what follows
            turn = state.turn + 1
            if turn < len(state.players):
                state.turn = turn
                if phase.begins_turn is not None:
                    phase.begins_turn(state)
            elif state.sweep < phase.sweeps:
                state.turn = 0
                state.sweep += 1
            else:
                state.turn = 0
                state.sweep = 1
                phase.then(state)
                phase = PHASE_RULES[state.phase]
        passing = True  # a seat found without a choice ends its turn on the next round of the loop
        seat = state.turn_order[state.turn] if phase.decides is None else phase.decides(state)
        # The phase's own choices first, as they are the usual ones; an ability or a solo claim
        # (R18, R22) is a choice of its own. Once the game is over there is no seat and the
        # list is empty.
        commands = phase.choices(state, seat)
        if commands is None:
            if not (phase.abilities_join and _ability_left(state, phase, seat)):
                continue
            commands = phase.lists(state, seat)
        state.kept = _joined(state, phase, seat, commands) if phase.abilities_join else commands
        return


def why_not(state: GameState, command: Command) -> str | None:
    """The engine's reason for refusing a command now, or None when it is legal. The state is
    not changed: the command is tried on a copy."""
    found = refusal(state, command)
    return None if found is None else str(found)


def refusal(state: GameState, command: Command) -> IllegalCommand | None:
    """`why_not` as the engine's refusal, its message id and values, for any language's words."""
    try:
        apply(state.clone(), command)
    except IllegalCommand as refused:
        return refused
    return None


def _wrong_moment(state: GameState, command: Command) -> tuple:
    """The refusal of a command that has no place in this phase: its message id and values."""
    if isinstance(command, Pass):
        return "nothing_to_pass", prompt_message(state)
    what = _ELSEWHERE.get(type(command), "not_now_in_this_game")
    return what, (f"phase_{state.phase}", ()), prompt_message(state)


def _ability_left(state: GameState, phase: Phase, seat: int) -> bool:
    """Whether a seat without a choice of the phase's own has an ability or a solo claim to use
    at its turn (R18, R22); the log says why one without a turn is passed over, or passed by."""
    if abilities.usable_now(state, seat) or (state.scenario is not None and solo.goal_met(state)):
        if phase.has_turn is None or phase.has_turn(state, seat):
            return True
        said(state, seat, phase.passed_over)  # it could have used its ability, had it a turn
        return False
    if phase.skipped is not None:
        message = phase.skipped(state, seat)
        if message is not None:
            said(state, seat, message)
    return False
