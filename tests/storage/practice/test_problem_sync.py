"""The built-in problems cost a start nothing: their cards are made from what
the file says of each (no move checked), once for each file the store meets
(its digest kept in the store), and a problem's moves are checked only when
its card is played."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime

import pytest

from nardy_desktop.storage.practice import cards, problems
from nardy_desktop.storage.practice.cards import PROBLEMS_DIGEST, Source
from nardy_desktop.storage.practice.problems import (
    builtin_problem,
    builtin_problems,
    problem_entries,
    problems_digest,
    problems_path,
)
from nardy_desktop.storage.practice.schema import MIGRATIONS, SCHEMA_VERSION, version_of

from tests.storage.practice.support import store_at

NOW = datetime(2030, 5, 6, 9, 0, tzinfo=UTC)


def problems_file(path, count):
    """A problems file of the program's first `count` problems, written at `path`."""
    doc = json.loads(problems_path().read_text(encoding="utf-8"))
    doc["problems"] = doc["problems"][:count]
    path.write_text(json.dumps(doc, separators=(",", ":")), encoding="utf-8")
    return path


@pytest.fixture
def shipped(tmp_path, monkeypatch):
    """The program's problems file is one the test writes (`write(count)`)."""
    path = tmp_path / "problems.json"
    monkeypatch.setattr(problems, "problems_path", lambda: path)

    def write(count):
        problems_file(path, count)
        forget()  # a new file: as a new version of the program reads it

    return write


def forget():
    for f in (problems._document, problems._entries, problems._by_id, problems._checked):
        f.cache_clear()


def test_the_entries_say_what_the_checked_problems_say():
    entries = problem_entries()
    full = builtin_problems()
    assert [(e.id, e.variant, e.phase, e.difficulty) for e in entries] == [
        (p.id, p.variant, p.phase, p.difficulty) for p in full
    ]
    for p in full[:: max(1, len(full) // 20)]:
        assert builtin_problem(p.id) == p
    assert builtin_problem("no-such-problem") is None
    assert len(problems_digest()) == 64


def test_a_start_with_the_same_file_makes_no_card_and_reads_no_problem(
    tmp_path, shipped, monkeypatch
):
    shipped(5)
    path = tmp_path / "p.sqlite3"
    store = store_at(path)
    assert store.sync_problems() == 5
    assert store.meta(PROBLEMS_DIGEST) == problems_digest()
    store.close()

    def unread():
        raise AssertionError("the problems were read again")

    again = store_at(path)
    with monkeypatch.context() as m:
        m.setattr(cards, "problem_entries", unread)
        assert again.sync_problems() == 0
    # A new file (a new version of the program): only its new problems get cards.
    shipped(8)
    assert again.meta(PROBLEMS_DIGEST) != problems_digest()
    assert again.sync_problems() == 3
    assert again.meta(PROBLEMS_DIGEST) == problems_digest()
    assert again.counts(now=NOW).total == 8
    again.close()


def test_a_problem_is_checked_only_when_its_card_is_played(tmp_path, shipped):
    shipped(40)
    checked, whole = problems._checked.cache_info().currsize, problems._all.cache_info().currsize
    store = store_at(tmp_path / "p.sqlite3")
    assert store.sync_problems() == 40
    card = store.next_card(now=NOW)
    assert card is not None and card.source is Source.PROBLEM
    assert card.problem == builtin_problem(card.problem.id)
    assert card.candidates[0] == card.problem.answer
    assert problems._checked.cache_info().currsize == checked + 1  # that card's problem alone
    assert problems._all.cache_info().currsize == whole  # the whole file never checked
    store.close()


def test_a_problem_that_does_not_hold_up_is_never_put_on_the_board(tmp_path, shipped):
    shipped(3)
    path = problems.problems_path()
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["problems"][0]["candidates"][0][0] = "24/1 24/2"  # not a legal turn
    doc["problems"][1]["phase"] = "nowhere"  # no card at all
    path.write_text(json.dumps(doc), encoding="utf-8")
    forget()
    store = store_at(tmp_path / "p.sqlite3")
    assert store.sync_problems() == 2
    shown = [store.card(i) for i in store.due_cards(now=NOW)]
    assert [c.problem.id for c in shown if c is not None] == [doc["problems"][2]["id"]]
    assert store.next_card(now=NOW).problem.id == doc["problems"][2]["id"]
    store.close()


def test_a_store_of_the_first_version_is_brought_up_to_date(tmp_path):
    path = tmp_path / "p.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    for statement in MIGRATIONS[0]:
        conn.execute(statement)
    conn.execute(
        "INSERT INTO cards (problem, variant, phase, mark, difficulty, created, due)"
        " VALUES ('long-0', 'long', 'bearoff', 'none', 'easy', 0, 0)"
    )
    conn.execute("PRAGMA user_version = 1")
    conn.close()
    store = store_at(path)
    assert version_of(store._conn) == SCHEMA_VERSION == 2
    assert store.meta(PROBLEMS_DIGEST) is None  # never synced by this version
    made = store.sync_problems()
    assert made == len(problem_entries()) - 1  # the card it had is kept
    assert store.meta(PROBLEMS_DIGEST) == problems_digest()
    store.close()
