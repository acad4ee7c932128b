"""Measure how strong one computer player is against another.

    python benchmarks/ai_strength.py --variant backgammon --a expert --b pubeval \
        --games 1000 --seed 1 --jobs 2
    python benchmarks/ai_strength.py --all --games 1000 --jobs 2

Single games (not matches) are played with the engine's `Game`, opening roll
rule included, until one side has borne off everything. Games come in pairs:
both games of a pair use the same dice seed, with A as White in the first and
as Black in the second, so that the luck of the dice partly cancels out (only
partly: the two games soon differ, and then so do the rolls' effects).

`--record FILE` keeps every finished game in FILE (one JSON line each); run
the same command again and it plays only the games still missing, so a long
measurement can be stopped and continued later. The file names its run (the
players, seed, what counts, and fingerprints of the levels' weights and of
their settings), and refuses games of any other.

`--luck` also measures the luck of every roll: how much better it leaves its
player than the average roll would, both played by plain evaluation. Taking
each side's luck off the result leaves its expectation unchanged (luck
averages to zero over the dice, however wrong the evaluation) and removes most
of the dice's noise, so the luck-adjusted figures tell close players apart
in far fewer games; it costs about a second per game.

`--play-for wins` tells the players that only winning the game counts (a
1-point match), as when counting wins against a baseline.

Printed: A's win rate with a 95% Wilson interval, points per game, speed, and
with `--luck` the luck-adjusted win rate and points per game with 95% intervals.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from nardy_desktop.ai.base import Player, RandomPlayer
from nardy_desktop.ai.baselines import HeuristicLongPlayer, PubevalPlayer
from nardy_desktop.ai.levels import LEVELS, Change, Level, changed_settings, parse_change
from nardy_desktop.ai.luck import roll_luck
from nardy_desktop.ai.network import Network, WeightsError
from nardy_desktop.ai.processes import run_tasks
from nardy_desktop.engine import Game, Position, SeededDice, Side, Turn, Variant
from nardy_desktop.strength.gnubg_player import NAMES as GNUBG_SPECS
from nardy_desktop.strength.gnubg_player import GnubgPlayer
from nardy_desktop.strength.networks import network_file

BASELINES = ("random", "pubeval", "heuristic")
SPECS = BASELINES + GNUBG_SPECS + LEVELS

# The match-ups `--all` runs: (variant, A, B).
TABLE: tuple[tuple[Variant, str, str], ...] = (
    (Variant.BACKGAMMON, Level.EXPERT, "pubeval"),
    (Variant.BACKGAMMON, Level.BEGINNER, "random"),
    (Variant.BACKGAMMON, Level.INTERMEDIATE, Level.BEGINNER),
    (Variant.BACKGAMMON, Level.EXPERT, Level.INTERMEDIATE),
    (Variant.BACKGAMMON, Level.CHAMPION, Level.EXPERT),
    (Variant.LONG, Level.EXPERT, "heuristic"),
    (Variant.LONG, Level.EXPERT, "random"),
    (Variant.LONG, Level.BEGINNER, "random"),
    (Variant.LONG, Level.INTERMEDIATE, Level.BEGINNER),
    (Variant.LONG, Level.EXPERT, Level.INTERMEDIATE),
    (Variant.LONG, Level.CHAMPION, Level.EXPERT),
)

PROGRESS_EVERY = 100
Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval


class SpecError(ValueError):
    """A player spec that cannot be played in the chosen variant."""


def split_spec(spec: str) -> tuple[str, str | None]:
    """`LEVEL@FILE` names a level playing with the network in FILE (a
    training checkpoint or a kept baseline) instead of the one in use."""
    name, sep, path = spec.partition("@")
    return name, (path if sep else None)


def split_changes(name: str) -> tuple[str, tuple[Change, ...]]:
    """`LEVEL+SETTING=VALUE+...` names a level thinking with some of its
    settings changed (as `expert+lookahead=2+budget=0.5`), so that a new
    search can be measured against the level as it was; SpecError if a
    change is not one of the level's settings."""
    base, *changes = name.split("+")
    if changes and base not in LEVELS:
        raise SpecError(f"only a level has settings to change, not {base!r}")
    try:
        return base, tuple(parse_change(f"{base}.{change}") for change in changes)
    except ValueError as e:
        raise SpecError(f"{name!r}: {e}") from None


def base_name(spec: str) -> str:
    """The player a spec names, without its network and settings changes."""
    return split_changes(split_spec(spec)[0])[0]


