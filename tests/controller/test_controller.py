"""The match controller on its own (QtCore only, no window): real games to the end."""

from __future__ import annotations

import random
import threading

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.controller import MatchController, Phase, PlayerSpec
from nardy_desktop.engine import (
    Game,
    IllegalMove,
    Position,
    Reason,
    SeededDice,
    Side,
    Variant,
    legal_turns,
)

HUMANS = (PlayerSpec("Ann"), PlayerSpec("Bob"))


@pytest.fixture
def ctrl(qtbot):
    c = MatchController()
    c.min_think_ms = 0
    c.pass_delay_ms = 0
    c.player_factory = lambda level: RandomPlayer(seed=3)
    yield c
    c.shutdown()


def wait_ready(c: MatchController, qtbot) -> None:
    qtbot.waitUntil(
        lambda: c.can_roll or c.can_move or c.phase in (Phase.GAME_OVER, Phase.MATCH_OVER),
        timeout=5000,
    )


def play_game(c: MatchController, qtbot, rng: random.Random) -> list[str]:
    """Play the current game with random legal steps, one step at a time, as a
    person would; return the notation of each finished turn."""
    texts: list[str] = []
    c.turnFinished.connect(lambda rec: texts.append(rec.text))
    game = c.game
    assert game is not None
    while not game.is_over:
        wait_ready(c, qtbot)
        if game.is_over:
            break
        if c.can_roll:
            assert c.roll()
            continue
        before = game.turn_start
        dice = game.dice
        while c.can_move and not game.turn_complete:
            step = rng.choice(game.legal_steps())
            assert c.try_move(step.frm, step.to), step
        if c.can_finish:
            assert c.finish_turn()
        qtbot.waitUntil(lambda g=game, b=before: g.turn_start != b or g.is_over, timeout=5000)
        # The turn the person played is one of the engine's legal turns.
        assert game.history[-1].after in {t.result for t in legal_turns(before, dice)}
    qtbot.waitUntil(lambda: c.phase in (Phase.GAME_OVER, Phase.MATCH_OVER), timeout=5000)
    return texts


@pytest.mark.parametrize("variant", [Variant.LONG, Variant.BACKGAMMON])
def test_two_player_match_plays_to_the_end_and_swaps_colours(ctrl, qtbot, variant):
    c = ctrl
    c.auto_finish = False
    games: list[int] = []
    results = []
    c.gameStarted.connect(games.append)
    c.gameOver.connect(results.append)
    c.new_match(variant, 3, HUMANS, SeededDice(11))
    rng = random.Random(5)
    match = c.match
    assert match is not None
    white_first = match.white_player
    a, b = match.roll_off_dice
    assert white_first == (0 if a > b else 1)
    play_game(c, qtbot, rng)
    assert len(results) == 1
    res = results[0]
    winner_player = match.player_of(res.winner)
    assert match.score[winner_player] == res.points
    assert match.score[1 - winner_player] == 0
    if not match.is_over:
        assert c.phase is Phase.GAME_OVER
        assert c.next_game()
        assert games == [1, 2]
        assert match.white_player == 1 - white_first
        # The new game starts from the starting position with the dice not rolled.
        assert c.game.position == Position.start(variant)
        assert c.game.history == []


def test_computer_against_computer_finishes_a_match(ctrl, qtbot):
    c = ctrl
    over = []
    c.matchOver.connect(over.append)
    c.gameOver.connect(lambda r: c.next_game())
    thinking = []
    c.thinking.connect(thinking.append)
    players = (PlayerSpec("A", True, "beginner"), PlayerSpec("B", True, "champion"))
    c.new_match(Variant.BACKGAMMON, 2, players, SeededDice(4))
    qtbot.waitUntil(lambda: bool(over), timeout=25000)
    match = c.match
    assert match.is_over
    assert over == [match.winner]
    assert max(match.score) >= 2
    assert True in thinking and False in thinking
    assert c.phase is Phase.MATCH_OVER


def test_illegal_move_reports_the_engine_reason_and_changes_nothing(ctrl, qtbot):
    c = ctrl
    reasons = []
    c.illegalMove.connect(reasons.append)
    c.new_match(Variant.LONG, 1, HUMANS, SeededDice(1))
    wait_ready(c, qtbot)
    game = c.game
    assert c.can_move  # game 1 opens with the roll-off dice
    before = game.position
    # No checker on White's (or Black's) point 5 at the start.
    assert not c.try_move(5, 3)
    assert reasons[-1] is Reason.NO_CHECKER
    # Two checkers may not leave the head with a non-double.
    d1, d2 = game.dice
    assert c.try_move(24, 24 - d1)
    assert not c.try_move(24, 24 - d2)
    assert reasons[-1] is Reason.HEAD_RULE
    assert game.steps and len(game.steps) == 1
    assert game.position != before


