"""The side panels: the score of the match and the moves of the current game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop.controller import MatchController, Phase, call_later
from nardy_desktop.engine import GameResult, Position, Side, TurnRecord
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.common import retranslate, texts
from nardy_desktop.ui.common.checker_icon import checker_icon
from nardy_desktop.ui.common.host import CellNote
from nardy_desktop.ui.common.plain_text import plain, tooltip


class ElidedLabel(QLabel):
    """One line that ends in "…" when the room is short rather than widen the
    panel (a name of forty letters); `text()` stays whole, and so does the tooltip."""

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        return QSize(
            min(hint.width(), self.fontMetrics().horizontalAdvance("MMM\u2026")), hint.height()
        )

    def paintEvent(self, event: QPaintEvent) -> None:
        room = self.contentsRect()
        text = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, room.width())
        p = QPainter(self)
        self.style().drawItemText(
            p,
            room,
            int(self.alignment() | Qt.AlignmentFlag.AlignVCenter),
            self.palette(),
            self.isEnabled(),
            text,
            self.foregroundRole(),
        )
        p.end()


def _breaking_where_it_reads(line: str, count: str) -> str:
    """A seat's line, `line` (its colour and level) then the pip count `count`,
    with non-breaking spaces but after a comma and before the count: a wrapped
    line breaks between "Black · computer," and "Expert", or before "pips",
    never inside "Black · computer"."""

    def whole(text: str) -> str:
        return text.replace(" ", "\u00a0")

    parts = [whole(part) for part in line.split(", ")] if line else []
    text = ", ".join(parts)
    return f"{text}\u00a0\u00b7 {whole(count)}" if text else whole(count)


class _MoveDelegate(QStyledItemDelegate):
    """Draws a move list cell with no line break inside a move: a long turn
    wraps between its moves ("bar/23" stays whole), the item's text unchanged."""

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        option.text = option.text.replace("/", "/\u2060")


@dataclass(frozen=True)
class Reviewed:
    """A position looked back at on the board in the game's place: the panel
    speaks of it rather than of the game in play underneath."""

    position: Position
    sides: tuple[Side, Side]  # each seat's colour in the game looked back at
    game: int
    move: int  # the move list's row


