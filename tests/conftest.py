import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).parent))


@pytest.fixture
def isolated_settings(tmp_path, monkeypatch):
    """The window's settings in a fresh file of this test's own."""
    path = tmp_path / "settings.ini"
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(path))
    return path
