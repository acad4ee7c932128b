"""The Language menu: one checkable entry per language, switching at once."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from nardy_desktop.i18n import LANGUAGES, LanguageManager


class LanguageMenu(QMenu):
    """Entries carry each language's own name (never translated), so a player facing
    an interface they cannot read still finds theirs."""

    def __init__(self, manager: LanguageManager, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("languageMenu")
        self._manager = manager
        self._group = QActionGroup(self)
        self._group.setExclusive(True)
        self._actions: dict[str, QAction] = {}
        for code, name in LANGUAGES.items():
            action = QAction(name, self, checkable=True)
            action.setObjectName(f"language_{code}")
            action.setData(code)
            self._group.addAction(action)
            self.addAction(action)
            self._actions[code] = action
        self._group.triggered.connect(self._chosen)
        manager.languageChanged.connect(self._show_current)
        self._show_current(manager.current)
        self.retranslate_ui()

    def action_for(self, language: str) -> QAction:
        return self._actions[language]

    def _chosen(self, action: QAction) -> None:
        self._manager.set_language(action.data())

    def _show_current(self, language: str) -> None:
        action = self._actions.get(language)
        if action is not None:
            action.setChecked(True)

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("&Language"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
