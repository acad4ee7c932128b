"""Position IDs: GNU Backgammon's Position and Match IDs and XGIDs read and written
as GNU Backgammon itself reads and writes them (tests/data/position_ids/gnubg.json,
made by scripts/gnubg_id_fixtures.py with GNU Backgammon), and the long nardy ID."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.engine import Position, PositionError, Side, Variant
from nardy_desktop.engine.position_ids import (
    Setup,
    gnubg_id,
    long_id,
    match_id,
    position_from_id,
    position_from_long_id,
    position_id,
    read_setup,
    xgid,
)
from nardy_desktop.engine.samples import random_game_rolls

from tests.locations import TESTS

CASES = json.loads((TESTS / "data" / "position_ids" / "gnubg.json").read_text())
BACKGAMMON = random_game_rolls(Variant.BACKGAMMON, 11, 4)
LONG = random_game_rolls(Variant.LONG, 12, 3)


def roller_view(setup: Setup) -> tuple:
    """What an ID says seen from the side on roll (GNU Backgammon puts the side
    on roll of an XGID at the bottom, whichever colour it had)."""
    score = setup.score if setup.position.side is Side.WHITE else setup.score[::-1]
    dice = tuple(sorted(setup.dice)) if setup.dice else None
    return position_id(setup.position), dice, setup.match_length, score


def test_the_opening_reads_as_gnu_backgammon_writes_it():
    start = Position.start(Variant.BACKGAMMON)
    assert position_id(start) == "4HPwATDgc/ABMA"
    assert position_from_id("4HPwATDgc/ABMA") == start
    assert gnubg_id(Setup(start)) == "4HPwATDgc/ABMA:cAkAAAAAAAAA"
    assert read_setup("4HPwATDgc/ABMA").position == start
    labelled = (
        "GNU Backgammon  Position ID: 4HPwATDgc/ABMA\n                 Match ID   : cAkAAAAAAAAA"
    )
    assert read_setup(labelled).position == start


@pytest.mark.parametrize("case", CASES, ids=[c["text"][11:40] for c in CASES])
def test_gnu_backgammon_reads_our_ids_as_we_do(case):
    ours = read_setup(case["gnubgid"])
    assert ours.position.to_text() == case["text"]
    assert read_setup(case["xgid"]).position.to_text() == case["text"]
    # GNU Backgammon, given our ID, writes it back unchanged.
    assert case["gnubg_from_gnubgid"] == case["gnubgid"]
    # Given our XGID, it makes the position we read from it.
    assert roller_view(read_setup(case["gnubg_from_xgid"])) == roller_view(read_setup(case["xgid"]))
    assert roller_view(ours) == roller_view(read_setup(case["gnubg_from_xgid"]))


@settings(max_examples=150)
@given(st.sampled_from(BACKGAMMON), st.sampled_from(list(Side)), st.booleans())
def test_backgammon_ids_round_trip(roll, side, rolled):
    position = roll[0].with_side(side)
    setup = Setup(position, roll[1] if rolled else None, 7, (2, 5), False)
    assert position_from_id(position_id(position), side) == position
    assert read_setup(xgid(setup)) == setup
    back = read_setup(gnubg_id(setup))
    assert back.position == position and back.score == setup.score
    assert back.dice == (tuple(sorted(roll[1], reverse=True)) if rolled else None)


@settings(max_examples=150)
@given(st.sampled_from(LONG), st.sampled_from(list(Side)))
def test_the_long_nardy_id_round_trips(roll, side):
    position = roll[0].with_side(side)
    text = long_id(position)
    assert text.startswith("LN:") and len(text) == 17
    assert position_from_long_id(text) == position
    assert read_setup(text).position == position


def test_the_long_nardy_start_has_its_own_id():
    start = Position.start(Variant.LONG)
    assert position_from_long_id(long_id(start)) == start
    assert long_id(start) != long_id(start.with_side(Side.BLACK))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "4HPwATDgc/ABM",  # one short
        "4HPwATDgc/ABMAA",
        "4HPwATDgc/AB*A",
        "4HPwATDgc/ABMA:cAkAAAAAAAA",
        "//////////////",  # every bit set: more than 15 checkers
        "AAAAAAAAAAAAAA",  # no checker anywhere: a finished game at best
        "4HPwATDgc/ABMA:" + match_id(Side.WHITE, None, 3, (5, 0)),  # past the length
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:0",  # fields missing
        "XGID=-b----E-C---eE---c-e----P-:0:0:1:52:0:0:0:0:10",  # 16 checkers on a point
        "XGID=Bb----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10",  # White on Black's bar
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:72:0:0:0:0:10",  # a die of 7
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:7:0:0:7:10",
        "LN:AAAA/38AAID/P",
        "LN:AAAA/38AAID/P!",
        "LN:" + "/" * 14,
        "x" * 1_000_000,
        "Position ID: " + "A" * 500_000,
    ],
)
def test_what_is_not_an_id_is_refused_with_a_reason(text):
    with pytest.raises(PositionError):
        read_setup(text)


def test_a_match_id_says_who_is_on_roll_and_the_score():
    start = Position.start(Variant.BACKGAMMON)
    text = f"{position_id(start)}:{match_id(Side.BLACK, (3, 1), 7, (2, 4), True)}"
    setup = read_setup(text)
    assert setup.position.side is Side.BLACK
    assert setup == Setup(start.with_side(Side.BLACK), (3, 1), 7, (2, 4), True)
