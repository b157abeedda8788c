import errno
import os
import stat
import subprocess
import sys
import textwrap

import pytest

from xerxes_app.saving.atomic import left_behind, temporary_path, write_atomically


def test_writes_the_file_and_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "game.json"
    write_atomically(path, b"first")
    write_atomically(path, b"second")
    assert path.read_bytes() == b"second"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_the_replaced_file_becomes_the_backup(tmp_path):
    path, backup = tmp_path / "a.json", tmp_path / "a.backup.json"
    write_atomically(path, b"one", backup=backup)
    assert not backup.exists()
    write_atomically(path, b"two", backup=backup)
    write_atomically(path, b"three", backup=backup)
    assert (path.read_bytes(), backup.read_bytes()) == (b"three", b"two")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.backup.json", "a.json"]


def test_the_file_is_forced_to_disk_before_it_takes_the_name(tmp_path, monkeypatch):
    calls = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: calls.append("fsync") or real_fsync(fd))
    monkeypatch.setattr(os, "replace", lambda a, b: calls.append("replace") or real_replace(a, b))
    write_atomically(tmp_path / "game.json", b"data")
    assert calls == ["fsync", "replace", "fsync"]  # the file, the rename, then the folder


def test_a_stray_temporary_file_from_a_kill_is_swept_away_by_a_later_write(tmp_path):
    path = tmp_path / "game.json"
    stray = temporary_path(path)
    stray.write_bytes(b"half a sa")
    os.utime(stray, (0, 0))  # left by a kill long ago
    write_atomically(path, b"whole")
    assert path.read_bytes() == b"whole"
    assert left_behind(path) == []


def test_each_write_has_a_temporary_file_of_its_own(tmp_path):
    """Two copies of the app writing one file never write into the same temporary file."""
    path = tmp_path / "game.json"
    names = {temporary_path(path) for _ in range(50)}
    assert len(names) == 50 and all(name.parent == tmp_path and name.name.startswith(".game.json.") for name in names)
    busy = temporary_path(path)
    busy.write_bytes(b"another copy's write, under way")
    write_atomically(path, b"mine")
    assert path.read_bytes() == b"mine" and busy.read_bytes() == b"another copy's write, under way"


@pytest.mark.parametrize("failing", ["write", "fsync"])
def test_a_full_disk_leaves_the_file_and_its_backup_as_they_were(tmp_path, monkeypatch, failing):
    path, backup = tmp_path / "a.json", tmp_path / "a.backup.json"
    write_atomically(path, b"one", backup=backup)
    write_atomically(path, b"two", backup=backup)

    def full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, failing, full)
    with pytest.raises(OSError):
        write_atomically(path, b"three", backup=backup)
    monkeypatch.undo()
    assert (path.read_bytes(), backup.read_bytes()) == (b"two", b"one")
    assert left_behind(path) == []


def test_without_hard_links_the_backup_is_made_by_renaming(tmp_path, monkeypatch):
    def no_links(*args):
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    path, backup = tmp_path / "a.json", tmp_path / "a.backup.json"
    write_atomically(path, b"one", backup=backup)
    write_atomically(path, b"two", backup=backup)
    assert (path.read_bytes(), backup.read_bytes()) == (b"two", b"one")


def test_a_file_system_that_cannot_sync_a_folder_still_saves(tmp_path, monkeypatch):
    real_fsync = os.fsync

    def files_only(fd):
        if stat.S_ISDIR(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "Invalid argument")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", files_only)
    write_atomically(tmp_path / "game.json", b"data")
    assert (tmp_path / "game.json").read_bytes() == b"data"


def test_a_stray_temporary_link_of_the_backup_is_swept_away_by_a_later_write(tmp_path):
    path, backup = tmp_path / "a.json", tmp_path / "a.backup.json"
    write_atomically(path, b"one", backup=backup)
    stray = temporary_path(backup)
    stray.write_bytes(b"one")
    os.utime(stray, (0, 0))  # left by a kill long ago
    write_atomically(path, b"two", backup=backup)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.backup.json", "a.json"]


@pytest.mark.skipif(not hasattr(os, "link"), reason="hard links are what this case is about")
def test_a_backup_that_is_already_a_link_to_the_file_leaves_no_link_behind(tmp_path):
    """Another copy of the app has just made the backup a link to the file: renaming a second
    link over it does nothing (POSIX), so that link is removed rather than left."""
    path, backup = tmp_path / "a.json", tmp_path / "a.backup.json"
    write_atomically(path, b"one", backup=backup)
    os.link(path, backup)
    write_atomically(path, b"two", backup=backup)
    assert (path.read_bytes(), backup.read_bytes()) == (b"two", b"one")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.backup.json", "a.json"]


WRITER = textwrap.dedent("""
    import sys, time
    from pathlib import Path
    from xerxes_app.saving.atomic import write_atomically

    folder, seconds = Path(sys.argv[1]), float(sys.argv[2])
    while not (folder.parent / "go").exists():
        time.sleep(0.001)
    end, count = time.monotonic() + seconds, 0
    while time.monotonic() < end and count < 100_000:
        write_atomically(folder / "autosave.json", sys.argv[3].encode() * 500, backup=folder / "autosave.backup.json")
        count += 1
    print(count)
""")


def test_two_processes_saving_into_one_folder_leave_no_stray_file(tmp_path):
    """Two copies of the app writing the same autosave and its backup as fast as they can, for
    a second and a half: once both are done, the folder holds the two files and nothing else."""
    folder = tmp_path / "saves"
    folder.mkdir()
    copies = [subprocess.Popen([sys.executable, "-c", WRITER, str(folder), "1.5", name], stdout=subprocess.PIPE, text=True)
              for name in ("A", "B")]
    (tmp_path / "go").write_text("")
    counts = [int(copy.communicate(timeout=60)[0]) for copy in copies]
    assert min(counts) > 50, "both copies wrote, at the same time"
    assert sorted(p.name for p in folder.iterdir()) == ["autosave.backup.json", "autosave.json"]
    assert {folder.joinpath(name).read_bytes()[:1] for name in ("autosave.json", "autosave.backup.json")} <= {b"A", b"B"}
