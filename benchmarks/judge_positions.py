"""A fixed set of long nardy decisions scored by rollouts, and each level's error on them.

    python benchmarks/judge_positions.py select          # pick the decisions (minutes)
    python benchmarks/judge_positions.py rollout --jobs 2  # score their candidates (hours;
                                                           # stop and rerun to go on)
    python benchmarks/judge_positions.py score intermediate expert \\
        expert@benchmarks/baselines/long-v1.npz

There is no GNU Backgammon for long nardy, so this is its judge. `select`
plays games between different players (levels, the first network, the
heuristic player) with seeded dice, keeps every decision with more than one
legal result, and draws a fixed number from each phase of the game: the
opening off the head, blocks, escapes from the opponent's checkers, the rest
of the middle game, the race, and the bear-off. For each decision the best
`--candidates` turns by the Expert's lookahead are kept.

`rollout` plays each kept candidate out `--trials` times to the bear-off
tables with the rollout player (the Intermediate level, with the network of
`--network`), every candidate of a decision with the same dice trial by
trial, and appends each decision's trial results to the rollouts file as it
finishes it, so a long run can be stopped and continued.

`score` lets each player choose at every rolled-out decision and prints its
mean loss against the rollouts' best candidate in milli-points (expected
points for a single game, a mars counting 2), with a 95% interval over the
decisions; for several players, also each one's difference from the first,
paired decision by decision. A choice outside the kept candidates is charged
the loss of the worst kept candidate (so its error is if anything understated)
and counted. The best candidate is picked by the same noisy means that score
the others, which makes every error look a little larger than it is; that
bias is the same for every player, so differences stay fair.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

import numpy as np  # noqa: E402
from ai_strength import check_spec, make_player, split_spec  # noqa: E402

import nardy_desktop.ai  # noqa: E402, F401  (before numpy: one BLAS thread)
from nardy_desktop.ai import evaluate, search  # noqa: E402
from nardy_desktop.ai.encoding import (  # noqa: E402
    _contact,
    _escape_shares,
    _longest_run,
    wide_view,
)
from nardy_desktop.ai.network import Network  # noqa: E402
from nardy_desktop.ai.rollout import RolloutSettings, rollout_turns  # noqa: E402
from nardy_desktop.engine import Game, Position, SeededDice, Variant, legal_turns  # noqa: E402
from nardy_desktop.engine.moves import ROUTE  # noqa: E402

DATA = Path(__file__).resolve().parent / "data"
POSITIONS = DATA / "judge-long-positions.jsonl"
ROLLOUTS = DATA / "judge-long-rollouts.jsonl"
V1 = "benchmarks/baselines/long-v1.npz"  # from the repository's root, as the commands run
KIND = "nardy judge positions"
VERSION = 1

# Decisions drawn from each phase (in the order a decision is classed).
QUOTAS = {
    "bearoff": 150,
    "race": 100,
    "opening": 150,
    "block": 250,
    "escape": 150,
    "middle": 200,
}
# The games the decisions come from: pairs of players of different strength.
PAIRINGS = (
    ("beginner", "intermediate"),
    ("intermediate", f"intermediate@{V1}"),
    ("heuristic", "intermediate"),
    ("expert", f"expert@{V1}"),
    ("beginner", "heuristic"),
)
OPENING_PLIES = 8


def phase_of(position: Position, ply: int) -> str:
    """Which part of the game a decision belongs to, from the mover's side."""
    v = np.array([wide_view(position)], dtype=np.int64)
    pts = v[0, 1:25]
    if pts[6:24].clip(0).sum() == 0:
        return "bearoff"
    if not _contact(v, Variant.LONG)[0]:
        return "race"
    if ply < OPENING_PLIES:
        return "opening"
    own, opp = pts.clip(0) > 0, (-pts).clip(0) > 0
    route = np.array(ROUTE) - 1
    mine = _longest_run(own[None, route])[0][0]
    theirs = _longest_run(opp[None, ::-1])[0][0]
    if max(mine, theirs) >= 4:
        return "block"
    blockers = (opp.astype(np.int64) << np.arange(1, 25)).sum()
    back = int(np.flatnonzero(own).max()) + 1
    if back > 6 and _escape_shares(np.int64(blockers), np.int64(back)) <= 0.5:
        return "escape"
    return "middle"


@dataclass
class Decision:
    id: int
    phase: str
    source: str
    position: Position
    dice: tuple[int, int]
    candidates: list[str]  # result positions' text, best first by the Expert

    def to_json(self) -> str:
        return json.dumps(
            {
                "id": self.id,
                "phase": self.phase,
                "source": self.source,
                "position": self.position.to_text(),
                "dice": list(self.dice),
                "candidates": self.candidates,
            }
        )

    @classmethod
    def from_json(cls, line: str) -> Decision:
        d = json.loads(line)
        return cls(
            d["id"],
            d["phase"],
            d["source"],
            Position.from_text(d["position"]),
            (int(d["dice"][0]), int(d["dice"][1])),
            list(d["candidates"]),
        )


