"""The words, symbols and colours the window gives the analysis's codes.

The analysis (nardy_desktop.ai.analysis) speaks in stable codes (marks,
rating bands, depths); this is the one place that turns them into words in
the interface language, and that writes its figures, for the move list, the
analysis panel, the summary and the exported page alike.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from nardy_desktop.ai.analysis import (
    DecisionAnalysis,
    Depth,
    GameAnalysis,
    Mark,
    MatchAnalysis,
    PlayerSummary,
    ScoreKind,
)
from nardy_desktop.engine import Position, Side, Variant
from nardy_desktop.engine.moves import NotationError, parse_steps
from nardy_desktop.engine.notation import compact, compact_text
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.board import themes
from nardy_desktop.ui.common import numbers, texts
from nardy_desktop.ui.common.practice_words import rating_text
from nardy_desktop.ui.common.texts import Numbering, renumbered

# GNU Backgammon's symbols: readable without colour.
MARK_SYMBOLS: dict[Mark, str] = {
    Mark.NONE: "",
    Mark.DOUBTFUL: "?!",
    Mark.MISTAKE: "?",
    Mark.BLUNDER: "??",
}

# Behind dark text (#1d140e) on a badge or a table's cell, in every theme.
MARK_COLOURS: dict[Mark, QColor] = {
    Mark.NONE: QColor("#eadbc0"),
    Mark.DOUBTFUL: QColor("#e6c84f"),
    Mark.MISTAKE: QColor("#f29a4a"),
    Mark.BLUNDER: QColor("#ff6f61"),
}

# The marks written as text on the theme's lists and panels (the move list): each
# reads at a contrast of 4.5 to 1 at least on the rows of its theme's palette
# (ui/common/palette.py; tests/ui/analysis/test_ui_mark_colours.py measures them),
# light on Wood's walnut and High contrast's black, dark on Light's linen.
MARK_TEXT_COLOURS: dict[str, dict[Mark, QColor]] = {
    "wood": {
        Mark.NONE: QColor("#eadbc0"),
        Mark.DOUBTFUL: QColor("#e6c84f"),
        Mark.MISTAKE: QColor("#f29a4a"),
        Mark.BLUNDER: QColor("#ff6f61"),
    },
    "light": {
        Mark.NONE: QColor("#2e1f0f"),
        Mark.DOUBTFUL: QColor("#7a5c00"),
        Mark.MISTAKE: QColor("#a84300"),
        Mark.BLUNDER: QColor("#b3261e"),
    },
    "contrast": {
        Mark.NONE: QColor("#ffffff"),
        Mark.DOUBTFUL: QColor("#ffd84d"),
        Mark.MISTAKE: QColor("#ffa040"),
        Mark.BLUNDER: QColor("#ff8080"),
    },
}


def mark_colour(mark: Mark, theme: str | None = None) -> QColor:
    """The colour a mark is written in on the window's lists in `theme` (None:
    the board's theme now, which the window's palette follows)."""
    key = theme if theme is not None else themes.current().key
    colours = MARK_TEXT_COLOURS.get(key, MARK_TEXT_COLOURS[themes.DEFAULT])
    return QColor(colours[Mark(mark)])


def mark_name(mark: Mark) -> str:
    """The mark's name ("" for none), lower case: it is used inside sentences."""
    names = {
        Mark.NONE: "",
        Mark.DOUBTFUL: QCoreApplication.translate("Analysis", "doubtful"),
        Mark.MISTAKE: QCoreApplication.translate("Analysis", "mistake"),
        Mark.BLUNDER: QCoreApplication.translate("Analysis", "blunder"),
    }
    return names[Mark(mark)]


def mark_label(mark: Mark) -> str:
    """The mark with its symbol, "blunder (??)"; "" for none."""
    if Mark(mark) is Mark.NONE:
        return ""
    return f"{mark_name(mark)} ({MARK_SYMBOLS[Mark(mark)]})"


def depth_name(depth: Depth) -> str:
    names = {
        Depth.PLAIN: QCoreApplication.translate("Analysis", "plain evaluation"),
        Depth.QUICK: QCoreApplication.translate("Analysis", "quick (the Expert's lookahead)"),
        Depth.THOROUGH: QCoreApplication.translate("Analysis", "thorough (the Champion's search)"),
    }
    return names[Depth(depth)]


