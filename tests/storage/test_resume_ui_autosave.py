"""The window's side of the autosave that loses nothing: files this version
cannot read are kept aside and the message says where; autosaving that works
again is told once; a failure to keep the dice statistics is shown; a named
pipe opened as a match is refused without waiting."""

# The tests take the `window` fixture imported from test_resume_ui as an argument.
# ruff: noqa: F401, F811

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtWidgets import QMessageBox

from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import Variant
from nardy_desktop.storage import dice_stats
from nardy_desktop.storage.files import (
    AUTOSAVE_NAME,
    BACKUP_NAME,
    Autosave,
    StorageError,
    StorageProblem,
)
from nardy_desktop.storage.record import SCHEMA_VERSION

from tests.storage.test_storage_support import PLAYERS, history, play_match
from tests.storage_faults import read_only_folder, unblocking
from tests.ui.files.test_resume_ui import TWO_PEOPLE, open_file, play_a_turn, turns_played

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

NEWER = json.dumps(
    {"format": "nardy-desktop-match", "version": SCHEMA_VERSION + 1, "games": "from a newer one"}
).encode()
COMPUTERS = (PlayerSpec("X", True), PlayerSpec("Y", True))


def test_unreadable_autosave_and_backup_are_kept_and_the_message_says_where(
    window, tmp_path, qtbot
):
    data = tmp_path / "data"
    data.mkdir()
    (data / AUTOSAVE_NAME).write_bytes(NEWER)
    (data / BACKUP_NAME).write_bytes(NEWER + b" ")
    shown = []
    window.files.messageShown.connect(shown.append)
    assert not window.files.resume_autosave()
    kept = sorted(data.glob("autosave-unreadable-*.nardy"))
    assert sorted(p.read_bytes() for p in kept) == [NEWER, NEWER + b" "]
    assert len(shown) == 1 and str(kept[0]) in shown[0] and "newer version" in shown[0]
    box = window.files.last_dialog
    assert box.text() == "The match in progress could not be restored."
    assert str(kept[0]) in box.informativeText()
    # A new match is played and autosaved: the kept files stay as they were.
    c = window.controller
    c.new_match(Variant.LONG, 3, COMPUTERS)
    qtbot.waitUntil(lambda: turns_played(c.match) >= 4, timeout=10000)
    assert window.files.persistence.flush()
    assert sorted(p.read_bytes() for p in data.glob("autosave-unreadable-*.nardy")) == [
        NEWER,
        NEWER + b" ",
    ]
    assert Autosave(data).load().loaded is not None


def test_an_unreadable_autosave_with_a_good_backup_is_kept_too(window, tmp_path):
    m = play_match("backgammon", 3, seed=4, max_turns=8)
    auto = Autosave(tmp_path / "data")
    auto.write(m, PLAYERS)
    auto.write(play_match("backgammon", 3, seed=4, max_turns=9), PLAYERS)
    (tmp_path / "data" / AUTOSAVE_NAME).write_bytes(NEWER)
    assert window.files.resume_autosave()
    assert history(window.controller.match) == history(m)
    (kept,) = (tmp_path / "data").glob("autosave-unreadable-*.nardy")
    assert kept.read_bytes() == NEWER
    assert str(kept) in window.files.last_dialog.informativeText()


def test_the_status_bar_says_once_when_autosaving_works_again(window, tmp_path, qtbot):
    c = window.controller
    said = []
    real_show = window.show_status

    def show_status(text, timeout_ms=0, scope=None):
        said.append(text() if callable(text) else text)
        real_show(text, timeout_ms, scope)

    window.show_status = show_status
    c.new_match(Variant.LONG, 3, TWO_PEOPLE)
    play_a_turn(c, qtbot)
    assert window.files.persistence.flush()
    with read_only_folder(tmp_path / "data"):
        play_a_turn(c, qtbot)
        assert window.files.persistence.flush()
    assert said[-1] == "The match cannot be saved automatically. Play goes on."
    for _ in range(3):
        play_a_turn(c, qtbot)
        assert window.files.persistence.flush()
    assert said.count("Autosave works again.") == 1
    assert history(Autosave(tmp_path / "data").load().loaded.match) == history(c.match)
    for box in window.findChildren(QMessageBox):
        box.done(0)


@pytest.mark.slow
def test_a_failure_to_keep_the_dice_statistics_warns_in_the_window(
    window, tmp_path, qtbot, monkeypatch
):
    def full(path, data):
        raise StorageError(StorageProblem.DISK_FULL, path, "No space left on device")

    monkeypatch.setattr(dice_stats, "atomic_write", full)
    shown = []
    window.files.messageShown.connect(shown.append)
    c = window.controller
    with qtbot.waitSignal(c.gameOver, timeout=30000):  # the statistics are written then
        c.new_match(Variant.BACKGAMMON, 25, COMPUTERS)
    assert window.files.persistence.flush()
    assert len(shown) == 1 and "dice-stats.json" in shown[0]
    box = window.files.last_dialog
    assert isinstance(box, QMessageBox) and "No space" in box.detailedText()
    assert box.text() == "The dice statistics could not be saved. Play goes on."
    assert window.statusBar().currentMessage() == box.text()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_opening_a_named_pipe_warns_and_does_not_wait(window, tmp_path, qtbot):
    fifo = tmp_path / "pipe.nardy"
    os.mkfifo(fifo)
    window.controller.new_match(Variant.LONG, 3, TWO_PEOPLE)
    before = window.controller.match
    shown = []
    window.files.messageShown.connect(shown.append)
    with unblocking(fifo) as freed:
        assert not open_file(window, qtbot, fifo)
    assert not freed, "the window waited for someone to write into the pipe"
    assert len(shown) == 1 and "pipe.nardy" in shown[0]
    assert window.controller.match is before
