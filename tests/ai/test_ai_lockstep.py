"""Lockstep self-play (`train.py --batch N`): the steps of `Trainer`, reproducible, resumable."""

import random

import numpy as np
import pytest

from nardy_desktop.ai import fastplay
from nardy_desktop.ai.network import Network
from nardy_desktop.ai.training import lockstep, train
from nardy_desktop.ai.training.lockstep import LockstepTrainer, NumpyDice, PythonDice, trace_window
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


def test_the_hidden_layer_worked_out_in_place_gives_the_plain_formulas_floats():
    net = Network.random(Variant.BACKGAMMON, 60, 40, seed=4)
    net.b1 = np.random.default_rng(5).normal(0.0, 30.0, 40)
    x = np.random.default_rng(6).normal(0.0, 3.0, (200, 60))
    z = np.clip(x @ net.w1.T + net.b1, -40.0, 40.0)
    assert (np.abs(x @ net.w1.T + net.b1) > 40.0).any()
    assert np.array_equal(net.hidden_out(x), 1.0 / (1.0 + np.exp(-z)))


def explore(share: float, temperature: float, seed: int = 9) -> lockstep.Explore:
    return lockstep.Explore(share, temperature, np.random.default_rng(seed))


def best_turn(eq: np.ndarray, seg: np.ndarray, game: int) -> int:
    """The index of game `game`'s best turn: the lowest opponent's equity."""
    return int(seg[game] + np.argmin(eq[seg[game] : seg[game + 1]]))


def test_the_exploring_side_picks_the_better_turns_likelier():
    """A softmax over the opponent's equity after each turn: the lowest is
    the best, each 0.08 worse is e times less likely, and a pick never
    leaves its own game's turns."""
    rng = np.random.default_rng(1)
    eq = np.array([0.0, 0.08, 0.5, 0.3, 0.2, 0.2])
    seg = np.array([0, 3, 6])
    n = 20000
    first = lockstep.softmax_picks(eq, seg, np.zeros(n, dtype=np.int64), 0.08, rng)
    second = lockstep.softmax_picks(eq, seg, np.ones(n, dtype=np.int64), 0.08, rng)
    w = np.exp(-np.array([0.0, 0.08, 0.5]) / 0.08)
    np.testing.assert_allclose(np.bincount(first, minlength=3) / n, w / w.sum(), atol=0.015)
    assert set(second) <= {3, 4, 5}
    share = np.bincount(second, minlength=6)[3:] / n
    assert share[0] < 0.2 and abs(share[1] - share[2]) < 0.03


@pytest.mark.slow
def test_exploration_at_a_tiny_temperature_plays_and_learns_as_best_play(short_games):
    """Its own generator leaves the dice alone: a side that strays by nothing
    plays the best turns, and learns exactly what a run without it learns."""

    def run(how):
        net = fresh()
        lock = LockstepTrainer(
            net, NumpyDice(np.random.default_rng(4)), 0.1, 0.7, 1e9, 2, explore=how
        )
        return net, lock.play(GAMES)

    plain, plain_plies = run(None)
    tiny, tiny_plies = run(explore(1.0, 1e-9))
    assert tiny_plies == plain_plies
    assert_same_weights(plain, tiny, atol=0)
    wild, _ = run(explore(1.0, 5.0))  # other turns, the same dice: other steps
    assert np.abs(wild.w1 - plain.w1).max() > 1e-6


