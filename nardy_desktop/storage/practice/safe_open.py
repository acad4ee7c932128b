"""Opening the store from the window, which must start wherever the system's
SQLite library is missing too: then practice says it is not available, as it
does for a store it cannot open, and the game goes on."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from .paths import practice_path
from .records import StoreProblem

if TYPE_CHECKING:
    from .store import StoreOpened


@dataclass
class NoStore:
    """No store could be opened without SQLite: what telling the person needs
    (an `OpenOutcome`, as `store.StoreOpened` is)."""

    path: Path
    detail: str
    store: None = None
    problem: StoreProblem | None = StoreProblem.UNAVAILABLE
    kept: Path | None = None


def store_path(folder: Path) -> Path:
    """The store's file in the data folder `folder`."""
    return practice_path(Path(folder))


def open_in(folder: Path, check: bool = True) -> StoreOpened | NoStore:
    """The store of the data folder `folder`, opened as `store.open_store`
    opens it; never raises, not even without SQLite."""
    path = store_path(folder)
    try:
        from .store import open_store
    except ImportError as e:  # the system's SQLite library is missing
        return NoStore(path, str(e))
    return open_store(path, check)


__all__ = ["NoStore", "open_in", "store_path"]
