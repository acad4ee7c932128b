"""Exact one-sided bear-off tables, shared by both variants.

Once every checker of both sides is in its home (points 1..6) nothing one side
does can touch the other: each side simply bears off as fast as it can, under
the same rules in long nardy and backgammon. For each of the 54,264 ways to
place up to 15 checkers on six points the table holds the probability of
needing exactly n rolls to bear them all off, playing every roll to minimise
the expected number of rolls. For the 15,504 ways with all 15 still on the
board a second table holds the distribution of rolls until the first checker
comes off (playing to get one off soonest), which decides gammons and mars.
Two such distributions, one per side, give the race's exact chances.

    python -m nardy_desktop.ai.bearoff   # regenerates nardy_desktop/resources/ai/bearoff.npz
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np

from nardy_desktop.ai.rolls import ROLL_COUNTS as WEIGHTS
from nardy_desktop.ai.rolls import ROLLS
from nardy_desktop.ai.weights import resource_file

CHECKERS = 15
ROLLS_ALL = 32  # the chance of needing more rolls than this is far below 1e-9
ROLLS_FIRST = 16
SCALE = 65535
_KEPT_RACES = 50_000  # races remembered (some 15 MB at most)


def all_positions() -> list[tuple[int, ...]]:
    """Every placement of 0..15 checkers on points 1..6, fewest pips first, so
    that every position comes after all positions it can move to."""
    out = list(_placements(6, CHECKERS))
    out.sort(key=lambda c: (sum((i + 1) * n for i, n in enumerate(c)), c))
    return out


def _placements(points: int, most: int) -> Iterator[tuple[int, ...]]:
    """Every way to put at most `most` checkers on `points` points (built
    directly: filtering all 16**6 tuples took seconds)."""
    if points == 0:
        yield ()
        return
    for n in range(most + 1):
        for rest in _placements(points - 1, most - n):
            yield (n, *rest)


def _step(c: tuple[int, ...], d: int) -> list[tuple[int, ...]]:
    """Positions after playing one die d (the common bear-off rule)."""
    hi = 6
    while hi and c[hi - 1] == 0:
        hi -= 1
    if not hi:
        return [c]  # nothing left to move: the die is simply not used
    out = []
    for p in range(hi, 0, -1):
        if not c[p - 1]:
            continue
        t = p - d
        if t > 0:
            n = list(c)
            n[p - 1] -= 1
            n[t - 1] += 1
            out.append(tuple(n))
        elif t == 0 or p == hi:
            n = list(c)
            n[p - 1] -= 1
            out.append(tuple(n))
    return out


def _after_roll(c: tuple[int, ...], a: int, b: int) -> set[tuple[int, ...]]:
    dice = [a] * 4 if a == b else [a, b]
    orders = [dice] if a == b else [dice, dice[::-1]]
    leaves: set[tuple[int, ...]] = set()
    for order in orders:
        layer = {c}
        for d in order:
            layer = {n for x in layer for n in _step(x, d)}
        leaves |= layer
    return leaves


def generate(
    log: Callable[[str], object] | None = None,
) -> tuple[list[tuple[int, ...]], np.ndarray, np.ndarray]:
    """Compute both tables (about a minute and a half)."""
    positions = all_positions()
    index = {c: i for i, c in enumerate(positions)}
    n = len(positions)
    dist = np.zeros((n, ROLLS_ALL))
    mean = np.zeros(n)
    dist[index[(0,) * 6], 0] = 1.0
    full = [c for c in positions if sum(c) == CHECKERS]
    first = np.zeros((len(full), ROLLS_FIRST))
    first_mean: dict[tuple[int, ...], tuple[float, np.ndarray]] = {}
    started = time.time()
    for k, c in enumerate(positions):
        if not any(c):
            continue
        acc = np.zeros(ROLLS_ALL)
        e = 0.0
        on_board = sum(c)
        fmean = 0.0
        facc = np.zeros(ROLLS_FIRST)
        for (a, b), w in zip(ROLLS, WEIGHTS, strict=True):
            leaves = _after_roll(c, a, b)
            best = min(leaves, key=lambda x: mean[index[x]])
            j = index[best]
            acc[1:] += w * dist[j, :-1]
            acc[-1] += w * dist[j, -1]
            e += w * mean[j]
            if on_board == CHECKERS:
                if any(sum(x) < CHECKERS for x in leaves):
                    facc[1] += w
                else:
                    fbest = min(leaves, key=lambda x: first_mean[x][0])
                    fm, fd = first_mean[fbest]
                    fmean += w * fm
                    facc[1:] += w * fd[:-1]
        dist[k] = acc / 36.0
        mean[k] = 1.0 + e / 36.0
        if on_board == CHECKERS:
            fd = facc / 36.0
            first_mean[c] = (1.0 + fmean / 36.0, fd)
        if log and k % 5000 == 0:
            log(f"{k}/{n} positions, {time.time() - started:.0f} s")
    for i, c in enumerate(full):
        first[i] = first_mean[c][1]
    return positions, dist, first


def _quantise(p: np.ndarray) -> np.ndarray:
    return np.rint(np.clip(p, 0.0, 1.0) * SCALE).astype(np.uint16)


def write(path: Path, log: Callable[[str], object] = print) -> None:
    positions, dist, first = generate(log)
    tmp = path.with_name(path.name + ".tmp.npz")
    np.savez_compressed(
        tmp,
        positions=np.array(positions, dtype=np.uint8),
        dist=_quantise(dist),
        first=_quantise(first),
    )
    tmp.replace(path)


class BearoffTable:
    """Lookups in the stored tables."""

    def __init__(self, path: Path) -> None:
        with np.load(path) as data:
            positions = data["positions"]
            self.dist = data["dist"].astype(np.float64) / SCALE
            self.first_dist = data["first"].astype(np.float64) / SCALE
        self.index = {tuple(int(x) for x in row): i for i, row in enumerate(positions)}
        full = [i for i, row in enumerate(positions) if int(row.sum()) == CHECKERS]
        self.first_index = {i: k for k, i in enumerate(full)}
        self.mean = self.dist @ np.arange(ROLLS_ALL)
        # survival[i, n] = P(more than n rolls needed); the same for the first checker.
        self.survival = 1.0 - np.cumsum(self.dist, axis=1)
        self.first_survival = 1.0 - np.cumsum(self.first_dist, axis=1)
        # The rows `race` multiplies by, each made once: the other side
        # needing more than n - 1 rolls; its first checker off after the
        # mover's n-th roll (the mover's own after the other's n-th).
        ones = np.ones((len(self.survival), 1))
        self._other_slower = np.concatenate([ones, self.survival[:, :-1]], axis=1)
        firsts = np.concatenate([ones[: len(full)], self.first_survival], axis=1)[:, :ROLLS_ALL]
        self._first_later = np.pad(firsts, ((0, 0), (0, ROLLS_ALL - firsts.shape[1])))
        self._first_slower = np.pad(
            self.first_survival, ((0, 0), (0, max(0, ROLLS_ALL - ROLLS_FIRST)))
        )[:, :ROLLS_ALL]
        # Races already worked out: a bear-off looked at two rolls deep meets
        # the same homes thousands of times.
        self._races: dict[tuple[tuple[int, ...], tuple[int, ...]], tuple[float, float, float]] = {}

    def expected_rolls(self, home: tuple[int, ...]) -> float:
        """Expected rolls to bear off checkers placed as `home` (points 1..6)."""
        return float(self.mean[self.index[tuple(home)]])

    def distribution(self, home: tuple[int, ...]) -> np.ndarray:
        return self.dist[self.index[tuple(home)]]

    def race(self, mover: tuple[int, ...], other: tuple[int, ...]) -> tuple[float, float, float]:
        """(P(mover wins), P(mover wins before the other bears off any),
        P(other wins before the mover bears off any)), the mover rolling first."""
        key = (tuple(mover), tuple(other))
        known = self._races.get(key)
        if known is not None:
            return known
        i = self.index[key[0]]
        j = self.index[key[1]]
        pm = self.dist[i]
        # The mover wins on its n-th roll if the other needs n or more rolls,
        # i.e. more than n - 1.
        win = float(pm @ self._other_slower[j])
        win_big = 0.0
        k = self.first_index.get(j)
        if k is not None:
            win_big = float(pm @ self._first_later[k])
        lose_big = 0.0
        k = self.first_index.get(i)
        if k is not None:
            # The other wins on its n-th roll, before the mover's first checker
            # comes off: the mover's first needs more than n rolls.
            lose_big = float(self.dist[j] @ self._first_slower[k])
        chances = (
            min(max(win, 0.0), 1.0),
            min(max(win_big, 0.0), win),
            min(max(lose_big, 0.0), 1 - win),
        )
        if len(self._races) >= _KEPT_RACES:
            self._races.clear()
        self._races[key] = chances
        return chances


_table: BearoffTable | None = None
_lock = threading.Lock()


def table() -> BearoffTable:
    """The shared table, loaded on first use."""
    global _table
    with _lock:
        if _table is None:
            _table = BearoffTable(resource_file("bearoff.npz"))
        return _table


def main() -> int:
    path = resource_file("bearoff.npz")
    path.parent.mkdir(parents=True, exist_ok=True)
    write(path)
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
