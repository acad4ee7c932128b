"""Legal turns on arrays: `engine.moves._turn_leaves` translated line by line
(the same results in the same order), for the rolls of many positions in one
call, shared out among threads."""

from __future__ import annotations

import random

import numpy as np

from nardy_desktop.ai.fastplay.compiler import njit, prange
from nardy_desktop.ai.fastplay.layout import BACKGAMMON, FLIPS, LONG, ROUTE, ROUTE_INDEX, SIGNS

# Random keys of each (index, count) of a board (row 26: the depth salts of
# the states seen while playing a double): a board's hash is their xor. Drawn
# with Python's generator: the frozen game leaves numpy's out.
_KEYS = random.Random(20240917)
_ZOBRIST = np.array(
    [[_KEYS.randrange(-(2**62), 2**62) for _ in range(31)] for _ in range(27)], dtype=np.int64
)
_MAX_KIDS = 32  # one checker per occupied point (and the bar): at most 16
# Distinct results of one roll, and states on the way to them: 15 checkers
# moving 1 pip four times make at most C(18, 4) = 3,060 results (3,875 states).
POOL = 4096
_TABLE = 2 * POOL


@njit(cache=True)
def _blocks_illegally(b, t, opp_off):
    if opp_off:
        return False
    i = ROUTE_INDEX[t]
    lo = i
    while lo and b[ROUTE[lo - 1]] > 0:
        lo -= 1
    hi = i
    while hi < 23 and b[ROUTE[hi + 1]] > 0:
        hi += 1
    if hi - lo < 5:
        return False
    for j in range(hi + 1, 24):  # noqa: SIM110 (loops, not generators, compile)
        if b[ROUTE[j]] < 0:
            return False
    return True


@njit(cache=True)
def _moves(variant, b, hb, d, head_free, opp_off, out, hout):
    """The boards after each single move of die `d` from board `b` (a mover
    view of 26, whose hash is `hb`), in the engine's order, written to `out`
    with their hashes in `hout`; returns how many."""
    n = 0
    if variant == BACKGAMMON and b[25] > 0:
        t = 25 - d
        x = b[t]
        if x >= -1:
            new = 1 if x == -1 else x + 1
            out[n, :] = b[:26]
            out[n, 25] -= 1
            out[n, t] = new
            hout[n] = (
                hb
                ^ _ZOBRIST[25, b[25] + 15]
                ^ _ZOBRIST[25, b[25] + 14]
                ^ _ZOBRIST[t, x + 15]
                ^ _ZOBRIST[t, new + 15]
            )
            n += 1
        return n
    hi = 24
    while hi and b[hi] <= 0:
        hi -= 1
    can_bear = hi <= 6
    for p in range(hi, 0, -1):
        if b[p] <= 0:
            continue
        if variant == LONG and p == 24 and not head_free:
            continue
        t = p - d
        if t > 0:
            x = b[t]
            if x < (0 if variant == LONG else -1):
                continue
            new = 1 if x == -1 else x + 1
            out[n, :] = b[:26]
            out[n, p] -= 1
            out[n, t] = new
            if variant == LONG and x == 0 and _blocks_illegally(out[n], t, opp_off):
                continue
            hout[n] = (
                hb
                ^ _ZOBRIST[p, b[p] + 15]
                ^ _ZOBRIST[p, b[p] + 14]
                ^ _ZOBRIST[t, x + 15]
                ^ _ZOBRIST[t, new + 15]
            )
            n += 1
        elif can_bear and (t == 0 or p == hi):
            out[n, :] = b[:26]
            out[n, p] -= 1
            out[n, 0] += 1
            hout[n] = (
                hb
                ^ _ZOBRIST[p, b[p] + 15]
                ^ _ZOBRIST[p, b[p] + 14]
                ^ _ZOBRIST[0, b[0] + 15]
                ^ _ZOBRIST[0, b[0] + 16]
            )
            n += 1
    return n


@njit(cache=True)
def _hash(b):
    h = 0
    for i in range(26):
        h ^= _ZOBRIST[i, b[i] + 15]
    return h


