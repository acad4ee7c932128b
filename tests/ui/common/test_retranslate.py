"""The one way texts follow a change of language (nardy_desktop/ui/common/retranslate.py):
functions registered by widgets, helpers and scene items run again after each switch,
once per switch, and never once their owner is gone."""

from __future__ import annotations

import gc
import weakref

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QSettings
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem, QLabel, QWidget

from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import SeededDice, Variant
from nardy_desktop.i18n import LanguageManager, text_in
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.common import retranslate
from nardy_desktop.ui.window.main_window import MainWindow

OVER = {"en": "The game is over.", "fr": "La partie est terminée.", "ru": "Партия окончена."}

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


@pytest.fixture
def manager(qapp, tmp_path):
    before = QLocale()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    manager = LanguageManager(qapp, settings)
    manager.set_language("en")
    QCoreApplication.sendPostedEvents()
    yield manager
    manager.shutdown()
    QCoreApplication.sendPostedEvents()
    manager.deleteLater()
    QLocale.setDefault(before)


def settled_count() -> int:
    """How many functions are registered once what earlier tests left has gone."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    return retranslate.registered()


def switch(manager: LanguageManager, language: str) -> None:
    """As the Language menu does; the change reaches the windows with the posted events."""
    manager.set_language(language)
    QCoreApplication.sendPostedEvents()


def over() -> str:
    return QCoreApplication.translate("Texts", "The game is over.")


class Label(QLabel):
    def __init__(self) -> None:
        super().__init__()
        self.calls = 0
        retranslate.register(self, self.retranslate_ui)

    def retranslate_ui(self) -> None:
        self.calls += 1
        self.setText(over())


def test_a_registered_function_runs_at_once_and_after_each_switch(manager, qtbot) -> None:
    label = Label()
    qtbot.addWidget(label)
    assert (label.calls, label.text()) == (1, OVER["en"])
    for calls, language in enumerate(("fr", "ru", "en", "ru"), start=2):
        switch(manager, language)
        assert (label.calls, label.text()) == (calls, OVER[language])


def test_a_switch_runs_each_function_once_though_it_swaps_several_catalogues(
    manager, qtbot
) -> None:
    label = Label()
    qtbot.addWidget(label)
    manager.set_language("fr")  # ours and Qt's own, each removed and installed
    manager.set_language("ru")
    QCoreApplication.sendPostedEvents()
    assert (label.calls, label.text()) == (2, OVER["ru"])


def test_now_false_waits_for_the_first_switch(manager, qtbot) -> None:
    widget = QWidget()
    qtbot.addWidget(widget)
    seen: list[str] = []
    retranslate.register(widget, lambda: seen.append(over()), now=False)
    assert seen == []
    switch(manager, "fr")
    assert seen == [OVER["fr"]]


def test_a_destroyed_widget_is_never_called_and_is_forgotten(manager, qtbot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    child = QLabel(host)
    seen: list[str] = []

    def texts() -> None:  # holds the label itself: calling it once deleted would raise
        child.setText(over())
        seen.append(child.text())

    retranslate.register(child, texts)
    before = settled_count()
    switch(manager, "fr")
    assert seen == [OVER["en"], OVER["fr"]]
    child.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(child)
    assert retranslate.registered() == before - 1
    switch(manager, "ru")  # pytest-qt fails the test on an exception raised in Qt's call
    assert seen == [OVER["en"], OVER["fr"]]


def test_a_helper_object_deleted_with_its_window_is_not_called(manager, qtbot) -> None:
    window = QWidget()
    seen: list[str] = []

    class Helper(QObject):
        def retranslate_ui(self) -> None:
            seen.append(over())

    helper = Helper(window)
    retranslate.register(helper, helper.retranslate_ui)
    shiboken6.delete(window)
    assert not shiboken6.isValid(helper)
    switch(manager, "fr")
    assert seen == [OVER["en"]]


def test_registering_keeps_nothing_alive(manager) -> None:
    label = Label()
    gone = weakref.ref(label)
    before = settled_count()
    del label
    gc.collect()
    assert gone() is None
    assert retranslate.registered() == before - 1


def test_a_text_drawn_in_the_scene_follows_and_goes_with_its_scene(manager, qtbot) -> None:
    scene = QGraphicsScene()
    item = QGraphicsSimpleTextItem()
    scene.addItem(item)
    calls: list[str] = []

    def texts() -> None:
        item.setText(over())
        calls.append(item.text())

    retranslate.register(item, texts)
    switch(manager, "ru")
    assert item.text() == OVER["ru"]
    shiboken6.delete(scene)  # the scene deletes its items
    assert not shiboken6.isValid(item)
    switch(manager, "fr")
    assert calls == [OVER["en"], OVER["ru"]]


def test_one_failing_function_does_not_stop_the_others(manager, qtbot) -> None:
    first, last = QWidget(), QWidget()
    qtbot.addWidget(last)
    seen: list[str] = []

    def broken() -> None:
        raise ValueError("broken texts")

    retranslate.register(first, broken, now=False)
    retranslate.register(last, lambda: seen.append(over()), now=False)
    with pytest.raises(ValueError, match="broken texts"):
        switch(manager, "fr")
    assert seen == [OVER["fr"]]
    shiboken6.delete(first)


# --- a real window ---------------------------------------------------------------------


def drawn_on_the_board(window: MainWindow) -> set[str]:
    return {
        item.text()
        for item in window.view.scene().items()
        if isinstance(item, QGraphicsSimpleTextItem) and item.isVisible()
    }


def test_a_window_its_dialog_its_board_and_its_panel_follow_a_switch(manager, qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_speed("off")
    window.show()
    c = window.controller
    c.auto_finish = False
    window.start_match(Variant.LONG, 3, (PlayerSpec("Anna"), PlayerSpec("Boris")), SeededDice(7))
    qtbot.waitUntil(lambda: c.can_move, timeout=5000)  # game 1 opens with the roll-off dice
    for step in c.game.legal_turns()[0].steps:
        assert c.try_move(step.frm, step.to)
    c.finish_turn()
    qtbot.waitUntil(lambda: c.can_roll, timeout=5000)  # the board asks for a roll
    about = window.show_about()
    panel = window.findChild(QWidget, "scorePanel")

    def texts_in(language: str) -> dict[str, str]:
        return {
            "window": text_in(language, "MainWindow", "&Game"),
            "dialog": text_in(language, "AboutDialog", "About Nardy Desktop"),
            "board": text_in(language, "BoardView", "Click the board or press Space to roll"),
            "panel": fill(text_in(language, "ScorePanel", "Game %1"), 1),
        }

    def check(language: str) -> None:
        expected = texts_in(language)
        assert window.game_menu.title() == expected["window"]
        assert about.windowTitle() == expected["dialog"]
        assert expected["board"] in drawn_on_the_board(window)
        assert panel.game_label.text() == expected["panel"]

    check("en")
    for language in ("fr", "ru", "en"):
        switch(manager, language)
        if language != "en":  # each text reads differently from the English one
            assert set(texts_in(language).values()).isdisjoint(texts_in("en").values())
        check(language)
