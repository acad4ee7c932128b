"""Roll Out: the player's rollout of a decision's leading candidates, or of its
position before the roll, with presets or chosen trials and truncation.

The rollout runs on the dialog's own worker thread (the controller's
`Worker`), its progress in the dialog; Stop (or closing the dialog) cancels
it through the rollout's cancel flag. When it is done the dialog hands the
figures (`RolledOut`, ai/analysis/rollouts.py) to whoever asked and closes.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop.ai.analysis import RolledOut
from nardy_desktop.ai.analysis.rollouts import (
    MAX_TRIALS,
    MAX_TRUNCATE,
    MIN_TRIALS,
    PRESET_TRIALS,
    RolloutAsk,
    leading,
    roll_out,
)
from nardy_desktop.ai.base import Cancelled
from nardy_desktop.controller import Failed, Outcome, Worker
from nardy_desktop.engine import Position
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.common import retranslate, texts
from nardy_desktop.ui.common.plain_text import plain

DEFAULT_COUNT = 3  # leading candidates rolled out unless the player asks for more


@dataclass(frozen=True)
class RolloutTarget:
    """What may be rolled out: `position` (before its roll), and with `dice`
    the candidates' resulting positions best first, and the turn played's."""

    position: Position
    dice: tuple[int, int] | None
    candidates: tuple[str, ...] = ()
    played: str | None = None


class _Relay(QObject):
    progress = Signal(int, int, int)  # run, trials done, trials in all


class RolloutDialog(QDialog):
    """See the module docstring. `rolledOut` has the figures of a finished rollout."""

    rolledOut = Signal(object)  # tuple[RolledOut, ...]

    def __init__(self, target: RolloutTarget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rolloutDialog")
        self.setMinimumWidth(460)  # the intro on two or three lines in every language
        self.target = target
        self.figures: tuple[RolledOut, ...] | None = None
        self._worker = Worker(self)
        self._relay = _Relay(self)
        self._relay.progress.connect(self._on_progress)
        self._cancel: threading.Event | None = None
        self._run = 0
        self._state: Callable[[], str] = lambda: ""

        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.what_group = QButtonGroup(self)
        row = QHBoxLayout()
        self.leaders = QRadioButton()
        self.count = QSpinBox()
        self.count.setRange(1, max(1, len(target.candidates)))
        self.count.setValue(min(DEFAULT_COUNT, max(1, len(target.candidates))))
        row.addWidget(self.leaders)
        row.addWidget(self.count)
        row.addStretch(1)
        layout.addLayout(row)
        self.before = QRadioButton()
        layout.addWidget(self.before)
        self.what_group.addButton(self.leaders)
        self.what_group.addButton(self.before)
        after_roll = target.dice is not None and bool(target.candidates)
        self.leaders.setEnabled(after_roll)
        self.count.setEnabled(after_roll)
        (self.leaders if after_roll else self.before).setChecked(True)
        self.leaders.toggled.connect(self.count.setEnabled)

        form = QFormLayout()
        self.preset = QComboBox()
        self.preset.addItems([""] * (len(PRESET_TRIALS) + 1))
        self.preset_label = QLabel()
        self.preset_label.setBuddy(self.preset)
        form.addRow(self.preset_label, self.preset)
        self.trials = QSpinBox()
        self.trials.setRange(MIN_TRIALS, MAX_TRIALS)
        self.trials.setSingleStep(36)
        self.trials.setValue(PRESET_TRIALS[0])
        self.trials_label = QLabel()
        self.trials_label.setBuddy(self.trials)
        form.addRow(self.trials_label, self.trials)
        self.truncate = QSpinBox()
        self.truncate.setRange(0, MAX_TRUNCATE)
        self.truncate_label = QLabel()
        self.truncate_label.setBuddy(self.truncate)
        form.addRow(self.truncate_label, self.truncate)
        layout.addLayout(form)
        self.progress = QProgressBar()
        self.progress.setFormat("%v / %m")
        self.progress.hide()
        layout.addWidget(self.progress)
        self.state = QLabel()
        self.state.setWordWrap(True)
        plain(self.state)  # it may quote an error's message
        layout.addWidget(self.state)
        self.buttons = QDialogButtonBox()
        self.start_button = QPushButton()
        self.start_button.setDefault(True)
        self.stop_button = QPushButton()
        self.buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.RejectRole)
        layout.addWidget(self.buttons)
        self.start_button.clicked.connect(self.start)
        self.stop_button.clicked.connect(self._stop_or_close)
        self.preset.currentIndexChanged.connect(self._on_preset)
        self.trials.valueChanged.connect(self._on_trials)
        retranslate.register(self, self.retranslate_ui)

    # ----- words ---------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Roll Out"))
        pos = self.target.position
        side = texts.side_name(pos.side)
        if self.target.dice is None:
            self.intro.setText(fill(self.tr("Play the position out many times, %1 to roll."), side))
        else:
            d1, d2 = self.target.dice
            self.intro.setText(
                fill(
                    self.tr(
                        "Play the position out many times, %1 to play %2-%3: each "
                        "candidate with the same dice, luck-adjusted, in points for a "
                        "single game."
                    ),
                    side,
                    d1,
                    d2,
                )
            )
        self.leaders.setText(self.tr("The &leading candidates (and the turn played):"))
        self.before.setText(self.tr("The position &before the roll"))
        names = [self.tr("Quick"), self.tr("Standard"), self.tr("Thorough")]
        for i, (name, n) in enumerate(zip(names, PRESET_TRIALS, strict=True)):
            self.preset.setItemText(i, fill(self.tr("%1 (trials: %2)"), name, n))
        self.preset.setItemText(len(PRESET_TRIALS), self.tr("Custom"))
        self.preset_label.setText(self.tr("&Preset:"))
        self.trials_label.setText(self.tr("&Trials:"))
        self.truncate_label.setText(self.tr("T&runcate after (plies):"))
        self.truncate.setSpecialValueText(self.tr("no: play to the end"))
        self.truncate.setToolTip(
            self.tr(
                "Stop each trial after this many plies and take the evaluation of the "
                "position reached (0: play every game to its end)"
            )
        )
        self.start_button.setText(self.tr("&Roll Out"))
        self._buttons()
        self.state.setText(self._state())

    def _buttons(self) -> None:
        running = self.running
        self.stop_button.setText(self.tr("&Stop") if running else self.tr("Close"))
        self.start_button.setEnabled(not running)
        for w in (self.preset, self.trials, self.truncate, self.leaders, self.before):
            w.setEnabled(not running)
        self.leaders.setEnabled(not running and self.target.dice is not None)
        self.count.setEnabled(not running and self.leaders.isChecked())

    def _say(self, text: Callable[[], str]) -> None:
        self._state = text
        self.state.setText(text())

    # ----- choices -------------------------------------------------------------------
    def _on_preset(self, index: int) -> None:
        if 0 <= index < len(PRESET_TRIALS):
            blocked = self.trials.blockSignals(True)
            self.trials.setValue(PRESET_TRIALS[index])
            self.trials.blockSignals(blocked)

    def _on_trials(self, value: int) -> None:
        index = PRESET_TRIALS.index(value) if value in PRESET_TRIALS else len(PRESET_TRIALS)
        blocked = self.preset.blockSignals(True)
        self.preset.setCurrentIndex(index)
        self.preset.blockSignals(blocked)

    def ask(self) -> RolloutAsk:
        """The rollout the choices describe."""
        t = self.target
        if self.before.isChecked() or t.dice is None:
            return RolloutAsk(t.position, None, (), self.trials.value(), self.truncate.value())
        chosen = leading(t.candidates, t.played, self.count.value())
        return RolloutAsk(t.position, t.dice, chosen, self.trials.value(), self.truncate.value())

    # ----- running -------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._cancel is not None

    def start(self) -> bool:
        if self.running:
            return False
        ask = self.ask()
        self._run += 1
        run = self._run
        cancel = threading.Event()
        self._cancel = cancel
        relay = self._relay

        def progress(done: int, total: int) -> None:
            with contextlib.suppress(RuntimeError):  # the dialog is gone: the run is cancelled
                relay.progress.emit(run, done, total)

        self._worker.start(
            lambda: roll_out(ask, cancel, progress),
            lambda outcome: self._on_done(run, outcome),
            cancel,
        )
        self.progress.setRange(0, ask.trials)
        self.progress.setValue(0)
        self.progress.show()
        self._say(lambda: self.tr("Rolling out\u2026"))
        self._buttons()
        return True

    def _on_progress(self, run: int, done: int, total: int) -> None:
        if run == self._run and self.running:
            self.progress.setRange(0, max(1, total))
            self.progress.setValue(done)

    def _on_done(self, run: int, outcome: Outcome[tuple[RolledOut, ...]]) -> None:
        if run != self._run:
            return
        self._cancel = None
        self._buttons()
        if isinstance(outcome, Failed):
            error = outcome.error
            if isinstance(error, Cancelled):
                self._say(lambda: self.tr("The rollout was stopped."))
                return
            detail = f"{type(error).__name__}: {error}"
            self._say(lambda: fill(self.tr("The rollout failed (%1)."), detail))
            return
        self.figures = outcome.value
        self.rolledOut.emit(outcome.value)
        self.accept()

    def stop(self) -> bool:
        """Cancel the rollout under way (False: none was)."""
        if self._cancel is None:
            return False
        self._cancel.set()
        self._cancel = None
        self._run += 1
        self.progress.hide()
        self._say(lambda: self.tr("The rollout was stopped."))
        self._buttons()
        return True

    def _stop_or_close(self) -> None:
        if not self.stop():
            self.reject()

    def reject(self) -> None:
        self.stop()
        super().reject()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop()
        super().closeEvent(event)

    def wait(self, msecs: int) -> bool:
        return self._worker.wait(msecs)


def open_rollout(
    target: RolloutTarget,
    parent: QWidget,
    on_done: Callable[[tuple[RolledOut, ...]], None],
) -> RolloutDialog:
    """The Roll Out dialog for `target`, shown without blocking the window."""
    dlg = RolloutDialog(target, parent)
    dlg.rolledOut.connect(on_done)
    dlg.finished.connect(dlg.deleteLater)
    dlg.setWindowModality(Qt.WindowModality.NonModal)
    dlg.show()
    return dlg


__all__ = ["RolloutDialog", "RolloutTarget", "open_rollout"]
