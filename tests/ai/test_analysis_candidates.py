"""Every decision lists its candidates, marked or not; all of a decision's turns
on request; rollouts of a decision kept with it, in the saved form and the file."""

from __future__ import annotations

import json
import math

import pytest

from nardy_desktop.ai.analysis import (
    TOP_CANDIDATES,
    AnalysisFormatError,
    Cancelled,
    Depth,
    Mark,
    RolledOut,
    ScoreKind,
    analyse_match,
    analysis_from_dict,
    analysis_to_dict,
    away_of,
    rank_all_turns,
    rank_turns,
)
from nardy_desktop.ai.analysis.rollouts import RolloutAsk, leading, roll_out
from nardy_desktop.engine import Position, legal_turns
from nardy_desktop.storage.record import PlayerInfo, match_to_dict
from nardy_desktop.storage.record_analysis import checked_analysis

from tests.analysis_support import play_match

PLAYERS = (PlayerInfo("Anna", False, None), PlayerInfo("Boris", False, None))


@pytest.fixture(scope="module")
def analysed() -> tuple:
    """The first turns of a long nardy match of the Expert and the Beginner, analysed
    quickly: the lookahead alone keeps fewer than five turns for six of its decisions."""
    match = play_match("long", ("expert", "beginner"), seed=2, length=3, max_turns=30)
    return match, analyse_match(match, Depth.QUICK, score=ScoreKind.MATCH)


def test_every_decision_lists_five_candidates_marked_or_not(analysed):
    _match, analysis = analysed
    decisions = [d for g in analysis.games for d in g.decisions]
    unmarked = [d for d in decisions if d.mark is Mark.NONE]
    assert unmarked, "the sample has decisions without a mark"
    for d in decisions:
        results = {t.result for t in legal_turns(Position.from_text(d.position), d.dice)}
        want = min(TOP_CANDIDATES, len(results))
        assert len(d.candidates) >= want, (d.turn, len(d.candidates), want)
        equities = [c.equity for c in d.candidates[:want]]
        assert equities == sorted(equities, reverse=True)
        assert len({c.position for c in d.candidates}) == len(d.candidates)


def test_a_clear_choice_is_filled_at_the_searchs_depth():
    """The lookahead keeps only the turns near the leader; the rest of the five
    are scored at the same depth, as every turn of the full list is."""
    pos = Position.start("backgammon")
    dice = (3, 1)
    kept = rank_turns(pos, dice, Depth.QUICK)
    filled = rank_turns(pos, dice, Depth.QUICK, fill=TOP_CANDIDATES)
    assert len(filled.candidates) == TOP_CANDIDATES
    assert len(kept.candidates) <= len(filled.candidates)
    whole = rank_all_turns(pos, dice, filled.ply)
    by_position = {c.position: c.equity for c in whole.candidates}
    for c in filled.candidates:
        assert by_position[c.position] == pytest.approx(c.equity, abs=1e-9)
    assert filled.candidates[0].position == whole.candidates[0].position


def test_all_turns_are_ranked_with_progress_and_the_played_one_found():
    pos = Position.start("long")
    dice = (5, 2)
    turns = legal_turns(pos, dice)
    seen = []
    r = rank_all_turns(
        pos, dice, 1, played=turns[-1], progress=lambda done, total: seen.append((done, total))
    )
    assert len(r.candidates) == len(turns)
    assert seen[-1] == (len(turns), len(turns))
    assert r.played is not None and r.played.position == turns[-1].result.to_text()
    equities = [c.equity for c in r.candidates]
    assert equities == sorted(equities, reverse=True)


def test_away_of_gives_the_points_still_needed_when_the_game_began(analysed):
    match, _ = analysed
    assert away_of(match, ScoreKind.POINTS, 1, 0) is None
    assert away_of(match, ScoreKind.MATCH, 1, 0) == (3, 3)


def small(position: Position, dice, candidates=(), trials: int = 2) -> RolloutAsk:
    return RolloutAsk(position, dice, tuple(candidates), trials, truncate=2)


def test_a_rollout_of_candidates_gives_each_an_equity_with_its_error():
    pos = Position.start("long")
    dice = (6, 3)
    results = [t.result.to_text() for t in legal_turns(pos, dice)][:2]
    out = roll_out(small(pos, dice, results))
    assert [r.position for r in out] == results
    for r in out:
        assert (r.trials, r.truncate) == (2, 2)
        assert -3 <= r.equity <= 3 and r.equity_se >= 0 and math.isfinite(r.equity_se)
        assert 0 <= r.win <= 1 and 0 <= r.win_big <= 1 and r.win_backgammon == 0


