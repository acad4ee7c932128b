"""The practice store written out as one JSON file, for the person to keep,
read or take elsewhere.

JSON rather than CSV: a decision holds a list of candidates, each with its
equity and chances, and a match its figures per person and phase; CSV would
need a file per level of that tree, or cells that hold lists. One JSON file
keeps the tree as it is, and any tool (or a few lines of a script) reads it.
The file is written all at once (`atomic_write`): a run cut short leaves the
file that was there before, or none.
"""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path
from typing import Any

from nardy_desktop.ai.analysis.results import Mark

from ..files import atomic_write
from .db import utc_now
from .store import PracticeStore

EXPORT_FORMAT = "nardy-desktop-practice"
EXPORT_VERSION = 1


def _when(d: datetime) -> str:
    return d.strftime("%Y-%m-%dT%H:%M:%SZ")


def export_document(store: PracticeStore, now: datetime | None = None) -> dict[str, Any]:
    """Everything the store holds for the person, as JSON-able data."""
    matches = []
    for m in store.matches():
        decisions = []
        for d in store.decisions(m.key):
            a = d.analysis
            decisions.append(
                {
                    "game": a.game,
                    "turn": a.turn,
                    "player": d.name,
                    "phase": d.phase,
                    "position": a.position,
                    "dice": list(a.dice),
                    "ply": a.ply,
                    "played": a.played,
                    "best": a.best,
                    "equity_lost": round(a.equity_lost, 5),
                    "mark": a.mark.value if a.mark is not Mark.NONE else None,
                    "candidates": [
                        {
                            "move": c.move,
                            "position": c.position,
                            "equity": c.equity,
                            "win": c.win,
                            "win_big": c.win_big,
                            "win_backgammon": c.win_backgammon,
                            "lose_big": c.lose_big,
                            "lose_backgammon": c.lose_backgammon,
                        }
                        for c in a.candidates
                    ],
                }
            )
        progress = []
        for p, person in enumerate(m.persons):
            if not person:
                continue
            for row in store.progress(m.names[p], m.variant):
                if row.key != m.key:
                    continue
                s = row.summary
                progress.append(
                    {
                        "player": s.name,
                        "decisions": s.decisions,
                        "error_rate": s.error_rate,
                        "rating": s.rating.value,
                        "luck": s.luck,
                        "opponent_luck": s.opponent_luck,
                        "phases": {
                            phase: {"decisions": f.decisions, "error_rate": f.error_rate}
                            for phase, f in row.phases.items()
                        },
                    }
                )
        matches.append(
            {
                "key": m.key,
                "variant": m.variant.value,
                "length": m.length,
                "players": [{"name": m.names[i], "person": m.persons[i]} for i in range(2)],
                "played": _when(m.played),
                "analysed": _when(m.analysed),
                "depth": m.depth.value,
                "score": m.score.value,
                "summaries": progress,
                "decisions": decisions,
            }
        )
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "exported": _when(now if now is not None else utc_now()),
        "matches": matches,
    }


def export_json(store: PracticeStore, path: Path | str) -> int:
    """Write the store to `path` as JSON (see the module docstring); returns
    how many matches were written. Raises StorageError if it cannot be written."""
    doc = export_document(store)
    atomic_write(path, json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8"))
    return len(doc["matches"])


__all__ = ["EXPORT_FORMAT", "EXPORT_VERSION", "export_document", "export_json"]
