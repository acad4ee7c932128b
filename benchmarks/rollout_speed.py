"""How fast rollouts run: trials per second for each game, position, setting and process count.

    python benchmarks/rollout_speed.py                # 16 trials per row, about a minute
    python benchmarks/rollout_speed.py --trials 36 --jobs 1 2

Each row rolls out one position before its roll with the Intermediate level
playing, to the end of the bear-off tables (the default), with and without
the luck of every roll being measured. The middle-game position is the one
reached after 20 plies of Intermediate self-play with seeded dice. With
several processes the time includes starting them.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import nardy_desktop.ai  # noqa: E402, F401  (before numpy: one BLAS thread)
from nardy_desktop.ai.rollout import RolloutSettings, rollout_position  # noqa: E402
from nardy_desktop.engine import Game, Position, SeededDice, Variant  # noqa: E402

MIDDLE_PLIES = 20


def middle_game(variant: Variant, seed: int = 7) -> Position:
    """The position after MIDDLE_PLIES plies of Intermediate self-play."""
    from nardy_desktop.ai.players import player_for_level

    player = player_for_level("intermediate")
    game = Game(variant, SeededDice(seed))
    for _ in range(MIDDLE_PLIES):
        dice = game.roll()
        game.play_turn(player.choose(game.turn_start, dice))
    return game.turn_start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trials", type=int, default=16, help="trials per row")
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2], help="process counts")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.trials < 1 or any(j < 1 for j in args.jobs):
        parser.error("--trials and --jobs must be at least 1")
    print(f"{'game':<11} {'position':<9} {'luck':<4} {'jobs':>4} {'trials/s':>9} {'plies':>6}")
    for variant in Variant:
        positions = {"opening": Position.start(variant), "middle": middle_game(variant)}
        for name, position in positions.items():
            for luck in (True, False):
                for jobs in args.jobs:
                    plan = RolloutSettings(trials=args.trials, seed=args.seed, luck=luck, jobs=jobs)
                    started = time.perf_counter()
                    (c,) = rollout_position(position, plan).candidates
                    speed = args.trials / (time.perf_counter() - started)
                    print(
                        f"{variant.value:<11} {name:<9} {'on' if luck else 'off':<4} {jobs:>4}"
                        f" {speed:>9.2f} {c.plies:>6.1f}",
                        flush=True,
                    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
