"""Where the computer players' data files live (resources/ai/)."""

from __future__ import annotations

import sys
from pathlib import Path


def _base() -> Path:
    try:
        from nardy_desktop.paths import resource_path
    except ImportError:  # pragma: no cover - the shared helper is the normal way
        if getattr(sys, "frozen", False):
            return Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent)) / "resources"
        return Path(__file__).resolve().parent.parent.parent / "resources"
    return resource_path()


def resource_file(name: str) -> Path:
    """The path of `name` under resources/ai/."""
    return _base() / "ai" / name
