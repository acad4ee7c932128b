"""Export Analysis: the analysis of a match as one web page that needs nothing else.

The summary of each player, for the match and each game analysed, then every
marked decision with a picture of the board drawn by the program (the turn
played and the best turn as arrows, the picture embedded in the page), the
two moves and the best turns the search found. In the language of the window.
"""

from __future__ import annotations

import base64
import html
import logging
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from nardy_desktop.ai.analysis import (
    DecisionAnalysis,
    GameAnalysis,
    Mark,
    MatchAnalysis,
    PlayerSummary,
)
from nardy_desktop.controller import call_later
from nardy_desktop.engine import Position, Variant
from nardy_desktop.i18n import current_language
from nardy_desktop.placeholders import fill
from nardy_desktop.storage.files import StorageError, atomic_write
from nardy_desktop.ui.analysis import analysis_texts as at
from nardy_desktop.ui.analysis.analysis_board import ReviewScene, render_png, turn_steps
from nardy_desktop.ui.analysis.game_graph import graph_png
from nardy_desktop.ui.board.arrows import ArrowKind, html_colour
from nardy_desktop.ui.common import texts

log = logging.getLogger(__name__)

PICTURE_WIDTH = 520  # pixels; about 120 kB a picture
GRAPH_WIDTH = 720  # pixels shown; drawn twice as large (game_graph.graph_png)

STYLE = """
body { font-family: sans-serif; margin: 2em auto; max-width: 60em; color: #231c18;
       background: #fbf7ef; line-height: 1.4; }
h1, h2, h3 { color: #3b2414; }
table { border-collapse: collapse; margin: 0.5em 0 1.2em; }
th, td { border: 1px solid #cdbb9c; padding: 0.2em 0.6em; }
th { background: #efe3cc; text-align: left; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.played td { font-weight: bold; }
.mark { padding: 0 0.4em; border-radius: 0.3em; font-weight: bold; color: #1d140e; }
section.decision { border-top: 1px solid #cdbb9c; padding-top: 0.6em; margin-top: 1.2em; }
img { display: block; max-width: 100%; border-radius: 6px; }
img.graph { margin: 0.4em 0 0.6em; height: auto; }
.legend span { font-weight: bold; }
"""


def _e(text: str) -> str:
    return html.escape(text, quote=True)


