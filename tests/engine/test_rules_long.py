"""Long nardy rules, hand-built positions for each."""

import pytest

from nardy_desktop.engine import IllegalMove, Reason, Side, TurnState, Variant, legal_turns
from nardy_desktop.engine.position import to_white_point

from tests.helpers import make, texts

L = Variant.LONG


def test_opening_moves_one_checker_from_the_head():
    p = make(L, {24: 15}, {24: 15})
    assert texts(legal_turns(p, (6, 5))) == {"24/18 18/13"}
    assert texts(legal_turns(p, (3, 1))) == {"24/21 21/20"}


@pytest.mark.parametrize("side", ["w", "b"])
def test_first_turn_six_six_two_checkers_two_dice_only(side):
    # The opponent's head blocks the second six of each checker.
    other = {24: 14, 22: 1}
    white, black = ({24: 15}, other) if side == "w" else (other, {24: 15})
    p = make(L, white, black, side=side)
    turns = legal_turns(p, (6, 6))
    assert texts(turns) == {"24/18 24/18"}
    assert p.side is turns[0].result.side.opponent


def test_black_first_turn_four_four_and_three_three():
    p = make(L, {24: 14, 19: 1}, {24: 15}, side="b")
    assert texts(legal_turns(p, (4, 4))) == {"24/20 24/20 20/16 20/16"}
    three = legal_turns(p, (3, 3))
    assert all(t.text.count("24/") == 2 for t in three)
    assert "24/21 24/21 21/18 21/18" in texts(three)
    # 2-2 is not in the exception: one checker from the head only.
    assert all(t.text.count("24/") == 1 for t in legal_turns(p, (2, 2)))


def test_first_turn_exception_needs_all_fifteen_on_the_head():
    p = make(L, {24: 14, 19: 1}, {24: 14, 21: 1}, side="b")
    assert all(t.text.count("24/") <= 1 for t in legal_turns(p, (6, 6)))


def test_head_rule_one_checker_per_turn():
    p = make(L, {24: 13, 20: 1, 16: 1}, {24: 14, 21: 1})
    for t in legal_turns(p, (5, 3)):
        assert t.text.count("24/") <= 1
    st = TurnState(p, (5, 3))
    st.play(st.find_step(24, 19))
    with pytest.raises(IllegalMove) as e:
        st.find_step(24, 21)
    assert e.value.reason is Reason.HEAD_RULE


def test_no_landing_on_an_opposing_checker_but_jumping_over():
    # White 24 -> 18 is closed by one Black checker (Black's 6 is White's 18).
    black_pt = 6  # White's 18
    assert to_white_point(L, Side.BLACK, black_pt) == 18
    p = make(L, {24: 15}, {24: 14, black_pt: 1})
    turns = legal_turns(p, (6, 1))
    # 24/18 closed; 24/23 23/17 jumps nothing closed; 24/23 then 6 from 23 = 17 ok.
    assert "24/18 18/17" not in texts(turns)
    assert texts(turns) == {"24/23 23/17"}
    st = TurnState(p, (6, 1))
    with pytest.raises(IllegalMove) as e:
        st.find_step(24, 18)
    assert e.value.reason is Reason.POINT_CLOSED


def six_block_position(black_ahead: dict[int, int] | None = None, side="w"):
    # White holds its 10,9,8,7,6 and a checker on 13 can land on 11 (2) or
    # go on to 10 (1): along Black's route 11..6 is six in a row.
    white = {24: 8, 14: 1, 13: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1}
    black = {24: 15}
    if black_ahead:
        black = {24: 15 - sum(black_ahead.values()), **black_ahead}
    return make(L, white, black, side=side)


def test_six_block_formed_mid_turn_is_illegal_even_if_broken_later():
    p = six_block_position()
    turns = legal_turns(p, (2, 1))
    assert not any(t.text.startswith("13/11") for t in turns)
    # 13/11 11/10 would end with the block broken, but the block stood after
    # the first die: that turn (White's 13 empty, two on its 10) is not legal.
    assert not any(t.result.points[12] == 0 and t.result.points[9] == 2 for t in turns)
    # Breaking the block first makes 13/11 fine.
    assert "10/9 13/11" in texts(turns)
    st = TurnState(p, (2, 1))
    with pytest.raises(IllegalMove) as e:
        st.find_step(13, 11)
    assert e.value.reason is Reason.SIX_BLOCK
    # The same step with a 1 first (13/12) is closed, so 13 cannot reach 10 at all.
    assert 10 not in st.reachable(13)


def test_six_block_allowed_with_an_opposing_checker_ahead():
    # Black's point 17 is White's 5: ahead of the block along Black's route.
    assert to_white_point(L, Side.BLACK, 17) == 5
    p = six_block_position({17: 1})
    turns = legal_turns(p, (2, 1))
    assert any("13/11" in t.text for t in turns)


def test_six_block_allowed_after_the_opponent_bore_off():
    white = {24: 8, 14: 1, 13: 1, 10: 1, 9: 1, 8: 1, 7: 1, 6: 1}
    p = make(L, white, {24: 14}, off=(0, 1))
    assert any("13/11" in t.text for t in legal_turns(p, (2, 1)))


def test_six_block_across_whites_one_and_twenty_four():
    # Along Black's route White's 1 is followed by White's 24: 4,3,2,1,24,23.
    white = {24: 10, 23: 1, 3: 1, 2: 1, 1: 1, 6: 1}
    p = make(L, white, {24: 15})
    turns = legal_turns(p, (2, 1))
    assert not any(t.text.startswith("6/4") for t in turns)
    st = TurnState(p, (2, 1))
    with pytest.raises(IllegalMove) as e:
        st.find_step(6, 4)
    assert e.value.reason is Reason.SIX_BLOCK
    # With a Black checker ahead (White's 20 = Black's 8) the same block is fine.
    p2 = make(L, white, {24: 14, 8: 1})
    assert any("6/4" in t.text for t in legal_turns(p2, (2, 1)))


def test_black_six_block_across_blacks_one_and_twenty_four():
    # Black's own route numbering: its 1 is White's 13; along White's route,
    # White's 13 is followed by White's 12 = Black's 24.
    black = {24: 10, 23: 1, 3: 1, 2: 1, 1: 1, 6: 1}
    p = make(L, {24: 15}, black, side="b")
    assert not any(t.text.startswith("6/4") for t in legal_turns(p, (2, 1)))


def test_bearing_off_and_dice_count_to_the_last_checker():
    p = make(L, {2: 1}, {24: 15}, off=(14, 0))
    assert texts(legal_turns(p, (6, 1))) == {"2/1 1/off"}


def test_bear_off_with_larger_die_from_highest_point():
    p = make(L, {3: 2, 1: 1}, {20: 15}, off=(12, 0))
    assert "3/off 3/off" in texts(legal_turns(p, (6, 5)))


def test_higher_checker_must_move_first():
    p = make(L, {6: 1, 2: 3}, {20: 15}, off=(11, 0))
    st = TurnState(p, (4, 3))
    with pytest.raises(IllegalMove) as e:
        st.find_step(2, 0)
    assert e.value.reason is Reason.HIGHER_CHECKER_FIRST


def test_not_all_home_means_no_bearing_off():
    p = make(L, {7: 1, 2: 3}, {20: 15}, off=(11, 0))
    st = TurnState(p, (2, 5))
    with pytest.raises(IllegalMove) as e:
        st.find_step(2, 0)
    assert e.value.reason is Reason.NOT_ALL_HOME
