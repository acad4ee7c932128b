"""Game analysis: decisions scored by the levels' own search, marks, luck, summaries, saving."""

from __future__ import annotations

import json
import math
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.ai import luck, search
from nardy_desktop.ai.analysis import (
    MARK_THRESHOLDS,
    RATING_BANDS,
    AnalysisFormatError,
    Cancelled,
    Depth,
    Mark,
    Rating,
    ScoreKind,
    analyse_game,
    analyse_match,
    analysis_from_dict,
    analysis_to_dict,
    mark_for,
    rating_for,
)
from nardy_desktop.ai.players import player_for_level
from nardy_desktop.engine import Game, Position, Side, Variant, legal_turns

from tests.analysis_support import play_match
from tests.helpers import make

# White has closed its board against a checker on the bar and has three
# checkers left outside. With 4-2, 9/5 8/6 and the like keep the board closed;
# 6/2 4/2 opens two points of it and leaves two blots to be hit on entry.
CLOSED_BOARD = make(
    "backgammon",
    {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 8: 2, 9: 1},
    {1: 3, 2: 3, 3: 3, 4: 2, 5: 2, 6: 1},
    bar=(0, 1),
)


def game_after(position: Position, dice: tuple[int, int], move: str) -> Game:
    """A game from `position` in which `move` was played with `dice`."""
    game = Game(position.variant, position=position)
    game.roll(dice)
    (turn,) = [t for t in legal_turns(position, dice) if t.text == move]
    game.play_turn(turn)
    return game


@pytest.fixture(scope="module")
def expert_beginner() -> tuple:
    """A backgammon game of the Expert (player 0) against the Beginner, analysed quickly."""
    match = play_match("backgammon", ("expert", "beginner"), seed=5)
    return match, analyse_match(match, Depth.QUICK)


# ----- decisions and marks -----------------------------------------------------------


@pytest.mark.parametrize("depth", [Depth.QUICK, Depth.THOROUGH])
def test_a_blunder_is_marked_a_blunder_and_the_best_move_named(depth):
    game = game_after(CLOSED_BOARD, (4, 2), "6/2 4/2")
    (d,) = analyse_game(game, depth).decisions
    assert d.played == "6/2 4/2"
    assert d.mark is Mark.BLUNDER
    assert d.equity_lost > 0.3
    assert d.played_rank > 1
    # The best turn keeps the board closed: it moves only the checkers outside it.
    best = next(t for t in legal_turns(CLOSED_BOARD, (4, 2)) if t.text == d.best)
    assert all(step.frm > 6 for step in best.steps), d.best
    if depth is Depth.QUICK:
        assert d.ply == 1
        assert d.best == player_for_level("expert").choose(CLOSED_BOARD, (4, 2)).text
    else:
        # The depth reported is the one the scores were made at, the turn played's included.
        assert d.ply in (1, 2)
        score = search.scorer(Variant.BACKGAMMON)
        for c in (d.best_candidate, d.played_candidate):
            result = Position.from_text(c.position)
            if d.ply == 2:
                expected = search._ply2_value(result, Variant.BACKGAMMON, None, score)[0]
            else:
                expected = float(
                    search._reply_values([result], Variant.BACKGAMMON, None, score)[0][0]
                )
            assert c.equity == pytest.approx(expected, abs=1e-12)
    # The pruned turn played is scored at the depth of the others, and kept.
    assert d.candidates[d.played_index].move == "6/2 4/2"
    ordered = [c.equity for c in d.candidates[: d.played_index]]
    assert ordered == sorted(ordered, reverse=True)


def test_the_best_turn_played_costs_nothing():
    best = player_for_level("expert").choose(CLOSED_BOARD, (4, 2))
    (d,) = analyse_game(game_after(CLOSED_BOARD, (4, 2), best.text)).decisions
    assert d.played == d.best == best.text
    assert d.equity_lost == 0.0 and d.mark is Mark.NONE and d.played_rank == 1
    assert d.candidates[0].position == best.result.to_text()


def test_a_pruned_turn_gets_the_lookahead_score_of_its_own_result():
    game = game_after(CLOSED_BOARD, (4, 2), "6/2 4/2")
    (d,) = analyse_game(game).decisions
    played = next(t for t in legal_turns(CLOSED_BOARD, (4, 2)) if t.text == "6/2 4/2")
    shown = search.ply1(CLOSED_BOARD, (4, 2))
    assert played.result not in {t.result for t in shown.turns}
    score = search.scorer(Variant.BACKGAMMON)
    eq, _ = search._reply_values([played.result], Variant.BACKGAMMON, None, score)
    assert d.equity_played == pytest.approx(float(eq[0]), abs=1e-12)
    assert d.equity_best == pytest.approx(float(shown.equity.max()), abs=1e-12)


