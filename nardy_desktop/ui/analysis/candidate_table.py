"""A decision's candidates as GNU Backgammon lists them, with the rollouts asked for.

Each candidate has a row: its rank, the move, its equity, its loss against the
best, the chance of winning and of the larger wins and losses. A candidate
rolled out has a second row just under it, in italics on a tinted ground,
with the rollout's figures in the same columns (the equity with its standard
error), so that the evaluation and the rollout that checks it are read side
by side. Above the table: All Turns (every legal turn of the roll, scored on
request) and Roll Out; under it, the rollout of the position before the roll.
The analysis panel and the evaluation panel both show their lists so.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop.ai.analysis import DecisionAnalysis, Mark, RolledOut
from nardy_desktop.engine import Side, Variant
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.analysis import analysis_texts as at
from nardy_desktop.ui.common import numbers, retranslate
from nardy_desktop.ui.common.plain_text import plain, tooltip

ROLLED_TINT = QColor(120, 160, 220, 60)  # a rollout's row: a tint that reads on any theme
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def headers(variant: Variant) -> list[tuple[str, str]]:
    """(header, tooltip) of each column."""
    cols = [
        (
            QCoreApplication.translate("CandidateTable", "#"),
            QCoreApplication.translate("CandidateTable", "Rank among all the turns scored"),
        ),
        (QCoreApplication.translate("CandidateTable", "Move"), ""),
        (
            QCoreApplication.translate("CandidateTable", "Equity"),
            QCoreApplication.translate(
                "CandidateTable",
                "Expected points of the game, or the match score rescaled to points",
            ),
        ),
        (
            QCoreApplication.translate("CandidateTable", "Loss"),
            QCoreApplication.translate("CandidateTable", "Equity lost against the best turn"),
        ),
        (
            QCoreApplication.translate("CandidateTable", "Win"),
            QCoreApplication.translate("CandidateTable", "Chance of winning the game"),
        ),
    ]
    if variant is Variant.LONG:
        return [
            *cols,
            (
                QCoreApplication.translate("CandidateTable", "Win mars"),
                QCoreApplication.translate("CandidateTable", "Chance of winning with a mars"),
            ),
            (
                QCoreApplication.translate("CandidateTable", "Lose mars"),
                QCoreApplication.translate("CandidateTable", "Chance of losing with a mars"),
            ),
        ]
    return [
        *cols,
        (
            QCoreApplication.translate("CandidateTable", "Win gammon"),
            QCoreApplication.translate(
                "CandidateTable", "Chance of winning a gammon or a backgammon"
            ),
        ),
        (
            QCoreApplication.translate("CandidateTable", "Win bg"),
            QCoreApplication.translate("CandidateTable", "Chance of winning a backgammon"),
        ),
        (
            QCoreApplication.translate("CandidateTable", "Lose gammon"),
            QCoreApplication.translate(
                "CandidateTable", "Chance of losing a gammon or a backgammon"
            ),
        ),
        (
            QCoreApplication.translate("CandidateTable", "Lose bg"),
            QCoreApplication.translate("CandidateTable", "Chance of losing a backgammon"),
        ),
    ]


def chances(values: Sequence[float], variant: Variant) -> list[str]:
    """win, win big, win backgammon, lose big, lose backgammon, as the columns show them."""
    win, win_big, win_bg, lose_big, lose_bg = values
    if variant is Variant.LONG:
        return [at.percent(win), at.percent(win_big), at.percent(lose_big)]
    return [at.percent(v) for v in (win, win_big, win_bg, lose_big, lose_bg)]


def estimate(mean: float, se: float) -> str:
    """An equity with its standard error: "+0.123 ± 0.020"."""
    return f"{numbers.signed(mean, 3)}\u00a0\u00b1\u00a0{numbers.decimal(se, 3)}"  # one piece


def trials_text(r: RolledOut) -> str:
    """ "rollout, trials: 144" (and the truncation, when the trials were cut short)."""
    if r.truncate:
        return fill(
            QCoreApplication.translate(
                "CandidateTable", "rollout, trials: %1, truncated after ply %2"
            ),
            r.trials,
            r.truncate,
        )
    return fill(QCoreApplication.translate("CandidateTable", "rollout, trials: %1"), r.trials)


def short_text(r: RolledOut) -> str:
    """ "rollout ×144": what a rollout's row says in the narrow Move column
    (its tooltip says the rest, `trials_text`)."""
    return fill(QCoreApplication.translate("CandidateTable", "rollout \u00d7%1"), r.trials)


def rolled_tip(r: RolledOut | None = None) -> str:
    tip = QCoreApplication.translate(
        "CandidateTable",
        "Rolled out: the games played out from this position, luck-adjusted, in points "
        "for a single game; the equity ± one standard error",
    )
    return tip if r is None else f"{trials_text(r)}\n{tip}"


def rollout_cells(r: RolledOut, variant: Variant, best: float | None) -> list[str]:
    """A rollout's row: no rank, what it is, its equity ± error, its loss
    against the best rollout of the list (`best`), its chances."""
    loss = "" if best is None else at.loss(best - r.equity)
    figures = (r.win, r.win_big, r.win_backgammon, r.lose_big, r.lose_backgammon)
    return ["", short_text(r), estimate(r.equity, r.equity_se), loss, *chances(figures, variant)]


def before_text(r: RolledOut, variant: Variant) -> str:
    """The rollout of the position before the roll, in a sentence."""
    if variant is Variant.LONG:
        big = fill(
            QCoreApplication.translate("CandidateTable", "winning a mars %1, losing a mars %2"),
            at.percent(r.win_big),
            at.percent(r.lose_big),
        )
    else:
        big = fill(
            QCoreApplication.translate(
                "CandidateTable",
                "winning a gammon %1 (a backgammon %2), losing a gammon %3 (a backgammon %4)",
            ),
            at.percent(r.win_big),
            at.percent(r.win_backgammon),
            at.percent(r.lose_big),
            at.percent(r.lose_backgammon),
        )
    return fill(
        QCoreApplication.translate(
            "CandidateTable", "Before the roll (%1): equity %2, winning chance %3; %4."
        ),
        short_text(r),
        estimate(r.equity, r.equity_se),
        at.percent(r.win),
        big,
    )


def make_table(name: str) -> QTableWidget:
    table = QTableWidget(0, 0)
    table.setObjectName(name)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(22)
    table.setWordWrap(False)
    return table


def set_headers(table: QTableWidget, variant: Variant) -> None:
    cols = headers(variant)
    table.setColumnCount(len(cols))
    for i, (text, tip) in enumerate(cols):
        item = QTableWidgetItem(text)
        item.setToolTip(tip)
        table.setHorizontalHeaderItem(i, item)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)


def put_row(
    table: QTableWidget, row: int, values: Sequence[str], rolled: RolledOut | None = None
) -> list[QTableWidgetItem]:
    """Write `values` into `row`; a rollout's row (`rolled`) in italics on its tint."""
    items = []
    for col, value in enumerate(values):
        item = QTableWidgetItem(value)
        if col != 1:
            item.setTextAlignment(RIGHT)
        else:  # whole on hover when the narrow column cuts it
            item.setToolTip(tooltip(value))
        if rolled is not None:
            font = QFont(item.font())
            font.setItalic(True)
            item.setFont(font)
            item.setBackground(ROLLED_TINT)
            item.setToolTip(rolled_tip(rolled))
        table.setItem(row, col, item)
        items.append(item)
    return items


