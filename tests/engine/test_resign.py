"""Resigning for a single game, a gammon or a backgammon (an oyn or a mars):
the offers there are, and the answer from chances written by hand."""

from __future__ import annotations

import pytest

from nardy_desktop.engine import Game, IllegalMove, Position, Side, Variant, WinKind
from nardy_desktop.engine.resign import (
    Chances,
    Values,
    answer,
    kind_of_points,
    offers,
    playing_on,
)

BG = Variant.BACKGAMMON
LONG = Variant.LONG


def test_every_win_is_offered_until_the_loser_bears_a_checker_off():
    assert offers(Position.start(BG), Side.BLACK) == (
        WinKind.SINGLE,
        WinKind.GAMMON,
        WinKind.BACKGAMMON,
    )
    assert offers(Position.start(LONG), Side.WHITE) == (WinKind.OYN, WinKind.MARS)
    # White has borne off one checker: Black can only win a single game.
    text = "backgammon/1,1,1,1,1,1,1,1,1,1,1,1,1,1,0,0,0,0,-3,-3,-3,-3,-3,0/0,0/1,0/w"
    assert offers(Position.from_text(text), Side.BLACK) == (WinKind.SINGLE,)
    assert offers(Position.from_text(text), Side.WHITE) == (
        WinKind.SINGLE,
        WinKind.GAMMON,
        WinKind.BACKGAMMON,
    )


def test_kind_of_points():
    assert kind_of_points(BG, 2) is WinKind.GAMMON
    assert kind_of_points(LONG, 1) is WinKind.OYN
    with pytest.raises(ValueError):
        kind_of_points(LONG, 3)


SURE_GAMMON = Chances(1.0, (1.0, 0.0), (0.0, 0.0))
SURE_SINGLE = Chances(1.0, (0.0, 0.0), (0.0, 0.0))
EVEN = Chances(0.5, (0.12, 0.01), (0.12, 0.01))


def test_playing_on_is_the_average_of_the_ends():
    points = Values.points(BG)
    assert playing_on(SURE_GAMMON, points) == pytest.approx(2.0)
    assert playing_on(SURE_SINGLE, points) == pytest.approx(1.0)
    assert playing_on(EVEN, points) == pytest.approx(0.0)
    # 60% single wins, 30% gammons, 10% single losses: 0.6 + 0.6 - 0.1.
    assert playing_on(Chances(0.9, (0.3, 0.0), (0.0, 0.0)), points) == pytest.approx(1.1)


def test_a_sure_gammon_declines_a_single_game_and_takes_a_gammon():
    points = Values.points(BG)
    no = answer(BG, WinKind.SINGLE, SURE_GAMMON, points)
    assert not no.accepted and no.bigger is WinKind.GAMMON and no.likely
    assert answer(BG, WinKind.GAMMON, SURE_GAMMON, points).accepted
    assert answer(BG, WinKind.BACKGAMMON, SURE_GAMMON, points).accepted


def test_a_gammon_chance_short_of_likely_can_still_decline():
    # 80% wins of which 40% gammons: 0.4 + 0.8 - 0.2 = 1.0 ... and a little more.
    chances = Chances(0.85, (0.4, 0.0), (0.0, 0.0))
    no = answer(BG, WinKind.SINGLE, chances, Values.points(BG))
    assert not no.accepted and not no.likely and no.chance == pytest.approx(0.4)


def test_an_even_game_takes_a_single_game_and_a_losing_one_too():
    points = Values.points(BG)
    assert answer(BG, WinKind.SINGLE, EVEN, points).accepted
    assert answer(BG, WinKind.SINGLE, Chances(0.1, (0.0, 0.0), (0.5, 0.1)), points).accepted


def test_a_sure_backgammon_declines_a_gammon():
    chances = Chances(1.0, (1.0, 0.9), (0.0, 0.0))
    no = answer(BG, WinKind.GAMMON, chances, Values.points(BG))
    assert not no.accepted and no.bigger is WinKind.BACKGAMMON and no.chance == 0.9


def test_long_nardy_a_likely_mars_declines_an_oyn():
    chances = Chances(0.95, (0.7,), (0.0,))
    no = answer(LONG, WinKind.OYN, chances, Values.points(LONG))
    assert not no.accepted and no.bigger is WinKind.MARS and no.likely
    assert answer(LONG, WinKind.MARS, chances, Values.points(LONG)).accepted


def test_needing_one_point_a_single_game_is_as_good_as_a_gammon():
    # The match is won by any win: every win is worth 1, every loss the same.
    values = Values((1.0, 1.0, 1.0), (0.3, 0.2, 0.1))
    assert answer(BG, WinKind.SINGLE, SURE_GAMMON, values).accepted


def test_an_offer_of_the_other_variant_is_refused():
    with pytest.raises(ValueError):
        answer(LONG, WinKind.GAMMON, SURE_GAMMON, Values.points(LONG))


def test_a_game_resigned_for_what_was_offered():
    game = Game(BG)
    result = game.resign(Side.WHITE, WinKind.SINGLE)
    assert (result.winner, result.kind, result.points, result.resigned) == (
        Side.BLACK,
        WinKind.SINGLE,
        1,
        True,
    )
    with pytest.raises(IllegalMove):
        game.resign(Side.BLACK)
    # Without an offer, what the position is worth: a backgammon at the start.
    assert Game(BG).resign(Side.WHITE).kind is WinKind.BACKGAMMON
    with pytest.raises(ValueError):
        Game(LONG).resign(Side.WHITE, WinKind.GAMMON)
