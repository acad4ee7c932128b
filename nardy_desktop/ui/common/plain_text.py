"""Text from outside the program shown as it is written, never as markup.

A player's name, a file's name or content, an operating system's message and
pasted text reach the screen inside sentences. Qt guesses a text's format
unless told: QLabel, QMessageBox and tooltips render anything that starts like
HTML as HTML, so a name such as ``<a href="…">Help</a>`` would become a link
that opens an outside address, ``<img src="…">`` would load a local file, and
``<h1>`` would take over the box. Every message box therefore comes from
`message_box`, which shows its texts as plain text, and every tooltip that can
hold outside text goes through `tooltip`. Labels that can hold outside text set
`Qt.TextFormat.PlainText` where they are made. The few texts the program
writes as rich text itself (the About box's, the analysis legend's) hold no
outside text; one that needed both would escape the outside part with
`html.escape`.
"""

from __future__ import annotations

import html

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


class PlainMessageBox(QMessageBox):
    """Its informative text plain too. Qt makes that text's label on first use,
    and not every Qt version this program runs on gives it the box's format."""

    def setInformativeText(self, text: str) -> None:
        super().setInformativeText(text)
        plain(*self.findChildren(QLabel))


def message_box(parent: QWidget | None, icon: QMessageBox.Icon) -> QMessageBox:
    """A message box, not yet shown, whose text and informative text are shown
    as plain text, with no link to follow: the sentences in it may quote a
    file, a name or a system message."""
    box = PlainMessageBox(parent)
    box.setIcon(icon)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def plain(*labels: QLabel) -> None:
    """Show each label's text as written (see the module docstring)."""
    for label in labels:
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setOpenExternalLinks(False)


def tooltip(text: str) -> str:
    """`text` as a tooltip shows it as written. Tooltips have no plain-text
    setting: Qt renders as HTML any tooltip that looks like it, so such a text
    is escaped inside a paragraph the program writes, its line breaks kept."""
    if not QtGui.Qt.mightBeRichText(text):  # Qt's own guess, as its tooltips make it
        return text
    return "<p style='white-space:pre-wrap'>" + html.escape(text, quote=False) + "</p>"


__all__ = ["PlainMessageBox", "message_box", "plain", "tooltip"]
