"""The position editor (Game > Set Up Position): set up any position on the real board.

On the board, a left click on a point adds a checker of the chosen colour, a
right click takes one away; a click on a side's tray bears one of its checkers
off (right click: back to the spare checkers), and in backgammon a click on a
side's half of the bar puts one there. The panel beside the board shows the
spare checkers left of each side's 15, and sets the bar and borne-off counts,
the side to move, the dice (optionally), and the game. From there: Play From
Here (a new match whose first game starts from the position, against a person
or the computer), Analyse (the evaluation panel), Copy as (the engine's
position text, GNU Backgammon's ID or an XGID, the LN ID of long nardy) and
Paste (any of those: position_copy.py).

The editor refuses what cannot be, with the engine's own rules and reasons
(`Position.check`): checkers of both colours on one point, more than 15 of a
side, a six-point block with no opposing checker ahead in long nardy, a game
already won; the position stays as it was and the reason is said in the
player's language. While it is being set up a side may have fewer than 15
(the rest are spares); playing, analysing or copying it needs all of them.

The game in progress is not touched: it waits (or the computer plays on)
underneath, and shows again when the editor closes.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop.ai.levels import DEFAULT_LEVEL
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import (
    CHECKERS,
    MAX_LENGTH,
    MAX_POSITION_TEXT,
    Position,
    PositionError,
    Side,
    Variant,
)
from nardy_desktop.engine.position_ids import Setup
from nardy_desktop.engine.reasons import PositionReason as R
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.board.board_view import BoardView
from nardy_desktop.ui.board.geometry import Location
from nardy_desktop.ui.board.position_copy import (
    CopyAsButton,
    Form,
    is_unread,
    pasted,
    unread_text,
)
from nardy_desktop.ui.common import retranslate, texts
from nardy_desktop.ui.common.checker_icon import checker_icon
from nardy_desktop.ui.common.host import WindowHost
from nardy_desktop.ui.common.plain_text import plain
from nardy_desktop.ui.common.player_box import _PlayerBox
from nardy_desktop.ui.common.scope import Scope

# ----- the rules of setting up (no Qt) ------------------------------------------------


def empty(variant: Variant, side: Side = Side.WHITE) -> Position:
    """A board with every checker still to place."""
    return Position(Variant(variant), (0,) * 24, (0, 0), (0, 0), side)


def spares(position: Position) -> tuple[int, int]:
    """The checkers of each side (White, Black) not yet placed."""
    white, black = position.checker_counts()
    return CHECKERS - white, CHECKERS - black


def edited(position: Position, loc: Location, side: Side, delta: int) -> Position:
    """`position` with one checker of `side` added (`delta` 1) or taken away
    (-1) at `loc` (("p", White's point), ("bar", side) or ("off", side)).
    PositionError, with the engine's reason, for what cannot be; a checker
    taken from where there is none changes nothing."""
    kind, where = loc
    points = list(position.points)
    bar = list(position.bar)
    off = list(position.off)
    sign = 1 if side is Side.WHITE else -1
    if kind == "p":
        x = points[where - 1]
        if delta > 0 and x * sign < 0:
            raise PositionError(f"point {where} holds the other colour", R.MIXED_POINT, side)
        if delta < 0 and x * sign <= 0:
            return position
        points[where - 1] = x + sign * delta
    else:
        counts = bar if kind == "bar" else off
        if delta < 0 and counts[side] == 0:
            return position
        counts[side] += delta
    out = position._replace(points=tuple(points), bar=(bar[0], bar[1]), off=(off[0], off[1]))
    out.check(complete=False)
    return out


def refusal_text(error: PositionError) -> str:
    """Why a position is refused, in the player's language."""
    white = error.side is Side.WHITE
    reason = error.reason
    if reason is R.MIXED_POINT:
        return QCoreApplication.translate(
            "PositionEditor", "A point cannot hold checkers of both colours."
        )
    if reason is R.TOO_MANY_CHECKERS:
        if white:
            return fill(
                QCoreApplication.translate(
                    "PositionEditor", "White has no spare checker left: a side has %1."
                ),
                CHECKERS,
            )
        return fill(
            QCoreApplication.translate(
                "PositionEditor", "Black has no spare checker left: a side has %1."
            ),
            CHECKERS,
        )
    if reason is R.TOO_FEW_CHECKERS:
        if white:
            return fill(
                QCoreApplication.translate(
                    "PositionEditor", "Place all %1 of White's checkers first."
                ),
                CHECKERS,
            )
        return fill(
            QCoreApplication.translate("PositionEditor", "Place all %1 of Black's checkers first."),
            CHECKERS,
        )
    if reason is R.BAR_IN_LONG_NARDY:
        return QCoreApplication.translate(
            "PositionEditor", "Long nardy has no bar: no checker is ever hit."
        )
    if reason is R.SIX_BLOCK:
        if white:
            return QCoreApplication.translate(
                "PositionEditor",
                "White would hold six points in a row with no Black checker ahead of them: "
                "no legal game reaches that.",
            )
        return QCoreApplication.translate(
            "PositionEditor",
            "Black would hold six points in a row with no White checker ahead of them: "
            "no legal game reaches that.",
        )
    if reason is R.GAME_WON:
        if error.side is None:
            return QCoreApplication.translate(
                "PositionEditor", "Both sides cannot have borne off all their checkers."
            )
        if white:
            return fill(
                QCoreApplication.translate(
                    "PositionEditor", "White has borne off all %1: that game is already won."
                ),
                CHECKERS,
            )
        return fill(
            QCoreApplication.translate(
                "PositionEditor", "Black has borne off all %1: that game is already won."
            ),
            CHECKERS,
        )
    if reason is R.TOO_LONG:
        return fill(
            QCoreApplication.translate(
                "PositionEditor",
                "This text is too long to be a position text, which has at most %1 characters.",
            ),
            MAX_POSITION_TEXT,
        )
    if reason is R.NEGATIVE_COUNT:
        return QCoreApplication.translate(
            "PositionEditor", "A number of checkers cannot be negative."
        )
    return QCoreApplication.translate(
        "PositionEditor",
        "This is not a position text: it reads VARIANT/P1,...,P24/BW,BB/OW,OB/SIDE.",
    )


# ----- the panel beside the board -----------------------------------------------------


class _Pair(QWidget):
    """Two spin boxes, White's and Black's, each with its checker."""

    def __init__(self, top: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.boxes: list[QSpinBox] = []
        for side in Side:
            icon = QLabel()
            icon.setPixmap(checker_icon(side))
            box = QSpinBox()
            box.setRange(0, top)
            row.addWidget(icon)
            row.addWidget(box)
            self.boxes.append(box)
        row.addStretch(1)

    def set_values(self, values: tuple[int, int]) -> None:
        for box, v in zip(self.boxes, values, strict=True):
            box.blockSignals(True)
            box.setValue(v)
            box.blockSignals(False)


class EditorPanel(QWidget):
    """The editor's controls (see the module docstring); the editor fills and hears them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("positionEditorPanel")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        self.help = QLabel()
        self.help.setWordWrap(True)
        layout.addWidget(self.help)
        form = QFormLayout()
        self.variant = QComboBox()
        self.variant.addItems(["", ""])
        self.variant_label = QLabel()
        form.addRow(self.variant_label, self.variant)
        colours = QHBoxLayout()
        self.colour_group = QButtonGroup(self)
        self.colours: list[QRadioButton] = []
        for side in Side:
            b = QRadioButton()
            b.setIcon(checker_icon(side))
            self.colour_group.addButton(b, int(side))
            colours.addWidget(b)
            self.colours.append(b)
        self.colours[0].setChecked(True)
        self.colour_label = QLabel()
        form.addRow(self.colour_label, colours)
        self.tray_label = QLabel()
        self.trays = [QLabel(), QLabel()]
        tray_box = QVBoxLayout()
        for t in self.trays:
            tray_box.addWidget(t)
        form.addRow(self.tray_label, tray_box)
        self.bar = _Pair(CHECKERS)
        self.bar_label = QLabel()
        form.addRow(self.bar_label, self.bar)
        self.off = _Pair(CHECKERS)
        self.off_label = QLabel()
        form.addRow(self.off_label, self.off)
        movers = QHBoxLayout()
        self.mover_group = QButtonGroup(self)
        self.movers: list[QRadioButton] = []
        for side in Side:
            b = QRadioButton()
            b.setIcon(checker_icon(side))
            self.mover_group.addButton(b, int(side))
            movers.addWidget(b)
            self.movers.append(b)
        self.mover_label = QLabel()
        form.addRow(self.mover_label, movers)
        dice = QHBoxLayout()
        self.dice_on = QCheckBox()
        self.dice = [QSpinBox(), QSpinBox()]
        dice.addWidget(self.dice_on)
        for d in self.dice:
            d.setRange(1, 6)
            dice.addWidget(d)
        dice.addStretch(1)
        self.dice_label = QLabel()
        form.addRow(self.dice_label, dice)
        layout.addLayout(form)
        grid = QGridLayout()
        self.start_button = QPushButton()
        self.clear_button = QPushButton()
        self.copy_button = CopyAsButton()
        self.paste_button = QPushButton()
        self.analyse_button = QPushButton()
        self.play_button = QPushButton()
        self.close_button = QPushButton()
        grid.addWidget(self.start_button, 0, 0)
        grid.addWidget(self.clear_button, 0, 1)
        grid.addWidget(self.copy_button, 1, 0)
        grid.addWidget(self.paste_button, 1, 1)
        grid.addWidget(self.analyse_button, 2, 0)
        grid.addWidget(self.play_button, 2, 1)
        grid.addWidget(self.close_button, 3, 0, 1, 2)
        layout.addLayout(grid)
        self.message = QLabel()
        self.message.setObjectName("editorMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        plain(self.message)
        layout.addWidget(self.message)
        layout.addStretch(1)
        self.setStyleSheet("#editorMessage { color: #ff8a80; }")  # reads on the dark palette

    def retranslate_ui(self) -> None:
        self.help.setText(
            self.tr(
                "Left click on a point: add a checker of the colour chosen. Right click: take "
                "one away. A click on a tray bears a checker off; in backgammon a click on the "
                "bar puts one there."
            )
        )
        self.variant_label.setText(self.tr("&Game:"))
        self.variant_label.setBuddy(self.variant)
        self.variant.setItemText(0, texts.variant_name(Variant.LONG))
        self.variant.setItemText(1, texts.variant_name(Variant.BACKGAMMON))
        self.colour_label.setText(self.tr("Checkers to place:"))
        self.tray_label.setText(self.tr("Spare checkers:"))
        self.bar_label.setText(self.tr("On the bar:"))
        self.off_label.setText(self.tr("Borne off:"))
        self.mover_label.setText(self.tr("To move:"))
        self.dice_label.setText(self.tr("Dice:"))
        self.dice_on.setText(self.tr("&Rolled"))
        for side in Side:
            self.colours[side].setText(texts.side_name(side))
            self.movers[side].setText(texts.side_name(side))
        self.start_button.setText(self.tr("&Starting Position"))
        self.clear_button.setText(self.tr("C&lear Board"))
        self.paste_button.setText(self.tr("&Paste"))
        self.analyse_button.setText(self.tr("&Analyse"))
        self.play_button.setText(self.tr("Play &From Here\u2026"))
        self.close_button.setText(self.tr("Back to the &Game"))

    def show_spares(self, left: tuple[int, int]) -> None:
        self.trays[0].setText(fill(self.tr("White: %1 of %2 left"), left[0], CHECKERS))
        self.trays[1].setText(fill(self.tr("Black: %1 of %2 left"), left[1], CHECKERS))


class PlayDialog(QDialog):
    """Play From Here: who plays each colour, and the length of the match
    (its first game starts from the position set up, the others as usual)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playFromHereDialog")
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        row = QHBoxLayout()
        self.seats = [_PlayerBox(0), _PlayerBox(1)]
        for box in self.seats:
            row.addWidget(box)
        layout.addLayout(row)
        form = QFormLayout()
        self.length = QSpinBox()
        self.length.setRange(1, MAX_LENGTH)
        self.length.setValue(1)
        self.length_label = QLabel()
        form.addRow(self.length_label, self.length)
        layout.addLayout(form)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.seats[1].kind.setCurrentIndex(1)
        retranslate.register(self, self.retranslate_ui)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Play From Here"))
        self.intro.setText(
            self.tr(
                "A new match whose first game starts from the position set up; the next "
                "games start as usual, colours changing each game."
            )
        )
        for box, side in zip(self.seats, Side, strict=True):
            shown = texts.shown_name(box.name.text())
            if shown != box.name.text():
                box.name.setText(shown)
            box.retranslate_ui()
            box.setTitle(texts.side_name(side))  # player 0 plays White in the first game
        self.length_label.setText(self.tr("Match &length (points):"))
        self.length_label.setBuddy(self.length)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Play"))

    def set_players(self, players: tuple[PlayerSpec, PlayerSpec]) -> None:
        for box, spec in zip(self.seats, players, strict=True):
            box.set_spec(spec)

    def chosen(self) -> tuple[int, tuple[PlayerSpec, PlayerSpec]]:
        return self.length.value(), (self.seats[0].spec(), self.seats[1].spec())


# ----- the editor ---------------------------------------------------------------------


class PositionEditor(QObject):
    """Sets a position up on the window's board; see the module docstring.
    It takes over the board's clicks, so it is given the board view itself."""

    analyseRequested = Signal(Position, object)  # a position to evaluate, with its dice or None
    closed = Signal()  # the game has the board again

    def __init__(self, host: WindowHost, board: BoardView) -> None:
        super().__init__(host.widget)
        self.host = host
        self.view = board
        self.controller = host.controller
        self.position = Position.start(Variant.LONG)
        self.dice: tuple[int, int] | None = None
        self.play_dialog: PlayDialog | None = None
        self._message: Callable[[], str] | None = None

        window = host.widget
        self.action = QAction(window)
        self.action.triggered.connect(self.open)
        host.add_game_actions([self.action])

        self.panel = EditorPanel()
        self.dock = QDockWidget(window)
        self.dock.setObjectName("positionEditorDock")
        self.dock.setWidget(self.panel)
        self.dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
        )
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.dock.hide()
        self.dock.visibilityChanged.connect(self._on_dock_visibility)

        p = self.panel
        p.variant.currentIndexChanged.connect(self._on_variant)
        p.mover_group.idClicked.connect(self._on_mover)
        for i, box in enumerate(p.bar.boxes):
            box.valueChanged.connect(lambda v, i=i: self._on_count("bar", Side(i), v))
        for i, box in enumerate(p.off.boxes):
            box.valueChanged.connect(lambda v, i=i: self._on_count("off", Side(i), v))
        p.dice_on.toggled.connect(self._on_dice)
        for d in p.dice:
            d.valueChanged.connect(self._on_dice)
        p.start_button.clicked.connect(self.starting_position)
        p.clear_button.clicked.connect(self.clear)
        p.copy_button.bind(self._setup_to_copy, self._on_copied, lambda: self.position.variant)
        p.paste_button.clicked.connect(self.paste)
        p.analyse_button.clicked.connect(self.analyse)
        p.play_button.clicked.connect(self.ask_play)
        p.close_button.clicked.connect(self.close)
        self.controller.matchStarted.connect(self._on_match_started)
        retranslate.register(self, self.retranslate_ui)

    # ----- opening and closing -----------------------------------------------------
    @property
    def is_open(self) -> bool:
        return self.view.editor is self

    def open(self) -> None:
        """Set Up Position: begin from the position on the board (the start of the
        turn being played, with its dice), or the start of a game."""
        if self.is_open:
            self.dock.raise_()
            return
        game = self.controller.game
        if game is not None and not game.is_over:
            self.position, self.dice = game.turn_start, game.dice
        else:
            variant = self.controller.match.variant if self.controller.match else Variant.LONG
            self.position, self.dice = Position.start(variant), None
        self.view.set_editor(self)
        self.dock.show()
        self._say(None)
        self._show()

    def close(self) -> None:
        """Back to the game, as it stands now."""
        if not self.is_open:
            return
        self.view.set_editor(None)
        self.dock.hide()
        self.closed.emit()

    def _on_dock_visibility(self, visible: bool) -> None:
        try:
            shown = self.host.widget.isVisible()
        except RuntimeError:  # the window is being destroyed
            return
        if not visible and shown and self.is_open:
            self.close()  # the dock's own close button

    def _on_match_started(self) -> None:
        self.close()  # a new match shows on the board

    # ----- showing -----------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.action.setText(self.tr("Set &Up Position\u2026"))
        self.dock.setWindowTitle(self.tr("Set Up Position"))
        self.panel.retranslate_ui()
        self._show_controls()
        if self._message is not None:
            self.panel.message.setText(self._message())

    def _show(self) -> None:
        self.view.show_position(self.position, self.dice)
        self._show_controls()

    def _show_controls(self) -> None:
        p = self.panel
        pos = self.position
        p.variant.blockSignals(True)
        p.variant.setCurrentIndex(0 if pos.variant is Variant.LONG else 1)
        p.variant.blockSignals(False)
        p.show_spares(spares(pos))
        p.bar.set_values(pos.bar)
        p.off.set_values(pos.off)
        long = pos.variant is Variant.LONG
        p.bar.setVisible(not long)
        p.bar_label.setVisible(not long)
        p.movers[pos.side].setChecked(True)
        p.dice_on.blockSignals(True)
        p.dice_on.setChecked(self.dice is not None)
        p.dice_on.blockSignals(False)
        for i, d in enumerate(p.dice):
            d.blockSignals(True)
            if self.dice is not None:
                d.setValue(self.dice[i])
            d.setEnabled(self.dice is not None)
            d.blockSignals(False)

    def _say(
        self, message: Callable[[], str] | None, status: Callable[[], str] | None = None
    ) -> None:
        """A refusal or a result, in the panel and the status bar (`status`, when
        it says it without quoting outside text); None clears it."""
        self._message = message
        self.panel.message.setText(message() if message is not None else "")
        if message is not None:
            self.host.show_status(status or message, 8000, Scope.HINT)
        else:
            self.host.end_status(Scope.HINT)

    def _refuse(self, error: PositionError) -> None:
        self._say(lambda: refusal_text(error))
        self._show_controls()  # a count refused goes back to what it was

    @property
    def colour(self) -> Side:
        return Side(self.panel.colour_group.checkedId())

    def set_colour(self, side: Side) -> None:
        self.panel.colours[side].setChecked(True)

    # ----- editing -----------------------------------------------------------------------
    def _set(self, position: Position) -> None:
        self.position = position
        self._say(None)
        self._show()

    def board_clicked(self, loc: Location | None, right: bool) -> None:
        """A click on the board: see the module docstring."""
        if loc is None:
            return
        kind, where = loc
        if kind == "p":
            if right:
                x = self.position.points[where - 1]
                if x == 0:
                    return
                side = Side.WHITE if x > 0 else Side.BLACK
            else:
                side = self.colour
        else:
            side = Side(where)  # a tray or a bar half belongs to one side
        try:
            self._set(edited(self.position, loc, side, -1 if right else 1))
        except PositionError as e:
            self._refuse(e)

    def _on_count(self, kind: str, side: Side, value: int) -> None:
        pos = self.position
        have = (pos.bar if kind == "bar" else pos.off)[side]
        loc = Location.bar(side) if kind == "bar" else Location.off(side)
        try:
            for _ in range(abs(value - have)):
                pos = edited(pos, loc, side, 1 if value > have else -1)
        except PositionError as e:
            self._refuse(e)
            return
        self._set(pos)

    def _on_mover(self, side_id: int) -> None:
        self._set(self.position.with_side(Side(side_id)))

    def _on_dice(self, *_args: object) -> None:
        p = self.panel
        self.dice = (p.dice[0].value(), p.dice[1].value()) if p.dice_on.isChecked() else None
        self._show()

    def _on_variant(self, index: int) -> None:
        variant = Variant.LONG if index == 0 else Variant.BACKGAMMON
        if variant is not self.position.variant:
            self._set(Position.start(variant).with_side(self.position.side))

    def starting_position(self) -> None:
        self._set(Position.start(self.position.variant))

    def clear(self) -> None:
        self._set(empty(self.position.variant, self.position.side))

    def play_from(self, position: Position, dice: tuple[int, int] | None) -> None:
        """Play From Here of a position looked back at (the move browser's): the
        position in the editor, where it may still be changed, and the question
        who plays it, which starts the match after offering to save the one it
        replaces."""
        self.open()
        self.set_position(position, dice)
        self.ask_play()

    def set_position(self, position: Position, dice: tuple[int, int] | None = None) -> None:
        """Show `position` (checked as a position being set up) with `dice`."""
        try:
            position.check(complete=False)
        except PositionError as e:
            self._refuse(e)
            return
        self.dice = dice
        self._set(position)

    # ----- what to do with it ----------------------------------------------------------
    def complete(self) -> Position | None:
        """The position, if it is one to play from (else its refusal is said)."""
        try:
            self.position.check()
        except PositionError as e:
            self._refuse(e)
            return None
        return self.position

    def _setup_to_copy(self) -> Setup | None:
        pos = self.complete()
        return None if pos is None else Setup(pos, self.dice)

    def _on_copied(self, text: str) -> None:
        self._say(lambda: fill(self.tr("Copied: %1"), text))

    def copy(self, form: Form = Form.TEXT) -> str | None:
        """Copy the position in `form` (None: it is not complete, and the editor says why)."""
        return self.panel.copy_button.copy(form)

    def paste(self) -> None:
        """The position on the clipboard, in any form a player copies (position
        text, GNU Backgammon ID, XGID, LN ID), with its dice if it has them."""
        text = QGuiApplication.clipboard().text()
        try:
            setup = pasted(text)
        except PositionError as e:
            if is_unread(e):  # the text quoted in the panel, not in the status bar
                self._say(
                    lambda: unread_text(text), lambda: unread_text(None if text.strip() else "")
                )
                self._show_controls()
            else:
                self._refuse(e)
            return
        self.dice = setup.dice
        self._set(setup.position)

    def analyse(self) -> None:
        pos = self.complete()
        if pos is None:
            return
        self.analyseRequested.emit(pos, self.dice)

    def ask_play(self) -> PlayDialog | None:
        """Play From Here: who plays, then a new match from the position."""
        if self.complete() is None:
            return None
        dlg = self.play_dialog
        if dlg is not None and dlg.isVisible():
            dlg.raise_()
            return dlg
        dlg = PlayDialog(self.host.widget)
        # The names the program gives, as the window gives them: a person, the computer.
        person = QCoreApplication.translate("MainWindow", "Player")
        computer = QCoreApplication.translate("MainWindow", "Computer")
        dlg.set_players((PlayerSpec(person), PlayerSpec(computer, True, DEFAULT_LEVEL)))
        dlg.accepted.connect(self._on_play_accepted)
        dlg.finished.connect(dlg.deleteLater)
        dlg.finished.connect(self._forget_play_dialog)
        self.play_dialog = dlg
        dlg.setWindowModality(Qt.WindowModality.NonModal)
        dlg.show()
        return dlg

    def _forget_play_dialog(self) -> None:
        self.play_dialog = None

    def _on_play_accepted(self) -> None:
        dlg = self.play_dialog
        pos = self.complete()
        if dlg is None or pos is None:
            return
        length, players = dlg.chosen()
        self.host.before_replacing(partial(self.play, pos, self.dice, length, players))

    def play(
        self,
        position: Position,
        dice: tuple[int, int] | None,
        length: int,
        players: tuple[PlayerSpec, PlayerSpec],
    ) -> None:
        """A new match from `position`: player 0 plays White in its first game."""
        self.close()
        self.controller.new_match(position.variant, length, players, start=position, opening=dice)


__all__ = ["PositionEditor", "edited", "empty", "refusal_text", "spares"]
