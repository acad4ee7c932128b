"""Game analysis: every decision of a recorded match scored, every roll's luck, summaries.

A decision is a turn with more than one legal result; a turn with a single
legal result (a forced move, or a roll that cannot be played) is counted but
not judged. Each decision is scored by the same search a level plays with,
so that "the best turn" means what the computer would play:

- `plain`: plain evaluation (the Intermediate level's look, 0-ply);
- `quick`: the Expert's lookahead over the reply (`search.ply1`, 1-ply;
  the Expert also looks two rolls deep at two close leaders, which
  would leave only those two to list);
- `thorough`: the Champion's search (`search.deep` with its time budget,
  2-ply on the leading turns when the budget allows, else 1-ply).

The turn played is found among the search's candidates by its resulting
position; when the search pruned it, it is scored alone at the depth the
search used for the others, so that played and best are always compared at
one depth. The equity lost (best minus played, in points for a single game,
or in the match score rescaled to points, see match_equity.py) gives the
decision its mark, and the average loss per decision a rating band, with
GNU Backgammon's thresholds (docs/analysis.md). Each roll's luck is
`luck.roll_luck`, the one definition the rollouts use.

Everything here is a pure function of engine records: the window's worker
thread, the text interface and the tests share it. It checks a cancel flag
between decisions (and the search inside them) and reports progress, and its
results are frozen data with a versioned, JSON-able form for saving.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import numpy as np

from nardy_desktop.ai import luck, search
from nardy_desktop.ai.base import Cancelled
from nardy_desktop.ai.encoding import wide_view
from nardy_desktop.ai.evaluate import evaluate_views
from nardy_desktop.ai.levels import Level, settings_of
from nardy_desktop.ai.match_equity import Scorer, scorer
from nardy_desktop.ai.network import flip_outputs
from nardy_desktop.engine import (
    Game,
    Match,
    Position,
    Side,
    Turn,
    TurnRecord,
    Variant,
    WinKind,
    legal_turns,
)
from nardy_desktop.engine.names import BadName, normalise_name

FORMAT = "nardy-desktop-analysis"
VERSION = 1

TOP_CANDIDATES = 5  # candidates kept per decision (the played turn is added when outside them)

Progress = Callable[[int, int], None]
"""Called with (decisions done, decisions in all), first with 0 done."""


class Depth(StrEnum):
    PLAIN = "plain"
    QUICK = "quick"
    THOROUGH = "thorough"


class ScoreKind(StrEnum):
    """What an equity measures: expected points for a single game, or the
    chance to win the match at the score of each game (rescaled so that a
    single game won or lost is +1 or -1, see match_equity.scorer)."""

    POINTS = "points"
    MATCH = "match"


class Mark(StrEnum):
    NONE = "none"
    DOUBTFUL = "doubtful"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


# A decision that loses more than this many points gets the mark: GNU
# Backgammon's defaults (doubtful, bad, very bad) in normalised equity, which
# for a game without a cube is the expected points of a single game.
MARK_THRESHOLDS: tuple[tuple[float, Mark], ...] = (
    (0.16, Mark.BLUNDER),
    (0.08, Mark.MISTAKE),
    (0.04, Mark.DOUBTFUL),
)


class Rating(StrEnum):
    """A player's band by average error per decision (stable codes; the
    window translates `RATING_NAMES`)."""

    SUPERNATURAL = "supernatural"
    WORLD_CLASS = "world_class"
    EXPERT = "expert"
    ADVANCED = "advanced"
    INTERMEDIATE = "intermediate"
    CASUAL = "casual"
    BEGINNER = "beginner"
    AWFUL = "awful"
    NONE = "none"  # no decision to judge


# Below this many milli-points lost per decision, the band: GNU Backgammon's.
RATING_BANDS: tuple[tuple[float, Rating], ...] = (
    (2.0, Rating.SUPERNATURAL),
    (5.0, Rating.WORLD_CLASS),
    (8.0, Rating.EXPERT),
    (12.0, Rating.ADVANCED),
    (18.0, Rating.INTERMEDIATE),
    (26.0, Rating.CASUAL),
    (35.0, Rating.BEGINNER),
)

RATING_NAMES: dict[Rating, str] = {
    Rating.SUPERNATURAL: "Supernatural",
    Rating.WORLD_CLASS: "World class",
    Rating.EXPERT: "Expert",
    Rating.ADVANCED: "Advanced",
    Rating.INTERMEDIATE: "Intermediate",
    Rating.CASUAL: "Casual player",
    Rating.BEGINNER: "Beginner",
    Rating.AWFUL: "Awful",
    Rating.NONE: "n/a",
}


def mark_for(lost: float) -> Mark:
    """The mark of a decision that lost `lost` points (strictly more than a
    threshold, as GNU Backgammon counts)."""
    for threshold, mark in MARK_THRESHOLDS:
        if lost > threshold:
            return mark
    return Mark.NONE


def rating_for(mpt_per_decision: float | None) -> Rating:
    """The band of an average error in milli-points per decision (None: no decision)."""
    if mpt_per_decision is None:
        return Rating.NONE
    for limit, rating in RATING_BANDS:
        if mpt_per_decision < limit:
            return rating
    return Rating.AWFUL


class AnalysisFormatError(ValueError):
    """A saved analysis that cannot be read; the message names the field."""


# ----------------------------------------------------------------------------
# Results
# ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Candidate:
    """One turn the search scored, from the mover's side. `equity` and `win`
    are at the decision's depth; the larger wins and losses (mars or gammon
    and more, backgammon; 0 in long nardy) are the plain evaluation of the
    resulting position, which is all the lookahead keeps."""

    move: str
    position: str
    equity: float
    win: float
    win_big: float
    win_backgammon: float
    lose_big: float
    lose_backgammon: float


@dataclass(frozen=True)
class DecisionAnalysis:
    """A judged decision. `turn` counts both sides' turns from 1 in its game;
    `candidates` are the best TOP_CANDIDATES by equity, then the turn played
    when it ranks below them; `played_index` finds it there, `played_rank` is
    its place among every turn scored (1: the best); `ply` the depth used."""

    game: int
    turn: int
    player: int
    side: Side
    dice: tuple[int, int]
    position: str
    ply: int
    candidates: tuple[Candidate, ...]
    played_index: int
    played_rank: int

    @property
    def best_candidate(self) -> Candidate:
        return self.candidates[0]

    @property
    def played_candidate(self) -> Candidate:
        return self.candidates[self.played_index]

    @property
    def played(self) -> str:
        return self.played_candidate.move

    @property
    def best(self) -> str:
        return self.best_candidate.move

    @property
    def equity_played(self) -> float:
        return self.played_candidate.equity

    @property
    def equity_best(self) -> float:
        return self.best_candidate.equity

    @property
    def equity_lost(self) -> float:
        return max(0.0, self.equity_best - self.equity_played)

    @property
    def mark(self) -> Mark:
        return mark_for(self.equity_lost)


@dataclass(frozen=True)
class RollLuck:
    """The luck of one turn's roll for the player who rolled it: in points
    per game (`luck`) and in winning chance (`luck_win`). `decision`: the
    turn had more than one legal result."""

    turn: int
    player: int
    side: Side
    dice: tuple[int, int]
    luck: float
    luck_win: float
    opening: bool
    decision: bool


@dataclass(frozen=True)
class GameOutcome:
    winner: int
    points: int
    kind: WinKind
    resigned: bool

    def points_for(self, player: int) -> int:
        return self.points if player == self.winner else -self.points


@dataclass(frozen=True)
class PlayerSummary:
    """One player's figures over one game or a match. `error`: points lost
    in all; `luck`: the luck of the player's own rolls, `opponent_luck` of the
    other's; `points`: won (+) or lost (-) in the finished games (None: none
    finished); `luck_adjusted`: those points less the luck that favoured the
    player, its own minus the opponent's, in the same games."""

    player: int
    name: str
    decisions: int
    forced: int
    error: float
    doubtful: int
    mistakes: int
    blunders: int
    luck: float
    opponent_luck: float
    points: int | None
    luck_adjusted: float | None

    @property
    def error_rate(self) -> float | None:
        """Milli-points lost per decision (None: no decision)."""
        return 1000.0 * self.error / self.decisions if self.decisions else None

    @property
    def rating(self) -> Rating:
        return rating_for(self.error_rate)

    @property
    def rating_name(self) -> str:
        return RATING_NAMES[self.rating]


