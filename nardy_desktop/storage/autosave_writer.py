"""Writes the autosave on a thread of its own, never an unchecked record.

What to write, and when, is decided above (controller.persistence): the match
when the dice are rolled (so that a restart cannot roll them again), after
each step a person plays, after every finished turn, at the end of every game
and match, and whenever the window asks. This writer is handed the match, its
players and its dice mode, and adds the fields parts of the window keep with
it (`add_fields`: the analysis done so far, an analysis under way, the file
the match belongs to). A failure is reported once, by signal, and play goes
on; the files already on disk are never damaged by it (see `Autosave`). When
writing works again after a failure, that is reported once too.

Every record is loaded back in full (a replay of the whole match) before it
may replace the file on disk. That costs about a second in the longest
matches a file may hold (20,000 turns), too long to keep the window waiting
after every turn, so the check and the write are made on a worker thread:

- the window's thread only takes the record of the match as it stands (a
  plain dict, in which only the turns new since the last record are made:
  about 6 ms at 2,000 turns and at 20,000, benchmarks/autosave.py) and hands
  it over;
- one writer thread encodes, checks and writes the newest record handed
  over; records handed over while it is busy replace one another, so it
  never falls behind, and the file never goes back to an older record;
- the results come back by a queued signal, so reports are made on the
  window's thread, in the order of the writes.

The alternative, proving each new record equivalent to the last one checked
(the same match with turns appended by the engine) without replaying it,
was not taken: what the check guards against is a record that the program
writes but cannot read back (a name, a level, a step's notation), and an
appended turn can be exactly that; the proof would have to re-implement the
reading of a turn, and would still need full checks at the end of each game.

A write starts at once, so a roll is on the disk soon after it is made
(about 60 ms in a 2,000-turn match, 0.7 s at 20,000, measured with
benchmarks/autosave.py): a kill after that resumes with that roll. Nothing
handed over is lost at the end either: the application's `aboutToQuit` waits
for the writer, and `flush()` does the same for anyone else (the controller's
shutdown, through controller.persistence). The writer is not a daemon thread,
so even a program leaving without those waits for its last write.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections import deque
from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from nardy_desktop.engine import Match

from .dice_stats import STATS_NAME
from .files import Autosave, StorageError, StorageProblem, encoded, match_record
from .messages import detail_text, problem_text
from .record import DiceMode, Problem, RecordError, TurnCache
from .results import RESULTS_NAME
from .temp_files import remove_temps_of

Record = dict[str, object]
"""A match's record as the autosave holds it (JSON-able)."""

Fields = Callable[[Match], dict[str, object]]
"""Gives the fields a part of the window keeps in the autosave with a match
(its analysis, the file it belongs to): called with the match, on the
window's thread, at every write; none when they are not of that match."""


class Seated(Protocol):
    """One player as the record keeps it (the controller's PlayerSpec, a PlayerInfo)."""

    @property
    def name(self) -> str: ...

    @property
    def computer(self) -> bool: ...

    @property
    def level(self) -> str | None: ...


log = logging.getLogger(__name__)

FLUSH_SECONDS = 30.0  # the longest a shutdown waits for the last write
# What `atomic_write` writes in the data folder besides the autosave: at
# start-up, the temporary files that killed writes of these left are removed
# with the autosave's own.
DATA_FILES = (STATS_NAME, RESULTS_NAME)


class _Relay(QObject):
    """Lives on the window's thread; the writer thread emits through it, so
    that its results are taken up there, by a queued connection."""

    ready = Signal()


