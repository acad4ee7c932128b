"""Resigning for less than the whole game: which offers there are, and whether
an offer is enough.

As in GNU Backgammon, a player who gives up offers a single game, a gammon or
a backgammon (in long nardy an oyn or a mars), and the opponent takes it or
plays on. The opponent's side of it needs the chances of every outcome: they
come from outside (the evaluation network), as plain numbers, so that this
module stays pure and each answer can be checked on chances written by hand.
"""

from __future__ import annotations

from dataclasses import dataclass

from .game import POINTS, WIN_KINDS, WinKind
from .position import Position, Side, Variant

KINDS: dict[Variant, tuple[WinKind, ...]] = WIN_KINDS
"""Each variant's wins, smallest first (worth 1, 2 and 3 points)."""

# Playing on must be worth this much more than the offer (in single games) for
# the offer to be declined: an estimate's noise (a backgammon given a chance
# of one in a hundred where none is left) never turns a fair offer down.
MARGIN = 0.02


def offers(position: Position, winner: Side) -> tuple[WinKind, ...]:
    """What the loser may offer `winner` in `position`, smallest first: every win
    of the variant, or only the smallest once the loser has borne a checker off
    (nothing bigger can happen then). A bigger win that is still possible but
    unlikely stays on offer: giving it is the loser's choice."""
    kinds = KINDS[position.variant]
    if position.off[winner.opponent]:
        return kinds[:1]
    return kinds


def kind_of_points(variant: Variant, points: int) -> WinKind:
    """The win of `variant` worth `points` (ValueError for none)."""
    for kind in KINDS[variant]:
        if POINTS[kind] == points:
            return kind
    raise ValueError(f"no {variant.value} win is worth {points} points")


@dataclass(frozen=True)
class Chances:
    """The chances of the side that would win by the resignation, cumulative as
    the network gives them: `win` any win, `wins[k]` a win worth more than k + 1
    points (a gammon or better, then a backgammon; a mars in long nardy), and
    `losses[k]` a loss worth more than k + 1 points."""

    win: float
    wins: tuple[float, ...]
    losses: tuple[float, ...]

    def won_by(self, points: int) -> float:
        """The chance to win by exactly `points`."""
        at_least = self.win if points == 1 else self.wins[points - 2]
        more = self.wins[points - 1] if points - 1 < len(self.wins) else 0.0
        return max(at_least - more, 0.0)

    def lost_by(self, points: int) -> float:
        """The chance to lose by exactly `points`."""
        at_least = 1.0 - self.win if points == 1 else self.losses[points - 2]
        more = self.losses[points - 1] if points - 1 < len(self.losses) else 0.0
        return max(at_least - more, 0.0)


@dataclass(frozen=True)
class Values:
    """What each end of the game is worth to that side: `wins[k]` winning by
    k + 1 points, `losses[k]` losing by k + 1. In points (1, 2, 3 and their
    negatives) for single games; in a match, the chance to win the match after
    it, since a gammon is worth no more than a single game to a player who
    needs one point."""

    wins: tuple[float, ...]
    losses: tuple[float, ...]

    @staticmethod
    def points(variant: Variant) -> Values:
        wins = tuple(float(POINTS[k]) for k in KINDS[variant])
        return Values(wins, tuple(-w for w in wins))


def playing_on(chances: Chances, values: Values) -> float:
    """What playing the game out is worth, on average over its ends."""
    n = len(values.wins)
    won = sum(chances.won_by(k) * values.wins[k - 1] for k in range(1, n + 1))
    lost = sum(chances.lost_by(k) * values.losses[k - 1] for k in range(1, n + 1))
    return won + lost


@dataclass(frozen=True)
class Answer:
    """The answer to an offer of `offer`. Declined, `bigger` is the smallest win
    above the offer, and `chance` the chance of winning that or more: what
    makes playing on worth more; `likely` when it is more likely than not."""

    offer: WinKind
    accepted: bool
    bigger: WinKind | None = None
    chance: float = 0.0

    @property
    def likely(self) -> bool:
        return self.chance > 0.5


def answer(variant: Variant, offer: WinKind, chances: Chances, values: Values) -> Answer:
    """Take `offer` when it is worth at least as much as playing on (GNU
    Backgammon's rule, within MARGIN); otherwise say which bigger win makes the
    difference."""
    kinds = KINDS[variant]
    if offer not in kinds:
        raise ValueError(f"a {offer.value} is not a win of {variant.value}")
    points = POINTS[offer]
    game = (values.wins[0] - values.losses[0]) / 2  # a single game, in these values
    if values.wins[points - 1] + MARGIN * game >= playing_on(chances, values):
        return Answer(offer, True)
    if points >= len(kinds):  # the biggest win: nothing can be worth more
        return Answer(offer, True)
    bigger = kinds[points]
    return Answer(offer, False, bigger, chances.wins[points - 1])


__all__ = [
    "KINDS",
    "MARGIN",
    "Answer",
    "Chances",
    "Values",
    "answer",
    "kind_of_points",
    "offers",
    "playing_on",
]
