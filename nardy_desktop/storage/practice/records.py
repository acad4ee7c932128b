"""What the store gives back of a decision kept (shared by the store and its cards)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

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


__all__ = ["StoredDecision"]
