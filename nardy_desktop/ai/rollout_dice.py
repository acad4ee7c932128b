"""The dice of a rollout's trials: one stream per trial, the first rolls stratified.

Both ways of playing the trials (one game at a time in `rollout.py`, all of
them in lockstep in `rollout_lockstep.py`) draw from here, so that trial i of
a rollout meets the same rolls whichever plays it, and every candidate of a
decision meets them too (common random numbers).

Roll k of trial i comes from a uniform number u: within each block of 36
trials the first `stratify` rolls each take every one of the 36 dice outcomes
once (the stratum this trial takes, in an order shuffled independently per
roll and block: a Latin hypercube), and later rolls are plain draws. Each
trial's dice are still uniformly random, so any number of trials is fair.
"""

from __future__ import annotations

import random
from functools import lru_cache

import numpy as np

STRATA = 36
DICE: list[tuple[int, int]] = [(a, b) for a in range(1, 7) for b in range(1, 7)]
OPENING_DICE: list[tuple[int, int]] = [(a, b) for a, b in DICE if a != b]
_DICE_ARRAY = np.array(DICE, dtype=np.int64)
_OPENING_ARRAY = np.array(OPENING_DICE, dtype=np.int64)


@lru_cache(maxsize=4096)
def _strata(seed: int, k: int, block: int) -> tuple[int, ...]:
    """Which stratum each trial of `block` takes for roll k."""
    order = list(range(STRATA))
    random.Random(f"strata:{seed}:{k}:{block}").shuffle(order)
    return tuple(order)


class TrialDice:
    """The rolls of one trial, the same for every candidate: roll k is drawn
    from a uniform number, which for the first `stratify` rolls falls in the
    stratum this trial takes in its block of 36 trials."""

    def __init__(self, seed: int, trial: int, stratify: int) -> None:
        self._seed = seed
        self._trial = trial
        self._stratify = stratify
        self._rng = random.Random(f"rollout:{seed}:{trial}")
        self._u: list[float] = []

    def _stratum(self, k: int) -> int:
        block, at = divmod(self._trial, STRATA)
        return _strata(self._seed, k, block)[at]

    def uniform(self, k: int) -> float:
        while len(self._u) <= k:
            n = len(self._u)
            v = self._rng.random()
            self._u.append((self._stratum(n) + v) / STRATA if n < self._stratify else v)
        return self._u[k]

    def roll(self, k: int, opening: bool = False) -> tuple[int, int]:
        """Roll k of the trial; an opening roll is never a double."""
        outcomes = OPENING_DICE if opening else DICE
        return outcomes[min(int(self.uniform(k) * len(outcomes)), len(outcomes) - 1)]


class DiceColumns:
    """The rolls of many trials at once, one ply at a time: the same numbers
    as `TrialDice` gives each of them."""

    def __init__(self, seed: int, trials: range, stratify: int) -> None:
        self._dice = [TrialDice(seed, t, stratify) for t in trials]

    def rolls(self, k: int, trials: np.ndarray, opening: np.ndarray) -> np.ndarray:
        """Roll k of each trial in `trials` (indices into the range given),
        as (first die, second die) rows; rows with `opening` set take an
        opening roll."""
        u = np.array([d.uniform(k) for d in self._dice])[trials]
        out = _DICE_ARRAY[np.minimum((u * len(DICE)).astype(np.int64), len(DICE) - 1)]
        if opening.any():
            n = len(OPENING_DICE)
            at = np.minimum((u[opening] * n).astype(np.int64), n - 1)
            out[opening] = _OPENING_ARRAY[at]
        return out


__all__ = ["DICE", "OPENING_DICE", "STRATA", "DiceColumns", "TrialDice"]
