"""Lockstep self-play (`train.py --batch N`): the steps of `Trainer`, reproducible, resumable."""

import random

import numpy as np
import pytest

from nardy_desktop.ai import fastplay, lockstep, train
from nardy_desktop.ai.lockstep import LockstepTrainer, NumpyDice, PythonDice, trace_window
from nardy_desktop.ai.network import Network
from nardy_desktop.engine import Variant

BG = Variant.BACKGAMMON
# Without numba the compiled code runs as plain Python, about 40 ms a ply: then
# the tests that need no whole game stop each at SHORT plies (more games than
# the batch holds, so that a slot freed by a game ending takes the next one).
GAMES = 5 if fastplay.COMPILED else 3
SHORT = 20


@pytest.fixture
def short_games(monkeypatch):
    """Lockstep games stopped at SHORT plies when numba is missing (whole
    games, as the ply limit leaves them, when it is there)."""
    if not fastplay.COMPILED:
        monkeypatch.setattr(lockstep, "MAX_PLIES", SHORT)


def fresh(variant: Variant = BG, hidden: int = 8) -> Network:
    return Network.random(variant, train.input_size(variant), hidden, seed=3)


def assert_same_weights(a: Network, b: Network, atol: float) -> None:
    for name in ("w1", "b1", "w2", "b2"):
        np.testing.assert_allclose(getattr(a, name), getattr(b, name), rtol=0, atol=atol)


@pytest.mark.slow
@pytest.mark.parametrize("variant", [Variant.LONG, BG])
def test_one_game_at_a_time_with_td0_takes_the_steps_of_trainer(variant):
    """With one game in the batch and lambda 0 nothing is left to differ:
    the same dice, choices and steps as `Trainer`, so the same weights."""
    old, new = fresh(variant), fresh(variant)
    games = 2 if variant is BG else 1
    trainer = train.Trainer(old, random.Random(4), 0.1, 0.0, 1e9)
    plies = [trainer.play()[2] for _ in range(games)]
    lock = LockstepTrainer(new, PythonDice(random.Random(4)), 0.1, 0.0, 1e9, batch=1)
    assert lock.play(games) == plies
    assert np.abs(new.w1 - fresh(variant).w1).max() > 1e-3  # it did learn
    assert_same_weights(old, new, atol=1e-12)
    assert lock.games == trainer.games == games


@pytest.mark.slow
def test_traces_kept_as_long_as_trainers_take_its_steps():
    """Lambda > 0: with the trace cut where Trainer cuts it (1e-12) and float64
    throughout, one game at a time gives Trainer's eligibility-trace steps."""
    old, new = fresh(), fresh()
    trainer = train.Trainer(old, random.Random(6), 0.1, 0.7, 1e9)
    plies = [trainer.play()[2] for _ in range(2)]
    lock = LockstepTrainer(
        new, PythonDice(random.Random(6)), 0.1, 0.7, 1e9, 1, trace_floor=1e-12, precise=True
    )
    assert lock.window == 78
    assert lock.play(2) == plies
    assert_same_weights(old, new, atol=1e-10)


def test_the_trace_window_follows_lambda():
    assert trace_window(0.0) == 1
    assert trace_window(0.7) == 13  # 0.7 ** 13 < 1e-2 <= 0.7 ** 12
    assert trace_window(0.7, 1e-12) == 78
    assert trace_window(1.0) == trace_window(0.999) == 100


@pytest.mark.slow
def test_games_in_lockstep_are_reproducible_from_the_seed(short_games):
    def run(seed):
        net = fresh()
        trainer = LockstepTrainer(net, NumpyDice(np.random.default_rng(seed)), 0.1, 0.7, 4e4, 2)
        ended = []
        lengths = trainer.play(GAMES, on_game=ended.append)
        assert lengths == ended and len(lengths) == GAMES and trainer.games == GAMES
        assert max(lengths) <= lockstep.MAX_PLIES
        return net

    a, b, c = run(1), run(1), run(2)
    assert_same_weights(a, b, atol=0)
    assert np.abs(a.w1 - fresh().w1).max() > 1e-3
    assert np.abs(a.w1 - c.w1).max() > 1e-6


def test_the_dice_resume_from_their_saved_state():
    dice = NumpyDice(np.random.default_rng(5))
    dice.roll(np.ones(3, dtype=bool))
    again = NumpyDice.from_state(dice.state())
    opening = np.array([True, False, True, False])
    first, second = dice.roll(opening), again.roll(opening)
    assert np.array_equal(first, second)
    assert (first[opening, 0] != first[opening, 1]).all()  # no double to open a game
    assert ((first >= 1) & (first <= 6)).all()


def run(tmp_path, name, *extra):
    args = ["--variant", "backgammon", "--seed", "5", "--hidden", "8"]
    args += ["--checkpoint-dir", str(tmp_path / name), "--log-every", "2"]
    args += ["--eval-every", "2", "--eval-games", "2", *extra]
    assert train.main(args) == 0
    return Network.load(tmp_path / name / "backgammon.npz")


@pytest.mark.slow
def test_a_lockstep_run_resumed_from_its_checkpoint_ends_where_an_unbroken_one_ends(
    tmp_path, capsys, short_games
):
    whole = run(tmp_path, "whole", "--games", "4", "--batch", "3")
    run(tmp_path, "split", "--games", "2", "--batch", "3")
    split = run(tmp_path, "split", "--games", "4", "--resume")  # keeps its batch
    out = capsys.readouterr().out
    assert "resumed from" in out and "games 4 |" in out and "check at 4 games" in out
    assert whole.meta["batch"] == split.meta["batch"] == 3
    assert whole.meta["games"] == split.meta["games"] == 4
    assert "dice" in whole.meta
    assert_same_weights(whole, split, atol=0)
    assert (tmp_path / "whole" / "backgammon-0000002.npz").exists()
    # Played one game at a time, the same seed trains otherwise.
    single = run(tmp_path, "single", "--games", "4")
    assert "batch" not in single.meta
    assert np.abs(single.w1 - whole.w1).max() > 1e-6


def test_a_run_can_go_on_in_lockstep_and_a_batch_must_be_positive(tmp_path, capsys, short_games):
    run(tmp_path, "a", "--games", "2")
    more = run(tmp_path, "a", "--games", "4", "--resume", "--batch", "2")
    assert more.meta["games"] == 4 and more.meta["batch"] == 2
    args = ["--variant", "backgammon", "--checkpoint-dir", str(tmp_path / "b")]
    assert train.main([*args, "--batch", "0", "--games", "1"]) == 2
    assert "--batch must be at least 1" in capsys.readouterr().err


def test_the_networks_sigmoid_gives_the_plain_formulas_floats():
    from nardy_desktop.ai.network import _sigmoid

    x = np.random.default_rng(2).normal(0.0, 20.0, (300, 40))
    x[0, :3] = (-1e3, 1e3, 0.0)
    assert np.array_equal(_sigmoid(x), 1.0 / (1.0 + np.exp(-np.clip(x, -40.0, 40.0))))