def game_decisions(a: str, b: str, seed: int) -> Iterator[tuple[Position, tuple[int, int], int]]:
    """Every decision of one game of A (White) against B with seeded dice
    that has more than one legal result, with its ply number."""
    players = (make_player(a, seed), make_player(b, seed + 1))
    game = Game(Variant.LONG, SeededDice(seed))
    ply = 0
    while game.result is None:
        position = game.turn_start
        dice = game.roll()
        turns = legal_turns(position, dice)
        if len(turns) > 1:
            yield position, dice, ply
        game.play_turn(players[position.side].choose(position, dice))
        ply += 1


def use_network(path: Path | None) -> None:
    """Think with the network in `path` (None: the one the game ships)."""
    if path is not None:
        evaluate.set_network(Network.load(path))  # grown to the current inputs


def select(count_scale: float, candidates: int, seed: int, out: Path) -> list[Decision]:
    """Draw the decisions phase by phase (see QUOTAS) from seeded games; the
    candidates are the Expert's best with the network in use."""
    quotas = {k: max(1, round(n * count_scale)) for k, n in QUOTAS.items()}
    pools: dict[str, list[tuple[Position, tuple[int, int], str]]] = {k: [] for k in quotas}
    rng = random.Random(seed)
    game = 0
    # Enough games that every phase's pool is several times its quota.
    while any(len(pools[k]) < 4 * quotas[k] for k in quotas) and game < 400 * count_scale + 20:
        a, b = PAIRINGS[game % len(PAIRINGS)]
        if game % 2:
            a, b = b, a
        for position, dice, ply in game_decisions(a, b, seed * 1000 + game):
            phase = phase_of(position, ply)
            names = (x.replace(f"@{V1}", "@v1") for x in (a, b))
            pools[phase].append((position, dice, f"{' v '.join(names)}, game {game}, ply {ply}"))
        game += 1
    chosen: list[Decision] = []
    seen: set[tuple[Position, tuple[int, int]]] = set()
    for phase, quota in quotas.items():
        pool = [p for p in pools[phase] if (p[0], p[1]) not in seen]
        rng.shuffle(pool)
        for position, dice, source in pool[:quota]:
            seen.add((position, dice))
            scored = search.ply1(position, dice, width=candidates, margin=10.0)
            order = scored.order()[:candidates]
            texts = [scored.turns[int(i)].result.to_text() for i in order]
            chosen.append(Decision(len(chosen), phase, source, position, dice, texts))
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w") as f:
        f.write(json.dumps({"kind": KIND, "version": VERSION, "seed": seed}) + "\n")
        for d in chosen:
            f.write(d.to_json() + "\n")
    return chosen


def read_decisions(path: Path) -> list[Decision]:
    lines = path.read_text().splitlines()
    head = json.loads(lines[0])
    if head.get("kind") != KIND or head.get("version") != VERSION:
        raise SystemExit(f"error: {path} is not a judge positions file of version {VERSION}")
    return [Decision.from_json(line) for line in lines[1:] if line.strip()]


def network_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def read_rollouts(path: Path) -> tuple[dict | None, dict[int, np.ndarray]]:
    """The rollouts file's settings and, per decision id, its trial points
    (trials x candidates)."""
    if not path.exists():
        return None, {}
    lines = path.read_text().splitlines()
    head = json.loads(lines[0]) if lines else None
    done = {}
    for line in lines[1:]:
        if line.strip():
            d = json.loads(line)
            done[int(d["id"])] = np.array(d["points"], dtype=np.float64).T
    return head, done


def rollout(
    positions: Path,
    out: Path,
    network: Path,
    trials: int,
    jobs: int,
    limit: int | None,
    truncate: int | None = None,
    luck: bool = True,
) -> int:
    """Roll out every decision not yet in `out`; returns how many were done."""
    decisions = read_decisions(positions)
    settings = {
        "kind": KIND + " rollouts",
        "trials": trials,
        "player": "intermediate",
        "network": network.name,
        "network_sha256": network_digest(network),
        "stop_at_bearoff": True,
        "truncate_plies": truncate,
        "luck_adjusted": luck,
    }
    head, done = read_rollouts(out)
    if head is not None and head != settings:
        raise SystemExit(f"error: {out} was rolled out with other settings: {head}")
    use_network(network)
    rs = RolloutSettings(
        trials=trials, seed=1, player="intermediate", luck=luck, truncate_plies=truncate, jobs=jobs
    )
    todo = [d for d in decisions if d.id not in done][:limit]
    started = time.perf_counter()
    with out.open("a") as f:
        if head is None:
            f.write(json.dumps(settings) + "\n")
        for k, d in enumerate(todo, 1):
            results = {t.result.to_text(): t for t in legal_turns(d.position, d.dice)}
            turns = [results[c] for c in d.candidates]
            r = rollout_turns(d.position, turns, rs)
            adjusted = r.points - r.luck if luck else r.points
            points = [[round(float(x), 4) for x in adjusted[:, c]] for c in range(len(turns))]
            f.write(json.dumps({"id": d.id, "points": points}) + "\n")
            f.flush()
            rate = k / (time.perf_counter() - started)
            print(f"decision {d.id} ({d.phase}) done: {k}/{len(todo)}, {rate * 3600:.0f}/h")
    return len(todo)


