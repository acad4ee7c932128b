"""Game > Resign (Ctrl+R): the person offers a single game, a gammon or a
backgammon (an oyn or a mars), as in GNU Backgammon.

Against the computer the offer is answered at once (the controller weighs it
with the network at the match score); a refusal says why, on the line under
the board and in the status bar, and the game goes on. When two people play,
the other is asked. The questions do not block the window: while one is open
it follows the game (the offers after a turn, the language) and goes when
resigning is no longer possible.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from nardy_desktop.controller import MatchController
from nardy_desktop.engine import WinKind
from nardy_desktop.engine.game import POINTS
from nardy_desktop.engine.resign import Answer
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.common import numbers, texts
from nardy_desktop.ui.common.plain_text import message_box
from nardy_desktop.ui.common.scope import Scope

Say = Callable[[Callable[[], str], Scope], None]


def offer_label(kind: WinKind) -> str:
    """The button of an offer: the win and its points."""
    labels = {
        WinKind.SINGLE: QCoreApplication.translate("Resign", "A single game (1 point)"),
        WinKind.GAMMON: QCoreApplication.translate("Resign", "A gammon (2 points)"),
        WinKind.BACKGAMMON: QCoreApplication.translate("Resign", "A backgammon (3 points)"),
        WinKind.OYN: QCoreApplication.translate("Resign", "An oyn (1 point)"),
        WinKind.MARS: QCoreApplication.translate("Resign", "A mars (2 points)"),
    }
    return labels[WinKind(kind)]


def refusal_text(name: str, answer: Answer) -> str:
    """Why the computer `name` plays on rather than take `answer.offer`, in
    its own words: the bigger win it expects, or its chance of it."""
    if answer.bigger is None:
        return ""
    pair = (answer.offer, answer.bigger)
    if answer.likely:
        sentences = {
            (WinKind.SINGLE, WinKind.GAMMON): QCoreApplication.translate(
                "Resign",
                "%1 declines a single game: "
                "\u201cI expect to win a gammon more often than not.\u201d",
            ),
            (WinKind.GAMMON, WinKind.BACKGAMMON): QCoreApplication.translate(
                "Resign",
                "%1 declines a gammon: "
                "\u201cI expect to win a backgammon more often than not.\u201d",
            ),
            (WinKind.OYN, WinKind.MARS): QCoreApplication.translate(
                "Resign",
                "%1 declines an oyn: \u201cI expect to win a mars more often than not.\u201d",
            ),
        }
    else:
        sentences = {
            (WinKind.SINGLE, WinKind.GAMMON): QCoreApplication.translate(
                "Resign",
                "%1 declines a single game: \u201cMy chance of a gammon (%2) is worth more "
                "to me than a single game.\u201d",
            ),
            (WinKind.GAMMON, WinKind.BACKGAMMON): QCoreApplication.translate(
                "Resign",
                "%1 declines a gammon: \u201cMy chance of a backgammon (%2) is worth more "
                "to me than a gammon.\u201d",
            ),
            (WinKind.OYN, WinKind.MARS): QCoreApplication.translate(
                "Resign",
                "%1 declines an oyn: \u201cMy chance of a mars (%2) is worth more to me "
                "than an oyn.\u201d",
            ),
        }
    sentence = sentences.get(pair)
    return fill(sentence, name, numbers.percent(answer.chance, 0)) if sentence else ""


class Resigning(QObject):
    """The resign question and, between two people, the other's answer."""

    def __init__(self, parent: QWidget, controller: MatchController, say: Say) -> None:
        super().__init__(parent)
        self._parent = parent
        self.controller = controller
        self._say = say
        self.box: QMessageBox | None = None
        self._buttons: dict[QAbstractButton, WinKind] = {}
        self._offer: WinKind | None = None  # asked of the other person: this offer
        controller.stateChanged.connect(self._follow)

    def ask(self) -> None:
        """Ctrl+R: which win does the person offer?"""
        if not self.controller.resign_offers():
            return
        if self.box is not None:
            self.box.show()
            self.box.raise_()
            self.box.activateWindow()
            return
        box = message_box(self._parent, QMessageBox.Icon.Question)  # the names as written
        self._offer = None
        self.box = box
        self._buttons = {}
        for result in self.controller.resign_offers():
            button = box.addButton(offer_label(result.kind), QMessageBox.ButtonRole.AcceptRole)
            self._buttons[button] = result.kind
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.buttonClicked.connect(self._on_offer)
        box.finished.connect(box.deleteLater)
        box.finished.connect(lambda _code, b=box: self._forget(b))
        self.retranslate()
        box.setModal(False)
        box.show()

    def _ask_the_other(self, kind: WinKind) -> None:
        """Two people: the other is asked to accept `kind`."""
        box = message_box(self._parent, QMessageBox.Icon.Question)
        self._offer = kind
        self.box = box
        self._buttons = {}
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.accepted.connect(lambda: self.controller.resign(kind))
        box.rejected.connect(self._declined_by_the_other)
        box.finished.connect(box.deleteLater)
        box.finished.connect(lambda _code, b=box: self._forget(b))
        self.retranslate()
        box.setModal(False)
        box.show()

    def _on_offer(self, button: QAbstractButton) -> None:
        kind = self._buttons.get(button)
        if self.box is not None:
            self._forget(self.box)  # answered: it closes, and no longer follows the game
        if kind is None:  # Cancel
            return
        c = self.controller
        match = c.match
        person = c.only_person()
        if person is None:
            self._ask_the_other(kind)
            return
        answer = c.offer_resignation(kind)
        if answer is None or answer.accepted or match is None:
            return  # accepted: the game is over, and the end of the game says so
        name = match.players[1 - person]
        self._say(lambda: refusal_text(name, answer), Scope.TURN)

    def _declined_by_the_other(self) -> None:
        c = self.controller
        match, game = c.match, c.game
        if match is None or game is None or game.is_over:
            return
        other = match.players[match.player_of(game.side_to_move.opponent)]
        self._say(
            lambda: fill(
                QCoreApplication.translate("Resign", "%1 declines: the game goes on."), other
            ),
            Scope.TURN,
        )

    def retranslate(self) -> None:
        box = self.box
        c = self.controller
        match, game = c.match, c.game
        if box is None or match is None or game is None:
            return
        box.setWindowTitle(QCoreApplication.translate("MainWindow", "Resign"))
        offers = c.resign_offers()
        if not offers:
            return
        winner = match.player_of(offers[0].winner)
        name, loser = match.players[winner], match.players[1 - winner]
        need = match.length - match.score[winner]
        if self._offer is not None:
            points = POINTS[self._offer]
            box.setText(texts.Texts().resign_offered(loser, name, self._offer, points))
            box.setInformativeText(
                fill(QCoreApplication.translate("MainWindow", "%1 then wins the match."), name)
                if points >= need
                else ""
            )
            return
        for button, kind in self._buttons.items():
            button.setText(offer_label(kind))
        cancel = box.button(QMessageBox.StandardButton.Cancel)
        if cancel is not None:
            cancel.setText(QCoreApplication.translate("Resign", "Cancel"))
        if c.only_person() is None:
            box.setText(
                fill(
                    QCoreApplication.translate("Resign", "%1 resigns: which win does %1 offer %2?"),
                    loser,
                    name,
                )
            )
            box.setInformativeText(
                fill(QCoreApplication.translate("Resign", "%1 is asked to accept it."), name)
            )
        else:
            box.setText(
                fill(
                    QCoreApplication.translate("Resign", "Resign: which win do you offer %1?"), name
                )
            )
            box.setInformativeText(
                fill(
                    QCoreApplication.translate(
                        "Resign",
                        "%1 accepts an offer worth at least what playing on is worth to it "
                        "at this score.",
                    ),
                    name,
                )
            )
        if need <= max(r.points for r in offers):
            note = texts.Texts().points_to_win(name, need)
            box.setInformativeText(f"{box.informativeText()}\n{note}")

    def _follow(self) -> None:
        box = self.box
        if box is None or not box.isVisible():  # (hidden: answered, and closing)
            return
        if not self.controller.resign_offers():
            box.reject()
        elif self._offer is None and set(self._buttons.values()) != {
            r.kind for r in self.controller.resign_offers()
        }:
            box.reject()  # the offers changed (a checker borne off): ask again
        else:
            self.retranslate()

    def _forget(self, box: QMessageBox) -> None:
        if box is self.box:
            self.box = None
            self._buttons = {}


__all__ = ["Resigning", "offer_label", "refusal_text"]
