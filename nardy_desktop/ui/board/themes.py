"""Board themes (View > Board Theme): every colour the board is drawn with, in one table.

The board's items (items.py) and the view (board_view.py) take each colour from
`current()` when they paint, and choosing a theme repaints every board on screen,
so a theme is only a row of this table:

- Wood: the walnut frame, the green felt, sand and brick points.
- Light: a maple frame on pale linen, for a bright room.
- High contrast: white and black checkers that differ in lightness, each ringed
  in the other's colour, Black's with a white dot in the middle too, on points
  of orange and blue (a pair every kind of colour blindness keeps apart, and
  apart in lightness too), so that nothing is told by its hue alone.

The choice is kept in the settings ("view/theme"); until one is made, a system
that asks for high contrast gets it.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QColor
from PySide6.QtWidgets import QApplication, QGraphicsView, QMenu

from nardy_desktop.engine import Side
from nardy_desktop.settings_store import Setting, choice, read
from nardy_desktop.ui.common import palette, retranslate
from nardy_desktop.ui.common.host import WindowHost

KEY = "view/theme"
DEFAULT = "wood"


def _c(name: str, alpha: int = 255) -> QColor:
    colour = QColor(name)
    colour.setAlpha(alpha)
    return colour


def faded(colour: QColor, alpha: int) -> QColor:
    """A copy of a theme's colour with another opacity (the table's own stay as they are)."""
    out = QColor(colour)
    out.setAlpha(alpha)
    return out


@dataclass(frozen=True)
class CheckerLook:
    """One side's checkers (and its pip-count plate): the body's gradient from
    `light` through `mid` to `edge`, the rim `outline`, the turned `ring`, the
    count written on a tall stack, and `mark`, a dot in the middle or None."""

    light: QColor
    mid: QColor
    edge: QColor
    outline: QColor
    outline_width: float
    ring: QColor
    ring_width: float
    text: QColor
    mark: QColor | None = None


@dataclass(frozen=True)
class DieLook:
    face: QColor
    pip: QColor
    edge: QColor


@dataclass(frozen=True)
class Theme:
    key: str
    background: QColor  # around the board, in the window
    frame_dark: QColor
    frame_light: QColor
    grain: QColor  # the wood's grain lines over the frame
    felt: QColor
    felt_light: QColor
    felt_edge: QColor
    tray: QColor
    tray_edge: QColor
    point_a: QColor  # the odd points
    point_b: QColor  # the even points
    point_edge: QColor
    bar_line: QColor
    frame_text: QColor  # the point numbers
    hint_text: QColor  # "Click the board or press Space to roll"
    shadow: QColor
    highlight: QColor  # a point the picked checker can reach
    highlight_edge: QColor
    focus_edge: QColor  # the target chosen with the keyboard
    banner_plate: QColor
    banner_edge: QColor
    banner_text: QColor
    arrow: QColor  # a hint's arrows
    arrow_shadow: QColor
    arrow_label: QColor
    arrow_label_text: QColor
    white: CheckerLook
    black: CheckerLook
    white_die: DieLook
    black_die: DieLook

    def checker(self, side: Side) -> CheckerLook:
        return self.white if side == Side.WHITE else self.black

    def die(self, side: Side) -> DieLook:
        return self.white_die if side == Side.WHITE else self.black_die


WOOD = Theme(
    key="wood",
    background=_c("#231c18"),
    frame_dark=_c("#3b2414"),
    frame_light=_c("#6e4526"),
    grain=_c("#000000", 28),
    felt=_c("#1f4a3a"),
    felt_light=_c("#2b604b"),
    felt_edge=_c("#000000", 90),
    tray=_c("#15352a"),
    tray_edge=_c("#000000", 110),
    point_a=_c("#e3cfa4"),
    point_b=_c("#a3472f"),
    point_edge=_c("#000000", 60),
    bar_line=_c("#000000", 50),
    frame_text=_c("#e9d8b4"),
    hint_text=_c("#f0e4c8", 200),
    shadow=_c("#000000", 70),
    highlight=_c("#ffd666"),
    highlight_edge=_c("#ffe28c", 200),
    focus_edge=_c("#fff4c8"),
    banner_plate=_c("#1e1610", 225),
    banner_edge=_c("#e9d8b4", 160),
    banner_text=_c("#e9d8b4"),
    arrow=_c("#ffd666", 230),
    arrow_shadow=_c("#000000", 110),
    arrow_label=_c("#ffecaa"),
    arrow_label_text=_c("#3c2814"),
    white=CheckerLook(
        light=_c("#fbf4e4"),
        mid=_c("#d9c7a1"),
        edge=_c("#9c8a66"),
        outline=_c("#9c8a66").darker(140),
        outline_width=1.2,
        ring=_c("#000000", 45),
        ring_width=1.4,
        text=_c("#2a1a10"),
    ),
    black=CheckerLook(
        light=_c("#5a4136"),
        mid=_c("#24160f"),
        edge=_c("#120a06"),
        outline=_c("#120a06").darker(140),
        outline_width=1.2,
        ring=_c("#ffffff", 70),
        ring_width=1.4,
        text=_c("#f3e6c8"),
    ),
    white_die=DieLook(face=_c("#f8f1e2"), pip=_c("#2b1b12"), edge=_c("#000000", 90)),
    black_die=DieLook(face=_c("#3a2a22"), pip=_c("#f3e6c8"), edge=_c("#000000", 90)),
)

LIGHT = Theme(
    key="light",
    background=_c("#d8d0c2"),
    frame_dark=_c("#b3854f"),
    frame_light=_c("#e0c08c"),
    grain=_c("#5a3a18", 30),
    felt=_c("#e6dcc6"),
    felt_light=_c("#f5efe2"),
    felt_edge=_c("#5a3a18", 90),
    tray=_c("#cdbf9f"),
    tray_edge=_c("#5a3a18", 110),
    point_a=_c("#7f9fbb"),
    point_b=_c("#c66f52"),
    point_edge=_c("#3a2815", 70),
    bar_line=_c("#3a2815", 60),
    frame_text=_c("#2e1f0f"),
    hint_text=_c("#3a2815", 220),
    shadow=_c("#3a2815", 60),
    highlight=_c("#f0a000"),
    highlight_edge=_c("#b86e00", 220),
    focus_edge=_c("#7a4300"),
    banner_plate=_c("#2e1f0f", 225),
    banner_edge=_c("#f5efe2", 170),
    banner_text=_c("#f5efe2"),
    arrow=_c("#d9480f", 235),
    arrow_shadow=_c("#ffffff", 150),
    arrow_label=_c("#fff4e0"),
    arrow_label_text=_c("#6b2a05"),
    white=CheckerLook(
        light=_c("#ffffff"),
        mid=_c("#efe9dc"),
        edge=_c("#b9ab90"),
        outline=_c("#6f6250"),
        outline_width=1.6,
        ring=_c("#000000", 50),
        ring_width=1.4,
        text=_c("#2a1a10"),
    ),
    black=CheckerLook(
        light=_c("#5c5c66"),
        mid=_c("#2c2c33"),
        edge=_c("#121216"),
        outline=_c("#050506"),
        outline_width=1.6,
        ring=_c("#ffffff", 80),
        ring_width=1.4,
        text=_c("#f5efe2"),
    ),
    white_die=DieLook(face=_c("#ffffff"), pip=_c("#2b1b12"), edge=_c("#3a2815", 140)),
    black_die=DieLook(face=_c("#2e2e35"), pip=_c("#f5efe2"), edge=_c("#000000", 140)),
)

# Okabe and Ito's blue and their orange made lighter: apart for every colour vision,
# in lightness too (tests/ui/board/test_ui_themes.py simulates the three kinds of dichromacy).
CONTRAST = Theme(
    key="contrast",
    background=_c("#000000"),
    frame_dark=_c("#161616"),
    frame_light=_c("#2e2e2e"),
    grain=_c("#ffffff", 0),
    felt=_c("#0b2236"),
    felt_light=_c("#0f2c45"),
    felt_edge=_c("#ffffff", 140),
    tray=_c("#101010"),
    tray_edge=_c("#ffffff", 170),
    point_a=_c("#f0b400"),
    point_b=_c("#0072b2"),
    point_edge=_c("#000000", 200),
    bar_line=_c("#ffffff", 120),
    frame_text=_c("#ffffff"),
    hint_text=_c("#ffffff"),
    shadow=_c("#000000", 90),
    highlight=_c("#ffffff"),
    highlight_edge=_c("#ffffff"),
    focus_edge=_c("#ff00ff"),
    banner_plate=_c("#000000", 240),
    banner_edge=_c("#ffffff"),
    banner_text=_c("#ffffff"),
    arrow=_c("#ffffff", 240),
    arrow_shadow=_c("#000000", 200),
    arrow_label=_c("#ffffff"),
    arrow_label_text=_c("#000000"),
    white=CheckerLook(
        light=_c("#ffffff"),
        mid=_c("#f5f5f5"),
        edge=_c("#d6d6d6"),
        outline=_c("#000000"),
        outline_width=3.0,
        ring=_c("#000000", 90),
        ring_width=1.6,
        text=_c("#000000"),
    ),
    black=CheckerLook(
        light=_c("#3a3a3a"),
        mid=_c("#141414"),
        edge=_c("#000000"),
        outline=_c("#ffffff"),
        outline_width=3.0,
        ring=_c("#ffffff", 120),
        ring_width=1.6,
        text=_c("#ffffff"),
        mark=_c("#ffffff"),
    ),
    white_die=DieLook(face=_c("#ffffff"), pip=_c("#000000"), edge=_c("#000000")),
    black_die=DieLook(face=_c("#000000"), pip=_c("#ffffff"), edge=_c("#ffffff")),
)

THEMES: dict[str, Theme] = {t.key: t for t in (WOOD, LIGHT, CONTRAST)}
THEME = Setting(KEY, DEFAULT, choice(tuple(THEMES)))  # never chosen: the system's

_current: Theme = WOOD


def current() -> Theme:
    """The theme every board is drawn with now."""
    return _current


def set_current(key: str) -> Theme:
    """Draw every board with the theme `key` (an unknown one: the default), now:
    each board on screen repaints, its cached pictures too, every other widget
    with an `apply_theme` takes its colours again, and the windows and dialogs
    take the theme's palette (ui.common.palette)."""
    global _current
    _current = THEMES.get(key, THEMES[DEFAULT])
    app = QApplication.instance()
    if isinstance(app, QApplication):
        palette.apply(app, _current.key)
        for widget in app.allWidgets():
            if isinstance(widget, QGraphicsView):
                repaint(widget)
            elif getattr(widget, "follows_board_theme", False):  # a chart beside the board
                widget.update()
            else:
                apply = getattr(widget, "apply_theme", None)
                if callable(apply):
                    apply()
    return _current


