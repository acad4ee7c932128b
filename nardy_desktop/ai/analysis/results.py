"""What an analysis finds: each decision's candidates and mark, each roll's luck,
each game's outcome, and the players' summaries with their rating bands.
Frozen data, saved and read back by `saved_form`."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum

from nardy_desktop.engine import Side, Variant, WinKind


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
class RolledOut:
    """A rollout kept with a decision: of one candidate's resulting position,
    or (`position` the decision's own) of the position before its roll, from
    the side that played the decision. In points for a single game and
    luck-adjusted, as the rollouts measure, whatever units the analysis is in;
    `equity_se` and `win_se` are the standard errors of those means.
    `truncate`: plies played before a trial took the evaluation (0: to the end)."""

    position: str
    trials: int
    truncate: int
    equity: float
    equity_se: float
    win: float
    win_se: float
    win_big: float
    win_backgammon: float
    lose_big: float
    lose_backgammon: float


@dataclass(frozen=True)
class DecisionAnalysis:
    """A judged decision. `turn` counts both sides' turns from 1 in its game;
    `candidates` are the best TOP_CANDIDATES by equity, then the turn played
    when it ranks below them; `played_index` finds it there, `played_rank` is
    its place among every turn scored (1: the best); `ply` the depth used.
    `rollouts`: the rollouts asked for since (of candidates, or of the
    position before the roll), kept beside the evaluations they check."""

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
    rollouts: tuple[RolledOut, ...] = ()

    def rollout_of(self, position: str) -> RolledOut | None:
        """The rollout of the candidate ending in `position` (the decision's
        own position: of the position before the roll), if there is one."""
        return next((r for r in self.rollouts if r.position == position), None)

    @property
    def before_rollout(self) -> RolledOut | None:
        return self.rollout_of(self.position)

    def with_rollouts(self, rollouts: tuple[RolledOut, ...]) -> DecisionAnalysis:
        """This decision with `rollouts` kept, each replacing an older one of
        the same position."""
        fresh = {r.position for r in rollouts}
        kept = tuple(r for r in self.rollouts if r.position not in fresh)
        return replace(self, rollouts=kept + tuple(rollouts))

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

    def decision(self, game: int, turn: int) -> DecisionAnalysis | None:
        return next(
            (d for g in self.games if g.number == game for d in g.decisions if d.turn == turn),
            None,
        )

    def with_decision(self, decision: DecisionAnalysis) -> MatchAnalysis:
        """This analysis with `decision` in place of the one of its game and turn."""
        games = tuple(
            replace(
                g,
                decisions=tuple(decision if d.turn == decision.turn else d for d in g.decisions),
            )
            if g.number == decision.game
            else g
            for g in self.games
        )
        return replace(self, games=games)


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
