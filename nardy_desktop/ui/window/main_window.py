"""The main window: board, score panel, move list, menus and settings.

Menus are built in `_build_menus`. Other parts of the program extend them
through `add_language_menu` (a menu placed before Help) and
`add_game_actions` (actions placed in the Game menu before Resign); the Game
menu itself is `self.game_menu`. `keep_files` gives the window its file side
(ui.match_files and the pieces beside it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGridLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop.ai.levels import DEFAULT_LEVEL, Level
from nardy_desktop.controller import Hint, MatchController, PlayerSpec, call_later
from nardy_desktop.engine import GameResult, Match, Reason, Side, Variant
from nardy_desktop.placeholders import fill
from nardy_desktop.settings_store import read
from nardy_desktop.ui.analysis import evaluation_panel, tutor
from nardy_desktop.ui.analysis.analysis_manager import AnalysisManager
from nardy_desktop.ui.analysis.browse_action import BrowseMoves
from nardy_desktop.ui.board import position_editor, sounds, themes
from nardy_desktop.ui.board.board_view import BoardView
from nardy_desktop.ui.board.speeds import DEFAULT_SPEED, SPEED_NAMES, Speed
from nardy_desktop.ui.common import palette, retranslate, texts
from nardy_desktop.ui.common.plain_text import message_box
from nardy_desktop.ui.common.settings import (
    GEOMETRY,
    LENGTH,
    NUMBERING,
    NUMBERINGS,
    ORIENTATION,
    PLAY,
    PLAY_OPTIONS,
    PLAYER_COMPUTER,
    PLAYER_LEVEL,
    PLAYER_NAME,
    SHOW_NUMBERS,
    SPEED,
    VARIANT,
    open_settings,
    report_problems,
)
from nardy_desktop.ui.dice.dice_entry import DiceEntry
from nardy_desktop.ui.files.mat_export import MatExport
from nardy_desktop.ui.files.match_files import MatchFiles
from nardy_desktop.ui.files.recent_files import RecentFiles
from nardy_desktop.ui.statistics.dice_stats_action import DiceStatsAction
from nardy_desktop.ui.window import layout
from nardy_desktop.ui.window.dialogs import AboutDialog, GameOverDialog, NewMatchDialog, RulesDialog
from nardy_desktop.ui.window.layout import BoardFirstLayout
from nardy_desktop.ui.window.panels import MoveListPanel, ScorePanel
from nardy_desktop.ui.window.status import Scope, StatusLine


class MainWindow(QMainWindow):
    """The game window. It shows the controller's match and forwards requests to it."""

    def __init__(self, controller: MatchController | None = None) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        palette.apply()  # dark walnut for every window and dialog (see ui.palette)
        self.controller = controller if controller is not None else MatchController(self)
        if self.controller.parent() is None:
            self.controller.setParent(self)
        self.settings = open_settings()
        self.settings_box: QMessageBox | None = None  # the settings file could not be used
        call_later(self, 0, self._report_settings_problems)  # once the window is up
        self.quit_at_end = False
        self.watch_next_delay_ms = 2500
        self.game_over_dialog: GameOverDialog | None = None
        self.new_match_dialog: NewMatchDialog | None = None
        self._last_choice: tuple[Variant, int, tuple[PlayerSpec, PlayerSpec]] | None = None
        self.resign_box: QMessageBox | None = None
        self.about_dialog: AboutDialog | None = None
        self._file_name = ""  # the match's file, in the title (see set_file_name)
        self.files: MatchFiles | None = None  # Open, Save…, once given a folder (keep_files)

        # First of all that listens to the controller: a moment of play ends (and
        # its message goes) before any handler of the same signal shows a new one.
        self.status_line = StatusLine(self.statusBar(), self.controller)
        self.view = BoardView(self.controller)
        self.score_panel = ScorePanel(self.controller)
        self.move_list = MoveListPanel(self.controller)
        self.roll_button = QPushButton()
        self.undo_button = QPushButton()
        self.finish_button = QPushButton()
        self.hint_button = QPushButton()
        for b in (self.roll_button, self.undo_button, self.finish_button, self.hint_button):
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.setMinimumHeight(34)
        self.moves_label = QLabel()

        # The board gets the room first; the panel beside it shrinks to what it
        # needs, grows in a large window, and can be hidden (see ui.layout).
        side = QWidget()
        side.setObjectName("sidePanel")
        self.side_panel = side
        sl = QVBoxLayout(side)
        sl.setContentsMargins(6, 6, 6, 6)
        sl.addWidget(self.score_panel)
        buttons = QGridLayout()  # two by two: room for the board in a small window
        buttons.addWidget(self.roll_button, 0, 0)
        buttons.addWidget(self.finish_button, 0, 1)
        buttons.addWidget(self.undo_button, 1, 0)
        buttons.addWidget(self.hint_button, 1, 1)
        sl.addLayout(buttons)
        sl.addWidget(self.moves_label)
        sl.addWidget(self.move_list, 1)  # all the height left
        central = QWidget()
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        BoardFirstLayout(central, self.view, side)
        self.setCentralWidget(central)
        # The application's palette, as every dialog and message box has it.
        self.setStyleSheet(
            "#scorePanel { border: 1px solid palette(mid); border-radius: 6px; }"
            "#matchTitle { font-weight: bold; }"
            "#score { font-weight: bold; font-size: 15px; }"
        )

        self._build_actions()
        self._build_menus()
        self.side_panel_switch = layout.install(self, side)  # View > Side Panel (F9)
        self.analysis = AnalysisManager(self)  # Game > Analyse Game, Analyse Match; its panel
        self.roll_button.clicked.connect(self.roll_or_next_game)
        self.undo_button.clicked.connect(self.controller.undo)
        self.finish_button.clicked.connect(self.controller.finish_turn)
        self.hint_button.clicked.connect(self.ask_hint)

        c = self.controller
        c.matchStarted.connect(self._retranslate_player_names)  # a match opened in another
        c.stateChanged.connect(self._update_actions)
        c.stateChanged.connect(self._update_resign_box)
        c.stateChanged.connect(self._numbering_texts)
        c.stepPlayed.connect(self._on_step_played)
        c.illegalMove.connect(self._on_illegal)
        c.gameStarted.connect(self._on_game_started)
        c.noMove.connect(self._on_no_move)
        c.gameOver.connect(self._on_game_over)
        c.matchOver.connect(self._on_match_over)
        c.computerFailed.connect(self._on_computer_failed)
        c.hinting.connect(self._on_hinting)
        c.hintReady.connect(self._on_hint)
        c.hintFailed.connect(self._on_hint_failed)
        self.view.animationsFinished.connect(self._update_actions)
        self.view.turnNotFinished.connect(self._on_turn_not_finished)

        self._load_settings()
        self.evaluation = evaluation_panel.install(self)  # View > Evaluation (E)
        self.tutor = tutor.install(self)  # Game > Options > Warn me before a mistake
        self.position_editor = position_editor.install(self)  # Game > Set Up Position
        self.theme_menu = themes.install(self)  # View > Board Theme
        self.sounds = sounds.install(self)  # View > Sound: the game's sounds, Mute (M)
        retranslate.register(self, self.retranslate_ui)
        self._update_actions()
        icon = QApplication.windowIcon()
        if not icon.isNull():
            self.setWindowIcon(icon)
        self.view.setFocus()

    # ----- actions and menus ------------------------------------------------------
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
        self.new_action = self._action(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.show_new_match_dialog)
        self.resign_action = self._action("Ctrl+R")
        self.resign_action.triggered.connect(self.ask_resign)
        self.quit_action = self._action(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.roll_action = self._action("Space")
        self.roll_action.triggered.connect(self.roll_or_next_game)
        self.undo_action = self._action(QKeySequence.StandardKey.Undo)
        self.undo_action.triggered.connect(self.controller.undo)
        self.finish_action = QAction(self)
        # Enter first: the menu shows the first, and "Enter" is what the key says
        # (and what Qt's Russian catalogue leaves in Latin, as the keyboard does).
        self.finish_action.setShortcuts([QKeySequence("Enter"), QKeySequence("Return")])
        self.addAction(self.finish_action)
        self.finish_action.triggered.connect(self.controller.finish_turn)
        self.hint_action = self._action("H")
        self.hint_action.triggered.connect(self.ask_hint)

        self.numbers_action = self._action("Ctrl+Shift+N", checkable=True)
        self.numbers_action.toggled.connect(self._on_numbers)
        self.numbering_group = QActionGroup(self)
        self.numbering_actions: dict[str, QAction] = {}
        for name in NUMBERINGS:
            a = self._action(checkable=True)
            a.setData(name)
            self.numbering_group.addAction(a)
            a.triggered.connect(self._on_numbering)
            self.numbering_actions[name] = a
        # Two choices, one of them always checked; Ctrl+T switches between them
        # (unchecking "turn to the player to move" checks "from White's side").
        self.orientation_group = QActionGroup(self)
        self.orientation_group.setExclusionPolicy(QActionGroup.ExclusionPolicy.ExclusiveOptional)
        self.orient_white_action = self._action(checkable=True)
        self.orient_mover_action = self._action("Ctrl+T", checkable=True)
        for a in (self.orient_white_action, self.orient_mover_action):
            self.orientation_group.addAction(a)
            a.triggered.connect(self._on_orientation)
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[Speed, QAction] = {}
        for speed in Speed:
            a = self._action(checkable=True)
            a.setData(speed.value)
            self.speed_group.addAction(a)
            a.triggered.connect(self._on_speed)
            self.speed_actions[speed] = a

        self.auto_roll_action = self._action(checkable=True)
        self.auto_finish_action = self._action(checkable=True)
        self.auto_single_action = self._action(checkable=True)
        for a in (self.auto_roll_action, self.auto_finish_action, self.auto_single_action):
            a.toggled.connect(self._on_play_options)

        self.rules_action = self._action(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.show_rules)
        self.about_action = self._action()
        self.about_action.triggered.connect(self.show_about)

    def _build_menus(self) -> None:
        """Every menu is built here; see the module docstring for the extension hooks."""
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

    def add_game_actions(self, actions: list[QAction]) -> None:
        """Place actions (e.g. Save, Open, Export) in the Game menu before Resign."""
        for a in actions:
            self.game_menu.insertAction(self.game_extra_separator, a)
        self.game_menu.insertSeparator(self.game_extra_separator)

    def keep_files(self, folder: Path | str | None = None) -> MatchFiles:
        """Give the window its file side, with its matches kept in `folder` (the
        data folder when None): the autosave, Open, Open Recent, Save, Export as
        .mat and Browse Moves, then Enter Dice, Play with Real Dice and
        Statistics, in the Game menu. Start-up calls it once; a window without
        it (in tests of the board alone) keeps nothing."""
        files = MatchFiles(self, folder)
        self.files = files
        self.recent_files = RecentFiles(self, self.settings)
        self.recent_files.remove_stray_temp_files()
        self.recent_files.openRequested.connect(files.open_path)
        files.kept.connect(self.recent_files.remember)
        files.missing.connect(self.recent_files.forget)
        files.reading.connect(self.recent_files.menu.setDisabled)
        self.mat_export = MatExport(self, files)
        self.browse_moves = BrowseMoves(self)
        self.dice_entry = DiceEntry(self)
        self.dice_stats = DiceStatsAction(self, files.persistence.history, files.results)
        self.add_game_actions(
            [
                files.open_action,
                self.recent_files.menu.menuAction(),
                files.save_action,
                files.save_as_action,
                self.mat_export.match_action,
                self.mat_export.game_action,
                self.browse_moves.action,
            ]
        )
        self.add_game_actions(
            [self.dice_entry.enter_action, self.dice_entry.real_dice_action, self.dice_stats.action]
        )
        return files

    def set_file_name(self, name: str) -> None:
        """Name the file the match on the board is kept in ("" for none) in the
        title, with the [*] that windowModified shows as its unsaved-turns mark."""
        self._file_name = name
        self._title_text()

    def _title_text(self) -> None:
        if self._file_name:
            name = self._file_name.replace("[*]", "[*][*]")  # Qt's escape: shown as typed
            self.setWindowTitle(fill(self.tr("%1[*] — Nardy Desktop"), name))
        else:
            self.setWindowModified(False)
            self.setWindowTitle(self.tr("Nardy Desktop"))

    def retranslate_ui(self) -> None:
        self._title_text()
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_action.setText(self.tr("&New match\u2026"))
        self.resign_action.setText(self.tr("Resi&gn"))
        self.quit_action.setText(self.tr("&Quit"))
        self.roll_action.setText(self.tr("&Roll dice"))
        self.undo_action.setText(self.tr("&Take back"))
        self.finish_action.setText(self.tr("&Done"))
        self.hint_action.setText(self.tr("&Hint"))
        self.options_menu.setTitle(self.tr("O&ptions"))
        self.auto_roll_action.setText(self.tr("Roll &automatically"))
        self.auto_finish_action.setText(self.tr("&Finish the turn when all dice are played"))
        self.auto_single_action.setText(self.tr("Play forced &moves automatically"))
        self.numbers_menu.setTitle(self.tr("Point &numbers"))
        self.numbers_action.setText(self.tr("&Show point numbers"))
        self.numbering_actions["white"].setText(self.tr("Numbered for &White"))
        self.numbering_actions["black"].setText(self.tr("Numbered for &Black"))
        self._numbering_texts()
        self.orientation_menu.setTitle(self.tr("Board &orientation"))
        self.orient_white_action.setText(self.tr("From &White's side"))
        self.orient_mover_action.setText(self.tr("Turn to the &player to move"))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        self.speed_actions[Speed.OFF].setText(self.tr("&Off"))
        self.speed_actions[Speed.FAST].setText(self.tr("&Fast"))
        self.speed_actions[Speed.NORMAL].setText(self.tr("&Normal"))
        self.speed_actions[Speed.SLOW].setText(self.tr("S&low"))
        self.rules_action.setText(self.tr("&Rules of the current game"))
        self.about_action.setText(self.tr("&About Nardy Desktop"))
        self._roll_texts()
        self.undo_button.setText(self.tr("Take back"))
        self.undo_button.setToolTip(self.tr("Take back the last step (Ctrl+Z)"))
        self.finish_button.setText(self.tr("Done"))
        self.finish_button.setToolTip(self.tr("Finish the turn (Enter)"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(
            self.tr("Show the best move for these dice and the chance of winning (H)")
        )
        self.moves_label.setText(self.tr("Moves"))
        # Names first: the messages rebuilt next speak of the players.
        self._retranslate_player_names()
        self._retranslate_messages()

    def _retranslate_messages(self) -> None:
        """Messages already showing are rebuilt in the new language."""
        self.status_line.retranslate()
        if self.resign_box is not None:
            self._resign_box_texts(self.resign_box)

    def _numbering_texts(self) -> None:
        """The automatic choice says whose numbering it shows now."""
        view = self.view
        if view.follow_mover:
            text = self.tr("&Automatic: numbered for the player to move")
        else:
            c = self.controller
            person = c.only_person()
            if c.match is not None and c.game is not None and person is not None:
                text = fill(
                    self.tr("&Automatic: numbered for %1 (%2)"),
                    c.match.players[person],
                    texts.side_name(c.match.side_of(person)),
                )
            elif view.numbering_side() is Side.BLACK:
                text = self.tr("&Automatic: numbered for Black")
            else:
                text = self.tr("&Automatic: numbered for White")
        action = self.numbering_actions["auto"]
        if action.text() != text:
            action.setText(text)

    def _retranslate_player_names(self) -> None:
        """The names the program gave ("Player", "Computer") follow the language, also
        in a match saved in another language; names a person typed stay."""
        c = self.controller
        if c.match is not None:
            c.rename_players(
                (texts.shown_name(c.players[0].name), texts.shown_name(c.players[1].name))
            )
        if self._last_choice is not None:
            variant, length, players = self._last_choice
            renamed = tuple(replace(p, name=texts.shown_name(p.name)) for p in players)
            self._last_choice = (variant, length, (renamed[0], renamed[1]))

    # ----- settings -----------------------------------------------------------------
    def _report_settings_problems(self) -> None:
        self.settings_box = report_problems(self) or self.settings_box

    def _load_settings(self) -> None:
        s = self.settings
        geom = read(s, GEOMETRY)
        if geom is not None:
            self.restoreGeometry(geom)
        else:
            self.resize(1240, 760)
        self.numbers_action.setChecked(read(s, SHOW_NUMBERS))
        self.view.set_show_numbers(self.numbers_action.isChecked())
        numbering = read(s, NUMBERING)
        self.numbering_actions[numbering].setChecked(True)
        self.view.set_numbering(numbering)
        orient = read(s, ORIENTATION)
        (self.orient_mover_action if orient == "mover" else self.orient_white_action).setChecked(
            True
        )
        self.view.follow_mover = orient == "mover"
        speed = Speed(read(s, SPEED))
        self.speed_actions[speed].setChecked(True)
        self.view.set_glide_ms(speed.glide_ms)
        # Read without writing back: what is stored stays what the player chose,
        # and an option never chosen follows the defaults of later versions.
        for name in PLAY_OPTIONS:
            action = self._play_option_action(name)
            action.blockSignals(True)
            action.setChecked(read(s, PLAY[name]))
            action.blockSignals(False)
        self._apply_play_options()

    def set_speed(self, name: str, remember: bool = True) -> None:
        """Animation speed by name: off, fast, normal or slow (`remember`: keep it
        for the next run, as choosing it in the menu does)."""
        if name in SPEED_NAMES:
            speed = Speed(name)
            self.speed_actions[speed].setChecked(True)
            self.view.set_glide_ms(speed.glide_ms)
            if remember:
                self.settings.setValue("view/speed", speed.value)

    def _on_numbers(self, on: bool) -> None:
        self.view.set_show_numbers(on)
        self.settings.setValue("view/show_numbers", on)

    def _on_numbering(self) -> None:
        a = self.numbering_group.checkedAction()
        name = a.data() if a is not None else "auto"
        self.view.set_numbering(name)
        self.settings.setValue("view/numbering", name)
        self._numbering_texts()

    def _on_orientation(self) -> None:
        if self.orientation_group.checkedAction() is None:
            # The checked choice was chosen again: "from White's side" stays, and
            # "turn to the player to move" (Ctrl+T) goes back to it.
            self.orient_white_action.setChecked(True)
        mover = self.orient_mover_action.isChecked()
        self.view.set_follow_mover(mover)
        self.settings.setValue("view/orientation", "mover" if mover else "white")
        self._numbering_texts()

    def _on_speed(self) -> None:
        a = self.speed_group.checkedAction()
        speed = Speed(a.data()) if a is not None else DEFAULT_SPEED
        self.view.set_glide_ms(speed.glide_ms)
        self.settings.setValue("view/speed", speed.value)

    def _play_option_action(self, name: str) -> QAction:
        return {
            "auto_roll": self.auto_roll_action,
            "auto_finish": self.auto_finish_action,
            "auto_single": self.auto_single_action,
        }[name]

    def _apply_play_options(self) -> None:
        c = self.controller
        for name in PLAY_OPTIONS:
            setattr(c, name, self._play_option_action(name).isChecked())
        self._update_actions()

    def _on_play_options(self) -> None:
        self._apply_play_options()
        for name in PLAY_OPTIONS:
            self.settings.setValue(f"play/{name}", self._play_option_action(name).isChecked())

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        self.settings.setValue("window/geometry", self.saveGeometry())
        self.settings.sync()
        super().closeEvent(event)

    # ----- matches --------------------------------------------------------------------
    def start_match(
        self,
        variant: Variant,
        length: int,
        players: tuple[PlayerSpec, PlayerSpec],
        dice: object = None,
    ) -> None:
        self._close_game_over()
        self._last_choice = (Variant(variant), length, players)
        self.controller.new_match(variant, length, players, dice)  # type: ignore[arg-type]

    def start_demo(
        self, variant: Variant = Variant.LONG, length: int = 1, level: Level = DEFAULT_LEVEL
    ) -> None:
        """The computer plays itself (`--demo`)."""
        players = (
            PlayerSpec(self.tr("Computer 1"), True, level),
            PlayerSpec(self.tr("Computer 2"), True, level),
        )
        self.start_match(variant, length, players)

    def start_default_match(self) -> None:
        """The last match set up in the New match dialog, or a person against the computer."""
        self.start_match(*self._saved_choice())

    def _saved_choice(self) -> tuple[Variant, int, tuple[PlayerSpec, PlayerSpec]]:
        s = self.settings
        variant = Variant(read(s, VARIANT))
        length = read(s, LENGTH)
        defaults = (
            PlayerSpec(self.tr("Player")),
            PlayerSpec(self.tr("Computer"), True, DEFAULT_LEVEL),
        )
        players = []
        for i, d in enumerate(defaults):
            name = read(s, PLAYER_NAME[i], d.name)
            computer = read(s, PLAYER_COMPUTER[i], d.computer)
            level = read(s, PLAYER_LEVEL[i], d.level)
            players.append(PlayerSpec(texts.shown_name(name), computer, level))
        return variant, length, (players[0], players[1])

    def _save_choice(
        self, variant: Variant, length: int, players: tuple[PlayerSpec, PlayerSpec]
    ) -> None:
        s = self.settings
        s.setValue("match/variant", variant.value)
        s.setValue("match/length", length)
        for i, p in enumerate(players):
            s.setValue(f"match/player{i}/name", p.name)
            s.setValue(f"match/player{i}/computer", p.computer)
            s.setValue(f"match/player{i}/level", p.level)

    def show_new_match_dialog(self) -> NewMatchDialog:
        """The New match dialog, not modal: the board and the menus (Language among
        them) stay in reach while it is open. Asked for again, it comes to the front."""
        dlg = self.new_match_dialog
        if dlg is not None and dlg.isVisible():
            _to_front(dlg)
            return dlg
        dlg = NewMatchDialog(self)
        dlg.set_choice(*(self._last_choice or self._saved_choice()))
        # Bound methods, not lambdas: a lambda kept by the dialog would keep the window.
        dlg.accepted.connect(self._on_new_match_accepted)
        dlg.finished.connect(dlg.deleteLater)
        dlg.finished.connect(self._forget_new_match_dialog)
        self.new_match_dialog = dlg
        _show_modeless(dlg)
        return dlg

    def _forget_new_match_dialog(self) -> None:
        self.new_match_dialog = None

    def _on_new_match_accepted(self) -> None:
        dlg = self.new_match_dialog
        if dlg is None:
            return
        variant, length, players = dlg.chosen()
        self._save_choice(variant, length, players)
        go = partial(self.start_match, variant, length, players)
        if self.files is None:
            go()  # no file side: nowhere to save the match on the board first
        else:
            self.files.before_replacing(go)

    def rematch(self) -> None:
        if self._last_choice is not None:
            self.start_match(*self._last_choice)

    def ask_resign(self) -> None:
        """Ask before resigning, saying what it costs. The question does not block
        the window; while it is open it follows the game (what resigning costs
        after a turn, the language), and it goes when resigning is no longer possible."""
        c = self.controller
        if c.resign_result() is None:
            return
        if self.resign_box is not None:
            _to_front(self.resign_box)
            return
        box = message_box(self, QMessageBox.Icon.Question)  # the names as written
        self._resign_box_texts(box)
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.accepted.connect(c.resign)
        box.finished.connect(box.deleteLater)
        box.finished.connect(self._forget_resign_box)
        self.resign_box = box
        _show_modeless(box)

    def _resign_box_texts(self, box: QMessageBox) -> None:
        box.setWindowTitle(self.tr("Resign"))
        c = self.controller
        match = c.match
        result = c.resign_result()
        if match is None or result is None:
            return
        winner = match.player_of(result.winner)
        resigner = match.players[1 - winner] if c.only_person() is None else None
        box.setText(texts.Texts().resign_question(match.players[winner], result, resigner))
        if match.score[winner] + result.points >= match.length:
            box.setInformativeText(fill(self.tr("%1 then wins the match."), match.players[winner]))
        else:
            box.setInformativeText("")

    def _update_resign_box(self) -> None:
        box = self.resign_box
        if box is None or not box.isVisible():  # (hidden: answered, and closing)
            return
        if self.controller.resign_result() is None:
            box.reject()
        else:
            self._resign_box_texts(box)

    def _forget_resign_box(self) -> None:
        self.resign_box = None

    # ----- reactions -------------------------------------------------------------------
    def _update_actions(self) -> None:
        c = self.controller
        self.roll_action.setEnabled(c.can_roll or c.can_next_game)
        self.roll_button.setEnabled(c.can_roll or c.can_next_game)
        self._roll_texts()
        self.undo_action.setEnabled(c.can_undo)
        self.undo_button.setEnabled(c.can_undo)
        self.finish_action.setEnabled(c.can_finish)
        self.finish_button.setEnabled(c.can_finish)
        self.resign_action.setEnabled(c.can_resign)
        self.hint_action.setEnabled(c.can_hint)
        self.hint_button.setEnabled(c.can_hint)

    def ask_hint(self) -> None:
        """H or the Hint button: the computer looks for the person's best move."""
        self.controller.request_hint()

    def _on_hinting(self, on: bool) -> None:
        if on:
            self.show_status(lambda: self.tr("Looking for the best move\u2026"), scope=Scope.HINT)
        elif self.statusBar().currentMessage() == self.tr("Looking for the best move\u2026"):
            self.status_line.end(Scope.HINT)

    def _on_hint(self, hint: Hint) -> None:
        percent = f"{100 * hint.win:.0f}"
        partial = len(hint.steps) < len(hint.turn)

        def message() -> str:
            if partial:
                text = self.tr("Best way to finish the turn: %1. Chance of winning the game: %2%")
            else:
                text = self.tr("Best move: %1. Chance of winning the game: %2%")
            return fill(text, texts.moves_text(hint.steps), percent)

        self.show_status(message, scope=Scope.HINT)

    def _on_hint_failed(self, detail: str) -> None:
        self.show_status(
            lambda: fill(self.tr("No hint could be found (%1)."), detail),
            8000,
            Scope.HINT,
        )

    def roll_or_next_game(self) -> None:
        """The Roll button and the space bar: roll, or after a game start the next one
        (so closing the end-of-game dialog never leaves the match stuck)."""
        c = self.controller
        if c.can_next_game:
            c.next_game()
        else:
            c.roll()

    def _roll_texts(self) -> None:
        # As wide as its longer text: the panel keeps its width between games.
        b = self.roll_button
        texts_ = (self.tr("Next game"), self.tr("Roll"))
        shown = [t.replace("&&", "\0").replace("&", "") for t in texts_]  # without the mnemonic
        b.setMinimumWidth(max(map(b.fontMetrics().horizontalAdvance, shown)) + 24)
        if self.controller.can_next_game:
            self.roll_button.setText(self.tr("Next game"))
            self.roll_button.setToolTip(self.tr("Start the next game (Space)"))
        else:
            self.roll_button.setText(self.tr("Roll"))
            self.roll_button.setToolTip(self.tr("Roll the dice (Space)"))

    def show_status(
        self, text: str | Callable[[], str], timeout_ms: int = 0, scope: Scope | None = None
    ) -> None:
        """A message in the status bar. `text` may be a function that builds it, so
        that a message still showing when the language changes is rebuilt in the new
        one; `scope` is the moment of play it belongs to, which takes it away when it
        ends (see StatusLine); without one it stays until replaced or timed out."""
        self.status_line.show(text, timeout_ms, scope)

    def _on_computer_failed(self, detail: str) -> None:
        self.show_status(
            lambda: fill(
                self.tr("The computer player failed (%1); it played the first legal move instead."),
                detail,
            ),
            scope=Scope.GAME,  # a fault, not a moment: it stays for the game
        )

    def _on_illegal(self, reason: Reason) -> None:
        self.show_status(lambda: texts.reason_text(reason), 8000, Scope.HINT)

    def _on_step_played(self) -> None:
        """All dice played: the turn waits for the person to end it, and says how."""
        c = self.controller
        game = c.game
        if c.auto_finish or not c.is_human_turn or game is None or not game.turn_complete:
            return
        self.show_status(
            lambda: self.tr(
                "All dice are played: click the dice, press Enter or Done to end the turn, "
                "or take a step back (Ctrl+Z)."
            ),
            scope=Scope.HINT,
        )

    def _on_turn_not_finished(self) -> None:
        self.show_status(
            lambda: self.tr("Play the dice that are left before ending the turn."),
            8000,
            Scope.HINT,
        )

    def _on_game_started(self, number: int) -> None:
        self._close_game_over()
        match = self.controller.match
        if match is None:
            return
        if match.is_over:  # a finished match opened: the board says so, no game begins
            winner = match.winner
            if winner is not None and match.results:
                self.show_status(
                    lambda: " ".join(self._match_result_texts(match, winner)), scope=Scope.GAME
                )
            return
        roll_off = match.roll_off_dice
        wanted = self.controller.roll_off_wanted

        def message() -> str:
            # Names looked up when shown: the program's own follow the language.
            players = match.players
            white = players[match.white_player]
            if number == 1 and wanted:
                return self.tr(
                    "Game 1. Roll one die each on the table and enter them: the higher plays White."
                )
            if number == 1 and roll_off is not None:
                a, b = roll_off
                return fill(
                    self.tr("Game 1. Opening roll: %1 rolls %2, %3 rolls %4: %5 plays White."),
                    players[0],
                    a,
                    players[1],
                    b,
                    white,
                )
            if number == 1 and match.start is not None:
                return fill(self.tr("Game 1, from the position set up: %1 plays White."), white)
            return fill(self.tr("Game %1. Colours change: %2 now plays White."), number, white)

        self.show_status(message, scope=Scope.TURN)
        if wanted:  # who plays White is not known before the roll-off
            return
        self.view.show_banner(
            lambda: fill(
                self.tr("Game %1: %2 plays White"), number, match.players[match.white_player]
            )
        )

    def _on_no_move(self, dice: tuple[int, int]) -> None:
        game = self.controller.game
        if game is None:
            return
        d1, d2 = dice
        side = game.side_to_move
        self.show_status(
            lambda: fill(
                self.tr("%1 rolled %2-%3 and cannot move: the turn passes."),
                texts.side_name(side),
                d1,
                d2,
            ),
            scope=Scope.ROLL,
        )
        self.view.show_banner(lambda: self.tr("No legal move: the turn passes"))

    def _result_texts(self, match: Match, result: GameResult) -> tuple[str, str, str]:
        """The sentences of `result`, a game of `match`: the match is named, not looked
        up, because a text is rebuilt in a new language after the next match began."""
        winner = match.players[match.player_of(result.winner)]
        headline = fill(self.tr("%1 wins the game."), winner)
        detail = texts.win_text(result)
        score = texts.score_text(match.players, match.score, match.length)
        return headline, detail, score

    def _match_result_texts(self, match: Match, winner: int) -> tuple[str, str, str]:
        _, detail, score = self._result_texts(match, match.results[-1])
        headline = fill(self.tr("%1 wins the match!"), match.players[winner])
        return headline, detail, score

    def _on_game_over(self, result: GameResult) -> None:
        c = self.controller
        match = c.match
        if match is None:
            return

        def message() -> str:
            if match.is_over and match.winner is not None:
                return " ".join(self._match_result_texts(match, match.winner)[:2])
            return " ".join(self._result_texts(match, result)[:2])

        self.show_status(message, scope=Scope.GAME)
        if match.is_over:
            return  # matchOver follows
        if all(p.computer for p in c.players):
            call_later(self, self.watch_next_delay_ms, c.next_game)
            return
        dlg = self._game_over_dialog()
        dlg.show_result(
            lambda: self._result_texts(match, result), match_over=False, winner=result.winner
        )

    def _on_match_over(self, winner: int) -> None:
        match = self.controller.match
        if match is None or not match.results:
            return
        if self.quit_at_end:
            call_later(self, 0, _exit_ok)
            return
        dlg = self._game_over_dialog()
        dlg.show_result(
            lambda: self._match_result_texts(match, winner),
            match_over=True,
            winner=match.results[-1].winner,
        )

    def _game_over_dialog(self) -> GameOverDialog:
        if self.game_over_dialog is None:
            dlg = GameOverDialog(self)
            dlg.nextGame.connect(self.controller.next_game)
            dlg.newMatch.connect(self.show_new_match_dialog)
            dlg.rematch.connect(self.rematch)
            self.game_over_dialog = dlg
        return self.game_over_dialog

    def _close_game_over(self) -> None:
        if self.game_over_dialog is not None and self.game_over_dialog.isVisible():
            self.game_over_dialog.done(0)

    def show_rules(self) -> RulesDialog:
        match = self.controller.match
        variant = match.variant if match is not None else Variant.LONG
        dlg = RulesDialog(variant, self)
        dlg.finished.connect(dlg.deleteLater)
        dlg.show()  # not modal: the rules can stay open beside the board
        return dlg

    def show_about(self) -> AboutDialog:
        dlg = self.about_dialog
        if dlg is not None and dlg.isVisible():
            _to_front(dlg)
            return dlg
        dlg = AboutDialog(self)
        icon = self.windowIcon()
        if not icon.isNull():
            dlg.setWindowIcon(QIcon(icon))
        dlg.finished.connect(dlg.deleteLater)
        dlg.finished.connect(self._forget_about_dialog)
        self.about_dialog = dlg
        _show_modeless(dlg)
        return dlg

    def _forget_about_dialog(self) -> None:
        self.about_dialog = None


def _show_modeless(dialog: QDialog) -> None:
    """Show a dialog that leaves the window usable: the board, and the menus with
    the Language menu among them, stay in reach (see README, Languages)."""
    dialog.setWindowModality(Qt.WindowModality.NonModal)
    dialog.show()


def _to_front(dialog: QDialog) -> None:
    """An open dialog asked for again comes over the others."""
    dialog.raise_()
    dialog.activateWindow()


def _exit_ok() -> None:
    """`--quit-at-end`: leave the event loop with status 0."""
    QCoreApplication.exit(0)
