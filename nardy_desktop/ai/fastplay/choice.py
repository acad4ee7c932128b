"""The best of each position's legal turns, for many positions at once: what
self-play (training.lockstep) and rollouts in lockstep (rollout_lockstep) both
play, from the results `TurnGenerator` gives in segments."""

from __future__ import annotations

import numpy as np

from nardy_desktop.ai.network import equity
from nardy_desktop.engine import Variant


def best_turns(ys: np.ndarray, seg: np.ndarray, variant: Variant) -> tuple[np.ndarray, ...]:
    """For each segment of results (`ys`: outputs for the next side to move),
    the index of the mover's best turn (the lowest equity for the opponent;
    the first of equals), and every result's equity."""
    eq = equity(ys, variant)
    lows = np.minimum.reduceat(eq, seg[:-1])
    first = np.where(eq == np.repeat(lows, np.diff(seg)), np.arange(len(eq)), len(eq))
    return np.minimum.reduceat(first, seg[:-1]), eq
