"""Opening the store from the window, which must start wherever the system's
SQLite library is missing too: then practice says it is not available, as it
does for a store it cannot open, and the game goes on."""

from __future__ import annotations

from pathlib import Path

from .records import StoreOpened, StoreProblem

STORE_NAME = "practice.sqlite3"  # the store's own (store.STORE_NAME), without loading SQLite


def store_path(folder: Path) -> Path:
    """The store's file in the data folder `folder`."""
    return Path(folder) / STORE_NAME


def open_in(folder: Path, check: bool = True) -> StoreOpened:
    """The store of the data folder `folder`, opened as `store.open_store`
    opens it; never raises, not even without SQLite."""
    path = store_path(folder)
    try:
        from .store import open_store
    except ImportError as e:  # the system's SQLite library is missing
        return StoreOpened(None, path, StoreProblem.UNAVAILABLE, None, str(e))
    return open_store(path, check)


__all__ = ["STORE_NAME", "open_in", "store_path"]
