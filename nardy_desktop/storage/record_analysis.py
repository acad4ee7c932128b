"""The analysis kept with a saved match (the record's `analysis` field): written
with its figures rounded, and read back only when it is an analysis of the very
match the record replays.

The analysis (ai.analysis) is imported only when there is one to write or
read: opening or saving a match without one needs none of it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from nardy_desktop.engine import Match, Position, Side

if TYPE_CHECKING:
    from nardy_desktop.ai.analysis import MatchAnalysis


def analysis_record(analysis: MatchAnalysis) -> dict[str, Any]:
    """The `analysis` field of a record for `analysis`."""
    from nardy_desktop.ai.analysis import analysis_to_dict

    out: dict[str, Any] = _rounded(analysis_to_dict(analysis))
    return out


ANALYSIS_DIGITS = 6  # decimals kept of the analysis's figures: a millionth of a point


def _rounded(value: Any) -> Any:
    """`value` with its figures rounded to ANALYSIS_DIGITS decimals: the
    analysis holds several for every turn, and their seventeen digits would
    more than double the file for nothing the thresholds can tell apart."""
    if isinstance(value, float):
        return round(value, ANALYSIS_DIGITS)
    if isinstance(value, dict):
        return {k: _rounded(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_rounded(v) for v in value]
    return value


def checked_analysis(value: Any, match: Match) -> MatchAnalysis:
    """The analysis kept with `match`, checked against the match just
    replayed: each decision and roll must be the very turn the match
    recorded (its side, dice, position before and, for the turn played,
    after), every position one that can be, and each game's result, when the
    analysis knows it, the game's. ValueError naming the field otherwise."""
    from nardy_desktop.ai.analysis import (
        TOP_CANDIDATES,
        DecisionAnalysis,
        RollLuck,
        analysis_from_dict,
    )

    a = analysis_from_dict(value)
    if a.variant is not match.variant or a.length != match.length:
        raise ValueError(
            f"variant: of a {a.variant.value} match to {a.length}, "
            f"not of this {match.variant.value} match to {match.length}"
        )
    seen: set[int] = set()
    for gi, g in enumerate(a.games):
        where = f"games[{gi}]"
        if not 1 <= g.number <= len(match.games) or g.number in seen:
            raise ValueError(f"{where}.number: not a game of the match, or given twice")
        seen.add(g.number)
        game = match.games[g.number - 1]
        white = match.white_players[g.number - 1]
        history = game.history
        if g.white_player != white:
            raise ValueError(f"{where}.white: player {white} plays White in this game")
        res = game.result
        if g.outcome is not None and (
            res is None
            or (g.outcome.points, g.outcome.kind, g.outcome.resigned)
            != (res.points, res.kind, res.resigned)
            or g.outcome.winner != (white if res.winner is Side.WHITE else 1 - white)
        ):
            raise ValueError(f"{where}.outcome: not how the game ended")
        groups: tuple[tuple[str, Sequence[RollLuck | DecisionAnalysis]], ...] = (
            ("rolls", g.rolls),
            ("decisions", g.decisions),
        )
        for kind, entries in groups:
            if len(entries) > len(history):
                raise ValueError(f"{where}.{kind}: more than the game's {len(history)} turns")
            for k, e in enumerate(entries):
                at = f"{where}.{kind}[{k}]"
                if not 1 <= e.turn <= len(history):
                    raise ValueError(f"{at}.turn: the game has {len(history)} turns")
                rec = history[e.turn - 1]
                player = white if rec.side is Side.WHITE else 1 - white
                if (e.side, e.dice, e.player) != (rec.side, rec.dice, player):
                    raise ValueError(f"{at}: not the side, dice or player of turn {e.turn}")
        for k, d in enumerate(g.decisions):
            at = f"{where}.decisions[{k}]"
            rec = history[d.turn - 1]
            if d.position != rec.before.to_text():
                raise ValueError(f"{at}.position: not the position of turn {d.turn}")
            if d.played_candidate.position != rec.after.to_text():
                raise ValueError(f"{at}.played_index: not the turn played")
            if len(d.candidates) > TOP_CANDIDATES + 1:
                raise ValueError(f"{at}.candidates: more than {TOP_CANDIDATES + 1}")
            for ci, c in enumerate(d.candidates):
                try:
                    result = Position.from_text(c.position, allow_finished=True)
                except ValueError as e:
                    raise ValueError(f"{at}.candidates[{ci}].position: {e}") from None
                if result.variant is not match.variant or result.side is rec.side:
                    raise ValueError(f"{at}.candidates[{ci}].position: not a result of the turn")
            # A rollout is of a candidate listed, or of the position before the roll.
            known = {c.position for c in d.candidates} | {d.position}
            for ri, r in enumerate(d.rollouts):
                if r.position not in known:
                    raise ValueError(f"{at}.rollouts[{ri}].position: not a candidate of the turn")
    return a
