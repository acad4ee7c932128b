"""The record of results on this computer: its file, what it counts, and how
it refuses a file it cannot use (kept aside, never written over)."""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.engine import Variant
from nardy_desktop.storage.files import StorageError
from nardy_desktop.storage.results import (
    RESULTS_NAME,
    Pairing,
    ResultsError,
    ResultsProblem,
    ResultsRecord,
    Seat,
    Tally,
)

from tests.locations import TESTS
from tests.storage_faults import read_only_folder

ANNA = Seat("Anna")
BORIS = Seat("Boris")
EXPERT = Seat("Computer", "expert")
BEGINNER = Seat("Computer", "beginner")
LONG, BG = Variant.LONG, Variant.BACKGAMMON


def fixed_time() -> datetime:
    return datetime(2024, 5, 6, 7, 8, 9)


def test_games_and_matches_against_each_opponent_and_level_survive_a_restart(tmp_path):
    rec = ResultsRecord(tmp_path).load()
    rec.add_game(LONG, (ANNA, EXPERT), winner=0, points=2)  # a mars
    rec.add_game(LONG, (ANNA, EXPERT), winner=1, points=1)
    rec.add_game(LONG, (ANNA, EXPERT), winner=0, points=1)
    rec.add_match(LONG, (ANNA, EXPERT), winner=0)
    rec.add_game(LONG, (EXPERT, ANNA), winner=0, points=2)  # the computer in seat 0
    rec.add_match(LONG, (EXPERT, ANNA), winner=0)
    rec.add_game(LONG, (ANNA, BEGINNER), winner=0, points=1)
    rec.add_game(BG, (ANNA, EXPERT), winner=1, points=3)  # a backgammon

    again = ResultsRecord(tmp_path).load()
    assert again.error is None
    assert again.rows == {
        Pairing("long", "Anna", "Computer", "expert"): Tally(1, 1, 2, 2, 3, 3),
        Pairing("long", "Anna", "Computer", "beginner"): Tally(0, 0, 1, 0, 1, 0),
        Pairing("backgammon", "Anna", "Computer", "expert"): Tally(0, 0, 0, 1, 0, 3),
    }
    assert json.loads((tmp_path / RESULTS_NAME).read_text())["version"] == 1


def test_two_people_each_have_their_row_and_two_computers_none(tmp_path):
    rec = ResultsRecord(tmp_path).load()
    rec.add_game(BG, (ANNA, BORIS), winner=1, points=2)
    rec.add_match(BG, (ANNA, BORIS), winner=1)
    rec.add_game(BG, (EXPERT, BEGINNER), winner=0, points=1)
    rec.add_match(BG, (EXPERT, BEGINNER), winner=0)
    assert ResultsRecord(tmp_path).load().rows == {
        Pairing("backgammon", "Anna", "Boris"): Tally(0, 1, 0, 1, 0, 2),
        Pairing("backgammon", "Boris", "Anna"): Tally(1, 0, 1, 0, 2, 0),
    }


def test_names_of_any_script_and_of_the_longest_length_are_kept(tmp_path):
    rec = ResultsRecord(tmp_path).load()
    long_name = "Ж" * 60
    rec.add_game(LONG, (Seat("Анна ♟"), Seat(long_name, "expert")), winner=0, points=1)
    again = ResultsRecord(tmp_path).load()
    assert again.error is None
    [(pairing, _)] = again.rows.items()
    assert pairing.player == "Анна ♟" and pairing.opponent == "Ж" * 40  # MAX_NAME


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"\xff\xfe not json", ResultsProblem.DAMAGED),
        (b"", ResultsProblem.DAMAGED),
        (b'{"version": 1, "rows": {}}', ResultsProblem.DAMAGED),
        (b'{"version": 99, "rows": []}', ResultsProblem.NEWER_VERSION),
        (b"[" * 100000 + b"]" * 100000, ResultsProblem.DAMAGED),
        (
            json.dumps(
                {
                    "version": 1,
                    "rows": [
                        {
                            "variant": "long",
                            "player": "Anna",
                            "opponent": "Computer",
                            "level": "expert",
                            "tally": {**Tally().to_json(), "games_won": -3},
                        }
                    ],
                }
            ).encode(),
            ResultsProblem.DAMAGED,
        ),
        (
            json.dumps(
                {
                    "version": 1,
                    "rows": [
                        {
                            "variant": "chess",
                            "player": "Anna",
                            "opponent": "Boris",
                            "level": "",
                            "tally": Tally().to_json(),
                        }
                    ],
                }
            ).encode(),
            ResultsProblem.DAMAGED,
        ),
        (b" " * (1024 * 1024 + 1), ResultsProblem.TOO_LARGE),
    ],
)
def test_a_file_that_cannot_be_used_is_refused_whole_and_kept_aside(tmp_path, content, problem):
    path = tmp_path / RESULTS_NAME
    path.write_bytes(content)
    rec = ResultsRecord(tmp_path, now=fixed_time).load()
    assert isinstance(rec.error, ResultsError) and rec.error.problem is problem
    assert rec.rows == {}
    kept = tmp_path / "results-unreadable-20240506-070809.json"
    assert rec.kept == kept and kept.read_bytes() == content
    assert not path.exists()
    rec.add_game(LONG, (ANNA, EXPERT), winner=0, points=1)  # a new record begins
    assert kept.read_bytes() == content
    assert ResultsRecord(tmp_path).load().rows == {
        Pairing("long", "Anna", "Computer", "expert"): Tally(0, 0, 1, 0, 1, 0)
    }


