"""The phases of a match: real matches pass through every one of them, each by a
move the table allows, what a person may do is what the phase says, and a move
the table does not hold is refused loudly."""

from __future__ import annotations

import random
from collections import deque

import pytest

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.controller import MatchController, Phase, PhaseError, PlayerSpec
from nardy_desktop.controller.phases import BUSY, IN_PLAY, TRANSITIONS, check_transition
from nardy_desktop.engine import Position, SeededDice, TurnRecord, Variant

ANN = PlayerSpec("Ann")
BOT = PlayerSpec("Computer", True, "beginner")
# White (Ann) on the bar against Black's closed home board: every roll passes
# until Black opens it.
BLOCKED = "backgammon/0,0,0,0,0,14,0,0,0,0,0,0,0,0,0,0,0,0,-2,-2,-2,-2,-2,-2/1,0/0,3/w"


@pytest.fixture
def ctrl(qtbot):
    c = MatchController()  # no board: nothing animates
    c.min_think_ms = 0
    c.pass_delay_ms = 0
    c.player_factory = lambda level: RandomPlayer(seed=7)
    yield c
    c.shutdown()


class Watch:
    """Every phase the controller enters, the moves between them, and at each
    change of state, whether what it allows agrees with its phase."""

    def __init__(self, c: MatchController) -> None:
        self.c = c
        self.moves: list[tuple[Phase, Phase]] = []
        self.last = c.phase
        self.seen = {c.phase}
        c.phaseChanged.connect(self._on_phase)
        c.stateChanged.connect(self._on_state)

    def _on_phase(self, phase: Phase) -> None:
        self.moves.append((self.last, phase))
        self.last = phase
        self.seen.add(phase)

    def _on_state(self) -> None:
        c = self.c
        phase = c.phase
        assert not c.can_roll or phase is Phase.AWAIT_ROLL
        assert not c.can_enter_roll_off or phase is Phase.AWAIT_ROLL_OFF
        assert not c.can_move or (phase is Phase.MOVING and c.is_human_turn)
        assert not (c.can_undo or c.can_finish or c.can_hint) or c.can_move
        assert not c.can_next_game or phase is Phase.GAME_OVER
        assert not c.can_resign or phase in IN_PLAY
        assert c.busy or phase not in BUSY


def play_to_the_end(c: MatchController, qtbot, rng: random.Random) -> None:
    """Play the match on the board as people at a table would: the roll-off and
    the rolls entered while real dice are on (the computer's too), random legal
    steps for Ann, each turn held taken back once and then played, each next
    game started."""
    taken_back: set[tuple[int, int]] = set()
    for _ in range(5000):
        if c.phase is Phase.MATCH_OVER:
            return
        qtbot.waitUntil(
            lambda: (
                c.can_roll
                or c.can_enter_roll_off
                or c.can_move
                or c.can_next_game
                or c.phase in (Phase.REVIEWING, Phase.MATCH_OVER)
            ),
            timeout=10000,
        )
        game = c.game
        assert game is not None
        if c.can_enter_roll_off:
            assert c.enter_roll_off(5, 2)
        elif c.can_roll:
            assert game.dice is None  # rolled dice are never rolled again
            if c.real_dice:
                d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
                if not c.enter_dice(d1, d2):  # no double to open a game
                    assert d1 == d2 and game.is_opening
                    assert c.enter_dice(d1, 7 - d1)
            else:
                assert c.roll()
            assert game.dice is not None
            if len(game.history) >= 4:
                c.real_dice = False  # the program rolls from now on
        elif c.can_move:
            c.auto_finish = len(game.history) % 4 == 2
            while c.can_move and not game.turn_complete:
                step = rng.choice(game.legal_steps())
                assert c.try_move(step.frm, step.to)
            if c.can_finish:
                assert c.finish_turn()
        elif c.phase is Phase.REVIEWING:
            turn = (len(c.match.games), len(game.history))
            assert c.end_review(play=turn in taken_back)
            taken_back.add(turn)
        elif c.can_next_game:
            assert c.next_game()
    pytest.fail("the match did not end")


