"""The board view: shows the controller's game and turns mouse input into requests.

The board is declarative. On each change the controller announces, the view
takes the engine's position as it stands then; `board_layout.layout` says
where every checker stands in it, and the view's pieces (`BoardPieces`, the
same a still board draws with) give each checker its slot there, so that only
the checkers whose place changed move: the one a step moved, the one it hit
(which the engine has put on the bar), the one taken back. The view knows no
rule: it never works out a hit or a take-back itself.

The changes are worked off in turn, each animated (the checkers that move
glide one after another, raised over the others; the dice tumble) or applied
at once when animations are off; when all are done the view emits
`animationsFinished`, which the controller waits for before its next automatic
action. At rest the picture is the engine's position; should it ever not be,
the view logs an error (a test fails on it) and shows the engine's position.
The view never changes engine state.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Callable
from functools import partial
from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QFont, QKeyEvent, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from nardy_desktop.controller import MatchController, Phase, call_later
from nardy_desktop.engine import BAR, OFF, Position, Side, Step, TurnRecord, Variant
from nardy_desktop.engine.position import to_side_point
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.board import themes
from nardy_desktop.ui.board.board_layout import Slot, counts, mover_location, step_points
from nardy_desktop.ui.board.board_pieces import BoardPieces
from nardy_desktop.ui.board.items import (
    ArrowItem,
    BannerItem,
    CheckerItem,
    DieItem,
    HighlightItem,
    PipBadge,
)
from nardy_desktop.ui.board.speeds import DEFAULT_SPEED
from nardy_desktop.ui.common import retranslate
from nardy_desktop.ui.common.settings import NUMBERINGS

log = logging.getLogger(__name__)

Loc = tuple


class BoardEditor(Protocol):
    """What takes the board's clicks while a position is set up (see set_editor)."""

    def board_clicked(self, loc: Loc | None, right: bool) -> None: ...