def test_a_second_refused_file_in_the_same_second_is_kept_beside_the_first(tmp_path):
    path = tmp_path / RESULTS_NAME
    path.write_bytes(b"first")
    ResultsRecord(tmp_path, now=fixed_time).load()
    path.write_bytes(b"second")
    rec = ResultsRecord(tmp_path, now=fixed_time).load()
    assert rec.kept == tmp_path / "results-unreadable-20240506-070809-2.json"
    assert (tmp_path / "results-unreadable-20240506-070809.json").read_bytes() == b"first"
    assert rec.kept.read_bytes() == b"second"


def test_a_folder_in_the_records_place_is_refused_and_moved_aside(tmp_path):
    (tmp_path / RESULTS_NAME).mkdir()
    (tmp_path / RESULTS_NAME / "inside").write_text("kept")
    rec = ResultsRecord(tmp_path, now=fixed_time).load()
    assert isinstance(rec.error, StorageError)
    assert rec.kept is not None and (rec.kept / "inside").read_text() == "kept"
    rec.add_game(LONG, (ANNA, EXPERT), winner=1, points=1)
    assert ResultsRecord(tmp_path).load().error is None


def test_a_refused_file_that_cannot_be_moved_is_never_written_over(tmp_path):
    path = tmp_path / RESULTS_NAME
    path.write_bytes(b"damaged")
    with read_only_folder(tmp_path):
        rec = ResultsRecord(tmp_path, now=fixed_time).load()
        assert rec.error is not None and rec.kept == path and rec.blocked
        with pytest.raises(StorageError):
            rec.add_game(LONG, (ANNA, EXPERT), winner=0, points=1)
        assert path.read_bytes() == b"damaged"
    # Once the folder can be written, the file goes aside first and the counts out.
    rec.add_game(LONG, (ANNA, EXPERT), winner=0, points=1)
    assert (tmp_path / "results-unreadable-20240506-070809.json").read_bytes() == b"damaged"
    assert ResultsRecord(tmp_path).load().rows[
        Pairing("long", "Anna", "Computer", "expert")
    ] == Tally(0, 0, 2, 0, 2, 0)


def test_a_write_that_fails_leaves_the_last_record_whole(tmp_path, monkeypatch):
    rec = ResultsRecord(tmp_path).load()
    rec.add_game(LONG, (ANNA, BORIS), winner=0, points=1)
    before = (tmp_path / RESULTS_NAME).read_bytes()

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(StorageError):
        rec.add_game(LONG, (ANNA, BORIS), winner=1, points=2)
    monkeypatch.undo()
    assert (tmp_path / RESULTS_NAME).read_bytes() == before
    assert [p.name for p in Path(tmp_path).iterdir()] == [RESULTS_NAME]  # no temporary left
    rec.save()  # the counts kept in memory go out with the next write
    assert ResultsRecord(tmp_path).load().rows == rec.rows


GAMES = st.lists(
    st.tuples(
        st.sampled_from([LONG, BG]),
        st.sampled_from([(ANNA, EXPERT), (EXPERT, ANNA), (ANNA, BORIS), (BORIS, BEGINNER)]),
        st.integers(0, 1),
        st.integers(1, 3),
    ),
    max_size=25,
)


@pytest.mark.slow
@settings(max_examples=40)
@given(games=GAMES)
def test_every_game_is_counted_once_for_each_person_in_it(tmp_path_factory, games):
    folder = tmp_path_factory.mktemp("results")
    rec = ResultsRecord(folder).load()
    for variant, seats, winner, points in games:
        rec.add_game(variant, seats, winner, points)
    rows = ResultsRecord(folder).load().rows
    assert rows == rec.rows
    people = sum(s.level is None for _, seats, _, _ in games for s in seats)
    assert sum(t.games_won + t.games_lost for t in rows.values()) == people
    # What one person wins against another, the other loses.
    for p, t in rows.items():
        if not p.level:
            mirror = rows[Pairing(p.variant, p.opponent, p.player)]
            assert (t.games_won, t.points_won) == (mirror.games_lost, mirror.points_lost)
    won = sum(t.points_won for p, t in rows.items() if p.level)
    assert won == sum(
        pts for _, seats, w, pts in games if seats[w].level is None and seats[1 - w].level
    )


# ----------------------------------------------------------------------------
# Rows that cannot be used (hostile or hand-edited files)

REPRO = TESTS / "data" / "results"


