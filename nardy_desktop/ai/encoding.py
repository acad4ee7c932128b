"""Network inputs: the board from the side to move, plus features each game rewards.

A position is first turned into a "wide view" of 28 ints in the side to move's
numbering: index 0 its borne-off count, 1..24 the points (its checkers positive,
the opponent's negative), 25 its bar, 26 the opponent's borne-off count and 27
the opponent's bar. The same view seen from the other side is a fixed
permutation with signs swapped, so one function (`_side_block`) describes "a
side's situation" and the input is that block for the side to move followed by
the block for its opponent. A position and its colour-mirrored twin therefore
encode identically, and many candidate positions are encoded in one numpy batch.
"""

from __future__ import annotations

import numpy as np

from nardy_desktop.ai.rolls import ROLL_COUNTS
from nardy_desktop.ai.rolls import ROLLS as _ROLLS
from nardy_desktop.engine import Position, Side, Variant, legal_result_views
from nardy_desktop.engine.position import from_mover_view
from nardy_desktop.engine.route import ROUTE, ROUTE_INDEX

# _FLIP[variant][k] = index in the mover's wide view of the opponent's index k.
_BG_FLIP = np.array([26, *range(24, 0, -1), 27, 0, 25])
_LONG_FLIP = np.array([26, *(ROUTE[24 - k] for k in range(1, 25)), 27, 0, 25])
_SIGN = np.array([1, *([-1] * 24), 1, 1, 1])
_ROUTE_IDX = np.array(ROUTE)  # opponent's route in the mover's numbering (long nardy)


def _hit_table() -> np.ndarray:
    """For each of the 21 distinct rolls, which distances 1..24 it can hit at
    (ignoring blocked intermediate points)."""
    table = np.zeros((25, len(_ROLLS)), dtype=np.float64)
    for r, (a, b) in enumerate(_ROLLS):
        reach = {a, b, a + b} if a != b else {a * k for k in range(1, 5)}
        for d in reach:
            if d <= 24:
                table[d, r] = 1.0
    return table


_HIT = _hit_table()
_HIT_W = np.array(ROLL_COUNTS, dtype=np.float64)  # each roll's weight out of 36


def wide_view(position: Position, side: Side | None = None) -> list[int]:
    """The 28-int wide view of `position` from `side` (default: the side to move)."""
    s = position.side if side is None else side
    b = position.mover_view(s)
    o = 1 - s
    b.append(position.off[o])
    b.append(position.bar[o])
    return b


def flip_views(views: np.ndarray, variant: Variant) -> np.ndarray:
    """The same positions seen from the other side."""
    idx = _LONG_FLIP if variant is Variant.LONG else _BG_FLIP
    return views[:, idx] * _SIGN


def result_views(position: Position, dice: tuple[int, int]) -> np.ndarray:
    """The wide view of the result of each of `legal_turns(position, dice)`, in
    the same order, from its side to move (the opponent of the side moving now)."""
    views = np.array(legal_result_views(position, dice), dtype=np.int64)
    return flip_views(views, position.variant)


def position_of_view(view: np.ndarray, variant: Variant, side: Side) -> Position:
    """The position whose wide view from `side`, with `side` to move, is `view`."""
    v = [int(x) for x in view]
    return from_mover_view(variant, side, v[:26], v[26], side, v[27])


_BITS = 1 << np.arange(24, dtype=np.int64)
_BITS1 = 1 << np.arange(1, 25, dtype=np.int64)  # point p (1..24) is bit p
_DISTANCES = np.arange(1, 25, dtype=np.int64)
_MAX_RUN = 8


