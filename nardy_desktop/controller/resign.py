"""What an offer to resign is worth to the computer: the chances its network
gives the position, and the value of each end of the game at the match score.

The answer itself is the engine's (engine/resign.py): this module only turns
the network's outputs and the match equity table into the plain numbers it
reads. The network is asked once, on the window's thread: a turn's positions
are a few hundred rows at most, a few milliseconds. numpy and the network are
imported when first asked for, so that importing the controller stays light.
"""

from __future__ import annotations

from collections.abc import Callable

from nardy_desktop.engine import Position, Side, legal_turns
from nardy_desktop.engine.resign import KINDS, Chances, Values

ChancesOf = Callable[[Position, tuple[int, int] | None, Side, tuple[int, int] | None], Chances]
"""How the chances of the side that would win are found: (the position at the
start of the turn, its dice if rolled, that side, the points the side to move
and its opponent still need)."""


def network_chances(
    position: Position,
    dice: tuple[int, int] | None,
    winner: Side,
    away: tuple[int, int] | None = None,
) -> Chances:
    """`winner`'s chances by the network. Before the roll the position is
    scored as it is; with the dice rolled, after the turn the side to move
    would play with them (the best by its own match score): what the
    resignation would spare it is a position where these dice are known."""
    import numpy as np

    from nardy_desktop.ai.encoding import wide_view
    from nardy_desktop.ai.evaluate import evaluate_views
    from nardy_desktop.ai.match_equity import scorer
    from nardy_desktop.ai.network import flip_outputs

    variant = position.variant
    turns = legal_turns(position, dice) if dice is not None else []
    if turns:
        views = np.array([wide_view(t.result) for t in turns])
        mover = flip_outputs(evaluate_views(views, variant), variant)
        best = int(np.argmax(scorer(variant, away)(mover)))
        y = mover[best]
    else:
        y = evaluate_views(np.array([wide_view(position)]), variant)[0]
    if winner is not position.side:
        y = flip_outputs(y, variant)
    n = len(KINDS[variant])
    values = [float(v) for v in y]
    return Chances(values[0], tuple(values[1:n]), tuple(values[n:]))


def match_values(position: Position, away: tuple[int, int] | None) -> Values:
    """What each end of the game is worth to the side that needs `away[0]`
    points against `away[1]`: its chance to win the match after it (None, no
    match score: the points themselves)."""
    from nardy_desktop.ai.match_equity import match_winning_chance

    variant = position.variant
    if away is None:
        return Values.points(variant)
    a, b = away
    n = len(KINDS[variant])
    wins = tuple(match_winning_chance(variant, a - k, b) for k in range(1, n + 1))
    losses = tuple(match_winning_chance(variant, a, b - k) for k in range(1, n + 1))
    return Values(wins, losses)


__all__ = ["ChancesOf", "match_values", "network_chances"]
