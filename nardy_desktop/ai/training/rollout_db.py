"""A database of positions labelled by rollouts, grown shard by shard, for
long nardy and for backgammon.

    python -m nardy_desktop.ai.training.rollout_db --positions 100000 --trials 324
    python -m nardy_desktop.ai.training.rollout_db --variant backgammon --positions 100000
    ... [--network WEIGHTS]   (the weights the games and rollouts play with)

Networks fitted to rolled-out positions (as GNU Backgammon's and wildbg's
were) need many positions, each scored by rollouts rather than by the
network's own opinion. This module makes them, from the project's own play
alone (GNU Backgammon is never a teacher):

- Sampling: rollout_draw.py, from seeded games between the levels, phase
  by phase, leaving out what earlier shards, the judge's held-out decisions
  (long nardy) and the bear-off tables already hold.
- Labels: every position of a shard is rolled out together, before its roll,
  for its side to move, to the end (the bear-off tables end a trial), by
  the plain network (the Intermediate level), with the luck of every roll
  measured and the first two rolls stratified (rollout.rollout_positions).
  Stored: the outcome chances the network outputs (network.py's: three in
  long nardy, five in backgammon; not luck-adjusted: the luck is measured
  as a win chance and points only), the luck-adjusted win chance and equity
  in points, each with its standard error, the trials and the mean plies
  played.
- Storage: training/rollouts/long/ or training/rollouts/backgammon/
  shard-NNNNN.npz, each shard's kind naming its game, each written to a
  temporary file and renamed, so a shard is either whole or absent. A shard's
  positions depend only on the game, the seed, its number, its size and the
  positions of the shards before it, so a run stopped at any point and
  started again with the same settings goes on with the first missing shard
  and draws exactly the positions it would have drawn. The network that
  plays is one of those settings (each shard names its digest): once a new
  one is shipped, the database made with the old one goes on only with
  `--network` naming the old weights (kept under benchmarks/baselines/).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import sys
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

import numpy as np

from nardy_desktop.ai.evaluate import network, set_network
from nardy_desktop.ai.levels import Level
from nardy_desktop.ai.network import WeightsError, load_weights
from nardy_desktop.ai.phases import PHASES
from nardy_desktop.ai.rollout import (
    CandidateRollout,
    RolloutSettings,
    rollout_position,
    rollout_positions,
)
from nardy_desktop.ai.training.rollout_draw import (
    EXPLORE,
    JUDGE,
    PAIRINGS,
    ROOT,
    Candidate,
    judge_keys,
    sample_shard,
    seed_of,
)
from nardy_desktop.engine import Position, Variant

OUT = ROOT / "training" / "rollouts" / "long"
KIND = "long nardy rollout shard"
# Each game's shards, in their own folder, say which game they hold by their kind.
OUT_OF = {Variant.LONG: OUT, Variant.BACKGAMMON: ROOT / "training" / "rollouts" / "backgammon"}
KIND_OF = {Variant.LONG: KIND, Variant.BACKGAMMON: "backgammon rollout shard"}
_VARIANT_OF = {kind: variant for variant, kind in KIND_OF.items()}
VERSION = 1


# ----------------------------------------------------------------------------
# Labels
# ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Labels:
    """A shard's rollout figures, each row one position, for its side to move."""

    outputs: np.ndarray  # positions x outputs (network.py's), not luck-adjusted
    outputs_se: np.ndarray
    win: np.ndarray  # luck-adjusted (as outputs[:, 0] where the luck is not measured)
    win_se: np.ndarray
    equity: np.ndarray  # points, luck-adjusted likewise
    equity_se: np.ndarray
    trials: np.ndarray
    plies: np.ndarray


def label(
    positions: Sequence[Position],
    settings: RolloutSettings,
    batch: bool = True,
    progress: Callable[[int, int], None] | None = None,
    cancel: threading.Event | None = None,
) -> Labels:
    """Roll out `positions` (each before its roll, for its side to move):
    all in one job with `batch`, else one after the other."""
    if batch:
        found = rollout_positions(positions, settings, cancel, progress).candidates
    else:
        found = tuple(rollout_position(p, settings, cancel).candidates[0] for p in positions)
    return labels_of(found, settings.trials)


