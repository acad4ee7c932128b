"""The Language menu: one checkable entry per language, switching at once."""

from __future__ import annotations

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from nardy_desktop.i18n import LANGUAGES, LanguageManager
from nardy_desktop.ui.common import retranslate


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
        retranslate.register(self, self.retranslate_ui)

    def action_for(self, language: str) -> QAction:
        return self._actions[language]

    def _chosen(self, action: QAction) -> None:
        self._manager.set_language(action.data())

    def retranslate_ui(self) -> None:
        """The title in the language shown, and that language's entry checked (also
        when the language changed elsewhere than in this menu)."""
        self.setTitle(self.tr("&Language"))
        action = self._actions.get(self._manager.current)
        if action is not None:
            action.setChecked(True)
