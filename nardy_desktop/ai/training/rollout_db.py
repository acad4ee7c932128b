"""A database of long nardy positions labelled by rollouts, grown shard by shard.

    python -m nardy_desktop.ai.training.rollout_db --positions 100000 --trials 324

Networks fitted to rolled-out positions (as GNU Backgammon's and wildbg's
were) need many positions, each scored by rollouts rather than by the
network's own opinion. This module makes them:

- Sampling: shard k's positions come from games between the levels
  (PAIRINGS), each game's dice and choices seeded by (seed, k, game). In a
  share of the games one side strays now and then (a softmax over the plain
  network's equities, hotter than the Beginner's), so that positions the
  levels rarely reach appear too. Every position before its roll is a
  candidate, keyed by its wide view from the side to move (the same board
  seen from either colour is one position); those already in earlier
  shards, those of the judge's decisions and their candidate turns
  (benchmarks/data/judge-long-positions.jsonl, the held-out test), and
  those whose value the bear-off tables already know are left out. Each
  shard draws from each of the judge's phases (phases.phase_of)
  its share of the judge's own quotas, filling any shortfall from the
  other phases in a fixed order.
- Labels: every position of a shard is rolled out together, before its roll,
  for its side to move, to the end (the bear-off tables end a trial), by
  the plain network (the Intermediate level), with the luck of every roll
  measured and the first two rolls stratified (rollout.rollout_positions).
  Stored: the outcome chances the network outputs (win, win by a mars, lose
  by a mars, not luck-adjusted: the luck is measured as a win chance and
  points only), the luck-adjusted win chance and equity in points, each
  with its standard error, the trials and the mean plies played.
- Storage: training/rollouts/long/shard-NNNNN.npz, each written to a
  temporary file and renamed, so a shard is either whole or absent. A shard's
  positions depend only on the seed, its number, its size and the positions
  of the shards before it, so a run stopped at any point and started again
  with the same settings goes on with the first missing shard and draws
  exactly the positions it would have drawn.
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
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from nardy_desktop.ai import search
from nardy_desktop.ai.base import Player
from nardy_desktop.ai.encoding import flip_views, position_of_view, wide_view
from nardy_desktop.ai.evaluate import _home_only, network
from nardy_desktop.ai.levels import Level, settings_of
from nardy_desktop.ai.phases import PHASES, phase_of
from nardy_desktop.ai.players import player_for_level
from nardy_desktop.ai.rollout import (
    CandidateRollout,
    RolloutSettings,
    rollout_position,
    rollout_positions,
)
from nardy_desktop.engine import Game, Position, SeededDice, Side, Turn, Variant

ROOT = Path(__file__).resolve().parents[3]
OUT = ROOT / "training" / "rollouts" / "long"
JUDGE = ROOT / "benchmarks" / "data" / "judge-long-positions.jsonl"
KIND = "long nardy rollout shard"
VERSION = 1
# Each phase's share of a shard: the proportions of the judge's own quotas
# (strength/positions.py QUOTAS), in the phases' order.
SHARES = {"bearoff": 15, "race": 10, "opening": 15, "block": 25, "escape": 15, "middle": 20}
# The Expert's look one roll deep without its two-roll look, which a time
# budget cuts short, so that its turns do not depend on the machine's load
# and a shard's draw is the same in every run.
EXPERT_ONE_ROLL = "expert-1roll"
# The games positions come from: pairs of levels of different strength, the
# colours alternating from game to game. The Expert thinks far longer than
# the others, so it plays in fewer of them.
PAIRINGS: tuple[tuple[str, str], ...] = (
    (Level.BEGINNER, Level.INTERMEDIATE),
    (Level.INTERMEDIATE, Level.INTERMEDIATE),
    (Level.BEGINNER, Level.BEGINNER),
    (Level.INTERMEDIATE, EXPERT_ONE_ROLL),
)
# In this share of the games one side strays: on each of its turns, with
# STRAY_CHANCE, it picks by a softmax over the turns' equities at
# STRAY_TEMPERATURE (the Beginner's is 0.08), so that worse turns and the
# positions after them come up.
EXPLORE = 0.25
STRAY_CHANCE = 0.3
STRAY_TEMPERATURE = 0.3
# Games played for one shard at most, whatever the phases still lack.
GAMES_PER_POSITION = 0.5
MIN_GAMES = 8


@dataclass(frozen=True)
class Candidate:
    """A position before its roll, as the database keeps it: its wide view
    from the side to move, its phase, and the ply of its game it came at."""

    view: bytes  # 28 int8, the canonical key
    phase: str
    ply: int

    def position(self) -> Position:
        """The position, with White to move (the colour does not matter)."""
        return position_of_view(_view_array(self.view), Variant.LONG, Side.WHITE)


def key_of(position: Position) -> bytes:
    """The position's canonical key: its wide view from the side to move."""
    return np.array(wide_view(position), dtype=np.int8).tobytes()


def _view_array(key: bytes) -> np.ndarray:
    return np.frombuffer(key, dtype=np.int8).astype(np.int64)


