"""Board themes: one table of colours that every piece of the board is drawn from,
a switch that repaints everything, the choice kept, a high-contrast theme whose
checkers stay apart for every colour vision; and Off in Animation Speed moves nothing."""

from __future__ import annotations

import ast
import re

import pytest
from PySide6.QtCore import QAbstractAnimation, QSettings
from PySide6.QtGui import QColor

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import Game, Match, Position, SeededDice, Variant, legal_turns
from nardy_desktop.ui.board import themes
from nardy_desktop.ui.window.main_window import MainWindow

from tests.locations import ROOT

UI = ROOT / "nardy_desktop" / "ui" / "board"
HUMANS = (PlayerSpec("Ann"), PlayerSpec("Bob"))
# White to move with 3-1, a Black checker on the bar and one of White's borne
# off: every kind of item shows.
POSITION = "backgammon/-2,0,0,0,-1,4,0,3,0,0,0,-4,5,0,0,0,-3,0,-4,0,1,0,0,1/0,1/1,0/w"

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]


@pytest.fixture(autouse=True)
def _wood_again():
    """The theme is the program's: each test leaves it as it found it."""
    yield
    themes.set_current(themes.DEFAULT)


def new_window(qtbot) -> MainWindow:
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_speed("off", remember=False)
    c = w.controller
    c.min_think_ms = 0
    c.pass_delay_ms = 0
    c.player_factory = lambda level: RandomPlayer(seed=1)
    w.watch_next_delay_ms = 0
    w.resize(1100, 700)
    w.show()
    qtbot.waitExposed(w)
    return w


def every_item_showing(w, qtbot) -> None:
    """The board with checkers on points, on the bar and in a tray, dice, a
    picked checker and its lit targets, a hint's arrows, the pip counts, the
    point numbers and an announcement."""
    match = Match(Variant.BACKGAMMON, 5, ("Ann", "Bob"), SeededDice(3))
    match.start_game()
    pos = Position.from_text(POSITION)
    game = Game(Variant.BACKGAMMON, SeededDice(3), position=pos)
    game.roll((3, 1))
    match.games[-1] = game
    match.white_players[-1] = 0
    w.controller.resume_match(match, HUMANS)
    qtbot.waitUntil(lambda: w.controller.can_move and not w.view.busy, timeout=5000)
    view = w.view
    view.show_suggestion(list(legal_turns(pos, (3, 1))[0].steps))
    view.select(("p", 8))
    view.show_banner("Game 1", ms=600000)


def picture(w):
    return w.view.grab().toImage()


