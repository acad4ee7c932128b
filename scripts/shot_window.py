"""The window the picture scripts photograph: started as the game starts it, a
match between two people under way, nothing animated. One definition, so that
the README's pictures and `screenshot.py`'s show the same window."""

from __future__ import annotations

import time
from typing import Any


def pump(app: Any, seconds: float = 0.05) -> None:
    """Let Qt paint and deliver events for `seconds`."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()


def open_window(
    language: str, size: tuple[int, int], variant: str, seed: int, theme: str | None = None
) -> tuple[Any, Any, Any]:
    """(app, window, languages): the window shown at `size` in `language`,
    with a 5-point match between Anna and Boris started on seeded dice."""
    from PySide6.QtWidgets import QApplication

    from nardy_desktop.app import _icon
    from nardy_desktop.controller import PlayerSpec
    from nardy_desktop.engine import SeededDice, Variant
    from nardy_desktop.i18n import LanguageManager
    from nardy_desktop.ui.window.language_menu import LanguageMenu
    from nardy_desktop.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    app.setApplicationName("Nardy Desktop")
    app.setWindowIcon(_icon())
    languages = LanguageManager(app)
    languages.set_language(language, remember=False)
    window = MainWindow()
    window.add_language_menu(LanguageMenu(languages, window))
    window.set_speed("off")
    if theme is not None:
        window.theme_menu.choose(theme, remember=False)
    window.resize(*size)
    window.show()
    window.controller.auto_finish = False
    players = (PlayerSpec("Anna"), PlayerSpec("Boris"))
    window.start_match(Variant(variant), 5, players, SeededDice(seed))
    return app, window, languages