def exact(position: Position) -> bool:
    """Whether the game is over or the bear-off tables know the position's
    value (a rollout of it plays no ply, and the network never judges it)."""
    if position.winner is not None:
        return True
    v = np.array([wide_view(position)], dtype=np.int64)
    return bool((_home_only(v) & _home_only(flip_views(v, Variant.LONG)))[0])


def judge_keys(path: Path = JUDGE) -> set[bytes]:
    """The keys of the judge's decisions and of their candidate turns' results:
    its held-out test, kept out of the database."""
    keys = set()
    lines = path.read_text().splitlines()
    for line in lines[1:]:  # the first is the file's head
        if line.strip():
            d = json.loads(line)
            keys.add(key_of(Position.from_text(d["position"])))
            keys.update(key_of(Position.from_text(text)) for text in d["candidates"])
    if not keys:
        raise ValueError(f"{path} holds no decisions")
    return keys


def _seed(*parts: int) -> int:
    return int(np.random.SeedSequence(list(parts)).generate_state(1, dtype=np.uint64)[0] >> 1)


class OneRollPlayer:
    """The best turn by the Expert's look one roll deep (EXPERT_ONE_ROLL)."""

    settings = replace(settings_of(Level.EXPERT, Variant.LONG), lookahead=1, budget=0.0)

    def choose(
        self,
        position: Position,
        dice: tuple[int, int],
        cancel: threading.Event | None = None,
        away: tuple[int, int] | None = None,
    ) -> Turn:
        scored = search.by_settings(position, dice, self.settings, cancel)
        return scored.turns[int(scored.order()[0])]


def make_player(name: str, seed: int) -> Player:
    """A level's player, or EXPERT_ONE_ROLL's."""
    return OneRollPlayer() if name == EXPERT_ONE_ROLL else player_for_level(name, seed=seed)


class StrayingPlayer:
    """`base`, except that on a share `chance` of its turns it picks by a
    softmax over the plain evaluation's equities at `temperature`."""

    def __init__(self, base: Player, chance: float, temperature: float, seed: int) -> None:
        self.base = base
        self.chance = chance
        self.temperature = temperature
        self.rng = np.random.default_rng(seed)

    def choose(
        self,
        position: Position,
        dice: tuple[int, int],
        cancel: threading.Event | None = None,
        away: tuple[int, int] | None = None,
    ) -> Turn:
        if self.rng.random() >= self.chance:
            return self.base.choose(position, dice, cancel)
        scored = search.ply0(position, dice)
        w = np.exp((scored.equity - scored.equity.max()) / self.temperature)
        return scored.turns[int(self.rng.choice(len(w), p=w / w.sum()))]


def game_positions(
    pairing: tuple[str, str], seed: int, explore: float = EXPLORE
) -> Iterator[tuple[Position, int]]:
    """Every position before its roll of one seeded game between `pairing`
    (White first), with its ply."""
    rng = np.random.default_rng(seed)
    players: list[Player] = [make_player(level, seed + i) for i, level in enumerate(pairing)]
    if rng.random() < explore:
        s = int(rng.integers(2))
        players[s] = StrayingPlayer(players[s], STRAY_CHANCE, STRAY_TEMPERATURE, seed + 7)
    game = Game(Variant.LONG, SeededDice(seed))
    ply = 0
    while game.result is None:
        position = game.turn_start
        yield position, ply
        dice = game.roll()
        game.play_turn(players[position.side].choose(position, dice))
        ply += 1


def quotas(count: int) -> dict[str, int]:
    """Each phase's share of `count`, in the proportions of the judge's quotas."""
    total = sum(SHARES.values())
    raw = {k: count * n / total for k, n in SHARES.items()}
    out = {k: math.floor(x) for k, x in raw.items()}
    # The remainder to the largest fractions (ties in the phases' order).
    for k in sorted(raw, key=lambda k: out[k] - raw[k])[: count - sum(out.values())]:
        out[k] += 1
    return out


