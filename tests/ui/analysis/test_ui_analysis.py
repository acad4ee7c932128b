"""Game analysis in the window: Analyse Game and Analyse Match on a worker thread with a
progress bar and Cancel, the marks in the move list, a decision shown on the board with
its arrows and best turns, the summary, the analysis kept in saved files, Export Analysis."""

from __future__ import annotations

import base64
import json
import re
import threading
import time

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QMessageBox

from nardy_desktop.ai.analysis import Depth, Mark
from nardy_desktop.ai.analysis import analyse as analysing
from nardy_desktop.ai.players import player_for_level
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import Match, SeededDice, Variant, legal_turns
from nardy_desktop.engine.notation import compact_text
from nardy_desktop.storage.record import PlayerInfo, encode, match_to_dict
from nardy_desktop.ui.analysis import analysis_manager
from nardy_desktop.ui.analysis.analysis_texts import MARK_COLOURS
from nardy_desktop.ui.analysis.decision_steps import Step
from nardy_desktop.ui.analysis.game_browser import GameBrowserDialog
from nardy_desktop.ui.board import geometry as g

from tests.analysis_support import play_match
from tests.helpers import make

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

# White has closed its board against a checker on the bar, with three checkers outside.
# With 4-2, 6/2 4/2 opens two points of it and leaves two blots: a blunder; the best
# turn moves only checkers from outside the board.
CLOSED_BOARD = make(
    "backgammon",
    {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 8: 2, 9: 1},
    {1: 3, 2: 3, 3: 3, 4: 2, 5: 2, 6: 1},
    bar=(0, 1),
)
PEOPLE = (PlayerSpec("Anna"), PlayerSpec("Boris"))


def hand_built(window, position, dice, move) -> Match:
    """A one-point match of two people on the board, whose game began at `position`,
    where Anna (White) played `move` with `dice`."""
    match = Match(position.variant, 1, ("Anna", "Boris"), SeededDice(1), start=position)
    game = match.start_game()
    game.roll(dice)
    (turn,) = [t for t in legal_turns(position, dice) if t.text == move]
    game.play_turn(turn)
    if game.is_over:
        match.record_result()
    window.controller.resume_match(match, PEOPLE)
    return match


def analyse(window, qtbot, whole_match: bool = False) -> None:
    """Game ▸ Analyse Game (or Match), waiting for the analysis to be shown."""
    manager = window.analysis
    action = manager.analyse_match_action if whole_match else manager.analyse_game_action
    assert action.isEnabled()
    with qtbot.waitSignal(manager.finished, timeout=120000) as done:
        action.trigger()
    assert done.args == [True]


def click_cell(qtbot, table, row: int, column: int) -> None:
    item = table.item(row, column)
    assert item is not None
    table.scrollToItem(item)
    qtbot.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualItemRect(item).center()
    )


def click_board(qtbot, view, scene_point: QPointF) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene_point))


@pytest.fixture(scope="module", autouse=True)
def _each_decision_judged_once():
    """The tests analyse the first turns of one seeded match again and again (8, 10,
    16, 24 of them): each decision is judged by the search once for the module, as
    the analysis would judge it again (the same position, dice, turn played, depth
    and scorer give the same answer), and the window gets the analysis as before."""
    real = analysing._decision
    judged: dict[tuple, tuple] = {}

    def once(played, position, dice, depth, score, cancel):
        # Scorers are made once for each score (match_equity.scorer), so their id names them.
        key = (played.result, position, tuple(dice), Depth(depth), id(score))
        if key not in judged:
            judged[key] = real(played, position, dice, depth, score, cancel)
        ply, candidates, index, rank = judged[key]
        return ply, list(candidates), index, rank

    patch = pytest.MonkeyPatch()
    patch.setattr(analysing, "_decision", once)
    yield
    patch.undo()


@pytest.fixture
def shown(window, qtbot):
    window.resize(1240, 860)
    window.show()
    qtbot.waitExposed(window)
    return window


# ----- a blunder, in the move list and on the board ---------------------------------------


