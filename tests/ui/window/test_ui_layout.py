"""The window's layout: the board gets the room first, the side panel shrinks
to what it needs (and hides with View > Side Panel, remembered), grows in a
large window where the move list takes the height left; a seat's line keeps
its pip count whole; every move-list entry wraps, none is cut; the dialogs
have the application's palette (dark walnut, as the board's frame)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPalette
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import SeededDice, Variant
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.board import themes
from nardy_desktop.ui.board.geometry import number_px
from nardy_desktop.ui.common.palette import app_palette, contrast
from nardy_desktop.ui.window.layout import COMFORT, PANEL_MAX, PANEL_MIN, panel_width
from nardy_desktop.ui.window.main_window import MainWindow

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]

SMALLEST = (700, 411)
LARGE = (1600, 980)
PLAYERS = (PlayerSpec("Anna"), PlayerSpec("Computer", True, "champion"))


def open_window(qtbot, size, turns: int = 30) -> MainWindow:
    """The window at `size` with a long nardy match `turns` turns in (Anna
    against the computer, both playing the first legal turn)."""
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_speed("off")
    c = w.controller
    c.min_think_ms = 0
    c.pass_delay_ms = 0
    c.auto_finish = False
    from nardy_desktop.ai.base import RandomPlayer

    c.player_factory = lambda level: RandomPlayer(1)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    w.start_match(Variant.LONG, 5, PLAYERS, SeededDice(4))
    for _ in range(turns):
        qtbot.waitUntil(lambda: c.can_roll or (c.can_move and c.is_human_turn), timeout=10000)
        if c.can_roll:
            c.roll()
            qtbot.waitUntil(lambda: not w.view.busy, timeout=5000)
        if c.can_move and c.is_human_turn:
            for step in c.game.legal_turns()[0].steps:
                assert c.try_move(step.frm, step.to)
            assert c.finish_turn()
    qtbot.waitUntil(lambda: c.can_roll and not w.view.busy, timeout=10000)
    qtbot.wait(20)  # the rows refit to their columns
    return w


def drawn_board(w: MainWindow) -> QRectF:
    """Where the board is drawn, in the window's pixels (the scene's rectangle mapped)."""
    view = w.view
    r = view.mapFromScene(QRectF(0, 0, g.WIDTH, g.HEIGHT)).boundingRect()
    return QRectF(view.mapTo(w, r.topLeft()), r.size())


def test_at_the_smallest_size_the_board_has_the_room_and_readable_numbers(qtbot):
    w = open_window(qtbot, SMALLEST, turns=2)
    assert (w.width(), w.height()) == SMALLEST
    board = drawn_board(w)
    # Was 0.57 beside a fixed panel; the message line under the board takes a line.
    assert board.width() / w.width() >= 0.71, board
    # The panel is no wider than it must be.
    panel = w.side_panel
    assert panel.width() == max(PANEL_MIN, panel.minimumSizeHint().width())
    assert panel.geometry().left() >= w.view.geometry().right()
    # The point numbers: their size and their digits' height on screen, from the items.
    scale = w.view.transform().m11()
    for item in w.view._numbers.values():
        assert item.isVisible()
        font_px = item.font().pixelSize() * scale
        digits = QFontMetricsF(item.font()).tightBoundingRect(item.text()).height() * scale
        assert font_px >= 10 and digits >= 7, (item.text(), font_px, digits)
        # Inside the frame, off the points: centred on the number's place.
        centre = item.mapToScene(item.boundingRect().center())
        target = w.view.geometry_.number_pos(
            next(p for p, t in w.view._numbers.items() if t is item)
        )
        assert abs(centre.x() - target.x()) < 1 and abs(centre.y() - target.y()) < 1


def test_the_side_panel_hides_and_the_choice_is_kept(qtbot):
    w = open_window(qtbot, SMALLEST, turns=0)
    action = w.side_panel_switch.action
    assert action.isChecked() and action.shortcut().toString() == "F9"
    assert action in w.view_menu.actions()
    action.trigger()
    qtbot.waitUntil(lambda: w.view.width() == w.centralWidget().width(), timeout=2000)
    assert not w.side_panel.isVisible()
    board = drawn_board(w)  # as large as the whole window lets it be
    assert abs(board.height() - w.view.height()) <= 4 or abs(board.width() - w.width()) <= 4
    w.settings.sync()
    again = MainWindow()
    qtbot.addWidget(again)
    assert not again.side_panel_switch.action.isChecked()
    assert again.side_panel.isHidden()
    again.side_panel_switch.action.trigger()
    assert not again.side_panel.isHidden()
    assert again.settings.value("view/side_panel") in (True, "true")


def test_in_a_large_window_the_panel_grows_and_the_move_list_takes_the_height(qtbot):
    w = open_window(qtbot, LARGE, turns=30)
    panel, moves = w.side_panel, w.move_list
    assert panel.width() >= 420  # more than the 300 it always had
    assert drawn_board(w).width() >= COMFORT
    # The move list reaches down to the panel's bottom margin.
    bottom = moves.mapTo(panel, moves.rect().bottomLeft()).y()
    assert bottom >= panel.height() - 8
    assert moves.height() >= panel.height() / 2
    # Two-move turns fit on one line here.
    one_line = moves.verticalHeader().defaultSectionSize()
    for r in range(moves.rowCount()):
        cells = [moves.item(r, c) for c in range(2)]
        if all(c is None or c.text().count("/") <= 2 for c in cells):
            assert moves.rowHeight(r) <= one_line, (r, [c.text() for c in cells if c])


def test_a_seats_line_is_never_cut_and_keeps_its_pip_count_whole(qtbot):
    w = open_window(qtbot, SMALLEST, turns=2)
    panel = w.score_panel
    for i in range(2):
        line = panel.pips[i]
        # Wrapped rather than ended with "…": the label is as tall as its text
        # at its width, and its pip count is whole.
        assert line.wordWrap() and line.height() >= line.heightForWidth(line.width()) - 1
        assert line.text().replace("\u00a0", " ").split(" \u00b7 ")[-1].startswith("pips: ")
    computer = panel.pips[1]
    shown = computer.text().replace("\u00a0", " ")
    assert shown.startswith("White · computer, Champion · pips: ")
    # It breaks after the comma or before the pips only, never inside "White · computer".
    assert "White\u00a0·\u00a0computer, Champion\u00a0· pips:\u00a0" in computer.text()
    assert computer.toolTip() == shown
    assert computer.height() > 1.5 * computer.fontMetrics().lineSpacing()  # two lines here


def test_the_move_list_never_breaks_inside_a_move(qtbot):
    from PySide6.QtWidgets import QStyleOptionViewItem

    w = open_window(qtbot, SMALLEST, turns=30)
    moves = w.move_list
    delegate = moves.itemDelegate()
    item = moves.item(0, 0)
    option = QStyleOptionViewItem()
    delegate.initStyleOption(option, moves.indexFromItem(item))
    # Drawn with a word joiner after each "/": "bar/23" and "24/18" stay whole,
    # and the line breaks only between moves; the item's own text is unchanged.
    assert "/" in item.text() and "\u2060" not in item.text()
    assert option.text == item.text().replace("/", "/\u2060")


def test_the_score_is_under_the_board_while_the_side_panel_is_hidden(qtbot):
    w = open_window(qtbot, (800, 500), turns=2)
    score = w.caption.score
    assert not score.isVisible()  # the panel shows it
    w.side_panel_switch.action.trigger()  # F9
    assert score.isVisible() and score.text() == "Score \u2014 Anna: 0, Computer: 0 (match to 5)"
    w.controller.resign()
    assert score.text() == "Score \u2014 Anna: 0, Computer: 2 (match to 5)"
    w.side_panel_switch.action.trigger()
    assert not score.isVisible()


def test_every_long_move_list_entry_wraps_whole_at_any_width(qtbot):
    w = open_window(qtbot, SMALLEST, turns=30)
    moves = w.move_list
    assert moves.wordWrap() and moves.textElideMode() is Qt.TextElideMode.ElideNone
    line = moves.fontMetrics().lineSpacing()

    def check() -> int:
        wrapped = 0
        for r in range(moves.rowCount()):
            for c in range(2):
                item = moves.item(r, c)
                if item is None:
                    continue
                room = moves.columnWidth(c) - 8
                lines = -(-moves.fontMetrics().horizontalAdvance(item.text()) // room)
                if lines > 1:
                    wrapped += 1
                    assert moves.rowHeight(r) >= 2 * line, (item.text(), moves.rowHeight(r))
        return wrapped

    assert check() > 0  # narrow: long turns take more lines
    w.resize(*LARGE)
    qtbot.waitUntil(lambda: w.side_panel.width() >= 420, timeout=2000)
    qtbot.wait(20)
    check()  # wide: the rows fit their text again
    assert min(moves.rowHeight(r) for r in range(moves.rowCount())) < 2 * line


@pytest.mark.parametrize(("theme", "dark"), [("wood", True), ("light", False), ("contrast", True)])
def test_every_dialog_and_message_box_has_the_palette_of_the_boards_theme(
    qtbot, tmp_path, theme, dark
):
    w = open_window(qtbot, (1240, 760), turns=2)
    w.keep_files(tmp_path / "data")
    w.theme_menu.group.actions()[["wood", "light", "contrast"].index(theme)].trigger()
    app = QApplication.instance()
    pal = app.palette()
    assert pal == app_palette(theme) and app.style().name().lower() == "fusion"
    # Dark like the Wood board's frame or light like the Light board's linen, and
    # every text readable on its background.
    window = pal.color(QPalette.ColorRole.Window).lightness()
    assert window < 60 if dark else window > 200
    for text, back in (
        (QPalette.ColorRole.WindowText, QPalette.ColorRole.Window),
        (QPalette.ColorRole.Text, QPalette.ColorRole.Base),
        (QPalette.ColorRole.Text, QPalette.ColorRole.AlternateBase),
        (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button),
        (QPalette.ColorRole.HighlightedText, QPalette.ColorRole.Highlight),
        (QPalette.ColorRole.ToolTipText, QPalette.ColorRole.ToolTipBase),
    ):
        assert contrast(pal.color(text), pal.color(back)) >= 4.5, (text, back)
        disabled = QPalette.ColorGroup.Disabled
        assert contrast(pal.color(disabled, text), pal.color(disabled, back)) >= 3, text
    w.show_new_match_dialog()
    w.show_about()
    w.show_rules()
    w.ask_resign()
    w.dice_stats.show()
    w.browse_moves.browse()
    dialogs = [d for d in w.findChildren(QDialog) if d.isVisible()]
    assert len(dialogs) >= 6 and any(isinstance(d, QMessageBox) for d in dialogs)
    roles = (
        QPalette.ColorRole.Window,
        QPalette.ColorRole.WindowText,
        QPalette.ColorRole.Base,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.Button,
        QPalette.ColorRole.ButtonText,
    )
    shown = [*dialogs, w.side_panel, w.score_panel, w.move_list, w.roll_button, w.menuBar()]
    for widget in shown:
        widget.ensurePolished()
        for role in roles:
            assert widget.palette().color(role) == pal.color(role), (widget, role)
    # The line under the board wears the board's surround.
    assert themes.current().background.name() in w.caption.styleSheet()
    for d in dialogs:
        d.done(0)
    w.theme_menu.choose("wood", remember=False)  # the next test's window is Wood's


@settings(max_examples=300)
@given(
    width=st.integers(500, 4000),
    height=st.integers(250, 2500),
    floor=st.integers(0, 400),
)
def test_the_board_gets_the_room_first(width, height, floor):
    panel = panel_width(width, height, floor)
    least = max(floor, PANEL_MIN)
    assert least <= panel <= max(least, PANEL_MAX)
    board = width - panel
    full = height * g.WIDTH / g.HEIGHT  # the board's width filling the height
    # The panel is above its least only where the board keeps its full size or COMFORT.
    if panel > least:
        assert board >= min(full, COMFORT) - 1
    # The board never has less than it could have with the panel at its least,
    # up to its full size or COMFORT.
    assert board >= min(full, COMFORT, width - least) - 1


def test_the_point_numbers_grow_on_a_small_board_within_the_frame():
    assert number_px(1.3) == 15 and number_px(1.0) == 15
    assert number_px(0.5) == 20
    assert number_px(0.2) == 24  # the frame holds no more
    for scale in (0.42, 0.5, 0.55, 0.6, 0.667):
        assert number_px(scale) * scale >= 10
