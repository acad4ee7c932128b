"""Fixtures of the window's tests: settings of a test's own, and shown windows."""

import pytest


@pytest.fixture
def isolated_settings(tmp_path, monkeypatch):
    """The window's settings in a fresh file of this test's own."""
    path = tmp_path / "settings.ini"
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(path))
    return path


@pytest.fixture
def shown_window(qtbot):
    """Makes main windows that play at once: no animation, no pause before the
    computer moves or after a pass, the computer playing at random (seed 1)
    unless `player_factory` says otherwise; each is shown at `size` and shut
    down after the test."""
    from nardy_desktop.ai.base import RandomPlayer
    from nardy_desktop.ui.window.main_window import MainWindow

    made = []

    def make(size=(1100, 700), player_factory=None):
        w = MainWindow()
        w.set_speed("off")
        c = w.controller
        c.min_think_ms = 0
        c.pass_delay_ms = 0
        c.player_factory = player_factory or (lambda level: RandomPlayer(seed=1))
        qtbot.addWidget(w)
        w.resize(*size)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w

    yield make
    for w in made:
        w.controller.shutdown()
