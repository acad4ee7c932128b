"""The application's palette, one for each board theme: dark walnut, the
colours of the board's frame, for Wood; maple and linen for Light; black and
white for High contrast.

Every window of the program has it (the side panel, the menus, the status bar,
every dialog and message box, Qt's own file dialog), so that nothing stands
over the board in other colours than its own; the board itself is painted by
its theme, which sets the palette of the same name when it is chosen. It is
set on the application with the Fusion style, the one style that follows a
palette on every system. Each pair of text and background colours reads at a
contrast of at least 4.5 to 1 (WCAG AA), disabled text at least 3.
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


LIGHT: dict[QPalette.ColorRole, str] = {
    Role.Window: "#efe7d8",  # the Light board's linen
    Role.WindowText: "#2e1f0f",
    Role.Base: "#fbf8f1",
    Role.AlternateBase: "#f2ebdd",
    Role.Text: "#2e1f0f",
    Role.PlaceholderText: "#6f604e",
    Role.Button: "#e2cda6",  # its maple frame
    Role.ButtonText: "#2e1f0f",
    Role.BrightText: "#000000",
    Role.Light: "#ffffff",
    Role.Midlight: "#f3e7cf",
    Role.Mid: "#b9a27c",
    Role.Dark: "#8a7356",
    Role.Shadow: "#5a4a36",
    Role.Highlight: "#8a5a1c",
    Role.HighlightedText: "#ffffff",
    Role.Link: "#7a3e00",
    Role.LinkVisited: "#6a3a8a",
    Role.ToolTipBase: "#fff8e8",
    Role.ToolTipText: "#2e1f0f",
}
LIGHT_DISABLED: dict[QPalette.ColorRole, str] = {
    Role.WindowText: "#857462",
    Role.Text: "#857462",
    Role.ButtonText: "#7a6a58",
    Role.Button: "#ebdfc8",
    Role.Highlight: "#d8c8a8",
    Role.HighlightedText: "#5a4a3a",
}
CONTRAST: dict[QPalette.ColorRole, str] = {
    Role.Window: "#000000",
    Role.WindowText: "#ffffff",
    Role.Base: "#000000",
    Role.AlternateBase: "#1a1a1a",
    Role.Text: "#ffffff",
    Role.PlaceholderText: "#c8c8c8",
    Role.Button: "#1a1a1a",
    Role.ButtonText: "#ffffff",
    Role.BrightText: "#ffffff",
    Role.Light: "#9a9a9a",
    Role.Midlight: "#6a6a6a",
    Role.Mid: "#9a9a9a",
    Role.Dark: "#404040",
    Role.Shadow: "#000000",
    Role.Highlight: "#f0b400",  # the board's orange points
    Role.HighlightedText: "#000000",
    Role.Link: "#66ccff",
    Role.LinkVisited: "#ff99ff",
    Role.ToolTipBase: "#000000",
    Role.ToolTipText: "#ffffff",
}
CONTRAST_DISABLED: dict[QPalette.ColorRole, str] = {
    Role.WindowText: "#a8a8a8",
    Role.Text: "#a8a8a8",
    Role.ButtonText: "#a8a8a8",
    Role.Button: "#141414",
    Role.Highlight: "#505050",
    Role.HighlightedText: "#ffffff",
}
PALETTES: dict[str, tuple[dict[QPalette.ColorRole, str], dict[QPalette.ColorRole, str]]] = {
    "wood": (COLOURS, DISABLED),
    "light": (LIGHT, LIGHT_DISABLED),
    "contrast": (CONTRAST, CONTRAST_DISABLED),
}
"""Each board theme's palette (by the theme's key): its colours, and its disabled ones."""


def app_palette(theme: str = "wood") -> QPalette:
    """The palette of the board theme `theme` (an unknown one: Wood's)."""
    colours, disabled = PALETTES.get(theme, PALETTES["wood"])
    palette = QPalette()
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    for role, colour in disabled.items():
        palette.setColor(Group.Disabled, role, QColor(colour))
    return palette


def apply(app: QApplication | None = None, theme: str = "wood") -> None:
    """Give the application (and so every window it opens) the palette of the
    board theme `theme`."""
    app = app if app is not None else QApplication.instance()  # type: ignore[assignment]
    if not isinstance(app, QApplication):
        return
    if app.style().name().lower() != "fusion":
        app.setStyle("Fusion")
    app.setPalette(app_palette(theme))


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


__all__ = ["COLOURS", "DISABLED", "PALETTES", "app_palette", "apply", "contrast"]
