"""Words the analysis, practice and progress share, in the player's language:
the parts of a game (the judge's phases, `ai.phases.PHASES`), the rating
bands, the day of a match. One place, so that a band is named alike in the
analysis's summary and on the progress chart."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

from nardy_desktop.ai.analysis.results import Rating
from nardy_desktop.ai.phases import PHASES


def phase_name(phase: str) -> str:
    """A phase's name ("bearoff", "race", …) as the player reads it."""
    names = {
        "opening": QCoreApplication.translate("Phases", "Opening"),
        "middle": QCoreApplication.translate("Phases", "Middle game"),
        "block": QCoreApplication.translate("Phases", "Blocks"),
        "escape": QCoreApplication.translate("Phases", "Escapes"),
        "race": QCoreApplication.translate("Phases", "Race"),
        "bearoff": QCoreApplication.translate("Phases", "Bear-off"),
    }
    return names.get(phase, phase)


# The order a player meets them in a game.
PHASE_ORDER: tuple[str, ...] = tuple(
    p for p in ("opening", "middle", "block", "escape", "race", "bearoff") if p in PHASES
)


def rating_text(rating: Rating) -> str:
    """A rating band's name, in the analysis's own words and catalogue entries."""
    names = {
        Rating.SUPERNATURAL: QCoreApplication.translate("Analysis", "Supernatural"),
        Rating.WORLD_CLASS: QCoreApplication.translate("Analysis", "World class"),
        Rating.EXPERT: QCoreApplication.translate("Analysis", "Expert"),
        Rating.ADVANCED: QCoreApplication.translate("Analysis", "Advanced"),
        Rating.INTERMEDIATE: QCoreApplication.translate("Analysis", "Intermediate"),
        Rating.CASUAL: QCoreApplication.translate("Analysis", "Casual player"),
        Rating.BEGINNER: QCoreApplication.translate("Analysis", "Beginner"),
        Rating.AWFUL: QCoreApplication.translate("Analysis", "Awful"),
        Rating.NONE: QCoreApplication.translate("Analysis", "n/a"),
    }
    return names[Rating(rating)]


def short_date(moment: datetime) -> str:
    """The day of `moment`, in the local time, as the language writes a short date."""
    day = QDateTime.fromSecsSinceEpoch(int(moment.timestamp())).date()
    return QLocale().toString(day, QLocale.FormatType.ShortFormat)


__all__ = ["PHASE_ORDER", "phase_name", "rating_text", "short_date"]
