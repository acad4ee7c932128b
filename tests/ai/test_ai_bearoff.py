"""The exact bear-off tables and their use for race positions."""

import numpy as np
import pytest

from nardy_desktop.ai import bearoff
from nardy_desktop.ai.bearoff import _after_roll, all_positions
from nardy_desktop.ai.encoding import wide_view
from nardy_desktop.ai.evaluate import evaluate, evaluate_views_detailed, win_probability
from nardy_desktop.engine import Position, Variant, legal_turns

from tests.helpers import make


@pytest.fixture(scope="module")
def table():
    return bearoff.table()


def test_every_placement_of_up_to_15_checkers_is_in_the_table(table):
    assert len(table.index) == 54264
    assert len(table.first_index) == 15504
    assert np.allclose(table.dist.sum(axis=1), 1.0, atol=1e-3)


def test_known_values(table):
    assert table.expected_rolls((0,) * 6) == 0
    assert table.expected_rolls((1, 0, 0, 0, 0, 0)) == pytest.approx(1.0, abs=1e-4)
    assert table.expected_rolls((2, 0, 0, 0, 0, 0)) == pytest.approx(1.0, abs=1e-4)
    # One checker on the 6 point misses only with 1-1, 2-1, 3-1, 4-1 and 3-2.
    assert table.distribution((0, 0, 0, 0, 0, 1))[1] == pytest.approx(27 / 36, abs=1e-4)
    assert table.expected_rolls((0, 0, 0, 0, 0, 1)) == pytest.approx(1.25, abs=1e-4)
    # Two checkers on the 1 point come off in one roll; three need a double.
    assert table.distribution((3, 0, 0, 0, 0, 0))[1] == pytest.approx(6 / 36, abs=1e-4)


def test_race_probabilities(table):
    win, win_big, lose_big = table.race((0, 0, 0, 0, 0, 1), (1, 0, 0, 0, 0, 0))
    assert win == pytest.approx(27 / 36, abs=1e-4)
    assert win_big == 0 and lose_big == 0
    win, win_big, _ = table.race((0, 0, 0, 0, 0, 1), (0, 0, 0, 0, 0, 15))
    assert win == pytest.approx(1.0)
    assert 0.75 < win_big < 1.0


def plain_race(table, mover, other):
    """`BearoffTable.race` as first written: every row made as it is needed."""
    i, j = table.index[mover], table.index[other]
    pm = table.dist[i]
    win = float(pm @ np.concatenate([[1.0], table.survival[j, :-1]]))
    win_big = lose_big = 0.0
    k = table.first_index.get(j)
    if k is not None:
        fs = np.concatenate([[1.0], table.first_survival[k]])[: bearoff.ROLLS_ALL]
        win_big = float(pm @ np.pad(fs, (0, bearoff.ROLLS_ALL - len(fs))))
    k = table.first_index.get(i)
    if k is not None:
        fs = np.pad(table.first_survival[k], (0, bearoff.ROLLS_ALL - bearoff.ROLLS_FIRST))
        lose_big = float(table.dist[j] @ fs[: bearoff.ROLLS_ALL])
    return min(max(win, 0.0), 1.0), min(max(win_big, 0.0), win), min(max(lose_big, 0.0), 1 - win)


def test_races_are_the_plain_products_to_the_last_bit(table):
    # The rows are made once and the races remembered: the same floats.
    rng = np.random.default_rng(3)
    homes = list(table.index)
    full = [h for h in homes if sum(h) == 15]
    for n in range(3000):
        mover = full[rng.integers(len(full))] if n % 3 == 0 else homes[rng.integers(len(homes))]
        other = full[rng.integers(len(full))] if n % 4 == 0 else homes[rng.integers(len(homes))]
        assert table.race(mover, other) == plain_race(table, mover, other)
        assert table.race(mover, other) == plain_race(table, mover, other)


def test_table_moves_match_the_engine():
    # The table's own move generator against the engine, on race positions.
    for home in [(0, 2, 0, 3, 1, 4), (5, 0, 0, 0, 0, 1), (0, 0, 0, 0, 0, 15), (1, 1, 1, 0, 0, 2)]:
        white = {p + 1: n for p, n in enumerate(home) if n}
        pos = make("backgammon", white, {1: 2})
        for dice in [(6, 5), (4, 4), (2, 1), (6, 6), (1, 1)]:
            engine = {tuple(t.result.mover_view(pos.side)[1:7]) for t in legal_turns(pos, dice)}
            assert engine == _after_roll(home, *dice), (home, dice)


@pytest.mark.slow
def test_positions_are_ordered_so_that_moves_lead_to_earlier_ones():
    order = {c: i for i, c in enumerate(all_positions())}
    for c in list(order)[1000:1100]:
        for leaf in _after_roll(c, 6, 1):
            assert order[leaf] < order[c]


def test_races_are_evaluated_exactly_in_both_variants():
    for variant in Variant:
        pos = make(variant, {1: 1}, {6: 1}, side="w")
        assert win_probability(pos) == 1.0
        pos = make(variant, {6: 1}, {1: 1}, side="w")
        assert win_probability(pos) == pytest.approx(27 / 36, abs=1e-4)
        # Outside the home the network answers instead.
        pos = make(variant, {8: 1}, {1: 1}, side="w")
        assert 0.0 <= win_probability(pos) <= 1.0


def test_a_checker_on_the_bar_is_no_race():
    # Both sides home but White has a checker on the bar, facing Black's
    # closed board: far from the sure win White's home alone would promise.
    for side in ("w", "b"):
        pos = make(
            "backgammon",
            {1: 2},
            {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2},
            side=side,
            bar=(1, 0),
        )
        views = np.array([wide_view(pos)])
        exact = evaluate_views_detailed(views, Variant.BACKGAMMON)[3]
        assert not exact[0], side
        entered = make("backgammon", {1: 3}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2}, side=side)
        assert evaluate_views_detailed(np.array([wide_view(entered)]), Variant.BACKGAMMON)[3][0]


def test_finished_games_are_exact():
    gammon = Position.from_text(
        "backgammon/" + ",".join(["0"] * 23 + ["-15"]) + "/0,0/15,0/b", allow_finished=True
    )
    assert list(evaluate([gammon])[0]) == [0, 0, 0, 1, 0]
    # Still a checker in the winner's home: a backgammon.
    pos = Position.from_text(
        "backgammon/-1," + ",".join(["0"] * 22 + ["-14"]) + "/0,0/15,0/b", allow_finished=True
    )
    assert list(evaluate([pos])[0]) == [0, 0, 0, 1, 1]
    single = Position.from_text(
        "backgammon/" + ",".join(["0"] * 23 + ["-14"]) + "/0,0/15,1/b", allow_finished=True
    )
    assert list(evaluate([single])[0]) == [0, 0, 0, 0, 0]
    long = Position.from_text(
        "long/" + ",".join(["0"] * 12 + ["-15"] + ["0"] * 11) + "/0,0/15,0/b", allow_finished=True
    )
    assert list(evaluate([long])[0]) == [0, 0, 1]
