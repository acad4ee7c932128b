"""The main window: board, score panel, move list, menus and settings.

Its menus are built by its base, ui.window.menus. Its helpers (the analysis,
the evaluation, the tutor, the position editor, the board's theme and sounds,
and the file side that `keep_files` adds) are classes constructed with the
window as their `WindowHost` (ui.common.host): they extend its menus through
the host's `add_...` methods and never see each other, except where
`_connect_helpers` gives one to another. `add_language_menu` places a menu
before Help.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QCloseEvent, QIcon
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGridLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop.ai.levels import DEFAULT_LEVEL, Level
from nardy_desktop.controller import BoardAction, MatchController, PlayerSpec, call_later
from nardy_desktop.engine import GameResult, Position, Side, Variant
from nardy_desktop.placeholders import fill
from nardy_desktop.settings_store import Setting, choice, read
from nardy_desktop.ui.analysis.analysis_manager import AnalysisManager
from nardy_desktop.ui.analysis.analysis_texts import move_number
from nardy_desktop.ui.analysis.browse_action import BrowseMoves
from nardy_desktop.ui.analysis.evaluation_panel import EvaluationPanel
from nardy_desktop.ui.analysis.tutor import Tutor
from nardy_desktop.ui.board.board_view import BoardView
from nardy_desktop.ui.board.position_editor import PositionEditor
from nardy_desktop.ui.board.sounds import SoundBoard
from nardy_desktop.ui.board.speeds import DEFAULT_SPEED, SPEED_NAMES, Speed
from nardy_desktop.ui.board.themes import ThemeMenu
from nardy_desktop.ui.common import palette, retranslate, texts
from nardy_desktop.ui.common.settings import (
    DEFAULT_LENGTHS,
    GEOMETRY,
    LENGTH,
    NUMBERING,
    ORIENTATION,
    PLAY,
    PLAY_OPTIONS,
    PLAYER_COMPUTER,
    PLAYER_LEVEL,
    PLAYER_NAME,
    SHOW_NUMBERS,
    VARIANT,
    open_settings,
    report_problems,
)
from nardy_desktop.ui.dice.dice_entry import DiceEntry
from nardy_desktop.ui.files.mat_export import MatExport
from nardy_desktop.ui.files.match_files import MatchFiles
from nardy_desktop.ui.files.recent_files import RecentFiles
from nardy_desktop.ui.practice.practice_mode import Practice
from nardy_desktop.ui.statistics.dice_stats_action import DiceStatsAction
from nardy_desktop.ui.statistics.progress_export import progress_html
from nardy_desktop.ui.window.announcements import PlayMessages
from nardy_desktop.ui.window.caption import BoardCaption
from nardy_desktop.ui.window.dialogs import AboutDialog, GameOverDialog, NewMatchDialog, RulesDialog
from nardy_desktop.ui.window.layout import BoardFirstLayout, SidePanelSwitch
from nardy_desktop.ui.window.menus import MenuWindow
from nardy_desktop.ui.window.panels import MoveListPanel, Reviewed, ScorePanel
from nardy_desktop.ui.window.resign import Resigning
from nardy_desktop.ui.window.status import Scope, StatusLine

SPEED = Setting("view/speed", DEFAULT_SPEED.value, choice(SPEED_NAMES))


class MainWindow(MenuWindow):
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
        self._game_over_hidden = False  # put aside while a decision is looked back at
        self.new_match_dialog: NewMatchDialog | None = None
        self._last_choice: tuple[Variant, int, tuple[PlayerSpec, PlayerSpec]] | None = None
        self.about_dialog: AboutDialog | None = None
        self._file_name = ""  # the match's file, in the title (see set_file_name)
        self.files: MatchFiles | None = None  # Open, Save…, once given a folder (keep_files)

        # First of all that listens to the controller: a moment of play ends (and
        # its message goes) before any handler of the same signal shows a new one.
        self.caption = BoardCaption(self.controller)  # the message line under the board
        self.status_line = StatusLine(self.statusBar(), self.controller, self.caption.message)
        self.installEventFilter(self.status_line)  # a menu opened does not clear it
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
        board_area = QWidget()
        bl = QVBoxLayout(board_area)
        bl.setContentsMargins(0, 0, 0, 0)
        bl.setSpacing(0)
        bl.addWidget(self.view, 1)
        bl.addWidget(self.caption)
        BoardFirstLayout(central, board_area, side)
        self.setCentralWidget(central)
        self.apply_theme()

        self._build()  # the menus (ui.window.menus)
        self._connect_actions()
        self.side_panel_switch = SidePanelSwitch(self, side)  # View > Side Panel (F9)
        # Without the panel the score is written under the board.
        self.side_panel_switch.action.toggled.connect(self.caption.set_panel_shown)
        self.caption.set_panel_shown(self.side_panel_switch.action.isChecked())
        self.analysis = AnalysisManager(self)  # Game > Analyse Game, Analyse Match; its panel
        self.analysis.reviewing.connect(self._game_over_aside)
        self.analysis.reviewing.connect(self._panel_follows_board)
        self.roll_button.clicked.connect(self.roll_or_next_game)
        self.undo_button.clicked.connect(self.take_back)
        self.finish_button.clicked.connect(self.finish_turn)
        self.hint_button.clicked.connect(self.ask_hint)

        c = self.controller
        c.matchStarted.connect(self._retranslate_player_names)  # a match opened in another
        c.stateChanged.connect(self._update_actions)
        c.stateChanged.connect(self._numbering_texts)
        c.gameStarted.connect(self._close_game_over)
        self.messages = PlayMessages(c, self.status_line, self.view)  # status bar and banners
        self.resigning = Resigning(
            self, c, lambda text, scope: self.status_line.show(text, 0, scope)
        )
        c.gameOver.connect(self._on_game_over)
        c.matchOver.connect(self._on_match_over)
        self.view.animationsFinished.connect(self._update_actions)
        self.view.playChanged.connect(self._update_actions)  # practice on the board

        self._load_settings()
        self.evaluation = EvaluationPanel(self)  # View > Evaluation (E)
        self.tutor = Tutor(self)  # Game > Options > Warn me before a mistake
        self.position_editor = PositionEditor(self, self.view)  # Game > Set Up Position
        self.theme_menu = ThemeMenu(self)  # View > Board Theme
        self.sounds = SoundBoard(self)  # View > Sound: the game's sounds, Mute (M)
        self._connect_helpers()
        retranslate.register(self, self.retranslate_ui)
        self._update_actions()
        icon = QApplication.windowIcon()
        if not icon.isNull():
            self.setWindowIcon(icon)
        self.view.setFocus()

    def apply_theme(self) -> None:
        """The application's palette, as every dialog and message box has it: set
        again when the board's theme changes it, since the widgets under a style
        sheet keep the palette they were polished with."""
        self.setStyleSheet("")
        self.setStyleSheet(
            "#scorePanel { border: 1px solid palette(mid); border-radius: 6px; }"
            "#matchTitle { font-weight: bold; }"
            "#score { font-weight: bold; font-size: 15px; }"
        )

    def _connect_actions(self) -> None:
        """What the window's own menu actions do."""
        self.new_action.triggered.connect(self.show_new_match_dialog)
        self.resign_action.triggered.connect(self.ask_resign)
        self.quit_action.triggered.connect(self.close)
        self.roll_action.triggered.connect(self.roll_or_next_game)
        self.undo_action.triggered.connect(self.take_back)
        self.finish_action.triggered.connect(self.finish_turn)
        self.hint_action.triggered.connect(self.ask_hint)
        self.numbers_action.toggled.connect(self._on_numbers)
        for a in self.numbering_actions.values():
            a.triggered.connect(self._on_numbering)
        for a in (self.orient_white_action, self.orient_mover_action):
            a.triggered.connect(self._on_orientation)
        for a in self.speed_actions.values():
            a.triggered.connect(self._on_speed)
        for a in (self.auto_roll_action, self.auto_finish_action, self.auto_single_action):
            a.toggled.connect(self._on_play_options)
        self.rules_action.triggered.connect(self.show_rules)
        self.about_action.triggered.connect(self.show_about)

    # ----- the host of the helpers (ui.common.host.WindowHost) ----------------------
    @property
    def widget(self) -> QMainWindow:
        return self

    def end_status(self, scope: Scope) -> None:
        self.status_line.end(scope)

    def before_replacing(self, go: Callable[[], None]) -> None:
        if self.files is None:
            go()  # no file side: nowhere to save the match on the board first
        else:
            self.files.before_replacing(go)

    # ----- the helpers ---------------------------------------------------------------
    def _connect_helpers(self) -> None:
        """The one place where the window's helpers are given to each other.
        Called when the window is built, and again by `keep_files` for the
        helpers of the file side, which the window then has too."""
        editor = self.position_editor
        if self.files is None:
            editor.analyseRequested.connect(self.evaluation.show_position)
            editor.closed.connect(self.evaluation.follow_game)
            return
        files, recent = self.files, self.recent_files
        recent.openRequested.connect(files.open_path)
        files.kept.connect(recent.remember)
        files.missing.connect(recent.forget)
        files.reading.connect(recent.menu.setDisabled)
        self.browse_moves.playFromHere.connect(editor.play_from)
        self.analysis.page_appendix = partial(progress_html, files.folder)  # players' progress
        practice = self.practice
        practice.board.changed.connect(self._panels_follow_practice)
        practice.said.connect(self.caption.say_practice)
        self.dice_stats.keptMatchesRequested.connect(practice.show_kept_matches)
        practice.storeChanged.connect(self.dice_stats.refresh_progress)

    def keep_files(self, folder: Path | str | None = None) -> MatchFiles:
        """Give the window its file side, with its matches kept in `folder` (the
        data folder when None): the autosave, Open, Open Recent, Save, Export as
        .mat and Browse Moves, then Enter Dice, Play with Real Dice and
        Statistics, in the Game menu. Start-up calls it once; a window without
        it (in tests of the board alone) keeps nothing."""
        files = MatchFiles(self, self.analysis, folder)
        self.recent_files = RecentFiles(self)
        self.recent_files.remove_stray_temp_files()
        self.mat_export = MatExport(self, files)
        self.browse_moves = BrowseMoves(self, self.analysis)
        self.dice_entry = DiceEntry(self)
        self.dice_stats = DiceStatsAction(
            self, files.persistence.history, files.results, files.folder
        )
        self.files = files
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
        self.practice = Practice(self, self.view, files.folder)  # Game > Practise
        self._connect_helpers()
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
        self._retranslate_menus()
        self._numbering_texts()
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
        self.resigning.retranslate()
        self.caption.retranslate()

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
        self._list_numbering()

    def _list_numbering(self) -> None:
        """The move list writes each turn as the board numbers its points: in
        the chosen side's numbering, or, on a board turned to the player to move
        and numbered for it, in the mover's own (as the board was when it moved)."""
        view = self.view
        if view.numbering == "auto" and view.follow_mover:
            self.move_list.set_numbering(Side.WHITE, Side.BLACK)
        else:
            side = view.numbering_side()
            self.move_list.set_numbering(side, side)

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
        length = read(s, LENGTH, DEFAULT_LENGTHS[variant])
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
        self.before_replacing(partial(self.start_match, variant, length, players))

    def rematch(self) -> None:
        if self._last_choice is not None:
            self.start_match(*self._last_choice)

    def ask_resign(self) -> None:
        """Ctrl+R: which win the person offers (ui.window.resign)."""
        self.resigning.ask()

    @property
    def resign_box(self) -> QMessageBox | None:
        """The resign question or, between two people, the other's, while open."""
        return self.resigning.box

    # ----- reactions -------------------------------------------------------------------
    def _update_actions(self) -> None:
        c = self.view.controller  # the match's, or practice's while it has the board
        self.roll_action.setEnabled(c.can_roll or c.can_next_game)
        self.roll_button.setEnabled(c.can_roll or c.can_next_game)
        self._roll_texts()
        self.undo_action.setEnabled(c.can_undo)
        self.undo_button.setEnabled(c.can_undo)
        self.finish_action.setEnabled(c.can_finish)
        self.finish_button.setEnabled(c.can_finish)
        self.resign_action.setEnabled(self.controller.can_resign and not self.view.lent)
        self.hint_action.setEnabled(c.can_hint)
        self.hint_button.setEnabled(c.can_hint)

    def ask_hint(self) -> None:
        """H or the Hint button: the computer looks for the person's best move."""
        self.view.controller.request_hint()

    def take_back(self) -> None:
        """Ctrl+Z or Take back, in the game on the board (a match's, or practice's)."""
        self.view.controller.undo()

    def finish_turn(self) -> None:
        """Enter or Done, in the game on the board."""
        self.view.controller.finish_turn()

    def roll_or_next_game(self) -> None:
        """The Roll button and the space bar: roll, or after a game start the next one
        (so closing the end-of-game dialog never leaves the match stuck)."""
        c = self.view.controller
        action = c.primary_action()
        if action is BoardAction.NEXT_GAME:
            c.next_game()
        elif action is BoardAction.ROLL:
            c.roll()

    def _roll_texts(self) -> None:
        # As wide as its longer text: the panel keeps its width between games.
        b = self.roll_button
        texts_ = (self.tr("Next game"), self.tr("Roll"))
        shown = [t.replace("&&", "\0").replace("&", "") for t in texts_]  # without the mnemonic
        b.setMinimumWidth(max(map(b.fontMetrics().horizontalAdvance, shown)) + 24)
        if self.view.controller.can_next_game:
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

    def _on_game_over(self, result: GameResult) -> None:
        c = self.controller
        match = c.match
        if match is None:
            return

        def message() -> str:
            if match.is_over and match.winner is not None:
                return " ".join(self.messages.match_result_texts(match, match.winner)[:2])
            return " ".join(self.messages.result_texts(match, result)[:2])

        self.show_status(message, scope=Scope.GAME)
        if match.is_over:
            return  # matchOver follows
        if all(p.computer for p in c.players):
            call_later(self, self.watch_next_delay_ms, c.next_game)
            return
        dlg = self._game_over_dialog()
        dlg.show_result(
            lambda: self.messages.result_texts(match, result),
            match_over=False,
            winner=result.winner,
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
            lambda: self.messages.match_result_texts(match, winner),
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

    def _panel_follows_board(self, reviewing: bool) -> None:
        """The side panel speaks of what the board shows: a decision looked back
        at (its pips, each seat's colour in that game, which move it is), or
        the game in play again, exactly as before."""
        shown = self.analysis.shown if reviewing else None
        d = self.analysis.decision(*shown) if shown is not None else None
        if d is None:
            self.score_panel.show_reviewed(None)
            return
        other = Side.BLACK if d.side is Side.WHITE else Side.WHITE
        sides = (d.side, other) if d.player == 0 else (other, d.side)
        position = Position.from_text(d.position)  # checked when the decision was shown
        self.score_panel.show_reviewed(
            Reviewed(position, sides, d.game, move_number(d.turn, d.side))
        )

    def _panels_follow_practice(self) -> None:
        """While practice has the board, the side panel, the move list and the
        line under the board speak of practice; then of the match, as before."""
        board = self.practice.board
        practising = board.active
        self.score_panel.show_practice(board.controller if practising else None)
        self.move_list.set_practising(practising)
        self.caption.set_practising(practising)

    def _game_over_aside(self, reviewing: bool) -> None:
        """A decision looked back at on the board: the Game Over window, which
        would stand over it and the analysis panel, steps aside until the board
        shows the game again (when the game is still over)."""
        dlg = self.game_over_dialog
        if dlg is None:
            return
        if reviewing and dlg.isVisible():
            dlg.hide()
            self._game_over_hidden = True
        elif not reviewing and self._game_over_hidden:
            self._game_over_hidden = False
            game = self.controller.game
            if game is not None and game.is_over:
                dlg.show()

    def _close_game_over(self) -> None:
        self._game_over_hidden = False
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
