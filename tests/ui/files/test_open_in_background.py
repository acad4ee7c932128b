"""Open Match reads the file off the UI thread: the window keeps working while
a long match is read and replayed, says what it is doing, ignores a second
Open meanwhile, and then goes on exactly as before (the save question, the
match on the board, the warning for a bad file)."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QMessageBox

import nardy_desktop.ui.files.match_files as match_files
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import Side, Variant
from nardy_desktop.storage.files import save_match
from nardy_desktop.ui.common.texts import moves_text

from tests.storage.test_storage_support import PLAYERS, history, play_match

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


class Gate:
    """Stands in for `load_match`: the real one, but only once the UI thread
    has processed `ticks` timer events since the file was asked for. Were the
    file read on the UI thread, no timer could fire meanwhile and the gate
    would give up (after a while, so that such a failure does not hang)."""

    def __init__(self, monkeypatch, ticks: int = 5) -> None:
        self.ticks = ticks
        self.count = 0
        self.opened = threading.Event()
        self.threads: list[threading.Thread] = []
        self.waited: list[bool] = []
        self.real = match_files.load_match
        monkeypatch.setattr(match_files, "load_match", self)
        self.timer = QTimer()
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        self.count += 1
        if self.count >= self.ticks:
            self.opened.set()

    def __call__(self, path):
        self.threads.append(threading.current_thread())
        self.waited.append(self.opened.wait(timeout=15))
        return self.real(path)

    def stop(self) -> None:
        self.timer.stop()


def saved(tmp_path, name="m.nardy", **kw):
    m = play_match(kw.pop("variant", "backgammon"), kw.pop("length", 5), **kw)
    save_match(tmp_path / name, m, PLAYERS)
    return tmp_path / name, m


def test_the_window_keeps_working_while_a_file_is_read(window, qtbot, tmp_path, monkeypatch):
    path, m = saved(tmp_path, seed=3, max_turns=40)
    gate = Gate(monkeypatch)
    files = window.files
    before = window.controller.match
    shown: list[str] = []
    window.statusBar().messageChanged.connect(shown.append)
    with qtbot.waitSignal(files.opened, timeout=30000) as read:
        assert files.open_path(path)
        # At once: the window says what it does; nothing is replaced yet.
        assert window.statusBar().currentMessage() == "Opening “m.nardy”…"
        assert window.controller.match is before
        assert not files.open_action.isEnabled()
        assert not window.recent_files.menu.isEnabled()
        assert not files.open_path(path), "a second Open waits for the first"
    gate.stop()
    assert read.args == [True]
    assert gate.waited == [True], "the UI thread kept processing events meanwhile"
    assert gate.threads[0] is not threading.main_thread()
    # Then exactly as before: the match is on the board, in its file.
    assert history(window.controller.match) == history(m)
    assert files.current_path == path
    assert window.recent_files.files()[0] == str(path.resolve())
    # (The computer may already have rolled and said so since.)
    assert "Opened “m.nardy”." in shown
    assert files.open_action.isEnabled() and window.recent_files.menu.isEnabled()


def test_a_long_match_opens_with_the_move_list_of_its_current_game(window, qtbot, tmp_path):
    path, m = saved(tmp_path, variant="long", length=25, seed=1, max_turns=2600)
    assert len(m.games) > 10
    with qtbot.waitSignal(window.files.opened, timeout=30000) as read:
        assert window.files.open_path(path)
    assert read.args == [True]
    c = window.controller
    assert history(c.match) == history(m)
    game = c.game
    flat = [cell for row in window.move_list.lines() for cell in row if cell]
    view = window.view  # the list writes the turns in the numbering the board shows
    own = view.numbering == "auto" and view.follow_mover
    assert flat == [
        f"{r.dice[0]}{r.dice[1]}: "
        + moves_text(
            r.steps, (game.variant, Side(r.side), Side(r.side) if own else view.numbering_side())
        )
        for r in game.history
    ]
    # Play goes on from there.
    played = len(game.history)
    qtbot.waitUntil(lambda: c.can_roll or c.can_move, timeout=5000)
    if c.can_roll:
        assert c.roll()
    qtbot.waitUntil(lambda: c.can_move or len(game.history) > played, timeout=5000)


def test_a_bad_file_read_in_the_background_still_warns(window, qtbot, tmp_path, monkeypatch):
    path = tmp_path / "bad.nardy"
    path.write_bytes(b'{"format": "nardy-desktop-match"')
    gate = Gate(monkeypatch, ticks=2)
    shown = []
    window.files.messageShown.connect(shown.append)
    with qtbot.waitSignal(window.files.opened, timeout=30000) as read:
        assert window.files.open_path(path)
    gate.stop()
    assert read.args == [False] and gate.waited == [True]
    assert len(shown) == 1 and "bad.nardy" in shown[0]
    box = window.files.last_dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert window.controller.match is None
    assert window.statusBar().currentMessage() == ""
    assert window.files.open_action.isEnabled()


def test_an_unexpected_fault_while_reading_is_a_warning(window, qtbot, tmp_path, monkeypatch):
    path, _ = saved(tmp_path, seed=2, max_turns=6)

    def broken(_path):
        raise RuntimeError("something no one foresaw")

    monkeypatch.setattr(match_files, "load_match", broken)
    shown = []
    window.files.messageShown.connect(shown.append)
    with qtbot.waitSignal(window.files.opened, timeout=30000) as read:
        assert window.files.open_path(path)
    assert read.args == [False]
    assert shown == ["“m.nardy” could not be used."]
    assert "something no one foresaw" in window.files.last_dialog.detailedText()
    assert window.files.open_action.isEnabled()


def test_a_new_match_started_while_a_file_is_read_stays(window, qtbot, tmp_path, monkeypatch):
    path, _ = saved(tmp_path, seed=4, max_turns=12)
    gate = Gate(monkeypatch, ticks=10)
    c = window.controller
    with qtbot.waitSignal(window.files.opened, timeout=30000) as read:
        assert window.files.open_path(path)
        c.new_match(Variant.LONG, 3, (PlayerSpec("A"), PlayerSpec("B")))
    mine = c.match
    assert read.args == [False]
    assert window.files.open_action.isEnabled()
    # The file is read (or, cancelled before its turn came, never) ...
    qtbot.waitUntil(lambda: window.files._loader.wait(0), timeout=30000)
    gate.stop()
    assert gate.waited in ([], [True])
    QCoreApplication.processEvents()  # ... and what it sent back handled: nothing
    assert c.match is mine and window.files.current_path is None
