"""Scoring a position for the match being played, not for points per game.

A gammon is worth two points in a long match but nothing more than a single
win when the player needs one point, and a mars that would win the match
weighs more than one that leaves the opponent ahead. So the search scores the
network's outcome probabilities with the chance of winning the *match* after
each outcome, from a table of match-winning chances built from typical outcome
rates (there is no doubling cube, so the table is cubeless). Without a match
score (single games for points) the score is the plain expected points.

Both scores are linear in the network's cumulative outputs, which keeps every
level's search a dot product per position.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from nardy_desktop.engine import Variant

# How often one side wins a game by 1, 2 and 3 points between good players
# (each side: the two sides' rates add up to 1). Backgammon: about a quarter of
# cubeless games end in a gammon, one in a hundred in a backgammon. Long nardy:
# about one game in five ends in a mars.
OUTCOME_RATES: dict[Variant, tuple[float, ...]] = {
    Variant.BACKGAMMON: (0.37, 0.12, 0.01),
    Variant.LONG: (0.40, 0.10),
}
MAX_AWAY = 64


@cache
def _table(variant: Variant) -> np.ndarray:
    """m[a, b]: chance that a player needing a points wins the match against
    one needing b (index 0 means the match is already won)."""
    rates = OUTCOME_RATES[variant]
    n = MAX_AWAY + 1
    m = np.zeros((n, n))
    m[0, 1:] = 1.0
    for total in range(2, 2 * n - 1):
        for a in range(max(1, total - n + 1), min(n, total)):
            b = total - a
            win = sum(r * m[max(a - k, 0), b] for k, r in enumerate(rates, 1))
            lose = sum(r * m[a, max(b - k, 0)] for k, r in enumerate(rates, 1))
            m[a, b] = win + lose
    return m


def match_winning_chance(variant: Variant, away: int, opponent_away: int) -> float:
    """Chance to win the match needing `away` points against `opponent_away`."""
    if away <= 0:
        return 1.0
    if opponent_away <= 0:
        return 0.0
    return float(_table(variant)[min(away, MAX_AWAY), min(opponent_away, MAX_AWAY)])


@dataclass(frozen=True)
class Scorer:
    """score = outputs @ weights + constant, for the side the outputs belong to."""

    weights: np.ndarray
    constant: float

    def __call__(self, y: np.ndarray) -> np.ndarray:
        return y @ self.weights + self.constant


def _from_values(variant: Variant, wins: list[float], losses: list[float]) -> Scorer:
    """The linear score of the cumulative outputs given the value of winning
    and of losing by 1, 2 (and 3) points."""
    v, u = wins, losses
    if variant is Variant.BACKGAMMON:
        w = [v[0] - u[0], v[1] - v[0], v[2] - v[1], u[1] - u[0], u[2] - u[1]]
    else:
        w = [v[0] - u[0], v[1] - v[0], u[1] - u[0]]
    return Scorer(np.array(w), u[0])


def scorer(variant: Variant | str, away: tuple[int, int] | None = None) -> Scorer:
    """The score the search maximises. `away`: the points the side to move
    and its opponent still need to win the match, or None for single games
    scored in points (expected points per game, between -3 and 3).

    With a match score the value is the chance to win the match, rescaled so
    that winning a single game scores +1 and losing one -1 as in points: early
    in a long match one game moves the match-winning chance only a little, and
    without the rescaling the search's pruning margins and the Beginner's
    taste for mistakes would mean something else at every score."""
    # A variant's name and the Variant itself are one cache entry (they are
    # equal): the entry is made from the Variant, whichever came first.
    return _scorer(Variant(variant), away)


@cache
def _scorer(variant: Variant, away: tuple[int, int] | None) -> Scorer:
    kinds = len(OUTCOME_RATES[variant])
    if away is None:
        points = [float(k) for k in range(1, kinds + 1)]
        return _from_values(variant, points, [-p for p in points])
    a, b = away
    if a < 1 or b < 1:
        raise ValueError(f"points still needed must be at least 1, got {away}")
    wins = [match_winning_chance(variant, a - k, b) for k in range(1, kinds + 1)]
    losses = [match_winning_chance(variant, a, b - k) for k in range(1, kinds + 1)]
    middle = (wins[0] + losses[0]) / 2.0
    half = (wins[0] - losses[0]) / 2.0  # > 0: winning a game always helps
    return _from_values(
        variant, [(v - middle) / half for v in wins], [(u - middle) / half for u in losses]
    )
