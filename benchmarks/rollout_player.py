"""How far the rolled-out database's labels depend on the network that plays
the rollouts, and each network's error against both.

    python benchmarks/rollout_player.py [--player WEIGHTS] [--out DIR] [NETWORK ...]

A rollout's figures are those of its player's games, not of perfect play:
two players meeting the same dice end some games differently. The script
rolls the database's test positions (the shards labelled with at least
`--test-trials` trials, which `fit_rollouts` holds out) out again with the
dice they were labelled with, by the plain network in `--player` (the
shipped one by default), and keeps them as shards of their own in `--out`
(a run there goes on where it stopped). It prints how far the labels moved,
in all and by phase, and the mean absolute equity error in points of each
NETWORK (and the shipped one) against the database's labels and against the
new ones. A difference between networks smaller than the labels' own move
says as much about the rollouts' player as about the networks.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

import nardy_desktop.ai  # noqa: E402, F401  (before numpy: one BLAS thread)
from nardy_desktop.ai.encoding import grow_inputs  # noqa: E402
from nardy_desktop.ai.evaluate import network  # noqa: E402
from nardy_desktop.ai.network import Network, WeightsError, load_weights  # noqa: E402
from nardy_desktop.ai.phases import PHASES  # noqa: E402
from nardy_desktop.ai.training import fit_rollouts  # noqa: E402
from nardy_desktop.ai.training import rollout_db as db  # noqa: E402
from nardy_desktop.engine import Variant  # noqa: E402


def relabel_tests(
    database: Path,
    out: Path,
    test_trials: int,
    variant: Variant = Variant.LONG,
    say: Callable[[str], object] = print,
) -> tuple[list[Path], list[Path]]:
    """Roll the test shards of `database` out again into `out` with the
    network in use; the paths of the originals and of their new labels, in
    the same order. A shard already in `out` with this network is kept."""
    player = db.network_digest(variant)
    originals, again = [], []
    for path in sorted(database.glob("shard-*.npz")):
        shard = db.read_shard(path)
        if shard.variant is not variant:
            raise ValueError(f"{path} holds {shard.variant.value} positions, not {variant.value}")
        if int(shard.labels.trials.min()) < test_trials:
            continue
        target = out / path.name
        if not (target.exists() and db.read_shard(target).head.get("network") == player):
            labels = db.relabel(shard)
            head = {**shard.head, "network": player, "labelled_by": shard.head["network"]}
            db.write_shard(target, head, shard.candidates, labels)
            say(f"{path.name}: {len(shard.candidates)} positions rolled out again")
        originals.append(path)
        again.append(target)
    return originals, again


def report(
    before: fit_rollouts.Rolled, after: fit_rollouts.Rolled, nets: dict[str, Network]
) -> list[str]:
    """The lines the script prints: the labels' move, then each network's errors."""
    moved = after.equity - before.equity
    lines = [
        f"{len(moved)} positions; the equity moved by {np.mean(np.abs(moved)):.4f} on average "
        f"(root mean square {np.sqrt(np.mean(moved**2)):.4f}, mean {np.mean(moved):+.4f}); "
        f"its standard error, each label: {np.mean(before.equity_se):.4f}"
    ]
    lines.append(
        "  by phase, mean |move|: "
        + ", ".join(
            f"{p} {np.mean(np.abs(moved[before.phase == i])):.4f}"
            for i, p in enumerate(PHASES)
            if (before.phase == i).any()
        )
    )
    width = max(len(n) for n in nets)
    for name, net in nets.items():
        lines.append(
            f"{name:<{width}}  against the database's labels: {fit_rollouts.errors(net, before)}"
        )
        lines.append(
            f"{'':<{width}}  against the new labels:        {fit_rollouts.errors(net, after)}"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("networks", nargs="*", type=Path, help="weights to measure")
    ap.add_argument(
        "--player", type=Path, help="the rollouts' network (the shipped one by default)"
    )
    ap.add_argument("--database", type=Path, default=fit_rollouts.DATABASE)
    ap.add_argument("--out", type=Path, required=True, help="where the new labels' shards go")
    ap.add_argument("--test-trials", type=int, default=1296)
    args = ap.parse_args(argv)
    variant = Variant.LONG
    shipped = network(variant)
    try:
        nets = {"shipped": shipped}
        for path in args.networks:
            net = load_weights(path, variant)
            net.w1 = grow_inputs(net.w1, variant)  # as the game does with an older network
            nets[str(path)] = net
        if not db.play_with(args.player, variant):
            return 2
        originals, again = relabel_tests(args.database, args.out, args.test_trials)
        if not originals:
            raise ValueError(f"no shard in {args.database} has {args.test_trials} trials or more")
        before = fit_rollouts.load_shards(originals, variant)
        after = fit_rollouts.load_shards(again, variant)
    except (OSError, ValueError, WeightsError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    theirs = db.read_shard(originals[0]).head["network"]
    print(f"player: {db.network_digest(variant)}; the database's: {theirs}")
    for line in report(before, after, nets):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