def test_undo_restores_the_turn_start(ctrl, qtbot):
    c = ctrl
    c.auto_finish = False
    undone = []
    c.stepUndone.connect(undone.append)
    c.new_match(Variant.BACKGAMMON, 1, HUMANS, SeededDice(2))
    wait_ready(c, qtbot)
    game = c.game
    start = game.position
    played = []
    while not game.turn_complete:
        step = game.legal_steps()[0]
        assert c.try_move(step.frm, step.to)
        played.append(step)
    assert game.position != start
    while c.undo():
        pass
    assert game.position == start
    assert list(reversed(undone)) == played
    assert not c.can_undo
    assert not c.finish_turn()  # nothing played: the turn cannot end


def test_combined_dice_move_in_one_request(ctrl, qtbot):
    c = ctrl
    c.new_match(Variant.LONG, 1, HUMANS, SeededDice(1))
    wait_ready(c, qtbot)
    game = c.game
    d1, d2 = game.dice
    side = game.side_to_move
    assert c.try_move(24, 24 - d1 - d2)
    # Both dice were played by the one checker, touching down on the way.
    assert sorted(s.die for s in game.steps) == sorted((d1, d2))
    assert [s.frm for s in game.steps][0] == 24
    assert game.position.count_at(side, 24 - d1 - d2) == 1
    assert game.position.count_at(side, 24) == 14
    assert c.finish_turn() and len(game.history) == 1


def test_refuses_requests_out_of_turn(ctrl, qtbot):
    c = ctrl
    started = threading.Event()
    release = threading.Event()

    class WaitingPlayer:
        def choose(self, position, dice, cancel=None, away=None):
            started.set()
            release.wait(5)
            return legal_turns(position, dice)[0]

    c.player_factory = lambda level: WaitingPlayer()
    # Seat 1 is the computer; with these dice it wins the roll-off and opens.
    for seed in range(50):
        c.new_match(Variant.LONG, 1, (PlayerSpec("Me"), PlayerSpec("CPU", True)), SeededDice(seed))
        if c.match.white_player == 1:
            break
    qtbot.waitUntil(started.is_set, timeout=5000)
    assert c.busy and not c.is_human_turn
    game = c.game
    before = game.position
    assert not c.roll()
    assert not c.try_move(24, 20)
    assert not c.undo()
    assert not c.finish_turn()
    assert game.position == before
    release.set()
    qtbot.waitUntil(lambda: c.is_human_turn and c.can_roll, timeout=5000)
    assert len(game.history) == 1


def test_resign_gives_the_points_the_position_is_worth(ctrl, qtbot):
    c = ctrl
    results = []
    c.gameOver.connect(results.append)
    c.new_match(Variant.LONG, 5, (PlayerSpec("Me"), PlayerSpec("CPU", True)), SeededDice(3))
    qtbot.waitUntil(lambda: c.is_human_turn and (c.can_roll or c.can_move), timeout=5000)
    my_side = c.match.side_of(0)
    assert c.resign()
    assert results[0].winner == my_side.opponent
    assert results[0].resigned
    assert results[0].points == 2  # nobody has borne off: a mars
    assert c.match.score == [0, 2]
    assert c.phase is Phase.GAME_OVER


@settings(max_examples=30, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    variant=st.sampled_from([Variant.LONG, Variant.BACKGAMMON]),
    seed=st.integers(0, 10_000),
    plies=st.integers(0, 150),
)
def test_what_resigning_would_give_is_what_it_gives(ctrl, variant, seed, plies):
    """The question before resigning quotes the controller's resign_result: at any
    position it is exactly the result the resignation then records."""
    from nardy_desktop.engine import Match

    from tests.helpers import random_position

    position = random_position(variant, seed, plies)
    assume(position.winner is None)
    match = Match(variant, 5, ("Me", "CPU"), SeededDice(seed))
    match.start_game()
    match.games[-1] = Game(variant, SeededDice(seed), position=position)
    match.white_players[-1] = seed % 2
    ctrl.resume_match(match, (PlayerSpec("Me"), PlayerSpec("CPU", True)))
    quoted = ctrl.resign_result()
    assert quoted is not None and quoted.resigned
    assert quoted.winner is match.side_of(1)  # the person resigns, the computer wins
    assert ctrl.resign()
    assert match.results[-1] == quoted
    assert ctrl.resign_result() is None  # the game is over: nothing more to resign


