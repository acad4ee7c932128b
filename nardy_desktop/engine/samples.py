"""Positions as play reaches them: seeded random games, for the tests and
benchmarks of the move generator and of the code that must agree with it."""

from __future__ import annotations

import random

from .moves import legal_turns
from .position import Position, Variant


def random_game_rolls(
    variant: Variant, seed: int, games: int
) -> list[tuple[Position, tuple[int, int]]]:
    """Every (position, roll) of `games` games played with random legal turns
    from the start to the last checker borne off, the opening roll never a
    double; the same list for the same seed."""
    rng = random.Random(seed)
    out = []
    for _ in range(games):
        p = Position.start(variant)
        first = True
        while p.winner is None:
            d = (rng.randint(1, 6), rng.randint(1, 6))
            if first and d[0] == d[1]:
                continue
            first = False
            out.append((p, d))
            p = rng.choice(legal_turns(p, d)).result
    return out
