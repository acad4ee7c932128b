"""The graph of a game: each player's chance of winning after every turn, with
the marked decisions (?!, ?, ??) and the game's luckiest and unluckiest rolls
on it. A click on a decision's point shows it on the board.

The winning chance rather than the equity: it reads the same for both
players (the two lines mirror each other about 50%) and in a match as in a
single game. After a decision it is the chance of the turn played, as the
analysis scored it; after a forced turn (one way to play, so no search) it is
the chance before the roll, the roller's previous point, moved by the roll's
luck, which the analysis measures for every roll. A finished game ends at 100%
for its winner. The x axis counts moves as the move list does (move N: the
Nth pair of turns), White's turn of a move on N, Black's half a move later.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

from nardy_desktop.ai.analysis import DecisionAnalysis, GameAnalysis, Mark, MatchAnalysis, RollLuck
from nardy_desktop.engine import Side
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.analysis import analysis_texts as at
from nardy_desktop.ui.board import themes
from nardy_desktop.ui.board.chart_colours import COLOURS, chart_colours
from nardy_desktop.ui.common import numbers, retranslate, texts
from nardy_desktop.ui.common.line_chart import (
    ChartColours,
    LineChart,
    Marker,
    MarkerShape,
    MarkerStyle,
    Series,
    nice_ticks,
)

LUCKIEST = "luckiest"
UNLUCKIEST = "unluckiest"

# The luckiest and unluckiest rolls' markers in each theme. Every marker's fill
# reads on its theme's plot at 3 to 1 at least (a figure's contrast): the marks
# take the colours they have on the theme's lists (analysis_texts.mark_colour),
# dark on Light's linen, light on Wood's felt and High contrast's navy
# (tests/ui/analysis/test_ui_graph_colours.py measures them).
LUCK_COLOURS: dict[str, tuple[QColor, QColor]] = {
    "wood": (QColor("#5fd068"), QColor("#c48cff")),
    "light": (QColor("#1b7a2b"), QColor("#7e3fc0")),
    "contrast": (QColor("#5fe070"), QColor("#d9a8ff")),
}


def chart_theme(colours: ChartColours) -> str:
    """The theme whose chart colours `colours` are (the board's theme now when
    none is: a chart of colours of its own)."""
    return next((key for key, c in COLOURS.items() if c == colours), themes.current().key)


@dataclass(frozen=True)
class GraphPoint:
    """After turn `turn` (its roll `roll`; `decision` when it was judged):
    White's chance of winning `white_win` at x = `x` (in moves)."""

    turn: int
    x: float
    white_win: float
    roll: RollLuck | None
    decision: DecisionAnalysis | None


def x_of(turn: int, side: Side) -> float:
    """Where turn `turn` of `side` lies on the x axis: its move's number, and
    half a move on for Black."""
    return at.move_number(turn, side) + (0.5 if Side(side) is Side.BLACK else 0.0)


def graph_points(game: GameAnalysis) -> list[GraphPoint]:
    """One point for each turn of `game` the analysis holds (see the module)."""
    decisions = {d.turn: d for d in game.decisions}
    out: list[GraphPoint] = []
    white = 0.5  # White's chance before the first roll: unknown, even
    for r in game.rolls:
        d = decisions.get(r.turn)
        if d is not None:
            mine = d.played_candidate.win
        else:
            before = white if r.side is Side.WHITE else 1.0 - white
            mine = before + r.luck_win
        mine = min(1.0, max(0.0, mine))
        white = mine if r.side is Side.WHITE else 1.0 - mine
        out.append(GraphPoint(r.turn, x_of(r.turn, r.side), white, r, d))
    outcome = game.outcome
    if outcome is not None and out:
        won = 1.0 if (outcome.winner == game.white_player) else 0.0
        last = out[-1]
        if abs(last.white_win - won) > 1e-9:  # resigned, or judged short of certain
            out.append(GraphPoint(last.turn, last.x + 0.5, won, None, None))
    return out


def luck_extremes(game: GameAnalysis) -> tuple[RollLuck | None, RollLuck | None]:
    """The game's luckiest roll (if any was lucky) and unluckiest (if any was unlucky)."""
    rolls = list(game.rolls)
    high = max(rolls, key=lambda r: r.luck, default=None)
    low = min(rolls, key=lambda r: r.luck, default=None)
    return (
        high if high is not None and high.luck > 0 else None,
        low if low is not None and low.luck < 0 else None,
    )