class ScorePanel(QFrame):
    """Both players with their colour, score out of N, pips and whose turn it is.

    Under each name, its colour (and the computer's level) and its pip count,
    wrapped rather than cut short in a narrow panel (`pips`)."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setObjectName("scorePanel")
        self.last_result: GameResult | None = None
        self.last_winner: int | None = None  # the seat that won the last game
        self._thinking = False
        self.reviewed: Reviewed | None = None
        self.practice: MatchController | None = None  # practice's, while it has the board
        layout = QVBoxLayout(self)
        self.title = QLabel()
        self.title.setObjectName("matchTitle")
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        self.turn_marks: list[QLabel] = []
        self.swatches: list[QLabel] = []
        self._swatch_sides: list[Side | None] = [None, None]
        self.names: list[QLabel] = []
        self.scores: list[QLabel] = []
        self.pips: list[QLabel] = []  # the seat's colour, the computer's level, the pips
        for i in range(2):
            mark = QLabel()
            mark.setFixedWidth(16)
            swatch = QLabel()
            name = ElidedLabel()
            name.setTextFormat(Qt.TextFormat.PlainText)
            name.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            score = QLabel()
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            score.setObjectName("score")
            # Under the name, one line the width of the seat: the colour, the
            # computer's level and the pip count ("Black · computer, Expert ·
            # pips: 167"), on two lines in a narrow panel, broken only after
            # the comma or before the pip count, never cut short.
            pips = QLabel()
            wrapping = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            wrapping.setHeightForWidth(True)  # as tall as its lines at its width
            pips.setSizePolicy(wrapping)
            pips.setWordWrap(True)
            pips.setTextFormat(Qt.TextFormat.PlainText)
            row = i * 2
            grid.addWidget(mark, row, 0)
            grid.addWidget(swatch, row, 1)
            grid.addWidget(name, row, 2)
            grid.addWidget(score, row, 3)
            grid.addWidget(pips, row + 1, 1, 1, 3)
            self.turn_marks.append(mark)
            self.swatches.append(swatch)
            self.names.append(name)
            self.scores.append(score)
            self.pips.append(pips)
        grid.setColumnStretch(2, 1)
        layout.addLayout(grid)
        self.game_label = QLabel()
        self.game_label.setWordWrap(True)  # before a match it says how to start one
        self.turn_label = QLabel()
        self.turn_label.setWordWrap(True)
        self.last_label = QLabel()
        self.last_label.setWordWrap(True)
        layout.addWidget(self.game_label)
        layout.addWidget(self.turn_label)
        layout.addWidget(self.last_label)
        plain(self.title, self.game_label, self.turn_label, self.last_label)  # names in them
        controller.stateChanged.connect(self.refresh)
        controller.matchStarted.connect(self._on_match_started)
        controller.gameOver.connect(self._on_game_over)
        controller.thinking.connect(self._on_thinking)
        retranslate.register(self, self.retranslate_ui)

    def retranslate_ui(self) -> None:
        self.refresh()

    def _on_match_started(self) -> None:
        self.last_result = None
        self.refresh()

    def _on_game_over(self, result: GameResult) -> None:
        match = self.controller.match
        self.last_result = result
        if match is not None:
            self.last_winner = match.player_of(result.winner)
        self.refresh()

    def _on_thinking(self, on: bool) -> None:
        self._thinking = on
        self.refresh()

    def show_reviewed(self, reviewed: Reviewed | None) -> None:
        """The board shows `reviewed` (None: the game in play again): the seats'
        colours and pips are that position's, and the panel says which move it
        is rather than whose turn it is in the game."""
        self.reviewed = reviewed
        self.refresh()

    def show_practice(self, controller: MatchController | None) -> None:
        """Practice has the board, played by `controller` (None: the match has it
        again): the panel says so and shows the practice position, its seats and
        pips; the match's lines come back as they were when practice stops."""
        self.practice = controller
        self.refresh()

    def _set_swatch(self, i: int, side: Side | None) -> None:
        """Player `i`'s colour (none before the roll-off), set again only when
        it changes: a new pixmap makes the label lay itself out anew."""
        label = self.swatches[i]
        if side is None:
            label.clear()
            label.setToolTip("")
        else:
            if self._swatch_sides[i] is not side:
                label.setPixmap(checker_icon(side))
            label.setToolTip(texts.side_name(side))
        self._swatch_sides[i] = side

    def refresh(self) -> None:
        self._refresh()
        # An empty line takes no room: in a small window the move list has it.
        for label in (self.turn_label, self.last_label):
            label.setVisible(bool(label.text()))

    def _refresh(self) -> None:
        if self.practice is not None and self._practice_refresh(self.practice):
            return
        c = self.controller
        match = c.match
        game = c.game
        if match is None or game is None:
            self.title.setText(self.tr("No match in progress"))
            for i in range(2):
                self.names[i].setText("")
                self.scores[i].setText("")
                self.pips[i].setText("")
                self._set_swatch(i, None)
                self.turn_marks[i].clear()
            self.game_label.setText(self.tr("Start a new match with Game > New match (Ctrl+N)."))
            self.turn_label.setText("")
            self.last_label.setText("")
            return
        self.title.setText(
            fill(
                self.tr("%1 \u2014 match to %n point(s)", "", match.length),
                texts.variant_name(match.variant),
            )
        )
        reviewed = self.reviewed
        # Before a roll-off from real dice, nobody has a colour or the move yet.
        rolling_off = c.phase is Phase.AWAIT_ROLL_OFF and reviewed is None
        to_move = None if rolling_off else c.player_to_move()
        pos = game.position
        sides = (match.side_of(0), match.side_of(1))
        if reviewed is not None:
            pos, sides = reviewed.position, reviewed.sides
            to_move = sides.index(pos.side)
        for i in range(2):
            side = sides[i]
            spec = c.players[i]
            self.names[i].setText(spec.name)
            self.names[i].setToolTip(tooltip(spec.name))
            if rolling_off:
                self._set_swatch(i, None)
            else:
                self._set_swatch(i, side)
            self.scores[i].setText(fill(self.tr("%1 / %2"), match.score[i], match.length))
            if spec.computer and rolling_off:
                line = fill(self.tr("computer, %2"), "", texts.level_name(spec.level))  # no %1
            elif spec.computer:
                line = fill(
                    self.tr("%1 \u00b7 computer, %2"),
                    texts.side_name(side),
                    texts.level_name(spec.level),
                )
            elif rolling_off:
                line = ""
            else:
                line = texts.side_name(side)
            count = fill(self.tr("pips: %2"), "", pos.pip_count(side))  # no %1
            whole = f"{line} \u00b7 {count}" if line else count
            self.pips[i].setText(_breaking_where_it_reads(line, count))
            self.pips[i].setToolTip(tooltip(whole))
            self.turn_marks[i].setText("\u25b6" if to_move == i else "")
        if reviewed is not None:
            self.game_label.setText(
                fill(self.tr("Reviewing game %1, move %2"), reviewed.game, reviewed.move)
            )
            self.turn_label.setText("")
        else:
            self.game_label.setText(fill(self.tr("Game %1"), match.game_number))
            self.turn_label.setText(self._turn_text(to_move, rolling_off))
        self._last_text()

    def _practice_refresh(self, c: MatchController) -> bool:
        """The practice position's lines (False: practice has no game yet)."""
        match, game = c.match, c.game
        if match is None or game is None:
            return False
        self.title.setText(fill(self.tr("Practice \u2014 %1"), texts.variant_name(match.variant)))
        to_move = c.player_to_move()
        for i in range(2):
            side = match.side_of(i)
            name = texts.shown_name(c.players[i].name)
            self.names[i].setText(name)
            self.names[i].setToolTip(tooltip(name))
            self._set_swatch(i, side)
            self.scores[i].setText("")
            count = fill(self.tr("pips: %2"), "", game.position.pip_count(side))  # no %1
            line = texts.side_name(side)
            self.pips[i].setText(_breaking_where_it_reads(line, count))
            self.pips[i].setToolTip(tooltip(f"{line} \u00b7 {count}"))
            self.turn_marks[i].setText("\u25b6" if to_move == i else "")
        self.game_label.setText(
            self.tr("The match waits as it stands; Stop in the practice panel brings it back.")
        )
        turn = ""
        if to_move is not None and not game.is_over:
            turn = fill(
                self.tr("%1 (%2) to move"),
                texts.shown_name(c.players[to_move].name),
                texts.side_name(game.side_to_move),
            )
        self.turn_label.setText(turn)
        self.last_label.setText("")
        return True

    def _turn_text(self, to_move: int | None, rolling_off: bool) -> str:
        c = self.controller
        match, game = c.match, c.game
        assert match is not None and game is not None
        if c.phase is Phase.MATCH_OVER and match.winner is not None:
            turn = fill(self.tr("%1 wins the match."), match.players[match.winner])
        elif c.phase is Phase.GAME_OVER or game.is_over:
            turn = self.tr("The game is over.")
        elif rolling_off:
            turn = self.tr("Roll-off: each player rolls one die")
        elif to_move is not None:
            name = match.players[to_move]
            side_text = texts.side_name(game.side_to_move)
            if self._thinking:
                turn = self.tr("%1 (%2) is thinking\u2026")
            elif c.phase is Phase.AWAIT_ROLL and c.is_human_turn:
                turn = self.tr("%1 (%2) to roll")
            else:
                turn = self.tr("%1 (%2) to move")
            turn = fill(turn, name, side_text)
        else:
            turn = ""
        return turn

    def _last_text(self) -> None:
        c = self.controller
        match = c.match
        assert match is not None
        if self.last_result is not None and self.last_winner is not None:
            # The seat's name as it is now: the program's own follow the language.
            self.last_label.setText(
                fill(
                    self.tr("Last game: %1 \u2014 %2"),
                    match.players[self.last_winner],
                    texts.win_text(self.last_result),
                )
            )
        else:
            self.last_label.setText("")


