"""Fitting a network to the rolled-out positions of `rollout_db`.

The network learns each position's outcome chances as rollouts to the end
measured them, instead of its own opinion one move later (TD) or one roll
later (`supervised`). The positions labelled with the most trials (1,296 and
more) are the test: their labels' own noise is the smallest, so the mean
absolute error there says most about the network and least about the dice.
The rest are fitted, a share of them kept aside to pick the best pass.

    python -m nardy_desktop.ai.training.fit_rollouts --out OUT.npz [--network IN.npz]
    python -m nardy_desktop.ai.training.fit_rollouts --variant backgammon --out OUT.npz

The game's database (training/rollouts/long/ or training/rollouts/backgammon/)
and shipped network by default; the equity is the game's (network.equity: three
outputs in long nardy, five in backgammon).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from nardy_desktop.ai.evaluate import network
from nardy_desktop.ai.fastplay import encode
from nardy_desktop.ai.network import Network, WeightsError, equity, load_weights
from nardy_desktop.ai.phases import PHASES
from nardy_desktop.ai.training.rollout_db import OUT_OF, add_variant_argument, read_shard
from nardy_desktop.ai.training.supervised import adam_passes
from nardy_desktop.engine import Variant

DATABASE = OUT_OF[Variant.LONG]


@dataclass(frozen=True)
class Rolled:
    """The database's positions as arrays, one row a position from its side to move."""

    views: np.ndarray  # positions x 28, int64
    outputs: np.ndarray  # the rolled-out outcome chances
    equity: np.ndarray  # points (luck-adjusted where the shard measured the luck)
    equity_se: np.ndarray
    phase: np.ndarray  # index into PHASES
    trials: np.ndarray
    variant: Variant = Variant.LONG

    def __len__(self) -> int:
        return len(self.views)

    def rows(self, idx: np.ndarray) -> Rolled:
        return Rolled(
            self.views[idx],
            self.outputs[idx],
            self.equity[idx],
            self.equity_se[idx],
            self.phase[idx],
            self.trials[idx],
            self.variant,
        )


def load(folder: Path = DATABASE, variant: Variant | None = None) -> Rolled:
    """Every shard in `folder`, in the order of their numbers: all of one
    game (of `variant`, when given: a database of the other game is refused)."""
    paths = sorted(folder.glob("shard-*.npz"))
    if not paths:
        raise FileNotFoundError(f"no shard in {folder}")
    return load_shards(paths, variant)


def load_shards(paths: Sequence[Path], variant: Variant | None = None) -> Rolled:
    """The shards at `paths`, in that order (see `load`)."""
    parts = [read_shard(p) for p in paths]
    if not parts:
        raise ValueError("no shard to load")
    folder = paths[0].parent
    variants = {s.variant for s in parts}
    if len(variants) > 1:
        raise ValueError(f"{folder} holds shards of more than one game")
    if variant is not None and variant not in variants:
        raise ValueError(f"{folder} holds {variants.pop().value} positions, not {variant.value}")
    views = np.concatenate(
        [np.array([np.frombuffer(c.view, dtype=np.int8) for c in s.candidates]) for s in parts]
    ).astype(np.int64)
    return Rolled(
        views=views,
        outputs=np.concatenate([s.labels.outputs for s in parts]).astype(np.float64),
        equity=np.concatenate([s.labels.equity for s in parts]).astype(np.float64),
        equity_se=np.concatenate([s.labels.equity_se for s in parts]).astype(np.float64),
        phase=np.array([PHASES.index(c.phase) for s in parts for c in s.candidates]),
        trials=np.concatenate([s.labels.trials for s in parts]),
        variant=variants.pop(),
    )


@dataclass(frozen=True)
class Errors:
    """Mean absolute equity error in points, in all and by phase."""

    mean: float
    by_phase: dict[str, float]

    def __str__(self) -> str:
        phases = ", ".join(f"{p} {e:.4f}" for p, e in self.by_phase.items())
        return f"{self.mean:.4f} ({phases})"


def errors(net: Network, data: Rolled) -> Errors:
    if net.variant is not data.variant:
        raise ValueError(f"a {net.variant.value} network cannot judge {data.variant.value}")
    got = equity(net.forward(encode(data.views, data.variant)), data.variant)
    err = np.abs(got - data.equity)
    by_phase = {
        p: float(err[data.phase == i].mean())
        for i, p in enumerate(PHASES)
        if (data.phase == i).any()
    }
    return Errors(float(err.mean()), by_phase)


