"""The move notation both ways: what the engine writes it reads back, and
nothing else, so that a saved file holds exactly the steps that were played."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from nardy_desktop.engine import Variant, legal_turns
from nardy_desktop.engine.moves import NotationError, parse_step, parse_steps, steps_text

from tests.helpers import random_position


@given(
    variant=st.sampled_from(list(Variant)),
    seed=st.integers(0, 10_000),
    plies=st.integers(0, 80),
    dice=st.tuples(st.integers(1, 6), st.integers(1, 6)),
)
def test_every_legal_turn_reads_back_as_its_steps(variant, seed, plies, dice):
    position = random_position(variant, seed, plies)
    if position.winner is not None:
        return
    for turn in legal_turns(position, dice):
        assert parse_steps(turn.text) == [(s.frm, s.to, s.hit) for s in turn.steps]
        assert parse_steps(steps_text(turn.steps)) == parse_steps(" ".join(map(str, turn.steps)))


@pytest.mark.parametrize(
    "text, step",
    [
        ("13/7", (13, 7, False)),
        ("bar/20*", (25, 20, True)),
        ("6/off", (6, 0, False)),
        ("25/0", (25, 0, False)),
        ("24/1*", (24, 1, True)),
    ],  # fmt: skip
)
def test_the_bar_and_off_are_read_by_word_or_number(text, step):
    assert parse_step(text) == step


@pytest.mark.parametrize(
    "text",
    [
        "",
        "13",
        "13-7",
        "13/7**",
        "26/3",
        "3/25",
        "bar/bar",
        "off/3",
        "0/off",
        "13/07",
        "Bar/20",
        " 13/7",
        "13/7 ",
        "13/7\n",
    ],  # fmt: skip
)
def test_anything_else_is_refused_with_a_clear_message(text):
    with pytest.raises(NotationError, match="is not a step such as 13/7 or 6/off"):
        parse_step(text)


def test_a_turn_without_a_move_is_pass_or_nothing():
    assert parse_steps("pass") == parse_steps("") == parse_steps("  ") == []
    assert steps_text(()) == "pass"
    with pytest.raises(NotationError, match="'pass'"):
        parse_steps("13/7 pass")
