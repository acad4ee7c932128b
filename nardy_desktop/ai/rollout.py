"""Monte Carlo rollouts: a position, or each candidate turn of a roll, played out many times.

A rollout plays N games ("trials") from each candidate to the end with a fast
player (by default the Intermediate level: the best turn by plain evaluation,
`search.ply0`) and averages the results, from the point of view of one side:
the side to move of a position rolled out before its roll, or the side that
played the candidate turns. Results are points for a single game (a single
win 1, mars or gammon 2, backgammon 3, as the engine's `WinKind` scores them),
with the chances of winning and of the larger wins and losses. There is no
game of long nardy for GNU Backgammon to judge, so rollouts are the yardstick
for the levels and the game analysis.

The noise of the dice is kept down three ways, none of which moves the
expectation:

- Common random numbers: trial i of every candidate is played with the same
  dice stream (and the same seed for a player that draws lots), so the
  difference between two candidates is measured far more precisely than
  either alone (`RolloutResult.difference`).
- Luck adjustment (a control variate): the luck of every roll of a trial (see
  `luck.py`; zero on average whatever the evaluation's errors) is summed from
  the candidate's side and taken off its result. Both the raw and the
  adjusted figures are kept.
- Stratified first rolls: within each block of 36 trials the first
  `stratify` rolls each take every one of the 36 dice outcomes once, in an
  order shuffled independently per roll (a Latin hypercube), so that the
  first rolls' luck evens out over a block. Each trial's dice are still
  uniformly random, so any N is fair; the standard errors are computed as
  for independent trials and so slightly overstate the noise.

A trial also stops early, with the evaluation of the position reached in
place of the game's end: once both sides are bearing off (the bear-off
tables then give the exact chances, `stop_at_bearoff`), once contact is over
(`stop_in_race`, scored by the network, as evaluate.py and encoding.py
define a race), or after `truncate_plies` plies.

With the plain network playing (the default), the trials are played in
lockstep (rollout_lockstep.py, where `plays_in_lockstep` says when): the
same games, many at once, ten times as fast or more; any other player plays
one game at a time through the engine, here.

Each trial depends only on the seed and its number, so a rollout gives the
same figures in one process or several (`jobs`). Worker processes are started
with 'forkserver' (or 'spawn' where there is none), never a bare fork, which
is unsafe in a process running Qt. They inherit this process's environment,
in which importing `nardy_desktop.ai` has already kept numpy to one thread.
"""

from __future__ import annotations

import math
import pickle
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import numpy as np

from nardy_desktop.ai.base import Cancelled, Player
from nardy_desktop.ai.encoding import _contact, flip_views, wide_view
from nardy_desktop.ai.evaluate import _home_only, evaluate_views, network, set_network
from nardy_desktop.ai.levels import Level, parse_level
from nardy_desktop.ai.luck import is_opening, luck_table, roll_index
from nardy_desktop.ai.network import Network, equity, flip_outputs
from nardy_desktop.ai.rollout_dice import STRATA, TrialDice
from nardy_desktop.ai.rollout_lockstep import LockstepTrials, blocks
from nardy_desktop.engine import Position, Side, Turn, Variant, legal_turns

if TYPE_CHECKING:
    from multiprocessing.context import ForkServerContext, SpawnContext

PlayerFactory = Callable[[int], Player]
"""Makes a fresh player from a seed; a module-level function when jobs > 1."""
Progress = Callable[[int, int], None]
"""Called with (trials done, trials in all) as the rollout goes on."""

_LUCK_CACHE_SIZE = 20_000


