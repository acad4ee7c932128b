"""The 21 distinct rolls of two dice, in the one order every per-roll table uses.

Lookahead, the bear-off tables and the hitting inputs each keep arrays indexed
by roll; sharing this list keeps those indices meaning the same roll.
"""

from __future__ import annotations

ROLLS: list[tuple[int, int]] = [(a, b) for a in range(1, 7) for b in range(a, 7)]
# How many of the 36 ordered rolls each distinct roll stands for.
ROLL_COUNTS: list[int] = [1 if a == b else 2 for a, b in ROLLS]
