"""Format version 2: a match saved with its analysis, version 1 files still read, and an
analysis that cannot be used dropped without losing the match."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nardy_desktop.ai.analysis import MatchAnalysis, analyse_match
from nardy_desktop.storage import files
from nardy_desktop.storage.files import load_match, save_match
from nardy_desktop.storage.record import (
    SCHEMA_VERSION,
    PlayerInfo,
    Problem,
    RecordError,
    decode,
    encode,
    match_to_dict,
)

from tests.analysis_support import play_match

PLAYERS = (PlayerInfo("Expert", True, "expert"), PlayerInfo("Beginner", True, "beginner"))


@pytest.fixture(scope="module")
def analysed() -> tuple:
    """Two games of a backgammon match (the second unfinished) and their analysis."""
    match = play_match("backgammon", ("expert", "beginner"), seed=1, length=3, max_turns=60)
    assert len(match.games) == 2 and match.results
    return match, analyse_match(match, "plain")


def record_with(analysed: tuple) -> dict:
    match, analysis = analysed
    return match_to_dict(match, PLAYERS, analysis=analysis)


@pytest.mark.slow
def test_a_match_is_saved_with_its_analysis_and_read_back(analysed, tmp_path):
    match, analysis = analysed
    path = tmp_path / "m.nardy"
    assert save_match(path, match, PLAYERS, analysis=analysis) is True
    obj = json.loads(path.read_text(encoding="utf-8"))
    assert obj["version"] == SCHEMA_VERSION == 2
    assert obj["analysis"]["format"] == "nardy-desktop-analysis"
    loaded = load_match(path)
    assert loaded.analysis_problem == ""
    back = loaded.analysis
    assert isinstance(back, MatchAnalysis)
    assert back.decisions == analysis.decisions > 10
    for g0, g1 in zip(analysis.games, back.games, strict=True):
        assert (g0.number, g0.white_player, g0.outcome) == (g1.number, g1.white_player, g1.outcome)
        for d0, d1 in zip(g0.decisions, g1.decisions, strict=True):
            assert (d0.turn, d0.dice, d0.position, d0.played, d0.best, d0.mark) == (
                d1.turn,
                d1.dice,
                d1.position,
                d1.played,
                d1.best,
                d1.mark,
            )
            assert d1.equity_lost == pytest.approx(d0.equity_lost, abs=2e-6)
        for r0, r1 in zip(g0.rolls, g1.rolls, strict=True):
            assert r1.luck == pytest.approx(r0.luck, abs=1e-6)
    assert [s.rating for s in back.summaries] == [s.rating for s in analysis.summaries]


def test_a_match_saved_without_analysis_has_none(analysed, tmp_path):
    match, _ = analysed
    path = tmp_path / "m.nardy"
    assert save_match(path, match, PLAYERS) is False
    obj = json.loads(path.read_text(encoding="utf-8"))
    assert obj["version"] == 2 and "analysis" not in obj
    loaded = load_match(path)
    assert loaded.analysis is None and loaded.analysis_problem == ""


def test_a_version_1_file_still_opens(analysed, tmp_path):
    match, _ = analysed
    record = match_to_dict(match, PLAYERS)
    record["version"] = 1
    path = tmp_path / "old.nardy"
    path.write_bytes(encode(record))
    loaded = load_match(path)
    assert loaded.match.score == match.score
    assert [len(g.history) for g in loaded.match.games] == [len(g.history) for g in match.games]
    assert loaded.analysis is None and loaded.analysis_problem == ""


def test_version_1_knows_no_analysis_field(analysed):
    """An extra field of a version 1 file is ignored, as that version's rules say."""
    record = record_with(analysed)
    record["version"] = 1
    record["analysis"]["games"] = "rubbish"
    loaded = decode(encode(record))
    assert loaded.analysis is None and loaded.analysis_problem == ""


def test_a_newer_version_is_still_refused(analysed):
    record = record_with(analysed)
    record["version"] = 3
    with pytest.raises(RecordError) as e:
        decode(encode(record))
    assert e.value.problem is Problem.NEWER_VERSION


def _edit(record: dict, path: list, value: object) -> dict:
    out = copy.deepcopy(record)
    target = out
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return out


