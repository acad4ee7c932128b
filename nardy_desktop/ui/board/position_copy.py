"""Positions copied and pasted in the forms players exchange: the project's
position text, GNU Backgammon's ID (Position ID and Match ID), eXtreme
Gammon's XGID, and the long nardy LN ID (engine/position_ids.py,
docs/position-ids.md).

The position editor and the evaluation panel share the "Copy as" menu; Paste
reads any of the forms with the engine's one reader (`read_setup`), and a
text it cannot read is named back to the player, shortened, as plain text.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMenu, QPushButton, QWidget

from nardy_desktop.engine import PositionError, Variant
from nardy_desktop.engine.position_ids import Setup, gnubg_id, long_id, read_setup, xgid
from nardy_desktop.engine.reasons import PositionReason
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.common import retranslate

QUOTED = 60  # characters of a pasted text quoted back in a refusal


class Form(StrEnum):
    TEXT = "text"
    GNUBG = "gnubg"
    XGID = "xgid"
    LONG_ID = "long_id"


def forms_for(variant: Variant) -> tuple[Form, ...]:
    """The forms a position of `variant` copies as: GNU Backgammon's and eXtreme
    Gammon's for backgammon, the LN ID for long nardy, the text for both."""
    if variant is Variant.BACKGAMMON:
        return (Form.TEXT, Form.GNUBG, Form.XGID)
    return (Form.TEXT, Form.LONG_ID)


def form_name(form: Form) -> str:
    names = {
        Form.TEXT: QCoreApplication.translate("PositionCopy", "Position &Text"),
        Form.GNUBG: QCoreApplication.translate("PositionCopy", "&GNU Backgammon ID"),
        Form.XGID: QCoreApplication.translate("PositionCopy", "&XGID (eXtreme Gammon)"),
        Form.LONG_ID: QCoreApplication.translate("PositionCopy", "&LN ID (long nardy)"),
    }
    return names[form]


def written_as(form: Form, setup: Setup) -> str:
    """`setup` written in `form` (the dice and the match's score where the form keeps them)."""
    pos = setup.position
    if form is Form.GNUBG:
        return gnubg_id(setup)
    if form is Form.XGID:
        return xgid(setup)
    if form is Form.LONG_ID:
        return long_id(pos)
    return pos.to_text()


def pasted(text: str) -> Setup:
    """What a pasted text says, in any of the forms (PositionError otherwise)."""
    return read_setup(text)


def quoted(text: str) -> str:
    """A pasted text as it is quoted back: on one line, at most QUOTED characters."""
    one_line = " ".join(text.strip()[: 4 * QUOTED].split())  # a long text is not read whole
    return one_line if len(one_line) <= QUOTED else one_line[: QUOTED - 1] + "\u2026"


def unread_text(text: str | None) -> str:
    """Why a pasted text that is no position in any form was refused, quoting
    it (None: without the quote); a position the rules refuse says its own
    reason instead."""
    if text is None:
        return QCoreApplication.translate(
            "PositionCopy",
            "This is not a position: paste a position text (long/… or backgammon/…), "
            "a GNU Backgammon ID (Position ID, with its Match ID if you like), an XGID "
            "or an LN ID.",
        )
    if not text.strip():
        return QCoreApplication.translate(
            "PositionCopy", "The clipboard holds no text to read a position from."
        )
    if "<" in text or ">" in text:  # markup, not a position mistyped: not worth quoting
        return unread_text(None)
    return fill(
        QCoreApplication.translate(
            "PositionCopy",
            "“%1” is not a position: paste a position text (long/… or backgammon/…), "
            "a GNU Backgammon ID (Position ID, with its Match ID if you like), an XGID "
            "or an LN ID.",
        ),
        quoted(text),
    )


def is_unread(error: PositionError) -> bool:
    """Whether the text was no position at all (rather than one the rules refuse)."""
    return error.reason is PositionReason.MALFORMED


class CopyAsButton(QPushButton):
    """ "Copy as" with a menu of the forms of the position `setup()` gives (None:
    none to copy, nothing happens); `copied` hears of the text put on the
    clipboard."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._setup: Callable[[], Setup | None] = lambda: None
        self._copied: Callable[[str], None] = lambda _text: None
        self._variant: Callable[[], Variant] = lambda: Variant.LONG
        self.menu_of_forms = QMenu(self)
        self.menu_of_forms.aboutToShow.connect(self._fill)
        self.setMenu(self.menu_of_forms)
        retranslate.register(self, self.retranslate_ui)

    def bind(
        self,
        setup: Callable[[], Setup | None],
        copied: Callable[[str], None],
        variant: Callable[[], Variant],
    ) -> None:
        """Where the position comes from, who hears of the copy, and the game
        whose forms the menu offers."""
        self._setup, self._copied, self._variant = setup, copied, variant

    def retranslate_ui(self) -> None:
        self.setText(QCoreApplication.translate("PositionCopy", "&Copy as"))
        self.setToolTip(
            QCoreApplication.translate(
                "PositionCopy", "Copy the position as text or as an ID other programs read"
            )
        )
        self._fill()

    def _fill(self) -> None:
        self.menu_of_forms.clear()
        for form in forms_for(self._variant()):
            action = self.menu_of_forms.addAction(form_name(form))
            action.setData(form.value)
            action.triggered.connect(lambda _=False, f=form: self.copy(f))

    def copy(self, form: Form) -> str | None:
        """Put the position in `form` on the clipboard (None: no position to copy)."""
        setup = self._setup()
        if setup is None:
            return None
        if form not in forms_for(setup.position.variant):
            form = Form.TEXT
        text = written_as(form, setup)
        QGuiApplication.clipboard().setText(text)
        self._copied(text)
        return text


__all__ = [
    "CopyAsButton",
    "Form",
    "form_name",
    "forms_for",
    "is_unread",
    "pasted",
    "quoted",
    "unread_text",
    "written_as",
]
