"""What the autosave keeps besides the match, so that a restart loses no work:
the file the match was saved to or opened from, and an analysis cut short.

The analysis done so far travels in the record's own `analysis` field, read
and checked as in any saved match (`record_analysis.checked_analysis`); the
two fields here are written by the autosave alone:

- `file`: `{"path": ..., "digest": ...}`, the `.nardy` file the match was
  last saved to or opened from, with the digest of its games as they were
  then (so the window's title can say whether the match has changed since),
  or `{"source": ..., "digest": ...}`, a file of another format it was
  opened from, which Save does not write to;
- `analysis_pending`: `{"depth": ..., "games": [...]}`, the games (numbered
  from 1) an analysis under way had still to finish, and its depth.

Neither is ever worth a match: a value that is not what this program writes
is dropped (and logged), and the match opens without it. A saved match that
holds them (a copy of an autosave) opens as any other: only the resume at
start-up reads them.
"""

from __future__ import annotations

import hashlib
import json
import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from nardy_desktop.ai.analysis import Depth
from nardy_desktop.engine import MAX_GAMES

FILE_KEY = "file"
PENDING_KEY = "analysis_pending"
MAX_PATH = 4096  # characters; longer than any path a file system gives

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class FileLink:
    """The file the match on the board belongs to. `saved`: a `.nardy` file
    Save writes to, else a file read from elsewhere (a `.mat`); `digest`: the
    match's games as saved or opened (see `games_digest`; "": not yet known)."""

    path: Path
    saved: bool
    digest: str = ""


@dataclass(frozen=True)
class PendingAnalysis:
    """The games an analysis cut short had still to finish, at its depth."""

    depth: Depth
    games: tuple[int, ...]


def games_digest(games: list[Any]) -> str:
    """A short, stable digest of a record's `games`: equal for equal games."""
    text = json.dumps(games, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def link_fields(link: FileLink | None) -> dict[str, Any]:
    """The record's fields for `link` (none without one)."""
    if link is None:
        return {}
    return {FILE_KEY: {"path" if link.saved else "source": str(link.path), "digest": link.digest}}


def pending_fields(pending: PendingAnalysis | None) -> dict[str, Any]:
    """The record's fields for an analysis under way (none without one)."""
    if pending is None or not pending.games:
        return {}
    return {PENDING_KEY: {"depth": pending.depth.value, "games": list(pending.games)}}


def _path(value: Any) -> Path | None:
    if (
        not isinstance(value, str)
        or not 0 < len(value) <= MAX_PATH
        or not value.isprintable()
        or not Path(value).is_absolute()
    ):
        return None
    return Path(value)


def _is_digest(text: str) -> bool:
    return len(text) == 64 and all(c in "0123456789abcdef" for c in text)


def read_link(record: dict[str, Any]) -> FileLink | None:
    """The file link kept in `record`, or None (none, or not one this program writes)."""
    value = record.get(FILE_KEY)
    if value is None:
        return None
    link = None
    if isinstance(value, dict):
        saved = "source" not in value
        path = _path(value.get("path" if saved else "source"))
        digest = value.get("digest")
        if path is not None and isinstance(digest, str) and _is_digest(digest):
            link = FileLink(path, saved, digest)
    if link is None:
        log.warning("%s: not a file link; left out", FILE_KEY)
    return link


def read_pending(record: dict[str, Any]) -> PendingAnalysis | None:
    """The analysis cut short kept in `record`, or None."""
    value = record.get(PENDING_KEY)
    if value is None:
        return None
    pending = None
    if isinstance(value, dict):
        depth, games = value.get("depth"), value.get("games")
        if (
            depth in {d.value for d in Depth}
            and isinstance(games, list)
            and 0 < len(games) <= MAX_GAMES
            and all(type(g) is int and 1 <= g <= MAX_GAMES for g in games)
            and len(set(games)) == len(games)
        ):
            pending = PendingAnalysis(Depth(depth), tuple(games))
    if pending is None:
        log.warning("%s: not an analysis under way; left out", PENDING_KEY)
    return pending


__all__ = [
    "FILE_KEY",
    "PENDING_KEY",
    "FileLink",
    "PendingAnalysis",
    "games_digest",
    "link_fields",
    "pending_fields",
    "read_link",
    "read_pending",
]
