"""Monte Carlo rollouts: reproducible, fair to every candidate, right where the answer is known."""

import os
import threading
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.ai import evaluate
from nardy_desktop.ai.encoding import input_size
from nardy_desktop.ai.evaluate import expected_points
from nardy_desktop.ai.network import Network
from nardy_desktop.ai.rollout import (
    STRATA,
    Cancelled,
    RolloutSettings,
    TrialDice,
    rollout_position,
    rollout_turns,
)
from nardy_desktop.ai.weights import resource_file
from nardy_desktop.engine import GameResult, Position, Side, Variant, legal_turns, win_kind

from tests.helpers import make, random_position

# Both sides bearing off (White 8 off, Black 7): the bear-off tables know it exactly.
BEAROFF = make("long", {6: 3, 5: 2, 2: 2}, {6: 2, 4: 3, 3: 2, 1: 1})
# No contact left but neither side home yet.
RACE = make("long", {9: 3, 8: 3, 6: 3, 4: 2, 3: 2, 2: 2}, {10: 2, 8: 3, 7: 3, 5: 3, 3: 2, 1: 2})


def within(a, b, sigmas=4.0, slack=0.0):
    """Whether two estimates agree within `sigmas` combined standard errors."""
    return abs(a.mean - b.mean) <= sigmas * float(np.hypot(a.se, b.se)) + slack


def test_the_same_seed_gives_the_same_figures_in_one_process_or_two():
    plan = RolloutSettings(trials=12, seed=5, stop_at_bearoff=False)
    alone = rollout_position(BEAROFF, plan)
    shared = rollout_position(BEAROFF, replace(plan, jobs=2))
    assert np.array_equal(alone.points, shared.points)
    assert np.array_equal(alone.luck, shared.luck)
    assert alone.candidates == shared.candidates
    other = rollout_position(BEAROFF, replace(plan, seed=6))
    assert not np.array_equal(alone.points, other.points)


@pytest.fixture
def other_network():
    """A random long nardy network in place of the shipped one, for one test."""
    shipped = evaluate.network(Variant.LONG)
    net = Network.random(Variant.LONG, input_size(Variant.LONG), 8, seed=3)
    evaluate.set_network(net)
    yield net
    evaluate.set_network(shipped)


def test_worker_processes_evaluate_with_the_network_this_process_uses(other_network):
    position = random_position(Variant.LONG, 3, 16)
    plan = RolloutSettings(trials=4, truncate_plies=2, luck=False)
    alone = rollout_position(position, plan)
    shared = rollout_position(position, replace(plan, jobs=2))
    assert np.array_equal(alone.points, shared.points)
    evaluate.set_network(Network.load(resource_file("long.npz")))
    assert not np.array_equal(alone.points, rollout_position(position, plan).points)


def test_identical_candidates_get_identical_results():
    position = random_position(Variant.BACKGAMMON, 3, 16)
    turns = legal_turns(position, (5, 2))
    plan = RolloutSettings(trials=6, truncate_plies=2)
    result = rollout_turns(position, [turns[0], turns[0], turns[-1]], plan)
    assert np.array_equal(result.points[:, 0], result.points[:, 1])
    assert np.array_equal(result.luck[:, 0], result.luck[:, 1])
    assert result.candidates[0] == result.candidates[1]
    assert result.difference(0, 1).mean == 0.0 and result.difference(0, 1).se == 0.0
    assert not np.array_equal(result.points[:, 0], result.points[:, 2])
    assert abs(result.order().index(0) - result.order().index(1)) == 1