def test_a_persons_turn_ends_only_when_they_say_so(ctrl, qtbot):
    """By default the last die played can be taken back like any other step: the
    turn ends with finish_turn (Done, Enter, the dice), never by itself."""
    c = ctrl
    assert not c.auto_finish
    finished = []
    c.turnFinished.connect(finished.append)
    c.new_match(Variant.BACKGAMMON, 1, HUMANS, SeededDice(8))
    wait_ready(c, qtbot)
    game = c.game
    turn = game.legal_turns()[0]
    with qtbot.assertNotEmitted(c.turnFinished, wait=50):  # it would have ended by now
        for step in turn.steps:
            assert c.try_move(step.frm, step.to)
    assert game.turn_complete and finished == [] and c.can_finish and c.can_undo
    assert c.undo() and not game.turn_complete  # the last die comes back
    assert game.steps == list(turn.steps[:-1])
    last = turn.steps[-1]
    assert c.try_move(last.frm, last.to)
    assert c.finish_turn()
    assert [r.steps for r in finished] == [turn.steps]
    # With the option on, the next turn ends as soon as its dice are played.
    c.auto_finish = True
    wait_ready(c, qtbot)
    if c.can_roll:
        assert c.roll()
    wait_ready(c, qtbot)
    while c.can_move and not game.turn_complete:
        step = game.legal_steps()[0]
        assert c.try_move(step.frm, step.to)
    qtbot.waitUntil(lambda: len(finished) == 2, timeout=5000)


def test_new_match_cancels_a_running_search(qtbot):
    started = threading.Event()
    seen_cancel = []

    class SlowPlayer:
        def choose(self, position, dice, cancel=None, away=None):
            started.set()
            assert cancel is not None
            cancel.wait(5)
            seen_cancel.append(cancel.is_set())
            from nardy_desktop.ai.base import Cancelled

            raise Cancelled()

    c = MatchController()
    c.min_think_ms = 0
    c.player_factory = lambda level: SlowPlayer()
    cpu = (PlayerSpec("A", True), PlayerSpec("B", True))
    c.new_match(Variant.LONG, 1, cpu, SeededDice(1))
    qtbot.waitUntil(started.is_set, timeout=5000)
    assert c.busy and c.phase is Phase.THINKING
    c.new_match(Variant.BACKGAMMON, 1, HUMANS, SeededDice(1))
    qtbot.waitUntil(lambda: bool(seen_cancel), timeout=5000)
    assert seen_cancel == [True]
    assert c.match.variant is Variant.BACKGAMMON
    c.shutdown()


def test_no_move_passes_the_turn(ctrl, qtbot):
    """A roll with no legal move is announced and the turn passes by itself."""
    c = ctrl
    passes = []
    c.noMove.connect(passes.append)
    # White on the bar against Black's closed home board: no roll can enter.
    blocked = Position.from_text(
        "backgammon/0,0,0,0,0,14,0,0,0,0,0,0,0,0,0,0,0,0,-2,-2,-2,-2,-2,-2/1,0/0,3/w"
    )
    assert all(legal_turns(blocked, (a, b))[0].steps == () for a in range(1, 7) for b in (1, 6))
    c.new_match(Variant.BACKGAMMON, 1, HUMANS, SeededDice(1))
    # Before the event loop runs, swap in a game starting from that position.
    c.match.games[-1] = Game(Variant.BACKGAMMON, SeededDice(1), position=blocked)
    game = c.game
    qtbot.waitUntil(lambda: game.side_to_move is Side.BLACK, timeout=5000)
    assert len(passes) == 1
    assert game.history[-1].steps == ()
    assert game.history[-1].text == "pass"
    wait_ready(c, qtbot)
    assert c.can_roll


def test_illegal_move_exception_is_not_raised_to_callers(ctrl, qtbot):
    c = ctrl
    c.new_match(Variant.LONG, 1, HUMANS, SeededDice(1))
    wait_ready(c, qtbot)
    try:
        ok = c.try_move(30, -4)
    except IllegalMove:  # pragma: no cover - the controller must absorb it
        pytest.fail("try_move raised")
    assert ok is False


