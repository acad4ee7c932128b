"""Backgammon (short nardy) rules, hand-built positions for each."""

import pytest

from nardy_desktop.engine import IllegalMove, Reason, Side, TurnState, Variant, legal_turns

from tests.helpers import make, texts

B = Variant.BACKGAMMON


def test_opening_six_five_has_the_known_seven_plays():
    p = make(B, {24: 2, 13: 5, 8: 3, 6: 5}, {24: 2, 13: 5, 8: 3, 6: 5})
    assert texts(legal_turns(p, (6, 5))) == {
        "24/18 18/13",
        "24/18 13/8",
        "24/18 8/3",
        "13/7 13/8",
        "13/7 8/3",
        "13/7 7/2",
        "8/2 8/3",
    }


@pytest.mark.parametrize("side", ["w", "b"])
def test_hitting_a_blot_sends_it_to_the_bar(side):
    mover = {13: 14, 10: 1}
    other = {24: 14, 18: 1}  # the other side's 18 is the mover's 7
    white, black = (mover, other) if side == "w" else (other, mover)
    p = make(B, white, black, side=side)
    turns = {t.text: t for t in legal_turns(p, (3, 2))}
    hit = turns["10/7* 13/11"]
    opp = Side.BLACK if side == "w" else Side.WHITE
    assert hit.result.bar[opp] == 1
    assert hit.result.count_at(opp, 18) == 0


def test_hit_on_the_touch_down_point_of_a_combined_move():
    p = make(B, {13: 15}, {24: 14, 15: 1})  # Black's 15 is White's 10
    turns = texts(legal_turns(p, (3, 2)))
    assert "13/10* 10/8" in turns or "13/11 11/8" in turns
    assert "13/10* 10/8" in turns


def test_closed_point_cannot_be_landed_on():
    p = make(B, {13: 15}, {24: 13, 15: 2})  # White's 10 held by two Black checkers
    st = TurnState(p, (3, 2))
    with pytest.raises(IllegalMove) as e:
        st.find_step(13, 10)
    assert e.value.reason is Reason.POINT_CLOSED
    assert "13/10" not in " ".join(texts(legal_turns(p, (3, 2))))


def test_bar_checkers_enter_first():
    p = make(B, {13: 14}, {24: 15}, bar=(1, 0))
    turns = legal_turns(p, (6, 1))
    assert all(t.text.startswith("bar/") for t in turns)
    st = TurnState(p, (6, 1))
    with pytest.raises(IllegalMove) as e:
        st.find_step(13, 7)
    assert e.value.reason is Reason.BAR_FIRST


def test_entering_against_a_closed_home_passes():
    # Black holds White's 19..24 (Black's 1..6) with two each.
    black = {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3}
    p = make(B, {13: 14}, black, bar=(1, 0))
    turns = legal_turns(p, (6, 5))
    assert len(turns) == 1 and turns[0].text == "pass"
    assert turns[0].result == p.with_side(Side.BLACK)


def test_two_on_the_bar_one_entry_point_open_loses_the_rest():
    black = {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 13: 5}  # White's 19 (entry with 6) is open
    p = make(B, {13: 13}, black, bar=(2, 0))
    assert texts(legal_turns(p, (6, 5))) == {"bar/19"}


def test_hit_during_bear_off_must_come_home_before_bearing_off():
    # White was bearing off when hit: 10 off, 1 on the bar, 4 at home.
    p = make(B, {6: 2, 5: 2}, {24: 10, 1: 5}, bar=(1, 0), off=(10, 0))
    for dice in [(6, 5), (6, 6), (5, 5), (4, 3)]:
        for t in legal_turns(p, dice):
            assert "off" not in t.text, (dice, t.text)
            assert t.text.startswith("bar/")


def test_last_checker_on_two_with_six_one_hits_on_the_way():
    # Black blot on White's 1 (Black's 24): 2/1* 1/off is forced.
    p = make(B, {2: 1}, {24: 1, 1: 4}, off=(14, 10))
    turns = legal_turns(p, (6, 1))
    assert texts(turns) == {"2/1* 1/off"}
    r = turns[0].result
    assert r.winner is Side.WHITE and r.bar[Side.BLACK] == 1


def test_bearing_off_with_a_larger_die():
    p = make(B, {3: 2, 1: 1}, {19: 15}, off=(12, 0))
    assert "3/off 3/off" in texts(legal_turns(p, (6, 5)))
    st = TurnState(p, (6, 5))
    assert st.find_step(3, 0).die == 5  # the smaller die that suffices


def test_higher_checker_must_move_first():
    p = make(B, {6: 1, 2: 3}, {24: 15}, off=(11, 0))
    st = TurnState(p, (4, 3))
    with pytest.raises(IllegalMove) as e:
        st.find_step(2, 0)
    assert e.value.reason is Reason.HIGHER_CHECKER_FIRST
    assert all("2/off" not in t.text.split()[0] for t in legal_turns(p, (4, 3)))


def test_higher_die_must_be_played_when_only_one_can():
    # White's 20 may go 6 (to 14) or 1 (to 19), never both; 14 in White's
    # numbering is Black's 11, 13 is Black's 12.
    p = make(B, {20: 1, 1: 14}, {12: 2, 3: 13})
    assert texts(legal_turns(p, (6, 1))) == {"20/14"}
    st = TurnState(p, (6, 1))
    with pytest.raises(IllegalMove) as e:
        st.find_step(20, 19)
    assert e.value.reason is Reason.HIGHER_DIE


def test_both_dice_must_be_used_when_possible():
    # Black holds White's 7 and 1. The 6 can only be played after 13/12, so
    # 3/2 with the 1 would waste the 6: refused.
    p = make(B, {13: 1, 3: 14}, {18: 2, 24: 2, 10: 11})
    assert texts(legal_turns(p, (6, 1))) == {"13/12 12/6"}
    st = TurnState(p, (6, 1))
    with pytest.raises(IllegalMove) as e:
        st.find_step(3, 2)
    assert e.value.reason is Reason.MUST_USE_ALL_DICE
    assert set(st.reachable(13)) == {12, 6}
