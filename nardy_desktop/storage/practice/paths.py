"""Where the practice store lives: `practice.sqlite3` in the data folder (or
the folder the window keeps its matches in: a demo keeps its own)."""

from __future__ import annotations

from pathlib import Path

from ..files import data_dir

STORE_NAME = "practice.sqlite3"


def practice_path(folder: Path | None = None) -> Path:
    """The store's file in `folder` (`files.data_dir()` by default)."""
    return Path(folder if folder is not None else data_dir()) / STORE_NAME


__all__ = ["STORE_NAME", "practice_path"]