def labels_of(found: Sequence[CandidateRollout], trials: int) -> Labels:
    """The Labels of rolled-out candidates, one row each."""

    def col(get: Callable[[CandidateRollout], float]) -> np.ndarray:
        return np.array([get(c) for c in found], dtype=np.float32)

    return Labels(
        outputs=np.array([[e.mean for e in c.chances] for c in found], dtype=np.float32),
        outputs_se=np.array([[e.se for e in c.chances] for c in found], dtype=np.float32),
        win=col(lambda c: c.adjusted_win.mean),
        win_se=col(lambda c: c.adjusted_win.se),
        equity=col(lambda c: c.adjusted_points.mean),
        equity_se=col(lambda c: c.adjusted_points.se),
        trials=np.full(len(found), trials, dtype=np.int32),
        plies=col(lambda c: c.plies),
    )


# ----------------------------------------------------------------------------
# Shards
# ----------------------------------------------------------------------------


def shard_path(out: Path, shard: int) -> Path:
    return out / f"shard-{shard:05d}.npz"


def network_digest(variant: Variant = Variant.LONG) -> str:
    """A short digest of the network the rollouts play with, kept in each shard."""
    net = network(variant)
    h = hashlib.sha256()
    for a in (net.w1, net.b1, net.w2, net.b2):
        h.update(np.ascontiguousarray(a, dtype=np.float64).tobytes())
    return h.hexdigest()[:16]


def write_shard(
    path: Path, head: dict[str, object], chosen: Sequence[Candidate], labels: Labels
) -> None:
    """Write a shard whole or not at all: to a temporary file, then renamed."""
    save_atomically(
        path,
        {
            "head": np.array(json.dumps(head, sort_keys=True)),
            "views": np.frombuffer(b"".join(c.view for c in chosen), dtype=np.int8).reshape(-1, 28),
            "phase": np.array([PHASES.index(c.phase) for c in chosen], dtype=np.int8),
            "ply": np.array([c.ply for c in chosen], dtype=np.int16),
            **{k: getattr(labels, k) for k in Labels.__dataclass_fields__},
        },
    )


def save_atomically(path: Path, arrays: dict[str, Any]) -> None:
    """Write a shard's arrays whole or not at all: to a temporary file
    (`.shard-….tmp.npz`, which a run removes when it starts), then renamed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.stem}.{os.getpid()}.tmp.npz")
    try:
        with tmp.open("wb") as f:
            np.savez_compressed(f, **arrays)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


@dataclass(frozen=True)
class Shard:
    head: dict[str, object]
    candidates: list[Candidate]
    labels: Labels

    @property
    def variant(self) -> Variant:
        """The game of the shard's positions, which its kind names."""
        return _VARIANT_OF[str(self.head["kind"])]


def read_shard(path: Path) -> Shard:
    with np.load(path, allow_pickle=False) as z:
        head = json.loads(str(z["head"]))
        if head.get("kind") not in KIND_OF.values() or head.get("version") != VERSION:
            raise ValueError(f"{path} is not a rollout shard of version {VERSION}")
        variant = _VARIANT_OF[head["kind"]]
        views = z["views"]
        chosen = [
            Candidate(views[i].tobytes(), PHASES[int(z["phase"][i])], int(z["ply"][i]), variant)
            for i in range(len(views))
        ]
        labels = Labels(**{k: z[k] for k in Labels.__dataclass_fields__})
    return Shard(head, chosen, labels)


# ----------------------------------------------------------------------------
# The run
# ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Plan:
    """What a run makes; the fields in `same` must match the shards already there."""

    out: Path
    positions: int
    per_shard: int
    trials: int
    seed: int
    jobs: int = 1
    luck: bool = True
    batch: bool = True
    pairings: tuple[tuple[str, str], ...] = PAIRINGS
    explore: float = EXPLORE
    variant: Variant = Variant.LONG

    def head(self, shard: int) -> dict[str, object]:
        return {
            "kind": KIND_OF[self.variant],
            "version": VERSION,
            "shard": shard,
            "seed": self.seed,
            "per_shard": self.per_shard,
            "trials": self.trials,
            "luck": self.luck,
            "player": str(Level.INTERMEDIATE),
            "network": network_digest(self.variant),
            "pairings": [list(p) for p in self.pairings],
            "explore": self.explore,
        }

    def settings(self, shard: int) -> RolloutSettings:
        return shard_settings(self.seed, shard, self.trials, self.luck, self.jobs)


def shard_settings(
    seed: int, shard: int, trials: int, luck: bool, jobs: int = 1
) -> RolloutSettings:
    """How shard `shard` of a run seeded `seed` is rolled out. Each shard has
    its own dice, so that the labels of different shards do not share their
    noise (within one they do: trial i of every position meets the same
    rolls)."""
    return RolloutSettings(
        trials=trials,
        seed=seed_of(seed, shard, 2),
        player=Level.INTERMEDIATE,
        luck=luck,
        jobs=jobs,
    )


