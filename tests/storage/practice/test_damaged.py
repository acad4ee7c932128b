"""A damaged store is kept aside, never lost, and a new one started, with a
sentence for the person."""

from __future__ import annotations

import sqlite3

from nardy_desktop.storage.practice import StoreProblem, open_store
from nardy_desktop.storage.practice.messages import store_text

from tests.storage.practice.support import stored


def test_a_file_that_is_not_a_database_is_kept_aside(tmp_path):
    path = tmp_path / "practice.sqlite3"
    junk = b"this is not a database at all\n" * 300
    path.write_bytes(junk)
    opened = open_store(path)
    assert opened.problem is StoreProblem.DAMAGED
    assert opened.store is not None
    assert opened.kept is not None and opened.kept != path
    assert opened.kept.name.startswith("practice-unreadable-")
    assert opened.kept.read_bytes() == junk  # nothing lost
    assert opened.store.matches() == []  # a new store, ready
    text = store_text(opened)
    assert "practice.sqlite3" in text and opened.kept.name in text
    opened.store.close()
    again = open_store(path)
    assert again.problem is None and again.store is not None
    again.store.close()


def test_damaged_pages_are_found_on_opening_and_kept_aside(tmp_path):
    path = tmp_path / "practice.sqlite3"
    store = stored(path, 3, 4)
    store._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 4 * page
    for at in range(2 * page, len(data) - page, page):  # every page but the first and last
        data[at : at + 64] = b"\xff" * 64
    path.write_bytes(bytes(data))
    opened = open_store(path)
    assert opened.problem is StoreProblem.DAMAGED, opened.detail
    assert opened.kept is not None and opened.kept.read_bytes() == bytes(data)
    assert opened.store is not None and opened.store.matches() == []
    opened.store.close()


def test_a_healthy_store_opens_without_a_word(tmp_path):
    path = tmp_path / "practice.sqlite3"
    stored(path).close()
    opened = open_store(path)
    assert opened.problem is None and store_text(opened) == ""
    assert len(opened.store.matches()) == 1
    opened.store.close()
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] >= 1
