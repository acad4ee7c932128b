"""One seat of a match: the player's name, whether a person or the computer
plays it, and the computer's level. The New match dialog has two, and so has
the position editor's Play From Here.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QLineEdit, QWidget

from nardy_desktop.ai.levels import Level
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine.names import MAX_NAME, name_or, refused_character
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.common import texts


class NameValidator(QValidator):
    """Keeps out of a name field the characters no name may hold (see
    nardy_desktop.engine.names): typed or pasted, they are dropped, so that a
    line copied with its line break still gives the name."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        if not any(refused_character(ch) for ch in text):
            return QValidator.State.Acceptable, text, pos
        kept = []
        units = 0  # Qt's cursor position counts UTF-16 units
        new_pos = pos
        for ch in text:
            width = 2 if ord(ch) > 0xFFFF else 1
            if refused_character(ch):
                if units < pos:
                    new_pos -= width
            else:
                kept.append(ch)
            units += width
        return QValidator.State.Acceptable, "".join(kept), new_pos


class _PlayerBox(QGroupBox):
    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.name.setMaxLength(MAX_NAME)
        self.name.setValidator(NameValidator(self.name))
        self.kind = QComboBox()
        self.kind.addItems(["", ""])
        self.level = QComboBox()
        self.level.addItems([""] * len(Level))
        self.name_label = QLabel()
        self.kind_label = QLabel()
        self.level_label = QLabel()
        # How the chosen level plays, under it: the names alone say little.
        self.level_about = QLabel()
        self.level_about.setObjectName("levelDescription")
        self.level_about.setWordWrap(True)
        form.addRow(self.name_label, self.name)
        form.addRow(self.kind_label, self.kind)
        form.addRow(self.level_label, self.level)
        form.addRow("", self.level_about)
        self._form = form
        self.kind.currentIndexChanged.connect(self._sync)
        self.level.currentIndexChanged.connect(self._describe)
        self._sync()

    def retranslate_ui(self) -> None:
        self.setTitle(fill(self.tr("Player %1"), self.index + 1))
        self.name_label.setText(self.tr("&Name:"))
        self.name_label.setBuddy(self.name)
        self.kind_label.setText(self.tr("Played by:"))
        self.level_label.setText(self.tr("Level:"))
        self.kind.setItemText(0, self.tr("A person"))
        self.kind.setItemText(1, self.tr("The computer"))
        for i, lv in enumerate(Level):
            self.level.setItemText(i, texts.level_name(lv))
            self.level.setItemData(i, texts.level_description(lv), Qt.ItemDataRole.ToolTipRole)
        self._describe()

    def _sync(self) -> None:
        computer = self.kind.currentIndex() == 1
        self.level.setEnabled(computer)
        self._form.setRowVisible(self.level_about, computer)
        QTimer.singleShot(0, self, self._fit_window)

    def _describe(self) -> None:
        self.level_about.setText(texts.level_description(list(Level)[self.level.currentIndex()]))
        QTimer.singleShot(0, self, self._fit_window)

    def _fit_window(self) -> None:
        """A level's description shown, or a longer one, in a dialog already
        open: the dialog grows to show it whole. Qt grows a window to its
        layout's minimum, which leaves out what wrapped text needs at the
        width it has (the description was cut at the top and the bottom)."""
        window = self.window()
        layout = window.layout()
        if not window.isVisible() or layout is None:
            return
        layout.activate()
        if layout.hasHeightForWidth():
            needed = layout.totalHeightForWidth(window.width())
        else:
            needed = layout.totalSizeHint().height()
        if needed > window.height():
            window.resize(window.width(), needed)

    def spec(self) -> PlayerSpec:
        default = fill(self.tr("Player %1"), self.index + 1)
        name = name_or(self.name.text(), default)
        level = list(Level)[self.level.currentIndex()]
        return PlayerSpec(name, self.kind.currentIndex() == 1, level)

    def set_spec(self, spec: PlayerSpec) -> None:
        self.name.setText(spec.name)
        self.kind.setCurrentIndex(1 if spec.computer else 0)
        self.level.setCurrentIndex(list(Level).index(spec.level))


__all__ = ["NameValidator", "_PlayerBox"]
