"""In the real window: every analysed decision lists its candidates, marked or not;
All Turns lists every turn of the roll; Roll Out rolls a decision's candidates or
its position out on a worker, can be stopped, and what it finds is kept with the
analysis, in the saved file and the autosave."""

from __future__ import annotations

import json
import shutil

import pytest
from PySide6.QtCore import Qt

from nardy_desktop.ai.analysis import Mark
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import Position, legal_turns
from nardy_desktop.storage.files import AUTOSAVE_NAME, load_match

from tests.analysis_support import play_match
from tests.helpers import playing_window

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

PEOPLE = (PlayerSpec("Anna"), PlayerSpec("Boris"))


@pytest.fixture
def windows(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    made = []

    def make(data):
        w = playing_window(qtbot, data)
        w.resize(1240, 860)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w

    yield make
    for w in made:
        w.controller.shutdown()


def analysed_window(windows, qtbot, tmp_path):
    """A long nardy match of two people, 30 turns in, analysed quickly: the
    lookahead alone keeps fewer than five turns for several of its decisions."""
    w = windows(tmp_path / "data")
    match = play_match("long", ("expert", "beginner"), seed=2, length=3, max_turns=30)
    match.players = ("Anna", "Boris")
    w.controller.resume_match(match, PEOPLE)
    manager = w.analysis
    with qtbot.waitSignal(manager.finished, timeout=120000) as done:
        manager.analyse_game_action.trigger()
    assert done.args == [True]
    return w


def results(d) -> int:
    return len({t.result for t in legal_turns(Position.from_text(d.position), d.dice)})


def click_turn(qtbot, w, turn: int) -> None:
    item = w.move_list.item((turn - 1) // 2, (turn - 1) % 2)
    w.move_list.scrollToItem(item)
    rect = w.move_list.visualItemRect(item)
    qtbot.mouseClick(w.move_list.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def click_row(qtbot, table, row: int) -> None:
    item = table.item(row, 1)
    table.scrollToItem(item)
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualItemRect(item).center()
    )


def a_clear_decision(w):
    """An unmarked decision with more than five different results."""
    a = w.analysis.analysis
    return next(d for g in a.games for d in g.decisions if d.mark is Mark.NONE and results(d) > 5)


def test_an_unmarked_decision_lists_its_five_leading_turns(windows, qtbot, tmp_path):
    w = analysed_window(windows, qtbot, tmp_path)
    d = a_clear_decision(w)
    click_turn(qtbot, w, d.turn)
    panel = w.analysis.panel
    assert w.analysis.shown == (d.game, d.turn)
    rows = panel.rows()
    assert len(rows) >= 5
    assert [r[0] for r in rows[:5]] == ["1", "2", "3", "4", "5"]
    assert all(r[2][0] in "+-" and r[4].endswith("%") for r in rows)
    assert any("(played)" in r[1] for r in rows)
    assert panel.table.item(0, 1).toolTip() == rows[0][1]  # whole when the column cuts it


def test_all_turns_lists_every_turn_and_any_can_be_drawn(windows, qtbot, tmp_path):
    w = analysed_window(windows, qtbot, tmp_path)
    d = a_clear_decision(w)
    click_turn(qtbot, w, d.turn)
    panel = w.analysis.panel
    five = panel.rows()
    qtbot.mouseClick(panel.candidates.all_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(panel.rows()) == results(d), timeout=60000)
    rows = panel.rows()
    assert rows[:5] == five[:5]  # the five at the top, as scored in the analysis
    equities = [float(r[2].replace(",", ".")) for r in rows]
    assert equities == sorted(equities, reverse=True)
    # The last turn of the list on the board beside the turn played.
    last = len(rows) - 1
    click_row(qtbot, panel.table, last)
    assert panel.compared == last and w.analysis.scene.other_arrows
    # Off again: the five.
    qtbot.mouseClick(panel.candidates.all_button, Qt.MouseButton.LeftButton)
    assert panel.rows() == five


def roll_out(qtbot, w, before: bool = False, count: int = 2):
    panel = w.analysis.panel
    qtbot.mouseClick(panel.candidates.rollout_button, Qt.MouseButton.LeftButton)
    dlg = w.analysis.extras.dialog
    assert dlg is not None and dlg.isVisible()
    dlg.trials.setValue(2)
    dlg.truncate.setValue(2)
    assert dlg.preset.currentIndex() == 3  # Custom
    (dlg.before if before else dlg.leaders).setChecked(True)
    dlg.count.setValue(count)
    with qtbot.waitSignal(dlg.rolledOut, timeout=120000):
        qtbot.mouseClick(dlg.start_button, Qt.MouseButton.LeftButton)
    return dlg


def autosaved(data) -> dict:
    return json.loads((data / AUTOSAVE_NAME).read_text(encoding="utf-8"))


def test_a_rollout_is_shown_beside_the_evaluation_and_kept_in_the_file_and_autosave(
    windows, qtbot, tmp_path
):
    w = analysed_window(windows, qtbot, tmp_path)
    d = a_clear_decision(w)
    click_turn(qtbot, w, d.turn)
    panel = w.analysis.panel
    roll_out(qtbot, w, count=2)
    kept = w.analysis.analysis.decision(d.game, d.turn)
    assert kept is not None and len(kept.rollouts) >= 2
    rows = panel.rows()
    # Each rolled-out candidate: its evaluation, and under it the rollout, ± its error.
    rolled = [i for i, r in enumerate(rows) if "\u00b1" in r[2]]
    assert rolled[:2] == [1, 3]
    assert rows[1][1] == "rollout \u00d72"
    assert (
        panel.table.item(1, 1).toolTip().startswith("rollout, trials: 2, truncated after ply 2\n")
    )
    assert rows[0][2][0] in "+-" and "\u00b1" not in rows[0][2]
    assert panel.table.item(1, 2).font().italic()
    assert panel.candidates.candidate_at(1) == 0
    # And the position before the roll.
    roll_out(qtbot, w, before=True)
    before = panel.candidates.before
    assert before.isVisible() and before.text().startswith(
        "Before the roll (rollout \u00d72): equity "
    )
    both = w.analysis.analysis.decision(d.game, d.turn)
    assert both.before_rollout is not None and len(both.rollouts) == len(kept.rollouts) + 1

    # Saved to a real file and opened again.
    path = tmp_path / "rolled.nardy"
    assert w.files.save_to(path)
    loaded = load_match(path)
    again = loaded.analysis.decision(d.game, d.turn)
    assert [r.position for r in again.rollouts] == [r.position for r in both.rollouts]
    assert again.before_rollout.trials == 2

    # The autosave keeps them too, and a restart brings them back on screen.
    assert w.files.persistence.flush()
    data = tmp_path / "data"
    record = autosaved(data)
    stored = [x for g in record["analysis"]["games"] for x in g["decisions"] if x["turn"] == d.turn]
    assert len(stored[0]["rollouts"]) == len(both.rollouts)
    copy = tmp_path / "copy"
    shutil.copytree(data, copy)
    second = windows(copy)
    assert second.files.resume_autosave()
    restored = second.analysis.analysis.decision(d.game, d.turn)
    assert restored.rollouts == loaded.analysis.decision(d.game, d.turn).rollouts
    assert second.analysis.show_decision(d.game, d.turn)
    assert any("\u00b1" in r[2] for r in second.analysis.panel.rows())


def test_a_rollout_can_be_stopped_and_keeps_nothing(windows, qtbot, tmp_path):
    w = analysed_window(windows, qtbot, tmp_path)
    d = a_clear_decision(w)
    click_turn(qtbot, w, d.turn)
    panel = w.analysis.panel
    qtbot.mouseClick(panel.candidates.rollout_button, Qt.MouseButton.LeftButton)
    dlg = w.analysis.extras.dialog
    dlg.preset.setCurrentIndex(2)  # Thorough: far longer than the test waits
    assert dlg.trials.value() == 1296
    qtbot.mouseClick(dlg.start_button, Qt.MouseButton.LeftButton)
    assert dlg.running and dlg.progress.isVisible() and not dlg.start_button.isEnabled()
    assert dlg.stop_button.text() == "&Stop"
    qtbot.mouseClick(dlg.stop_button, Qt.MouseButton.LeftButton)
    assert not dlg.running and dlg.state.text() == "The rollout was stopped."
    assert dlg.isVisible() and dlg.start_button.isEnabled()
    assert dlg.wait(60000)
    qtbot.wait(50)
    assert w.analysis.analysis.decision(d.game, d.turn).rollouts == ()
    assert not any("\u00b1" in r[2] for r in panel.rows())