def repaint(view: QGraphicsView) -> None:
    """Repaint one board with the current theme: the view's own colours (its
    `apply_theme`, where it has one) and every item of its scene."""
    apply = getattr(view, "apply_theme", None)
    if callable(apply):
        apply()
    scene = view.scene()
    if scene is not None:
        for item in scene.items():
            item.update()  # (this also drops an item's cached picture)


def system_theme() -> str:
    """The theme for a player who never chose one: high contrast where the
    system asks for it (Qt 6.10 and later tell), else the default."""
    app = QApplication.instance()
    hints = app.styleHints() if isinstance(app, QApplication) else None
    accessibility = getattr(hints, "accessibility", None)
    if callable(accessibility):
        preference = accessibility().contrastPreference()
        if preference == Qt.ContrastPreference.HighContrast:
            return CONTRAST.key
    return DEFAULT


def read_theme(settings: QSettings) -> str:
    """The theme kept in the settings (one edited into anything else, or none
    chosen yet: the system's)."""
    return read(settings, THEME, system_theme())


class ThemeMenu(QMenu):
    """View > Board Theme, after the animation speed: one of THEMES, kept in
    the settings, which also give the theme the board starts with."""

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.widget)
        self.settings = host.settings
        self.group = QActionGroup(self)
        self.actions_by_key: dict[str, QAction] = {}
        for key in THEMES:
            a = QAction(self)
            a.setCheckable(True)
            a.setData(key)
            a.triggered.connect(self._on_chosen)
            self.group.addAction(a)
            self.addAction(a)
            self.actions_by_key[key] = a
        retranslate.register(self, self.retranslate_ui)
        host.add_view_menu(self)
        self.choose(read_theme(self.settings), remember=False)

    def choose(self, key: str, remember: bool = True) -> None:
        theme = set_current(key)
        self.actions_by_key[theme.key].setChecked(True)
        if remember:
            self.settings.setValue(KEY, theme.key)

    def _on_chosen(self) -> None:
        a = self.group.checkedAction()
        if a is not None:
            self.choose(str(a.data()))

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("Board &theme"))
        self.actions_by_key["wood"].setText(self.tr("&Wood"))
        self.actions_by_key["light"].setText(self.tr("&Light"))
        self.actions_by_key["contrast"].setText(
            self.tr("&High contrast (for colour-blind players too)")
        )


def insert_menu_after(menu: QMenu, after: QMenu | None, sub: QMenu) -> None:
    """Put `sub` into `menu` just after its submenu `after` (at the end without it)."""
    actions = menu.actions()
    if after is not None and after.menuAction() in actions:
        i = actions.index(after.menuAction())
        if i + 1 < len(actions):
            menu.insertMenu(actions[i + 1], sub)
            return
    menu.addMenu(sub)


__all__ = [
    "CONTRAST",
    "LIGHT",
    "THEMES",
    "WOOD",
    "CheckerLook",
    "DieLook",
    "Theme",
    "ThemeMenu",
    "current",
    "faded",
    "insert_menu_after",
    "read_theme",
    "repaint",
    "set_current",
]
