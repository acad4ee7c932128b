"""The position text accepts exactly its documented grammar: one position, one text."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.engine import Position, PositionError, Variant
from nardy_desktop.engine.position import START_TEXT

from helpers import random_position

BG = START_TEXT[Variant.BACKGAMMON]
LONG = START_TEXT[Variant.LONG]


@pytest.mark.parametrize(
    "text, message",
    [
        (BG.replace(",5,0,3,", ",5,0,+3,"), "points field 8: '\\+3' is not a whole number"),
        (BG.replace(",5,0,3,", ",5,0,03,"), "points field 8: '03' is not a whole number"),
        (BG.replace("/0,0/w", "/0,-0/w"), "borne-off field 2: '-0' is not a whole"),
        (BG.replace(",5,0,3,", ",5,0,\u0663,"), "points field 8: '\u0663' is not a whole"),
        (BG.replace(",5,0,3,", ",5,0,\uff13,"), "points field 8: '\uff13' is not a whole"),
        (BG + "\u00a0", f"unexpected space '\\\\xa0' at character {len(BG) + 1}:"),
        (" " + BG, "unexpected space ' ' at character 1"),
        (BG + "\n", "unexpected space '\\\\n'"),
        (BG.replace(",5,0,3,", ",5,0, 3,"), f"space ' ' at character {BG.index(',3,') + 2}:"),
        (BG.replace("0,0/0,0/w", "0,0\t/0,0/w"), "unexpected space '\\\\t'"),
        (BG.replace("/w", "/W"), "side to move must be 'w' or 'b', got 'W'"),
        (BG.replace("backgammon", "Backgammon"), "unknown variant 'Backgammon'"),
        (LONG.replace("15/0,0/0,0/w", "1" + "5" * 10_000 + "/0,0/0,0/w"), "far too large"),
        (LONG.replace("/w", "/" + "w" * 10_000), "got 'wwwwwwwwwwwwwwwwwwww'...$"),
        (BG.replace(",5,0,3,", ",5,0,3.0,"), "points field 8: '3.0' is not a whole"),
        (BG.replace(",5,0,3,", ",5,0,3,,"), "expected 24 points, got 25|is not a whole"),
    ],
)
def test_texts_outside_the_grammar_are_refused_with_a_message(text, message):
    with pytest.raises(PositionError, match=message):
        Position.from_text(text)


@pytest.mark.slow
@settings(max_examples=200)
@given(st.sampled_from(list(Variant)), st.integers(0, 10_000), st.integers(0, 120))
def test_every_position_reads_back_from_its_text(variant, seed, plies):
    pos = random_position(variant, seed, plies)
    # The last position of a game is read as the record of its end, when asked for.
    finished = pos.winner is not None
    assert Position.from_text(pos.to_text(), allow_finished=finished) == pos


# Edits that each keep many texts "almost" right: signs, zeros, other scripts'
# digits, blanks of every kind, separators, letters of the side and variant.
ALPHABET = "0123456789-+,/ wbWB\u00a0\t\n\u0663\u06f5\uff13\u2007\u200b_."


@st.composite
def mutated(draw):
    variant = draw(st.sampled_from(list(Variant)))
    text = random_position(variant, draw(st.integers(0, 10_000)), draw(st.integers(0, 80)))
    text = text.to_text()
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(text)))
        kind = draw(st.sampled_from(["insert", "delete", "replace"]))
        ch = draw(st.sampled_from(ALPHABET))
        if kind == "insert":
            text = text[:i] + ch + text[i:]
        elif kind == "delete":
            text = text[:i] + text[i + 1 :]
        else:
            text = text[:i] + ch + text[i + 1 :]
    return text


@pytest.mark.slow
@settings(max_examples=500)
@given(mutated())
def test_an_edited_text_is_refused_or_is_exactly_the_text_of_what_it_reads(text):
    # The text form is canonical: whatever is accepted is written back unchanged,
    # so no two texts name one position.
    try:
        pos = Position.from_text(text)
    except PositionError:
        return
    assert pos.to_text() == text
