"""The tutor (Game > Options > Warn me before a mistake): a question before a bad turn counts.

When a person ends a turn, the controller holds it (Phase.REVIEWING) and asks
the tutor. The tutor scores the turn against the best one of the roll as the
analysis judges a decision at its quick depth (`rank_turns`, the Expert's
lookahead: it answers within the Expert's own think time), on a worker thread,
so the window never waits. A turn that loses more than the chosen threshold (a
mistake or a blunder, by the analysis's marks) gets the question "This turn
loses N% winning chance; the best is ..." with Play It Anyway and Take Back;
any other turn is played at once. Should the judgement fail, the turn is played:
the tutor may never stand in the way of the game.

Off by default; the choice and the threshold are kept in the settings.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMessageBox, QPushButton

from nardy_desktop.controller import Failed, MatchController, Outcome, Phase, Worker
from nardy_desktop.engine import Position, Step, TurnRecord, legal_turns
from nardy_desktop.placeholders import fill
from nardy_desktop.settings_store import Setting, boolean, choice, read
from nardy_desktop.ui.common import numbers, retranslate, texts
from nardy_desktop.ui.common.host import WindowHost
from nardy_desktop.ui.common.plain_text import message_box
from nardy_desktop.ui.common.scope import Scope

log = logging.getLogger(__name__)

THRESHOLDS = ("mistake", "blunder")  # settings tutor/threshold
KEY_ON = "tutor/warn"
KEY_THRESHOLD = "tutor/threshold"
WARN = Setting(KEY_ON, False, boolean)
THRESHOLD = Setting(KEY_THRESHOLD, THRESHOLDS[0], choice(THRESHOLDS))


@dataclass(frozen=True)
class Verdict:
    """The tutor's judgement of a turn: what it costs against the best turn
    of the roll (equity in the game's or the match's score, winning chance),
    its mark's name (none, doubtful, mistake, blunder) and the best turn."""

    lost: float
    win_lost: float
    mark: str
    best: tuple[Step, ...]


def judge(
    before: Position,
    dice: tuple[int, int],
    after: Position,
    away: tuple[int, int] | None,
    cancel: threading.Event | None = None,
) -> Verdict:
    """How the turn from `before` to `after` with `dice` compares with the
    best, as the analysis would mark it at its quick depth. Plain values in
    and out: it runs on the tutor's worker thread."""
    from nardy_desktop.ai.analysis import Depth, mark_for, rank_turns
    from nardy_desktop.ai.match_equity import scorer

    turns = legal_turns(before, dice)
    played = next(t for t in turns if t.result == after)
    ranking = rank_turns(
        before, dice, Depth.QUICK, score=scorer(before.variant, away), played=played, cancel=cancel
    )
    best = ranking.candidates[0]
    mine = ranking.played
    assert mine is not None
    lost = max(0.0, best.equity - mine.equity)
    best_turn = next(t for t in turns if t.result.to_text() == best.position)
    return Verdict(lost, best.win - mine.win, mark_for(lost).value, best_turn.steps)


def _worth_warning(mark: str, threshold: str) -> bool:
    if threshold == "blunder":
        return mark == "blunder"
    return mark in ("mistake", "blunder")


def _percent(x: float) -> str:
    """A lost chance in percent, as the interface language writes it: whole
    numbers, with one decimal below 1%."""
    value = 100 * x
    return numbers.decimal(value, 0 if value >= 1 else 1)


