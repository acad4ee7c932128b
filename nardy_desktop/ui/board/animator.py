"""The board's changes, shown one after another: the controller's `Animator`.

Each change the controller announces becomes a record (`Reset`, `Orient`,
`TurnEnd`, `Dice`, `Step`, `Settle`) in a queue. The changes are worked off
in turn, each animated (the checkers that move glide one after another,
raised over the others; the dice tumble) or applied at once when animations
are off. While any is queued or running the animator is `busy`; when the last
one is done it emits `animationsFinished`, which the controller waits for
before its next automatic action.

A step's record carries the engine's position as it stood after the step:
the pieces (`BoardPieces`) give each checker its slot in it, and only those
whose place changed move (the one the step moved, the one it hit, the one
taken back). Nothing here knows a rule or changes engine state.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QObject, QVariantAnimation, Signal

from nardy_desktop.engine import Position, Side, dice_played, roll_dice
from nardy_desktop.engine import Step as EngineStep
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.board.board_layout import Slot
from nardy_desktop.ui.board.board_pieces import BoardPieces
from nardy_desktop.ui.board.items import CheckerItem
from nardy_desktop.ui.board.speeds import DEFAULT_SPEED


@dataclass(frozen=True, slots=True)
class Reset:
    """A position shown afresh, at once: a new game, or the editor's position."""

    position: Position


@dataclass(frozen=True, slots=True)
class Orient:
    """The board turned to `side` if it follows the player to move."""

    side: Side


@dataclass(frozen=True, slots=True)
class TurnEnd:
    """A turn ended: its dice go, and the board turns to `next_side`."""

    next_side: Side


@dataclass(frozen=True, slots=True)
class Dice:
    """`side` rolled `dice`: they tumble in `side`'s half."""

    side: Side
    dice: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Step:
    """A step played (or, `undone`, taken back), with the engine's facts just
    after it: the position, the side to move, the dice still to play."""

    position: Position
    step: EngineStep
    undone: bool
    mover: Side
    remaining: tuple[int, ...]
    dice: tuple[int, int] | None


@dataclass(frozen=True, slots=True)
class Settle:
    """A checker dragged and let go where it may not go: back to its place."""


Change = Reset | Orient | TurnEnd | Dice | Step | Settle


