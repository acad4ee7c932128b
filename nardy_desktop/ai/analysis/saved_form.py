"""The saved form of an analysis (docs/analysis.md): versioned, JSON-able, and
read back field by field, so that a damaged file names the field at fault."""

from __future__ import annotations

import math
from enum import StrEnum
from typing import Any

from nardy_desktop.ai.analysis.results import (
    Candidate,
    DecisionAnalysis,
    Depth,
    GameAnalysis,
    GameOutcome,
    MatchAnalysis,
    RolledOut,
    RollLuck,
    ScoreKind,
)
from nardy_desktop.engine import Side, Variant, WinKind
from nardy_desktop.engine.names import BadName, normalise_name

FORMAT = "nardy-desktop-analysis"
VERSION = 1


class AnalysisFormatError(ValueError):
    """A saved analysis that cannot be read; the message names the field."""


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


def _rollout_to_dict(r: RolledOut) -> dict[str, Any]:
    return {
        "position": r.position,
        "trials": r.trials,
        "truncate": r.truncate,
        "equity": r.equity,
        "equity_se": r.equity_se,
        "win": r.win,
        "win_se": r.win_se,
        "win_big": r.win_big,
        "win_backgammon": r.win_backgammon,
        "lose_big": r.lose_big,
        "lose_backgammon": r.lose_backgammon,
    }


def _decision_to_dict(d: DecisionAnalysis) -> dict[str, Any]:
    out: dict[str, Any] = {
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
    if d.rollouts:  # written only when asked for: a reader without them reads the rest
        out["rollouts"] = [_rollout_to_dict(r) for r in d.rollouts]
    return out


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
        "decisions": [_decision_to_dict(d) for d in g.decisions],
    }


def analysis_to_dict(analysis: MatchAnalysis) -> dict[str, Any]:
    """A JSON-able form (see docs/analysis.md); summaries are not stored,
    `analysis_from_dict` works them out again."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "variant": analysis.variant.value,
        "length": analysis.length,
        "players": list(analysis.names),
        "depth": analysis.depth.value,
        "score": analysis.score.value,
        "games": [_game_to_dict(g) for g in analysis.games],
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

    def bounded(self, key: str, lo: float, hi: float) -> float:
        v = self.number(key)
        if not lo <= v <= hi:
            raise self.fail(key, f"expected a number from {lo:g} to {hi:g}")
        return v

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


MAX_ROLLOUTS = 8  # rollouts kept with a decision: its candidates (at most 6) and its position


def _rollout_from(r: _Reader) -> RolledOut:
    return RolledOut(
        r.text("position"),
        r.whole("trials", 2, 1_000_000),
        r.whole("truncate", 0, 10_000),
        r.bounded("equity", -3.0, 3.0),
        r.bounded("equity_se", 0.0, 10.0),
        r.bounded("win", 0.0, 1.0),
        r.bounded("win_se", 0.0, 10.0),
        r.bounded("win_big", 0.0, 1.0),
        r.bounded("win_backgammon", 0.0, 1.0),
        r.bounded("lose_big", 0.0, 1.0),
        r.bounded("lose_backgammon", 0.0, 1.0),
    )


def _rollouts_from(r: _Reader) -> tuple[RolledOut, ...]:
    """The rollouts kept with a decision: an optional field (files written
    before there were any, or with none asked for, have none), each of
    another position."""
    if "rollouts" not in r.obj:
        return ()
    items = r.items("rollouts")
    if len(items) > MAX_ROLLOUTS:
        raise r.fail("rollouts", f"expected at most {MAX_ROLLOUTS}")
    out = tuple(_rollout_from(x) for x in items)
    if len({x.position for x in out}) != len(out):
        raise r.fail("rollouts", "two rollouts of one position")
    return out


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
        _rollouts_from(r),
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


def analysis_from_dict(obj: Any) -> MatchAnalysis:
    """The analysis `analysis_to_dict` wrote; AnalysisFormatError naming the field otherwise."""
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
