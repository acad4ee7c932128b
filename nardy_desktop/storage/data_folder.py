"""Moving the data of older versions into the data folder of this one.

Older versions kept their data in Qt's application folder, which is named
after the organisation and then the application, both "Nardy Desktop"
(`~/.local/share/Nardy Desktop/Nardy Desktop`); now it is named once
(`~/.local/share/Nardy Desktop`, see `paths.data_home`), and the old folder is
the subfolder of that name. At start-up, before the lock of the data folder
is taken, `move_legacy_data` moves everything the old folder holds (the
autosave and its backup, matches kept aside, the dice statistics, a demo's
folder, settings and results of any version, whatever is there) into the new
one. Nothing is ever lost or written over:

- Each part (the folder itself, and its `demo` folder, which a demo locks on
  its own) is moved only while this process holds the locks of both its old
  and its new place (see `storage.instance`): a copy of an older version
  still running there keeps its folder, which is moved at a later start.
- Each file is moved in one step (a second name first, then the old one
  removed), never over an existing file: a move stopped half-way (the
  program killed, the machine stopped) leaves every file in one place or the
  other, or both with the same contents, and the next start goes on.
- A name that both folders hold (an older version run again after the move)
  is kept in both: the new folder's file stays where it is, the old one
  comes in beside it as `NAME (from the earlier folder).EXT` (then ` 2`…); the
  same contents are kept once. A folder held by both is merged the same way.
- The old folder is removed once empty; anything that cannot be moved stays
  in it and is tried again at the next start.
"""

from __future__ import annotations

import contextlib
import errno
import filecmp
import logging
import os
import stat
import sys
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QLockFile

from nardy_desktop.paths import data_home, legacy_data_home

from .files import ENV_DATA_DIR
from .instance import LOCK_NAME, take_lock

log = logging.getLogger(__name__)

DEMO = "demo"  # the demo's folder inside the data folder, with a lock of its own
BESIDE = " (from the earlier folder)"


@dataclass
class LegacyMove:
    """What `move_legacy_data` did: the files and folders moved (new paths),
    those kept beside a namesake (old path, new path), the old folders left
    because a running copy holds them, and what could not be moved."""

    moved: list[Path] = field(default_factory=list)
    beside: list[tuple[Path, Path]] = field(default_factory=list)
    busy: list[Path] = field(default_factory=list)
    failed: list[tuple[Path, str]] = field(default_factory=list)

    @property
    def done(self) -> bool:
        return not self.busy and not self.failed


def move_legacy_data(new: Path, old: Path) -> LegacyMove:
    """Move the contents of the older versions' data folder `old` into `new`
    (see the module's docstring). Never raises for the file system's sake:
    what cannot be done is listed in the result, and logged."""
    report = LegacyMove()
    if not _is_folder(old):
        return report
    parts = [(old / DEMO, new / DEMO)] if _is_folder(old / DEMO) else []
    parts.append((old, new))
    for src, dst in parts:
        skip = {DEMO} if src == old else set()
        if src.parent == dst:  # the old folder inside the new one: not into itself
            skip.add(src.name)
        try:
            dst.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            report.failed.append((src, e.strerror or str(e)))
            continue
        locks = [take_lock(dst / LOCK_NAME), take_lock(src / LOCK_NAME)]
        try:
            if any(lock.error() == QLockFile.LockError.LockFailedError for lock in locks):
                report.busy.append(src)
                log.info("%s is in use by another copy: moved at a later start", src)
                continue
            if not all(lock.isLocked() for lock in locks):
                report.failed.append((src, "no lock can be made there"))
                continue
            _move_contents(src, dst, skip, report)
        finally:
            for lock in locks:
                if lock.isLocked():
                    lock.unlock()
        _remove_if_empty(src)
    _remove_if_empty(old)
    for path in report.moved:
        log.info("moved into %s: %s", new, path.name)
    for was, now in report.beside:
        log.warning("%s was also in %s: kept beside it as %s", was.name, new, now)
    return report