@dataclass(frozen=True)
class GameAnalysis:
    number: int
    variant: Variant
    white_player: int
    names: tuple[str, str]
    rolls: tuple[RollLuck, ...]
    decisions: tuple[DecisionAnalysis, ...]
    outcome: GameOutcome | None

    def summary(self, player: int) -> PlayerSummary:
        return summarise(player, self.names[player], [self])

    @property
    def summaries(self) -> tuple[PlayerSummary, PlayerSummary]:
        return self.summary(0), self.summary(1)


@dataclass(frozen=True)
class MatchAnalysis:
    variant: Variant
    length: int
    names: tuple[str, str]
    depth: Depth
    score: ScoreKind
    games: tuple[GameAnalysis, ...]

    def summary(self, player: int) -> PlayerSummary:
        return summarise(player, self.names[player], self.games)

    @property
    def summaries(self) -> tuple[PlayerSummary, PlayerSummary]:
        return self.summary(0), self.summary(1)

    @property
    def decisions(self) -> int:
        return sum(len(g.decisions) for g in self.games)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able form (see docs/analysis.md); summaries are not stored,
        `from_dict` works them out again."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "variant": self.variant.value,
            "length": self.length,
            "players": list(self.names),
            "depth": self.depth.value,
            "score": self.score.value,
            "games": [_game_to_dict(g) for g in self.games],
        }

    @classmethod
    def from_dict(cls, obj: Any) -> MatchAnalysis:
        """The analysis `to_dict` wrote; AnalysisFormatError naming the field otherwise."""
        return _match_from_dict(obj)


