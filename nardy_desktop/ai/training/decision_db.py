"""Decisions whose close candidates are rolled out together: the sibling
fit's teacher where its one-roll look is too weak.

    python -m nardy_desktop.ai.training.decision_db [--data DECISIONS.npz]
        [--variant backgammon] [--margin 0.03] [--top 3] [--trials 324]
        [--per-shard 32] [--decisions 100000] [--jobs 1] [--seed 1] [--no-luck]
        [--network WEIGHTS]

siblings.py learns choices from each decision's best candidates valued one
roll deeper. A deeper look is dear: two rolls deep, as the Expert looks
(`supervised.two_roll_values`), costs about 20 times one roll a long nardy
candidate, and rolling it out to the end 324 times about 8 times more again
(benchmarks/teacher_cost.py), but a rollout does not carry the network's own
errors a few plies on. So the rollouts go where a choice is close: the
decisions of a siblings data file (`siblings.py --data`) whose one-roll
leaders lie within `margin` points of each other have those leaders (up to
`top`) rolled out by the plain network. All of a shard's candidates are
rolled out in one job, trial i of each meeting the same dice, so that the
difference between two leaders of a decision carries little of the dice's
noise.

Shards (training/decision-rollouts/<game>/shard-NNNNN.npz) hold each
candidate's decision and row in the data file, its view, its labels
(rollout_db.Labels) and the standard error of its mean-free points (its
points less its decision's leaders' mean, trial by trial: what a choice
reads, and far surer than either value alone, as the leaders share the
dice): all a fit needs, without the data file. Each names a
digest of the data file and the settings that choose its decisions, so that
shards of another data file are refused, and a run stopped anywhere goes on
with the first missing shard and the same decisions; a shard of the first
version, without the mean-free standard errors, is rolled out again with
its own dice and must come out the same. The data file that
long nardy's shards roll out is kept beside them (decisions.npz). Decisions
with a candidate among the judge's held-out positions (long nardy) are left
out.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from nardy_desktop.ai.encoding import position_of_view
from nardy_desktop.ai.levels import Level
from nardy_desktop.ai.network import OUTPUTS, equity
from nardy_desktop.ai.rollout import RolloutSettings, rollout_positions
from nardy_desktop.ai.training.rollout_db import (
    Labels,
    add_network_argument,
    add_variant_argument,
    labels_of,
    network_digest,
    play_with,
    save_atomically,
    shard_path,
)
from nardy_desktop.ai.training.rollout_draw import JUDGE, ROOT, judge_keys, seed_of
from nardy_desktop.engine import Side, Variant

OUT_OF = {v: ROOT / "training" / "decision-rollouts" / v.value for v in Variant}
DATA = "decisions.npz"  # the decisions a game's shards roll out, beside them
KIND = "decision rollout shard"
VERSION = 2  # 2: each candidate's mean-free standard error (free_se)
# What picks a shard's decisions: shards disagreeing on any of these are another run's.
SAME = ("kind", "variant", "data", "margin", "top", "per_shard", "seed", "network")


def data_digest(views: np.ndarray, starts: np.ndarray) -> str:
    """A short digest of a data file's decisions (their candidates and bounds)."""
    h = hashlib.sha256()
    h.update(np.ascontiguousarray(views, dtype=np.int8).tobytes())
    h.update(np.ascontiguousarray(starts, dtype=np.int64).tobytes())
    return h.hexdigest()[:16]


def close_leaders(
    starts: np.ndarray, targets: np.ndarray, variant: Variant, margin: float, top: int
) -> list[np.ndarray]:
    """For each decision, the rows of its candidates within `margin` points of
    the best by their targets (outputs for the side to move after the choice,
    so the lowest equity is the chooser's best), best first and at most `top`;
    empty where fewer than two are that close."""
    eq = equity(targets, variant)
    out: list[np.ndarray] = []
    for a, b in zip(starts[:-1], starts[1:], strict=True):
        order = a + np.argsort(eq[a:b], kind="stable")
        near = order[eq[order] <= eq[order[0]] + margin][:top]
        out.append(near if len(near) >= 2 else np.zeros(0, dtype=np.int64))
    return out


@dataclass(frozen=True)
class Plan:
    """What a run rolls out; `head` names it in each shard."""

    out: Path
    margin: float = 0.03
    top: int = 3
    trials: int = 324
    per_shard: int = 32
    decisions: int = 100_000
    seed: int = 1
    jobs: int = 1
    luck: bool = False
    variant: Variant = Variant.LONG

    def head(self, shard: int, digest: str) -> dict[str, object]:
        return {
            "kind": KIND,
            "version": VERSION,
            "variant": self.variant.value,
            "data": digest,
            "margin": self.margin,
            "top": self.top,
            "per_shard": self.per_shard,
            "seed": self.seed,
            "shard": shard,
            "trials": self.trials,
            "luck": self.luck,
            "player": str(Level.INTERMEDIATE),
            "network": network_digest(self.variant),
        }

    def settings(self, shard: int) -> RolloutSettings:
        return RolloutSettings(
            trials=self.trials,
            seed=seed_of(self.seed, shard, 3),
            player=Level.INTERMEDIATE,
            luck=self.luck,
            jobs=self.jobs,
        )


