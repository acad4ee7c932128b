"""Keeps the autosave in step with the controller.

Connected to the controller's signals in one place: the match is written
when the dice are rolled (so that a restart cannot roll them again), after
each step a person plays, after every finished turn, and at the end of every
game and match; and, with the fields the window adds (`add_fields`: the
analysis done so far, an analysis under way, the file the match belongs to),
whenever the window asks (`save`). A failure is reported once, by signal, and play goes on; the
files already on disk are never damaged by it (see `Autosave`). When writing
works again after a failure, that is reported once too.

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
handed over is lost at the end either: the controller's `shuttingDown` (the
window closing, the program quitting) and the application's `aboutToQuit`
wait for the writer; `flush()` does the same for anyone else. The writer is
not a daemon thread, so even a program leaving without those waits for its
last write.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from .dice_stats import STATS_NAME, DiceHistory
from .files import Autosave, StorageError, encoded, match_record
from .messages import detail_text, problem_text
from .record import DiceMode, Problem, RecordError, TurnCache
from .results import RESULTS_NAME
from .temp_files import remove_temps_of

Fields = Callable[[Any], dict[str, Any]]
"""Gives the fields a part of the window keeps in the autosave with a match
(its analysis, the file it belongs to): called with the match, on the
window's thread, at every write; none when they are not of that match."""

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
        self._pending: dict[str, Any] | None = None
        self._running = False
        self._results: deque[Exception | None] = deque()

    def submit(self, record: dict[str, Any]) -> None:
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


class Autosaver(QObject):
    """Writes `controller`'s match to `autosave` whenever something is settled."""

    saved = Signal()  # a record reached the disk
    failed = Signal(str, str)  # translated sentence, technical detail
    recovered = Signal()  # writing works again after a failure
    statsFailed = Signal(str, str)  # the dice statistics could not be written

    def __init__(
        self,
        controller: Any,
        autosave: Autosave | None = None,
        history: DiceHistory | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent if parent is not None else controller)
        self.controller = controller
        self.autosave = autosave if autosave is not None else Autosave()
        self.autosave.remove_stray_temp_files()
        remove_temps_of(self.autosave.folder / name for name in DATA_FILES)
        self.history = history if history is not None else DiceHistory(self.autosave.folder).load()
        self.dice_mode = DiceMode.SYSTEM
        self.enabled = True
        self.last_error: Exception | None = None
        self.last_stats_error: Exception | None = None
        self._counted: set[tuple[int, int]] = set()
        self._fields: list[Fields] = []
        # Only the new turns are recorded after each turn (a 20,000-turn match: 60 ms without).
        self.turn_cache = TurnCache()
        self._relay = _Relay()
        self._relay.ready.connect(self._take_results, Qt.ConnectionType.QueuedConnection)
        self._writer = _Writer(self.autosave, self._relay)
        c = controller
        c.matchStarted.connect(self._on_match_started)
        c.gameStarted.connect(self.save)
        c.diceRolled.connect(self.save)
        c.turnFinished.connect(self.save)
        c.stepPlayed.connect(self._on_step)
        c.stepUndone.connect(self._on_step)
        c.gameOver.connect(self._on_game_over)
        c.matchOver.connect(self.save)
        c.shuttingDown.connect(self._finish)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)

    def add_fields(self, fields: Fields) -> None:
        """Keep what `fields` gives in every autosave from now on, so that a
        restart finds it with the match (see storage.session)."""
        self._fields.append(fields)

    def _finish(self) -> None:
        """Whoever shuts the controller down (the window closing, the program
        quitting, a test) finds the last record on the disk."""
        if not self.flush(FLUSH_SECONDS):
            log.warning("the last autosave is still being written")

    def _on_match_started(self) -> None:
        self.dice_mode = self._mode_of(self.controller)
        self.save()

    @staticmethod
    def _mode_of(controller: Any) -> DiceMode:
        from nardy_desktop.engine import ManualDice

        match = controller.match
        if match is not None and isinstance(match.dice_source, ManualDice):
            return DiceMode.MANUAL
        return DiceMode.SYSTEM

    def _on_step(self, *_args: object) -> None:
        """A person's steps are kept too (a computer replays its turn anyway)."""
        if self.controller.is_human_turn:
            self.save()

    def mark_counted(self) -> None:
        """The games of the current match already in the dice history (a
        resumed match): they are not counted again."""
        match = self.controller.match
        if match is not None:
            for i, game in enumerate(match.games):
                if game.is_over:
                    self._counted.add((id(match), i))

    def save(self, *_args: object) -> bool:
        """Hand the match as it stands to the writer: True if handed over.
        It is checked in full and written on the writer thread (see the
        module's docstring); `saved` or `failed` tells how it went."""
        match = self.controller.match
        if not self.enabled or match is None:
            return False
        try:
            record = match_record(
                match, self.controller.players, self.dice_mode, cache=self.turn_cache
            )
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

    def _on_game_over(self, *_args: object) -> None:
        self.save()
        match = self.controller.match
        if match is None or not match.games:
            return
        key = (id(match), len(match.games) - 1)
        if key in self._counted:
            return
        self._counted.add(key)
        try:
            self.history.add_game(match, len(match.games) - 1)
        except StorageError as e:
            log.warning("dice statistics not written: %s", e)
            if not _same(e, self.last_stats_error):
                self.statsFailed.emit(problem_text(e, self.history.path), detail_text(e))
            self.last_stats_error = e
        else:
            self.last_stats_error = None

    def _report(self, error: Exception) -> None:
        """Say it once: the same trouble every turn would only be noise."""
        same = _same(error, self.last_error)
        self.last_error = error
        log.warning("autosave failed: %s", error)
        if not same:
            self.failed.emit(problem_text(error, self.autosave.path), detail_text(error))


def _same(error: Exception, last: Exception | None) -> bool:
    return type(error) is type(last) and getattr(error, "problem", None) == getattr(
        last, "problem", None
    )


__all__ = ["Autosaver"]