@pytest.mark.slow
def test_the_beginner_errs_more_than_the_expert(expert_beginner):
    match, a = expert_beginner
    expert, beginner = a.summary(0), a.summary(1)
    assert expert.decisions > 10 and beginner.decisions > 10
    assert beginner.error > expert.error
    assert beginner.error_rate > 10 * max(expert.error_rate, 0.1)
    assert beginner.mistakes + beginner.blunders > 0
    assert beginner.rating in (Rating.BEGINNER, Rating.AWFUL, Rating.CASUAL)
    # The quick depth is the Expert's one-roll lookahead: it agrees with every
    # choice the Expert made, except where backgammon's Expert looked two rolls
    # deep because its two leaders were that close.
    from nardy_desktop.ai.levels import Level, settings_of

    close = settings_of(Level.EXPERT, "backgammon").deep_margin
    (game,) = a.games
    differ = 0
    for d in game.decisions:
        if d.player == 0 and (d.equity_lost != 0.0 or d.played_rank != 1):
            differ += 1
            assert d.played_rank == 2 and d.equity_lost <= close, d
    assert differ < expert.decisions / 4
    # The game's summaries and the match's agree on a one-game match.
    assert game.summaries == a.summaries


def test_decisions_name_their_turn_player_side_and_dice(expert_beginner):
    match, a = expert_beginner
    history = match.games[0].history
    for d in a.games[0].decisions:
        rec = history[d.turn - 1]
        assert (d.side, d.dice, d.position) == (rec.side, rec.dice, rec.before.to_text())
        white = match.white_players[0]
        assert d.player == (white if rec.side == Side.WHITE else 1 - white)
        assert d.played_candidate.position == rec.after.to_text()
        assert 1 <= len(d.candidates) <= 6
        assert all(0.0 <= c.win <= 1.0 for c in d.candidates)


def test_forced_turns_are_counted_but_not_judged(expert_beginner):
    match, a = expert_beginner
    history = match.games[0].history
    (game,) = a.games
    judged = {d.turn for d in game.decisions}
    for r in game.rolls:
        rec = history[r.turn - 1]
        single = len(legal_turns(rec.before, rec.dice)) == 1
        assert r.decision is (not single) is (r.turn in judged)
    forced = sum(1 for r in game.rolls if not r.decision)
    assert forced > 0
    summaries = a.summaries
    assert sum(s.forced for s in summaries) == forced
    assert sum(s.decisions + s.forced for s in summaries) == len(history)


def test_a_pass_and_a_single_legal_turn_are_not_decisions():
    closed = make("backgammon", {8: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 11: 3}, bar=(1, 0))
    one_way = make("backgammon", {8: 14}, {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 7: 2, 11: 3}, bar=(1, 0))
    for position, dice, move in ((closed, (6, 5), "pass"), (one_way, (6, 5), "bar/19 8/3")):
        g = analyse_game(game_after(position, dice, move))
        assert g.decisions == ()
        (roll,) = g.rolls
        assert not roll.decision
        assert g.summary(0).forced == 1 and g.summary(0).decisions == 0
        assert g.summary(0).rating is Rating.NONE and g.summary(0).error_rate is None
        # Being shut out is bad luck all the same.
        assert roll.luck == pytest.approx(luck.roll_luck(position, dice)[1], abs=1e-12)


def test_scoring_by_the_match_at_one_point_ignores_gammons():
    match = play_match("backgammon", ("beginner", "beginner"), seed=3, max_turns=12)
    a = analyse_match(match, Depth.QUICK, score=ScoreKind.MATCH)
    assert a.score is ScoreKind.MATCH and a.decisions > 3
    for d in a.games[0].decisions:
        for c in d.candidates:
            # Needing one point each, only winning counts: equity = 2 * win - 1.
            assert c.equity == pytest.approx(2 * c.win - 1, abs=1e-9)


# ----- luck ---------------------------------------------------------------------------


def test_the_luck_of_every_roll_is_what_roll_luck_says(expert_beginner):
    match, a = expert_beginner
    history = match.games[0].history
    (game,) = a.games
    assert len(game.rolls) == len(history)
    for r, rec in zip(game.rolls, history, strict=True):
        win, eq = luck.roll_luck(rec.before, rec.dice)
        assert (r.luck_win, r.luck) == pytest.approx((win, eq), abs=1e-12)
        assert r.opening is (r.turn == 1)
    # The opening roll is never a double: its luck is measured against the 15 others.
    first = history[0]
    assert game.rolls[0].luck == pytest.approx(
        luck.roll_luck(first.before, first.dice, opening=True)[1], abs=1e-12
    )
    assert game.rolls[0].luck != pytest.approx(
        luck.roll_luck(first.before, first.dice, opening=False)[1], abs=1e-6
    )
    for player in (0, 1):
        s = a.summary(player)
        own = sum(r.luck for r in game.rolls if r.player == player)
        other = sum(r.luck for r in game.rolls if r.player != player)
        assert s.luck == pytest.approx(own) and s.opponent_luck == pytest.approx(other)
        assert s.luck_adjusted == pytest.approx(s.points - (own - other))
    assert sum(s.points for s in a.summaries) == 0
    assert sum(s.luck_adjusted for s in a.summaries) == pytest.approx(0.0, abs=1e-12)


