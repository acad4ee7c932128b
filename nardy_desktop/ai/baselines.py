"""Fixed, well-understood opponents that the stronger players are measured against.

Two yardsticks beyond `RandomPlayer`:

* `PubevalPlayer` (backgammon): Gerald Tesauro's public linear evaluation
  "pubeval" (1993), the customary benchmark opponent of backgammon programs.
  Its weights and its 122-input encoding are reproduced exactly, so that
  figures measured against it can be compared with published ones.
* `HeuristicLongPlayer` (long nardy): there is no published benchmark for long
  nardy, so this is a readable hand-weighted evaluation of the usual strategic
  ideas of the game (see the class docstring for every term).

Both pick, among the legal turns, the one whose resulting position scores best
for the side that moved. Neither searches: they are meant to be fast and
stable, not strong.
"""

from __future__ import annotations

import random
import threading

import numpy as np

from nardy_desktop.ai.base import Cancelled
from nardy_desktop.engine import CHECKERS, Position, Side, Turn, Variant, legal_turns
from nardy_desktop.engine.route import ROUTE, ROUTE_INDEX

# ----------------------------------------------------------------------------
# Pubeval
# ----------------------------------------------------------------------------

# Tesauro's published weights. Input 5*k + i describes the mover's point 24 - k
# (k = 0..23) with i = 0: exactly one opposing checker (a blot to hit), 1: exactly
# one own checker, 2: two or more own, 3: exactly three own, 4: (n - 3) / 2 for
# n >= 4 own; input 120 is half the number of opposing checkers on the bar and
# input 121 the mover's borne-off checkers / 15.
PUBEVAL_RACE_WEIGHTS = np.array(
    [
        0.00000, -0.17160, 0.27010, 0.29906, -0.08471,
        0.00000, -1.40375, -1.05121, 0.07217, -0.01351,
        0.00000, -1.29506, -2.16183, 0.13246, -1.03508,
        0.00000, -2.29847, -2.34631, 0.17253, 0.08302,
        0.00000, -1.27266, -2.87401, -0.07456, -0.34240,
        0.00000, -1.34640, -2.46556, -0.13022, -0.01591,
        0.00000, 0.27448, 0.60015, 0.48302, 0.25236,
        0.00000, 0.39521, 0.68178, 0.05281, 0.09266,
        0.00000, 0.24855, -0.06844, -0.37646, 0.05685,
        0.00000, 0.17405, 0.00430, 0.74427, 0.00576,
        0.00000, 0.12392, 0.31202, -0.91035, -0.16270,
        0.00000, 0.01418, -0.10839, -0.02781, -0.88035,
        0.00000, 1.07274, 2.00366, 1.16242, 0.22520,
        0.00000, 0.85631, 1.06349, 1.49549, 0.18966,
        0.00000, 0.37183, -0.50352, -0.14818, 0.12039,
        0.00000, 0.13681, 0.13978, 1.11245, -0.12707,
        0.00000, -0.22082, 0.20178, -0.06285, -0.52728,
        0.00000, -0.13597, -0.19412, -0.09308, -1.26062,
        0.00000, 3.05454, 5.16874, 1.50680, 5.35000,
        0.00000, 2.19605, 3.85390, 0.88296, 2.30052,
        0.00000, 0.92321, 1.08744, -0.11696, -0.78560,
        0.00000, -0.09795, -0.83050, -1.09167, -4.94251,
        0.00000, -1.00316, -3.66465, -2.56906, -9.67677,
        0.00000, -2.77982, -7.26713, -3.40177, -12.32252,
        0.00000, 3.42040,
    ],
    dtype=np.float64,
)  # fmt: skip

PUBEVAL_CONTACT_WEIGHTS = np.array(
    [
        0.25696, -0.66937, -1.66135, -2.02487, -2.53398,
        -0.16092, -1.11725, -1.06654, -0.92830, -1.99558,
        -1.10388, -0.80802, 0.09856, -0.62086, -1.27999,
        -0.59220, -0.73667, 0.89032, -0.38933, -1.59847,
        -1.50197, -0.60966, 1.56166, -0.47389, -1.80390,
        -0.83425, -0.97741, -1.41371, 0.24500, 0.10970,
        -1.36476, -1.05572, 1.15420, 0.11069, -0.38319,
        -0.74816, -0.59244, 0.81116, -0.39511, 0.11424,
        -0.73169, -0.56074, 1.09792, 0.15977, 0.13786,
        -1.18435, -0.43363, 1.06169, -0.21329, 0.04798,
        -0.94373, -0.22982, 1.22737, -0.13099, -0.06295,
        -0.75882, -0.13658, 1.78389, 0.30416, 0.36797,
        -0.69851, 0.13003, 1.23070, 0.40868, -0.21081,
        -0.64073, 0.31061, 1.59554, 0.65718, 0.25429,
        -0.80789, 0.08240, 1.78964, 0.54304, 0.41174,
        -1.06161, 0.07851, 2.01451, 0.49786, 0.91936,
        -0.90750, 0.05941, 1.83120, 0.58722, 1.28777,
        -0.83711, -0.33248, 2.64983, 0.52698, 0.82132,
        -0.58897, -1.18223, 3.35809, 0.62017, 0.57353,
        -0.07276, -0.36214, 4.37655, 0.45481, 0.21746,
        0.10504, -0.61977, 3.54001, 0.04612, -0.18108,
        0.63211, -0.87046, 2.47673, -0.48016, -1.27157,
        0.86505, -1.11342, 1.24612, -0.82385, -2.77082,
        1.23606, -1.59529, 0.10438, -1.30206, -4.11520,
        5.62596, -2.75800,
    ],
    dtype=np.float64,
)  # fmt: skip

