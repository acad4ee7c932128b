"""Rule invariants over random games, checked against an independent generator."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.engine import (
    CHECKERS,
    Game,
    IllegalMove,
    Position,
    SeededDice,
    Side,
    TurnState,
    Variant,
    legal_result_views,
    legal_turns,
)
from nardy_desktop.engine.game import POINTS, win_kind
from nardy_desktop.engine.position import from_mover_view

from tests.helpers import random_position
from tests.reference import reference_results

variants = st.sampled_from(list(Variant))
dice = st.tuples(st.integers(1, 6), st.integers(1, 6))


def scattered_position(variant: Variant, seed: int) -> Position:
    """Checkers spread over many points one or two deep, so that blocks,
    closed points, blots and bear-offs are common (rare in random play)."""
    rng = random.Random(seed)
    points = [0] * 24
    free = list(range(24))
    rng.shuffle(free)
    bar = [0, 0]
    off = [0, 0]
    for side, sign in ((0, 1), (1, -1)):
        left = CHECKERS
        if rng.random() < 0.3:
            off[side] = rng.randint(0, 14)
            left -= off[side]
        if variant is Variant.BACKGAMMON and rng.random() < 0.3:
            bar[side] = rng.randint(1, min(2, left))
            left -= bar[side]
        while left:
            i = free.pop()
            n = min(left, rng.choice((1, 1, 2, 2, 3)))
            if not free:
                n = left
            points[i] = sign * n
            left -= n
    return Position(
        variant, tuple(points), (bar[0], bar[1]), (off[0], off[1]), Side(rng.randint(0, 1))
    )


positions = st.one_of(
    st.builds(random_position, variants, st.integers(0, 10**9), st.integers(0, 160)),
    st.builds(scattered_position, variants, st.integers(0, 10**9)),
)


def check_position(p: Position) -> None:
    p.validate()
    white = sum(x for x in p.points if x > 0) + p.bar[0] + p.off[0]
    black = -sum(x for x in p.points if x < 0) + p.bar[1] + p.off[1]
    assert white == black == CHECKERS
    if p.variant is Variant.LONG:
        assert p.bar == (0, 0)


@pytest.mark.slow
@settings(max_examples=300)
@given(positions, dice)
def test_turns_match_the_reference_generator(p, d):
    turns = legal_turns(p, d)
    results = [t.result.to_text() for t in turns]
    assert len(results) == len(set(results)), "two turns share a result"
    assert set(results) == reference_results(p, d)


@pytest.mark.slow
@settings(max_examples=200)
@given(positions, dice)
def test_result_views_are_the_results_of_the_legal_turns_in_order(p, d):
    # The search scores these views in place of the turns and then plays the
    # turn at the same index: any difference in content or order is a wrong move.
    views = legal_result_views(p, d)
    turns = legal_turns(p, d)
    assert len(views) == len(turns)
    for view, turn in zip(views, turns, strict=True):
        opp = p.side.opponent
        assert view == [*turn.result.mover_view(p.side), turn.result.off[opp], turn.result.bar[opp]]


@pytest.mark.slow
@settings(max_examples=150)
@given(positions, dice)
def test_every_turn_is_legal_step_by_step(p, d):
    turns = legal_turns(p, d)
    most = max(len(t.steps) for t in turns)
    for t in turns:
        check_position(t.result)
        assert t.result.side is p.side.opponent
        # Every turn uses as many dice as possible.
        assert len(t.steps) == most
        if most == 1 and d[0] != d[1] and any(t2.steps[0].die == max(d) for t2 in turns):
            assert t.steps[0].die == max(d)
        # Replaying the steps one by one through TurnState reaches the same result.
        ts = TurnState(p, d)
        for s in t.steps:
            ts.play(ts.find_step(s.frm, s.to) if s.to else s)
        assert ts.complete
        assert ts.result() == t.result


@settings(max_examples=100)
@given(positions, dice, st.integers(0, 10**6))
def test_playing_any_legal_steps_ends_in_a_legal_turn(p, d, seed):
    rng = random.Random(seed)
    results = {t.result for t in legal_turns(p, d)}
    ts = TurnState(p, d)
    while not ts.complete:
        steps = ts.legal_steps()
        assert steps, "stuck before the dice were used"
        ts.play(rng.choice(steps))
    assert ts.result() in results
    # And nothing more can be played once complete.
    try:
        ts.find_step(1, 0)
    except IllegalMove:
        pass
    else:
        raise AssertionError("a step was accepted after the turn was complete")


@settings(max_examples=25)
@given(variants, st.integers(0, 10**9))
def test_random_games_end_with_the_right_points(variant, seed):
    rng = random.Random(seed)
    g = Game(variant, SeededDice(seed))
    while not g.is_over:
        g.roll()
        t = rng.choice(g.legal_turns())
        g.play_turn(t)
        check_position(g.position)
        if variant is Variant.LONG:
            pts = g.position.points
            assert all(isinstance(x, int) for x in pts)  # one colour per point by construction
    final = g.position
    w = g.result.winner
    assert final.off[w] == CHECKERS and final.off[w.opponent] < CHECKERS
    loser_off = final.off[w.opponent]
    if variant is Variant.LONG:
        assert g.result.points == (1 if loser_off else 2)
    else:
        lb = final.mover_view(w.opponent)
        in_home = lb[25] > 0 or any(lb[q] > 0 for q in range(19, 25))
        expected = 1 if loser_off else (3 if in_home else 2)
        assert g.result.points == expected
    assert POINTS[win_kind(final, w)] == g.result.points
    assert g.history[0].side is Side.WHITE
    assert g.history[0].dice[0] != g.history[0].dice[1]


def mirrored(p: Position) -> Position:
    """The same game with the colours swapped: each side keeps its own view."""
    me, opp = p.side, p.side.opponent
    b = p.mover_view(me)
    return from_mover_view(p.variant, opp, b, p.off[opp], opp, p.bar[opp])


@pytest.mark.slow
@settings(max_examples=150)
@given(positions, dice)
def test_both_colours_play_by_the_same_rules(p, d):
    q = mirrored(p)
    assert q.side is not p.side
    assert q.mover_view(q.side) == p.mover_view(p.side)
    assert q.mover_view(q.side.opponent) == p.mover_view(p.side.opponent)
    assert sorted(t.text for t in legal_turns(p, d)) == sorted(t.text for t in legal_turns(q, d))
