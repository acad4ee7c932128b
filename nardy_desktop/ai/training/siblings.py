"""Fitting the plain network to its own one-roll lookahead on each decision's
candidates, with the rolled-out positions beside them.

A choice turns on the differences between the candidates of one roll, and
positions drawn from games (the rollout database, `supervised.collect`) hold
one candidate of each decision: the one played. Fitted to those, the network's
values move nearer to the rollouts and its choices stay as they were
(TRAINING.md, "What the fit is worth at the board"). Here each decision (a
position of the network's self-play, half of the games with a side that
strays, and a roll) gives its best few candidates by plain evaluation, all
valued one roll deeper (`supervised.one_roll_values`, what the Expert's
one-roll look computes). The fit learns their outcome chances and, with a
weight of its own, each candidate's equity less its decision's mean (what a
choice reads), while batches of the rollout database's positions keep the
values honest where the lookahead is itself wrong. The pass kept is the one
with the smallest mean-free error on a tenth of the decisions set aside, or
(`--keep-by database`) the smallest error on the database's own positions set
aside: a fit for the rolled-out values, which the decisions' one-roll values
would stop at its first passes where the database weighs much. Then every
decision is fitted.

    python -m nardy_desktop.ai.training.siblings --out OUT.npz [--decisions 200000]
        [--variant backgammon] [--data DECISIONS.npz] [--decision-rollouts FOLDER]
        [--keep-by database]

With `--decision-rollouts`, the decisions whose close leaders decision_db.py
rolled out are learnt too, from those leaders and their rollouts. Their
mean-free equities weigh by how sure the rollouts are of them: as much as a
one-roll value where their standard error is `--rolled-noise` (the one-roll
look's own error, measured against the rollouts), more where it is smaller
(at most four times), less where it is larger.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from nardy_desktop.ai.evaluate import network
from nardy_desktop.ai.fastplay import TurnGenerator, encode
from nardy_desktop.ai.network import OUTPUTS, Network, WeightsError, equity, load_weights
from nardy_desktop.ai.training import decision_db
from nardy_desktop.ai.training.decision_db import RolledDecisions
from nardy_desktop.ai.training.fit_rollouts import Rolled, errors, load, split
from nardy_desktop.ai.training.lockstep import NumpyDice, scored_turns
from nardy_desktop.ai.training.rollout_db import OUT_OF, add_variant_argument
from nardy_desktop.ai.training.supervised import Adam, collect, one_roll_values
from nardy_desktop.engine import Variant


def _equity_weights(variant: Variant) -> np.ndarray:
    """How much each output moves the side's equity (`network.equity` is linear)."""
    k = OUTPUTS[variant]
    return equity(np.eye(k), variant) - equity(np.zeros(k), variant)


@dataclass(frozen=True)
class Decisions:
    """Candidates of decisions, each from its side to move (the opponent of the
    side that chose), those of one decision together: decision d's are rows
    starts[d]:starts[d + 1]."""

    views: np.ndarray  # candidates x 28, int64
    starts: np.ndarray  # decisions + 1 offsets

    def __len__(self) -> int:
        return len(self.starts) - 1


def decisions_of(net: Network, count: int, top: int, seed: int, explore: float = 0.5) -> Decisions:
    """Up to `count` decisions of `net`'s self-play (`supervised.collect`),
    each position with a roll of its own, and its `top` best distinct results
    by plain evaluation. Decisions with fewer than two, or with a result the
    bear-off tables know, are left out: there the network chooses nothing."""
    variant = net.variant
    views = collect(net, count, seed, explore).views[:count]
    dice = NumpyDice(np.random.default_rng(seed + 1)).roll(np.zeros(len(views), dtype=bool))
    gen = TurnGenerator(variant)
    found: list[np.ndarray] = []
    sizes: list[int] = []
    for lo in range(0, len(views), 512):
        res, seg, exact, ys, _, _ = scored_turns(
            gen, net, views[lo : lo + 512], dice[lo : lo + 512]
        )
        eq = equity(ys, variant)  # for the opponent: the lowest is the mover's best
        for a, b in zip(seg[:-1], seg[1:], strict=True):
            if b - a < 2:
                continue
            _, first = np.unique(res[a:b], axis=0, return_index=True)
            first = np.sort(first)
            best = first[np.argsort(eq[a + first], kind="stable")][:top]
            if len(best) < 2 or exact[a + best].any():
                continue
            found.append(res[a + best])
            sizes.append(len(best))
    return Decisions(
        np.concatenate(found).astype(np.int64), np.concatenate([[0], np.cumsum(sizes)])
    )


