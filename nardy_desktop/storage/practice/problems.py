"""The practice problems that come with the program: decisions of both games
whose answer was scored by rollouts (scripts/make_practice_problems.py makes
the file, resources/practice/problems.json, compact JSON).

Only decisions with a clear best answer are kept: the rollouts' best
candidate ahead of every other by more than `CLEAR_SIGMAS` standard errors of
their difference, measured trial by trial on the same dice (so the noise the
candidates share cancels). Two standard errors leave about one chance in
forty that the second candidate is in truth as good, where one would leave
one in six. The answer must also lead by `MIN_LEAD` at least: a smaller
lead can be certain and still not worth learning (a hundredth of a point is
a quarter of what the analysis marks as doubtful). The file is checked
against both rules by the tests.

The file is the program's own, but it is read as carefully as any other: a
problem that does not hold up (a position the rules refuse, a move that is not
legal with its dice) is left out, never a reason to fail.

Checking a problem's moves means finding every legal turn of its position,
a millisecond each: the whole file takes a few tenths of a second. Practice
needs that only for the card on the board, so the file is read once a run
(`_document`), a card is made from what it says of each problem
(`problem_entries`: no moves checked), and a problem is checked when its card
is played (`builtin_problem`). The store keeps the file's digest
(`problems_digest`), so that a start with the same file makes no card at all.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path

from nardy_desktop.ai.phases import PHASES
from nardy_desktop.engine import Position, PositionError, Variant, legal_turns
from nardy_desktop.paths import resource_path

FORMAT = "nardy-desktop-problems"
PROBLEMS_VERSION = 1
CLEAR_SIGMAS = 2.0
MIN_LEAD = 0.01  # points: a lead smaller than this is clear to a rollout, not to a player

log = logging.getLogger(__name__)


class Difficulty(StrEnum):
    """How far the answer leads the second best turn: the nearer, the harder
    to see."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


# The best turn's lead over the second, in points: at least this much for the band.
DIFFICULTY_LEADS: tuple[tuple[float, Difficulty], ...] = (
    (0.10, Difficulty.EASY),
    (0.04, Difficulty.MEDIUM),
)


def difficulty_of(lead: float) -> Difficulty:
    """The band of a problem whose best turn leads the second by `lead` points."""
    for limit, band in DIFFICULTY_LEADS:
        if lead >= limit:
            return band
    return Difficulty.HARD


@dataclass(frozen=True)
class ProblemCandidate:
    """A candidate of a problem: its move, resulting position, mean points by
    the rollouts (luck taken off) and the standard error of its difference
    from the best (0 for the best itself). `equity` and `position` make it an
    `ai.practice.ScoredTurn`."""

    move: str
    position: str
    equity: float
    se: float


@dataclass(frozen=True)
class Problem:
    """A built-in problem; `candidates` best first, so `candidates[0]` is the answer."""

    id: str
    variant: Variant
    phase: str
    difficulty: Difficulty
    position: str
    dice: tuple[int, int]
    trials: int
    candidates: tuple[ProblemCandidate, ...]

    @property
    def answer(self) -> ProblemCandidate:
        return self.candidates[0]

    @property
    def lead(self) -> float:
        """The answer's lead over the second best, in points."""
        return self.candidates[0].equity - self.candidates[1].equity


def problems_path() -> Path:
    return resource_path("practice", "problems.json")


def _problem(obj: dict[str, object]) -> Problem:
    position = Position.from_text(str(obj["position"]))
    raw_dice = obj["dice"]
    if not isinstance(raw_dice, list) or len(raw_dice) != 2:
        raise ValueError("dice must be two numbers")
    dice = (int(raw_dice[0]), int(raw_dice[1]))
    by_move = {t.text: t.result.to_text() for t in legal_turns(position, dice)}
    raw = obj["candidates"]
    if not isinstance(raw, list) or len(raw) < 2:
        raise ValueError("a problem needs at least two candidates")
    candidates = []
    for c in raw:
        move, equity, se = str(c[0]), float(c[1]), float(c[2])
        if move not in by_move:
            raise ValueError(f"{move} is not a legal turn with {dice[0]}-{dice[1]}")
        candidates.append(ProblemCandidate(move, by_move[move], equity, se))
    phase = str(obj["phase"])
    if phase not in PHASES:
        raise ValueError(f"unknown phase {phase}")
    return Problem(
        str(obj["id"]),
        position.variant,
        phase,
        Difficulty(str(obj["difficulty"])),
        position.to_text(),
        dice,
        int(str(obj["trials"])),
        tuple(candidates),
    )