class AnalysisPage(QObject):
    """Builds the page; a QObject only so that its texts are translated with tr()."""

    def page(
        self,
        analysis: MatchAnalysis,
        pictures: Mapping[tuple[int, int], bytes] | None = None,
        graphs: Mapping[int, bytes] | None = None,
    ) -> str:
        """The page; `pictures` holds the PNG of each marked decision by (game, turn),
        `graphs` the graph of each game by its number; those they lack are drawn now."""
        a = analysis
        pictures = pictures or {}
        names = (at.player_name(a, 0), at.player_name(a, 1))
        totals = [0, 0]
        for g in a.games:
            if g.outcome is not None:
                totals[g.outcome.winner] += g.outcome.points
        title = fill(self.tr("Analysis: %1 against %2"), names[0], names[1])
        parts = [
            "<!DOCTYPE html>",
            f'<html lang="{_e(current_language())}">',
            '<head><meta charset="utf-8">',
            f"<title>{_e(title)}</title>",
            f"<style>{STYLE}</style></head><body>",
            f"<h1>{_e(title)}</h1>",
            "<p>"
            + _e(
                fill(
                    self.tr("%1, match to %n point(s).", "", a.length),
                    texts.variant_name(a.variant),
                )
            )
            + " "
            + _e(
                fill(
                    self.tr("Points in the games analysed: %1 %2, %3 %4."),
                    names[0],
                    totals[0],
                    names[1],
                    totals[1],
                )
            )
            + "<br>"
            + _e(fill(self.tr("Depth: %1."), at.depth_name(a.depth)))
            + " "
            + _e(at.units_text(a.score))
            + ".</p>",
            "<h2>" + _e(self.tr("Summary")) + "</h2>",
        ]
        if len(a.games) != 1:  # one game: its table is the match's, shown once
            parts.append("<h3>" + _e(self.tr("Whole match (games analysed)")) + "</h3>")
            parts.append(self._summary_table(names, a.summaries))
        for g in a.games:
            parts.append(f"<h3>{_e(at.game_name(g))}</h3>")
            parts.append(self._graph(a, g, (graphs or {}).get(g.number)))
            parts.append(self._summary_table(names, g.summaries))
        parts.append("<h2>" + _e(self.tr("Doubtful moves, mistakes and blunders")) + "</h2>")
        parts.append(self._legend())
        marked = marked_decisions(a)
        if not marked:
            parts.append("<p>" + _e(self.tr("No doubtful move, mistake or blunder.")) + "</p>")
        for d in marked:
            png = pictures.get((d.game, d.turn))
            parts.append(self._decision(a, d, png if png is not None else decision_picture(d)))
        parts.append("</body></html>\n")
        return "\n".join(parts)

    def _graph(self, a: MatchAnalysis, g: GameAnalysis, png: bytes | None) -> str:
        if not g.rolls:
            return ""
        png = png if png is not None else graph_png(a, g)
        alt = fill(
            self.tr("The graph of %1: each player's chance of winning after every turn"),
            at.game_name(g),
        )
        return (
            f'<img class="graph" alt="{_e(alt)}" width="{GRAPH_WIDTH}" '
            f'src="data:image/png;base64,{base64.b64encode(png).decode("ascii")}">'
        )

    def _summary_table(
        self, names: tuple[str, str], summaries: tuple[PlayerSummary, PlayerSummary]
    ) -> str:
        heads = "".join(f"<th>{_e(n)}</th>" for n in names)
        rows = [f'<table class="summary"><tr><th></th>{heads}</tr>']
        for label, v0, v1 in at.summary_rows(summaries):
            cells = "".join(f'<td class="n">{_e(v)}</td>' for v in (v0, v1))
            rows.append(f"<tr><th>{_e(label)}</th>{cells}</tr>")
        rows.append("</table>")
        return "".join(rows)

    def _legend(self) -> str:
        played, best = html_colour(ArrowKind.PLAYED), html_colour(ArrowKind.BEST)
        return (
            '<p class="legend">'
            f'<span style="color:{played}">\u2501\u2501\u25b6</span> '
            + _e(self.tr("the turn played (solid line, round numbers)"))
            + f' &nbsp; <span style="color:{best}">\u2505\u2505\u25b7</span> '
            + _e(self.tr("the best turn (dashed line, square numbers)"))
            + "</p>"
        )

    def _decision(self, a: MatchAnalysis, d: DecisionAnalysis, png: bytes) -> str:
        mark = d.mark
        colour = at.MARK_COLOURS[mark].name()
        head = (
            f"<h3>{_e(at.decision_title(a, d))} "
            f'<span class="mark" style="background:{colour}">{_e(at.mark_label(mark))}</span></h3>'
        )
        alt = at.verdict(d)
        picture = (
            f'<img alt="{_e(alt)}" width="{PICTURE_WIDTH}" '
            f'src="data:image/png;base64,{base64.b64encode(png).decode("ascii")}">'
        )
        return (
            '<section class="decision">'
            + head
            + picture
            + f"<p>{_e(at.verdict(d))}</p>"
            + self._candidates(a.variant, d)
            + "</section>"
        )

    def _candidates(self, variant: Variant, d: DecisionAnalysis) -> str:
        heads = [self.tr("#"), self.tr("Move"), self.tr("Equity"), self.tr("Loss"), self.tr("Win")]
        if variant is Variant.LONG:
            heads += [self.tr("Win mars"), self.tr("Lose mars")]
        else:
            heads += [
                self.tr("Win gammon"),
                self.tr("Win bg"),
                self.tr("Lose gammon"),
                self.tr("Lose bg"),
            ]
        rows = ["<table><tr>" + "".join(f"<th>{_e(h)}</th>" for h in heads) + "</tr>"]
        for i, c in enumerate(d.candidates):
            is_played = i == d.played_index
            move = at.move_text(c.move)
            if is_played:
                move = fill(self.tr("%1 (played)"), move)
            cells = [
                str(d.played_rank if is_played else i + 1),
                move,
                at.equity(c.equity),
                at.loss(d.equity_best - c.equity),
                at.percent(c.win),
            ]
            if variant is Variant.LONG:
                cells += [at.percent(c.win_big), at.percent(c.lose_big)]
            else:
                cells += [at.percent(c.win_big), at.percent(c.win_backgammon)]
                cells += [at.percent(c.lose_big), at.percent(c.lose_backgammon)]
            tds = "".join(
                f"<td>{_e(v)}</td>" if k == 1 else f'<td class="n">{_e(v)}</td>'
                for k, v in enumerate(cells)
            )
            rows.append(f'<tr class="played">{tds}</tr>' if is_played else f"<tr>{tds}</tr>")
        rows.append("</table>")
        return "".join(rows)


