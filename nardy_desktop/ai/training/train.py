"""Self-play training of the evaluation networks with TD(lambda), as TD-Gammon did.

    python -m nardy_desktop.ai.training.train --variant long|backgammon --games N --seed S \
        --checkpoint-dir DIR [--resume [PATH]] [--hidden H] [--alpha A] [--lam L] \
        [--batch B]
    python -m nardy_desktop.ai.training.train --variant V --ship CHECKPOINT [CHECKPOINT ...]

The network plays both sides, choosing greedily among all legal turns (0-ply),
and after each turn moves its estimate of the position before towards its
estimate of the position after (the final result at the end of the game).
Values are kept in White's frame during a game so that one set of eligibility
traces serves both sides. The dice come from a seeded generator whose state is
saved with the weights, so a run is reproducible from its seed and resumes
where it stopped; `--alpha`, `--alpha-half` and `--lam` given to a resumed run
change its schedule from there on (recorded in the weights). A log line is
written every `--log-every` games and a quick check against a random player
every `--eval-every` games.

`--batch B` plays B games at a time in lockstep (`lockstep.py`), many times
faster (with numba installed: the `train` extra); a run keeps its batch size
when resumed. Its games start and end together at every multiple of
`--eval-every` and of 1000 games, and at `--games`, so that checkpoints hold
no game in progress; a run stopped at such a point resumes exactly.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import threading
import time
from pathlib import Path

import numpy as np

from nardy_desktop.ai.base import Player, RandomPlayer
from nardy_desktop.ai.encoding import (
    encode_views,
    grow_inputs,
    input_size,
    position_of_view,
    result_views,
    wide_view,
)
from nardy_desktop.ai.evaluate import evaluate_views_detailed
from nardy_desktop.ai.fastplay import COMPILED
from nardy_desktop.ai.network import (
    _FLIP,
    OUTPUTS,
    Network,
    WeightsError,
    equity,
    flip_outputs,
    load_weights,
)
from nardy_desktop.ai.training.lockstep import (
    Explore,
    LockstepTrainer,
    NumpyDice,
    generator_from_state,
    matrix_threads,
)
from nardy_desktop.ai.weights import resource_file
from nardy_desktop.engine import Position, Side, Turn, Variant, legal_turns
from nardy_desktop.engine.game import POINTS, win_kind

MAX_PLIES = 3000
# Lockstep games all end at multiples of this many games (and of --eval-every).
LOCKSTEP_BLOCK = 1000


def opening_roll(rng: random.Random) -> tuple[int, int]:
    while True:
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        if d1 != d2:
            return d1, d2


class FirstLayerTrace:
    """The first layer's eligibility traces of one game, kept as the factors of
    the recent plies' gradients: a ply's gradient of output k is the outer
    product of a hidden-unit vector and that ply's input, so the decayed sum
    over plies is one matrix product away. A (K, H, I) trace array updated
    every ply costs more than the rest of the ply; this gives the same steps,
    leaving out only plies whose weight lambda^age has fallen below 1e-12."""

    def __init__(self, lam: float, outputs: int, hidden: int, inputs: int) -> None:
        if lam >= 1.0:
            self.window = MAX_PLIES
        else:
            self.window = max(1, min(MAX_PLIES, math.ceil(math.log(1e-12) / math.log(lam))))
        self.powers = lam ** np.arange(self.window - 1, -1, -1, dtype=np.float64)
        self.gh = np.zeros((2 * self.window, outputs, hidden))
        self.x = np.zeros((2 * self.window, inputs))
        self.n = 0

    def add(self, gh: np.ndarray, x: np.ndarray) -> None:
        """Record a ply: its hidden-layer factors (K, H) and its input (I)."""
        if self.n == len(self.x):  # full: keep the plies still in the window
            keep = self.window - 1
            self.gh[:keep] = self.gh[self.n - keep : self.n]
            self.x[:keep] = self.x[self.n - keep : self.n]
            self.n = keep
        self.gh[self.n] = gh
        self.x[self.n] = x
        self.n += 1

    def step(self, delta: np.ndarray) -> np.ndarray:
        """The sum over outputs k of delta[k] times output k's trace (H, I)."""
        lo = max(0, self.n - self.window)
        m = self.n - lo
        u = np.einsum("k,nkh->nh", delta, self.gh[lo : self.n]) * self.powers[-m:, None]
        return u.T @ self.x[lo : self.n]


