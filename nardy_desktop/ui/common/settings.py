"""The player's preferences that the main window reads, with their defaults
and kinds; the kinds of a player's name and a computer's level; and the
message said when the settings file could not be used.

Every preference is a `Setting` read through `settings_store.read`, the one
accessor; each is declared beside the code that uses it (the language in
i18n, the theme in ui.themes…), and all of them are in one table,
`settings_store.SETTINGS`, once the window's modules are imported. The store
itself (and the environment variables that move it) is
nardy_desktop.settings_store, shared with the language module.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from nardy_desktop.ai.levels import DEFAULT_LEVEL, Level
from nardy_desktop.engine import MAX_LENGTH, Variant
from nardy_desktop.engine.names import BadName, normalise_name
from nardy_desktop.settings_store import (  # noqa: F401  (the window opens the store here)
    Setting,
    SettingsProblem,
    boolean,
    byte_array,
    choice,
    open_settings,
    take_problems,
    whole,
)
from nardy_desktop.storage.files import StorageError, StorageProblem
from nardy_desktop.storage.messages import kept_text, problem_text
from nardy_desktop.ui.common import retranslate
from nardy_desktop.ui.common.plain_text import message_box

# Points of a new match until the player chooses another length: long nardy's
# official matches (the Russian federation's) are to 7 points; backgammon keeps 5.
DEFAULT_LENGTHS = {Variant.LONG: 7, Variant.BACKGAMMON: 5}
DEFAULT_LENGTH = DEFAULT_LENGTHS[Variant.LONG]  # the default game's
NUMBERINGS = ("auto", "white", "black")  # see BoardView.numbering_side
PLAY_OPTIONS = ("auto_roll", "auto_finish", "auto_single")  # settings play/<name>


def name(value: object) -> str | None:
    """A player's name kept in the settings, by the same rule as every other
    name (see nardy_desktop.engine.names). The file may have been edited by
    hand or written by an older version: anything that is not a name, a huge
    one among them (Qt would take minutes to lay it out), is not one."""
    try:
        return normalise_name(value)
    except BadName:
        return None


def level(value: object) -> Level | None:
    """A computer level kept in the settings (as its text)."""
    try:
        return Level(value) if isinstance(value, str) else None
    except ValueError:
        return None


GEOMETRY = Setting("window/geometry", None, byte_array)
SHOW_NUMBERS = Setting("view/show_numbers", True, boolean)
NUMBERING = Setting("view/numbering", "auto", choice(NUMBERINGS))
ORIENTATION = Setting("view/orientation", "white", choice(("white", "mover")))
PLAY = {
    option: Setting(f"play/{option}", False, boolean)  # a person ends the turn, and rolls
    for option in PLAY_OPTIONS
}
VARIANT = Setting("match/variant", Variant.LONG.value, choice(tuple(v.value for v in Variant)))
LENGTH = Setting("match/length", DEFAULT_LENGTH, whole(1, MAX_LENGTH))
# The seats of the last match set up: the names' defaults are translated when read.
PLAYER_NAME = tuple(Setting(f"match/player{i}/name", "", name) for i in (0, 1))
PLAYER_COMPUTER = tuple(Setting(f"match/player{i}/computer", i == 1, boolean) for i in (0, 1))
PLAYER_LEVEL = tuple(Setting(f"match/player{i}/level", DEFAULT_LEVEL, level) for i in (0, 1))


def report_problems(window: QWidget) -> QMessageBox | None:
    """Say, once, that the settings file could not be used and where it is
    now (`settings_store.take_problems`); the box quotes file names, so it
    shows plain text. The box, if there was anything to say."""
    problems = take_problems()
    if not problems:
        return None
    box = message_box(window, QMessageBox.Icon.Warning)
    box.setDetailedText("\n".join(p.detail for p in problems))

    def in_the_language_shown() -> None:
        box.setWindowTitle(QCoreApplication.translate("MainWindow", "Nardy Desktop"))
        box.setText(
            QCoreApplication.translate(
                "Settings", "The settings could not be read; the default settings are used."
            )
        )
        box.setInformativeText("\n\n".join(map(_where, problems)))

    retranslate.register(box, in_the_language_shown)
    box.finished.connect(box.deleteLater)
    box.open()
    return box


def _where(problem: SettingsProblem) -> str:
    """What was wrong with the file, and where it is now, in the player's language."""
    error = StorageError(StorageProblem.UNREADABLE, problem.path)
    return " ".join(
        filter(None, (problem_text(error, problem.path), kept_text(problem.kept, problem.path)))
    )
