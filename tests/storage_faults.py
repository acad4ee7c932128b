"""Folders that refuse writes and pipes that would block, for the storage tests
(no tests of its own).

A read-only folder is made for real with chmod; where that does not stop
writes (the tests run as root), the system's refusal is simulated by making
the calls that create, rename or remove files inside that folder fail with
EROFS, as a read-only disk does. Reading is left alone either way.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def _inside(path: object, folder: Path) -> bool:
    try:
        p = Path(os.fsdecode(path)).absolute()  # type: ignore[arg-type]
    except TypeError:  # a file descriptor
        return False
    return p == folder or folder in p.parents


def _refusing(real, folder: Path, *positions: int):
    def call(*args, **kwargs):
        if any(i < len(args) and _inside(args[i], folder) for i in positions):
            raise OSError(errno.EROFS, "Read-only file system", os.fsdecode(args[positions[0]]))
        return real(*args, **kwargs)

    return call


def chmod_stops_writes(folder: Path) -> bool:
    probe = folder / ".probe"
    try:
        probe.write_bytes(b"")
    except OSError:
        return True
    probe.unlink()
    return False


@contextlib.contextmanager
def read_only_folder(folder: Path) -> Iterator[bool]:
    """`folder` refuses every write while the block runs; yields True when
    the refusal is the system's own (chmod), False when simulated."""
    folder = folder.absolute()
    mode = stat.S_IMODE(folder.stat().st_mode)
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        if chmod_stops_writes(folder):
            yield True
            return
        with pytest.MonkeyPatch.context() as mp:
            real_open = os.open

            def open_(path, flags, *args, **kwargs):
                if flags & WRITE_FLAGS and _inside(path, folder):
                    raise OSError(errno.EROFS, "Read-only file system", os.fsdecode(path))
                return real_open(path, flags, *args, **kwargs)

            mp.setattr(os, "open", open_)
            for name, positions in (
                ("replace", (0, 1)),
                ("rename", (0, 1)),
                ("link", (1,)),
                ("unlink", (0,)),
                ("remove", (0,)),
                ("mkdir", (0,)),
            ):
                mp.setattr(os, name, _refusing(getattr(os, name), folder, *positions))
            yield False
    finally:
        folder.chmod(mode)


@contextlib.contextmanager
def unblocking(fifo: Path) -> Iterator[list[bool]]:
    """Whoever gets stuck opening `fifo` for reading is let go after a few
    seconds (a writer comes and goes, so the reader sees an empty pipe); the
    list yielded then holds True. It keeps a broken program from hanging the
    test run, so the test can fail instead."""
    done = threading.Event()
    freed: list[bool] = []

    def watch() -> None:
        while not done.wait(3):
            try:
                fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            except OSError:  # nobody is reading: nobody is stuck
                continue
            freed.append(True)
            os.close(fd)

    t = threading.Thread(target=watch, daemon=True)
    t.start()
    try:
        yield freed
    finally:
        done.set()
        t.join()
