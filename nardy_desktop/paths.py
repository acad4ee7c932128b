"""Where the program's files live: its own (package data) and the player's (the
data folder).

The program's own files, icons, rules texts, sounds and the compiled catalogues,
are package data: `nardy_desktop/resources/` and `nardy_desktop/translations/`,
found with `importlib.resources`, so that a checkout, an installed wheel and the
PyInstaller bundle (whose spec puts them at the same places inside it) all find
them the same way. Qt and the sound output open them by file name, so the
package must be installed as files, not inside a zip. The computer's networks
are found the same way by the AI layer itself (ai/weights.py).

The player's data folder is named once, `Nardy Desktop`, in the system's
place for application data: `~/.local/share/Nardy Desktop` (or under
`$XDG_DATA_HOME`), `~/Library/Application Support/Nardy Desktop`,
`%APPDATA%\\Nardy Desktop`. Older versions used Qt's AppDataLocation, which
names the organisation and then the application, both "Nardy Desktop": their
folder is the subfolder `Nardy Desktop/Nardy Desktop`, moved into the new one
at start-up (storage.data_folder). The settings stay where Qt keeps an
organisation's settings (`~/.config/Nardy Desktop/Nardy Desktop.conf`).

Nothing here needs Qt: the storage layer finds the data folder without it.
"""

from __future__ import annotations

import os
import sys
from importlib.resources import files
from pathlib import Path

APP_FOLDER = "Nardy Desktop"
PACKAGE = "nardy_desktop"


def package_path(*parts: str) -> Path:
    """A path inside the installed package (it may not exist)."""
    root = files(PACKAGE)
    if not isinstance(root, Path):  # a zip import: Qt could not open the files
        raise RuntimeError(f"{PACKAGE} must be installed as files on disk, not in {root}")
    return root.joinpath(*parts)


def resource_path(*parts: str) -> Path:
    """A path under the package's `resources/` folder (it may not exist)."""
    return package_path("resources", *parts)


def translations_path(*parts: str) -> Path:
    """A path under the package's `translations/` folder (it may not exist)."""
    return package_path("translations", *parts)


def _data_base() -> Path:
    """The system's folder for applications' data, where Qt's GenericDataLocation
    is (older versions found it through Qt), whatever the application is named."""
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA")
        return Path(appdata) if appdata else Path.home() / "AppData" / "Roaming"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support"
    # The XDG base directory rules: a relative $XDG_DATA_HOME is ignored.
    xdg = os.environ.get("XDG_DATA_HOME", "")
    return Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share"


def data_home() -> Path:
    """The player's data folder (unless NARDY_DATA_DIR names another: see
    storage.files.data_dir). Not created here: writing creates it."""
    return _data_base() / APP_FOLDER


def legacy_data_home() -> Path:
    """Where versions before this one kept the player's data (Qt's
    AppDataLocation with both the organisation and the application named
    "Nardy Desktop"): inside `data_home()`."""
    return data_home() / APP_FOLDER
