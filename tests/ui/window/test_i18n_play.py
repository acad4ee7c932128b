"""The interface language during play: switching with dialogs open, the names the
program gives seats (across a restart too), key names, move notation, and the
sentences of the end of a game, in French, English and Russian."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.controller import Phase, PlayerSpec
from nardy_desktop.engine import (
    Game,
    GameResult,
    Match,
    Position,
    SeededDice,
    Side,
    Step,
    Variant,
    WinKind,
)
from nardy_desktop.i18n import LanguageManager
from nardy_desktop.ui.common import texts
from nardy_desktop.ui.window.language_menu import LanguageMenu
from nardy_desktop.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

HUMANS = (PlayerSpec("Anna"), PlayerSpec("Boris"))


@pytest.fixture
def languages(qapp):
    before = QLocale()
    manager = LanguageManager(qapp)
    manager.set_language("en")
    yield manager
    manager.shutdown()
    manager.deleteLater()
    QLocale.setDefault(before)


def settle(qtbot) -> None:
    """LanguageChange events are posted: deliver them."""
    QCoreApplication.sendPostedEvents()


def open_window(languages: LanguageManager, qtbot) -> MainWindow:
    window = MainWindow()
    window.add_language_menu(LanguageMenu(languages, window))
    qtbot.addWidget(window)
    window.set_speed("off")
    c = window.controller
    c.min_think_ms = 0
    c.pass_delay_ms = 0
    c.player_factory = lambda level: RandomPlayer(seed=4)
    window.watch_next_delay_ms = 0
    window.resize(1100, 700)
    window.show()
    qtbot.waitExposed(window)
    return window


def language_menu(window: MainWindow) -> QMenu:
    return next(a.menu() for a in window.menuBar().actions() if isinstance(a.menu(), LanguageMenu))


def choose_language_with_the_mouse(window: MainWindow, qtbot, language: str) -> None:
    """Click the Language menu in the menu bar, then the language, as a player does.
    (Test clicks reach a window behind a modal dialog all the same: that the dialog
    is not modal is checked on its own.)"""
    bar = window.menuBar()
    menu = language_menu(window)
    qtbot.mouseClick(
        bar, Qt.MouseButton.LeftButton, pos=bar.actionGeometry(menu.menuAction()).center()
    )
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    action = menu.action_for(language)
    qtbot.mouseClick(menu, Qt.MouseButton.LeftButton, pos=menu.actionGeometry(action).center())
    settle(qtbot)


# ----- switching with dialogs open ------------------------------------------------------
def _new_match(window: MainWindow, qtbot):
    return window.show_new_match_dialog(), "Новый матч"


def _game_over(window: MainWindow, qtbot):
    window.start_match(Variant.LONG, 5, HUMANS, SeededDice(7))
    qtbot.waitUntil(lambda: window.controller.can_resign, timeout=5000)
    assert window.controller.resign()
    return window.game_over_dialog, "Партия окончена"


def _match_over(window: MainWindow, qtbot):
    window.start_match(Variant.BACKGAMMON, 1, HUMANS, SeededDice(5))
    qtbot.waitUntil(lambda: window.controller.can_resign, timeout=5000)
    assert window.controller.resign()
    qtbot.waitUntil(lambda: window.controller.phase is Phase.MATCH_OVER, timeout=5000)
    return window.game_over_dialog, "Матч окончен"


# A menu popped up offscreen cannot grab the keyboard nor raise itself, and says so.
@pytest.mark.qt_log_ignore("does not support grabbing the keyboard", "does not support raise")
@pytest.mark.parametrize("opens", [_new_match, _game_over, _match_over])
def test_the_language_menu_is_in_reach_with_a_dialog_open(languages, qtbot, opens) -> None:
    window = open_window(languages, qtbot)
    dialog, title = opens(window, qtbot)
    assert dialog.isVisible() and not dialog.isModal()
    assert QApplication.activeModalWidget() is None
    choose_language_with_the_mouse(window, qtbot, "ru")
    assert languages.current == "ru"
    assert dialog.isVisible() and dialog.windowTitle() == title
    window.controller.shutdown()


# ----- the names the program gives ------------------------------------------------------
def test_default_names_follow_the_language_across_a_restart(languages, qtbot, tmp_path) -> None:
    """A match saved in English and resumed after a restart in Russian shows the
    program's names in Russian; a name a person typed stays as typed."""
    data = tmp_path / "data"
    first = open_window(languages, qtbot)
    files = first.keep_files(data)
    first.start_default_match()  # "Player" against "Computer"
    c = first.controller
    assert [p.name for p in c.players] == ["Player", "Computer"]
    qtbot.waitUntil(lambda: c.can_roll or c.can_move, timeout=5000)
    assert files.persistence.flush()
    first.close()
    c.shutdown()

    languages.set_language("ru")  # the next start, in Russian, on the same files
    second = open_window(languages, qtbot)
    files = second.keep_files(data)
    assert files.resume_autosave()
    c = second.controller
    assert [p.name for p in c.players] == ["Игрок", "Компьютер"]
    assert c.match.players == ("Игрок", "Компьютер")
    assert [label.text() for label in second.score_panel.names] == ["Игрок", "Компьютер"]
    languages.set_language("fr")
    settle(qtbot)
    assert [label.text() for label in second.score_panel.names] == ["Joueur", "Ordinateur"]
    c.shutdown()


