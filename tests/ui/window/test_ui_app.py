"""Start-up, command line, dialogs, settings and resource lookup."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt

from nardy_desktop import __version__
from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.app import apply_think_ms, parse_args
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import SeededDice, Variant
from nardy_desktop.paths import resource_path, translations_path
from nardy_desktop.ui.window.dialogs import NewMatchDialog, rules_file
from nardy_desktop.ui.window.main_window import MainWindow

from tests.locations import ROOT

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    w.set_speed("off")
    w.controller.min_think_ms = 0
    w.controller.player_factory = lambda level: RandomPlayer(seed=1)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.controller.shutdown()


def _env_without_display() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    return env


@pytest.mark.parametrize("flag", ["--version", "--help"])
def test_version_and_help_work_without_a_display(flag):
    out = subprocess.run(
        [sys.executable, "-m", "nardy_desktop", flag],
        cwd=ROOT,
        env=_env_without_display(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    if flag == "--version":
        assert out.stdout.strip() == f"nardy-desktop {__version__}"
    else:
        assert "--demo" in out.stdout and "--quit-at-end" in out.stdout


def test_bad_arguments_get_a_message_not_a_traceback():
    out = subprocess.run(
        [sys.executable, "-m", "nardy_desktop", "--demo-length", "40"],
        cwd=ROOT,
        env=_env_without_display(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 2
    assert "between 1 and 25" in out.stderr
    assert "Traceback" not in out.stderr


@pytest.mark.slow
def test_demo_match_runs_to_the_end_and_exits_zero(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env["NARDY_DESKTOP_SETTINGS"] = str(tmp_path / "demo.ini")
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "nardy_desktop",
            "--demo",
            "--demo-length",
            "1",
            "--variant",
            "backgammon",
            "--demo-level",
            "intermediate",
            "--quit-at-end",
            "--speed",
            "off",
            "--think-ms",
            "0",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr


def test_think_ms_paces_every_pause_of_the_computer_side(window):
    """A fast demo is fast throughout: the shown "no move" and the wait between
    watched games shrink with `--think-ms`, and a slow one never lengthens them."""
    default_pass, default_next = window.controller.pass_delay_ms, window.watch_next_delay_ms
    apply_think_ms(window, 60000)
    assert window.controller.min_think_ms == 60000
    assert (window.controller.pass_delay_ms, window.watch_next_delay_ms) == (
        default_pass,
        default_next,
    )
    apply_think_ms(window, 0)
    assert (window.controller.pass_delay_ms, window.watch_next_delay_ms) == (0, 0)


def test_parse_args_defaults():
    args = parse_args(["nardy-desktop"])
    assert not args.demo and args.demo_length == 1 and args.speed is None
    args = parse_args(["nardy-desktop", "--demo", "--demo-length", "3", "--speed", "fast"])
    assert args.demo and args.demo_length == 3 and args.speed == "fast"


def test_resource_paths_find_the_shipped_files():
    assert resource_path("icons", "nardy-desktop.svg").is_file()
    assert resource_path("rules", "long_en.html").is_file()
    assert translations_path().name == "translations"
    for v in Variant:
        for lang in ("en", "fr", "ru"):
            assert (
                Path(rules_file(v, lang)).name
                == f"{'long' if v is Variant.LONG else v.value}_{lang}.html"
            )
    # An unknown language falls back to English.
    assert Path(rules_file(Variant.LONG, "de_DE")).name == "long_en.html"


def test_rules_dialog_shows_the_rules_of_the_current_variant(window, qtbot):
    window.start_match(Variant.BACKGAMMON, 1, (PlayerSpec("A"), PlayerSpec("B")), SeededDice(1))
    dlg = window.show_rules()
    assert dlg.isVisible()
    text = dlg.browser.toPlainText()
    assert "Backgammon" in text and len(text) > 500
    dlg.close()


def test_about_names_version_and_licence(window):
    dlg = window.show_about()
    text = dlg.label.text()
    assert __version__ in text and "GPL-3.0-or-later" in text
    dlg.close()


def test_new_match_dialog_starts_the_chosen_match(window, qtbot):
    dlg = window.show_new_match_dialog()
    assert isinstance(dlg, NewMatchDialog) and dlg.isVisible()
    dlg.variant.setCurrentIndex(1)
    dlg.length.setValue(7)
    dlg.players[0].name.setText("Zoe")
    dlg.players[0].kind.setCurrentIndex(0)
    dlg.players[1].name.setText("Max")
    dlg.players[1].kind.setCurrentIndex(1)
    dlg.players[1].level.setCurrentIndex(0)
    qtbot.mouseClick(dlg.buttons.button(dlg.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    c = window.controller
    assert c.match is not None
    assert c.match.variant is Variant.BACKGAMMON and c.match.length == 7
    assert c.players == (PlayerSpec("Zoe"), PlayerSpec("Max", True, "beginner"))
    # The choice is remembered for next time.
    dlg2 = window.show_new_match_dialog()
    assert dlg2.chosen() == (Variant.BACKGAMMON, 7, c.players)
    dlg2.reject()


def test_watch_option_makes_both_seats_computer(window):
    dlg = NewMatchDialog(window)
    dlg.watch.setChecked(True)
    _, _, players = dlg.chosen()
    assert all(p.computer for p in players)


def test_settings_are_kept_between_runs(qtbot, isolated_settings):
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_speed("slow")
    w.numbers_action.setChecked(False)
    w.orient_mover_action.trigger()
    w.auto_roll_action.setChecked(True)
    w.resize(900, 600)
    w.close()
    stored = QSettings(str(isolated_settings), QSettings.Format.IniFormat)
    assert stored.value("view/speed") == "slow"
    w2 = MainWindow()
    qtbot.addWidget(w2)
    assert w2.speed_actions["slow"].isChecked()
    assert w2.view.glide_ms > 300
    assert not w2.numbers_action.isChecked()
    assert w2.orient_mover_action.isChecked() and w2.view.follow_mover
    assert w2.controller.auto_roll
    w2.close()


def test_menus_offer_extension_points(window):
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

    lang = QMenu("Language", window)
    window.add_language_menu(lang)
    titles = [a.menu().title() if a.menu() else a.text() for a in window.menuBar().actions()]
    assert titles.index("Language") == titles.index(window.help_menu.title()) - 1
    save = QAction("Save", window)
    window.add_game_actions([save])
    acts = window.game_menu.actions()
    assert acts.index(save) < acts.index(window.resign_action)
