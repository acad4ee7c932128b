"""Rollouts in lockstep: the same games as one at a time, legal turns only, stopped within a ply."""

import threading
from dataclasses import replace

import numpy as np
import pytest

from nardy_desktop.ai import fastplay
from nardy_desktop.ai.encoding import encode_views, position_of_view, result_views, wide_view
from nardy_desktop.ai.evaluate import network
from nardy_desktop.ai.rollout import (
    Cancelled,
    RolloutSettings,
    plays_in_lockstep,
    rollout_position,
    rollout_turns,
)
from nardy_desktop.ai.rollout_lockstep import LockstepTrials, SinglePrecision
from nardy_desktop.engine import Position, Side, Variant, legal_turns

from tests.helpers import random_position

# Without numba the turn generation runs as plain Python: fewer trials then.
TRIALS = 36 if fastplay.COMPILED else 6
DICE = {Variant.LONG: (6, 3), Variant.BACKGAMMON: (4, 2)}


def within(a, b, sigmas=4.0):
    return abs(a.mean - b.mean) <= sigmas * float(np.hypot(a.se, b.se)) + 1e-9


def both_ways(position, plan, turns=None):
    """The rollout in lockstep and one game at a time, with the same settings."""
    out = []
    for lockstep in (True, False):
        settings = replace(plan, lockstep=lockstep)
        if turns is None:
            out.append(rollout_position(position, settings))
        else:
            out.append(rollout_turns(position, turns, settings))
    return out


@pytest.mark.parametrize("variant", list(Variant))
def test_before_a_roll_the_lockstep_means_agree_with_one_game_at_a_time(variant):
    position = random_position(variant, 5, 30)
    fast, slow = both_ways(position, RolloutSettings(trials=TRIALS, truncate_plies=12))
    (f,), (s,) = fast.candidates, slow.candidates
    for name in ("points", "adjusted_points", "win", "adjusted_win"):
        assert within(getattr(f, name), getattr(s, name)), name
    # The same dice and the same player: nearly every trial is the same game.
    assert np.mean(np.abs(fast.points - slow.points) < 1e-4) >= 0.9
    assert f.plies == pytest.approx(s.plies, abs=1.0)


@pytest.mark.parametrize("variant", list(Variant))
def test_after_a_roll_every_candidate_agrees_with_one_game_at_a_time(variant):
    position = random_position(variant, 7, 24)
    turns = legal_turns(position, DICE[variant])[:4]
    plan = RolloutSettings(trials=TRIALS, truncate_plies=8, seed=5)
    fast, slow = both_ways(position, plan, turns)
    for f, s in zip(fast.candidates, slow.candidates, strict=True):
        assert f.turn == s.turn
        assert within(f.adjusted_points, s.adjusted_points)
        assert within(f.win, s.win)
    assert np.mean(np.abs(fast.luck - slow.luck) < 1e-4) >= 0.9
    if len(turns) > 1:
        assert within(fast.difference(0, 1), slow.difference(0, 1))


@pytest.mark.slow
@pytest.mark.parametrize("variant", list(Variant))
def test_played_to_the_end_from_the_start_both_ways_agree(variant):
    start = Position.start(variant)
    fast, slow = both_ways(start, RolloutSettings(trials=72, luck=False))
    assert within(fast.candidates[0].points, slow.candidates[0].points)
    assert np.mean(np.abs(fast.points - slow.points) < 1e-4) >= 0.95


class Recording(LockstepTrials):
    """Keeps every position and roll a ply asked for, with its results."""

    def __init__(self, *args, **kw):
        super().__init__(*args, **kw)
        self.asked = []
        self.calls = 0

    def _scored(self, views, dice, repeats=1):
        self.calls += 1
        out = super()._scored(views, dice, repeats)
        res, seg = out[0], out[1]
        for i in range(0, len(views), max(1, len(views) // 3)):
            self.asked.append((views[i].copy(), tuple(dice[i]), res[seg[i] : seg[i + 1]].copy()))
        return out


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("luck", [False, True])
def test_the_turns_played_are_the_engines_legal_turns(variant, luck):
    plan = RolloutSettings(trials=4, luck=luck, seed=3)
    trials = Recording([random_position(variant, 11, 20)], Side.WHITE, plan, network(variant))
    trials.play(0, 4)
    assert len(trials.asked) > 20
    for view, dice, results in trials.asked[:: max(1, len(trials.asked) // 40)]:
        position = position_of_view(view, variant, Side.WHITE)
        expected = result_views(position, dice)
        assert sorted(map(tuple, results)) == sorted(map(tuple, expected)), (position, dice)
        assert len(legal_turns(position, dice)) == len(results)


class CancelAfter(threading.Event):
    """Sets itself when asked for the n-th time."""

    def __init__(self, n):
        super().__init__()
        self.left = n

    def is_set(self):
        self.left -= 1
        if self.left == 0:
            self.set()
        return super().is_set()


@pytest.mark.parametrize("luck", [False, True])
def test_a_cancelled_rollout_stops_within_a_ply(luck):
    plan = RolloutSettings(trials=8, luck=luck)
    variant = Variant.BACKGAMMON
    trials = Recording([Position.start(variant)], Side.WHITE, plan, network(variant))
    cancel = CancelAfter(5)
    with pytest.raises(Cancelled):
        trials.play(0, 8, cancel)
    assert trials.calls == 4  # one call a ply: the four before the cancel, none after


def test_a_cancel_from_another_thread_ends_the_rollout_soon():
    cancel = threading.Event()
    done = []

    def progress(n, total):
        done.append(n)
        cancel.set()

    plan = RolloutSettings(trials=400, luck=False, lockstep=True, truncate_plies=6)
    with pytest.raises(Cancelled):
        rollout_position(Position.start(Variant.LONG), plan, cancel=cancel, progress=progress)
    assert len(done) == 1 and done[0] < 400


def test_the_same_seed_gives_the_same_figures_in_one_process_or_two():
    position = random_position(Variant.BACKGAMMON, 3, 16)
    turns = legal_turns(position, (5, 2))[:3]
    plan = RolloutSettings(trials=TRIALS, seed=9, truncate_plies=10, lockstep=True)
    one = rollout_turns(position, turns, plan)
    two = rollout_turns(position, turns, replace(plan, jobs=2))
    assert np.array_equal(one.points, two.points)
    assert np.array_equal(one.luck, two.luck)


@pytest.mark.parametrize("variant", list(Variant))
def test_float32_scores_agree_with_float64_far_below_the_standard_error(variant):
    position = random_position(variant, 13, 24)
    views = np.array([wide_view(t.result) for t in legal_turns(position, (3, 1))])
    x = encode_views(views, variant)
    net = network(variant)
    assert np.abs(SinglePrecision(net).forward(x) - net.forward(x)).max() < 1e-5
    plan = RolloutSettings(trials=TRIALS, truncate_plies=10, lockstep=True)
    fast = rollout_position(position, plan).candidates[0]
    exact = rollout_position(position, replace(plan, precise=True)).candidates[0]
    assert abs(fast.adjusted_points.mean - exact.adjusted_points.mean) < 0.01 * (
        exact.adjusted_points.se
    )


def test_only_the_plain_network_plays_in_lockstep():
    assert plays_in_lockstep(RolloutSettings()) is fastplay.COMPILED
    assert plays_in_lockstep(RolloutSettings(lockstep=True))
    assert not plays_in_lockstep(RolloutSettings(lockstep=False))
    assert not plays_in_lockstep(RolloutSettings(player="expert", lockstep=True))
