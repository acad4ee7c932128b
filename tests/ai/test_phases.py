"""Backgammon's phases (`ai/phases.py`), on positions built by hand; long
nardy's are the judge's (tests/strength/test_judge_positions.py)."""

import pytest

from nardy_desktop.ai.phases import PHASES, phase_of
from nardy_desktop.ai.practice import decision_phase
from nardy_desktop.engine import Position, Variant

from tests.helpers import make, random_position

BG = Variant.BACKGAMMON
MIDDLE_PLY = 20
START = Position.start(BG)
# White all home; Black still holds White's 5 point: bearing off against contact.
BEAROFF = make(BG, {6: 4, 4: 4, 3: 4, 2: 3}, {20: 2, 13: 5, 8: 3, 6: 5})
# Every White checker past every Black one, neither side home yet.
RACE = make(BG, {8: 5, 6: 5, 5: 5}, {8: 5, 6: 5, 5: 5})
# White's prime from its 8 point to its 4 point, Black's two back checkers behind it.
PRIME = make(BG, {13: 4, 8: 2, 7: 2, 6: 3, 5: 2, 4: 2}, {24: 2, 13: 5, 8: 3, 6: 5})
# White on the bar against Black's 4, 5, 6 and 8 points: blitzed.
ON_THE_BAR = make(BG, {24: 1, 13: 5, 8: 3, 6: 5}, {13: 4, 8: 2, 6: 3, 5: 3, 4: 3}, bar=(1, 0))
# Both sides split their back checkers and a builder: nothing decided yet.
MIDDLE = make(BG, {24: 2, 13: 4, 11: 2, 8: 3, 6: 4}, {24: 2, 13: 4, 11: 2, 8: 3, 6: 4})


def black_to_move(position: Position) -> Position:
    return position.with_side(position.side.opponent)


def test_each_backgammon_phase_from_the_mover_s_side():
    assert phase_of(START, 0) == "opening"
    assert phase_of(START, MIDDLE_PLY) == "middle"
    assert phase_of(BEAROFF, MIDDLE_PLY) == "bearoff"
    # Black, to move on the same board, still has its back checkers to bring home.
    assert phase_of(black_to_move(BEAROFF), MIDDLE_PLY) == "middle"
    assert phase_of(RACE, MIDDLE_PLY) == "race"
    assert phase_of(RACE, 0) == "race"  # no contact whatever the ply
    assert phase_of(PRIME, MIDDLE_PLY) == "block"
    # Either side's prime: Black, to move behind White's, is in a priming battle too.
    assert phase_of(black_to_move(PRIME), MIDDLE_PLY) == "block"
    assert phase_of(ON_THE_BAR, MIDDLE_PLY) == "escape"
    # Black, the attacker, to move: no block, its rearmost checkers free.
    assert phase_of(black_to_move(ON_THE_BAR), MIDDLE_PLY) == "middle"
    assert phase_of(MIDDLE, MIDDLE_PLY) == "middle"


def test_a_checker_on_the_bar_is_not_home():
    # Fourteen White checkers home, the fifteenth hit and on the bar against
    # Black's closed board: White is not bearing off but shut out.
    shut_out = make(
        BG, {6: 4, 5: 4, 4: 3, 3: 3}, {6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2, 13: 3}, bar=(1, 0)
    )
    assert phase_of(shut_out, MIDDLE_PLY) != "bearoff"


def test_points_made_by_one_checker_are_no_prime_in_backgammon():
    # The same prime with a single checker on the 6 point: in long nardy one
    # checker holds a point, in backgammon it takes two.
    blots = make(BG, {13: 6, 8: 2, 7: 2, 6: 1, 5: 2, 4: 2}, {24: 2, 13: 5, 8: 3, 6: 5})
    assert phase_of(blots, MIDDLE_PLY) != "block"


@pytest.mark.parametrize("seed", range(3))
def test_practice_files_a_decision_under_the_same_phase(seed):
    for plies in range(0, 80, 7):
        for variant in Variant:
            position = random_position(variant, seed, plies)
            if position.winner is None:
                assert decision_phase(position, plies) == phase_of(position, plies) in PHASES
