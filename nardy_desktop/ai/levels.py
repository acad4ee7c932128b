"""The computer's levels: one definition, read by every layer.

A level is data, as GNU Backgammon keeps its evaluation settings: the rest of
the program names a level by its `Level` value (the same text the .nardy files
and the text interface use) and looks its behaviour up here. This module
imports neither numpy nor Qt (only the pure engine's `Variant`), so files and
dialogs can check a level cheaply.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any

from nardy_desktop.engine.position import Variant


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
    `deep_margin` of the best after one roll) unless that look needs more
    than `deep_work` positions (0: no limit). The work, not the clock, bounds
    the search, so that a level plays the same turns on a slow or busy
    computer as on a quiet one; `budget` seconds are only a safety net that
    a typical position never reaches.
    `temperature` > 0 makes the level pick at random among the turns, the
    better ones likelier (a softmax over their equity: the lower, the fewer
    and smaller the mistakes)."""

    lookahead: int
    width: int = 8
    margin: float = 0.25
    deep_width: int = 3
    deep_margin: float = 0.12
    deep_work: int = 0
    budget: float = 0.0
    temperature: float = 0.0


_EITHER: dict[Level, LevelSettings] = {
    Level.BEGINNER: LevelSettings(lookahead=0, temperature=0.08),
    Level.INTERMEDIATE: LevelSettings(lookahead=0),
    # Expert rescores its leaders over the 21 replies, and looks two rolls
    # deep when its two leaders are within 0.04 of each other after that: in
    # backgammon two more games in a hundred against pubeval, in long nardy
    # +0.067 points a game against the heuristic player (1,000 games each,
    # paired with the Expert that looked one roll deep; TRAINING.md). Its
    # limit of work stands for the 1.2 s its look was given before: on a
    # long nardy double, with hundreds of turns to each reply, the look is
    # given up (TRAINING.md, "Search fixed by its settings").
    Level.EXPERT: LevelSettings(
        lookahead=2,
        width=8,
        margin=0.25,
        deep_width=2,
        deep_margin=0.04,
        deep_work=36_000,
        budget=6.0,
    ),
    Level.CHAMPION: LevelSettings(
        lookahead=2, width=12, margin=0.35, deep_work=90_000, budget=15.0
    ),
}

SETTINGS: dict[tuple[Variant, Level], LevelSettings] = {
    (variant, level): settings for variant in Variant for level, settings in _EITHER.items()
}
"""Each level's settings in each variant."""


def settings_of(level: str, variant: str) -> LevelSettings:
    """The settings of `level` (a `Level` or its text) in `variant` (a
    `Variant` or its text), read at each choice so that a benchmark can
    change them (`changed_settings`)."""
    try:
        played = Variant(variant)
    except ValueError:
        names = ", ".join(Variant)
        raise ValueError(f"unknown variant {variant!r}: expected one of {names}") from None
    return SETTINGS[(played, parse_level(level))]


def with_settings(level: Level, **changes: Any) -> None:
    """Change some of a level's settings in every variant from now on, each
    to a value of its own type (an int for the lookahead and the widths);
    `changed_settings` puts them back."""
    for variant in Variant:
        SETTINGS[(variant, level)] = replace(SETTINGS[(variant, level)], **changes)


Change = tuple[Level, str, float]


def parse_change(text: str) -> Change:
    """`LEVEL.SETTING=VALUE` (as `expert.width=12`), checked against the
    table; ValueError saying what is wrong otherwise."""
    name, eq, value = text.partition("=")
    level, dot, key = name.partition(".")
    if not eq or not dot:
        raise ValueError(f"expected LEVEL.SETTING=VALUE, got {text!r}")
    names = [f.name for f in fields(LevelSettings)]
    if key not in names:
        raise ValueError(f"unknown setting {key!r}: expected one of {', '.join(names)}")
    try:
        number = float(value)
    except ValueError:
        raise ValueError(f"{text!r}: {value!r} is not a number") from None
    return parse_level(level), key, number


@contextmanager
def changed_settings(changes: Iterable[Change]) -> Iterator[None]:
    """The levels' settings with `changes` made in every variant while the
    block runs, then put back (benchmarks trying other settings)."""
    before = dict(SETTINGS)
    try:
        for level, key, value in changes:
            kind = type(getattr(_EITHER[level], key))
            with_settings(level, **{key: kind(value)})
        yield
    finally:
        SETTINGS.clear()
        SETTINGS.update(before)


def parse_level(text: str) -> Level:
    """The level named `text`; ValueError naming the levels otherwise."""
    try:
        return Level(text)
    except ValueError:
        raise ValueError(f"unknown level {text!r}: expected one of {', '.join(LEVELS)}") from None


__all__ = [
    "Change",
    "DEFAULT_LEVEL",
    "LEVELS",
    "SETTINGS",
    "Level",
    "LevelSettings",
    "changed_settings",
    "parse_change",
    "parse_level",
    "settings_of",
    "with_settings",
]
