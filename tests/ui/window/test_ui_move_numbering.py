"""The move list writes every turn in the numbering the board shows."""

from __future__ import annotations

import pytest

from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import Match, SeededDice, Side, Variant, legal_turns
from nardy_desktop.engine.notation import compact

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def played(match: Match, dice: tuple[int, int], text: str) -> None:
    game = match.game
    assert game is not None
    game.roll(dice)
    (turn,) = {
        compact(t.steps): t for t in legal_turns(game.position, dice) if compact(t.steps) == text
    }.values()
    game.play_turn(turn)


@pytest.fixture
def three_turns(shown_window):
    """The computer (White) played 24/13 and 24/21, the person (Black) 24/17 in
    between, each in its own numbering; the person is to roll."""
    w = shown_window()
    match = Match(Variant.LONG, 3, ("Anna", "Computer"), SeededDice(1))
    match.start_game()
    assert match.side_of(1) is Side.WHITE  # the computer won the roll-off
    played(match, (6, 5), "24/13")
    played(match, (4, 3), "24/17")
    played(match, (2, 1), "24/21")
    w.controller.resume_match(match, (PlayerSpec("Anna"), PlayerSpec("Computer", computer=True)))
    assert w.controller.is_human_turn
    return w


def test_the_computers_turns_are_written_as_the_persons_board_numbers_them(three_turns):
    w = three_turns
    assert w.view.numbering == "auto" and w.view.numbering_side() is Side.BLACK
    # Read off the board numbered for Anna: White's 24 is her 12, White's 13 her 1.
    assert w.move_list.lines() == [("65: 12/1", "43: 24/17"), ("21: 12/9", "")]


def test_the_list_is_written_again_when_the_numbering_is_chosen(three_turns):
    w = three_turns
    w.numbering_actions["white"].trigger()
    assert w.view.numbering_side() is Side.WHITE
    assert w.move_list.lines() == [("65: 24/13", "43: 12/5"), ("21: 24/21", "")]
    w.numbering_actions["black"].trigger()
    assert w.move_list.lines() == [("65: 12/1", "43: 24/17"), ("21: 12/9", "")]


def test_a_board_turned_to_the_mover_writes_each_turn_as_its_mover_counts(three_turns):
    w = three_turns
    w.numbering_actions["auto"].trigger()
    w.orient_mover_action.trigger()
    assert w.move_list.lines() == [("65: 24/13", "43: 24/17"), ("21: 24/21", "")]
    w.orient_white_action.trigger()  # fixed again, numbered for Anna
    assert w.move_list.lines() == [("65: 12/1", "43: 24/17"), ("21: 12/9", "")]
