"""The dice a roll gives, those still to play, where a die takes a checker, and
steps played out one by one, checked against the turns the engine finds legal."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.engine import (
    OFF,
    Position,
    Side,
    Step,
    TurnState,
    Variant,
    dice_played,
    die_target,
    legal_turns,
    play_steps,
    roll_dice,
    unused_dice,
)

from tests.helpers import random_position

variants = st.sampled_from(list(Variant))
dice = st.tuples(st.integers(1, 6), st.integers(1, 6))
positions = st.builds(random_position, variants, st.integers(0, 10**9), st.integers(0, 160))


def test_a_roll_gives_its_two_dice_in_order_and_a_double_four_times():
    assert roll_dice((5, 2)) == (5, 2)
    assert roll_dice((2, 5)) == (2, 5)
    assert roll_dice((3, 3)) == (3, 3, 3, 3)


def test_unused_dice_take_away_the_dice_the_steps_used():
    assert unused_dice((6, 1), []) == (6, 1)
    assert unused_dice((6, 1), [Step(24, 18, 6)]) == (1,)
    assert unused_dice((4, 4), [Step(24, 20, 4), Step(20, 16, 4)]) == (4, 4)
    with pytest.raises(ValueError):
        unused_dice((6, 1), [Step(24, 20, 4)])
    with pytest.raises(ValueError):
        unused_dice((6, 1), [Step(24, 18, 6), Step(18, 12, 6)])


def test_played_dice_are_counted_from_the_first():
    assert dice_played((6, 1), (6, 1)) == (False, False)
    assert dice_played((6, 1), (1,)) == (True, False)
    assert dice_played((6, 1), (6,)) == (False, True)
    assert dice_played((6, 1), ()) == (True, True)
    assert dice_played((2, 2), (2,)) == (True, True, True, False)
    assert dice_played((2, 2), (2, 2, 2, 2)) == (False,) * 4


def test_a_die_takes_a_checker_on_or_off():
    assert die_target(24, 6) == 18
    assert die_target(7, 6) == 1
    assert die_target(6, 6) == OFF
    assert die_target(3, 6) == OFF
    assert die_target(25, 3) == 22  # from the bar


@settings(max_examples=120, deadline=None)
@given(positions, dice)
def test_every_legal_turn_agrees_with_the_dice_exports(p, d):
    """Each step of a legal turn lands where its die takes it, uses a die the
    roll gave, and no turn plays more dice than the roll gives."""
    given_ = Counter(roll_dice(d))
    assert sum(given_.values()) == (4 if d[0] == d[1] else 2)
    for turn in legal_turns(p, d):
        assert not Counter(s.die for s in turn.steps) - given_
        for step in turn.steps:
            assert step.to == die_target(step.frm, step.die)
        left = unused_dice(d, turn.steps)
        assert Counter(left) + Counter(s.die for s in turn.steps) == given_
        played = dice_played(d, left)
        assert played.count(True) == len(turn.steps)
        assert sorted(
            v for v, used in zip(roll_dice(d), played, strict=True) if not used
        ) == sorted(left)


@settings(max_examples=80, deadline=None)
@given(positions, dice, st.integers(0, 10**6))
def test_the_dice_left_are_the_turns_remaining_dice_step_by_step(p, d, seed):
    rng = random.Random(seed)
    state = TurnState(p, d)
    assert sorted(unused_dice(d, state.steps)) == sorted(state.remaining)
    while not state.complete:
        state.play(rng.choice(state.legal_steps()))
        assert sorted(unused_dice(d, state.steps)) == sorted(state.remaining)
        played = dice_played(d, state.remaining)
        assert played.count(True) == len(state.steps)
        shown_left = [v for v, used in zip(roll_dice(d), played, strict=True) if not used]
        assert sorted(shown_left) == sorted(state.remaining)
        if d[0] == d[1]:  # of a double, the dice still to play are the last ones shown
            assert list(played) == sorted(played, reverse=True)


@settings(max_examples=120, deadline=None)
@given(positions, dice, st.integers(0, 10**6))
def test_steps_played_out_are_the_turns_positions_step_by_step(p, d, seed):
    """play_steps gives, after each step of a legal turn, the position the turn
    being played stands at, and after the last the turn's result (the side to
    move aside)."""
    rng = random.Random(seed)
    turns = legal_turns(p, d)
    turn = rng.choice(turns)
    after = play_steps(p, turn.steps)
    assert len(after) == len(turn.steps)
    state = TurnState(p, d)
    for step, position in zip(turn.steps, after, strict=True):
        state.play(step)
        assert position == state.position
    if turn.steps:
        assert after[-1].with_side(p.side.opponent) == turn.result


def test_play_steps_refuses_steps_that_do_not_fit_the_position():
    start = Position.start(Variant.BACKGAMMON)  # White's 24 point holds two, its 1 point none
    with pytest.raises(ValueError):
        play_steps(start, [Step(1, 0, 1)])  # nothing on the 1 point
    with pytest.raises(ValueError):
        play_steps(start, [Step(24, 19, 5)])  # Black holds White's 19 point with five
    # White's lone checker on its 3 point, Black's on White's 2 point (Black's 23).
    hit = Position.from_text(
        "backgammon/0,-1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0/14,14/w"
    )
    (after,) = play_steps(hit, [Step(3, 0, 3)])
    assert after.off == (15, 14) and after.bar == (0, 0) and after.side is Side.WHITE
    (after,) = play_steps(hit.with_side(Side.BLACK), [Step(23, 22, 1, True)])
    assert after.bar == (1, 0) and after.points[1] == 0 and after.points[2] == -1
    long_blot = Position.from_text(
        "long/0,-1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0/0,0/14,14/w"
    )
    with pytest.raises(ValueError):  # no hitting in long nardy
        play_steps(long_blot, [Step(3, 2, 1)])
