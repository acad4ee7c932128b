"""Building positions for tests in each side's own numbering."""

from __future__ import annotations

import random

from nardy_desktop.engine import Position, Side, Variant, legal_turns
from nardy_desktop.engine.position import to_white_point


def make(
    variant: Variant | str,
    white: dict[int, int],
    black: dict[int, int],
    side: str = "w",
    bar: tuple[int, int] = (0, 0),
    off: tuple[int, int] | None = None,
) -> Position:
    """`white` and `black` map each side's own point numbers to checker
    counts; whatever is not on the board or the bar is borne off."""
    variant = Variant(variant)
    points = [0] * 24
    for side_, counts, sign in ((Side.WHITE, white, 1), (Side.BLACK, black, -1)):
        for p, n in counts.items():
            w = to_white_point(variant, side_, p)
            assert points[w - 1] == 0, f"point {w} used twice"
            points[w - 1] = sign * n
    if off is None:
        off = (15 - sum(white.values()) - bar[0], 15 - sum(black.values()) - bar[1])
    text = (
        f"{variant.value}/{','.join(map(str, points))}/{bar[0]},{bar[1]}/{off[0]},{off[1]}/{side}"
    )
    return Position.from_text(text)


def texts(turns) -> set[str]:
    return {t.text for t in turns}


def random_position(variant: Variant, seed: int, plies: int) -> Position:
    """The position after `plies` random turns from the start (or the end of
    the game if it comes first), reproducible from `seed`."""
    rng = random.Random(seed)
    p = Position.start(variant)
    for _ in range(plies):
        if p.winner is not None:
            break
        d = (rng.randint(1, 6), rng.randint(1, 6))
        p = rng.choice(legal_turns(p, d)).result
    return p