def test_a_hand_built_blunder_is_marked_in_the_window_and_the_best_move_named(shown, qtbot):
    w = shown
    hand_built(w, CLOSED_BOARD, (4, 2), "6/2 4/2")
    analyse(w, qtbot)
    best = player_for_level("expert").choose(CLOSED_BOARD, (4, 2)).text
    item = w.move_list.item(0, 0)
    assert item.text() == "42: 6/2 4/2 ??"
    assert "blunder (??)" in item.toolTip() and f"Best: {best}." in item.toolTip()
    lost = re.search(r"(\d\.\d{3}) lost", item.toolTip())
    assert lost is not None and float(lost[1]) > 0.16
    assert item.foreground().color() == MARK_COLOURS[Mark.BLUNDER]

    click_cell(qtbot, w.move_list, 0, 0)
    manager = w.analysis
    assert manager.shown == (1, 1)
    assert w.view.showing_other_scene and w.view.scene() is manager.scene
    assert not any(isinstance(d, GameBrowserDialog) for d in w.findChildren(GameBrowserDialog))
    # The turn played and the best turn as arrows, each from the checker it moves.
    scene = manager.scene
    geo = scene.geometry
    played = [(a.start(), a.end()) for a in scene.played_arrows]
    assert played == [
        (geo.checker_pos(("p", 6), 1), geo.checker_pos(("p", 2), 2)),
        (geo.checker_pos(("p", 4), 1), geo.checker_pos(("p", 2), 3)),
    ]
    assert len(scene.other_arrows) == 2
    assert all(a.start().x() < g.BAR_X for a in scene.other_arrows)  # from outside the board
    # The panel: the five best turns, then the one played, with its loss.
    panel = manager.panel
    assert manager.dock.isVisible()
    rows = panel.rows()
    assert len(rows) == 6
    assert rows[0][0] == "1" and rows[0][1] == best and rows[0][3] == "0.000"
    assert rows[-1][1] == "6/2 4/2 (played)"
    assert float(rows[-1][3]) < -0.16
    assert [float(r[2]) for r in rows[:5]] == sorted((float(r[2]) for r in rows[:5]), reverse=True)
    assert all(r[4].endswith("%") and r[5].endswith("%") and r[7].endswith("%") for r in rows)
    assert "blunder (??)" in panel.mark_badge.text()
    assert best in panel.verdict.text()

    # A click on the board brings the game back.
    click_board(qtbot, w.view, QPointF(500, 342))
    assert not w.view.showing_other_scene and manager.shown is None


def test_a_person_rolling_brings_the_game_back_on_the_board(shown, qtbot):
    w = shown
    hand_built(w, CLOSED_BOARD, (4, 2), "6/2 4/2")
    analyse(w, qtbot)
    click_cell(qtbot, w.move_list, 0, 0)
    assert w.view.showing_other_scene
    assert w.controller.can_roll  # Boris, a person, is to roll
    qtbot.mouseClick(w.roll_button, Qt.MouseButton.LeftButton)
    assert w.controller.game.dice is not None
    assert not w.view.showing_other_scene and w.analysis.shown is None


def test_another_candidate_is_drawn_beside_the_turn_played(shown, qtbot):
    w = shown
    hand_built(w, CLOSED_BOARD, (4, 2), "6/2 4/2")
    analyse(w, qtbot)
    click_cell(qtbot, w.move_list, 0, 0)
    panel = w.analysis.panel
    d = panel.decision
    first = [(a.start(), a.end()) for a in w.analysis.scene.other_arrows]
    click_cell(qtbot, panel.table, 2, 1)
    assert w.analysis.shown == (1, 1) and panel.compared == 2
    second = [(a.start(), a.end()) for a in w.analysis.scene.other_arrows]
    assert second and second != first
    assert "turn looked at" in panel.legend.text()
    assert compact_text(d.candidates[2].move) in panel.rows()[2][1]
    # Escape goes back to the game as well.
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_Escape)
    assert not w.view.showing_other_scene


