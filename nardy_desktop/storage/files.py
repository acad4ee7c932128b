"""Where saved matches live, and writing them so that nothing is ever half-written.

Every write goes to a temporary file in the same folder, is flushed to the
disk, and only then replaces the target in one rename, so a crash, a full
disk or a killed process leaves either the old file or the new one, never a
mixture. The autosave keeps the previous good autosave as a backup, and
loading falls back to it.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import stat
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from nardy_desktop.engine import Match
from nardy_desktop.engine.dice import DiceSource

from .record import (
    MAX_FILE_BYTES,
    DiceMode,
    LoadedMatch,
    Problem,
    RecordError,
    decode,
    encode,
    match_to_dict,
)

ENV_DATA_DIR = "NARDY_DATA_DIR"
AUTOSAVE_NAME = "autosave.nardy"
BACKUP_NAME = "autosave.bak.nardy"
DAMAGED_NAME = "autosave.damaged.nardy"
EXTENSION = ".nardy"


class StorageProblem(StrEnum):
    NOT_FOUND = "not_found"
    UNREADABLE = "unreadable"
    UNWRITABLE = "unwritable"
    DISK_FULL = "disk_full"


class StorageError(OSError):
    """A file could not be read or written; `problem` tells the UI which
    translated sentence to show, `path` which file, `detail` the system's words."""

    def __init__(self, problem: StorageProblem, path: Path | str, detail: str = "") -> None:
        super().__init__(f"{path}: {detail or problem.value}")
        self.problem = problem
        self.path = Path(path)
        self.detail = detail


def data_dir() -> Path:
    """The user's data folder: NARDY_DATA_DIR when set (portable installs and
    tests), else Qt's AppDataLocation. Not created here: writing creates it."""
    env = os.environ.get(ENV_DATA_DIR)
    if env:
        return Path(env).expanduser()
    try:
        from PySide6.QtCore import QStandardPaths

        loc = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    except ImportError:  # pragma: no cover - PySide6 is a dependency
        loc = ""
    if loc:
        return Path(loc)
    return Path.home() / ".local" / "share" / "nardy-desktop"


def _storage_error(e: OSError, path: Path) -> StorageError:
    if e.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return StorageError(StorageProblem.DISK_FULL, path, e.strerror or str(e))
    return StorageError(StorageProblem.UNWRITABLE, path, e.strerror or str(e))


