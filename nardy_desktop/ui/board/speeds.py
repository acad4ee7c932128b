"""The board's animation speeds: one definition, read by the board, the View
menu, the settings and the command line (`--speed`).

A speed is named by its `Speed` value, the same text the settings file and the
command line use, and says how long a checker takes to glide to its place.
This module imports no Qt, so the command line can be read before Qt starts.
"""

from __future__ import annotations

from enum import StrEnum


class Speed(StrEnum):
    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"

    @property
    def glide_ms(self) -> int:
        """How long a checker's glide lasts; 0: checkers jump to their place."""
        return GLIDE_MS[self]


GLIDE_MS: dict[Speed, int] = {Speed.OFF: 0, Speed.FAST: 140, Speed.NORMAL: 240, Speed.SLOW: 420}
SPEED_NAMES: tuple[str, ...] = tuple(speed.value for speed in Speed)
DEFAULT_SPEED = Speed.NORMAL

__all__ = ["DEFAULT_SPEED", "GLIDE_MS", "SPEED_NAMES", "Speed"]
