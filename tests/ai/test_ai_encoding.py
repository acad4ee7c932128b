"""Network inputs and outputs: shapes, colour symmetry, consistency."""

import random

import numpy as np
import pytest

from nardy_desktop.ai.encoding import (
    back_escapes,
    containment,
    double_hit_chances,
    encode,
    flip_views,
    grow_inputs,
    hit_chances,
    hit_masks,
    input_size,
    position_of_view,
    result_views,
    shot_chances,
    wide_view,
)
from nardy_desktop.ai.network import OUTPUTS, Network, consistent, equity, flip_outputs
from nardy_desktop.engine import Position, Side, Variant, legal_turns

from tests.helpers import make


def random_positions(variant: Variant, n: int, seed: int) -> list[Position]:
    rng = random.Random(seed)
    out = []
    pos = Position.start(variant)
    while len(out) < n:
        turns = legal_turns(pos, (rng.randint(1, 6), rng.randint(1, 6)))
        pos = rng.choice(turns).result
        if pos.winner is not None:
            pos = Position.start(variant)
        out.append(pos)
    return out


def mirror(pos: Position) -> Position:
    """The same position with the colours swapped (and the other side to move)."""
    if pos.variant is Variant.BACKGAMMON:
        points = tuple(-x for x in reversed(pos.points))
    else:
        points = tuple(-x for x in (*pos.points[12:], *pos.points[:12]))
    return Position(pos.variant, points, pos.bar[::-1], pos.off[::-1], Side(1 - pos.side))


def test_shapes_are_fixed_per_variant():
    for variant in Variant:
        xs = encode(random_positions(variant, 30, 1))
        assert xs.shape == (30, input_size(variant))
        assert np.isfinite(xs).all()


def test_a_position_and_its_colour_mirror_encode_identically():
    for variant in Variant:
        for pos in random_positions(variant, 60, 2):
            twin = mirror(pos)
            twin.validate()
            assert twin != pos
            assert np.array_equal(encode([pos]), encode([twin]))


def test_different_positions_encode_differently():
    for variant in Variant:
        ps = random_positions(variant, 40, 3)
        xs = encode(ps)
        for i in range(len(ps)):
            for j in range(i):
                if wide_view(ps[i]) != wide_view(ps[j]):
                    assert not np.array_equal(xs[i], xs[j])


def test_result_views_are_the_wide_views_of_the_turns_results():
    for variant in Variant:
        for i, pos in enumerate(random_positions(variant, 30, 9)):
            dice = (i % 6 + 1, (i * 5) % 6 + 1)
            turns = legal_turns(pos, dice)
            views = result_views(pos, dice)
            assert views.tolist() == [wide_view(t.result) for t in turns]
            for view, turn in zip(views, turns, strict=True):
                assert position_of_view(view, variant, turn.result.side) == turn.result


def test_flipping_twice_gives_back_the_view():
    for variant in Variant:
        views = np.array([wide_view(p) for p in random_positions(variant, 20, 4)])
        assert np.array_equal(flip_views(flip_views(views, variant), variant), views)
        for p, v in zip(random_positions(variant, 20, 4), flip_views(views, variant), strict=True):
            assert list(v) == wide_view(p, Side(1 - p.side))


def test_shot_chances_count_the_hitting_rolls():
    # A White blot on its 10 with one Black checker 4 pips behind it (Black's 19):
    # every roll with a 4, plus 3-1, 2-2 and 1-1 hit it: 11 + 2 + 1 + 1 = 15 of 36.
    pos = make("backgammon", {10: 1, 5: 14}, {19: 1, 1: 14}, side="w")
    views = np.array([wide_view(pos)])
    assert shot_chances(views)[0] == pytest.approx(15 / 36)
    # Black's blot (White's 6) is 4 pips in front of White's blot on 10 and
    # behind White's 14 checkers on 5: the same 15 rolls hit it.
    black = flip_views(views, Variant.BACKGAMMON)
    assert shot_chances(black)[0] == pytest.approx(15 / 36)
    # Six pips away: 11 rolls with a 6, 5-1, 4-2, 3-3 and 2-2: 11 + 2 + 2 + 1 + 1 = 17.
    far = make("backgammon", {12: 1, 5: 14}, {19: 1, 1: 14}, side="w")
    assert shot_chances(np.array([wide_view(far)]))[0] == pytest.approx(17 / 36)
    # Made into a point, the blot is safe and the inputs change accordingly.
    safe = make("backgammon", {10: 2, 5: 13}, {19: 1, 1: 14}, side="w")
    assert shot_chances(np.array([wide_view(safe)]))[0] == 0.0
    assert not np.array_equal(encode([pos]), encode([safe]))