def sample_shard(
    seed: int,
    shard: int,
    count: int,
    seen: set[bytes],
    pairings: Sequence[tuple[str, str]] = PAIRINGS,
    explore: float = EXPLORE,
) -> list[Candidate]:
    """Shard `shard`'s positions: up to `count` new ones (keys not in `seen`),
    drawn phase by phase as the module's text says. Deterministic in its
    arguments."""
    want = quotas(count)
    pools: dict[str, dict[bytes, Candidate]] = {k: {} for k in PHASES}
    rng = np.random.default_rng([seed, shard, 1])
    most = max(MIN_GAMES, math.ceil(count * GAMES_PER_POSITION))
    game = 0
    while game < most and any(len(pools[k]) < 2 * want[k] for k in PHASES):
        a, b = pairings[game % len(pairings)]
        if (game // len(pairings)) % 2:
            a, b = b, a
        for position, ply in game_positions((a, b), _seed(seed, shard, game), explore):
            key = key_of(position)
            if key in seen or exact(position):
                continue
            phase = phase_of(position, ply)
            if key not in pools[phase] and not any(key in p for p in pools.values()):
                pools[phase][key] = Candidate(key, phase, ply)
        game += 1
    chosen: list[Candidate] = []
    spare: list[Candidate] = []
    for phase in PHASES:
        pool = list(pools[phase].values())
        order = rng.permutation(len(pool))
        chosen.extend(pool[i] for i in order[: want[phase]])
        spare.extend(pool[i] for i in order[want[phase] :])
    chosen.extend(spare[: count - len(chosen)])
    return chosen


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

    def col(get: Callable[[CandidateRollout], float]) -> np.ndarray:
        return np.array([get(c) for c in found], dtype=np.float32)

    return Labels(
        outputs=np.array([[e.mean for e in c.chances] for c in found], dtype=np.float32),
        outputs_se=np.array([[e.se for e in c.chances] for c in found], dtype=np.float32),
        win=col(lambda c: c.adjusted_win.mean),
        win_se=col(lambda c: c.adjusted_win.se),
        equity=col(lambda c: c.adjusted_points.mean),
        equity_se=col(lambda c: c.adjusted_points.se),
        trials=np.full(len(found), settings.trials, dtype=np.int32),
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
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.stem}.{os.getpid()}.tmp.npz")
    arrays = {
        "head": np.array(json.dumps(head, sort_keys=True)),
        "views": np.frombuffer(b"".join(c.view for c in chosen), dtype=np.int8).reshape(-1, 28),
        "phase": np.array([PHASES.index(c.phase) for c in chosen], dtype=np.int8),
        "ply": np.array([c.ply for c in chosen], dtype=np.int16),
        **{k: getattr(labels, k) for k in Labels.__dataclass_fields__},
    }
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


def read_shard(path: Path) -> Shard:
    with np.load(path, allow_pickle=False) as z:
        head = json.loads(str(z["head"]))
        if head.get("kind") != KIND or head.get("version") != VERSION:
            raise ValueError(f"{path} is not a rollout shard of version {VERSION}")
        views = z["views"]
        chosen = [
            Candidate(views[i].tobytes(), PHASES[int(z["phase"][i])], int(z["ply"][i]))
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

    def head(self, shard: int) -> dict[str, object]:
        return {
            "kind": KIND,
            "version": VERSION,
            "shard": shard,
            "seed": self.seed,
            "per_shard": self.per_shard,
            "trials": self.trials,
            "luck": self.luck,
            "player": str(Level.INTERMEDIATE),
            "network": network_digest(),
            "pairings": [list(p) for p in self.pairings],
            "explore": self.explore,
        }

    def settings(self, shard: int) -> RolloutSettings:
        # Each shard its own dice, so that the labels of different shards
        # do not share their noise (within one they do: trial i of every
        # position meets the same rolls).
        return RolloutSettings(
            trials=self.trials,
            seed=_seed(self.seed, shard, 2),
            player=Level.INTERMEDIATE,
            luck=self.luck,
            jobs=self.jobs,
        )


SAME = ("seed", "per_shard", "pairings", "explore")


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
        chosen = sample_shard(plan.seed, shard, plan.per_shard, seen, plan.pairings, plan.explore)
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


def compare(count: int, trials: int, seed: int, luck: bool, say: Callable[[str], None]) -> None:
    """Positions an hour labelling `count` positions of shard 0's draw one
    after the other and all in one job, each way twice, alternating, so that
    both meet the same load on a shared machine. The processor time is given
    too: on a busy machine it says more than the clock."""
    chosen = sample_shard(seed, 0, count, set())
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


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=100_000, help="positions to reach")
    ap.add_argument("--per-shard", type=int, default=200, help="positions in each shard")
    ap.add_argument("--trials", type=int, default=324, help="trials per position")
    ap.add_argument("--jobs", type=int, default=1, help="processes for the rollouts")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", type=Path, default=OUT, help="the shards' folder")
    ap.add_argument("--exclude", type=Path, default=JUDGE, help="the judge's decisions")
    ap.add_argument(
        "--no-luck", action="store_true", help="do not measure the luck (ten times faster, noisier)"
    )
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

    if args.compare is not None:
        compare(args.compare, args.trials, args.seed, not args.no_luck, say)
        return 0
    if not args.exclude.exists():
        print(
            f"error: {args.exclude} not found: the judge's decisions must stay out", file=sys.stderr
        )
        return 2
    plan = Plan(
        args.out,
        args.positions,
        args.per_shard,
        args.trials,
        args.seed,
        args.jobs,
        not args.no_luck,
        not args.one_by_one,
    )
    say(
        f"rolling out to {args.positions} positions in {args.out}, {args.per_shard} a shard,"
        f" {args.trials} trials{'' if plan.luck else ' without the luck'}, seed {args.seed},"
        f" {args.jobs} process(es), network {network_digest()}"
    )
    done = build(plan, judge_keys(args.exclude), say)
    say(f"done: {done} positions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
