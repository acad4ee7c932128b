"""The analysis's arrows (ui/board/arrows.py) run where the board moves the checkers:
from the top checker a step takes to the place the board's layout gives it
once it has landed (over the mover's own, at the base of a point where it
hit, the tray's middle when borne off)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.engine import Position, Step, TurnState, Variant
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.board.arrows import ArrowKind, move_arrows
from nardy_desktop.ui.board.board_layout import layout, mover_location

from tests.ui.board.test_ui_board_layout import game_rolls, geometries, positions_in_play


def played(position: Position, dice: tuple[int, int], steps: list[Step]) -> list[Position]:
    """The position after each of `steps`, played in turn from `position`."""
    state = TurnState(position, dice)
    after = []
    for step in steps:
        state.play(step)
        after.append(state.position)
    return after


def check_arrows(
    position: Position, dice: tuple[int, int], steps: list[Step], geo: g.BoardGeometry
) -> None:
    """Each arrow against the layout of the positions the steps pass through."""
    mover = position.side
    for kind in ArrowKind:
        arrows = move_arrows(geo, position, tuple(steps), kind)
        assert [(a.number, a.kind) for a in arrows] == [(n, kind) for n in range(1, 1 + len(steps))]
        now = position
        for arrow, step, after in zip(arrows, steps, played(position, dice, steps), strict=True):
            before, now = layout(now, geo), after
            src = mover_location(position.variant, step.frm, mover)
            dst = mover_location(position.variant, step.to, mover)
            assert arrow.start() == before[src][-1].pos
            if dst[0] == "off":
                assert arrow.end() == geo.tray_area(mover).center()
            else:
                assert arrow.end() == layout(now, geo)[dst][-1].pos
            if step.hit:
                assert arrow.end() == before[dst][0].pos  # where the checker hit stood


@settings(max_examples=150)
@given(positions_in_play(), st.booleans(), st.randoms(use_true_random=False))
def test_a_turns_arrows_follow_its_checkers(qapp, drawn, flipped, rng):
    position, dice = drawn
    state = TurnState(position, dice)
    steps = []
    while state.legal_steps():
        step = rng.choice(state.legal_steps())
        state.play(step)
        steps.append(step)
    check_arrows(position, dice, steps, g.BoardGeometry(position.variant, flipped))


def test_an_arrow_that_hits_ends_where_the_hit_checker_stood(qapp):
    hits = []
    for seed in range(20):
        for position, dice in game_rolls(Variant.BACKGAMMON, seed):
            state = TurnState(position, dice)
            hitting = [s for s in state.legal_steps() if s.hit]
            if hitting:
                hits.append((position, dice, hitting[0]))
        if len(hits) >= 5:
            break
    assert len(hits) >= 5
    for position, dice, step in hits:
        for geo in geometries(Variant.BACKGAMMON):
            check_arrows(position, dice, [step], geo)
