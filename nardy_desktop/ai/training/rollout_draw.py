"""The positions the rollout database (rollout_db.py) draws, in either game.

- Shard k's positions come from games between the levels (PAIRINGS), each
  game's dice and choices seeded by (seed, k, game). In a share of the games
  one side strays now and then (a softmax over the plain network's
  equities, hotter than the Beginner's), so that positions the levels
  rarely reach appear too.
- Every position before its roll is a candidate, keyed by its wide view
  from the side to move (the same board seen from either colour is one
  position); those already in earlier shards, those of the judge's
  decisions and their candidate turns (long nardy's
  benchmarks/data/judge-long-positions.jsonl, the held-out test; backgammon
  has no such file), and those whose value the bear-off tables already
  know (both sides home: the same tables in both games) are left out.
- Each shard draws from each phase (phases.phase_of, backgammon's read
  by its own rules) its share of the judge's quotas (SHARES), filling any
  shortfall from the other phases in a fixed order.

A draw depends only on its arguments, so a stopped run draws again exactly
what it would have drawn.
"""

from __future__ import annotations

import json
import math
import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from nardy_desktop.ai import search
from nardy_desktop.ai.base import Player
from nardy_desktop.ai.encoding import flip_views, position_of_view, wide_view
from nardy_desktop.ai.evaluate import _home_only
from nardy_desktop.ai.levels import Level, settings_of
from nardy_desktop.ai.phases import PHASES, phase_of
from nardy_desktop.ai.players import player_for_level
from nardy_desktop.engine import Game, Position, SeededDice, Side, Turn, Variant

ROOT = Path(__file__).resolve().parents[3]
JUDGE = ROOT / "benchmarks" / "data" / "judge-long-positions.jsonl"
# Each phase's share of a shard: the proportions of the long nardy judge's
# own quotas (strength/positions.py QUOTAS), in the phases' order. Backgammon
# shards take the same: every phase is common enough in its games (of the
# positions of 40 games between the pairings, bear-off 12%, race 6%, opening
# 13%, block 35%, escape 15%, middle game 20%), and a fit's errors by phase
# then weigh the phases alike in both games.
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
    variant: Variant = Variant.LONG

    def position(self) -> Position:
        """The position, with White to move (the colour does not matter)."""
        return position_of_view(_view_array(self.view), self.variant, Side.WHITE)


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
    return bool((_home_only(v) & _home_only(flip_views(v, position.variant)))[0])


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


def seed_of(*parts: int) -> int:
    """One seed from several numbers (the run's seed, a shard, a game)."""
    return int(np.random.SeedSequence(list(parts)).generate_state(1, dtype=np.uint64)[0] >> 1)


class OneRollPlayer:
    """The best turn by the Expert's look one roll deep (EXPERT_ONE_ROLL)."""

    settings = {v: replace(settings_of(Level.EXPERT, v), lookahead=1, budget=0.0) for v in Variant}

    def choose(
        self,
        position: Position,
        dice: tuple[int, int],
        cancel: threading.Event | None = None,
        away: tuple[int, int] | None = None,
    ) -> Turn:
        scored = search.by_settings(position, dice, self.settings[position.variant], cancel)
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
    pairing: tuple[str, str],
    seed: int,
    explore: float = EXPLORE,
    variant: Variant = Variant.LONG,
) -> Iterator[tuple[Position, int]]:
    """Every position before its roll of one seeded game of `variant` between
    `pairing` (White first), with its ply."""
    rng = np.random.default_rng(seed)
    players: list[Player] = [make_player(level, seed + i) for i, level in enumerate(pairing)]
    if rng.random() < explore:
        s = int(rng.integers(2))
        players[s] = StrayingPlayer(players[s], STRAY_CHANCE, STRAY_TEMPERATURE, seed + 7)
    game = Game(variant, SeededDice(seed))
    ply = 0
    while game.result is None:
        position = game.turn_start
        yield position, ply
        dice = game.roll()
        game.play_turn(players[position.side].choose(position, dice))
        ply += 1


def quotas(count: int) -> dict[str, int]:
    """Each phase's share of `count`, in the proportions of SHARES."""
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
    variant: Variant = Variant.LONG,
) -> list[Candidate]:
    """Shard `shard`'s positions of `variant`: up to `count` new ones (keys
    not in `seen`), drawn phase by phase as the module's text says.
    Deterministic in its arguments."""
    want = quotas(count)
    pools: dict[str, dict[bytes, Candidate]] = {k: {} for k in PHASES}
    rng = np.random.default_rng([seed, shard, 1])
    most = max(MIN_GAMES, math.ceil(count * GAMES_PER_POSITION))
    game = 0
    while game < most and any(len(pools[k]) < 2 * want[k] for k in PHASES):
        a, b = pairings[game % len(pairings)]
        if (game // len(pairings)) % 2:
            a, b = b, a
        for position, ply in game_positions((a, b), seed_of(seed, shard, game), explore, variant):
            key = key_of(position)
            if key in seen or exact(position):
                continue
            phase = phase_of(position, ply)
            if key not in pools[phase] and not any(key in p for p in pools.values()):
                pools[phase][key] = Candidate(key, phase, ply, variant)
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
