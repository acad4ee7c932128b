"""The main window as its helpers see it: `WindowHost`.

Every helper of the window (the file side, the analysis, the tutor, the dice,
the statistics, the board's theme and sounds, the position editor, the side
panel's switch) is a class constructed with a WindowHost, and sees the window
through it only: it never imports the main window, and never reaches through
it into another helper. Where two helpers work together, the main window
connects them (`MainWindow._connect_helpers`), with signals or constructor
arguments.

The board view and the move list are seen through protocols too
(`BoardSurface`, `MoveList`): what the helpers use of them, so that this
module stays below the board's and the window's own modules.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple, Protocol

from PySide6.QtCore import QSettings, SignalInstance
from PySide6.QtGui import QAction, QColor
from PySide6.QtWidgets import QGraphicsScene, QMainWindow, QMenu

from nardy_desktop.controller import MatchController
from nardy_desktop.engine import Side
from nardy_desktop.ui.common.scope import Scope

StatusText = str | Callable[[], str]
"""A status message, or a function that builds it again after a change of language."""


class CellNote(NamedTuple):
    """Shown beside a turn in the move list: a symbol after its text, a line
    under it in its tooltip, and its colour (None: the list's own)."""

    symbol: str
    tooltip: str
    colour: QColor | None


class BoardSurface(Protocol):
    """What the helpers use of the board view (ui.board.board_view.BoardView)."""

    @property
    def follow_mover(self) -> bool:
        """Whether the board turns to the player to move."""
        ...

    @property
    def busy(self) -> bool:
        """Whether the board is still animating what happened."""
        ...

    @property
    def showing_other_scene(self) -> bool: ...

    def scene(self) -> QGraphicsScene:
        """The scene the board shows now (the game's, or another one)."""
        ...

    @property
    def numbering(self) -> str:
        """View ▸ Point numbers' choice: "white", "black" or "auto"."""
        ...

    def numbering_side(self) -> Side:
        """The side whose numbering the point numbers show now."""
        ...

    def show_scene(self, scene: QGraphicsScene | None) -> None:
        """Another scene in the board's place (None: the game in play again)."""
        ...

    @property
    def sceneClosed(self) -> SignalInstance: ...

    @property
    def checkerLanded(self) -> SignalInstance: ...

    @property
    def animationsFinished(self) -> SignalInstance: ...


class MoveList(Protocol):
    """What the helpers use of the move list beside the board."""

    @property
    def cellClicked(self) -> SignalInstance:
        """(row, column): a turn of the game was clicked."""
        ...

    def set_notes(self, notes: Callable[[int], CellNote | None] | None) -> None:
        """Where the list finds the note of a turn (by its number from 1)."""
        ...

    def refresh_notes(self) -> None: ...


class WindowHost(Protocol):
    """The window that a helper extends: its match, settings, board, move list,
    status line and menus."""

    @property
    def controller(self) -> MatchController: ...

    @property
    def settings(self) -> QSettings: ...

    @property
    def view(self) -> BoardSurface: ...

    @property
    def move_list(self) -> MoveList: ...

    @property
    def widget(self) -> QMainWindow:
        """The window itself: the parent of the helpers' actions, docks and dialogs."""
        ...

    def show_status(
        self, text: StatusText, timeout_ms: int = 0, scope: Scope | None = None
    ) -> None:
        """A message in the status bar, belonging to the moment `scope` (see
        ui.window.status); without one it stays until replaced or timed out."""
        ...

    def end_status(self, scope: Scope) -> None:
        """The moment `scope` is over: its message goes."""
        ...

    def set_file_name(self, name: str) -> None:
        """The file of the match on the board, named in the title ("" for none)."""
        ...

    def before_replacing(self, go: Callable[[], None]) -> None:
        """Call `go`, which replaces the match on the board, at once or after
        offering to save the match it replaces."""
        ...

    def add_game_actions(self, actions: Sequence[QAction]) -> None:
        """Actions in the Game menu, in a group of their own before Analysis and Resign."""
        ...

    def add_game_menu(self, menu: QMenu) -> None:
        """A submenu of the Game menu, just before Resign."""
        ...

    def add_option_actions(self, actions: Sequence[QAction]) -> None:
        """Actions at the end of Game > Options, after a separator."""
        ...

    def add_view_menu(self, menu: QMenu) -> None:
        """A submenu of the View menu, after the board's others (animation speed, …)."""
        ...

    def add_view_action(self, action: QAction) -> None:
        """An action at the end of the View menu, after a separator."""
        ...


__all__ = ["BoardSurface", "CellNote", "MoveList", "StatusText", "WindowHost"]
