"""Looking back over the games of a match: each turn with the board before and
after it, and Play From Here.

The boards are the analysis's still board (`ReviewScene`, drawn with the
board's own pieces in the board's layout: the checkers, the bar, the point
numbers, the pip counts), so that a position looks the same wherever it is
shown. The board before the turn has its dice and the turn played as arrows
(the analysis's arrows of the turn played); the board after it lights the
points the checkers left and reached, as the board in play lights a target.
Both are numbered for the side that played the turn, the numbering its moves
are written in, and turned as the board in play is (to Black on Black's turns
when it turns to the player to move).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGraphicsView,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from nardy_desktop.engine import Match, Position, Side, Step, TurnRecord, Variant
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.analysis.analysis_board import ReviewScene, background
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.board.board_layout import mover_location
from nardy_desktop.ui.board.items import HighlightItem
from nardy_desktop.ui.common import retranslate, texts
from nardy_desktop.ui.common.plain_text import tooltip

PlayFrom = Callable[[Position, tuple[int, int] | None], None]


def landing_marks(
    geometry: g.BoardGeometry, before: Position, steps: tuple[Step, ...]
) -> list[HighlightItem]:
    """The points (or bar, or tray) the turn's checkers left, lit softly, and
    those they reached, lit strongly: the board in play's own highlight."""
    mover = before.side
    left = {mover_location(before.variant, s.frm, mover) for s in steps}
    reached = {mover_location(before.variant, s.to, mover) for s in steps}
    marks = []
    for loc in sorted(left | reached, key=str):
        kind, where = loc
        if kind == "off":
            rect = geometry.tray_area(Side(where))
        elif kind == "bar":
            rect = geometry.bar_rect(Side(where))
        else:
            rect = geometry.point_rect(where)
        item = HighlightItem(rect.adjusted(2, 0, -2, 0), strong=loc in reached)
        item.setZValue(0.5)  # over the board, under the checkers
        marks.append(item)
    return marks


class BoardPicture(QGraphicsView):
    """A still board, scaled to the room it has. `position` is the position
    shown (None: an empty board)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.position: Position | None = None
        self.board: ReviewScene | None = None
        self.marks: list[HighlightItem] = []
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.apply_theme()
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(220, 150)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def apply_theme(self) -> None:
        """Around the board, the theme's own background (themes.repaint calls it)."""
        self.setBackgroundBrush(background())

    def sizeHint(self) -> QSize:
        return QSize(460, 315)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return round(width * g.HEIGHT / g.WIDTH)

    def set_position(
        self,
        position: Position | None,
        dice: tuple[int, int] | None = None,
        played: tuple[Step, ...] | None = None,
        numbered_for: Side | None = None,
        flipped: bool = False,
        marks_from: Position | None = None,
    ) -> None:
        """Show `position` with `dice` and the turn `played` as arrows, numbered
        for `numbered_for` (else the side to move); `marks_from`: the position
        before `played`, whose points left and reached are lit."""
        self.position = position
        self.marks = []
        if position is None:
            self.board = None
            self.setScene(None)
            return
        self.board = ReviewScene(
            position,
            dice,
            None if marks_from is not None else played,
            None,
            flipped,
            numbered_for=numbered_for,
        )
        if marks_from is not None and played:
            self.marks = landing_marks(self.board.geometry, marks_from, played)
            for item in self.marks:
                self.board.addItem(item)
        self.setScene(self.board)
        self._fit()

    def _fit(self) -> None:
        self.fitInView(QRectF(0, 0, g.WIDTH, g.HEIGHT), Qt.AspectRatioMode.KeepAspectRatio)
        if self.board is not None:  # the point numbers readable on a small board, as in play
            self.board.pieces.fit_numbers(self.transform().m11())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit()


