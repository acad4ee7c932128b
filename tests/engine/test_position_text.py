"""The position text accepts exactly its documented grammar: one position, one text."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.engine import MAX_POSITION_TEXT, Position, PositionError, Variant
from nardy_desktop.engine.position import START_TEXT
from nardy_desktop.engine.reasons import PositionReason

from tests.helpers import random_position

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
        (LONG.replace("15/0,0/0,0/w", "1" + "5" * 500 + "/0,0/0,0/w"), "far too large"),
        (LONG.replace("/w", "/" + "w" * 500), "got 'wwwwwwwwwwwwwwwwwwww'...$"),
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


# ----- length ----------------------------------------------------------------------
def test_the_longest_text_a_position_could_have_is_far_within_the_bound():
    # Every point, the bar and the borne-off counts at their widest.
    widest = "backgammon/" + ",".join(["-15"] * 24) + "/15,15/15,15/w"
    assert len(widest) * 5 < MAX_POSITION_TEXT


@settings(max_examples=50)
@given(
    st.text(min_size=1, max_size=30),
    st.integers(MAX_POSITION_TEXT + 1, 3 * MAX_POSITION_TEXT),
    st.sampled_from([BG, LONG, ""]),
)
def test_a_text_over_the_bound_is_refused_as_too_long_whatever_it_holds(piece, length, start):
    text = (start + piece * length)[:length]
    with pytest.raises(PositionError, match=f"at most {MAX_POSITION_TEXT} characters") as info:
        Position.from_text(text)
    assert info.value.reason is PositionReason.TOO_LONG


def test_an_over_long_text_is_refused_before_any_field_is_read(monkeypatch):
    from nardy_desktop.engine import position

    read: list[str] = []
    monkeypatch.setattr(position, "_ints", lambda text, what: read.append(what) or [])
    # Five million fields, each valid: read one by one they took about 2 s.
    with pytest.raises(PositionError) as info:
        Position.from_text("long/" + "0," * 5_000_000 + "0/0,0/0,0/w")
    assert info.value.reason is PositionReason.TOO_LONG and read == []
