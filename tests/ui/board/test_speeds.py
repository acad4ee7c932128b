"""The animation speeds: one table (ui.speeds) read by the View menu, the
settings, the board and the command line."""

from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtCore import QSettings

from nardy_desktop.app import build_parser
from nardy_desktop.ui.board.speeds import DEFAULT_SPEED, SPEED_NAMES, Speed
from nardy_desktop.ui.window.main_window import SPEED

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def test_the_table_names_every_speed_once_slowest_last():
    assert SPEED_NAMES == ("off", "fast", "normal", "slow")
    ms = [speed.glide_ms for speed in Speed]
    assert ms[0] == 0 and ms == sorted(ms) and len(set(ms)) == len(ms)
    assert SPEED.default == DEFAULT_SPEED.value


def test_the_command_line_offers_the_tables_speeds():
    [action] = [a for a in build_parser()._actions if "--speed" in a.option_strings]
    assert tuple(action.choices) == SPEED_NAMES
    assert build_parser().parse_args(["--speed", "slow"]).speed == "slow"


def test_the_table_is_read_without_qt():
    code = (
        "import sys, nardy_desktop.app, nardy_desktop.ui.board.speeds;"
        "sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], timeout=60).returncode == 0


def test_the_menu_offers_the_tables_speeds_and_each_sets_the_glide(window, tmp_path):
    actions = window.speed_menu.actions()
    assert [a.data() for a in actions] == list(SPEED_NAMES)
    assert [a.text() for a in actions] == ["&Off", "&Fast", "&Normal", "S&low"]
    for speed, action in zip(Speed, actions, strict=True):
        action.trigger()
        assert window.view.glide_ms == speed.glide_ms
        assert window.speed_group.checkedAction() is action
        stored = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
        assert stored.value("view/speed") == speed.value


@pytest.mark.parametrize("name", SPEED_NAMES)
def test_a_speed_by_name_is_the_tables(window, name):
    window.set_speed(name, remember=False)
    assert window.view.glide_ms == Speed(name).glide_ms
    assert window.speed_actions[Speed(name)].isChecked()


def test_a_stored_speed_that_is_none_of_them_gives_the_default(qtbot, isolated_settings):
    from nardy_desktop.ui.window.main_window import MainWindow

    QSettings(str(isolated_settings), QSettings.Format.IniFormat).setValue("view/speed", "warp")
    w = MainWindow()
    qtbot.addWidget(w)
    try:
        assert w.view.glide_ms == DEFAULT_SPEED.glide_ms
        assert w.speed_actions[DEFAULT_SPEED].isChecked()
    finally:
        w.controller.shutdown()