def summarise(player: int, name: str, games: Iterable[GameAnalysis]) -> PlayerSummary:
    """`player`'s figures over `games` (one game's, or a match's)."""
    decisions = forced = doubtful = mistakes = blunders = 0
    error = own = other = adjusted = 0.0
    points: int | None = None
    for g in games:
        for d in g.decisions:
            if d.player != player:
                continue
            decisions += 1
            error += d.equity_lost
            mark = d.mark
            doubtful += mark is Mark.DOUBTFUL
            mistakes += mark is Mark.MISTAKE
            blunders += mark is Mark.BLUNDER
        g_own = sum(r.luck for r in g.rolls if r.player == player)
        g_other = sum(r.luck for r in g.rolls if r.player != player)
        forced += sum(1 for r in g.rolls if r.player == player and not r.decision)
        own += g_own
        other += g_other
        if g.outcome is not None:
            won = g.outcome.points_for(player)
            points = won if points is None else points + won
            adjusted += won - (g_own - g_other)
    return PlayerSummary(
        player,
        name,
        decisions,
        forced,
        error,
        doubtful,
        mistakes,
        blunders,
        own,
        other,
        points,
        None if points is None else adjusted,
    )


# ----------------------------------------------------------------------------
# Analysing
# ----------------------------------------------------------------------------


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


def rank_turns(
    position: Position,
    dice: tuple[int, int],
    depth: Depth | str = Depth.QUICK,
    *,
    score: Scorer | None = None,
    played: Turn | None = None,
    cancel: threading.Event | None = None,
    top: int = TOP_CANDIDATES,
) -> Ranking:
    """The leading turns of `position` with `dice`, scored as a decision is
    (for a hint list, or to judge a turn before it is played): the level's
    search for `depth`, and `played` scored alone at the same depth when the
    search pruned it. `score`: the scorer (default: expected points per game)."""
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


def _decision(
    played: Turn,
    position: Position,
    dice: tuple[int, int],
    depth: Depth,
    score: Scorer,
    cancel: threading.Event | None,
) -> tuple[int, list[Candidate], int, int]:
    """(ply, candidates, index of the played one among them, its rank)."""
    r = rank_turns(position, dice, depth, score=score, played=played, cancel=cancel)
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


