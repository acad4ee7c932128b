"""Think time per decision of each computer level, over positions from real games.

    python benchmarks/ai_speed.py [--variant long|backgammon] [--positions 60] [--seed 1]
        [--levels beginner,intermediate,expert,champion]

Positions are sampled from whole games between the levels and the
baselines, with seeded dice (so every phase of the game is represented,
openings, middle games, bear-offs, and the blocks and primes that a strong
side builds against a weaker one), each with the roll that was actually
thrown: the Expert looking one roll deep against the Intermediate level and
against the baseline (the heuristic player in long nardy, pubeval in
backgammon), and the Intermediate level against the Beginner. Every level
then decides each of them; printed are the median and the 95th percentile
of the wall-clock time per decision, and the longest.

Targets on a 2-core machine: Expert median < 300 ms and p95 < 1.5 s,
Champion p95 < 5 s, Beginner and Intermediate < 50 ms. With the Champion
level, the time it takes to stop once cancelled is measured too (target ~50 ms).
"""

from __future__ import annotations

import argparse
import random
import sys
import threading
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nardy_desktop.ai.base import Cancelled  # noqa: E402
from nardy_desktop.ai.levels import LEVELS  # noqa: E402
from nardy_desktop.ai.players import player_for_level  # noqa: E402
from nardy_desktop.engine import Game, Position, SeededDice, Side, Variant  # noqa: E402
from nardy_desktop.strength.harness import SpecError, check_spec, make_player  # noqa: E402

BASELINE = {Variant.LONG: "heuristic", Variant.BACKGAMMON: "pubeval"}


def pairings(variant: Variant) -> list[tuple[str, str]]:
    """The games the positions come from, in turn (each side plays both colours)."""
    return [
        ("expert+lookahead=1", "intermediate"),
        ("expert+lookahead=1", BASELINE[variant]),
        ("intermediate", "beginner"),
    ]


def sample_positions(
    variant: Variant, count: int, seed: int
) -> list[tuple[Position, tuple[int, int]]]:
    """`count` decisions drawn evenly from seeded games between the levels
    (`pairings`), forced moves left out."""
    pool: list[tuple[Position, tuple[int, int]]] = []
    games = pairings(variant)
    g = 0
    while len(pool) < count * 4:
        first, second = games[(g // 2) % len(games)]
        if g % 2:
            first, second = second, first
        sides = [make_player(first, seed * 1000 + g), make_player(second, seed * 1000 + g)]
        game = Game(variant, SeededDice(seed * 1000 + g))
        g += 1
        while not game.is_over:
            dice = game.roll()
            if len(game.legal_turns()) > 1:
                pool.append((game.turn_start, dice))
            mover = sides[0] if game.turn_start.side is Side.WHITE else sides[1]
            game.play_turn(mover.choose(game.turn_start, dice))
    rng = random.Random(seed)
    return rng.sample(pool, count)


def cancel_latency(sample: list[tuple[Position, tuple[int, int]]], seed: int) -> list[float]:
    """Milliseconds from setting the cancel flag to the Champion's search
    raising Cancelled, the flag being set at a random moment of the search."""
    rng = random.Random(seed)
    player = player_for_level("champion")
    out = []
    for pos, dice in sample:
        cancel = threading.Event()
        done: list[float] = []

        def work(pos=pos, dice=dice, cancel=cancel, done=done) -> None:
            try:
                player.choose(pos, dice, cancel)
            except Cancelled:
                done.append(time.perf_counter())

        worker = threading.Thread(target=work)
        worker.start()
        time.sleep(rng.uniform(0.01, 0.5))
        asked = time.perf_counter()
        cancel.set()
        worker.join()
        if done:  # otherwise the search had already finished
            out.append((done[0] - asked) * 1000.0)
    return out


def percentile(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", choices=[v.value for v in Variant], action="append")
    ap.add_argument("--positions", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--levels",
        default=",".join(LEVELS),
        help="levels, comma-separated; LEVEL+SETTING=VALUE changes a setting (expert+width=12)",
    )
    args = ap.parse_args(argv)
    variants = [Variant(v) for v in args.variant] if args.variant else list(Variant)
    levels = args.levels.split(",")
    for level in levels:
        for variant in variants:
            try:
                check_spec(level, variant)
            except SpecError as e:
                ap.error(str(e))
    print(f"{'variant':<11} {'level':<13} {'median ms':>10} {'p95 ms':>10} {'max ms':>10}")
    for variant in variants:
        sample = sample_positions(variant, args.positions, args.seed)
        for level in levels:
            player = make_player(level, seed=args.seed)
            player.choose(*sample[0])  # load the weights before timing
            times = []
            for pos, dice in sample:
                t0 = time.perf_counter()
                player.choose(pos, dice)
                times.append((time.perf_counter() - t0) * 1000.0)
            print(
                f"{variant.value:<11} {level:<13} {percentile(times, 0.5):>10.1f}"
                f" {percentile(times, 0.95):>10.1f} {max(times):>10.1f}",
                flush=True,
            )
        if "champion" in levels:
            lat = cancel_latency(sample[:20], args.seed)
            if lat:
                print(
                    f"{variant.value:<11} {'cancel':<13} {percentile(lat, 0.5):>10.1f}"
                    f" {percentile(lat, 0.95):>10.1f} {max(lat):>10.1f}"
                    f"   (Champion stopped by its cancel flag, {len(lat)} searches)",
                    flush=True,
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
