"""The status bar line: each message belongs to a moment of play and goes when it ends.

A hint is about the position on the board, a "cannot move" about a roll, an
announcement about the turn it opens: left standing, such messages would speak
of a moment long gone. So every message says which moment it belongs to (its
`Scope`), and the controller's signals end the moments. A message without a
scope (a file saved, the autosave failing) stays until it times out or another
replaces it, and comes back when a message about play that covered it goes.

The status bar is far from where the player looks, and Qt clears it whenever
a menu is opened: so a message about play is also written on the message line
under the board, where it stays until its moment ends (a refusal until the
next step, an announcement until the person has played), and the status bar
gets its message back when the pointer leaves the menus.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QStatusTipEvent
from PySide6.QtWidgets import QLabel, QStatusBar

from nardy_desktop.controller import MatchController
from nardy_desktop.engine import TurnRecord
from nardy_desktop.ui.common.scope import Scope

Text = str | Callable[[], str]


class _Message:
    """One message: how to build it, until when it shows (its timeout), its moment."""

    def __init__(self, text: Text, timeout_ms: int, scope: Scope | None) -> None:
        self.make: Callable[[], str] = text if callable(text) else (lambda: text)
        self.deadline = time.monotonic() + timeout_ms / 1000 if timeout_ms > 0 else None
        self.scope = scope

    def timeout_ms(self) -> int:
        """What is left of its timeout (0: none; -1: it is over)."""
        if self.deadline is None:
            return 0
        left = int((self.deadline - time.monotonic()) * 1000)
        return left if left > 0 else -1


class StatusLine(QObject):
    """Shows messages in a status bar and takes each away when its moment ends.

    Built before the window connects its own handlers to the controller, so that
    a moment ends before a handler of the same signal shows the next message."""

    def __init__(
        self, bar: QStatusBar, controller: MatchController, line: QLabel | None = None
    ) -> None:
        super().__init__(bar)
        self._bar = bar
        self._line = line
        self._controller = controller
        self._current: _Message | None = None
        self._standing: _Message | None = None  # the last message without a moment
        self._play: _Message | None = None  # the message about play on the line
        c = controller
        c.stepPlayed.connect(self._on_board_changed)
        c.stepUndone.connect(self._on_board_changed)
        c.diceRolled.connect(self._on_rolled)
        c.turnFinished.connect(self._on_turn_finished)
        c.gameOver.connect(self._on_game_over)
        c.gameStarted.connect(self._on_new_game)
        c.matchStarted.connect(self._on_new_game)

    @property
    def text(self) -> str:
        return self._bar.currentMessage()

    @property
    def scope(self) -> Scope | None:
        """The moment the message showing belongs to (None: no message, or one without)."""
        current = self._current
        return current.scope if current is not None and self._bar.currentMessage() else None

    def show(self, text: Text, timeout_ms: int = 0, scope: Scope | None = None) -> None:
        """`text` may be a function that builds the message, so that a message still
        showing when the language changes is rebuilt in the new one. An empty text
        clears the line."""
        message = _Message(text, timeout_ms, scope if text else None)
        if scope is None:
            self._standing = message if text else None
        else:
            self._show_on_line(message)
        self._current = message
        self._bar.showMessage(message.make(), timeout_ms)

    @property
    def line_text(self) -> str:
        """What the message line under the board says."""
        return self._line.text() if self._line is not None else ""

    def _show_on_line(self, message: _Message | None) -> None:
        self._play = message
        if self._line is not None:
            self._line.setText(message.make() if message is not None else "")

    def restore(self) -> None:
        """Show the message again if it is still due (the status bar was cleared
        by something else: a menu, a tip)."""
        current = self._current
        if current is None or self._bar.currentMessage():
            return
        left = current.timeout_ms()
        if left >= 0:
            self._bar.showMessage(current.make(), left)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On the window: an empty status tip (a menu opened, the pointer on an
        action without a tip) would clear the message; the message stays."""
        if (
            event.type() == QEvent.Type.StatusTip
            and isinstance(event, QStatusTipEvent)
            and not event.tip()
        ):
            self.restore()
            return True
        return False

    def end(self, *scopes: Scope) -> None:
        """The moments `scopes` are over: their message, if one is showing, goes,
        and the message without a moment it covered comes back if still due."""
        play = self._play
        if play is not None and play.scope in scopes:
            self._show_on_line(None)
        current = self._current
        if current is None or current.scope is None or current.scope not in scopes:
            return
        standing = self._standing
        left = standing.timeout_ms() if standing is not None else -1
        if standing is None or left < 0:
            self._current = None
            self._bar.clearMessage()
            return
        self._current = standing
        self._bar.showMessage(standing.make(), left)

    def retranslate(self) -> None:
        if self._play is not None:
            self._show_on_line(self._play)
        current = self._current
        if current is not None and self._bar.currentMessage():
            left = current.timeout_ms()
            if left >= 0:
                self._bar.showMessage(current.make(), left)

    # ----- the moments the controller ends ------------------------------------
    def _on_board_changed(self, *_args: object) -> None:
        self.end(Scope.HINT)

    def _on_rolled(self, _dice: object) -> None:
        self.end(Scope.HINT, Scope.ROLL)

    def _on_turn_finished(self, record: TurnRecord) -> None:
        self.end(Scope.HINT)
        c = self._controller
        match = c.match
        if match is None:
            return
        person = not c.players[match.player_of(record.side)].computer
        if person or all(p.computer for p in c.players):
            self.end(Scope.TURN)

    def _on_game_over(self, _result: object) -> None:
        self.end(Scope.HINT, Scope.ROLL, Scope.TURN)

    def _on_new_game(self, *_args: object) -> None:
        self.end(*Scope)