def marker_styles(short: bool = False, theme: str | None = None) -> dict[str, MarkerStyle]:
    """A shape for each kind, so that none is told by its colour alone, in the
    colours of `theme` (None: the board's now); `short`: the marks named by
    their symbols alone in the legend (where room is short)."""
    key = theme if theme is not None else themes.current().key
    lucky, unlucky = LUCK_COLOURS.get(key, LUCK_COLOURS[themes.DEFAULT])
    shapes = {
        Mark.DOUBTFUL: MarkerShape.CIRCLE,
        Mark.MISTAKE: MarkerShape.SQUARE,
        Mark.BLUNDER: MarkerShape.DIAMOND,
    }
    styles = {
        m.value: MarkerStyle(
            shape,
            at.mark_colour(m, key),
            11.0,
            at.MARK_SYMBOLS[m],
            at.MARK_SYMBOLS[m] if short else at.mark_label(m),
        )
        for m, shape in shapes.items()
    }
    styles[LUCKIEST] = MarkerStyle(
        MarkerShape.TRIANGLE_UP,
        QColor(lucky),
        12.0,
        "",
        QCoreApplication.translate("Analysis", "luckiest roll"),
    )
    styles[UNLUCKIEST] = MarkerStyle(
        MarkerShape.TRIANGLE_DOWN,
        QColor(unlucky),
        12.0,
        "",
        QCoreApplication.translate("Analysis", "unluckiest roll"),
    )
    return styles


def _roll_text(r: RollLuck) -> str:
    return f"{r.dice[0]}-{r.dice[1]}"


def fill_chart(
    chart: LineChart, analysis: MatchAnalysis, game: GameAnalysis, compact: bool = False
) -> list[GraphPoint]:
    """Put the graph of `game` on `chart` (in the language shown now); the points,
    whose index in each series is their index here. `compact`: without a title
    and with a short legend, beside the analysis panel's table."""
    points = graph_points(game)
    white_player = game.white_player
    players = (white_player, 1 - white_player)  # series 0 is White's
    names = [
        fill("%1 (%2)", at.player_name(analysis, p), texts.side_name(side))
        for p, side in zip(players, (Side.WHITE, Side.BLACK), strict=True)
    ]
    tips: list[list[str]] = [[], []]
    for p in points:
        for s in (0, 1):
            chance = p.white_win if s == 0 else 1.0 - p.white_win
            line = fill("%1: %2", at.player_name(analysis, players[s]), numbers.percent(chance, 1))
            if p.roll is None:
                head = QCoreApplication.translate("Analysis", "End of the game")
            else:
                d = p.decision
                move = at.move_text(d.played) if d is not None else ""
                if d is None:
                    move = QCoreApplication.translate("Analysis", "forced")
                head = fill(
                    "%1 \u00b7 %2 %3",
                    at.turn_name(p.turn, p.roll.side),
                    _roll_text(p.roll),
                    move,
                )
            tips[s].append(f"{head}\n{line}")
    chart.set_series(
        [
            Series(
                names[s],
                tuple((p.x, p.white_win if s == 0 else 1.0 - p.white_win) for p in points),
                tuple(tips[s]),
                dashed=s == 1,
            )
            for s in (0, 1)
        ]
    )
    markers: list[Marker] = []
    index = {p.turn: i for i, p in enumerate(points) if p.roll is not None}
    for d in game.decisions:
        if d.mark is not Mark.NONE and d.turn in index:
            series = 0 if d.side is Side.WHITE else 1
            markers.append(Marker(series, index[d.turn], d.mark.value, at.verdict(d)))
    lucky, unlucky = luck_extremes(game)
    for r, kind, text in (
        (lucky, LUCKIEST, QCoreApplication.translate("Analysis", "The luckiest roll: %1 %2 (%3)")),
        (
            unlucky,
            UNLUCKIEST,
            QCoreApplication.translate("Analysis", "The unluckiest roll: %1 %2 (%3)"),
        ),
    ):
        if r is not None and r.turn in index:
            series = 0 if r.side is Side.WHITE else 1
            tip = fill(
                text, at.player_name(analysis, r.player), _roll_text(r), at.signed(r.luck, 3)
            )
            markers.append(Marker(series, index[r.turn], kind, tip))
    chart.set_markers(markers, marker_styles(compact, chart_theme(chart.colours())))
    chart.set_y_axis(
        "" if compact else QCoreApplication.translate("Analysis", "Chance of winning"),
        0.0,
        1.0,
        ticks=(0.0, 0.25, 0.5, 0.75, 1.0),
        label=lambda v: numbers.percent(v, 0),
        guides=(0.5,),
    )
    last = points[-1].x if points else 1.0
    span = max(1.0, last - 1.0)
    ticks = [t for t in nice_ticks(1.0, max(1.0, last), max(2, min(10, int(span)))) if t == int(t)]
    chart.set_x_axis(
        QCoreApplication.translate("Analysis", "Move"),
        low=1.0,
        high=max(1.5, last),
        ticks=ticks or [1.0],
        label=lambda v: numbers.decimal(v, 0),
    )
    chart.set_title("" if compact else at.game_name(game))
    return points