@njit(cache=True)
def _find(b, h, pool, table, stamp):
    """Index in `pool` of board `b` (hash `h`), or -(free table slot + 1).
    A table row is (generation, hash, index): rows of older generations are free."""
    i = h & (_TABLE - 1)
    while table[i, 0] == stamp:
        if table[i, 1] == h:
            j = table[i, 2]
            same = True
            for k in range(26):
                if pool[j, k] != b[k]:
                    same = False
                    break
            if same:
                return j
        i = (i + 1) & (_TABLE - 1)
    return -(i + 1)


@njit(cache=True)
def _add(b, h, slot, count, pool, table, stamp):
    if count >= POOL:
        raise ValueError("more distinct results than the turn generator holds")
    pool[count, :] = b[:26]
    i = -slot - 1
    table[i, 0] = stamp
    table[i, 1] = h
    table[i, 2] = count
    return count + 1


@njit(cache=True)
def _head_free(variant, b, head_start, head_limit):
    return variant != LONG or head_start - b[24] < head_limit


@njit(cache=True)
def _leaves(variant, b, opp_off, d1, d2, w):
    """The results (mover views) of every legal turn of (d1, d2) from board
    `b`, written to w.out; returns how many. The order is the engine's."""
    (pool, lv_n, lv_high, table, seen, s_table, kids, node, out, khash, gen) = w
    gen[0] += 1  # a new generation empties both tables
    stamp = gen[0]
    if b[0] == 15 or opp_off == 15:
        out[0, :] = b[:26]
        return 1
    head_start = b[24]
    head_limit = 1
    if variant == LONG and b[24] == 15 and d1 == d2 and (d1 == 3 or d1 == 4 or d1 == 6):
        head_limit = 2
    count = 0
    if d1 == d2:
        n_seen = 0
        nk = np.zeros(5, dtype=np.int64)
        ki = np.zeros(5, dtype=np.int64)
        node[0, :] = b[:26]
        nh = np.zeros(5, dtype=np.int64)
        nh[0] = _hash(b)
        nk[0] = _moves(
            variant,
            node[0],
            nh[0],
            d1,
            _head_free(variant, node[0], head_start, head_limit),
            opp_off,
            kids[0],
            khash[0],
        )
        level = 0
        while level >= 0:
            if level < 4 and ki[level] < nk[level]:
                c = kids[level, ki[level]]
                hc = khash[level, ki[level]]
                ki[level] += 1
                hs = hc ^ _ZOBRIST[26, level]
                j = _find(c, hs, seen, s_table, stamp)
                if j >= 0:
                    continue
                n_seen = _add(c, hs, j, n_seen, seen, s_table, stamp)
                level += 1
                node[level, :] = c
                nh[level] = hc
                ki[level] = 0
                nk[level] = 0
                if level < 4:
                    nk[level] = _moves(
                        variant,
                        node[level],
                        hc,
                        d1,
                        _head_free(variant, node[level], head_start, head_limit),
                        opp_off,
                        kids[level],
                        khash[level],
                    )
                continue
            if level == 4 or nk[level] == 0:
                j = _find(node[level], nh[level], pool, table, stamp)
                if j < 0:
                    lv_n[count] = level
                    lv_high[count] = True
                    count = _add(node[level], nh[level], j, count, pool, table, stamp)
            level -= 1
    else:
        high = max(d1, d2)
        hb = _hash(b)
        for order in range(2):
            first = d1 if order == 0 else d2
            second = d2 if order == 0 else d1
            n1 = _moves(
                variant,
                b,
                hb,
                first,
                _head_free(variant, b, head_start, head_limit),
                opp_off,
                kids[0],
                khash[0],
            )
            for i in range(n1):
                c1 = kids[0, i]
                n2 = _moves(
                    variant,
                    c1,
                    khash[0, i],
                    second,
                    _head_free(variant, c1, head_start, head_limit),
                    opp_off,
                    kids[1],
                    khash[1],
                )
                if n2 > 0:
                    for k in range(n2):
                        c2 = kids[1, k]
                        j = _find(c2, khash[1, k], pool, table, stamp)
                        if j < 0:
                            lv_n[count] = 2
                            lv_high[count] = True
                            count = _add(c2, khash[1, k], j, count, pool, table, stamp)
                        elif lv_n[j] < 2:
                            lv_n[j] = 2
                            lv_high[j] = True
                else:
                    is_high = first == high
                    j = _find(c1, khash[0, i], pool, table, stamp)
                    if j < 0:
                        lv_n[count] = 1
                        lv_high[count] = is_high
                        count = _add(c1, khash[0, i], j, count, pool, table, stamp)
                    elif lv_n[j] == 1 and not lv_high[j] and is_high:
                        lv_high[j] = True
    most = 0
    for i in range(count):
        most = max(most, lv_n[i])
    if most == 0:
        out[0, :] = b[:26]
        return 1
    high_only = False
    if d1 != d2 and most == 1:
        for i in range(count):
            if lv_n[i] == 1 and lv_high[i]:
                high_only = True
    n = 0
    for i in range(count):
        if lv_n[i] == most and (lv_high[i] or not high_only):
            out[n, :] = pool[i]
            n += 1
    return n


