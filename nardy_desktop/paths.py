"""Where the program's files live: its own (from the source tree and from a
frozen build) and the player's (the data folder).

The same lookup must work when running from a checkout (the repository root is
the parent of the package) and from a PyInstaller bundle, where the spec puts
`resources/` and `translations/` beside the package under `sys._MEIPASS`.

The player's data folder is named once, `Nardy Desktop`, in the system's
place for application data: `~/.local/share/Nardy Desktop` (or under
`$XDG_DATA_HOME`), `~/Library/Application Support/Nardy Desktop`,
`%APPDATA%\\Nardy Desktop`. Older versions used Qt's AppDataLocation, which
names the organisation and then the application, both "Nardy Desktop": their
folder is the subfolder `Nardy Desktop/Nardy Desktop`, moved into the new one
at start-up (storage.data_folder). The settings stay where Qt keeps an
organisation's settings (`~/.config/Nardy Desktop/Nardy Desktop.conf`).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_FOLDER = "Nardy Desktop"


def _base() -> Path:
    if getattr(sys, "frozen", False):
        meipass = getattr(sys, "_MEIPASS", None)
        if meipass:
            return Path(meipass)
        return Path(sys.executable).resolve().parent
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    """A path under the top-level `resources/` directory (it may not exist)."""
    return _base().joinpath("resources", *parts)


def translations_path(*parts: str) -> Path:
    """A path under the top-level `translations/` directory (it may not exist)."""
    return _base().joinpath("translations", *parts)


def _data_base() -> Path:
    """The system's folder for applications' data (where Qt's AppDataLocation
    puts an application's folder), whatever the application's name is set to."""
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA")
        return Path(appdata) if appdata else Path.home() / "AppData" / "Roaming"
    try:
        from PySide6.QtCore import QStandardPaths

        loc = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    except ImportError:  # pragma: no cover - PySide6 is a dependency
        loc = ""
    return Path(loc) if loc else Path.home() / ".local" / "share"


def data_home() -> Path:
    """The player's data folder (unless NARDY_DATA_DIR names another: see
    storage.files.data_dir). Not created here: writing creates it."""
    return _data_base() / APP_FOLDER


def legacy_data_home() -> Path:
    """Where versions before this one kept the player's data (Qt's
    AppDataLocation with both the organisation and the application named
    "Nardy Desktop"): inside `data_home()`."""
    return data_home() / APP_FOLDER