class GameGraph(LineChart):
    """The graph of one game of an analysis in the window; `decisionChosen`
    brings (game, turn) of a decision's point clicked."""

    decisionChosen = Signal(int, int)

    def __init__(
        self,
        parent: QWidget | None = None,
        colours: Callable[[], ChartColours] = chart_colours,
    ) -> None:
        super().__init__(parent, colours)
        self.setObjectName("gameGraph")
        self.setMinimumHeight(170)
        self.analysis: MatchAnalysis | None = None
        self.game: GameAnalysis | None = None
        self.points: list[GraphPoint] = []
        self._marker_theme = ""  # the theme whose colours the markers have
        self.pointClicked.connect(self._on_point)
        retranslate.register(self, self.retranslate_ui)

    def sizeHint(self) -> QSize:
        return QSize(400, 200)  # the table of candidates beside it comes first

    def paint(self, painter: QPainter, rect: QRectF) -> None:
        """The chart, its markers in the colours of the theme it is drawn in
        (the board's theme may have changed since they were set)."""
        key = chart_theme(self.colours())
        if key != self._marker_theme:
            self._marker_theme = key
            self.styles = marker_styles(short=True, theme=key)
        super().paint(painter, rect)

    def retranslate_ui(self) -> None:
        self.setToolTip(QCoreApplication.translate("Analysis", "Chance of winning"))
        self.set_empty_text(
            QCoreApplication.translate("Analysis", "Analyse the game to see its graph here.")
        )
        self._refill()

    def show_game(self, analysis: MatchAnalysis | None, number: int | None) -> None:
        """The graph of game `number` of `analysis` (nothing when it holds none)."""
        game = None
        if analysis is not None and number is not None:
            game = next((g for g in analysis.games if g.number == number), None)
        if game is self.game and analysis is self.analysis:
            return
        self.analysis, self.game = analysis, game
        selected = self.selected
        self._refill()
        self.set_selected(selected if game is not None else None)

    def _refill(self) -> None:
        if self.analysis is None or self.game is None:
            self.points = []
            self.clear()
            self.set_title("")
            return
        self.points = fill_chart(self, self.analysis, self.game, compact=True)

    def select(self, turn: int | None) -> None:
        """Ring the point of turn `turn` of the game shown (None: none)."""
        at_turn = [i for i, p in enumerate(self.points) if p.roll is not None and p.turn == turn]
        if not at_turn:
            self.set_selected(None)
            return
        p = self.points[at_turn[0]]
        assert p.roll is not None
        self.set_selected((0 if p.roll.side is Side.WHITE else 1, at_turn[0]))

    def _on_point(self, _series: int, index: int) -> None:
        if self.game is None or not 0 <= index < len(self.points):
            return
        d = self.points[index].decision
        if d is not None:
            self.decisionChosen.emit(d.game, d.turn)

    def turn_position(self, turn: int) -> QPointF | None:
        """Where the point of turn `turn` is drawn (for a click), or None."""
        for i, p in enumerate(self.points):
            if p.roll is not None and p.turn == turn:
                return self.point_position(0 if p.roll.side is Side.WHITE else 1, i)
        return None


def graph_png(analysis: MatchAnalysis, game: GameAnalysis, width: int = 720) -> bytes:
    """The graph of `game` as a PNG for the exported page, in the Light theme's
    colours (the page is light whatever the board's theme), drawn twice as
    large as shown for sharp lines on any screen."""
    chart = LineChart(colours=lambda: chart_colours(themes.LIGHT))
    fill_chart(chart, analysis, game)
    return chart.render_png(width, round(width * 0.36), scale=2.0)


__all__ = [
    "LUCKIEST",
    "UNLUCKIEST",
    "LUCK_COLOURS",
    "GameGraph",
    "GraphPoint",
    "fill_chart",
    "graph_png",
    "chart_theme",
    "graph_points",
    "luck_extremes",
    "marker_styles",
    "x_of",
]