PUBEVAL_INPUTS = 122
# Returned for a position where the mover has borne off everything, as the
# reference does: nothing can be better than winning.
PUBEVAL_WIN = 99999999.0


def pubeval_board(position: Position, side: Side) -> list[int]:
    """The 28-int board of the reference code, seen by `side`.

    Index 1..24 are `side`'s points in its own numbering (its checkers
    positive, the opponent's negative); 25 is its bar, 26 its borne-off count
    (both positive); 0 is the opponent's bar and 27 the opponent's borne-off
    count, both negative. In backgammon the mover view already runs 24 -> 1
    for the mover, which is the reference's direction, so only the bar and
    borne-off slots move."""
    b = position.mover_view(side)
    opp = side.opponent
    return [-position.bar[opp], *b[1:25], b[25], b[0], -position.off[opp]]


def pubeval_inputs(boards: np.ndarray) -> np.ndarray:
    """Inputs (n, 122) for boards (n, 28) in the reference's layout (see
    `pubeval_board`), vectorised so that a whole list of candidate turns is
    encoded at once."""
    boards = np.asarray(boards, dtype=np.int64).reshape(-1, 28)
    # Input block k describes the reference's location 24 - k.
    pts = boards[:, 24:0:-1]
    x = np.zeros((boards.shape[0], 24, 5), dtype=np.float64)
    x[:, :, 0] = pts == -1
    x[:, :, 1] = pts == 1
    x[:, :, 2] = pts >= 2
    x[:, :, 3] = pts == 3
    x[:, :, 4] = np.where(pts >= 4, (pts - 3) / 2.0, 0.0)
    out = np.empty((boards.shape[0], PUBEVAL_INPUTS), dtype=np.float64)
    out[:, :120] = x.reshape(-1, 120)
    out[:, 120] = -boards[:, 0] / 2.0
    out[:, 121] = boards[:, 26] / 15.0
    return out


def pubeval_scores(boards: np.ndarray, race: bool) -> np.ndarray:
    """Pubeval's scores of boards (n, 28): higher is better for the side whose
    checkers are positive."""
    boards = np.asarray(boards, dtype=np.int64).reshape(-1, 28)
    weights = PUBEVAL_RACE_WEIGHTS if race else PUBEVAL_CONTACT_WEIGHTS
    scores = pubeval_inputs(boards) @ weights
    scores[boards[:, 26] == 15] = PUBEVAL_WIN
    return scores


def is_race(position: Position) -> bool:
    """Whether the checkers of the two sides can no longer meet (backgammon):
    every checker of the side to move is past every opposing checker."""
    b = position.mover_view()
    own_back = 25 if b[25] else max((p for p in range(1, 25) if b[p] > 0), default=0)
    opp_bar = position.bar[position.side.opponent]
    opp_back = 0 if opp_bar else min((p for p in range(1, 25) if b[p] < 0), default=25)
    return own_back < opp_back


def backgammon_turns(
    position: Position, dice: tuple[int, int], cancel: threading.Event | None, who: str
) -> list[Turn]:
    """The legal turns for a player of backgammon only (`who`, for the
    message if the position is long nardy); Cancelled when asked to stop
    and there is a choice to think about."""
    if position.variant is not Variant.BACKGAMMON:
        raise ValueError(f"{who} plays backgammon only")
    turns = legal_turns(position, dice)
    if len(turns) > 1 and cancel is not None and cancel.is_set():
        raise Cancelled
    return turns


