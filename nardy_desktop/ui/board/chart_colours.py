"""The colours of a chart (ui/common/line_chart.py) in each board theme.

A chart sits beside the board, so it takes the board's look: the frame's wood
around it and the felt inside in Wood, pale linen in Light, black and navy in
High contrast. Each colour drawn on the plot (the series, the axes' text)
reads against it at a contrast of at least 3 to 1, 4.5 for text
(tests/ui/common/test_line_chart.py measures them), and the two first series
differ in lightness as well as in hue.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from nardy_desktop.ui.board import themes
from nardy_desktop.ui.common.line_chart import ChartColours


def _c(name: str, alpha: int = 255) -> QColor:
    colour = QColor(name)
    colour.setAlpha(alpha)
    return colour


COLOURS: dict[str, ChartColours] = {
    "wood": ChartColours(
        background=_c("#2b2420"),
        plot=_c("#1a3a2e"),
        grid=_c("#e9d8b4", 34),
        guide=_c("#e9d8b4", 130),
        axis=_c("#a8977f"),
        text=_c("#e9d8b4"),
        series=(_c("#fbf4e4"), _c("#7fc4ff"), _c("#b5e48c")),
        selected=_c("#ffd666"),
        marker_edge=_c("#120a06"),
    ),
    "light": ChartColours(
        background=_c("#e6dcc6"),
        plot=_c("#faf6ee"),
        grid=_c("#3a2815", 30),
        guide=_c("#3a2815", 120),
        axis=_c("#6f6250"),
        text=_c("#2e1f0f"),
        series=(_c("#3b2414"), _c("#1f5fa8"), _c("#2f7d32")),
        selected=_c("#d9480f"),
        marker_edge=_c("#2e1f0f"),
    ),
    "contrast": ChartColours(
        background=_c("#000000"),
        plot=_c("#0b1a28"),
        grid=_c("#ffffff", 46),
        guide=_c("#ffffff", 170),
        axis=_c("#ffffff"),
        text=_c("#ffffff"),
        series=(_c("#ffffff"), _c("#f0b400"), _c("#56b4e9")),
        selected=_c("#ff00ff"),
        marker_edge=_c("#000000"),
    ),
}


def chart_colours(theme: themes.Theme | None = None) -> ChartColours:
    """The colours of a chart in `theme` (None: the theme the board has now)."""
    key = (theme or themes.current()).key
    return COLOURS.get(key, COLOURS[themes.DEFAULT])


__all__ = ["COLOURS", "chart_colours"]
