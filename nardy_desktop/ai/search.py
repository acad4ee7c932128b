"""Choosing a turn: plain evaluation (0-ply) and lookahead over the dice.

Scores are always from the point of view of the player choosing ("the mover"):
a candidate's result has the opponent to move, so its outputs are flipped.
Lookahead batches every position of a level into one network call, and checks
the cancel flag between dice rolls so that a stop request is honoured within
milliseconds.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

import numpy as np

from nardy_desktop.ai.base import Cancelled
from nardy_desktop.ai.encoding import wide_view
from nardy_desktop.ai.evaluate import evaluate_views
from nardy_desktop.ai.levels import LevelSettings
from nardy_desktop.ai.match_equity import Scorer, scorer
from nardy_desktop.ai.network import flip_outputs
from nardy_desktop.ai.rolls import ROLL_COUNTS, ROLLS
from nardy_desktop.ai.turn_results import board, result_boards, wide_results
from nardy_desktop.engine import CHECKERS, Position, Turn, Variant, legal_turns

ROLL_WEIGHTS = np.array(ROLL_COUNTS, dtype=np.float64) / 36.0


class _OutOfTime(Exception):
    """The deep look reached its limit of work, or its time budget ran out
    (the 1-roll scores decide)."""


@dataclass
class _Limit:
    """What the deep look may spend: `work` positions looked at (0: no
    limit), which makes the search the same on any machine under any load;
    and a `deadline` (time.monotonic), a safety net a typical position never
    reaches."""

    work: int = 0
    deadline: float | None = None
    spent: int = 0

    def spend(self, positions: int) -> None:
        self.spent += positions
        if self.work and self.spent > self.work:
            raise _OutOfTime()


def _check(cancel: threading.Event | None, limit: _Limit | None = None) -> None:
    if cancel is not None and cancel.is_set():
        raise Cancelled()
    if limit is not None and limit.deadline is not None and time.monotonic() > limit.deadline:
        raise _OutOfTime()


@dataclass
class Scored:
    """Candidate turns with the mover's score (see match_equity.py: expected
    points, or match-winning chance) and winning chance for each."""

    turns: list[Turn]
    equity: np.ndarray
    win: np.ndarray

    def order(self) -> np.ndarray:
        return np.argsort(-self.equity, kind="stable")


def ply0(
    position: Position,
    dice: tuple[int, int],
    use_bearoff: bool = True,
    score: Scorer | None = None,
    among: set[Position] | None = None,
) -> Scored:
    """Every legal turn (or those whose result is in `among`) scored by the
    plain evaluation of its result."""
    turns = legal_turns(position, dice)
    if among is not None:
        turns = [t for t in turns if t.result in among] or turns
    score = score if score is not None else scorer(position.variant)
    views = np.array([wide_view(t.result) for t in turns])
    y = flip_outputs(evaluate_views(views, position.variant, use_bearoff), position.variant)
    return Scored(turns, score(y), y[:, 0])


def _reply_values(
    results: list[Position], variant: Variant, cancel: threading.Event | None, score: Scorer
) -> tuple[np.ndarray, np.ndarray]:
    """For positions with the opponent to move: the mover's equity and winning
    chance averaged over the opponent's 21 rolls, the opponent answering each
    with its best turn by plain evaluation."""
    eq_out = np.zeros(len(results))
    win_out = np.zeros(len(results))
    going = [c for c, res in enumerate(results) if res.winner is None]
    for c, res in enumerate(results):
        if res.winner is not None:
            y = _won(res, variant)
            eq_out[c], win_out[c] = float(score(y)), 1.0
    if going:
        views = np.array([wide_view(results[c]) for c in going], dtype=np.int64)
        eq_out[going], win_out[going] = _mean_over_rolls(
            views, variant, score, cancel, replying=True
        )
    return eq_out, win_out


def _mean_over_rolls(
    views: np.ndarray,
    variant: Variant,
    score: Scorer,
    cancel: threading.Event | None,
    replying: bool,
    limit: _Limit | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """For each position (a wide view, none of them over), the mover's equity
    and winning chance averaged over the 21 rolls of the side to move, which
    plays its best turn by plain evaluation. `replying`: the side to move is
    the mover's opponent (else the mover)."""
    eq, win, _ = _best_per_roll(views, variant, score, cancel, replying, limit)
    return eq @ ROLL_WEIGHTS, win @ ROLL_WEIGHTS