def is_level(spec: str) -> bool:
    return base_name(spec) in LEVELS


def check_spec(spec: str, variant: Variant) -> None:
    name, path = split_spec(spec)
    name, _changes = split_changes(name)
    if name not in SPECS:
        raise SpecError(f"unknown player {spec!r}: choose one of {', '.join(SPECS)}")
    if path is not None:
        if name not in LEVELS:
            raise SpecError(f"only a level plays with a network of its own, not {name!r}")
        check_network(path, variant)
    if name == "pubeval" and variant is not Variant.BACKGAMMON:
        raise SpecError("pubeval plays backgammon only; use 'heuristic' for long nardy")
    if name == "heuristic" and variant is not Variant.LONG:
        raise SpecError("heuristic plays long nardy only; use 'pubeval' for backgammon")
    if name in GNUBG_SPECS:
        if variant is not Variant.BACKGAMMON:
            raise SpecError(f"{name} (GNU Backgammon) plays backgammon only")
        from nardy_desktop.strength.gnubg import JudgeError, find_gnubg

        try:
            find_gnubg()
        except JudgeError as e:
            raise SpecError(str(e)) from None


def check_network(path: str, variant: Variant) -> None:
    """SpecError, saying why, unless `path` holds weights of `variant`."""
    try:
        held = network_file(path).variant
    except WeightsError as e:  # unreadable, not weights, unknown variant
        raise SpecError(str(e)) from None
    if held is not variant:
        raise SpecError(f"{path} holds {held.value} weights")


class Tuned:
    """A level that thinks with a network of its own (`LEVEL@FILE`), settings
    of its own (`LEVEL+SETTING=VALUE`), or both: they are swapped in for each
    of its choices and put back after, so that the other player and the luck
    of the rolls are measured with the usual ones."""

    def __init__(
        self, inner: Player, net: Network | None = None, changes: tuple[Change, ...] = ()
    ) -> None:
        self.inner = inner
        self.net = net
        self.changes = changes

    def choose(
        self,
        position: Position,
        dice: tuple[int, int],
        cancel: threading.Event | None = None,
        away: tuple[int, int] | None = None,
    ) -> Turn:
        with changed_settings(self.changes):
            if self.net is None:
                return self.inner.choose(position, dice, cancel=cancel, away=away)
            from nardy_desktop.ai import evaluate

            with evaluate.using_network(self.net):
                return self.inner.choose(position, dice, cancel=cancel, away=away)


def make_player(spec: str, seed: int) -> Player:
    """A fresh player for one game. Levels are imported only when asked for,
    so that the baselines can be measured on their own."""
    name, path = split_spec(spec)
    name, changes = split_changes(name)
    if name == "random":
        return RandomPlayer(seed)
    if name == "pubeval":
        return PubevalPlayer(seed)
    if name == "heuristic":
        return HeuristicLongPlayer(seed)
    if name in GNUBG_SPECS:
        from nardy_desktop.strength.gnubg import find_gnubg

        return GnubgPlayer(int(name[-1]), find_gnubg())
    if name in LEVELS:
        from nardy_desktop.ai.players import player_for_level

        player = player_for_level(name, seed=seed)
        if path is None and not changes:
            return player
        return Tuned(player, None if path is None else network_file(path), changes)
    raise SpecError(f"unknown player {spec!r}")


def levels_missing() -> str | None:
    """Why the levels cannot be built (None when they can), so that the
    baselines stay measurable while the levels are being written."""
    try:
        from nardy_desktop.ai.players import player_for_level
    except ImportError as e:
        return str(e)
    try:
        player_for_level(LEVELS[0], seed=0)
    except Exception as e:  # a broken level should not hide the baselines
        return f"{type(e).__name__}: {e}"
    return None


# ----------------------------------------------------------------------------
# Statistics
# ----------------------------------------------------------------------------


