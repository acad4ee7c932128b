"""Rolling out a decision on request: its leading candidates, or its position
before the roll, with the project's rollouts (ai/rollout.py), kept with the
decision as `RolledOut` figures.

A rollout checks what the search estimated by playing the games out, so its
figures are shown beside the evaluation, never in its place: they are in
points for a single game and luck-adjusted, the rollouts' own measure.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from nardy_desktop.ai.analysis.results import RolledOut
from nardy_desktop.engine import Position, legal_turns

if TYPE_CHECKING:  # the rollouts themselves are imported when one is asked for (see roll_out)
    from nardy_desktop.ai.rollout import CandidateRollout, Progress, RolloutSettings

MIN_TRIALS = 2  # a standard error needs two trials
MAX_TRIALS = 1_000_000
MAX_TRUNCATE = 10_000  # plies; 0 plays every trial to the end
PRESET_TRIALS = (144, 432, 1296)  # quick, standard, thorough: multiples of the 36 rolls


@dataclass(frozen=True)
class RolloutAsk:
    """What to roll out: `position` (a decision's, before its roll) and, after
    the roll, the `dice` and the candidates' resulting positions (position
    texts); no dice: the position itself before the roll. `trials` and
    `truncate` (plies, 0: to the end) as the player chose them."""

    position: Position
    dice: tuple[int, int] | None
    candidates: tuple[str, ...]
    trials: int
    truncate: int = 0
    seed: int = 1

    def __post_init__(self) -> None:
        if not MIN_TRIALS <= self.trials <= MAX_TRIALS:
            raise ValueError(f"a rollout here has {MIN_TRIALS} to {MAX_TRIALS} trials")
        if not 0 <= self.truncate <= MAX_TRUNCATE:
            raise ValueError(f"the truncation runs from 0 to {MAX_TRUNCATE} plies")
        if self.dice is not None and not self.candidates:
            raise ValueError("no candidates to roll out")

    @property
    def settings(self) -> RolloutSettings:
        from nardy_desktop.ai.rollout import RolloutSettings

        return RolloutSettings(
            trials=self.trials,
            seed=self.seed,
            truncate_plies=self.truncate or None,
        )


def _kept(position: str, ask: RolloutAsk, c: CandidateRollout) -> RolledOut:
    return RolledOut(
        position,
        ask.trials,
        ask.truncate,
        c.adjusted_points.mean,
        c.adjusted_points.se,
        min(max(c.adjusted_win.mean, 0.0), 1.0),
        c.adjusted_win.se,
        c.win_big,
        c.win_backgammon,
        c.lose_big,
        c.lose_backgammon,
    )


def roll_out(
    ask: RolloutAsk,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> tuple[RolledOut, ...]:
    """The rollout `ask` describes, for the side to move of its position: each
    candidate (all with the same dice trial by trial, so their differences
    are measured closely), or the position before the roll. Raises
    Cancelled when `cancel` is set, ValueError for a candidate that is not a
    result of the roll. The rollouts (and what they bring: worker processes,
    numpy's generators) are imported here, not with the window: playing needs
    none of them."""
    from nardy_desktop.ai.rollout import rollout_position, rollout_turns

    if ask.dice is None:
        result = rollout_position(ask.position, ask.settings, cancel, progress)
        return (_kept(ask.position.to_text(), ask, result.candidates[0]),)
    by_result = {t.result.to_text(): t for t in legal_turns(ask.position, ask.dice)}
    missing = [c for c in ask.candidates if c not in by_result]
    if missing:
        raise ValueError(f"not a result of the roll: {missing[0]}")
    turns = [by_result[c] for c in ask.candidates]
    result = rollout_turns(ask.position, turns, ask.settings, cancel, progress)
    return tuple(_kept(c, ask, r) for c, r in zip(ask.candidates, result.candidates, strict=True))


def leading(positions: Sequence[str], played: str | None, count: int) -> tuple[str, ...]:
    """The first `count` of `positions` (best first), and `played` when it is not among them."""
    out = list(positions[: max(1, count)])
    if played is not None and played not in out:
        out.append(played)
    return tuple(out)


__all__ = [
    "MAX_TRIALS",
    "MAX_TRUNCATE",
    "MIN_TRIALS",
    "PRESET_TRIALS",
    "RolloutAsk",
    "leading",
    "roll_out",
]
