"""Where saved matches live, and writing them so that nothing is ever lost.

Every write goes to a temporary file in the same folder, is flushed to the
disk, and only then replaces the target in one rename, so a crash, a full
disk or a killed process leaves either the old file or the new one, never a
mixture.

The autosave (`autosave.nardy`) and its backup (`autosave.bak.nardy`, the
autosave before the latest one) follow these rules, so that the program
never destroys a match, whatever version wrote it:

- Before any record replaces the autosave it is loaded back in full (a
  replay of the whole match through the rules), on every write. A record
  that does not load is refused and nothing on disk changes.
- Only an autosave that loads becomes the backup: the backup is never
  replaced by a file that does not load.
- A file in either place that this version cannot load (damaged, written by
  a newer version, or not a file at all) is never overwritten: it is moved
  aside to `autosave-unreadable-<local time>.nardy` (with `-2`, `-3`… if
  that name is taken) at start-up, when the resume finds it, and the person
  is told where it went; or, should one appear later, just before a write
  would replace it. If it cannot be moved (a read-only folder), it stays
  and nothing is written over it.
- At start-up, temporary files left by a write that was killed half-way
  (`.autosave.*.tmp`, regular files directly in the data folder) are removed.

Every other file is written the same way through `.NAME.<random>.tmp`; what a
killed write of NAME left is removed when NAME is next written (and, for
the data folder's files and the recent matches, at start-up): see
storage.temp_files for what is taken for such a file, and what never is.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import logging
import os
import re
import stat
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum, StrEnum
from pathlib import Path
from typing import Any

from nardy_desktop.engine import Match
from nardy_desktop.engine.dice import DiceSource
from nardy_desktop.unusable_files import fsync_dir as _fsync_dir
from nardy_desktop.unusable_files import keep_aside

from .record import (
    ANALYSIS_KEY,
    MAX_FILE_BYTES,
    DiceMode,
    LoadedMatch,
    Problem,
    RecordError,
    TurnCache,
    decode,
    encode,
    match_to_dict,
)
from .temp_files import LOCKS, make_temp, remove_stray, remove_temps_of, temp_prefix

ENV_DATA_DIR = "NARDY_DATA_DIR"
AUTOSAVE_NAME = "autosave.nardy"
BACKUP_NAME = "autosave.bak.nardy"
EXTENSION = ".nardy"
TEMP_PREFIX = ".autosave."  # the autosave's temporary files: .autosave.<random>.tmp
STRAY_TEMP = re.compile(r"\.autosave\..+\.tmp")
UNREADABLE_PREFIX = "autosave-unreadable-"
READ_SECONDS = 10.0  # a file that takes longer to read is given up
READ_CHUNK = 1 << 16

log = logging.getLogger(__name__)


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
    tests), else `paths.data_home()`. Not created here: writing creates it."""
    env = os.environ.get(ENV_DATA_DIR)
    if env:
        return Path(env).expanduser()
    from nardy_desktop.paths import data_home

    return data_home()


def _storage_error(e: OSError, path: Path) -> StorageError:
    if e.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return StorageError(StorageProblem.DISK_FULL, path, e.strerror or str(e))
    return StorageError(StorageProblem.UNWRITABLE, path, e.strerror or str(e))


def atomic_write(
    path: Path | str,
    data: bytes,
    *,
    prefix: str | None = None,
    before_replace: Callable[[], None] | None = None,
) -> None:
    """Replace `path` with `data` all at once, or leave it exactly as it was.
    The temporary file is named `prefix`<random>.tmp (`.<name>.` by default),
    so that a clean-up can recognise it (see storage.temp_files), and is held
    locked until the rename; with the default name, the temporary files that
    earlier writes of `path` left when killed are removed first.
    `before_replace` runs once the data is safely on disk, just before the
    rename (the autosave keeps its backup then). Raises StorageError (never a
    bare OSError)."""
    path = Path(path)
    tmp: str | None = None
    fd = -1
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if prefix is None:
            remove_temps_of([path])
        fd, tmp = _temp_file(path.parent, prefix or temp_prefix(path.name), path)
        _write_all(fd, data)
        os.fsync(fd)
        if not LOCKS:  # (Windows) a file still open cannot be renamed
            os.close(fd)
            fd = -1
        if before_replace is not None:
            before_replace()
        os.replace(tmp, path)
        tmp = None
        _fsync_dir(path.parent)
    except OSError as e:
        raise _storage_error(e, path) from None
    finally:
        if fd >= 0:
            os.close(fd)  # the lock goes with it
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def _write_all(fd: int, data: bytes) -> None:
    with memoryview(data) as view:
        while view:
            view = view[os.write(fd, view) :]