def test_real_matches_pass_through_every_phase_by_allowed_moves(ctrl, qtbot):
    c = ctrl
    watch = Watch(c)
    rng = random.Random(3)

    def review(rec: TurnRecord) -> bool:
        """Holds one turn in five, as the tutor holds a doubtful one."""
        return len(c.game.history) % 5 == 1

    c.reviewer = review
    # Long nardy to 3 points, real dice on the table at first: every game ends
    # with 1 or 2 points, so the match goes on past its first game.
    c.real_dice = True
    c.new_match(Variant.LONG, 3, (ANN, BOT), SeededDice(21))
    play_to_the_end(c, qtbot, rng)
    assert c.match.is_over and len(c.match.games) >= 2
    # A position set up where Ann cannot enter: her rolls pass.
    c.real_dice = False
    c.reviewer = None
    c.new_match(Variant.BACKGAMMON, 1, (ANN, BOT), SeededDice(4), start=Position.from_text(BLOCKED))
    play_to_the_end(c, qtbot, rng)
    assert any(rec.text == "pass" for rec in c.game.history)

    assert watch.seen == set(Phase), set(Phase) - watch.seen
    assert all(b in TRANSITIONS[a] for a, b in watch.moves)


def test_the_table_reaches_every_phase_and_always_leads_back_to_a_new_match():
    """From no match every phase can be reached, and from every phase a new
    match can start; a match over leads nowhere else."""

    def reachable(start: Phase) -> set[Phase]:
        seen, todo = {start}, deque([start])
        while todo:
            for nxt in TRANSITIONS[todo.popleft()]:
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return seen

    assert reachable(Phase.NO_MATCH) == set(Phase)
    assert all(Phase.NO_MATCH in TRANSITIONS[p] for p in Phase)
    assert TRANSITIONS[Phase.MATCH_OVER] == {Phase.NO_MATCH}
    # A game in play can always be given up; a decided one cannot.
    assert all({Phase.GAME_OVER, Phase.MATCH_OVER} <= TRANSITIONS[p] for p in IN_PLAY)
    assert not IN_PLAY & {Phase.NO_MATCH, Phase.ENDING_GAME, Phase.GAME_OVER, Phase.MATCH_OVER}


def test_every_move_the_table_does_not_hold_is_refused():
    refused = 0
    for current in Phase:
        for wanted in Phase:
            if wanted in TRANSITIONS[current]:
                check_transition(current, wanted)
                continue
            with pytest.raises(PhaseError, match=f"{current.name} to {wanted.name}"):
                check_transition(current, wanted)
            refused += 1
    assert refused > len(Phase) ** 2 // 2  # most moves are not allowed


def test_an_illegal_move_of_the_flow_fails_loudly_and_changes_nothing(ctrl, qtbot):
    """A step of the flow taken at the wrong moment (here the computer's steps
    shown after the match is over) raises, from the event loop too, and the
    match stays where it was."""
    c = ctrl
    c.new_match(Variant.BACKGAMMON, 1, (BOT, BOT), SeededDice(9))
    qtbot.waitUntil(lambda: c.phase is Phase.MATCH_OVER, timeout=20000)
    changed = []
    c.phaseChanged.connect(changed.append)
    with pytest.raises(PhaseError, match="MATCH_OVER to SHOWING_TURN"):
        c._play_steps(())
    from nardy_desktop.controller import call_later

    with qtbot.captureExceptions() as raised:
        call_later(c, 0, lambda: c._play_steps(()))
        qtbot.waitUntil(lambda: bool(raised), timeout=5000)
    assert isinstance(raised[0][1], PhaseError)
    assert c.phase is Phase.MATCH_OVER and changed == []
    assert not (c.can_roll or c.can_move or c.can_resign or c.can_next_game)