@pytest.mark.parametrize(
    ("position", "points"),
    [
        (make("long", {1: 1}, {6: 5, 5: 5, 4: 5}), 2),  # mars: Black has none off
        (make("long", {1: 1}, {6: 5, 5: 5, 4: 4}), 1),  # oyn
        (make("backgammon", {1: 1}, {6: 5, 5: 5, 4: 5}), 2),  # gammon
        (make("backgammon", {1: 1}, {6: 5, 5: 5, 4: 4, 20: 1}), 3),  # backgammon
    ],
)
@pytest.mark.parametrize("stop_at_bearoff", [True, False])
def test_a_won_position_scores_what_the_rules_give(position, points, stop_at_bearoff):
    plan = RolloutSettings(trials=4, stop_at_bearoff=stop_at_bearoff)
    (before,) = rollout_position(position, plan).candidates
    turn = legal_turns(position, (6, 5))[0]
    (after,) = rollout_turns(position, [turn], plan).candidates
    assert GameResult(Side.WHITE, win_kind(turn.result, Side.WHITE)).points == points
    for c in (before, after):
        assert c.points.mean == pytest.approx(points, abs=1e-4)
        assert c.adjusted_points.mean == pytest.approx(points, abs=1e-4)
        assert c.points.se == pytest.approx(0.0, abs=1e-6)
        assert c.win.mean == pytest.approx(1.0, abs=1e-4)
        assert c.win_big == pytest.approx(float(points >= 2), abs=1e-4)
        assert c.win_backgammon == pytest.approx(float(points == 3), abs=1e-4)
        assert c.lose_big == 0.0 and c.lose_backgammon == 0.0
    assert after.plies == 0  # the turn itself ended the game


@pytest.mark.parametrize("variant", list(Variant))
def test_luck_adjustment_narrows_the_standard_error(variant):
    position = random_position(variant, 3, 16)
    plan = RolloutSettings(trials=24, truncate_plies=3)
    (c,) = rollout_position(position, plan).candidates
    assert c.adjusted_points.se < 0.5 * c.points.se
    assert c.adjusted_win.se < 0.5 * c.win.se
    assert within(c.points, c.adjusted_points)
    (plain,) = rollout_position(position, replace(plan, luck=False)).candidates
    # The same games: in lockstep each ply's scores come from other batches
    # then, whose float32 products may differ in the last bits.
    assert plain.points.mean == pytest.approx(c.points.mean, abs=1e-6)
    assert plain.adjusted_points.mean == pytest.approx(c.points.mean, abs=1e-6)
    assert plain.points.se == pytest.approx(c.points.se, abs=1e-6)


def test_cancel_stops_a_rollout_in_this_process():
    cancel = threading.Event()
    calls = []

    def progress(done, total):
        calls.append((done, total))
        cancel.set()

    plan = RolloutSettings(trials=20, stop_at_bearoff=False)
    with pytest.raises(Cancelled):
        rollout_position(BEAROFF, plan, cancel=cancel, progress=progress)
    assert len(calls) == 1 and calls[0][0] < 20  # no trial after the first range
    with pytest.raises(Cancelled):
        rollout_position(BEAROFF, plan, cancel=cancel, progress=progress)
    assert len(calls) == 1  # an event already set stops it before the first trial


def test_cancel_stops_a_rollout_in_several_processes():
    cancel = threading.Event()
    calls = []

    def progress(done, total):
        calls.append(done)
        cancel.set()

    plan = RolloutSettings(trials=24, jobs=2, stop_at_bearoff=False)
    with pytest.raises(Cancelled):
        rollout_position(BEAROFF, plan, cancel=cancel, progress=progress)
    assert len(calls) == 1 and calls[0] < 24


def test_truncated_and_full_rollouts_agree_in_a_bear_off():
    exact = expected_points(BEAROFF)
    full = rollout_position(BEAROFF, RolloutSettings(trials=36, stop_at_bearoff=False))
    (f,) = full.candidates
    assert f.plies > 4
    # The tables assume each side bears off in the fewest rolls on average, which
    # is not quite playing for the win: allow for that as well as for the noise.
    assert abs(f.points.mean - exact) <= 4 * f.points.se + 0.01
    assert abs(f.adjusted_points.mean - exact) <= 4 * f.adjusted_points.se + 0.01
    for plies in (1, 2):  # after an odd number the other side is to move
        plan = RolloutSettings(trials=36, stop_at_bearoff=False, truncate_plies=plies)
        (t,) = rollout_position(BEAROFF, plan).candidates
        assert t.plies == plies
        assert within(t.points, f.points, slack=0.01)
        assert within(t.adjusted_points, f.adjusted_points, slack=0.01)
    (stopped,) = rollout_position(BEAROFF, RolloutSettings(trials=36)).candidates
    assert stopped.plies == 0 and stopped.points.mean == pytest.approx(exact)


