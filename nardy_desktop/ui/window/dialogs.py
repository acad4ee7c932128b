"""Dialogs: new match, end of game, end of match, rules, about.

None is modal and none runs a nested event loop: each is shown beside the
board, which stays usable with its menus (the Language menu among them), and
reports back through its signals.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from nardy_desktop import __version__
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import MAX_LENGTH, Side, Variant
from nardy_desktop.i18n import current_language
from nardy_desktop.paths import resource_path
from nardy_desktop.placeholders import fill
from nardy_desktop.ui.common import retranslate, texts
from nardy_desktop.ui.common.checker_icon import checker_icon
from nardy_desktop.ui.common.plain_text import plain
from nardy_desktop.ui.common.player_box import _PlayerBox
from nardy_desktop.ui.common.settings import DEFAULT_LENGTH, DEFAULT_LENGTHS


class NewMatchDialog(QDialog):
    """Variant, match length, and who plays each seat."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newMatchDialog")
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.variant = QComboBox()
        self.variant.addItems(["", ""])
        self.length = QSpinBox()
        self.length.setRange(1, MAX_LENGTH)
        self.length.setValue(DEFAULT_LENGTH)
        self.variant_label = QLabel()
        self.length_label = QLabel()
        form.addRow(self.variant_label, self.variant)
        form.addRow(self.length_label, self.length)
        layout.addLayout(form)
        row = QHBoxLayout()
        self.players = [_PlayerBox(0), _PlayerBox(1)]
        for box in self.players:
            row.addWidget(box)
        layout.addLayout(row)
        self.watch = QCheckBox()
        layout.addWidget(self.watch)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.watch.toggled.connect(self._on_watch)
        self.variant.currentIndexChanged.connect(self._on_variant)
        self.players[1].kind.setCurrentIndex(1)
        retranslate.register(self, self.retranslate_ui)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New match"))
        for box in self.players:  # a name the program gave follows the language
            shown = texts.shown_name(box.name.text())
            if shown != box.name.text():
                box.name.setText(shown)
        self.variant_label.setText(self.tr("&Game:"))
        self.variant_label.setBuddy(self.variant)
        self.length_label.setText(self.tr("Match &length (points):"))
        self.length_label.setBuddy(self.length)
        self.variant.setItemText(0, texts.variant_name(Variant.LONG))
        self.variant.setItemText(1, texts.variant_name(Variant.BACKGAMMON))
        self.watch.setText(self.tr("&Watch the computer play itself"))
        for box in self.players:
            box.retranslate_ui()

    def _on_variant(self, index: int) -> None:
        """A length left at one game's default follows the game chosen; a length
        the person chose stays."""
        if self.length.value() in DEFAULT_LENGTHS.values():
            variant = Variant.LONG if index == 0 else Variant.BACKGAMMON
            self.length.setValue(DEFAULT_LENGTHS[variant])

    def _on_watch(self, on: bool) -> None:
        for box in self.players:
            if on:
                box.kind.setCurrentIndex(1)
            box.kind.setEnabled(not on)

    def chosen(self) -> tuple[Variant, int, tuple[PlayerSpec, PlayerSpec]]:
        variant = Variant.LONG if self.variant.currentIndex() == 0 else Variant.BACKGAMMON
        return variant, self.length.value(), (self.players[0].spec(), self.players[1].spec())

    def set_choice(
        self, variant: Variant, length: int, players: tuple[PlayerSpec, PlayerSpec]
    ) -> None:
        self.variant.setCurrentIndex(0 if variant is Variant.LONG else 1)
        self.length.setValue(length)
        for box, spec in zip(self.players, players, strict=True):
            box.set_spec(spec)
        self.watch.setChecked(all(p.computer for p in players))


