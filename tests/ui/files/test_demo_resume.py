"""A demo killed in the middle of its match goes on from its autosave at the
next `--demo`, as a game does; a demo of another kind asked for starts afresh."""

from __future__ import annotations

import signal

import pytest

from nardy_desktop import app
from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.app import parse_args
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import Variant
from nardy_desktop.storage.files import AUTOSAVE_NAME, Autosave
from nardy_desktop.ui.files.match_files import MatchFiles
from nardy_desktop.ui.window.main_window import MainWindow

from tests.storage.test_resume_sigkill import kill, start, turns, wait_for_turns
from tests.storage.test_storage_support import history, play_match

DEMO = ("--demo", "--demo-length", "3", "--think-ms", "100")
COMPUTERS = (PlayerSpec("Computer 1", True, "expert"), PlayerSpec("Computer 2", True, "expert"))

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_demo_killed_mid_match_resumes_at_the_next_demo(tmp_path, qtbot):
    data = tmp_path / "data"
    autosave = data / "demo" / AUTOSAVE_NAME
    proc = start(data, *DEMO)
    try:
        wait_for_turns(qtbot, proc, autosave, 4)
    finally:
        kill(proc)
    killed = Autosave(autosave.parent).load().loaded
    assert killed is not None and not killed.finished

    proc = start(data, *DEMO)
    try:
        resumed = wait_for_turns(qtbot, proc, autosave, turns(killed) + 2)
    finally:
        kill(proc)
    assert resumed.match.variant == killed.match.variant
    assert resumed.match.length == killed.match.length
    assert resumed.match.roll_off_dice == killed.match.roll_off_dice
    for g_before, g_after in zip(history(killed.match), history(resumed.match), strict=False):
        assert g_after[: len(g_before)] == g_before
    assert turns(resumed) > turns(killed)
    assert not (data / AUTOSAVE_NAME).exists(), "the player's own autosave is never touched"


@pytest.fixture
def demo_window(qtbot, tmp_path, isolated_settings):
    """A window on a demo folder holding a long nardy demo to 3, 6 turns in."""
    Autosave(tmp_path).write(play_match(Variant.LONG, 3, seed=4, max_turns=6), COMPUTERS)
    window = MainWindow()
    window.set_speed("off")
    window.controller.min_think_ms = 0
    window.controller.player_factory = lambda level: RandomPlayer(seed=1)
    qtbot.addWidget(window)
    files = window.keep_files(tmp_path)
    yield window, files
    window.controller.shutdown()


def start_demo(window: MainWindow, files: MatchFiles, *args: str) -> list:
    app._start_match(window, files, parse_args(["nardy-desktop", "--demo", *args]))
    match = window.controller.match
    assert match is not None
    return history(match)


def test_demo_of_the_kind_asked_for_is_resumed(demo_window):
    window, files = demo_window
    saved = history(Autosave(files.folder).load().loaded.match)
    played = start_demo(window, files, "--demo-length", "3")
    assert played[0][:6] == saved[0][:6] and len(saved[0]) == 6


@pytest.mark.parametrize(
    "asked", [("--variant", "backgammon"), ("--demo-length", "5"), ("--demo-level", "beginner")]
)
def test_demo_of_another_kind_starts_afresh(demo_window, asked):
    window, files = demo_window
    start_demo(window, files, "--demo-length", "3", *asked)
    match = window.controller.match
    want = parse_args(["nardy-desktop", "--demo-length", "3", *asked])
    assert match.variant is Variant(want.variant) and match.length == want.demo_length
    assert [p.level for p in window.controller.players] == [want.demo_level] * 2
    assert all(p.computer for p in window.controller.players)
    assert sum(len(g.history) for g in match.games) < 6
