"""Open Match takes Jellyfish .mat files too: the match is on the board to
replay, browse and analyse, how it differs from the file is said once, a bad
file is refused naming its line, and Save keeps the match as .nardy, never
over the .mat."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from nardy_desktop.storage.files import load_match
from nardy_desktop.storage.mat_import import load_mat

from tests.locations import TESTS

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

DATA = TESTS / "data" / "mat"


def open_file(window, qtbot, path) -> bool:
    with qtbot.waitSignal(window.files.opened, timeout=20000) as read:
        assert window.files.open_path(path)
    return read.args[0]


def boxes(window, icon: QMessageBox.Icon) -> list[QMessageBox]:
    return [b for b in window.findChildren(QMessageBox) if b.isVisible() and b.icon() == icon]


def history(match):
    return [[(t.dice, t.steps) for t in g.history] for g in match.games]


def test_the_open_dialog_offers_mat_files(window):
    dlg = window.files.ask_open()
    filters = dlg.nameFilters()
    assert "*.nardy" in filters[0] and "*.mat" in filters[0]
    assert any("*.mat" in f and "*.nardy" not in f for f in filters)
    dlg.reject()


def test_a_gnubg_match_opens_as_it_was_played(window, qtbot):
    window.show()
    path = DATA / "gnubg_cubeless_5pt.mat"
    assert open_file(window, qtbot, path)
    c = window.controller
    expected = load_mat(path).match
    assert c.match.players == ("Alice", "Bob")
    assert history(c.match) == history(expected)
    assert c.match.is_over
    assert window.windowTitle() == "gnubg_cubeless_5pt.mat[*] — Nardy Desktop"
    assert not window.isWindowModified()
    assert not boxes(window, QMessageBox.Icon.Information)  # the same match: nothing to say
    assert str(path.resolve()) in window.recent_files.files()
    # Any game can be browsed, one that opened with its own roll-off too (game 3).
    dlg = window.browse_moves.browse(4, game_index=2)
    assert dlg is not None and dlg.before.position == c.match.games[2].history[4].before
    dlg.close()
    # The autosave keeps it (the games that opened with a roll-off of their own too).
    window.files.persistence.flush()
    saved = window.files.autosave.load().loaded
    assert saved is not None and history(saved.match) == history(expected)
    assert saved.match.roll_offs == expected.roll_offs


def test_a_match_with_the_cube_says_how_it_differs(window, qtbot):
    assert open_file(window, qtbot, DATA / "gnubg_cube_3pt.mat")
    (box,) = boxes(window, QMessageBox.Icon.Information)
    text = box.informativeText()
    assert "doubling cube" in text
    assert "2–0" in text and "5–0" in text
    assert "gnubg_cube_3pt.mat" in box.text()
    c = window.controller
    assert c.match.players == ("Anna", "Boris") and not c.match.is_over
    box.done(0)


@pytest.mark.parametrize(
    "name, words",
    [
        ("bad_illegal_move.mat", ["Line 8", "13/7 24/22", "52"]),
        ("bad_variant.mat", ["Line 1", "Nackgammon"]),
        ("bad_turn.mat", ["Line 10", "Anna", "Boris"]),
    ],
)
def test_a_malformed_file_is_refused_naming_the_line(window, qtbot, name, words):
    before = window.controller.match
    shown: list[str] = []
    window.files.messageShown.connect(shown.append)
    assert not open_file(window, qtbot, DATA / name)
    assert window.controller.match is before
    assert len(shown) == 1 and name in shown[0]
    for w in words:
        assert w in shown[0]
    (box,) = boxes(window, QMessageBox.Icon.Warning)
    assert "Traceback" not in (box.detailedText() or "")
    box.done(0)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_without_freezing(window, qtbot, tmp_path):
    fifo = tmp_path / "pipe.mat"
    os.mkfifo(fifo)
    assert not open_file(window, qtbot, fifo)
    (box,) = boxes(window, QMessageBox.Icon.Warning)
    assert "pipe.mat" in box.text()
    box.done(0)


def test_save_keeps_the_match_as_nardy_beside_the_mat(window, qtbot, tmp_path):
    mat = tmp_path / "played elsewhere.mat"
    mat.write_bytes((DATA / "gnubg_money.mat").read_bytes())
    assert open_file(window, qtbot, mat)
    for box in boxes(window, QMessageBox.Icon.Information):
        box.done(0)
    files = window.files
    assert files.current_path is None and files.source_path == mat
    assert not files.save()  # no file of its own yet: Save asks where
    dlg = files.last_dialog
    assert Path(dlg.selectedFiles()[0]) == tmp_path / "played elsewhere.nardy"
    dlg.reject()
    assert files.save_to(tmp_path / "played elsewhere.nardy")
    assert mat.read_bytes() == (DATA / "gnubg_money.mat").read_bytes()
    again = load_match(tmp_path / "played elsewhere.nardy")
    assert history(again.match) == history(window.controller.match)
    assert window.windowTitle().startswith("played elsewhere.nardy[*]")


def test_a_file_name_with_placeholders_is_named_as_it_is():
    from nardy_desktop.storage.mat_import import MatError, MatProblem
    from nardy_desktop.ui.files.mat_messages import mat_error_text

    error = MatError(MatProblem.ILLEGAL_MOVE, 8, "detail", ("13/7", "52"))
    text = mat_error_text(error, "/tmp/100%2 sure %3.mat")
    assert text == (
        "The match in “100%2 sure %3.mat” cannot be opened. "
        "Line 8: 13/7 is not a legal move with 52."
    )


def test_the_notes_name_the_length_a_match_is_opened_to():
    from nardy_desktop.ui.files.mat_messages import mat_notes

    money = mat_notes(load_mat(DATA / "gnubg_money.mat"))
    assert any("money games" in n and "match to 3 point" in n for n in money)
    longer = mat_notes(load_mat(DATA / "gnubg_resigns_5pt.mat"))
    assert any("match to 6 point" in n and "the file says 5" in n for n in longer)
    assert any("2–6" in n and "2–5" in n for n in longer)
    assert mat_notes(load_mat(DATA / "nardy_long_3pt.mat")) == []  # the same match
