"""What the store gives back (shared by its parts), none of which needs SQLite
itself: the window imports these wherever the system's SQLite library is
missing too, and is then told that practice is not available."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Protocol

from nardy_desktop.ai.analysis.results import DecisionAnalysis
from nardy_desktop.engine import Variant


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


class OpenOutcome(Protocol):
    """What opening the store found, as those who only tell the person about
    it need it (`store.StoreOpened`)."""

    @property
    def path(self) -> Path: ...

    @property
    def problem(self) -> StoreProblem | None: ...

    @property
    def kept(self) -> Path | None: ...

    @property
    def detail(self) -> str: ...


__all__ = ["OpenOutcome", "StoreProblem", "StoredDecision"]
