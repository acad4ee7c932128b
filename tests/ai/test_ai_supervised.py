"""Supervised training on values one roll deeper (`ai/training/supervised.py`)."""

import numpy as np
import pytest

from nardy_desktop.ai import search
from nardy_desktop.ai.encoding import encode_views, position_of_view, wide_view
from nardy_desktop.ai.evaluate import network, using_network
from nardy_desktop.ai.match_equity import scorer
from nardy_desktop.ai.network import Network, equity
from nardy_desktop.ai.search import ROLL_WEIGHTS, roll_outcomes
from nardy_desktop.ai.training import supervised, train
from nardy_desktop.engine import Position, Side, Variant

from tests.helpers import make


def small(variant: Variant, seed: int = 3, hidden: int = 8) -> Network:
    return Network.random(variant, train.input_size(variant), hidden, seed=seed)


@pytest.mark.parametrize("variant", [Variant.BACKGAMMON, Variant.LONG])
def test_positions_come_from_games_with_their_inputs(variant):
    net = network(variant)
    got = supervised.collect(net, 30, seed=2, batch=6)
    assert len(got.views) >= 30
    start = np.array(wide_view(Position.start(variant)))
    for view in got.views:
        position_of_view(view, variant, Side.WHITE).check()  # a position a game goes on from
        assert not np.array_equal(view, start)
    np.testing.assert_allclose(got.inputs, encode_views(got.views, variant), atol=1e-12)
    # Straying sides play other games from the same dice.
    other = supervised.collect(net, 30, seed=2, explore=1.0, temperature=5.0, batch=6)
    assert not np.array_equal(other.views[:30], got.views[:30])
    again = supervised.collect(net, 30, seed=2, batch=6)
    np.testing.assert_array_equal(again.views, got.views)


@pytest.mark.parametrize("variant", [Variant.BACKGAMMON, Variant.LONG])
def test_one_roll_values_are_the_lookaheads_mean_over_the_rolls(variant):
    """The target of a position is what the Expert's lookahead computes for
    it: every roll's best turn by plain evaluation, weighted by its chance."""
    net = network(variant)
    views = supervised.collect(net, 4, seed=5, batch=2).views[:4]
    got = equity(supervised.one_roll_values(net, views, chunk=3), variant)
    score = scorer(variant)
    with using_network(net):
        positions = [position_of_view(v, variant, Side.WHITE) for v in views]
        want = [roll_outcomes(p, score)[0] @ ROLL_WEIGHTS for p in positions]
    np.testing.assert_allclose(got, want, atol=2e-5)


@pytest.mark.parametrize("variant", [Variant.BACKGAMMON, Variant.LONG])
def test_two_roll_values_are_the_expert_s_two_roll_look(variant):
    """What `search._ply2_value` gives the side that moved into a position, the
    other side's equity two rolls deeper: in the opening, near the end of a
    race, where turns reach positions the bear-off tables know, and where
    every turn ends the game."""
    net = network(variant)
    views = supervised.collect(net, 2, seed=5, batch=2).views[:2]
    # Both sides' last checkers a roll or two from home: replies reach the tables.
    late = make(variant, {7: 1, 8: 1, 3: 3, 2: 2, 1: 2}, {8: 1, 9: 1, 4: 2, 2: 3, 1: 2})
    # Every roll ends the game: nothing is left to look at after it.
    last = make(variant, {1: 2}, {8: 1, 9: 1, 4: 2, 2: 3, 1: 2})
    views = np.concatenate([views, [wide_view(late), wide_view(last)]])
    got = equity(supervised.two_roll_values(net, views, chunk=2), variant)
    score = scorer(variant)
    with using_network(net):
        positions = [position_of_view(v, variant, Side.WHITE) for v in views]
        want = [-search._ply2_value(p, variant, None, score)[0] for p in positions]
    np.testing.assert_allclose(got, want, atol=2e-5)


@pytest.mark.slow
def test_fitting_moves_a_network_to_its_targets():
    """A small network fitted to a teacher's outputs on real positions: the
    held-out error falls pass by pass, and far below where it started."""
    variant = Variant.BACKGAMMON
    teacher = small(variant, seed=11, hidden=6)
    x = supervised.collect(network(variant), 400, seed=4, batch=40).inputs
    t = teacher.forward(x)
    student = small(variant, seed=12, hidden=6)
    report = supervised.fit(student, x, t, passes=6, rate=3e-3, batch=32, held_out=0.2)
    assert report.passes[-1] < report.before / 4
    assert all(b <= a * 1.05 for a, b in zip(report.passes, report.passes[1:], strict=False))


@pytest.mark.slow
def test_command_line_keeps_its_data_and_refuses_wrong_weights(tmp_path, capsys):
    variant = Variant.BACKGAMMON
    start = tmp_path / "start.npz"
    small(variant).save(start, precise=True)
    data, out = tmp_path / "data.npz", tmp_path / "out.npz"
    args = ["--variant", "backgammon", "--network", str(start), "--out", str(out)]
    more = ["--positions", "12", "--batch", "4", "--passes", "1", "--data", str(data)]
    assert supervised.main(args + more) == 0
    first = Network.load(out)
    assert first.meta["supervised"]["positions"] >= 12
    assert not np.array_equal(first.w1, Network.load(start).w1)
    assert supervised.main(args + more) == 0
    assert "positions read from" in capsys.readouterr().out
    np.testing.assert_array_equal(Network.load(out).w1, first.w1)
    long_args = ["--variant", "long", "--network", str(start), "--out", str(out)]
    assert supervised.main(long_args) == 2
    assert "holds backgammon weights" in capsys.readouterr().err
    (tmp_path / "bad.npz").write_bytes(b"not weights")
    bad = ["--variant", "long", "--network", str(tmp_path / "bad.npz"), "--out", str(out)]
    assert supervised.main(bad) == 2
    assert "not a file of network weights" in capsys.readouterr().err
