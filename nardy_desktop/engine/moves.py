"""Legal moves of both variants.

Everything here works on the mover view of a position (see
`Position.mover_view`): a list of 26 ints where index 0 counts the mover's
borne-off checkers, 1..24 are the mover's points in its own numbering (its
checkers positive, the opponent's negative) and 25 is the mover's bar. Both
colours and both variants then move "downwards" from 25 to 0, and a whole
state is one hashable tuple, which keeps the search both simple and fast.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import NamedTuple

from .dice_use import roll_dice
from .position import CHECKERS, Position, Variant, from_mover_view
from .reasons import IllegalMove, Reason
from .route import blocks_illegally

BAR = 25
OFF = 0


class Step(NamedTuple):
    """One die's move of one checker, in the mover's numbering (25 is the bar,
    0 is off)."""

    frm: int
    to: int
    die: int
    hit: bool = False

    def __str__(self) -> str:
        return step_text(self.frm, self.to, self.hit)


# ----------------------------------------------------------------------------
# The move notation, both ways: "13/7", "bar/20*" (a hit), "6/off", "pass".
# Files keep it; the screen translates its words (see ui.texts).
# ----------------------------------------------------------------------------


class NotationError(ValueError):
    """A text that is not a step or a turn in the move notation."""


# 25 and 0 are read as the bar and off too; a checker never moves to the bar.
_STEP_TEXT = re.compile(r"(bar|[1-9]|1[0-9]|2[0-5])/(off|[0-9]|1[0-9]|2[0-4])(\*?)")


def step_text(frm: int, to: int, hit: bool = False) -> str:
    """One step in the notation, in the mover's numbering."""
    a = "bar" if frm == BAR else str(frm)
    b = "off" if to == OFF else str(to)
    return f"{a}/{b}{'*' if hit else ''}"


def steps_text(steps: tuple[Step, ...] | list[Step]) -> str:
    return " ".join(str(s) for s in steps) if steps else "pass"


def parse_step(text: str) -> tuple[int, int, bool]:
    """(from, to, hit) of one step written as `step_text` writes it. The die is
    not part of the notation: a checker borne off may have used any die at
    least as large, and only the rules can say which. Raises NotationError."""
    m = _STEP_TEXT.fullmatch(text)
    if m is None:
        raise NotationError(f"{text!r} is not a step such as 13/7 or 6/off")
    return BAR if m[1] == "bar" else int(m[1]), OFF if m[2] == "off" else int(m[2]), bool(m[3])


def parse_steps(text: str) -> list[tuple[int, int, bool]]:
    """The steps of a turn written as `steps_text` writes it ("pass", or
    nothing, for a turn without a move). Raises NotationError."""
    words = text.split()
    return [] if words == ["pass"] else [parse_step(w) for w in words]


@dataclass(frozen=True)
class Turn:
    """A complete legal turn: the steps in the order played and the resulting
    position (with the other side to move)."""

    dice: tuple[int, int]
    steps: tuple[Step, ...]
    result: Position = field(compare=False)

    @cached_property
    def text(self) -> str:
        return steps_text(self.steps)

    def __str__(self) -> str:
        return self.text


# ----------------------------------------------------------------------------
# Single-die moves.  Each returns a list of (from, to, hit, new_state_list).
# ----------------------------------------------------------------------------


def _moves_backgammon(b: list[int], d: int) -> list[tuple[int, int, bool, list[int]]]:
    out = []
    if b[25]:
        t = 25 - d
        x = b[t]
        if x >= -1:
            nb = b[:]
            nb[25] -= 1
            nb[t] = 1 if x == -1 else x + 1
            out.append((25, t, x == -1, nb))
        return out
    hi = 24
    while hi and b[hi] <= 0:
        hi -= 1
    can_bear = hi <= 6
    for p in range(hi, 0, -1):
        if b[p] <= 0:
            continue
        t = p - d
        if t > 0:
            x = b[t]
            if x >= -1:
                nb = b[:]
                nb[p] -= 1
                nb[t] = 1 if x == -1 else x + 1
                out.append((p, t, x == -1, nb))
        elif can_bear and (t == 0 or p == hi):
            nb = b[:]
            nb[p] -= 1
            nb[0] += 1
            out.append((p, 0, False, nb))
    return out


def _moves_long(
    b: list[int], d: int, head_free: bool, opp_off: int
) -> list[tuple[int, int, bool, list[int]]]:
    out = []
    hi = 24
    while hi and b[hi] <= 0:
        hi -= 1
    can_bear = hi <= 6
    for p in range(hi, 0, -1):
        if b[p] <= 0 or (p == 24 and not head_free):
            continue
        t = p - d
        if t > 0:
            x = b[t]
            if x < 0:
                continue
            nb = b[:]
            nb[p] -= 1
            nb[t] = x + 1
            if x == 0 and blocks_illegally(nb, t, opp_off):
                continue
            out.append((p, t, False, nb))
        elif can_bear and (t == 0 or p == hi):
            nb = b[:]
            nb[p] -= 1
            nb[0] += 1
            out.append((p, 0, False, nb))
    return out


