"""How long the analysis of a whole game takes: seconds per game and per decision.

    python benchmarks/analysis_speed.py                   # quick depth, 1 game per row
    python benchmarks/analysis_speed.py --games 3 --depth thorough

Each row plays games with seeded dice (Expert against Expert, and Expert
against a seeded Beginner, whose pruned turns each cost the analysis one more
lookahead), then times `analyse_game` on each: every decision scored and
every roll's luck measured, in one process. The targets are 15 s for a game
of long nardy and 8 s for one of backgammon at the quick depth on a 2-core
machine; the figures depend on what else the machine is doing.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import nardy_desktop.ai  # noqa: E402, F401  (before numpy: one BLAS thread)
from nardy_desktop.ai.analysis import Depth, analyse_game  # noqa: E402
from nardy_desktop.ai.evaluate import network  # noqa: E402
from nardy_desktop.ai.players import player_for_level  # noqa: E402
from nardy_desktop.engine import Game, SeededDice, Variant  # noqa: E402

PAIRINGS = (("expert", "expert"), ("expert", "beginner"))
TARGET_S = {Variant.LONG: 15.0, Variant.BACKGAMMON: 8.0}


def play(variant: Variant, levels: tuple[str, str], seed: int) -> Game:
    """One game, White played by levels[0], with seeded dice and Beginner."""
    players = [player_for_level(level, seed=seed + i) for i, level in enumerate(levels)]
    game = Game(variant, SeededDice(seed))
    while not game.is_over:
        dice = game.roll()
        game.play_turn(players[game.side_to_move].choose(game.turn_start, dice))
    return game


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1, help="games per row (default 1)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--depth", choices=[d.value for d in Depth], default=Depth.QUICK.value)
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    for variant in Variant:
        network(variant)  # loaded once, outside the timings
    print(
        f"{'game':<11} {'players':<18} {'turns':>6} {'decisions':>9} "
        f"{'s/game':>7} {'ms/decision':>11} {'target':>7}"
    )
    for variant in Variant:
        for levels in PAIRINGS:
            times, turns, decisions = [], [], []
            for k in range(args.games):
                game = play(variant, levels, args.seed + k)
                started = time.perf_counter()
                result = analyse_game(game, args.depth)
                times.append(time.perf_counter() - started)
                turns.append(len(game.history))
                decisions.append(len(result.decisions))
            per_game = statistics.mean(times)
            per_decision = 1000.0 * sum(times) / max(1, sum(decisions))
            print(
                f"{variant.value:<11} {' v '.join(levels):<18} {statistics.mean(turns):>6.0f} "
                f"{statistics.mean(decisions):>9.0f} {per_game:>7.2f} {per_decision:>11.1f} "
                f"{TARGET_S[variant]:>6.0f}s",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
