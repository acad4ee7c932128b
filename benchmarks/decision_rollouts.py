"""How sure the leaders' rollouts of `decision_db` are, and how well a network
chooses among them.

    python benchmarks/decision_rollouts.py [--first-shard N] [NETWORK ...]

The sibling fit learns from these rollouts only if they tell close leaders
apart better than the one-roll look they replace, so the script prints:

- the noise: each leader's standard error alone, and that of its points less
  its decision's mean (`free_se`: the leaders of a decision meet the same
  dice, so most of the dice's noise cancels); in decisions of two leaders,
  the standard error of their difference as it is, and as it would be
  with dice of their own, and how often it is beyond two of them;
- the one-roll look's (the values of the data file) own error in a
  mean-free equity: how far it lies from the rollouts', less the
  rollouts' own noise; the sibling fit's `--rolled-noise` stands for it;
- how often the one-roll look puts another leader first than the
  rollouts do;
- for the one-roll look and each NETWORK (plain evaluation), the rollouts'
  loss of its choice among the leaders in mpt a decision, with a 95%
  interval, and each less the one-roll look and less the first NETWORK,
  paired. Shards rolled out after a fit (`--first-shard`) test it on
  decisions it has not seen. The rollouts' own best is charged nothing, so
  every figure holds some of their noise; the differences between players
  hold less.
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

import nardy_desktop.ai  # noqa: E402, F401  (before numpy: one BLAS thread)
from nardy_desktop.ai.fastplay import encode  # noqa: E402
from nardy_desktop.ai.network import WeightsError, equity, load_weights  # noqa: E402
from nardy_desktop.ai.training import decision_db  # noqa: E402
from nardy_desktop.ai.training.siblings import mean_free  # noqa: E402
from nardy_desktop.engine import Variant  # noqa: E402
from nardy_desktop.strength.positions import mean_interval  # noqa: E402


def firsts(value: np.ndarray, bounds: np.ndarray) -> np.ndarray:
    """The row of each decision's leader with the lowest `value` (a value
    for the side to move after the turn, so the mover's best)."""
    return np.array(
        [a + int(np.argmin(value[a:b])) for a, b in zip(bounds[:-1], bounds[1:], strict=True)]
    )


def losses(rolled_eq: np.ndarray, value: np.ndarray, bounds: np.ndarray) -> np.ndarray:
    """The rollouts' loss, in points, of choosing by `value` in each decision."""
    return rolled_eq[firsts(value, bounds)] - rolled_eq[firsts(rolled_eq, bounds)]


def interval(x: np.ndarray) -> str:
    mean, half = mean_interval(x)
    return f"{1000 * mean:.2f} ± {1000 * half:.2f}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("networks", nargs="*", type=Path, help="weights to choose with")
    ap.add_argument("--variant", type=Variant, default=Variant.LONG, choices=list(Variant))
    ap.add_argument("--first-shard", type=int, default=0, help="leave out the shards before it")
    ap.add_argument("--out", type=Path, help="the shards' folder (the game's by default)")
    ap.add_argument(
        "--data",
        type=Path,
        help="the data file the shards were drawn from (decisions.npz beside them)",
    )
    args = ap.parse_args(argv)
    variant: Variant = args.variant
    out: Path = args.out if args.out is not None else decision_db.OUT_OF[variant]
    data: Path = args.data if args.data is not None else out / decision_db.DATA
    try:
        rolled = decision_db.read(out, variant, args.first_shard)
        with np.load(data, allow_pickle=False) as f:
            targets = f["targets"]
        nets = [load_weights(p, variant) for p in args.networks]
    except (OSError, ValueError, KeyError, WeightsError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    # Each decision's leaders lie together in its shard.
    bounds = decision_db.bounds(rolled.decision)
    sizes = np.diff(bounds)
    rolled_eq = equity(rolled.labels.outputs.astype(np.float64), variant)
    se = rolled.labels.equity_se.astype(np.float64)
    print(
        f"{len(sizes)} decisions, {len(rolled_eq)} leaders (shards from {args.first_shard}), "
        f"{int(rolled.labels.trials[0])} trials a leader"
    )
    print(
        f"standard error of a leader's points: median {np.median(se):.4f}; "
        f"of its points less its decision's mean: median {np.median(rolled.free_se):.4f}"
    )
    two = bounds[:-1][sizes == 2]
    if len(two):
        paired = 2 * rolled.free_se[two].astype(np.float64)
        alone = np.hypot(se[two], se[two + 1])
        diff = np.abs(rolled_eq[two] - rolled_eq[two + 1])
        sure = diff > 2 * paired
        print(
            f"{len(two)} decisions of two leaders: standard error of their difference "
            f"{np.median(paired):.4f} (median), {np.median(paired / np.maximum(alone, 1e-12)):.2f} "
            f"of it with dice of their own ({np.median(alone):.4f}); "
            f"the difference beyond two of them in {sure.mean():.0%}"
        )
    one_roll = equity(targets[rolled.row].astype(np.float64), variant)
    # The one-roll look's own error in a mean-free equity (what the fit's
    # --rolled-noise stands for): what parts it from the rollouts, less
    # the rollouts' own noise.
    apart = np.mean((mean_free(one_roll, bounds) - mean_free(rolled_eq, bounds)) ** 2)
    own = np.mean(rolled.free_se.astype(np.float64) ** 2)
    print(
        f"mean-free equities, root mean square: the one-roll look less the rollouts "
        f"{math.sqrt(apart):.4f}, the rollouts' own noise {math.sqrt(own):.4f}, "
        f"so the one-roll look's own error {math.sqrt(max(apart - own, 0.0)):.4f}"
    )
    other = np.mean(firsts(one_roll, bounds) != firsts(rolled_eq, bounds))
    print(f"the one-roll look puts another leader first than the rollouts in {other:.1%}")
    players = [("one roll deeper (the data file)", losses(rolled_eq, one_roll, bounds))]
    x = encode(rolled.views, variant).astype(np.float64)
    for path, net in zip(args.networks, nets, strict=True):
        players.append((str(path), losses(rolled_eq, equity(net.forward(x), variant), bounds)))
    print("loss of the choice among the leaders, mpt a decision (95%):")
    first = players[0][1]
    for k, (name, loss) in enumerate(players):
        paired = "" if k == 0 else f"; less the first {interval(loss - first)}"
        if k >= 2:
            paired += f"; less {players[1][0]} {interval(loss - players[1][1])}"
        print(f"  {name}: {interval(loss)}{paired}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
