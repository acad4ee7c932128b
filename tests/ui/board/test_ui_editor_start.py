"""A match from a position set up: the engine's match, the controller, and the
record that keeps it (the autosave and Save), read back by replaying the games."""

from __future__ import annotations

import random

import pytest

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.controller import MatchController, Phase, PlayerSpec
from nardy_desktop.engine import (
    ManualDice,
    Match,
    Position,
    PositionError,
    SeededDice,
    Side,
    Variant,
)
from nardy_desktop.storage.record import Problem, RecordError, decode, encode, match_to_dict

from tests.helpers import make

PEOPLE = (PlayerSpec("Ann"), PlayerSpec("Bob"))
# Black to move, most checkers home on both sides, a few still to come round.
RACE = make("long", {1: 3, 2: 3, 3: 3, 4: 3, 20: 3}, {1: 2, 2: 3, 3: 4, 5: 3, 22: 3}, side="b")
BG = make("backgammon", {6: 5, 8: 3, 13: 5, 24: 2}, {6: 5, 8: 3, 13: 4, 24: 2}, bar=(0, 1))


def play_on(match: Match, rng: random.Random, turns: int) -> None:
    for _ in range(turns):
        game = match.game
        if game.is_over:
            match.record_result()
            if match.is_over:
                return
            match.start_game()
            continue
        game.roll()
        game.play_turn(rng.choice(game.legal_turns()))
        if game.is_over:
            match.record_result()


def test_game_one_starts_from_the_position_with_player_0_as_white():
    m = Match(Variant.LONG, 1, ("Ann", "Bob"), SeededDice(1), start=RACE, opening=(6, 6))
    game = m.start_game()
    assert game.position == RACE
    assert m.white_player == 0 and m.roll_off_dice is None
    assert game.side_to_move is Side.BLACK
    assert game.roll() == (6, 6)  # the dice chosen; a double is no opening roll here


def test_without_dice_the_first_roll_may_be_a_double():
    doubles = 0
    for seed in range(60):
        m = Match(Variant.BACKGAMMON, 1, ("Ann", "Bob"), SeededDice(seed), start=BG)
        d1, d2 = m.start_game().roll()
        doubles += d1 == d2
    assert doubles > 0


def test_a_position_play_cannot_go_on_from_is_refused_by_the_match():
    won = Position.from_text(
        "long/" + ",".join(["0"] * 11 + ["-15"] + ["0"] * 12) + "/0,0/15,0/b", allow_finished=True
    )
    with pytest.raises(PositionError):
        Match(Variant.LONG, 1, ("Ann", "Bob"), start=won)
    with pytest.raises(ValueError):
        Match(Variant.LONG, 1, ("Ann", "Bob"), start=BG)


@pytest.mark.parametrize("opening", [None, (3, 3)])
@pytest.mark.parametrize("turns", [0, 1, 9, 400])
def test_the_record_keeps_the_start_and_replays_the_match(opening, turns):
    start = BG if opening is None else RACE
    m = Match(start.variant, 3, ("Ann", "Bob"), SeededDice(turns), start=start, opening=opening)
    m.start_game()
    play_on(m, random.Random(turns), turns)
    record = match_to_dict(m, PEOPLE)
    assert record["start"]["position"] == start.to_text()
    assert ("dice" in record["start"]) == (opening is not None)
    assert "roll_off" not in record["games"][0]
    back = decode(encode(record)).match
    assert back.start == start and back.start_opening == opening
    assert back.games[0].start_position == start
    assert [g.history for g in back.games] == [g.history for g in m.games]
    assert back.score == m.score and back.white_players == m.white_players


def test_a_record_whose_start_cannot_be_is_refused_naming_the_field():
    m = Match(Variant.LONG, 1, ("Ann", "Bob"), SeededDice(2), start=RACE)
    m.start_game()
    record = match_to_dict(m, PEOPLE)
    block = "long/0,1,1,1,1,1,1,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,9/0,0/0,0/w"
    bad = dict(record, start={"position": block})
    with pytest.raises(RecordError) as info:
        decode(encode(bad))
    assert info.value.problem is Problem.ILLEGAL and info.value.field == "start.position"
    rolled = dict(record)
    rolled["games"] = [dict(record["games"][0], roll_off=[3, 4])]
    with pytest.raises(RecordError) as info:
        decode(encode(rolled))
    assert info.value.field == "games[0]"


# ----- the controller -------------------------------------------------------------


@pytest.fixture
def ctrl(qtbot):
    c = MatchController()
    c.min_think_ms = 0
    c.pass_delay_ms = 0
    c.player_factory = lambda level: RandomPlayer(seed=3)
    yield c
    c.shutdown()


def test_the_controller_plays_the_chosen_dice_at_once(ctrl, qtbot):
    ctrl.new_match(Variant.LONG, 1, PEOPLE, SeededDice(4), start=RACE, opening=(5, 2))
    qtbot.waitUntil(lambda: ctrl.can_move, timeout=5000)
    game = ctrl.game
    assert game.turn_start == RACE and game.dice == (5, 2)
    assert ctrl.player_to_move() == 1  # player 0 plays White; Black is to move


def test_without_dice_the_person_to_move_rolls_even_with_real_dice(ctrl, qtbot):
    ctrl.new_match(Variant.LONG, 1, PEOPLE, SeededDice(4), start=RACE)
    qtbot.waitUntil(lambda: ctrl.can_roll, timeout=5000)
    assert ctrl.game.dice is None
    ctrl.use_real_dice(True)
    assert not ctrl.roll_off_wanted  # a position set up has no roll-off
    assert ctrl.phase is Phase.AWAIT_ROLL
    assert ctrl.enter_dice(4, 4)  # no opening roll: a double is fine
    qtbot.waitUntil(lambda: ctrl.can_move, timeout=5000)
    assert isinstance(ctrl.match.dice_source, ManualDice)


def test_a_refused_start_changes_nothing(ctrl, qtbot):
    ctrl.new_match(Variant.LONG, 1, PEOPLE, SeededDice(4))
    qtbot.waitUntil(lambda: ctrl.can_move, timeout=5000)
    match = ctrl.match
    with pytest.raises(ValueError):
        ctrl.new_match(Variant.LONG, 1, PEOPLE, SeededDice(4), start=BG)
    assert ctrl.match is match and ctrl.can_move