def move_older_data(folder: Path) -> Path | None:
    """At start-up, before a copy takes the lock of `folder` (the data folder,
    or its demo folder): move the older versions' data in, unless
    NARDY_DATA_DIR chose the folder; and the older folder that a copy of an
    older version still runs on in place of `folder`, if one does (that copy
    is then the game already open), else None."""
    if os.environ.get(ENV_DATA_DIR):
        return None
    new, old = data_home(), legacy_data_home()
    report = move_legacy_data(new, old)
    for was, now in report.beside:
        print(
            f"nardy-desktop: {was.name} from the older data folder {old} is kept as {now}",
            file=sys.stderr,
        )
    counterpart = old / DEMO if Path(folder) == new / DEMO else old
    return counterpart if counterpart in report.busy else None


def _is_folder(path: Path) -> bool:
    try:
        return stat.S_ISDIR(os.lstat(path).st_mode)
    except OSError:
        return False


def _move_contents(src: Path, dst: Path, skip: set[str], report: LegacyMove) -> None:
    try:
        names = sorted(os.listdir(src))
    except OSError as e:
        report.failed.append((src, e.strerror or str(e)))
        return
    for name in names:
        if name in skip or name.startswith(LOCK_NAME):
            continue
        _move(src / name, dst / name, report)


def _move(src: Path, dst: Path, report: LegacyMove) -> None:
    try:
        if not os.path.lexists(dst):
            _move_new(src, dst)
            report.moved.append(dst)
        elif _is_folder(src) and _is_folder(dst):
            _move_contents(src, dst, set(), report)
            _remove_if_empty(src)
        elif _same_file_contents(src, dst):
            os.unlink(src)  # moved already (a move stopped between its two steps)
        else:
            beside = _move_beside(src, dst)
            report.beside.append((src, beside))
    except OSError as e:
        log.warning("cannot move %s into %s: %s", src, dst.parent, e)
        report.failed.append((src, e.strerror or str(e)))


def _move_new(src: Path, dst: Path) -> None:
    """Move `src` to `dst`, which does not exist, never replacing anything
    that appears there meanwhile."""
    if _is_folder(src):
        # A rename refuses a folder that is not empty: at worst it merges with
        # an empty one that appeared meanwhile.
        os.rename(src, dst)
        return
    try:
        os.link(src, dst, follow_symlinks=False)
    except FileExistsError:
        raise
    except OSError as e:  # no links on this file system: look, then rename
        if e.errno == errno.EEXIST or os.path.lexists(dst):
            raise FileExistsError(errno.EEXIST, "already there", str(dst)) from None
        os.rename(src, dst)
        return
    os.unlink(src)


def _same_file_contents(a: Path, b: Path) -> bool:
    try:
        sa, sb = os.lstat(a), os.lstat(b)
    except OSError:
        return False
    if not (stat.S_ISREG(sa.st_mode) and stat.S_ISREG(sb.st_mode)):
        return False
    if (sa.st_dev, sa.st_ino) == (sb.st_dev, sb.st_ino):
        return True
    return sa.st_size == sb.st_size and filecmp.cmp(a, b, shallow=False)


def _move_beside(src: Path, dst: Path) -> Path:
    """Move `src` next to its namesake `dst`, under a name of its own."""
    stem, suffix = (dst.name, "") if _is_folder(src) else (dst.stem, dst.suffix)
    for n in range(1, 1000):
        target = dst.with_name(f"{stem}{BESIDE}{f' {n}' if n > 1 else ''}{suffix}")
        if os.path.lexists(target):
            continue
        try:
            _move_new(src, target)
        except FileExistsError:
            continue
        return target
    raise OSError(errno.EEXIST, "too many files of that name", str(dst))


def _remove_if_empty(folder: Path) -> None:
    with contextlib.suppress(OSError):
        folder.rmdir()


__all__ = ["DEMO", "LegacyMove", "move_legacy_data", "move_older_data"]
