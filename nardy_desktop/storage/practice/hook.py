"""Every analysis of a person's decisions lands in the practice store: the
one call the window (an analysis finished, a match opened with its
analysis) and the text interface (`engine analyse`) make.

A store that cannot be used never costs the analysis: the analysis stands,
and the caller is given the sentence to show (or print) instead.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Protocol

from nardy_desktop.ai.analysis.results import MatchAnalysis
from nardy_desktop.engine import Match

from .keys import match_key
from .records import OpenOutcome, StoreProblem

log = logging.getLogger(__name__)


class Seat(Protocol):
    """A seat of the match: the controller's PlayerSpec or a record's PlayerInfo."""

    @property
    def computer(self) -> bool: ...


@dataclass(frozen=True)
class Kept:
    """What `keep_analysis` did: how many decisions it kept, and what went
    wrong with the store (`opened.problem`), if anything, or the error that
    stopped the write (`failed`)."""

    decisions: int
    opened: OpenOutcome | None
    failed: str = ""

    @property
    def problem(self) -> StoreProblem | None:
        if self.failed:
            return StoreProblem.UNAVAILABLE
        return self.opened.problem if self.opened is not None else None


def keep_analysis(
    match: Match | None,
    players: Sequence[Seat],
    analysis: MatchAnalysis,
    played: datetime | None = None,
    path: Path | None = None,
) -> Kept:
    """Keep the people's decisions of `analysis` (of `match`, whose seats are
    `players`) in the store at `path` (the data folder's by default); no
    match (None), nothing. Never raises for the store's sake."""
    persons = (not players[0].computer, not players[1].computer)
    if match is None or not any(persons) or not analysis.games:
        return Kept(0, None)
    try:
        import sqlite3

        from .store import open_store
    except ImportError as e:  # the system's SQLite library is missing
        log.warning("no practice store: %s", e)
        return Kept(0, None, str(e))
    opened = open_store(path, check=False)
    store = opened.store
    if store is None:
        return Kept(0, opened)
    try:
        with store:
            n = store.add_match(analysis, persons, match_key(match), played)
    except sqlite3.Error as e:
        log.warning("the analysis was not kept for practice: %s", e)
        return Kept(0, opened, str(e))
    return Kept(n, opened)


__all__ = ["Kept", "Seat", "keep_analysis"]
