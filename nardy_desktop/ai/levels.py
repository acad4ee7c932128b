"""The computer's levels: one definition, read by every layer.

A level is data, as GNU Backgammon keeps its evaluation settings: the rest of
the program names a level by its `Level` value (the same text the .nardy files
and the text interface use) and looks its behaviour up here. This module
imports neither numpy nor Qt, so files and dialogs can check a level cheaply.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum


class Level(StrEnum):
    BEGINNER = "beginner"
    INTERMEDIATE = "intermediate"
    EXPERT = "expert"
    CHAMPION = "champion"


LEVELS: tuple[str, ...] = tuple(level.value for level in Level)
DEFAULT_LEVEL = Level.EXPERT


@dataclass(frozen=True)
class LevelSettings:
    """How a level thinks. `lookahead`: 0 plays the best turn by plain
    evaluation; 1 rescores the leading turns (at most `width`, within
    `margin` points of the best) over all 21 replies; 2 does that, then
    looks two rolls deep at the leaders (at most `deep_width`, within
    `deep_margin` of the best after one roll) while `budget` seconds last.
    `temperature` > 0 makes the level pick at random among the turns, the
    better ones likelier (a softmax over their equity: the lower, the fewer
    and smaller the mistakes)."""

    lookahead: int
    width: int = 8
    margin: float = 0.25
    deep_width: int = 3
    deep_margin: float = 0.12
    budget: float = 0.0
    temperature: float = 0.0


SETTINGS: dict[Level, LevelSettings] = {
    Level.BEGINNER: LevelSettings(lookahead=0, temperature=0.08),
    Level.INTERMEDIATE: LevelSettings(lookahead=0),
    Level.EXPERT: LevelSettings(lookahead=1, width=8, margin=0.25),
    Level.CHAMPION: LevelSettings(lookahead=2, width=12, margin=0.35, budget=3.0),
}


def settings_of(level: str) -> LevelSettings:
    """The settings of `level` (a `Level` or its text), read at each choice
    so that a benchmark can change them (`with_settings`)."""
    return SETTINGS[parse_level(level)]


def with_settings(level: Level, **changes: float) -> LevelSettings:
    """Change some of a level's settings from now on; returns the old ones
    (put them back with `SETTINGS[level] = old`)."""
    old = SETTINGS[level]
    SETTINGS[level] = replace(old, **changes)  # type: ignore[arg-type]
    return old


def parse_level(text: str) -> Level:
    """The level named `text`; ValueError naming the levels otherwise."""
    try:
        return Level(text)
    except ValueError:
        raise ValueError(f"unknown level {text!r}: expected one of {', '.join(LEVELS)}") from None


__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "SETTINGS",
    "Level",
    "LevelSettings",
    "parse_level",
    "settings_of",
    "with_settings",
]