def relabel(shard: Shard, jobs: int = 1, cancel: threading.Event | None = None) -> Labels:
    """The shard's positions rolled out again, with the dice they were
    labelled with, by the network now in use. With the shard's own network
    the labels come back the same to the bit; with another, the difference
    is only the players' play, which is how far a database's labels depend
    on who rolls them out."""
    seed, number, trials = (cast(int, shard.head[k]) for k in ("seed", "shard", "trials"))
    settings = shard_settings(seed, number, trials, bool(shard.head["luck"]), jobs)
    return label([c.position() for c in shard.candidates], settings, cancel=cancel)


# The network too: positions drawn from its games and rolled out by it carry
# its judgement, and a shipped network that changes must not mix two into one
# database unnoticed (give the older one with --network to go on).
SAME = ("kind", "seed", "per_shard", "pairings", "explore", "network")


def build(
    plan: Plan,
    exclude: Iterable[bytes] = (),
    say: Callable[[str], None] = print,
    cancel: threading.Event | None = None,
) -> int:
    """Add shards until `plan.positions` are labelled (or none are left to
    draw); returns the positions in the database. A shard already there is
    kept; `cancel` stops the run between shards or within a rollout."""
    for stale in plan.out.glob(".shard-*.tmp.npz"):
        stale.unlink()
    seen = set(exclude)
    done = 0
    made = 0
    started = time.monotonic()
    shard = 0
    while done < plan.positions:
        path = shard_path(plan.out, shard)
        if path.exists():
            old = read_shard(path)
            mine = plan.head(shard)
            if any(old.head.get(k) != mine[k] for k in SAME):
                raise SystemExit(
                    f"error: {path} was made with other settings "
                    f"({', '.join(f'{k}={old.head.get(k)}' for k in SAME)}); "
                    "give the same ones, or another --out"
                )
            seen.update(c.view for c in old.candidates)
            done += len(old.candidates)
            shard += 1
            continue
        if cancel is not None and cancel.is_set():
            break
        t0 = time.monotonic()
        # Always a whole shard (the last may pass the target), so that the
        # shards do not depend on the target.
        chosen = sample_shard(
            plan.seed, shard, plan.per_shard, seen, plan.pairings, plan.explore, plan.variant
        )
        if not chosen:
            say(f"shard {shard:05d}: no new positions left to draw; stopping")
            break
        t1 = time.monotonic()
        clock = [t1, t1]  # the shard's start, the last line's time

        def progress(
            trials: int, total: int, shard: int = shard, clock: list[float] = clock
        ) -> None:
            now = time.monotonic()
            if now - clock[1] >= 300 and trials < total:
                clock[1] = now
                say(f"shard {shard:05d}: {trials}/{total} trials, {now - clock[0]:.0f} s")

        labels = label(
            [c.position() for c in chosen], plan.settings(shard), plan.batch, progress, cancel
        )
        write_shard(path, plan.head(shard), chosen, labels)
        seen.update(c.view for c in chosen)
        done += len(chosen)
        made += len(chosen)
        t2 = time.monotonic()
        phases = ", ".join(f"{p} {sum(c.phase == p for c in chosen)}" for p in PHASES)
        rate = 3600 * made / (t2 - started)
        say(
            f"shard {shard:05d}: {len(chosen)} positions ({phases}); drawn in {t1 - t0:.0f} s, "
            f"rolled out in {t2 - t1:.0f} s; {done} in the database; "
            f"{3600 * len(chosen) / (t2 - t0):.0f} positions/hour this shard, "
            f"{rate:.0f} this run"
        )
        shard += 1
    return done


