"""Where the computer players' data files live: the package's `resources/ai/`.

They are package data, found with `importlib.resources` as the rest of the
program's own files are (nardy_desktop.paths), so that a checkout, an installed
wheel and the frozen build find them the same way; the AI layer looks them up
itself and needs nothing above it. numpy reads and writes them by file name
(`python -m nardy_desktop.ai.training.train --ship` writes the shipped networks here).
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def resource_file(name: str) -> Path:
    """The path of `name` under the package's resources/ai/ (it may not exist)."""
    root = files("nardy_desktop")
    if not isinstance(root, Path):  # a zip import: numpy needs a file name
        raise RuntimeError(f"nardy_desktop must be installed as files on disk, not in {root}")
    return root / "resources" / "ai" / name