@dataclass
class Judged:
    decision: Decision
    means: np.ndarray  # each candidate's mean points
    ses: np.ndarray  # each candidate's standard error of the difference from the best

    @property
    def best(self) -> int:
        return int(np.argmax(self.means))


def judged(positions: Path, rollouts: Path) -> list[Judged]:
    decisions = {d.id: d for d in read_decisions(positions)}
    _, done = read_rollouts(rollouts)
    out = []
    for i, pts in sorted(done.items()):
        means = pts.mean(axis=0)
        best = int(np.argmax(means))
        diff = pts[:, [best]] - pts
        ses = diff.std(axis=0, ddof=1) / math.sqrt(len(pts)) if len(pts) > 1 else diff[0] * 0
        out.append(Judged(decisions[i], means, ses))
    return out


def losses(spec: str, items: list[Judged], seed: int = 1) -> tuple[np.ndarray, int]:
    """The player's loss at every decision, in points, and how many of its
    choices were outside the kept candidates."""
    player = make_player(spec, seed)
    out = np.zeros(len(items))
    outside = 0
    for k, j in enumerate(items):
        chosen = player.choose(j.decision.position, j.decision.dice).result.to_text()
        best = j.means[j.best]
        if chosen in j.decision.candidates:
            out[k] = best - j.means[j.decision.candidates.index(chosen)]
        else:
            out[k] = best - j.means.min()
            outside += 1
    return out, outside


def mean_interval(x: np.ndarray) -> tuple[float, float]:
    """Mean and the half-width of its 95% interval."""
    if len(x) < 2:
        return float(x.mean()), math.nan
    return float(x.mean()), 1.96 * float(x.std(ddof=1)) / math.sqrt(len(x))


def score(specs: list[str], positions: Path, rollouts: Path) -> list[str]:
    items = judged(positions, rollouts)
    if not items:
        raise SystemExit(f"error: {rollouts} holds no rolled-out decisions yet")
    lines = [
        f"{len(items)} decisions rolled out"
        f" ({', '.join(f'{p} {sum(j.decision.phase == p for j in items)}' for p in QUOTAS)});"
        f" median standard error of a candidate's loss"
        f" {1000 * float(np.median([np.median(j.ses) for j in items])):.1f} mpt"
    ]
    first = None
    for spec in specs:
        loss, outside = losses(spec, items)
        m, h = mean_interval(1000 * loss)
        line = f"{spec}: error {m:.1f} ± {h:.1f} mpt/decision, outside the candidates {outside}"
        by_phase = {
            p: 1000 * loss[[j.decision.phase == p for j in items]].mean()
            for p in QUOTAS
            if any(j.decision.phase == p for j in items)
        }
        line += " | " + ", ".join(f"{p} {e:.1f}" for p, e in by_phase.items())
        if first is None:
            first = loss
        else:
            dm, dh = mean_interval(1000 * (loss - first))
            line += f" | less {specs[0]}: {dm:+.1f} ± {dh:.1f}"
        lines.append(line)
    return lines


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=Path, default=POSITIONS)
    ap.add_argument("--rollouts", type=Path, default=ROLLOUTS)
    sub = ap.add_subparsers(dest="command", required=True)
    s = sub.add_parser("select", help="pick the decisions and their candidates")
    s.add_argument("--scale", type=float, default=1.0, help="share of the usual quotas")
    s.add_argument("--candidates", type=int, default=6)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--network", type=Path, default=None, help="the candidates' network")
    r = sub.add_parser("rollout", help="roll out the decisions not yet done")
    r.add_argument("--network", type=Path, required=True, help="the rollout player's network")
    r.add_argument("--trials", type=int, default=72)
    r.add_argument("--jobs", type=int, default=1)
    r.add_argument("--limit", type=int, default=None, help="stop after this many decisions")
    r.add_argument("--truncate", type=int, default=None, help="end each trial after N plies")
    r.add_argument("--no-luck", action="store_true", help="do not take the rolls' luck off")
    c = sub.add_parser("score", help="each player's error on the rolled-out decisions")
    c.add_argument("players", nargs="+", help="levels, LEVEL@FILE, heuristic, random")
    args = ap.parse_args(argv)
    if args.command == "select":
        use_network(args.network)
        chosen = select(args.scale, args.candidates, args.seed, args.positions)
        print(f"{len(chosen)} decisions written to {args.positions}")
    elif args.command == "rollout":
        rollout(
            args.positions,
            args.rollouts,
            args.network,
            args.trials,
            args.jobs,
            args.limit,
            args.truncate,
            not args.no_luck,
        )
    else:
        for spec in args.players:
            check_spec(spec, Variant.LONG)
            split_spec(spec)
        for line in score(args.players, args.positions, args.rollouts):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
