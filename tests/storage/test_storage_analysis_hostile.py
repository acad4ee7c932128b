"""A saved analysis is checked as strictly as the match: numbers JSON allows but
no field does (NaN, Infinity, a number of thousands of digits), names that are
not names, texts that cannot be written back. Each drops the analysis with the
field named, and never costs the match; whatever analysis opens can be saved
and exported again."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nardy_desktop.ai.analysis import analyse_match
from nardy_desktop.storage.files import load_match, save_match
from nardy_desktop.storage.record import (
    PlayerInfo,
    Problem,
    RecordError,
    decode,
    encode,
    match_to_dict,
)

from tests.analysis_support import play_match
from tests.storage.test_storage_v2 import _leaves

PLAYERS = (PlayerInfo("Anna", False, None), PlayerInfo("Boris", False, None))
MARK = "HOSTILE-VALUE-HERE"


@pytest.fixture(scope="module")
def analysed() -> tuple:
    match = play_match("backgammon", ("expert", "beginner"), seed=1, length=3, max_turns=40)
    return match, analyse_match(match, "plain")


def text_with(analysed, path: list, raw: str) -> bytes:
    """The saved match's bytes with the JSON text `raw` at `path` in its analysis."""
    match, analysis = analysed
    record = match_to_dict(match, PLAYERS, analysis=analysis)
    target = record["analysis"]
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = MARK
    return encode(record).replace(json.dumps(MARK).encode(), raw.encode())


LUCK = ["games", 0, "rolls", 0, "luck"]
MOVE = ["games", 0, "decisions", 0, "candidates", 0, "move"]


@pytest.mark.parametrize(
    ("path", "raw", "field"),
    [
        (LUCK, "NaN", "rolls[0].luck"),
        (LUCK, "Infinity", "rolls[0].luck"),
        (LUCK, "-Infinity", "rolls[0].luck"),
        (LUCK, "1e309", "rolls[0].luck"),
        (LUCK, "9" * 5000, "rolls[0].luck"),
        (["games", 0, "number"], "1" + "0" * 5000, "games[0].number"),
        (["players", 0], json.dumps("A" * 200_000), "analysis.players"),
        (["players", 1], '"Bo\\ud800ris"', "analysis.players"),
        (["players", 0], '"<b>Anna</b>\\u202e"', "analysis.players"),
        (MOVE, '"24/18\\ud800"', "candidates[0].move"),
        (MOVE, '"24/18\\n13/11"', "candidates[0].move"),
        (MOVE, json.dumps("24/18 " * 100), "candidates[0].move"),
    ],
)
def test_a_hostile_value_drops_the_analysis_naming_the_field_and_keeps_the_match(
    analysed, tmp_path, path, raw, field
):
    match, _ = analysed
    file = tmp_path / "m.nardy"
    file.write_bytes(text_with(analysed, path, raw))
    loaded = load_match(file)
    assert loaded.analysis is None
    assert loaded.analysis_problem.startswith("analysis") and field in loaded.analysis_problem
    assert loaded.match.score == match.score
    assert [len(g.history) for g in loaded.match.games] == [len(g.history) for g in match.games]
    # What opened saves again.
    assert save_match(tmp_path / "again.nardy", loaded.match, PLAYERS) is False
    assert load_match(tmp_path / "again.nardy").match.score == match.score


@pytest.mark.parametrize("raw", ["NaN", "Infinity", "9" * 5000])
def test_such_a_number_in_the_match_itself_is_refused_naming_the_field(analysed, raw):
    match, _ = analysed
    record = match_to_dict(match, PLAYERS)
    record["length"] = MARK
    data = encode(record).replace(json.dumps(MARK).encode(), raw.encode())
    with pytest.raises(RecordError) as e:
        decode(data)
    assert e.value.problem is Problem.INVALID and e.value.field == "length"


def test_a_text_that_cannot_be_written_is_a_record_error_not_a_crash():
    with pytest.raises(RecordError):
        encode({"format": "nardy-desktop-match", "saved": "\ud800"})


def test_saved_metadata_with_a_lone_surrogate_is_refused(analysed):
    match, _ = analysed
    record = match_to_dict(match, PLAYERS)
    record["saved"] = MARK
    data = encode(record).replace(json.dumps(MARK).encode(), b'"2026\\ud800"')
    with pytest.raises(RecordError) as e:
        decode(data)
    assert e.value.field == "saved"


HOSTILE = st.sampled_from(
    [
        "NaN",
        "-Infinity",
        "1e400",
        "9" * 4400,
        "-" + "1" * 31,
        '"\\ud800"',
        '"\\udfff tail"',
        '"\\u0000"',
        '"\\u202e"',
        '"<a href=\\"http://example.invalid\\">x</a>"',
        json.dumps("x" * 300),
        "[]",
        "{}",
        "null",
        "true",
        "-0.0",
    ]
)


@pytest.mark.slow
@settings(max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_hostile_token_anywhere_in_the_analysis_keeps_the_match(analysed, data):
    """Raw JSON tokens no program of ours writes, put at any leaf of the analysis:
    the match opens as it was, and an analysis that opens can be saved again."""
    match, analysis = analysed
    record = match_to_dict(match, PLAYERS, analysis=analysis)
    where = data.draw(st.sampled_from(_leaves(record["analysis"])))
    raw = data.draw(HOSTILE)
    loaded = decode(text_with(analysed, list(where), raw))
    assert loaded.match.score == match.score
    assert [len(g.history) for g in loaded.match.games] == [len(g.history) for g in match.games]
    if loaded.analysis is None:
        assert loaded.analysis_problem.startswith("analysis")
    else:
        again = encode(match_to_dict(loaded.match, PLAYERS, analysis=loaded.analysis))
        assert decode(again).analysis is not None
