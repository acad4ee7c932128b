"""The evaluation panel (View > Evaluation, E): what the computer thinks of the board.

With the dice rolled it lists the leading turns as GNU Backgammon's hint list
does: each with its equity, the loss against the best, the chance of winning
and the chances of the larger wins and losses (gammon and backgammon, or mars).
Before the roll it gives the position's chances and both pip counts.

The turns are scored by the analysis's own `rank_turns` at the quick depth
(the Expert's lookahead), on a worker thread of the panel's own, so the window
never waits; a newer position cancels the work for an older one. Nothing is
computed while the panel is hidden. The panel follows the game on the board,
or a position given to it (the position editor's Analyse).

Roll Out plays the leading turns (or, before the roll, the position) out on
the Roll Out dialog's worker; each rollout's figures show under the turn they
check, and stay while the panel shows that position. Copy as puts the
position on the clipboard as text or as an ID other programs read.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop.ai.analysis import RolledOut
from nardy_desktop.controller import Failed, MatchController, Outcome, Phase, Worker
from nardy_desktop.engine import Position, Side, Variant, legal_turns
from nardy_desktop.engine.position_ids import Setup
from nardy_desktop.placeholders import fill
from nardy_desktop.settings_store import Setting, boolean, read
from nardy_desktop.ui.analysis.candidate_table import (
    before_text,
    best_rolled,
    put_row,
    rollout_cells,
)
from nardy_desktop.ui.analysis.rollout_dialog import RolloutDialog, RolloutTarget, open_rollout
from nardy_desktop.ui.board.position_copy import CopyAsButton
from nardy_desktop.ui.common import numbers, retranslate, texts
from nardy_desktop.ui.common.host import WindowHost
from nardy_desktop.ui.common.plain_text import plain

log = logging.getLogger(__name__)
SHOWN = Setting("view/evaluation", False, boolean)  # View > Evaluation

TOP_TURNS = 8  # turns listed with the dice rolled (the Expert's lookahead keeps at most 8)


@dataclass(frozen=True)
class Request:
    """What the panel is asked to evaluate: a position (the side to move's
    view), the dice if rolled, and the match score as points still needed
    by the side to move and its opponent (None: points per game)."""

    position: Position
    dice: tuple[int, int] | None
    away: tuple[int, int] | None


@dataclass(frozen=True)
class TurnLine:
    """One turn of the list, from the side to move's side; `position` the
    position text of its result."""

    steps: tuple[Any, ...]
    equity: float
    win: float
    win_big: float
    win_backgammon: float
    lose_big: float
    lose_backgammon: float
    position: str = ""


@dataclass(frozen=True)
class Before:
    """The position before the roll: the side to move's chances and equity."""

    win: float
    win_big: float
    win_backgammon: float
    lose_big: float
    lose_backgammon: float
    equity: float


def evaluate_request(request: Request, cancel: threading.Event | None = None) -> object:
    """The panel's figures for `request`: a list of TurnLine (dice rolled) or
    a Before. Plain values in and out: it runs on the panel's worker thread."""
    from nardy_desktop.ai.analysis import TOP_CANDIDATES, Depth, rank_turns
    from nardy_desktop.ai.evaluate import evaluate
    from nardy_desktop.ai.match_equity import scorer

    pos = request.position
    score = scorer(pos.variant, request.away)
    if request.dice is None:
        y = evaluate([pos])[0]
        equity = float(score(y[None, :])[0])
        if pos.variant is Variant.LONG:
            return Before(float(y[0]), float(y[1]), 0.0, float(y[2]), 0.0, equity)
        win, win_big, win_bg, lose_big, lose_bg = (float(v) for v in y)
        return Before(win, win_big, win_bg, lose_big, lose_bg, equity)
    ranking = rank_turns(
        pos,
        request.dice,
        Depth.QUICK,
        score=score,
        cancel=cancel,
        top=TOP_TURNS,
        fill=TOP_CANDIDATES,
    )
    by_result = {t.result.to_text(): t for t in legal_turns(pos, request.dice)}
    return [
        TurnLine(
            tuple(by_result[c.position].steps),
            c.equity,
            c.win,
            c.win_big,
            c.win_backgammon,
            c.lose_big,
            c.lose_backgammon,
            c.position,
        )
        for c in ranking.candidates
    ]


def _percent(x: float) -> str:
    """A chance as a percentage with one decimal, as the interface language writes it."""
    return numbers.percent(x, 1)


def _signed(x: float) -> str:
    """An equity with its sign and three decimals, as the interface language writes it."""
    return numbers.signed(x, 3)


