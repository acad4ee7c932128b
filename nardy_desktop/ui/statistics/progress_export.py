"""The players' progress at the end of an exported analysis: for each person
of the match whose analysed matches the practice store holds, the Progress
tab's charts as pictures, with its sentence of figures."""

from __future__ import annotations

import base64
import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from nardy_desktop.ai.analysis.results import MatchAnalysis
from nardy_desktop.placeholders import fill
from nardy_desktop.storage.practice.safe_open import open_in
from nardy_desktop.ui.common import texts
from nardy_desktop.ui.statistics.progress_view import ProgressView

WIDTH, HEIGHT = 720, 280  # pixels shown; drawn twice as large


def _img(png: bytes, alt: str) -> str:
    data = base64.b64encode(png).decode("ascii")
    return (
        f'<img class="progress" alt="{html.escape(alt)}" width="{WIDTH}" '
        f'src="data:image/png;base64,{data}">'
    )


def progress_html(folder: Path, analysis: MatchAnalysis) -> str:
    """The section ("" when no player of the match has analysed matches kept)."""
    opened = open_in(folder, check=False)
    store = opened.store
    if store is None:
        return ""
    try:
        known = store.people()
        parts: list[str] = []
        for name in dict.fromkeys(analysis.names):
            if name not in known:
                continue
            view = ProgressView(store, name)
            view.game.setCurrentIndex(max(0, view.game.findData(analysis.variant.value)))
            if not view.rows:
                continue
            title = fill(
                QCoreApplication.translate("ProgressView", "Progress of %1"),
                texts.shown_name(name),
            )
            parts.append(f"<h3>{html.escape(title)}</h3>")
            parts.append(f"<p>{html.escape(view.summary.text())}</p>")
            for chart in (view.error_chart, view.luck_chart):
                parts.append(_img(chart.render_png(WIDTH, HEIGHT, 2.0), chart.title))
            view.deleteLater()
        if not parts:
            return ""
        heading = QCoreApplication.translate("ProgressView", "Progress")
        return "\n".join([f"<h2>{html.escape(heading)}</h2>", *parts])
    finally:
        store.close()


__all__ = ["progress_html"]
