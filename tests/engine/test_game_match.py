"""Games and matches: dice rules, turns step by step, results, scores, colours."""

import random

import pytest

from nardy_desktop.engine import (
    Game,
    IllegalMove,
    ManualDice,
    Match,
    NoDiceEntered,
    Position,
    Reason,
    SeededDice,
    Side,
    Variant,
    WinKind,
)

from tests.helpers import make


def play_random_game(game: Game, rng: random.Random) -> None:
    while not game.is_over:
        game.roll()
        game.play_turn(rng.choice(game.legal_turns()))


@pytest.mark.parametrize("variant", list(Variant))
def test_opening_roll_is_never_a_double(variant):
    for seed in range(200):
        g = Game(variant, SeededDice(seed))
        d = g.roll()
        assert d[0] != d[1]
    g = Game(variant, ManualDice())
    with pytest.raises(ValueError, match="double"):
        g.roll((3, 3))


def test_steps_can_be_taken_back_until_the_turn_is_finished():
    g = Game(Variant.BACKGAMMON, ManualDice())
    g.roll((6, 5))
    start = g.position
    g.move(24, 18)
    assert g.position != start
    with pytest.raises(IllegalMove) as e:
        g.finish_turn()
    assert e.value.reason is Reason.MUST_USE_ALL_DICE
    assert g.undo_step().frm == 24
    assert g.position == start
    g.move(13, 7)
    g.move(13, 8)
    rec = g.finish_turn()
    assert rec.text == "13/7 13/8"
    assert g.side_to_move is Side.BLACK
    assert g.dice is None
    assert g.undo_step() is None


def test_illegal_step_changes_nothing():
    g = Game(Variant.LONG, ManualDice())
    g.roll((5, 3))
    before = g.position
    with pytest.raises(IllegalMove) as e:
        g.move(24, 18)
    assert e.value.reason is Reason.NO_SUCH_DIE
    with pytest.raises(IllegalMove):
        g.move(13, 8)
    assert g.position == before and g.steps == []


def test_manual_dice_need_entering():
    dice = ManualDice()
    g = Game(Variant.LONG, dice)
    with pytest.raises(NoDiceEntered):
        g.roll()
    dice.push(4, 2)
    assert g.roll() == (4, 2)
    with pytest.raises(ValueError):
        dice.push(7)


@pytest.mark.parametrize(
    "variant, loser_off, loser, kind",
    [
        (Variant.LONG, 1, {20: 14}, WinKind.OYN),
        (Variant.LONG, 0, {20: 15}, WinKind.MARS),
        (Variant.BACKGAMMON, 1, {13: 14}, WinKind.SINGLE),
        (Variant.BACKGAMMON, 0, {13: 15}, WinKind.GAMMON),
        (Variant.BACKGAMMON, 0, {13: 14, 20: 1}, WinKind.BACKGAMMON),
    ],
)
def test_results_and_points(variant, loser_off, loser, kind):
    p = make(variant, {1: 1}, loser, off=(14, loser_off))
    g = Game(variant, ManualDice(), position=p)
    g.roll((2, 1))
    g.play_turn(g.legal_turns()[0])
    assert g.result.winner is Side.WHITE
    assert g.result.kind is kind
    assert (
        g.result.points
        == {"oyn": 1, "mars": 2, "single": 1, "gammon": 2, "backgammon": 3}[kind.value]
    )


def test_backgammon_when_the_loser_is_on_the_bar():
    p = make(Variant.BACKGAMMON, {1: 1}, {13: 14}, bar=(0, 1), off=(14, 0))
    g = Game(Variant.BACKGAMMON, ManualDice(), position=p)
    g.roll((2, 1))
    g.play_turn(g.legal_turns()[0])
    assert g.result.kind is WinKind.BACKGAMMON and g.result.points == 3


def test_resignation_gives_what_the_position_is_worth():
    g = Game(Variant.LONG, ManualDice())
    res = g.resign(Side.WHITE)
    assert res.winner is Side.BLACK and res.kind is WinKind.MARS and res.resigned
    with pytest.raises(IllegalMove):
        g.roll((3, 1))


@pytest.mark.parametrize("variant", list(Variant))
def test_whole_match_colours_swap_and_score(variant):
    rng = random.Random(7)
    m = Match(variant, 5, ("Ann", "Bob"), SeededDice(11))
    whites = []
    while not m.is_over:
        g = m.start_game()
        whites.append(m.white_player)
        if m.game_number == 1:
            a, b = m.roll_off_dice
            assert a != b and m.white_player == (0 if a > b else 1)
            assert g.roll() == (max(a, b), min(a, b))
            g.play_turn(rng.choice(g.legal_turns()))
        play_random_game(g, rng)
        before = list(m.score)
        res = m.record_result()
        gained = [m.score[i] - before[i] for i in (0, 1)]
        assert gained[m.player_of(res.winner)] == res.points
        assert sum(gained) == res.points
    assert all(whites[i] != whites[i + 1] for i in range(len(whites) - 1))
    assert m.winner is not None and m.score[m.winner] >= 5 > m.score[1 - m.winner]
    with pytest.raises(RuntimeError):
        m.start_game()


def test_a_roll_off_from_real_dice_replaces_the_programs_before_the_opening():
    m = Match(Variant.BACKGAMMON, 3, ("Ann", "Bob"), SeededDice(11))
    m.start_game()
    with pytest.raises(ValueError):
        m.take_roll_off(4, 4)  # a tie is rolled again
    with pytest.raises(ValueError):
        m.take_roll_off(0, 4)
    # Bob's die is higher: he plays White and opens with both dice.
    g = m.take_roll_off(2, 5)
    assert m.game is g and m.game_number == 1
    assert m.roll_off_dice == (2, 5) and m.white_player == 1
    assert g.roll() == (5, 2)
    with pytest.raises(RuntimeError):
        m.take_roll_off(5, 2)  # the opening roll is on the table
    g.play_turn(g.legal_turns()[0])
    with pytest.raises(RuntimeError):
        m.take_roll_off(5, 2)
    # Ann wins the roll-off the other way round.
    m2 = Match(Variant.LONG, 3, ("Ann", "Bob"), SeededDice(11))
    m2.start_game()
    m2.take_roll_off(6, 1)
    assert m2.white_player == 0 and m2.game.roll() == (6, 1)


def test_match_length_bounds():
    for bad in (0, 26):
        with pytest.raises(ValueError):
            Match(Variant.LONG, bad)


def test_game_from_position_of_the_wrong_variant():
    with pytest.raises(ValueError):
        Game(Variant.LONG, position=Position.start(Variant.BACKGAMMON))
