"""How long the tutor takes to judge a turn, against the Expert's think time.

    python benchmarks/tutor_speed.py                 # 60 decisions of each game
    python benchmarks/tutor_speed.py --decisions 200

The tutor must answer within the Expert's own think time. For positions from
seeded games (Expert against a seeded Beginner, so that many turns played are
not the Expert's), it times, on the same position and dice, the Expert
choosing its turn and the tutor judging the turn the Beginner played there
(`ui.tutor.judge`: the quick analysis, plus the turn played scored alone when
the lookahead pruned it). Prints the median, the 90th percentile and the
largest time of each, and the tutor's time as a share of the Expert's.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import nardy_desktop.ai  # noqa: E402, F401  (before numpy: one BLAS thread)
from nardy_desktop.ai.evaluate import network  # noqa: E402
from nardy_desktop.ai.players import player_for_level  # noqa: E402
from nardy_desktop.engine import Game, SeededDice, Variant, legal_turns  # noqa: E402
from nardy_desktop.ui.analysis.tutor import judge  # noqa: E402  (Qt-free at call time)


def decisions(variant: Variant, count: int, seed: int) -> list[tuple]:
    """(position, dice, result of the Beginner's turn) of turns with a choice."""
    beginner = player_for_level("beginner", seed=seed)
    expert = player_for_level("expert")
    out: list[tuple] = []
    game_seed = seed
    while len(out) < count:
        game = Game(variant, SeededDice(game_seed))
        game_seed += 1
        players = (expert, beginner)
        while not game.is_over and len(out) < count:
            dice = game.roll()
            before = game.turn_start
            turns = legal_turns(before, dice)
            turn = players[game.side_to_move].choose(before, dice)
            if len(turns) > 1:
                out.append((before, dice, beginner.choose(before, dice).result))
            game.play_turn(turn)
    return out


def timed(fn) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def report(name: str, times: list[float]) -> None:
    times = sorted(times)
    p90 = times[int(0.9 * (len(times) - 1))]
    print(
        f"  {name:7s} median {1000 * statistics.median(times):7.1f} ms, "
        f"90% {1000 * p90:7.1f} ms, max {1000 * times[-1]:7.1f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--decisions", type=int, default=60, help="decisions per game")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    expert = player_for_level("expert")
    for variant in Variant:
        network(variant)  # loaded before timing
        cases = decisions(variant, args.decisions, args.seed)
        random.Random(args.seed).shuffle(cases)
        t_expert = [timed(lambda c=c: expert.choose(c[0], c[1])) for c in cases]
        t_tutor = [timed(lambda c=c: judge(c[0], c[1], c[2], None)) for c in cases]
        share = [t / e for t, e in zip(t_tutor, t_expert, strict=True) if e > 0]
        print(f"{variant.value}: {len(cases)} decisions")
        report("Expert", t_expert)
        report("tutor", t_tutor)
        print(
            f"  tutor / Expert on the same decision: median {statistics.median(share):.2f}, "
            f"max {max(share):.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
