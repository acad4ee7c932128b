"""Typing in real dice, for a game played over a real board."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop.placeholders import fill
from nardy_desktop.ui.common import retranslate
from nardy_desktop.ui.common.plain_text import plain

FACES = "\u2680\u2681\u2682\u2683\u2684\u2685"  # ⚀ … ⚅


class ManualDiceDialog(QDialog):
    """Two rows of six die faces; OK when one face is picked in each row.
    When the roll opens a game a double is refused (the rules re-roll it).
    For game 1's roll-off (`roll_off` holds the two players' names) each row
    is one player's die and a tie is refused."""

    diceEntered = Signal(int, int)

    def __init__(
        self,
        parent: QWidget | None = None,
        no_double: bool = False,
        roll_off: tuple[str, str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("manualDiceDialog")
        self.roll_off = roll_off
        self.no_double = no_double or roll_off is not None
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        grid = QGridLayout()
        self.row_labels: list[QLabel] = []
        self.groups: list[QButtonGroup] = []
        self.buttons: list[list[QPushButton]] = []
        for row in range(2):
            label = QLabel()
            self.row_labels.append(label)
            grid.addWidget(label, row, 0)
            group = QButtonGroup(self)
            group.setExclusive(True)
            buttons = []
            for face in range(1, 7):
                b = QPushButton(f"{FACES[face - 1]} {face}")
                b.setCheckable(True)
                b.setMinimumWidth(52)
                group.addButton(b, face)
                grid.addWidget(b, row, face)
                buttons.append(b)
            group.idToggled.connect(self._update)
            self.groups.append(group)
            self.buttons.append(buttons)
        layout.addLayout(grid)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #ff8a80;")  # reads on the dark palette (ui.palette)
        layout.addWidget(self.warning)
        plain(self.intro, *self.row_labels)  # the players' names
        self.box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.box.accepted.connect(self.accept)
        self.box.rejected.connect(self.reject)
        layout.addWidget(self.box)
        retranslate.register(self, self.retranslate_ui)
        self._update()

    def retranslate_ui(self) -> None:
        if self.roll_off is not None:
            self.setWindowTitle(self.tr("Roll-off"))
            self.intro.setText(
                self.tr(
                    "Each player rolls one die. The higher die plays White and opens"
                    " the game with both numbers."
                )
            )
            for label, name in zip(self.row_labels, self.roll_off, strict=True):
                label.setText(fill(self.tr("%1's die:"), name))
        else:
            self.setWindowTitle(self.tr("Enter Dice"))
            self.intro.setText(self.tr("Pick the number each die shows."))
            self.row_labels[0].setText(self.tr("First die:"))
            self.row_labels[1].setText(self.tr("Second die:"))
        self._update()

    def set_values(self, d1: int, d2: int) -> None:
        self.buttons[0][d1 - 1].setChecked(True)
        self.buttons[1][d2 - 1].setChecked(True)

    def values(self) -> tuple[int, int] | None:
        a, b = self.groups[0].checkedId(), self.groups[1].checkedId()
        if a < 1 or b < 1:
            return None
        return a, b

    def _valid(self) -> bool:
        v = self.values()
        return v is not None and not (self.no_double and v[0] == v[1])

    def _update(self, *_args: object) -> None:
        v = self.values()
        if v is not None and self.roll_off is not None and v[0] == v[1]:
            self.warning.setText(self.tr("A tie: both players roll again."))
        elif v is not None and self.no_double and v[0] == v[1]:
            self.warning.setText(
                self.tr("The opening roll of a game cannot be a double: roll again.")
            )
        else:
            self.warning.setText("")
        ok = self.box.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(self._valid())

    def accept(self) -> None:
        v = self.values()
        if v is None or not self._valid():
            return
        self.diceEntered.emit(v[0], v[1])
        super().accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Digits pick faces: the first digit the first die, the next the second."""
        key = event.key()
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_6:
            face = key - Qt.Key.Key_0
            row = 0 if self.groups[0].checkedId() < 1 or self.groups[1].checkedId() >= 1 else 1
            if row == 0 and self.groups[1].checkedId() >= 1:
                for g in self.groups:
                    g.setExclusive(False)
                    for b in g.buttons():
                        b.setChecked(False)
                    g.setExclusive(True)
            self.buttons[row][face - 1].setChecked(True)
            return
        super().keyPressEvent(event)


__all__ = ["ManualDiceDialog"]