def atomic_write(path: Path | str, data: bytes) -> None:
    """Replace `path` with `data` all at once, or leave it exactly as it was.
    Raises StorageError (never a bare OSError)."""
    path = Path(path)
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = _temp_file(path.parent, f".{path.name}.", path)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
        tmp = None
        _fsync_dir(path.parent)
    except OSError as e:
        raise _storage_error(e, path) from None
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def _temp_file(folder: Path, prefix: str, target: Path) -> tuple[int, str]:
    """A new temporary file beside `target`, with the permissions `target`
    has (or the usual ones for a new file), since it is about to replace it."""
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=folder)
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    if hasattr(os, "fchmod"):  # POSIX only
        with contextlib.suppress(OSError):
            os.fchmod(fd, mode)
    return fd, tmp


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); harmless where unsupported."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def read_limited(path: Path | str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of `path`, refusing (RecordError TOO_LARGE) anything bigger
    than `limit` without reading it into memory."""
    path = Path(path)
    try:
        with open(path, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            if size > limit:
                raise RecordError(
                    Problem.TOO_LARGE, f"{size} bytes; a saved match is at most {limit}"
                )
            data = f.read(limit + 1)
    except FileNotFoundError:
        raise StorageError(StorageProblem.NOT_FOUND, path, "no such file") from None
    except IsADirectoryError:
        raise StorageError(StorageProblem.UNREADABLE, path, "a folder, not a file") from None
    except OSError as e:
        raise StorageError(StorageProblem.UNREADABLE, path, e.strerror or str(e)) from None
    if len(data) > limit:  # grew while we read it, or a special file
        raise RecordError(Problem.TOO_LARGE, f"more than {limit} bytes")
    return data


def load_match(path: Path | str, dice: DiceSource | None = None) -> LoadedMatch:
    """Open a .nardy file. Raises RecordError (bad content) or StorageError
    (cannot read); the file itself is never modified."""
    return decode(read_limited(path), dice)


def save_match(
    path: Path | str,
    match: Match,
    players: Sequence[Any],
    dice_mode: DiceMode | str = DiceMode.SYSTEM,
) -> None:
    """Save `match` to `path` atomically (Save / Save As)."""
    atomic_write(path, _encode(match, players, dice_mode))


def _app_version() -> str:
    from nardy_desktop import __version__

    return __version__


def _encode(match: Match, players: Sequence[Any], dice_mode: DiceMode | str) -> bytes:
    return encode(match_to_dict(match, players, dice_mode, app_version=_app_version()))


# ----------------------------------------------------------------------------
# Autosave
# ----------------------------------------------------------------------------


@dataclass
class AutosaveLoad:
    """What the start-up found: the match (or None) and, for each file that
    could not be used, why, so the UI can say that the backup was used."""

    loaded: LoadedMatch | None
    path: Path | None
    errors: list[tuple[Path, Exception]] = field(default_factory=list)

    @property
    def used_backup(self) -> bool:
        return self.path is not None and self.path.name == BACKUP_NAME


class Autosave:
    """The match in progress, written after every turn.

    Before a new autosave replaces the current one, the current one becomes
    the backup (and stays the autosave until the new one is in place), but
    only when it is known to be good (we wrote it ourselves,
    or it loads); a damaged autosave never pushes a good backup out. A new
    record is checked before anything on disk changes (see `write`)."""

    def __init__(self, folder: Path | str | None = None) -> None:
        self.folder = Path(folder) if folder is not None else data_dir()
        self._last_digest: bytes | None = None

    @property
    def path(self) -> Path:
        return self.folder / AUTOSAVE_NAME

    @property
    def backup_path(self) -> Path:
        return self.folder / BACKUP_NAME

    def write(
        self,
        match: Match,
        players: Sequence[Any],
        dice_mode: DiceMode | str = DiceMode.SYSTEM,
        verify: bool = True,
    ) -> None:
        """Raises StorageError when the folder is unwritable or full, and
        RecordError if the match cannot be recorded; the files on disk are
        then left exactly as they were.

        With `verify` the new record is loaded back (a full replay) before
        anything on disk changes; without it, it is only parsed back, which
        keeps the autosave after every turn cheap in a long match."""
        record = match_to_dict(match, players, dice_mode, app_version=_app_version())
        data = encode(record)
        if verify:
            decode(data)  # never replace anything with a record that does not load
        elif json.loads(data) != record:  # pragma: no cover - a fault of the encoder
            raise RecordError(Problem.INVALID, "the record does not read back as written")
        self.write_bytes(data)

    def write_bytes(self, data: bytes) -> None:
        tmp: str | None = None
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            fd, tmp = _temp_file(self.folder, ".autosave.", self.path)
            with os.fdopen(fd, "wb") as f:
                f.write(data)
                f.flush()
                os.fsync(f.fileno())
            if self._current_is_good():
                self._keep_as_backup()
            os.replace(tmp, self.path)
            tmp = None
            _fsync_dir(self.folder)
        except OSError as e:
            raise _storage_error(e, self.path) from None
        finally:
            if tmp is not None:
                with contextlib.suppress(OSError):
                    os.unlink(tmp)
        self._last_digest = hashlib.sha256(data).digest()

    def _keep_as_backup(self) -> None:
        """Make the current autosave the backup while it stays in place, so
        that at no moment is there no autosave. An autosave is only ever
        replaced, never changed in place, so a second link to it keeps its
        contents; where links are not supported, a copy does."""
        fd, tmp = _temp_file(self.folder, ".autosave.bak.", self.backup_path)
        os.close(fd)
        try:
            os.unlink(tmp)
            try:
                os.link(self.path, tmp)
            except OSError:
                with open(self.path, "rb") as src, open(tmp, "wb") as dst:
                    dst.write(src.read(MAX_FILE_BYTES + 1))
                    dst.flush()
                    os.fsync(dst.fileno())
            os.replace(tmp, self.backup_path)
        finally:
            with contextlib.suppress(OSError):
                os.unlink(tmp)

    def _current_is_good(self) -> bool:
        try:
            data = read_limited(self.path)
        except (StorageError, RecordError):
            return False
        if self._last_digest is not None and hashlib.sha256(data).digest() == self._last_digest:
            return True
        try:
            decode(data)
        except RecordError:
            return False
        return True

    def load(self, dice: DiceSource | None = None) -> AutosaveLoad:
        """The autosaved match, else the backup, else nothing. Never raises
        for bad content and never modifies either file."""
        errors: list[tuple[Path, Exception]] = []
        for p in (self.path, self.backup_path):
            try:
                data = read_limited(p)
                loaded = decode(data, dice)
            except StorageError as e:
                if e.problem is not StorageProblem.NOT_FOUND:
                    errors.append((p, e))
                continue
            except RecordError as e:
                errors.append((p, e))
                continue
            if p == self.path:
                self._last_digest = hashlib.sha256(data).digest()
            return AutosaveLoad(loaded, p, errors)
        return AutosaveLoad(None, None, errors)

    def clear(self) -> None:
        """Forget the match in progress (the user chose not to resume it). A
        good autosave becomes the backup, so even this can be undone by hand;
        a damaged one is set aside as autosave.damaged.nardy for inspection."""
        try:
            if self._current_is_good():
                os.replace(self.path, self.backup_path)
            elif self.path.exists():
                os.replace(self.path, self.folder / DAMAGED_NAME)
        except OSError as e:
            raise _storage_error(e, self.path) from None
        self._last_digest = None


__all__ = [
    "AUTOSAVE_NAME",
    "BACKUP_NAME",
    "ENV_DATA_DIR",
    "EXTENSION",
    "Autosave",
    "AutosaveLoad",
    "StorageError",
    "StorageProblem",
    "atomic_write",
    "data_dir",
    "load_match",
    "read_limited",
    "save_match",
]
