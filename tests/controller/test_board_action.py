"""The board's primary action (next game, roll, finish the turn, or none) at
every moment of real matches: the one answer the board's click, its hint and
the space bar read."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QObject, Signal

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.controller import BoardAction, MatchController, Phase, PlayerSpec
from nardy_desktop.engine import ManualDice, SeededDice, Variant

PEOPLE = (PlayerSpec("Ann"), PlayerSpec("Bob"))
AGAINST_COMPUTER = (PlayerSpec("Ann"), PlayerSpec("Bot", True, "beginner"))


def expected(c: MatchController) -> BoardAction:
    """The action each phase allows, read from the phase itself."""
    if c.animating:
        return BoardAction.NONE
    game = c.game
    if c.phase is Phase.GAME_OVER:
        return BoardAction.NEXT_GAME
    if c.phase is Phase.AWAIT_ROLL and (c.is_human_turn or c.real_dice):
        return BoardAction.ROLL
    if c.phase is Phase.MOVING and game is not None and game.turn_complete:
        return BoardAction.FINISH_TURN
    return BoardAction.NONE


@pytest.fixture
def ctrl(qtbot):
    c = MatchController()
    c.min_think_ms = 0
    c.pass_delay_ms = 0
    c.player_factory = lambda level: RandomPlayer(seed=5)
    yield c
    c.shutdown()


def play(c: MatchController, qtbot, seen: dict, games: int = 2, seed: int = 1) -> None:
    """Play whole games by the primary action alone (and random steps), noting
    the action at every phase the flow enters and at every rest."""
    rng = random.Random(seed)
    played = 0
    while played < games and c.phase is not Phase.MATCH_OVER:
        qtbot.waitUntil(
            lambda: (
                c.primary_action() is not BoardAction.NONE
                or c.can_move
                or c.phase is Phase.MATCH_OVER
            ),
            timeout=5000,
        )
        action = c.primary_action()
        seen.setdefault(c.phase, set()).add(action)
        assert action is expected(c)
        if action is BoardAction.NEXT_GAME:
            played += 1
            assert c.next_game()
        elif action is BoardAction.ROLL:
            assert c.roll()
        elif action is BoardAction.FINISH_TURN:
            assert c.finish_turn()
        elif c.can_move:
            steps = c.game.legal_steps()
            assert steps, "a turn to play with nothing to play"
            step = rng.choice(steps)
            assert c.try_move(step.frm, step.to)


def watch(c: MatchController, seen: dict) -> None:
    def note(phase: Phase) -> None:
        action = c.primary_action()
        assert action is expected(c), (phase, action)
        seen.setdefault(phase, set()).add(action)

    c.phaseChanged.connect(note)


def test_no_match_has_no_primary_action(ctrl):
    assert ctrl.phase is Phase.NO_MATCH
    assert ctrl.primary_action() is BoardAction.NONE


@pytest.mark.parametrize("variant", [Variant.LONG, Variant.BACKGAMMON])
def test_the_primary_action_follows_the_phase_between_two_people(ctrl, qtbot, variant):
    c = ctrl
    seen: dict = {}
    watch(c, seen)
    c.new_match(variant, 3, PEOPLE, SeededDice(11))
    play(c, qtbot, seen)
    assert seen[Phase.AWAIT_ROLL] == {BoardAction.ROLL}
    assert seen[Phase.MOVING] >= {BoardAction.NONE, BoardAction.FINISH_TURN}
    assert seen[Phase.GAME_OVER] == {BoardAction.NEXT_GAME}
    assert seen[Phase.STARTING_GAME] == {BoardAction.NONE}


def test_nothing_is_the_persons_to_do_in_the_computers_turn(ctrl, qtbot):
    c = ctrl
    seen: dict = {}
    watch(c, seen)
    c.new_match(Variant.BACKGAMMON, 1, AGAINST_COMPUTER, SeededDice(4))
    play(c, qtbot, seen, games=1)
    qtbot.waitUntil(lambda: c.phase is Phase.MATCH_OVER, timeout=5000)
    assert c.primary_action() is BoardAction.NONE  # the match is over: nothing to click
    for phase in (Phase.ROLLED, Phase.THINKING, Phase.SHOWING_TURN, Phase.MATCH_OVER):
        assert seen[phase] == {BoardAction.NONE}, phase
    # The computer's rolls are its own: only the person's were ever to click.
    assert seen[Phase.AWAIT_ROLL] <= {BoardAction.ROLL, BoardAction.NONE}


def test_with_real_dice_the_computers_roll_is_the_boards_too(ctrl, qtbot):
    c = ctrl
    c.use_real_dice(True)
    c.new_match(Variant.LONG, 1, AGAINST_COMPUTER, ManualDice())
    qtbot.waitUntil(lambda: c.phase is Phase.AWAIT_ROLL_OFF, timeout=5000)
    assert c.primary_action() is BoardAction.NONE  # the roll-off is entered in the dice box
    assert c.enter_roll_off(6, 1)  # the person plays White and opens with 6-1
    qtbot.waitUntil(lambda: c.can_move, timeout=5000)
    for step in c.game.legal_turns()[0].steps:
        assert c.try_move(step.frm, step.to)
    assert c.primary_action() is BoardAction.FINISH_TURN
    assert c.finish_turn()
    qtbot.waitUntil(lambda: c.phase is Phase.AWAIT_ROLL, timeout=5000)
    assert not c.is_human_turn  # the computer's dice, rolled on the table
    assert c.primary_action() is BoardAction.ROLL


class Board(QObject):
    """A board that shows nothing, busy for as long as the test says."""

    animationsFinished = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.busy = False


def test_while_the_board_is_busy_a_click_does_nothing(ctrl, qtbot):
    c = ctrl
    board = Board()
    c.set_animator(board)
    c.new_match(Variant.BACKGAMMON, 3, PEOPLE, SeededDice(2))
    qtbot.waitUntil(lambda: c.can_move, timeout=5000)
    game = c.game
    for step in game.legal_turns()[0].steps:
        assert c.try_move(step.frm, step.to)
    assert c.primary_action() is BoardAction.FINISH_TURN
    board.busy = True
    assert c.primary_action() is BoardAction.NONE
    board.busy = False
    assert c.primary_action() is BoardAction.FINISH_TURN