def _longest_run(held: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Length (capped at 8) and start index of the longest run of True along
    axis 1 (the first such run when several are as long)."""
    m = held.astype(np.int64) @ _BITS
    length = np.zeros(len(m), dtype=np.int64)
    at = m.copy()
    starts = m.copy()
    for k in range(1, _MAX_RUN + 1):
        if k > 1:
            at &= m >> (k - 1)
        alive = at != 0
        if not alive.any():
            break
        length[alive] = k
        starts[alive] = at[alive]
    low = starts & -starts
    start = np.where(length > 0, np.log2(np.maximum(low, 1)).astype(np.int64), 0)
    return length, start


def _raw(own: np.ndarray, big: float) -> list[np.ndarray]:
    """The board's planes (the first three true or false, as 1.0 or 0.0)."""
    return [own >= 1, own >= 2, own >= 3, np.maximum(own - 3, 0) / big]


def _mobility(own: np.ndarray, closed: np.ndarray) -> list[np.ndarray]:
    """For each die 1..6, how many of the side's points have a checker that can
    move that far onto an open point (bearing off not counted)."""
    out = []
    for d in range(1, 7):
        can = (own[:, d:] > 0) & ~closed[:, : 24 - d]
        out.append(can.sum(axis=1) / 8.0)
    return out


def shot_chances(v: np.ndarray) -> np.ndarray:
    """For each wide view, the share of the opponent's 36 rolls that can hit a
    blot of the side the view belongs to (combined moves count as if their
    touch-down points were open)."""
    pts = v[:, 1:25]
    blots = pts == 1
    # The opponent moves upwards in this side's numbering and enters from 0.
    blot_bits = blots.astype(np.int64) @ _BITS1
    attack_bits = (pts < 0).astype(np.int64) @ _BITS1 | (v[:, 27] > 0)
    dist = (blot_bits[:, None] & (attack_bits[:, None] << _DISTANCES)) != 0
    return ((dist @ _HIT[1:]) > 0) @ _HIT_W / 36.0


_ROLL_A, _ROLL_B = np.array(_ROLLS, dtype=np.int64).T[:, None, :]
_DOUBLE = _ROLL_A == _ROLL_B
# The 15 rolls of two different dice and the 6 doubles, each taken apart
# (each kind of roll has a rule of its own).
_MIXED_ROLLS = np.flatnonzero(~_DOUBLE[0])
_DOUBLE_ROLLS = np.flatnonzero(_DOUBLE[0])
_MIXED_A, _MIXED_B = _ROLL_A[:, _MIXED_ROLLS], _ROLL_B[:, _MIXED_ROLLS]
_DOUBLE_DIE = _ROLL_A[:, _DOUBLE_ROLLS]


def _walk(
    start: np.ndarray, d: np.ndarray, open_: np.ndarray, blots: np.ndarray
) -> list[np.ndarray]:
    """Blots hit by checkers from `start` stepping `d` at a time, each step
    landing on an open point: the masks hit within 1, 2, 3 and 4 steps."""
    out = []
    hit = np.zeros_like(start)
    reach = start
    for _ in range(4):
        reach = reach << d
        hit = hit | (reach & blots)
        out.append(hit)
        reach = reach & open_
    return out


def hit_masks(v: np.ndarray) -> np.ndarray:
    """Backgammon: for each wide view and each of the 21 rolls of the
    opponent, the side's blots (point p is bit p) that the opponent can hit,
    minding the points the side has made (no landing on them), the checkers
    the opponent must enter first, and, for doubles, that every step lands on
    an open point. Whether the whole turn could then be played by the rule of
    using both dice is not checked (it stops a hit in about 1 roll in 2,000)."""
    pts = v[:, 1:25]
    blots = ((pts == 1).astype(np.int64) @ _BITS1)[:, None]
    attackers = ((pts < 0).astype(np.int64) @ _BITS1)[:, None]
    open_ = ((pts < 2).astype(np.int64) @ _BITS1)[:, None]
    a, b = _MIXED_A, _MIXED_B
    # The opponent moves upwards in this side's numbering and enters on point d.
    from_a, from_b = attackers << a, attackers << b
    masks = np.empty((len(v), len(_ROLLS)), dtype=np.int64)
    masks[:, _MIXED_ROLLS] = (
        from_a | from_b | ((from_a & open_) << b) | ((from_b & open_) << a)
    ) & blots
    masks[:, _DOUBLE_ROLLS] = _walk(attackers, _DOUBLE_DIE, open_, blots)[3]
    on_bar = np.flatnonzero(v[:, 27] > 0)
    if len(on_bar):
        masks[on_bar] = _hits_from_bar(
            v[on_bar, 27][:, None], attackers[on_bar], open_[on_bar], blots[on_bar]
        )
    return masks


def _hits_from_bar(
    bar: np.ndarray, attackers: np.ndarray, open_: np.ndarray, blots: np.ndarray
) -> np.ndarray:
    """`hit_masks` for views where the opponent has checkers on the bar."""
    a, b = _ROLL_A, _ROLL_B
    enter_a, enter_b = (open_ >> a) & 1 == 1, (open_ >> b) & 1 == 1
    at_a, at_b = np.int64(1) << a, np.int64(1) << b
    one_on_bar = np.where(enter_a, (at_a | (at_a << b) | (attackers << b)) & blots, 0) | np.where(
        enter_b, (at_b | (at_b << a) | (attackers << a)) & blots, 0
    )
    more_on_bar = np.where(enter_a, at_a & blots, 0) | np.where(enter_b, at_b & blots, 0)
    single = np.where(bar == 1, one_on_bar, more_on_bar)
    # Doubles: with m on the bar, m steps enter on point a and 4 - m are left.
    after_entry = _walk(attackers | at_a, a, open_, blots)
    left = np.select(
        [bar == 1, bar == 2, bar == 3], [after_entry[2], after_entry[1], after_entry[0]], 0
    )
    double = np.where(enter_a, (at_a & blots) | left, 0)
    return np.where(_DOUBLE, double, single)


def hit_chances(v: np.ndarray, masks: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """The share of the opponent's 36 rolls that can hit one of the side's
    blots (see `hit_masks`), and the pips the side can expect to lose to a
    hit on the most advanced blot hit (a checker on point p hit goes back
    25 - p pips), per roll averaged over the 36."""
    masks = hit_masks(v) if masks is None else masks
    any_hit = masks != 0
    lowest = masks & -masks
    point = np.where(any_hit, np.log2(np.maximum(lowest, 1)).astype(np.int64), 25)
    return any_hit @ _HIT_W / 36.0, (25 - point) @ _HIT_W / 36.0


def _escape_table() -> np.ndarray:
    """For each 12-bit mask of blocked points at distances 1..12 ahead of a
    checker, the share of the 36 rolls whose two dice together carry it to an
    open point through an open touch-down point (doubles counted as two dice,
    as GNU Backgammon's escape count does)."""
    mask = np.arange(1 << 12)
    count = np.zeros(1 << 12)
    for a in range(1, 7):
        for b in range(1, 7):
            land = (mask >> (a + b - 1) & 1) == 0
            via = (mask >> (a - 1) & mask >> (b - 1) & 1) == 0
            count += land & via
    return count / 36.0


_ESCAPES = _escape_table()
# The same, indexed by the mask with bit 12-d for distance d (the order the
# points come in when the board's bits are shifted down to the checker).
_ESCAPES_BEHIND = _ESCAPES[
    sum(((np.arange(1 << 12) >> bit) & 1) << (11 - bit) for bit in range(12))
]


_FAR_POINTS = np.arange(15, 25, dtype=np.int64)


def _blocked_bits(v: np.ndarray) -> np.ndarray:
    """The opponent's made points as bits (point p is bit p)."""
    return (v[:, 1:25] <= -2).astype(np.int64) @ _BITS1


def _escape_shares(blocked: np.ndarray, point: np.ndarray) -> np.ndarray:
    """The share of rolls that free a checker on `point` (1..25) from the
    made points `blocked`: the bits are shifted so that bit j is the point
    12-j pips ahead of the checker (points below 1 are never blocked)."""
    return _ESCAPES_BEHIND[((blocked << 13) >> (point + 1)) & 0xFFF]


def double_hit_chances(masks: np.ndarray) -> np.ndarray:
    """From `hit_masks`: the share of the opponent's 36 rolls that can reach
    two or more of the side's blots (not always both in one turn, but these
    are the rolls with a double hit among them, and a choice of targets)."""
    return ((masks & (masks - 1)) != 0) @ _HIT_W / 36.0


def containment(v: np.ndarray) -> np.ndarray:
    """How well the opponent's made points hold a checker of the side in its
    outfield and the opponent's home: one minus the smallest share of
    escaping rolls (see `_escapes`) over points 15..24, whether or not the
    side has a checker there yet (a prime holds the checkers still to be
    hit as much as those already behind it)."""
    return 1.0 - _escape_shares(_blocked_bits(v)[:, None], _FAR_POINTS).min(axis=1)


def _rearmost(v: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Backgammon, in the view's numbering: the point of the side's rearmost
    checker (25 on the bar, 0 when none is left) and of the opponent's (0 on
    the bar, 25 when none is left)."""
    pts = v[:, 1:25]
    pos = np.arange(1, 25)
    own = np.where(pts > 0, pos, 0).max(axis=1)
    own = np.where(v[:, 25] > 0, 25, own)
    opp = np.where(pts < 0, pos, 25).min(axis=1)
    opp = np.where(v[:, 27] > 0, 0, opp)
    return own, opp


def back_escapes(v: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The point of each side's rearmost checker (25 on the bar, 0 when none
    is left) and its share of rolls that carry it past the opponent's made
    points within the next 12 pips."""
    back = _rearmost(v)[0]
    return back, _escapes(v, back)


def _escapes(v: np.ndarray, back: np.ndarray) -> np.ndarray:
    back = np.asarray(back, dtype=np.int64)
    return np.where(back > 0, _escape_shares(_blocked_bits(v), back), 1.0)


# A side's block of inputs: the board's planes (24 columns each), then one
# column a feature.
_Block = tuple[list[np.ndarray], list[np.ndarray]]


def _block_bg(v: np.ndarray) -> _Block:
    pts = v[:, 1:25]
    own = np.maximum(pts, 0)
    opp = np.maximum(-pts, 0)
    bar = v[:, 25]
    pos = np.arange(1, 25)
    pips = (own * pos).sum(axis=1) + 25 * bar
    made = own >= 2
    blots = own == 1
    prime, _ = _longest_run(made)
    shots = shot_chances(v)
    behind = own[:, 18:24].sum(axis=1) + bar
    feats = [
        bar / 2.0,
        v[:, 0] / 15.0,
        pips / 167.0,
        blots.sum(axis=1) / 5.0,
        made[:, :6].sum(axis=1) / 6.0,
        made.sum(axis=1) / 12.0,
        prime / 6.0,
        (prime >= 5).astype(np.float64),
        made[:, 18:24].sum(axis=1) / 2.0,
        behind / 5.0,
        shots,
        (shots > 0).astype(np.float64),
    ]
    feats += _mobility(own, opp >= 2)
    # Added after the first networks (a grown network has zero weights for them):
    # how free the last checker is, how far the side must still go to get past
    # the opponent, and how often a checker on the bar stays out.
    back, opp_back = _rearmost(v)
    escapes = _escapes(v, back)
    to_pass = (own * np.maximum(pos - opp_back[:, None], 0)).sum(axis=1) + bar * (25 - opp_back)
    closed_home = (pts[:, 18:24] <= -2).sum(axis=1)
    feats += [back / 25.0, escapes, to_pass / 100.0, (closed_home / 6.0) ** 2]
    # Added later still: the chance of being hit with the made points in the
    # way and the bar entered first, and the pips a hit can be expected to cost.
    masks = hit_masks(v)
    hit, pip_loss = hit_chances(v, masks)
    feats += [hit, pip_loss / 12.0]
    # Added to the 300,000-game network: the opponent's hold on the side's
    # way home, and how often it has two blots within reach.
    contain = containment(v)
    feats += [contain, contain**2, double_hit_chances(masks)]
    return _raw(own, 2.0), feats


def _block_long(v: np.ndarray) -> _Block:
    pts = v[:, 1:25]
    own = np.maximum(pts, 0)
    opp = np.maximum(-pts, 0)
    pos = np.arange(1, 25)
    pips = (own * pos).sum(axis=1)
    held = own > 0
    # Blocks count along the opponent's route (the order it must pass them).
    route_held = held[:, _ROUTE_IDX - 1]
    length, start = _longest_run(route_held)
    route_opp = opp[:, _ROUTE_IDX - 1]
    cum = np.concatenate([np.zeros((v.shape[0], 1)), np.cumsum(route_opp, axis=1)], axis=1)
    trapped = cum[np.arange(v.shape[0]), np.maximum(start, 0)] * (length >= 3)
    # Checkers not yet in the last half are the ones still in contact.
    outside = own[:, 12:24].sum(axis=1)
    feats = [
        v[:, 0] / 15.0,
        pips / 360.0,
        own[:, 23] / 15.0,
        held.sum(axis=1) / 12.0,
        length / 6.0,
        (length >= 3).astype(np.float64),
        (length >= 4).astype(np.float64),
        (length >= 5).astype(np.float64),
        (length >= 6).astype(np.float64),
        trapped / 15.0,
        trapped * length / 90.0,
        own[:, 0:6].sum(axis=1) / 15.0,
        own[:, 6:12].sum(axis=1) / 15.0,
        own[:, 12:18].sum(axis=1) / 15.0,
        own[:, 18:23].sum(axis=1) / 15.0,
        outside / 15.0,
        held[:, 6:12].sum(axis=1) / 6.0,  # the opponent's first quarter
    ]
    feats += _mobility(own, opp > 0)
    feats += _long_extra(v, own, opp, pips, length, start)
    return _raw(own, 4.0), feats


# Long nardy, in a side's numbering: the pips the opponent's checker on point
# p (index p - 1) still has to go, and the points in the order the opponent
# passes them, less one (the pips a checker there has left to play).
_OPP_PIPS = np.array([24 - ROUTE_INDEX[p] for p in range(1, 25)], dtype=np.int64)
_ROUTE_LEFT = _ROUTE_IDX - 1
_ROUTE_POS = np.arange(24)
_OUTER = np.arange(7, 25, dtype=np.int64)  # the points outside the side's home
# The rolls (of 36) that carry a checker both dice further (see `_escape_table`).
_ESCAPE_ROLLS = np.rint(_ESCAPES_BEHIND * 36).astype(np.int64)


def _long_extra(
    v: np.ndarray,
    own: np.ndarray,
    opp: np.ndarray,
    pips: np.ndarray,
    length: np.ndarray,
    start: np.ndarray,
) -> list[np.ndarray]:
    """Long nardy features added after the first networks (a grown network
    has zero weights for them). What strong players weigh that the board's
    raw counts hide: how hemmed in the side's checkers are by the opponent's
    (any checker holds a point here, so even scattered ones block), how long
    the side can keep its block before it must break it (the pips its other
    checkers can still play), the race once contact is over, how far it is
    from bearing a checker off while none is (the mars), and stacks."""
    pos = np.arange(1, 25)
    blockers = (opp > 0).astype(np.int64) @ _BITS1
    # Escaping rolls of every point outside home, then of the side's checkers there.
    outer = _ESCAPE_ROLLS[((blockers[:, None] << 13) >> (_OUTER + 1)) & 0xFFF]
    there = own[:, 6:24]
    held = there > 0
    back = np.where(own > 0, pos, 0).max(axis=1)
    back_rolls = np.where(back > 6, _ESCAPE_ROLLS[((blockers << 13) >> (back + 1)) & 0xFFF], 36)
    least = np.where(held, outer, 36).min(axis=1)
    hemmed = (there * (36 - outer)).sum(axis=1)
    in_block = (start[:, None] <= _ROUTE_POS) & ((start + length)[:, None] > _ROUTE_POS)
    block_left = (in_block * _ROUTE_LEFT).sum(axis=1)
    timing = np.where(length >= 3, pips - own.sum(axis=1) - block_left, 0)
    lead = np.clip((opp @ _OPP_PIPS - pips) / 50.0, -1.0, 1.0)
    race = lead * (1.0 - _contact(v, Variant.LONG))
    to_home = (own[:, 6:24] * (_OUTER - 6)).sum(axis=1)
    mars = np.where(v[:, 0] == 0, to_home, 0)
    stacked = np.maximum(own[:, 0:23] - 2, 0).sum(axis=1)
    exits = (opp[:, 17:23] > 0).sum(axis=1)
    return [
        back_rolls / 36.0,
        least / 36.0,
        hemmed / 540.0,
        timing / 300.0,
        lead,
        race,
        to_home / 270.0,
        mars / 270.0,
        stacked / 15.0,
        exits / 6.0,
    ]


def _contact(v: np.ndarray, variant: Variant) -> np.ndarray:
    pts = v[:, 1:25]
    if variant is Variant.LONG:
        own_out = np.maximum(pts[:, 12:24], 0).sum(axis=1)
        opp_out = np.maximum(-pts[:, 0:12], 0).sum(axis=1)
        return ((own_out + opp_out) > 0).astype(np.float64)
    own_back, opp_back = _rearmost(v)
    return (own_back > opp_back).astype(np.float64)


def encode_views(views: np.ndarray, variant: Variant) -> np.ndarray:
    """Network inputs for a batch of wide views (side to move first)."""
    views = np.asarray(views, dtype=np.int64)
    other = flip_views(views, variant)
    block = _block_long if variant is Variant.LONG else _block_bg
    contact = _contact(views, variant)
    # Both sides' blocks in one batch: numpy's cost here is per call, not per row.
    planes, feats = block(np.concatenate([views, other]))
    n = len(views)
    width = 24 * len(planes) + len(feats)
    out = np.empty((n, 2 * width + 2))
    # Each column written once, straight to its place: the side to move's
    # block, the opponent's, then the contact flags.
    sides = out[:, : 2 * width].reshape(n, 2, width).transpose(1, 0, 2)
    for j, plane in enumerate(planes):
        sides[:, :, 24 * j : 24 * (j + 1)] = plane.reshape(2, n, 24)
    for k, feat in enumerate(feats, 24 * len(planes)):
        sides[:, :, k] = feat.reshape(2, n)
    out[:, -2] = contact
    out[:, -1] = 1.0 - contact
    return out


def encode(positions: list[Position]) -> np.ndarray:
    """Network inputs for positions of one variant, each from its side to move."""
    variant = positions[0].variant
    return encode_views(np.array([wide_view(p) for p in positions]), variant)


def input_size(variant: Variant) -> int:
    return encode([Position.start(variant)]).shape[1]


def grow_inputs(w1: np.ndarray, variant: Variant) -> np.ndarray:
    """First-layer weights made for an older encoding, widened to the current
    one. Features are only ever added at the end of a side's block, so the
    new inputs get zero weights and the network's outputs stay the same;
    training then learns to use them."""
    old = w1.shape[1]
    new = input_size(variant)
    if old == new:
        return w1
    old_block, new_block = (old - 2) // 2, (new - 2) // 2
    if old > new or old != 2 * old_block + 2 or new - old != 2 * (new_block - old_block):
        raise ValueError(f"weights for {old} inputs do not fit the {new} inputs of {variant.value}")
    zeros = np.zeros((w1.shape[0], new_block - old_block), dtype=w1.dtype)
    return np.concatenate(
        [w1[:, :old_block], zeros, w1[:, old_block : 2 * old_block], zeros, w1[:, 2 * old_block :]],
        axis=1,
    )