def test_a_name_typed_stays_and_a_seat_name_follows(languages) -> None:
    languages.set_language("ru")
    assert texts.shown_name("Ordinateur 2") == "Компьютер 2"
    assert texts.shown_name("Joueur 2") == "Игрок 2"  # a seat left without a name
    assert texts.shown_name("Player 12") == "Игрок 12"
    assert texts.shown_name("Vous") == "Игрок"  # what earlier versions called the person
    for typed in ("Anna", "Computer 2b", "Joueur x", "Ordinateur", "Борис"):
        expected = "Компьютер" if typed == "Ordinateur" else typed
        assert texts.shown_name(typed) == expected
    languages.set_language("en")
    assert texts.shown_name("Компьютер 1") == "Computer 1"


@pytest.mark.slow
def test_the_last_winner_is_named_in_the_language_shown(languages, qtbot) -> None:
    """The computer's own names in a demo, in the score panel's last game line."""
    languages.set_language("fr")
    window = open_window(languages, qtbot)
    c = window.controller
    window.watch_next_delay_ms = 60_000  # stay on the end of the first game
    with qtbot.waitSignal(c.gameOver, timeout=30_000):
        window.start_demo(Variant.BACKGAMMON, 5)
    assert "Ordinateur" in window.score_panel.last_label.text()
    languages.set_language("en")
    settle(qtbot)
    line = window.score_panel.last_label.text()
    assert line.startswith("Last game: Computer ") and "Ordinateur" not in line
    c.shutdown()


def test_an_open_new_match_dialog_follows_with_its_names(languages, qtbot) -> None:
    window = open_window(languages, qtbot)
    dialog = window.show_new_match_dialog()
    assert [b.name.text() for b in dialog.players] == ["Player", "Computer"]
    dialog.players[0].name.setText("Zoé")
    languages.set_language("ru")
    settle(qtbot)
    assert [b.name.text() for b in dialog.players] == ["Zoé", "Компьютер"]
    dialog.reject()


# ----- key names and notation -----------------------------------------------------------
def menu_shortcuts(window: MainWindow) -> dict[str, str]:
    found = {}

    def walk(menu: QMenu) -> None:
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu())
            elif not action.shortcut().isEmpty():
                found[action.text()] = action.shortcut().toString(
                    QKeySequence.SequenceFormat.NativeText
                )

    for action in window.menuBar().actions():
        if action.menu() is not None:
            walk(action.menu())
    return found


@pytest.mark.parametrize(
    ("language", "enter", "space"), [("en", "Enter", "Space"), ("fr", "Entrée", "Espace"),
                                     ("ru", "Enter", "Пробел")]
)  # fmt: skip
def test_the_menus_name_the_keys_as_the_keyboard_and_qt_do(
    languages, qtbot, language, enter, space
) -> None:
    languages.set_language(language)
    window = open_window(languages, qtbot)
    window.keep_files()
    shortcuts = menu_shortcuts(window)
    assert window.finish_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) == enter
    assert window.roll_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText) == space
    # "Return" is a key no keyboard of these languages names so: the Done key reads "Enter".
    assert not any("Return" in keys or "Retour" in keys for keys in shortcuts.values())


