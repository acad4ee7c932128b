"""Dice rolled on the table: Game > Enter Dice… (Ctrl+D) and Play with Real Dice.

With real dice on (a setting, kept for the next start) the program asks for
each roll as soon as one is due, the roll-off included; Enter Dice… asks
again after Cancel, and types in one roll whenever the program would roll.
The controller is told of both; the autosave records the match's dice as
typed in from then on (see controller.persistence).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction

from nardy_desktop.placeholders import fill
from nardy_desktop.settings_store import Setting, boolean, read
from nardy_desktop.ui.common import retranslate
from nardy_desktop.ui.common.host import WindowHost
from nardy_desktop.ui.dice.manual_dice_dialog import ManualDiceDialog

REAL_DICE_KEY = "play/real_dice"
REAL_DICE = Setting(REAL_DICE_KEY, False, boolean)


class DiceEntry(QObject):
    """The two dice actions of a window, and the dialog that asks for a roll."""

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.widget)
        window = self.window = host.widget  # the parent of the dialog that asks for a roll
        self.controller = host.controller
        self.settings = host.settings
        self.enter_action = QAction(window)
        self.enter_action.setShortcut("Ctrl+D")
        self.enter_action.triggered.connect(self.ask_dice)
        window.addAction(self.enter_action)  # its shortcut works with the menu bar hidden
        self.real_dice_action = QAction(window)
        self.real_dice_action.setCheckable(True)
        self.real_dice_action.setChecked(read(self.settings, REAL_DICE))
        self.real_dice_action.toggled.connect(self._on_real_dice)
        self.controller.real_dice = self.real_dice_action.isChecked()
        self.dialog: ManualDiceDialog | None = None  # open while it asks for a roll
        self._player = ""  # whose roll it asks for
        self._asked_for: tuple[int, int, int] | None = None  # the turn last asked for

        c = self.controller
        c.stateChanged.connect(self._update_actions)
        c.stateChanged.connect(self._maybe_ask)
        c.diceWanted.connect(self.ask_dice)
        c.matchStarted.connect(self._on_match_started)
        retranslate.register(self, self.retranslate_ui)
        self._update_actions()

    def retranslate_ui(self) -> None:
        # The texts keep the context they have in the catalogues, the file side's.
        self.enter_action.setText(QCoreApplication.translate("MatchFiles", "&Enter Dice…"))
        self.real_dice_action.setText(
            QCoreApplication.translate("MatchFiles", "Play with Rea&l Dice")
        )
        if self.dialog is not None and self.dialog.roll_off is None:
            self.dialog.intro.setText(self._intro())

    def _update_actions(self) -> None:
        c = self.controller
        self.enter_action.setEnabled(c.can_roll or c.can_enter_roll_off)

    def _on_match_started(self) -> None:
        if self.dialog is not None:  # it asked for the dice of the match left
            self.dialog.reject()

    def ask_dice(self) -> ManualDiceDialog | None:
        """Ask for the roll that is due (or the roll-off); None when none is.
        Asked again while the dialog is open, the same dialog."""
        c = self.controller
        game = c.game
        match = c.match
        roll_off = c.can_enter_roll_off
        if not (c.can_roll or roll_off) or game is None or match is None:
            return None
        if self.dialog is not None:
            return self.dialog
        if roll_off:
            dlg = ManualDiceDialog(self.window, roll_off=match.players)
            dlg.diceEntered.connect(self._on_roll_off_entered)
        else:
            dlg = ManualDiceDialog(self.window, no_double=game.is_opening)
            self._player = match.players[match.player_of(game.side_to_move)]
            dlg.intro.setText(self._intro())
            dlg.diceEntered.connect(self._on_dice_entered)
        dlg.finished.connect(self._on_dialog_closed)
        self.dialog = dlg
        dlg.open()
        return dlg

    def _intro(self) -> str:
        return fill(
            QCoreApplication.translate("MatchFiles", "Enter the dice %1 rolled."), self._player
        )

    def _on_dice_entered(self, d1: int, d2: int) -> None:
        self.controller.enter_dice(d1, d2)

    def _on_roll_off_entered(self, die0: int, die1: int) -> None:
        self.controller.enter_roll_off(die0, die1)

    def _on_dialog_closed(self) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = None

    def _on_real_dice(self, on: bool) -> None:
        self.controller.use_real_dice(on)
        self.settings.setValue(REAL_DICE_KEY, on)
        self._asked_for = None
        if on:
            self._maybe_ask()
        elif self.dialog is not None:  # the program rolls again
            self.dialog.reject()
        self._update_actions()

    def _maybe_ask(self) -> None:
        """With real dice, ask for them as soon as a roll is due (once per turn:
        after Cancel, Enter Dice… asks again)."""
        c = self.controller
        game = c.game
        due = c.can_roll or c.can_enter_roll_off
        if not c.real_dice or not due or game is None or c.match is None:
            return
        turn = (id(c.match), c.match.game_number, len(game.history))
        if turn == self._asked_for:
            return
        self._asked_for = turn
        self.ask_dice()


__all__ = ["REAL_DICE_KEY", "DiceEntry"]
