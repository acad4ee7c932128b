"""The window's file side, offscreen: resuming at start-up, open/save,
export, recent files, dice statistics, real dice, browsing a finished game."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.controller import Phase, PlayerSpec
from nardy_desktop.engine import Side, Variant
from nardy_desktop.engine.notation import compact
from nardy_desktop.storage.files import (
    AUTOSAVE_NAME,
    BACKUP_NAME,
    Autosave,
    load_match,
    save_match,
)
from nardy_desktop.storage.record import PlayerInfo
from nardy_desktop.ui.analysis.game_browser import GameBrowserDialog
from nardy_desktop.ui.common.texts import renumbered
from nardy_desktop.ui.dice.manual_dice_dialog import ManualDiceDialog
from nardy_desktop.ui.files.recent_files import RECENT_KEY
from nardy_desktop.ui.statistics.dice_stats_dialog import DiceStatsDialog

from tests.storage.test_storage_support import PLAYERS, history, play_match

# Message boxes shown offscreen make Qt say this; it is not a fault of ours.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def open_file(window, qtbot, path) -> bool:
    """Open `path` as Open Match does, and wait until it is read: whether it could be."""
    with qtbot.waitSignal(window.files.opened, timeout=20000) as read:
        assert window.files.open_path(path)
    return read.args[0]


def write_autosave(tmp_path, match, players=PLAYERS) -> None:
    Autosave(tmp_path / "data").write(match, players)


def test_start_up_resumes_the_autosaved_match(window, tmp_path):
    m = play_match("long", 5, seed=3, max_turns=25)
    write_autosave(tmp_path, m)
    assert window.files.resume_autosave()
    c = window.controller
    assert history(c.match) == history(m)
    assert c.match.score == m.score
    assert (c.players[0].name, c.players[0].computer) == ("Anna", False)
    assert c.players[1] == PlayerSpec("Computer", True, "expert")
    # The move list shows the turns of the resumed game.
    game = c.game
    flat = [cell for row in window.move_list.lines() for cell in row if cell]
    assert len(flat) == len(game.history)
    first = game.history[0]
    # Written as the board numbers the points: for Anna, who plays the computer.
    shown = renumbered(
        [(s.frm, s.to, s.hit) for s in first.steps],
        game.variant,
        first.side,
        c.match.side_of(0),
    )
    assert flat[0] == f"{first.dice[0]}{first.dice[1]}: {compact(shown)}"


def test_finished_match_is_not_resumed(window, tmp_path):
    write_autosave(tmp_path, play_match("backgammon", 1, seed=2))
    assert not window.files.resume_autosave()


def test_damaged_autosave_resumes_from_the_backup_and_says_so(window, tmp_path, qtbot):
    m1 = play_match("backgammon", 3, seed=4, max_turns=8)
    auto = Autosave(tmp_path / "data")
    auto.write(m1, PLAYERS)
    auto.write(play_match("backgammon", 3, seed=4, max_turns=9), PLAYERS)
    (tmp_path / "data" / AUTOSAVE_NAME).write_bytes(b"\x00garbage")
    shown = []
    window.files.messageShown.connect(shown.append)
    assert window.files.resume_autosave()
    assert history(window.controller.match) == history(m1)
    assert shown and "autosave" in shown[0]
    # The garbage is replaced by the resumed match; the good backup stays.
    assert history(Autosave(tmp_path / "data").load().loaded.match) == history(m1)
    assert (tmp_path / "data" / BACKUP_NAME).exists()


@pytest.mark.parametrize(
    "content",
    [b"", b"{", b'{"format": "nardy-desktop-match", "version": 7}', b"\xff" * 100],
)
def test_opening_a_bad_file_warns_and_changes_nothing(window, tmp_path, content, qtbot):
    window.controller.new_match(Variant.LONG, 3, (PlayerSpec("A"), PlayerSpec("B")))
    before = window.controller.match
    path = tmp_path / "bad.nardy"
    path.write_bytes(content)
    shown = []
    window.files.messageShown.connect(shown.append)
    assert not open_file(window, qtbot, path)
    assert len(shown) == 1 and "bad.nardy" in shown[0]
    assert window.controller.match is before
    assert path.read_bytes() == content
    box = window.files.last_dialog
    assert isinstance(box, QMessageBox) and box.isVisible()


def test_save_open_and_recent_files(window, tmp_path, qtbot):
    m = play_match("backgammon", 3, seed=5, max_turns=14)
    src = tmp_path / "src.nardy"
    save_match(src, m, PLAYERS)
    files = window.files
    recent = window.recent_files
    assert open_file(window, qtbot, src)
    assert history(window.controller.match) == history(m)
    out = tmp_path / "out" / "copy.nardy"
    assert files.save_to(out)
    assert files.current_path == out
    assert recent.files()[:2] == [str(out.resolve()), str(src.resolve())]
    recent.menu.aboutToShow.emit()  # as when the menu opens
    names = [a.text() for a in recent.menu.actions()]
    assert names[:2] == ["&1 copy.nardy", "&2 src.nardy"]
    # A recent file that has disappeared is dropped from the list when opened.
    src.unlink()
    assert not open_file(window, qtbot, src)
    assert recent.files() == [str(out.resolve())]


def test_settings_of_the_wrong_type_are_ignored(window):
    window.settings.setValue(RECENT_KEY, 42)
    assert window.recent_files.files() == []
    window.settings.setValue(RECENT_KEY, "/some/file.nardy")
    assert window.recent_files.files() == ["/some/file.nardy"]


def test_export_match_and_game(window, tmp_path, qtbot):
    m = play_match("backgammon", 5, seed=2)
    save_match(tmp_path / "m.nardy", m, PLAYERS)
    open_file(window, qtbot, tmp_path / "m.nardy")
    assert window.mat_export.export_to(tmp_path / "m.mat", whole_match=True)
    text = (tmp_path / "m.mat").read_text()
    assert text.startswith("\n 5 point match\n\n Game 1\n")
    assert text.count(" Game ") == len(m.games)


def test_dice_statistics_dialog(window, tmp_path, qtbot):
    m = play_match("long", 3, seed=3, max_turns=40)
    # Two people: a computer whose turn it is would roll before the dialog opens.
    humans = (PLAYERS[0], PlayerInfo("Boris", False, None))
    save_match(tmp_path / "m.nardy", m, humans)
    open_file(window, qtbot, tmp_path / "m.nardy")
    assert history(window.controller.match) == history(m)
    dlg = window.dice_stats.show()
    assert isinstance(dlg, DiceStatsDialog) and dlg.isVisible()
    assert len(dlg.charts) == 2
    from nardy_desktop.storage.dice_stats import match_counts

    a, b = match_counts(m)
    assert dlg.charts[0].counts == a and dlg.charts[1].counts == b
    bars = dlg.charts[0].bars()
    assert [o for _, o, _ in bars] == [*a.faces, a.doubles]
    assert bars[0][2] == pytest.approx(a.rolls / 3)
    assert "roll" in dlg.summaries[0][0].text()
    image = dlg.charts[0].grab().toImage()
    assert not image.isNull() and image.width() > 100


def test_entering_real_dice(window, qtbot):
    c = window.controller
    c.auto_roll = False
    c.new_match(Variant.BACKGAMMON, 3, (PlayerSpec("A"), PlayerSpec("B")))
    # The first game opens with the roll-off; play it, then B must roll.
    qtbot.waitUntil(lambda: c.can_move, timeout=5000)
    turn = c.game.legal_turns()[0]
    for s in turn.steps:
        assert c.try_move(s.frm, s.to)
    assert c.finish_turn()
    qtbot.waitUntil(lambda: c.can_roll, timeout=5000)
    assert window.dice_entry.enter_action.isEnabled()
    dlg = window.dice_entry.ask_dice()
    assert isinstance(dlg, ManualDiceDialog)
    ok = dlg.box.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    dlg.buttons[0][4].click()
    dlg.buttons[1][1].click()
    assert ok.isEnabled()
    ok.click()
    assert c.game.dice == (5, 2)
    assert c.phase is Phase.MOVING


def test_an_opening_double_cannot_be_entered(qtbot):
    dlg = ManualDiceDialog(no_double=True)
    qtbot.addWidget(dlg)
    dlg.set_values(3, 3)
    assert not dlg.box.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert dlg.warning.text()
    dlg.set_values(3, 4)
    assert dlg.box.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
    assert not dlg.warning.text()


def test_clicking_a_turn_of_a_finished_game_shows_before_and_after(window, tmp_path, qtbot):
    save_match(tmp_path / "m.nardy", play_match("long", 1, seed=6), PLAYERS)
    assert open_file(window, qtbot, tmp_path / "m.nardy")
    c = window.controller
    assert c.game.is_over
    row, col = 2, 1  # Black's third turn
    item = window.move_list.item(row, col)
    assert item is not None
    window.move_list.cellClicked.emit(row, col)
    dlg = window.browse_moves.last_dialog
    assert isinstance(dlg, GameBrowserDialog) and dlg.isVisible()
    rec = c.game.history[5]
    assert rec.side is Side.BLACK
    assert dlg.before.position == rec.before
    assert dlg.after.position == rec.after
    dlg.turns.setCurrentRow(0)
    assert dlg.before.position == c.game.history[0].before


def test_real_dice_are_asked_for_every_roll_the_computers_too(window, qtbot):
    c = window.controller
    dice = window.dice_entry
    dice.real_dice_action.setChecked(True)
    assert c.real_dice and window.settings.value("play/real_dice") in (True, "true")
    c.new_match(Variant.BACKGAMMON, 3, (PlayerSpec("A"), PlayerSpec("Computer", True, "expert")))
    entered = []
    for _ in range(4):
        # Whoever is to move (after the roll-off's opening), the dialog comes up.
        qtbot.waitUntil(lambda: dice.dialog is not None or c.can_move, timeout=5000)
        if c.can_move:  # a person's turn with dice: play it
            turn = c.game.legal_turns()[0]
            for s in turn.steps:
                c.try_move(s.frm, s.to)
            c.finish_turn()
            qtbot.waitUntil(lambda: not c.can_move, timeout=5000)
            continue
        dlg = dice.dialog
        mover = c.player_to_move()
        dlg.set_values(6, 5)
        dlg.box.button(QDialogButtonBox.StandardButton.Ok).click()
        assert c.game.dice == (6, 5)
        entered.append(mover)
    assert 1 in entered, "the computer's dice were entered too"
    assert window.files.persistence.dice_mode.value == "manual"


def roll_off_dialog(window, qtbot, variant: Variant, players) -> ManualDiceDialog:
    """Real dice on, a new match, and the roll-off dialog it brings up."""
    dice = window.dice_entry
    dice.real_dice_action.setChecked(True)
    window.controller.new_match(variant, 3, players)
    qtbot.waitUntil(lambda: dice.dialog is not None, timeout=5000)
    return dice.dialog


def test_with_real_dice_game_1_starts_with_the_roll_off_from_the_table(window, qtbot, tmp_path):
    c = window.controller
    files = window.files
    players = (PlayerSpec("Ann"), PlayerSpec("Computer", True, "expert"))
    dlg = roll_off_dialog(window, qtbot, Variant.LONG, players)
    assert c.phase is Phase.AWAIT_ROLL_OFF and c.game.dice is None and not c.can_roll
    assert dlg.roll_off == ("Ann", "Computer")
    assert [label.text() for label in dlg.row_labels] == ["Ann's die:", "Computer's die:"]
    assert "one die each" in window.statusBar().currentMessage()
    panel = window.score_panel
    assert "Roll-off" in panel.turn_label.text()
    # Nobody has a colour before the roll-off: no checker, no side named, no turn mark.
    assert [m.text() for m in panel.turn_marks] == ["", ""]
    assert all(s.pixmap().isNull() for s in panel.swatches)
    assert not any("White" in p.text() or "Black" in p.text() for p in panel.pips)
    assert not window.view._banner.isVisible()  # no "plays White" announcement yet
    assert window.dice_entry.enter_action.isEnabled()
    # A tie is rolled again.
    ok = dlg.box.button(QDialogButtonBox.StandardButton.Ok)
    dlg.set_values(3, 3)
    assert not ok.isEnabled() and "tie" in dlg.warning.text()
    assert not c.enter_roll_off(3, 3)
    # The computer's die is higher: it plays White and opens with both dice.
    dlg.set_values(2, 5)
    ok.click()
    assert c.match.roll_off_dice == (2, 5) and c.match.white_player == 1
    assert c.game.dice == (5, 2)
    assert panel.pips[1].text().startswith("White")
    assert window.view._banner.isVisible()
    assert not panel.swatches[1].pixmap().isNull()
    assert "Ann rolls 2, Computer rolls 5: Computer plays White" in (
        window.statusBar().currentMessage()
    )
    assert files.persistence.dice_mode.value == "manual"
    assert not c.enter_roll_off(4, 1)  # only once, before the opening
    qtbot.waitUntil(lambda: c.is_human_turn, timeout=5000)
    assert files.save_to(tmp_path / "m.nardy")
    assert load_match(tmp_path / "m.nardy").match.roll_off_dice == (2, 5)


def test_a_new_match_replaces_the_roll_off_dialog_of_the_match_left(window, qtbot):
    c = window.controller
    dice = window.dice_entry
    first = roll_off_dialog(window, qtbot, Variant.LONG, (PlayerSpec("Ann"), PlayerSpec("Bob")))
    c.new_match(Variant.LONG, 3, (PlayerSpec("Cid"), PlayerSpec("Dee")))
    qtbot.waitUntil(lambda: dice.dialog is not None and dice.dialog is not first, timeout=5000)
    assert dice.dialog.roll_off == ("Cid", "Dee")
    dialogs = [d for d in window.findChildren(ManualDiceDialog) if d.isVisible()]
    assert dialogs == [dice.dialog]  # the old one is gone


def test_a_match_saved_before_the_roll_off_asks_for_it_again(window, qtbot, tmp_path):
    from nardy_desktop.engine import Match, SeededDice

    m = Match(Variant.BACKGAMMON, 3, ("Anna", "Computer"), SeededDice(3))
    m.start_game()  # the program's roll-off is made, nothing rolled since
    write_autosave(tmp_path, m)
    window.dice_entry.real_dice_action.setChecked(True)
    assert window.files.resume_autosave()
    c = window.controller
    qtbot.waitUntil(lambda: c.phase is Phase.AWAIT_ROLL_OFF, timeout=5000)
    assert window.dice_entry.dialog is not None and window.dice_entry.dialog.roll_off
    assert c.enter_roll_off(1, 6) and c.match.white_player == 1 and c.game.dice == (6, 1)


def test_turning_real_dice_off_during_the_roll_off_keeps_the_programs(window, qtbot):
    c = window.controller
    roll_off_dialog(window, qtbot, Variant.BACKGAMMON, (PlayerSpec("A"), PlayerSpec("B"))).reject()
    assert c.phase is Phase.AWAIT_ROLL_OFF
    a, b = c.match.roll_off_dice
    window.dice_entry.real_dice_action.setChecked(False)
    assert c.game.dice == (max(a, b), min(a, b))
    assert c.phase is Phase.MOVING
    assert "plays White" in window.statusBar().currentMessage()


def test_wrong_type_in_settings_for_real_dice_means_off(qtbot, tmp_path, monkeypatch):
    ini = tmp_path / "settings.ini"
    ini.write_text("[play]\nreal_dice=banana\n[files]\nrecent=@Invalid()\n")
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(ini))
    from nardy_desktop.ui.window.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.keep_files(tmp_path / "data")
    assert not w.dice_entry.real_dice_action.isChecked() and not w.controller.real_dice
    assert w.recent_files.files() == []
    w.controller.shutdown()


def test_an_unwritable_data_folder_warns_once_in_the_window(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    blocker = tmp_path / "data"
    blocker.write_text("not a folder")
    from nardy_desktop.ui.window.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.set_speed("off")
    c = w.controller
    c.min_think_ms = 0
    c.player_factory = lambda level: RandomPlayer(1)
    files = w.keep_files(blocker)
    shown = []
    files.messageShown.connect(shown.append)
    c.new_match(Variant.LONG, 1, (PlayerSpec("X", True), PlayerSpec("Y", True)))
    qtbot.waitUntil(lambda: sum(len(g.history) for g in c.match.games) >= 6, timeout=10000)
    c.shutdown()
    assert len(shown) == 1 and "autosave.nardy" in shown[0]
    box = files.last_dialog
    assert isinstance(box, QMessageBox)
    assert "Play goes on" in box.text() and box.detailedText()
    assert blocker.read_text() == "not a folder"
    box.done(0)


def test_browsing_the_games_of_a_match(window, tmp_path, qtbot):
    m = play_match("backgammon", 5, seed=2)
    assert len(m.games) >= 2
    save_match(tmp_path / "m.nardy", m, PLAYERS)
    open_file(window, qtbot, tmp_path / "m.nardy")
    assert window.browse_moves.action.isEnabled()
    window.browse_moves.action.trigger()
    dlg = window.browse_moves.last_dialog
    assert isinstance(dlg, GameBrowserDialog)
    assert dlg.games.count() == len(m.games)
    dlg.games.setCurrentIndex(0)
    g0 = window.controller.match.games[0]
    assert dlg.turns.count() == len(g0.history)
    assert dlg.before.position == g0.history[0].before
    white = m.white_players[0]
    assert dlg.turns.item(0).text().startswith(f"1. {m.players[white]} ")
    dlg.turns.setCurrentRow(3)
    assert dlg.after.position == g0.history[3].after
    dlg.games.setCurrentIndex(1)
    assert dlg.before.position == window.controller.match.games[1].history[0].before


# ----- replacing a match that is not saved ------------------------------------------
TWO_PEOPLE = (PlayerSpec("A"), PlayerSpec("B"))


def turns_played(match) -> int:
    return sum(len(g.history) for g in match.games)


def play_a_turn(c, qtbot) -> None:
    """The person to move rolls and plays their first legal turn (a roll
    that cannot be played passes by itself)."""
    qtbot.waitUntil(lambda: c.can_move or c.can_roll, timeout=5000)
    played = turns_played(c.match)
    if c.can_roll:
        assert c.roll()
    qtbot.waitUntil(lambda: c.can_move or turns_played(c.match) > played, timeout=5000)
    if turns_played(c.match) > played:
        return
    for s in c.game.legal_turns()[0].steps:
        assert c.try_move(s.frm, s.to)
    if c.can_finish:
        c.finish_turn()
    qtbot.waitUntil(lambda: turns_played(c.match) > played, timeout=5000)


def saved_file(tmp_path, name="other.nardy", seed=5):
    path = tmp_path / name
    save_match(path, play_match("backgammon", 3, seed=seed, max_turns=10), PLAYERS)
    return path


def click(box: QMessageBox, button: QMessageBox.StandardButton) -> None:
    assert box.isVisible()
    box.button(button).click()


def test_opening_a_file_over_unsaved_play_asks_first(window, tmp_path, qtbot):
    c = window.controller
    c.new_match(Variant.LONG, 3, TWO_PEOPLE)
    play_a_turn(c, qtbot)
    mine = c.match
    other = saved_file(tmp_path)
    assert open_file(window, qtbot, other)
    box = window.files.save_question
    assert isinstance(box, QMessageBox)
    assert box.text() == "Save the match in progress first?"
    assert c.match is mine  # nothing replaced while the question is open
    click(box, QMessageBox.StandardButton.Cancel)
    assert c.match is mine and window.files.save_question is None
    # Asked again, the person lets it go.
    assert open_file(window, qtbot, other)
    click(window.files.save_question, QMessageBox.StandardButton.Discard)
    assert c.match is not mine and c.match.variant is Variant.BACKGAMMON
    assert window.files.current_path == other


def test_save_keeps_the_match_in_its_file_before_the_next_one_opens(window, tmp_path, qtbot):
    c = window.controller
    c.new_match(Variant.BACKGAMMON, 3, TWO_PEOPLE)
    play_a_turn(c, qtbot)
    mine = tmp_path / "mine.nardy"
    assert window.files.save_to(mine)
    # Saved as it stands: opening another match needs no question.
    first = saved_file(tmp_path, "first.nardy", seed=6)
    assert open_file(window, qtbot, first)
    assert window.files.save_question is None and window.files.current_path == first
    play_a_turn(c, qtbot)
    # first.nardy seats the computer: its reply comes before the person's next roll.
    qtbot.waitUntil(lambda: c.can_roll or c.can_move, timeout=5000)
    played = history(c.match)
    assert open_file(window, qtbot, mine)
    click(window.files.save_question, QMessageBox.StandardButton.Save)
    # first.nardy now holds the turn just played; mine.nardy is on the board.
    assert history(load_match(first).match) == played
    assert window.files.current_path == mine and c.match.variant is Variant.BACKGAMMON
    assert len(history(c.match)[0]) == 1


def test_new_match_over_unsaved_play_saves_to_a_chosen_file(window, tmp_path, qtbot):
    c = window.controller
    c.new_match(Variant.LONG, 3, TWO_PEOPLE)
    play_a_turn(c, qtbot)
    played = history(c.match)
    mine = c.match
    window.show_new_match_dialog().accept()
    box = window.files.save_question
    assert "lost" in box.informativeText()
    click(box, QMessageBox.StandardButton.Save)
    dlg = window.files.last_dialog
    assert isinstance(dlg, QFileDialog) and c.match is mine
    target = tmp_path / "kept.nardy"
    dlg.fileSelected.emit(str(target))  # the person picks a name
    assert history(load_match(target).match) == played
    assert c.match is not mine and turns_played(c.match) == 0


def test_no_question_where_nothing_would_be_lost(window, tmp_path, qtbot):
    c = window.controller
    other = saved_file(tmp_path)
    # No turn played yet.
    c.new_match(Variant.LONG, 3, TWO_PEOPLE)
    assert not window.files.would_lose_play()
    # Two computers playing each other (a demo).
    c.new_match(Variant.LONG, 3, (PlayerSpec("X", True), PlayerSpec("Y", True)))
    qtbot.waitUntil(lambda: turns_played(c.match) > 0, timeout=5000)
    assert not window.files.would_lose_play()
    # A finished match with a person in it, in no file.
    finished = play_match("backgammon", 1, seed=2)
    assert finished.is_over and turns_played(finished) > 0
    c.resume_match(finished, (PlayerSpec("Anna"), PlayerSpec("Computer", True, "expert")))
    assert window.files.current_path is None
    assert open_file(window, qtbot, other)
    assert window.files.save_question is None and window.files.current_path == other