def test_the_best_turn_played_has_no_mark(shown, qtbot):
    w = shown
    best = player_for_level("expert").choose(CLOSED_BOARD, (4, 2)).text
    hand_built(w, CLOSED_BOARD, (4, 2), best)
    analyse(w, qtbot)
    item = w.move_list.item(0, 0)
    assert item.text() == f"42: {best}"
    assert "the best turn" in item.toolTip()
    click_cell(qtbot, w.move_list, 0, 0)
    assert w.analysis.scene.other_arrows == [] and len(w.analysis.scene.played_arrows) == 2


def test_an_analysed_turn_of_a_finished_game_shows_its_analysis_not_the_browser(shown, qtbot):
    w = shown
    # White bears off its last two checkers: 2/off 1/off ends the game, 2/1 1/off does not.
    ending = make("backgammon", {2: 1, 1: 1}, {19: 5, 20: 5, 21: 5})
    hand_built(w, ending, (2, 1), "2/off 1/off")
    assert w.controller.game.is_over
    analyse(w, qtbot)
    click_cell(qtbot, w.move_list, 0, 0)
    assert w.analysis.shown == (1, 1)
    assert not w.findChildren(GameBrowserDialog)


# ----- running: progress, cancel, play going on -------------------------------------------


@pytest.fixture
def gate(monkeypatch):
    """The analysis waits at its start until the test opens the gate (or it is cancelled)."""
    started = threading.Event()
    opened = threading.Event()
    real = analysis_manager.analyse_plan

    def held(plan, depth, **kwargs):
        started.set()
        cancel = kwargs["cancel"]
        give_up = time.monotonic() + 60  # a test that failed never leaves the thread held
        while not (opened.is_set() or cancel.is_set()) and time.monotonic() < give_up:
            cancel.wait(0.01)
        return real(plan, depth, **kwargs)

    monkeypatch.setattr(analysis_manager, "analyse_plan", held)
    return started, opened


def people_match(window, turns: int = 10) -> Match:
    """A backgammon match of two people on the board, `turns` turns into its first game."""
    match = play_match("backgammon", ("expert", "beginner"), seed=5, length=3, max_turns=turns)
    match.players = ("Anna", "Boris")
    window.controller.resume_match(match, PEOPLE)
    return match


def test_cancel_stops_the_analysis_and_shows_nothing(shown, qtbot, gate):
    started, _ = gate
    w = shown
    people_match(w)
    manager = w.analysis
    with qtbot.waitSignal(manager.finished, timeout=10000) as done:
        manager.analyse_match_action.trigger()
        qtbot.waitUntil(started.is_set, timeout=10000)
        assert manager.running and manager.progress_box.isVisible()
        assert not manager.analyse_game_action.isEnabled()
        qtbot.mouseClick(manager.cancel_button, Qt.MouseButton.LeftButton)
    assert done.args == [False]
    assert not manager.running and not manager.progress_box.isVisible()
    assert manager.wait(10000)  # the worker thread stopped at once
    QApplication.processEvents()
    assert manager.analysis is None
    assert "cancelled" in w.statusBar().currentMessage()
    assert manager.analyse_match_action.isEnabled()
    assert all("?" not in cell for row in w.move_list.lines() for cell in row)


@pytest.mark.slow
def test_play_goes_on_while_the_analysis_runs(shown, qtbot, gate):
    started, opened = gate
    w = shown
    c = w.controller
    match = people_match(w)
    turns_before = len(match.game.history)
    manager = w.analysis
    manager.analyse_game_action.trigger()
    qtbot.waitUntil(started.is_set, timeout=10000)
    # The person to move rolls and plays a whole turn meanwhile.
    assert c.can_roll
    qtbot.mouseClick(w.roll_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.can_move or len(match.game.history) > turns_before, timeout=5000)
    for step in c.game.legal_turns()[0].steps if c.can_move else ():
        assert c.try_move(step.frm, step.to)
    if c.can_finish:
        qtbot.mouseClick(w.finish_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(match.game.history) == turns_before + 1, timeout=5000)
    assert manager.running
    with qtbot.waitSignal(manager.finished, timeout=120000) as done:
        opened.set()
    assert done.args == [True]
    # It analysed the game as it stood when it began.
    (game,) = manager.analysis.games
    assert len(game.rolls) == turns_before
    assert manager.progress_box.isHidden()


