"""Where the player's preferences are kept: one QSettings store for the whole program.

Below both the interface and the language module (which remembers the chosen
language in the same store), so that neither reaches into the other for it.

`NARDY_DESKTOP_SETTINGS` (a file path) redirects everything to an INI file, so
tests and smoke runs never touch the real user settings. A portable install
(`NARDY_DATA_DIR` set) keeps its settings in that folder too, so the program
writes nothing anywhere else.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QSettings

ORGANISATION = "Nardy Desktop"
APPLICATION = "Nardy Desktop"
ENV = "NARDY_DESKTOP_SETTINGS"
ENV_DATA_DIR = "NARDY_DATA_DIR"


def open_settings() -> QSettings:
    """The settings store, as the environment says (see the module's docstring)."""
    path = os.environ.get(ENV)
    if path:
        return QSettings(path, QSettings.Format.IniFormat)
    data = os.environ.get(ENV_DATA_DIR)
    if data:
        ini = os.path.join(os.path.expanduser(data), "settings.ini")
        return QSettings(ini, QSettings.Format.IniFormat)
    return QSettings(ORGANISATION, APPLICATION)
