"""The line under the board: what play says now (a refusal, a hint, who opens)
on the left, and the score on the right while the side panel is hidden.

It is where the player looks, unlike the status bar at the window's foot,
which a menu clears: the status line (status.py) writes every message about
play here too, and it stays until its moment ends. It wears the board's
surround colours, so that it reads as part of the board in every theme.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from nardy_desktop.controller import MatchController
from nardy_desktop.ui.board import themes
from nardy_desktop.ui.common import texts
from nardy_desktop.ui.common.plain_text import plain


class BoardCaption(QWidget):
    """The message line and, with the side panel hidden, the score."""

    def __init__(self, controller: MatchController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardCaption")
        self.controller = controller
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 1, 10, 1)
        layout.setSpacing(16)
        self.message = QLabel()
        self.message.setObjectName("messageLine")
        wrapping = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        wrapping.setHeightForWidth(True)  # a long refusal takes a second line
        self.message.setSizePolicy(wrapping)
        self.message.setWordWrap(True)
        # While practice has the board, what practice says takes the message
        # line's place; the match's message waits underneath, as it was.
        self.practice_line = QLabel()
        self.practice_line.setObjectName("practiceLine")
        self.practice_line.setSizePolicy(wrapping)
        self.practice_line.setWordWrap(True)
        self.practice_line.setVisible(False)
        self._practice_text: Callable[[], str] | None = None
        self.score = QLabel()
        self.score.setObjectName("captionScore")
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        plain(self.message, self.practice_line, self.score)  # names typed by people are in them
        layout.addWidget(self.message, 1)
        layout.addWidget(self.practice_line, 1)
        layout.addWidget(self.score)
        self.score.setVisible(False)
        # One line's height even when nothing is said: the board does not jump.
        self.setMinimumHeight(self.message.fontMetrics().height() + 2)
        self._panel_shown = True
        self._practising = False  # practice has the board: no match score under it
        controller.stateChanged.connect(self.refresh_score)
        controller.matchStarted.connect(self.refresh_score)
        controller.gameOver.connect(self.refresh_score)
        self.apply_theme()

    def apply_theme(self) -> None:
        theme = themes.current()
        text = theme.hint_text
        self.setStyleSheet(
            f"#boardCaption {{ background: {theme.background.name()}; }}"
            "#messageLine, #practiceLine, #captionScore"
            f" {{ color: rgba({text.red()}, {text.green()}, {text.blue()},"
            f" {max(text.alpha(), 220)}); font-size: 13px; }}"
            "#captionScore { font-weight: bold; }"
        )

    def set_panel_shown(self, shown: bool) -> None:
        """The side panel shows the score: the caption shows it only without it."""
        self._panel_shown = shown
        self.refresh_score()

    def set_practising(self, practising: bool) -> None:
        """Practice has the board (or the match again): the line says what
        practice says, the score's place says practice; then the match's
        message and score come back as they were."""
        self._practising = practising
        if not practising:
            self._practice_text = None
            self.practice_line.clear()
        self.message.setVisible(not practising)
        self.practice_line.setVisible(practising)
        self.refresh_score()

    def say_practice(self, text: Callable[[], str] | None) -> None:
        """What practice says now (a function: said again in a new language)."""
        self._practice_text = text
        self.practice_line.setText(text() if text is not None else "")

    def refresh_score(self, *_args: object) -> None:
        c = self.controller
        match = c.match
        shown = not self._panel_shown and (match is not None or self._practising)
        if self._practising:
            self.score.setText(QCoreApplication.translate("Practice", "Practice"))
        elif match is not None:
            self.score.setText(texts.score_text(match.players, match.score, match.length))
        else:
            self.score.setText("")
        self.score.setVisible(shown)

    def retranslate(self) -> None:
        self.say_practice(self._practice_text)
        self.refresh_score()


__all__ = ["BoardCaption"]
