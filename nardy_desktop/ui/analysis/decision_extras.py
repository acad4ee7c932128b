"""What a player asks of an analysed decision beyond its five candidates:
every legal turn of the roll (All Turns), and rollouts (Roll Out).

The analysis keeps the best five turns of each decision (and the turn
played). All Turns scores every turn of the roll at the decision's own depth,
on a worker thread, its progress beside the button; the list is kept for the
decision while the program runs, not saved (the five are). A rollout's
figures are kept with the decision in the analysis, and so in the saved
match and the autosave: `rolledOut` hands the decision with them to the
analysis's owner.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace

from PySide6.QtCore import QObject, Signal

from nardy_desktop.ai.analysis import (
    DecisionAnalysis,
    MatchAnalysis,
    Ranking,
    RolledOut,
    away_of,
    rank_all_turns,
)
from nardy_desktop.ai.match_equity import scorer
from nardy_desktop.controller import Failed, Outcome, Worker
from nardy_desktop.engine import Match, Position, legal_turns
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.analysis.analysis_panel import AnalysisPanel
from nardy_desktop.ui.analysis.rollout_dialog import RolloutDialog, RolloutTarget, open_rollout
from nardy_desktop.ui.common.host import WindowHost

Key = tuple[int, int, int, str]  # game, turn, ply, position: one decision at one depth


def _key(d: DecisionAnalysis) -> Key:
    return (d.game, d.turn, d.ply, d.position)


@dataclass(frozen=True)
class Rolled:
    """A rollout finished for the decision of `game` and `turn`, whose position
    was `position` when it was asked for."""

    game: int
    turn: int
    position: str
    rollouts: tuple[RolledOut, ...]

    def kept_in(self, analysis: MatchAnalysis | None) -> MatchAnalysis | None:
        """`analysis` with the rollouts kept with their decision (as it was when
        it no longer has that decision: the rollout is not kept)."""
        d = analysis.decision(self.game, self.turn) if analysis is not None else None
        if analysis is None or d is None or d.position != self.position:
            return analysis
        return analysis.with_decision(d.with_rollouts(self.rollouts))


class _Relay(QObject):
    progress = Signal(int, int, int)  # run, turns scored, turns in all


def _all_turns_work(
    d: DecisionAnalysis,
    away: tuple[int, int] | None,
    cancel: threading.Event,
    relay: _Relay,
    run: int,
) -> Callable[[], Ranking]:
    """Every turn of `d`'s roll scored at its depth, for the worker thread:
    built from plain values only."""

    def progress(done: int, total: int) -> None:
        with contextlib.suppress(RuntimeError):
            relay.progress.emit(run, done, total)

    def work() -> Ranking:
        position = Position.from_text(d.position)
        played = next(
            t
            for t in legal_turns(position, d.dice)
            if t.result.to_text() == d.played_candidate.position
        )
        score = scorer(position.variant, away)
        return rank_all_turns(
            position, d.dice, d.ply, score=score, played=played, cancel=cancel, progress=progress
        )

    return work


class DecisionExtras(QObject):
    """All Turns and Roll Out for the decision the analysis panel shows;
    `changed` asks for it to be drawn again, `rolledOut` has a rollout done."""

    changed = Signal()
    rolledOut = Signal(object)  # Rolled

    def __init__(
        self, panel: AnalysisPanel, match: Callable[[], Match | None], host: WindowHost
    ) -> None:
        super().__init__(host.widget)
        parent = host.widget
        # A new match, or the window closing: nothing asked for goes on.
        host.controller.matchStarted.connect(self.forget)
        host.controller.shuttingDown.connect(self.forget)
        self.panel = panel
        self.view = view = panel.candidates
        self._match = match
        self._parent = parent
        self.show_all = False
        self._all: dict[Key, Ranking] = {}
        self._worker = Worker(self)
        self._relay = _Relay(self)
        self._relay.progress.connect(self._on_progress)
        self._cancel: threading.Event | None = None
        self._computing: Key | None = None
        self._run = 0
        self.dialog: RolloutDialog | None = None
        view.allTurnsToggled.connect(self.set_show_all)
        view.rolloutWanted.connect(self.ask_rollout)

    def _current(self) -> tuple[MatchAnalysis, DecisionAnalysis] | None:
        """The analysis and the decision the panel shows, if it shows one."""
        a, d = self.panel.analysis, self.panel.decision
        return None if a is None or d is None else (a, d)

    def redraw_panel(self, analysis: MatchAnalysis | None) -> None:
        """The panel's decision drawn again from `analysis` (the board shows the game)."""
        d = self.panel.decision
        kept = analysis.decision(d.game, d.turn) if analysis is not None and d is not None else None
        if analysis is None or kept is None:
            return
        shown = self.shown(kept)
        compared = self.panel.compared if self.panel.compared < len(shown.candidates) else 0
        self.panel.show_decision(analysis, shown, compared, self.panel.numbering)

    # ----- All Turns -------------------------------------------------------------------
    def shown(self, d: DecisionAnalysis) -> DecisionAnalysis:
        """`d` as the panel lists it: with every turn of its roll when All Turns
        is on and they are scored (its rollouts kept), else its five."""
        ranking = self._all.get(_key(d)) if self.show_all else None
        if ranking is None or ranking.played_index is None or ranking.played_rank is None:
            if self.show_all:
                self._start(d)
            return d
        return replace(
            d,
            candidates=ranking.candidates,
            played_index=ranking.played_index,
            played_rank=ranking.played_rank,
        )

    def set_show_all(self, on: bool) -> None:
        self.show_all = on
        blocked = self.view.all_button.blockSignals(True)
        self.view.all_button.setChecked(on)
        self.view.all_button.blockSignals(blocked)
        if not on:
            self._stop()
        self.changed.emit()

    def _start(self, d: DecisionAnalysis) -> None:
        key = _key(d)
        if self._computing == key:
            return
        self._stop()
        match = self._match()
        cur = self._current()
        score = cur[0].score if cur is not None else None
        away = away_of(match, score, d.game, d.player) if match is not None and score else None
        self._run += 1
        run = self._run
        cancel = threading.Event()
        self._cancel = cancel
        self._computing = key
        work = _all_turns_work(d, away, cancel, self._relay, run)
        self._worker.start(work, lambda outcome: self._on_done(run, key, outcome), cancel)
        self.view.set_state(self.tr("Scoring every turn\u2026"))

    def _on_progress(self, run: int, done: int, total: int) -> None:
        if run == self._run and self._computing is not None:
            self.view.set_state(fill(self.tr("Scoring every turn: %1 / %2\u2026"), done, total))

    def _on_done(self, run: int, key: Key, outcome: Outcome[Ranking]) -> None:
        if run != self._run:
            return
        self._cancel = None
        self._computing = None
        if isinstance(outcome, Failed):
            error = outcome.error
            detail = f"{type(error).__name__}: {error}"
            self.view.set_state(fill(self.tr("Scoring every turn failed (%1)."), detail))
            return
        self._all[key] = outcome.value
        self.view.set_state("")
        self.changed.emit()

    def _stop(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
        self._cancel = None
        self._computing = None
        self._run += 1
        self.view.set_state("")

    @property
    def computing(self) -> bool:
        return self._computing is not None

    # ----- Roll Out ----------------------------------------------------------------------
    def ask_rollout(self) -> RolloutDialog | None:
        """Roll Out for the decision shown: its five candidates (the analysis's,
        which a rollout is kept with) or its position before the roll."""
        cur = self._current()
        if cur is None:
            return None
        analysis, shown = cur
        d = analysis.decision(shown.game, shown.turn) or shown
        if self.dialog is not None:
            self.dialog.close()
        target = RolloutTarget(
            Position.from_text(d.position),
            d.dice,
            tuple(c.position for c in d.candidates),
            d.played_candidate.position,
        )

        def done(rolled: tuple[RolledOut, ...]) -> None:
            self.rolledOut.emit(Rolled(d.game, d.turn, d.position, rolled))  # kept by the owner
            self.changed.emit()  # and drawn with it

        self.dialog = open_rollout(target, self._parent, done)
        self.dialog.finished.connect(self._forget_dialog)
        return self.dialog

    def _forget_dialog(self) -> None:
        self.dialog = None

    # ----- the end ------------------------------------------------------------------------
    def forget(self) -> None:
        """A new match or analysis: nothing asked for the old one goes on."""
        self._stop()
        self._all.clear()
        if self.dialog is not None:
            self.dialog.close()  # stops its rollout

    def wait(self, msecs: int) -> bool:
        return self._worker.wait(msecs)


__all__ = ["DecisionExtras", "Rolled"]
