"""The practice store's tables, and the steps that bring a database of any
earlier version (an empty file is version 0) up to this one.

The version is SQLite's own `PRAGMA user_version`, in the file's header. Each
step runs in one transaction with the version it reaches, so a step cut off
(the program killed, the disk full) leaves the database as it was before it,
and the next start runs it again. A database of a later version than this
program knows is never written to: it is refused, and left as it is.

The tables:

- `matches`: one row per analysed match, found again by its `key`
  (`keys.match_key`), so that re-analysing a match replaces it in place;
- `summaries`: each person's figures over the match (`phase` '') and over
  each phase of the game, as the analysis's `summarise` gives them;
- `decisions`: every analysed decision of a person, with its candidates in a
  compact JSON list, deflated (move, equity and chances; the resulting
  positions are found again from the move, which keeps the file a third of
  the size);
- `cards`: what practice schedules, one per marked decision and one per
  built-in problem, with its spaced-repetition state;
- `reviews`: every answer given, for the counts and the accuracy;
- `meta` (version 2): what the store remembers of the program that wrote
  it, such as the digest of the built-in problems its cards were made from,
  so that a start with the same problems reads none of them.
"""

from __future__ import annotations

import sqlite3

SCHEMA_VERSION = 2

_V1 = (
    """CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        variant TEXT NOT NULL,
        length INTEGER NOT NULL,
        name0 TEXT NOT NULL,
        name1 TEXT NOT NULL,
        person0 INTEGER NOT NULL,
        person1 INTEGER NOT NULL,
        played REAL NOT NULL,
        analysed REAL NOT NULL,
        depth TEXT NOT NULL,
        score TEXT NOT NULL,
        games INTEGER NOT NULL,
        digest TEXT NOT NULL
    )""",
    "CREATE INDEX matches_played ON matches(played)",
    """CREATE TABLE summaries (
        match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        player INTEGER NOT NULL,
        phase TEXT NOT NULL,
        name TEXT NOT NULL,
        decisions INTEGER NOT NULL,
        forced INTEGER NOT NULL,
        error REAL NOT NULL,
        doubtful INTEGER NOT NULL,
        mistakes INTEGER NOT NULL,
        blunders INTEGER NOT NULL,
        luck REAL NOT NULL,
        opponent_luck REAL NOT NULL,
        points INTEGER,
        luck_adjusted REAL,
        PRIMARY KEY (match_id, player, phase)
    ) WITHOUT ROWID""",
    "CREATE INDEX summaries_name ON summaries(name, phase)",
    """CREATE TABLE decisions (
        id INTEGER PRIMARY KEY,
        match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        game INTEGER NOT NULL,
        turn INTEGER NOT NULL,
        player INTEGER NOT NULL,
        side INTEGER NOT NULL,
        d1 INTEGER NOT NULL,
        d2 INTEGER NOT NULL,
        ply INTEGER NOT NULL,
        phase TEXT NOT NULL,
        mark TEXT NOT NULL,
        lost REAL NOT NULL,
        played_index INTEGER NOT NULL,
        played_rank INTEGER NOT NULL,
        position TEXT NOT NULL,
        candidates BLOB NOT NULL,
        UNIQUE (match_id, game, turn)
    )""",
    """CREATE TABLE cards (
        id INTEGER PRIMARY KEY,
        decision_id INTEGER UNIQUE REFERENCES decisions(id) ON DELETE CASCADE,
        problem TEXT UNIQUE,
        name TEXT,
        variant TEXT NOT NULL,
        phase TEXT NOT NULL,
        mark TEXT NOT NULL,
        difficulty TEXT NOT NULL,
        created REAL NOT NULL,
        due REAL NOT NULL,
        state TEXT,
        reviews INTEGER NOT NULL DEFAULT 0,
        solved INTEGER NOT NULL DEFAULT 0,
        last_grade INTEGER,
        last_review REAL,
        CHECK ((decision_id IS NULL) <> (problem IS NULL))
    )""",
    "CREATE INDEX cards_due ON cards(due)",
    """CREATE TABLE reviews (
        id INTEGER PRIMARY KEY,
        card_id INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
        at REAL NOT NULL,
        grade INTEGER NOT NULL,
        lost REAL
    )""",
    "CREATE INDEX reviews_card ON reviews(card_id)",
)

_V2 = (
    """CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    ) WITHOUT ROWID""",
)

# MIGRATIONS[v] takes a database of version v to version v + 1.
MIGRATIONS: tuple[tuple[str, ...], ...] = (_V1, _V2)
assert len(MIGRATIONS) == SCHEMA_VERSION


class NewerStore(Exception):
    """The database was written by a later version of the program."""

    def __init__(self, version: int) -> None:
        super().__init__(f"version {version}; this program knows versions up to {SCHEMA_VERSION}")
        self.version = version


def version_of(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection) -> int:
    """Bring the database up to SCHEMA_VERSION, one transaction per step;
    returns the version it had. Raises NewerStore for a later version's
    database, sqlite3.DatabaseError for one that is not a database."""
    start = version_of(conn)
    if start > SCHEMA_VERSION:
        raise NewerStore(start)
    for version in range(start, SCHEMA_VERSION):
        conn.execute("BEGIN IMMEDIATE")
        try:
            if version_of(conn) != version:  # another copy migrated meanwhile
                conn.execute("ROLLBACK")
                continue
            for statement in MIGRATIONS[version]:
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {version + 1}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    return start


__all__ = ["MIGRATIONS", "SCHEMA_VERSION", "NewerStore", "migrate", "version_of"]