def compare(
    count: int,
    trials: int,
    seed: int,
    luck: bool,
    say: Callable[[str], None],
    variant: Variant = Variant.LONG,
) -> None:
    """Positions an hour labelling `count` positions of shard 0's draw one
    after the other and all in one job, each way twice, alternating, so that
    both meet the same load on a shared machine. The processor time is given
    too: on a busy machine it says more than the clock."""
    chosen = sample_shard(seed, 0, count, set(), variant=variant)
    positions = [c.position() for c in chosen]
    settings = RolloutSettings(trials=trials, seed=seed, player=Level.INTERMEDIATE, luck=luck)
    label(positions[:1], RolloutSettings(trials=1, luck=luck))  # compiled code loaded
    runs: dict[bool, list[tuple[float, float, float]]] = {True: [], False: []}
    for batch in (False, True, False, True):
        t, c = time.monotonic(), time.process_time()
        labels = label(positions, settings, batch)
        se = float(np.mean(labels.equity_se))
        runs[batch].append((time.monotonic() - t, time.process_time() - c, se))
    scale = 3600 * count * trials / 324
    for batch in (False, True):
        wall = min(r[0] for r in runs[batch])
        cpu = min(r[1] for r in runs[batch])
        se = runs[batch][0][2] * math.sqrt(trials / 324)
        say(
            f"{'all in one job' if batch else 'one by one'}{'' if luck else ', no luck'}: "
            f"{count} positions x {trials} trials in {wall:.1f} s ({cpu:.1f} s of processor, "
            f"best of 2): {scale / wall:.0f} positions/hour at 324 trials by the clock, "
            f"{scale / cpu:.0f} by the processor; mean equity standard error at 324 "
            f"trials about {se:.3f}"
        )


def add_variant_argument(ap: argparse.ArgumentParser) -> None:
    """`--variant`, long nardy by default: the database commands' one
    choice of game, which also picks the game's folder (`OUT_OF`)."""
    ap.add_argument(
        "--variant",
        type=Variant,
        choices=list(Variant),
        default=Variant.LONG,
        help="the game (default long)",
    )


def add_network_argument(ap: argparse.ArgumentParser) -> None:
    """`--network`: the weights the games and rollouts play with."""
    ap.add_argument(
        "--network",
        type=Path,
        default=None,
        help="the weights the draws and rollouts play with (the shipped ones by default)",
    )


def play_with(path: Path | None, variant: Variant) -> bool:
    """Put the weights in `path` in use for `variant` (None: the shipped ones
    stay); False, with the reason on stderr, where they cannot serve."""
    if path is None:
        return True
    try:
        set_network(load_weights(path, variant))
    except (OSError, WeightsError) as e:
        print(f"error: {e}", file=sys.stderr)
        return False
    return True


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=100_000, help="positions to reach")
    ap.add_argument("--per-shard", type=int, default=200, help="positions in each shard")
    ap.add_argument("--trials", type=int, default=324, help="trials per position")
    ap.add_argument("--jobs", type=int, default=1, help="processes for the rollouts")
    ap.add_argument("--seed", type=int, default=1)
    add_variant_argument(ap)
    ap.add_argument(
        "--out", type=Path, default=None, help="the shards' folder (the game's by default)"
    )
    ap.add_argument(
        "--exclude",
        type=Path,
        default=None,
        help="the judge's decisions (long nardy's by default; backgammon has none)",
    )
    ap.add_argument(
        "--no-luck", action="store_true", help="do not measure the luck (ten times faster, noisier)"
    )
    add_network_argument(ap)
    ap.add_argument(
        "--one-by-one", action="store_true", help="roll out the positions one after the other"
    )
    ap.add_argument(
        "--compare",
        type=int,
        default=None,
        metavar="N",
        help="only measure positions/hour on N positions, one by one and all in one job",
    )
    args = ap.parse_args(argv)
    for name in ("positions", "per_shard", "trials", "jobs"):
        if getattr(args, name) < 1:
            ap.error(f"--{name.replace('_', '-')} must be at least 1")

    def say(line: str) -> None:
        print(time.strftime("%H:%M:%S"), line, flush=True)

    variant: Variant = args.variant
    if not play_with(args.network, variant):
        return 2
    out: Path = args.out if args.out is not None else OUT_OF[variant]
    exclude: Path | None = args.exclude
    if exclude is None and variant is Variant.LONG:
        exclude = JUDGE
    if args.compare is not None:
        compare(args.compare, args.trials, args.seed, not args.no_luck, say, variant)
        return 0
    if exclude is not None and not exclude.exists():
        print(f"error: {exclude} not found: the judge's decisions must stay out", file=sys.stderr)
        return 2
    plan = Plan(
        out,
        args.positions,
        args.per_shard,
        args.trials,
        args.seed,
        args.jobs,
        not args.no_luck,
        not args.one_by_one,
        variant=variant,
    )
    say(
        f"rolling out to {args.positions} {variant.value} positions in {out},"
        f" {args.per_shard} a shard, {args.trials} trials"
        f"{'' if plan.luck else ' without the luck'}, seed {args.seed},"
        f" {args.jobs} process(es), network {network_digest(variant)}"
    )
    done = build(plan, judge_keys(exclude) if exclude is not None else set(), say)
    say(f"done: {done} positions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
