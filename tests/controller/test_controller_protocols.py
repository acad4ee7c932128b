"""What the controller needs of the objects it is given: a board it waits for
(any object with `busy` and `animationsFinished`), and computer players, of
which only some can give hints."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.ai.players import player_for_level
from nardy_desktop.controller import MatchController, Phase, PlayerSpec
from nardy_desktop.controller.protocols import HintingPlayer
from nardy_desktop.engine import SeededDice, Variant

PEOPLE = (PlayerSpec("Ann"), PlayerSpec("Bob"))
COMPUTERS = (PlayerSpec("A", True, "beginner"), PlayerSpec("B", True, "beginner"))


class Board(QObject):
    """A board that shows nothing, busy for as long as the test says."""

    animationsFinished = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.busy = False


def test_the_flow_waits_for_the_board_and_goes_on_when_it_is_done(qtbot):
    c = MatchController()
    c.min_think_ms = 0
    c.player_factory = lambda level: RandomPlayer(seed=2)
    board = Board()
    c.set_animator(board)
    board.busy = True  # still showing the new game
    rolled = []
    c.diceRolled.connect(rolled.append)
    with qtbot.assertNotEmitted(c.diceRolled, wait=100):
        c.new_match(Variant.BACKGAMMON, 1, COMPUTERS, SeededDice(3))
    assert c.phase is Phase.STARTING_GAME and c.busy and rolled == []
    board.busy = False
    with qtbot.waitSignal(c.diceRolled, timeout=5000):
        board.animationsFinished.emit()
    # Without a board nothing is waited for: the match plays to its end.
    c.set_animator(None)
    qtbot.waitUntil(lambda: c.phase is Phase.MATCH_OVER, timeout=20000)
    c.shutdown()


def test_only_a_player_that_gives_hints_is_asked_for_one(qtbot):
    assert isinstance(player_for_level("expert"), HintingPlayer)
    assert not isinstance(RandomPlayer(), HintingPlayer)
    c = MatchController()
    c.player_factory = lambda level: RandomPlayer(seed=1)
    c.new_match(Variant.LONG, 1, PEOPLE, SeededDice(1))
    qtbot.waitUntil(lambda: c.can_move, timeout=5000)
    with qtbot.waitSignal(c.hintFailed, timeout=5000) as told:
        assert c.request_hint()
    assert told.args == ["TypeError: RandomPlayer gives no hints"]
    assert c.can_move and c.can_hint  # the turn goes on, and a hint may be asked again
    c.shutdown()
