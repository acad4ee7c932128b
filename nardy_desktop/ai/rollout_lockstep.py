"""Rollout trials in lockstep: every trial of every candidate played one ply at a time together.

`rollout.py` plays a trial as a game through the engine, one turn and one
network call at a time. Here a block of trials of every candidate moves
forward together, as self-play does in `training/lockstep.py`: each ply, the legal
turns and network inputs of all the games come from `fastplay` in one call
and every candidate result of every game is scored in one matrix product.
The player is the plain network's 0-ply choice (the Intermediate level): the
lowest equity for the opponent after the turn, with the bear-off tables'
exact values where both sides are home.

What the trials are stays that of `rollout.py`: trial i of every candidate
meets the same dice (`rollout_dice`, the first rolls stratified); a trial
stops where `rollout.py` stops it (the game's end, the bear-off tables,
contact over, truncation) and takes the same value there; and the luck of
every roll is measured the same way (`luck.luck_table`: each of the 21 rolls
played by the same player, against their average), for all the games of a
ply in one more call, from which the roll dealt is then played.

The first layer may be scored in float32 (`precise=False`): about three
times the speed, with outputs that differ from float64 by about 1e-6, a
thousandth of the standard error of any rollout of practical size (the
tests measure it).

A block's figures depend only on its trials' dice and the network, not on
which process plays it or with which other blocks, so a rollout gives the
same figures in one process or several.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Protocol

import numpy as np

from nardy_desktop.ai import fastplay
from nardy_desktop.ai.base import Cancelled
from nardy_desktop.ai.encoding import _contact, flip_views, wide_view
from nardy_desktop.ai.evaluate import _home_only, evaluate_views
from nardy_desktop.ai.luck import OPENING_WEIGHTS, is_opening
from nardy_desktop.ai.match_equity import scorer
from nardy_desktop.ai.network import OUTPUTS, Network, _sigmoid, consistent, flip_outputs
from nardy_desktop.ai.rollout_dice import DiceColumns
from nardy_desktop.ai.rolls import ROLL_COUNTS, ROLLS
from nardy_desktop.engine import Position, Side

ROLL_WEIGHTS = np.array(ROLL_COUNTS, dtype=np.float64) / 36.0
_ROLLS = np.array(ROLLS, dtype=np.int64)
# The index in ROLLS of dice (a, b) in either order.
_ROLL_INDEX = np.zeros((7, 7), dtype=np.int64)
for _r, (_a, _b) in enumerate(ROLLS):
    _ROLL_INDEX[_a, _b] = _ROLL_INDEX[_b, _a] = _r
# Network rows a ply aims at: a few thousand keep the matrix product efficient
# and the arrays in the processor's cache. With the luck measured, each game
# scores the results of all 21 rolls.
_ROWS = 4096
_RESULTS_PER_ROLL = 20
# Plies at the start of a trial where many games share a position (the start,
# then one of 21 rolls' results), scored once per distinct position.
_SHARED_PLIES = 2
Played = tuple[np.ndarray, np.ndarray, np.ndarray]
"""A block's outputs at each trial's end (trials x candidates x outputs, for
the rollout's side), luck as (win, points) (trials x candidates x 2), plies."""


class TrialRules(Protocol):
    """What the trials need of a rollout's settings (see rollout.RolloutSettings)."""

    @property
    def seed(self) -> int: ...
    @property
    def luck(self) -> bool: ...
    @property
    def stratify(self) -> int: ...
    @property
    def truncate_plies(self) -> int | None: ...
    @property
    def stop_at_bearoff(self) -> bool: ...
    @property
    def stop_in_race(self) -> bool: ...
    @property
    def precise(self) -> bool: ...


def block_trials(candidates: int, luck: bool) -> int:
    """How many trials (of every candidate) make one block played in lockstep."""
    per_game = _RESULTS_PER_ROLL * (len(ROLLS) if luck else 1)
    return max(1, _ROWS // (per_game * candidates))


def blocks(trials: int, candidates: int, luck: bool) -> list[tuple[int, int]]:
    """The trials as ranges [first, last), each played in lockstep: at
    least 8 of them where they stay a quarter full or more, for the
    processes to share evenly, whatever their number (which the figures
    must not depend on)."""
    most = block_trials(candidates, luck)
    size = max(1, min(most, max(-(-trials // 8), most // 4)))
    return [(i, min(i + size, trials)) for i in range(0, trials, size)]


@fastplay.njit(cache=True, fastmath=True, error_model="numpy")
def _hidden_from_parents(  # pragma: no cover (compiled)
    xs: np.ndarray,
    owner: np.ndarray,
    xp: np.ndarray,
    hp: np.ndarray,
    w1: np.ndarray,
    out: np.ndarray,
) -> None:
    """out[r] = hp[g] + (xs[r] - xp[g]) @ w1 for g = owner[r], touching
    only the inputs that differ: a turn changes about 27 of 250."""
    n, m = xs.shape
    hidden = w1.shape[1]
    idx = np.empty(m, np.int64)
    val = np.empty(m, np.float32)
    acc = np.empty(hidden, np.float32)
    for r in range(n):
        g = owner[r]
        c = 0
        for i in range(m):
            dv = xs[r, i] - xp[g, i]
            if dv != 0.0:
                idx[c] = i
                val[c] = dv
                c += 1
        for j in range(hidden):
            acc[j] = hp[g, j]
        for t in range(c):
            v = val[t]
            k = idx[t]
            for j in range(hidden):
                acc[j] += v * w1[k, j]
        for j in range(hidden):
            out[r, j] = acc[j]


class SinglePrecision:
    """`net`'s forward pass in float32, about 2.5 times as fast as float64's.
    The hidden layer's sigmoid is written as tanh (sigmoid(z) = (1 +
    tanh(z / 2)) / 2, the halves folded into the weights): one pass over the
    hidden units instead of five."""

    def __init__(self, net: Network) -> None:
        f = np.float32
        self.w1 = np.ascontiguousarray((0.5 * net.w1).T, dtype=f)  # inputs x hidden
        self.b1 = (0.5 * net.b1).astype(f)
        self.w2 = np.ascontiguousarray((0.5 * net.w2).T, dtype=f)  # hidden x outputs
        self.b2 = (net.b2 + 0.5 * net.w2.sum(axis=1)).astype(f)

    def forward(self, x: np.ndarray) -> np.ndarray:
        """Outputs (float64) for a batch of inputs, as Network.forward."""
        return self._rest(x.astype(np.float32) @ self.w1)

    def forward_from(self, x: np.ndarray, owner: np.ndarray, parents: np.ndarray) -> np.ndarray:
        """`forward`, each row's first layer computed from that of a
        near row of `parents` (row owner[r]; the position before the turn,
        seen from the side to move after it) plus the few inputs that
        differ: about a third of the time of the whole product."""
        hp = parents.astype(np.float32) @ self.w1
        h = np.empty((len(x), self.w1.shape[1]), dtype=np.float32)
        _hidden_from_parents(x, owner, parents, hp, self.w1, h)
        return self._rest(h)

    def _rest(self, h: np.ndarray) -> np.ndarray:
        h += self.b1
        np.tanh(h, out=h)
        z = h @ self.w2
        z += self.b2
        return _sigmoid(z.astype(np.float64))


def _distinct(keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct rows of `keys` and, for each row, which of them it is."""
    _, first, inverse = np.unique(keys, axis=0, return_index=True, return_inverse=True)
    return first, inverse.reshape(-1)


class LockstepTrials:
    """Plays blocks of trials of the candidates `starts` for `side` (see the
    module's text). Not thread-safe: one per thread or process."""

    def __init__(
        self, starts: Sequence[Position], side: Side, rules: TrialRules, net: Network
    ) -> None:
        self.variant = starts[0].variant
        self.rules = rules
        self.net: Network | SinglePrecision = net if rules.precise else SinglePrecision(net)
        self.k = OUTPUTS[self.variant]
        self.score = scorer(self.variant)
        # One thread for the compiled code: a rollout's processes are its parallelism.
        fastplay.set_threads(1)
        self.gen = fastplay.TurnGenerator(self.variant)
        self.start_views = np.array([wide_view(p) for p in starts], dtype=np.int64)
        self.start_mine = np.array([p.side is side for p in starts])
        self.start_opening = np.array([is_opening(p) for p in starts])

    # ----- the stopping rules of rollout._stops, for many games -------------
    def _stops(self, views: np.ndarray, plies: int, exact: np.ndarray | None) -> np.ndarray:
        """Which games end at `views` (each from its side to move) after
        `plies` plies; `exact`: whether each view's value is known exactly
        (a finished game or a bear-off race), None to work it out."""
        rules = self.rules
        over = views[:, 26] == 15
        if rules.truncate_plies is not None and plies >= rules.truncate_plies:
            return np.ones(len(views), dtype=bool)
        if rules.stop_at_bearoff:
            if exact is None:
                exact = _home_only(views) & _home_only(flip_views(views, self.variant))
            over = over | exact
        if rules.stop_in_race:
            over = over | (_contact(views, self.variant) == 0)
        return over

    # ----- one ply -------------------------------------------------------------
    def _scored(
        self, views: np.ndarray, dice: np.ndarray, repeats: int = 1
    ) -> tuple[np.ndarray, ...]:
        """training.lockstep.scored_turns with this rollout's network: (results,
        offsets, exact, outputs for the side to move next). `repeats`: each
        position comes that many times in a row in `views` (its rolls)."""
        res, seg, exact, ys, xs, rows = self.gen.step(views, dice)
        if len(xs):
            net = self.net
            if isinstance(net, SinglePrecision) and fastplay.COMPILED:
                parents = fastplay.encode(flip_views(views[::repeats], self.variant), self.variant)
                owner = np.repeat(np.arange(len(seg) - 1) // repeats, np.diff(seg))[rows >= 0]
                ys[rows >= 0] = net.forward_from(xs, owner, parents)
            else:
                ys[rows >= 0] = net.forward(xs)
        return res, seg, exact, consistent(ys, self.variant)

    def _play(
        self, views: np.ndarray, dice: np.ndarray, shared: bool
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Each game's best turn with its roll: the result's view, its
        outputs (for the side to move next) and whether they are exact."""
        take = np.arange(len(views))
        if shared:
            take, back = _distinct(np.concatenate([views, dice], axis=1))
        res, seg, exact, ys = self._scored(views[take], dice[take])
        best, _ = fastplay.best_turns(ys, seg, self.variant)
        if shared:
            best = best[back]
        return res[best].copy(), ys[best].copy(), exact[best].copy()

    def _play_with_luck(
        self, views: np.ndarray, dice: np.ndarray, opening: np.ndarray, shared: bool
    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """`_play`, with the luck of each game's roll for its side to move as
        (win, points): every roll of each position is played and scored, the
        roll dealt among them."""
        n = len(views)
        take, back = _distinct(views) if shared else (np.arange(n), np.arange(n))
        q = len(take)
        res, seg, exact, ys = self._scored(
            np.repeat(views[take], len(ROLLS), axis=0), np.tile(_ROLLS, (q, 1)), len(ROLLS)
        )
        best, _ = fastplay.best_turns(ys, seg, self.variant)
        mover = flip_outputs(ys[best], self.variant)
        eq = self.score(mover).reshape(q, len(ROLLS))
        win = mover[:, 0].reshape(q, len(ROLLS))
        values = np.stack([win, eq], axis=2)  # positions x rolls x (win, points)
        mean = np.where(
            opening[:, None],
            np.einsum("r,nrv->nv", OPENING_WEIGHTS, values[back]),
            np.einsum("r,nrv->nv", ROLL_WEIGHTS, values[back]),
        )
        r = _ROLL_INDEX[dice[:, 0], dice[:, 1]]
        luck = values[back, r] - mean
        pick = best[back * len(ROLLS) + r]
        return res[pick].copy(), ys[pick].copy(), exact[pick].copy(), luck

    # ----- a block -------------------------------------------------------------
    def play(self, first: int, last: int, cancel: threading.Event | None = None) -> Played:
        """Trials first..last-1 of every candidate; `cancel` is checked
        before every ply (Cancelled)."""
        rules = self.rules
        c, k = len(self.start_views), self.k
        t = last - first
        dice = DiceColumns(rules.seed, range(first, last), rules.stratify)
        views = np.tile(self.start_views, (t, 1))
        mine = np.tile(self.start_mine, t)  # the side to move is the rollout's side
        trial = np.repeat(np.arange(t), c)
        y = np.zeros((t * c, k))
        luck = np.zeros((t * c, 2))
        plies = np.zeros(t * c, dtype=np.int64)
        at_start = self._stops(self.start_views, 0, None)
        if at_start.any():
            y0 = evaluate_views(self.start_views[at_start], self.variant)
            y[np.tile(at_start, t)] = np.tile(y0, (t, 1))
        active = ~np.tile(at_start, t)
        opening = np.tile(self.start_opening, t)
        ply = 0
        while active.any():
            if cancel is not None and cancel.is_set():
                raise Cancelled()
            act = np.flatnonzero(active)
            first_roll = opening[act] & (ply == 0)
            roll = dice.rolls(ply, trial[act], first_roll)
            shared = ply < _SHARED_PLIES
            if rules.luck:
                nxt, ys, exact, lk = self._play_with_luck(views[act], roll, first_roll, shared)
                luck[act] += np.where(mine[act], 1.0, -1.0)[:, None] * lk
            else:
                nxt, ys, exact = self._play(views[act], roll, shared)
            ply += 1
            views[act] = nxt
            mine[act] = ~mine[act]
            plies[act] = ply
            ends = self._stops(nxt, ply, exact)
            y[act[ends]] = ys[ends]
            active[act[ends]] = False
        theirs = ~mine
        y[theirs] = flip_outputs(y[theirs], self.variant)
        return y.reshape(t, c, k), luck.reshape(t, c, 2), plies.reshape(t, c)


def play_blocks(
    trials: LockstepTrials,
    ranges: Sequence[tuple[int, int]],
    cancel: threading.Event | None = None,
) -> list[Played]:
    """`trials.play` of each range, in order."""
    return [trials.play(a, b, cancel) for a, b in ranges]


__all__ = [
    "LockstepTrials",
    "Played",
    "TrialRules",
    "block_trials",
    "blocks",
    "play_blocks",
    "SinglePrecision",
]
