"""What a person reads about a .mat file: why it cannot be opened (naming the
line), and how the match opened differs from the file (another program's
rules: the doubling cube, money games)."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QObject

from nardy_desktop.placeholders import fill
from nardy_desktop.storage.mat_import import MatError, MatImport, MatProblem


def fill_in(text: str, *values: str) -> str:
    """`text` with %1, %2… replaced by `values` all at once, so that a value that
    itself holds "%2" (a file's name) stays as it is."""
    return re.sub(
        r"%(\d)",
        lambda m: values[int(m[1]) - 1] if 0 < int(m[1]) <= len(values) else m[0],
        text,
    )


class MatFiles(QObject):
    """The sentences, in one context for translators (lupdate finds them in its
    tr() calls)."""

    def error_text(self, error: MatError, path: Path | str) -> str:
        """The sentence for `error`: the file's name, the line, and what is wrong there."""
        name = Path(path).name
        v = error.values
        p = error.problem
        if p is MatProblem.EMPTY:
            return fill_in(self.tr("The file “%1” is empty."), name)
        if p is MatProblem.NOT_TEXT:
            return fill_in(
                self.tr("The file “%1” is not a text file, so it is not a .mat match."), name
            )
        if p is MatProblem.NO_MATCH_LINE:
            return fill_in(
                self.tr(
                    "The file “%1” is not a Jellyfish match: no line says how many points "
                    "the match is played to (such as “5 point match”)."
                ),
                name,
            )
        if p is MatProblem.NO_GAMES:
            return fill_in(self.tr("The file “%1” holds no game."), name)
        if p is MatProblem.LINE_TOO_LONG:
            what = self.tr("the line is too long to be part of a match.")
        elif p is MatProblem.VARIANT:
            what = fill_in(self.tr("the game “%1” is not one that Nardy Desktop plays."), v[0])
        elif p is MatProblem.PLAYERS_LINE:
            what = self.tr(
                "the players' names and scores were expected, as in “Anna : 0   Boris : 0”."
            )
        elif p is MatProblem.UNKNOWN:
            what = fill_in(
                self.tr("“%1” is neither a roll, a move, a cube action nor a win."), v[0]
            )
        elif p is MatProblem.TOO_MANY_COLUMNS:
            what = self.tr("a line holds the turns of two players at most.")
        elif p is MatProblem.NOT_THEIR_TURN:
            what = fill_in(self.tr("a roll for %1, but it is %2's turn."), v[0], v[1])
        elif p is MatProblem.OPENING_DOUBLE:
            what = fill_in(self.tr("a game cannot open with a double (%1)."), v[0])
        elif p is MatProblem.ILLEGAL_MOVE:
            what = fill_in(self.tr("%1 is not a legal move with %2."), v[0], v[1])
        elif p is MatProblem.NO_MOVE:
            what = fill_in(
                self.tr("%1 is rolled and not played, although a move was possible."), v[0]
            )
        elif p is MatProblem.WRONG_WINNER:
            what = fill_in(
                self.tr("the file says that %1 wins, but %2 has won this game."), v[0], v[1]
            )
        elif p is MatProblem.AFTER_END:
            what = self.tr("the game is already over.")
        elif p is MatProblem.UNFINISHED:
            what = self.tr("a game ends here without a winner, and another follows.")
        elif p is MatProblem.NO_ROLL:
            what = self.tr("a game ends before its first roll.")
        else:
            what = self.tr("more turns than a match may hold.")
        return fill_in(
            self.tr("The match in “%1” cannot be opened. Line %2: %3"), name, str(error.line), what
        )

    def notes(self, result: MatImport) -> list[str]:
        """How the match opened differs from the file, one sentence each (none
        when it is the same match)."""
        notes: list[str] = []
        if result.cube_used:
            notes.append(
                self.tr(
                    "This match was played with the doubling cube, which Nardy Desktop does not "
                    "use: its doubles, takes and drops are left out, and each game counts what "
                    "its last position is worth."
                )
            )
        if result.start_score != (0, 0):
            notes.append(
                fill_in(
                    self.tr(
                        "The file starts during a match, at %1–%2; here the score starts at 0–0."
                    ),
                    *(str(s) for s in result.start_score),
                )
            )
        if result.score_differs:
            notes.append(
                fill_in(
                    self.tr("Here the score is %1–%2; the file says %3–%4."),
                    *(str(s) for s in (*result.match.score, *result.file_score)),
                )
            )
        length = result.match.length
        if result.file_length == 0:
            notes.append(
                self.tr(
                    "The file holds money games, which have no match length: they are "
                    "opened as a match to %n point(s).",
                    "",
                    length,
                )
            )
        elif result.length_differs:
            notes.append(
                fill(
                    self.tr(
                        "The match is opened as a match to %n point(s); the file says %1.",
                        "",
                        length,
                    ),
                    result.file_length,
                )
            )
        if result.games_left_out:
            notes.append(
                self.tr(
                    "%n game(s) after the end of the match are left out.", "", result.games_left_out
                )
            )
        return notes


def mat_error_text(error: MatError, path: Path | str) -> str:
    """The sentence for `error`: the file's name, the line, and what is wrong there."""
    return MatFiles().error_text(error, path)


def mat_notes(result: MatImport) -> list[str]:
    """How the match opened differs from the file, one sentence each (none
    when it is the same match)."""
    return MatFiles().notes(result)


__all__ = ["fill_in", "mat_error_text", "mat_notes"]
