"""The game's command line takes its limits and choices from the definitions the
rest of the program reads: the engine's longest match and its games."""

from __future__ import annotations

import pytest

from nardy_desktop.app import build_parser, parse_args
from nardy_desktop.engine import MAX_LENGTH, Variant


@pytest.mark.parametrize("length", [1, MAX_LENGTH])
def test_a_demo_as_long_as_a_match_may_be_is_taken(length):
    assert parse_args(["nardy-desktop", "--demo-length", str(length)]).demo_length == length


@pytest.mark.parametrize("length", [0, MAX_LENGTH + 1])
def test_a_demo_longer_than_a_match_may_be_is_refused(length, capsys):
    with pytest.raises(SystemExit) as exit_:
        parse_args(["nardy-desktop", "--demo-length", str(length)])
    assert exit_.value.code == 2
    assert f"--demo-length must be between 1 and {MAX_LENGTH}" in capsys.readouterr().err


def test_the_demo_is_played_in_one_of_the_games():
    [action] = [a for a in build_parser()._actions if "--variant" in a.option_strings]
    assert list(action.choices) == [v.value for v in Variant]
    assert Variant(build_parser().parse_args([]).variant) is Variant.LONG
    assert f"1-{MAX_LENGTH}" in build_parser().format_help()