def test_resume_a_match_where_it_stands(ctrl, qtbot):
    """A match rebuilt elsewhere (e.g. from a file) goes on from where it stood."""
    from nardy_desktop.engine import Match

    match = Match(Variant.BACKGAMMON, 5, ("Ann", "Bob"), SeededDice(12))
    game = match.start_game()
    rng = random.Random(1)
    for _ in range(5):
        game.roll()
        game.play_turn(rng.choice(game.legal_turns()))
    game.roll()
    step = game.legal_steps()[0]
    game.move(step.frm, step.to)
    position = game.position
    started = []
    ctrl.gameStarted.connect(started.append)
    ctrl.resume_match(match, HUMANS)
    assert started == [1]
    assert ctrl.match is match and ctrl.game is game
    assert ctrl.can_move and ctrl.can_undo  # the step already played can be taken back
    assert game.position == position
    assert ctrl.undo() and game.steps == []
    # After a finished game the match goes on with the next one, colours swapped.
    game.resign(game.side_to_move)
    match.record_result()
    ctrl.resume_match(match, HUMANS)
    assert started == [1, 2] and match.game_number == 2
    assert match.white_players == [match.white_players[0], 1 - match.white_players[0]]
    wait_ready(ctrl, qtbot)
    assert ctrl.can_roll


