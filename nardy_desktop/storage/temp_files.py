"""The temporary files of atomic writes: how they are named, and removing the
ones a killed write left behind.

`storage.files.atomic_write` writes the new contents of `NAME` to
`.NAME.<random>.tmp` beside it (the autosave: `.autosave.<random>.tmp`),
then renames that over `NAME`; `<random>` is the eight letters, digits or
underscores that `tempfile.mkstemp` chooses, as every version so far has
named them. A write killed before its rename leaves that file behind: up to
a whole saved match, hidden next to the player's own.

What is removed, and nothing else:

- a file named exactly as the writer names the temporary file of a file the
  program writes (`temp_target` gives the file it was for): a name that
  merely looks similar, another ending, a file not hidden, is a person's;
- a regular file, looked at without following links: never a folder, a link
  (nor what it points to), a pipe;
- one that no write still holds: the writer keeps its temporary file locked
  (`flock`, where the system has it) until the rename, so that a write in
  progress, in this copy of the program or in another, is left alone.
  Without locks (Windows) an open file cannot be removed anyway.

Nothing here raises for the file system's sake: what cannot be removed is
logged and left.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import stat
import tempfile
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

SUFFIX = ".tmp"
RANDOM_LENGTH = 8  # tempfile.mkstemp's random part
_RANDOM = re.compile(f"[a-z0-9_]{{{RANDOM_LENGTH}}}")
_TAIL = 1 + RANDOM_LENGTH + len(SUFFIX)  # ".<random>.tmp"
LOCKS = fcntl is not None  # whether a write in progress keeps its temporary file locked

log = logging.getLogger(__name__)


def temp_prefix(name: str) -> str:
    """The start of the name of a temporary file that will replace `name`."""
    return f".{name}."


def temp_target(name: str) -> str | None:
    """The name of the file that `name` is the temporary file of, if `name` is
    named as the writer names one (`.NAME.<random>.tmp`); else None."""
    if not (len(name) > _TAIL + 1 and name[0] == "." and name.endswith(SUFFIX)):
        return None
    if name[-_TAIL] != "." or not _RANDOM.fullmatch(name[-_TAIL + 1 : -len(SUFFIX)]):
        return None
    return name[1:-_TAIL]


def make_temp(folder: Path, prefix: str) -> tuple[int, str]:
    """A new temporary file `prefix`<random>.tmp in `folder`, open for writing
    and locked while its descriptor stays open (see the module's docstring)."""
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=SUFFIX, dir=folder)
    if fcntl is not None:
        with contextlib.suppress(OSError):  # no locks on this file system: written all the same
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    return fd, tmp


def remove_stray(folder: Path, is_stray: Callable[[str], bool]) -> list[Path]:
    """Remove the regular files directly in `folder` whose names `is_stray`
    accepts and that no write holds; the paths removed."""
    try:
        names = os.listdir(folder)
    except (OSError, ValueError):  # not there, not a folder, or no path at all (a NUL)
        return []
    removed = [folder / name for name in names if is_stray(name) and _remove(folder / name)]
    if removed:
        log.info("removed %d temporary files left by an interrupted write", len(removed))
    return removed


def remove_temps_of(targets: Iterable[Path]) -> list[Path]:
    """Remove the temporary files that killed writes of `targets` left beside
    them, and nothing else; the paths removed."""
    by_folder: dict[Path, set[str]] = {}
    for target in targets:
        by_folder.setdefault(Path(target).parent, set()).add(Path(target).name)
    removed: list[Path] = []
    for folder, names in by_folder.items():
        removed += remove_stray(folder, partial(_temp_of_one_of, names))
    return removed


def _temp_of_one_of(targets: set[str], name: str) -> bool:
    return temp_target(name) in targets


def _remove(path: Path) -> bool:
    """Remove `path` if it is a regular file (not followed if a link) that no
    write holds; whether it was removed."""
    try:
        before = os.lstat(path)
        if not stat.S_ISREG(before.st_mode):
            return False
        if fcntl is None:  # pragma: no cover - Windows: an open file is not removed
            os.unlink(path)
            return True
        flags = os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW | getattr(os, "O_NOCTTY", 0)
        fd = os.open(path, flags)
    except OSError as e:
        _log_left(path, e)
        return False
    try:
        now = os.fstat(fd)
        if (now.st_dev, now.st_ino) != (before.st_dev, before.st_ino) or _held(fd):
            return False
        os.unlink(path)
    except OSError as e:
        _log_left(path, e)
        return False
    finally:
        os.close(fd)
    return True


def _held(fd: int) -> bool:
    """Whether a write still holds the file open at `fd` (it keeps it locked)."""
    assert fcntl is not None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:  # no locks on this file system: nobody can hold it
        return False
    return False


def _log_left(path: Path, error: OSError) -> None:
    if not isinstance(error, FileNotFoundError):  # gone meanwhile: nothing to say
        log.warning("cannot remove %s: %s", path, error)


__all__ = [
    "LOCKS",
    "make_temp",
    "remove_stray",
    "remove_temps_of",
    "temp_prefix",
    "temp_target",
]