@pytest.mark.parametrize(
    ("where", "value", "field"),
    [
        (["analysis"], "not an object", "analysis: expected an object"),
        (["analysis", "format"], "something", "analysis.format"),
        (["analysis", "version"], 99, "analysis.version"),
        (["analysis", "variant"], "long", "analysis.variant"),
        (["analysis", "games", 0, "number"], 7, "analysis.games[0].number"),
        (["analysis", "games", 0, "white"], "other", "analysis.games[0].white"),
        (["analysis", "games", 0, "decisions", 0, "dice"], [9, 9], "decisions[0].dice"),
        (["analysis", "games", 0, "decisions", 0, "dice"], [6, 6], "decisions[0]"),
        (["analysis", "games", 0, "decisions", 0, "turn"], 900, "decisions[0].turn"),
        (["analysis", "games", 0, "decisions", 0, "position"], "long/x", "decisions[0].position"),
        (["analysis", "games", 0, "decisions", 0, "candidates"], [], "decisions[0].candidates"),
        (["analysis", "games", 0, "rolls", 0, "luck"], "lucky", "rolls[0].luck"),
        (["analysis", "games", 0, "outcome", "points"], 3, "analysis.games[0].outcome"),
    ],
)
def test_an_analysis_that_cannot_be_used_is_dropped_and_the_match_kept(
    analysed, where, value, field
):
    match, _ = analysed
    record = record_with(analysed)
    if value == "other":  # the other player as White than the one who was
        value = 1 - record["analysis"]["games"][0]["white"]
    loaded = decode(encode(_edit(record, where, value)))
    assert loaded.analysis is None
    assert field in loaded.analysis_problem, loaded.analysis_problem
    assert loaded.analysis_problem.startswith("analysis")
    assert loaded.match.score == match.score
    assert [len(g.history) for g in loaded.match.games] == [len(g.history) for g in match.games]


def test_a_candidate_that_is_not_a_position_drops_the_analysis(analysed):
    record = record_with(analysed)
    decision = record["analysis"]["games"][0]["decisions"][0]
    other = next(i for i in range(len(decision["candidates"])) if i != decision["played_index"])
    decision["candidates"][other]["position"] = "backgammon/" + ",".join(["15"] * 24) + "/0,0/0,0/b"
    loaded = decode(encode(record))
    assert loaded.analysis is None and "candidates" in loaded.analysis_problem


def test_an_analysis_of_another_turn_played_drops_it(analysed):
    record = record_with(analysed)
    decision = record["analysis"]["games"][0]["decisions"][0]
    others = [i for i in range(len(decision["candidates"])) if i != decision["played_index"]]
    decision["played_index"] = others[0]
    loaded = decode(encode(record))
    assert loaded.analysis is None and "played_index" in loaded.analysis_problem


def test_a_file_too_large_with_its_analysis_is_saved_without_it(analysed, tmp_path, monkeypatch):
    match, analysis = analysed
    plain = len(encode(match_to_dict(match, PLAYERS)))
    monkeypatch.setattr(files, "MAX_FILE_BYTES", plain + 1000)
    path = tmp_path / "big.nardy"
    assert save_match(path, match, PLAYERS, analysis=analysis) is False
    monkeypatch.undo()
    loaded = load_match(path)
    assert loaded.analysis is None and loaded.match.score == match.score


def test_an_analysis_in_an_unwritable_folder_leaves_the_old_file(analysed, tmp_path):
    match, analysis = analysed
    path = tmp_path / "m.nardy"
    save_match(path, match, PLAYERS)
    before = path.read_bytes()
    with pytest.raises(files.StorageError):
        save_match(tmp_path / "m.nardy" / "inside.nardy", match, PLAYERS, analysis=analysis)
    assert path.read_bytes() == before


def _leaves(obj: object, path: tuple = ()) -> list[tuple]:
    if isinstance(obj, dict):
        return [leaf for k, v in obj.items() for leaf in _leaves(v, (*path, k))]
    if isinstance(obj, list):
        return [leaf for i, v in enumerate(obj) for leaf in _leaves(v, (*path, i))]
    return [path]


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**6), 10**6)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=6,
)


@pytest.mark.slow
@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_change_to_the_analysis_keeps_the_match(analysed, data):
    """Whatever value replaces any field of the analysis, the match opens as it was; the
    analysis either opens too or is dropped with the field named."""
    match, _ = analysed
    record = record_with(analysed)
    leaves = _leaves(record["analysis"])
    where = data.draw(st.sampled_from(leaves))
    value = data.draw(JSON_VALUES)
    edited = _edit(record, ["analysis", *where], value)
    loaded = decode(encode(edited))
    assert loaded.match.score == match.score
    assert [len(g.history) for g in loaded.match.games] == [len(g.history) for g in match.games]
    if loaded.analysis is None:
        assert loaded.analysis_problem.startswith("analysis")
    else:
        assert loaded.analysis_problem == ""
        assert isinstance(loaded.analysis, MatchAnalysis)
