"""Legal turns, exact values and network inputs of many positions at once, for training.

Self-play spends its time turning every legal turn of every roll into a
Position and encoding the results one batch per roll. Here the same rules (a
line-by-line translation of `engine.moves._turn_leaves`, giving the results in
the same order) and the same inputs (`encoding.encode_views`, the same floats)
work on plain int arrays, for the rolls of many games in one call, inside
functions that numba compiles when it is installed (the `train` extra). Without
numba the very functions run as ordinary Python: the same results, far slower
(the tests check them either way).

A position here is a wide view (see `encoding`): 28 ints in the numbering of
the side to move.
"""

from __future__ import annotations

import numpy as np

from nardy_desktop.ai import bearoff
from nardy_desktop.ai.encoding import _BG_FLIP, _LONG_FLIP, _SIGN
from nardy_desktop.ai.encoding import _ESCAPE_ROLLS as _ESC_ROLLS
from nardy_desktop.ai.encoding import _ESCAPES_BEHIND as _ESC
from nardy_desktop.ai.encoding import _OPP_PIPS as _OPP_PIPS_T
from nardy_desktop.ai.network import OUTPUTS
from nardy_desktop.ai.rolls import ROLL_COUNTS, ROLLS
from nardy_desktop.engine import Variant
from nardy_desktop.engine.route import ROUTE as _ROUTE_T
from nardy_desktop.engine.route import ROUTE_INDEX as _ROUTE_INDEX_L

try:
    import numba
    from numba import njit, prange

    COMPILED = not numba.config.DISABLE_JIT
except ImportError:  # training still works, as plain Python
    numba = None
    COMPILED = False
    prange = range

    def njit(*args, **kwargs):
        if args and callable(args[0]):
            return args[0]
        return lambda f: f


LONG, BACKGAMMON = 0, 1
VARIANT_CODE = {Variant.LONG: LONG, Variant.BACKGAMMON: BACKGAMMON}
INPUTS = {LONG: 260, BACKGAMMON: 248}
_BLOCK = {LONG: 129, BACKGAMMON: 123}

_FLIPS = np.stack([_LONG_FLIP, _BG_FLIP]).astype(np.int64)
_SIGNS = _SIGN.astype(np.int64)
_ROUTE = np.array(_ROUTE_T, dtype=np.int64)
_ROUTE_INDEX = np.array(_ROUTE_INDEX_L, dtype=np.int64)
_ROUTE_PTS = _ROUTE - 1  # the route as indices into points 1..24 held at 0..23
_ROLL_A = np.array([a for a, _ in ROLLS], dtype=np.int64)
_ROLL_B = np.array([b for _, b in ROLLS], dtype=np.int64)
_ROLL_W = np.array(ROLL_COUNTS, dtype=np.float64)
_ESCAPES = np.ascontiguousarray(_ESC, dtype=np.float64)
_ESCAPE_ROLLS = np.ascontiguousarray(_ESC_ROLLS, dtype=np.int64)
_OPP_PIPS = np.ascontiguousarray(_OPP_PIPS_T, dtype=np.int64)


def _reach_rolls() -> np.ndarray:
    """For each distance 1..24, the rolls (bit r for roll r) whose dice can
    cover it (the table `encoding._hit_table` as bits)."""
    out = np.zeros(25, dtype=np.int64)
    for r, (a, b) in enumerate(ROLLS):
        reach = {a, b, a + b} if a != b else {a * k for k in range(1, 5)}
        for d in reach:
            if d <= 24:
                out[d] |= 1 << r
    return out


_REACH = _reach_rolls()
# Random keys of each (index, count) of a board (row 26: the depth salts of
# the states seen while playing a double): a board's hash is their xor.
_ZOBRIST = np.random.default_rng(20240917).integers(-(2**62), 2**62, size=(27, 31), dtype=np.int64)
_MAX_KIDS = 32  # one checker per occupied point (and the bar): at most 16
# Distinct results of one roll, and states on the way to them: 15 checkers
# moving 1 pip four times make at most C(18, 4) = 3,060 results (3,875 states).
_POOL = 4096
_TABLE = 2 * _POOL


