"""Self-play of many games in lockstep: the fast way to train (`train.py --batch N`).

Every step plays one ply of each of N games: their rolls' legal turns and
inputs come from `fastplay` in one call, every candidate of every game is
scored in one matrix product, and the weights take the TD steps of all N
games at once, also in one matrix product. The differences from `Trainer`
(one game at a time) are in when steps are taken, not in what is learned
from: within a step all N games see the same weights, and with lambda > 0 a
position's gradient is applied once, `horizon` plies later (or when its game
ends), scaled by the lambda-weighted sum of the TD errors of those plies (the
truncated lambda-return of TTD(lambda), which equals the sum of the online
trace steps when the weights stand still). That costs one outer product per
ply instead of one per recent ply. With N = 1 and lambda = 0 the steps are
exactly those of `Trainer`.

Exploration (`Explore`): self-play between equals seldom reaches the
positions a weaker opponent leads to (an anchor kept while the other side
bears off, checkers on the bar late in the game), and a network that has not
seen them misjudges them. In a share of the games one side, drawn at random,
picks its turns as the Beginner does (at random, the better turns likelier).
What is learned stays the value of best play: each ply's target is the best
turn's value whichever turn is played (as in Q-learning), and the trace of
earlier plies stops at a turn other than the best (Watkins).
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

import numpy as np

from nardy_desktop.ai import fastplay
from nardy_desktop.ai.encoding import encode_views, wide_view
from nardy_desktop.ai.fastplay import TurnGenerator, best_turns
from nardy_desktop.ai.network import _FLIP, OUTPUTS, Network, consistent, flip_outputs
from nardy_desktop.engine import Position

MAX_PLIES = 3000
# A ply's trace is dropped once lambda ** age falls below this (Trainer: 1e-12).
TRACE_FLOOR = 1e-2
MAX_WINDOW = 100


def trace_window(lam: float, floor: float = TRACE_FLOOR) -> int:
    """How many recent plies of a game take part in each of its steps."""
    if lam <= 0.0:
        return 1
    if lam >= 1.0:
        return MAX_WINDOW
    return max(1, min(MAX_WINDOW, math.ceil(math.log(floor) / math.log(lam))))


class ThreadLimit(Protocol):
    """What threadpoolctl's `threadpool_limits` returns, as far as training uses it."""

    def restore_original_limits(self) -> None: ...


def matrix_threads(n: int) -> ThreadLimit | None:
    """Give numpy's matrix products `n` threads while the returned limit is
    kept (`restore_original_limits()` ends it); None when n is 1 or
    threadpoolctl (the `train` extra) is missing. The program keeps numpy on
    one thread (`nardy_desktop.ai`), and so does training unless told
    otherwise: on two cores shared with other work, two threads spinning
    against each other made lockstep training 2 to 10 times slower (long
    nardy, batch 32: 131 games a second on two threads, 273 on one, with the
    machine busy), while on an idle machine they gain about a fifth. The
    compiled turn generation always runs on one thread, for the same reason."""
    fastplay.set_threads(1)
    if n <= 1:
        return None
    try:
        from threadpoolctl import threadpool_limits
    except ImportError:
        return None
    return threadpool_limits(limits=n, user_api="blas")


def generator_state(rng: np.random.Generator | None) -> str:
    """A generator's state as text for a checkpoint's meta ("null": none)."""
    return json.dumps(rng.bit_generator.state if rng is not None else None)


def generator_from_state(text: str | None, seed: list[int] | None) -> np.random.Generator:
    """The generator saved as `text` by `generator_state`, or a new one from `seed`."""
    rng = np.random.default_rng(seed)
    saved = json.loads(text) if text else None
    if saved:
        rng.bit_generator.state = saved
    return rng


class NumpyDice:
    """The dice of all games from one seeded generator, drawn in slot order."""

    def __init__(self, rng: np.random.Generator) -> None:
        self.rng = rng

    def roll(self, opening: np.ndarray) -> np.ndarray:
        """A roll for each game; those whose game starts get no double."""
        d = self.rng.integers(1, 7, size=(len(opening), 2))
        redo = opening & (d[:, 0] == d[:, 1])
        while redo.any():
            d[redo] = self.rng.integers(1, 7, size=(int(redo.sum()), 2))
            redo = opening & (d[:, 0] == d[:, 1])
        return d

    def state(self) -> str:
        return generator_state(self.rng)

    @classmethod
    def from_state(cls, text: str) -> NumpyDice:
        return cls(generator_from_state(text, None))


