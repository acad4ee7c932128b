"""The connection every part of the practice store shares, and its writes.

Every write is one transaction begun with BEGIN IMMEDIATE (the write lock
taken at once, so two copies never both read and then both write) and
committed whole, or not at all. The journal is SQLite's write-ahead log: a
reader never waits for the writer nor the writer for readers, and a commit
is a record appended to the log, so a process killed at any moment leaves the
database as of its last commit. `synchronous=FULL` makes each commit reach
the disk before it returns, so that a power cut does not take back a review
already answered; commits are few (one per match analysed, one per answer),
so its cost is never felt.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

BUSY_MS = 5000  # how long a write waits for another copy's (the text interface's) to end


class StoreBase:
    """An open practice database (see `store.open_store`)."""

    def __init__(self, conn: sqlite3.Connection, path: Path) -> None:
        self._conn = conn
        self.path = path

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction: committed when the block ends, rolled back if it raises."""
        conn = self._conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            yield conn
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def close(self) -> None:
        self._conn.close()

    def __enter__(self) -> StoreBase:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def connect(path: Path) -> sqlite3.Connection:
    """Open (or create) the database with the store's settings (see the
    module docstring). Raises sqlite3.DatabaseError for a file that is not a
    database, OSError-like sqlite3.OperationalError when it cannot be opened."""
    conn = sqlite3.connect(path, timeout=BUSY_MS / 1000, isolation_level=None)
    try:
        conn.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
        conn.execute("PRAGMA journal_mode = WAL").fetchone()
        conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA foreign_keys = ON")
    except BaseException:
        conn.close()
        raise
    return conn


def stamp(when: datetime) -> float:
    """A moment as the store keeps it: seconds since 1970, UTC."""
    if when.tzinfo is None:
        when = when.astimezone()  # a local time
    return when.timestamp()


def moment(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def utc_now() -> datetime:
    return datetime.now(UTC)


__all__ = ["BUSY_MS", "StoreBase", "connect", "moment", "stamp", "utc_now"]
