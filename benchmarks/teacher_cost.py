"""What each teacher of the sibling fit costs a candidate: the network one roll
deeper, two rolls deeper (the Expert's look), and a rollout to the end.

    python benchmarks/teacher_cost.py [--variant backgammon] [--candidates 64]
        [--trials 324] [--seed 5]

The candidates are drawn at random among the best few of each decision of
64 whole games of the plain network's self-play (siblings.decisions_of), one
batch of them valued each way, one
right after the other so that all three meet the same load on a shared
machine. The figure is processor time a candidate (the clock's too); a
batch this size is smaller than the fit's own batches, which makes the
lookaheads a little dearer per candidate than in a long run. The rollout is
decision_db's: the plain network playing, to the end, without the luck.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

import nardy_desktop.ai  # noqa: E402, F401  (before numpy: one BLAS thread)
from nardy_desktop.ai.encoding import position_of_view  # noqa: E402
from nardy_desktop.ai.evaluate import network  # noqa: E402
from nardy_desktop.ai.levels import Level  # noqa: E402
from nardy_desktop.ai.rollout import RolloutSettings  # noqa: E402
from nardy_desktop.ai.training.rollout_db import label  # noqa: E402
from nardy_desktop.ai.training.siblings import decisions_of  # noqa: E402
from nardy_desktop.ai.training.supervised import one_roll_values, two_roll_values  # noqa: E402
from nardy_desktop.engine import Side, Variant  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variant", type=Variant, choices=list(Variant), default=Variant.LONG)
    ap.add_argument("--candidates", type=int, default=64)
    ap.add_argument("--trials", type=int, default=324)
    ap.add_argument("--seed", type=int, default=5)
    args = ap.parse_args(argv)
    if args.candidates < 1 or args.trials < 1:
        ap.error("--candidates and --trials must be at least 1")
    net = network(args.variant)
    # Enough positions for whole games (self-play runs 64 games side by side),
    # so that the candidates come from every phase and not the openings alone.
    found = decisions_of(net, 8000, 3, args.seed)
    pick = np.random.default_rng(args.seed).permutation(len(found.views))[: args.candidates]
    views = found.views[np.sort(pick)]
    n = len(views)
    positions = [position_of_view(v, args.variant, Side.WHITE) for v in views]
    settings = RolloutSettings(
        trials=args.trials, seed=args.seed, player=Level.INTERMEDIATE, luck=False
    )
    one_roll_values(net, views[:2])  # compiled code loaded
    rows: list[tuple[str, float, float]] = []
    for name, work in (
        ("one roll deeper", lambda: one_roll_values(net, views)),
        ("two rolls deeper", lambda: two_roll_values(net, views)),
        (f"rolled out, {args.trials} trials", lambda: label(positions, settings)),
    ):
        t, c = time.monotonic(), time.process_time()
        work()
        rows.append((name, (time.process_time() - c) / n, (time.monotonic() - t) / n))
    print(f"{args.variant.value}: {n} candidates of {len(found)} decisions, seed {args.seed}")
    base = rows[0][1]
    for name, cpu, wall in rows:
        print(
            f"  {name:<26} {1000 * cpu:9.1f} ms of processor a candidate "
            f"({1000 * wall:.1f} ms by the clock), {cpu / base:6.1f} x one roll"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
