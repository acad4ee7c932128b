"""Looking back over a finished game: each turn with the position before and after it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from nardy_desktop.engine import Match, Position, Side, TurnRecord, Variant

from . import texts

FELT = QColor("#2f5a3f")
FRAME = QColor("#5b3a24")
POINT_DARK = QColor("#9c5a36")
POINT_LIGHT = QColor("#e4cfa4")
WHITE_CHECKER = QColor("#f4ead6")
BLACK_CHECKER = QColor("#2a1a12")


class PositionView(QWidget):
    """A small, still picture of a position in White's numbering: points 13-24
    along the top from left to right, 12-1 along the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.position: Position | None = None
        self.setMinimumSize(300, 200)

    def sizeHint(self) -> QSize:
        return QSize(380, 250)

    def set_position(self, position: Position | None) -> None:
        self.position = position
        self.update()

    def point_rect(self, white_point: int) -> QRectF:
        """Where White's point `white_point` (1..24) is drawn."""
        w, h = self.width(), self.height()
        margin, bar = 10.0, 18.0
        pw = (w - 2 * margin - bar) / 12
        ph = (h - 2 * margin) * 0.42
        if white_point >= 13:
            i = white_point - 13
            top = margin
        else:
            i = 12 - white_point
            top = h - margin - ph
        x = margin + i * pw + (bar if i >= 6 else 0)
        return QRectF(x, top, pw, ph)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        p.fillRect(self.rect(), FRAME)
        p.fillRect(QRectF(6, 6, w - 12, h - 12), FELT)
        pos = self.position
        for wp in range(1, 25):
            r = self.point_rect(wp)
            tip = r.bottom() if wp >= 13 else r.top()
            base = r.top() if wp >= 13 else r.bottom()
            tri = QPolygonF(
                [QPointF(r.left(), base), QPointF(r.right(), base), QPointF(r.center().x(), tip)]
            )
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(POINT_DARK if wp % 2 else POINT_LIGHT)
            p.drawPolygon(tri)
            if pos is not None:
                self._draw_stack(p, r, pos.points[wp - 1], top=wp >= 13)
        if pos is None:
            p.end()
            return
        font = QFont(self.font())
        font.setBold(True)
        p.setFont(font)
        p.setPen(QColor("#eadbc0"))
        mid = h / 2
        off_w, off_b = pos.off
        if pos.variant is Variant.BACKGAMMON:
            info = (
                self.tr("Bar: %1 / %2   Borne off: %3 / %4")
                .replace("%1", str(pos.bar[0]))
                .replace("%2", str(pos.bar[1]))
                .replace("%3", str(off_w))
                .replace("%4", str(off_b))
            )
        else:
            info = self.tr("Borne off: %1 / %2").replace("%1", str(off_w)).replace("%2", str(off_b))
        p.drawText(QRectF(0, mid - 10, w, 20), Qt.AlignmentFlag.AlignCenter, info)
        p.end()

    def _draw_stack(self, p: QPainter, r: QRectF, count: int, top: bool) -> None:
        if count == 0:
            return
        n = abs(count)
        d = min(r.width() * 0.9, r.height() / 5)
        color = WHITE_CHECKER if count > 0 else BLACK_CHECKER
        p.setPen(QPen(QColor("#000000"), 1))
        p.setBrush(QBrush(color))
        shown = min(n, 5)
        for k in range(shown):
            cy = r.top() + d / 2 + k * d if top else r.bottom() - d / 2 - k * d
            p.drawEllipse(QPointF(r.center().x(), cy), d / 2 - 1, d / 2 - 1)
        if n > 5:
            cy = r.top() + d / 2 + 4 * d if top else r.bottom() - d / 2 - 4 * d
            p.setPen(QColor("#000000") if count > 0 else QColor("#ffffff"))
            p.drawText(
                QRectF(r.center().x() - d / 2, cy - d / 2, d, d),
                Qt.AlignmentFlag.AlignCenter,
                str(n),
            )


class GameBrowserDialog(QDialog):
    """The games of a match, the turns of the chosen one in a list; picking a
    turn shows the board before and after it."""

    def __init__(self, match: Match, game_index: int = -1, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameBrowserDialog")
        self.match = match
        self.game_index = game_index % len(match.games) if match.games else 0
        self.history: list[TurnRecord] = []
        layout = QGridLayout(self)
        self.games = QComboBox()
        layout.addWidget(self.games, 0, 0)
        self.turns = QListWidget()
        self.turns.setMinimumWidth(300)
        layout.addWidget(self.turns, 1, 0)
        self.before_label = QLabel()
        self.after_label = QLabel()
        self.before = PositionView()
        self.after = PositionView()
        layout.addWidget(self.before_label, 0, 1)
        layout.addWidget(self.before, 1, 1)
        layout.addWidget(self.after_label, 0, 2)
        layout.addWidget(self.after, 1, 2)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        layout.addWidget(box, 3, 0, 1, 3)
        layout.setRowStretch(1, 1)
        layout.setColumnStretch(1, 1)
        layout.setColumnStretch(2, 1)
        self.turns.currentRowChanged.connect(self.show_turn)
        self.retranslate_ui()
        self.games.currentIndexChanged.connect(self.show_game)
        self.show_game(self.game_index)
        self.resize(1040, 440)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Moves of the Match"))
        self.before_label.setText(self.tr("Before the turn"))
        self.after_label.setText(self.tr("After the turn"))
        blocked = self.games.blockSignals(True)
        self.games.clear()
        for i in range(len(self.match.games)):
            self.games.addItem(self.tr("Game %1").replace("%1", str(i + 1)))
        self.games.setCurrentIndex(self.game_index)
        self.games.blockSignals(blocked)
        self._fill_turns()

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
            item.setToolTip(text)
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

    def show_turn(self, index: int) -> None:
        if not 0 <= index < len(self.history):
            return
        if self.turns.currentRow() != index:
            self.turns.setCurrentRow(index)
            return
        rec = self.history[index]
        self.before.set_position(rec.before)
        self.after.set_position(rec.after)


__all__ = ["GameBrowserDialog", "PositionView"]
