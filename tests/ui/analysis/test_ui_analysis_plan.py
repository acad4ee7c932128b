"""What the window's analysis reads from the match (a copy taken when it starts), and how
a new analysis joins the one shown."""

from __future__ import annotations

import pytest

from nardy_desktop.ai.analysis import (
    Depth,
    ScoreKind,
    analyse_match,
    analyse_plan,
    plan_match,
)
from nardy_desktop.engine import Match, SeededDice, Side, Variant
from nardy_desktop.ui.analysis.analysis_manager import merged, score_kind

from tests.analysis_support import play_match


def two_games() -> Match:
    match = play_match("backgammon", ("expert", "beginner"), seed=1, length=3, max_turns=60)
    assert len(match.games) == 2 and len(match.results) == 1
    return match


@pytest.mark.slow
def test_the_plan_of_some_games_scores_them_as_the_whole_match_does():
    match = two_games()
    whole = plan_match(match, score=ScoreKind.MATCH)
    second = plan_match(match, score=ScoreKind.MATCH, games=[1])
    assert [g.number for g in second.games] == [2]
    assert second.games[0] == whole.games[1]
    # The second game began with the first one's points counted.
    first = match.results[0]
    white = match.white_players[0]
    winner = white if first.winner is Side.WHITE else 1 - white
    assert second.games[0].needs == tuple(3 - first.points if p == winner else 3 for p in (0, 1))
    assert whole.games[0].needs == (3, 3)


def test_the_plan_is_a_copy_play_goes_on_without_changing_it():
    match = play_match("long", ("beginner", "beginner"), seed=2, max_turns=6)
    plan = plan_match(match)
    game = match.game
    game.roll()
    game.play_turn(game.legal_turns()[0])
    assert len(game.history) == 7
    assert len(plan.games[0].history) == 6
    a = analyse_plan(plan, Depth.PLAIN)
    assert len(a.games[0].rolls) == 6


@pytest.mark.slow
def test_analyse_plan_is_analyse_match():
    match = two_games()
    assert analyse_plan(plan_match(match), Depth.PLAIN) == analyse_match(match, Depth.PLAIN)


@pytest.mark.slow
def test_a_new_analysis_at_the_same_depth_joins_the_games_shown():
    match = two_games()
    score = score_kind(match)
    assert score is ScoreKind.MATCH
    assert score_kind(Match(Variant.LONG, 1, dice=SeededDice(1))) is ScoreKind.POINTS
    first = analyse_plan(plan_match(match, score=score, games=[0]), Depth.PLAIN)
    second = analyse_plan(plan_match(match, score=score, games=[1]), Depth.PLAIN)
    both = merged(first, second)
    assert [g.number for g in both.games] == [1, 2]
    assert merged(second, first).games == both.games
    # Game 2 again replaces game 2.
    again = merged(both, second)
    assert again.games == both.games
    # Another depth is another analysis: it replaces the one shown.
    deeper = analyse_plan(plan_match(match, score=score, games=[1]), Depth.QUICK)
    assert merged(both, deeper) is deeper
    assert merged(None, first) is first
