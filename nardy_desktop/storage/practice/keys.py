"""The key that finds an analysed match again in the practice store.

A match carries no identity of its own, so its key is made of what cannot
change as it goes on: the game, its length, the position it was set up from,
the roll-off, and the first turns of its first game (dice and steps). Analysed
again, later, deeper, or after more games were played, a match keeps its key
and its row is replaced; two matches with different dice never share one. The
players' names are left out, so that renaming a player does not make a second
match of the same one.
"""

from __future__ import annotations

import hashlib

from nardy_desktop.engine import Match

KEY_TURNS = 24  # turns of game 1 in the key: past this, dice make every match its own


def match_key(match: Match) -> str:
    """A short text that names `match` in the store (see the module docstring)."""
    parts = [match.variant.value, str(match.length)]
    parts.append(match.start.to_text() if match.start is not None else "-")
    parts.append(repr(match.start_opening))
    parts.append(repr(match.roll_off_dice))
    if match.games:
        for turn in match.games[0].history[:KEY_TURNS]:
            steps = " ".join(f"{s.frm}/{s.to}:{s.die}" for s in turn.steps)
            parts.append(f"{turn.dice[0]}{turn.dice[1]} {steps}")
    return hashlib.sha256("\n".join(parts).encode()).hexdigest()[:32]


__all__ = ["KEY_TURNS", "match_key"]