def test_a_new_match_cancels_the_analysis(window, qtbot, gate):
    started, _ = gate
    people_match(window)
    manager = window.analysis
    manager.analyse_match_action.trigger()
    qtbot.waitUntil(started.is_set, timeout=10000)
    window.start_match(Variant.LONG, 1, PEOPLE)
    assert not manager.running and manager.analysis is None
    assert manager.wait(10000)
    QApplication.processEvents()
    assert manager.analysis is None


def test_closing_the_window_cancels_the_analysis(window, qtbot, gate):
    started, _ = gate
    people_match(window)
    manager = window.analysis
    manager.analyse_match_action.trigger()
    qtbot.waitUntil(started.is_set, timeout=10000)
    window.close()
    assert not manager.running
    assert manager.wait(0)  # closing waited for the worker thread, which stopped


def test_the_depth_is_chosen_and_remembered(window, qtbot):
    from nardy_desktop.ui.window.main_window import MainWindow

    manager = window.analysis
    assert manager.depth is Depth.QUICK
    assert manager.depth_actions[Depth.QUICK].isChecked()
    manager.depth_actions[Depth.THOROUGH].trigger()
    assert manager.depth is Depth.THOROUGH
    window.settings.sync()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.analysis.depth is Depth.THOROUGH
    assert again.analysis.depth_actions[Depth.THOROUGH].isChecked()
    again.controller.shutdown()


# ----- summary, next mark, languages --------------------------------------------------------


def test_the_summary_shows_each_players_figures_and_opens_marked_decisions(shown, qtbot):
    w = shown
    hand_built(w, CLOSED_BOARD, (4, 2), "6/2 4/2")
    analyse(w, qtbot)
    manager = w.analysis
    dlg = manager.show_summary()
    assert dlg is not None and dlg.isVisible() and not dlg.isModal()
    table = dlg.table
    labels = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    values = {
        labels[r]: (table.item(r, 0).text(), table.item(r, 1).text()) for r in range(len(labels))
    }
    lost = manager.analysis.games[0].decisions[0].equity_lost
    assert values["Decisions"] == ("1", "0")
    assert values["Total error (mpt)"][0] == f"{1000 * lost:.1f}"
    assert values["Error per decision (mpt)"] == (f"{1000 * lost:.1f}", "\u2014")
    assert values["Rating"] == ("Awful", "n/a")
    assert values["Blunders (??)"] == ("1", "0")
    assert values["Luck (points)"][0].startswith(("+", "-"))
    assert values["Result (points)"] == ("\u2014", "\u2014")  # the game is not over
    assert dlg.marked_rows() == [(1, 1)]
    manager.end_review()
    click_cell(qtbot, dlg.marks, 0, 1)
    assert manager.shown == (1, 1)
    # The board stays usable: the dialog does not block it.
    click_board(qtbot, w.view, QPointF(500, 342))
    assert manager.shown is None and dlg.isVisible()


