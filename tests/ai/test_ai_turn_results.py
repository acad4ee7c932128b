"""The lookahead's own turn generator gives exactly the engine's results.

`turn_results` writes the rules again for speed; the search picks a turn by
its index among them, so every check here is exact: the same results, in the
same order, as `engine.legal_result_views` (through `encoding.result_views`,
the wide views the search scored before), for every roll, with one board
reused across the rolls as the search reuses it.
"""

import numpy as np
import pytest
from hypothesis import given, settings

from nardy_desktop.ai.encoding import result_views, wide_view
from nardy_desktop.ai.rolls import ROLLS
from nardy_desktop.ai.turn_results import board, result_boards, wide_results
from nardy_desktop.engine import Position, Variant

from tests.ai.test_ai_fastplay import special
from tests.engine.test_properties import positions
from tests.helpers import random_position


def check_every_roll(position: Position) -> None:
    view = wide_view(position)
    start = board(view)
    for roll in ROLLS:
        found = result_boards(position.variant, start, view[26], roll)
        fast = wide_results(position.variant, found, np.full(len(found), view[26]))
        expected = result_views(position, roll)
        assert fast.tolist() == expected.tolist(), (position.to_text(), roll)
    assert start.tolist() == view[:26], "the board is left as it was"


@pytest.mark.parametrize("variant", list(Variant))
def test_positions_the_rules_single_out(variant):
    for position in special(variant):
        check_every_roll(position)


@pytest.mark.parametrize("variant", list(Variant))
def test_positions_of_random_games(variant):
    for seed in range(3):
        for plies in range(0, 120, 7):
            check_every_roll(random_position(variant, seed, plies))


def test_a_finished_game_has_its_own_position_as_the_only_result():
    text = "backgammon/0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-2,0,0,0,0,0/0,0/15,13/b"
    check_every_roll(Position.from_text(text, allow_finished=True))


@pytest.mark.slow
@settings(max_examples=400)
@given(positions)
def test_random_positions_every_roll(position):
    check_every_roll(position)
