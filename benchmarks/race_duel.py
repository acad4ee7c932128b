"""Two long nardy players in the race alone: the same race starts, the same dice, mirrored.

    python benchmarks/race_duel.py --a intermediate --b intermediate@FILE --starts 1500

The judge's race decisions are few (100), so a difference it shows there may be
noise. This plays self-play games (the shipped Intermediate, seeded) until
contact is over, keeps that position, and plays it out twice with the same
dice: A as White against B, then B as White against A. Half the difference of
White's two results is A's edge in points for that start (a mars counting 2).
Its mean over the starts is printed with a 95% interval, and how many starts
the two players finished differently: the figure is what the race decisions
are worth in a game.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import nardy_desktop.ai  # noqa: E402, F401  (before numpy: one BLAS thread)
from nardy_desktop.engine import Game, Position, SeededDice, Side, Variant  # noqa: E402
from nardy_desktop.strength.harness import SpecError, check_spec, make_player  # noqa: E402
from nardy_desktop.strength.positions import mean_interval, phase_of  # noqa: E402


def race_starts(n: int, seed: int) -> list[tuple[Position, int]]:
    """The first position without contact of each of `n` seeded self-play games."""
    starts = []
    while len(starts) < n:
        seed += 1
        player = make_player("intermediate", seed)
        game = Game(Variant.LONG, SeededDice(seed))
        ply = 0
        while game.result is None:
            if phase_of(game.turn_start, ply) == "race":
                starts.append((game.turn_start, seed))
                break
            game.play_turn(player.choose(game.turn_start, game.roll()))
            ply += 1
    return starts


def play_out(start: Position, seed: int, white: str, black: str) -> int:
    """White's points (negative when Black wins) from `start` with seeded dice."""
    game = Game(Variant.LONG, SeededDice(seed * 7 + 3), position=start)
    players = {Side.WHITE: make_player(white, seed), Side.BLACK: make_player(black, seed + 1)}
    while game.result is None:
        dice = game.roll()
        game.play_turn(players[game.side_to_move].choose(game.turn_start, dice))
    result = game.result
    return result.points if result.winner is Side.WHITE else -result.points


def main(argv: list[str] | None = None) -> int:
    import numpy as np  # after nardy_desktop.ai, which gives numpy one BLAS thread

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--a", required=True, help="a level, or LEVEL@FILE")
    ap.add_argument("--b", required=True, help="a level, or LEVEL@FILE")
    ap.add_argument("--starts", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1000)
    args = ap.parse_args(argv)
    for spec in (args.a, args.b):
        try:
            check_spec(spec, Variant.LONG)
        except SpecError as e:
            ap.error(str(e))
    began = time.perf_counter()
    starts = race_starts(args.starts, args.seed)
    edges = []
    for k, (start, seed) in enumerate(starts, 1):
        a_white = play_out(start, seed, args.a, args.b)
        b_white = play_out(start, seed, args.b, args.a)
        edges.append((a_white - b_white) / 2)
        if k % 100 == 0 or k == len(starts):
            mean, half = mean_interval(np.array(edges))
            differ = sum(e != 0 for e in edges)
            print(
                f"{k} starts: A's edge {mean:+.4f} ± {half:.4f} points a game"
                f" (95%); finished differently {differ}; {time.perf_counter() - began:.0f} s",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