# A mover view as a hashable tuple, and a turn's steps as (from, to, die, hit).
_View = tuple[int, ...]
_RawSteps = tuple[tuple[int, int, int, bool], ...]


class _Context:
    """What stays fixed during one turn: the variant, the dice, the head limit
    and the opponent's borne-off count."""

    __slots__ = ("variant", "head_start", "head_limit", "opp_off", "memo")

    def __init__(self, variant: Variant, b: list[int], dice: tuple[int, int], opp_off: int):
        self.variant = variant
        self.opp_off = opp_off
        self.head_start = b[24]
        first_turn = variant is Variant.LONG and b[24] == CHECKERS
        self.head_limit = 2 if first_turn and dice[0] == dice[1] and dice[0] in (3, 4, 6) else 1
        self.memo: dict[tuple[_View, tuple[int, ...]], int] = {}

    def moves(self, b: list[int], d: int) -> list[tuple[int, int, bool, list[int]]]:
        if self.variant is Variant.BACKGAMMON:
            return _moves_backgammon(b, d)
        head_free = self.head_start - b[24] < self.head_limit
        return _moves_long(b, d, head_free, self.opp_off)

    def max_playable(self, b: list[int], dice: tuple[int, ...]) -> int:
        """How many of `dice` (a sorted tuple) can still be played from b."""
        if not dice:
            return 0
        key = (tuple(b), dice)
        got = self.memo.get(key)
        if got is not None:
            return got
        best = 0
        for i, d in enumerate(dice):
            if i and d == dice[i - 1]:
                continue
            rest = dice[:i] + dice[i + 1 :]
            for _, _, _, nb in self.moves(b, d):
                n = 1 + self.max_playable(nb, rest)
                if n > best:
                    best = n
                    if best == len(dice):
                        break
            if best == len(dice):
                break
        self.memo[key] = best
        return best


def _dice_list(dice: tuple[int, int]) -> tuple[int, ...]:
    return tuple(sorted(roll_dice(dice)))


def _turn_leaves(position: Position, dice: tuple[int, int]) -> list[tuple[_View, _RawSteps]]:
    """(resulting mover view, steps) of every legal turn, one per distinct
    result, in a fixed order; steps are (from, to, die, hit) tuples."""
    d1, d2 = dice
    if not (1 <= d1 <= 6 and 1 <= d2 <= 6):
        raise ValueError(f"dice must be 1..6, got {d1} and {d2}")
    b = position.mover_view()
    if position.winner is not None:
        return [(tuple(b), ())]
    ctx = _Context(position.variant, b, (d1, d2), position.off[position.side.opponent])
    moves = ctx.moves
    leaves: dict[_View, tuple[int, bool, _RawSteps]] = {}
    high = max(d1, d2)

    if d1 == d2:
        seen: set[tuple[_View, int]] = set()

        def walk_double(bb: list[int], steps: _RawSteps, n: int) -> None:
            found = False
            if n < 4:
                for frm, to, hit, nb in moves(bb, d1):
                    found = True
                    key = tuple(nb)
                    if (key, n) in seen:
                        continue
                    seen.add((key, n))
                    walk_double(nb, (*steps, (frm, to, d1, hit)), n + 1)
            if not found:
                key = tuple(bb)
                if key not in leaves:
                    leaves[key] = (n, True, steps)

        walk_double(b, (), 0)
    else:
        for first, second in ((d1, d2), (d2, d1)):
            m1 = moves(b, first)
            for frm, to, hit, nb in m1:
                s1 = (frm, to, first, hit)
                m2 = moves(nb, second)
                if m2:
                    for frm2, to2, hit2, nb2 in m2:
                        key = tuple(nb2)
                        if key not in leaves or leaves[key][0] < 2:
                            leaves[key] = (2, True, (s1, (frm2, to2, second, hit2)))
                else:
                    key = tuple(nb)
                    old = leaves.get(key)
                    cand = (1, first == high, (s1,))
                    if old is None or old[:2] < cand[:2]:
                        leaves[key] = cand

    most = max((v[0] for v in leaves.values()), default=0)
    if most == 0:
        return [(tuple(b), ())]
    keep_high_only = d1 != d2 and most == 1 and any(v[1] for v in leaves.values() if v[0] == 1)
    return [
        (key, steps)
        for key, (n, is_high, steps) in leaves.items()
        if n == most and (is_high or not keep_high_only)
    ]