def test_an_unfinished_game_has_luck_but_no_result():
    match = play_match("long", ("beginner", "beginner"), seed=4, max_turns=6)
    a = analyse_match(match, Depth.PLAIN)
    (game,) = a.games
    assert game.outcome is None and len(game.rolls) == 6
    for s in a.summaries:
        assert s.points is None and s.luck_adjusted is None
        assert s.luck == pytest.approx(sum(r.luck for r in game.rolls if r.player == s.player))


# ----- progress, cancelling -----------------------------------------------------------


def test_progress_counts_every_decision_and_cancel_stops_between_them():
    match = play_match("long", ("beginner", "beginner"), seed=2, max_turns=10)
    seen: list[tuple[int, int]] = []
    a = analyse_match(match, Depth.PLAIN, progress=lambda done, total: seen.append((done, total)))
    total = a.decisions
    assert total > 3
    assert seen == [(k, total) for k in range(total + 1)]

    cancel = threading.Event()
    calls: list[int] = []

    def stop_after_two(done: int, total: int) -> None:
        calls.append(done)
        if done == 2:
            cancel.set()

    with pytest.raises(Cancelled):
        analyse_match(match, Depth.QUICK, cancel=cancel, progress=stop_after_two)
    assert calls == [0, 1, 2]


# ----- marks and bands ----------------------------------------------------------------


@settings(max_examples=200)
@given(st.floats(0.0, 3.0), st.floats(0.0, 3.0))
def test_marks_grow_with_the_loss(a, b):
    order = [Mark.NONE, Mark.DOUBTFUL, Mark.MISTAKE, Mark.BLUNDER]
    lo, hi = sorted((a, b))
    assert order.index(mark_for(lo)) <= order.index(mark_for(hi))


def test_marks_and_bands_use_gnu_backgammons_thresholds():
    assert [t for t, _ in MARK_THRESHOLDS] == [0.16, 0.08, 0.04]
    assert mark_for(0.04) is Mark.NONE and mark_for(0.0401) is Mark.DOUBTFUL
    assert mark_for(0.08) is Mark.DOUBTFUL and mark_for(0.0801) is Mark.MISTAKE
    assert mark_for(0.16) is Mark.MISTAKE and mark_for(0.1601) is Mark.BLUNDER
    assert [limit for limit, _ in RATING_BANDS] == [2, 5, 8, 12, 18, 26, 35]
    assert rating_for(1.99) is Rating.SUPERNATURAL and rating_for(2.0) is Rating.WORLD_CLASS
    assert rating_for(34.9) is Rating.BEGINNER and rating_for(35.0) is Rating.AWFUL
    assert rating_for(None) is Rating.NONE


@settings(max_examples=200)
@given(st.floats(0.0, 1000.0), st.floats(0.0, 1000.0))
def test_bands_fall_as_the_error_grows(a, b):
    order = list(Rating)
    lo, hi = sorted((a, b))
    assert order.index(rating_for(lo)) <= order.index(rating_for(hi))


# ----- saving -------------------------------------------------------------------------


def test_to_dict_and_from_dict_round_trip_through_json(expert_beginner):
    _, a = expert_beginner
    text = json.dumps(analysis_to_dict(a), allow_nan=False)
    back = analysis_from_dict(json.loads(text))
    assert back == a
    assert back.summaries == a.summaries
    assert json.dumps(analysis_to_dict(back), allow_nan=False) == text


def test_an_unfinished_match_round_trips_too():
    match = play_match("long", ("expert", "beginner"), seed=8, max_turns=8, length=3)
    a = analyse_match(match, Depth.PLAIN)
    assert analysis_from_dict(json.loads(json.dumps(analysis_to_dict(a)))) == a


@pytest.mark.parametrize(
    "change, field",
    [
        (lambda d: d.update(version=99), "version"),
        (lambda d: d.update(format="something else"), "format"),
        (lambda d: d.update(depth="deepest"), "depth"),
        (lambda d: d["games"][0]["decisions"][0].update(dice=[7, 1]), "games[0].decisions[0].dice"),
        (
            lambda d: d["games"][0]["decisions"][0]["candidates"][0].update(equity=math.inf),
            "games[0].decisions[0].candidates[0].equity",
        ),
        (lambda d: d["games"][0]["decisions"][0].update(played_index=50), "played_index"),
        (lambda d: d["games"][0]["rolls"][1].pop("luck"), "games[0].rolls[1].luck"),
        (lambda d: d.update(players=["only one"]), "players"),
        (lambda d: d["games"][0].update(outcome={"winner": 3}), "games[0].outcome.winner"),
    ],
)
def test_a_damaged_record_is_refused_naming_the_field(expert_beginner, change, field):
    _, a = expert_beginner
    record = json.loads(json.dumps(analysis_to_dict(a)))
    change(record)
    with pytest.raises(AnalysisFormatError, match=field.replace("[", r"\[").replace("]", r"\]")):
        analysis_from_dict(record)
    with pytest.raises(AnalysisFormatError):
        analysis_from_dict([record])