class BoardAnimator(QObject):
    """The queue of changes of one board's pieces.

    The board around the pieces follows through four calls: `changed` whenever
    what it writes around the checkers may have to follow (the board turned,
    its dice went), `reset` when a position is shown afresh (what was drawn
    over the old one goes), `dice_shown` with the side whose dice were just
    put down, and `at_rest` when the queue is done."""

    animationsFinished = Signal()
    # A step's checker reached its place (the step, and whether it was taken back):
    # when its glide ends, or at once without animations. The sounds follow it.
    checkerLanded = Signal(object, bool)

    def __init__(
        self,
        pieces: BoardPieces,
        changed: Callable[[], None],
        reset: Callable[[], None],
        dice_shown: Callable[[Side], None],
        at_rest: Callable[[], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.pieces = pieces
        self.glide_ms = DEFAULT_SPEED.glide_ms
        self.follow_mover = False
        # The position editor has the board: changes of the game are not shown.
        self.held = False
        self._changed = changed
        self._reset = reset
        self._at_rest = at_rest
        self._dice_shown = dice_shown
        self._queue: list[Change] = []
        self._running: QAbstractAnimation | None = None  # the dice's tumble
        # The running change's checkers still to glide, the one gliding now, and what
        # to say when the first of them (a step's own checker) lands.
        self._gliding: list[tuple[CheckerItem, Slot]] = []
        self._glider: CheckerItem | None = None
        self._on_landed: Callable[[], None] | None = None
        self._busy_reported = False
        for item in pieces.checkers:
            item.animationFinished.connect(partial(self._on_glide_done, item))

    # ----- state ------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        return self._running is not None or self._glider is not None or bool(self._queue)

    @property
    def geometry(self) -> g.BoardGeometry:
        return self.pieces.geometry

    def set_geometry(self, geometry: g.BoardGeometry) -> None:
        self.pieces.set_geometry(geometry)

    def set_glide_ms(self, ms: int) -> None:
        """Glide duration; 0 turns animations off (checkers jump)."""
        self.glide_ms = max(0, int(ms))
        if self.glide_ms == 0:
            if self._running is not None:
                self._running.setCurrentTime(self._running.totalDuration())
            if self._glider is not None:  # it lands now, and the rest jump
                self._glider.finish_animation()

    # ----- the queue ----------------------------------------------------------------
    def enqueue(self, change: Change) -> None:
        if self.held:  # the game shows again as it stands when editing ends
            return
        self._queue.append(change)
        if self._running is None and self._glider is None:
            self._run_next()

    def stop(self) -> None:
        """Drop every change queued and stop the one running, silently."""
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

    def release(self) -> None:
        """After `stop`: the controller waits for nothing more (animationsFinished
        if it was told the board was busy)."""
        if self._busy_reported:
            self._busy_reported = False
            self.animationsFinished.emit()

    def _run_next(self) -> None:
        while self._queue:
            if self.apply(self._queue.pop(0)):
                self._busy_reported = True
                return
        self._at_rest()
        self.release()

    def _on_anim_finished(self) -> None:
        # Only an animation that ran to its end says so; a stopped one (a new
        # match) is silent, so this is always the running one.
        self._running = None
        self.pieces.settle_looks()
        self._run_next()

    def apply(self, change: Change) -> bool:
        """Change the picture for one change; True while it animates (the queue
        goes on when it ends)."""
        if isinstance(change, Reset):
            pos = change.position
            self.set_geometry(g.BoardGeometry(pos.variant, self._want_flip(pos.side)))
            self.hide_dice()
            self._reset()
            self.pieces.place(pos)
            return False
        if isinstance(change, Orient):
            self._orient(change.side)
            return False
        if isinstance(change, TurnEnd):
            self.hide_dice()
            self._orient(change.next_side)
            return False
        if isinstance(change, Dice):
            return self._show_dice(change.side, change.dice)
        if isinstance(change, Step):
            moves = self.pieces.retarget(change.position)
            # The step's own checker first, then the one it hit (or, taken back, set back).
            moves.sort(key=lambda move: move[0].side != change.mover)
            self.grey_dice(change.dice, change.remaining)
            step, undone = change.step, change.undone
            return self._glide(moves, lambda: self.checkerLanded.emit(step, undone))
        moves = [(it, s) for it, s in self.pieces.placed.items() if it.pos() != s.pos]
        return self._glide(moves)

    def _orient(self, side: Side) -> None:
        flip = self._want_flip(side)
        if flip != self.geometry.flipped:
            self.set_geometry(g.BoardGeometry(self.geometry.variant, flip))
            if self.pieces.shown is not None:
                self.pieces.place(self.pieces.shown)
        self._changed()

    def _want_flip(self, side: Side) -> bool:
        return self.follow_mover and side == Side.BLACK

    # ----- checkers -------------------------------------------------------------------
    def _glide(
        self, moves: list[tuple[CheckerItem, Slot]], landed: Callable[[], None] | None = None
    ) -> bool:
        """Send the checkers to their slots one after another, gliding (or
        jumping when animations are off); `landed` when the first arrives.
        True while they glide."""
        if self.glide_ms <= 0 or not moves:
            for item, slot in moves:
                item.animate(slot.pos, slot.z, 0, slot.count, slot.in_tray)
            self.pieces.settle_looks()
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
        self.pieces.settle_looks()
        self._run_next()

    # ----- dice -------------------------------------------------------------------------
    def hide_dice(self) -> None:
        self.pieces.hide_dice()
        self._changed()

    def show_still_dice(self, side: Side, dice: tuple[int, int]) -> None:
        """`side`'s dice put down at once, without a tumble."""
        glide, self.glide_ms = self.glide_ms, 0
        self._show_dice(side, dice)
        self.glide_ms = glide

    def grey_dice(self, dice: tuple[int, int] | None, remaining: tuple[int, ...]) -> None:
        """The dice already played drawn greyed (see `engine.dice_played`)."""
        if dice is None:
            return
        values = roll_dice(dice)
        for die, value, used in zip(
            self.pieces.dice, values, dice_played(dice, remaining), strict=False
        ):
            die.set_value(value, used)

    def _show_dice(self, side: Side, dice: tuple[int, int]) -> bool:
        """The dice rolled; True while they tumble."""
        shown = self.pieces.show_dice(side, dice)
        values = [die.value for die in shown]
        self._dice_shown(side)
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


__all__ = [
    "BoardAnimator",
    "Change",
    "Dice",
    "Orient",
    "Reset",
    "Settle",
    "Step",
    "TurnEnd",
]