@dataclass(frozen=True)
class RolloutSettings:
    """How a rollout is played. `player`: a level name (see levels.py) or a
    factory of players from a seed. `luck`: measure the luck of every roll
    (about ten times the cost of playing the turns with the default player,
    and usually worth it). `stratify`: how many first rolls are stratified
    over the 36 dice outcomes. `lockstep`: play the trials in lockstep
    (see `plays_in_lockstep`): None where that is the faster way, True
    wherever it can serve, False never (the engine's game-at-a-time play).
    `precise`: score the lockstep's network in float64 (else in float32,
    see rollout_lockstep.py)."""

    trials: int = 432
    seed: int = 1
    player: str | PlayerFactory = Level.INTERMEDIATE
    luck: bool = True
    stratify: int = 2
    truncate_plies: int | None = None
    stop_at_bearoff: bool = True
    stop_in_race: bool = False
    jobs: int = 1
    lockstep: bool | None = None
    precise: bool = False

    def __post_init__(self) -> None:
        if self.trials < 1:
            raise ValueError(f"a rollout needs at least 1 trial, got {self.trials}")
        if self.jobs < 1:
            raise ValueError(f"a rollout needs at least 1 process, got {self.jobs}")
        if self.stratify < 0:
            raise ValueError(f"stratify counts rolls and cannot be negative, got {self.stratify}")
        if self.truncate_plies is not None and self.truncate_plies < 0:
            raise ValueError(f"truncate_plies cannot be negative, got {self.truncate_plies}")
        if isinstance(self.player, str):
            parse_level(self.player)
        elif not callable(self.player):
            raise ValueError("player must be a level name or a function making a player")


@dataclass(frozen=True)
class Estimate:
    """A mean over the trials and its standard error (NaN for one trial)."""

    mean: float
    se: float

    def __str__(self) -> str:
        return f"{self.mean:+.3f} ± {self.se:.3f}"


def _estimate(x: np.ndarray) -> Estimate:
    n = len(x)
    se = float(np.std(x, ddof=1) / math.sqrt(n)) if n > 1 else math.nan
    return Estimate(float(np.mean(x)), se)


@dataclass(frozen=True)
class CandidateRollout:
    """One candidate's figures, from the rollout's side. `win_big`: wins by a
    mars or a gammon or more; `win_backgammon`: by a backgammon (always 0 in
    long nardy); the same for losses."""

    start: Position
    turn: Turn | None
    points: Estimate
    adjusted_points: Estimate
    win: Estimate
    adjusted_win: Estimate
    win_big: float
    win_backgammon: float
    lose_big: float
    lose_backgammon: float
    plies: float  # the mean number of plies a trial played
    # Every output (see network.py: win, the larger wins, the larger losses)
    # at the trials' ends, with its standard error; not luck-adjusted.
    chances: tuple[Estimate, ...] = ()


@dataclass(frozen=True, eq=False)
class RolloutResult:
    """Every candidate's figures, and each trial's points (trials x
    candidates) with the luck of its rolls, both for `side`."""

    side: Side
    settings: RolloutSettings
    candidates: tuple[CandidateRollout, ...]
    points: np.ndarray
    luck: np.ndarray

    def difference(self, a: int, b: int, adjusted: bool = True) -> Estimate:
        """Candidate a's points less candidate b's, trial by trial: with the
        same dice for both, the noise they share cancels out."""
        d = self.points[:, a] - self.points[:, b]
        if adjusted:
            d = d - (self.luck[:, a] - self.luck[:, b])
        return _estimate(d)

    def order(self, adjusted: bool = True) -> list[int]:
        """Candidates from the best to the worst by mean points."""
        key = "adjusted_points" if adjusted else "points"
        return sorted(
            range(len(self.candidates)), key=lambda i: -getattr(self.candidates[i], key).mean
        )


# ----------------------------------------------------------------------------
# Playing the trials
# ----------------------------------------------------------------------------


@dataclass(frozen=True)
class _Job:
    """What every trial needs: the candidates' starting positions, the side
    whose results count, the settings, and for worker processes the network
    this process evaluates with (it may not be the shipped one, see
    evaluate.set_network)."""

    starts: tuple[Position, ...]
    side: Side
    settings: RolloutSettings
    network: Network | None = None

    @property
    def variant(self) -> Variant:
        return self.starts[0].variant


