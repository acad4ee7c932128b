import pytest

from nardy_desktop.engine import Position, PositionError, Side, Variant
from nardy_desktop.engine.position import START_TEXT, to_side_point, to_white_point


@pytest.mark.parametrize("variant", list(Variant))
def test_start_round_trip(variant):
    p = Position.start(variant)
    assert p.to_text() == START_TEXT[variant]
    assert Position.from_text(p.to_text()) == p
    assert p.side is Side.WHITE


def test_start_layouts_in_each_sides_numbering():
    long = Position.start(Variant.LONG)
    assert long.count_at(Side.WHITE, 24) == 15
    assert long.count_at(Side.BLACK, 24) == 15
    bg = Position.start(Variant.BACKGAMMON)
    for side in Side:
        assert [bg.count_at(side, p) for p in (24, 13, 8, 6)] == [2, 5, 3, 5]
        assert bg.pip_count(side) == 167
    assert long.pip_count(Side.WHITE) == long.pip_count(Side.BLACK) == 360


def test_numbering_maps():
    # Long nardy: Black's 24 is White's 12, Black's 13 is White's 1, Black's 12 is White's 24.
    assert to_white_point(Variant.LONG, Side.BLACK, 24) == 12
    assert to_white_point(Variant.LONG, Side.BLACK, 13) == 1
    assert to_white_point(Variant.LONG, Side.BLACK, 12) == 24
    assert to_white_point(Variant.BACKGAMMON, Side.BLACK, 1) == 24
    for v in Variant:
        for s in Side:
            for p in range(1, 25):
                assert to_side_point(v, s, to_white_point(v, s, p)) == p


@pytest.mark.parametrize(
    "text, message",
    [
        ("long/0,0/0,0/0,0/w", "expected 24 points"),
        ("long/0,0,0", "expected 5 fields"),
        ("chess/" + ",".join(["0"] * 24) + "/0,0/0,0/w", "unknown variant"),
        ("long/0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,14/0,0/0,0/w", "White has 14"),
        ("long/0,0,0,0,0,0,0,0,0,0,0,-16,0,0,0,0,0,0,0,0,0,0,0,15/0,0/0,0/w", "Black has 16"),
        ("long/0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,14/1,0/0,0/w", "no bar"),
        ("long/0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15/0,0/0,0/x", "side to move"),
        ("long/0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,1x/0,0/0,0/w", "not a whole"),
        ("backgammon/-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2/0/0,0/w", "2 bar"),
        ("backgammon/-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2/0,0/-1,1/w", "negative"),
    ],
)
def test_malformed_text_is_refused_with_a_message(text, message):
    with pytest.raises(PositionError, match=message):
        Position.from_text(text)