# ----------------------------------------------------------------------------
# Saving
# ----------------------------------------------------------------------------


def _side(side: Side) -> str:
    return side.letter


def _candidate_to_dict(c: Candidate) -> dict[str, Any]:
    return {
        "move": c.move,
        "position": c.position,
        "equity": c.equity,
        "win": c.win,
        "win_big": c.win_big,
        "win_backgammon": c.win_backgammon,
        "lose_big": c.lose_big,
        "lose_backgammon": c.lose_backgammon,
    }


def _game_to_dict(g: GameAnalysis) -> dict[str, Any]:
    outcome = None
    if g.outcome is not None:
        o = g.outcome
        outcome = {
            "winner": o.winner,
            "points": o.points,
            "kind": o.kind.value,
            "resigned": o.resigned,
        }
    return {
        "number": g.number,
        "white": g.white_player,
        "outcome": outcome,
        "rolls": [
            {
                "turn": r.turn,
                "player": r.player,
                "side": _side(r.side),
                "dice": list(r.dice),
                "luck": r.luck,
                "luck_win": r.luck_win,
                "opening": r.opening,
                "decision": r.decision,
            }
            for r in g.rolls
        ],
        "decisions": [
            {
                "turn": d.turn,
                "player": d.player,
                "side": _side(d.side),
                "dice": list(d.dice),
                "position": d.position,
                "ply": d.ply,
                "candidates": [_candidate_to_dict(c) for c in d.candidates],
                "played_index": d.played_index,
                "played_rank": d.played_rank,
            }
            for d in g.decisions
        ],
    }


class _Reader:
    """Typed access to a parsed record, each failure naming its field."""

    def __init__(self, obj: Any, where: str) -> None:
        if not isinstance(obj, dict):
            raise AnalysisFormatError(f"{where or 'analysis'}: expected an object")
        self.obj = obj
        self.where = where

    def _field(self, key: str) -> str:
        return f"{self.where}.{key}" if self.where else key

    def _get(self, key: str) -> Any:
        if key not in self.obj:
            raise AnalysisFormatError(f"{self._field(key)}: missing")
        return self.obj[key]

    def fail(self, key: str, what: str) -> AnalysisFormatError:
        return AnalysisFormatError(f"{self._field(key)}: {what}")

    def whole(self, key: str, lo: int, hi: int) -> int:
        v = self._get(key)
        if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
            raise self.fail(key, f"expected a whole number from {lo} to {hi}")
        return v

    def number(self, key: str) -> float:
        v = self._get(key)
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
            raise self.fail(key, "expected a finite number")
        return float(v)

    def flag(self, key: str) -> bool:
        v = self._get(key)
        if not isinstance(v, bool):
            raise self.fail(key, "expected true or false")
        return v

    def text(self, key: str, limit: int = 200) -> str:
        """A text the program wrote: printable ASCII (moves and position
        texts are nothing else), so that a damaged or hostile file can bring
        neither markup-sized text nor a character that cannot be written
        back (a lone surrogate) into the window, a save or an export."""
        v = self._get(key)
        if not isinstance(v, str) or len(v) > limit:
            raise self.fail(key, f"expected a text of at most {limit} characters")
        if not v.isascii() or not v.isprintable():
            raise self.fail(key, "expected printable ASCII text")
        return v

    def enum(self, key: str, kind: type[StrEnum]) -> Any:
        v = self._get(key)
        try:
            return kind(v)
        except ValueError:
            names = ", ".join(e.value for e in kind)
            raise self.fail(key, f"expected one of {names}") from None

    def side(self, key: str) -> Side:
        v = self._get(key)
        if v not in ("w", "b"):
            raise self.fail(key, "expected 'w' or 'b'")
        return Side.WHITE if v == "w" else Side.BLACK

    def dice(self, key: str) -> tuple[int, int]:
        v = self._get(key)
        if (
            not isinstance(v, list)
            or len(v) != 2
            or any(isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 6 for d in v)
        ):
            raise self.fail(key, "expected two dice from 1 to 6")
        return (v[0], v[1])

    def items(self, key: str) -> list[_Reader]:
        v = self._get(key)
        if not isinstance(v, list):
            raise self.fail(key, "expected a list")
        return [_Reader(x, f"{self._field(key)}[{i}]") for i, x in enumerate(v)]


