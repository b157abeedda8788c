"""Hard on worker processes (bots/pool.py): with one worker exactly the search of one process;
with more, each worker on deals of its own and their sums merged; an interrupt or the time limit
ends it at once; busy workers leave it to think in its own process."""

import random
import signal
import subprocess
import sys
import threading
import time

import pytest

from xerxes_app.bots import hard
from xerxes_app.bots.bot import Bot
from xerxes_app.bots.pool import Workers
from xerxes_app.rules import apply, current_player, legal_commands, new_game, view_for

BUDGET = 16  # playouts: a few rounds of the search, quickly


@pytest.fixture(scope="module")
def workers():
    pool = Workers(2)
    pool.start()
    assert pool.wait_started(30)
    yield pool
    pool.close()


def positions(count=3):
    """Decisions with a few choices, from random 4-player games in year 3."""
    found = []
    for seed in range(count):
        state = new_game(4, seed)
        chooser = random.Random(seed)
        while state.year < 3 or len(legal_commands(state)) < 3:
            apply(state, chooser.choice(legal_commands(state)))
        found.append(state)
    return found


def choices(bot, states):
    return [bot.choose(view_for(state, current_player(state)), current_player(state)) for state in states]


def test_one_worker_searches_exactly_as_one_process(workers):
    one = Workers(1)
    one.start()
    states = positions()
    alone = Bot("hard", 7, time_limit=None, playouts=BUDGET)
    pooled = Bot("hard", 7, time_limit=None, playouts=BUDGET, workers=one)
    try:
        assert choices(pooled, states) == choices(alone, states)
    finally:
        one.close()
    assert pooled.policy.playouts_done == alone.policy.playouts_done > 0
    # The bot's own generator goes on as it would have: its later decisions are the same too.
    assert pooled.policy.rand.getstate() == alone.policy.rand.getstate()


class InProcess:
    """The workers' calls played in this process, each worker's search kept apart: what the
    workers must compute, without processes."""

    def __init__(self, count):
        self.searches = [[] for _ in range(count)]

    def __len__(self):
        return len(self.searches)

    def call_all(self, calls, interrupted=lambda: False):
        answers = []
        for search, (function, arguments) in zip(self.searches, calls):
            hard._search[:] = search
            answers.append(function(*arguments))
            search[:] = hard._search
        return answers


def test_two_workers_merge_their_own_deals(workers):
    states = positions()
    pooled = Bot("hard", 7, time_limit=None, playouts=2 * BUDGET, workers=workers)
    picked = choices(pooled, states)
    # The same search with each worker's rounds played here: the processes change nothing.
    here = Bot("hard", 7, time_limit=None, playouts=2 * BUDGET)
    for state in states:
        seat = current_player(state)
        view = view_for(state, seat)
        candidates = [c for _, c in here.policy.ranking.ranked(view, seat, legal_commands(view))[: hard.WIDTH]]
        budget = here.policy.budget(len(view.players))
        assert here.policy._choose_on(InProcess(2), view, seat, candidates, budget, None) == picked[states.index(state)]
    assert here.policy.playouts_done == pooled.policy.playouts_done
    # Each worker played its own share, on deals of its own: twice one worker's playouts.
    one = Bot("hard", 7, time_limit=None, playouts=BUDGET)
    choices(one, states)
    assert pooled.policy.playouts_done == 2 * one.policy.playouts_done
    assert hard._merged([[1.0, 0.5], [0.25, 2.0]]) == [1.25, 2.5]


def test_an_interrupt_or_the_time_limit_ends_the_search_on_the_workers_at_once(workers):
    state = positions(1)[0]
    seat = current_player(state)
    bot = Bot("hard", 3, time_limit=None, playouts=100_000, workers=workers)
    threading.Timer(0.3, bot.interrupt).start()
    started = time.perf_counter()
    assert bot.choose(view_for(state, seat), seat) in legal_commands(state)
    assert time.perf_counter() - started < 1.5
    bot = Bot("hard", 3, time_limit=0.3, playouts=100_000, workers=workers)
    started = time.perf_counter()
    assert bot.choose(view_for(state, seat), seat) in legal_commands(state)
    assert time.perf_counter() - started < 1.5
    # The workers are free again, and answer the next search.
    assert choices(Bot("hard", 3, time_limit=None, playouts=BUDGET, workers=workers), [state])


def test_busy_workers_leave_the_search_to_this_process(workers):
    state = positions(1)[0]
    bot = Bot("hard", 5, time_limit=None, playouts=2 * BUDGET, workers=workers)
    with workers.lease() as held:
        assert held is not None
        picked = choices(bot, [state])
    # Here, on one worker's share of the budget: as a bot of that budget alone.
    alone = Bot("hard", 5, time_limit=None, playouts=BUDGET)
    assert picked == choices(alone, [state])
    assert bot.policy.playouts_done == alone.policy.playouts_done


def test_an_app_killed_minus_nine_leaves_no_leaked_semaphore_warned_of(tmp_path):
    """The workers' shared flag is no named semaphore: the resource tracker, which outlives a
    killed app, has nothing to warn of on the terminal."""
    program = ("from xerxes_app.bots.pool import Workers\n"
               "pool = Workers(2)\npool.start()\nassert pool.wait_started(120)\nprint('ready', flush=True)\n"
               "import sys; sys.stdin.read()\n")
    app = subprocess.Popen([sys.executable, "-c", program], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    try:
        assert app.stdout.readline() == "ready\n"
        app.send_signal(signal.SIGKILL)
        # Read until every holder of the terminal is gone: the app, its workers and the tracker.
        _, said = app.communicate(timeout=120)
    finally:
        app.kill()
    assert app.returncode == -signal.SIGKILL
    assert "leaked" not in said and "resource_tracker" not in said, said
