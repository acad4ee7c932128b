"""Analysing: each decision of a recorded game scored by the search a level
plays with, the turn played found among the candidates, and each roll's luck.
Pure functions of engine records, with a cancel flag and progress reports."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from nardy_desktop.ai import luck, search
from nardy_desktop.ai.analysis.results import (
    Candidate,
    DecisionAnalysis,
    Depth,
    GameAnalysis,
    GameOutcome,
    MatchAnalysis,
    RollLuck,
    ScoreKind,
)
from nardy_desktop.ai.base import Cancelled
from nardy_desktop.ai.encoding import wide_view
from nardy_desktop.ai.evaluate import evaluate_views
from nardy_desktop.ai.levels import Level, settings_of
from nardy_desktop.ai.match_equity import Scorer, scorer
from nardy_desktop.ai.network import flip_outputs
from nardy_desktop.engine import Game, Match, Position, Side, Turn, TurnRecord, Variant, legal_turns

TOP_CANDIDATES = 5  # candidates kept per decision (the played turn is added when outside them)

Progress = Callable[[int, int], None]
"""Called with (decisions done, decisions in all), first with 0 done."""


def _check(cancel: threading.Event | None) -> None:
    if cancel is not None and cancel.is_set():
        raise Cancelled()


def _search(
    position: Position,
    dice: tuple[int, int],
    depth: Depth,
    score: Scorer,
    cancel: threading.Event | None,
) -> tuple[search.Scored, int]:
    """The level's own search for `depth`, and the depth in rolls it reached."""
    if depth is Depth.PLAIN:
        return search.ply0(position, dice, score=score), 0
    if depth is Depth.QUICK:
        quick = settings_of(Level.EXPERT, position.variant)
        return search.ply1(position, dice, quick.width, quick.margin, cancel, score=score), 1
    champion = settings_of(Level.CHAMPION, position.variant)
    scored = search.by_settings(position, dice, champion, cancel, score)
    # The deep search falls back to its 1-roll scores when the choice is clear
    # or time runs short; its leader's 1-roll score tells which it returned.
    i = int(scored.order()[0])
    one, _ = search._reply_values([scored.turns[i].result], position.variant, cancel, score)
    return scored, 1 if abs(float(one[0]) - float(scored.equity[i])) < 1e-9 else 2


def _score_alone(
    result: Position, variant: Variant, ply: int, score: Scorer, cancel: threading.Event | None
) -> tuple[float, float]:
    """A turn the search pruned, scored at the depth it used for the others."""
    if ply == 2:
        return search._ply2_value(result, variant, cancel, score)
    eq, win = search._reply_values([result], variant, cancel, score)
    return float(eq[0]), float(win[0])


def _plain_outcomes(results: Sequence[Position], variant: Variant) -> np.ndarray:
    """Plain evaluation of each result from the mover's side, with a zero
    column for each backgammon in long nardy: win, win big, win backgammon,
    lose big, lose backgammon."""
    y = flip_outputs(evaluate_views(np.array([wide_view(p) for p in results]), variant), variant)
    if variant is Variant.LONG:
        z = np.zeros(len(results))
        return np.column_stack([y[:, 0], y[:, 1], z, y[:, 2], z])
    return y


@dataclass(frozen=True)
class Ranking:
    """The turns of one roll as a decision is judged: `candidates` best first
    (the best `top`, then the turn played when it ranks below them), `ply`
    the depth they were scored at, and the turn played's index among them and
    rank among every turn scored (None when no turn was played)."""

    ply: int
    candidates: tuple[Candidate, ...]
    played_index: int | None
    played_rank: int | None

    @property
    def played(self) -> Candidate | None:
        return None if self.played_index is None else self.candidates[self.played_index]


