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


# The random games played so far, by variant and seed: each one's generator and
# its positions from the start. Hypothesis asks for many plies of the same few
# games (it favours small seeds), and each turn is the rules engine's work.
_GAMES: dict[tuple[Variant, int], tuple[random.Random, list[Position]]] = {}


def random_position(variant: Variant, seed: int, plies: int) -> Position:
    """The position after `plies` random turns from the start (or the end of
    the game if it comes first), reproducible from `seed`. A game is played
    once, as far as it has been asked for, and goes on from there when asked
    for more: the same dice and choices as playing it again from the start."""
    variant = Variant(variant)
    rng, line = _GAMES.setdefault((variant, seed), (random.Random(seed), [Position.start(variant)]))
    while len(line) <= plies and line[-1].winner is None:
        d = (rng.randint(1, 6), rng.randint(1, 6))
        line.append(rng.choice(legal_turns(line[-1], d)).result)
    return line[min(plies, len(line) - 1)]


def playing_window(qtbot, data=None):
    """A main window with its file side, its matches kept in `data` (the data folder
    when None), the computer playing at random at once."""
    from nardy_desktop.ai.base import RandomPlayer
    from nardy_desktop.ui.window.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.set_speed("off")
    c = w.controller
    c.min_think_ms = 0
    c.pass_delay_ms = 0
    c.player_factory = lambda level: RandomPlayer(1)
    w.keep_files(data)
    return w