def _candidate_from(r: _Reader) -> Candidate:
    return Candidate(
        r.text("move"),
        r.text("position"),
        r.number("equity"),
        r.number("win"),
        r.number("win_big"),
        r.number("win_backgammon"),
        r.number("lose_big"),
        r.number("lose_backgammon"),
    )


def _decision_from(r: _Reader, game: int) -> DecisionAnalysis:
    candidates = tuple(_candidate_from(c) for c in r.items("candidates"))
    if not candidates:
        raise r.fail("candidates", "expected at least one candidate")
    return DecisionAnalysis(
        game,
        r.whole("turn", 1, 100_000),
        r.whole("player", 0, 1),
        r.side("side"),
        r.dice("dice"),
        r.text("position"),
        r.whole("ply", 0, 2),
        candidates,
        r.whole("played_index", 0, len(candidates) - 1),
        r.whole("played_rank", 1, 100_000),
    )


def _game_from(r: _Reader, variant: Variant, names: tuple[str, str]) -> GameAnalysis:
    number = r.whole("number", 1, 1000)
    outcome = None
    if r.obj.get("outcome") is not None:
        o = _Reader(r.obj["outcome"], f"{r.where}.outcome")
        outcome = GameOutcome(
            o.whole("winner", 0, 1),
            o.whole("points", 1, 3),
            o.enum("kind", WinKind),
            o.flag("resigned"),
        )
    rolls = tuple(
        RollLuck(
            x.whole("turn", 1, 100_000),
            x.whole("player", 0, 1),
            x.side("side"),
            x.dice("dice"),
            x.number("luck"),
            x.number("luck_win"),
            x.flag("opening"),
            x.flag("decision"),
        )
        for x in r.items("rolls")
    )
    decisions = tuple(_decision_from(x, number) for x in r.items("decisions"))
    return GameAnalysis(number, variant, r.whole("white", 0, 1), names, rolls, decisions, outcome)


def _match_from_dict(obj: Any) -> MatchAnalysis:
    r = _Reader(obj, "")
    if obj.get("format") != FORMAT:
        raise r.fail("format", f"expected {FORMAT!r}")
    version = r.whole("version", 1, 1_000_000)
    if version > VERSION:
        raise r.fail("version", f"version {version} is newer than this program reads ({VERSION})")
    variant = r.enum("variant", Variant)
    players = r._get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise r.fail("players", "expected two names")
    try:  # the rule every name follows, wherever it comes from
        names = (normalise_name(players[0]), normalise_name(players[1]))
    except BadName as e:
        raise r.fail("players", str(e)) from None
    games = tuple(_game_from(g, variant, names) for g in r.items("games"))
    return MatchAnalysis(
        variant,
        r.whole("length", 1, 1000),
        names,
        r.enum("depth", Depth),
        r.enum("score", ScoreKind),
        games,
    )


__all__ = [
    "FORMAT",
    "MARK_THRESHOLDS",
    "RATING_BANDS",
    "RATING_NAMES",
    "TOP_CANDIDATES",
    "VERSION",
    "AnalysisFormatError",
    "Cancelled",
    "Candidate",
    "DecisionAnalysis",
    "Depth",
    "GameAnalysis",
    "GameOutcome",
    "GamePlan",
    "Mark",
    "MatchAnalysis",
    "MatchPlan",
    "PlayerSummary",
    "Progress",
    "Ranking",
    "Rating",
    "RollLuck",
    "ScoreKind",
    "analyse_game",
    "analyse_match",
    "analyse_plan",
    "mark_for",
    "plan_match",
    "rank_turns",
    "rating_for",
    "summarise",
]