def _make_player(settings: RolloutSettings, seed: int) -> Player:
    if isinstance(settings.player, str):
        from nardy_desktop.ai.players import player_for_level

        return player_for_level(settings.player, seed=seed)
    return settings.player(seed)


def _stops(position: Position, plies: int, settings: RolloutSettings) -> bool:
    """Whether a trial ends here and takes the evaluation of `position`."""
    if position.winner is not None:
        return True
    if settings.truncate_plies is not None and plies >= settings.truncate_plies:
        return True
    if not (settings.stop_at_bearoff or settings.stop_in_race):
        return False
    v = np.array([wide_view(position)])
    if settings.stop_at_bearoff and bool(
        (_home_only(v) & _home_only(flip_views(v, position.variant)))[0]
    ):
        return True
    return settings.stop_in_race and not _contact(v, position.variant)[0]


class _Trials:
    """Plays trials of one job; keeps the luck of positions met again (every
    trial of a candidate starts from the same one)."""

    def __init__(self, job: _Job) -> None:
        self.job = job
        self._luck: dict[tuple[Position, bool], tuple[np.ndarray, np.ndarray]] = {}

    def _luck_of(self, position: Position, opening: bool) -> tuple[np.ndarray, np.ndarray]:
        key = (position, opening)
        hit = self._luck.get(key)
        if hit is None:
            if len(self._luck) >= _LUCK_CACHE_SIZE:
                self._luck.clear()
            hit = self._luck[key] = luck_table(position, opening)
        return hit

    def play(
        self, trial: int, cancel: threading.Event | None = None
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Trial `trial` of every candidate: the outputs (see network.py) at
        its end, the luck summed over its rolls as (win, points), and the
        plies played, all for the job's side."""
        job, settings = self.job, self.job.settings
        dice = TrialDice(settings.seed, trial, settings.stratify)
        ends: list[Position] = []
        luck = np.zeros((len(job.starts), 2))
        plies = np.zeros(len(job.starts), dtype=np.int64)
        for c, start in enumerate(job.starts):
            player = _make_player(settings, settings.seed * 1_000_003 + trial)
            pos, k = start, 0
            while not _stops(pos, k, settings):
                if cancel is not None and cancel.is_set():
                    raise Cancelled()
                opening = k == 0 and is_opening(pos)
                roll = dice.roll(k, opening)
                if settings.luck:
                    win, eq = self._luck_of(pos, opening)
                    sign = 1.0 if pos.side is job.side else -1.0
                    r = roll_index(roll)
                    luck[c] += sign * win[r], sign * eq[r]
                pos = player.choose(pos, roll, cancel).result
                k += 1
            ends.append(pos)
            plies[c] = k
        y = evaluate_views(np.array([wide_view(p) for p in ends]), job.variant)
        theirs = np.array([p.side is not job.side for p in ends])
        y[theirs] = flip_outputs(y[theirs], job.variant)
        return y, luck, plies


Trial = tuple[np.ndarray, np.ndarray, np.ndarray]
"""One trial of every candidate: outputs at its end, luck (win, points), plies."""


def plays_in_lockstep(settings: RolloutSettings) -> bool:
    """Whether a rollout with `settings` plays its trials in lockstep
    (rollout_lockstep.py), with the same figures trial by trial and, with
    the compiled turn generation of the `train` extra, ten times as fast or
    more. It can serve where the player is the plain network's 0-ply choice
    (the Intermediate level); other players (a deeper level, a player of
    the caller's own) play one game at a time through the engine, and so
    does every rollout of a program without numba unless asked otherwise,
    as the plain-Python turn generation is slower than the engine's."""
    from nardy_desktop.ai import fastplay

    if settings.lockstep is False:
        return False
    if settings.lockstep is None and not fastplay.COMPILED:
        return False
    return isinstance(settings.player, str) and parse_level(settings.player) is Level.INTERMEDIATE


def _lockstep_trials(job: _Job) -> LockstepTrials:
    net = job.network if job.network is not None else network(job.variant)
    return LockstepTrials(job.starts, job.side, job.settings, net)


def _play_range(
    trials: _Trials | LockstepTrials,
    first: int,
    last: int,
    cancel: threading.Event | None = None,
) -> tuple[int, list[Trial]]:
    if isinstance(trials, LockstepTrials):
        y, luck, plies = trials.play(first, last, cancel)
        return first, [(y[i], luck[i], plies[i]) for i in range(last - first)]
    return first, [trials.play(i, cancel) for i in range(first, last)]


def _ranges(job: _Job, jobs: int) -> list[tuple[int, int]]:
    """The trials in the ranges played as one task: lockstep's blocks (the
    same in any number of processes, so the figures are too), else small
    ones for steady progress and a fair share of the work."""
    trials = job.settings.trials
    if plays_in_lockstep(job.settings):
        return blocks(trials, len(job.starts), job.settings.luck)
    size = max(1, min(8, trials // (4 * jobs)))
    return [(i, min(i + size, trials)) for i in range(0, trials, size)]


# Worker processes: the job arrives once, with the process; tasks are ranges of trials.
_worker: _Trials | LockstepTrials | None = None


def _worker_start(job: _Job) -> None:
    global _worker
    if job.network is not None:
        set_network(job.network)
    _worker = _lockstep_trials(job) if plays_in_lockstep(job.settings) else _Trials(job)


def _worker_run(chunk: tuple[int, int]) -> tuple[int, list[Trial]]:
    assert _worker is not None, "the worker was not started with a job"
    first, last = chunk
    return _play_range(_worker, first, last)


def _context() -> ForkServerContext | SpawnContext:
    """A start method that is safe in a process running Qt's threads: a fork
    server where there is one (its workers start with the tables it has
    loaded, see rollout_server.py), else a fresh interpreter per worker.
    Worker processes are imported only here: a rollout in one process (the
    window's) needs none of them, and the frozen game leaves them out."""
    import multiprocessing

    if "forkserver" not in multiprocessing.get_all_start_methods():
        return multiprocessing.get_context("spawn")
    ctx = multiprocessing.get_context("forkserver")
    # '__main__' as by default, so that a player defined in the main script is found.
    ctx.set_forkserver_preload(["__main__", "nardy_desktop.ai.rollout_server"])
    return ctx


def _run_in_processes(
    job: _Job, cancel: threading.Event | None, progress: Progress | None
) -> list[tuple[np.ndarray, np.ndarray, np.ndarray]]:
    total = job.settings.trials
    job = replace(job, network=network(job.variant))
    try:
        pickle.dumps(job)
    except (pickle.PicklingError, AttributeError, TypeError) as e:
        raise ValueError(
            f"the player cannot be sent to other processes ({e}): give a level name or a "
            "module-level function, or use jobs=1"
        ) from e
    from nardy_desktop.ai.processes import run_tasks

    done: dict[int, list[Trial]] = {}
    count = 0
    chunks = _ranges(job, job.settings.jobs)
    jobs = min(job.settings.jobs, len(chunks))
    for _index, (first, part) in run_tasks(
        _context(), _worker_run, chunks, jobs, _worker_start, (job,), cancel
    ):
        done[first] = part
        count += len(part)
        if progress is not None:
            progress(count, total)
    return [t for first in sorted(done) for t in done[first]]


def _run(
    job: _Job, cancel: threading.Event | None, progress: Progress | None
) -> list[tuple[np.ndarray, np.ndarray, np.ndarray]]:
    total = job.settings.trials
    if job.settings.jobs > 1 and total > 1:
        return _run_in_processes(job, cancel, progress)
    trials = _lockstep_trials(job) if plays_in_lockstep(job.settings) else _Trials(job)
    out: list[Trial] = []
    for first, last in _ranges(job, 1):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        out.extend(_play_range(trials, first, last, cancel)[1])
        if progress is not None:
            progress(len(out), total)
    return out


# ----------------------------------------------------------------------------
# What callers use
# ----------------------------------------------------------------------------


def _result(job: _Job, turns: Sequence[Turn | None], played: list[Trial]) -> RolloutResult:
    y = np.stack([t[0] for t in played])  # trials x candidates x outputs
    luck = np.stack([t[1] for t in played])  # trials x candidates x (win, points)
    plies = np.stack([t[2] for t in played])
    variant = job.variant
    points = equity(y, variant)
    big = {Variant.LONG: (1, None, 2, None), Variant.BACKGAMMON: (1, 2, 3, 4)}[variant]
    mean_y = y.mean(axis=0)
    candidates = []
    for c, (start, turn) in enumerate(zip(job.starts, turns, strict=True)):
        share = [float(mean_y[c, k]) if k is not None else 0.0 for k in big]
        candidates.append(
            CandidateRollout(
                start=start,
                turn=turn,
                points=_estimate(points[:, c]),
                adjusted_points=_estimate(points[:, c] - luck[:, c, 1]),
                win=_estimate(y[:, c, 0]),
                adjusted_win=_estimate(y[:, c, 0] - luck[:, c, 0]),
                win_big=share[0],
                win_backgammon=share[1],
                lose_big=share[2],
                lose_backgammon=share[3],
                plies=float(plies[:, c].mean()),
                chances=tuple(_estimate(y[:, c, k]) for k in range(y.shape[2])),
            )
        )
    return RolloutResult(job.side, job.settings, tuple(candidates), points, luck[:, :, 1])


def rollout_position(
    position: Position,
    settings: RolloutSettings | None = None,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> RolloutResult:
    """Roll out `position` before its roll, for its side to move. `cancel`,
    set from another thread, stops the rollout by raising Cancelled."""
    settings = settings if settings is not None else RolloutSettings()
    job = _Job((position,), position.side, settings)
    return _result(job, [None], _run(job, cancel, progress))


def rollout_positions(
    positions: Sequence[Position],
    settings: RolloutSettings | None = None,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> RolloutResult:
    """Roll out each of `positions` before its roll, for its side to move,
    all in one job: trial i of every position meets the same dice, and in
    lockstep every position's games share each ply's matrix products, which
    pays when there are many positions to label. They must all have the
    same side to move (the result's `side`)."""
    settings = settings if settings is not None else RolloutSettings()
    if not positions:
        raise ValueError("no positions to roll out")
    side = positions[0].side
    if any(p.side is not side or p.variant is not positions[0].variant for p in positions):
        raise ValueError("the positions must share their variant and side to move")
    job = _Job(tuple(positions), side, settings)
    return _result(job, [None] * len(positions), _run(job, cancel, progress))


def rollout_turns(
    position: Position,
    turns: Sequence[Turn],
    settings: RolloutSettings | None = None,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> RolloutResult:
    """Roll out each of `turns`, legal turns from `position`, for the side
    that plays them: the candidates of one roll, all played with the same
    dice trial by trial."""
    settings = settings if settings is not None else RolloutSettings()
    if not turns:
        raise ValueError("no turns to roll out")
    legal: dict[tuple[int, int], list[Turn]] = {}
    for t in turns:
        if t.dice not in legal:
            legal[t.dice] = legal_turns(position, t.dice)
        if t not in legal[t.dice]:
            raise ValueError(f"{t.text} with {t.dice[0]}-{t.dice[1]} is not a legal turn here")
    job = _Job(tuple(t.result for t in turns), position.side, settings)
    return _result(job, list(turns), _run(job, cancel, progress))


__all__ = [
    "CandidateRollout",
    "Cancelled",
    "Estimate",
    "PlayerFactory",
    "Progress",
    "RolloutResult",
    "RolloutSettings",
    "STRATA",
    "TrialDice",
    "rollout_position",
    "rollout_positions",
    "rollout_turns",
]