def bounds(decision: np.ndarray) -> np.ndarray:
    """Where each decision's candidates begin, and the end (`decision`: each
    candidate's decision, a decision's candidates side by side)."""
    return np.flatnonzero(np.r_[True, decision[1:] != decision[:-1], True])


def free_se(points: np.ndarray, decision: np.ndarray) -> np.ndarray:
    """Each candidate's standard error of its points less the mean of its
    decision's candidates, trial by trial (`points`: trials x candidates, a
    decision's candidates side by side)."""
    edges = bounds(decision)
    sizes, starts = np.diff(edges), edges[:-1]
    means = np.add.reduceat(points, starts, axis=1) / sizes
    free = points - np.repeat(means, sizes, axis=1)
    return (free.std(axis=0, ddof=1) / np.sqrt(len(points))).astype(np.float32)


def order_of(
    leaders: list[np.ndarray], views: np.ndarray, seed: int, exclude: Iterable[bytes]
) -> np.ndarray:
    """The decisions to roll out, in the run's order: those with close leaders
    and none of them held out, shuffled by `seed`."""
    held = set(exclude)
    keep = [
        d
        for d, rows in enumerate(leaders)
        if len(rows) and not any(views[r].astype(np.int8).tobytes() in held for r in rows)
    ]
    return np.random.default_rng(seed).permutation(np.array(keep, dtype=np.int64))


@dataclass(frozen=True)
class RolledDecisions:
    """Rolled-out candidates, each with its decision and row in the data file
    the shards were made from, its view, its labels and the standard error
    of its mean-free points (`free_se`)."""

    decision: np.ndarray
    row: np.ndarray
    views: np.ndarray
    labels: Labels
    free_se: np.ndarray


def read(out: Path, variant: Variant, first: int = 0) -> RolledDecisions:
    """Every shard in `out` from shard `first` on: all of `variant` and of
    one data file. The later shards, rolled out after a fit, test it."""
    decision: list[np.ndarray] = []
    row: list[np.ndarray] = []
    views: list[np.ndarray] = []
    parts: list[Labels] = []
    free: list[np.ndarray] = []
    made_from: set[object] = set()
    for path in sorted(out.glob("shard-*.npz")):
        if int(path.stem.removeprefix("shard-")) < first:
            continue
        with np.load(path, allow_pickle=False) as z:
            head = _head(z, path)
            if head["variant"] != variant.value:
                raise ValueError(f"{path} holds {head['variant']} decisions, not {variant.value}")
            made_from.add(head["data"])
            decision.append(z["decision"])
            row.append(z["row"])
            views.append(z["views"])
            free.append(z["free_se"])
            parts.append(Labels(**{k: z[k] for k in Labels.__dataclass_fields__}))
    if not parts:
        raise FileNotFoundError(f"no shard in {out}")
    if len(made_from) > 1:
        raise ValueError(f"{out} holds the decisions of more than one data file")
    labels = Labels(
        **{k: np.concatenate([getattr(p, k) for p in parts]) for k in Labels.__dataclass_fields__}
    )
    return RolledDecisions(
        np.concatenate(decision),
        np.concatenate(row),
        np.concatenate(views).astype(np.int64),
        labels,
        np.concatenate(free),
    )


def _head(
    z: np.lib.npyio.NpzFile, path: Path, versions: tuple[int, ...] = (VERSION,)
) -> dict[str, object]:
    head = json.loads(str(z["head"]))
    if head.get("kind") != KIND or head.get("version") not in versions:
        if head.get("kind") == KIND and head.get("version") in (1,):
            raise ValueError(
                f"{path} is a shard of version {head['version']}: run decision_db "
                "with its settings again to bring it up to date"
            )
        raise ValueError(f"{path} is not a decision rollout shard of version {VERSION}")
    return head