def test_no_colour_is_written_in_the_board_drawing_but_in_the_theme_table():
    literal = re.compile(r"#[0-9a-fA-F]{6}")
    for name in ("items.py", "board_view.py", "geometry.py"):
        tree = ast.parse((UI / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QColor":
                assert not any(isinstance(a, ast.Constant) for a in node.args), (
                    f"{name}:{node.lineno}: a colour of its own"
                )
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                assert not literal.search(node.value), f"{name}:{node.lineno}: {node.value}"


def test_switching_the_theme_repaints_every_item_in_its_colours(qtbot):
    """A board switched to a theme looks exactly like one drawn in it from the
    start: no item keeps a colour (or a cached picture) of the theme before."""
    switched = new_window(qtbot)
    every_item_showing(switched, qtbot)
    wood = picture(switched)
    for key in ("contrast", "light", "wood", "contrast"):
        theme_before = themes.current().key
        action = switched.theme_menu.actions_by_key[key]
        action.trigger()
        assert themes.current().key == key and action.isChecked()
        after = picture(switched)
        fresh = new_window(qtbot)
        every_item_showing(fresh, qtbot)
        assert after == picture(fresh), f"{theme_before} -> {key}: something kept its colours"
        fresh.controller.shutdown()
        fresh.close()
        view = switched.view
        assert view.backgroundBrush().color() == themes.current().background
        assert all(n.brush().color() == themes.current().frame_text for n in view._numbers.values())
    assert picture(switched) != wood
    switched.controller.shutdown()


def test_the_theme_chosen_is_the_one_after_a_restart(qtbot, isolated_settings):
    w = new_window(qtbot)
    assert themes.current().key == "wood" and w.theme_menu.actions_by_key["wood"].isChecked()
    w.theme_menu.actions_by_key["light"].trigger()
    w.close()
    w.controller.shutdown()
    themes.set_current("wood")  # as a new run starts
    again = new_window(qtbot)
    assert themes.current().key == "light"
    assert again.theme_menu.actions_by_key["light"].isChecked()
    assert again.view.backgroundBrush().color() == themes.LIGHT.background
    again.close()
    again.controller.shutdown()
    assert QSettings(str(isolated_settings), QSettings.Format.IniFormat).value("view/theme") == (
        "light"
    )


def test_a_theme_edited_into_nonsense_gives_the_default(qtbot, isolated_settings):
    isolated_settings.write_text("[view]\ntheme=purple\n", encoding="utf-8")
    w = new_window(qtbot)
    assert themes.current().key == themes.DEFAULT
    assert w.theme_menu.actions_by_key[themes.DEFAULT].isChecked()
    w.controller.shutdown()


# ----- colour vision ------------------------------------------------------------------------
# Machado, Oliveira and Fernandes (2009), severity 1: what each dichromat sees.
DICHROMATS = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}  # fmt: skip


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _seen(colour: QColor, vision: str | None) -> tuple[float, float, float]:
    rgb = tuple(_linear(x) for x in (colour.redF(), colour.greenF(), colour.blueF()))
    if vision is None:
        return rgb  # type: ignore[return-value]
    m = DICHROMATS[vision]
    return tuple(min(1.0, max(0.0, sum(m[i][j] * rgb[j] for j in range(3)))) for i in range(3))  # type: ignore[return-value]


def contrast(a: QColor, b: QColor, vision: str | None = None) -> float:
    """WCAG's contrast ratio of two colours as a dichromat sees them."""

    def luminance(c: QColor) -> float:
        r, g, b_ = _seen(c, vision)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_

    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("vision", [None, *DICHROMATS])
def test_high_contrast_checkers_are_told_apart_by_lightness_rim_and_mark(vision):
    t = themes.CONTRAST
    white, black = t.white, t.black
    assert contrast(white.mid, black.mid, vision) >= 7  # far apart in lightness alone
    assert contrast(white.light, black.light, vision) >= 7
    # Each checker ringed in the other's colour, which stands out from everything under it.
    for look in (white, black):
        assert look.outline_width >= 2.5
        assert contrast(look.outline, look.mid, vision) >= 7
    for ground in (t.felt, t.point_a, t.point_b):
        assert max(contrast(look.outline, ground, vision) for look in (white, black)) >= 4.5
        for look in (white, black):
            assert (
                max(contrast(look.outline, ground, vision), contrast(look.mid, ground, vision)) >= 3
            )
    # One side carries a mark as well: no colour needed to tell them apart.
    assert (white.mark is None) != (black.mark is None)
    mark = black.mark or white.mark
    body = black if black.mark is not None else white
    assert contrast(mark, body.mid, vision) >= 7
    assert contrast(t.point_a, t.point_b, vision) >= 2  # the two points differ in lightness too


def test_a_mark_is_drawn_on_the_checkers_of_the_side_that_has_one(qtbot):
    w = new_window(qtbot)
    every_item_showing(w, qtbot)
    w.theme_menu.choose("contrast", remember=False)
    view = w.view
    image = picture(w)

    def middle(loc):
        p = view.mapFromScene(view.geometry_.checker_pos(loc, 0))
        return image.pixelColor(p.x(), p.y())

    assert middle(("p", 1)).lightness() > 200  # Black's checker, with its white dot
    assert middle(("p", 6)).lightness() > 200  # White's, white
    w.theme_menu.choose("wood", remember=False)
    image = picture(w)
    assert middle(("p", 1)).lightness() < 80  # no dot in the wood theme
    w.controller.shutdown()


# ----- reduced motion -------------------------------------------------------------------------
@pytest.mark.slow
def test_with_animation_speed_off_nothing_on_the_board_moves(qtbot):
    """Off is the reduced-motion choice: no glide, no tumbling dice, no fade."""
    w = new_window(qtbot)
    view, c = w.view, w.controller
    moving: list[str] = []

    def look(*_args) -> None:
        running = view.findChildren(QAbstractAnimation)
        if running or view.busy:
            moving.append(f"{len(running)} animations")

    for signal in (c.diceRolled, c.stepPlayed, c.turnFinished, c.gameStarted, c.gameOver):
        signal.connect(look)
    view.animationsFinished.connect(look)
    w.set_speed("off")
    with qtbot.waitSignal(c.matchOver, timeout=30000):
        w.start_demo(Variant.BACKGAMMON, 1)
    look()
    assert moving == []
    # With the animations on the dice do tumble: the check above can see it.
    w.set_speed("fast")
    tumbling: list[bool] = []
    c.diceRolled.connect(lambda _d: tumbling.append(bool(view.findChildren(QAbstractAnimation))))
    w.start_match(Variant.BACKGAMMON, 1, HUMANS, SeededDice(4))
    qtbot.waitUntil(lambda: bool(tumbling), timeout=5000)
    assert tumbling[0]
    w.controller.shutdown()