class Trainer:
    def __init__(
        self, net: Network, rng: random.Random, alpha: float, lam: float, alpha_half: float
    ) -> None:
        self.net = net
        self.variant = net.variant
        self.rng = rng
        self.alpha0 = alpha
        self.alpha_half = alpha_half
        self.lam = lam
        k = OUTPUTS[self.variant]
        self.perm = _FLIP[self.variant]
        self.sign = np.ones(k)
        self.sign[0] = -1.0
        self.games = int(net.meta.get("games", 0))
        self.use_bearoff = True

    def alpha(self) -> float:
        """The step size shrinks as the network settles (halved after
        `alpha_half` games, a third after twice that, ...)."""
        return self.alpha0 / (1.0 + self.games / self.alpha_half)

    def _grads(
        self, x: np.ndarray, white: bool
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """The pieces of the gradients of each White-frame output: the outputs
        in White's frame, each output's sigmoid slope (signed), which of the
        network's outputs it is, the hidden layer, and the hidden units' slopes."""
        net = self.net
        h = net.hidden_out(x[None, :])[0]
        y = 1.0 / (1.0 + np.exp(-(net.w2 @ h + net.b2)))
        dy = y * (1.0 - y)
        if white:
            rows = np.arange(len(y))
            d = dy
        else:
            rows = self.perm
            d = dy[rows] * self.sign
        gh = d[:, None] * net.w2[rows, :] * (h * (1.0 - h))[None, :]  # (K, H)
        wy = y if white else flip_outputs(y, self.variant)
        return wy, d, rows, h, gh

    def play(self, learn: bool = True) -> tuple[Side | None, int, int]:
        """One self-play game, stopped once it becomes a bear-off race whose
        value the tables give exactly; returns (winner or None, points, plies)."""
        net = self.net
        variant = self.variant
        rng = self.rng
        pos = Position.start(variant)
        k = OUTPUTS[variant]
        e1 = FirstLayerTrace(self.lam, k, net.hidden, net.inputs) if self.lam > 0.0 else None
        eb1 = np.zeros((k, net.hidden))
        e2 = np.zeros((k, k, net.hidden))
        eb2 = np.zeros((k, k))
        lam = self.lam
        ks = np.arange(k)
        dice = opening_roll(rng)
        x = encode_views(np.array([wide_view(pos)]), variant)[0]
        plies = 0
        while True:
            plies += 1
            white = pos.side is Side.WHITE
            if learn:
                wy, d, rows, h, gh = self._grads(x, white)
                if e1 is not None:  # lam > 0
                    # Eligibility traces: decayed sums of past gradients.
                    e1.add(gh, x)
                    eb1 *= lam
                    eb1 += gh
                    e2 *= lam
                    e2[ks, rows, :] += d[:, None] * h[None, :]
                    eb2 *= lam
                    eb2[ks, rows] += d
            views = result_views(pos, dice)
            # Each from the opponent's side; finished games and bear-off races exact.
            ys, by_net, xs, exact = evaluate_views_detailed(views, variant, self.use_bearoff, net)
            best = int(np.argmax(-equity(ys, variant))) if len(views) > 1 else 0
            nxt = position_of_view(views[best], variant, pos.side.opponent)
            # A bear-off race is scored exactly from here on: the game ends for training.
            done = bool(exact[best]) or plies >= MAX_PLIES
            if learn:
                y_next = ys[best]  # the opponent is to move in nxt
                target = y_next if nxt.side is Side.WHITE else flip_outputs(y_next, variant)
                delta = target - wy
                a = self.alpha()
                if e1 is not None:  # lam > 0
                    net.w1 += a * e1.step(delta)
                    net.b1 += a * delta @ eb1
                    net.w2 += a * np.einsum("k,koh->oh", delta, e2)
                    net.b2 += a * delta @ eb2
                else:
                    # TD(0): the trace is this ply's gradient, applied directly
                    # (the same sums without building the (K, H, I) array).
                    back = delta @ gh
                    net.w1 += a * np.outer(back, x)
                    net.b1 += a * back
                    net.w2[rows] += a * (delta * d)[:, None] * h[None, :]
                    net.b2[rows] += a * delta * d
            pos = nxt
            if done:
                break
            x = xs[int(np.count_nonzero(by_net[:best]))]
            dice = (rng.randint(1, 6), rng.randint(1, 6))
        if learn:
            self.games += 1
        if pos.winner is None:
            return None, 0, plies  # ended in a bear-off race (or the ply limit)
        return pos.winner, POINTS[win_kind(pos, pos.winner)], plies


class GreedyNet:
    """0-ply player straight from a network under training."""

    def __init__(self, net: Network) -> None:
        self.net = net

    def choose(
        self,
        position: Position,
        dice: tuple[int, int],
        cancel: threading.Event | None = None,
        away: tuple[int, int] | None = None,
    ) -> Turn:
        turns = legal_turns(position, dice)
        if len(turns) == 1:
            return turns[0]
        views = np.array([wide_view(t.result) for t in turns])
        ys = evaluate_views_detailed(views, position.variant, True, self.net)[0]
        return turns[int(np.argmax(-equity(ys, position.variant)))]


def play_match_games(
    a: Player, b: Player, variant: Variant, games: int, seed: int
) -> tuple[float, float]:
    """Share of games and average points per game won by `a` against `b`,
    alternating colours."""
    rng = random.Random(seed)
    won = 0
    points = 0
    for g in range(games):
        a_side = Side.WHITE if g % 2 == 0 else Side.BLACK
        pos = Position.start(variant)
        dice = opening_roll(rng)
        while pos.winner is None:
            player = a if pos.side is a_side else b
            pos = player.choose(pos, dice).result
            dice = (rng.randint(1, 6), rng.randint(1, 6))
        pts = POINTS[win_kind(pos, pos.winner)]
        if pos.winner is a_side:
            won += 1
            points += pts
        else:
            points -= pts
    return won / games, points / games


def _save(
    trainer: Trainer | LockstepTrainer, path: Path, started: float, base_seconds: float
) -> None:
    net = trainer.net
    net.meta["games"] = trainer.games
    net.meta["seconds"] = base_seconds + (time.time() - started)
    if isinstance(trainer, LockstepTrainer):
        assert isinstance(trainer.dice, NumpyDice), "a lockstep run draws NumPy's dice"
        net.meta["dice"] = trainer.dice.state()
        net.meta["explore_rng"] = trainer.explore.state()
    else:
        net.meta["rng"] = json.dumps(trainer.rng.getstate())
    net.save(path, precise=True)


def grow_hidden(net: Network, hidden: int, seed: int) -> None:
    """Add hidden units to a trained network without changing what it says:
    the new units get small random input weights (reproducible from `seed`
    and the games played) and zero output weights, and training brings them in."""
    extra = hidden - net.hidden
    if extra <= 0:
        return
    rng = np.random.default_rng([seed, int(net.meta.get("games", 0))])
    new_w1 = rng.normal(0.0, 1.0 / np.sqrt(net.inputs), (extra, net.inputs))
    net.w1 = np.concatenate([net.w1, new_w1])
    net.b1 = np.concatenate([net.b1, np.zeros(extra)])
    net.w2 = np.concatenate([net.w2, np.zeros((net.w2.shape[0], extra))], axis=1)


def average(nets: list[Network]) -> Network:
    """The mean of the weights of checkpoints from one run. Late in a run
    successive checkpoints scatter around a good set of weights with the noise
    of each step, and their mean can sit closer to it (weight averaging); it
    is worth measuring against the last one before shipping it. The training
    state is the last one's."""
    first = nets[0]
    for n in nets:
        n.w1 = grow_inputs(n.w1, n.variant)  # checkpoints from before inputs were added
    for other in nets[1:]:
        if other.variant is not first.variant or other.w1.shape != first.w1.shape:
            raise ValueError("only checkpoints of one network can be averaged")
    mean = Network(
        first.variant,
        np.mean([n.w1 for n in nets], axis=0),
        np.mean([n.b1 for n in nets], axis=0),
        np.mean([n.w2 for n in nets], axis=0),
        np.mean([n.b2 for n in nets], axis=0),
        dict(nets[-1].meta),
    )
    mean.meta["averaged_games"] = [int(n.meta.get("games", 0)) for n in nets]
    return mean


def ship(src: Path | list[Path], variant: Variant, dst: Path | None = None) -> int:
    """Install a checkpoint (or the average of several) as the weights the
    program plays with. The training state (games, dice generator) goes along,
    so training can resume from the shipped file."""
    sources = src if isinstance(src, list) else [src]
    nets = []
    for path in sources:
        try:
            nets.append(load_weights(path, variant))
        except WeightsError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
    try:
        net = average(nets) if len(nets) > 1 else nets[0]
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    dst = dst if dst is not None else resource_file(f"{variant.value}.npz")
    try:
        dst.parent.mkdir(parents=True, exist_ok=True)
        net.save(dst)
    except OSError as e:
        print(f"error: cannot write {dst}: {e.strerror or e}", file=sys.stderr)
        return 2
    names = ", ".join(str(p) for p in sources)
    print(f"shipped {names} ({net.meta.get('games', 0)} games) to {dst}")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m nardy_desktop.ai.training.train", description=__doc__
    )
    ap.add_argument("--variant", required=True, choices=[v.value for v in Variant])
    ap.add_argument("--games", type=int, default=100000, help="train until this many games")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--checkpoint-dir", default="checkpoints")
    ap.add_argument(
        "--resume",
        nargs="?",
        const="",
        default=None,
        help="continue from the latest checkpoint in the directory, or from the given file",
    )
    ap.add_argument(
        "--hidden",
        type=int,
        default=None,
        help="hidden units (80 for a new run); more than a resumed network has adds units",
    )
    # Unset schedule options keep a resumed run's own settings (defaults 0.1,
    # 40000 and 0.7 for a new run); set ones change them from here on, which is
    # how a run is finished with smaller, steadier steps.
    ap.add_argument("--alpha", type=float, default=None)
    ap.add_argument("--alpha-half", type=float, default=None)
    ap.add_argument("--lam", type=float, default=None)
    ap.add_argument(
        "--batch",
        type=int,
        default=None,
        help="games played at once in lockstep (1 for a new run: one game at a time;"
        " a resumed run keeps its own); 32 learns as well as one game at a time, larger"
        " batches need a smaller --alpha (see TRAINING.md)",
    )
    ap.add_argument(
        "--threads",
        type=int,
        default=1,
        help="with --batch: threads for numpy's matrix products (needs threadpoolctl);"
        " 1 is fastest on a machine busy with other work",
    )
    ap.add_argument(
        "--explore",
        type=float,
        default=None,
        metavar="SHARE",
        help="with --batch: in this share of the games one side plays at random, the"
        " better turns likelier (0 for a new run; a resumed run keeps its own)",
    )
    ap.add_argument(
        "--explore-temperature",
        type=float,
        default=None,
        metavar="T",
        help="how far from its best turn the exploring side strays (the Beginner's 0.08)",
    )
    ap.add_argument("--log-every", type=int, default=500)
    ap.add_argument("--eval-every", type=int, default=5000)
    ap.add_argument("--eval-games", type=int, default=200)
    ap.add_argument("--checkpoint-minutes", type=float, default=5.0)
    ap.add_argument(
        "--ship",
        metavar="CHECKPOINT",
        nargs="+",
        help="copy a checkpoint's weights (float32; the mean of several checkpoints'"
        " weights when more are given) to nardy_desktop/resources/ai/VARIANT.npz and stop",
    )
    ap.add_argument(
        "--ship-to",
        metavar="FILE",
        help="with --ship: write the weights here instead of"
        " nardy_desktop/resources/ai/VARIANT.npz",
    )
    args = ap.parse_args(argv)

    variant = Variant(args.variant)
    if args.ship:
        to = Path(args.ship_to) if args.ship_to else None
        return ship([Path(p) for p in args.ship], variant, to)
    ckdir = Path(args.checkpoint_dir)
    try:
        ckdir.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        print(f"error: cannot use {ckdir} for checkpoints: {e.strerror or e}", file=sys.stderr)
        return 2
    try:
        return _train(args, variant, ckdir)
    except OSError as e:  # a checkpoint could not be written (the last good one is kept)
        print(f"error: cannot write a checkpoint in {ckdir}: {e.strerror or e}", file=sys.stderr)
        return 2