def wilson_interval(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a proportion: unlike the normal
    approximation it stays inside [0, 1] and behaves near 0% and 100%, which
    is where the interesting match-ups (a level against a weak baseline) sit."""
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


# ----------------------------------------------------------------------------
# Playing
# ----------------------------------------------------------------------------


@dataclass(frozen=True)
class GameOutcome:
    index: int
    a_white: bool
    a_won: bool
    points: int  # what the winner scored (1, 2 or 3)
    turns: int
    # With --luck: how much A's dice helped A over the game, in A's winning
    # chance and in points (the other side's good rolls count against A).
    luck_wins: float | None = None
    luck_points: float | None = None

    @property
    def a_net(self) -> int:
        """A's points from this game: won minus lost."""
        return self.points if self.a_won else -self.points


def game_seed(base_seed: int, pair: int) -> int:
    """The dice seed of a pair of games, distinct for every (base, pair)."""
    return base_seed * 1_000_003 + pair


def start_game(
    variant: Variant, spec_a: str, spec_b: str, base_seed: int, index: int
) -> tuple[Game, Side, Player, Player]:
    """Game `index` of a run before its first roll, with A's side and the
    two players: pair index // 2 shares its seeded dice, A is White in the
    even game."""
    pair, second = divmod(index, 2)
    seed = game_seed(base_seed, pair)
    # Players' own randomness differs by colour so that a mirrored game is
    # not simply the same game again when the dice happen to coincide.
    a = make_player(spec_a, seed * 4 + 2 * second)
    b = make_player(spec_b, seed * 4 + 2 * second + 1)
    a_side = Side.BLACK if second else Side.WHITE
    return Game(variant, SeededDice(seed)), a_side, a, b


def play_game(
    variant: Variant,
    spec_a: str,
    spec_b: str,
    base_seed: int,
    index: int,
    wins: bool = False,
    luck: bool = False,
) -> GameOutcome:
    """Game `index` of a run: pair index // 2, A is White in the even game.
    `wins`: the players are told that only winning counts (a 1-point match),
    else that each game is scored in points. `luck`: measure the luck of
    every roll (see roll_luck)."""
    game, a_side, a, b = start_game(variant, spec_a, spec_b, base_seed, index)
    a_white = a_side is Side.WHITE
    white, black = (a, b) if a_white else (b, a)
    turns = 0
    luck_wins = luck_points = 0.0
    while game.result is None:
        dice = game.roll()
        player = white if game.side_to_move is Side.WHITE else black
        if luck:
            sign = 1.0 if game.side_to_move is a_side else -1.0
            lw, lp = roll_luck(game.turn_start, dice, opening=turns == 0)
            luck_wins += sign * lw
            luck_points += sign * lp
        game.play_turn(player.choose(game.turn_start, dice, away=(1, 1) if wins else None))
        turns += 1
    won = game.result.winner is a_side
    if not luck:
        return GameOutcome(index, a_white, won, game.result.points, turns)
    return GameOutcome(index, a_white, won, game.result.points, turns, luck_wins, luck_points)


_loaded: dict[tuple[str, int, int], Network] = {}


def use_network(path: str | Path | None) -> None:
    """Make the levels play with the weights in `path` (a training checkpoint)
    instead of the shipped ones (None changes nothing); a file is read once
    per process until it changes, and put in use again on every call,
    whatever was put in use since."""
    if not path:
        return
    from nardy_desktop.ai.evaluate import set_network

    stat = os.stat(path)
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    net = _loaded.get(key)
    if net is None:
        net = _loaded[key] = Network.load(path)
    set_network(net)


def _play_task(args: tuple[str, str, str, int, int, bool, str | None, bool]) -> GameOutcome:
    variant, spec_a, spec_b, base_seed, index, wins, network, luck = args
    use_network(network)
    return play_game(Variant(variant), spec_a, spec_b, base_seed, index, wins, luck)


def play_games(
    variant: Variant,
    spec_a: str,
    spec_b: str,
    games: int,
    seed: int,
    jobs: int,
    wins: bool = False,
    network: str | None = None,
    skip: frozenset[int] = frozenset(),
    luck: bool = False,
) -> Iterator[GameOutcome]:
    """Outcomes in the order they finish (several processes when jobs > 1),
    leaving out the games numbered in `skip`."""
    tasks = [
        (variant.value, spec_a, spec_b, seed, i, wins, network, luck)
        for i in range(games)
        if i not in skip
    ]
    if jobs <= 1:
        for t in tasks:
            yield _play_task(t)
        return
    ctx = multiprocessing.get_context("spawn" if sys.platform == "win32" else "fork")
    for _index, outcome in run_tasks(ctx, _play_task, tasks, jobs):
        yield outcome


def weights_digest(variant: Variant, network: str | None) -> str:
    """A short fingerprint of the weights the levels play with."""
    import hashlib

    from nardy_desktop.ai.weights import resource_file

    path = Path(network) if network else resource_file(f"{variant.value}.npz")
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


# Settings added after records were kept, at the value that plays as before
# they existed: left out of the fingerprint, so that those records still match.
_NEUTRAL: dict[str, object] = {"deep_work": 0}


def settings_digest(variant: Variant, specs: tuple[str, ...]) -> str:
    """A short fingerprint of how the levels among `specs` think in `variant`
    (their settings before a spec's own changes, which its text names)."""
    import hashlib
    from dataclasses import asdict

    from nardy_desktop.ai.levels import settings_of

    names = sorted({base_name(s) for s in specs if is_level(s)})
    table = {
        n: {
            k: v
            for k, v in asdict(settings_of(n, variant)).items()
            if k not in _NEUTRAL or _NEUTRAL[k] != v
        }
        for n in names
    }
    return hashlib.sha256(json.dumps(table, sort_keys=True).encode()).hexdigest()[:16]


class RecordError(ValueError):
    """A record file that belongs to another run or cannot be used."""


def read_record(path: Path) -> tuple[dict | None, dict[int, GameOutcome]]:
    """The run a record file names (None for a missing or empty file) and its
    finished games by index. A line cut short by a stop mid-write is skipped."""
    try:
        text = path.read_text(encoding="utf-8") if path.exists() else ""
    except (OSError, UnicodeDecodeError) as e:
        raise RecordError(f"cannot read {path}: {e}") from e
    lines = text.splitlines()
    if not lines:
        return None, {}
    try:
        head = json.loads(lines[0])
    except json.JSONDecodeError as e:
        raise RecordError(f"{path} is not a record of games") from e
    if not isinstance(head, dict):
        raise RecordError(f"{path} is not a record of games")
    outcomes: dict[int, GameOutcome] = {}
    for line in lines[1:]:
        try:
            o = GameOutcome(**json.loads(line))
        except (json.JSONDecodeError, TypeError):
            continue
        outcomes[o.index] = o
    return head, outcomes


class Record:
    """Finished games of one run kept in a file, so that the run can continue
    after a stop. The first line names the run; each further line is a game.
    A line cut short by a stop mid-write is ignored (that game is replayed)."""

    def __init__(self, path: Path, run: dict) -> None:
        head, self.outcomes = read_record(path)
        if head is not None and head != run:
            raise RecordError(f"{path} records another run: {head}")
        try:
            self._file = path.open("a", encoding="utf-8")
            if head is not None and not path.read_bytes().endswith(b"\n"):
                self._file.write("\n")  # end the line a stop cut short
            if head is None:
                self._file.write(json.dumps(run) + "\n")
                self._file.flush()
        except OSError as e:
            raise RecordError(f"cannot write {path}: {e}") from e

    def add(self, o: GameOutcome) -> None:
        fields = {k: v for k, v in o.__dict__.items() if v is not None}
        self._file.write(json.dumps(fields) + "\n")
        self._file.flush()

    def close(self) -> None:
        self._file.close()


@dataclass
class Tally:
    games: int = 0
    a_wins: int = 0
    a_points: int = 0
    b_points: int = 0
    a_white_wins: int = 0
    a_white_games: int = 0
    a_big_wins: int = 0  # mars / gammon / backgammon
    b_big_wins: int = 0
    turns: int = 0
    seconds: float = 0.0
    played: int = 0  # of `games`, those played in this run (not taken from a record)
    # Game index -> (A's win, A's net points), each less A's luck; see roll_luck.
    adjusted: dict[int, tuple[float, float]] = field(default_factory=dict)
    unmeasured: int = 0  # games without a luck measure

    def add(self, o: GameOutcome) -> None:
        self.games += 1
        if o.luck_wins is None or o.luck_points is None:
            self.unmeasured += 1
        else:
            self.adjusted[o.index] = (o.a_won - o.luck_wins, o.a_net - o.luck_points)
        self.turns += o.turns
        if o.a_white:
            self.a_white_games += 1
            self.a_white_wins += o.a_won
        if o.a_won:
            self.a_wins += 1
            self.a_points += o.points
            self.a_big_wins += o.points > 1
        else:
            self.b_points += o.points
            self.b_big_wins += o.points > 1

    @property
    def win_rate(self) -> float:
        return self.a_wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.a_wins, self.games)

    @property
    def net_points(self) -> float:
        """A's average points per game, won minus lost."""
        return (self.a_points - self.b_points) / self.games if self.games else 0.0

    def luck_adjusted(self) -> tuple[float, float, float, float] | None:
        """A's luck-adjusted win rate and net points per game, each with the
        half-width of its 95% interval; None unless every game was measured.
        The two games of a pair share their dice, so the interval is computed
        over pairs (a game whose partner is missing counts alone)."""
        if self.unmeasured or len(self.adjusted) < 2:
            return None
        import numpy as np

        units: dict[int, list[tuple[float, float]]] = {}
        for i, v in self.adjusted.items():
            units.setdefault(i // 2, []).append(v)
        means = np.array([np.mean(u, axis=0) for u in units.values()])
        sizes = np.array([len(u) for u in units.values()], dtype=float)
        centre = (means * sizes[:, None]).sum(axis=0) / sizes.sum()
        spread = np.sqrt((sizes[:, None] ** 2 * (means - centre) ** 2).sum(axis=0)) / sizes.sum()
        half = Z95 * spread * math.sqrt(len(units) / max(len(units) - 1, 1))
        return float(centre[0]), float(half[0]), float(centre[1]), float(half[1])

    @property
    def speed(self) -> float:
        return self.played / self.seconds if self.seconds else 0.0


def run(
    variant: Variant,
    spec_a: str,
    spec_b: str,
    games: int,
    seed: int,
    jobs: int,
    progress: Callable[[str], None] | None = print,
    wins: bool = False,
    progress_every: int = PROGRESS_EVERY,
    network: str | None = None,
    record: Record | None = None,
    luck: bool = False,
) -> Tally:
    """Play the games (those not already in `record`) and count them all.
    The speed is that of the games played now."""
    check_spec(spec_a, variant)
    check_spec(spec_b, variant)
    tally = Tally()
    done = {i: o for i, o in (record.outcomes.items() if record else ()) if i < games}
    for o in done.values():
        tally.add(o)
    start = time.perf_counter()
    outcomes = play_games(
        variant, spec_a, spec_b, games, seed, jobs, wins, network, skip=frozenset(done), luck=luck
    )
    for outcome in outcomes:
        tally.add(outcome)
        tally.played += 1
        if record is not None:
            record.add(outcome)
        if progress is not None and tally.games % progress_every == 0 and tally.games < games:
            tally.seconds = time.perf_counter() - start
            lo, hi = tally.interval
            progress(
                f"  {tally.games}/{games} games: A {100 * tally.win_rate:.1f}% "
                f"[{100 * lo:.1f}, {100 * hi:.1f}], {tally.speed:.2f} games/s"
            )
    tally.seconds = time.perf_counter() - start
    return tally


def summary(variant: Variant, spec_a: str, spec_b: str, t: Tally) -> str:
    lo, hi = t.interval
    big = {Variant.LONG: "mars", Variant.BACKGAMMON: "gammons+"}[variant]
    white = 100 * t.a_white_wins / t.a_white_games if t.a_white_games else 0.0
    lines = [
        f"{variant.value}: A={spec_a} vs B={spec_b}, {t.games} games",
        f"  A wins {t.a_wins}/{t.games} = {100 * t.win_rate:.1f}% "
        f"(95% Wilson CI {100 * lo:.1f}% .. {100 * hi:.1f}%); as White {white:.1f}%",
        f"  points per game: A {t.a_points / t.games:.3f}, B {t.b_points / t.games:.3f}, "
        f"net {t.net_points:+.3f} for A; {big}: A {t.a_big_wins}, B {t.b_big_wins}",
        f"  {t.speed:.2f} games/s ({t.seconds:.1f} s, {t.turns / t.games:.1f} turns/game)",
    ]
    adjusted = t.luck_adjusted()
    if adjusted is not None:
        win, win_half, net, net_half = adjusted
        lines.insert(
            3,
            f"  luck-adjusted: A wins {100 * win:.1f}% ± {100 * win_half:.1f}, "
            f"net {net:+.3f} ± {net_half:.3f} points per game for A (95%)",
        )
    return "\n".join(lines)


def table_row(variant: Variant, spec_a: str, spec_b: str, t: Tally) -> str:
    lo, hi = t.interval
    return (
        f"| {variant.value} | {spec_a} | {spec_b} | {t.games} | {100 * t.win_rate:.1f}% "
        f"| {100 * lo:.1f}–{100 * hi:.1f}% | {t.net_points:+.3f} | {t.speed:.2f} |"
    )


TABLE_HEAD = (
    "| variant | A | B | games | A wins | 95% CI | A net pts/game | games/s |\n"
    "|---|---|---|---:|---:|---|---:|---:|"
)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", choices=[v.value for v in Variant], default="backgammon")
    parser.add_argument(
        "--a",
        default=Level.EXPERT.value,
        help=f"player A: {', '.join(SPECS)}; LEVEL@FILE plays a level with the network in"
        " FILE, LEVEL+SETTING=VALUE with a setting changed (as expert+lookahead=2)",
    )
    parser.add_argument("--b", default="pubeval", help=f"player B: {', '.join(SPECS)}")
    parser.add_argument("--games", type=int, default=1000, help="games per match-up")
    parser.add_argument("--seed", type=int, default=1, help="base dice seed")
    parser.add_argument(
        "--jobs", type=int, default=1, help=f"processes to use (this machine has {os.cpu_count()})"
    )
    parser.add_argument("--all", action="store_true", help="run every target match-up")
    parser.add_argument(
        "--progress-every",
        type=int,
        default=PROGRESS_EVERY,
        help="print the standing every this many games",
    )
    parser.add_argument(
        "--play-for",
        choices=("points", "wins"),
        default="points",
        help="what the players are told counts: points per game (gammons and mars"
        " count double), or only winning the game (a 1-point match)",
    )
    parser.add_argument(
        "--network",
        metavar="FILE",
        help="weights for the levels instead of the shipped ones (a training checkpoint"
        " of the chosen variant)",
    )
    parser.add_argument(
        "--luck",
        action="store_true",
        help="also measure the luck of every roll and print results adjusted for it:"
        " the same expectation with much less noise, so that close match-ups are"
        " told apart in fewer games (about 1 s more per game)",
    )
    parser.add_argument(
        "--record",
        metavar="FILE",
        help="keep finished games in FILE and, when it already holds some of this run's"
        " games, play only the missing ones",
    )
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")

    if args.network:
        if args.all:
            parser.error("--network holds one variant's weights: it cannot go with --all")
        try:
            check_network(args.network, Variant(args.variant))
        except SpecError as e:
            parser.error(str(e))

    matchups = TABLE if args.all else ((Variant(args.variant), args.a, args.b),)
    for variant, a, b in matchups:
        try:
            check_spec(a, variant)
            check_spec(b, variant)
        except SpecError as e:
            parser.error(str(e))
    needs_levels = any(is_level(spec) for _, a, b in matchups for spec in (a, b))
    missing = levels_missing() if needs_levels else None
    if missing and not args.all:
        parser.error(f"the levels cannot be built yet: {missing}")
    if missing:
        print(f"the levels cannot be built yet ({missing}): their match-ups are skipped")
        matchups = tuple(m for m in matchups if not is_level(m[1]) and not is_level(m[2]))

    record = None
    if args.record:
        if args.all:
            parser.error("--record keeps one match-up: it cannot go with --all")
        variant, a, b = matchups[0]
        the_run = {
            "variant": variant.value,
            "a": a,
            "b": b,
            "seed": args.seed,
            "play_for": args.play_for,
            "network": args.network,
        }
        if args.luck:
            the_run["luck"] = True
        if is_level(a) or is_level(b):
            # Games played with other weights or settings are another run.
            the_run["weights"] = weights_digest(variant, args.network)
            the_run["settings"] = settings_digest(variant, (a, b))
        try:
            record = Record(Path(args.record), the_run)
        except RecordError as e:
            parser.error(str(e))
        if record.outcomes:
            print(f"{len(record.outcomes)} games already in {args.record}", flush=True)

    rows = []
    try:
        for variant, a, b in matchups:
            print(
                f"{variant.value}: {a} vs {b}, {args.games} games, seed {args.seed},"
                f" playing for {args.play_for}",
                flush=True,
            )
            tally = run(
                variant,
                a,
                b,
                args.games,
                args.seed,
                args.jobs,
                progress=lambda s: print(s, flush=True),
                wins=args.play_for == "wins",
                progress_every=max(1, args.progress_every),
                network=args.network,
                record=record,
                luck=args.luck,
            )
            print(summary(variant, a, b, tally), flush=True)
            rows.append(table_row(variant, a, b, tally))
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    finally:
        if record is not None:
            record.close()
    if args.all:
        print()
        print(TABLE_HEAD)
        print("\n".join(rows))
    return 0
