"""The training fast path gives exactly the engine's legal turns and the game's inputs.

`fastplay` re-implements the move generator and the encoding on arrays (compiled
by numba when it is installed, plain Python otherwise). Training and play must
see the same thing, so every check here is exact: the same results in the same
order as `legal_result_views`, the same input vectors as `encode_views`, and
the values `evaluate_views_detailed` gives.
"""

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.ai import fastplay
from nardy_desktop.ai.encoding import encode_views, result_views, wide_view
from nardy_desktop.ai.evaluate import evaluate_views_detailed
from nardy_desktop.ai.network import Network, consistent
from nardy_desktop.ai.rolls import ROLLS
from nardy_desktop.engine import Position, Variant, legal_turns
from nardy_desktop.engine.samples import random_game_rolls

from tests.helpers import make

L, B = Variant.LONG, Variant.BACKGAMMON
# Plain Python is about a thousand times slower: fewer positions then.
GAMES = 24 if fastplay.COMPILED else 2
EXAMPLES = 25 if fastplay.COMPILED else 2


def special(variant: Variant) -> list[Position]:
    """Positions for the rules random games seldom reach, each with every roll."""
    if variant is L:
        block = {24: 8, 14: 1, 13: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1}
        wrap = {24: 10, 23: 1, 3: 1, 2: 1, 1: 1, 6: 1}
        return [
            Position.start(L),  # the head rule's first-turn doubles
            make(L, {24: 15}, {24: 14, 22: 1}),
            make(L, {24: 14, 19: 1}, {24: 15}, side="b"),
            make(L, block, {24: 15}),  # the six-block rule
            make(L, block, {24: 14, 17: 1}),  # a block with an opposing checker ahead
            make(L, block, {24: 14}, off=(0, 1)),  # after the opponent bore off
            make(L, wrap, {24: 15}),  # a block across White's 1 and 24
            make(L, wrap, {24: 14, 8: 1}),
            make(L, {24: 15}, {24: 10, 23: 1, 3: 1, 2: 1, 1: 1, 6: 1}, side="b"),
            make(L, {24: 13, 20: 1, 16: 1}, {24: 14, 21: 1}),  # one from the head per turn
            make(L, {6: 1, 2: 3}, {24: 15}, off=(11, 0)),  # bearing off
        ]
    return [
        Position.start(B),
        make(B, {13: 14}, {24: 15}, bar=(1, 0)),  # entering from the bar
        make(B, {13: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 24: 3}, bar=(1, 0)),  # closed
        make(B, {13: 13}, {24: 13, 3: 2}, bar=(2, 0)),
        make(B, {6: 2, 5: 2}, {24: 10, 1: 5}, bar=(1, 0), off=(10, 0)),  # hit while bearing off
        make(B, {3: 2, 1: 1}, {19: 15}, off=(12, 0)),
        make(B, {20: 1, 1: 14}, {12: 2, 3: 13}),  # forced partial turns
        make(B, {13: 1, 3: 14}, {18: 2, 24: 2, 10: 11}),
        make(B, {2: 1}, {24: 1, 1: 4}, off=(14, 10)),
    ]


def cases(variant: Variant, seed: int, games: int) -> list[tuple[Position, tuple[int, int]]]:
    return random_game_rolls(variant, seed, games) + [
        (p, r) for p in special(variant) for r in ROLLS
    ]


def check_results(variant: Variant, pairs: list[tuple[Position, tuple[int, int]]]) -> np.ndarray:
    """Compare every roll's results with the engine's; returns them all."""
    gen = fastplay.TurnGenerator(variant)
    views = np.array([wide_view(p) for p, _ in pairs])
    res, seg = gen.results(views, np.array([d for _, d in pairs]))
    assert len(seg) == len(pairs) + 1
    for i, (p, d) in enumerate(pairs):
        expected = result_views(p, d)
        assert np.array_equal(res[seg[i] : seg[i + 1]], expected), (p.to_text(), d)
    return res


@pytest.mark.slow
@pytest.mark.parametrize("variant", [L, B])
def test_legal_results_and_inputs_equal_the_engines_and_the_games(variant):
    pairs = cases(variant, seed=11, games=GAMES)
    # The sample holds what the rules are about.
    turns = [(p, d, legal_turns(p, d)) for p, d in pairs]
    doubles = [t for p, d, t in turns if d[0] == d[1]]
    assert doubles
    partial = [p for p, d, t in turns if 0 < len(t[0].steps) < (4 if d[0] == d[1] else 2)]
    assert partial and any(len(t) == 1 and not t[0].steps for _, _, t in turns)  # passes
    assert any(max(p.mover_view()[7:26]) <= 0 for p, _, _ in turns)  # bearing off
    if variant is B:
        assert any(p.bar[p.side] for p, _, _ in turns)
    res = check_results(variant, pairs)
    assert np.array_equal(fastplay.encode(res, variant), encode_views(res, variant))


@pytest.mark.slow
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from([L, B]))
@settings(max_examples=EXAMPLES)
def test_any_random_game_gives_the_engines_results_and_the_games_inputs(seed, variant):
    pairs = random_game_rolls(variant, seed, games=1)
    rng = random.Random(seed)
    # Every roll, not only the one played, at a few of the game's positions.
    pairs += [(p, r) for p, _ in rng.sample(pairs, min(3, len(pairs))) for r in ROLLS]
    res = check_results(variant, pairs)
    assert np.array_equal(fastplay.encode(res, variant), encode_views(res, variant))


@pytest.mark.slow
@pytest.mark.parametrize("variant", [L, B])
def test_exact_values_and_network_inputs_are_the_evaluations(variant):
    """Finished games and bear-off races are scored exactly, as in play; the
    rest get the game's inputs, so a network scores them as in play."""
    pairs = cases(variant, seed=12, games=max(1, GAMES // 4))
    gen = fastplay.TurnGenerator(variant)
    views = np.array([wide_view(p) for p, _ in pairs])
    res, seg, exact, y, xs, rows = gen.step(views, np.array([d for _, d in pairs]))
    expected = np.concatenate([result_views(p, d) for p, d in pairs])
    assert np.array_equal(res, expected)
    net = Network.random(variant, xs.shape[1], 16, seed=3)
    ys, by_net, inputs, known = evaluate_views_detailed(expected, variant, True, net)
    assert exact.any() and (~exact).any()
    assert np.array_equal(exact, known) and np.array_equal(rows >= 0, by_net)
    assert np.array_equal(xs, inputs)
    y = y.copy()
    y[rows >= 0] = net.forward(xs)
    np.testing.assert_allclose(consistent(y, variant), ys, rtol=0, atol=1e-12)