def roll_outcomes(
    position: Position,
    score: Scorer,
    cancel: threading.Event | None = None,
    replying: bool = False,
) -> tuple[np.ndarray, np.ndarray]:
    """For each of the 21 rolls (in ROLLS order), the mover's equity and
    winning chance after the side to move in `position` plays its best turn
    by plain evaluation. The mover is the side to move, or its opponent when
    `replying`. Lookahead averages these; measuring luck compares one roll's
    value with their average."""
    views = np.array([wide_view(position)], dtype=np.int64)
    eq, win, _ = _best_per_roll(views, position.variant, score, cancel, replying)
    return eq[0], win[0]


def _best_per_roll(
    views: np.ndarray,
    variant: Variant,
    score: Scorer,
    cancel: threading.Event | None,
    replying: bool,
    limit: _Limit | None = None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """`roll_outcomes` of several positions of one variant, each a wide view
    from its side to move (none of them over), with every result of every
    roll evaluated in one network call: numpy's cost is per call, and two
    rolls deep there are 441 rolls a candidate. A result that several rolls
    or positions reach (a quarter of them two rolls deep) is evaluated once.
    Returns the equity and winning chance (positions x 21) and the wide
    view of the chosen result of each roll. Past `limit` (which counts every
    result generated) it raises _OutOfTime."""
    rows: list[int] = []  # each result's row among the distinct ones
    distinct: dict[tuple[bytes, int], int] = {}
    counts: list[int] = []
    for view in views.tolist():
        start = board(view)
        opp_off = view[26]
        for roll in ROLLS:
            _check(cancel, limit)
            found = result_boards(variant, start, opp_off, roll)
            rows += [distinct.setdefault((key, opp_off), len(distinct)) for key in found]
            counts.append(len(found))
            if limit is not None:
                limit.spend(len(found))
    results = wide_results(
        variant, [key for key, _ in distinct], np.array([off for _, off in distinct])
    )
    y_distinct = evaluate_views(results, variant, between=lambda: _check(cancel, limit))
    if not replying:
        y_distinct = flip_outputs(y_distinct, variant)  # results have the opponent to move
    at = np.array(rows)
    eq = score(y_distinct)[at]
    # The opponent leaves the mover worst off; the mover does its best: the
    # first such result of each roll, as argmin and argmax would pick.
    sizes = np.array(counts)
    starts = np.concatenate([[0], np.cumsum(sizes[:-1])])
    best = (np.minimum if replying else np.maximum).reduceat(eq, starts)
    ties = np.flatnonzero(eq == np.repeat(best, sizes))
    chosen = at[ties[np.searchsorted(ties, starts)]]
    shape = (len(views), len(ROLLS))
    return best.reshape(shape), y_distinct[chosen, 0].reshape(shape), results[chosen]


def _won(position: Position, variant: Variant) -> np.ndarray:
    """The mover's outputs when its turn has just won the game."""
    y = evaluate_views(np.array([wide_view(position)]), variant)
    return flip_outputs(y, variant)[0]


def ply1(
    position: Position,
    dice: tuple[int, int],
    width: int = 8,
    margin: float = 0.25,
    cancel: threading.Event | None = None,
    base: Scored | None = None,
    score: Scorer | None = None,
) -> Scored:
    """The best `width` turns within `margin` of the best by plain evaluation,
    rescored by looking at every roll of the opponent's reply."""
    score = score if score is not None else scorer(position.variant)
    base = base if base is not None else ply0(position, dice, score=score)
    order = base.order()
    if len(order) == 1:
        return base
    keep = [int(i) for i in order[:width] if base.equity[i] >= base.equity[order[0]] - margin]
    turns = [base.turns[i] for i in keep]
    eq, win = _reply_values([t.result for t in turns], position.variant, cancel, score)
    return Scored(turns, eq, win)


def _ply2_value(
    result: Position,
    variant: Variant,
    cancel: threading.Event | None,
    score: Scorer,
    limit: _Limit | None = None,
) -> tuple[float, float]:
    """Two rolls deep: the opponent's best reply to each of its rolls (plain
    evaluation), then the mover's 1-roll lookahead score of what is left."""
    if result.winner is not None:
        return float(score(_won(result, variant))), 1.0
    start = np.array([wide_view(result)], dtype=np.int64)
    # The replies' wide views are from the mover's side, the mover to move.
    _, _, replies = _best_per_roll(start, variant, score, cancel, True, limit)
    # After the reply the mover is to move: score each reply by the mover's best
    # turn for each of its own rolls (plain evaluation), averaged over the rolls.
    eq_rep = np.zeros(len(replies))
    win_rep = np.zeros(len(replies))
    over = (replies[:, 0] == CHECKERS) | (replies[:, 26] == CHECKERS)
    for k in np.flatnonzero(over):
        y = evaluate_views(replies[k : k + 1], variant)[0]
        eq_rep[k], win_rep[k] = float(score(y)), float(y[0])
    going = ~over
    if going.any():
        eq_rep[going], win_rep[going] = _mean_over_rolls(
            replies[going], variant, score, cancel, False, limit
        )
    return float(ROLL_WEIGHTS @ eq_rep), float(ROLL_WEIGHTS @ win_rep)


def deep(
    position: Position,
    dice: tuple[int, int],
    budget: float = 3.0,
    width: int = 12,
    deep_width: int = 3,
    cancel: threading.Event | None = None,
    score: Scorer | None = None,
    deep_margin: float = 0.12,
    margin: float = 0.35,
    work: int = 0,
) -> Scored:
    """Champion search: a wider 1-roll lookahead, then the leading few turns
    (those within `deep_margin` of the best) looked at two rolls deep. When
    one turn leads clearly, the deeper look rarely changes the choice, so the
    time goes where the choice is close. If the two-roll look would need more
    than `work` positions (every result of every roll it generates counts),
    or the time `budget` (seconds from the start of the search, a safety
    net) runs out, before every leading turn is scored two rolls deep, the
    look stops at once and the 1-roll scores decide, so that turns are never
    compared at different depths and a long nardy double, with hundreds of
    turns to each reply, cannot hold the player long. The work, unlike the
    clock, is the same on a busy machine: so is the turn chosen."""
    started = time.monotonic()
    score = score if score is not None else scorer(position.variant)
    first = ply1(position, dice, width=width, margin=margin, cancel=cancel, score=score)
    if len(first.turns) <= 1:
        return first
    top = first.order()
    order = [i for i in top[:deep_width] if first.equity[i] >= first.equity[top[0]] - deep_margin]
    if len(order) <= 1:
        return first
    limit = _Limit(work, started + budget)
    try:
        values = [
            _ply2_value(first.turns[int(i)].result, position.variant, cancel, score, limit)
            for i in order
        ]
    except _OutOfTime:
        return first
    eqs = [e for e, _ in values]
    wins = [w for _, w in values]
    turns = [first.turns[int(i)] for i in order]
    return Scored(turns, np.array(eqs), np.array(wins))


def by_settings(
    position: Position,
    dice: tuple[int, int],
    settings: LevelSettings,
    cancel: threading.Event | None = None,
    score: Scorer | None = None,
) -> Scored:
    """The turns scored as a level with `settings` looks at them."""
    if settings.lookahead <= 0:
        return ply0(position, dice, score=score)
    if settings.lookahead == 1:
        return ply1(position, dice, settings.width, settings.margin, cancel=cancel, score=score)
    return deep(
        position,
        dice,
        budget=settings.budget,
        width=settings.width,
        deep_width=settings.deep_width,
        cancel=cancel,
        score=score,
        deep_margin=settings.deep_margin,
        margin=settings.margin,
        work=settings.deep_work,
    )
