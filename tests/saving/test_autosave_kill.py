"""A process autosaving after every command is killed (SIGKILL) at random moments, over and
over; after every kill the save folder must hold a save that loads and that equals a state the
game really passed through.

The process plays seeded games, resuming the last game as Continue does, and picks each
command from the game's seed and the number of commands so far; so the test can replay the
very same games to know every state they pass through.
"""

import json
import os
import random
import signal
import time

import pytest

from xerxes_app.rules import legal_commands, new_game
from xerxes_app.saving import Autosaver, last_game, savefile
from xerxes_app.saving.atomic import left_behind
from xerxes_app.saving.autosave import AUTOSAVE, BACKUP
from xerxes_app.session import Seat, Session

KILLS = 200
FIRST_SEED = 500
NAMES = ("Atossa", "Darius", "Artemisia", "Mardonius")

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork and SIGKILL")


def new_session(seed: int) -> Session:
    return Session(new_game(players=4, seed=seed), [Seat(name) for name in NAMES])


def play_one(session: Session) -> None:
    state = session.state
    session.apply(random.Random(f"{state.seed}:{len(session.commands)}").choice(legal_commands(state)))


def keep_playing(folder) -> None:
    """The process that is killed: Continue, then play and autosave after every command."""
    saver = Autosaver(folder)
    session = last_game(folder).session
    while True:
        if session.state.is_over:
            session = new_session(session.state.seed + 1)
        play_one(session)
        saver.save(session)


def killed_player(folder) -> int:
    pid = os.fork()
    if pid == 0:
        try:
            keep_playing(folder)
        finally:
            os._exit(1)
    return pid


def time_to_first_save(folder) -> float:
    """How long a player process takes to start, play and land its first autosave on this
    machine's disk now: a slow disk's sync can take longer than a whole command."""
    before = (folder / AUTOSAVE).read_bytes()
    start = time.perf_counter()
    pid = killed_player(folder)
    while (folder / AUTOSAVE).read_bytes() == before and time.perf_counter() - start < 30:
        time.sleep(0.001)
    taken = time.perf_counter() - start
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    return taken


def snapshot(session: Session) -> str:
    # to_json shares the state's lists, which later commands change; a string does not change.
    return json.dumps(session.to_json(), sort_keys=True)


class Games:
    """Every state of the games the killed processes play, replayed here from their seeds."""

    def __init__(self):
        self.states: dict[int, list[str]] = {}

    def passed_through(self, session: Session) -> bool:
        seed = session.state.seed
        if seed not in self.states:
            replay = new_session(seed)
            self.states[seed] = [snapshot(replay)]
            while not replay.state.is_over:
                play_one(replay)
                self.states[seed].append(snapshot(replay))
        states = self.states[seed]
        step = len(session.commands)
        return step < len(states) and states[step] == snapshot(session)


def test_every_kill_leaves_a_save_of_a_state_the_game_passed_through(tmp_path):
    folder = tmp_path / "saves"
    saver = Autosaver(folder)
    # The first game starts a few commands from its end, so that even on a busy machine, where
    # a killed process gets little done, the kills also land across the start of a new game.
    whole = new_session(FIRST_SEED)
    while not whole.state.is_over:
        play_one(whole)
    session = new_session(FIRST_SEED)
    while len(session.commands) < len(whole.commands) - 12:
        play_one(session)
    saver.save(session)
    assert saver.flush() is None
    # The kills land within a few autosaves of a process's start, however slow the disk is today.
    window = max(0.08, 2 * time_to_first_save(folder))
    games, moments, cut_mid_write = Games(), random.Random(2018), 0
    for _ in range(KILLS):
        pid = killed_player(folder)
        time.sleep(moments.uniform(0, window))
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, "the player process failed"
        cut_mid_write += bool(left_behind(folder / AUTOSAVE))

        # The autosave itself is never missing nor damaged: the backup is made by a hard link.
        autosave = savefile.read(folder / AUTOSAVE).session
        assert games.passed_through(autosave)
        if (folder / BACKUP).exists():
            assert games.passed_through(savefile.read(folder / BACKUP).session)
        assert last_game(folder).session.to_json() == autosave.to_json()
        assert not [p for p in folder.iterdir() if "unreadable" in p.name]

    assert cut_mid_write >= KILLS // 10, "the kills should often land in the middle of a write"
    assert max(games.states) > FIRST_SEED, "the processes should have played past the first game"