def _score_at(
    results: Sequence[Position],
    variant: Variant,
    ply: int,
    score: Scorer,
    cancel: threading.Event | None,
    progress: Progress | None = None,
) -> tuple[list[float], list[float]]:
    """(equity, win) of each result, scored at `ply` as the search scores its
    candidates; `progress` hears of each result done."""
    eqs: list[float] = []
    wins: list[float] = []
    if ply == 0:
        if results:
            views = np.array([wide_view(p) for p in results])
            y = flip_outputs(evaluate_views(views, variant), variant)
            eqs = [float(e) for e in score(y)]
            wins = [float(w) for w in y[:, 0]]
        if progress is not None:
            progress(len(results), len(results))
        return eqs, wins
    chunk = 8 if ply == 1 else 1  # a reply's rolls in one batch, yet steady progress
    for first in range(0, len(results), chunk):
        _check(cancel)
        part = list(results[first : first + chunk])
        if ply == 1:
            eq, win = search._reply_values(part, variant, cancel, score)
            eqs += [float(e) for e in eq]
            wins += [float(w) for w in win]
        else:
            e2, w2 = search._ply2_value(part[0], variant, cancel, score)
            eqs.append(e2)
            wins.append(w2)
        if progress is not None:
            progress(len(eqs), len(results))
    return eqs, wins


def _ranking(
    position: Position,
    ply: int,
    cands: list[Turn],
    eqs: list[float],
    wins: list[float],
    at: int | None,
    top: int,
) -> Ranking:
    # Best first; the turn played goes first among equals, so a tie costs nothing.
    order = sorted(range(len(cands)), key=lambda k: (-eqs[k], k != at))
    keep = order[:top]
    if at is not None and at not in keep:
        keep.append(at)
    plain = _plain_outcomes([cands[k].result for k in keep], position.variant)
    out = tuple(
        Candidate(
            cands[k].text,
            cands[k].result.to_text(),
            eqs[k],
            min(max(wins[k], 0.0), 1.0),
            *(float(v) for v in plain[j, 1:]),
        )
        for j, k in enumerate(keep)
    )
    if at is None:
        return Ranking(ply, out, None, None)
    return Ranking(ply, out, keep.index(at), order.index(at) + 1)


def rank_turns(
    position: Position,
    dice: tuple[int, int],
    depth: Depth | str = Depth.QUICK,
    *,
    score: Scorer | None = None,
    played: Turn | None = None,
    cancel: threading.Event | None = None,
    top: int = TOP_CANDIDATES,
    fill: int = 0,
) -> Ranking:
    """The leading turns of `position` with `dice`, scored as a decision is
    (for a hint list, or to judge a turn before it is played): the level's
    search for `depth`, and `played` scored alone at the same depth when the
    search pruned it. `score`: the scorer (default: expected points per game).
    `fill`: when the search kept fewer turns than this (a lookahead rescores
    only the turns close to the leader, so a clear choice keeps one), the
    next best turns by plain evaluation are scored at the same depth until
    there are, so that a list shows its alternatives however clear it is."""
    score = score if score is not None else scorer(position.variant)
    scored, ply = _search(position, dice, Depth(depth), score, cancel)
    cands = list(scored.turns)
    eqs = [float(e) for e in scored.equity]
    wins = [float(w) for w in scored.win]
    at = None
    if played is not None:
        at = next((k for k, t in enumerate(cands) if t.result == played.result), None)
        if at is None:
            eq, win = _score_alone(played.result, position.variant, ply, score, cancel)
            cands.append(played)
            eqs.append(eq)
            wins.append(win)
            at = len(cands) - 1
    if len(cands) < fill:
        have = {t.result for t in cands}
        plain = search.ply0(position, dice, score=score)
        more = [
            plain.turns[int(i)] for i in plain.order() if plain.turns[int(i)].result not in have
        ]
        more = more[: fill - len(cands)]
        eq_more, win_more = _score_at(
            [t.result for t in more], position.variant, ply, score, cancel
        )
        cands += more
        eqs += eq_more
        wins += win_more
    return _ranking(position, ply, cands, eqs, wins, at, top)


