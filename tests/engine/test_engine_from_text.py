"""Position text refuses what cannot be: each refusal with its own reason code,
and every position that legal play reaches in a game still going is accepted."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.engine import Position, PositionError, SeededDice, Side, Variant
from nardy_desktop.engine.game import Game
from nardy_desktop.engine.reasons import PositionReason as R

ENGINE = [sys.executable, "-m", "nardy_desktop.engine"]


def text(variant: str, white: dict[int, int], black: dict[int, int], **kw: object) -> str:
    """A position text from checker counts on White's point numbers."""
    points = [0] * 24
    for p, n in white.items():
        points[p - 1] = n
    for p, n in black.items():
        assert points[p - 1] == 0
        points[p - 1] = -n
    bar = kw.get("bar", (0, 0))
    off = kw.get("off", (0, 0))
    side = kw.get("side", "w")
    pts = ",".join(map(str, points))
    return f"{variant}/{pts}/{bar[0]},{bar[1]}/{off[0]},{off[1]}/{side}"


def refused(t: str) -> PositionError:
    with pytest.raises(PositionError) as info:
        Position.from_text(t)
    return info.value


# White's points 2..7 held, nine on the head; Black's checkers on its head (White's 12)
# are all behind the block along Black's route (12 -> 1, then 24 -> 13).
BLOCK = {p: 1 for p in range(2, 8)} | {24: 9}


def test_six_points_in_a_row_with_nothing_ahead_is_refused_naming_the_side():
    e = refused(text("long", BLOCK, {12: 15}))
    assert e.reason is R.SIX_BLOCK and e.side is Side.WHITE
    assert "White holds six points in a row (7, 6, 5, 4, 3, 2)" in str(e)


def test_six_points_in_a_row_with_an_opposing_checker_ahead_is_accepted():
    # Black's checker on White's 1 has passed the block: the block was lawful when made.
    Position.from_text(text("long", BLOCK, {12: 14, 1: 1}))
    # A Black checker borne off is ahead of every block; its others are home (White's 13-18).
    Position.from_text(text("long", BLOCK, {13: 14}, off=(0, 1)))


def test_a_block_may_span_whites_1_and_24_along_blacks_route():
    white = {3: 1, 2: 1, 1: 1, 24: 7, 23: 3, 22: 2}
    e = refused(text("long", white, {12: 15}))
    assert e.reason is R.SIX_BLOCK and e.side is Side.WHITE
    # Beyond White's 22 along Black's route come 21..13: a checker there is ahead.
    Position.from_text(text("long", white, {12: 14, 20: 1}))
    # Five in a row is no block at all.
    five = {3: 1, 2: 1, 1: 1, 24: 10, 23: 2}
    Position.from_text(text("long", five, {12: 15}))


def test_a_black_block_with_no_white_checker_ahead_is_refused():
    # Black holds White's 8..3; White's route runs 24 -> 1, so ahead is White's 2 and 1.
    black = {p: 1 for p in range(3, 9)} | {12: 9}
    e = refused(text("long", {24: 15}, black, side="b"))
    assert e.reason is R.SIX_BLOCK and e.side is Side.BLACK
    Position.from_text(text("long", {24: 14, 2: 1}, black, side="b"))


def test_backgammon_has_no_six_block_rule():
    Position.from_text(text("backgammon", BLOCK, {12: 15}))


@pytest.mark.parametrize(
    "t, reason, side",
    [
        (text("long", {24: 16}, {12: 15}), R.TOO_MANY_CHECKERS, Side.WHITE),
        (text("backgammon", {24: 15}, {12: 14}, bar=(0, 2)), R.TOO_MANY_CHECKERS, Side.BLACK),
        (text("long", {24: 14}, {12: 15}), R.TOO_FEW_CHECKERS, Side.WHITE),
        (text("long", {24: 14}, {12: 15}, bar=(1, 0)), R.BAR_IN_LONG_NARDY, Side.WHITE),
        (text("long", {24: 15}, {12: 14}, bar=(0, 1)), R.BAR_IN_LONG_NARDY, Side.BLACK),
        (text("backgammon", {24: 15}, {12: 16}, bar=(0, -1)), R.NEGATIVE_COUNT, None),
        (text("long", {}, {12: 15}, off=(15, 0), side="b"), R.GAME_WON, Side.WHITE),
        (text("backgammon", {1: 2}, {}, off=(13, 15)), R.GAME_WON, Side.BLACK),
        (text("long", {}, {}, off=(15, 15)), R.GAME_WON, None),
        ("long/0,0/0,0/0,0/w", R.MALFORMED, None),
        ("chess/" + ",".join(["0"] * 24) + "/0,0/0,0/w", R.MALFORMED, None),
    ],
)
def test_each_refusal_has_its_reason_and_side(t, reason, side):
    e = refused(t)
    assert e.reason is reason
    assert e.side is side


