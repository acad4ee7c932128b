"""A fixed set of long nardy decisions scored by rollouts, and each player's
error on them: the judge behind benchmarks/judge_positions.py (whose text
says what `select`, `rollout` and `score` do and how long they take).

There is no GNU Backgammon for long nardy, so this is its judge.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import random
import time
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

import numpy as np

from nardy_desktop.ai import search
from nardy_desktop.ai.levels import Level
from nardy_desktop.ai.phases import phase_of
from nardy_desktop.ai.rollout import RolloutSettings, rollout_turns
from nardy_desktop.engine import Game, Position, SeededDice, Variant, legal_turns
from nardy_desktop.strength.harness import make_player, use_network

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
    (Level.BEGINNER, Level.INTERMEDIATE),
    (Level.INTERMEDIATE, f"{Level.INTERMEDIATE}@{V1}"),
    ("heuristic", Level.INTERMEDIATE),
    (Level.EXPERT, f"{Level.EXPERT}@{V1}"),
    (Level.BEGINNER, "heuristic"),
)
# The level that plays every rollout (named in the rollouts file's head).
ROLLOUT_LEVEL = Level.INTERMEDIATE


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
    """The rollouts' settings and, per decision id, its trial points (trials x
    candidates): from a JSON-lines file (`.jsonl`), or from a folder of parts
    (`RolloutParts`)."""
    if path.suffix != ".jsonl":
        return RolloutParts(path).read()
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


_SCALE = 10_000


def _scaled(points: np.ndarray) -> np.ndarray:
    """Trial points as the parts keep them: ten-thousandths in 16 bits."""
    scaled = np.rint(np.asarray(points, dtype=np.float64) * _SCALE)
    if np.abs(scaled).max(initial=0) > np.iinfo(np.int16).max:
        raise ValueError("a folder of parts keeps points within +-3.2767 only")
    return scaled.astype(np.int16)


class RolloutParts:
    """Rollouts kept as a folder: `head.json` and `part-NNNNN.npz` files of
    `per_part` decisions each, every trial's points in ten-thousandths as a
    16-bit integer (the JSON-lines file's four decimals): 1,296 trials of
    six candidates of 1,000 decisions are 60 MB as JSON text, a fraction of
    that this way. Each part is written whole or not at
    all (a temporary file, then renamed), so a stopped run loses at most the
    decisions of an unfinished part."""

    def __init__(self, folder: Path, per_part: int = 10) -> None:
        self.folder = folder
        self.per_part = per_part
        self._pending: list[tuple[int, np.ndarray]] = []

    def head(self) -> dict | None:
        """The rollouts' settings, or None before the first part."""
        head_file = self.folder / "head.json"
        return json.loads(head_file.read_text()) if head_file.exists() else None

    def read(self) -> tuple[dict | None, dict[int, np.ndarray]]:
        head = self.head()
        if head is None:
            return None, {}
        done: dict[int, np.ndarray] = {}
        for part in sorted(self.folder.glob("part-*.npz")):
            with np.load(part, allow_pickle=False) as z:
                for i, n, pts in zip(z["ids"], z["candidates"], z["points"], strict=True):
                    done[int(i)] = pts[:, : int(n)].astype(np.float64) / _SCALE
        return head, done

    def read_extra(self) -> dict[int, list[tuple[str, np.ndarray]]]:
        """Candidates rolled out after the decision's own (`extend`), per
        decision id: each one's result as text and its trial points."""
        extra: dict[int, list[tuple[str, np.ndarray]]] = {}
        for part in sorted(self.folder.glob("extra-*.npz")):
            with np.load(part, allow_pickle=False) as z:
                for i, text, pts in zip(z["ids"], z["texts"], z["points"], strict=True):
                    extra.setdefault(int(i), []).append(
                        (str(text), pts.astype(np.float64) / _SCALE)
                    )
        return extra

    def add_extra(self, found: Sequence[tuple[int, str, np.ndarray]]) -> None:
        """Keep candidates rolled out after the others, as one part written
        whole: (decision id, result as text, trial points)."""
        if not found:
            return
        points = np.stack([_scaled(p) for _, _, p in found])
        number = len(list(self.folder.glob("extra-*.npz")))
        path = self.folder / f"extra-{number:05d}.npz"
        tmp = path.with_name(f".{path.stem}.tmp.npz")
        np.savez_compressed(
            tmp,
            ids=np.array([i for i, _, _ in found], dtype=np.int32),
            texts=np.array([t for _, t, _ in found], dtype=str),
            points=points,
        )
        os.replace(tmp, path)

    def start(self, head: dict) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        (self.folder / "head.json").write_text(json.dumps(head, sort_keys=True) + "\n")

    def add(self, decision: int, points: np.ndarray) -> None:
        """Keep a decision's trial points (trials x candidates)."""
        self._pending.append((decision, _scaled(points)))
        if len(self._pending) >= self.per_part:
            self.flush()

    def flush(self) -> None:
        if not self._pending:
            return
        trials = {p.shape[0] for _, p in self._pending}
        if len(trials) != 1:
            raise ValueError("every decision of a part must have the same trials")
        width = max(p.shape[1] for _, p in self._pending)
        points = np.zeros((len(self._pending), trials.pop(), width), dtype=np.int16)
        for k, (_, p) in enumerate(self._pending):
            points[k, :, : p.shape[1]] = p
        number = len(list(self.folder.glob("part-*.npz")))
        path = self.folder / f"part-{number:05d}.npz"
        tmp = path.with_name(f".{path.stem}.tmp.npz")
        np.savez_compressed(
            tmp,
            ids=np.array([i for i, _ in self._pending], dtype=np.int32),
            candidates=np.array([p.shape[1] for _, p in self._pending], dtype=np.int8),
            points=points,
        )
        os.replace(tmp, path)
        self._pending.clear()


def _settings(network: Path, trials: int, truncate: int | None, luck: bool) -> dict:
    """The rollouts' head: what a file's rollouts were made with."""
    return {
        "kind": KIND + " rollouts",
        "trials": trials,
        "player": ROLLOUT_LEVEL.value,
        "network": network.name,
        "network_sha256": network_digest(network),
        "stop_at_bearoff": True,
        "truncate_plies": truncate,
        "luck_adjusted": luck,
    }


def _same_settings(head: dict, want: dict) -> bool:
    """Whether rollouts made with `head` go on with `want`: the weights
    themselves must be the same (their digest), while the file's name may
    have changed (a shipped network's predecessor is kept under
    benchmarks/baselines)."""
    return {**head, "network": None} == {**want, "network": None}


def _rollout_settings(head: dict, jobs: int) -> RolloutSettings:
    return RolloutSettings(
        trials=head["trials"],
        seed=1,
        player=ROLLOUT_LEVEL,
        luck=head["luck_adjusted"],
        truncate_plies=head["truncate_plies"],
        jobs=jobs,
    )


def _roll(d: Decision, texts: Sequence[str], rs: RolloutSettings) -> np.ndarray:
    """The trial points (trials x texts) of the turns of `d` giving `texts`."""
    results = {t.result.to_text(): t for t in legal_turns(d.position, d.dice)}
    r = rollout_turns(d.position, [results[c] for c in texts], rs)
    return np.asarray(r.points - r.luck if rs.luck else r.points)


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
    settings = _settings(network, trials, truncate, luck)
    head, done = read_rollouts(out)
    if head is not None and not _same_settings(head, settings):
        raise SystemExit(f"error: {out} was rolled out with other settings: {head}")
    use_network(network)
    rs = _rollout_settings(settings, jobs)
    todo = [d for d in decisions if d.id not in done][:limit]
    started = time.perf_counter()
    parts = None if out.suffix == ".jsonl" else RolloutParts(out)
    with contextlib.ExitStack() as stack:
        f = None if parts is not None else stack.enter_context(out.open("a"))
        if head is None:
            if parts is not None:
                parts.start(settings)
            elif f is not None:
                f.write(json.dumps(settings) + "\n")
        for k, d in enumerate(todo, 1):
            adjusted = _roll(d, d.candidates, rs)
            if parts is not None:
                parts.add(d.id, adjusted)
            elif f is not None:
                points = [
                    [round(float(x), 4) for x in adjusted[:, c]] for c in range(len(d.candidates))
                ]
                f.write(json.dumps({"id": d.id, "points": points}) + "\n")
                f.flush()
            rate = k / (time.perf_counter() - started)
            print(f"decision {d.id} ({d.phase}) done: {k}/{len(todo)}, {rate * 3600:.0f}/h")
        if parts is not None:
            parts.flush()
    return len(todo)


def extend(
    specs: Sequence[str],
    positions: Path,
    rollouts: Path,
    network: Path,
    jobs: int,
    limit: int | None = None,
) -> int:
    """Roll out the players' choices that are not yet among their decisions'
    rolled-out candidates, with the rollouts' own settings and, trial by
    trial, the same dice as the others (a trial depends only on the seed and
    its number): a player whose choices differ from the ones the candidates
    were drawn by is then charged its own loss, not the worst candidate's.
    Returns how many were rolled out."""
    if rollouts.suffix == ".jsonl":
        raise SystemExit(
            f"error: {rollouts} is a JSON-lines file; only a folder of parts takes more candidates"
        )
    parts = RolloutParts(rollouts)
    head = parts.head()
    if head is None:
        raise SystemExit(f"error: {rollouts} holds no rollouts yet")
    want = _settings(network, head["trials"], head["truncate_plies"], head["luck_adjusted"])
    if not _same_settings(head, want):
        raise SystemExit(f"error: {rollouts} was rolled out with other settings: {head}")
    items = judged(positions, rollouts)
    todo: dict[tuple[int, str], Decision] = {}
    for spec in specs:
        picks = choices(spec, [j.decision for j in items])
        for j in items:
            text = picks[j.decision.id]
            if text not in j.texts:
                todo.setdefault((j.decision.id, text), j.decision)
    work = list(todo.items())[:limit]
    use_network(network)
    rs = _rollout_settings(head, jobs)
    found: list[tuple[int, str, np.ndarray]] = []
    started = time.perf_counter()
    for k, ((i, text), d) in enumerate(work, 1):
        found.append((i, text, _roll(d, [text], rs)[:, 0]))
        if len(found) >= parts.per_part:
            parts.add_extra(found)
            found = []
        rate = k / (time.perf_counter() - started)
        print(
            f"decision {i} ({d.phase}): a choice rolled out, {k}/{len(work)}, {rate * 3600:.0f}/h"
        )
    parts.add_extra(found)
    return len(work)


@dataclass
class Judged:
    decision: Decision
    trials: np.ndarray  # points of every trial (trials x candidates, then the extra)
    extra: list[str] = field(default_factory=list)  # results rolled out by `extend`

    @property
    def texts(self) -> list[str]:
        """The results of every rolled-out candidate, in the trials' order."""
        return self.decision.candidates + self.extra

    @cached_property
    def means(self) -> np.ndarray:
        """Each candidate's mean points."""
        return self.trials.mean(axis=0)

    @property
    def best(self) -> int:
        return int(np.argmax(self.means))

    @cached_property
    def ses(self) -> np.ndarray:
        """Each candidate's standard error of the difference from the best."""
        diff = self.trials[:, [self.best]] - self.trials
        if len(diff) < 2:
            return diff[0] * 0
        return diff.std(axis=0, ddof=1) / math.sqrt(len(diff))


def judged(positions: Path, rollouts: Path, phases: Collection[str] | None = None) -> list[Judged]:
    """The rolled-out decisions (of `phases` only, when given): a phase of the
    game can be judged on its own, as the race with a slow level."""
    decisions = {d.id: d for d in read_decisions(positions)}
    _, done = read_rollouts(rollouts)
    unknown = sorted(set(done) - set(decisions))
    if unknown:
        raise SystemExit(
            f"error: {rollouts} holds decision {unknown[0]}, which {positions} does not:"
            " the two files are not of one judge"
        )
    extra = RolloutParts(rollouts).read_extra() if rollouts.suffix != ".jsonl" else {}
    out = []
    for i, pts in sorted(done.items()):
        if phases is not None and decisions[i].phase not in phases:
            continue
        j = Judged(decisions[i], pts)
        for text, more in extra.get(i, []):
            if text in j.texts or len(more) != len(pts):
                continue  # rolled out twice, or with other trials
            j.trials = np.column_stack([j.trials, more])
            j.extra.append(text)
        out.append(j)
    return out


def choices(spec: str, decisions: list[Decision], seed: int = 1) -> dict[int, str]:
    """The player's choice (its turn's result as text) at each decision, by
    id: worked out once, then charged by every judge of the same decisions."""
    player = make_player(spec, seed)
    return {d.id: player.choose(d.position, d.dice).result.to_text() for d in decisions}


def losses(
    spec: str, items: list[Judged], seed: int = 1, chosen: dict[int, str] | None = None
) -> tuple[np.ndarray, int]:
    """The player's loss at every decision, in points, and how many of its
    choices were outside the rolled-out candidates (`chosen`: its choices,
    when already worked out). Such a choice is charged the worst candidate's
    loss until `extend` rolls it out."""
    if chosen is None:
        chosen = choices(spec, [j.decision for j in items], seed)
    out = np.zeros(len(items))
    outside = 0
    for k, j in enumerate(items):
        choice = chosen[j.decision.id]
        best = j.means[j.best]
        if choice in j.texts:
            out[k] = best - j.means[j.texts.index(choice)]
        else:
            out[k] = best - j.means.min()
            outside += 1
    return out, outside


def noise_floor(items: list[Judged], draws: int = 200, seed: int = 1) -> np.ndarray:
    """What the rollouts' own noise charges a player that always picks the
    best candidate, per decision, in points: the trials are drawn again with
    replacement, and the best of the redrawn means is set against the
    redrawn mean of the candidate that is best on all the trials. The best
    is picked by the same noisy means that score a choice, so no player's
    error is ever zero; an error this small cannot be told from the
    rollouts' own choice."""
    rng = np.random.default_rng(seed)
    out = np.zeros(len(items))
    for k, j in enumerate(items):
        n, candidates = j.trials.shape
        if n < 2 or candidates < 2:
            continue
        boot = j.trials[rng.integers(0, n, size=(draws, n))].mean(axis=1)
        out[k] = float((boot.max(axis=1) - boot[:, j.best]).mean())
    return out


def by_phase(loss: np.ndarray, items: list[Judged]) -> str:
    """Mean loss per phase of the game, in milli-points."""
    return ", ".join(
        f"{p} {1000 * loss[[j.decision.phase == p for j in items]].mean():.1f}"
        for p in QUOTAS
        if any(j.decision.phase == p for j in items)
    )


def mean_interval(x: np.ndarray) -> tuple[float, float]:
    """Mean and the half-width of its 95% interval."""
    if len(x) < 2:
        return float(x.mean()), math.nan
    return float(x.mean()), 1.96 * float(x.std(ddof=1)) / math.sqrt(len(x))


def score(
    specs: list[str],
    positions: Path,
    rollouts: Path | Sequence[Path],
    phases: Collection[str] | None = None,
) -> list[str]:
    """Each player's error on the rolled-out decisions; with several
    rollouts of the same decisions (two judges), each player chooses once
    and every judge charges the same choices."""
    judges = [rollouts] if isinstance(rollouts, Path) else list(rollouts)
    every = [judged(positions, r, phases) for r in judges]
    for r, items in zip(judges, every, strict=True):
        if not items:
            which = f" of {', '.join(sorted(phases))}" if phases else ""
            raise SystemExit(f"error: {r} holds no rolled-out decisions{which} yet")
    union = {j.decision.id: j.decision for items in every for j in items}
    ordered = [union[i] for i in sorted(union)]
    picks = {spec: choices(spec, ordered) for spec in specs}
    lines = []
    for r, items in zip(judges, every, strict=True):
        if len(judges) > 1:
            lines.append(f"judge {r}:")
        lines += _judge_lines(specs, items, picks)
    return lines


def _judge_lines(
    specs: list[str], items: list[Judged], picks: dict[str, dict[int, str]]
) -> list[str]:
    counts = {p: sum(j.decision.phase == p for j in items) for p in QUOTAS}
    lines = [
        f"{len(items)} decisions rolled out"
        f" ({', '.join(f'{p} {n}' for p, n in counts.items() if n)});"
        f" median standard error of a candidate's loss"
        f" {1000 * float(np.median([np.median(j.ses) for j in items])):.1f} mpt"
    ]
    floor = noise_floor(items)
    lines.append(
        f"the rollouts' own noise: {1000 * floor.mean():.1f} mpt/decision charged to a player"
        f" always choosing their best | {by_phase(floor, items)}"
    )
    first = None
    for spec in specs:
        loss, outside = losses(spec, items, chosen=picks[spec])
        m, h = mean_interval(1000 * loss)
        line = f"{spec}: error {m:.1f} ± {h:.1f} mpt/decision, outside the candidates {outside}"
        line += " | " + by_phase(loss, items)
        if first is None:
            first = loss
        else:
            dm, dh = mean_interval(1000 * (loss - first))
            line += f" | less {specs[0]}: {dm:+.1f} ± {dh:.1f}"
        lines.append(line)
    return lines
