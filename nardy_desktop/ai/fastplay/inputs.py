"""Network inputs on arrays: `encoding.encode_views`, the same floats,
computed one view at a time."""

from __future__ import annotations

import numpy as np

from nardy_desktop.ai.encoding import _ESCAPE_ROLLS as _ESC_ROLLS
from nardy_desktop.ai.encoding import _ESCAPES_BEHIND as _ESC
from nardy_desktop.ai.encoding import _OPP_PIPS as _OPP_PIPS_T
from nardy_desktop.ai.fastplay.compiler import constant, njit, reads, scratch
from nardy_desktop.ai.fastplay.layout import FLIPS, LONG, ROUTE, ROUTE_INDEX, SIGNS
from nardy_desktop.ai.rolls import ROLL_COUNTS, ROLLS

_ROLL_A = constant(np.array([a for a, _ in ROLLS], dtype=np.int64))
_ROLL_B = constant(np.array([b for _, b in ROLLS], dtype=np.int64))
_ROLL_W = constant(np.array(ROLL_COUNTS, dtype=np.float64))
_ESCAPES = constant(np.ascontiguousarray(_ESC, dtype=np.float64))
_ESCAPE_ROLLS = constant(np.ascontiguousarray(_ESC_ROLLS, dtype=np.int64))
_OPP_PIPS = constant(np.ascontiguousarray(_OPP_PIPS_T, dtype=np.int64))


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


_REACH = constant(_reach_rolls())


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
_BELOW = constant(np.array([_bits(1, 24 - d) for d in range(7)], dtype=np.int64))


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
        route |= (o > 0) << ROUTE_INDEX[p]
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
            trapped += max(-v[ROUTE[j]], 0)
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
            block_left += ROUTE[j] - 1
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
def encode_into(variant, v, other, x, masks, hits):
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
def encode_many(variant, views):
    n = views.shape[0]
    blk = 129 if variant == LONG else 123
    xs = np.empty((n, 2 * blk + 2), dtype=np.float64)
    masks = scratch(21)
    hits = scratch(4)
    other = np.zeros(28, dtype=np.int64)
    flip = FLIPS[variant]
    for i in range(n):
        for q in range(28):
            other[q] = views[i, flip[q]] * SIGNS[q]
        encode_into(variant, reads(views[i]), reads(other), xs[i], masks, hits)
    return xs