def legal_turns(position: Position, dice: tuple[int, int]) -> list[Turn]:
    """Every legal complete turn, one per distinct resulting position."""
    mover = position.side
    opp = mover.opponent
    opp_off = position.off[opp]
    opp_bar = position.bar[opp]
    variant = position.variant
    make_step = Step._make
    turns = []
    for key, steps in _turn_leaves(position, dice):
        hits = sum(s[3] for s in steps)
        result = from_mover_view(variant, mover, key, opp_off, opp, opp_bar + hits)
        turns.append(Turn(dice, tuple(map(make_step, steps)), result))
    return turns


def legal_result_views(position: Position, dice: tuple[int, int]) -> list[list[int]]:
    """The result of each of `legal_turns(position, dice)`, in the same order,
    as 28 ints in the mover's numbering: the mover view (see `Position.mover_view`)
    followed by the opponent's borne-off count and bar. Lookahead search scores
    thousands of results per decision and needs nothing else, so it is spared
    building a Turn and a Position for each."""
    opp = position.side.opponent
    opp_off = position.off[opp]
    opp_bar = position.bar[opp]
    leaves = _turn_leaves(position, dice)
    if position.variant is Variant.LONG:  # nothing is ever hit
        return [[*key, opp_off, opp_bar] for key, _ in leaves]
    return [[*key, opp_off, opp_bar + sum(s[3] for s in steps)] for key, steps in leaves]


# ----------------------------------------------------------------------------
# A turn in progress: what the board asks while a player moves step by step.
# ----------------------------------------------------------------------------