def test_controller_needs_no_widgets():
    """The controller runs headless: importing it loads QtCore only."""
    import subprocess
    import sys

    code = (
        "import sys, nardy_desktop.controller;"
        "assert 'PySide6.QtWidgets' not in sys.modules, 'QtWidgets';"
        "assert 'PySide6.QtGui' not in sys.modules, 'QtGui';"
        "assert 'numpy' not in sys.modules, 'numpy'"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr


def _resume_at(c, text: str, dice: tuple[int, int] | None = None) -> Game:
    from nardy_desktop.engine import Match

    match = Match(Variant.BACKGAMMON, 5, ("Ann", "Bob"), SeededDice(2))
    match.start_game()
    game = Game(Variant.BACKGAMMON, SeededDice(2), position=Position.from_text(text))
    if dice is not None:
        game.roll(dice)
    match.games[-1] = game
    match.white_players[-1] = 0
    c.resume_match(match, HUMANS)
    return game


def test_forced_move_is_played_by_itself_when_asked(ctrl, qtbot):
    c = ctrl
    c.auto_single = True
    c.auto_finish = True
    # White's last two checkers, on its 1 and 2 points, with 6-5: one legal turn.
    text = "backgammon/1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-5,-5,-5,0,0,0/0,0/13,0/w"
    assert len(legal_turns(Position.from_text(text), (6, 5))) == 1
    over = []
    c.gameOver.connect(over.append)
    game = _resume_at(c, text)
    qtbot.waitUntil(lambda: c.can_roll, timeout=5000)
    # Enter the dice as real dice so the roll is known.
    assert c.enter_dice(6, 5)
    qtbot.waitUntil(lambda: bool(over), timeout=5000)
    assert game.history[-1].text in ("2/off 1/off", "1/off 2/off")
    assert over[0].winner is Side.WHITE


def test_forced_move_waits_for_the_person_by_default(ctrl, qtbot):
    c = ctrl
    text = "backgammon/1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-5,-5,-5,0,0,0/0,0/13,0/w"
    game = _resume_at(c, text, (6, 5))
    with qtbot.assertNotEmitted(c.stepPlayed, wait=50):  # the forced step is not played
        qtbot.waitUntil(lambda: c.can_move, timeout=5000)
    assert game.steps == [] and not game.is_over


def test_automatic_roll_rolls_for_the_person(ctrl, qtbot):
    c = ctrl
    c.auto_roll = True
    c.auto_finish = True
    rolls = []
    c.diceRolled.connect(rolls.append)
    c.new_match(Variant.LONG, 1, HUMANS, SeededDice(4))
    game = c.game
    qtbot.waitUntil(lambda: c.can_move, timeout=5000)
    for _ in range(3):
        n = len(game.history)
        while not game.turn_complete:
            step = game.legal_steps()[0]
            assert c.try_move(step.frm, step.to)
        # The turn ends by itself and the next player's dice are rolled for them.
        qtbot.waitUntil(lambda n=n: len(game.history) > n and c.can_move, timeout=5000)
    assert len(rolls) == 4


# ----- computer levels ------------------------------------------------------------
def test_an_unknown_computer_level_is_refused(ctrl):
    with pytest.raises(ValueError, match="grandmaster"):
        PlayerSpec("Bot", True, "grandmaster")
    assert PlayerSpec("Bot", True, "champion").level == "champion"
    ctrl.new_match(Variant.LONG, 1, HUMANS, SeededDice(1))
    before = ctrl.match
    from types import SimpleNamespace

    from nardy_desktop.engine import Match

    # A seat that is not a PlayerSpec is checked too, before anything changes.
    odd = SimpleNamespace(name="Bot", computer=True, level="grandmaster")
    other = Match(Variant.BACKGAMMON, 3, ("Ann", "Bot"), SeededDice(2))
    with pytest.raises(ValueError, match="grandmaster"):
        ctrl.resume_match(other, (HUMANS[0], odd))
    with pytest.raises(ValueError, match="grandmaster"):
        ctrl.new_match(Variant.LONG, 1, (HUMANS[0], odd))
    assert ctrl.match is before and ctrl.players == HUMANS


# ----- the worker ---------------------------------------------------------------------
def test_the_worker_hands_results_back_on_the_owners_thread(qtbot):
    from PySide6.QtCore import QCoreApplication, QObject

    from nardy_desktop.controller import Done, Failed, Worker

    owner = QObject()
    worker = Worker(owner)
    got: list[tuple[object, threading.Thread]] = []
    ran: list[threading.Thread] = []

    def work() -> int:
        ran.append(threading.current_thread())
        return 42

    def fail() -> int:
        raise KeyError("lost")

    worker.start(work, lambda r: got.append((r, threading.current_thread())))
    worker.start(fail, lambda r: got.append((r, threading.current_thread())))
    gate = threading.Event()
    cancelled = worker.start(gate.wait, lambda r: got.append(("cancelled", None)))
    cancelled.set()
    gate.set()
    qtbot.waitUntil(lambda: len(got) == 2, timeout=5000)
    assert worker.wait(5000)
    QCoreApplication.processEvents()  # anything the cancelled task sent would be handled now
    assert got[0] == (Done(42), threading.main_thread())
    failed, thread = got[1]
    assert isinstance(failed, Failed) and isinstance(failed.error, KeyError)
    assert thread is threading.main_thread()
    assert len(got) == 2  # the cancelled task delivered nothing
    assert ran and ran[0] is not threading.main_thread()


# ----- real dice ------------------------------------------------------------------------
SEATS = (PlayerSpec("Ann"), PlayerSpec("Computer", True, "expert"))


def go_on(c: MatchController, qtbot, turns: int) -> list:
    """Play `turns` finished turns: a roll that is due is entered with real dice
    (the computer's too) and rolled otherwise; a person plays their first legal turn."""
    done: list = []
    c.turnFinished.connect(done.append)
    try:
        while len(done) < turns:
            qtbot.waitUntil(
                lambda: len(done) >= turns or (c.can_roll and c.game.dice is None) or c.can_move,
                timeout=5000,
            )
            if len(done) >= turns:
                break
            if c.can_roll and c.game.dice is None:
                rolled = c.enter_dice(5, 3) if c.real_dice else c.roll()
                assert rolled and c.game.dice is not None
            if c.can_move:
                for s in c.game.legal_turns()[0].steps:
                    assert c.try_move(s.frm, s.to)
                assert c.finish_turn()
    finally:
        c.turnFinished.disconnect(done.append)
    return done


@settings(max_examples=12, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    saved_manual=st.booleans(),
    switches=st.lists(st.tuples(st.booleans(), st.integers(0, 3)), min_size=1, max_size=4),
)
def test_the_dice_follow_the_setting_whatever_the_order(ctrl, qtbot, saved_manual, switches):
    """Real dice on and off at any moment, from a match saved with either dice
    mode: the match rolls from the table exactly while the setting is on, and
    play never sticks (the computer's turns included)."""
    from nardy_desktop.engine import ManualDice, Match

    c = ctrl
    c.real_dice = False
    match = Match(Variant.BACKGAMMON, 5, ("Ann", "Computer"), SeededDice(5))
    game = match.start_game()
    for _ in range(3):
        game.roll()
        game.play_turn(game.legal_turns()[0])
    if saved_manual:  # as a record saved with "dice": "manual" comes back
        match.dice_source = game.dice_source = ManualDice()
    c.resume_match(match, SEATS)
    computer = 0
    for on, turns in switches:
        c.real_dice = on
        assert isinstance(c.match.dice_source, ManualDice) is on
        assert isinstance(c.game.dice_source, ManualDice) is on
        played = go_on(c, qtbot, turns)
        computer += sum(1 for r in played if c.match.player_of(r.side) == 1)
    played = go_on(c, qtbot, 2)
    computer += sum(1 for r in played if c.match.player_of(r.side) == 1)
    assert computer >= 1