@pytest.mark.slow
def test_decisions_and_marks_are_stepped_with_the_keys_and_stop_at_the_ends(shown, qtbot):
    w = shown
    people_match(w, turns=24)
    analyse(w, qtbot, whole_match=True)
    manager = w.analysis
    panel = manager.panel
    actions = manager.steps.actions
    games = manager.analysis.games
    decisions = [(d.game, d.turn) for g in games for d in g.decisions]
    marked = [(d.game, d.turn) for g in games for d in g.decisions if d.mark is not Mark.NONE]
    assert len(marked) >= 2, "the Beginner errs"
    w.activateWindow()
    w.view.setFocus()

    def key(k, modifiers=Qt.KeyboardModifier.AltModifier):
        qtbot.keyClick(w.view, k, modifiers)

    key(Qt.Key.Key_Home)
    assert manager.shown == decisions[0] and panel.decision is not None
    assert not actions[Step.FIRST].isEnabled() and not actions[Step.PREVIOUS].isEnabled()
    key(Qt.Key.Key_Right)
    assert manager.shown == decisions[1]
    key(Qt.Key.Key_Left)
    assert manager.shown == decisions[0]
    key(Qt.Key.Key_End)
    assert manager.shown == decisions[-1]
    assert not actions[Step.NEXT].isEnabled() and not actions[Step.LAST].isEnabled()
    key(Qt.Key.Key_Right)  # nowhere to go: stays
    assert manager.shown == decisions[-1]
    # "Next mark" only while a mark follows, in the panel and in the menu alike.
    assert panel.next_button.isEnabled() == (marked[-1] > decisions[-1])
    key(Qt.Key.Key_Left, Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.ShiftModifier)
    assert manager.shown == max(m for m in marked if m < decisions[-1])
    # From the first decision the marks one by one, to the last, where Next mark stops.
    key(Qt.Key.Key_Home)
    seen = []
    while panel.next_button.isEnabled():
        assert actions[Step.NEXT_MARK].isEnabled()
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        seen.append(manager.shown)
    assert seen == [m for m in marked if m > decisions[0]]
    assert not actions[Step.NEXT_MARK].isEnabled() and not manager.step_mark(1)
    assert manager.shown == marked[-1]
    qtbot.mouseClick(panel.previous_button, Qt.MouseButton.LeftButton)
    assert manager.shown == marked[-2]
    qtbot.mouseClick(panel.back_button, Qt.MouseButton.LeftButton)
    assert not w.view.showing_other_scene
    # The board left the decision: so did the panel.
    assert panel.decision is None and panel.table.rowCount() == 0
    assert panel.title.text() == "No decision shown"


class FrenchForAnalysis:
    """A translator for the texts this test looks at, as the catalogue will give them."""

    WORDS = {
        ("Analysis", "Awful"): "Catastrophique",
        ("Analysis", "blunder"): "grosse erreur",
        ("Analysis", "Rating"): "Classement",
    }


