"""The sentences a person reads about the practice store, in their language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from nardy_desktop.placeholders import fill

from ..messages import kept_text
from .hook import Kept
from .records import OpenOutcome, StoreProblem


def store_text(opened: OpenOutcome) -> str:
    """What to tell the person about the store just opened ("" when all is well)."""
    if opened.problem is None:
        return ""
    name = opened.path.name
    if opened.problem is StoreProblem.DAMAGED:
        text = QCoreApplication.translate(
            "Practice",
            "The practice store “%1” was damaged: a new one has been started.",
        )
        kept = kept_text(opened.kept, opened.path)
        return f"{fill(text, name)} {kept}".strip()
    if opened.problem is StoreProblem.NEWER_VERSION:
        text = QCoreApplication.translate(
            "Practice",
            "The practice store “%1” was written by a newer version of Nardy Desktop; "
            "practice waits for that version.",
        )
        return fill(text, name)
    text = QCoreApplication.translate(
        "Practice", "The practice store “%1” cannot be opened: practice is not available."
    )
    return fill(text, name)


def kept_message(kept: Kept) -> str:
    """What to tell the person after an analysis was offered to the store
    ("" when it was kept, or when nothing needed keeping)."""
    if kept.failed:
        text = QCoreApplication.translate(
            "Practice", "The analysis could not be kept for practice (%1)."
        )
        return fill(text, kept.failed)
    return store_text(kept.opened) if kept.opened is not None else ""


__all__ = ["kept_message", "store_text"]