def build(
    plan: Plan,
    views: np.ndarray,
    starts: np.ndarray,
    targets: np.ndarray,
    exclude: Iterable[bytes] = (),
    say: Callable[[str], None] = print,
) -> int:
    """Add shards until `plan.decisions` are rolled out or none are left;
    returns the decisions rolled out in `plan.out`. A shard already there is
    kept."""
    for stale in plan.out.glob(".shard-*.tmp.npz"):
        stale.unlink()
    digest = data_digest(views, starts)
    leaders = close_leaders(starts, targets, plan.variant, plan.margin, plan.top)
    order = order_of(leaders, views, plan.seed, exclude)
    say(f"{len(order)} of {len(leaders)} decisions have close leaders")
    started = time.monotonic()
    made = done = 0
    # Always whole shards (the last may pass the target), so that the shards
    # do not depend on the target.
    for shard, lo in enumerate(range(0, len(order), plan.per_shard)):
        if done >= plan.decisions:
            break
        path = shard_path(plan.out, shard)
        head = plan.head(shard, digest)
        chosen = order[lo : lo + plan.per_shard]
        done += len(chosen)
        before: np.ndarray | None = None
        if path.exists():
            with np.load(path, allow_pickle=False) as z:
                old = _head(z, path, (1, VERSION))
                if old["version"] != VERSION:
                    before = z["outputs"]
            if any(old.get(k) != head[k] for k in SAME):
                raise SystemExit(
                    f"error: {path} was made from other decisions or settings; "
                    "give the same ones, or another --out"
                )
            if before is None:
                continue
        t0 = time.monotonic()
        rows = np.concatenate([leaders[d] for d in chosen])
        decision = np.concatenate([np.full(len(leaders[d]), d) for d in chosen])
        positions = [position_of_view(views[r], plan.variant, Side.WHITE) for r in rows]
        settings = plan.settings(shard)
        result = rollout_positions(positions, settings)
        labels = labels_of(result.candidates, settings.trials)
        if before is not None and not np.array_equal(before, labels.outputs):
            raise SystemExit(f"error: {path} did not come out the same when rolled out again")
        save_atomically(
            path,
            {
                "head": np.array(json.dumps(head, sort_keys=True)),
                "decision": decision.astype(np.int32),
                "row": rows.astype(np.int32),
                "views": views[rows].astype(np.int8),
                **{k: getattr(labels, k) for k in Labels.__dataclass_fields__},
                "free_se": free_se(result.points, decision),
            },
        )
        made += len(chosen)
        now = time.monotonic()
        say(
            f"shard {shard:05d}: {len(chosen)} decisions, {len(rows)} candidates in "
            f"{now - t0:.0f} s{' (brought up to date)' if before is not None else ''}; "
            f"{done} rolled out; {3600 * made / (now - started):.0f} decisions/hour this run"
        )
    return done


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m nardy_desktop.ai.training.decision_db",
        description=__doc__.split("\n\n")[0],
    )
    ap.add_argument(
        "--data",
        type=Path,
        help="a siblings.py --data file (by default the game's decisions.npz beside the shards)",
    )
    add_variant_argument(ap)
    ap.add_argument("--margin", type=float, default=0.03, help="points from the best (0.03)")
    ap.add_argument("--top", type=int, default=3, help="leaders rolled out of each decision")
    ap.add_argument("--trials", type=int, default=324)
    ap.add_argument("--per-shard", type=int, default=32, help="decisions in each shard")
    ap.add_argument("--decisions", type=int, default=100_000, help="decisions to reach")
    ap.add_argument("--jobs", type=int, default=1, help="processes for the rollouts")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--no-luck", action="store_true", help="do not measure the luck")
    add_network_argument(ap)
    ap.add_argument("--out", type=Path, help="the shards' folder (the game's by default)")
    args = ap.parse_args(argv)
    for name in ("trials", "per_shard", "decisions", "jobs"):
        if getattr(args, name) < 1:
            ap.error(f"--{name.replace('_', '-')} must be at least 1")
    if args.top < 2 or args.margin < 0:
        ap.error("--top must be at least 2 and --margin not negative")
    variant: Variant = args.variant
    if not play_with(args.network, variant):
        return 2

    def say(line: str) -> None:
        print(time.strftime("%H:%M:%S"), line, flush=True)

    out: Path = args.out if args.out is not None else OUT_OF[variant]
    data: Path = args.data if args.data is not None else OUT_OF[variant] / DATA
    try:
        with np.load(data, allow_pickle=False) as f:
            views, starts, targets = f["views"].astype(np.int64), f["starts"], f["targets"]
    except (OSError, KeyError, ValueError) as e:
        print(f"error: {data}: {e}", file=sys.stderr)
        return 2
    if targets.shape[1:] != (OUTPUTS[variant],):
        print(f"error: {data} holds no {variant.value} decisions", file=sys.stderr)
        return 2
    plan = Plan(
        out,
        args.margin,
        args.top,
        args.trials,
        args.per_shard,
        args.decisions,
        args.seed,
        args.jobs,
        not args.no_luck,
        variant,
    )
    exclude = judge_keys(JUDGE) if variant is Variant.LONG and JUDGE.exists() else set()
    done = build(plan, views, starts, targets, exclude, say)
    say(f"done: {done} decisions in {plan.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
