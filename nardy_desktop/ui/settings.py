"""The player's preferences: their defaults and how each is read back.

The store itself (and the environment variables that move it) is
nardy_desktop.settings_store, shared with the language module.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from nardy_desktop.ai.levels import Level, parse_level
from nardy_desktop.engine import MAX_LENGTH
from nardy_desktop.engine.names import name_or
from nardy_desktop.settings_store import open_settings  # noqa: F401  (the window opens it here)

from .speeds import DEFAULT_SPEED

DEFAULT_LENGTH = 5  # points of a new match until the player chooses another length

DEFAULTS: dict[str, object] = {
    "view/show_numbers": True,
    "view/numbering": "auto",  # "auto", "white" or "black" (see BoardView.numbering_side)
    "view/orientation": "white",  # "white" or "mover"
    "view/speed": DEFAULT_SPEED.value,  # one of SPEED_NAMES (see ui.speeds)
    "view/side_panel": True,  # View > Side Panel (see ui.layout)
    "play/auto_roll": False,
    "play/auto_finish": False,  # a person ends the turn: Done, Enter or a click on the dice
    "play/auto_single": False,
}


def read_bool(settings: QSettings, key: str) -> bool:
    value = settings.value(key, DEFAULTS.get(key, False))
    if isinstance(value, str):
        return value.lower() in ("1", "true", "yes", "on")
    return bool(value)


def read_str(settings: QSettings, key: str, allowed: tuple[str, ...]) -> str:
    default = str(DEFAULTS.get(key, allowed[0]))
    value = settings.value(key, default)
    return value if isinstance(value, str) and value in allowed else default


def read_length(settings: QSettings, key: str) -> int:
    """A match length kept in the settings, held to the lengths a match may have
    (1..MAX_LENGTH); DEFAULT_LENGTH when it is not a whole number."""
    try:
        return max(1, min(MAX_LENGTH, int(str(settings.value(key, DEFAULT_LENGTH)))))
    except (TypeError, ValueError):
        return DEFAULT_LENGTH


def read_name(settings: QSettings, key: str, default: str) -> str:
    """A player's name kept in the settings, by the same rule as every other
    name (see nardy_desktop.engine.names). The file may have been edited by
    hand or written by an older version: anything that is not a name, a huge
    one among them (Qt would take minutes to lay it out), gives `default`."""
    return name_or(settings.value(key, default), default)


def read_level(settings: QSettings, key: str, default: Level) -> Level:
    """A computer level kept in the settings (as its text); `default` unless it
    names one of the levels."""
    value = settings.value(key, default)
    try:
        return parse_level(value) if isinstance(value, str) else default
    except ValueError:
        return default
