"""The computer's levels: one definition, read by every layer.

A level is data, as GNU Backgammon keeps its evaluation settings: the rest of
the program names a level by its `Level` value (the same text the .nardy files
and the text interface use) and looks its behaviour up here. This module
imports neither numpy nor Qt, so files and dialogs can check a level cheaply.
"""

from __future__ import annotations

from enum import StrEnum


class Level(StrEnum):
    BEGINNER = "beginner"
    INTERMEDIATE = "intermediate"
    EXPERT = "expert"
    CHAMPION = "champion"


LEVELS: tuple[str, ...] = tuple(level.value for level in Level)
DEFAULT_LEVEL = Level.EXPERT


def parse_level(text: str) -> Level:
    """The level named `text`; ValueError naming the levels otherwise."""
    try:
        return Level(text)
    except ValueError:
        raise ValueError(f"unknown level {text!r}: expected one of {', '.join(LEVELS)}") from None


__all__ = ["DEFAULT_LEVEL", "LEVELS", "Level", "parse_level"]