def marked_decisions(analysis: MatchAnalysis) -> list[DecisionAnalysis]:
    """The decisions the page shows with a picture, in the order of the match."""
    return [d for g in analysis.games for d in g.decisions if d.mark is not Mark.NONE]


def decision_picture(d: DecisionAnalysis) -> bytes:
    """The board before decision `d`, with the turn played and the best turn, as a PNG."""
    position = Position.from_text(d.position)
    played = turn_steps(position, d.dice, d.played_candidate.position)
    best = turn_steps(position, d.dice, d.best_candidate.position)
    return render_png(ReviewScene(position, d.dice, played, best), PICTURE_WIDTH)


class ExportJob(QObject):
    """Export Analysis without freezing the window: one picture drawn per turn of the
    event loop, then the page written to `path` all at once. `done` brings None, or
    the error that kept it from being written (a StorageError, or a fault of the
    program's, which is logged); nothing is written if the job is
    deleted (the window closing) before its end."""

    progressed = Signal(int, int)  # pictures drawn, pictures in all
    done = Signal(object)

    def __init__(self, analysis: MatchAnalysis, path: Path | str, parent: QObject) -> None:
        super().__init__(parent)
        self.analysis = analysis
        self.path = Path(path)
        self._todo = marked_decisions(analysis)
        self._pictures: dict[tuple[int, int], bytes] = {}
        self._graphs: dict[int, bytes] = {}

    @property
    def total(self) -> int:
        """The pictures to draw (the games' graphs with them)."""
        return len(self._todo) + len(self.analysis.games)

    def start(self) -> None:
        call_later(self, 0, self._step)

    def _step(self) -> None:
        try:
            games = self.analysis.games
            drawn = len(self._graphs) + len(self._pictures)
            if drawn < self.total:
                if len(self._graphs) < len(games):
                    g = games[len(self._graphs)]
                    self._graphs[g.number] = graph_png(self.analysis, g)
                else:
                    d = self._todo[len(self._pictures)]
                    self._pictures[(d.game, d.turn)] = decision_picture(d)
                self.progressed.emit(drawn + 1, self.total)
                call_later(self, 0, self._step)
                return
            text = AnalysisPage().page(self.analysis, self._pictures, self._graphs)
            atomic_write(self.path, text.encode("utf-8"))
        except StorageError as e:
            self.done.emit(e)
            return
        except Exception as e:  # a fault of the program: said, never an export left hanging
            log.exception("the analysis could not be exported")
            self.done.emit(e)
            return
        self.done.emit(None)


def analysis_html(analysis: MatchAnalysis) -> str:
    """The page, in the language of the window."""
    return AnalysisPage().page(analysis)


def export_analysis(path: Path | str, analysis: MatchAnalysis) -> None:
    """Write the page to `path` all at once (StorageError if it cannot be written)."""
    atomic_write(path, analysis_html(analysis).encode("utf-8"))


__all__ = [
    "AnalysisPage",
    "ExportJob",
    "analysis_html",
    "decision_picture",
    "export_analysis",
    "marked_decisions",
]