class _Writer:
    """The single writer thread: writes the newest record handed over, in order.

    The thread is started when a record is handed over and ends once none is
    waiting, so no thread is left running between writes or at exit."""

    def __init__(self, autosave: Autosave, relay: _Relay) -> None:
        self.autosave = autosave
        self._relay = relay
        self._cond = threading.Condition()
        self._pending: Record | None = None
        self._running = False
        self._results: deque[Exception | None] = deque()

    def submit(self, record: Record) -> None:
        with self._cond:
            self._pending = record
            if self._running:
                return
            self._running = True
        try:
            threading.Thread(target=self._run, name="autosave", daemon=False).start()
        except RuntimeError:  # no thread to be had: write on this one instead
            self._run()

    def _run(self) -> None:
        while True:
            with self._cond:
                record, self._pending = self._pending, None
                if record is None:
                    self._running = False
                    self._cond.notify_all()
                    return
            error: Exception | None = None
            try:
                self.autosave.write_bytes(encoded(record, self.autosave.path)[0])
            except (StorageError, RecordError) as e:
                error = e
            except Exception as e:  # a fault of the program: reported like the others
                log.exception("autosave failed")
                error = e
            with self._cond:
                self._results.append(error)
            with contextlib.suppress(RuntimeError):  # the window is gone: nobody to tell
                self._relay.ready.emit()

    def wait(self, timeout: float | None) -> bool:
        """Wait until everything handed over is written; False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._running, timeout)

    def results(self) -> list[Exception | None]:
        """The outcome of each write since last asked (None: written), in order."""
        with self._cond:
            out = list(self._results)
            self._results.clear()
        return out


class AutosaveWriter(QObject):
    """Writes the matches it is handed to `autosave`, checked, on its thread."""

    saved = Signal()  # a record reached the disk
    failed = Signal(str, str)  # translated sentence, technical detail
    recovered = Signal()  # writing works again after a failure

    def __init__(self, autosave: Autosave | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.autosave = autosave if autosave is not None else Autosave()
        self.autosave.remove_stray_temp_files()
        remove_temps_of(self.autosave.folder / name for name in DATA_FILES)
        self.enabled = True
        self.last_error: Exception | None = None
        self._fields: list[Fields] = []
        # Only the new turns are recorded after each turn (a 20,000-turn match: 60 ms without).
        self.turn_cache = TurnCache()
        self._relay = _Relay()
        self._relay.ready.connect(self._take_results, Qt.ConnectionType.QueuedConnection)
        self._writer = _Writer(self.autosave, self._relay)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)

    def add_fields(self, fields: Fields) -> None:
        """Keep what `fields` gives in every autosave from now on, so that a
        restart finds it with the match (see storage.session)."""
        self._fields.append(fields)

    def write(self, match: Match, players: Sequence[Seated], dice_mode: DiceMode) -> bool:
        """Hand `match` as it stands to the writer: True if handed over (not
        when writing is turned off, or the match cannot be recorded). It is
        checked in full and written on the writer thread (see the module's
        docstring); `saved` or `failed` tells how it went."""
        if not self.enabled:
            return False
        try:
            record: Record = match_record(match, players, dice_mode, cache=self.turn_cache)
            for fields in self._fields:
                record.update(fields(match))
        except ValueError as e:  # RecordError among them
            self._report(e if isinstance(e, RecordError) else RecordError(Problem.INVALID, str(e)))
            return False
        self._writer.submit(record)
        return True

    def flush(self, timeout: float | None = FLUSH_SECONDS) -> bool:
        """Wait until everything handed over is written, and report how it
        went: False if still writing after `timeout` seconds."""
        done = self._writer.wait(timeout)
        self._take_results()
        return done

    def _take_results(self) -> None:
        for error in self._writer.results():
            if error is not None:
                self._report(error)
                continue
            if self.last_error is not None:
                log.info("autosave works again")
                self.last_error = None
                self.recovered.emit()
            self.saved.emit()

    def _report(self, error: Exception) -> None:
        """Say it once: the same trouble every turn would only be noise."""
        same = same_trouble(error, self.last_error)
        self.last_error = error
        log.warning("autosave failed: %s", error)
        if not same:
            self.failed.emit(problem_text(error, self.autosave.path), detail_text(error))


def same_trouble(error: Exception, last: Exception | None) -> bool:
    """`error` is the trouble `last` was (said once, not again at every write)."""
    return type(error) is type(last) and _problem(error) == _problem(last)


def _problem(error: Exception | None) -> StorageProblem | Problem | None:
    return error.problem if isinstance(error, (StorageError, RecordError)) else None


__all__ = ["DATA_FILES", "FLUSH_SECONDS", "AutosaveWriter", "Fields", "Record", "Seated"]
