"""Every text a player reads for the engine's codes, in one place for translators.

The engine speaks in stable codes (reasons, win kinds, variants, sides); this
module is the only place that turns them into words, so a translation is
complete when this file's strings are.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from nardy_desktop.ai.levels import Level
from nardy_desktop.engine import GameResult, Reason, Side, Step, Variant, WinKind
from nardy_desktop.engine.notation import compact
from nardy_desktop.i18n import retranslate_default_name
from nardy_desktop.placeholders import fill

#: Names the program gives seats by itself, with the context each is translated in: the
#: window's tr("Player"), tr("Computer"), tr("Computer 1"), tr("Computer 2"), and the
#: New match dialog's tr("Player %1") for a seat left without a name.
PROGRAM_NAMES = (
    ("MainWindow", ("Player", "Computer", "Computer 1", "Computer 2")),
    ("_PlayerBox", ("Player %1",)),
)
# What earlier versions called the person's seat. Sentences put the name first
# ("%1 rolls 5"), which reads wrongly with a pronoun in every language, so the
# seat is now "Player"; saved matches and settings with the old name follow.
OLD_PLAYER_NAMES = ("You", "Vous", "Вы")


def reason_text(reason: Reason) -> str:
    """Why a move is refused, as a sentence for the status bar."""
    texts = {
        Reason.NO_DICE: QCoreApplication.translate(
            "Texts", "Roll the dice first, or all dice are already played."
        ),
        Reason.NO_SUCH_DIE: QCoreApplication.translate(
            "Texts", "No remaining die matches that distance."
        ),
        Reason.NO_CHECKER: QCoreApplication.translate(
            "Texts", "You have no checker on that point."
        ),
        Reason.WRONG_DIRECTION: QCoreApplication.translate(
            "Texts", "Checkers only move forward along their route."
        ),
        Reason.POINT_CLOSED: QCoreApplication.translate(
            "Texts", "That point is held by your opponent."
        ),
        Reason.HEAD_RULE: QCoreApplication.translate(
            "Texts", "Only one checker may leave the head this turn."
        ),
        Reason.SIX_BLOCK: QCoreApplication.translate(
            "Texts",
            "You may not build six points in a row with no opposing checker ahead of them.",
        ),
        Reason.BAR_FIRST: QCoreApplication.translate(
            "Texts", "Checkers on the bar must enter first."
        ),
        Reason.NOT_ALL_HOME: QCoreApplication.translate(
            "Texts", "Bearing off needs all your checkers in your home."
        ),
        Reason.HIGHER_CHECKER_FIRST: QCoreApplication.translate(
            "Texts", "A checker on a higher point must be moved first."
        ),
        Reason.MUST_USE_ALL_DICE: QCoreApplication.translate(
            "Texts", "That move would not let you play as many dice as the roll allows."
        ),
        Reason.HIGHER_DIE: QCoreApplication.translate(
            "Texts", "Only one die can be played: it must be the higher one."
        ),
        Reason.GAME_OVER: QCoreApplication.translate("Texts", "The game is over."),
    }
    return texts.get(Reason(reason), str(reason))


def kind_name(kind: WinKind) -> str:
    names = {
        WinKind.OYN: QCoreApplication.translate("Texts", "oyn"),
        WinKind.MARS: QCoreApplication.translate("Texts", "mars"),
        WinKind.SINGLE: QCoreApplication.translate("Texts", "single game"),
        WinKind.GAMMON: QCoreApplication.translate("Texts", "gammon"),
        WinKind.BACKGAMMON: QCoreApplication.translate("Texts", "backgammon"),
    }
    return names[WinKind(kind)]


class Texts(QObject):
    """The plural sentences, in the same "Texts" context as the rest of this module.

    pyside6-lupdate recognises a plural QCoreApplication.translate() call only when its
    count is a number literal, but it always recognises tr(): plurals go through here.
    Each kind of win has a sentence of its own, so that every language can say it with
    its own grammar (an article in English, a case in Russian).
    """

    def win(self, winner: Side, kind: WinKind, points: int) -> str:
        kind = WinKind(kind)
        if winner is Side.WHITE:
            sentences = {
                WinKind.OYN: self.tr("White wins an oyn (%n point(s)).", "", points),
                WinKind.MARS: self.tr("White wins a mars (%n point(s)).", "", points),
                WinKind.SINGLE: self.tr("White wins a single game (%n point(s)).", "", points),
                WinKind.GAMMON: self.tr("White wins a gammon (%n point(s)).", "", points),
                WinKind.BACKGAMMON: self.tr("White wins a backgammon (%n point(s)).", "", points),
            }
        else:
            sentences = {
                WinKind.OYN: self.tr("Black wins an oyn (%n point(s)).", "", points),
                WinKind.MARS: self.tr("Black wins a mars (%n point(s)).", "", points),
                WinKind.SINGLE: self.tr("Black wins a single game (%n point(s)).", "", points),
                WinKind.GAMMON: self.tr("Black wins a gammon (%n point(s)).", "", points),
                WinKind.BACKGAMMON: self.tr("Black wins a backgammon (%n point(s)).", "", points),
            }
        return sentences[kind]

    def resign_offered(self, loser: str, winner: str, kind: WinKind, points: int) -> str:
        """Two people: `loser` offers `winner` the win `kind`, worth `points`."""
        text = self.tr("%1 resigns and offers %2 %n point(s) (%3). Does %2 accept?", "", points)
        return fill(text, loser, winner, kind_name(kind))

    def points_to_win(self, name: str, points: int) -> str:
        """What `name` still needs to win the match."""
        return fill(self.tr("%1 needs %n point(s) to win the match.", "", points), name)


def win_text(result: GameResult) -> str:
    """The kind of win and its points, e.g. "White wins a gammon (2 points)."; after a
    resignation, who resigned first."""
    winner = Side(result.winner)
    text = Texts().win(winner, result.kind, result.points)
    if not result.resigned:
        return text
    if winner is Side.WHITE:
        resigned = QCoreApplication.translate("Texts", "Black resigns.")
    else:
        resigned = QCoreApplication.translate("Texts", "White resigns.")
    return f"{resigned} {text}"


def score_text(names: Sequence[str], score: Sequence[int], length: int) -> str:
    """The score of a match with each player's name beside their points, laid out so
    that a name ending in a digit ("Computer 2") never runs into a score."""
    return fill(
        QCoreApplication.translate("Texts", "Score \u2014 %1: %2, %3: %4 (match to %5)"),
        names[0],
        score[0],
        names[1],
        score[1],
        length,
    )


def moves_text(steps: tuple[Step, ...] | list[Step]) -> str:
    """A turn's moves as the screen shows them: one checker's moves joined and the
    same moves counted, as GNU Backgammon writes them (`24/16 bar/22* 6/off`,
    `13/11(2)`, `pass`; engine/notation.py), its words in the interface language."""
    return notation_words(compact(steps))


def notation_words(text: str) -> str:
    """A turn written in the notation (`24/16 bar/22*`, `pass`) with the interface
    language's words for its bar, off and pass."""
    if text == "pass":
        return QCoreApplication.translate("Texts", "pass", "move notation: a turn with no move")
    words = {
        "bar": QCoreApplication.translate("Texts", "bar", "move notation: entering from the bar"),
        "off": QCoreApplication.translate("Texts", "off", "move notation: bearing off"),
    }
    return re.sub(r"\b(bar|off)\b", lambda m: words[m.group(1)], text)


