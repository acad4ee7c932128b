"""Lookahead values checked against a plain reading of their definition."""

import numpy as np
import pytest

from nardy_desktop.ai import search
from nardy_desktop.ai.encoding import wide_view
from nardy_desktop.ai.evaluate import evaluate_views
from nardy_desktop.ai.match_equity import scorer
from nardy_desktop.ai.network import flip_outputs
from nardy_desktop.ai.rolls import ROLLS
from nardy_desktop.engine import Position, Variant, legal_turns

from tests.ai.test_ai_players import position_after


def best_after_roll(position: Position, roll, score, mover_moves: bool) -> float:
    """The mover's equity after the side to move plays `roll` at its best,
    each turn's result evaluated alone."""
    values = []
    for turn in legal_turns(position, roll):
        y = evaluate_views(np.array([wide_view(turn.result)]), position.variant)
        if mover_moves:
            y = flip_outputs(y, position.variant)
        values.append(float(score(y)[0]))
    return max(values) if mover_moves else min(values)


def two_rolls_deep(result: Position, score) -> float:
    """`search._ply2_value` written out: each reply of the opponent chosen
    alone, then the mover's best turn for each of its rolls."""
    total = 0.0
    for roll, weight in zip(ROLLS, search.ROLL_WEIGHTS, strict=True):
        replies = legal_turns(result, roll)
        y = evaluate_views(np.array([wide_view(t.result) for t in replies]), result.variant)
        reply = replies[int(np.argmin(score(y)))].result
        if reply.winner is not None:
            inner = float(score(evaluate_views(np.array([wide_view(reply)]), reply.variant))[0])
        else:
            inner = sum(
                w * best_after_roll(reply, r, score, mover_moves=True)
                for r, w in zip(ROLLS, search.ROLL_WEIGHTS, strict=True)
            )
        total += weight * inner
    return total


@pytest.mark.parametrize("variant", list(Variant))
def test_two_rolls_deep_is_the_plain_definition(variant):
    score = scorer(variant)
    pos = position_after(variant, 30, seed=5)
    result = legal_turns(pos, (6, 3))[0].result
    assert search._ply2_value(result, variant, None, score)[0] == pytest.approx(
        two_rolls_deep(result, score), abs=1e-9
    )


@pytest.mark.parametrize("variant", list(Variant))
def test_one_roll_lookahead_is_the_plain_definition(variant):
    score = scorer(variant)
    pos = position_after(variant, 20, seed=8)
    results = [t.result for t in legal_turns(pos, (5, 2))[:4]]
    eq, _ = search._reply_values(results, variant, None, score)
    for value, result in zip(eq, results, strict=True):
        expected = sum(
            w * best_after_roll(result, r, score, mover_moves=False)
            for r, w in zip(ROLLS, search.ROLL_WEIGHTS, strict=True)
        )
        assert value == pytest.approx(expected, abs=1e-9)


@pytest.mark.parametrize("variant", list(Variant))
def test_a_large_batch_is_evaluated_as_its_rows_alone(variant):
    pos = position_after(variant, 25, seed=3)
    views = np.array([wide_view(t.result) for r in ROLLS for t in legal_turns(pos, r)])
    views = np.concatenate([views] * (5000 // len(views) + 1))[:5000]
    whole = evaluate_views(views, variant)
    rows = np.concatenate([evaluate_views(views[i : i + 1], variant) for i in range(0, 5000, 7)])
    assert whole.shape[0] == 5000
    np.testing.assert_allclose(whole[::7], rows, atol=1e-12)