def _train(args: argparse.Namespace, variant: Variant, ckdir: Path) -> int:
    latest = ckdir / f"{variant.value}.npz"
    rng = random.Random(args.seed)
    if args.resume is not None:
        src = Path(args.resume) if args.resume else latest
        if not src.exists():
            print(f"error: no checkpoint at {src}", file=sys.stderr)
            return 2
        try:
            net = load_weights(src, variant)
        except WeightsError as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
        if net.inputs < input_size(variant):
            grown_from = net.inputs
            net.w1 = grow_inputs(net.w1, variant)
            net.meta.setdefault("grown", []).append(
                {"games": net.meta.get("games", 0), "inputs": [grown_from, net.inputs]}
            )
            print(f"inputs grown from {grown_from} to {net.inputs}", flush=True)
        if args.hidden is not None and args.hidden != net.hidden:
            if args.hidden < net.hidden:
                print(f"error: {src} has {net.hidden} hidden units already", file=sys.stderr)
                return 2
            grown_from = net.hidden
            grow_hidden(net, args.hidden, args.seed)
            net.meta["hidden"] = net.hidden
            net.meta.setdefault("grown", []).append(
                {"games": net.meta.get("games", 0), "hidden": [grown_from, net.hidden]}
            )
            print(f"hidden units grown from {grown_from} to {net.hidden}", flush=True)
        if "rng" in net.meta:
            state = json.loads(net.meta["rng"])
            rng.setstate((state[0], tuple(state[1]), state[2]))
        print(f"resumed from {src} at {net.meta.get('games', 0)} games", flush=True)
    else:
        hidden = args.hidden if args.hidden is not None else 80
        net = Network.random(variant, input_size(variant), hidden, args.seed)
        net.meta.update({"seed": args.seed, "hidden": hidden})
    if args.batch is not None and args.batch < 1:
        print("error: --batch must be at least 1", file=sys.stderr)
        return 2
    if args.explore is not None and not 0.0 <= args.explore <= 1.0:
        print("error: --explore is a share of the games, from 0 to 1", file=sys.stderr)
        return 2
    if args.explore_temperature is not None and args.explore_temperature <= 0:
        print("error: --explore-temperature must be above 0", file=sys.stderr)
        return 2
    schedule = {
        "alpha": args.alpha,
        "alpha_half": args.alpha_half,
        "lambda": args.lam,
        "explore": args.explore,
        "explore_temperature": args.explore_temperature,
    }
    changed = {k: v for k, v in schedule.items() if v is not None}
    if changed and "games" in net.meta:
        net.meta.setdefault("schedule_changes", []).append({"games": net.meta["games"], **changed})
    net.meta.update(changed)
    defaults = {"alpha": 0.1, "alpha_half": 40000.0, "lambda": 0.7}
    defaults.update(explore=0.0, explore_temperature=Explore().temperature)
    for key, default in defaults.items():
        net.meta.setdefault(key, default)
    if args.batch is not None:
        net.meta["batch"] = args.batch
    batch = int(net.meta.get("batch", 1))
    alpha, lam, half = (float(net.meta[k]) for k in ("alpha", "lambda", "alpha_half"))
    explore = Explore(
        float(net.meta["explore"]),
        float(net.meta["explore_temperature"]),
        generator_from_state(
            net.meta.get("explore_rng"), [args.seed, int(net.meta.get("games", 0)), 1]
        ),
    )
    if explore.share > 0 and batch <= 1:
        print("error: --explore needs games in lockstep (--batch 2 or more)", file=sys.stderr)
        return 2
    if batch > 1:
        if not COMPILED:
            print(
                "warning: numba is not installed, so --batch runs as plain Python, slower"
                " than one game at a time: pip install -e '.[train]'",
                file=sys.stderr,
                flush=True,
            )
        if "dice" in net.meta:
            dice = NumpyDice.from_state(net.meta["dice"])
        else:  # a new run, or one played one game at a time until now
            dice = NumpyDice(np.random.default_rng([args.seed, int(net.meta.get("games", 0))]))
        limits = matrix_threads(args.threads)
        trainer: Trainer | LockstepTrainer = LockstepTrainer(
            net, dice, alpha, lam, half, batch, explore=explore
        )
    else:
        limits = None
        trainer = Trainer(net, rng, alpha, lam, half)
    try:
        return _loop(args, variant, ckdir, trainer)
    finally:
        if limits is not None:
            limits.restore_original_limits()


