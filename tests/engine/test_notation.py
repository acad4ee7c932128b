"""The joined notation people read: "24/16", "13/11(2)", "13/7*/5"."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.engine import Variant, legal_turns
from nardy_desktop.engine.notation import compact, compact_text
from nardy_desktop.engine.samples import random_game_rolls

ROLLS = random_game_rolls(Variant.BACKGAMMON, 21, 4) + random_game_rolls(Variant.LONG, 22, 2)


@pytest.mark.parametrize(
    "steps, joined",
    [
        ("24/20 20/16", "24/16"),
        ("24/20 20/16 20/16 24/20", "24/16(2)"),
        ("13/11 13/11 6/4 6/4", "13/11(2) 6/4(2)"),
        ("6/4 13/11 6/4 13/11", "13/11(2) 6/4(2)"),
        ("24/22* 22/20", "24/22*/20"),
        ("13/7* 7/5", "13/7*/5"),
        ("bar/22 22/16", "bar/16"),
        ("bar/22 13/7", "bar/22 13/7"),
        ("6/off 5/off", "6/off 5/off"),
        ("6/2 2/off", "6/off"),
        ("8/5 6/5", "8/5 6/5"),
        ("pass", "pass"),
        ("", "pass"),
    ],
)
def test_one_checkers_moves_are_joined_and_the_same_moves_counted(steps, joined):
    assert compact_text(steps) == joined


@settings(max_examples=300)
@given(st.sampled_from(ROLLS))
def test_the_joined_notation_names_one_result_among_the_legal_turns(roll):
    position, dice = roll
    seen: dict[str, object] = {}
    for turn in legal_turns(position, dice):
        text = compact(turn.steps)
        assert seen.setdefault(text, turn.result) == turn.result, text
        # Every pip the dice gave is in the joined text, counted once.
        pips = 0
        for word in text.split():
            if word == "pass":
                continue
            path, _, times = word.partition("(")
            points = [p.rstrip("*") for p in path.split("/")]
            start = 25 if points[0] == "bar" else int(points[0])
            end = 0 if points[-1] == "off" else int(points[-1])
            pips += (start - end) * (int(times.rstrip(")")) if times else 1)
        assert pips == sum(step.frm - step.to for step in turn.steps)


def test_steps_of_the_engine_are_written_with_their_hits_only():
    position, dice = next(r for r in ROLLS if r[1][0] == r[1][1])
    for turn in legal_turns(position, dice):
        assert ("*" in compact(turn.steps)) == any(s.hit for s in turn.steps)