class GameOverDialog(QDialog):
    """The winner of a game, the kind of win, the points and the score.

    At the end of a match it offers a new match or a rematch instead."""

    nextGame = Signal()
    newMatch = Signal()
    rematch = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameOverDialog")
        self.setMinimumWidth(440)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(20, 18, 20, 14)
        outer.setSpacing(14)
        top = QHBoxLayout()
        top.setSpacing(16)
        self.icon = QLabel()
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.icon)
        layout = QVBoxLayout()
        layout.setSpacing(6)
        top.addLayout(layout, 1)
        outer.addLayout(top)
        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.headline.setWordWrap(True)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.headline.setFont(font)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.score = QLabel()
        layout.addWidget(self.headline)
        layout.addWidget(self.detail)
        layout.addWidget(self.score)
        plain(self.headline, self.detail, self.score)  # the players' names
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.next_button = QPushButton()
        self.new_button = QPushButton()
        self.rematch_button = QPushButton()
        self.close_button = QPushButton()
        for b in (self.next_button, self.rematch_button, self.new_button, self.close_button):
            buttons.addWidget(b)
        outer.addLayout(buttons)
        self.next_button.clicked.connect(self._next)
        self.new_button.clicked.connect(self._new)
        self.rematch_button.clicked.connect(self._rematch)
        self.close_button.clicked.connect(self.reject)
        self.match_over = False
        self._result_texts: Callable[[], tuple[str, str, str]] | None = None
        retranslate.register(self, self.retranslate_ui)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Match over") if self.match_over else self.tr("Game over"))
        self.next_button.setText(self.tr("&Next game"))
        self.new_button.setText(self.tr("New &match\u2026"))
        self.rematch_button.setText(self.tr("&Rematch"))
        self.close_button.setText(self.tr("Close"))
        if self._result_texts is not None:
            headline, detail, score = self._result_texts()
            self.headline.setText(headline)
            self.detail.setText(detail)
            self.score.setText(score)

    def show_result(
        self,
        result_texts: Callable[[], tuple[str, str, str]],
        match_over: bool,
        winner: Side | None = None,
    ) -> None:
        """`result_texts` builds the headline, the kind of win and the score; it is called
        again when the language changes while the dialog is open. `winner`: the
        colour shown beside the text."""
        if winner is None:
            self.icon.clear()
        else:
            self.icon.setPixmap(checker_icon(winner, 44))
        self.match_over = match_over
        self._result_texts = result_texts
        self.next_button.setVisible(not match_over)
        self.new_button.setVisible(match_over)
        self.rematch_button.setVisible(match_over)
        self.close_button.setVisible(match_over)
        (self.rematch_button if match_over else self.next_button).setDefault(True)
        self.retranslate_ui()
        if self.isVisible():  # a result shown again comes over the others
            self.raise_()
            self.activateWindow()
        else:
            self.setWindowModality(Qt.WindowModality.NonModal)
            self.show()

    def _next(self) -> None:
        self.accept()
        self.nextGame.emit()

    def _new(self) -> None:
        self.accept()
        self.newMatch.emit()

    def _rematch(self) -> None:
        self.accept()
        self.rematch.emit()


def rules_file(variant: Variant, language: str) -> str:
    """The rules page for a variant in a language (English when missing)."""
    stem = "long" if Variant(variant) is Variant.LONG else "backgammon"
    lang = (language or "en")[:2].lower()
    path = resource_path("rules", f"{stem}_{lang}.html")
    if not path.is_file():
        path = resource_path("rules", f"{stem}_en.html")
    return str(path)


class RulesDialog(QDialog):
    """The rules of a variant, as an HTML page in the player's language."""

    def __init__(self, variant: Variant, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant = Variant(variant)
        self.setObjectName("rulesDialog")
        self.resize(720, 640)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        layout.addWidget(self.browser)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        retranslate.register(self, self.retranslate_ui)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(fill(self.tr("Rules: %1"), texts.variant_name(self.variant)))
        self.load()

    def load(self) -> None:
        path = rules_file(self.variant, current_language())
        try:
            with open(path, encoding="utf-8") as fh:
                html = fh.read()
        except OSError:
            html = "<p>" + self.tr("The rules file could not be found.") + "</p>"
        self.browser.setHtml(html)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        layout = QVBoxLayout(self)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setOpenExternalLinks(True)
        layout.addWidget(self.label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        retranslate.register(self, self.retranslate_ui)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("About Nardy Desktop"))
        body = self.tr(
            "<h3>Nardy Desktop %1</h3>"
            "<p>Long nardy and backgammon for the desktop: local matches and a "
            "computer opponent, entirely offline.</p>"
            "<p>Free software under the GNU General Public License, version 3 or "
            "(at your option) any later version (GPL-3.0-or-later).</p>"
        )
        self.label.setText(fill(body, __version__))
