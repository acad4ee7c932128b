"""Exact values (those `evaluate.evaluate_views_detailed` gives a finished game
or a bear-off race) on arrays, and the step that sorts a roll's results into
those and the ones the network must value."""

from __future__ import annotations

import numpy as np

from nardy_desktop.ai import bearoff
from nardy_desktop.ai.fastplay.compiler import njit, prange, reads, scratch
from nardy_desktop.ai.fastplay.inputs import encode_into
from nardy_desktop.ai.fastplay.layout import FLIPS, LONG, SIGNS


@njit(cache=True)
def _home_only(v):
    for k in range(7, 26):  # noqa: SIM110
        if v[k] > 0:
            return False
    return True


@njit(cache=True)
def _bo_index(v, keys, order):
    key = 0
    for i in range(6, 0, -1):
        key = key * 16 + v[i]
    return order[np.searchsorted(keys, key)]


@njit(cache=True)
def _race(v, other, tab):
    keys, order, dist, survival, first_survival, first_index = tab
    i = _bo_index(v, keys, order)
    j = _bo_index(other, keys, order)
    rolls = dist.shape[1]
    win = 0.0
    for n in range(rolls):
        win += dist[i, n] * (1.0 if n == 0 else survival[j, n - 1])
    win_big = 0.0
    k = first_index[j]
    if k >= 0:
        nf = first_survival.shape[1]
        for n in range(min(rolls, nf + 1)):
            win_big += dist[i, n] * (1.0 if n == 0 else first_survival[k, n - 1])
    lose_big = 0.0
    k = first_index[i]
    if k >= 0:
        for n in range(min(rolls, first_survival.shape[1])):
            lose_big += dist[j, n] * first_survival[k, n]
    win_c = min(max(win, 0.0), 1.0)
    win_big = min(max(win_big, 0.0), win)
    lose_big = min(max(lose_big, 0.0), 1 - win)
    return win_c, win_big, lose_big


@njit(parallel=True, cache=True)
def finish(variant, res, n, tab, chunks, exact, y, row, other, xs):
    """For results res[:n]: which are known exactly (a finished game or a
    bear-off race) with their outputs in `y`, and the inputs of the others,
    written to xs in order (`row` says where). Returns how many inputs, or -1
    when `xs` is too small."""
    flip = FLIPS[variant]
    per = (n + chunks - 1) // chunks
    for c in prange(chunks):
        for i in range(c * per, min(n, (c + 1) * per)):
            v = res[i]
            for q in range(28):
                other[i, q] = v[flip[q]] * SIGNS[q]
            y[i, :] = 0.0
            exact[i] = True
            if v[26] == 15:
                big = v[0] == 0
                if variant == LONG:
                    y[i, 2] = 1.0 * big
                else:
                    back = v[25] > 0
                    for p in range(19, 25):
                        if v[p] > 0:
                            back = True
                    y[i, 3] = 1.0 * big
                    y[i, 4] = 1.0 * (big and back)
            elif _home_only(v) and _home_only(other[i]):
                win, win_big, lose_big = _race(v, other[i], tab)
                y[i, 0] = win
                y[i, 1] = win_big
                y[i, 2 if variant == LONG else 3] = lose_big
            else:
                exact[i] = False
    m = 0
    for i in range(n):
        row[i] = -1
        if not exact[i]:
            row[i] = m
            m += 1
    if m > xs.shape[0]:
        return -1
    for c in prange(chunks):
        masks = scratch(21)
        hits = scratch(4)
        for i in range(c * per, min(n, (c + 1) * per)):
            if row[i] >= 0:
                encode_into(variant, reads(res[i]), reads(other[i]), xs[row[i]], masks, hits)
    return m


class Tables:
    """The bear-off tables as the arrays the compiled code reads."""

    def __init__(self) -> None:
        tab = bearoff.table()
        items = sorted(tab.index.items(), key=lambda kv: _key(kv[0]))
        self.keys = np.array([_key(c) for c, _ in items], dtype=np.int64)
        self.order = np.array([i for _, i in items], dtype=np.int64)
        self.first_index = np.full(len(tab.dist), -1, dtype=np.int64)
        for i, k in tab.first_index.items():
            self.first_index[i] = k
        self.arrays = (
            self.keys,
            self.order,
            np.ascontiguousarray(tab.dist),
            np.ascontiguousarray(tab.survival),
            np.ascontiguousarray(tab.first_survival),
            self.first_index,
        )


def _key(c: tuple[int, ...]) -> int:
    return sum(int(x) << (4 * i) for i, x in enumerate(c))


_tables: Tables | None = None


def tables() -> Tables:
    global _tables
    if _tables is None:
        _tables = Tables()
    return _tables
