"""Real files in a temporary data folder: atomic writes, the autosave and its
backup, and every kind of bad file or bad folder."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

import pytest

from nardy_desktop.storage import files, temp_files
from nardy_desktop.storage.files import (
    AUTOSAVE_NAME,
    BACKUP_NAME,
    Autosave,
    StorageError,
    StorageProblem,
    atomic_write,
    data_dir,
    load_match,
    save_match,
)
from nardy_desktop.storage.record import MAX_FILE_BYTES, Problem, RecordError

from tests.storage.test_storage_support import PLAYERS, history, play_match

needs_posix_permissions = pytest.mark.skipif(
    os.name != "posix" or os.geteuid() == 0, reason="needs a non-root POSIX user"
)


def test_data_dir_follows_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("NARDY_DATA_DIR", str(tmp_path / "portable"))
    assert data_dir() == tmp_path / "portable"
    monkeypatch.delenv("NARDY_DATA_DIR")
    assert data_dir().is_absolute()


def test_save_and_open(tmp_path):
    m = play_match("long", 3, seed=2, max_turns=30)
    path = tmp_path / "sub" / "my match.nardy"
    save_match(path, m, PLAYERS)
    back = load_match(path)
    assert history(back.match) == history(m)
    assert not list(path.parent.glob("*.tmp")), "no temporary file is left behind"


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_saved_files_keep_their_permissions(tmp_path):
    new = tmp_path / "new.nardy"
    atomic_write(new, b"x")
    umask = os.umask(0)
    os.umask(umask)
    assert stat.S_IMODE(new.stat().st_mode) == 0o666 & ~umask
    new.chmod(0o640)
    atomic_write(new, b"y")
    assert stat.S_IMODE(new.stat().st_mode) == 0o640 and new.read_bytes() == b"y"


def test_atomic_write_leaves_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "a.nardy"
    path.write_bytes(b"old")

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", full)
    with pytest.raises(StorageError) as info:
        atomic_write(path, b"new contents")
    assert info.value.problem is StorageProblem.DISK_FULL
    assert path.read_bytes() == b"old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.nardy"]


@needs_posix_permissions
def test_unwritable_folder_gives_a_storage_error(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    (folder / "x.nardy").write_bytes(b"old")
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        with pytest.raises(StorageError) as info:
            atomic_write(folder / "x.nardy", b"new")
        assert info.value.problem is StorageProblem.UNWRITABLE
        assert (folder / "x.nardy").read_bytes() == b"old"
        auto = Autosave(folder)
        with pytest.raises(StorageError):
            auto.write(play_match("long", 1, seed=1, max_turns=2), PLAYERS)
    finally:
        folder.chmod(stat.S_IRWXU)


def test_permission_denied_is_reported_as_unwritable(tmp_path, monkeypatch):
    """The same as above where the tests run as root: the system refuses the
    temporary file."""
    auto = Autosave(tmp_path)
    auto.write(play_match("long", 1, seed=1, max_turns=2), PLAYERS)
    before = (tmp_path / AUTOSAVE_NAME).read_bytes()

    def denied(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(temp_files.tempfile, "mkstemp", denied)
    with pytest.raises(StorageError) as info:
        auto.write(play_match("long", 1, seed=1, max_turns=3), PLAYERS)
    assert info.value.problem is StorageProblem.UNWRITABLE
    assert "Permission denied" in str(info.value)
    assert (tmp_path / AUTOSAVE_NAME).read_bytes() == before
    assert not (tmp_path / BACKUP_NAME).exists()


def test_data_folder_that_is_a_file(tmp_path):
    blocker = tmp_path / "data"
    blocker.write_bytes(b"not a folder")
    with pytest.raises(StorageError) as info:
        Autosave(blocker).write(play_match("backgammon", 1, seed=1, max_turns=2), PLAYERS)
    assert info.value.problem is StorageProblem.UNWRITABLE
    assert blocker.read_bytes() == b"not a folder"


@pytest.mark.parametrize(
    "content, problem",
    [
        (b"", Problem.EMPTY),
        (b"\x00\x01\x02\x03", Problem.NOT_JSON),
        (b'{"format": "nardy-desktop-match", "version": 99}', Problem.NEWER_VERSION),
        (b'{"format": "nardy-desktop-match", "version": 1, "variant": 5}', Problem.INVALID),
        (b"<html>not a match</html>", Problem.NOT_JSON),
    ],
)
def test_bad_files_are_refused_and_left_untouched(tmp_path, content, problem):
    path = tmp_path / "bad.nardy"
    path.write_bytes(content)
    with pytest.raises(RecordError) as info:
        load_match(path)
    assert info.value.problem is problem
    assert path.read_bytes() == content


def test_truncated_file(tmp_path):
    path = tmp_path / "m.nardy"
    save_match(path, play_match("backgammon", 3, seed=3, max_turns=20), PLAYERS)
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) // 2])
    with pytest.raises(RecordError):
        load_match(path)
    assert path.read_bytes() == whole[: len(whole) // 2]


def test_huge_file_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "huge.nardy"
    with open(path, "wb") as f:
        f.truncate(MAX_FILE_BYTES * 20)  # sparse: big on paper, cheap on disk
    with pytest.raises(RecordError) as info:
        load_match(path)
    assert info.value.problem is Problem.TOO_LARGE
    assert path.stat().st_size == MAX_FILE_BYTES * 20


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(StorageError) as info:
        load_match(tmp_path / "nope.nardy")
    assert info.value.problem is StorageProblem.NOT_FOUND
    with pytest.raises(StorageError) as info:
        load_match(tmp_path)
    assert info.value.problem is StorageProblem.UNREADABLE


# ----------------------------------------------------------------------------
# Autosave


def test_autosave_keeps_the_previous_good_one_as_backup(tmp_path):
    auto = Autosave(tmp_path)
    m1 = play_match("long", 3, seed=1, max_turns=10)
    auto.write(m1, PLAYERS)
    assert not (tmp_path / BACKUP_NAME).exists()
    first = (tmp_path / AUTOSAVE_NAME).read_bytes()
    m2 = play_match("long", 3, seed=1, max_turns=11)
    auto.write(m2, PLAYERS)
    assert (tmp_path / BACKUP_NAME).read_bytes() == first
    got = Autosave(tmp_path).load()
    assert got.path == tmp_path / AUTOSAVE_NAME and not got.errors
    assert history(got.loaded.match) == history(m2)


def test_damaged_autosave_falls_back_to_the_backup_and_is_not_rotated(tmp_path):
    auto = Autosave(tmp_path)
    auto.write(play_match("backgammon", 3, seed=4, max_turns=6), PLAYERS)
    m = play_match("backgammon", 3, seed=4, max_turns=7)
    auto.write(m, PLAYERS)
    good_backup = (tmp_path / BACKUP_NAME).read_bytes()
    (tmp_path / AUTOSAVE_NAME).write_bytes(b'{"format": "nardy-desktop-match", "vers')

    fresh = Autosave(tmp_path)
    got = fresh.load()
    assert got.path == tmp_path / BACKUP_NAME
    assert [p.name for p, _ in got.errors] == [AUTOSAVE_NAME]
    assert isinstance(got.errors[0][1], RecordError)
    assert history(got.loaded.match) == history(play_match("backgammon", 3, seed=4, max_turns=6))
    # The damaged autosave is replaced, but never pushes the good backup out.
    fresh.write(m, PLAYERS)
    assert (tmp_path / BACKUP_NAME).read_bytes() == good_backup
    assert history(fresh.load().loaded.match) == history(m)


def test_both_damaged_or_missing(tmp_path):
    assert Autosave(tmp_path / "none").load().loaded is None
    (tmp_path / AUTOSAVE_NAME).write_bytes(b"")
    (tmp_path / BACKUP_NAME).write_bytes(b"[]")
    got = Autosave(tmp_path).load()
    assert got.loaded is None and len(got.errors) == 2
    assert (tmp_path / AUTOSAVE_NAME).read_bytes() == b""


def test_a_failed_autosave_changes_nothing_on_disk(tmp_path, monkeypatch):
    auto = Autosave(tmp_path)
    auto.write(play_match("long", 3, seed=5, max_turns=4), PLAYERS)
    auto.write(play_match("long", 3, seed=5, max_turns=5), PLAYERS)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}

    real_fsync = os.fsync

    def full(fd):
        real_fsync(fd)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", full)
    with pytest.raises(StorageError) as info:
        auto.write(play_match("long", 3, seed=5, max_turns=6), PLAYERS)
    assert info.value.problem is StorageProblem.DISK_FULL
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


def test_the_autosave_stays_in_place_until_the_new_one_replaces_it(tmp_path, monkeypatch):
    auto = Autosave(tmp_path)
    m1 = play_match("long", 3, seed=8, max_turns=12)
    auto.write(m1, PLAYERS)
    old = (tmp_path / AUTOSAVE_NAME).read_bytes()
    real_replace = os.replace

    def killed_before_the_last_rename(src, dst):
        if Path(dst).name == AUTOSAVE_NAME:
            raise OSError(errno.EIO, "killed here")
        real_replace(src, dst)

    monkeypatch.setattr(files.os, "replace", killed_before_the_last_rename)
    with pytest.raises(StorageError):
        auto.write(play_match("long", 3, seed=8, max_turns=13), PLAYERS)
    assert (tmp_path / AUTOSAVE_NAME).read_bytes() == old
    assert (tmp_path / BACKUP_NAME).read_bytes() == old
    monkeypatch.undo()
    got = Autosave(tmp_path).load()
    assert got.path == tmp_path / AUTOSAVE_NAME and history(got.loaded.match) == history(m1)
    assert not list(tmp_path.glob("*.tmp"))


def test_a_missing_autosave_falls_back_to_the_backup(tmp_path):
    """Should the autosave be gone (removed by hand, or a crash of an older
    version between its two renames), the backup is used."""
    auto = Autosave(tmp_path)
    m = play_match("backgammon", 3, seed=8, max_turns=12)
    auto.write(m, PLAYERS)
    os.replace(tmp_path / AUTOSAVE_NAME, tmp_path / BACKUP_NAME)
    (tmp_path / ".autosave.x.tmp").write_bytes(b'{"half": ')
    got = Autosave(tmp_path).load()
    assert got.path == tmp_path / BACKUP_NAME and history(got.loaded.match) == history(m)


def test_clear_keeps_the_discarded_match_as_backup(tmp_path):
    auto = Autosave(tmp_path)
    auto.write(play_match("long", 3, seed=2, max_turns=3), PLAYERS)
    data = (tmp_path / AUTOSAVE_NAME).read_bytes()
    auto.clear()
    assert not (tmp_path / AUTOSAVE_NAME).exists()
    assert (tmp_path / BACKUP_NAME).read_bytes() == data
    (tmp_path / AUTOSAVE_NAME).write_bytes(b"junk")
    Autosave(tmp_path).clear()
    (kept,) = tmp_path.glob("autosave-unreadable-*.nardy")
    assert kept.read_bytes() == b"junk"
    assert (tmp_path / BACKUP_NAME).read_bytes() == data


def test_storage_error_is_an_oserror_with_the_path(tmp_path):
    err = StorageError(StorageProblem.DISK_FULL, tmp_path / "x", "No space")
    assert isinstance(err, OSError) and err.path == Path(tmp_path / "x")
