"""While practice has the board, the side panel, the move list and the line
under the board speak of practice (its position's pips, no match score); when
practice stops, the match's lines come back exactly."""

from __future__ import annotations

import pytest

from nardy_desktop.engine import Side
from nardy_desktop.ui.common.scope import Scope

from tests.ui.practice.test_ui_practice import (  # noqa: F401  (the fixture)
    best_steps,
    click,
    play_by_clicks,
    pwindow,
    wait_card,
    wait_ready,
)

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def panel_lines(w) -> dict[str, object]:
    """Everything the side panel and the caption say, as a person reads it."""
    p = w.score_panel
    return {
        "title": p.title.text(),
        "names": [n.text() for n in p.names],
        "scores": [s.text() for s in p.scores],
        "pips": [x.text() for x in p.pips],
        "marks": [m.text() for m in p.turn_marks],
        "game": p.game_label.text(),
        "turn": p.turn_label.text(),
        "moves": w.move_list.lines(),
        "caption": (w.caption.score.text(), w.caption.score.isVisibleTo(w.caption)),
        "line": (w.caption.message.text(), w.caption.message.isVisibleTo(w.caption)),
    }


def pips_shown(w, side: Side) -> str:
    """The pips line of the seat playing `side` in the practice game."""
    c = w.practice.board.controller
    seat = next(i for i in range(2) if c.match.side_of(i) is side)
    return w.score_panel.pips[seat].text().replace("\xa0", " ")


def play_a_turn(qtbot, w) -> None:
    """Roll and play the first legal turn in the match, with clicks."""
    c = w.controller
    wait_ready(w, qtbot)
    if c.can_roll:
        c.roll()
        qtbot.waitUntil(lambda: c.can_move and not w.view.busy, timeout=5000)
    game = c.game
    played = len(game.history)
    steps = game.legal_turns()[0].steps
    side = game.side_to_move
    for step in steps:
        click(qtbot, w.view, w.view.location_centre(w.view.mover_loc(step.frm, side)))
        click(qtbot, w.view, w.view.location_centre(w.view.mover_loc(step.to, side)))
        qtbot.waitUntil(lambda: not w.view.busy, timeout=5000)
    if len(game.history) == played:
        click(qtbot, w.view, w.view.dice_rect().center())
    qtbot.waitUntil(lambda: len(game.history) == played + 1, timeout=5000)


@pytest.mark.parametrize("panel_shown", [True, False])
def test_the_panels_speak_of_practice_and_the_match_comes_back(pwindow, qtbot, panel_shown):  # noqa: F811
    w = pwindow
    w.side_panel_switch.action.setChecked(panel_shown)
    play_a_turn(qtbot, w)
    play_a_turn(qtbot, w)
    wait_ready(w, qtbot)
    w.status_line.show("A message about the match", 0, Scope.TURN)  # on the line under the board
    before = panel_lines(w)
    assert before["line"] == ("A message about the match", True)
    assert before["moves"] and "/" in before["scores"][0]

    w.practice.action.trigger()
    wait_card(w, qtbot)
    practice = w.practice.board.controller
    game = practice.game
    during = panel_lines(w)
    assert during["title"].startswith("Practice")
    assert during["scores"] == ["", ""] and during["moves"] == []
    for side in (Side.WHITE, Side.BLACK):  # the pips are the practice board's
        assert pips_shown(w, side).endswith(f"pips: {game.position.pip_count(side)}")
    mover = practice.player_to_move()
    assert during["marks"][mover] == "\u25b6" and during["marks"][1 - mover] == ""
    assert during["caption"] == ("Practice", not panel_shown)
    said = w.caption.practice_line
    assert said.isVisibleTo(w.caption) and not during["line"][1]
    assert said.text().startswith("Practice: play the turn")
    # A step on the practice board: the panel's pips follow it.
    with qtbot.waitSignal(w.practice.answered, timeout=5000):
        steps = best_steps(w.practice.card)
        side = game.side_to_move
        first = steps[0]
        click(qtbot, w.view, w.view.location_centre(w.view.mover_loc(first.frm, side)))
        click(qtbot, w.view, w.view.location_centre(w.view.mover_loc(first.to, side)))
        qtbot.waitUntil(lambda: not w.view.busy, timeout=5000)
        assert pips_shown(w, side).endswith(f"pips: {game.position.pip_count(side)}")
        play_by_clicks(qtbot, w, steps[1:])
    assert panel_lines(w)["title"].startswith("Practice")  # the verdict: still practice
    assert said.text().startswith("Practice: the turn played and the best turn")

    w.practice.panel.stop_button.click()
    assert panel_lines(w) == before  # the match's lines, exactly
    assert not said.isVisibleTo(w.caption)