def units_text(score: ScoreKind) -> str:
    """What an equity shown measures."""
    if ScoreKind(score) is ScoreKind.MATCH:
        return QCoreApplication.translate(
            "Analysis", "Equity: the chance to win the match, in points of a single game"
        )
    return QCoreApplication.translate("Analysis", "Equity: expected points for a single game")


def equity(value: float) -> str:
    return numbers.signed(value, 3)


def loss(value: float) -> str:
    """An equity lost, shown as the negative difference it is (0 as 0.000)."""
    return numbers.decimal(-value if value > 0.0005 else 0.0, 3)


def percent(value: float) -> str:
    return numbers.percent(value, 1)


def mpt(value: float | None) -> str:
    """Milli-points (None: no decision to count)."""
    return "\u2014" if value is None else numbers.decimal(value, 1)


def signed(value: float | None, digits: int = 2) -> str:
    return "\u2014" if value is None else numbers.signed(value, digits)


def player_name(analysis: MatchAnalysis | GameAnalysis, player: int) -> str:
    """A player's name as the window shows it (the program's own names follow the language)."""
    return texts.shown_name(analysis.names[player])


def move_number(turn: int, side: Side) -> int:
    """The number of the move list's row that holds turn `turn` (1 first) of
    `side`: move N is the Nth pair of turns, White's then Black's, as GNU
    Backgammon and the move list count (a game begun by Black has White's
    first cell empty)."""
    white_first = (Side(side) is Side.WHITE) == (turn % 2 == 1)
    return (turn + (0 if white_first else 1) + 1) // 2


def turn_name(turn: int, side: Side) -> str:
    """ "move 14, Black": a turn as the move list finds it."""
    return fill(
        QCoreApplication.translate(
            "Analysis", "move %1, %2", "a turn: the move list's row, the side"
        ),
        move_number(turn, side),
        texts.side_name(side),
    )


def decision_title(analysis: MatchAnalysis, decision: DecisionAnalysis) -> str:
    """ "Game 2, move 7: Anna (White) rolled 6-4", for headings."""
    return fill(
        QCoreApplication.translate("Analysis", "Game %1, move %2: %3 (%4) rolled %5-%6"),
        decision.game,
        move_number(decision.turn, decision.side),
        player_name(analysis, decision.player),
        texts.side_name(decision.side),
        decision.dice[0],
        decision.dice[1],
    )


def move_text(move: str, numbering: Numbering | None = None) -> str:
    """A move the analysis wrote (the files' notation, `24/20 20/16 bar/22*`, `pass`)
    as `texts.moves_text` shows a turn: joined (`24/16 bar/22*`), in the interface
    language's words. `numbering`: (variant, mover, side) writes the points in
    `side`'s numbering, the one the board shows, instead of the mover's
    (`texts.renumbered`, as the move list writes a turn)."""
    with contextlib.suppress(NotationError):  # else shown as written (plain text all the same)
        if numbering is None or numbering[1] is numbering[2]:
            move = compact_text(move)
        else:
            move = compact(renumbered(parse_steps(move), *numbering))
    return texts.notation_words(move)


def verdict(decision: DecisionAnalysis, numbering: Side | None = None) -> str:
    """The turn played and what it cost:
    "Played 6/2 4/2: blunder (??), 0.353 lost. Best: 9/5 8/6."; the points in
    `numbering`'s count (None: the mover's)."""
    mark = decision.mark
    shown = numbering_of(decision, numbering)
    played = move_text(decision.played, shown)
    if decision.played_rank == 1 or decision.equity_lost <= 0.0:
        return fill(QCoreApplication.translate("Analysis", "Played %1: the best turn."), played)
    if mark is Mark.NONE:
        text = QCoreApplication.translate("Analysis", "Played %1: %2 lost. Best: %3.")
    else:
        text = QCoreApplication.translate("Analysis", "Played %1: %4, %2 lost. Best: %3.")
    lost = numbers.decimal(decision.equity_lost, 3)
    return fill(text, played, lost, move_text(decision.best, shown), mark_label(mark))


def numbering_of(decision: DecisionAnalysis, side: Side | None) -> Numbering | None:
    """`move_text`'s numbering for the moves of `decision` shown in `side`'s count."""
    if side is None or side is decision.side:
        return None
    return (variant_of(decision), decision.side, side)


def variant_of(decision: DecisionAnalysis) -> Variant:
    return Variant(decision.position.split("/", 1)[0])


