"""Player names: the one rule that the dialog, the files and the settings share."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from nardy_desktop.engine.names import (
    MAX_NAME,
    BadName,
    NameProblem,
    is_normalised,
    name_length,
    name_or,
    normalise_name,
    refused_character,
)


@pytest.mark.parametrize(
    "text, name",
    [
        ("Anna", "Anna"),
        ("  Anna \t\n", "Anna"),
        (" " * 64 + "Boris", "Boris"),
        ("\u3000Борис\u00a0", "Борис"),
        ("Jean Paul  Sartre", "Jean Paul  Sartre"),  # only the outside is trimmed
        ("x" * MAX_NAME, "x" * MAX_NAME),
        ("\U0001f600" * (MAX_NAME // 2), "\U0001f600" * (MAX_NAME // 2)),
        ("می\u200cخواهم", "می\u200cخواهم"),  # zero-width non-joiner (Persian)
        ("\U0001f468\u200d\U0001f469", "\U0001f468\u200d\U0001f469"),  # joined emoji
        ("Ана\u0301", "Ана\u0301"),  # combining accent
    ],
)
def test_names_that_are_kept(text, name):
    assert normalise_name(text) == name
    assert is_normalised(name)


@pytest.mark.parametrize(
    "text, problem",
    [
        ("", NameProblem.EMPTY),
        (" \t\n\u3000", NameProblem.EMPTY),
        ("x" * (MAX_NAME + 1), NameProblem.TOO_LONG),
        (" " * 64 + "x" * (MAX_NAME + 1), NameProblem.TOO_LONG),
        ("x" * 66_000, NameProblem.TOO_LONG),
        # Qt counts UTF-16 units: 21 emoji do not fit a 40-character field.
        ("\U0001f600" * (MAX_NAME // 2 + 1), NameProblem.TOO_LONG),
        ("An\x00na", NameProblem.CONTROL),
        ("An\x07na", NameProblem.CONTROL),
        ("An\nna", NameProblem.CONTROL),
        ("An\tna", NameProblem.CONTROL),
        ("An\x7fna", NameProblem.CONTROL),
        ("An\x85na", NameProblem.CONTROL),
        ("An\ud800na", NameProblem.CONTROL),  # a lone surrogate
        ("An\udfffna", NameProblem.CONTROL),
        ("An\u2028na", NameProblem.CONTROL),
        ("An\u2029na", NameProblem.CONTROL),
        ("\u202eanna", NameProblem.CONTROL),  # right-to-left override
        ("anna\u2067", NameProblem.CONTROL),  # right-to-left isolate
        (None, NameProblem.NOT_TEXT),
        (7, NameProblem.NOT_TEXT),
        (["Anna"], NameProblem.NOT_TEXT),
    ],
)
def test_names_that_are_refused(text, problem):
    with pytest.raises(BadName) as info:
        normalise_name(text)
    assert info.value.problem is problem
    assert str(info.value)
    assert not is_normalised(text)


def test_a_name_with_spaces_around_is_not_yet_normalised():
    assert not is_normalised(" Anna")
    assert is_normalised("Anna")


def test_name_or_falls_back_on_the_default():
    assert name_or("  Anna ", "Player 1") == "Anna"
    assert name_or("", "Player 1") == "Player 1"
    assert name_or("x" * 100, "Player 1") == "Player 1"
    assert name_or(None, "Player 1") == "Player 1"
    assert name_or("a\x1bb", "Player 1") == "Player 1"


def test_name_length_counts_as_qt_does():
    assert name_length("abc") == 3
    assert name_length("\U0001f600") == 2
    assert name_length("é") == 1


@given(st.text(max_size=80))
def test_whatever_is_accepted_is_a_fixed_point_within_the_limits(text):
    try:
        name = normalise_name(text)
    except BadName:
        return
    assert name == text.strip() and name
    assert normalise_name(name) == name
    assert name_length(name) <= MAX_NAME
    assert not any(refused_character(ch) for ch in name)
    name.encode("utf-8")  # always writable


@given(st.text(max_size=80), st.sampled_from(["Player 1", "Computer"]))
def test_name_or_always_gives_a_normalised_name(text, default):
    assert is_normalised(name_or(text, default))


def test_the_refused_characters_are_exactly_those_of_their_unicode_categories():
    """The rule is written as fixed ranges (the frozen build has no unicodedata);
    they must be the categories Cc, Cs, Zl and Zp plus the bidirectional controls."""
    import unicodedata

    bidi = {*range(0x202A, 0x202F), *range(0x2066, 0x206A)}
    for cp in range(0x110000):
        ch = chr(cp)
        expected = cp in bidi or unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp")
        assert refused_character(ch) is expected, f"U+{cp:04X}"
