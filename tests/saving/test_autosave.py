import errno
import os
import stat
import subprocess
import sys

import pytest

from xerxes_app.rules import SaveError, command_from_json, current_player
from xerxes_app.saving import DISK_FULL, READ_ONLY, Autosaver, last_game, list_saves
from xerxes_app.saving.autosave import AUTOSAVE, BACKUP


def autosave(folder, session):
    saver = Autosaver(folder)
    saver.save(session)
    return saver.flush()


def test_continue_resumes_exactly_the_last_game(folder, play):
    saver = Autosaver(folder)
    session = play(commands=0)
    for command in play(commands=60).commands:
        saver.save(session)
        session.apply(command_from_json(command))
    assert saver.save(session) is None
    assert saver.flush() is None
    resumed = last_game(folder)
    assert resumed.session.to_json() == session.to_json()
    assert resumed.note is None


def test_no_game_to_continue_in_an_empty_or_missing_folder(folder):
    assert last_game(folder) is None
    folder.mkdir()
    assert last_game(folder) is None


def test_pass_and_play_resumes_behind_a_hand_off(folder, play):
    session = play(players=3, commands=25)
    autosave(folder, session)
    assert last_game(folder).hand_off_to == current_player(session.state) is not None


def test_a_computers_turn_shows_no_hand_and_needs_no_hand_off(folder, play):
    session = play(players=3, commands=0, kinds=("human", "human", "normal"))
    while current_player(session.state) != 2:
        session = play(players=3, commands=len(session.commands) + 1, kinds=("human", "human", "normal"))
    autosave(folder, session)
    assert last_game(folder).hand_off_to is None


def test_one_person_against_computers_needs_no_hand_off(folder, play):
    autosave(folder, play(players=3, commands=25, kinds=("human", "easy", "hard")))
    assert last_game(folder).hand_off_to is None


def test_the_previous_autosave_is_the_backup(folder, play):
    saver = Autosaver(folder)
    before, after = play(commands=10), play(commands=11)
    saver.save(before)
    saver.flush()
    saver.save(after)
    saver.flush()
    assert last_game(folder).session.to_json() == after.to_json()
    (folder / AUTOSAVE).write_bytes(b'{"format": "xerxes-save", "vers')
    resumed = last_game(folder)
    assert resumed.session.to_json() == before.to_json()
    assert "could not be loaded" in resumed.note and "one command earlier" in resumed.note


def test_a_missing_autosave_falls_back_to_the_backup(folder, play):
    saver = Autosaver(folder)
    for commands in (5, 6):
        saver.save(play(commands=commands))
        saver.flush()
    (folder / AUTOSAVE).unlink()
    assert last_game(folder).session.to_json() == play(commands=5).to_json()


def test_neither_file_loading_is_an_error_with_the_reason_and_both_stay(folder, play):
    saver = Autosaver(folder)
    for commands in (5, 6):
        saver.save(play(commands=commands))
        saver.flush()
    (folder / AUTOSAVE).write_bytes(b"")
    (folder / BACKUP).write_bytes(b"\x89PNG")
    with pytest.raises(SaveError, match="The file is empty"):
        last_game(folder)
    assert (folder / AUTOSAVE).read_bytes() == b"" and (folder / BACKUP).read_bytes() == b"\x89PNG"


def test_an_unreadable_autosave_is_set_aside_not_overwritten(folder, play):
    folder.mkdir()
    (folder / AUTOSAVE).write_text('{"format": "xerxes-save", "version": 99}')
    assert autosave(folder, play(commands=3)) is None
    kept = [e for e in list_saves(folder, examples=None) if e.name.startswith("autosave-unreadable-")]
    assert len(kept) == 1
    assert kept[0].path.read_text() == '{"format": "xerxes-save", "version": 99}'
    assert "newer version" in kept[0].problem
    assert last_game(folder).session.to_json() == play(commands=3).to_json()


@pytest.mark.parametrize("failing", ["write", "fsync"])
def test_a_full_disk_warns_keeps_the_last_save_and_play_goes_on(folder, play, monkeypatch, failing):
    saver = Autosaver(folder)
    good = play(commands=8)
    saver.save(good)
    saver.flush()
    real = getattr(os, failing)

    def full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, failing, full)
    saver.save(play(commands=9))
    warning = saver.flush()
    assert warning.kind == DISK_FULL
    assert "the disk is full" in warning.message and "Play goes on" in warning.message
    assert saver.save(play(commands=10)) == warning  # shown while the disk stays full
    saver.flush()
    assert last_game(folder).session.to_json() == good.to_json()
    monkeypatch.setattr(os, failing, real)
    saver.save(play(commands=11))
    assert saver.flush() is None
    assert last_game(folder).session.to_json() == play(commands=11).to_json()


@pytest.mark.parametrize("code", [errno.EACCES, errno.EROFS])
def test_a_read_only_folder_warns_and_keeps_the_last_save(folder, play, monkeypatch, code):
    saver = Autosaver(folder)
    good = play(commands=8)
    saver.save(good)
    saver.flush()
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        if os.access(folder, os.W_OK) or code == errno.EROFS:
            # Running as root, the permission bits do not bite: refuse as the system would.
            real_open = os.open

            def refusing(path, flags, *args, **kwargs):
                if str(path).startswith(str(folder)) and flags & (os.O_WRONLY | os.O_RDWR):
                    raise OSError(code, os.strerror(code), str(path))
                return real_open(path, flags, *args, **kwargs)

            monkeypatch.setattr(os, "open", refusing)
        saver.save(play(commands=9))
        warning = saver.flush()
    finally:
        monkeypatch.undo()
        folder.chmod(stat.S_IRWXU)
    assert warning.kind == READ_ONLY
    assert str(folder) in warning.message
    assert last_game(folder).session.to_json() == good.to_json()


def test_a_folder_that_cannot_be_made_is_a_warning(tmp_path, play):
    (tmp_path / "file").write_text("not a folder")
    warning = autosave(tmp_path / "file" / "saves", play(commands=1))
    assert warning is not None and "Could not save the game" in warning.message


def test_saves_made_while_writing_end_with_the_latest(folder, play):
    saver = Autosaver(folder)
    sessions = [play(commands=n) for n in range(0, 40, 3)]
    for session in sessions:
        saver.save(session)
    assert saver.flush() is None
    assert last_game(folder).session.to_json() == sessions[-1].to_json()


@pytest.mark.parametrize("ending", ["", "raise SystemExit(0)", "raise RuntimeError('a bug')"])
def test_quitting_or_crashing_right_after_a_command_loses_nothing(folder, ending):
    program = f"""
import random
from xerxes_app.rules import legal_commands, new_game
from xerxes_app.saving import Autosaver
from xerxes_app.session import Seat, Session
session = Session(new_game(players=2, seed=3), [Seat("Atossa"), Seat("Darius")])
saver = Autosaver({str(folder)!r})
for _ in range(30):
    session.apply(random.Random(len(session.commands)).choice(legal_commands(session.state)))
    saver.save(session)
print(len(session.commands))
{ending}
"""
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True)
    assert done.stdout.strip() == "30", done.stderr
    assert len(last_game(folder).session.commands) == 30


def test_close_finishes_the_last_save(folder, play):
    saver = Autosaver(folder)
    saver.save(play(commands=12))
    saver.close()
    assert last_game(folder).session.to_json() == play(commands=12).to_json()
