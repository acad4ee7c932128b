"""The real game window in French, English and Russian, and switching language in the
middle of a game with dialogs open: every text a player can read is walked and compared."""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QStatusBar,
    QTableWidget,
    QTabWidget,
    QTextBrowser,
    QWidget,
)

from nardy_desktop.controller import Phase, PlayerSpec
from nardy_desktop.engine import SeededDice, Variant
from nardy_desktop.i18n import LANGUAGES, LanguageManager
from nardy_desktop.ui.window.language_menu import LanguageMenu
from nardy_desktop.ui.window.main_window import MainWindow

from tests.locations import ROOT

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

PLAYERS = (PlayerSpec("Anna"), PlayerSpec("Boris"))
#: Texts that are the same in every language: names, and words French shares with English.
SAME_EVERYWHERE = {"Nardy Desktop", "OK", "Anna", "Boris", *LANGUAGES.values()}
SAME_IN = {
    "fr": {"Expert", "Champion", "Backgammon", "backgammon", "gammon", "mars", "Doubles"},
    "ru": set(),
}
#: Latin words allowed inside a Russian text (names, keys, notation, formats).
LATIN_IN_RUSSIAN = {
    "Nardy", "Desktop", "Anna", "Boris", "Ctrl", "Enter", "Z", "N", "off", "pass", "bar",
    "mat", "nardy", "Jellyfish", "GNU", "General", "Public", "License", "GPL", "or", "later",
    "p", "English", "Français", "OK", "H",
}  # fmt: skip


def plain(text: str) -> str:
    """What the player reads: no accelerator marks, no HTML tags, no extra spaces."""
    text = re.sub(r"<[^>]+>", " ", text).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return " ".join(text.split())


