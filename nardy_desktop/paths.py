"""Where the program's data files live, from the source tree and from a frozen build.

The same lookup must work when running from a checkout (the repository root is
the parent of the package) and from a PyInstaller bundle, where the spec puts
`resources/` and `translations/` beside the package under `sys._MEIPASS`.
"""

from __future__ import annotations

import sys
from pathlib import Path


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