def _loop(
    args: argparse.Namespace, variant: Variant, ckdir: Path, trainer: Trainer | LockstepTrainer
) -> int:
    net = trainer.net
    latest = ckdir / f"{variant.value}.npz"
    base_seconds = float(net.meta.get("seconds", 0.0))
    started = time.time()
    last_save = started
    log = _Log(trainer, args.log_every, base_seconds, started)
    while trainer.games < args.games:
        if isinstance(trainer, LockstepTrainer):
            g = trainer.games
            stop = min(
                args.games,
                (g // LOCKSTEP_BLOCK + 1) * LOCKSTEP_BLOCK,
                (g // args.eval_every + 1) * args.eval_every,
            )
            trainer.play(stop - g, on_game=log.game)
        else:
            log.game(trainer.play()[2])
        g = trainer.games
        if g % args.eval_every == 0:
            share, ppg = play_match_games(
                GreedyNet(net), RandomPlayer(g), variant, args.eval_games, seed=g
            )
            net.meta["vs_random"] = share
            print(
                f"check at {g} games: {share:.1%} of {args.eval_games} games won against random"
                f" ({ppg:+.2f} points/game)",
                flush=True,
            )
            _save(trainer, ckdir / f"{variant.value}-{g:07d}.npz", started, base_seconds)
        if time.time() - last_save > args.checkpoint_minutes * 60:
            _save(trainer, latest, started, base_seconds)
            last_save = time.time()
    _save(trainer, latest, started, base_seconds)
    print(f"done: {trainer.games} games", flush=True)
    return 0


class _Log:
    """The progress line every `every` games: speed, plies, step size, time."""

    def __init__(
        self, trainer: Trainer | LockstepTrainer, every: int, base_seconds: float, started: float
    ) -> None:
        self.trainer = trainer
        self.every = every
        self.base_seconds = base_seconds
        self.started = started
        self.window_start = time.time()
        self.games = 0
        self.plies = 0

    def game(self, plies: int) -> None:
        self.games += 1
        self.plies += plies
        g = self.trainer.games
        if g % self.every:
            return
        now = time.time()
        rate = self.games / max(now - self.window_start, 1e-9)
        print(
            f"games {g} | {rate:.2f} games/s | {self.plies / self.games:.1f} plies/game"
            f" | alpha {self.trainer.alpha():.4f}"
            f" | elapsed {self.base_seconds + now - self.started:.0f} s",
            flush=True,
        )
        self.window_start, self.games, self.plies = now, 0, 0


if __name__ == "__main__":
    sys.exit(main())
