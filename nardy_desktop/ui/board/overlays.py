"""What the board draws over the game: the banner, the hint text, the lit
points a picked checker can reach, and the numbered arrows of a suggestion.

None of it is part of the position: it comes and goes with the moment of play
(an announcement fades by itself, the lights go with the selection, the arrows
with the next step) and never changes what the controller or the engine hold.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QObject,
    QPointF,
    QPropertyAnimation,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from nardy_desktop.controller import BoardAction, MatchController, Phase, call_later
from nardy_desktop.engine import Side, Step
from nardy_desktop.ui.board import geometry as g
from nardy_desktop.ui.board import themes
from nardy_desktop.ui.board.board_layout import step_points
from nardy_desktop.ui.board.board_pieces import BoardPieces
from nardy_desktop.ui.board.geometry import Location
from nardy_desktop.ui.board.items import ArrowItem, BannerItem, HighlightItem


class BoardOverlays(QObject):
    """The overlays of one board in `scene`, over `pieces`, for `controller`'s
    match. `busy`, `animated` and `editing` say whether the board is showing a
    change, whether changes are animated, and whether the position editor has
    the board: the hint shows only at rest, the banner fades only when animated."""

    def __init__(
        self,
        scene: QGraphicsScene,
        pieces: BoardPieces,
        controller: MatchController,
        busy: Callable[[], bool],
        animated: Callable[[], bool],
        editing: Callable[[], bool],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.scene = scene
        self.pieces = pieces
        self.controller = controller
        self._busy = busy
        self._animated = animated
        self._editing = editing
        hint_font = QFont()
        hint_font.setPixelSize(18)
        self.hint = QGraphicsSimpleTextItem()
        self.hint.setFont(hint_font)
        self.hint.setBrush(themes.current().hint_text)
        self.hint.setZValue(15)
        self.hint.setVisible(False)
        scene.addItem(self.hint)

        self.banner = BannerItem()
        scene.addItem(self.banner)
        self.banner.setPos(g.WIDTH / 2, g.HEIGHT / 2)
        self._banner_serial = 0
        self._banner_fade: QPropertyAnimation | None = None
        self._banner_make: Callable[[], str] | None = None

        self.highlights: dict[Location, HighlightItem] = {}
        self.arrows: list[ArrowItem] = []

    @property
    def geometry(self) -> g.BoardGeometry:
        return self.pieces.geometry

    def _side_to_move(self) -> Side:
        game = self.controller.game
        return game.side_to_move if game is not None else Side.WHITE

    def apply_theme(self) -> None:
        self.hint.setBrush(themes.current().hint_text)

    # The texts keep the board view's translation context ("BoardView"), whose they were.
    def retranslate(self) -> None:
        self.hint.setText(
            QCoreApplication.translate("BoardView", "Click the board or press Space to roll")
        )
        self.place_hint()
        if self._banner_make is not None and self.banner.isVisible():
            self.banner.set_text(self._banner_make())

    # ----- the banner -----------------------------------------------------------
    def show_banner(self, text: str | Callable[[], str], ms: int = 2200) -> None:
        """A short announcement across the middle of the board (a new game, a
        pass). It never blocks play and fades away by itself. `text` may be a
        function that builds it, so that it follows a change of language."""
        self._banner_make = text if callable(text) else None
        if self._banner_fade is not None:
            self._banner_fade.stop()
            self._banner_fade = None
        self._banner_serial += 1
        serial = self._banner_serial
        self.banner.set_text(text() if callable(text) else text)
        self.place_banner()
        self.banner.setOpacity(1.0)
        self.banner.setVisible(True)
        call_later(self, ms, lambda: self._fade_banner(serial))

    def _fade_banner(self, serial: int) -> None:
        if serial != self._banner_serial:  # a newer announcement is showing
            return
        if not self._animated():
            self.banner.setVisible(False)
            return
        fade = QPropertyAnimation(self.banner, b"opacity", self)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setDuration(400)
        fade.finished.connect(self._hide_banner)
        self._banner_fade = fade
        fade.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def place_banner(self, side: Side | None = None) -> None:
        """In the middle of the half where the dice (of `side`, or of the side to
        move) are not, so it hides nothing."""
        if side is None:
            side = self._side_to_move()
        dice_x = self.geometry.dice_centre(side).x()
        left = g.LEFT_HALF_X + g.HALF_W / 2
        right = g.RIGHT_HALF_X + g.HALF_W / 2
        self.banner.setPos(left if dice_x > g.WIDTH / 2 else right, g.MID_Y)

    def _hide_banner(self) -> None:
        self._banner_fade = None
        self.banner.setVisible(False)

    def hide_banner(self) -> None:
        self._banner_serial += 1  # a fade still to come is for an announcement gone
        if self._banner_fade is not None:
            self._banner_fade.stop()
        self._hide_banner()

    @property
    def banner_text(self) -> str:
        return self.banner.text if self.banner.isVisible() else ""

    def dice_shown(self, side: Side) -> None:
        """Dice were put down: the hint to roll goes, an announcement moves off them."""
        self.hint.setVisible(False)
        if self.banner.isVisible():
            self.place_banner(side)

    # ----- the hint text ----------------------------------------------------------
    def place_hint(self) -> None:
        """Say what a click on the board does now, over the dice's place, when
        the board is at rest and the game's."""
        c = self.controller
        game = c.game
        action = c.primary_action()
        if game is not None and action is BoardAction.NEXT_GAME:
            self.hint.setText(
                QCoreApplication.translate(
                    "BoardView", "Click the board or press Space for the next game"
                )
            )
            show = not self._busy()
        elif game is not None and c.phase is Phase.MATCH_OVER:
            self.hint.setText(
                QCoreApplication.translate(
                    "BoardView", "The match is over: Ctrl+N starts a new one"
                )
            )
            show = not self._busy()
        else:
            self.hint.setText(
                QCoreApplication.translate("BoardView", "Click the board or press Space to roll")
            )
            show = (
                game is not None
                and action is BoardAction.ROLL
                and not self._busy()
                and not any(d.isVisible() for d in self.pieces.dice)
            )
        show = show and not self._editing()
        if show and game is not None:
            centre = self.geometry.dice_centre(game.side_to_move)
            r = self.hint.boundingRect()
            self.hint.setPos(centre.x() - r.width() / 2, centre.y() - r.height() / 2)
        self.hint.setVisible(bool(show))

    # ----- the lit points ------------------------------------------------------------
    def light(self, loc: Location, mover: Side, strong: bool) -> None:
        """Light `loc`, where the picked checker of `mover` can go (strongly when
        one step takes it there)."""
        if loc.kind == "off":
            rect = self.geometry.tray_area(mover)
        else:
            rect = self.geometry.point_rect(loc.where)
        h = HighlightItem(rect.adjusted(2, 0, -2, 0), strong=strong)
        self.scene.addItem(h)
        self.highlights[loc] = h

    def focus(self, loc: Location | None) -> None:
        """Brighten the lit point `loc` (none with None): where the checker will land."""
        for where, h in self.highlights.items():
            h.set_focused(where == loc)

    def clear_lights(self) -> None:
        for h in self.highlights.values():
            self.scene.removeItem(h)
        self.highlights = {}

    # ----- a suggested move -------------------------------------------------------------
    def show_suggestion(self, steps: Sequence[Step]) -> None:
        """Draw the steps (mover's numbering) as numbered arrows on the board,
        each from the checker it moves to where that checker lands."""
        self.clear_suggestion()
        game = self.controller.game
        if game is None:
            return
        shown = self.pieces.shown if self.pieces.shown is not None else game.position
        try:
            ends = step_points(shown, self.geometry, list(steps), game.side_to_move)
        except ValueError:  # steps for another position than the one drawn: none to show
            return
        for n, (start, end) in enumerate(ends, 1):
            arrow = ArrowItem(start, end, n)
            self.scene.addItem(arrow)
            self.arrows.append(arrow)
        self._separate_labels()

    def _separate_labels(self) -> None:
        """Move each arrow's number along it until it covers no earlier one: on a
        tall stack, two checkers taken from it start from the same place."""
        apart = 2 * ArrowItem.LABEL_R + 8

        def crowded(p: QPointF) -> bool:
            return any(math.hypot(p.x() - q.x(), p.y() - q.y()) < apart for q in placed)

        placed: list[QPointF] = []
        for arrow in self.arrows:
            distance = g.RADIUS
            while distance < arrow.length() / 2 and crowded(arrow.label_centre()):
                distance += apart / 2
                arrow.place_label(distance)
            placed.append(arrow.label_centre())

    def clear_suggestion(self) -> None:
        for a in self.arrows:
            self.scene.removeItem(a)
        self.arrows = []


__all__ = ["BoardOverlays"]
