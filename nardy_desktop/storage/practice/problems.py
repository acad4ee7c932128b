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
"""

from __future__ import annotations

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


@cache
def builtin_problems(path: Path | None = None) -> tuple[Problem, ...]:
    """Every problem of the file (the program's own by default); those that
    do not hold up are left out and logged. Read once."""
    path = path if path is not None else problems_path()
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        log.warning("no practice problems: %s: %s", path, e)
        return ()
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        log.warning("no practice problems: %s is not a problems file", path)
        return ()
    if doc.get("version") != PROBLEMS_VERSION:
        log.warning("no practice problems: %s is of version %s", path, doc.get("version"))
        return ()
    out = []
    for i, obj in enumerate(doc.get("problems", [])):
        try:
            out.append(_problem(obj))
        except (KeyError, TypeError, ValueError, IndexError, PositionError) as e:
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
    "builtin_problems",
    "difficulty_of",
    "problems_path",
]
