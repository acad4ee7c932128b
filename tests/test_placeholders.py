"""Numbered placeholders: values go in by number, in one pass."""

from hypothesis import given
from hypothesis import strategies as st

from nardy_desktop.placeholders import fill


def test_values_go_in_by_number() -> None:
    assert fill("%2 beat %1", "Anna", "Boris") == "Boris beat Anna"
    assert fill("%1 and %1", 3) == "3 and 3"


def test_a_value_holding_a_placeholder_stays_as_it_is() -> None:
    assert fill("%1 played %2", "%2", "6-5") == "%2 played 6-5"


def test_a_placeholder_without_a_value_stays_visible() -> None:
    assert fill("%1 of %3", "a", "b") == "a of %3"


def test_percent_signs_that_are_not_placeholders_stay() -> None:
    assert fill("%1% of games, 100%", 57) == "57% of games, 100%"


@given(st.lists(st.text(), min_size=1, max_size=9))
def test_each_value_appears_exactly_where_its_number_was(values: list[str]) -> None:
    template = "|".join(f"%{n}" for n in range(1, len(values) + 1))
    assert fill(template, *values).split("|") == values or any("|" in v for v in values)