class Tutor(QObject):
    """Holds each turn a person finishes until it is judged; see the module docstring."""

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.widget)
        self.host = host
        self.controller: MatchController = host.controller
        self.settings = host.settings
        self.worker = Worker(self)
        self.judge: Callable[..., Verdict] = judge
        self.box: QMessageBox | None = None
        self.verdict: Verdict | None = None  # the last judgement (of the turn asked about)
        self._cancel: threading.Event | None = None

        window = host.widget
        self.warn_action = QAction(window)
        self.warn_action.setCheckable(True)
        self.threshold_group = QActionGroup(window)
        self.threshold_actions: dict[str, QAction] = {}
        for name in THRESHOLDS:
            a = QAction(window)
            a.setCheckable(True)
            a.setData(name)
            self.threshold_group.addAction(a)
            self.threshold_actions[name] = a
        host.add_option_actions([self.warn_action, *self.threshold_actions.values()])
        self.warn_action.setChecked(read(self.settings, WARN))
        self.threshold_actions[read(self.settings, THRESHOLD)].setChecked(True)
        self._sync_actions()
        self.warn_action.toggled.connect(self._on_warn)
        self.threshold_group.triggered.connect(self._on_threshold)

        self.controller.reviewer = self.review
        self.controller.stateChanged.connect(self._on_state)
        self.controller.shuttingDown.connect(self.shutdown)
        retranslate.register(self, self.retranslate_ui)

    # ----- settings ----------------------------------------------------------------
    @property
    def enabled(self) -> bool:
        return self.warn_action.isChecked()

    @property
    def threshold(self) -> str:
        a = self.threshold_group.checkedAction()
        return a.data() if a is not None else THRESHOLDS[0]

    def _on_warn(self, on: bool) -> None:
        self.settings.setValue(KEY_ON, on)
        self._sync_actions()

    def _on_threshold(self, action: QAction) -> None:
        self.settings.setValue(KEY_THRESHOLD, action.data())

    def _sync_actions(self) -> None:
        for a in self.threshold_actions.values():
            a.setEnabled(self.enabled)

    def retranslate_ui(self) -> None:
        self.warn_action.setText(self.tr("&Warn me before a mistake"))
        self.threshold_actions["mistake"].setText(self.tr("Warn of mista&kes and blunders"))
        self.threshold_actions["blunder"].setText(self.tr("Warn of &blunders only"))
        if self.box is not None:
            self._box_texts(self.box)

    # ----- reviewing -----------------------------------------------------------------
    def review(self, record: TurnRecord) -> bool:
        """The controller's reviewer: hold a person's finished turn while it is
        judged (True), or let it count at once (False: the tutor is off, or the
        roll left no choice)."""
        if not self.enabled:
            return False
        if len(legal_turns(record.before, record.dice)) < 2:
            return False
        c = self.controller
        player = c.player_to_move()
        away = c.away(player) if player is not None else None
        self._stop()
        cancel = threading.Event()
        self._cancel = cancel
        judge_turn = self.judge
        before, dice, after = record.before, record.dice, record.after

        def deliver(outcome: Outcome[Verdict]) -> None:
            self._on_verdict(cancel, outcome)

        self.worker.start(lambda: judge_turn(before, dice, after, away, cancel), deliver, cancel)
        self.host.show_status(
            lambda: self.tr("The tutor is looking at your turn\u2026"), scope=Scope.HINT
        )
        return True

    @property
    def judging(self) -> bool:
        return self._cancel is not None

    def _on_verdict(self, cancel: threading.Event, outcome: Outcome[Verdict]) -> None:
        if cancel is not self._cancel:
            return
        self._cancel = None
        self.host.end_status(Scope.HINT)
        if self.controller.phase is not Phase.REVIEWING:
            return
        if isinstance(outcome, Failed):
            log.warning("the tutor could not judge the turn: %r", outcome.error)
            self.controller.end_review(True)
            return
        result = self.verdict = outcome.value
        if not _worth_warning(result.mark, self.threshold):
            self.controller.end_review(True)
            return
        self._ask(result)

    def _ask(self, verdict: Verdict) -> None:
        box = message_box(self.host.widget, QMessageBox.Icon.Warning)
        box.setObjectName("tutorQuestion")
        self.play_button = box.addButton("", QMessageBox.ButtonRole.AcceptRole)
        self.back_button = box.addButton("", QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(self.back_button)
        box.setEscapeButton(self.back_button)
        self.box = box
        self._box_texts(box)
        box.buttonClicked.connect(self._on_answer)
        box.finished.connect(box.deleteLater)
        box.finished.connect(self._forget_box)
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.show()

    def _box_texts(self, box: QMessageBox) -> None:
        verdict = self.verdict
        if verdict is None:
            return
        box.setWindowTitle(self.tr("Tutor"))
        best = texts.moves_text(verdict.best)
        if verdict.win_lost >= 0.005:
            text = self.tr("This turn loses %1% winning chance; the best is %2.")
        else:
            text = self.tr(
                "This turn gives away larger wins or risks larger losses; the best is %2."
            )
        box.setText(fill(text, _percent(verdict.win_lost), best))
        if verdict.mark == "blunder":
            detail = self.tr("It costs %1 points of equity: a blunder.")
        else:
            detail = self.tr("It costs %1 points of equity: a mistake.")
        box.setInformativeText(fill(detail, numbers.decimal(verdict.lost, 3)))
        self.play_button.setText(self.tr("&Play It Anyway"))
        self.back_button.setText(self.tr("&Take Back"))

    def _on_answer(self, button: QPushButton) -> None:
        play = button is self.play_button
        self.box = None
        self.controller.end_review(play)

    def _forget_box(self) -> None:
        if self.box is not None:  # closed without an answer: the turn is taken back
            self.box = None
            self.controller.end_review(False)

    def _on_state(self) -> None:
        """A question about a turn no longer held (a new match, a resignation) goes."""
        if self.controller.phase is Phase.REVIEWING:
            return
        self._stop()
        if self.box is not None:
            box, self.box = self.box, None
            box.done(0)

    def _stop(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None

    def shutdown(self) -> None:
        self._stop()
        self.worker.wait(5000)


__all__ = ["THRESHOLDS", "Tutor", "Verdict", "judge"]