def _temp_file(folder: Path, prefix: str, target: Path) -> tuple[int, str]:
    """A new temporary file beside `target`, with the permissions `target`
    has (or the usual ones for a new file), since it is about to replace it."""
    fd, tmp = make_temp(folder, prefix)
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


def read_limited(path: Path | str, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file `path`, refusing (RecordError TOO_LARGE)
    anything bigger than `limit` without reading it into memory.

    Only a regular file is read: a named pipe, a device or a folder (also
    behind a link) is refused (StorageError UNREADABLE) before it is opened,
    since opening a pipe waits for a writer and a device never ends. The
    open itself does not wait (O_NONBLOCK), and what was opened is looked at
    again, in case the name was swapped in between. Reading stops after
    READ_SECONDS, for a share that stopped answering."""
    path = Path(path)
    try:
        _require_regular(os.stat(path), path)
    except FileNotFoundError:
        raise StorageError(StorageProblem.NOT_FOUND, path, "no such file") from None
    except StorageError:
        raise
    except OSError as e:
        raise StorageError(StorageProblem.UNREADABLE, path, e.strerror or str(e)) from None
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    flags |= getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise StorageError(StorageProblem.NOT_FOUND, path, "no such file") from None
    except OSError as e:
        raise StorageError(StorageProblem.UNREADABLE, path, e.strerror or str(e)) from None
    try:
        size = _require_regular(os.fstat(fd), path).st_size
        if size > limit:
            raise RecordError(Problem.TOO_LARGE, f"{size} bytes; a saved match is at most {limit}")
        chunks: list[bytes] = []
        total = 0
        deadline = time.monotonic() + READ_SECONDS
        while chunk := os.read(fd, min(READ_CHUNK, limit + 1 - total)):
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:  # it grew while we read it
                raise RecordError(Problem.TOO_LARGE, f"more than {limit} bytes")
            if time.monotonic() > deadline:
                raise StorageError(
                    StorageProblem.UNREADABLE, path, f"reading took longer than {READ_SECONDS:g} s"
                )
    except StorageError:
        raise
    except OSError as e:
        raise StorageError(StorageProblem.UNREADABLE, path, e.strerror or str(e)) from None
    finally:
        os.close(fd)
    return b"".join(chunks)


def _require_regular(st: os.stat_result, path: Path) -> os.stat_result:
    mode = st.st_mode
    if stat.S_ISREG(mode):
        return st
    if stat.S_ISDIR(mode):
        what = "a folder"
    elif stat.S_ISFIFO(mode):
        what = "a named pipe"
    elif stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        what = "a device"
    elif stat.S_ISSOCK(mode):
        what = "a socket"
    else:
        what = "something else"
    raise StorageError(StorageProblem.UNREADABLE, path, f"{what}, not a file")


def load_match(path: Path | str, dice: DiceSource | None = None) -> LoadedMatch:
    """Open a .nardy file. Raises RecordError (bad content) or StorageError
    (cannot read); the file itself is never modified."""
    return decode(read_limited(path), dice)


def save_match(
    path: Path | str,
    match: Match,
    players: Sequence[Any],
    dice_mode: DiceMode | str = DiceMode.SYSTEM,
    analysis: Any = None,
) -> bool:
    """Save `match` to `path` atomically (Save / Save As), with its analysis
    (an ai.analysis.MatchAnalysis) when given. Whether the analysis was kept:
    a file it would make larger than a saved match may be (MAX_FILE_BYTES)
    is written without it, since no program could open it again."""
    data, kept = encoded(match_record(match, players, dice_mode, analysis=analysis), path)
    atomic_write(path, data)
    return kept


def encoded(record: dict[str, Any], path: Path | str) -> tuple[bytes, bool]:
    """The bytes of `record` for `path`, and whether they hold its analysis:
    one that would make the file larger than a saved match may be
    (MAX_FILE_BYTES) is left out, since no program could open it again."""
    data = encode(record)
    if ANALYSIS_KEY not in record or len(data) <= MAX_FILE_BYTES:
        return data, ANALYSIS_KEY in record
    log.warning("%s: %d bytes with the analysis; written without it", path, len(data))
    return encode({k: v for k, v in record.items() if k != ANALYSIS_KEY}), False


def _app_version() -> str:
    from nardy_desktop import __version__

    return __version__


# ----------------------------------------------------------------------------
# Autosave
# ----------------------------------------------------------------------------


@dataclass
class AutosaveLoad:
    """What the start-up found: the match (or None) and, for each file that
    could not be used, why, so the UI can say that the backup was used; and,
    once `Autosave.keep_unreadable` has run, where each such file is now."""

    loaded: LoadedMatch | None
    path: Path | None
    errors: list[tuple[Path, Exception]] = field(default_factory=list)
    kept: dict[Path, Path] = field(default_factory=dict)


class _State(Enum):
    MISSING = "missing"
    GOOD = "good"  # loads with this version
    UNREADABLE = "unreadable"  # there, but does not load (damaged, newer, not a file)


class Autosave:
    """The match in progress, written after every turn, and its backup.

    Nothing reaches either file without having been loaded back in full (a
    replay through the rules) by this version; see the module's docstring
    for what is kept aside, and when."""

    def __init__(self, folder: Path | str | None = None) -> None:
        self.folder = Path(folder) if folder is not None else data_dir()
        self.now: Callable[[], datetime] = datetime.now  # names the files kept aside
        # Digests of contents this process has loaded in full: such a file
        # need not be replayed again to be known good. Written by the writer
        # thread and read at start-up, hence the lock.
        self._good: deque[bytes] = deque(maxlen=4)
        self._lock = threading.Lock()

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
        """Write `match` now (on the calling thread). Raises StorageError when
        the folder is unwritable or full, and RecordError if the match cannot
        be recorded; the files on disk are then left exactly as they were.

        The record is always loaded back in full first (see `write_bytes`);
        `verify` is accepted for old callers and changes nothing."""
        self.write_bytes(encode(match_record(match, players, dice_mode)))

    def write_bytes(self, data: bytes) -> None:
        """Replace the autosave with `data`, once `data` is known to load in
        full. The current autosave becomes the backup if it loads; if it does
        not, it is kept aside, as is a backup that does not load before a
        good autosave takes its place. Raises RecordError (`data` does not
        load: nothing on disk changes) or StorageError."""
        self._check(data)
        atomic_write(self.path, data, prefix=TEMP_PREFIX, before_replace=self._make_way)

    def _make_way(self) -> None:
        """Just before a new autosave replaces the current one: keep a good one
        as the backup, set an unreadable one aside."""
        state = self._state(self.path)
        if state is _State.GOOD:
            self._keep_as_backup()
        elif state is _State.UNREADABLE:
            self._set_aside(self.path)

    def _check(self, data: bytes, dice: DiceSource | None = None) -> LoadedMatch:
        """Load `data` in full (RecordError if it does not) and remember it as good."""
        loaded = decode(data, dice)
        with self._lock:
            self._good.append(hashlib.sha256(data).digest())
        return loaded

    def _state(self, path: Path) -> _State:
        """Whether the file at `path` loads, replaying it only if this process
        has not loaded the very same bytes before."""
        if not os.path.lexists(path):
            return _State.MISSING
        try:
            data = read_limited(path)
        except StorageError as e:
            return _State.MISSING if e.problem is StorageProblem.NOT_FOUND else _State.UNREADABLE
        except RecordError:
            return _State.UNREADABLE
        with self._lock:
            if hashlib.sha256(data).digest() in self._good:
                return _State.GOOD
        try:
            self._check(data)
        except RecordError:
            return _State.UNREADABLE
        return _State.GOOD

    def _keep_as_backup(self) -> None:
        """Make the current (good) autosave the backup while it stays in
        place, so that at no moment is there no autosave. An autosave is only
        ever replaced, never changed in place, so a second link to it keeps
        its contents; where links are not supported, a copy does. A backup
        that does not load is kept aside first."""
        if self._state(self.backup_path) is _State.UNREADABLE:
            self._set_aside(self.backup_path)
        fd, tmp = _temp_file(self.folder, TEMP_PREFIX + "bak.", self.backup_path)
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

    def _set_aside(self, path: Path) -> Path:
        """Move `path` to autosave-unreadable-<local time>[-n].nardy in the
        folder (see keep_aside)."""
        return keep_aside(path, UNREADABLE_PREFIX, ".nardy", self.now)

    def load(self, dice: DiceSource | None = None) -> AutosaveLoad:
        """The autosaved match, else the backup, else nothing. Never raises
        for bad content and never modifies either file."""
        errors: list[tuple[Path, Exception]] = []
        for p in (self.path, self.backup_path):
            try:
                loaded = self._check(read_limited(p), dice)
            except StorageError as e:
                if e.problem is not StorageProblem.NOT_FOUND:
                    errors.append((p, e))
                continue
            except RecordError as e:
                errors.append((p, e))
                continue
            return AutosaveLoad(loaded, p, errors)
        return AutosaveLoad(None, None, errors)

    def keep_unreadable(self, got: AutosaveLoad) -> None:
        """Keep aside each file that `load` could not use, so that no later
        write replaces it, and note in `got.kept` where it is now. A file that
        cannot be moved (a read-only folder) stays where it is, and is noted
        there: the writes will not replace it either."""
        for path, _error in got.errors:
            if self._state(path) is not _State.UNREADABLE:  # gone, or fine again
                continue
            try:
                got.kept[path] = self._set_aside(path)
            except OSError as e:
                log.warning("cannot keep %s aside: %s", path, e)
                got.kept[path] = path

    def remove_stray_temp_files(self) -> list[Path]:
        """Remove what a write killed half-way left in the folder: regular
        files named like the autosave's temporary files (.autosave.*.tmp),
        and nothing else, nowhere else. Run at start-up, when no write of
        this folder is in progress (one copy of the program per folder)."""
        return remove_stray(self.folder, lambda name: STRAY_TEMP.fullmatch(name) is not None)

    def clear(self) -> None:
        """Forget the match in progress (the user chose not to resume it). A
        good autosave becomes the backup, so even this can be undone by hand;
        one that does not load is kept aside."""
        try:
            state = self._state(self.path)
            if state is _State.GOOD:
                if self._state(self.backup_path) is _State.UNREADABLE:
                    self._set_aside(self.backup_path)
                os.replace(self.path, self.backup_path)
            elif state is _State.UNREADABLE:
                self._set_aside(self.path)
        except OSError as e:
            raise _storage_error(e, self.path) from None


def match_record(
    match: Match,
    players: Sequence[Any],
    dice_mode: DiceMode | str = DiceMode.SYSTEM,
    cache: TurnCache | None = None,
    analysis: Any = None,
) -> dict[str, Any]:
    """The record of `match` as this program writes it (with its version),
    and its analysis when given."""
    return match_to_dict(
        match, players, dice_mode, app_version=_app_version(), cache=cache, analysis=analysis
    )


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
    "encoded",
    "load_match",
    "match_record",
    "read_limited",
    "save_match",
]