def test_an_exploring_side_learns_the_best_turns_value_not_its_own(monkeypatch):
    """The first ply of four games, White exploring at random in some: their
    TD errors are those of a run without exploration (same dice, same
    weights), though White played other turns than the best."""

    def first_step(how):
        lock = LockstepTrainer(
            fresh(), NumpyDice(np.random.default_rng(2)), 0.1, 0.0, 1e9, 4, explore=how
        )
        seen: dict[str, np.ndarray] = {}
        real_picks = lockstep.softmax_picks

        def spy_picks(eq, seg, games, temperature, rng):
            got = real_picks(eq, seg, games, temperature, rng)
            best = [best_turn(eq, seg, g) for g in games]
            seen.setdefault("strays", np.asarray(got) != np.asarray(best))
            return got

        def spy_apply(delta, *rest):
            seen.setdefault("delta", delta.copy())
            raise StopIteration  # the first step is enough

        monkeypatch.setattr(lockstep, "softmax_picks", spy_picks)
        monkeypatch.setattr(lock, "_apply", spy_apply)
        with pytest.raises(StopIteration):
            lock.play(4)
        return seen

    plain = first_step(None)
    wild = first_step(explore(1.0, 50.0, seed=3))
    assert wild["strays"].any()  # some White played another turn than the best
    np.testing.assert_array_equal(wild["delta"], plain["delta"])


def test_a_stray_turn_cuts_the_trace_of_the_plies_before_it(monkeypatch):
    """Lambda 0.7: the ply after a turn other than the best passes its TD
    error back to itself alone; after a best turn, to earlier plies too."""
    lock = LockstepTrainer(
        fresh(), NumpyDice(np.random.default_rng(2)), 0.1, 0.7, 1e9, 4, explore=explore(1.0, 0.3)
    )
    steps: list[dict[str, np.ndarray]] = []
    stray = np.zeros(4, dtype=bool)
    real_picks, real_apply = lockstep.softmax_picks, lock._apply

    def spy_picks(eq, seg, games, temperature, rng):
        got = real_picks(eq, seg, games, temperature, rng)
        for g, pick in zip(games, got, strict=True):  # every game is on: g is its slot
            stray[g] = pick != best_turn(eq, seg, g)
        return got

    def spy_apply(delta, coef, *rest):
        if len(steps) == 8:
            raise StopIteration
        steps.append({"stray": stray.copy(), "live": (coef > 0).sum(axis=1)})
        stray[:] = False
        return real_apply(delta, coef, *rest)

    monkeypatch.setattr(lockstep, "softmax_picks", spy_picks)
    monkeypatch.setattr(lock, "_apply", spy_apply)
    with pytest.raises(StopIteration):
        lock.play(4)
    cut = kept = 0
    for before, after in zip(steps, steps[1:], strict=False):
        # Each side plays every other ply: the ply after a stray is the opponent's.
        for slot in range(4):
            if before["stray"][slot]:
                assert after["live"][slot] == 1
                cut += 1
            elif after["live"][slot] > 1:
                kept += 1
    assert cut and kept


@pytest.mark.slow
def test_a_run_with_exploration_resumes_where_an_unbroken_one_ends(tmp_path, capsys, short_games):
    whole = run(tmp_path, "whole", "--games", "4", "--batch", "3", "--explore", "0.5")
    run(tmp_path, "split", "--games", "2", "--batch", "3", "--explore", "0.5")
    split = run(tmp_path, "split", "--games", "4", "--resume")  # keeps its exploration
    assert whole.meta["explore"] == split.meta["explore"] == 0.5
    assert whole.meta["explore_temperature"] == 0.08
    assert_same_weights(whole, split, atol=0)
    plain = run(tmp_path, "plain", "--games", "4", "--batch", "3")
    assert plain.meta["explore"] == 0.0
    assert np.abs(plain.w1 - whole.w1).max() > 1e-6
    capsys.readouterr()
    args = ["--variant", "backgammon", "--checkpoint-dir", str(tmp_path / "b"), "--games", "1"]
    assert train.main([*args, "--explore", "0.5"]) == 2
    assert "--explore needs games in lockstep" in capsys.readouterr().err
    assert train.main([*args, "--batch", "2", "--explore", "1.5"]) == 2
    assert "--explore is a share of the games" in capsys.readouterr().err
    assert train.main([*args, "--batch", "2", "--explore-temperature", "0"]) == 2
    assert "--explore-temperature must be above 0" in capsys.readouterr().err
