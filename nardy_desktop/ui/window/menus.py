"""The main window's menu bar: the Game, View and Help menus, the window's own
actions in them, their texts, and the places where the window's helpers add
their actions and menus (the `add_...` methods of ui.common.host.WindowHost).

`MenuWindow` is the main window's base: MainWindow (main_window.py) connects
the actions to what they do. The texts keep the context they have in the
catalogues, the main window's.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from nardy_desktop.ui.board.speeds import Speed
from nardy_desktop.ui.board.themes import insert_menu_after
from nardy_desktop.ui.common.settings import NUMBERINGS


class MenuWindow(QMainWindow):
    """A main window with the game's menus and actions."""

    def _build(self) -> None:
        """Build the actions and the menus (before the helpers add theirs)."""
        self._build_actions()
        self._build_menus()
        self._last_view_menu: QMenu = self.speed_menu  # see add_view_menu

    def _action(
        self,
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
        checkable: bool = False,
    ) -> QAction:
        a = QAction(self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        a.setCheckable(checkable)
        self.addAction(a)  # shortcuts work even when the menu bar is hidden
        return a

    def _build_actions(self) -> None:
        """The window's own actions, each in the window too: its shortcut works
        with the menu bar hidden. MainWindow connects them."""
        self.new_action = self._action(QKeySequence.StandardKey.New)
        self.resign_action = self._action("Ctrl+R")
        self.quit_action = self._action(QKeySequence.StandardKey.Quit)
        self.roll_action = self._action("Space")
        self.undo_action = self._action(QKeySequence.StandardKey.Undo)
        self.finish_action = QAction(self)
        # Enter first: the menu shows the first, and "Enter" is what the key says
        # (and what Qt's Russian catalogue leaves in Latin, as the keyboard does).
        self.finish_action.setShortcuts([QKeySequence("Enter"), QKeySequence("Return")])
        self.addAction(self.finish_action)
        self.hint_action = self._action("H")

        self.numbers_action = self._action("Ctrl+Shift+N", checkable=True)
        self.numbering_group = QActionGroup(self)
        self.numbering_actions: dict[str, QAction] = {}
        for name in NUMBERINGS:
            a = self._action(checkable=True)
            a.setData(name)
            self.numbering_group.addAction(a)
            self.numbering_actions[name] = a
        # Two choices, one of them always checked; Ctrl+T switches between them
        # (unchecking "turn to the player to move" checks "from White's side").
        self.orientation_group = QActionGroup(self)
        self.orientation_group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        self.orient_white_action = self._action(checkable=True)
        self.orient_mover_action = self._action("Ctrl+T", checkable=True)
        for a in (self.orient_white_action, self.orient_mover_action):
            self.orientation_group.addAction(a)
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[Speed, QAction] = {}
        for speed in Speed:
            a = self._action(checkable=True)
            a.setData(speed.value)
            self.speed_group.addAction(a)
            self.speed_actions[speed] = a

        self.auto_roll_action = self._action(checkable=True)
        self.auto_finish_action = self._action(checkable=True)
        self.auto_single_action = self._action(checkable=True)

        self.rules_action = self._action(QKeySequence.StandardKey.HelpContents)
        self.about_action = self._action()

    def _build_menus(self) -> None:
        """The window's own menus; the helpers add theirs through the `add_...` methods."""
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.game_menu.addAction(self.new_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.roll_action)
        self.game_menu.addAction(self.undo_action)
        self.game_menu.addAction(self.finish_action)
        self.game_menu.addAction(self.hint_action)
        self.game_extra_separator = self.game_menu.addSeparator()
        self.game_menu.addAction(self.resign_action)
        self.options_menu = self.game_menu.addMenu("")
        self.options_menu.addAction(self.auto_roll_action)
        self.options_menu.addAction(self.auto_finish_action)
        self.options_menu.addAction(self.auto_single_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)

        self.view_menu = bar.addMenu("")
        self.numbers_menu = self.view_menu.addMenu("")
        self.numbers_menu.addAction(self.numbers_action)
        self.numbers_menu.addSeparator()
        for a in self.numbering_actions.values():
            self.numbers_menu.addAction(a)
        self.orientation_menu = self.view_menu.addMenu("")
        self.orientation_menu.addAction(self.orient_white_action)
        self.orientation_menu.addAction(self.orient_mover_action)
        self.speed_menu = self.view_menu.addMenu("")
        for a in self.speed_actions.values():
            self.speed_menu.addAction(a)

        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)

    def add_language_menu(self, menu: QMenu) -> None:
        """Place a menu (e.g. Language) in the menu bar just before Help."""
        self.menuBar().insertMenu(self.help_menu.menuAction(), menu)

    def add_game_actions(self, actions: Sequence[QAction]) -> None:
        """Place actions (e.g. Save, Open, Export) in the Game menu before Resign."""
        for a in actions:
            self.game_menu.insertAction(self.game_extra_separator, a)
        self.game_menu.insertSeparator(self.game_extra_separator)

    def add_game_menu(self, menu: QMenu) -> None:
        self.game_menu.insertMenu(self.resign_action, menu)
        self.game_menu.insertSeparator(self.resign_action)

    def add_option_actions(self, actions: Sequence[QAction]) -> None:
        self.options_menu.addSeparator()
        self.options_menu.addActions(list(actions))

    def add_view_menu(self, menu: QMenu) -> None:
        """After the board's other submenus: the speed, then each one added."""
        insert_menu_after(self.view_menu, self._last_view_menu, menu)
        self._last_view_menu = menu

    def add_view_action(self, action: QAction) -> None:
        self.view_menu.addSeparator()
        self.view_menu.addAction(action)

    def _retranslate_menus(self) -> None:
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.new_action.setText(QCoreApplication.translate("MainWindow", "&New match\u2026"))
        self.resign_action.setText(QCoreApplication.translate("MainWindow", "Resi&gn"))
        self.quit_action.setText(QCoreApplication.translate("MainWindow", "&Quit"))
        self.roll_action.setText(QCoreApplication.translate("MainWindow", "&Roll dice"))
        self.undo_action.setText(QCoreApplication.translate("MainWindow", "&Take back"))
        self.finish_action.setText(QCoreApplication.translate("MainWindow", "&Done"))
        self.hint_action.setText(QCoreApplication.translate("MainWindow", "&Hint"))
        self.options_menu.setTitle(QCoreApplication.translate("MainWindow", "O&ptions"))
        self.auto_roll_action.setText(
            QCoreApplication.translate("MainWindow", "Roll &automatically")
        )
        self.auto_finish_action.setText(
            QCoreApplication.translate("MainWindow", "&Finish the turn when all dice are played")
        )
        self.auto_single_action.setText(
            QCoreApplication.translate("MainWindow", "Play forced &moves automatically")
        )
        self.numbers_menu.setTitle(QCoreApplication.translate("MainWindow", "Point &numbers"))
        self.numbers_action.setText(QCoreApplication.translate("MainWindow", "&Show point numbers"))
        self.numbering_actions["white"].setText(
            QCoreApplication.translate("MainWindow", "Numbered for &White")
        )
        self.numbering_actions["black"].setText(
            QCoreApplication.translate("MainWindow", "Numbered for &Black")
        )
        self.orientation_menu.setTitle(
            QCoreApplication.translate("MainWindow", "Board &orientation")
        )
        self.orient_white_action.setText(
            QCoreApplication.translate("MainWindow", "From &White's side")
        )
        self.orient_mover_action.setText(
            QCoreApplication.translate("MainWindow", "Turn to the &player to move")
        )
        self.speed_menu.setTitle(QCoreApplication.translate("MainWindow", "Animation &speed"))
        self.speed_actions[Speed.OFF].setText(QCoreApplication.translate("MainWindow", "&Off"))
        self.speed_actions[Speed.FAST].setText(QCoreApplication.translate("MainWindow", "&Fast"))
        self.speed_actions[Speed.NORMAL].setText(
            QCoreApplication.translate("MainWindow", "&Normal")
        )
        self.speed_actions[Speed.SLOW].setText(QCoreApplication.translate("MainWindow", "S&low"))
        self.rules_action.setText(
            QCoreApplication.translate("MainWindow", "&Rules of the current game")
        )
        self.about_action.setText(QCoreApplication.translate("MainWindow", "&About Nardy Desktop"))


__all__ = ["MenuWindow"]