class PubevalPlayer:
    """Backgammon benchmark: plays the turn pubeval likes best. As in the
    reference, the race weights are chosen from the position before the move
    and the position after it is scored from the mover's side."""

    def __init__(self, seed: int | None = None) -> None:
        # Deterministic; the seed is accepted so that every baseline is built alike.
        del seed

    def choose(
        self,
        position: Position,
        dice: tuple[int, int],
        cancel: threading.Event | None = None,
        away: tuple[int, int] | None = None,
    ) -> Turn:
        turns = backgammon_turns(position, dice, cancel, "pubeval")
        if len(turns) == 1:
            return turns[0]
        mover = position.side
        boards = np.array([pubeval_board(t.result, mover) for t in turns], dtype=np.int64)
        scores = pubeval_scores(boards, is_race(position))
        return turns[int(np.argmax(scores))]


# ----------------------------------------------------------------------------
# Long nardy heuristic
# ----------------------------------------------------------------------------

# The opponent's route in the mover's numbering, as the engine walks it: its
# head is the mover's 12, it runs 12 -> 1, then 24 -> 13 (its home is the
# mover's 13..18).
OPP_ROUTE = ROUTE
OPP_ROUTE_INDEX = ROUTE_INDEX
# Own route: 24 -> 1, so the route index of point p is 24 - p.


def long_contact(b: list[int]) -> bool:
    """Whether a checker of either side can still stand in the other's way
    (mover view of a long nardy position). The routes stop crossing only when
    every own checker is in the mover's first half (1..12) and every opposing
    checker in the other half (13..24, the opponent's last two quarters)."""
    own_max = max((p for p in range(1, 25) if b[p] > 0), default=0)
    opp_min = min((p for p in range(1, 25) if b[p] < 0), default=25)
    return own_max > 12 or opp_min <= 12


def _runs(held: list[bool], route: tuple[int, ...]) -> list[tuple[int, int]]:
    """Maximal runs of held points along `route`, as (first index, length)."""
    out = []
    start = -1
    for i, p in enumerate(route):
        if held[p]:
            if start < 0:
                start = i
        elif start >= 0:
            out.append((start, i - start))
            start = -1
    if start >= 0:
        out.append((start, len(route) - start))
    return out


OWN_ROUTE = tuple(range(24, 0, -1))