def summary_rows(summaries: tuple[PlayerSummary, PlayerSummary]) -> list[tuple[str, str, str]]:
    """The figures of a summary as (what, player 0's, player 1's), for tables."""

    def row(label: str, show: Callable[[PlayerSummary], str]) -> tuple[str, str, str]:
        return (label, show(summaries[0]), show(summaries[1]))

    return [
        row(QCoreApplication.translate("Analysis", "Decisions"), lambda s: str(s.decisions)),
        row(QCoreApplication.translate("Analysis", "Forced turns"), lambda s: str(s.forced)),
        row(
            QCoreApplication.translate("Analysis", "Total error (mpt)"),
            lambda s: mpt(1000 * s.error),
        ),
        row(
            QCoreApplication.translate("Analysis", "Error per decision (mpt)"),
            lambda s: mpt(s.error_rate),
        ),
        row(QCoreApplication.translate("Analysis", "Rating"), lambda s: rating_text(s.rating)),
        row(QCoreApplication.translate("Analysis", "Doubtful (?!)"), lambda s: str(s.doubtful)),
        row(QCoreApplication.translate("Analysis", "Mistakes (?)"), lambda s: str(s.mistakes)),
        row(QCoreApplication.translate("Analysis", "Blunders (??)"), lambda s: str(s.blunders)),
        row(QCoreApplication.translate("Analysis", "Luck (points)"), lambda s: signed(s.luck)),
        row(
            QCoreApplication.translate("Analysis", "Result (points)"),
            lambda s: "\u2014" if s.points is None else f"{s.points:+d}",
        ),
        row(
            QCoreApplication.translate("Analysis", "Luck-adjusted result"),
            lambda s: signed(s.luck_adjusted),
        ),
    ]


def summary_tooltips() -> list[str]:
    """What each row of `summary_rows` means, in the same order."""
    return [
        QCoreApplication.translate("Analysis", "Turns with more than one way to play, each judged"),
        QCoreApplication.translate(
            "Analysis", "Turns with a single way to play (or none): not judged"
        ),
        QCoreApplication.translate(
            "Analysis", "Equity lost in all, in milli-points (thousandths of a point)"
        ),
        QCoreApplication.translate(
            "Analysis", "The average equity lost per decision, in milli-points"
        ),
        QCoreApplication.translate(
            "Analysis", "The band of the error per decision, as GNU Backgammon names them"
        ),
        QCoreApplication.translate(
            "Analysis", "Decisions that lost more than 0.04 and at most 0.08"
        ),
        QCoreApplication.translate(
            "Analysis", "Decisions that lost more than 0.08 and at most 0.16"
        ),
        QCoreApplication.translate("Analysis", "Decisions that lost more than 0.16"),
        QCoreApplication.translate(
            "Analysis", "The luck of the player's own rolls, in points per game"
        ),
        QCoreApplication.translate("Analysis", "Points won (+) or lost (-) in the finished games"),
        QCoreApplication.translate(
            "Analysis",
            "The result less the luck that favoured the player (own luck less the opponent's)",
        ),
    ]


def game_name(game: GameAnalysis) -> str:
    """ "Game 2", or "Game 2 (to move 16)" for a game analysed before its end."""
    if game.outcome is None and game.rolls:
        last = game.rolls[-1]
        return fill(
            QCoreApplication.translate("Analysis", "Game %1 (to move %2)"),
            game.number,
            move_number(last.turn, last.side),
        )
    return fill(QCoreApplication.translate("Analysis", "Game %1"), game.number)


def position_of(decision: DecisionAnalysis) -> Position:
    return Position.from_text(decision.position)


def side_of(player: int, game: GameAnalysis) -> Side:
    return Side.WHITE if player == game.white_player else Side.BLACK


__all__ = [
    "MARK_COLOURS",
    "MARK_SYMBOLS",
    "MARK_TEXT_COLOURS",
    "decision_title",
    "depth_name",
    "equity",
    "game_name",
    "loss",
    "mark_colour",
    "mark_label",
    "mark_name",
    "move_number",
    "move_text",
    "numbering_of",
    "mpt",
    "percent",
    "player_name",
    "position_of",
    "renumbered",
    "side_of",
    "signed",
    "summary_rows",
    "summary_tooltips",
    "turn_name",
    "units_text",
    "variant_of",
    "verdict",
]