def test_a_rollout_before_the_roll_is_of_the_position_itself():
    pos = Position.start("backgammon")
    (r,) = roll_out(small(pos, None))
    assert r.position == pos.to_text()


def test_a_rollout_refuses_what_is_not_a_result_and_stops_when_cancelled():
    import threading

    pos = Position.start("long")
    with pytest.raises(ValueError, match="not a result"):
        roll_out(small(pos, (6, 3), [pos.to_text()]))
    with pytest.raises(ValueError):
        RolloutAsk(pos, None, (), 1)
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        roll_out(small(pos, None, trials=4), cancel)


def test_leading_adds_the_played_turn():
    assert leading(["a", "b", "c"], "z", 2) == ("a", "b", "z")
    assert leading(["a", "b", "c"], "b", 2) == ("a", "b")


def with_rollout(analysis):
    """The analysis with a rollout of the first decision's best candidate and position."""
    d = analysis.games[0].decisions[0]
    best, before = d.candidates[0].position, d.position
    rolled = (
        RolledOut(best, 144, 0, 0.123, 0.02, 0.55, 0.01, 0.2, 0.01, 0.1, 0.005),
        RolledOut(before, 144, 7, -0.05, 0.03, 0.49, 0.01, 0.15, 0.0, 0.12, 0.0),
    )
    return analysis.with_decision(d.with_rollouts(rolled)), d


def test_rollouts_round_trip_and_a_newer_one_replaces_its_position(analysed):
    match, analysis = analysed
    kept, d = with_rollout(analysis)
    again = analysis_from_dict(json.loads(json.dumps(analysis_to_dict(kept))))
    assert again == kept
    d2 = again.decision(d.game, d.turn)
    assert d2 is not None and d2.before_rollout is not None
    assert d2.rollout_of(d.candidates[0].position).equity == 0.123
    newer = RolledOut(d.position, 36, 0, 0.3, 0.1, 0.6, 0.05, 0.2, 0.0, 0.1, 0.0)
    assert d2.with_rollouts((newer,)).before_rollout == newer
    assert len(d2.with_rollouts((newer,)).rollouts) == 2
    # checked against the match as a saved file's analysis is
    record = match_to_dict(match, PLAYERS, analysis=kept)
    assert checked_analysis(record["analysis"], match) == analysis_from_dict(record["analysis"])


def test_a_record_without_rollouts_reads_as_before(analysed):
    _match, analysis = analysed
    data = analysis_to_dict(analysis)
    assert all("rollouts" not in d for g in data["games"] for d in g["decisions"])
    assert analysis_from_dict(data) == analysis


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("trials", 1, "rollouts[0].trials"),
        ("trials", 2.5, "rollouts[0].trials"),
        ("equity", 7.0, "rollouts[0].equity"),
        ("equity_se", -1.0, "rollouts[0].equity_se"),
        ("win", float("nan"), "rollouts[0].win"),
        ("lose_big", "0.1", "rollouts[0].lose_big"),
        ("position", "<b>x</b>" * 40, "rollouts[0].position"),
        ("truncate", -2, "rollouts[0].truncate"),
    ],
)
def test_a_damaged_rollout_is_refused_naming_the_field(analysed, field, value, says):
    _match, analysis = analysed
    kept, _d = with_rollout(analysis)
    data = analysis_to_dict(kept)
    data["games"][0]["decisions"][0]["rollouts"][0][field] = value
    with pytest.raises(
        AnalysisFormatError,
        match=r"decisions\[0\]\." + says.replace("[", r"\[").replace("]", r"\]"),
    ):
        analysis_from_dict(data)


def test_too_many_or_twin_rollouts_and_strangers_are_refused(analysed):
    match, analysis = analysed
    kept, d = with_rollout(analysis)
    data = analysis_to_dict(kept)
    rollouts = data["games"][0]["decisions"][0]["rollouts"]
    twin = json.loads(json.dumps(data))
    twin["games"][0]["decisions"][0]["rollouts"] = [rollouts[0], rollouts[0]]
    with pytest.raises(AnalysisFormatError, match="two rollouts of one position"):
        analysis_from_dict(twin)
    many = json.loads(json.dumps(data))
    many["games"][0]["decisions"][0]["rollouts"] = [rollouts[0]] * 9
    with pytest.raises(AnalysisFormatError, match="at most 8"):
        analysis_from_dict(many)
    stranger = json.loads(json.dumps(data))
    other = Position.start(analysis.variant).with_side(d.side.opponent).to_text()
    stranger["games"][0]["decisions"][0]["rollouts"][0]["position"] = other
    with pytest.raises(ValueError, match=r"rollouts\[0\]\.position"):
        checked_analysis(stranger, match)
