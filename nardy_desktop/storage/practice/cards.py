"""Practice cards: when each marked decision, and each built-in problem, comes
back, and how it was answered.

The schedule is FSRS (the `fsrs` package, MIT), the spaced-repetition model
of today's flashcard programs: a missed card comes back within minutes, a
solved one after longer and longer intervals, by a model of how memory fades
fitted on millions of reviews. Its state is kept per card in the store, so
practice survives a restart, and nothing needs the network. Fuzzing (the
random spread of intervals a large deck needs to even out its days) is off:
the same answers give the same schedule.

The grade comes from the play (`ai.practice.judge_play`): the best turn is
Good, a turn within the unmarked margin Hard, anything else Again; Easy only
when the person says so.

Which cards come first (`next_card`): those already seen that are due, the
earliest due first; then new ones, the person's own mistakes (the latest
first) before the problems (the easier first).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from enum import StrEnum

from fsrs import Card as FsrsCard
from fsrs import Rating, Scheduler

from nardy_desktop.ai.analysis.results import Mark
from nardy_desktop.ai.practice import Grade, ScoredTurn, Verdict, judge_play
from nardy_desktop.engine import Variant

from .db import StoreBase, moment, stamp, utc_now
from .problems import (
    Difficulty,
    Problem,
    ProblemEntry,
    builtin_problem,
    problem_entries,
    problems_digest,
)
from .records import StoredDecision

SCHEDULER = Scheduler(enable_fuzzing=False)
DAY = 86400.0
PROBLEMS_DIGEST = "problems-digest"  # `meta`: the problems file the cards were made from
_DIFFICULTY_ORDER = "CASE difficulty WHEN 'easy' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END"


class Source(StrEnum):
    OWN = "own"  # a person's own marked decision
    PROBLEM = "problem"  # a built-in problem


@dataclass(frozen=True)
class CardFilter:
    """Which cards to practise. `variant`, `phases`: of that game and those
    phases only (None: all); `max_age_days`: own decisions of matches played
    at most that many days ago (problems have no age); `doubtful`: own
    decisions marked ?! too, not only ? and ??; `name`: one person's own
    decisions only; `own`, `problems`: which sources."""

    variant: Variant | None = None
    phases: frozenset[str] | None = None
    max_age_days: float | None = None
    doubtful: bool = False
    name: str | None = None
    own: bool = True
    problems: bool = True

    def where(self, now: datetime) -> tuple[str, list[object]]:
        """The SQL condition on `cards` and its arguments."""
        parts: list[str] = []
        args: list[object] = []
        if self.variant is not None:
            parts.append("variant = ?")
            args.append(Variant(self.variant).value)
        if self.phases is not None:
            phases = sorted(self.phases)
            parts.append(f"phase IN ({', '.join('?' * len(phases))})" if phases else "0")
            args.extend(phases)
        own = ["decision_id IS NOT NULL"]
        own_args: list[object] = []
        if not self.doubtful:
            own.append(f"mark <> '{Mark.DOUBTFUL.value}'")
        if self.name is not None:
            own.append("name = ?")
            own_args.append(self.name)
        if self.max_age_days is not None:
            own.append("created >= ?")
            own_args.append(stamp(now) - self.max_age_days * DAY)
        sources = []
        if self.own:
            sources.append("(" + " AND ".join(own) + ")")
            args.extend(own_args)
        if self.problems:
            sources.append("problem IS NOT NULL")
        parts.append("(" + " OR ".join(sources) + ")" if sources else "0")
        return " AND ".join(parts), args


@dataclass(frozen=True)
class Counts:
    """Practice at a glance: `due` cards already seen that are due by the end
    of today, `new` cards never seen, `solved` cards whose last answer was the
    best turn, `reviews` answers given, `accuracy` the share of them that
    found the best turn (None: no answer yet)."""

    total: int
    due: int
    new: int
    solved: int
    reviews: int
    accuracy: float | None


@dataclass(frozen=True)
class CardView:
    """A card to practise: the position and roll, the candidates to judge a
    turn against (best first for a problem; an analysis's order for one's own
    decision, whose `decision` holds the rest: the turn played, the match),
    and where its practice stands."""

    id: int
    source: Source
    variant: Variant
    phase: str
    mark: Mark
    difficulty: Difficulty | None
    position: str
    dice: tuple[int, int]
    candidates: tuple[ScoredTurn, ...]
    decision: StoredDecision | None
    problem: Problem | None
    due: datetime
    reviews: int
    solved: int
    last_grade: Grade | None


@dataclass(frozen=True)
class ReviewResult:
    """An answer given: the verdict on the turn, the grade the schedule took,
    and when the card comes back."""

    verdict: Verdict
    grade: Grade
    due: datetime


def card_rows_for_match(conn: sqlite3.Connection, match_id: int) -> None:
    """After a match's decisions were written: a card for each marked one
    (those that had one keep it, with its practice), none for the others."""
    conn.execute(
        """DELETE FROM cards WHERE decision_id IN
           (SELECT id FROM decisions WHERE match_id = ? AND mark = 'none')""",
        (match_id,),
    )
    conn.execute(
        """UPDATE cards SET
               phase = (SELECT phase FROM decisions d WHERE d.id = cards.decision_id),
               mark = (SELECT mark FROM decisions d WHERE d.id = cards.decision_id)
           WHERE decision_id IN (SELECT id FROM decisions WHERE match_id = ?)""",
        (match_id,),
    )
    conn.execute(
        """INSERT INTO cards (decision_id, name, variant, phase, mark, difficulty, created, due)
           SELECT d.id, CASE d.player WHEN 0 THEN m.name0 ELSE m.name1 END, m.variant,
                  d.phase, d.mark, '', m.played, m.played
           FROM decisions d JOIN matches m ON m.id = d.match_id
           WHERE d.match_id = ? AND d.mark <> 'none'
             AND NOT EXISTS (SELECT 1 FROM cards c WHERE c.decision_id = d.id)""",
        (match_id,),
    )


class CardsMixin(StoreBase):
    """The store's practice: see the module docstring."""

    _problems: dict[str, Problem] | None = None  # given to `sync_problems` (tests)

    def decision(self, decision_id: int) -> StoredDecision | None:
        raise NotImplementedError  # the store's (store.PracticeStore.decision)

    def sync_problems(self, problems: Sequence[Problem] | None = None) -> int:
        """Make a card for each built-in problem that has none yet (the
        program's own problems by default); returns how many were made. The
        program's own are looked at only when their file is not the one the
        cards were last made from (see problems.py)."""
        entries: Sequence[Problem | ProblemEntry]
        digest = None
        if problems is None:
            digest = problems_digest()
            if digest and self.meta(PROBLEMS_DIGEST) == digest:
                return 0
            entries = problem_entries()
        else:
            self._problems = {p.id: p for p in problems}
            entries = problems
        have = {
            r[0] for r in self._conn.execute("SELECT problem FROM cards WHERE problem IS NOT NULL")
        }
        missing = [p for p in entries if p.id not in have]
        with self._write() as conn:
            conn.executemany(
                """INSERT OR IGNORE INTO cards (problem, variant, phase, mark, difficulty,
                       created, due) VALUES (?, ?, ?, 'none', ?, 0, 0)""",
                [(p.id, p.variant.value, p.phase, p.difficulty.value) for p in missing],
            )
            if digest:
                self._set_meta(conn, PROBLEMS_DIGEST, digest)
        return len(missing)

    def meta(self, key: str) -> str | None:
        """What the store remembers under `key` (None: nothing)."""
        row = self._conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return str(row[0]) if row is not None else None

    @staticmethod
    def _set_meta(conn: sqlite3.Connection, key: str, value: str) -> None:
        conn.execute(
            "INSERT INTO meta (key, value) VALUES (?, ?)"
            " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            (key, value),
        )

    def _problem(self, pid: str) -> Problem | None:
        if self._problems is not None and pid in self._problems:
            return self._problems[pid]
        return builtin_problem(pid)

    def counts(self, selection: CardFilter | None = None, now: datetime | None = None) -> Counts:
        """The counts of the cards `selection` picks (all by default)."""
        now = now if now is not None else utc_now()
        where, args = (selection or CardFilter()).where(now)
        total, due, new, solved = self._conn.execute(
            f"""SELECT count(*), coalesce(sum(state IS NOT NULL AND due < ?), 0),
                       coalesce(sum(state IS NULL), 0), coalesce(sum(last_grade >= ?), 0)
                FROM cards WHERE {where}""",
            [stamp(_end_of_day(now)), int(Grade.GOOD), *args],
        ).fetchone()
        reviews, good = self._conn.execute(
            f"""SELECT count(*), coalesce(sum(r.grade >= ?), 0) FROM reviews r
                WHERE r.card_id IN (SELECT id FROM cards WHERE {where})""",
            [int(Grade.GOOD), *args],
        ).fetchone()
        return Counts(total, due, new, solved, reviews, good / reviews if reviews else None)

    def due_cards(
        self, selection: CardFilter | None = None, now: datetime | None = None, limit: int = 50
    ) -> list[int]:
        """The ids of the cards to practise now, in the order they come
        (see the module docstring): at most `limit`."""
        now = now if now is not None else utc_now()
        where, args = (selection or CardFilter()).where(now)
        seen = self._conn.execute(
            f"""SELECT id FROM cards WHERE state IS NOT NULL AND due <= ? AND {where}
                ORDER BY due, id LIMIT ?""",
            [stamp(now), *args, limit],
        ).fetchall()
        out = [r[0] for r in seen]
        if len(out) < limit:
            new = self._conn.execute(
                f"""SELECT id FROM cards WHERE state IS NULL AND {where}
                    ORDER BY problem IS NOT NULL, created DESC, {_DIFFICULTY_ORDER}, id
                    LIMIT ?""",
                [*args, limit - len(out)],
            ).fetchall()
            out += [r[0] for r in new]
        return out

    def next_card(
        self, selection: CardFilter | None = None, now: datetime | None = None
    ) -> CardView | None:
        """The card to practise now (None: none is due)."""
        for card_id in self.due_cards(selection, now, limit=20):
            card = self.card(card_id)
            if card is not None:
                return card
        return None

    def card(self, card_id: int) -> CardView | None:
        """A card, with what practising it needs (None: no such card, or a
        problem the program no longer has)."""
        r = self._conn.execute(
            """SELECT id, decision_id, problem, variant, phase, mark, difficulty, due, reviews,
                      solved, last_grade FROM cards WHERE id = ?""",
            (card_id,),
        ).fetchone()
        if r is None:
            return None
        last = Grade(r[10]) if r[10] is not None else None
        if r[2] is not None:
            problem = self._problem(r[2])
            if problem is None:
                return None
            return CardView(
                r[0],
                Source.PROBLEM,
                problem.variant,
                problem.phase,
                Mark.NONE,
                problem.difficulty,
                problem.position,
                problem.dice,
                problem.candidates,
                None,
                problem,
                moment(r[7]),
                r[8],
                r[9],
                last,
            )
        decision = self.decision(r[1])
        if decision is None:
            return None
        a = decision.analysis
        return CardView(
            r[0],
            Source.OWN,
            Variant(r[3]),
            r[4],
            Mark(r[5]),
            None,
            a.position,
            a.dice,
            a.candidates,
            decision,
            None,
            moment(r[7]),
            r[8],
            r[9],
            last,
        )

    def review(
        self, card_id: int, played: str, now: datetime | None = None, easy: bool = False
    ) -> ReviewResult:
        """The person played the turn whose resulting position is `played` on
        the card: grade it, schedule the card's return and keep both at once.
        `easy`: the person found it easy (a best turn only). Raises KeyError
        for an unknown card, sqlite3.Error if the store cannot be written."""
        now = now if now is not None else utc_now()
        card = self.card(card_id)
        if card is None:
            raise KeyError(card_id)
        verdict = judge_play(card.candidates, played)
        grade = Grade.EASY if easy and verdict.grade is Grade.GOOD else verdict.grade
        with self._write() as conn:
            state = conn.execute("SELECT state FROM cards WHERE id = ?", (card_id,)).fetchone()[0]
            fsrs_card = FsrsCard.from_json(state) if state else FsrsCard(card_id=card_id, due=now)
            fsrs_card, _ = SCHEDULER.review_card(fsrs_card, Rating(int(grade)), now)
            due = fsrs_card.due
            conn.execute(
                """UPDATE cards SET state = ?, due = ?, reviews = reviews + 1,
                       solved = solved + ?, last_grade = ?, last_review = ? WHERE id = ?""",
                (
                    fsrs_card.to_json(),
                    stamp(due),
                    int(verdict.solved),
                    int(grade),
                    stamp(now),
                    card_id,
                ),
            )
            conn.execute(
                "INSERT INTO reviews (card_id, at, grade, lost) VALUES (?, ?, ?, ?)",
                (card_id, stamp(now), int(grade), verdict.lost),
            )
        return ReviewResult(verdict, grade, due)


def _end_of_day(now: datetime) -> datetime:
    local = now.astimezone()
    return (local + timedelta(days=1)).replace(hour=0, minute=0, second=0, microsecond=0)


__all__ = [
    "SCHEDULER",
    "CardFilter",
    "CardView",
    "CardsMixin",
    "Counts",
    "ReviewResult",
    "Source",
    "card_rows_for_match",
]
