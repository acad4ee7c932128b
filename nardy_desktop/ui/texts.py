"""Every text a player reads for the engine's codes, in one place for translators.

The engine speaks in stable codes (reasons, win kinds, variants, sides); this
module is the only place that turns them into words, so a translation is
complete when this file's strings are.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from nardy_desktop.engine import GameResult, Reason, Side, Variant, WinKind


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
    """

    def win(self, winner: Side, resigned: bool, points: int) -> str:
        if winner is Side.WHITE:
            if resigned:
                return self.tr("Black resigns: White wins by %1 (%n point(s)).", "", points)
            return self.tr("White wins by %1 (%n point(s)).", "", points)
        if resigned:
            return self.tr("White resigns: Black wins by %1 (%n point(s)).", "", points)
        return self.tr("Black wins by %1 (%n point(s)).", "", points)


def win_text(result: GameResult) -> str:
    """The kind of win and its points, e.g. "White wins a gammon (2 points)"."""
    text = Texts().win(Side(result.winner), result.resigned, result.points)
    return text.replace("%1", kind_name(result.kind))


def variant_name(variant: Variant) -> str:
    if Variant(variant) is Variant.LONG:
        return QCoreApplication.translate("Texts", "Long nardy")
    return QCoreApplication.translate("Texts", "Backgammon")


def side_name(side: Side) -> str:
    if Side(side) is Side.WHITE:
        return QCoreApplication.translate("Texts", "White")
    return QCoreApplication.translate("Texts", "Black")


def level_name(level: str) -> str:
    names = {
        "beginner": QCoreApplication.translate("Texts", "Beginner"),
        "intermediate": QCoreApplication.translate("Texts", "Intermediate"),
        "expert": QCoreApplication.translate("Texts", "Expert"),
        "champion": QCoreApplication.translate("Texts", "Champion"),
    }
    return names.get(level, level)
