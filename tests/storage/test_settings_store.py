"""One settings store below the interface: the language module remembers its
choice there without importing any of the interface."""

from __future__ import annotations

import subprocess
import sys

SCRIPT = r"""
import sys
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from nardy_desktop.i18n import LanguageManager
manager = LanguageManager()
manager.set_language("fr")
from nardy_desktop.settings_store import open_settings
print(open_settings().value("language"))
print(sorted(m for m in sys.modules if m.startswith("nardy_desktop.ui")))
"""


def test_the_language_is_kept_in_the_store_without_the_interface(tmp_path, monkeypatch):
    ini = tmp_path / "settings.ini"
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(ini))
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[:2] == ["fr", "[]"]
    assert "language=fr" in ini.read_text(encoding="utf-8")


def test_a_portable_install_keeps_its_settings_in_its_data_folder(tmp_path, monkeypatch):
    from nardy_desktop.settings_store import open_settings

    monkeypatch.delenv("NARDY_DESKTOP_SETTINGS")
    monkeypatch.setenv("NARDY_DATA_DIR", str(tmp_path / "portable"))
    settings = open_settings()
    settings.setValue("view/speed", "fast")
    settings.sync()
    assert (tmp_path / "portable" / "settings.ini").read_text(encoding="utf-8").count("fast") == 1