def split(data: Rolled, test_trials: int, valid: float, seed: int) -> tuple[Rolled, Rolled, Rolled]:
    """(fit, valid, test): the test is every position with at least
    `test_trials` trials; a share `valid` of the rest picks the best pass."""
    test = np.flatnonzero(data.trials >= test_trials)
    rest = np.flatnonzero(data.trials < test_trials)
    rest = np.random.default_rng(seed).permutation(rest)
    n_valid = max(1, int(len(rest) * valid))
    return data.rows(rest[n_valid:]), data.rows(rest[:n_valid]), data.rows(test)


def fit_to_rollouts(
    net: Network,
    fit: Rolled,
    valid: Rolled,
    passes: int,
    rate: float,
    seed: int,
    batch: int = 256,
) -> tuple[Network, list[float]]:
    """Fit a copy of `net` to `fit`'s outcome chances; the weights of the pass
    with the smallest error on `valid` (the start included) and each pass's
    error there."""
    work = net.copy()
    x = encode(fit.views, fit.variant).astype(np.float64)
    best = (errors(work, valid).mean, [a.copy() for a in (work.w1, work.b1, work.w2, work.b2)])
    history = [best[0]]

    def after(k: int) -> None:
        nonlocal best
        e = errors(work, valid).mean
        history.append(e)
        print(f"  pass {k}: valid {e:.4f}", flush=True)
        if e < best[0]:
            best = (e, [a.copy() for a in (work.w1, work.b1, work.w2, work.b2)])

    rng = np.random.default_rng(seed)
    adam_passes(work, x, fit.outputs, np.arange(len(x)), passes, rate, rng, batch, after)
    w1, b1, w2, b2 = best[1]
    return Network(net.variant, w1, b1, w2, b2, dict(net.meta)), history


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m nardy_desktop.ai.training.fit_rollouts", description=__doc__
    )
    ap.add_argument("--out", required=True, help="where to write the fitted weights")
    ap.add_argument("--network", help="the weights to start from (the shipped ones by default)")
    add_variant_argument(ap)
    ap.add_argument("--database", help="the shards' folder (the game's by default)")
    ap.add_argument("--test-trials", type=int, default=1296)
    ap.add_argument("--valid", type=float, default=0.1)
    ap.add_argument("--passes", type=int, default=20)
    ap.add_argument("--rate", type=float, default=3e-5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument(
        "--limit",
        type=int,
        help="the database's first LIMIT positions only (in the order of its shards), "
        "for the error as the database grows",
    )
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    variant: Variant = args.variant
    folder = Path(args.database) if args.database else OUT_OF[variant]
    try:
        start = load_weights(args.network, variant) if args.network else network(variant)
        shipped = network(variant)
        data = load(folder, variant)
    except (WeightsError, FileNotFoundError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.limit is not None:
        data = data.rows(np.arange(min(max(args.limit, 0), len(data))))
    fit, valid, test = split(data, args.test_trials, args.valid, args.seed)
    if not len(fit) or not len(test):
        print(
            f"error: {len(fit) + len(valid)} positions below {args.test_trials} trials to fit, "
            f"{len(test)} at or above it to test: both are needed",
            file=sys.stderr,
        )
        return 2
    print(
        f"{len(data)} positions: {len(fit)} fitted, {len(valid)} to pick the pass, "
        f"{len(test)} tested (at least {args.test_trials} trials; mean standard error of "
        f"their equity {test.equity_se.mean():.4f})",
        flush=True,
    )
    fitted, history = fit_to_rollouts(
        start, fit, valid, args.passes, args.rate, args.seed, args.batch
    )
    print(f"shipped network, test mean absolute error: {errors(shipped, test)}")
    print(f"fitted network,  test mean absolute error: {errors(fitted, test)}")
    fitted.meta["fit_rollouts"] = {
        "positions": len(fit),
        "passes": args.passes,
        "best_pass": int(np.argmin(history)),
        "rate": args.rate,
        "seed": args.seed,
    }
    fitted.save(args.out, precise=True)
    print(f"{time.perf_counter() - t0:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