def test_a_race_stopped_at_the_bear_off_agrees_with_one_played_out():
    plan = RolloutSettings(trials=36, luck=False, stop_at_bearoff=False)
    full = rollout_position(RACE, plan)
    stopped = rollout_position(RACE, replace(plan, stop_at_bearoff=True))
    assert stopped.candidates[0].plies < full.candidates[0].plies
    # Trial by trial, the same dice up to the bear-off: what differs is the rest.
    d = full.points[:, 0] - stopped.points[:, 0]
    se = d.std(ddof=1) / np.sqrt(len(d))
    assert abs(d.mean()) <= 4 * se + 0.01
    assert within(full.candidates[0].points, stopped.candidates[0].points, slack=0.01)


@settings(max_examples=25)
@given(seed=st.integers(-(10**6), 10**6), block=st.integers(0, 50))
def test_the_first_rolls_take_every_outcome_once_in_each_block(seed, block):
    trials = [TrialDice(seed, block * STRATA + i, stratify=2) for i in range(STRATA)]
    every = {(a, b) for a in range(1, 7) for b in range(1, 7)}
    assert {d.roll(0) for d in trials} == every
    assert {d.roll(1) for d in trials} == every
    assert all(d.roll(0, opening=True)[0] != d.roll(0, opening=True)[1] for d in trials)


class FirstTurnPlayer:
    """Plays the first legal turn and notes every roll it is given."""

    rolls: list[tuple[int, int]] = []

    def __init__(self, seed):
        pass

    def choose(self, position, dice, cancel=None, away=None):
        self.rolls.append(dice)
        return legal_turns(position, dice)[0]


@pytest.mark.parametrize("stratify", [0, 1])
def test_the_opening_roll_of_a_rollout_from_the_start_is_never_a_double(stratify):
    FirstTurnPlayer.rolls = []
    plan = RolloutSettings(trials=72, truncate_plies=2, stratify=stratify, player=FirstTurnPlayer)
    rollout_position(Position.start(Variant.BACKGAMMON), plan)
    openings, replies = FirstTurnPlayer.rolls[::2], FirstTurnPlayer.rolls[1::2]
    assert len(openings) == 72 and all(a != b for a, b in openings)
    assert any(a == b for a, b in replies)


def _failing_player(seed):
    raise RuntimeError(f"no player for seed {seed}")


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"trials": 0}, "at least 1 trial"),
        ({"jobs": 0}, "at least 1 process"),
        ({"stratify": -1}, "cannot be negative"),
        ({"truncate_plies": -2}, "cannot be negative"),
        ({"player": "grandmaster"}, "unknown level"),
        ({"player": 3}, "level name or a function"),
    ],
)
def test_bad_settings_are_refused_with_a_message(changes, message):
    with pytest.raises(ValueError, match=message):
        RolloutSettings(**changes)


def test_bad_requests_are_refused_with_a_message():
    position = Position.start(Variant.LONG)
    with pytest.raises(ValueError, match="no turns"):
        rollout_turns(position, [])
    elsewhere = legal_turns(BEAROFF, (3, 1))[0]
    with pytest.raises(ValueError, match="not a legal turn"):
        rollout_turns(position, [elsewhere])
    plan = RolloutSettings(trials=2, jobs=2, player=lambda seed: _failing_player(seed))
    with pytest.raises(ValueError, match="cannot be sent to other processes"):
        rollout_position(position, plan)


def test_a_failure_in_a_worker_process_reaches_the_caller():
    # Again and again: the processes are stopped at whatever they are doing then,
    # which once could leave a lock taken and the caller waiting for ever.
    plan = RolloutSettings(trials=16, jobs=2, player=_failing_player)
    for _ in range(5):
        with pytest.raises(RuntimeError, match="no player for seed"):
            rollout_position(Position.start(Variant.LONG), plan)


def _dying_player(seed):
    os._exit(7)


def test_a_worker_process_that_dies_is_reported_not_waited_for():
    plan = RolloutSettings(trials=4, jobs=2, player=_dying_player)
    with pytest.raises(RuntimeError, match=r"stopped unexpectedly \(exit code 7\)"):
        rollout_position(Position.start(Variant.LONG), plan)