def good_row(**fields) -> dict:
    row = {
        "variant": "long",
        "player": "Anna",
        "opponent": "Computer",
        "level": "expert",
        "tally": Tally(1, 0, 2, 1, 3, 1).to_json(),
    }
    row.update(fields)
    return row


def record_file(rows: list) -> bytes:
    return json.dumps({"version": 1, "rows": rows}).encode()


@pytest.mark.parametrize("name", ["variant-list.json", "surrogate-name.json"])
def test_a_hostile_row_never_stops_the_record_and_the_file_is_kept(tmp_path, name):
    """A row whose game is a list (it raised TypeError at start-up), and one
    whose name holds a lone surrogate (it loaded, then every write failed):
    both are left out, the file is kept aside as it was, and games are
    recorded again at once."""
    content = (REPRO / name).read_bytes()
    (tmp_path / RESULTS_NAME).write_bytes(content)
    rec = ResultsRecord(tmp_path, now=fixed_time).load()
    assert isinstance(rec.error, ResultsError) and rec.error.problem is ResultsProblem.DAMAGED
    assert rec.rows == {} and len(rec.dropped) == 1 and "row 1" in rec.dropped[0]
    kept = tmp_path / "results-unreadable-20240506-070809.json"
    assert rec.kept == kept and kept.read_bytes() == content
    rec.add_game(LONG, (ANNA, EXPERT), winner=0, points=1)
    rec.add_match(LONG, (ANNA, EXPERT), winner=0)
    again = ResultsRecord(tmp_path).load()
    assert again.error is None
    assert again.rows == {Pairing("long", "Anna", "Computer", "expert"): Tally(1, 0, 1, 0, 1, 0)}


BAD_ROWS = [
    "not a row",
    None,
    [good_row()],
    good_row(variant=["long"]),
    good_row(variant={"long": 1}),
    good_row(variant=None),
    good_row(level=["expert"]),
    good_row(level=3),
    good_row(level="grandmaster"),
    good_row(player=["Anna"]),
    good_row(player=7),
    good_row(player=""),
    good_row(player="   "),
    good_row(player="\ud800Boris"),
    good_row(player="Bo\u202eris"),
    good_row(player="B\noris"),
    good_row(player="Б" * 41),
    good_row(opponent={"name": "Computer"}),
    good_row(tally=None),
    good_row(tally=[1, 0, 2, 1, 3, 1]),
    good_row(tally={**Tally().to_json(), "games_won": 1.5}),
    good_row(tally={**Tally().to_json(), "games_won": True}),
    good_row(tally={**Tally().to_json(), "games_won": "3"}),
    good_row(tally={**Tally().to_json(), "games_won": 10**13}),
    good_row(tally={**Tally().to_json(), "games_won": float("nan")}),
    good_row(tally={**Tally().to_json(), "extra": 1}),
    {k: v for k, v in good_row().items() if k != "level"},
]


def test_rows_that_cannot_be_used_are_left_out_and_the_others_kept(tmp_path):
    """What loses least: every usable row goes on counting, every other one
    is named, and the whole file is kept aside as it was, with the rows left
    out still in it."""
    boris = good_row(player="Boris", opponent="Anna", level="")
    rows = [good_row(), *BAD_ROWS, boris, good_row()]  # the last one: given twice
    content = record_file(rows)
    (tmp_path / RESULTS_NAME).write_bytes(content)
    rec = ResultsRecord(tmp_path, now=fixed_time).load()
    assert rec.rows == {
        Pairing("long", "Anna", "Computer", "expert"): Tally(1, 0, 2, 1, 3, 1),
        Pairing("long", "Boris", "Anna"): Tally(1, 0, 2, 1, 3, 1),
    }
    assert [d.split(":")[0] for d in rec.dropped] == [
        *(f"row {i + 2}" for i in range(len(BAD_ROWS))),
        f"row {len(rows)}",
    ]
    assert "given twice" in rec.dropped[-1]
    assert rec.kept is not None and rec.kept.read_bytes() == content
    rec.add_game(LONG, (ANNA, EXPERT), winner=1, points=2)
    assert ResultsRecord(tmp_path).load().rows[
        Pairing("long", "Anna", "Computer", "expert")
    ] == Tally(1, 0, 2, 2, 3, 3)


def test_names_in_the_record_follow_the_rule_of_every_name(tmp_path):
    """White space around a name is dropped on reading, as everywhere else;
    a seat whose name no player may have is written as "?", so that every
    row written is one that can be read back."""
    (tmp_path / RESULTS_NAME).write_bytes(record_file([good_row(player="  Anna ")]))
    rec = ResultsRecord(tmp_path).load()
    assert rec.error is None
    assert list(rec.rows) == [Pairing("long", "Anna", "Computer", "expert")]
    rec.add_game(LONG, (Seat("\ud800"), Seat("Com\x00puter", "expert")), winner=0, points=1)
    again = ResultsRecord(tmp_path).load()
    assert again.error is None
    assert again.rows[Pairing("long", "?", "?", "expert")] == Tally(0, 0, 1, 0, 1, 0)
