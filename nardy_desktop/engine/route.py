"""The opponent's route in the mover's numbering, and the long nardy rule that
reads it: no block of six points in a row with no opposing checker ahead.

Both the move generator (each step) and the position's checks (a typed-in
position) apply the rule, so it lives below both."""

from __future__ import annotations

from collections.abc import Sequence

# The opponent's route in the mover's numbering (long nardy): the opponent's
# point 24 (its head) is the mover's 12, its point 1 is the mover's 13.
ROUTE = (*range(12, 0, -1), *range(24, 12, -1))
ROUTE_INDEX = [0] * 25
for _i, _p in enumerate(ROUTE):
    ROUTE_INDEX[_p] = _i


def blocks_illegally(b: Sequence[int], t: int, opp_off: int) -> bool:
    """Whether the mover's newly held point t completes six points in a row,
    along the opponent's route, with no opposing checker ahead of them.

    `b` is a mover view (see `Position.mover_view`); `opp_off` counts the
    opponent's borne-off checkers (once one is off, any block is lawful)."""
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
    return all(b[ROUTE[j]] >= 0 for j in range(hi + 1, 24))