def escapes_of(pos: Position) -> tuple[int, float]:
    back, esc = back_escapes(np.array([wide_view(pos)]))
    return int(back[0]), float(esc[0])


def test_escapes_count_the_rolls_that_free_the_last_checker():
    # Nothing in front of White's back checker on 24: every roll frees it.
    assert escapes_of(make("backgammon", {24: 1, 6: 14}, {24: 15}, side="w")) == (24, 1.0)
    # One Black point 6 pips ahead (White's 18 is Black's 7): the five rolls
    # totalling 6 land on it and 6-6 cannot touch down: 30 of 36 escape.
    one = make("backgammon", {24: 1, 6: 14}, {7: 2, 24: 13}, side="w")
    assert escapes_of(one) == (24, pytest.approx(30 / 36))
    # Behind a six-point prime it cannot escape at all.
    prime = make(
        "backgammon", {24: 1, 6: 14}, {2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 24: 3}, side="w"
    )
    assert escapes_of(prime) == (24, 0.0)
    # From the bar it counts from point 25; a single Black checker blocks nothing.
    bar = make("backgammon", {6: 14}, {24: 14, 20: 1}, side="w", bar=(1, 0))
    assert escapes_of(bar) == (25, 1.0)


def test_grown_weights_give_the_same_outputs_as_before():
    # A backgammon network made before the last four features of each side
    # were added: zero weights for them leave every output unchanged.
    variant = Variant.BACKGAMMON
    new = input_size(variant)
    block = (new - 2) // 2
    old = Network.random(variant, new - 8, 16, seed=3)
    grown = Network(variant, grow_inputs(old.w1, variant), old.b1, old.w2, old.b2)
    assert grown.inputs == new
    x = encode(random_positions(variant, 40, 8))
    before = np.concatenate([x[:, : block - 4], x[:, block : 2 * block - 4], x[:, -2:]], axis=1)
    assert np.allclose(grown.forward(x), old.forward(before), rtol=0, atol=1e-12)
    with pytest.raises(ValueError, match="do not fit"):
        grow_inputs(np.zeros((4, new - 3)), variant)


def test_outputs_are_probabilities_and_ordered():
    for variant in Variant:
        net = Network.random(variant, input_size(variant), 16, seed=5)
        y = consistent(net.forward(encode(random_positions(variant, 50, 6))), variant)
        assert y.shape == (50, OUTPUTS[variant])
        assert ((y >= 0) & (y <= 1)).all()
        assert (y[:, 1] <= y[:, 0] + 1e-12).all()
        if variant is Variant.BACKGAMMON:
            assert (y[:, 2] <= y[:, 1]).all() and (y[:, 4] <= y[:, 3]).all()
            assert (y[:, 3] <= 1 - y[:, 0] + 1e-12).all()


def test_flipping_outputs_negates_equity():
    rng = np.random.default_rng(7)
    for variant in Variant:
        y = consistent(rng.random((10, OUTPUTS[variant])), variant)
        assert np.allclose(equity(flip_outputs(y, variant), variant), -equity(y, variant))
        assert np.allclose(flip_outputs(flip_outputs(y, variant), variant), y)


def test_weights_round_trip_through_a_file(tmp_path):
    net = Network.random(Variant.LONG, input_size(Variant.LONG), 8, seed=1)
    net.meta["games"] = 12
    net.save(tmp_path / "w.npz", precise=True)
    back = Network.load(tmp_path / "w.npz")
    assert back.variant is Variant.LONG and back.meta["games"] == 12
    assert np.array_equal(back.w1, net.w1)
    x = encode([Position.start(Variant.LONG)])
    assert np.allclose(back.forward(x), net.forward(x))