class GameBrowserDialog(QDialog):
    """The games of a match, the turns of the chosen one in a list; picking a
    turn shows the board before and after it. Play From Here (when `play` is
    given) starts a new match from the position before the turn, with its dice."""

    def __init__(
        self,
        match: Match,
        game_index: int = -1,
        parent: QWidget | None = None,
        play: PlayFrom | None = None,
        turn_to_mover: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("gameBrowserDialog")
        self.match = match
        self.game_index = game_index % len(match.games) if match.games else 0
        self.history: list[TurnRecord] = []
        self.turn_to_mover = turn_to_mover
        self._play = play
        layout = QGridLayout(self)
        self.games = QComboBox()
        layout.addWidget(self.games, 0, 0)
        self.turns = QListWidget()
        self.turns.setMinimumWidth(220)
        self.turns.setWordWrap(True)  # every entry whole, however narrow the list
        self.turns.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.turns.setResizeMode(QListWidget.ResizeMode.Adjust)
        layout.addWidget(self.turns, 1, 0, 2, 1)
        self.before_label = QLabel()
        self.after_label = QLabel()
        for label in (self.before_label, self.after_label):
            label.setWordWrap(True)
        self.before = BoardPicture()
        self.after = BoardPicture()
        self.before_counts = QLabel()
        self.after_counts = QLabel()
        layout.addWidget(self.before_label, 0, 1)
        layout.addWidget(self.before, 1, 1)
        layout.addWidget(self.before_counts, 2, 1, Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.after_label, 0, 2)
        layout.addWidget(self.after, 1, 2)
        layout.addWidget(self.after_counts, 2, 2, Qt.AlignmentFlag.AlignTop)
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.play_button = QPushButton()
        self.box.addButton(self.play_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.play_button.clicked.connect(self.play_from_here)
        self.play_button.setVisible(play is not None)
        self.box.rejected.connect(self.reject)
        layout.addWidget(self.box, 3, 0, 1, 3)
        layout.setRowStretch(1, 1)
        layout.setColumnStretch(0, 2)
        layout.setColumnStretch(1, 3)
        layout.setColumnStretch(2, 3)
        self.turns.currentRowChanged.connect(self.show_turn)
        retranslate.register(self, self.retranslate_ui)
        self.games.currentIndexChanged.connect(self.show_game)
        self.show_game(self.game_index)
        size = QSize(1180, 480)
        screen = self.screen()
        if screen is not None:  # no larger than the screen
            size = size.boundedTo(screen.availableSize() * 0.95)
        self.resize(size)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Moves of the Match"))
        self.play_button.setText(self.tr("Play &From Here\u2026"))
        self.play_button.setToolTip(
            self.tr("A new match from the position before this turn, with its dice")
        )
        blocked = self.games.blockSignals(True)
        self.games.clear()
        for i in range(len(self.match.games)):
            self.games.addItem(fill(self.tr("Game %1"), i + 1))
        self.games.setCurrentIndex(self.game_index)
        self.games.blockSignals(blocked)
        self._fill_turns()
        self._board_texts()

    def _names(self) -> tuple[str, str]:
        """(White's player, Black's player) in the chosen game."""
        white = self.match.white_players[self.game_index]
        players = [texts.shown_name(name) for name in self.match.players]
        return players[white], players[1 - white]

    def _fill_turns(self) -> None:
        row = self.turns.currentRow()
        blocked = self.turns.blockSignals(True)
        self.turns.clear()
        names = self._names() if self.match.games else ("", "")
        for i, rec in enumerate(self.history):
            name = names[0 if rec.side is Side.WHITE else 1]
            d1, d2 = rec.dice
            moves = texts.moves_text(rec.steps)
            text = f"{i + 1}. {name} ({texts.side_name(rec.side)}) {d1}{d2}: {moves}"
            item = QListWidgetItem(text)
            item.setToolTip(tooltip(text))  # the players' names
            self.turns.addItem(item)
        self.turns.blockSignals(blocked)
        if self.history:
            self.show_turn(max(0, min(row, len(self.history) - 1)))

    def show_game(self, index: int) -> None:
        if not 0 <= index < len(self.match.games):
            return
        self.game_index = index
        if self.games.currentIndex() != index:
            self.games.setCurrentIndex(index)
        self.history = list(self.match.games[index].history)
        self.turns.setCurrentRow(-1)
        self._fill_turns()
        if not self.history:
            self.before.set_position(self.match.games[index].position)
            self.after.set_position(None)
            self._board_texts()
        self.play_button.setEnabled(bool(self.history))

    @property
    def turn(self) -> TurnRecord | None:
        """The turn shown."""
        row = self.turns.currentRow()
        return self.history[row] if 0 <= row < len(self.history) else None

    def show_turn(self, index: int) -> None:
        if not 0 <= index < len(self.history):
            return
        if self.turns.currentRow() != index:
            self.turns.setCurrentRow(index)
            return
        rec = self.history[index]
        flipped = self.turn_to_mover and rec.side is Side.BLACK
        self.before.set_position(rec.before, rec.dice, rec.steps, rec.side, flipped)
        self.after.set_position(
            rec.after, None, rec.steps, rec.side, flipped, marks_from=rec.before
        )
        self._board_texts()

    def _board_texts(self) -> None:
        rec = self.turn
        if rec is None:
            self.before_label.setText(self.tr("Before the turn"))
            self.after_label.setText(self.tr("After the turn"))
        else:
            d1, d2 = rec.dice
            self.before_label.setText(
                fill(
                    self.tr("Before the turn: %1 to play %2-%3"), texts.side_name(rec.side), d1, d2
                )
            )
            self.after_label.setText(self.tr("After the turn"))
        self.before_counts.setText(self.counts_text(self.before.position))
        self.after_counts.setText(self.counts_text(self.after.position))

    def counts_text(self, position: Position | None) -> str:
        """Whose checkers are borne off (and on the bar, in backgammon)."""
        if position is None:
            return ""
        white, black = texts.side_name(Side.WHITE), texts.side_name(Side.BLACK)
        off = fill(
            self.tr("Borne off: %1 %2, %3 %4"),
            white,
            position.off[Side.WHITE],
            black,
            position.off[Side.BLACK],
        )
        if position.variant is not Variant.BACKGAMMON:
            return off
        bar = fill(
            self.tr("On the bar: %1 %2, %3 %4"),
            white,
            position.bar[Side.WHITE],
            black,
            position.bar[Side.BLACK],
        )
        return f"{off} \u00b7 {bar}"

    def play_from_here(self) -> None:
        """A new match from the position before the turn shown, with its dice."""
        rec = self.turn
        if rec is None or self._play is None:
            return
        self._play(rec.before, rec.dice)


__all__ = ["BoardPicture", "GameBrowserDialog", "landing_marks"]