class BoardView(QGraphicsView):
    """The board in a QGraphicsView; scales with the window, keeps its proportions."""

    animationsFinished = Signal()
    # The dice were clicked to end the turn while dice that can be played are left.
    turnNotFinished = Signal()
    # Another scene shown in the board's place (see show_scene) was put away by a
    # click on the board or Escape: the game in play shows again.
    sceneClosed = Signal()
    # A step's checker reached its place (the step, and whether it was taken back):
    # when its glide ends, or at once without animations. The sounds follow it.
    checkerLanded = Signal(object, bool)

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.glide_ms = DEFAULT_SPEED.glide_ms
        self.show_numbers = True
        self.numbering = "auto"  # see numbering_side
        self.follow_mover = False
        self.geometry_ = g.BoardGeometry(Variant.LONG, False)
        self._scene = QGraphicsScene(0, 0, g.WIDTH, g.HEIGHT, self)
        self.setScene(self._scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setBackgroundBrush(themes.current().background)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setMinimumSize(400, 280)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

        self._pieces = BoardPieces(self._scene, self.geometry_)
        for item in self._pieces.checkers:
            item.animationFinished.connect(partial(self._on_glide_done, item))
        hint_font = QFont()
        hint_font.setPixelSize(18)
        self._hint = QGraphicsSimpleTextItem()
        self._hint.setFont(hint_font)
        self._hint.setBrush(themes.current().hint_text)
        self._hint.setZValue(15)
        self._hint.setVisible(False)
        self._scene.addItem(self._hint)

        self._banner = BannerItem()
        self._scene.addItem(self._banner)
        self._banner.setPos(g.WIDTH / 2, g.HEIGHT / 2)
        self._banner_serial = 0
        self._banner_fade: QPropertyAnimation | None = None
        self._banner_make: Callable[[], str] | None = None

        self._queue: list[tuple[str, Any]] = []
        self._running: QAbstractAnimation | None = None  # the dice's tumble
        # The running change's checkers still to glide, the one gliding now, and what
        # to say when the first of them (a step's own checker) lands.
        self._gliding: list[tuple[CheckerItem, Slot]] = []
        self._glider: CheckerItem | None = None
        self._on_landed: Callable[[], None] | None = None
        self._busy_reported = False
        self._highlights: dict[Loc, HighlightItem] = {}
        self._arrows: list[ArrowItem] = []
        self._focus_target: Loc | None = None
        self._selected: Loc | None = None
        self._targets: dict[Loc, int] = {}
        self._drag_item: CheckerItem | None = None
        self._drag_from: Loc | None = None
        self._press_view_pos: QPointF | None = None
        self._dragging = False
        self._press_selected = False
        # The position editor while it has the board (see set_editor), and its position.
        self.editor: BoardEditor | None = None
        self._edited: Position | None = None

        c = controller
        c.set_animator(self)
        c.matchStarted.connect(self._on_match_started)
        c.gameStarted.connect(self._on_game_started)
        c.diceRolled.connect(self._on_dice_rolled)
        c.stepPlayed.connect(self._on_step_played)
        c.stepUndone.connect(self._on_step_undone)
        c.turnFinished.connect(self._on_turn_finished)
        c.stateChanged.connect(self._on_state_changed)
        c.hintReady.connect(self._on_hint)
        retranslate.register(self, self.retranslate_ui)
        self._update_texts()

    # ----- public -------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._running is not None or self._glider is not None or bool(self._queue)

    @property
    def checkers(self) -> list[CheckerItem]:
        """The thirty checker items (those a position leaves over are hidden)."""
        return self._pieces.checkers

    @property
    def dice(self) -> list[DieItem]:
        return self._pieces.dice

    @property
    def stacks(self) -> dict[Loc, list[CheckerItem]]:
        """Each location's checker items from the base up, as the picture has them
        (a checker gliding counts where it is going)."""
        return self._pieces.stacks()

    def checker_targets(self) -> dict[CheckerItem, QPointF]:
        """Where each checker on the board is to stand in the picture, gliding
        there or waiting its turn to (the spares of the position editor left out)."""
        return {item: slot.pos for item, slot in self._pieces.placed.items()}

    @property
    def _numbers(self) -> dict[int, QGraphicsSimpleTextItem]:
        return self._pieces.numbers

    @property
    def _pips(self) -> dict[Side, PipBadge]:
        return self._pieces.pips

    def set_glide_ms(self, ms: int) -> None:
        """Glide duration; 0 turns animations off (checkers jump)."""
        self.glide_ms = max(0, int(ms))
        if self.glide_ms == 0:
            if self._running is not None:
                self._running.setCurrentTime(self._running.totalDuration())
            if self._glider is not None:  # it lands now, and the rest jump
                self._glider.finish_animation()

    def apply_theme(self) -> None:
        """The colours of the current theme (themes.set_current repaints the items)."""
        t = themes.current()
        self.setBackgroundBrush(t.background)
        self._pieces.apply_theme()
        self._hint.setBrush(t.hint_text)

    def set_show_numbers(self, show: bool) -> None:
        self.show_numbers = show
        self._update_texts()

    def set_numbering(self, numbering: str) -> None:
        """Whose numbering the point numbers show: "white", "black" or "auto"
        (see `numbering_side`)."""
        self.numbering = numbering if numbering in NUMBERINGS else "auto"
        self._update_texts()

    def numbering_side(self) -> Side:
        """The side whose numbering the point numbers show. Chosen, White's or
        Black's; automatic, that of the side the board is turned to when it turns
        to the player to move, else that of the one person playing the computer,
        else White's (the side a fixed board is seen from). Never the mover's on a
        board that stays put: a turn would end on a point labelled in the other
        side's numbering."""
        if self.numbering == "white":
            return Side.WHITE
        if self.numbering == "black":
            return Side.BLACK
        turned = Side.BLACK if self.geometry_.flipped else Side.WHITE
        c = self.controller
        person = c.only_person()
        if self.follow_mover or person is None or c.match is None or c.game is None:
            return turned
        return c.match.side_of(person)

    def set_follow_mover(self, follow: bool) -> None:
        """Turn the board to the player to move (True) or always show White's side."""
        self.follow_mover = follow
        game = self.controller.game
        side = game.side_to_move if game is not None else Side.WHITE
        self._enqueue("orient", side)

    def show_banner(self, text: str | Callable[[], str], ms: int = 2200) -> None:
        """A short announcement across the middle of the board (a new game, a
        pass). It never blocks play and fades away by itself. `text` may be a
        function that builds it, so that it follows a change of language."""
        self._banner_make = text if callable(text) else None
        if self._banner_fade is not None:
            self._banner_fade.stop()
            self._banner_fade = None
        self._banner_serial += 1
        serial = self._banner_serial
        self._banner.set_text(text() if callable(text) else text)
        self._place_banner()
        self._banner.setOpacity(1.0)
        self._banner.setVisible(True)
        call_later(self, ms, lambda: self._fade_banner(serial))

    def _fade_banner(self, serial: int) -> None:
        if serial != self._banner_serial:  # a newer announcement is showing
            return
        if self.glide_ms <= 0:
            self._banner.setVisible(False)
            return
        fade = QPropertyAnimation(self._banner, b"opacity", self)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setDuration(400)
        fade.finished.connect(self._hide_banner)
        self._banner_fade = fade
        fade.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _place_banner(self, side: Side | None = None) -> None:
        """In the middle of the half where the dice (of `side`, or of the side to
        move) are not, so it hides nothing."""
        if side is None:
            game = self.controller.game
            side = game.side_to_move if game is not None else Side.WHITE
        dice_x = self.geometry_.dice_centre(side).x()
        left = g.LEFT_HALF_X + g.HALF_W / 2
        right = g.RIGHT_HALF_X + g.HALF_W / 2
        self._banner.setPos(left if dice_x > g.WIDTH / 2 else right, g.MID_Y)

    def _hide_banner(self) -> None:
        self._banner_fade = None
        self._banner.setVisible(False)

    @property
    def banner_text(self) -> str:
        return self._banner.text if self._banner.isVisible() else ""

    def location_centre(self, loc: Loc) -> QPointF:
        """Scene position of the top checker of a location, or of its base if empty
        (what a test or a hint clicks on)."""
        n = len(self.stacks.get(loc, []))
        if loc[0] == "off":
            return self.geometry_.tray_area(loc[1]).center()
        return self.geometry_.checker_pos(loc, max(0, n - 1))

    def mover_loc(self, point: int, side: Side | None = None) -> Loc:
        """The location of the mover's point `point` (25 bar, 0 off)."""
        game = self.controller.game
        if side is None:
            side = game.side_to_move if game is not None else Side.WHITE
        return mover_location(self.geometry_.variant, point, side)

    def mover_point(self, loc: Loc, side: Side) -> int | None:
        kind, where = loc
        if kind == "bar":
            return BAR if where == side else None
        if kind == "off":
            return OFF if where == side else None
        return to_side_point(self.geometry_.variant, side, where)

    # ----- another scene in the board's place -------------------------------------
    def show_scene(self, scene: QGraphicsScene | None) -> None:
        """Show `scene` (a position looked back at) in the board's place, or with
        None the game in play again. Play goes on underneath meanwhile, so nothing
        waits for it; a click on the board or Escape puts it away (`sceneClosed`)."""
        self._clear_selection()
        self.setScene(scene if scene is not None else self._scene)
        self.fitInView(QRectF(0, 0, g.WIDTH, g.HEIGHT), Qt.AspectRatioMode.KeepAspectRatio)

    @property
    def showing_other_scene(self) -> bool:
        return self.scene() is not self._scene

    def _close_other_scene(self) -> None:
        self.show_scene(None)
        self.sceneClosed.emit()

    # ----- the position editor ---------------------------------------------------
    def set_editor(self, editor: BoardEditor | None) -> None:
        """Give the board to the position editor: every click on it goes to
        `editor.board_clicked(location, right_button)`, and it shows what
        `show_position` gives it. With None the game has the board again, as it
        stands now: play went on underneath without animations."""
        self._stop_all()
        if self._busy_reported:  # a stopped animation: the controller must not wait for it
            self._busy_reported = False
            self.animationsFinished.emit()
        if self.showing_other_scene:
            self.show_scene(None)
        self.clear_suggestion()
        self.hide_banner()
        self.editor = editor
        self._edited = None
        if editor is None:
            game = self.controller.game
            if game is not None:
                self._apply("reset", game.position)
                if game.dice is not None:
                    self._show_still_dice(game.side_to_move, game.dice)
                    self._grey_dice(game.dice, game.remaining_dice)
        self._update_texts()

    def show_position(self, position: Position, dice: tuple[int, int] | None = None) -> None:
        """The position editor's position, at once, with its dice if chosen (the
        checkers it leaves over are hidden)."""
        self._edited = position
        self._apply("reset", position)
        if dice is not None:
            self._show_still_dice(position.side, dice)
        self._update_texts()

    def _show_still_dice(self, side: Side, dice: tuple[int, int]) -> None:
        glide, self.glide_ms = self.glide_ms, 0
        self._show_dice(side, dice)
        self.glide_ms = glide

    # ----- suggested moves -----------------------------------------------------
    def show_suggestion(self, steps: tuple[Step, ...] | list[Step]) -> None:
        """Draw the steps (mover's numbering) as numbered arrows on the board,
        each from the checker it moves to where that checker lands."""
        self.clear_suggestion()
        game = self.controller.game
        if game is None:
            return
        shown = self._pieces.shown if self._pieces.shown is not None else game.position
        ends = step_points(shown, self.geometry_, list(steps), game.side_to_move)
        for n, (start, end) in enumerate(ends, 1):
            arrow = ArrowItem(start, end, n)
            self._scene.addItem(arrow)
            self._arrows.append(arrow)
        self._separate_labels()

    def _separate_labels(self) -> None:
        """Move each arrow's number along it until it covers no earlier one: on a
        tall stack, two checkers taken from it start from the same place."""
        apart = 2 * ArrowItem.LABEL_R + 8

        def crowded(p: QPointF) -> bool:
            return any(math.hypot(p.x() - q.x(), p.y() - q.y()) < apart for q in placed)

        placed: list[QPointF] = []
        for arrow in self._arrows:
            distance = g.RADIUS
            while distance < arrow.length() / 2 and crowded(arrow.label_centre()):
                distance += apart / 2
                arrow.place_label(distance)
            placed.append(arrow.label_centre())

    def clear_suggestion(self) -> None:
        for a in self._arrows:
            self._scene.removeItem(a)
        self._arrows = []

    @property
    def suggestion(self) -> list[ArrowItem]:
        return list(self._arrows)

    def _on_hint(self, hint: Any) -> None:
        if self.editor is None:
            self.show_suggestion(hint.steps)

    def retranslate_ui(self) -> None:
        self._hint.setText(self.tr("Click the board or press Space to roll"))
        for badge in self._pips.values():
            badge.setToolTip(self.tr("Pip count: the points still to travel"))
        self._place_hint()
        if self._banner_make is not None and self._banner.isVisible():
            self._banner.set_text(self._banner_make())

    # ----- controller signals --------------------------------------------------
    def _on_match_started(self) -> None:
        self._stop_all()
        self.clear_suggestion()
        self.hide_banner()  # what was announced for the match left goes with it

    def hide_banner(self) -> None:
        self._banner_serial += 1  # a fade still to come is for an announcement gone
        if self._banner_fade is not None:
            self._banner_fade.stop()
        self._hide_banner()

    def _on_game_started(self, number: int) -> None:
        self.clear_suggestion()
        game = self.controller.game
        if game is None:
            return
        self._enqueue("reset", game.position)

    def _on_dice_rolled(self, dice: object) -> None:
        game = self.controller.game
        side = game.side_to_move if game is not None else Side.WHITE
        self._enqueue("dice", (side, tuple(dice)))  # type: ignore[arg-type]

    def _on_step_played(self, step: Step) -> None:
        self._enqueue_step(step, undone=False)

    def _on_step_undone(self, step: Step) -> None:
        self._enqueue_step(step, undone=True)

    def _enqueue_step(self, step: Step, undone: bool) -> None:
        """The picture of the engine's position as it stands after the step (or
        its take-back), shown once the changes before it are."""
        game = self.controller.game
        assert game is not None
        self.clear_suggestion()
        self._clear_selection()
        data = (game.position, step, undone, game.side_to_move, game.remaining_dice, game.dice)
        self._enqueue("step", data)

    def _on_turn_finished(self, record: TurnRecord) -> None:
        self.clear_suggestion()
        self._clear_selection()
        self._enqueue("endturn", record.side.opponent)

    def _on_state_changed(self) -> None:
        if not self.controller.can_move:
            self._clear_selection()
        self._update_texts()

    # ----- the queue ---------------------------------------------------------------
    def _enqueue(self, kind: str, data: Any) -> None:
        if self.editor is not None:  # the game shows again as it stands when editing ends
            return
        self._queue.append((kind, data))
        if self._idle():
            self._run_next()

    def _idle(self) -> bool:
        return self._running is None and self._glider is None

    def _stop_all(self) -> None:
        self._queue.clear()
        if self._running is not None:
            anim = self._running
            self._running = None
            anim.stop()
        self._gliding = []
        self._on_landed = None
        if self._glider is not None:
            glider, self._glider = self._glider, None
            glider.stop_animation()
        self._clear_selection()
        self._end_drag()

    def _run_next(self) -> None:
        while self._queue:
            kind, data = self._queue.pop(0)
            if self._apply(kind, data):
                self._busy_reported = True
                return
        self._check_picture()
        self._update_texts()
        if self._busy_reported:
            self._busy_reported = False
            self.animationsFinished.emit()

    def _on_anim_finished(self) -> None:
        # Only an animation that ran to its end says so; a stopped one (a new
        # match) is silent, so this is always the running one.
        self._running = None
        self._pieces.settle_looks()
        self._run_next()

    def _apply(self, kind: str, data: Any) -> bool:
        """Change the picture for one change; True while it animates (the queue
        goes on when it ends)."""
        if kind == "reset":
            pos: Position = data
            self._set_geometry(g.BoardGeometry(pos.variant, self._want_flip(pos.side)))
            self._hide_dice()
            self.clear_suggestion()
            self._pieces.place(pos)
            return False
        if kind == "orient":
            flip = self._want_flip(data)
            if flip != self.geometry_.flipped:
                self._set_geometry(g.BoardGeometry(self.geometry_.variant, flip))
                if self._pieces.shown is not None:
                    self._pieces.place(self._pieces.shown)
            self._update_texts()
            return False
        if kind == "endturn":
            self._hide_dice()
            return self._apply("orient", data)
        if kind == "dice":
            side, dice = data
            return self._show_dice(side, dice)
        if kind == "step":
            position, step, undone, mover, remaining, dice = data
            moves = self._pieces.retarget(position)
            # The step's own checker first, then the one it hit (or, taken back, set back).
            moves.sort(key=lambda move: move[0].side != mover)
            self._grey_dice(dice, remaining)
            return self._glide(moves, lambda: self.checkerLanded.emit(step, undone))
        if kind == "settle":  # a checker dragged and let go where it may not go: back home
            moves = [(it, s) for it, s in self._pieces.placed.items() if it.pos() != s.pos]
            return self._glide(moves)
        raise ValueError(kind)

    def _want_flip(self, side: Side) -> bool:
        return self.follow_mover and side == Side.BLACK

    def _set_geometry(self, geometry: g.BoardGeometry) -> None:
        self.geometry_ = geometry
        self._pieces.set_geometry(geometry)

    # ----- the picture -------------------------------------------------------------
    @staticmethod
    def _counts(pos: Position) -> list[tuple[Loc, Side, int]]:
        return counts(pos)

    def _check_picture(self) -> None:
        """At rest the picture is the engine's position. It always is, the view
        being told of every change; should it not be, that is a mistake to be
        seen (a test fails on the error logged), and the player is shown the
        game as it stands."""
        game = self.controller.game
        shown = self._pieces.shown
        if game is None or shown is None or self._dragging or self.editor is not None:
            return
        if counts(shown) == counts(game.position) and shown.variant is game.position.variant:
            return
        log.error(
            "the board showed %s while the game stands at %s: shown again from the game",
            shown.to_text(),
            game.position.to_text(),
        )
        self._set_geometry(g.BoardGeometry(game.position.variant, self.geometry_.flipped))
        self._pieces.place(game.position)

    def _glide(
        self, moves: list[tuple[CheckerItem, Slot]], landed: Callable[[], None] | None = None
    ) -> bool:
        """Send the checkers to their slots one after another, gliding (or
        jumping when animations are off); `landed` when the first arrives.
        True while they glide."""
        if self.glide_ms <= 0 or not moves:
            for item, slot in moves:
                item.animate(slot.pos, slot.z, 0, slot.count, slot.in_tray)
            self._pieces.settle_looks()
            if landed is not None:
                landed()
            return False
        self._gliding = list(moves)
        self._on_landed = landed
        self._glide_next()
        return True

    def _glide_next(self) -> None:
        item, slot = self._gliding.pop(0)
        self._glider = item
        ms = 0
        if self.glide_ms > 0:
            dist = (slot.pos - item.pos()).manhattanLength()
            ms = int(self.glide_ms * (0.8 + 0.5 * min(1.0, dist / 600)))
        item.animate(slot.pos, slot.z, ms, slot.count, slot.in_tray)
        if ms == 0:  # animations turned off meanwhile: it is there already
            self._on_glide_done(item)

    def _on_glide_done(self, item: CheckerItem) -> None:
        if item is not self._glider:
            return
        self._glider = None
        landed, self._on_landed = self._on_landed, None
        if landed is not None:
            landed()
        if self._gliding:
            self._glide_next()
            return
        self._pieces.settle_looks()
        self._run_next()

    # ----- dice ------------------------------------------------------------------
    def _hide_dice(self) -> None:
        self._pieces.hide_dice()
        self._update_texts()

    def _show_dice(self, side: Side, dice: tuple[int, int]) -> bool:
        """The dice rolled; True while they tumble."""
        shown = self._pieces.show_dice(side, dice)
        values = [die.value for die in shown]
        self._hint.setVisible(False)
        if self._banner.isVisible():  # an announcement still showing moves off the dice
            self._place_banner(side)
        if self.glide_ms <= 0:
            return False
        tumble = QVariantAnimation(self)
        tumble.setStartValue(0.0)
        tumble.setEndValue(1.0)
        tumble.setDuration(int(self.glide_ms * 1.6))
        tumble.setEasingCurve(QEasingCurve.Type.OutQuad)
        rng = random.Random()
        spins = [rng.choice((-1, 1)) * rng.uniform(200, 400) for _ in shown]

        def step(t: object) -> None:
            f = float(t)  # type: ignore[arg-type]
            for die, spin, value in zip(shown, spins, values, strict=False):
                die.setRotation(spin * (1 - f))
                die.set_value(value if f > 0.75 else rng.randint(1, 6))

        def done() -> None:
            for die, value in zip(shown, values, strict=False):
                die.setRotation(0)
                die.set_value(value)

        tumble.valueChanged.connect(step)
        tumble.finished.connect(done)
        self._running = tumble
        tumble.finished.connect(self._on_anim_finished)
        tumble.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
        return True

    def dice_rect(self) -> QRectF | None:
        """Where the dice on the board are (None when none shows): a click there
        ends the turn."""
        shown = [d.sceneBoundingRect() for d in self.dice if d.isVisible()]
        if not shown:
            return None
        area = shown[0]
        for r in shown[1:]:
            area = area.united(r)
        return area

    def _on_dice(self, spos: QPointF) -> bool:
        area = self.dice_rect()
        return area is not None and area.contains(spos)

    def _grey_dice(self, dice: tuple[int, int] | None, remaining: tuple[int, ...]) -> None:
        if dice is None:
            return
        values = [dice[0]] * 4 if dice[0] == dice[1] else list(dice)
        left = list(remaining)
        # Grey from the left so the dice still to play stay together on the right.
        flags = []
        for v in reversed(values):
            if v in left:
                left.remove(v)
                flags.append(False)
            else:
                flags.append(True)
        flags.reverse()
        for die, value, used in zip(self.dice, values, flags, strict=False):
            die.set_value(value, used)

    # ----- texts in the scene ---------------------------------------------------------
    def _update_texts(self) -> None:
        game = self.controller.game
        self._pieces.show_numbers(self.numbering_side(), self.show_numbers)
        shown = self._edited if self.editor is not None else None
        if shown is None and game is not None and self.editor is None:
            shown = game.position
        self._pieces.show_pips(shown)
        self._place_hint()

    def _place_hint(self) -> None:
        c = self.controller
        game = c.game
        if game is not None and c.can_next_game:
            self._hint.setText(self.tr("Click the board or press Space for the next game"))
            show = not self.busy
        elif game is not None and c.phase is Phase.MATCH_OVER:
            self._hint.setText(self.tr("The match is over: Ctrl+N starts a new one"))
            show = not self.busy
        else:
            self._hint.setText(self.tr("Click the board or press Space to roll"))
            show = (
                game is not None
                and c.can_roll
                and not self.busy
                and not any(d.isVisible() for d in self.dice)
            )
        show = show and self.editor is None
        if show and game is not None:
            centre = self.geometry_.dice_centre(game.side_to_move)
            r = self._hint.boundingRect()
            self._hint.setPos(centre.x() - r.width() / 2, centre.y() - r.height() / 2)
        self._hint.setVisible(bool(show))

    # ----- selection ------------------------------------------------------------------
    def _clear_selection(self) -> None:
        for h in self._highlights.values():
            self._scene.removeItem(h)
        self._highlights = {}
        self._focus_target = None
        if self._selected is not None and self.stacks.get(self._selected):
            self.stacks[self._selected][-1].set_selected(False)
        for item in self.checkers:
            item.set_selected(False)
        self._selected = None
        self._targets = {}

    def select(self, loc: Loc) -> bool:
        """Pick up the top checker of `loc` and light the points it can reach."""
        self._clear_selection()
        game = self.controller.game
        if game is None or not self.stacks.get(loc):
            return False
        mover = game.side_to_move
        frm = self.mover_point(loc, mover)
        if frm is None or self.stacks[loc][-1].side != mover:
            return False
        reach = self.controller.reachable(frm)
        if not reach:
            return False
        self._selected = loc
        self.stacks[loc][-1].set_selected(True)
        for to in reach:
            tloc = self.mover_loc(to, mover)
            self._targets[tloc] = to
            if tloc[0] == "off":
                rect = self.geometry_.tray_area(mover)
            else:
                rect = self.geometry_.point_rect(tloc[1])
            h = HighlightItem(rect.adjusted(2, 0, -2, 0), strong=len(reach[to]) == 1)
            self._scene.addItem(h)
            self._highlights[tloc] = h
        return True

    @property
    def targets(self) -> dict[Loc, int]:
        return dict(self._targets)

    @property
    def selected(self) -> Loc | None:
        return self._selected

    # ----- mouse ------------------------------------------------------------------------
    def _scene_pos(self, event: QMouseEvent) -> QPointF:
        return self.mapToScene(event.position().toPoint())

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.editor is not None:
            right = event.button() == Qt.MouseButton.RightButton
            if right or event.button() == Qt.MouseButton.LeftButton:
                self.editor.board_clicked(self.geometry_.location_at(self._scene_pos(event)), right)
            return
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._press_selected = False
        if self.showing_other_scene:
            self._close_other_scene()
            return
        c = self.controller
        game = c.game
        if game is None or self.busy:
            return
        if c.can_next_game:
            c.next_game()
            return
        if c.can_roll:
            c.roll()
            return
        if not c.can_move:
            return
        spos = self._scene_pos(event)
        if self._on_dice(spos):
            # A click on the dice ends the person's turn, as Done and Enter do.
            self._clear_selection()
            if c.can_finish:
                c.finish_turn()
            else:
                self.turnNotFinished.emit()
            return
        loc = self.geometry_.location_at(spos)
        mover = game.side_to_move
        if loc is None:
            self._clear_selection()
            return
        if self._selected is not None and loc in self._targets:
            frm = self.mover_point(self._selected, mover)
            self._clear_selection()
            if frm is not None:
                c.try_move(frm, self._targets_to(loc, mover))
            return
        frm = self.mover_point(loc, mover)
        stack = self.stacks.get(loc, [])
        if frm is not None and stack and stack[-1].side == mover and loc[0] != "off":
            if self.select(loc):
                self._press_selected = True
                self._drag_item = stack[-1]
                self._drag_from = loc
                self._press_view_pos = event.position()
            else:
                c.explain_stuck(frm)
            return
        if self._selected is not None:
            sel_frm = self.mover_point(self._selected, mover)
            to = self.mover_point(loc, mover)
            self._clear_selection()
            if sel_frm is not None:
                c.try_move(sel_frm, to if to is not None else -1)
            return

    def _targets_to(self, loc: Loc, mover: Side) -> int:
        to = self.mover_point(loc, mover)
        return to if to is not None else -1

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.editor is not None:
            self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
            return
        if self._drag_item is not None and event.buttons() & Qt.MouseButton.LeftButton:
            assert self._press_view_pos is not None
            moved = (event.position() - self._press_view_pos).manhattanLength()
            if not self._dragging and moved >= QApplication.startDragDistance():
                self._dragging = True
                self._drag_item.setZValue(200)
                self._drag_item.set_look(0, False)
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            if self._dragging:
                spos = self._scene_pos(event)
                self._drag_item.setPos(spos)
                # The lit point under the checker brightens: that is where it will land.
                over = self.geometry_.location_at(spos)
                for loc, h in self._highlights.items():
                    h.set_focused(loc == over)
            return
        self._update_cursor(self._scene_pos(event))
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self.editor is not None:
            return
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        if not self._dragging:
            self._end_drag()
            return
        game = self.controller.game
        frm_loc = self._drag_from
        loc = self.geometry_.location_at(self._scene_pos(event))
        self._end_drag()
        moved = False
        if game is not None and frm_loc is not None and loc is not None and loc != frm_loc:
            mover = game.side_to_move
            frm = self.mover_point(frm_loc, mover)
            to = self.mover_point(loc, mover)
            self._clear_selection()
            if frm is not None:
                moved = self.controller.try_move(frm, to if to is not None else -1)
        if not moved:
            # Back to its place (the move was refused or dropped off the board).
            self._enqueue("settle", None)

    def _end_drag(self) -> None:
        self._dragging = False
        self._drag_item = None
        self._drag_from = None
        self._press_view_pos = None
        self.viewport().unsetCursor()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """Play the checker with the higher usable die."""
        if self.editor is not None:  # each click of a double click adds or removes one
            self.mousePressEvent(event)
            return
        if event.button() != Qt.MouseButton.LeftButton or not self._press_selected:
            return
        c = self.controller
        game = c.game
        if game is None or not c.can_move or self._selected is None:
            return
        mover = game.side_to_move
        frm = self.mover_point(self._selected, mover)
        steps = [s for s in game.legal_steps() if s.frm == frm]
        if not steps or frm is None:
            return
        best = max(steps, key=lambda s: s.die)
        self._clear_selection()
        self._end_drag()
        c.try_move(frm, best.to)

    def _update_cursor(self, spos: QPointF) -> None:
        c = self.controller
        game = c.game
        cursor = Qt.CursorShape.ArrowCursor
        if game is not None and not self.busy:
            if c.can_roll or c.can_next_game or (c.can_finish and self._on_dice(spos)):
                cursor = Qt.CursorShape.PointingHandCursor
            elif c.can_move:
                loc = self.geometry_.location_at(spos)
                if loc is not None:
                    if loc in self._targets:
                        cursor = Qt.CursorShape.PointingHandCursor
                    else:
                        frm = self.mover_point(loc, game.side_to_move)
                        if frm is not None and frm in c.movable_points():
                            cursor = Qt.CursorShape.OpenHandCursor
        self.viewport().setCursor(cursor)

    # ----- keyboard --------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Left/Right pick a movable checker, Up/Down a point it can reach, Return
        plays it; 1-6 play the picked checker with that die; Escape puts it down."""
        key = event.key()
        if key == Qt.Key.Key_Escape and self.showing_other_scene:
            self._close_other_scene()
            return
        c = self.controller
        game = c.game
        if game is None or not c.can_move or self.busy or self.editor is not None:
            super().keyPressEvent(event)
            return
        mover = game.side_to_move
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            sources = sorted(c.movable_points(), reverse=True)
            if not sources:
                return
            current = self.mover_point(self._selected, mover) if self._selected else None
            if current in sources:
                i = sources.index(current) + (1 if key == Qt.Key.Key_Right else -1)
            else:
                i = 0 if key == Qt.Key.Key_Right else -1
            self.select(self.mover_loc(sources[i % len(sources)], mover))
            self._cycle_target(1)
            return
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self._targets:
            self._cycle_target(1 if key == Qt.Key.Key_Down else -1)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self._focus_target is not None:
            frm = self.mover_point(self._selected, mover) if self._selected else None
            to = self._targets.get(self._focus_target)
            self._clear_selection()
            if frm is not None and to is not None:
                c.try_move(frm, to)
            return
        if Qt.Key.Key_1 <= key <= Qt.Key.Key_6 and self._selected is not None:
            die = int(key) - int(Qt.Key.Key_0)
            frm = self.mover_point(self._selected, mover)
            self._clear_selection()
            if frm is None:
                return
            steps = [s for s in game.legal_steps() if s.frm == frm and s.die == die]
            c.try_move(frm, steps[0].to if steps else max(0, frm - die))
            return
        if key == Qt.Key.Key_Escape and self._selected is not None:
            self._clear_selection()
            return
        super().keyPressEvent(event)

    def _cycle_target(self, direction: int) -> None:
        if not self._targets:
            return
        # Nearest first: in the mover's numbering the targets count down from the checker.
        order = sorted(self._targets, key=lambda loc: -self._targets[loc])
        if self._focus_target in order:
            i = (order.index(self._focus_target) + direction) % len(order)
        else:
            i = 0
        for loc, h in self._highlights.items():
            h.set_focused(loc == order[i])
        self._focus_target = order[i]

    @property
    def focus_target(self) -> Loc | None:
        return self._focus_target

    # ----- size -----------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fitInView(QRectF(0, 0, g.WIDTH, g.HEIGHT), Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_numbers()

    def showEvent(self, event: Any) -> None:
        super().showEvent(event)
        self.fitInView(QRectF(0, 0, g.WIDTH, g.HEIGHT), Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_numbers()

    def _fit_numbers(self) -> None:
        """The point numbers stay readable on a small board (see layout.number_px)."""
        self._pieces.fit_numbers(self.transform().m11())