def visible_texts(top: QWidget) -> dict[str, str]:
    """Every text a player can read in a window, keyed by a path that is the same for
    two windows built alike: menus, labels, buttons, tooltips, titles, combo items,
    table headings, the status bar, the rules page and the text drawn on the board."""
    out: dict[str, str] = {}

    def put(key: str, text: str) -> None:
        text = plain(text or "")
        if text.startswith("/"):
            return  # a path on this computer, the same in every language
        if any(ch.isalpha() for ch in text):
            out[key] = text

    def walk_menu(menu: QMenu, key: str) -> None:
        put(f"{key}:title", menu.title())
        for i, action in enumerate(menu.actions()):
            if action.isSeparator() or not action.isVisible():
                continue
            if action.menu() is not None:
                walk_menu(action.menu(), f"{key}/{i}")
            else:
                put(f"{key}/{i}", action.text())
                if plain(action.toolTip()) != plain(action.text()):
                    put(f"{key}/{i}:tip", action.toolTip())

    def walk(widget: QWidget, key: str) -> None:
        if not widget.isVisible():
            return
        if widget.isWindow():
            put(f"{key}:window", widget.windowTitle())
        put(f"{key}:tip", widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            put(key, widget.text())
        elif isinstance(widget, QGroupBox):
            put(key, widget.title())
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                put(f"{key}#{i}", widget.itemText(i))
        elif isinstance(widget, QLineEdit):
            put(f"{key}:placeholder", widget.placeholderText())
        elif isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                put(f"{key}#{i}", widget.tabText(i))
        elif isinstance(widget, QStatusBar):
            put(key, widget.currentMessage())
        elif isinstance(widget, QTextBrowser):
            put(key, widget.toPlainText()[:300])
        if isinstance(widget, QTableWidget):
            for i in range(widget.columnCount()):
                item = widget.horizontalHeaderItem(i)
                put(f"{key}:heading{i}", item.text() if item is not None else "")
        if isinstance(widget, QGraphicsView) and widget.scene() is not None:
            for i, item in enumerate(widget.scene().items(Qt.SortOrder.AscendingOrder)):
                if not item.isVisible():
                    continue
                if isinstance(item, QGraphicsSimpleTextItem):
                    put(f"{key}:item{i}", item.text())
                elif isinstance(item, QGraphicsTextItem):
                    put(f"{key}:item{i}", item.toPlainText())
                elif isinstance(getattr(item, "text", None), str):  # items that paint a text
                    put(f"{key}:item{i}", item.text)
        if widget.isWindow() and hasattr(widget, "menuBar"):
            for i, action in enumerate(widget.menuBar().actions()):
                if action.menu() is not None and action.isVisible():
                    walk_menu(action.menu(), f"{key}:menu{i}")
        kinds: dict[str, int] = {}
        for child in widget.children():
            if isinstance(child, QWidget) and not child.isWindow():
                name = type(child).__name__
                kinds[name] = kinds.get(name, 0) + 1
                walk(child, f"{key}/{child.objectName() or name}[{kinds[name]}]")

    walk(top, type(top).__name__)
    return out


def all_windows() -> dict[str, str]:
    """The texts of every open top-level window and dialog."""
    texts: dict[str, str] = {}
    windows = [w for w in QApplication.topLevelWidgets() if w.isVisible()]
    for w in sorted(windows, key=lambda w: (type(w).__name__, w.objectName())):
        for key, text in visible_texts(w).items():
            texts[f"{type(w).__name__}.{w.objectName()}|{key}"] = text
    return texts


def left_in_english(english: dict[str, str], other: dict[str, str], language: str) -> list:
    allowed = SAME_EVERYWHERE | SAME_IN[language]
    return [
        (key, text)
        for key, text in english.items()
        if other.get(key) == text and text not in allowed
    ]


def latin_words_in_russian(texts: dict[str, str]) -> list:
    found = []
    for key, text in texts.items():
        words = {w for w in re.findall(r"[^\W\d_]+", text) if re.search("[A-Za-z]", w)}
        words -= LATIN_IN_RUSSIAN
        if words:
            found.append((key, text, sorted(words)))
    return found


# --- fixtures -------------------------------------------------------------------------


@pytest.fixture
def languages(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    before = QLocale()
    manager = LanguageManager(qapp)
    manager.set_language("en")
    yield manager
    manager.shutdown()
    manager.deleteLater()
    QLocale.setDefault(before)


def open_window(languages: LanguageManager, qtbot) -> MainWindow:
    """The window as the program starts it (see app.run), at a fixed game position."""
    window = MainWindow()
    window.add_language_menu(LanguageMenu(languages, window))
    qtbot.addWidget(window)
    window.set_speed("off")
    window.resize(1240, 760)
    window.show()
    c = window.controller
    c.auto_finish = False
    c.pass_delay_ms = 0
    window.start_match(Variant.LONG, 5, PLAYERS, SeededDice(7))
    rng = random.Random(3)
    for _ in range(6):  # six turns played, then the seventh rolled and half played
        qtbot.waitUntil(lambda: c.can_roll or c.can_move, timeout=5000)
        if c.can_roll:
            c.roll()
        qtbot.waitUntil(lambda: c.can_move or c.can_roll, timeout=5000)
        if c.can_move:
            for step in rng.choice(c.game.legal_turns()).steps:
                assert c.try_move(step.frm, step.to)
            c.finish_turn()
    qtbot.waitUntil(lambda: c.can_roll, timeout=5000)
    c.roll()
    qtbot.waitUntil(lambda: c.can_move, timeout=5000)
    c.try_move(1, 0)  # never legal so early: the reason shows in the status bar
    qtbot.waitUntil(lambda: bool(window.statusBar().currentMessage()), timeout=5000)
    return window


def settle(qtbot) -> None:
    """LanguageChange events are posted: deliver them."""
    QCoreApplication.sendPostedEvents()


# --- tests ----------------------------------------------------------------------------


def test_the_window_starts_in_each_language(languages, qtbot) -> None:
    seen = {}
    for language in ("en", "fr", "ru"):
        languages.set_language(language)
        window = open_window(languages, qtbot)
        seen[language] = visible_texts(window)
        assert (
            seen[language][f"MainWindow:menu{0}:title"]
            == {
                "en": "Game",
                "fr": "Partie",
                "ru": "Игра",
            }[language]
        )
        window.close()
    assert len(seen["en"]) > 40
    for language in ("fr", "ru"):
        assert seen[language].keys() == seen["en"].keys()
        assert left_in_english(seen["en"], seen[language], language) == []
    assert latin_words_in_russian(seen["ru"]) == []


@pytest.mark.parametrize("language", ["fr", "ru"])
def test_switching_during_a_game_retranslates_the_window_like_a_fresh_start(
    languages, qtbot, language: str
) -> None:
    languages.set_language(language)
    fresh_window = open_window(languages, qtbot)
    fresh = visible_texts(fresh_window)
    fresh_window.close()

    languages.set_language("en")
    window = open_window(languages, qtbot)
    english = visible_texts(window)
    position = window.controller.game.position
    menu = next(a.menu() for a in window.menuBar().actions() if isinstance(a.menu(), LanguageMenu))
    menu.action_for(language).trigger()
    settle(qtbot)
    switched = visible_texts(window)

    assert window.controller.game.position == position  # nothing lost
    assert left_in_english(english, switched, language) == []
    assert switched == fresh
    menu.action_for("en").trigger()
    settle(qtbot)
    assert visible_texts(window) == english


def open_dialogs(window: MainWindow, qtbot) -> list[QWidget]:
    dialogs: list[QWidget] = [window.show_new_match_dialog(), window.show_about()]
    window.ask_resign()
    qtbot.waitUntil(lambda: any(isinstance(w, QMessageBox) and w.isVisible() for w in
                                QApplication.topLevelWidgets()), timeout=2000)  # fmt: skip
    return dialogs


def test_open_dialogs_follow_a_switch(languages, qtbot) -> None:
    window = open_window(languages, qtbot)
    open_dialogs(window, qtbot)
    rules = window.show_rules()
    english = all_windows()
    assert any("NewMatchDialog" in k for k in english)
    assert any("MessageBox" in k for k in english)  # the resign question (a PlainMessageBox)
    assert "Long nardy" in rules.browser.toPlainText()

    languages.set_language("fr")
    settle(qtbot)
    french = all_windows()
    assert left_in_english(english, french, "fr") == []
    assert "Nardy longues" in rules.browser.toPlainText()
    assert rules.windowTitle() == "Règles\u00a0: Nardy longues"

    languages.set_language("ru")
    settle(qtbot)
    russian = all_windows()
    assert left_in_english(english, russian, "ru") == []
    assert latin_words_in_russian(russian) == []
    assert "Длинные нарды" in rules.browser.toPlainText()


@pytest.mark.parametrize(
    ("language", "title"),
    [("en", "Backgammon"), ("fr", "Backgammon"), ("ru", "Короткие нарды (бэкгаммон)")],
)
def test_the_backgammon_rules_follow_a_switch(languages, qtbot, language: str, title: str) -> None:
    from nardy_desktop.ui.window.dialogs import RulesDialog

    window = MainWindow()
    qtbot.addWidget(window)
    rules = RulesDialog(Variant.BACKGAMMON, window)
    rules.open()
    languages.set_language(language)
    settle(qtbot)
    assert rules.browser.toPlainText().splitlines()[0] == title
    assert {"en": "hit", "fr": "frapp", "ru": "бить"}[language] in rules.browser.toPlainText()


def test_the_end_of_game_message_follows_a_switch(languages, qtbot) -> None:
    window = open_window(languages, qtbot)
    c = window.controller
    assert c.resign()
    qtbot.waitUntil(
        lambda: window.game_over_dialog is not None and window.game_over_dialog.isVisible(),
        timeout=5000,
    )
    assert c.phase is Phase.GAME_OVER
    dialog = window.game_over_dialog
    english = visible_texts(dialog)
    assert "Boris wins the game." in english.values()
    languages.set_language("ru")
    settle(qtbot)
    russian = visible_texts(dialog)
    assert "Boris выигрывает партию." in russian.values()
    assert left_in_english(english, russian, "ru") == []
    assert latin_words_in_russian(russian) == []
    status = plain(window.statusBar().currentMessage())
    assert "Boris выигрывает партию." in status


APP_PROBE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from nardy_desktop import app as program

qt_app = QApplication([])

def report():
    window = next(w for w in qt_app.topLevelWidgets() if w.objectName() == "mainWindow")
    menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
    print("|".join(m.title().replace("&", "") for m in menus))
    language = next(m for m in menus if m.objectName() == "languageMenu")
    print("|".join(a.text() for a in language.actions() if a.isChecked()))
    print(window.roll_button.text())
    qt_app.quit()

QTimer.singleShot(0, report)
sys.exit(program.run(["nardy-desktop", "--speed", "off"]))
"""


@pytest.mark.parametrize(
    ("lang_env", "expected"),
    [
        ("fr_FR.UTF-8", ["Partie|Affichage|Langue|Aide", "Français", "Lancer"]),
        ("ru_RU.UTF-8", ["Игра|Вид|Язык|Справка", "Русский", "Бросить"]),
        ("en_US.UTF-8", ["Game|View|Language|Help", "English", "Roll"]),
        ("pt_BR.UTF-8", ["Game|View|Language|Help", "English", "Roll"]),
    ],
)
def test_the_program_starts_in_the_system_language(lang_env, expected, tmp_path) -> None:
    """The real start-up (app.run) on a first start, under each system locale."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
    env.update(
        LANG=lang_env,
        LANGUAGE="",
        QT_QPA_PLATFORM="offscreen",
        NARDY_DESKTOP_SETTINGS=str(tmp_path / "settings.ini"),
        NARDY_DATA_DIR=str(tmp_path / "data"),
    )
    done = subprocess.run(
        [sys.executable, "-c", APP_PROBE],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-3:] == expected


def test_names_the_program_gave_follow_a_switch(languages, qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_speed("off")
    window.show()
    window.start_match(Variant.LONG, 5, (PlayerSpec("Player"), PlayerSpec("Boris")), SeededDice(7))
    c = window.controller
    languages.set_language("fr")
    settle(qtbot)
    assert [p.name for p in c.players] == ["Joueur", "Boris"]
    assert c.match.players == ("Joueur", "Boris")
    assert "Joueur" in visible_texts(window.score_panel).values()
    languages.set_language("ru")
    settle(qtbot)
    assert c.match.players == ("Игрок", "Boris")
    window.settings.setValue("match/player1/name", "Computer")  # saved under English
    assert window._saved_choice()[2][1].name == "Компьютер"
    # The name earlier versions gave the person's seat becomes "Player".
    window.settings.setValue("match/player0/name", "Vous")
    assert window._saved_choice()[2][0].name == "Игрок"


def test_text_drawn_on_the_board_follows_a_switch(languages, qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_speed("off")
    window.show()
    c = window.controller
    c.auto_finish = False
    window.start_match(Variant.LONG, 5, PLAYERS, SeededDice(7))
    qtbot.waitUntil(lambda: c.can_move, timeout=5000)  # game 1 opens with the roll-off dice
    for step in c.game.legal_turns()[0].steps:
        assert c.try_move(step.frm, step.to)
    c.finish_turn()
    qtbot.waitUntil(lambda: c.can_roll, timeout=5000)
    board = visible_texts(window.view)
    assert "Click the board or press Space to roll" in board.values()
    assert (
        "Game 1: Anna plays White" in board.values()
        or "Game 1: Boris plays White" in board.values()
    )
    languages.set_language("ru")
    settle(qtbot)
    russian = visible_texts(window.view)
    assert "Бросок: щелчок по доске или пробел" in russian.values()
    assert left_in_english(board, russian, "ru") == []


def test_file_and_dice_dialogs_follow_a_switch(languages, qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("NARDY_DATA_DIR", str(tmp_path / "data"))
    window = open_window(languages, qtbot)
    files = window.keep_files(tmp_path / "data")
    c = window.controller
    while c.can_move and c.game.legal_steps():  # finish the turn so that a roll is due
        step = c.game.legal_steps()[0]
        c.try_move(step.frm, step.to)
    c.finish_turn()
    qtbot.waitUntil(lambda: c.can_roll, timeout=5000)
    window.dice_stats.show()
    window.browse_moves.browse()
    assert window.dice_entry.ask_dice() is not None
    files.ask_save_as().setDirectory(str(tmp_path))
    QCoreApplication.sendPostedEvents()
    english = all_windows()
    for name in ("DiceStatsDialog", "GameBrowserDialog", "ManualDiceDialog", "QFileDialog"):
        assert any(name in key for key in english), name

    languages.set_language("fr")
    settle(qtbot)
    french = all_windows()
    assert left_in_english(english, french, "fr") == []
    languages.set_language("ru")
    settle(qtbot)
    russian = all_windows()
    assert left_in_english(english, russian, "ru") == []
    assert latin_words_in_russian(russian) == []


def test_the_roll_off_dialog_follows_a_switch(languages, qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("NARDY_DATA_DIR", str(tmp_path / "data"))
    window = MainWindow()
    window.add_language_menu(LanguageMenu(languages, window))
    qtbot.addWidget(window)
    window.show()
    window.keep_files(tmp_path / "data")
    dice = window.dice_entry
    dice.real_dice_action.setChecked(True)
    window.start_match(Variant.BACKGAMMON, 3, PLAYERS, SeededDice(7))
    qtbot.waitUntil(lambda: dice.dialog is not None, timeout=5000)
    dlg = dice.dialog
    english = all_windows()
    assert dlg.windowTitle() == "Roll-off"
    languages.set_language("fr")
    settle(qtbot)
    assert left_in_english(english, all_windows(), "fr") == []
    assert dlg.row_labels[0].text() == f"Dé de {PLAYERS[0].name}\xa0:"
    languages.set_language("ru")
    settle(qtbot)
    russian = all_windows()
    assert left_in_english(english, russian, "ru") == []
    assert latin_words_in_russian(russian) == []
    assert window.statusBar().currentMessage().startswith("Партия 1. Бросьте")
    dice.dialog.reject()
    window.controller.shutdown()


def test_a_file_warning_follows_a_switch(languages, qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("NARDY_DATA_DIR", str(tmp_path / "data"))
    window = open_window(languages, qtbot)
    files = window.keep_files(tmp_path / "data")
    (tmp_path / "empty.nardy").write_bytes(b"")
    with qtbot.waitSignal(files.opened) as read:  # the file is read on a worker thread
        assert files.open_path(tmp_path / "empty.nardy")
    assert read.args == [False]
    box = files.last_dialog
    assert isinstance(box, QMessageBox) and box.text() == "The file “empty.nardy” is empty."
    languages.set_language("ru")
    settle(qtbot)
    assert box.text() == "Файл «empty.nardy» пуст."
    assert box.windowTitle() == "Nardy Desktop"


def test_the_save_question_follows_a_switch(languages, qtbot, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("NARDY_DATA_DIR", str(tmp_path / "data"))
    window = open_window(languages, qtbot)  # six turns played, none saved
    files = window.keep_files(tmp_path / "data")
    box = files.before_replacing(lambda: None)
    assert isinstance(box, QMessageBox) and box.text() == "Save the match in progress first?"
    english = all_windows()
    languages.set_language("fr")
    settle(qtbot)
    assert box.text() == "Enregistrer d’abord le match en cours\xa0?"
    assert left_in_english(english, all_windows(), "fr") == []
    languages.set_language("ru")
    settle(qtbot)
    russian = all_windows()
    assert box.informativeText() == "Если его не сохранить, он будет потерян."
    assert left_in_english(english, russian, "ru") == []
    assert latin_words_in_russian(russian) == []
    box.done(0)
    window.controller.shutdown()


def accelerator(text: str) -> str | None:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_each_menu_has_distinct_keyboard_accelerators(
    languages, qtbot, tmp_path, monkeypatch, language: str
) -> None:
    monkeypatch.setenv("NARDY_DATA_DIR", str(tmp_path / "data"))
    languages.set_language(language)
    window = MainWindow()
    qtbot.addWidget(window)
    window.add_language_menu(LanguageMenu(languages, window))
    window.keep_files(tmp_path / "data")
    clashes = []

    def check(entries: list[tuple[str, QMenu | None]]) -> None:
        seen: dict[str, str] = {}
        for text, submenu in entries:
            key = accelerator(text)
            if key is not None and key in seen:
                clashes.append((seen[key], text))
            elif key is not None:
                seen[key] = text
            if submenu is not None:
                check([(a.menu().title() if a.menu() else a.text(), a.menu())
                       for a in submenu.actions() if not a.isSeparator()])  # fmt: skip

    check([(a.menu().title(), a.menu()) for a in window.menuBar().actions()])
    assert clashes == []


def test_the_end_of_match_message_follows_a_switch(languages, qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_speed("off")
    window.show()
    c = window.controller
    window.start_match(Variant.BACKGAMMON, 1, PLAYERS, SeededDice(5))
    qtbot.waitUntil(lambda: c.can_resign, timeout=5000)
    assert c.resign()
    qtbot.waitUntil(lambda: c.phase is Phase.MATCH_OVER, timeout=5000)
    dialog = window.game_over_dialog
    qtbot.waitUntil(lambda: dialog is not None and dialog.isVisible(), timeout=5000)
    english = visible_texts(dialog)
    assert english["GameOverDialog:window"] == "Match over"
    winner = c.match.players[c.match.winner]
    assert f"{winner} wins the match!" in english.values()
    languages.set_language("fr")
    settle(qtbot)
    french = visible_texts(dialog)
    assert french["GameOverDialog:window"] == "Match terminé"
    assert f"{winner} gagne le match !" in french.values()  # plain() folds the no-break space
    assert left_in_english(english, french, "fr") == []
