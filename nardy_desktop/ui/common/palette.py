"""The application's palette: dark walnut, the colours of the board's frame.

Every window of the program has it (the side panel, the menus, the status bar,
every dialog and message box, Qt's own file dialog), so that nothing light
grey stands over the dark board; the board itself is painted by its theme.
It is set on the application with the Fusion style, the one style that
follows a palette on every system. Each pair of text and background colours
reads at a contrast of at least 4.5 to 1 (WCAG AA), disabled text at least 3.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

Role = QPalette.ColorRole
Group = QPalette.ColorGroup

COLOURS: dict[QPalette.ColorRole, str] = {
    Role.Window: "#2b2420",  # the side panel's walnut
    Role.WindowText: "#eadbc0",
    Role.Base: "#241e1a",  # lists and fields
    Role.AlternateBase: "#2e2621",
    Role.Text: "#eadbc0",
    Role.PlaceholderText: "#a8977f",
    Role.Button: "#4a3a2e",
    Role.ButtonText: "#f1e3c6",
    Role.BrightText: "#ffffff",
    Role.Light: "#6b5443",
    Role.Midlight: "#5a4636",
    Role.Mid: "#4a3c33",
    Role.Dark: "#1a1410",
    Role.Shadow: "#000000",
    Role.Highlight: "#b07a3c",  # a selected row: the light wood of the frame
    Role.HighlightedText: "#1d140e",
    Role.Link: "#f0c070",
    Role.LinkVisited: "#d8a8e0",
    Role.ToolTipBase: "#352c26",
    Role.ToolTipText: "#eadbc0",
}
DISABLED: dict[QPalette.ColorRole, str] = {
    Role.WindowText: "#8a7a6a",
    Role.Text: "#8a7a6a",
    Role.ButtonText: "#8a7a6a",
    Role.Button: "#352c26",
    Role.Highlight: "#5a4636",
    Role.HighlightedText: "#b9a88f",
}


def app_palette() -> QPalette:
    palette = QPalette()
    for role, colour in COLOURS.items():
        palette.setColor(role, QColor(colour))
    for role, colour in DISABLED.items():
        palette.setColor(Group.Disabled, role, QColor(colour))
    return palette


def apply(app: QApplication | None = None) -> None:
    """Give the application (and so every window it opens) the palette."""
    app = app if app is not None else QApplication.instance()  # type: ignore[assignment]
    if not isinstance(app, QApplication):
        return
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    app.setPalette(app_palette())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return (
            0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())
        )

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


__all__ = ["COLOURS", "DISABLED", "app_palette", "apply", "contrast"]