class HeuristicLongPlayer:
    """Long nardy baseline: plays the turn whose result scores best under a
    hand-weighted evaluation, seen from the side that moved.

    While the two sides can still block each other (see `long_contact`):

    * head: each checker still on the head (point 24) costs `HEAD`; only one
      may leave per turn, so a checker not taken down now is a tempo lost.
    * points held: each point held outside the head is worth `POINT`, more in
      the opponent's starting quarter (the mover's 7..11, `START_QUARTER`)
      while the opponent still has checkers on its way out of it, and more
      again for each opposing checker one to six pips behind it (`FRONT`, at
      most two counted per point), since those are the points its next rolls
      want to land on. A point no opposing checker still has to pass is
      worth nothing.
    * blocks: a run of L >= 2 consecutive held points along the opponent's
      route is worth `BLOCK[L]`, in full when opposing checkers are behind it,
      at `IDLE_BLOCK` of that when none is.
    * trapped checkers: each opposing checker behind a run of three or more
      scores `TRAPPED * (L - 2)`.
    * our own checkers behind an opposing run of three or more cost the same,
      so the player prefers to escape before the wall grows.
    * escape: each own checker in the mover's 13..23 (still to cross the
      opponent's home, the mover's 13..18) costs `ESCAPE` per pip it still
      has to go to leave that half, times the share of opposing checkers
      already in that half or borne off: the further the opponent has come,
      the sooner its home fills up and closes the way.
    * stacking: each checker beyond `STACK_FREE` on one point (outside the
      head) costs `STACK`: stacks waste the flexibility of the spare checkers.
    * pips: each pip still to travel costs `PIP`; all full turns travel the
      same distance, so this only separates turns that waste pips (bearing off
      with a larger die) or that cannot play every die.
    * outside: each pip a checker still has to travel to reach home (points
      1..6) costs `OUTSIDE` more, so that spare pips go to bringing the back
      checkers on rather than to burying home checkers deep; each checker
      borne off earns `OFF`.

    Once nothing can block anything any more, only the race matters: pips
    (`PIP`), checkers borne off (`RACE_OFF`), and a light stacking cost in the
    home (`RACE_STACK`) that keeps the bear-off smooth.

    The weights were set by hand and checked in self-play, 300 to 700 games a
    change: the blocking terms (points, blocks, trapped checkers) are what
    make it play long nardy rather than a race (without them it won about 28%
    against the full evaluation); with the escape term it won 60% of 600
    games against itself without it; doubling any other single weight changed
    little.
    """

    HEAD = 3.0
    POINT = 1.0
    START_QUARTER = 2.0
    FRONT = 0.4
    BLOCK = (0.0, 0.0, 1.0, 4.0, 9.0, 16.0, 22.0)
    IDLE_BLOCK = 0.25
    TRAPPED = 1.5
    STACK_FREE = 3
    STACK = 0.6
    PIP = 0.2
    OUTSIDE = 0.1
    ESCAPE = 1.0
    OFF = 2.0
    RACE_OFF = 2.0
    RACE_STACK = 0.3

    def __init__(self, seed: int | None = None) -> None:
        # Exact ties (mirror-equal choices) are broken at random so that games
        # against another deterministic player do not all repeat.
        self._rng = random.Random(seed)

    def choose(
        self,
        position: Position,
        dice: tuple[int, int],
        cancel: threading.Event | None = None,
        away: tuple[int, int] | None = None,
    ) -> Turn:
        if position.variant is not Variant.LONG:
            raise ValueError("the long nardy heuristic evaluates long nardy positions only")
        turns = legal_turns(position, dice)
        if len(turns) == 1:
            return turns[0]
        mover = position.side
        best: list[Turn] = []
        best_score = -float("inf")
        for i, turn in enumerate(turns):
            if cancel is not None and i % 64 == 0 and cancel.is_set():
                raise Cancelled
            score = self.evaluate(turn.result.mover_view(mover))
            if score > best_score + 1e-9:
                best, best_score = [turn], score
            elif score > best_score - 1e-9:
                best.append(turn)
        return best[0] if len(best) == 1 else self._rng.choice(best)

    def evaluate(self, b: list[int]) -> float:
        """Score of a long nardy mover view (see `Position.mover_view`) for
        the side whose checkers are positive."""
        pips = outside = back = 0
        own_max = 0
        opp_min = 25
        opp_on_board = opp_far = 0
        own = [False] * 25
        opp = [False] * 25
        for p in range(1, 25):
            n = b[p]
            if n > 0:
                own[p] = True
                pips += p * n
                own_max = p
                if p > 6:
                    outside += (p - 6) * n
                    if 12 < p < 24:
                        back += (p - 12) * n
            elif n < 0:
                opp[p] = True
                opp_on_board -= n
                if p > 12:
                    opp_far -= n
                if p < opp_min:
                    opp_min = p
        if own_max <= 12 and opp_min > 12:  # no contact: see long_contact
            stack = sum(b[p] - 2 for p in range(1, 7) if b[p] > 2)
            return -self.PIP * pips + self.RACE_OFF * b[0] - self.RACE_STACK * stack
        score = -self.PIP * pips - self.OUTSIDE * outside + self.OFF * b[0] - self.HEAD * b[24]
        # Share of the opponent's checkers already in, or past, its last half.
        opp_progress = (opp_far + CHECKERS - opp_on_board) / CHECKERS
        score -= self.ESCAPE * opp_progress * back

        # Opposing checkers counted by their route index (0 = their head).
        opp_at = [0] * 24
        for p in range(1, 25):
            if b[p] < 0:
                opp_at[OPP_ROUTE_INDEX[p]] = -b[p]
        # Opposing checkers strictly behind each route index, and the same
        # with at most two per point (the shots a point can threaten).
        behind = [0] * 25
        shots = [0] * 25
        for i in range(24):
            behind[i + 1] = behind[i] + opp_at[i]
            shots[i + 1] = shots[i] + min(opp_at[i], 2)
        opp_in_start = behind[6] > 0  # some still on the opponent's 24..19

        for p in range(1, 24):
            n = b[p]
            if n <= 0:
                continue
            if n > self.STACK_FREE:
                score -= self.STACK * (n - self.STACK_FREE)
            i = OPP_ROUTE_INDEX[p]
            if not behind[i]:
                continue  # nothing of the opponent's has to pass here any more
            score += self.POINT
            if 7 <= p <= 11 and opp_in_start:
                score += self.START_QUARTER
            score += self.FRONT * (shots[i] - shots[max(0, i - 6)])

        for start, length in _runs(own, OPP_ROUTE):
            if length < 2:
                continue
            trapped = behind[start]
            value = self.BLOCK[min(length, 6)]
            score += value if trapped else value * self.IDLE_BLOCK
            if length >= 3:
                score += self.TRAPPED * (length - 2) * trapped

        # Own checkers behind opposing walls (own route index of p is 24 - p).
        for start, length in _runs(opp, OWN_ROUTE):
            if length < 3:
                continue
            first = OWN_ROUTE[start]  # highest point of the wall
            stuck = sum(b[p] for p in range(first + 1, 25) if b[p] > 0)
            score -= self.TRAPPED * (length - 2) * stuck
        return score


__all__ = [
    "PUBEVAL_CONTACT_WEIGHTS",
    "PUBEVAL_RACE_WEIGHTS",
    "HeuristicLongPlayer",
    "PubevalPlayer",
    "backgammon_turns",
    "is_race",
    "long_contact",
    "pubeval_board",
    "pubeval_inputs",
    "pubeval_scores",
]