def best_rolled(rollouts: Sequence[RolledOut | None]) -> float | None:
    equities = [r.equity for r in rollouts if r is not None]
    return max(equities) if equities else None


class CandidatesView(QWidget):
    """A decision's candidates (see the module docstring). `rows_of` maps each
    table row to its candidate's index."""

    allTurnsToggled = Signal(bool)
    rolloutWanted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        tools = QHBoxLayout()
        self.all_button = QCheckBox()  # a box: whether the list is whole reads at a glance
        self.all_button.setObjectName("allTurns")
        self.rollout_button = QPushButton()
        self.rollout_button.setObjectName("rollOut")
        for b in (self.all_button, self.rollout_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            tools.addWidget(b)
        self.state = QLabel()
        self.state.setWordWrap(True)
        plain(self.state)
        tools.addWidget(self.state, 1)  # the labels take the room left, not the buttons
        # Beside the buttons, not under the table: the table keeps its rows.
        self.before = QLabel()
        self.before.setObjectName("beforeRollout")
        self.before.setWordWrap(True)
        plain(self.before)
        self.before.setToolTip(rolled_tip())
        tools.addWidget(self.before, 1)
        self.before.hide()
        self.state.hide()
        tools.addStretch()  # when neither label shows: the buttons keep their size
        layout.addLayout(tools)
        self.table = make_table("candidates")
        layout.addWidget(self.table, 1)
        self.rows_of: list[int] = []
        self.all_button.toggled.connect(self.allTurnsToggled)
        self.rollout_button.clicked.connect(self.rolloutWanted)
        retranslate.register(self, self.retranslate_ui)

    def retranslate_ui(self) -> None:
        self.all_button.setText(QCoreApplication.translate("CandidateTable", "&All Turns"))
        self.all_button.setToolTip(
            QCoreApplication.translate(
                "CandidateTable",
                "List every legal turn of the roll, each scored at the decision's depth",
            )
        )
        self.rollout_button.setText(QCoreApplication.translate("CandidateTable", "R&oll Out\u2026"))
        self.rollout_button.setToolTip(
            QCoreApplication.translate(
                "CandidateTable",
                "Play the leading candidates, or the position before the roll, out many times",
            )
        )

    def set_state(self, text: str) -> None:
        self.state.setText(text)
        self.state.setVisible(bool(text))

    def clear(self) -> None:
        self.table.setRowCount(0)
        self.table.setColumnCount(0)
        self.rows_of = []
        self.before.hide()
        self.set_state("")
        for b in (self.all_button, self.rollout_button):
            b.setEnabled(False)

    def show_decision(
        self,
        d: DecisionAnalysis,
        variant: Variant,
        compared: int,
        played_label: str,
        numbering: tuple[Variant, Side, Side] | None = None,
    ) -> None:
        """`d`'s candidates, the played one in bold (and in its mark's colour),
        each rollout under its candidate; `played_label` writes the played move,
        `numbering` the points (`analysis_texts.move_text`'s)."""
        for b in (self.all_button, self.rollout_button):
            b.setEnabled(True)
        table = self.table
        set_headers(table, variant)
        rolled = [d.rollout_of(c.position) for c in d.candidates]
        best_r = best_rolled(rolled)
        table.setRowCount(len(d.candidates) + sum(r is not None for r in rolled))
        self.rows_of = []
        mark = d.mark
        row = 0
        for i, c in enumerate(d.candidates):
            is_played = i == d.played_index
            rank = d.played_rank if is_played else i + 1
            move = at.move_text(c.move, numbering)
            if is_played:
                move = fill(played_label, move)
            figures = (c.win, c.win_big, c.win_backgammon, c.lose_big, c.lose_backgammon)
            values = [
                str(rank),
                move,
                at.equity(c.equity),
                at.loss(d.equity_best - c.equity),
                *chances(figures, variant),
            ]
            for item in put_row(table, row, values):
                if is_played:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                    if mark is not Mark.NONE:
                        item.setBackground(QColor(at.MARK_COLOURS[mark]).lighter(125))
                        item.setForeground(QColor("#1d140e"))
            self.rows_of.append(i)
            row += 1
            r = rolled[i]
            if r is not None:
                put_row(table, row, rollout_cells(r, variant, best_r), rolled=r)
                self.rows_of.append(i)
                row += 1
        if 0 <= compared < len(d.candidates):
            table.selectRow(self.rows_of.index(compared))
        before = d.before_rollout
        self.before.setVisible(before is not None)
        if before is not None:
            self.before.setText(before_text(before, variant))
            self.before.setToolTip(rolled_tip(before))

    def candidate_at(self, row: int) -> int | None:
        return self.rows_of[row] if 0 <= row < len(self.rows_of) else None


__all__ = [
    "CandidatesView",
    "before_text",
    "best_rolled",
    "chances",
    "estimate",
    "headers",
    "make_table",
    "put_row",
    "rollout_cells",
    "set_headers",
]
