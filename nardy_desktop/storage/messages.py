"""The sentences a person reads when a file cannot be used, in their language.

One sentence per kind of problem, with the file name; the technical detail
(field and value, or the system's own words) goes underneath, for a bug
report, and is not translated.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from nardy_desktop.placeholders import fill

from .files import StorageError, StorageProblem
from .record import Problem, RecordError


def problem_text(error: Exception, path: Path | str | None = None) -> str:
    """The translated sentence for `error` (a RecordError or an OSError)."""
    name = Path(path).name if path is not None else ""
    if isinstance(error, RecordError):
        p = error.problem
        if p is Problem.EMPTY:
            text = QCoreApplication.translate("Storage", "The file “%1” is empty.")
        elif p is Problem.TOO_LARGE:
            text = QCoreApplication.translate(
                "Storage", "The file “%1” is too large to be a saved match."
            )
        elif p is Problem.NOT_JSON:
            text = QCoreApplication.translate(
                "Storage", "The file “%1” is damaged or is not a saved match."
            )
        elif p is Problem.NOT_A_MATCH:
            text = QCoreApplication.translate(
                "Storage", "The file “%1” is not a Nardy Desktop match."
            )
        elif p is Problem.NEWER_VERSION:
            text = QCoreApplication.translate(
                "Storage",
                "The file “%1” was saved by a newer version of Nardy Desktop. "
                "Please update the program to open it.",
            )
        elif p is Problem.OLD_VERSION:
            text = QCoreApplication.translate(
                "Storage", "The file “%1” uses a format this version cannot read."
            )
        elif p is Problem.ILLEGAL:
            text = QCoreApplication.translate(
                "Storage",
                "The match in “%1” breaks the rules of the game, so it cannot be resumed.",
            )
        else:
            text = QCoreApplication.translate(
                "Storage", "The file “%1” contains a value that does not make sense."
            )
    elif isinstance(error, StorageError):
        p2 = error.problem
        if p2 is StorageProblem.NOT_FOUND:
            text = QCoreApplication.translate("Storage", "The file “%1” does not exist.")
        elif p2 is StorageProblem.DISK_FULL:
            text = QCoreApplication.translate(
                "Storage", "The disk is full: “%1” could not be written."
            )
        elif p2 is StorageProblem.UNREADABLE:
            text = QCoreApplication.translate("Storage", "The file “%1” could not be read.")
        else:
            text = QCoreApplication.translate(
                "Storage", "“%1” could not be written: the folder is not writable."
            )
        name = name or error.path.name
    else:
        text = QCoreApplication.translate("Storage", "“%1” could not be used.")
    return fill(text, name)


def kept_text(kept: Path | None, path: Path | str) -> str:
    """Where a file that could not be used is now: `kept`, its new name, or
    `path` itself when it could not be moved (or None: it is gone)."""
    if kept is None:
        return ""
    if kept == Path(path):
        text = QCoreApplication.translate("Storage", "It is left untouched in “%1”.")
    else:
        text = QCoreApplication.translate("Storage", "It has been kept as “%1”.")
    return fill(text, kept)


def detail_text(error: Exception) -> str:
    """The technical detail, in the program's own words."""
    if isinstance(error, StorageError):
        return f"{error.path}: {error.detail}" if error.detail else str(error.path)
    return str(error)


__all__ = ["detail_text", "kept_text", "problem_text"]