def test_hit_masks_agree_with_the_blots_legal_turns_can_hit():
    """Against the engine: for positions of random games and each of the
    opponent's 21 rolls, the blots some legal turn hits. The masks never miss
    one; they may add a hit that the rule of playing both dice forbids, which
    is rare."""
    rolls = [(a, b) for a in range(1, 7) for b in range(a, 7)]
    pairs = extra = 0
    for pos in random_positions(Variant.BACKGAMMON, 150, 8):
        if pos.winner is not None:
            continue
        mover = pos.side.opponent  # whose blots the side to move aims at
        masks = hit_masks(np.array([wide_view(pos, mover)]))[0]
        for r, dice in enumerate(rolls):
            hit = 0
            for turn in legal_turns(pos, dice):
                for step in turn.steps:
                    if step.hit:
                        hit |= 1 << (25 - step.to)
            assert hit & ~int(masks[r]) == 0, (pos, dice)
            pairs += 1
            extra += hit != int(masks[r])
    assert pairs > 3000
    assert extra <= pairs // 500


def test_a_checker_on_the_bar_hits_only_where_it_can_enter():
    # White's home is closed but for its blot on 6; Black has one checker on
    # the bar: only the 11 rolls with a 6 enter, and each hits (19 pips lost).
    pos = make(
        "backgammon",
        {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 1, 13: 4},
        {1: 14},
        side="b",
        bar=(0, 1),
    )
    chance, pips = hit_chances(np.array([wide_view(pos, Side.WHITE)]))
    assert chance[0] == pytest.approx(11 / 36)
    assert pips[0] == pytest.approx(11 / 36 * 19)
    # The old count, blind to the closed points, takes 5-1, 4-2, 3-3 and 2-2 too.
    assert shot_chances(np.array([wide_view(pos, Side.WHITE)]))[0] == pytest.approx(17 / 36)


def escapes_by_hand(view: list[int], point: int) -> float:
    """Rolls (of 36) whose two dice carry a checker on `point` to an open
    point through an open touch-down point, counted one by one."""
    blocked = {p for p in range(1, 25) if view[p] <= -2}
    count = 0
    for a in range(1, 7):
        for b in range(1, 7):
            land = point - a - b < 1 or point - a - b not in blocked
            via = point - a < 1 or point - a not in blocked or point - b not in blocked
            count += land and via
    return count / 36


def test_containment_is_the_least_free_of_the_far_points():
    # Behind a six-point prime nothing escapes; with no Black point in front, all does.
    prime = make(
        "backgammon", {24: 1, 6: 14}, {2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 24: 3}, side="w"
    )
    assert containment(np.array([wide_view(prime)]))[0] == 1.0
    open_board = make("backgammon", {6: 15}, {24: 15}, side="w")
    assert containment(np.array([wide_view(open_board)]))[0] == 0.0
    for pos in random_positions(Variant.BACKGAMMON, 200, 9):
        view = wide_view(pos)
        least = min(escapes_by_hand(view, p) for p in range(15, 25))
        assert containment(np.array([view]))[0] == pytest.approx(1.0 - least)


def test_double_hit_chances_count_the_rolls_that_reach_two_blots():
    # White blots on 4 and 6, two Black checkers on White's 1 (Black's 24).
    pos = make("backgammon", {4: 1, 6: 1, 13: 13}, {24: 2, 6: 13}, side="b")
    view = np.array([wide_view(pos, Side.WHITE)])
    by_hand = 0
    for a in range(1, 7):
        for b in range(1, 7):
            hit = set()
            for turn in legal_turns(pos, (a, b)):
                hit |= {step.to for step in turn.steps if step.hit}
            by_hand += len(hit) >= 2
    assert by_hand > 0
    assert double_hit_chances(hit_masks(view))[0] == pytest.approx(by_hand / 36)
    # One blot can never be hit twice.
    single = make("backgammon", {4: 1, 13: 14}, {24: 2, 6: 13}, side="b")
    assert double_hit_chances(hit_masks(np.array([wide_view(single, Side.WHITE)])))[0] == 0.0
