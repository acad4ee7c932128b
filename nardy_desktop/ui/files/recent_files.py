"""Game > Open Recent: the matches last opened or saved, newest first.

The list lives in the settings, so it is there at the next start. The menu
only asks for a file to be opened (`openRequested`); the window connects that
to the file side (MatchFiles), which tells this list what it opened, saved or
could not find.

At start-up the temporary files that a save killed half-way left beside
these matches (`.NAME.nardy.<random>.tmp`, see storage.temp_files) are
removed: they are where the player saves, and only this program makes them.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from nardy_desktop.settings_store import Setting, read, texts
from nardy_desktop.storage.temp_files import remove_temps_of
from nardy_desktop.ui.common import retranslate
from nardy_desktop.ui.common.host import WindowHost
from nardy_desktop.ui.common.plain_text import tooltip

RECENT_KEY = "files/recent"
MAX_RECENT = 8
RECENT: Setting[list[str]] = Setting(RECENT_KEY, [], texts(MAX_RECENT))


class RecentFiles(QObject):
    """The Open Recent menu of a window and the list it shows."""

    openRequested = Signal(str)  # the path of the entry chosen

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.widget)
        self.settings = host.settings
        self.menu = QMenu(host.widget)
        self.menu.aboutToShow.connect(self._fill)
        self.menu.triggered.connect(self._on_triggered)
        retranslate.register(self, self.retranslate_ui)

    def retranslate_ui(self) -> None:
        # The texts keep the context they have in the catalogues, the file side's.
        self.menu.setTitle(QCoreApplication.translate("MatchFiles", "Open Re&cent"))

    def files(self) -> list[str]:
        """The list from the settings, ignoring anything of the wrong type."""
        return read(self.settings, RECENT)

    def remove_stray_temp_files(self) -> threading.Thread:
        """Remove what killed saves of the recent files left beside them, on a
        thread of its own, so that a folder slow to answer (a share gone
        away) never holds up the start; the thread, for whoever must wait."""
        paths = [Path(f) for f in self.files() if Path(f).is_absolute()]
        thread = threading.Thread(
            target=remove_temps_of, args=(paths,), name="stray-temp-files", daemon=True
        )
        thread.start()
        return thread

    def remember(self, path: Path) -> None:
        """`path` was opened or saved: first in the list."""
        p = str(Path(path).resolve())
        files = [p] + [f for f in self.files() if f != p]
        self.settings.setValue(RECENT_KEY, files[:MAX_RECENT])

    def forget(self, path: Path) -> None:
        """`path` is gone: out of the list."""
        p = str(Path(path).resolve())
        self.settings.setValue(RECENT_KEY, [f for f in self.files() if f != p])

    def _fill(self) -> None:
        """Built each time the menu opens, so that it shows the list as it is now."""
        self.menu.clear()
        files = self.files()
        for i, f in enumerate(files, 1):
            shown = Path(f).name.replace("&", "&&")  # an "&" in it is shown, not a shortcut
            a = self.menu.addAction(f"&{i} {shown}")
            a.setToolTip(tooltip(f))
            a.setData(f)
        if not files:
            a = self.menu.addAction(QCoreApplication.translate("MatchFiles", "No recent matches"))
            a.setEnabled(False)

    def _on_triggered(self, action: QAction) -> None:
        path = action.data()
        if isinstance(path, str) and path:
            self.openRequested.emit(path)


__all__ = ["MAX_RECENT", "RECENT_KEY", "RecentFiles"]
