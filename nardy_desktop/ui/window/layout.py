"""The board and the side panel share the window: the board gets the room first.

The board keeps its proportions (1000 x 684), so the width it can use is set by
the height it has. The side panel takes what the board leaves, but never less
than it needs (`PANEL_MIN`, or more when its buttons' texts in the language of
the moment need more); in a large window it may grow to PANEL_SHARE of the width
(at most `PANEL_MAX`) as long as the board keeps `COMFORT` pixels, and the move
list below it takes all the height left. In a small window the board takes the
room from the panel down to the panel's minimum. View > Side Panel (F9) hides
the panel, and the choice is kept in the settings.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QRect, QSize
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget, QWidgetItem

from nardy_desktop.settings_store import Setting, boolean, read
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.common import retranslate
from nardy_desktop.ui.common.host import WindowHost

PANEL_MIN = 180  # the panel's narrowest: its buttons two by two, its texts wrapped
PANEL_MAX = 480  # wider would only spread the move list
PANEL_SHARE = 0.28  # of a large window's width: two-move turns on one line
COMFORT = 900  # a board this wide shows everything at ease: the panel grows only beyond
SETTING = "view/side_panel"
SIDE_PANEL = Setting(SETTING, True, boolean)


def panel_width(width: int, height: int, floor: int = PANEL_MIN) -> int:
    """The side panel's width in an area `width` x `height` shared with the board;
    `floor`: the least the panel needs (at least PANEL_MIN)."""
    floor = max(floor, PANEL_MIN)
    full = height * g.WIDTH / g.HEIGHT  # the board's width when it fills the height
    wanted = min(max(width * PANEL_SHARE, floor), max(floor, PANEL_MAX))
    board = min(full, max(COMFORT, width - wanted), width - floor)
    return int(min(max(width - board, floor), max(floor, PANEL_MAX)))


class BoardFirstLayout(QLayout):
    """The board on the left, the side panel on the right, sized by `panel_width`.
    The panel may be hidden: the board then has all the room."""

    def __init__(self, parent: QWidget, board: QWidget, panel: QWidget) -> None:
        super().__init__(parent)
        self.setContentsMargins(0, 0, 0, 0)
        self.setSpacing(0)
        self._items: list[QLayoutItem] = []
        self.board = board
        self.panel = panel
        for w in (board, panel):
            self.addChildWidget(w)
            self._items.append(QWidgetItem(w))

    # ----- QLayout ---------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:  # only the two widgets given
        raise TypeError("BoardFirstLayout holds the board and the panel only")

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def panel_floor(self) -> int:
        """What the panel needs at least: its own minimum (buttons whose texts
        the language makes long), never below PANEL_MIN."""
        return max(PANEL_MIN, self.panel.minimumSizeHint().width())

    def _panel_shown(self) -> bool:
        return not self.panel.isHidden()

    def sizeHint(self) -> QSize:
        board = self.board.sizeHint()
        if not self._panel_shown():
            return board
        panel = self.panel.sizeHint()
        return QSize(board.width() + max(panel.width(), self.panel_floor()), board.height())

    def minimumSize(self) -> QSize:
        board = self.board.minimumSizeHint().expandedTo(self.board.minimumSize())
        if not self._panel_shown():
            return board
        panel = self.panel.minimumSizeHint()
        return QSize(board.width() + self.panel_floor(), max(board.height(), panel.height()))

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        if not self._panel_shown():
            self.board.setGeometry(rect)
            return
        side = panel_width(rect.width(), rect.height(), self.panel_floor())
        side = min(side, max(0, rect.width() - self.board.minimumWidth()))
        self.board.setGeometry(QRect(rect.x(), rect.y(), rect.width() - side, rect.height()))
        self.panel.setGeometry(QRect(rect.right() + 1 - side, rect.y(), side, rect.height()))


class SidePanelSwitch(QObject):
    """View > Side Panel (F9): shows and hides the window's side panel, and
    keeps the choice in the settings."""

    def __init__(self, host: WindowHost, panel: QWidget) -> None:
        super().__init__(host.widget)
        self.settings = host.settings
        self.panel = panel
        self.action = QAction(host.widget)
        self.action.setCheckable(True)
        self.action.setShortcut(QKeySequence("F9"))
        host.widget.addAction(self.action)  # the shortcut works with the menu bar hidden
        self.action.setChecked(read(self.settings, SIDE_PANEL))
        self.panel.setVisible(self.action.isChecked())
        self.action.toggled.connect(self._on_toggled)
        host.add_view_action(self.action)
        retranslate.register(self, self.retranslate_ui)

    def _on_toggled(self, shown: bool) -> None:
        self.panel.setVisible(shown)
        self.settings.setValue(SETTING, shown)

    def retranslate_ui(self) -> None:
        self.action.setText(QCoreApplication.translate("SidePanel", "Side &Panel"))
        self.action.setToolTip(
            QCoreApplication.translate(
                "SidePanel", "Show or hide the score, the buttons and the moves beside the board"
            )
        )


__all__ = [
    "COMFORT",
    "PANEL_MAX",
    "PANEL_MIN",
    "BoardFirstLayout",
    "SidePanelSwitch",
    "panel_width",
]