class PythonDice:
    """The dice `Trainer` draws (Python's generator, one game at a time)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def roll(self, opening: np.ndarray) -> np.ndarray:
        out = np.empty((len(opening), 2), dtype=np.int64)
        for i, first in enumerate(opening):
            while True:
                d1, d2 = self.rng.randint(1, 6), self.rng.randint(1, 6)
                if not first or d1 != d2:
                    break
            out[i] = d1, d2
        return out


@dataclass(frozen=True)
class Explore:
    """In `share` of the games one side picks at random by a softmax over
    the turns' equity at `temperature` (the Beginner's is 0.08), drawing from
    `rng` (its own, so that the dice stay those of a run without it)."""

    share: float = 0.0
    temperature: float = 0.08
    rng: np.random.Generator | None = None

    def state(self) -> str:
        return generator_state(self.rng)


def scored_turns(
    gen: TurnGenerator, net: Network, views: np.ndarray, dice: np.ndarray
) -> tuple[np.ndarray, ...]:
    """Every legal turn's result of each position's roll, with its outputs for
    the side to move after it (exact where the game is over or the race is
    known, else `net`'s): (results, offsets, exact, outputs, inputs, rows)."""
    res, seg, exact, ys, xs, rows = gen.step(views, dice)
    if len(xs):
        ys[rows >= 0] = net.forward(xs.astype(net.w1.dtype, copy=False))
    return res, seg, exact, consistent(ys, net.variant), xs, rows


def straying_sides(n: int, share: float, rng: np.random.Generator) -> np.ndarray:
    """For each of `n` new games: 1 if White strays (in a share `share` of
    them, the side drawn at random), -1 if Black does, 0 if both play their best."""
    on = rng.random(n) < share
    side = np.where(rng.random(n) < 0.5, 1, -1)
    return np.where(on, side, 0).astype(np.int8)


def softmax_picks(
    eq: np.ndarray,
    seg: np.ndarray,
    games: np.ndarray,
    temperature: float,
    rng: np.random.Generator,
) -> np.ndarray:
    """A turn for each game in `games` (indices of the segments), drawn with
    weights exp(-(equity - lowest) / temperature), as the Beginner picks: `eq`
    is the opponent's equity after each turn, so the lowest is the best."""
    lows = np.minimum.reduceat(eq, seg[:-1])
    w = np.exp(-(eq - np.repeat(lows, np.diff(seg))) / temperature)
    c = np.concatenate([[0.0], np.cumsum(w)])
    lo, hi = c[seg[games]], c[seg[games + 1]]
    u = rng.random(len(games))
    picks = np.searchsorted(c, lo + u * (hi - lo), side="right") - 1
    return np.clip(picks, seg[games], seg[games + 1] - 1)


class LockstepTrainer:
    """TD(lambda) self-play of `batch` games at a time (see the module's text)."""

    def __init__(
        self,
        net: Network,
        dice: NumpyDice | PythonDice,
        alpha: float,
        lam: float,
        alpha_half: float,
        batch: int,
        trace_floor: float = TRACE_FLOOR,
        precise: bool = False,
        explore: Explore | None = None,
    ) -> None:
        self.net = net
        self.variant = net.variant
        self.dice = dice
        self.alpha0 = alpha
        self.alpha_half = alpha_half
        self.lam = lam
        self.batch = max(1, batch)
        self.window = trace_window(lam, trace_floor)
        self.games = int(net.meta.get("games", 0))
        self.gen = TurnGenerator(self.variant)
        k = OUTPUTS[self.variant]
        self.k = k
        self.perm = _FLIP[self.variant]
        self.unperm = np.argsort(self.perm)
        self.sign = np.ones(k)
        self.sign[0] = -1.0
        start = np.array([wide_view(Position.start(self.variant))], dtype=np.int64)
        self.start_view = start[0]
        self.start_x = encode_views(start, self.variant)[0]
        self.powers = lam ** np.arange(self.window, dtype=np.float64)
        # The first layer's trace steps are one matrix product over every
        # recent ply of every game, the biggest of a step: float32 halves it
        # (the steps are tiny next to the weights, which stay float64).
        self.trace_dtype = np.float64 if precise or self.window == 1 else np.float32
        self.explore = explore if explore is not None else Explore()
        if self.explore.share > 0 and self.explore.rng is None:
            raise ValueError("exploration needs its generator")

    def alpha(self) -> float:
        return self.alpha0 / (1.0 + self.games / self.alpha_half)

    def _noisy_sides(self, n: int) -> np.ndarray:
        rng = self.explore.rng
        if self.explore.share <= 0 or rng is None:
            return np.zeros(n, dtype=np.int8)
        return straying_sides(n, self.explore.share, rng)

    def play(self, games: int, on_game: Callable[[int], None] | None = None) -> list[int]:
        """Play `games` games, `batch` at a time (a new one starts in each slot
        that frees up until all have started), learning from each ply; returns
        the plies of each game in the order they ended. `on_game(plies)` is
        called as each ends, after `games` has counted it."""
        net = self.net
        b = min(self.batch, games)
        k, m = self.k, self.window
        views = np.tile(self.start_view, (b, 1))
        white = np.ones(b, dtype=bool)
        plies = np.zeros(b, dtype=np.int64)
        x = np.tile(self.start_x, (b, 1))
        active = np.ones(b, dtype=bool)
        noisy = self._noisy_sides(b)
        started = b
        # The recent plies of each game, in a ring of `m`: their gradient
        # pieces (White's frame), inputs and hidden units.
        gh_buf = np.zeros((b, k, m, net.hidden))
        d_buf = np.zeros((b, m, k))
        h_buf = np.zeros((b, m, net.hidden))
        x_buf = np.zeros((b, m, net.inputs), dtype=self.trace_dtype)
        w_buf = np.zeros((b, m), dtype=bool)
        pending = np.zeros(b, dtype=np.int64)
        ring = np.arange(m)
        lengths: list[int] = []
        while True:
            act = np.flatnonzero(active)
            if not len(act):
                break
            wh = white[act]
            xa = x[act]
            # The gradient pieces of each game's current position (White's frame).
            h = net.hidden_out(xa)
            y = 1.0 / (1.0 + np.exp(-(h @ net.w2.T + net.b2)))
            dy = y * (1.0 - y)
            d = np.where(wh[:, None], dy, dy[:, self.perm] * self.sign)
            w2_rows = np.where(wh[:, None, None], net.w2[None], net.w2[self.perm][None])
            gh = d[:, :, None] * w2_rows * (h * (1.0 - h))[:, None, :]
            wy = np.where(wh[:, None], y, flip_outputs(y, self.variant))
            # Every candidate of every game, scored at once.
            dice = self.dice.roll(plies[act] == 0)
            res, seg, exact, ys, xs, rows = scored_turns(self.gen, net, views[act], dice)
            best, eq = best_turns(ys, seg, self.variant)
            y_next = ys[best]  # for the opponent, who moves next
            chosen = best
            mine = np.where(wh, noisy[act] == 1, noisy[act] == -1)
            if mine.any():
                assert self.explore.rng is not None
                chosen = best.copy()
                chosen[mine] = softmax_picks(
                    eq, seg, np.flatnonzero(mine), self.explore.temperature, self.explore.rng
                )
            target = np.where(wh[:, None], flip_outputs(y_next, self.variant), y_next)
            delta = np.zeros((b, k))
            delta[act] = target - wy
            t = plies[act]
            plies[act] += 1
            done = exact[chosen] | (plies[act] >= MAX_PLIES)
            # Record this ply; it and the game's recent ones take their trace steps.
            at = t % m
            gh_buf[act, :, at] = gh
            d_buf[act, at] = d
            h_buf[act, at] = h
            x_buf[act, at] = xa
            w_buf[act, at] = wh
            pending[act] = np.minimum(pending[act] + 1, m)
            age = (plies[:, None] - 1 - ring[None, :]) % m
            live = (age < pending[:, None]) & active[:, None]
            coef = np.where(live, self.alpha() * self.powers[age], 0.0)
            self._apply(delta, coef, gh_buf, d_buf, h_buf, x_buf, w_buf)
            pending[act[done | (chosen != best)]] = 0
            # Move on: the chosen results become the positions to play.
            views[act] = res[chosen]
            white[act] = ~wh
            going = ~done
            x[act[going]] = xs[rows[chosen[going]]]
            for slot in act[done]:
                self.games += 1
                lengths.append(int(plies[slot]))
                if on_game is not None:
                    on_game(int(plies[slot]))
                if started < games:
                    started += 1
                    views[slot] = self.start_view
                    white[slot] = True
                    plies[slot] = 0
                    x[slot] = self.start_x
                    noisy[slot] = self._noisy_sides(1)[0]
                else:
                    active[slot] = False
        return lengths

    def _apply(
        self,
        delta: np.ndarray,
        coef: np.ndarray,
        gh: np.ndarray,
        d: np.ndarray,
        h: np.ndarray,
        x: np.ndarray,
        white: np.ndarray,
    ) -> None:
        """The TD step of every game: each recent ply's gradient (White's
        frame) times the game's TD error `delta`, weighted by `coef` (the step
        size times lambda to the ply's age; 0 for plies out of the trace)."""
        net = self.net
        hidden = net.hidden
        back = np.einsum("gk,gkwh->gwh", delta, gh) * coef[:, :, None]
        net.b1 += back.sum(axis=(0, 1))
        back = back.astype(self.trace_dtype, copy=False)
        net.w1 += back.reshape(-1, hidden).T @ x.reshape(-1, net.inputs)
        q = (coef[:, :, None] * delta[:, None, :]) * d
        q = np.where(white[:, :, None], q, q[:, :, self.unperm])
        net.w2 += q.reshape(-1, self.k).T @ h.reshape(-1, hidden)
        net.b2 += q.sum(axis=(0, 1))