def test_a_finished_game_is_read_only_as_the_record_of_its_end():
    final = text("backgammon", {}, {24: 15}, off=(15, 0), side="b")
    assert refused(final).reason is R.GAME_WON
    pos = Position.from_text(final, allow_finished=True)
    assert pos.winner is Side.WHITE
    # Both sides borne off is no end any game reaches.
    both = text("long", {}, {}, off=(15, 15))
    with pytest.raises(PositionError):
        Position.from_text(both, allow_finished=True)


def board(white: dict[int, int], black: dict[int, int]) -> tuple[int, ...]:
    points = [0] * 24
    for p, n in white.items():
        points[p - 1] = n
    for p, n in black.items():
        points[p - 1] = -n
    return tuple(points)


def test_a_position_being_set_up_may_lack_checkers_but_not_have_too_many():
    draft = Position(Variant.LONG, board({24: 5}, {12: 3}), (0, 0), (0, 0), Side.WHITE)
    draft.check(complete=False)
    with pytest.raises(PositionError) as info:
        draft.check()
    assert info.value.reason is R.TOO_FEW_CHECKERS
    over = draft._replace(points=board({24: 16}, {12: 3}))
    with pytest.raises(PositionError) as info:
        over.check(complete=False)
    assert info.value.reason is R.TOO_MANY_CHECKERS


def test_a_block_being_set_up_is_refused_once_no_opposing_checker_is_left_to_place():
    some_black = Position(Variant.LONG, board(BLOCK, {12: 10}), (0, 0), (0, 0), Side.WHITE)
    some_black.check(complete=False)  # five Black checkers may still go ahead of it
    all_black = some_black._replace(points=board(BLOCK, {12: 15}))
    with pytest.raises(PositionError) as info:
        all_black.check(complete=False)
    assert info.value.reason is R.SIX_BLOCK


# ----- every position of a game in progress is accepted -----------------------


@settings(max_examples=60)
@given(st.sampled_from(list(Variant)), st.integers(0, 10**9))
def test_every_position_legal_play_reaches_is_accepted(variant, seed):
    rng = random.Random(seed)
    game = Game(variant, SeededDice(seed))
    seen = 0
    while not game.is_over:
        game.roll()
        state = game.turn_state
        assert state is not None
        # Step by step, as a person plays: the position between two steps too.
        while not state.complete:
            state.play(rng.choice(state.legal_steps()))
            mid = state.position
            if mid.winner is None:
                assert Position.from_text(mid.to_text()) == mid
        game.finish_turn()
        pos = game.position
        seen += 1
        if pos.winner is None:
            assert Position.from_text(pos.to_text()) == pos
    final = game.position
    assert Position.from_text(final.to_text(), allow_finished=True) == final
    e = refused(final.to_text())
    assert e.reason is R.GAME_WON and e.side is game.result.winner
    assert seen > 10


@settings(max_examples=40)
@given(st.integers(0, 18), st.integers(0, 10**6))
def test_a_long_nardy_block_with_the_opponent_all_behind_it_is_refused(start, seed):
    """Six White points in a row anywhere along Black's route, every Black checker
    behind them (nearer Black's start): no legal game gets there."""
    from nardy_desktop.engine.position import to_white_point
    from nardy_desktop.engine.route import ROUTE

    rng = random.Random(seed)
    route = [to_white_point(Variant.LONG, Side.WHITE, p) for p in ROUTE]  # along Black's route
    block = route[start : start + 6]
    behind = route[:start]
    white = dict.fromkeys(block, 1)
    rest = [p for p in range(1, 25) if p not in block and p not in behind]
    # The other nine White checkers behind or after, where they break nothing.
    spots = rest or behind
    for _ in range(9):
        p = rng.choice(spots)
        white[p] = white.get(p, 0) + 1
    black_spots = [p for p in behind if p not in white]
    if not black_spots:
        return  # Black's checkers would have nowhere behind the block to stand
    black: dict[int, int] = {}
    for _ in range(15):
        p = rng.choice(black_spots)
        black[p] = black.get(p, 0) + 1
    t = text("long", white, black)
    e = refused(t)
    assert e.reason is R.SIX_BLOCK


# ----- the text interface -------------------------------------------------------


def test_the_text_interface_answers_an_impossible_position_with_one_error_line():
    t = text("long", BLOCK, {12: 15})
    r = subprocess.run([*ENGINE, "moves", t, "6", "5"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith("error: bad position: White holds six points in a row")
    assert r.stderr.count("\n") == 1
    # In a batch the line gets its error and the next line its answer.
    start = Position.start(Variant.LONG).to_text()
    r = subprocess.run(
        [*ENGINE, "moves", "-"],
        input=f"{t} 6 5\n{start} 6 5\n",
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 0
    first, second = r.stdout.split("\n\n")[:2]
    assert first.startswith("error: bad position: White holds six points")
    assert second.startswith("24/18 18/13\t")
