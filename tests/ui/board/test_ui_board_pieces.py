"""One drawing of a position: the still board (the analysis's and Moves of the
Match's) and the board in play place their checkers from the same layout."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.ui.analysis.analysis_board import ReviewScene
from nardy_desktop.ui.board.board_layout import layout, slots_of
from nardy_desktop.ui.board.items import CheckerItem, DieItem, PipBadge

from tests.ui.board.test_ui_board_layout import positions_in_play
from tests.ui.board.test_ui_board_motion import HIT, play_from

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]


def drawn(items) -> list[tuple]:
    """What the checkers on a board look like: where, how high, their count, slab or disc."""
    shown = [it for it in items if isinstance(it, CheckerItem) and it.isVisible()]
    return sorted(
        (it.side, it.pos().x(), it.pos().y(), it.zValue(), it.count, it.in_tray) for it in shown
    )


def laid_out(position, geometry) -> list[tuple]:
    return sorted(
        (s.side, s.x, s.y, s.z, s.count, s.in_tray) for s in slots_of(layout(position, geometry))
    )


@settings(max_examples=40)
@given(positions_in_play(), st.booleans())
def test_a_still_board_draws_the_layout_of_its_position(qapp, drawn_position, flipped):
    position, dice = drawn_position
    scene = ReviewScene(position, dice, None, None, flipped)
    assert drawn(scene.items()) == laid_out(position, scene.geometry)
    pips = {b.side: b.text for b in scene.items() if isinstance(b, PipBadge)}
    assert pips == {s: str(position.pip_count(s)) for s in pips} and len(pips) == 2
    shown_dice = sorted(d.value for d in scene.items() if isinstance(d, DieItem))
    assert shown_dice == sorted(dice if dice[0] != dice[1] else [dice[0]] * 4)


def test_the_board_in_play_draws_the_same(shown_window, qtbot):
    w = shown_window()
    w.set_speed("off")
    play_from(w, qtbot, HIT, (3, 1))
    view, game = w.view, w.controller.game
    assert drawn(view.scene().items()) == laid_out(game.position, view.geometry_)
    assert w.controller.try_move(8, 5)  # a hit
    assert drawn(view.scene().items()) == laid_out(game.position, view.geometry_)
    still = ReviewScene(game.position, None, None, None, view.geometry_.flipped)
    assert drawn(still.items()) == drawn(view.scene().items())