# ----------------------------------------------------------------------------
# Legal turns (engine.moves, on arrays)
# ----------------------------------------------------------------------------


@njit(cache=True)
def _blocks_illegally(b, t, opp_off):
    if opp_off:
        return False
    i = _ROUTE_INDEX[t]
    lo = i
    while lo and b[_ROUTE[lo - 1]] > 0:
        lo -= 1
    hi = i
    while hi < 23 and b[_ROUTE[hi + 1]] > 0:
        hi += 1
    if hi - lo < 5:
        return False
    for j in range(hi + 1, 24):  # noqa: SIM110 (loops, not generators, compile)
        if b[_ROUTE[j]] < 0:
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
    if count >= _POOL:
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


def _work(chunks: int) -> tuple:
    """Work space of the turn generator, one of each per chunk of positions."""
    return (
        np.zeros((chunks, _POOL, 26), dtype=np.int64),  # results so far
        np.zeros((chunks, _POOL), dtype=np.int64),  # dice each used
        np.zeros((chunks, _POOL), dtype=np.bool_),  # whether the higher die was
        np.zeros((chunks, _TABLE, 3), dtype=np.int64),  # their hash table
        np.zeros((chunks, _POOL, 26), dtype=np.int64),  # states seen on the way (doubles)
        np.zeros((chunks, _TABLE, 3), dtype=np.int64),  # their hash table
        np.zeros((chunks, 5, _MAX_KIDS, 26), dtype=np.int64),  # single moves at each depth
        np.zeros((chunks, 5, 26), dtype=np.int64),  # the path being walked
        np.zeros((chunks, _POOL, 26), dtype=np.int64),  # the legal results
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
    flip = _FLIPS[variant]
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
                row[q] = key[f] * _SIGNS[q]
            elif f == 26:
                row[q] = opp_off
            else:
                row[q] = v[27] + opp_on - on
    return k


@njit(parallel=True, cache=True)
def _results(variant, views, dice, works, buf, res, seg):
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


# ----------------------------------------------------------------------------
# Network inputs (encoding.encode_views, one view at a time)
# ----------------------------------------------------------------------------


def _bits(lo: int, hi: int) -> int:
    return sum(1 << p for p in range(lo, hi + 1))


_POP8 = np.array([bin(i).count("1") for i in range(256)], dtype=np.int64)
# 2**k % 67 differs for every k < 64: the index of a single set bit from its value.
_CTZ67 = np.zeros(67, dtype=np.int64)
for _k in range(64):
    _CTZ67[pow(2, _k, 67)] = _k
_HOME = _bits(1, 6)
_FAR = _bits(19, 24)
_SECOND = _bits(7, 12)
_UPPER = _bits(13, 24)
_LOWER = _bits(1, 12)
_BELOW = np.array([_bits(1, 24 - d) for d in range(7)], dtype=np.int64)

if COMPILED:

    @njit(cache=True)
    def _reads(a):
        return a

    @njit(cache=True)
    def _scratch(n):
        return np.zeros(n, dtype=np.int64)

else:
    # As plain Python the same functions run five times faster on lists of
    # ints than on arrays, whose every element read makes a numpy scalar.
    def _reads(a):
        return a.tolist()

    def _scratch(n):
        return [0] * n

    for _name in (
        "_FLIPS",
        "_SIGNS",
        "_ROUTE",
        "_ROUTE_INDEX",
        "_ROLL_A",
        "_ROLL_B",
        "_ROLL_W",
        "_ESCAPES",
        "_ESCAPE_ROLLS",
        "_OPP_PIPS",
        "_REACH",
        "_BELOW",
    ):
        globals()[_name] = globals()[_name].tolist()


@njit(cache=True)
def _popcount(m):
    return (
        _POP8[m & 255]
        + _POP8[(m >> 8) & 255]
        + _POP8[(m >> 16) & 255]
        + _POP8[(m >> 24) & 255]
        + _POP8[(m >> 32) & 255]
        + _POP8[(m >> 40) & 255]
        + _POP8[(m >> 48) & 255]
    )


@njit(cache=True)
def _low_bit(m):
    return _CTZ67[(m & -m) % 67]


@njit(cache=True)
def _longest_run(m):
    """`encoding._longest_run` of the bits of m (bit j for index j)."""
    length = 0
    at = m
    starts = m
    for k in range(1, 9):
        if k > 1:
            at &= m >> (k - 1)
        if at == 0:
            break
        length = k
        starts = at
    return length, (_low_bit(starts) if length > 0 else 0)


@njit(cache=True)
def _raw(v, big, x, at):
    for p in range(1, 25):
        o = max(v[p], 0)
        x[at + p - 1] = 1.0 * (o >= 1)
        x[at + 23 + p] = 1.0 * (o >= 2)
        x[at + 47 + p] = 1.0 * (o >= 3)
        x[at + 71 + p] = max(o - 3, 0) / big


@njit(cache=True)
def _mobility(occ, closed, x, at):
    for d in range(1, 7):
        x[at + d - 1] = _popcount((occ >> d) & ~closed & _BELOW[d]) / 8.0


@njit(cache=True)
def _walk(start, d, open_, blots, hits):
    hit = 0
    reach = start
    for k in range(4):
        reach = reach << d
        hit = hit | (reach & blots)
        hits[k] = hit
        reach = reach & open_


@njit(cache=True)
def _hit_masks(blots, attackers, open_, bar, masks, hits):
    """`encoding.hit_masks` of one view, from its bits."""
    for r in range(21):
        a = _ROLL_A[r]
        b = _ROLL_B[r]
        if bar == 0:
            if a == b:
                _walk(attackers, a, open_, blots, hits)
                masks[r] = hits[3]
            else:
                masks[r] = (
                    (attackers << a)
                    | (attackers << b)
                    | (((attackers << a) & open_) << b)
                    | (((attackers << b) & open_) << a)
                ) & blots
            continue
        enter_a = (open_ >> a) & 1 == 1
        enter_b = (open_ >> b) & 1 == 1
        at_a = np.int64(1) << a
        at_b = np.int64(1) << b
        if a == b:
            if not enter_a:
                masks[r] = 0
                continue
            left = 0
            if bar <= 3:
                _walk(attackers | at_a, a, open_, blots, hits)
                left = hits[3 - bar]
            masks[r] = (at_a & blots) | left
            continue
        m = 0
        if bar == 1:
            if enter_a:
                m |= (at_a | (at_a << b) | (attackers << b)) & blots
            if enter_b:
                m |= (at_b | (at_b << a) | (attackers << a)) & blots
        else:
            if enter_a:
                m |= at_a & blots
            if enter_b:
                m |= at_b & blots
        masks[r] = m


@njit(cache=True)
def _escape_share(blocked, point):
    return _ESCAPES[((blocked << 13) >> (point + 1)) & 0xFFF]


@njit(cache=True)
def _block_bg(v, x, at, masks, hits):
    bar = v[25]
    occ = 0
    made = 0
    blot = 0
    opp = 0
    opp_made = 0
    open_ = 0
    pips = 0
    behind = bar
    for p in range(1, 25):
        c = v[p]
        o = max(c, 0)
        occ |= (o >= 1) << p
        made |= (o >= 2) << p
        blot |= (c == 1) << p
        opp |= (c < 0) << p
        opp_made |= (c <= -2) << p
        open_ |= (c < 2) << p
        pips += o * p
        if p >= 19:
            behind += o
    pips += 25 * bar
    _raw(v, 2.0, x, at)
    f = at + 96
    prime, _ = _longest_run(made >> 1)
    # shot_chances: the opponent enters from 0 and moves upwards here.
    attack = opp | (1 if v[27] > 0 else 0)
    rolls = 0
    for d in range(1, 25):
        if blot & (attack << d):
            rolls |= _REACH[d]
    shots = 0.0
    for r in range(21):
        if (rolls >> r) & 1:
            shots += _ROLL_W[r]
    shots = shots / 36.0
    x[f + 0] = bar / 2.0
    x[f + 1] = v[0] / 15.0
    x[f + 2] = pips / 167.0
    x[f + 3] = _popcount(blot) / 5.0
    x[f + 4] = _popcount(made & _HOME) / 6.0
    x[f + 5] = _popcount(made) / 12.0
    x[f + 6] = prime / 6.0
    x[f + 7] = 1.0 * (prime >= 5)
    x[f + 8] = _popcount(made & _FAR) / 2.0
    x[f + 9] = behind / 5.0
    x[f + 10] = shots
    x[f + 11] = 1.0 * (shots > 0)
    _mobility(occ, opp_made, x, f + 12)
    # The rearmost checkers (_rearmost): 25 on the bar, 0 / 25 when none is left.
    back = 0
    if bar > 0:
        back = 25
    elif occ:
        back = 24
        while not (occ >> back) & 1:
            back -= 1
    opp_back = 0 if v[27] > 0 else (_low_bit(opp) if opp else 25)
    x[f + 18] = back / 25.0
    x[f + 19] = _escape_share(opp_made, back) if back > 0 else 1.0
    to_pass = 0
    for p in range(opp_back + 1, 25):
        to_pass += max(v[p], 0) * (p - opp_back)
    to_pass += bar * (25 - opp_back)
    x[f + 20] = to_pass / 100.0
    ch = _popcount(opp_made & _FAR) / 6.0
    x[f + 21] = ch * ch
    _hit_masks(blot, opp, open_, v[27], masks, hits)
    hit = 0.0
    loss = 0.0
    double = 0.0
    for r in range(21):
        m = masks[r]
        if m != 0:
            hit += _ROLL_W[r]
            loss += (25 - _low_bit(m)) * _ROLL_W[r]
            if m & (m - 1):
                double += _ROLL_W[r]
    x[f + 22] = hit / 36.0
    x[f + 23] = loss / 36.0 / 12.0
    least = _escape_share(opp_made, 15)
    for point in range(16, 25):
        least = min(least, _escape_share(opp_made, point))
    contain = 1.0 - least
    x[f + 24] = contain
    x[f + 25] = contain * contain
    x[f + 26] = double / 36.0


@njit(cache=True)
def _block_long(v, x, at):
    held = 0
    opp = 0
    route = 0
    pips = 0
    q1 = 0
    q2 = 0
    q3 = 0
    q4 = 0
    for p in range(1, 25):
        c = v[p]
        o = max(c, 0)
        held |= (o > 0) << p
        opp |= (c < 0) << p
        route |= (o > 0) << _ROUTE_INDEX[p]
        pips += o * p
        if p <= 6:
            q1 += o
        elif p <= 12:
            q2 += o
        elif p <= 18:
            q3 += o
        elif p <= 23:
            q4 += o
    length, start = _longest_run(route)
    trapped = 0.0
    if length >= 3:
        for j in range(start):
            trapped += max(-v[_ROUTE[j]], 0)
    _raw(v, 4.0, x, at)
    f = at + 96
    own24 = max(v[24], 0)
    x[f + 0] = v[0] / 15.0
    x[f + 1] = pips / 360.0
    x[f + 2] = own24 / 15.0
    x[f + 3] = _popcount(held) / 12.0
    x[f + 4] = length / 6.0
    x[f + 5] = 1.0 * (length >= 3)
    x[f + 6] = 1.0 * (length >= 4)
    x[f + 7] = 1.0 * (length >= 5)
    x[f + 8] = 1.0 * (length >= 6)
    x[f + 9] = trapped / 15.0
    x[f + 10] = trapped * length / 90.0
    x[f + 11] = q1 / 15.0
    x[f + 12] = q2 / 15.0
    x[f + 13] = q3 / 15.0
    x[f + 14] = q4 / 15.0
    x[f + 15] = (q3 + q4 + own24) / 15.0
    x[f + 16] = _popcount(held & _SECOND) / 6.0
    _mobility(held, opp, x, f + 17)
    _long_extra(v, x, f + 23, opp, pips, length, start)


@njit(cache=True)
def _long_extra(v, x, f, blockers, pips, length, start):
    """`encoding._long_extra`."""
    back = 0
    count = 0
    stacked = 0
    opp_pips = 0
    exits = 0
    for p in range(1, 25):
        c = v[p]
        if c > 0:
            back = p
            count += c
            if p < 24:
                stacked += max(c - 2, 0)
        elif c < 0:
            opp_pips -= c * _OPP_PIPS[p - 1]
            if 18 <= p <= 23:
                exits += 1
    back_rolls = 36
    if back > 6:
        back_rolls = _ESCAPE_ROLLS[((blockers << 13) >> (back + 1)) & 0xFFF]
    least = 36
    hemmed = 0
    to_home = 0
    for p in range(7, 25):
        o = v[p]
        if o > 0:
            r = _ESCAPE_ROLLS[((blockers << 13) >> (p + 1)) & 0xFFF]
            least = min(least, r)
            hemmed += o * (36 - r)
            to_home += o * (p - 6)
    timing = 0
    if length >= 3:
        block_left = 0
        for j in range(start, start + length):
            block_left += _ROUTE[j] - 1
        timing = pips - count - block_left
    lead = min(max((opp_pips - pips) / 50.0, -1.0), 1.0)
    x[f + 0] = back_rolls / 36.0
    x[f + 1] = least / 36.0
    x[f + 2] = hemmed / 540.0
    x[f + 3] = timing / 300.0
    x[f + 4] = lead
    x[f + 5] = lead * (1.0 - 1.0 * _contact(LONG, v))
    x[f + 6] = to_home / 270.0
    x[f + 7] = (to_home if v[0] == 0 else 0) / 270.0
    x[f + 8] = stacked / 15.0
    x[f + 9] = exits / 6.0


@njit(cache=True)
def _contact(variant, v):
    if variant == LONG:
        for p in range(13, 25):
            if v[p] > 0:
                return True
        for p in range(1, 13):  # noqa: SIM110
            if v[p] < 0:
                return True
        return False
    own = 25 if v[25] > 0 else 0
    if own == 0:
        for p in range(24, 0, -1):
            if v[p] > 0:
                own = p
                break
    opp = 0
    if v[27] == 0:
        opp = 25
        for p in range(1, 25):
            if v[p] < 0:
                opp = p
                break
    return own > opp


@njit(cache=True)
def _encode_into(variant, v, other, x, masks, hits):
    if variant == LONG:
        _block_long(v, x, 0)
        _block_long(other, x, 129)
        blk = 129
    else:
        _block_bg(v, x, 0, masks, hits)
        _block_bg(other, x, 123, masks, hits)
        blk = 123
    c = 1.0 * _contact(variant, v)
    x[2 * blk] = c
    x[2 * blk + 1] = 1.0 - c


@njit(cache=True)
def _encode(variant, views):
    n = views.shape[0]
    blk = 129 if variant == LONG else 123
    xs = np.empty((n, 2 * blk + 2), dtype=np.float64)
    masks = _scratch(21)
    hits = _scratch(4)
    other = np.zeros(28, dtype=np.int64)
    flip = _FLIPS[variant]
    for i in range(n):
        for q in range(28):
            other[q] = views[i, flip[q]] * _SIGNS[q]
        _encode_into(variant, _reads(views[i]), _reads(other), xs[i], masks, hits)
    return xs


# ----------------------------------------------------------------------------
# Exact values (evaluate.evaluate_views_detailed) and the whole step
# ----------------------------------------------------------------------------


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
def _finish(variant, res, n, tab, chunks, exact, y, row, other, xs):
    """For results res[:n]: which are known exactly (a finished game or a
    bear-off race) with their outputs in `y`, and the inputs of the others,
    written to xs in order (`row` says where). Returns how many inputs, or -1
    when `xs` is too small."""
    flip = _FLIPS[variant]
    per = (n + chunks - 1) // chunks
    for c in prange(chunks):
        for i in range(c * per, min(n, (c + 1) * per)):
            v = res[i]
            for q in range(28):
                other[i, q] = v[flip[q]] * _SIGNS[q]
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
        masks = _scratch(21)
        hits = _scratch(4)
        for i in range(c * per, min(n, (c + 1) * per)):
            if row[i] >= 0:
                _encode_into(variant, _reads(res[i]), _reads(other[i]), xs[row[i]], masks, hits)
    return m


# ----------------------------------------------------------------------------
# Python entry points
# ----------------------------------------------------------------------------


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


def threads() -> int:
    """How many threads the compiled code shares its work among."""
    return numba.get_num_threads() if COMPILED else 1


def set_threads(n: int) -> None:
    """Share the compiled code's work among `n` threads (from the next
    `TurnGenerator` on)."""
    if COMPILED:
        numba.set_num_threads(max(1, min(n, numba.config.NUMBA_NUM_THREADS)))


class TurnGenerator:
    """Legal turns and inputs of many positions at once. It keeps its work
    space and output arrays from call to call: what `step` returns is valid
    until the next call."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.code = VARIANT_CODE[variant]
        self.outputs = OUTPUTS[variant]
        self.chunks = threads()
        self._work = _work(self.chunks)
        self._rows = 0
        self._grow(256, 4096)

    def _grow(self, per_chunk: int, rows: int) -> None:
        self._buf = np.zeros((self.chunks, per_chunk, 28), dtype=np.int64)
        if rows > self._rows:
            self._rows = rows
            self._res = np.zeros((rows, 28), dtype=np.int64)
            self._exact = np.zeros(rows, dtype=np.bool_)
            self._y = np.zeros((rows, self.outputs))
            self._row = np.zeros(rows, dtype=np.int64)
            self._other = np.zeros((rows, 28), dtype=np.int64)
            self._xs = np.zeros((rows, INPUTS[self.code]))

    def _results(self, views: np.ndarray, dice: np.ndarray) -> tuple[int, np.ndarray]:
        v = np.ascontiguousarray(views, dtype=np.int64)
        d = np.ascontiguousarray(dice, dtype=np.int64)
        seg = np.zeros(len(v) + 1, dtype=np.int64)
        while True:
            n = _results(self.code, v, d, self._work, self._buf, self._res, seg)
            if n >= 0:
                return n, seg
            per = self._buf.shape[1]
            self._grow(max(2 * per, _POOL + 64 * len(v) // self.chunks), 2 * self._rows)

    def results(self, views: np.ndarray, dice: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """For each wide view and roll, the wide views of every legal turn's
        result from the next side to move, in `encoding.result_views` order,
        and the offsets where each position's results start (n + 1 of them)."""
        n, seg = self._results(views, dice)
        return self._res[:n].copy(), seg

    def step(self, views: np.ndarray, dice: np.ndarray) -> tuple[np.ndarray, ...]:
        """`results` and, for each result, whether its value is known exactly
        (finished game, bear-off race), that value (rows of outputs before
        `network.consistent`), and the row of its network inputs (-1 for
        exact ones) in the inputs returned: (results, offsets, exact, values,
        inputs, rows)."""
        n, seg = self._results(views, dice)
        m = _finish(
            self.code,
            self._res,
            n,
            tables().arrays,
            self.chunks,
            self._exact,
            self._y,
            self._row,
            self._other,
            self._xs,
        )
        if m < 0:
            self._grow(self._buf.shape[1], 2 * n)
            return self.step(views, dice)
        return self._res[:n], seg, self._exact[:n], self._y[:n], self._xs[:m], self._row[:n]


def encode(views: np.ndarray, variant: Variant) -> np.ndarray:
    """`encoding.encode_views`, computed one view at a time."""
    return _encode(VARIANT_CODE[variant], np.ascontiguousarray(views, dtype=np.int64))
