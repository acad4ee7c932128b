"""What the store gives back (shared by its parts), none of which needs SQLite
itself: the window imports these wherever the system's SQLite library is
missing too, and is then told that practice is not available."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from nardy_desktop.ai.analysis.results import DecisionAnalysis
from nardy_desktop.engine import Variant

if TYPE_CHECKING:
    from .store import PracticeStore


@dataclass(frozen=True)
class StoredDecision:
    """A decision as kept: the analysis's own record (candidates with their
    resulting positions), its match, the person's name and the phase."""

    id: int
    key: str
    variant: Variant
    name: str
    played: datetime
    phase: str
    analysis: DecisionAnalysis


class StoreProblem(StrEnum):
    DAMAGED = "damaged"  # kept aside, a new store started
    NEWER_VERSION = "newer_version"  # left as it is; no practice
    UNAVAILABLE = "unavailable"  # cannot be opened or created (the folder, the disk)


@dataclass
class StoreOpened:
    """What `open_store` found: the store (None when practice cannot be
    used now), and when something was wrong, what (`problem`), where the old
    file went (`kept`), and the detail for a bug report."""

    store: PracticeStore | None
    path: Path
    problem: StoreProblem | None = None
    kept: Path | None = None
    detail: str = ""


__all__ = ["StoreOpened", "StoreProblem", "StoredDecision"]
