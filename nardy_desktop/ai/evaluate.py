"""Position evaluation: the network, exact bear-off races and finished games.

Every estimate is for the side to move in the position evaluated. Weights and
tables are loaded on first use and shared by every player in the process, so
starting the program costs nothing and several players cost one copy.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator

import numpy as np

from nardy_desktop.ai import bearoff
from nardy_desktop.ai.encoding import encode_views, flip_views, grow_inputs, wide_view
from nardy_desktop.ai.network import OUTPUTS, Network, consistent, equity
from nardy_desktop.ai.weights import resource_file
from nardy_desktop.engine import Position, Variant

_nets: dict[Variant, Network] = {}
_lock = threading.Lock()


def network(variant: Variant) -> Network:
    """The shipped network of `variant`, loaded once."""
    with _lock:
        net = _nets.get(variant)
        if net is None:
            net = Network.load(resource_file(f"{variant.value}.npz"))
            net.w1 = grow_inputs(net.w1, variant)
            _nets[variant] = net
        return net


def set_network(net: Network) -> None:
    """Use `net` for its variant from now on (training checks, experiments)."""
    net.w1 = grow_inputs(net.w1, net.variant)
    with _lock:
        _nets[net.variant] = net


@contextlib.contextmanager
def networks_kept() -> Iterator[None]:
    """Put back, after the block, the networks in use before it, in every
    variant: code that swaps weights in without a `using_network` block of
    its own (a judge's rollout, a training check) leaves the caller the
    networks it found."""
    with _lock:
        before = dict(_nets)
    try:
        yield
    finally:
        with _lock:
            _nets.clear()
            _nets.update(before)


@contextlib.contextmanager
def using_network(net: Network | None) -> Iterator[None]:
    """Use `net` for its variant inside the block and put back the one in
    use before, whatever happens (None changes nothing): a level measured
    with other weights must not leave them to the next game or player."""
    if net is None:
        yield
        return
    with networks_kept():
        set_network(net)
        yield


def _finished(views: np.ndarray, variant: Variant) -> np.ndarray:
    """Exact outputs for views where the side to move has already lost."""
    own_off = views[:, 0]
    k = OUTPUTS[variant]
    y = np.zeros((len(views), k))
    big = own_off == 0
    if variant is Variant.LONG:
        y[:, 2] = big
    else:
        back = (views[:, 19:25] > 0).any(axis=1) | (views[:, 25] > 0)
        y[:, 3] = big
        y[:, 4] = big & back
    return y


def _home_only(views: np.ndarray) -> np.ndarray:
    """Rows where the side to move has every checker in its home or off (a
    checker on the bar, index 25, is neither: it must still come round)."""
    return ~np.any(views[:, 7:26] > 0, axis=1)


_CHUNK = 2048  # rows per network call (see evaluate_views)


def evaluate_views(
    views: np.ndarray,
    variant: Variant,
    use_bearoff: bool = True,
    net: Network | None = None,
    between: Callable[[], None] | None = None,
) -> np.ndarray:
    """Outputs (see network.py) for a batch of wide views, each for its side to
    move. A large batch goes through in pieces: the encoding's arrays then stay
    in the processor's cache, and a few thousand rows a call run fastest.
    `between` is called before each piece: a search checks there whether it
    has been cancelled, a piece being tens of milliseconds of work."""
    parts = []
    for i in range(0, max(len(views), 1), _CHUNK):
        if between is not None:
            between()
        parts.append(evaluate_views_detailed(views[i : i + _CHUNK], variant, use_bearoff, net)[0])
    return parts[0] if len(parts) == 1 else np.concatenate(parts)


def evaluate_views_detailed(
    views: np.ndarray, variant: Variant, use_bearoff: bool = True, net: Network | None = None
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Outputs, plus which rows the network scored, their inputs, and which
    rows are known exactly (finished games and bear-off races)."""
    views = np.asarray(views, dtype=np.int64)
    n = len(views)
    out = np.empty((n, OUTPUTS[variant]))
    lost = views[:, 26] == 15
    rest = ~lost
    if lost.any():
        out[lost] = _finished(views[lost], variant)
    if use_bearoff and rest.any():
        other = flip_views(views, variant)
        race = rest & _home_only(views) & _home_only(other)
        if race.any():
            tab = bearoff.table()
            at = np.flatnonzero(race)
            homes = zip(views[at, 1:7].tolist(), other[at, 1:7].tolist(), strict=True)
            chances = np.array([tab.race(tuple(m), tuple(o)) for m, o in homes])
            if variant is Variant.LONG:
                out[at] = chances
            else:  # no backgammon is left to win or lose
                out[at] = 0.0
                out[at, 0], out[at, 1], out[at, 3] = chances.T
            rest &= ~race
    xs = np.empty((0, 0))
    if rest.any():
        model = net if net is not None else network(variant)
        xs = encode_views(views[rest], variant)
        out[rest] = model.forward(xs)
    return consistent(out, variant), rest, xs, ~rest


def evaluate(positions: list[Position], use_bearoff: bool = True) -> np.ndarray:
    """Outputs for positions of one variant, each for its side to move."""
    views = np.array([wide_view(p) for p in positions])
    return evaluate_views(views, positions[0].variant, use_bearoff)


def win_probability(position: Position) -> float:
    """Estimated probability that the side to move wins the game."""
    if position.winner is not None:
        return 1.0 if position.winner is position.side else 0.0
    return float(evaluate([position])[0, 0])


def expected_points(position: Position) -> float:
    """Expected points of the game for the side to move: +1 per single win, +2
    per gammon or mars, +3 per backgammon, the same negative for losses. It is
    a plain per-game equity: the match score is not taken into account."""
    return float(equity(evaluate([position])[0], position.variant))
