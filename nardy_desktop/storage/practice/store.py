"""The practice store: every analysed decision of the people who play here,
kept in the data folder (`practice.sqlite3`) for practice and progress.

Whichever way a match was analysed (in the window, by the text interface,
or read with a saved match), `add_match` keeps each person's decisions, never
the computer's, with the match's figures; analysing the same match again
replaces it in place, and the practice of its decisions goes on where it was.

Opening never fails the program: a file that is not a database, or whose
pages are damaged, is kept aside as the autosave keeps its own
(`practice-unreadable-<local time>.sqlite3`, never over another file) and a
new store started, and `StoreOpened` says so for the window to tell. A file
written by a later version is left as it is, and practice waits for that
version. See db.py for how the writes survive a kill.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sqlite3
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from pathlib import Path

from nardy_desktop.ai.analysis.results import (
    Candidate,
    DecisionAnalysis,
    Depth,
    GameAnalysis,
    Mark,
    MatchAnalysis,
    PlayerSummary,
    ScoreKind,
    summarise,
)
from nardy_desktop.ai.practice import decision_phase
from nardy_desktop.engine import Position, Side, Variant, legal_turns
from nardy_desktop.unusable_files import keep_unreadable

from .cards import CardsMixin, card_rows_for_match
from .db import connect, moment, stamp, utc_now
from .paths import practice_path
from .records import StoredDecision, StoreProblem
from .schema import NewerStore, migrate

WHOLE = ""  # the phase of a summary over the whole match

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class MatchInfo:
    """An analysed match as the store holds it; `decisions`: the people's
    decisions kept, `marked`: those of them with a mark."""

    key: str
    variant: Variant
    length: int
    names: tuple[str, str]
    persons: tuple[bool, bool]
    played: datetime
    analysed: datetime
    depth: Depth
    score: ScoreKind
    games: int
    decisions: int
    marked: int


@dataclass(frozen=True)
class ProgressRow:
    """One person's figures over one analysed match: `summary` is the
    analysis's own (its `error_rate` in milli-points a decision, `rating`,
    `luck`), `phases` the same over each phase of the game the person met
    (their luck is not split: 0)."""

    key: str
    played: datetime
    variant: Variant
    length: int
    opponent: str
    summary: PlayerSummary
    phases: dict[str, PlayerSummary] = field(default_factory=dict)


@dataclass
class StoreOpened:
    """What `open_store` found: the store (None when practice cannot be
    used now), and when something was wrong, what (`problem`), where the old
    file went (`kept`), and the detail for a bug report."""

    store: PracticeStore | None
    path: Path
    problem: StoreProblem | None = None
    kept: Path | None = None
    detail: str = ""


def open_store(path: Path | None = None, check: bool = True) -> StoreOpened:
    """Open the store at `path` (the data folder's by default), creating or
    bringing it up to date as needed. `check` reads every page's structure
    first (SQLite's quick_check), so that damage is found now rather than in
    the middle of practice. Never raises (see the module docstring)."""
    path = path if path is not None else practice_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return StoreOpened(PracticeStore(_opened(path, check), path), path)
    except NewerStore as e:
        log.warning("%s: %s: left as it is", path, e)
        return StoreOpened(None, path, StoreProblem.NEWER_VERSION, path, str(e))
    except sqlite3.DatabaseError as e:
        if isinstance(e, sqlite3.OperationalError) and not _is_damage(e):
            log.warning("cannot open %s: %s", path, e)
            return StoreOpened(None, path, StoreProblem.UNAVAILABLE, None, str(e))
        detail = str(e)
    except OSError as e:
        log.warning("cannot open %s: %s", path, e)
        return StoreOpened(None, path, StoreProblem.UNAVAILABLE, None, e.strerror or str(e))
    log.warning("%s is damaged: %s", path, detail)
    try:
        kept = _keep_aside(path)
    except OSError as e:
        log.warning("cannot keep %s aside: %s", path, e)
        return StoreOpened(None, path, StoreProblem.DAMAGED, path, detail)
    try:
        store = PracticeStore(_opened(path, False), path)
    except (sqlite3.Error, OSError, NewerStore) as e:
        return StoreOpened(None, path, StoreProblem.DAMAGED, kept, f"{detail}; {e}")
    return StoreOpened(store, path, StoreProblem.DAMAGED, kept, detail)


def _is_damage(e: sqlite3.Error) -> bool:
    text = str(e).lower()
    return "malformed" in text or "not a database" in text or "corrupt" in text


def _opened(path: Path, check: bool) -> sqlite3.Connection:
    conn = connect(path)
    try:
        if check:
            rows = conn.execute("PRAGMA quick_check(1)").fetchall()
            if rows != [("ok",)]:
                raise sqlite3.DatabaseError(f"database disk image is malformed: {rows[0][0]}")
        migrate(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def _keep_aside(path: Path) -> Path:
    """Move a damaged store and its log aside, under one new name."""
    kept = keep_unreadable(path)
    for suffix in ("-wal", "-shm"):
        extra = Path(f"{path}{suffix}")
        if os.path.lexists(extra):
            if suffix == "-shm":  # an index of the log, rebuilt from it
                extra.unlink()
            else:
                os.replace(extra, Path(f"{kept}{suffix}"))
    return kept


def _candidates_blob(candidates: Sequence[Candidate]) -> bytes:
    """The candidates as the store keeps them: a JSON list of [move, equity,
    chances...] to five decimals, deflated (half the size: a thousand matches
    stay within a few tens of MB)."""
    text = json.dumps(
        [
            [
                c.move,
                round(c.equity, 5),
                round(c.win, 5),
                round(c.win_big, 5),
                round(c.win_backgammon, 5),
                round(c.lose_big, 5),
                round(c.lose_backgammon, 5),
            ]
            for c in candidates
        ],
        separators=(",", ":"),
        ensure_ascii=False,
    )
    return zlib.compress(text.encode("utf-8"), 9)


def _candidates_from(
    blob: bytes, position: Position, dice: tuple[int, int]
) -> tuple[Candidate, ...]:
    results = {t.text: t.result.to_text() for t in legal_turns(position, dice)}
    return tuple(
        Candidate(str(c[0]), results.get(str(c[0]), ""), *(float(x) for x in c[1:7]))
        for c in json.loads(zlib.decompress(blob).decode("utf-8"))
    )


def _phase_summaries(
    player: int, name: str, games: Sequence[GameAnalysis], phases: dict[tuple[int, int], str]
) -> dict[str, PlayerSummary]:
    """The person's figures over each phase, by the analysis's own `summarise`
    on the games cut down to that phase's decisions (their luck left out)."""
    out: dict[str, PlayerSummary] = {}
    for phase in sorted({p for (g, t), p in phases.items()}):
        cut = [
            replace(
                g,
                rolls=(),
                outcome=None,
                decisions=tuple(
                    d
                    for d in g.decisions
                    if d.player == player and phases.get((d.game, d.turn)) == phase
                ),
            )
            for g in games
        ]
        s = summarise(player, name, cut)
        if s.decisions:
            out[phase] = s
    return out


class PracticeStore(CardsMixin):
    """An open store (see `open_store`); close it, or use it in a `with`."""

    # ----- matches --------------------------------------------------------------------
    def add_match(
        self,
        analysis: MatchAnalysis,
        persons: tuple[bool, bool],
        key: str,
        played: datetime | None = None,
        now: datetime | None = None,
    ) -> int:
        """Keep the decisions of the players who are `persons` in `analysis`,
        under `key` (`keys.match_key`), replacing what an earlier analysis of
        that match kept (the date it was first kept stays, and so does the
        practice of every decision still marked). Returns how many decisions
        were kept. Raises sqlite3.Error if the store cannot be written."""
        now = now if now is not None else utc_now()
        people = [p for p in (0, 1) if persons[p]]
        if not people:
            return 0
        phases: dict[tuple[int, int], str] = {}
        rows = []
        for g in analysis.games:
            for d in g.decisions:
                if d.player not in people:
                    continue
                phase = decision_phase(Position.from_text(d.position), d.turn - 1)
                phases[(d.game, d.turn)] = phase
                rows.append((d, phase))
        digest = _digest(analysis, people)
        with self._write() as conn:
            old = conn.execute(
                "SELECT id, played, digest FROM matches WHERE key = ?", (key,)
            ).fetchone()
            if old is not None and old[2] == digest:
                return len(rows)
            first = old[1] if old is not None else stamp(played if played is not None else now)
            match_id = conn.execute(
                """INSERT INTO matches (key, variant, length, name0, name1, person0, person1,
                       played, analysed, depth, score, games, digest)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                   ON CONFLICT(key) DO UPDATE SET variant = excluded.variant,
                       length = excluded.length, name0 = excluded.name0, name1 = excluded.name1,
                       person0 = excluded.person0, person1 = excluded.person1,
                       analysed = excluded.analysed, depth = excluded.depth,
                       score = excluded.score, games = excluded.games, digest = excluded.digest
                   RETURNING id""",
                (
                    key,
                    analysis.variant.value,
                    analysis.length,
                    analysis.names[0],
                    analysis.names[1],
                    int(persons[0]),
                    int(persons[1]),
                    first,
                    stamp(now),
                    analysis.depth.value,
                    analysis.score.value,
                    len(analysis.games),
                    digest,
                ),
            ).fetchone()[0]
            conn.execute("DELETE FROM summaries WHERE match_id = ?", (match_id,))
            for p in people:
                name = analysis.names[p]
                figures = {WHOLE: analysis.summary(p)}
                figures.update(_phase_summaries(p, name, analysis.games, phases))
                conn.executemany(
                    "INSERT INTO summaries VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    [(match_id, p, phase, *_summary_row(s)) for phase, s in figures.items()],
                )
            kept = []
            for d, phase in rows:
                kept.append(
                    conn.execute(
                        """INSERT INTO decisions (match_id, game, turn, player, side, d1, d2, ply,
                               phase, mark, lost, played_index, played_rank, position, candidates)
                           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                           ON CONFLICT(match_id, game, turn) DO UPDATE SET
                               player = excluded.player, side = excluded.side, d1 = excluded.d1,
                               d2 = excluded.d2, ply = excluded.ply, phase = excluded.phase,
                               mark = excluded.mark, lost = excluded.lost,
                               played_index = excluded.played_index,
                               played_rank = excluded.played_rank, position = excluded.position,
                               candidates = excluded.candidates
                           RETURNING id""",
                        (
                            match_id,
                            d.game,
                            d.turn,
                            d.player,
                            int(d.side),
                            d.dice[0],
                            d.dice[1],
                            d.ply,
                            phase,
                            d.mark.value,
                            d.equity_lost,
                            d.played_index,
                            d.played_rank,
                            d.position,
                            _candidates_blob(d.candidates),
                        ),
                    ).fetchone()[0]
                )
            conn.execute("CREATE TEMP TABLE IF NOT EXISTS kept_ids (id INTEGER PRIMARY KEY)")
            conn.execute("DELETE FROM kept_ids")
            conn.executemany("INSERT INTO kept_ids VALUES (?)", [(i,) for i in kept])
            conn.execute(
                "DELETE FROM decisions WHERE match_id = ? AND id NOT IN (SELECT id FROM kept_ids)",
                (match_id,),
            )
            card_rows_for_match(conn, match_id)
        return len(rows)

    def matches(self, name: str | None = None) -> list[MatchInfo]:
        """The analysed matches, the latest first (of the person `name` only, when given)."""
        sql = """SELECT m.key, m.variant, m.length, m.name0, m.name1, m.person0, m.person1,
                        m.played, m.analysed, m.depth, m.score, m.games,
                        (SELECT count(*) FROM decisions d WHERE d.match_id = m.id),
                        (SELECT count(*) FROM decisions d WHERE d.match_id = m.id
                            AND d.mark <> 'none')
                 FROM matches m"""
        args: tuple[object, ...] = ()
        if name is not None:
            sql += " WHERE (m.name0 = ? AND m.person0) OR (m.name1 = ? AND m.person1)"
            args = (name, name)
        sql += " ORDER BY m.played DESC, m.id DESC"
        return [
            MatchInfo(
                r[0],
                Variant(r[1]),
                r[2],
                (r[3], r[4]),
                (bool(r[5]), bool(r[6])),
                moment(r[7]),
                moment(r[8]),
                Depth(r[9]),
                ScoreKind(r[10]),
                r[11],
                r[12],
                r[13],
            )
            for r in self._conn.execute(sql, args)
        ]

    def delete_match(self, key: str) -> bool:
        """Forget a match, its decisions and their practice (False: no such match)."""
        with self._write() as conn:
            return conn.execute("DELETE FROM matches WHERE key = ?", (key,)).rowcount > 0

    def people(self) -> list[str]:
        """The names of the people with analysed decisions, in order."""
        rows = self._conn.execute(
            "SELECT DISTINCT name FROM summaries WHERE phase = '' ORDER BY name"
        )
        return [r[0] for r in rows]

    # ----- progress -------------------------------------------------------------------
    def progress(self, name: str, variant: Variant | None = None) -> list[ProgressRow]:
        """`name`'s figures over each analysed match, the oldest first (of one game
        only, when `variant` is given)."""
        sql = """SELECT m.id, m.key, m.played, m.variant, m.length, m.name0, m.name1, s.player,
                        s.phase, s.name, s.decisions, s.forced, s.error, s.doubtful, s.mistakes,
                        s.blunders, s.luck, s.opponent_luck, s.points, s.luck_adjusted
                 FROM summaries s JOIN matches m ON m.id = s.match_id
                 WHERE s.name = ?"""
        args: list[object] = [name]
        if variant is not None:
            sql += " AND m.variant = ?"
            args.append(Variant(variant).value)
        sql += " ORDER BY m.played, m.id, s.player, s.phase"
        rows: dict[tuple[int, int], ProgressRow] = {}
        for r in self._conn.execute(sql, args):
            player = r[7]
            summary = PlayerSummary(player, r[9], *r[10:20])
            slot = (r[0], player)
            if r[8] == WHOLE:
                rows[slot] = ProgressRow(
                    r[1], moment(r[2]), Variant(r[3]), r[4], r[6 - player], summary
                )
            elif slot in rows:
                rows[slot].phases[r[8]] = summary
        return list(rows.values())

    # ----- decisions ------------------------------------------------------------------
    def decision(self, decision_id: int) -> StoredDecision | None:
        """A decision kept, as the analysis had it (None: no such decision)."""
        r = self._conn.execute(
            """SELECT d.id, m.key, m.variant, m.name0, m.name1, m.played, d.phase, d.game,
                      d.turn, d.player, d.side, d.d1, d.d2, d.position, d.ply, d.candidates,
                      d.played_index, d.played_rank
               FROM decisions d JOIN matches m ON m.id = d.match_id WHERE d.id = ?""",
            (decision_id,),
        ).fetchone()
        if r is None:
            return None
        position = Position.from_text(r[13])
        dice = (r[11], r[12])
        analysis = DecisionAnalysis(
            r[7],
            r[8],
            r[9],
            Side(r[10]),
            dice,
            r[13],
            r[14],
            _candidates_from(r[15], position, dice),
            r[16],
            r[17],
        )
        name = r[3] if r[9] == 0 else r[4]
        return StoredDecision(r[0], r[1], Variant(r[2]), name, moment(r[5]), r[6], analysis)

    def decisions(self, key: str) -> list[StoredDecision]:
        """Every decision kept of one match, in the order played."""
        ids = self._conn.execute(
            """SELECT d.id FROM decisions d JOIN matches m ON m.id = d.match_id
               WHERE m.key = ? ORDER BY d.game, d.turn""",
            (key,),
        )
        out = [self.decision(i) for (i,) in ids.fetchall()]
        return [d for d in out if d is not None]


def _summary_row(s: PlayerSummary) -> tuple[object, ...]:
    return (
        s.name,
        s.decisions,
        s.forced,
        s.error,
        s.doubtful,
        s.mistakes,
        s.blunders,
        s.luck,
        s.opponent_luck,
        s.points,
        s.luck_adjusted,
    )


def _digest(analysis: MatchAnalysis, people: Iterable[int]) -> str:
    """What makes two analyses of one match the same for the store: nothing to
    write when it has not changed (a match opened again, the autosave)."""
    h = hashlib.sha256()
    h.update(repr((analysis.names, analysis.depth, analysis.score, tuple(people))).encode())
    for g in analysis.games:
        h.update(repr((g.number, g.outcome, [(r.turn, r.luck) for r in g.rolls])).encode())
        for d in g.decisions:
            h.update(repr((d.game, d.turn, d.played_index, d.equity_lost, d.ply)).encode())
    return h.hexdigest()[:32]


__all__ = [
    "MatchInfo",
    "Mark",
    "PracticeStore",
    "ProgressRow",
    "StoreOpened",
    "StoreProblem",
    "StoredDecision",
    "open_store",
]