def shown_name(name: str) -> str:
    """A seat's name in the interface language when the program gave it, whatever the
    language it was given in (a match saved or settings written in another one); a
    name a person typed comes back as it is."""
    if name in OLD_PLAYER_NAMES:
        name = "Player"
    for context, sources in PROGRAM_NAMES:
        again = retranslate_default_name(name, context, sources)
        if again != name:
            return again
    return name


def variant_name(variant: Variant) -> str:
    if Variant(variant) is Variant.LONG:
        return QCoreApplication.translate("Texts", "Long nardy")
    return QCoreApplication.translate("Texts", "Backgammon")


def side_name(side: Side) -> str:
    if Side(side) is Side.WHITE:
        return QCoreApplication.translate("Texts", "White")
    return QCoreApplication.translate("Texts", "Black")


def level_name(level: str) -> str:
    """The level's name in the interface language (a `Level` or its text;
    any other text is shown as it is)."""
    names: dict[str, str] = {
        Level.BEGINNER: QCoreApplication.translate("Texts", "Beginner"),
        Level.INTERMEDIATE: QCoreApplication.translate("Texts", "Intermediate"),
        Level.EXPERT: QCoreApplication.translate("Texts", "Expert"),
        Level.CHAMPION: QCoreApplication.translate("Texts", "Champion"),
    }
    return names.get(level, level)


def level_description(level: str) -> str:
    """How the level plays, in a sentence a player choosing an opponent can
    weigh (shown under the level in the match dialogs)."""
    descriptions: dict[str, str] = {
        Level.BEGINNER: QCoreApplication.translate(
            "Texts", "Often picks a move that only looks good: a first opponent."
        ),
        Level.INTERMEDIATE: QCoreApplication.translate(
            "Texts", "Plays at once the move its trained network rates best, without looking ahead."
        ),
        Level.EXPERT: QCoreApplication.translate(
            "Texts", "Weighs its best moves against every roll the opponent can answer with."
        ),
        Level.CHAMPION: QCoreApplication.translate(
            "Texts",
            "Looks two rolls ahead where the choice is close; takes up to a few seconds a move.",
        ),
    }
    return descriptions.get(level, "")