def rank_all_turns(
    position: Position,
    dice: tuple[int, int],
    ply: int,
    *,
    score: Scorer | None = None,
    played: Turn | None = None,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> Ranking:
    """Every distinct result of `position` with `dice`, each scored at `ply`
    (0, 1 or 2 rolls deep, a decision's `ply`), best first: the list a
    decision's five candidates are the top of. `progress` hears of each turn
    scored; `cancel` stops it (Cancelled)."""
    score = score if score is not None else scorer(position.variant)
    turns = legal_turns(position, dice)
    eqs, wins = _score_at([t.result for t in turns], position.variant, ply, score, cancel, progress)
    at = None
    if played is not None:
        at = next((k for k, t in enumerate(turns) if t.result == played.result), None)
    return _ranking(position, ply, turns, eqs, wins, at, len(turns))


def _decision(
    played: Turn,
    position: Position,
    dice: tuple[int, int],
    depth: Depth,
    score: Scorer,
    cancel: threading.Event | None,
) -> tuple[int, list[Candidate], int, int]:
    """(ply, candidates, index of the played one among them, its rank)."""
    r = rank_turns(
        position, dice, depth, score=score, played=played, cancel=cancel, fill=TOP_CANDIDATES
    )
    assert r.played_index is not None and r.played_rank is not None
    return r.ply, list(r.candidates), r.played_index, r.played_rank


@dataclass(frozen=True)
class GamePlan:
    """What the analysis of one game reads, copied from it: its finished turns
    (immutable records) and its outcome, so that play may go on in the game
    while another thread analyses it. `needs`: the points players 0 and 1
    still needed when it began, to score by the match (None: by points)."""

    variant: Variant
    number: int
    white_player: int
    names: tuple[str, str]
    needs: tuple[int, int] | None
    history: tuple[TurnRecord, ...]
    outcome: GameOutcome | None

    @classmethod
    def of(
        cls,
        game: Game,
        number: int = 1,
        white_player: int = 0,
        names: tuple[str, str] = ("Player 1", "Player 2"),
        needs: tuple[int, int] | None = None,
    ) -> GamePlan:
        return cls(
            game.variant,
            number,
            white_player,
            names,
            needs,
            tuple(game.history),
            _outcome(game, white_player),
        )


@dataclass(frozen=True)
class MatchPlan:
    """What the analysis of a match (or of some of its games) reads, taken
    on the thread that owns the match (`plan_match`) and analysed on another
    (`analyse_plan`)."""

    variant: Variant
    length: int
    names: tuple[str, str]
    score: ScoreKind
    games: tuple[GamePlan, ...]


def _played_turn(turns: list[Turn], after: Position) -> Turn:
    for t in turns:
        if t.result == after:
            return t
    raise ValueError("a recorded turn is not a legal turn of its position and dice")


def _outcome(game: Game, white_player: int) -> GameOutcome | None:
    r = game.result
    if r is None:
        return None
    winner = white_player if r.winner is Side.WHITE else 1 - white_player
    return GameOutcome(winner, r.points, r.kind, r.resigned)


def _analyse(
    plans: Sequence[GamePlan],
    depth: Depth,
    cancel: threading.Event | None,
    progress: Progress | None,
    on_game: Callable[[GameAnalysis], None] | None = None,
) -> list[GameAnalysis]:
    # Counted first, so that progress has its total from the start; the legal
    # turns are made again when each turn's time comes rather than all held.
    total = sum(1 for p in plans for rec in p.history if len(legal_turns(rec.before, rec.dice)) > 1)
    done = 0
    if progress is not None:
        progress(0, total)
    out = []
    for plan in plans:
        variant = plan.variant
        rolls: list[RollLuck] = []
        decisions: list[DecisionAnalysis] = []
        for n, rec in enumerate(plan.history, 1):
            _check(cancel)
            turns = legal_turns(rec.before, rec.dice)
            player = plan.white_player if rec.side is Side.WHITE else 1 - plan.white_player
            opening = luck.is_opening(rec.before)
            luck_win, luck_eq = luck.roll_luck(rec.before, rec.dice, opening)
            is_decision = len(turns) > 1
            rolls.append(
                RollLuck(n, player, rec.side, rec.dice, luck_eq, luck_win, opening, is_decision)
            )
            if not is_decision:
                continue
            needs = plan.needs
            away = None if needs is None else (needs[player], needs[1 - player])
            ply, cands, index, rank = _decision(
                _played_turn(turns, rec.after),
                rec.before,
                rec.dice,
                depth,
                scorer(variant, away),
                cancel,
            )
            decisions.append(
                DecisionAnalysis(
                    plan.number,
                    n,
                    player,
                    rec.side,
                    rec.dice,
                    rec.before.to_text(),
                    ply,
                    tuple(cands),
                    index,
                    rank,
                )
            )
            done += 1
            if progress is not None:
                progress(done, total)
        out.append(
            GameAnalysis(
                plan.number,
                variant,
                plan.white_player,
                plan.names,
                tuple(rolls),
                tuple(decisions),
                plan.outcome,
            )
        )
        if on_game is not None:
            on_game(out[-1])
    return out


def analyse_game(
    game: Game,
    depth: Depth | str = Depth.QUICK,
    *,
    number: int = 1,
    white_player: int = 0,
    names: tuple[str, str] = ("Player 1", "Player 2"),
    needs: tuple[int, int] | None = None,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> GameAnalysis:
    """The finished turns of `game`, analysed. `needs`: the points players 0
    and 1 still needed to win the match when the game began, to score by the
    match (None: expected points per game). Raises Cancelled when `cancel`
    is set."""
    plan = GamePlan.of(game, number, white_player, names, needs)
    return _analyse([plan], Depth(depth), cancel, progress)[0]


def plan_match(
    match: Match,
    *,
    score: ScoreKind | str = ScoreKind.POINTS,
    games: Iterable[int] | None = None,
) -> MatchPlan:
    """What analysing `match` reads, copied now: every game (the current one
    up to its last finished turn), or only those whose indexes (0 first) are
    in `games`. Cheap: the turns are immutable records, shared, not copied."""
    kind = ScoreKind(score)
    names = (match.players[0], match.players[1])
    wanted = None if games is None else set(games)
    totals = [0, 0]
    plans = []
    for gi, game in enumerate(match.games):
        white = match.white_players[gi]
        needs = None
        if kind is ScoreKind.MATCH:
            # As the computer plays: at least one point is always still needed.
            needs = (max(1, match.length - totals[0]), max(1, match.length - totals[1]))
        plan = GamePlan.of(game, gi + 1, white, names, needs)
        if wanted is None or gi in wanted:
            plans.append(plan)
        if plan.outcome is not None:
            totals[plan.outcome.winner] += plan.outcome.points
    return MatchPlan(match.variant, match.length, names, kind, tuple(plans))


def away_of(match: Match, score: ScoreKind | str, game: int, player: int) -> tuple[int, int] | None:
    """The points `player` and its opponent still needed when game `game` (from
    1) of `match` began, as an analysis scored by `score` scores its decisions
    (None: scored in points), so that a decision looked at again is scored
    as it was."""
    if ScoreKind(score) is not ScoreKind.MATCH or not 1 <= game <= len(match.games):
        return None
    needs = plan_match(match, score=score).games[game - 1].needs
    return None if needs is None else (needs[player], needs[1 - player])


def analyse_plan(
    plan: MatchPlan,
    depth: Depth | str = Depth.QUICK,
    *,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
    on_game: Callable[[GameAnalysis], None] | None = None,
) -> MatchAnalysis:
    """The games of `plan` analysed (on any thread: the plan is all it reads).
    `on_game` has each game as soon as it is done, so that work cut short
    (cancelled, or the program stopped) keeps the games finished before."""
    games = _analyse(plan.games, Depth(depth), cancel, progress, on_game)
    return MatchAnalysis(
        plan.variant, plan.length, plan.names, Depth(depth), plan.score, tuple(games)
    )


def analyse_match(
    match: Match,
    depth: Depth | str = Depth.QUICK,
    *,
    score: ScoreKind | str = ScoreKind.POINTS,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
) -> MatchAnalysis:
    """Every game of `match`, analysed (the current game up to its last
    finished turn). Raises Cancelled when `cancel` is set; `progress` hears
    of each decision done."""
    return analyse_plan(plan_match(match, score=score), depth, cancel=cancel, progress=progress)