def test_rating_and_mark_names_follow_the_language(shown, qtbot):
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Translator(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return FrenchForAnalysis.WORDS.get((context, source), source)

        def isEmpty(self) -> bool:
            return False

    w = shown
    hand_built(w, CLOSED_BOARD, (4, 2), "6/2 4/2")
    analyse(w, qtbot)
    dlg = w.analysis.show_summary()
    translator = Translator()
    QCoreApplication.installTranslator(translator)
    try:
        QApplication.processEvents()
        labels = [dlg.table.verticalHeaderItem(r).text() for r in range(dlg.table.rowCount())]
        assert "Classement" in labels
        assert dlg.table.item(labels.index("Classement"), 0).text() == "Catastrophique"
        assert "grosse erreur (??)" in w.move_list.item(0, 0).toolTip()
    finally:
        QCoreApplication.removeTranslator(translator)


# ----- saved files -------------------------------------------------------------------------


def open_file(window, qtbot, path) -> bool:
    with qtbot.waitSignal(window.files.opened, timeout=20000) as read:
        assert window.files.open_path(path)
    return read.args[0]


def marks_shown(window) -> list[str]:
    return [
        window.move_list.item(r, c).text()
        for r in range(window.move_list.rowCount())
        for c in range(2)
        if window.move_list.item(r, c)
    ]


@pytest.mark.slow
def test_the_analysis_survives_saving_and_opening(shown, qtbot, tmp_path):
    w = shown
    people_match(w, turns=16)
    analyse(w, qtbot)
    before = w.analysis.analysis
    shown_before = marks_shown(w)
    tips_before = [w.move_list.item(0, c).toolTip() for c in range(2)]
    path = tmp_path / "analysed.nardy"
    assert w.files.save_to(path)
    obj = json.loads(path.read_text(encoding="utf-8"))
    assert obj["version"] == 2 and obj["analysis"]["depth"] == "quick"
    assert len(obj["analysis"]["games"][0]["decisions"]) == before.decisions

    w.start_match(Variant.LONG, 1, PEOPLE)
    assert w.analysis.analysis is None
    assert open_file(w, qtbot, path)
    after = w.analysis.analysis  # shown at once, nothing analysed again
    assert after is not None and not w.analysis.running
    assert [(d.turn, d.played, d.best, d.mark) for d in after.games[0].decisions] == [
        (d.turn, d.played, d.best, d.mark) for d in before.games[0].decisions
    ]
    assert marks_shown(w) == shown_before
    assert [w.move_list.item(0, c).toolTip() for c in range(2)] == tips_before
    assert "with its analysis" in w.statusBar().currentMessage()
    assert w.analysis.summary_action.isEnabled()


def test_a_version_1_file_opens_in_the_window(window, qtbot, tmp_path):
    match = play_match("backgammon", ("expert", "beginner"), seed=5, length=3, max_turns=8)
    record = match_to_dict(match, (PlayerInfo("Anna"), PlayerInfo("Boris")))
    record["version"] = 1
    path = tmp_path / "old.nardy"
    path.write_bytes(encode(record))
    assert open_file(window, qtbot, path)
    assert len(window.controller.match.games[0].history) == 8
    assert window.analysis.analysis is None
    assert window.analysis.analyse_match_action.isEnabled()


@pytest.mark.slow
def test_a_damaged_analysis_opens_the_match_without_it_and_says_so(shown, qtbot, tmp_path):
    w = shown
    people_match(w, turns=8)
    analyse(w, qtbot)
    path = tmp_path / "analysed.nardy"
    assert w.files.save_to(path)
    obj = json.loads(path.read_text(encoding="utf-8"))
    obj["analysis"]["games"][0]["decisions"][0]["dice"] = [7, 0]
    path.write_text(json.dumps(obj), encoding="utf-8")
    w.start_match(Variant.LONG, 1, PEOPLE)
    assert open_file(w, qtbot, path)
    assert len(w.controller.match.games[0].history) == 8
    assert w.analysis.analysis is None
    message = w.statusBar().currentMessage()
    assert "without its analysis" in message and path.name in message
    assert "decisions[0].dice" in message  # the field is named
    assert not w.findChildren(QMessageBox)  # nothing to answer: play goes on


@pytest.mark.parametrize(
    ("where", "raw"),
    [
        (("players", 0), '"An\\ud800na"'),
        (("games", 0, "decisions", 0, "candidates", 0, "move"), '"6/2\\ud800"'),
        (("players", 1), '"' + "B" * 200_000 + '"'),
        (("games", 0, "rolls", 0, "luck"), "NaN"),
    ],
)
def test_a_hostile_analysis_opens_without_it_and_the_match_saves_and_exports(
    shown, qtbot, tmp_path, where, raw
):
    w = shown
    hand_built(w, CLOSED_BOARD, (4, 2), "6/2 4/2")
    analyse(w, qtbot)
    path = tmp_path / "hostile.nardy"
    assert w.files.save_to(path)
    obj = json.loads(path.read_text(encoding="utf-8"))
    target = obj["analysis"]
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = "HOSTILE"
    path.write_text(json.dumps(obj).replace('"HOSTILE"', raw), encoding="utf-8")
    w.start_match(Variant.LONG, 1, PEOPLE)
    assert open_file(w, qtbot, path)
    assert w.analysis.analysis is None
    field = ".".join(str(k) for k in where[:1])
    assert "without its analysis" in w.statusBar().currentMessage()
    assert field in w.statusBar().currentMessage()
    # Saving works, and so does a new analysis and its export.
    assert w.files.save_to(tmp_path / "again.nardy")
    analyse(w, qtbot)
    with qtbot.waitSignal(w.analysis.exported, timeout=60000) as done:
        assert w.analysis.export_to(tmp_path / "page.html")
    assert done.args == [True]


def test_a_fault_during_export_is_said_and_the_export_can_be_tried_again(
    shown, qtbot, tmp_path, monkeypatch
):
    from nardy_desktop.ui.analysis import analysis_export

    w = shown
    hand_built(w, CLOSED_BOARD, (4, 2), "6/2 4/2")
    analyse(w, qtbot)

    def broken(decision):
        raise UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogates not allowed")

    monkeypatch.setattr(analysis_export, "decision_picture", broken)
    with qtbot.waitSignal(w.analysis.exported, timeout=60000) as done:
        assert w.analysis.export_to(tmp_path / "page.html")
    assert done.args == [False]
    assert "pictures" not in w.statusBar().currentMessage()  # not left hanging
    box = w.analysis.last_dialog
    assert isinstance(box, QMessageBox) and "surrogates" in box.detailedText()
    box.done(0)
    assert w.analysis.export_action.isEnabled()
    monkeypatch.undo()
    with qtbot.waitSignal(w.analysis.exported, timeout=60000) as done:
        assert w.analysis.export_to(tmp_path / "page.html")
    assert done.args == [True]


@pytest.mark.slow
def test_an_analysis_too_large_for_a_file_is_left_out_with_a_warning(
    shown, qtbot, tmp_path, monkeypatch
):
    from nardy_desktop.storage import files

    w = shown
    people_match(w, turns=8)
    analyse(w, qtbot)
    monkeypatch.setattr(files, "MAX_FILE_BYTES", 8000)
    path = tmp_path / "big.nardy"
    assert w.files.save_to(path)
    assert "analysis" not in json.loads(path.read_text(encoding="utf-8"))
    box = w.analysis.last_dialog
    assert isinstance(box, QMessageBox) and "without its analysis" in box.text()
    assert not box.isModal() or box.windowModality() != Qt.WindowModality.ApplicationModal


# ----- export ------------------------------------------------------------------------------


@pytest.mark.slow
def test_export_writes_a_page_with_the_summary_and_a_picture_per_marked_decision(
    shown, qtbot, tmp_path
):
    w = shown
    people_match(w, turns=24)
    analyse(w, qtbot)
    a = w.analysis.analysis
    marked = [d for g in a.games for d in g.decisions if d.mark is not Mark.NONE]
    assert marked
    path = tmp_path / "page.html"
    manager = w.analysis
    assert manager.export_action.isEnabled()
    drawn = []
    with qtbot.waitSignal(manager.exported, timeout=60000) as done:
        assert manager.export_to(path)
        assert not manager.export_action.isEnabled()  # one at a time
        job = manager._export
        job.progressed.connect(lambda n, total: drawn.append((n, total, path.exists())))
    assert done.args == [True]
    # A picture per turn of the event loop (the game's graph, then each marked
    # decision's board), the page written at the end.
    total = len(marked) + 1
    assert drawn == [(n, total, False) for n in range(1, total + 1)]
    assert "exported" in w.statusBar().currentMessage()
    page = path.read_text(encoding="utf-8")
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    assert '<table class="summary">' in page and "Error per decision (mpt)" in page
    assert "Anna" in page and "Boris" in page
    summary = a.summaries[1]
    assert f"{summary.error_rate:.1f}" in page
    # One game: one summary table, not a "whole match" one repeating it.
    assert page.count('<table class="summary">') == 1 and "Whole match" not in page
    (graph,) = re.findall(r'<img class="graph"[^>]*src="data:image/png;base64,([^"]+)"', page)
    image = QImage()
    assert image.loadFromData(base64.b64decode(graph), "PNG")
    assert image.width() == 1440 and image.height() > 400  # sharp at 720 pixels wide
    pictures = re.findall(r'<img alt=[^>]*src="data:image/png;base64,([A-Za-z0-9+/=]+)"', page)
    assert len(pictures) == len(marked)
    assert image.loadFromData(base64.b64decode(pictures[0]), "PNG")
    assert image.width() == 520 and image.height() > 300
    for d in marked:
        move = (d.turn + 1) // 2  # White opened: move N is turns 2N-1 and 2N
        assert f"Game {d.game}, move {move}:" in page
    assert 'src="http' not in page and "<link" not in page  # nothing outside the page
    assert not list(tmp_path.glob(".page.html.*"))  # written in one go


def test_export_to_a_folder_that_cannot_be_written_warns(shown, qtbot, tmp_path):
    w = shown
    hand_built(w, CLOSED_BOARD, (4, 2), "6/2 4/2")
    analyse(w, qtbot)
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with qtbot.waitSignal(w.analysis.exported, timeout=60000) as done:
        assert w.analysis.export_to(blocker / "page.html")
    assert done.args == [False]
    box = w.analysis.last_dialog
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert "could not be written" in box.text()
    box.done(0)
