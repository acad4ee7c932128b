"""The result of every legal turn, as the lookahead needs them: fast.

Two rolls deep the search generates the turns of some 460 rolls for each turn
it weighs, and needs only where each turn ends, never its steps, its Turn or
its Position. The rules engine (`engine.moves._turn_leaves`) builds all of
those, and a list and a tuple of 26 ints for each board on the way. Here a
board is an `array('b')` changed in place and put back, and each result is
its bytes (`tobytes`), which are cheap to make, to hash and to turn into
numpy rows all at once. The results and their order are the engine's (the
search plays the turn at the index it picks): tests/ai/test_ai_turn_results.py
checks them against `engine.legal_result_views` over random positions and
every roll.

A board is a mover view (see `Position.mover_view`): index 0 the mover's
borne-off checkers, 1..24 its points (its checkers positive, the opponent's
negative), 25 its bar.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable
from typing import TypeAlias

import numpy as np

from nardy_desktop.ai.encoding import flip_views
from nardy_desktop.engine.position import CHECKERS, Variant
from nardy_desktop.engine.route import blocks_illegally

Board: TypeAlias = "array[int]"  # array("b") of 26: a mover view
Children = Callable[[Board, int], list[bytes]]


def _rearmost(v: list[int]) -> int:
    """The mover's rearmost point with a checker of its own (0: none)."""
    hi = 24
    while hi and v[hi] <= 0:
        hi -= 1
    return hi


def _borne_off(b: Board, p: int) -> bytes:
    """The bytes of `b` after a checker on `p` is borne off, `b` left as it was."""
    b[p] -= 1
    b[0] += 1
    key = b.tobytes()
    b[p] += 1
    b[0] -= 1
    return key


def _children_backgammon(b: Board, d: int) -> list[bytes]:
    """The boards after each move of one die `d` from `b`, in the engine's
    order (`engine.moves._moves_backgammon`); `b` is left as it was."""
    if b[25]:
        t = 25 - d
        x = b[t]
        if x < -1:
            return []
        b[25] -= 1
        b[t] = 1 if x == -1 else x + 1
        key = b.tobytes()
        b[25] += 1
        b[t] = x
        return [key]
    v = b.tolist()  # a list reads faster than the array
    hi = _rearmost(v)
    can_bear = hi <= 6
    out = []
    for p in range(hi, 0, -1):
        n = v[p]
        if n <= 0:
            continue
        t = p - d
        if t > 0:
            x = v[t]
            if x < -1:
                continue
            b[p] = n - 1
            b[t] = 1 if x == -1 else x + 1
            out.append(b.tobytes())
            b[p] = n
            b[t] = x
        elif can_bear and (t == 0 or p == hi):
            out.append(_borne_off(b, p))
    return out


def _children_long(head_start: int, head_limit: int, opp_off: int) -> Children:
    """`_children_backgammon` for long nardy, whose turn limits the checkers
    taken from the head (point 24) and forbids a block of six points with
    no opposing checker ahead of it (`engine.moves._moves_long`)."""

    def children(b: Board, d: int) -> list[bytes]:
        v = b.tolist()
        hi = _rearmost(v)
        can_bear = hi <= 6
        head_free = head_start - v[24] < head_limit
        out = []
        for p in range(hi, 0, -1):
            n = v[p]
            if n <= 0 or (p == 24 and not head_free):
                continue
            t = p - d
            if t > 0:
                x = v[t]
                if x < 0:
                    continue
                b[p] = n - 1
                b[t] = x + 1
                if x or not blocks_illegally(b, t, opp_off):
                    out.append(b.tobytes())
                b[p] = n
                b[t] = x
            elif can_bear and (t == 0 or p == hi):
                out.append(_borne_off(b, p))
        return out

    return children


def _two_dice(b: Board, d1: int, d2: int, children: Children) -> list[bytes]:
    """Results of a roll of two different dice: both dice when the rules
    allow, else the higher one when either alone could be played."""
    # Each result with how it was reached, as the engine ranks it: 5 both
    # dice, 3 the higher die alone, 2 the lower alone.
    leaves: dict[bytes, int] = {}
    high = max(d1, d2)
    for first, second in ((d1, d2), (d2, d1)):
        for key in children(b, first):
            then = children(array("b", key), second)
            if then:
                for end in then:
                    if leaves.get(end, 0) < 4:
                        leaves[end] = 5
            else:
                rank = 3 if first == high else 2
                if leaves.get(key, 0) < rank:
                    leaves[key] = rank
    if not leaves:
        return [b.tobytes()]
    most = max(leaves.values())
    if most == 2:
        return list(leaves)
    return [key for key, rank in leaves.items() if rank == most]


def _double(b: Board, d: int, children: Children) -> list[bytes]:
    """Results of a double: as many of its four moves as can be played.

    The engine walks the moves depth first and keeps each result the first
    time it is reached; here they go one move at a time, each board once,
    which reaches the results in the same order: a result's first path in
    depth-first order is its least in dictionary order of the moves' indices,
    and going move by move, boards taken in that order, keeps that order. A
    board is never reached after different numbers of moves (each move takes
    a checker exactly one die nearer off, counting a checker borne off as
    reaching 0), so the results are the boards after the most moves."""
    level = [b.tobytes()]
    for _ in range(4):
        reached: dict[bytes, None] = {}
        for key in level:
            reached.update(dict.fromkeys(children(array("b", key), d)))
        if not reached:
            break
        level = list(reached)
    return level


def result_boards(variant: Variant, b: Board, opp_off: int, dice: tuple[int, int]) -> list[bytes]:
    """The mover views (as `Board` bytes) of the results of every legal turn
    from the mover view `b` with the opponent's `opp_off` checkers borne off,
    in the order of `engine.legal_result_views`. `b` is left as it was."""
    d1, d2 = dice
    if b[0] == CHECKERS or opp_off == CHECKERS:
        return [b.tobytes()]
    children: Children
    if variant is Variant.BACKGAMMON:
        children = _children_backgammon
    else:
        first_turn = b[24] == CHECKERS
        head_limit = 2 if first_turn and d1 == d2 and d1 in (3, 4, 6) else 1
        children = _children_long(b[24], head_limit, opp_off)
    if d1 == d2:
        return _double(b, d1, children)
    return _two_dice(b, d1, d2, children)


def board(view: list[int] | tuple[int, ...]) -> Board:
    """The `Board` of a mover view (the first 26 ints of a wide view)."""
    return array("b", view[:26])


def wide_results(variant: Variant, boards: list[bytes], opp_off: np.ndarray) -> np.ndarray:
    """The wide views (see `encoding`) of results `boards` from the side to
    move in them, the opponent of the mover, whose borne-off checkers are
    `opp_off` (one count a board): what `encoding.result_views` gives, made
    in one go for every roll of every position looked at."""
    mover = np.frombuffer(b"".join(boards), dtype=np.int8).reshape(len(boards), 26)
    wide = np.empty((len(boards), 28), dtype=np.int64)
    wide[:, :26] = mover
    wide[:, 26] = opp_off
    # The opponent's checkers neither borne off nor left on the board were hit.
    wide[:, 27] = CHECKERS - opp_off + np.minimum(mover[:, 1:25], 0).sum(axis=1)
    return flip_views(wide, variant)