# White on the bar against Black's closed home board: no roll lets it enter.
CLOSED = "backgammon/5,5,4,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-2,-2,-2,-2,-2,-2/1,0/0,3/w"


def test_the_move_list_writes_its_notation_in_the_language_shown(
    languages, qtbot, tmp_path
) -> None:
    window = open_window(languages, qtbot)
    files = window.keep_files(tmp_path / "data")
    c = window.controller
    match = Match(Variant.BACKGAMMON, 5, ("Anna", "Boris"), SeededDice(2))
    match.start_game()
    game = Game(Variant.BACKGAMMON, SeededDice(2), position=Position.from_text(CLOSED))
    game.roll((6, 5))
    match.games[-1] = game
    c.resume_match(match, HUMANS)
    qtbot.waitUntil(lambda: len(game.history) == 1, timeout=5000)  # White passes
    assert window.move_list.lines()[0][0] == "65: pass"
    languages.set_language("fr")
    settle(qtbot)
    assert window.move_list.lines()[0][0] == "65: passe"
    languages.set_language("ru")
    settle(qtbot)
    assert window.move_list.lines()[0][0] == "65: пас"
    assert texts.moves_text((Step(25, 22, 3, True), Step(6, 0, 6))) == "бар/22* 6/выброс"
    # The files keep the documented notation, whatever the language shown.
    qtbot.waitUntil(lambda: c.can_roll, timeout=5000)
    assert files.save_to(tmp_path / "pass.nardy")
    saved = (tmp_path / "pass.nardy").read_text(encoding="utf-8")
    assert "пас" not in saved and "passe" not in saved
    c.shutdown()


# ----- the end of a game --------------------------------------------------------------------
@pytest.mark.parametrize(
    ("language", "single", "resigned", "score"),
    [
        (
            "en",
            "White wins a single game (1 point).",
            "Black resigns. White wins a mars (2 points).",
            "Score — Computer 1: 0, Computer 2: 1 (match to 3)",
        ),
        (
            "fr",
            "Les Blancs gagnent une partie simple (1\u00a0point).",
            "Les Noirs abandonnent. Les Blancs gagnent un mars (2\u00a0points).",
            "Score — Ordinateur 1\u00a0: 0, Ordinateur 2\u00a0: 1 (match en 3\u00a0points)",
        ),
        (
            "ru",
            "Белые выигрывают партию (1\u00a0очко).",
            "Чёрные сдаются. Белые выигрывают с марсом (2\u00a0очка).",
            "Счёт — Компьютер 1: 0, Компьютер 2: 1 (матч до 3)",
        ),
    ],
)
def test_the_end_of_a_game_reads_well(languages, language, single, resigned, score) -> None:
    languages.set_language(language)
    assert texts.win_text(GameResult(Side.WHITE, WinKind.SINGLE)) == single
    assert texts.win_text(GameResult(Side.WHITE, WinKind.MARS, resigned=True)) == resigned
    names = (texts.shown_name("Computer 1"), texts.shown_name("Computer 2"))
    assert texts.score_text(names, (0, 1), 3) == score


@pytest.mark.qt_log_ignore("does not support grabbing the keyboard", "does not support raise")
def test_a_closed_result_dialog_is_not_rebuilt_from_the_next_match(languages, qtbot) -> None:
    """The end of a match, its dialog closed, a new match started: a switch of
    language then rebuilds the window's texts without reading the old match's
    result from the new one (which has none yet)."""
    window = open_window(languages, qtbot)
    dialog, _ = _match_over(window, qtbot)
    dialog.reject()
    window.start_match(Variant.LONG, 3, HUMANS, SeededDice(7))
    qtbot.waitUntil(lambda: window.controller.can_roll or window.controller.can_move)
    choose_language_with_the_mouse(window, qtbot, "ru")
    assert languages.current == "ru"
    assert window.windowTitle() and not dialog.isVisible()
    window.controller.shutdown()
