"""The match controller: owns the match and drives the game flow by signals.

The window never changes engine state itself; it asks this object, which
refuses anything the rules or the moment do not allow (an animation running,
the computer thinking, the wrong player's turn). The match is always in one
phase (phases.py), and every change of phase is checked against the table of
those allowed there; what may be done now is read from the phase. The flow is
a chain of queued calls and timers (scheduling.FlowCalls), never a nested event
loop or a sleep, so the window stays responsive and a new match can cut any
chain short.

Only QtCore is used here, so the controller can run and be tested headless.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from nardy_desktop.ai.levels import Level
from nardy_desktop.controller.board_action import BoardAction, board_action
from nardy_desktop.controller.hints import Hint, HintKey, HintSearch, hint_work
from nardy_desktop.controller.phases import Phase, check_transition
from nardy_desktop.controller.players import ComputerPlayers, Seats, seats
from nardy_desktop.controller.protocols import Animator, Player
from nardy_desktop.controller.resign import ChancesOf, match_values, network_chances
from nardy_desktop.controller.state import MatchState
from nardy_desktop.controller.workers import (
    Failed,
    Outcome,
    Worker,
    choose_work,
    default_player_factory,
)
from nardy_desktop.engine import (
    DiceSource,
    Game,
    GameResult,
    IllegalMove,
    Match,
    Position,
    Reason,
    Side,
    Step,
    Turn,
    TurnRecord,
    Variant,
    WinKind,
    legal_turns,
    win_kind,
)
from nardy_desktop.engine.resign import Answer, answer, offers

log = logging.getLogger(__name__)


class MatchController(MatchState):
    """Owns the match and tells the window what happened."""

    matchStarted = Signal()
    gameStarted = Signal(int)
    diceRolled = Signal(tuple)  # the two dice, tuple[int, int]
    stepPlayed = Signal(Step)
    stepUndone = Signal(Step)
    turnFinished = Signal(TurnRecord)
    noMove = Signal(tuple)  # the dice that cannot be played, tuple[int, int]
    gameOver = Signal(GameResult)
    matchOver = Signal(int)
    stateChanged = Signal()
    # The Phase just entered, before the rest of the state has caught up with it
    # (stateChanged follows when it has).
    phaseChanged = Signal(Phase)
    illegalMove = Signal(Reason)
    thinking = Signal(bool)
    computerFailed = Signal(str)  # the player raised; a legal turn was played instead
    hinting = Signal(bool)  # looking for the best move for the person to move
    hintReady = Signal(Hint)  # for the position on the board
    hintFailed = Signal(str)
    diceWanted = Signal()  # real dice: a roll was asked for; its dice must be entered
    shuttingDown = Signal()  # the window is closing: whatever is still pending must end now

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # Settings the window copies from its preferences. A person's turn ends only
        # when they say so (Done, Enter, a click on the dice), so that every step,
        # the last one too, can be taken back until then; `auto_finish` ends it
        # as soon as all dice are played.
        self.auto_roll = False
        self.auto_finish = False
        self.auto_single = False
        self.min_think_ms = 400
        self.pass_delay_ms = 1200
        self.player_factory: Callable[[Level], Player] = default_player_factory
        # Sees each turn a person finishes before it counts: True holds the turn
        # (in Phase.REVIEWING) until `end_review` plays it or takes it back.
        self.reviewer: Callable[[TurnRecord], bool] | None = None
        # How the computer sees a position when the person offers to resign.
        self.resign_chances: ChancesOf = network_chances

        self._flow.idle.connect(self.stateChanged)
        self._computers = ComputerPlayers()
        self._cancel: threading.Event | None = None
        self._think_started = 0.0
        self._worker = Worker(self)
        self._hints = HintSearch(self._worker, self._hint_wanted)
        self._hints.hinting.connect(self.hinting)
        self._hints.ready.connect(self.hintReady)
        self._hints.failed.connect(self.hintFailed)
        self._hints.settled.connect(self.stateChanged)

    # ----- wiring -----------------------------------------------------------
    def set_animator(self, animator: Animator | None) -> None:
        """The board view: the controller waits for it before the next
        automatic action (None: nothing is shown, nothing is waited for)."""
        self._flow.set_animator(animator)

    # ----- state (what may be done now: MatchState) ---------------------------
    def _enter(self, phase: Phase) -> None:
        """Go on to `phase`: PhaseError if the table of phases does not allow it
        from the phase the match is in."""
        check_transition(self._phase, phase)
        self._phase = phase
        self.phaseChanged.emit(phase)

    @property
    def real_dice(self) -> bool:
        return self._dice.on

    @real_dice.setter
    def real_dice(self, on: bool) -> None:
        self.use_real_dice(on)

    def use_real_dice(self, on: bool) -> None:
        """Take every roll from real dice on the table (entered by the players)
        or from the program's own dice, from now on and in whatever state the
        match is: the one place where the dice source changes, so that the
        match always rolls as the setting says, whatever it was saved with.

        Turned off while a roll waits to be entered, the program rolls the
        computer's (and automatic) rolls itself again; while the roll-off
        waits, the program's own roll-off (made when the game was set up) stands."""
        self._dice.on = bool(on)
        self._dice.typed = self._dice.typed or self._dice.on
        self._dice.apply(self._match)
        if on:
            return
        if self._phase is Phase.AWAIT_ROLL_OFF:
            self._open_game_1()
        elif self._phase is Phase.AWAIT_ROLL:
            self._flow.when_idle(self._begin_turn)

    def enter_roll_off(self, die0: int, die1: int) -> bool:
        """The dice the two players rolled for game 1 (`die0` for the first
        player); the higher plays White and opens with both. Refused (False)
        for a tie, which is rolled again, or when no roll-off is waiting."""
        if not self.can_enter_roll_off or self._match is None:
            return False
        try:
            self._match.take_roll_off(die0, die1)
        except ValueError:  # a tie, or not dice
            return False
        self._dice.typed = True
        self._open_game_1()
        return True

    def _await_roll_off(self) -> bool:
        """Wait for game 1's roll-off from the table if it is wanted (True then)."""
        if not self.roll_off_wanted:
            return False
        self._enter(Phase.AWAIT_ROLL_OFF)
        self.stateChanged.emit()
        return True

    def _open_game_1(self) -> None:
        """The roll-off is settled (from the table, or the program's stands):
        announce who plays White and play the opening roll."""
        self._dice.roll_off_taken = True
        self._enter(Phase.STARTING_GAME)
        self.gameStarted.emit(1)
        self.stateChanged.emit()
        self._do_roll()

    @property
    def can_hint(self) -> bool:
        """The person to move has dice left to play and no hint is being computed."""
        game = self.game
        return (
            self.can_move
            and game is not None
            and not game.turn_complete
            and not self._hints.searching
        )

    # ----- match ------------------------------------------------------------
    def new_match(
        self,
        variant: Variant,
        length: int,
        players: Seats,
        dice: DiceSource | None = None,
        start: Position | None = None,
        opening: tuple[int, int] | None = None,
    ) -> None:
        """Start a match, abandoning any running one (its computer search is cancelled).
        `start`: game 1 from this position set up, player 0 playing White, with
        `opening` as its first roll if given (else the side to move rolls).
        PositionError for a position play cannot go on from, before anything changes."""
        two = seats(players)
        match = Match(
            Variant(variant), length, (two[0].name, two[1].name), dice, start=start, opening=opening
        )
        self._take_up(match, two)
        self._start_game()

    def resume_match(self, match: Match, players: Seats, from_table: bool = False) -> None:
        """Go on with a match rebuilt from a saved record, exactly where it
        stopped: dice already rolled stay rolled, steps already played are
        shown again (a computer's are taken back and it thinks anew). The
        dice follow the real-dice setting, not the record's dice mode;
        `from_table`: the record says its dice were entered by hand (see
        `dice_from_table`). ValueError for an unknown computer level, before
        anything changes."""
        self._take_up(match, seats(players), from_table)
        game = match.game
        if game is None or (game.is_over and not match.is_over):
            self._start_game()
            return
        steps = game.steps
        while game.undo_step() is not None:
            pass
        self.gameStarted.emit(match.game_number)
        if game.is_over:
            self._enter(Phase.MATCH_OVER)
            self.stateChanged.emit()
            return
        if game.dice is None:
            if self._await_roll_off():  # saved before the roll-off was entered
                return
            self._enter(Phase.AWAIT_ROLL)
            self.stateChanged.emit()
            self._flow.when_idle(self._begin_turn)
            return
        self.diceRolled.emit(game.dice)
        self._rolled(steps)

    def _take_up(self, match: Match, two: Seats, typed: bool = False) -> None:
        """Put `match` on the board in place of the one there, whose flow ends."""
        self._cut_short()
        self._enter(Phase.NO_MATCH)
        self._match = match
        self._dice.take(match, typed)
        self._players = two
        self.matchStarted.emit()

    def _cut_short(self) -> None:
        """End whatever the flow was doing: the computer's search and a hint are
        cancelled, and no call already on its way will run."""
        self._cancel_thinking()
        self._flow.cut()

    def rename_players(self, names: tuple[str, str]) -> None:
        """Show the seats under new names (the program's own "Player" and "Computer" follow
        the interface language); the match itself goes on untouched."""
        if self._match is None or (
            names == self._match.players and names == (self._players[0].name, self._players[1].name)
        ):
            return
        self._match.players = (names[0], names[1])
        self._players = (
            replace(self._players[0], name=names[0]),
            replace(self._players[1], name=names[1]),
        )
        self.stateChanged.emit()

    def next_game(self) -> bool:
        if self._phase is not Phase.GAME_OVER:
            return False
        self._start_game()
        return True

    def _start_game(self) -> None:
        assert self._match is not None
        self._dice.start_game(self._match)
        self._enter(Phase.STARTING_GAME)
        self.gameStarted.emit(self._match.game_number)
        self.stateChanged.emit()
        self._flow.when_idle(self._begin_turn)

    def _begin_turn(self) -> None:
        game = self.game
        if game is None or game.is_over or game.dice is not None:
            return
        first_of_match = self._match is not None and self._match.game_number == 1
        # In the first game the roll-off dice are White's opening roll: they are
        # already on the table, so nobody rolls them again (nor dice chosen with a
        # position set up; without them, the side to move rolls).
        opening_known = (
            first_of_match
            and game.is_opening
            and (
                self._match is None
                or self._match.start is None
                or self._match.start_opening is not None
            )
        )
        if self._await_roll_off():  # ... unless they were rolled on a real table
            return
        rolls_itself = not self.is_human_turn or self.auto_roll
        if opening_known or (rolls_itself and not self.real_dice):
            self._do_roll()
            return
        self._enter(Phase.AWAIT_ROLL)
        self.stateChanged.emit()

    # ----- rolling ----------------------------------------------------------
    def roll(self) -> bool:
        """The person to move rolls the dice. With real dice the program rolls
        nothing: `diceWanted` asks for the dice from the table (False then)."""
        if not self.can_roll:
            return False
        if self._dice.on:
            self.diceWanted.emit()
            return False
        self._do_roll()
        return True

    def enter_dice(self, d1: int, d2: int) -> bool:
        """The person to move enters real dice instead of rolling. Refused
        (False) when the rules do not allow them, such as a double to open a game."""
        game = self.game
        if not self.can_roll or game is None:
            return False
        opening = game.is_opening and game.start_position == Position.start(game.variant)
        if not (1 <= d1 <= 6 and 1 <= d2 <= 6) or (opening and d1 == d2):
            return False
        self._dice.typed = True
        self._do_roll((d1, d2))
        return True

    def _do_roll(self, values: tuple[int, int] | None = None) -> None:
        game = self.game
        if game is None or game.is_over or game.dice is not None:
            return
        dice = game.roll(values)
        self.diceRolled.emit(dice)
        self._rolled()
        if self._phase is Phase.MOVING and self.auto_single:
            turns = legal_turns(game.turn_start, dice)
            if len(turns) == 1:
                self._play_steps(turns[0].steps)

    def _rolled(self, steps: list[Step] | None = None) -> None:
        """The turn's dice are on the board: it passes if they cannot be played,
        the computer thinks, or the person moves (from `steps` already played, a
        turn taken up where it was saved)."""
        game = self.game
        assert game is not None and game.dice is not None
        state = game.turn_state
        assert state is not None
        if state.most == 0:
            self._enter(Phase.PASSING)
            self.stateChanged.emit()
            self.noMove.emit(game.dice)
            self._flow.when_idle(self._pass_turn, self.pass_delay_ms)
        elif not self.is_human_turn:
            self._enter(Phase.ROLLED)
            self.stateChanged.emit()
            self._flow.when_idle(self._think)
        else:
            self._enter(Phase.MOVING)
            for step in steps or ():
                game.play_step(step)
                self.stepPlayed.emit(step)
            self.stateChanged.emit()

    def _pass_turn(self) -> None:
        game = self.game
        if game is None or self._phase is not Phase.PASSING:
            return
        self._turn_done(game.finish_turn())

    # ----- a person's moves -------------------------------------------------
    def try_move(self, frm: int, to: int) -> bool:
        """Play a checker from `frm` to `to` (mover's numbering; 25 bar, 0 off),
        with one die or several in a row. Emits illegalMove if refused."""
        game = self.game
        if game is None:
            return False
        if game.is_over:
            self.illegalMove.emit(Reason.GAME_OVER)
            return False
        if not self.can_move:
            if self.is_human_turn and self._phase is Phase.AWAIT_ROLL:
                self.illegalMove.emit(Reason.NO_DICE)
            return False
        state = game.turn_state
        assert state is not None
        try:
            steps = [game.find_step(frm, to)]
        except IllegalMove as exc:
            path = state.reachable(frm).get(to)
            if not path:
                self.illegalMove.emit(exc.reason)
                return False
            steps = list(path)
        self._cancel_hint()
        for step in steps:
            game.play_step(step)
            self.stepPlayed.emit(step)
        self.stateChanged.emit()
        if game.turn_complete and self.auto_finish:
            self._enter(Phase.FINISHING)
            self.stateChanged.emit()
            self._flow.when_idle(self._auto_finish)
        return True

    def explain_stuck(self, frm: int) -> None:
        """Say why the checker on `frm` cannot move (it was clicked anyway)."""
        game = self.game
        if game is None or not self.can_move:
            return
        for d in sorted(set(game.remaining_dice), reverse=True):
            try:
                game.find_step(frm, max(0, frm - d))
            except IllegalMove as exc:
                self.illegalMove.emit(exc.reason)
                return

    def undo(self) -> bool:
        """Take back the last step of the current turn."""
        game = self.game
        if not self.can_undo or game is None:
            return False
        step = game.undo_step()
        if step is None:
            return False
        self._cancel_hint()
        self.stepUndone.emit(step)
        self.stateChanged.emit()
        return True

    def _hint_wanted(self) -> HintKey | None:
        """What a hint would be for now (None: none is wanted now)."""
        game = self.game
        if game is None or not self.can_move:
            return None
        return HintKey(self._flow.generation, len(game.history), game.dice, tuple(game.steps))

    def request_hint(self) -> bool:
        """Look for the best way to finish the person's turn on the worker
        thread; `hintReady` brings it (or `hintFailed`). False if not now."""
        game = self.game
        p = self.player_to_move()
        key = self._hint_wanted()
        if not self.can_hint or game is None or p is None or game.dice is None or key is None:
            return False
        state = game.turn_state
        assert state is not None
        cancel = threading.Event()
        work = hint_work(
            self._computers.getter(Level.EXPERT, self.player_factory),
            game.turn_start,
            game.dice,
            self.away(p),
            state.completions(),
            cancel,
        )
        self._hints.start(key, work, cancel)
        self.stateChanged.emit()
        return True

    def _cancel_hint(self) -> None:
        self._hints.cancel()

    def finish_turn(self) -> bool:
        game = self.game
        if game is None or not self.can_move:
            return False
        if self._review(game):
            return True
        try:
            rec = game.finish_turn()
        except IllegalMove as exc:
            self.illegalMove.emit(exc.reason)
            return False
        self._turn_done(rec)
        return True

    def _auto_finish(self) -> None:
        game = self.game
        if game is None or game.dice is None or not game.turn_complete:
            return
        if self._review(game):
            return
        self._turn_done(game.finish_turn())

    def _review(self, game: Game) -> bool:
        """Show a person's finished turn to the reviewer before it counts; True
        when the reviewer holds it (Phase.REVIEWING until `end_review`)."""
        state = game.turn_state
        if self.reviewer is None or state is None or not state.complete or not self.is_human_turn:
            return False
        rec = TurnRecord(
            game.side_to_move, state.dice, tuple(state.steps), game.turn_start, state.result()
        )
        if not self.reviewer(rec):
            return False
        self._cancel_hint()
        self._enter(Phase.REVIEWING)
        self.stateChanged.emit()
        return True

    def end_review(self, play: bool) -> bool:
        """The answer to the review of the turn held: play it, or take it back
        (every step: the checkers go back where the turn began, the dice are
        still to play). False when no turn is held."""
        game = self.game
        if self._phase is not Phase.REVIEWING or game is None or not game.turn_complete:
            return False
        if play:
            self._turn_done(game.finish_turn())
            return True
        self._enter(Phase.MOVING)
        while (step := game.undo_step()) is not None:
            self.stepUndone.emit(step)
        self.stateChanged.emit()
        return True

    def _play_steps(self, steps: tuple[Step, ...] | list[Step]) -> None:
        """Play a whole turn's steps (the computer's, or a forced move); the
        board shows them one after another."""
        game = self.game
        assert game is not None
        self._enter(Phase.SHOWING_TURN)
        for step in steps:
            game.play_step(step)
            self.stepPlayed.emit(step)
        self.stateChanged.emit()
        if self.is_human_turn and not self.auto_finish:
            self._flow.when_idle(self._back_to_moving)
        else:
            self._flow.when_idle(self._auto_finish)

    def _back_to_moving(self) -> None:
        if self._phase is Phase.SHOWING_TURN:
            self._enter(Phase.MOVING)
            self.stateChanged.emit()

    def _turn_done(self, rec: TurnRecord) -> None:
        self._cancel_hint()
        game = self.game
        over = game is not None and game.is_over
        # Nothing may be asked between two turns: the next one starts from the
        # event loop; after the last, nothing may be touched until the end is shown.
        self._enter(Phase.ENDING_GAME if over else Phase.BETWEEN_TURNS)
        self.turnFinished.emit(rec)
        self.stateChanged.emit()
        self._flow.when_idle(self._game_over if over else self._begin_turn)

    # ----- the computer -----------------------------------------------------
    def _think(self) -> None:
        game = self.game
        p = self.player_to_move()
        if game is None or p is None or game.dice is None:
            return
        level = self._players[p].level
        self._enter(Phase.THINKING)
        self.thinking.emit(True)
        self.stateChanged.emit()
        self._cancel = threading.Event()
        self._think_started = time.monotonic()
        generation = self._flow.generation
        getter = self._computers.getter(level, self.player_factory)
        work = choose_work(getter, game.turn_start, game.dice, self.away(p), self._cancel)
        self._worker.start(
            work, lambda outcome: self._on_thought(generation, outcome), self._cancel
        )

    def _on_thought(self, generation: int, outcome: Outcome[Turn]) -> None:
        if generation != self._flow.generation or self._phase is not Phase.THINKING:
            return
        elapsed_ms = int((time.monotonic() - self._think_started) * 1000)
        wait = max(0, self.min_think_ms - elapsed_ms)
        self._flow.when_idle(lambda: self._apply_thought(outcome), wait)

    def _apply_thought(self, outcome: Outcome[Turn]) -> None:
        game = self.game
        if game is None or game.dice is None or self._phase is not Phase.THINKING:
            return
        self._cancel = None
        self.thinking.emit(False)
        turns = legal_turns(game.turn_start, game.dice)
        chosen = None
        if isinstance(outcome, Failed):
            error = outcome.error
            log.warning("computer player failed (%r); playing another turn", error)
            self.computerFailed.emit(f"{type(error).__name__}: {error}")
        else:
            chosen = next((t for t in turns if t.result == outcome.value.result), None)
            if chosen is None:
                log.warning("computer player gave no legal turn (%r); playing another", outcome)
        self._play_steps((chosen or turns[0]).steps)

    def _cancel_thinking(self) -> None:
        self._cancel_hint()
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
        if self._phase is Phase.THINKING:
            self.thinking.emit(False)

    def shutdown(self) -> None:
        """Stop any search and wait for the worker (the window is closing)."""
        self._cut_short()
        self._worker.wait(5000)
        self.shuttingDown.emit()

    # ----- end of game --------------------------------------------------------
    def resign(self, kind: WinKind | None = None) -> bool:
        """The person gives up the game and the opponent takes it: `kind`, the
        win offered (one of `resign_offers()`), or without one what the position
        is worth now (as the engine scores a resignation)."""
        game = self.game
        side = self._resigning_side()
        if side is None or game is None:
            return False
        if kind is not None and kind not in offers(game.turn_start, side.opponent):
            return False
        self._cut_short()
        game.resign(side, kind)
        self._game_over()
        return True

    def resign_offers(self) -> tuple[GameResult, ...]:
        """The wins the person may offer in resigning, smallest first: a single
        game, a gammon, a backgammon (an oyn, a mars), down to the smallest
        alone once a checker of theirs is off; () when resigning is not possible."""
        game = self.game
        side = self._resigning_side()
        if side is None or game is None:
            return ()
        winner = side.opponent
        return tuple(
            GameResult(winner, kind, resigned=True) for kind in offers(game.turn_start, winner)
        )

    def offer_resignation(self, kind: WinKind) -> Answer | None:
        """The person offers the computer `kind`: it takes the offer when the
        offer is worth at least what playing on is worth to it at the match
        score (then the game ends), and otherwise says what makes it play on.
        None when there is no computer to answer, or no such offer now."""
        game = self.game
        side = self._resigning_side()
        match = self._match
        if side is None or game is None or match is None or self.only_person() is None:
            return None
        winner = side.opponent
        if kind not in offers(game.turn_start, winner):
            return None
        position = game.turn_start
        mover = match.player_of(position.side)
        chances = self.resign_chances(position, game.dice, winner, self.away(mover))
        values = match_values(position, self.away(match.player_of(winner)))
        reply = answer(position.variant, kind, chances, values)
        if reply.accepted:
            self.resign(kind)
        return reply

    def resign_result(self) -> GameResult | None:
        """What resigning now would give the opponent, as the engine scores a
        resignation at the start of the turn (None when resigning is not possible)."""
        game = self.game
        side = self._resigning_side()
        if side is None or game is None:
            return None
        winner = side.opponent
        return GameResult(winner, win_kind(game.turn_start, winner), resigned=True)

    def _resigning_side(self) -> Side | None:
        """Who gives up: the person against the computer, the side to move when
        two people play (None when nobody may resign now)."""
        game = self.game
        match = self._match
        if not self.can_resign or game is None or match is None:
            return None
        person = self.only_person()
        return match.side_of(person) if person is not None else game.side_to_move

    def _game_over(self) -> None:
        match = self._match
        if match is None or match.game is None or match.game.result is None:
            return
        result = match.record_result()
        self._enter(Phase.MATCH_OVER if match.is_over else Phase.GAME_OVER)
        self.gameOver.emit(result)
        self.stateChanged.emit()
        if match.is_over and match.winner is not None:
            self.matchOver.emit(match.winner)

    # ----- the board ------------------------------------------------------------
    def primary_action(self) -> BoardAction:
        """What a click on the board does now (on its dice, while checkers are
        played), and the space bar too except ending a turn: the one place that
        decides it."""
        return board_action(self)
