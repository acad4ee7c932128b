"""The store's schema: made from an empty file, of a known version, in
write-ahead-log mode, and a later version's file left alone."""

from __future__ import annotations

import sqlite3
import threading

from nardy_desktop.storage.practice import SCHEMA_VERSION, StoreProblem, open_store
from nardy_desktop.storage.practice.schema import MIGRATIONS, migrate, version_of

from tests.storage.practice.support import store_at, stored

TABLES = {"matches", "summaries", "decisions", "cards", "reviews", "meta"}


def tables(conn: sqlite3.Connection) -> set[str]:
    rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    return {r[0] for r in rows}


def test_an_empty_file_is_brought_up_to_the_current_version(tmp_path):
    path = tmp_path / "practice.sqlite3"
    path.touch()  # an empty file is an empty database, version 0
    conn = sqlite3.connect(path, isolation_level=None)
    assert version_of(conn) == 0
    assert migrate(conn) == 0
    assert version_of(conn) == SCHEMA_VERSION == len(MIGRATIONS)
    assert tables(conn) >= TABLES
    assert migrate(conn) == SCHEMA_VERSION  # nothing left to do
    conn.close()


def test_a_new_store_uses_the_write_ahead_log_and_full_sync(tmp_path):
    store = store_at(tmp_path / "practice.sqlite3")
    conn = store._conn
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    assert version_of(conn) == SCHEMA_VERSION
    store.close()


def test_a_store_of_a_later_version_is_left_as_it_is(tmp_path):
    path = tmp_path / "practice.sqlite3"
    store_at(path).close()
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    opened = open_store(path)
    assert opened.store is None
    assert opened.problem is StoreProblem.NEWER_VERSION
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir() if "unreadable" in p.name] == []


def test_readers_do_not_wait_for_a_write_under_way(tmp_path):
    path = tmp_path / "practice.sqlite3"
    store = stored(path)
    writer = sqlite3.connect(path, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")
    writer.execute("DELETE FROM matches")  # not committed: readers see the matches
    seen: list[int] = []

    def read() -> None:
        reader = store_at(path)
        seen.append(len(reader.matches()))
        reader.close()

    t = threading.Thread(target=read)
    t.start()
    t.join(timeout=30)
    assert not t.is_alive()
    assert seen == [1]
    writer.execute("ROLLBACK")
    writer.close()
    store.close()