def mean_free(eq: np.ndarray, starts: np.ndarray) -> np.ndarray:
    """Each candidate's equity less the mean of its decision's (`starts` as in
    Decisions, relative to `eq`)."""
    sizes = np.diff(starts)
    means = np.add.reduceat(eq, starts[:-1]) / sizes
    return eq - np.repeat(means, sizes)


ROLLED_NOISE = 0.016  # points: the one-roll look's error in a mean-free equity
MOST = 4.0  # the most a rolled-out candidate's mean-free equity weighs


def pair_weights(free_se: np.ndarray, noise: float) -> np.ndarray:
    """How much each rolled-out candidate's mean-free equity weighs against a
    one-roll one, whose error is `noise`: the inverse of their variances,
    at most MOST."""
    return np.minimum(MOST, noise**2 / np.maximum(free_se.astype(np.float64), 1e-12) ** 2)


def with_rollouts(
    found: Decisions, targets: np.ndarray, rolled: RolledDecisions, noise: float = ROLLED_NOISE
) -> tuple[Decisions, np.ndarray, np.ndarray]:
    """The decisions and their targets, with the `rolled` decisions' leaders
    after them, valued by their rollouts, and each candidate's weight in the
    mean-free term (1 for the one-roll values, `pair_weights` for the
    rolled ones). A decision of `found` with a
    candidate among the rolled ones (the same decision, when they were drawn
    from the same games) is left out: it would teach the same choice with
    the one-roll values. A rolled decision holds its leaders alone, so that
    within a decision every candidate is valued the same way and the
    mean-free term compares like with like."""
    rolled_keys = {v.tobytes() for v in rolled.views.astype(np.int8)}
    keys = found.views.astype(np.int8)
    keep = [
        d
        for d in range(len(found))
        if not any(
            keys[r].tobytes() in rolled_keys for r in range(found.starts[d], found.starts[d + 1])
        )
    ]
    rows, starts = (
        _rows(found.starts, np.array(keep, dtype=np.int64))
        if keep
        else (np.zeros(0, dtype=np.int64), np.zeros(1, dtype=np.int64))
    )
    # Each rolled decision's leaders lie together, best first, in its shard.
    _, first, sizes = np.unique(rolled.decision, return_index=True, return_counts=True)
    order = np.argsort(first, kind="stable")
    extra = np.cumsum(sizes[order]) + starts[-1]
    return (
        Decisions(
            np.concatenate([found.views[rows], rolled.views]),
            np.concatenate([starts, extra]),
        ),
        np.concatenate([targets[rows], rolled.labels.outputs.astype(np.float64)]),
        np.concatenate([np.ones(len(rows)), pair_weights(rolled.free_se, noise)]),
    )


ON_DECISIONS = "mean-free error on the decisions"
ON_DATABASE = "database error on the positions"


@dataclass(frozen=True)
class Fit:
    """The fitted network and the error that picks the pass (the mean-free
    error on the decisions set aside, or the database's on its positions set
    aside), before the fit and after each pass; `kept` is the pass whose
    weights it has."""

    net: Network
    history: list[float]
    kept: int
    measure: str