@dataclass(frozen=True)
class ProblemEntry:
    """What a problem's card needs to be made and chosen by the filters, as
    the file says it, its moves not yet checked."""

    id: str
    variant: Variant
    phase: str
    difficulty: Difficulty


_BAD = (KeyError, TypeError, ValueError, IndexError, AttributeError, PositionError)


@dataclass(frozen=True)
class _Document:
    digest: str  # of the file's bytes ("" when there is no file to read)
    problems: tuple[dict[str, object], ...]  # as the file writes them


@cache
def _document(path: Path) -> _Document:
    """The problems file read once a run (see the module docstring); a file
    that cannot be used gives no problem, and is said in the log."""
    try:
        data = path.read_bytes()
        doc = json.loads(data.decode("utf-8"))
    except (OSError, ValueError) as e:
        log.warning("no practice problems: %s: %s", path, e)
        return _Document("", ())
    digest = hashlib.sha256(data).hexdigest()
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        log.warning("no practice problems: %s is not a problems file", path)
        return _Document(digest, ())
    if doc.get("version") != PROBLEMS_VERSION:
        log.warning("no practice problems: %s is of version %s", path, doc.get("version"))
        return _Document(digest, ())
    raw = doc.get("problems", [])
    items = tuple(obj for obj in raw if isinstance(obj, dict)) if isinstance(raw, list) else ()
    return _Document(digest, items)


def problems_digest(path: Path | None = None) -> str:
    """The digest of the problems file (the program's own by default): the
    same digest, the same problems."""
    return _document(path if path is not None else problems_path()).digest


def problem_entries(path: Path | None = None) -> tuple[ProblemEntry, ...]:
    """Every problem of the file as `ProblemEntry`, those whose id, game,
    phase or difficulty make no sense left out; their moves are checked only
    by `builtin_problem`."""
    return _entries(path if path is not None else problems_path())


@cache
def _entries(path: Path) -> tuple[ProblemEntry, ...]:
    out = []
    for i, obj in enumerate(_document(path).problems):
        try:
            phase = str(obj["phase"])
            if phase not in PHASES:
                raise ValueError(f"unknown phase {phase}")
            variant = Variant(str(obj["position"]).split("/", 1)[0])
            out.append(
                ProblemEntry(str(obj["id"]), variant, phase, Difficulty(str(obj["difficulty"])))
            )
        except _BAD as e:
            log.warning("%s: problem %d left out: %s", path, i, e)
    return tuple(out)


@cache
def _by_id(path: Path) -> dict[str, dict[str, object]]:
    return {str(obj.get("id")): obj for obj in _document(path).problems}


def builtin_problem(problem_id: str, path: Path | None = None) -> Problem | None:
    """The problem `problem_id` of the file, checked (None: no such problem,
    or one that does not hold up, said in the log)."""
    return _checked(problem_id, path if path is not None else problems_path())


@cache
def _checked(problem_id: str, path: Path) -> Problem | None:
    obj = _by_id(path).get(problem_id)
    if obj is None:
        return None
    try:
        return _problem(obj)
    except _BAD as e:
        log.warning("%s: problem %s left out: %s", path, problem_id, e)
        return None


def builtin_problems(path: Path | None = None) -> tuple[Problem, ...]:
    """Every problem of the file (the program's own by default), checked;
    those that do not hold up are left out and logged. Read once."""
    return _all(path if path is not None else problems_path())


@cache
def _all(path: Path) -> tuple[Problem, ...]:
    out = []
    for i, obj in enumerate(_document(path).problems):
        try:
            out.append(_problem(obj))
        except _BAD as e:
            log.warning("%s: problem %d left out: %s", path, i, e)
    return tuple(out)


__all__ = [
    "CLEAR_SIGMAS",
    "DIFFICULTY_LEADS",
    "FORMAT",
    "MIN_LEAD",
    "PROBLEMS_VERSION",
    "Difficulty",
    "Problem",
    "ProblemCandidate",
    "ProblemEntry",
    "builtin_problem",
    "builtin_problems",
    "difficulty_of",
    "problem_entries",
    "problems_digest",
    "problems_path",
]
