"""Opening something that is not a regular file: a named pipe, a folder, a
device, a link to a pipe. Each is refused at once with a clear message,
without blocking and without reading from it; a slow read gives up."""

from __future__ import annotations

import os
import stat

import pytest

from nardy_desktop.storage import files
from nardy_desktop.storage.files import (
    AUTOSAVE_NAME,
    Autosave,
    StorageError,
    StorageProblem,
    load_match,
    read_limited,
    save_match,
)

from tests.storage.test_storage_support import PLAYERS, history, play_match
from tests.storage_faults import unblocking

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "pipe.nardy"
    os.mkfifo(path)
    return path


def refused(path) -> StorageError:
    with pytest.raises(StorageError) as info:
        load_match(path)
    assert info.value.problem is StorageProblem.UNREADABLE
    return info.value


@needs_fifo
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(fifo):
    with unblocking(fifo) as freed:
        error = refused(fifo)
    assert not freed, "load_match waited for someone to write into the pipe"
    assert "pipe" in error.detail
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)


@needs_fifo
def test_a_link_to_a_named_pipe_is_refused(fifo, tmp_path):
    link = tmp_path / "link.nardy"
    link.symlink_to(fifo)
    with unblocking(fifo) as freed:
        refused(link)
    assert not freed


@needs_fifo
def test_a_pipe_swapped_in_after_the_check_is_still_refused(fifo, tmp_path, monkeypatch):
    """Between looking at the name and opening it, a regular file may be
    replaced by a pipe: the open itself does not wait, and what was opened
    is looked at again."""
    regular = tmp_path / "m.nardy"
    save_match(regular, play_match("long", 1, seed=1, max_turns=3), PLAYERS)
    real_stat = os.stat
    # The first look at the pipe's name is answered with the regular file.
    looks = []

    def stale_stat(path, *args, **kwargs):
        if os.fspath(path) == os.fspath(fifo) and not looks:
            looks.append(path)
            return real_stat(regular)
        return real_stat(path, *args, **kwargs)

    monkeypatch.setattr(files.os, "stat", stale_stat)
    with unblocking(fifo) as freed:
        refused(fifo)
    assert looks and not freed


def test_a_folder_is_refused(tmp_path):
    error = refused(tmp_path)
    assert "folder" in error.detail


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_device_is_refused_without_reading_it(monkeypatch):
    reads = []
    real_read = os.read
    monkeypatch.setattr(files.os, "read", lambda fd, n: reads.append(n) or real_read(fd, n))
    error = refused("/dev/zero")
    assert "device" in error.detail
    assert not reads


def test_a_read_that_takes_too_long_gives_up(tmp_path, monkeypatch):
    """A file on a share that stopped answering: the reading stops at the
    time limit instead of holding the window. The clock is made to run fast."""
    path = tmp_path / "slow.nardy"
    path.write_bytes(b"x" * (5 * files.READ_CHUNK))
    now = [0.0]

    def clock() -> float:
        now[0] += files.READ_SECONDS / 3
        return now[0]

    monkeypatch.setattr(files.time, "monotonic", clock)
    with pytest.raises(StorageError) as info:
        read_limited(path)
    assert info.value.problem is StorageProblem.UNREADABLE
    assert "took longer" in info.value.detail


def test_a_regular_file_still_opens(tmp_path):
    m = play_match("backgammon", 3, seed=2, max_turns=12)
    save_match(tmp_path / "m.nardy", m, PLAYERS)
    assert history(load_match(tmp_path / "m.nardy").match) == history(m)


@needs_fifo
def test_a_pipe_in_place_of_the_autosave_is_kept_and_not_waited_on(tmp_path):
    os.mkfifo(tmp_path / AUTOSAVE_NAME)
    auto = Autosave(tmp_path)
    with unblocking(tmp_path / AUTOSAVE_NAME) as freed:
        got = auto.load()
    assert not freed and got.loaded is None
    assert [p.name for p, _ in got.errors] == [AUTOSAVE_NAME]