def _rows(starts: np.ndarray, chosen: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The candidates' rows of decisions `chosen`, and their offsets among them."""
    sizes = np.diff(starts)[chosen]
    rows = np.concatenate(
        [np.arange(starts[d], starts[d + 1]) for d in chosen] or [np.empty(0, dtype=np.int64)]
    )
    return rows, np.concatenate([[0], np.cumsum(sizes)])


def mean_free_error(net: Network, x: np.ndarray, t_eq: np.ndarray, starts: np.ndarray) -> float:
    """The mean absolute difference, in points, between the network's and the
    targets' mean-free equities (`x` the candidates' inputs)."""
    got = mean_free(equity(net.forward(x), net.variant), starts)
    return float(np.mean(np.abs(got - mean_free(t_eq, starts))))


def fit_siblings(
    start: Network,
    decisions: Decisions,
    targets: np.ndarray,
    rolled: Rolled | None,
    passes: int,
    rate: float,
    pair: float,
    rollouts: float,
    seed: int,
    batch: int = 64,
    say: Callable[[str], None] | None = None,
    weights: np.ndarray | None = None,
    keep_by: Rolled | None = None,
) -> Fit:
    """Adam passes over the decisions (batches of `batch` decisions), on the
    candidates' outcome chances (cross-entropy) plus `pair` times the squared
    error of their mean-free equities (each candidate's times its `weights`,
    1 by default), and, with `rolled`, a quarter as many
    of its positions in each batch on their rolled-out chances, weighted by
    `rollouts`. A tenth of the decisions picks the pass, or with `keep_by`
    the mean absolute equity error on those rolled-out positions (and then
    every decision is fitted)."""
    variant = start.variant
    a = _equity_weights(variant)
    net = start.copy()
    x = encode(decisions.views, variant).astype(np.float64)
    t_eq = equity(targets, variant)
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(decisions))
    # The decisions' tenth is only needed where it picks the pass.
    aside = 0 if keep_by is not None else len(decisions) // 10
    held = np.sort(order[:aside])
    fitted = order[aside:]
    held_rows, held_starts = _rows(decisions.starts, held)
    anchors = None
    if rolled is not None and rollouts > 0:
        anchors = (encode(rolled.views, variant).astype(np.float64), rolled.outputs)

    def held_error() -> float:
        if keep_by is not None:
            return errors(net, keep_by).mean
        return mean_free_error(net, x[held_rows], t_eq[held_rows], held_starts)

    what = ON_DATABASE if keep_by is not None else ON_DECISIONS

    adam = Adam(net)
    params = adam.params
    history = [held_error()]
    best = (history[0], [p.copy() for p in params], 0)
    for k in range(passes):
        shuffled = rng.permutation(fitted)
        for lo in range(0, len(shuffled), batch):
            rows, starts = _rows(decisions.starts, shuffled[lo : lo + batch])
            xb = x[rows]
            h = net.hidden_out(xb)
            y = net.outputs(h)
            dz = y - targets[rows]
            if pair > 0:
                off = mean_free(equity(y, variant), starts) - mean_free(t_eq[rows], starts)
                if weights is not None:
                    off *= weights[rows]
                dz += pair * 2.0 * off[:, None] * a[None, :] * y * (1.0 - y)
            if anchors is not None:
                rx, ry = anchors
                j = rng.integers(0, len(rx), max(1, len(rows) // 4))
                hr = net.hidden_out(rx[j])
                xb = np.concatenate([xb, rx[j]])
                h = np.concatenate([h, hr])
                dz = np.concatenate([dz, rollouts * (net.outputs(hr) - ry[j])])
            dz /= len(dz)
            dh = (dz @ net.w2) * h * (1.0 - h)
            adam.step([dh.T @ xb, dh.sum(axis=0), dz.T @ h, dz.sum(axis=0)], rate)
        history.append(held_error())
        if say is not None:
            say(f"  pass {k + 1}: {what} set aside {history[-1]:.4f}")
        if history[-1] < best[0]:
            best = (history[-1], [p.copy() for p in params], k + 1)
    for p, kept in zip(params, best[1], strict=True):
        p[...] = kept
    return Fit(net, history, best[2], what)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m nardy_desktop.ai.training.siblings",
        description=__doc__.split("\n\n")[0],
    )
    ap.add_argument("--out", required=True, help="where to write the fitted weights")
    ap.add_argument("--network", help="the weights to start from (the shipped ones by default)")
    add_variant_argument(ap)
    ap.add_argument("--decisions", type=int, default=200_000, help="self-play positions drawn")
    ap.add_argument("--top", type=int, default=5, help="candidates kept of each decision")
    ap.add_argument("--passes", type=int, default=30)
    ap.add_argument("--rate", type=float, default=3e-4)
    ap.add_argument("--pair", type=float, default=8.0, help="weight of the mean-free equities")
    ap.add_argument(
        "--rollouts",
        type=float,
        default=4.0,
        help="weight of the rollout database's positions (0: none)",
    )
    ap.add_argument(
        "--database", type=Path, help="the rolled-out positions (the game's by default)"
    )
    ap.add_argument(
        "--decision-rollouts",
        type=Path,
        help="decisions whose leaders decision_db.py rolled out, learnt from the "
        "rollouts (in place of the same decisions valued one roll deeper)",
    )
    ap.add_argument(
        "--rolled-noise",
        type=float,
        default=ROLLED_NOISE,
        help="the one-roll look's error in a mean-free equity, in points "
        f"({ROLLED_NOISE}): a rolled-out one weighs as much where its standard error is this",
    )
    ap.add_argument(
        "--keep-by",
        choices=("decisions", "database"),
        default="decisions",
        help="the pass kept: the best on the decisions set aside (their mean-free error), "
        "or on the database's positions set aside",
    )
    ap.add_argument("--seed", type=int, default=77)
    ap.add_argument("--data", type=Path, help="keep the decisions and targets here, or read them")
    args = ap.parse_args(argv)
    if min(args.decisions, args.top, args.passes) < 1 or args.top < 2:
        ap.error("--decisions and --passes must be at least 1, --top at least 2")
    if not args.rolled_noise > 0:
        ap.error("--rolled-noise must be more than 0")
    if args.keep_by == "database" and not args.rollouts > 0:
        ap.error("--keep-by database needs the database (--rollouts more than 0)")
    variant: Variant = args.variant
    t0 = time.perf_counter()

    def say(line: str) -> None:
        print(line, flush=True)

    try:
        start = load_weights(args.network, variant) if args.network else network(variant)
        rolled = load(args.database or OUT_OF[variant], variant) if args.rollouts > 0 else None
    except (WeightsError, FileNotFoundError, ValueError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.data is not None and args.data.exists():
        with np.load(args.data, allow_pickle=False) as f:
            found = Decisions(f["views"].astype(np.int64), f["starts"])
            targets = f["targets"]
        say(f"{len(found)} decisions ({len(found.views)} candidates) read from {args.data}")
    else:
        found = decisions_of(start, args.decisions, args.top, args.seed)
        took = time.perf_counter() - t0
        say(f"{len(found)} decisions ({len(found.views)} candidates) in {took:.0f} s")
        targets = one_roll_values(start, found.views)
        say(f"their values one roll deeper in {time.perf_counter() - t0:.0f} s")
        if args.data is not None:
            np.savez_compressed(
                args.data, views=found.views.astype(np.int8), starts=found.starts, targets=targets
            )
    rolled_decisions = 0
    weights = None
    if args.decision_rollouts is not None:
        try:
            leaders = decision_db.read(args.decision_rollouts, variant)
            rolled_decisions = len(np.unique(leaders.decision))
            found, targets, weights = with_rollouts(found, targets, leaders, args.rolled_noise)
        except (FileNotFoundError, ValueError) as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        say(f"{rolled_decisions} decisions' leaders rolled out, from {args.decision_rollouts}")
    fit_part = valid = test = None
    if rolled is not None:
        fit_part, valid, test = split(rolled, 1296, 0.1, 1)
    fit = fit_siblings(
        start,
        found,
        targets,
        fit_part,
        args.passes,
        args.rate,
        args.pair,
        args.rollouts,
        1,
        say=say,
        weights=weights,
        keep_by=valid if args.keep_by == "database" else None,
    )
    say(
        f"{fit.measure} set aside: {fit.history[0]:.4f} before, "
        f"{min(fit.history):.4f} at pass {fit.kept} (kept)"
    )
    if test is not None and len(test):
        say(f"rollout database test, mean absolute error: start {errors(start, test)}")
        say(f"                                            fitted {errors(fit.net, test)}")
    fit.net.meta["siblings"] = {
        "decisions": len(found),
        "candidates": len(found.views),
        "top": args.top,
        "seed": args.seed,
        "passes": args.passes,
        "kept": fit.kept,
        "rate": args.rate,
        "pair": args.pair,
        "rollouts": args.rollouts,
        "rolled_positions": len(fit_part) if fit_part is not None else 0,
        "rolled_decisions": rolled_decisions,
        "rolled_noise": args.rolled_noise,
        "keep_by": args.keep_by,
    }
    fit.net.save(args.out, precise=True)
    say(f"{time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
