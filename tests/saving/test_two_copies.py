"""Two copies of the app on one save folder: the second is told so and keeps its game apart,
and neither tears the other's saves. Run with two real processes, each saving as fast as it can
for a bounded number of games, while this one reads the first's autosave over and over."""

import subprocess
import sys
import textwrap
import time

from xerxes_app.saving import last_game, load
from xerxes_app.saving.autosave import AUTOSAVE, SECOND_WINDOW
from xerxes_app.saving.folder_lock import take_folder

SAVES = 60  # each copy's autosaves, within the first year or two of a game

COPY = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from xerxes_app.rules import legal_commands, new_game
    from xerxes_app.session import Seat, Session
    from xerxes_app.ui.shell.keeper import Keeper

    folder, seed, started = Path(sys.argv[1]), int(sys.argv[2]), Path(sys.argv[3])
    keeper = Keeper(folder, folder / "config")
    started.write_text("second" if keeper.shared_folder else "first")
    while not (folder / "go").exists():
        time.sleep(0.01)
    session = Session(new_game(2, seed), [Seat("One"), Seat("Two")])
    for _ in range({saves}):
        session.apply(legal_commands(session.state)[0])
        keeper.autosave(session)
    keeper.close()
    print(len(session.commands), keeper.warning)
""").format(saves=SAVES)


def said(path, deadline: float) -> str:
    """What a copy wrote into `path` once it has written it (the file is there, empty, a moment first)."""
    while not (path.exists() and path.read_text()) and time.monotonic() < deadline:
        time.sleep(0.01)
    return path.read_text() if path.exists() else ""


def test_a_second_copy_is_told_and_neither_loses_its_game(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    first = subprocess.Popen([sys.executable, "-c", COPY, str(folder), "1", str(tmp_path / "a")], stdout=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    assert said(tmp_path / "a", deadline) == "first"
    second = subprocess.Popen([sys.executable, "-c", COPY, str(folder), "2", str(tmp_path / "b")], stdout=subprocess.PIPE, text=True)
    assert said(tmp_path / "b", deadline) == "second", "the second copy is told"
    (folder / "go").write_text("")
    reads = 0
    while first.poll() is None or second.poll() is None:
        assert time.monotonic() < deadline, "the copies did not finish"
        if (folder / AUTOSAVE).exists():
            assert last_game(folder).session.state.seed == 1, "the first copy's autosave is whole and its own"
            reads += 1
    outcomes = [process.communicate(timeout=30)[0].split() for process in (first, second)]
    assert outcomes == [[str(SAVES), "None"], [str(SAVES), "None"]], "no save failed"
    assert reads > 0
    assert len(last_game(folder).session.commands) == SAVES and last_game(folder).session.state.seed == 1
    kept_apart = load(folder / SECOND_WINDOW)
    assert kept_apart.state.seed == 2 and len(kept_apart.commands) == SAVES


def test_the_folder_is_free_again_once_the_copy_holding_it_is_gone(tmp_path):
    lock = take_folder(tmp_path)
    again = take_folder(tmp_path)  # the same process, the app opened again: shared, not refused
    assert again is lock
    lock.release()
    again.release()
    taken = subprocess.run([sys.executable, "-c", "import sys; from pathlib import Path; from xerxes_app.saving.folder_lock "
                            "import take_folder; print(take_folder(Path(sys.argv[1])) is not None)", str(tmp_path)],
                           capture_output=True, text=True, timeout=60)
    assert taken.stdout.strip() == "True"
