"""Supervised training on values one roll deeper: the network learns what its
own lookahead says.

TD self-play learns each position's value from one sampled roll at a time and
with small steps, so late in a run every step is mostly the noise of that
roll. Here positions from the network's own games (in a share of them one
side strays as the Beginner does, which reaches the positions a weaker
opponent leads to) are each scored once over all 21 rolls: the mean, weighted
by the rolls' chances, of the value after the mover's best turn by plain
evaluation (what the Expert's lookahead computes for a candidate). The
network is then fitted to those values by gradient steps on the outputs'
cross-entropy, several passes over the positions, and measured by play.

    python -m nardy_desktop.ai.training.supervised --variant backgammon \\
        --network IN.npz --positions 200000 --out OUT.npz
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from nardy_desktop.ai.encoding import wide_view
from nardy_desktop.ai.fastplay import TurnGenerator, best_turns, encode
from nardy_desktop.ai.network import (
    Network,
    WeightsError,
    equity,
    flip_outputs,
    load_weights,
)
from nardy_desktop.ai.rolls import ROLLS
from nardy_desktop.ai.search import ROLL_WEIGHTS
from nardy_desktop.ai.training.lockstep import (
    MAX_PLIES,
    NumpyDice,
    scored_turns,
    softmax_picks,
    straying_sides,
)
from nardy_desktop.engine import Position, Variant

_ROLLS = np.array(ROLLS, dtype=np.int64)


@dataclass
class Positions:
    """Positions from games, each from its side to move: wide views and inputs."""

    views: np.ndarray
    inputs: np.ndarray


def collect(
    net: Network,
    positions: int,
    seed: int,
    explore: float = 0.5,
    temperature: float = 0.08,
    batch: int = 64,
) -> Positions:
    """At least `positions` positions of games of `net` against itself,
    `batch` at a time; in a share `explore` of the games one side (drawn at random)
    picks its turns at random, exp(-loss / temperature) the weights. Only
    positions the network scores are kept: not the starting one, not a
    finished game or a race the bear-off tables know."""
    variant = net.variant
    rng = np.random.default_rng(seed)
    gen = TurnGenerator(variant)
    start = np.array(wide_view(Position.start(variant)), dtype=np.int64)
    b = batch
    views = np.tile(start, (b, 1))
    plies = np.zeros(b, dtype=np.int64)
    white = np.ones(b, dtype=bool)
    noisy = straying_sides(b, explore, rng)
    dice_of = NumpyDice(rng)
    kept_views: list[np.ndarray] = []
    kept_inputs: list[np.ndarray] = []
    count = 0
    while count < positions:
        dice = dice_of.roll(plies == 0)
        res, seg, exact, ys, xs, rows = scored_turns(gen, net, views, dice)
        best, eq = best_turns(ys, seg, variant)
        chosen = best.copy()
        mine = np.flatnonzero(np.where(white, noisy == 1, noisy == -1))
        if len(mine):
            chosen[mine] = softmax_picks(eq, seg, mine, temperature, rng)
        plies += 1
        done = exact[chosen] | (plies >= MAX_PLIES)
        keep = ~done
        kept_views.append(res[chosen[keep]])
        kept_inputs.append(xs[rows[chosen[keep]]])
        count += int(keep.sum())
        views = res[chosen]
        white = ~white
        for slot in np.flatnonzero(done):
            views[slot] = start
            plies[slot] = 0
            white[slot] = True
            noisy[slot] = straying_sides(1, explore, rng)[0]
    return Positions(np.concatenate(kept_views), np.concatenate(kept_inputs))


# What a lookahead makes of the mover's best turn for one roll: from its
# results' views, whether the tables know them exactly, and their outputs
# (for the opponent, to move after the turn), the outputs it counts.
_After = Callable[[Network, np.ndarray, np.ndarray, np.ndarray], np.ndarray]


def _over_rolls(net: Network, views: np.ndarray, chunk: int, after: _After) -> np.ndarray:
    """Each position's outputs (for its side to move): over the 21 rolls, the
    chance-weighted mean of `after` of the mover's best turn by plain
    evaluation, the network in float32 (which halves the matrix products,
    most of the time; the values differ from float64's in the seventh
    digit)."""
    variant = net.variant
    gen = TurnGenerator(variant)
    out = np.zeros((len(views), net.w2.shape[0]))
    w1, b1, w2, b2 = (a.astype(np.float32) for a in (net.w1, net.b1, net.w2, net.b2))
    fast = Network(variant, w1, b1, w2, b2)
    for lo in range(0, len(views), chunk):
        v = views[lo : lo + chunk]
        for roll, weight in zip(_ROLLS, ROLL_WEIGHTS, strict=True):
            dice = np.tile(roll, (len(v), 1))
            res, seg, exact, ys, _, _ = scored_turns(gen, fast, v, dice)
            best, _ = best_turns(ys, seg, variant)
            found = after(fast, res[best], exact[best], ys[best])
            out[lo : lo + chunk] += weight * flip_outputs(found, variant)
    return out


def one_roll_values(net: Network, views: np.ndarray, chunk: int = 1024) -> np.ndarray:
    """Each position's outputs (for its side to move) one roll deeper: over
    the 21 rolls, the chance-weighted mean of the outputs after the mover's
    best turn by plain evaluation."""
    return _over_rolls(net, views, chunk, lambda fast, res, exact, ys: ys)


def _one_roll_on(fast: Network, res: np.ndarray, exact: np.ndarray, ys: np.ndarray) -> np.ndarray:
    """The outputs one roll deeper after each turn, or the exact ones where
    the turn ends the game or reaches a race the tables know."""
    found = ys.astype(np.float64)
    if (~exact).any():
        found[~exact] = one_roll_values(fast, res[~exact])
    return found


def two_roll_values(net: Network, views: np.ndarray, chunk: int = 64) -> np.ndarray:
    """Each position's outputs (for its side to move) two rolls deeper, as the
    Expert's two-roll look values a turn (`search._ply2_value`): over the 21
    rolls, the chance-weighted mean of `one_roll_values` after the mover's best
    turn by plain evaluation, or of the exact outputs where that turn ends the
    game or reaches a race the tables know. About 20 times the work of
    `one_roll_values` (benchmarks/teacher_cost.py)."""
    return _over_rolls(net, views, chunk, _one_roll_on)


@dataclass
class FitReport:
    """Mean squared equity error against the targets on the held-out
    positions, before fitting and after each pass."""

    before: float
    passes: list[float]


def _equity_error(net: Network, x: np.ndarray, t: np.ndarray) -> float:
    v = net.variant
    return float(np.mean((equity(net.forward(x), v) - equity(t, v)) ** 2))


class Adam:
    """Adam's steps on a network's four weight arrays, in place (the fits'
    one optimiser): `step` takes the gradients in the order w1, b1, w2, b2."""

    def __init__(self, net: Network, beta1: float = 0.9, beta2: float = 0.999) -> None:
        self.params = [net.w1, net.b1, net.w2, net.b2]
        self.m = [np.zeros_like(p) for p in self.params]
        self.s = [np.zeros_like(p) for p in self.params]
        self.beta1, self.beta2 = beta1, beta2
        self.steps = 0

    def step(self, grads: list[np.ndarray], rate: float, eps: float = 1e-8) -> None:
        self.steps += 1
        b1, b2, t = self.beta1, self.beta2, self.steps
        for p, g, mi, si in zip(self.params, grads, self.m, self.s, strict=True):
            mi *= b1
            mi += (1 - b1) * g
            si *= b2
            si += (1 - b2) * g * g
            p -= rate * (mi / (1 - b1**t)) / (np.sqrt(si / (1 - b2**t)) + eps)


def adam_passes(
    net: Network,
    x: np.ndarray,
    t: np.ndarray,
    train: np.ndarray,
    passes: int,
    rate: float,
    rng: np.random.Generator,
    batch: int = 256,
    after_pass: Callable[[int], None] | None = None,
) -> None:
    """`passes` passes of Adam steps on the sum of the outputs' cross-entropies
    over the rows `train` of inputs `x` and targets `t`, in a shuffled order;
    `after_pass(k)` is called after pass k (from 1)."""
    train = train.copy()
    adam = Adam(net)
    for k in range(passes):
        rng.shuffle(train)
        for lo in range(0, len(train), batch):
            idx = train[lo : lo + batch]
            xb, tb = x[idx], t[idx]
            h = net.hidden_out(xb)
            y = net.outputs(h)
            dz = (y - tb) / len(idx)
            dh = (dz @ net.w2) * h * (1.0 - h)
            adam.step([dh.T @ xb, dh.sum(axis=0), dz.T @ h, dz.sum(axis=0)], rate)
        if after_pass is not None:
            after_pass(k + 1)


def fit(
    net: Network,
    x: np.ndarray,
    t: np.ndarray,
    passes: int,
    rate: float,
    batch: int = 256,
    seed: int = 1,
    held_out: float = 0.05,
) -> FitReport:
    """Fit `net` to targets `t` (outputs) for inputs `x` (`adam_passes`);
    a share `held_out` of the positions is kept out to measure the fit."""
    rng = np.random.default_rng(seed)
    order = rng.permutation(len(x))
    n_out = max(1, int(len(x) * held_out))
    test, train = order[:n_out], order[n_out:]
    report = FitReport(_equity_error(net, x[test], t[test]), [])
    adam_passes(
        net,
        x,
        t,
        train,
        passes,
        rate,
        rng,
        batch,
        lambda _: report.passes.append(_equity_error(net, x[test], t[test])),
    )
    return report


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m nardy_desktop.ai.training.supervised", description=__doc__
    )
    ap.add_argument("--variant", required=True, choices=[v.value for v in Variant])
    ap.add_argument("--network", required=True, help="the weights to start from")
    ap.add_argument("--out", required=True, help="where to write the fitted weights")
    ap.add_argument("--positions", type=int, default=200000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--explore", type=float, default=0.5)
    ap.add_argument("--batch", type=int, default=64, help="games played at once")
    ap.add_argument("--passes", type=int, default=4)
    ap.add_argument("--rate", type=float, default=1e-4)
    ap.add_argument(
        "--data", help="keep the positions and targets here (read them from it if it exists)"
    )
    args = ap.parse_args(argv)
    variant = Variant(args.variant)
    try:
        net = load_weights(args.network, variant)
    except WeightsError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    data = Path(args.data) if args.data else None
    t0 = time.perf_counter()
    if data is not None and data.exists():
        with np.load(data) as f:
            views, targets = f["views"].astype(np.int64), f["targets"]
        inputs = encode(views, variant)
        print(f"{len(views)} positions read from {data}", flush=True)
    else:
        pos = collect(net, args.positions, args.seed, args.explore, batch=max(1, args.batch))
        views, inputs = pos.views, pos.inputs
        print(f"{len(views)} positions in {time.perf_counter() - t0:.0f} s", flush=True)
        targets = one_roll_values(net, views)
        print(f"targets in {time.perf_counter() - t0:.0f} s", flush=True)
        if data is not None:
            np.savez_compressed(data, views=views.astype(np.int8), targets=targets)
    report = fit(net, inputs, targets, args.passes, args.rate, seed=args.seed)
    print(
        f"held-out equity error (mean square): {report.before:.5f} before, "
        + ", ".join(f"{e:.5f}" for e in report.passes)
        + f" after each pass; {time.perf_counter() - t0:.0f} s",
        flush=True,
    )
    net.meta["supervised"] = {
        "positions": len(views),
        "seed": args.seed,
        "explore": args.explore,
        "passes": args.passes,
        "rate": args.rate,
    }
    net.save(args.out, precise=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
