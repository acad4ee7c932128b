import os
import sys
import tempfile
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).parent))

# Nothing a test runs may write into the user's own folders (Qt's file dialogs
# keep their history in ~/.config, the program its data in ~/.local/share):
# the whole run, and every process it starts, gets a home of its own.
TEST_HOME = Path(tempfile.mkdtemp(prefix="nardy-tests-home-"))
os.environ["HOME"] = str(TEST_HOME)
for _var, _sub in (
    ("XDG_CONFIG_HOME", ".config"),
    ("XDG_DATA_HOME", ".local/share"),
    ("XDG_CACHE_HOME", ".cache"),
    ("XDG_STATE_HOME", ".local/state"),
):
    os.environ[_var] = str(TEST_HOME / _sub)


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path_factory, monkeypatch):
    """Each test has a data folder and a settings file of its own (a test may
    set others): no lock, autosave or setting is shared between tests."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("NARDY_DATA_DIR", str(folder))
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(folder / "settings.ini"))


@pytest.fixture
def isolated_settings(tmp_path, monkeypatch):
    """The window's settings in a fresh file of this test's own."""
    path = tmp_path / "settings.ini"
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(path))
    return path


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """The main window with its file side (MatchFiles as `window.files`), the
    computer playing at random at once, its data and settings in tmp_path."""
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("NARDY_DATA_DIR", str(tmp_path / "data"))
    from PySide6.QtWidgets import QMessageBox

    from nardy_desktop.ai.base import RandomPlayer
    from nardy_desktop.ui.main_window import MainWindow
    from nardy_desktop.ui.match_files import MatchFiles

    w = MainWindow()
    qtbot.addWidget(w)
    w.set_speed("off")
    c = w.controller
    c.min_think_ms = 0
    c.pass_delay_ms = 0
    c.player_factory = lambda level: RandomPlayer(1)
    w.files = MatchFiles(w)
    yield w
    c.shutdown()
    for box in w.findChildren(QMessageBox):
        box.done(0)