class MoveListPanel(QTableWidget):
    """Every turn of the current game, White's and Black's side by side.

    One rule for every entry: a turn too long for its column wraps onto more
    lines, never cut with "…", and the rows take the height their text needs
    again whenever the columns change width (the window resized, the panel
    shown again).

    Each turn is written in the numbering the board shows (`set_numbering`),
    so that "13/7" is read off the point numbers beside it, also for the
    opponent's turns."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(0, 2, parent)
        self.controller = controller
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setDefaultSectionSize(22)
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setObjectName("moveList")
        # A row or two at the least: in the smallest window the seats' lines
        # above it get the height they need to be read whole.
        self.setMinimumHeight(48)
        self.setItemDelegate(_MoveDelegate(self))
        self._resize_due = False
        self._at_bottom = True
        self.horizontalHeader().sectionResized.connect(self._rows_to_refit)
        self._records: dict[tuple[int, int], TurnRecord] = {}
        self._notes: Callable[[int], CellNote | None] | None = None
        self.practising = False  # practice has the board: the match's turns are put away
        # For White's turns and Black's, the side whose numbering writes them.
        self._numbering: tuple[Side, Side] = (Side.WHITE, Side.BLACK)
        controller.gameStarted.connect(self._on_game_started)
        controller.turnFinished.connect(self._on_turn)
        controller.matchStarted.connect(self._clear)
        retranslate.register(self, self.retranslate_ui)

    def retranslate_ui(self) -> None:
        self.setHorizontalHeaderLabels([texts.side_name(Side.WHITE), texts.side_name(Side.BLACK)])
        self.refresh_notes()  # the notation's words follow

    def set_numbering(self, white: Side, black: Side) -> None:
        """Write White's turns in `white`'s numbering and Black's in `black`'s
        (each its own: as the movers count), every turn written again when
        that changes."""
        numbering = (Side(white), Side(black))
        if numbering != self._numbering:
            self._numbering = numbering
            self.refresh_notes()
            self.resizeRowsToContents()

    def apply_theme(self) -> None:
        """The theme's colours for the analysis's marks (ui.board.themes calls it)."""
        self.refresh_notes()

    def set_notes(self, notes: Callable[[int], CellNote | None] | None) -> None:
        """What to show beside each turn (the analysis's marks): `notes(n)` for the
        turn numbered n in the current game (1 first), or None for nothing."""
        self._notes = notes
        self.refresh_notes()

    def refresh_notes(self) -> None:
        for (row, col), record in self._records.items():
            item = self.item(row, col)
            if item is not None:
                self._show(item, row, col, record)

    def _show(self, item: QTableWidgetItem, row: int, col: int, record: TurnRecord) -> None:
        text = self._cell_text(record)
        note = self._notes(2 * row + col + 1) if self._notes is not None else None
        if note is None:
            item.setText(text)
            item.setToolTip(tooltip(text))
            item.setData(Qt.ItemDataRole.ForegroundRole, None)
            return
        item.setText(f"{text} {note.symbol}" if note.symbol else text)
        item.setToolTip(tooltip(f"{text}\n{note.tooltip}"))  # moves from a saved analysis
        item.setData(Qt.ItemDataRole.ForegroundRole, note.colour)

    def _rows_to_refit(self, *_args: object) -> None:
        """Columns changed width: every row takes its text's height again, once
        for the whole resize (both columns report it)."""
        if not self._resize_due:
            bar = self.verticalScrollBar()
            self._at_bottom = bar.value() >= bar.maximum() - 2
            self._resize_due = True
            call_later(self, 0, self._refit_rows)

    def _refit_rows(self) -> None:
        self._resize_due = False
        self.resizeRowsToContents()
        if self._at_bottom:  # the last turns stay in sight
            self.scrollToBottom()

    def _clear(self) -> None:
        self.setRowCount(0)
        self._records.clear()

    def set_practising(self, practising: bool) -> None:
        """While practice has the board the list is empty (the practice turn is
        on the board); then the match's turns come back, written as before."""
        if practising == self.practising:
            return
        self.practising = practising
        if practising:
            self._clear()
        else:
            self._on_game_started(0)

    def _on_game_started(self, number: int) -> None:
        self._clear()
        if self.practising:
            return  # written when practice gives the board back
        game = self.controller.game
        if game is not None and game.history:  # a resumed game shows the turns already played
            # All at once, sized and scrolled once: a resumed game may hold a thousand turns.
            self.setUpdatesEnabled(False)
            try:
                for record in game.history:
                    self._place(record)
                self.resizeRowsToContents()
            finally:
                self.setUpdatesEnabled(True)
            self.scrollToBottom()

    def _on_turn(self, record: TurnRecord) -> None:
        if not self.practising:
            self.add_record(record)

    def add_record(self, record: TurnRecord) -> None:
        row = self._place(record)
        self.resizeRowToContents(row)
        self.scrollToBottom()

    def _place(self, record: TurnRecord) -> int:
        """Put the turn in its cell (a new row for White's, or when Black's row
        is taken) and return its row."""
        col = int(record.side)
        row = self.rowCount() - 1
        if col == 0 or row < 0 or self.item(row, 1) is not None:
            self.insertRow(self.rowCount())
            row = self.rowCount() - 1
        item = QTableWidgetItem()
        self._show(item, row, col, record)
        self.setItem(row, col, item)
        self._records[(row, col)] = record
        return row

    def _cell_text(self, record: TurnRecord) -> str:
        d1, d2 = record.dice
        mover = Side(record.side)
        numbering = (record.before.variant, mover, self._numbering[int(mover)])
        return f"{d1}{d2}: {texts.moves_text(record.steps, numbering)}"

    def lines(self) -> list[tuple[str, str]]:
        out = []
        for r in range(self.rowCount()):
            cells = []
            for c in range(2):
                it = self.item(r, c)
                cells.append(it.text() if it is not None else "")
            out.append((cells[0], cells[1]))
        return out
