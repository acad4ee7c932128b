"""A slow, independent move generator used to check the engine.

It walks each side's route as a list of White point numbers and tries every
order of the dice with no pruning, which is simple enough to trust.
"""

from __future__ import annotations

from itertools import permutations

from nardy_desktop.engine import Position, Side, Variant


def route(variant: Variant, side: Side) -> list[int]:
    """White point numbers of `side`'s points 24, 23, ..., 1."""
    if side is Side.WHITE:
        return list(range(24, 0, -1))
    if variant is Variant.BACKGAMMON:
        return list(range(1, 25))
    return [*range(12, 0, -1), *range(24, 12, -1)]


class Board:
    def __init__(self, pos: Position) -> None:
        self.variant = pos.variant
        self.side = pos.side
        self.pts = {i + 1: v for i, v in enumerate(pos.points)}
        self.bar = list(pos.bar)
        self.off = list(pos.off)
        self.head_moves = 0

    def copy(self) -> Board:
        b = Board.__new__(Board)
        b.variant, b.side = self.variant, self.side
        b.pts, b.bar, b.off = dict(self.pts), list(self.bar), list(self.off)
        b.head_moves = self.head_moves
        return b

    def mine(self, w: int) -> int:
        v = self.pts[w]
        return v if self.side is Side.WHITE else -v

    def key(self) -> tuple:
        return (tuple(self.pts[i] for i in range(1, 25)), tuple(self.bar), tuple(self.off))


def _six_block_bad(b: Board, w_land: int) -> bool:
    opp = b.side.opponent
    oroute = route(b.variant, opp)  # opponent's route: its 24 .. 1
    held = [b.mine(w) > 0 for w in oroute]
    for start in range(0, 19):
        if all(held[start : start + 6]) and w_land in oroute[start : start + 6]:
            ahead = oroute[start + 6 :]
            if b.off[opp]:
                continue
            if any(b.mine(w) < 0 for w in ahead):
                continue
            return True
    return False


def single_moves(b: Board, d: int, head_limit: int) -> list[tuple[str, Board]]:
    r = route(b.variant, b.side)
    me = b.side
    out = []
    bg = b.variant is Variant.BACKGAMMON

    def land(nb: Board, w: int, frm_txt: str) -> tuple[str, Board] | None:
        v = nb.mine(w)
        if bg:
            if v < -1:
                return None
            hit = v == -1
            sgn = 1 if me is Side.WHITE else -1
            if hit:
                nb.pts[w] = 0
                nb.bar[me.opponent] += 1
            nb.pts[w] += sgn
            to_txt = str(24 - r.index(w))
            return f"{frm_txt}/{to_txt}{'*' if hit else ''}", nb
        if v < 0:
            return None
        nb.pts[w] += 1 if me is Side.WHITE else -1
        if v == 0 and _six_block_bad(nb, w):
            return None
        return f"{frm_txt}/{24 - r.index(w)}", nb

    if bg and b.bar[me]:
        nb = b.copy()
        nb.bar[me] -= 1
        got = land(nb, r[d - 1], "bar")
        return [got] if got else []
    occupied = [i for i in range(24) if b.mine(r[i]) > 0]  # route indexes
    all_home = all(i >= 18 for i in occupied) and not b.bar[me]
    for i in occupied:
        if b.variant is Variant.LONG and i == 0 and b.head_moves >= head_limit:
            continue
        j = i + d
        nb = b.copy()
        nb.pts[r[i]] -= 1 if me is Side.WHITE else -1
        if i == 0 and b.variant is Variant.LONG:
            nb.head_moves += 1
        if j < 24:
            got = land(nb, r[j], str(24 - i))
            if got:
                out.append(got)
        elif all_home and (j == 24 or i == min(occupied)):
            nb.off[me] += 1
            out.append((f"{24 - i}/off", nb))
    return out


def reference_results(pos: Position, dice: tuple[int, int]) -> set[str]:
    """The set of resulting position texts of all legal turns."""
    d1, d2 = dice
    b0 = Board(pos)
    head_limit = 1
    first_turn = pos.variant is Variant.LONG and b0.mine(route(pos.variant, pos.side)[0]) == 15
    if first_turn and d1 == d2 and d1 in (3, 4, 6):
        head_limit = 2
    orders = [[d1] * 4] if d1 == d2 else [list(p) for p in permutations((d1, d2))]
    leaves = []  # (board, used, dice used)

    def walk(b: Board, seq: list[int], used: list[int]) -> None:
        if pos.winner is None and seq:
            nxt = single_moves(b, seq[0], head_limit)
            if nxt:
                for _txt, nb in nxt:
                    walk(nb, seq[1:], [*used, seq[0]])
                return
        leaves.append((b, used))

    for order in orders:
        walk(b0, order, [])
    most = max(len(u) for _, u in leaves)
    keep = [(b, u) for b, u in leaves if len(u) == most]
    if d1 != d2 and most == 1 and any(u[0] == max(dice) for _, u in keep):
        keep = [(b, u) for b, u in keep if u[0] == max(dice)]
    out = set()
    for b, _ in keep:
        p = Position(pos.variant, b.key()[0], tuple(b.bar), tuple(b.off), pos.side.opponent)
        out.add(p.to_text())
    return out