def work_space(chunks: int) -> tuple[np.ndarray, ...]:
    """Work space of the turn generator, one of each per chunk of positions."""
    return (
        np.zeros((chunks, POOL, 26), dtype=np.int64),  # results so far
        np.zeros((chunks, POOL), dtype=np.int64),  # dice each used
        np.zeros((chunks, POOL), dtype=np.bool_),  # whether the higher die was
        np.zeros((chunks, _TABLE, 3), dtype=np.int64),  # their hash table
        np.zeros((chunks, POOL, 26), dtype=np.int64),  # states seen on the way (doubles)
        np.zeros((chunks, _TABLE, 3), dtype=np.int64),  # their hash table
        np.zeros((chunks, 5, _MAX_KIDS, 26), dtype=np.int64),  # single moves at each depth
        np.zeros((chunks, 5, 26), dtype=np.int64),  # the path being walked
        np.zeros((chunks, POOL, 26), dtype=np.int64),  # the legal results
        np.zeros((chunks, 5, _MAX_KIDS), dtype=np.int64),  # hashes of the single moves
        np.zeros((chunks, 1), dtype=np.int64),  # the tables' generation
    )


@njit(cache=True)
def _slot_results(variant, v, d1, d2, w, res, n):
    """Write the results of position `v` and roll (d1, d2), as wide views
    from the next side to move, to res[n:]; returns how many, or -1 when
    they do not fit."""
    opp_off = v[26]
    k = _leaves(variant, v, opp_off, d1, d2, w)
    if n + k > res.shape[0]:
        return -1
    out = w[8]
    flip = FLIPS[variant]
    opp_on = 0
    for p in range(1, 25):
        if v[p] < 0:
            opp_on -= v[p]
    for i in range(k):
        key = out[i]
        on = 0
        for p in range(1, 25):
            if key[p] < 0:
                on -= key[p]
        row = res[n + i]
        for q in range(28):
            f = flip[q]
            if f < 26:
                row[q] = key[f] * SIGNS[q]
            elif f == 26:
                row[q] = opp_off
            else:
                row[q] = v[27] + opp_on - on
    return k


@njit(parallel=True, cache=True)
def legal_results(variant, views, dice, works, buf, res, seg):
    """Every legal turn's result for each position and roll, as wide views
    from the next side to move (what `encoding.result_views` gives), written
    to `res`, with the offsets of each position's results in `seg`. The
    positions are shared out in chunks, one per work space, each written to
    its own part of `buf` first. Returns how many results, or -1 when a
    chunk's part of `buf` or `res` is too small."""
    a = views.shape[0]
    chunks = works[0].shape[0]
    per = (a + chunks - 1) // chunks
    counts = np.zeros(a, dtype=np.int64)
    full = np.zeros(chunks, dtype=np.bool_)
    for c in prange(chunks):
        w = (
            works[0][c],
            works[1][c],
            works[2][c],
            works[3][c],
            works[4][c],
            works[5][c],
            works[6][c],
            works[7][c],
            works[8][c],
            works[9][c],
            works[10][c],
        )
        n = 0
        for s in range(c * per, min(a, (c + 1) * per)):
            k = _slot_results(variant, views[s], dice[s, 0], dice[s, 1], w, buf[c], n)
            if k < 0:
                full[c] = True
                break
            counts[s] = k
            n += k
    seg[0] = 0
    for s in range(a):
        seg[s + 1] = seg[s] + counts[s]
    if full.any() or seg[a] > res.shape[0]:
        return -1
    for c in prange(chunks):
        lo = min(a, c * per)
        hi = min(a, (c + 1) * per)
        start = seg[lo]
        for i in range(seg[hi] - start):
            res[start + i, :] = buf[c, i]
    return seg[a]