class TurnState:
    """The legal single steps of a turn being played one die at a time.

    A step is legal when the rules allow it on its own and the dice that can
    still be played afterwards add up to the most the roll allows (and, when
    only one die can be played, it is the higher one)."""

    def __init__(self, position: Position, dice: tuple[int, int]) -> None:
        self.start = position
        self.dice = dice
        self.mover = position.side
        self._b0 = position.mover_view()
        self._ctx = _Context(position.variant, self._b0, dice, position.off[self.mover.opponent])
        self._all = _dice_list(dice)
        self.most = (
            0 if position.winner is not None else self._ctx.max_playable(self._b0, self._all)
        )
        self._high_only = False
        if dice[0] != dice[1] and self.most == 1:
            hi = max(dice)
            self._high_only = bool(self._ctx.moves(self._b0, hi))
        self.steps: list[Step] = []
        self._states: list[list[int]] = [self._b0]
        self._remaining: list[tuple[int, ...]] = [self._all]

    # ----- state ----------------------------------------------------------
    @property
    def board(self) -> list[int]:
        return self._states[-1]

    @property
    def remaining(self) -> tuple[int, ...]:
        """Dice not yet played in this turn."""
        return self._remaining[-1]

    @property
    def position(self) -> Position:
        """The position after the steps played so far (same side to move)."""
        return from_mover_view(
            self.start.variant, self.mover, self.board, self._ctx.opp_off, self.mover
        )

    @property
    def complete(self) -> bool:
        return len(self.steps) == self.most

    # ----- legality -------------------------------------------------------
    def _legal_from(
        self, b: list[int], rem: tuple[int, ...], used: int
    ) -> list[tuple[Step, list[int], tuple[int, ...]]]:
        """Legal steps from board b with dice `rem` left after `used` steps."""
        out: list[tuple[Step, list[int], tuple[int, ...]]] = []
        need = self.most - used - 1
        if need < 0:
            return out
        high = max(self.dice)
        for i, d in enumerate(rem):
            if i and d == rem[i - 1]:
                continue
            if self._high_only and d != high:
                continue
            rest = rem[:i] + rem[i + 1 :]
            for frm, to, hit, nb in self._ctx.moves(b, d):
                if self._ctx.max_playable(nb, rest) == need:
                    out.append((Step(frm, to, d, hit), nb, rest))
        return out

    def legal_steps(self) -> list[Step]:
        return [s for s, _, _ in self._legal_from(self.board, self.remaining, len(self.steps))]

    def reachable(self, frm: int) -> dict[int, list[Step]]:
        """Points the checker on `frm` can reach this turn with one or more
        legal steps, each with the shortest sequence of steps that gets there
        (what the board lights up when a checker is picked)."""
        out: dict[int, list[Step]] = {}
        frontier: list[tuple[int, list[int], tuple[int, ...], list[Step]]] = [
            (frm, self.board, self.remaining, [])
        ]
        while frontier:
            nxt = []
            for point, b, rem, path in frontier:
                for step, nb, rest in self._legal_from(b, rem, len(self.steps) + len(path)):
                    if step.frm != point:
                        continue
                    if step.to not in out:
                        out[step.to] = [*path, step]
                    if step.to != OFF:
                        nxt.append((step.to, nb, rest, [*path, step]))
            frontier = nxt
        return out

    def completions(self) -> dict[Position, tuple[Step, ...]]:
        """Every way the turn can still end from here: each resulting position
        (the opponent to move, as in `Turn.result`) with one sequence of steps
        that reaches it (what a hint shows after part of the turn is played)."""
        out: dict[Position, tuple[Step, ...]] = {}
        seen: set[tuple[tuple[int, ...], tuple[int, ...]]] = set()

        def walk(b: list[int], rem: tuple[int, ...], path: tuple[Step, ...]) -> None:
            key = (tuple(b), rem)
            if key in seen:
                return
            seen.add(key)
            if len(self.steps) + len(path) == self.most:
                pos = from_mover_view(
                    self.start.variant, self.mover, b, self._ctx.opp_off, self.mover.opponent
                )
                out.setdefault(pos, path)
                return
            for step, nb, rest in self._legal_from(b, rem, len(self.steps) + len(path)):
                walk(nb, rest, (*path, step))

        walk(self.board, self.remaining, ())
        return out

    def find_step(self, frm: int, to: int) -> Step:
        """The legal step from `frm` to `to` (mover's numbering), or IllegalMove
        with the reason it is refused."""
        legal = [s for s in self.legal_steps() if s.frm == frm and s.to == to]
        if legal:
            # Bearing off may be possible with more than one die: use the smallest.
            return min(legal, key=lambda s: s.die)
        raise IllegalMove(self._why(frm, to))

    def _after(self, step: Step) -> tuple[list[int], tuple[int, ...]] | None:
        """The board and the dice left after `step` if it is legal now, else
        None: the test `_legal_from` makes of every step, made of this one
        alone, so that replaying a long match does not list every legal step
        before each one it plays."""
        rem = self.remaining
        need = self.most - len(self.steps) - 1
        if need < 0 or step.die not in rem or (self._high_only and step.die != max(self.dice)):
            return None
        i = rem.index(step.die)
        rest = rem[:i] + rem[i + 1 :]
        for frm, to, hit, nb in self._ctx.moves(self.board, step.die):
            if frm == step.frm and to == step.to:
                if hit != step.hit or self._ctx.max_playable(nb, rest) != need:
                    return None
                return nb, rest
        return None

    def play(self, step: Step) -> None:
        after = self._after(step)
        if after is None:
            raise IllegalMove(self._why(step.frm, step.to))
        self.steps.append(step)
        self._states.append(after[0])
        self._remaining.append(after[1])

    def undo(self) -> Step | None:
        if not self.steps:
            return None
        self._states.pop()
        self._remaining.pop()
        return self.steps.pop()

    def result(self) -> Position:
        if not self.complete:
            raise IllegalMove(Reason.MUST_USE_ALL_DICE)
        pos = self.position
        return pos.with_side(self.mover.opponent)

    def _why(self, frm: int, to: int) -> Reason:
        """Explain why the step frm→to is not legal now."""
        b = self.board
        rem = self.remaining
        if self.start.winner is not None:
            return Reason.GAME_OVER
        if not rem or self.complete:
            return Reason.NO_DICE
        if not (0 <= to < frm <= 25):
            if 0 <= frm <= 25 and 0 <= to <= 25 and b[frm] > 0:
                return Reason.WRONG_DIRECTION
            return Reason.NO_CHECKER
        if b[frm] <= 0:
            return Reason.NO_CHECKER
        if b[25] and frm != 25:
            return Reason.BAR_FIRST
        dist = frm - to
        dice_ok = [d for d in rem if d >= dist] if to == OFF else [d for d in rem if d == dist]
        if not dice_ok:
            return Reason.NO_SUCH_DIE
        if to != OFF and b[to] < (-1 if self.start.variant is Variant.BACKGAMMON else 0):
            return Reason.POINT_CLOSED
        if to == OFF:
            hi = max(p for p in range(1, 26) if b[p] > 0)
            if hi > 6:
                return Reason.NOT_ALL_HOME
            if dist not in rem and frm != hi:
                return Reason.HIGHER_CHECKER_FIRST
        if self.start.variant is Variant.LONG:
            if frm == 24 and self._ctx.head_start - b[24] >= self._ctx.head_limit:
                return Reason.HEAD_RULE
            if to != OFF and b[to] == 0:
                nb = b[:]
                nb[frm] -= 1
                nb[to] += 1
                if blocks_illegally(nb, to, self._ctx.opp_off):
                    return Reason.SIX_BLOCK
        if self._high_only and max(dice_ok) != max(self.dice):
            return Reason.HIGHER_DIE
        return Reason.MUST_USE_ALL_DICE
