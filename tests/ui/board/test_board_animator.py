"""The board's animator on its own: typed changes worked off in turn, over real
pieces in a scene (no window, no controller)."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from nardy_desktop.engine import Position, Side, TurnState, Variant
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.board.animator import (
    BoardAnimator,
    Dice,
    Orient,
    Reset,
    Settle,
    Step,
    TurnEnd,
)
from nardy_desktop.ui.board.board_layout import layout, slots_of
from nardy_desktop.ui.board.board_pieces import BoardPieces


def make(qapp, glide_ms: int = 0):
    scene = QGraphicsScene(0, 0, g.WIDTH, g.HEIGHT)
    pieces = BoardPieces(scene, g.BoardGeometry(Variant.LONG, False))
    calls: list[str] = []
    animator = BoardAnimator(
        pieces,
        changed=lambda: calls.append("changed"),
        reset=lambda: calls.append("reset"),
        dice_shown=lambda side: calls.append(f"dice {side.name}"),
        at_rest=lambda: calls.append("rest"),
    )
    animator.set_glide_ms(glide_ms)
    return scene, pieces, animator, calls


def drawn(pieces: BoardPieces) -> list[tuple]:
    return sorted((it.side, it.pos().x(), it.pos().y()) for it in pieces.checkers if it.isVisible())


def test_changes_without_animations_are_shown_at_once(qapp):
    scene, pieces, animator, calls = make(qapp)
    start = Position.start(Variant.BACKGAMMON)
    animator.enqueue(Reset(start))
    assert not animator.busy and calls[-1] == "rest" and "reset" in calls
    geo = pieces.geometry
    assert geo.variant is Variant.BACKGAMMON
    assert drawn(pieces) == sorted((s.side, s.x, s.y) for s in slots_of(layout(start, geo)))

    animator.enqueue(Dice(Side.WHITE, (3, 3)))
    shown = [d for d in pieces.dice if d.isVisible()]
    assert [d.value for d in shown] == [3, 3, 3, 3] and "dice WHITE" in calls

    turn = TurnState(start, (3, 3))
    landed = []
    animator.checkerLanded.connect(lambda s, undone: landed.append((s, undone)))
    for n in range(1, 3):
        step = turn.legal_steps()[0]
        turn.play(step)
        animator.enqueue(Step(turn.position, step, False, Side.WHITE, turn.remaining, (3, 3)))
        assert landed[-1] == (step, False)
        # The dice played are greyed from the left; those still to play stay on the right.
        assert [d.used for d in shown] == [True] * n + [False] * (4 - n)
        assert drawn(pieces) == sorted(
            (s.side, s.x, s.y) for s in slots_of(layout(turn.position, pieces.geometry))
        )

    animator.enqueue(TurnEnd(Side.BLACK))
    assert not any(d.isVisible() for d in pieces.dice)
    assert not pieces.geometry.flipped  # the board does not follow the mover


def test_a_board_that_follows_the_mover_turns_to_it(qapp):
    scene, pieces, animator, calls = make(qapp)
    animator.follow_mover = True
    start = Position.start(Variant.LONG)
    animator.enqueue(Reset(start))
    assert not pieces.geometry.flipped  # White to move
    animator.enqueue(Orient(Side.BLACK))
    assert pieces.geometry.flipped and calls[-2:] == ["changed", "rest"]
    assert drawn(pieces) == sorted(
        (s.side, s.x, s.y) for s in slots_of(layout(start, pieces.geometry))
    )
    animator.enqueue(TurnEnd(Side.WHITE))
    assert not pieces.geometry.flipped


def test_animated_changes_wait_their_turn_and_the_end_is_announced(qapp, qtbot):
    scene, pieces, animator, calls = make(qapp, glide_ms=60)
    start = Position.start(Variant.BACKGAMMON)
    animator.enqueue(Reset(start))
    turn = TurnState(start, (6, 5))
    step = turn.legal_steps()[0]
    turn.play(step)
    with qtbot.waitSignal(animator.animationsFinished, timeout=5000):
        animator.enqueue(Dice(Side.WHITE, (6, 5)))
        animator.enqueue(Step(turn.position, step, False, Side.WHITE, turn.remaining, (6, 5)))
        assert animator.busy  # the dice tumble, the step waits for them
    assert not animator.busy and calls[-1] == "rest"
    assert drawn(pieces) == sorted(
        (s.side, s.x, s.y) for s in slots_of(layout(turn.position, pieces.geometry))
    )


def test_a_checker_let_go_settles_back_and_a_held_board_takes_no_changes(qapp):
    scene, pieces, animator, calls = make(qapp)
    start = Position.start(Variant.LONG)
    animator.enqueue(Reset(start))
    before = drawn(pieces)
    item = next(it for it in pieces.checkers if it.isVisible())
    item.setPos(item.pos().x() + 100, item.pos().y() + 50)  # dragged away
    animator.enqueue(Settle())
    assert drawn(pieces) == before
    animator.held = True  # the position editor has the board
    animator.enqueue(Reset(Position.start(Variant.BACKGAMMON)))
    assert pieces.geometry.variant is Variant.LONG and drawn(pieces) == before
