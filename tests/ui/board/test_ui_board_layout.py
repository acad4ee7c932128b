"""The board's picture as data (ui/board/board_layout.py): where every checker stands
for positions that play reaches, and which checkers a step moves."""

from __future__ import annotations

import math
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.engine import CHECKERS, OFF, Position, Side, TurnState, Variant
from nardy_desktop.engine.samples import random_game_rolls
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.board.board_layout import (
    assign,
    counts,
    layout,
    locations,
    mover_location,
    slots_of,
    stacks,
    step_points,
)


@cache
def game_rolls(variant: Variant, seed: int) -> list[tuple[Position, tuple[int, int]]]:
    return random_game_rolls(variant, seed, 1)


@st.composite
def positions_in_play(draw) -> tuple[Position, tuple[int, int]]:
    """A position of a random game (any moment from the start to the bear-off) and its roll."""
    variant = draw(st.sampled_from(list(Variant)))
    rolls = game_rolls(variant, draw(st.integers(0, 40)))
    return rolls[draw(st.integers(0, len(rolls) - 1))]


def geometries(variant: Variant) -> list[g.BoardGeometry]:
    return [g.BoardGeometry(variant, False), g.BoardGeometry(variant, True)]


@settings(max_examples=150)
@given(positions_in_play(), st.booleans())
def test_every_checker_has_one_place_of_its_own(drawn, flipped):
    position, _dice = drawn
    geo = g.BoardGeometry(position.variant, flipped)
    board = layout(position, geo)
    assert set(board) == set(locations())
    # Exactly the engine's checkers of each side at each location, numbered from the base.
    expected = {loc: (side, n) for loc, side, n in counts(position) if n}
    for loc, slots in board.items():
        if loc not in expected:
            assert slots == ()
            continue
        side, n = expected[loc]
        assert len(slots) == n
        assert all(s.side is side and s.loc == loc for s in slots)
        assert [s.index for s in slots] == list(range(n))
        assert [s.z for s in slots] == sorted({s.z for s in slots})  # higher up, drawn over
        tray = loc[0] == "off"
        assert all(s.in_tray is tray for s in slots)
        assert [s.count for s in slots] == [0] * (n - 1) + [0 if tray else n]
    for side in Side:
        assert sum(1 for s in slots_of(board) if s.side is side) == CHECKERS
    # No two checkers on the same spot: each stands apart, but for those piled
    # under the top of a tall stack (drawn with its count), each under the one above.
    all_slots = list(slots_of(board))
    assert len({(s.x, s.y, s.z, s.loc) for s in all_slots}) == len(all_slots)
    for loc, slots in board.items():
        spots = {(s.x, s.y) for s in slots}
        assert len(spots) == (len(slots) if loc[0] == "off" else min(len(slots), g.SLOTS))
    discs = [s for s in all_slots if not s.in_tray]
    for i, a in enumerate(discs):
        for b in discs[i + 1 :]:
            if a.loc != b.loc:  # checkers of two locations never overlap
                assert math.hypot(a.x - b.x, a.y - b.y) >= 2 * g.RADIUS, (a, b)
    for s in all_slots:  # where a click finds them
        if s.in_tray:
            assert geo.tray_area(s.loc[1]).contains(s.pos)
        else:
            assert geo.location_at(s.pos) == s.loc


def placed_at_start(position: Position, geo: g.BoardGeometry):
    """Thirty checkers, White's numbered 0..14, placed for `position`."""
    sides = {i: (Side.WHITE if i < CHECKERS else Side.BLACK) for i in range(2 * CHECKERS)}
    return assign({}, layout(position, geo), sides), sides


@settings(max_examples=120)
@given(positions_in_play(), st.booleans(), st.randoms(use_true_random=False))
def test_a_step_moves_only_its_checker_and_the_one_it_hits(drawn, flipped, rng):
    """Step after step of a random turn: the checker that moved gets a new
    place, the one it hit goes to its bar, a checker borne off goes to the
    tray, every other keeps its place; taking the steps back puts each checker
    back where it stood."""
    position, dice = drawn
    geo = g.BoardGeometry(position.variant, flipped)
    placed, sides = placed_at_start(position, geo)
    history = [placed]
    state = TurnState(position, dice)
    mover = position.side
    while state.legal_steps():
        step = rng.choice(state.legal_steps())
        state.play(step)
        after = assign(placed, layout(state.position, geo), sides)
        # (A stack's new top keeps its place: only the count it shows changes.)
        travelled = {
            i for i in after if (after[i].loc, after[i].index) != (placed[i].loc, placed[i].index)
        }
        src = mover_location(position.variant, step.frm, mover)
        dst = mover_location(position.variant, step.to, mover)
        assert len(travelled) == (2 if step.hit else 1)
        own = next(i for i in travelled if sides[i] is mover)
        assert placed[own].loc == src and after[own].loc == dst
        assert after[own].index == len(stacks(after)[dst]) - 1  # on top of its new stack
        if step.to == OFF:
            assert after[own].in_tray and dst == ("off", mover)
        if step.hit:
            (hit,) = travelled - {own}
            assert placed[hit].loc == dst and after[hit].loc == ("bar", mover.opponent)
        for i in set(after) - travelled:  # the others stand where they stood
            assert (after[i].x, after[i].y) == (placed[i].x, placed[i].y)
        placed = after
        history.append(placed)
    while state.steps:
        state.undo()
        history.pop()
        back = assign(placed, layout(state.position, geo), sides)
        assert {i: (s.loc, s.index) for i, s in back.items()} == {
            i: (s.loc, s.index) for i, s in history[-1].items()
        }
        placed = back


def test_checkers_short_of_the_position_are_refused_and_spares_stay_off_the_board():
    position = Position.start(Variant.BACKGAMMON)
    geo = g.BoardGeometry(Variant.BACKGAMMON)
    sides = {i: Side.WHITE for i in range(CHECKERS - 1)}
    sides |= {100 + i: Side.BLACK for i in range(CHECKERS + 3)}
    with pytest.raises(ValueError, match="white"):
        assign({}, layout(position, geo), sides)
    sides[99] = Side.WHITE
    placed = assign({}, layout(position, geo), sides)
    assert len(placed) == 2 * CHECKERS
    assert sum(1 for i in sides if i not in placed) == 3  # three black spares


@pytest.mark.parametrize("variant", list(Variant))
def test_a_turns_arrows_run_from_the_top_checker_to_where_it_lands(variant):
    position, dice = game_rolls(variant, 3)[10]
    turn = TurnState(position, dice)
    for geo in geometries(variant):
        ends = step_points(position, geo, [], position.side)
        assert ends == []
        board = layout(position, geo)
        steps = []
        while turn.legal_steps():
            step = turn.legal_steps()[0]
            before = layout(turn.position, geo)
            turn.play(step)
            steps.append(step)
            start, end = step_points(position, geo, steps, position.side)[-1]
            src = mover_location(position.variant, step.frm, position.side)
            dst = mover_location(position.variant, step.to, position.side)
            assert start == before[src][-1].pos
            if dst[0] == "off":
                assert end == geo.tray_area(position.side).center()
            else:
                assert end == layout(turn.position, geo)[dst][-1].pos
        while turn.steps:
            turn.undo()
        assert board == layout(turn.position, geo)