class EvaluationPanel(QDockWidget):
    """The dock of the evaluation; see the module docstring."""

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.widget)
        self.setObjectName("evaluationDock")
        self.controller: MatchController = host.controller
        self.worker = Worker(self)
        self.evaluate: Callable[[Request, threading.Event], object] = evaluate_request
        self._given: Request | None = None  # a position given to the panel (the editor's)
        self._request: Request | None = None  # what is shown, or being computed
        self._cancel: threading.Event | None = None
        self._result: object = None  # the figures of `_request`, once computed
        self._failed = ""
        self._headers: list[tuple[str, str]] = []  # the table's column titles and tips
        # Rollouts of the position shown (its turns' results, or itself before the roll).
        self._rolled: dict[str, RolledOut] = {}
        self._rolled_for: Request | None = None
        self.rollout_dialog: RolloutDialog | None = None
        self.copied = ""  # the text last put on the clipboard
        self.settings = host.settings  # where `remember_shown` keeps the choice

        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(6, 4, 6, 4)
        self.heading = QLabel()
        self.heading.setObjectName("evaluationHeading")
        self.heading.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        plain(self.heading, self.summary)  # the summary may quote an error's message
        tools = QHBoxLayout()
        self.rollout_button = QPushButton()
        self.rollout_button.setObjectName("evaluationRollOut")
        self.rollout_button.clicked.connect(self.ask_rollout)
        self.copy_button = CopyAsButton()
        self.copy_button.bind(self._setup_to_copy, self._on_copied, self._variant_shown)
        for b in (self.rollout_button, self.copy_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            tools.addWidget(b)
        self.copy_note = QLabel()
        self.copy_note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        plain(self.copy_note)
        tools.addWidget(self.copy_note, 1)
        self.table = QTableWidget(0, 8)
        self.table.setObjectName("evaluationTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(22)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setAlternatingRowColors(True)
        layout.addWidget(self.heading)
        layout.addLayout(tools)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addStretch()  # the texts stay at the top while the list is hidden
        self.setWidget(body)

        controller = self.controller
        controller.stateChanged.connect(self.refresh)
        controller.matchStarted.connect(self.refresh)
        self.visibilityChanged.connect(self._on_visibility)
        retranslate.register(self, self.retranslate_ui)

        # Docked below the board, hidden until asked for: View > Evaluation (E)
        # shows and hides it, and whether it shows is remembered.
        window = host.widget
        window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self)
        action = self.toggleViewAction()
        action.setShortcut(QKeySequence("E"))
        window.addAction(action)  # the shortcut works with the menu bar hidden too
        host.add_view_action(action)
        self.setVisible(read(self.settings, SHOWN))
        self.visibilityChanged.connect(self.remember_shown)
        window.resizeDocks([self], [250], Qt.Orientation.Vertical)
        controller.shuttingDown.connect(self.shutdown)

    # ----- what to show ------------------------------------------------------------
    def show_position(self, position: Position, dice: tuple[int, int] | None) -> None:
        """Evaluate `position` (with `dice` if rolled) instead of the game, and show
        the panel; `follow_game` goes back to the game on the board."""
        self._given = Request(position, dice, None)
        self.show()
        self.raise_()
        self.refresh()

    def follow_game(self) -> None:
        if self._given is not None:
            self._given = None
            self.refresh()

    @property
    def following_game(self) -> bool:
        return self._given is None

    def _game_request(self) -> Request | None:
        c = self.controller
        game = c.game
        if game is None or game.is_over or c.phase is Phase.AWAIT_ROLL_OFF:
            return None
        player = c.player_to_move()
        away = c.away(player) if player is not None else None
        return Request(game.turn_start, game.dice, away)

    def current_request(self) -> Request | None:
        return self._given if self._given is not None else self._game_request()

    @property
    def result(self) -> object:
        """The figures shown (a list of TurnLine, a Before), None while computing."""
        return self._result

    @property
    def computing(self) -> bool:
        return self._cancel is not None

    # ----- computing -----------------------------------------------------------------
    def refresh(self) -> None:
        """Follow the board: start on a position not yet evaluated, if shown."""
        request = self.current_request()
        if request == self._request and (self._result is not None or self._cancel is not None):
            self._render()
            return
        self._stop()
        self._request = request
        self._result = None
        self._failed = ""
        self.copy_note.setText("")
        if request is not None and self.isVisible():
            self._start(request)
        self._render()

    def _on_visibility(self, visible: bool) -> None:
        if visible:
            self.refresh()
        else:
            self._stop()  # a hidden panel costs nothing

    def _start(self, request: Request) -> None:
        cancel = threading.Event()
        self._cancel = cancel
        evaluate = self.evaluate

        def deliver(outcome: Outcome[object]) -> None:
            self._on_result(request, cancel, outcome)

        self.worker.start(lambda: evaluate(request, cancel), deliver, cancel)

    def _stop(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
        if self._result is None:
            self._request = None  # nothing kept: computed again when asked

    def _on_result(
        self, request: Request, cancel: threading.Event, outcome: Outcome[object]
    ) -> None:
        if cancel is not self._cancel or request != self._request:
            return
        self._cancel = None
        if isinstance(outcome, Failed):
            error = outcome.error
            log.warning("evaluation failed: %r", error)
            self._failed = f"{type(error).__name__}: {error}"
            self._result = None
        else:
            self._result = outcome.value
        self._render()

    def remember_shown(self, visible: bool) -> None:
        """Keep whether the panel shows for the next start: when the player shows
        or hides it, not when the window closing hides it too."""
        top = self.parentWidget()
        try:
            chosen = top is not None and top.isVisible()
        except RuntimeError:  # the window is being destroyed
            return
        if chosen:
            self.settings.setValue(SHOWN.key, visible)

    def shutdown(self) -> None:
        """Stop the work in hand and wait for it (the window is closing)."""
        if self.rollout_dialog is not None:
            self.rollout_dialog.close()
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
        self.worker.wait(5000)

    # ----- showing -------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Evaluation"))
        self.toggleViewAction().setText(self.tr("&Evaluation"))
        self.rollout_button.setText(self.tr("R&oll Out\u2026"))
        self.rollout_button.setToolTip(
            self.tr("Play the leading turns, or the position before the roll, out many times")
        )
        self._render()

    def _render(self) -> None:
        request = self._request if self._request is not None else self.current_request()
        for b in (self.rollout_button, self.copy_button):
            b.setEnabled(request is not None)
        if request is None:
            game = self.controller.game
            if game is not None and game.is_over:
                self.heading.setText(self.tr("The game is over."))
            else:
                self.heading.setText(self.tr("No position to evaluate."))
            self.summary.setText("")
            self.table.setRowCount(0)
            self.table.setVisible(False)
            return
        pos = request.position
        side = texts.side_name(pos.side)
        pips = fill(
            self.tr("Pip counts: White %1, Black %2"),
            pos.pip_count(Side.WHITE),
            pos.pip_count(Side.BLACK),
        )
        given = self._given is not None
        if request.dice is None:
            heading = self.tr("Position set up: %1 to roll.") if given else self.tr("%1 to roll.")
            self.heading.setText(fill(heading, side))
        else:
            d1, d2 = request.dice
            if given:
                heading = self.tr("Position set up: %1 to play %2-%3.")
            else:
                heading = self.tr("%1 to play %2-%3.")
            self.heading.setText(fill(heading, side, d1, d2))
        result = self._result
        if self._failed:
            self.summary.setText(
                fill(self.tr("The evaluation failed (%1). %2"), self._failed, pips)
            )
        elif result is None:
            self.summary.setText(fill(self.tr("Calculating\u2026 %1"), pips))
        elif isinstance(result, Before):
            text = self._before_text(result, pos, side) + " " + pips
            rolled = self.rolled(pos.to_text())
            if rolled is not None:
                text += "\n" + before_text(rolled, pos.variant)
            self.summary.setText(text)
        else:
            self.summary.setText(
                fill(
                    self.tr("Chances for %1 after each turn (the Expert's lookahead). %2"),
                    side,
                    pips,
                )
            )
        lines = result if isinstance(result, list) else []
        self.table.setVisible(request.dice is not None)
        self._fill(lines, pos.variant)

    def _before_text(self, b: Before, pos: Position, side: str) -> str:
        win, equity = _percent(b.win), _signed(b.equity)
        if pos.variant is Variant.LONG:
            return fill(
                self.tr("Winning chance for %1: %2 (a mars %3); losing a mars: %4. Equity %5."),
                side,
                win,
                _percent(b.win_big),
                _percent(b.lose_big),
                equity,
            )
        return fill(
            self.tr(
                "Winning chance for %1: %2 (a gammon %3, a backgammon %4); "
                "losing a gammon: %6 (a backgammon %7). Equity %5."
            ),
            side,
            win,
            _percent(b.win_big),
            _percent(b.win_backgammon),
            equity,
            _percent(b.lose_big),
            _percent(b.lose_backgammon),
        )

    def _fill(self, lines: list[TurnLine], variant: Variant) -> None:
        columns = self._columns(variant)
        if columns != self._headers:  # set again only for another game or language
            self._headers = columns
            self.table.setColumnCount(len(columns))
            for col, (title, tip) in enumerate(columns):
                header = QTableWidgetItem(title)
                header.setToolTip(tip)
                self.table.setHorizontalHeaderItem(col, header)
        rolled = [self.rolled(line.position) for line in lines]
        best_r = best_rolled(rolled)
        self.table.setRowCount(len(lines) + sum(r is not None for r in rolled))
        best = lines[0].equity if lines else 0.0
        row = -1
        for i, line in enumerate(lines):
            row += 1
            values = [
                str(i + 1),
                texts.moves_text(line.steps),
                _signed(line.equity),
                "" if i == 0 else _signed(line.equity - best),
                _percent(line.win),
                _percent(line.win_big),
            ]
            if variant is Variant.BACKGAMMON:
                values += [
                    _percent(line.win_backgammon),
                    _percent(line.lose_big),
                    _percent(line.lose_backgammon),
                ]
            else:
                values.append(_percent(line.lose_big))
            for col, value in enumerate(values):
                item = QTableWidgetItem(value)
                if col != 1:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, col, item)
            r = rolled[i]
            if r is not None:  # the rollout under the evaluation it checks
                row += 1
                put_row(self.table, row, rollout_cells(r, variant, best_r), rolled=r)

    def _columns(self, variant: Variant) -> list[tuple[str, str]]:
        """Each column's title and what it means (its tooltip)."""
        common = [
            ("#", self.tr("Rank by equity")),
            (self.tr("Move"), ""),
            (
                self.tr("Equity"),
                self.tr("Expected points of the game, or the match score rescaled to points"),
            ),
            (self.tr("Loss"), self.tr("Equity lost against the best turn")),
            (self.tr("Win"), self.tr("Chance of winning the game")),
        ]
        if variant is Variant.LONG:
            return [
                *common,
                (self.tr("Win mars"), self.tr("Chance of winning with a mars")),
                (self.tr("Lose mars"), self.tr("Chance of losing with a mars")),
            ]
        return [
            *common,
            (self.tr("Win gammon"), self.tr("Chance of winning a gammon or a backgammon")),
            (self.tr("Win bg"), self.tr("Chance of winning a backgammon")),
            (self.tr("Lose gammon"), self.tr("Chance of losing a gammon or a backgammon")),
            (self.tr("Lose bg"), self.tr("Chance of losing a backgammon")),
        ]

    # ----- Roll Out and Copy as ------------------------------------------------------
    def rolled(self, position: str) -> RolledOut | None:
        """The rollout of `position` done for the position shown, if any."""
        if self._rolled_for is None or self._rolled_for != self.current_request():
            return None
        return self._rolled.get(position)

    def ask_rollout(self) -> RolloutDialog | None:
        """Roll Out the turns listed (their order kept), or the position before the roll."""
        request = self.current_request()
        if request is None:
            return None
        lines = self._result if isinstance(self._result, list) else []
        if request.dice is not None and not lines:
            return None  # the turns are still being scored
        if self.rollout_dialog is not None:
            self.rollout_dialog.close()
        target = RolloutTarget(
            request.position,
            request.dice,
            tuple(line.position for line in lines if line.position),
        )
        dlg = open_rollout(target, self, lambda rolled: self._on_rolled(request, rolled))
        dlg.finished.connect(self._forget_rollout_dialog)
        self.rollout_dialog = dlg
        return dlg

    def _forget_rollout_dialog(self) -> None:
        self.rollout_dialog = None

    def _on_rolled(self, request: Request, rolled: tuple[RolledOut, ...]) -> None:
        if self._rolled_for != request:
            self._rolled = {}
            self._rolled_for = request
        self._rolled.update({r.position: r for r in rolled})
        self._render()

    def _variant_shown(self) -> Variant:
        request = self.current_request()
        return request.position.variant if request is not None else Variant.LONG

    def _setup_to_copy(self) -> Setup | None:
        """The position shown, with its dice, and the match's length and score
        when it is the game in play."""
        request = self.current_request()
        if request is None:
            return None
        match = self.controller.match
        if self._given is not None or match is None or not match.white_players:
            return Setup(request.position, request.dice)
        white = match.white_players[-1]
        score = (match.score[white], match.score[1 - white])
        if max(score) >= match.length:
            return Setup(request.position, request.dice)
        return Setup(request.position, request.dice, match.length, score)

    def _on_copied(self, text: str) -> None:
        """Say what was copied beside the button."""
        self.copied = text
        self.copy_note.setText(fill(self.tr("Copied: %1"), text))

    def rows(self) -> list[list[str]]:
        """The table as shown, row by row (for tests and screenshots)."""
        out = []
        for r in range(self.table.rowCount()):
            out.append(
                [
                    (it.text() if (it := self.table.item(r, c)) is not None else "")
                    for c in range(self.table.columnCount())
                ]
            )
        return out
