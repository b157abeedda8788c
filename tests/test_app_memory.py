"""The whole app's memory over a watched game (tools/app_memory.py): the real app, started as a
player starts it, watched to the end of its game, its processes' memory read as it plays."""

import os
import random
import subprocess
import sys

from tools.app_memory import children, measure, over, pss_kib
from xerxes_app.rules import legal_commands, new_game
from xerxes_app.saving.autosave import Autosaver
from xerxes_app.session import Seat, Session


def test_a_process_and_its_children_are_read_and_one_gone_reads_nothing():
    assert pss_kib(os.getpid()) > 1024
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        assert child.pid in children(os.getpid()) and pss_kib(child.pid) > 0
    finally:
        child.kill()
        child.wait()
    assert pss_kib(child.pid) == 0


def test_the_game_is_over_when_its_autosave_says_so(tmp_path):
    assert not over(tmp_path)  # nothing saved yet
    session = Session(new_game(2, 3), [Seat("Ann"), Seat("Bo")])
    chooser = random.Random(3)
    saved = []
    while not session.state.is_over:
        saver = Autosaver(tmp_path)
        saver.save(session)
        saver.close()
        saved.append(over(tmp_path))
        session.apply(chooser.choice(legal_commands(session.state)))
    assert not any(saved)
    saver = Autosaver(tmp_path)
    saver.save(session)
    saver.close()
    assert over(tmp_path)
    (tmp_path / "autosave.json").write_text("{")  # being replaced
    assert not over(tmp_path)


def test_a_watched_game_is_measured_to_its_end():
    found = measure(0, True, 120, "easy")
    assert found["game_over"] and found["workers"] == 0 and found["workers_mb"] == 0
    assert 20 < found["app_mb"] <= found["total_mb"] < 1000
