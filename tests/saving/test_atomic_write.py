import errno
import os
import stat

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
