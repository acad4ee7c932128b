"""A seat's level description is read whole: a dialog already open grows when
a seat is given to the computer (Play From Here in French, both seats the
computer, cut the description at the top and the bottom)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from nardy_desktop.controller import PlayerSpec
from nardy_desktop.i18n import LanguageManager
from nardy_desktop.ui.board.position_editor import PlayDialog

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def languages(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    before = QLocale()
    manager = LanguageManager(qapp)
    yield manager
    manager.set_language("en", remember=False)
    manager.shutdown()
    manager.deleteLater()
    QLocale.setDefault(before)


@pytest.mark.parametrize("language", ["fr", "ru", "en"])
def test_both_seats_given_to_the_computer_show_their_levels_whole(languages, qtbot, language):
    languages.set_language(language, remember=False)
    dlg = PlayDialog()
    qtbot.addWidget(dlg)
    dlg.set_players((PlayerSpec("Ann"), PlayerSpec("CPU", True, "champion")))
    dlg.show()
    qtbot.waitExposed(dlg)
    first = dlg.seats[0]
    first.kind.setCurrentIndex(1)  # the computer plays White too
    first.level.setCurrentIndex(3)  # Champion: the longest description
    qtbot.waitUntil(lambda: first.level_about.isVisible(), timeout=2000)

    def whole() -> bool:
        return all(
            seat.level_about.height() >= seat.level_about.heightForWidth(seat.level_about.width())
            for seat in dlg.seats
        )

    qtbot.waitUntil(whole, timeout=2000)
