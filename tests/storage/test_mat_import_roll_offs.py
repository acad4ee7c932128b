"""A match recorded elsewhere opens every game with a roll-off of its own: the
engine replays such games, and a saved record keeps them (so that a match
read from a .mat file can be autosaved, saved and opened again)."""

from __future__ import annotations

import pytest

from nardy_desktop.engine import ManualDice, Match, Side, Variant
from nardy_desktop.storage.record import PlayerInfo, RecordError, decode, encode, match_to_dict


def _finish_by_resigning(match: Match, loser: int) -> None:
    match.game.resign(match.side_of(loser))
    match.record_result()


def _two_games_same_white() -> Match:
    dice = ManualDice()
    dice.push(5, 2)  # player 0 wins the first roll-off
    m = Match(Variant.BACKGAMMON, 15, ("Anna", "Boris"), dice)
    m.start_game()
    g = m.game
    g.roll()
    g.move(13, 8)
    g.move(13, 11)
    g.finish_turn()
    _finish_by_resigning(m, 1)
    m.start_game((6, 1))  # player 0 wins the second game's roll-off too
    return m


def test_a_later_game_with_its_own_roll_off_keeps_the_winner_white():
    m = _two_games_same_white()
    assert m.white_players == [0, 0]
    assert m.roll_offs == {1: (6, 1)}
    g = m.game
    assert g.roll() == (6, 1)  # it opens with the roll-off's numbers
    assert g.side_to_move is Side.WHITE


def test_without_a_roll_off_later_games_still_swap_colours():
    m = _two_games_same_white()
    m.game.resign(Side.BLACK)
    m.record_result()
    m.start_game()
    assert m.white_players == [0, 0, 1] and 2 not in m.roll_offs


@pytest.mark.parametrize("dice", [(3, 3), (0, 4), (7, 1)])
def test_a_roll_off_must_be_two_different_dice(dice):
    m = _two_games_same_white()
    m.game.resign(Side.BLACK)
    m.record_result()
    with pytest.raises(ValueError):
        m.start_game(dice)


def test_the_record_keeps_a_later_roll_off_and_reads_it_back():
    m = _two_games_same_white()
    m.game.roll()
    m.game.move(13, 7)
    m.game.move(8, 7)
    m.game.finish_turn()
    players = (PlayerInfo("Anna"), PlayerInfo("Boris"))
    record = match_to_dict(m, players)
    assert record["games"][1]["roll_off"] == [6, 1] and record["games"][1]["white"] == 0
    back = decode(encode(record)).match
    assert back.white_players == [0, 0]
    assert back.roll_offs == {1: (6, 1)}
    assert [t.steps for t in back.games[1].history] == [t.steps for t in m.games[1].history]


def test_a_later_roll_off_that_is_tied_or_contradicts_the_opening_is_refused():
    m = _two_games_same_white()
    m.game.roll()
    m.game.move(13, 7)
    m.game.move(8, 7)
    m.game.finish_turn()
    record = match_to_dict(m, (PlayerInfo("Anna"), PlayerInfo("Boris")))
    record["games"][1]["roll_off"] = [2, 2]
    with pytest.raises(RecordError, match="tied roll-off"):
        decode(encode(record))
    record["games"][1]["roll_off"] = [5, 1]  # the game opened with 61, not 51
    with pytest.raises(RecordError, match=r"games\[1\]\.turns\[0\]\.dice"):
        decode(encode(record))
    record["games"][1]["roll_off"] = [1, 6]  # player 1 won it: it is not White
    with pytest.raises(RecordError, match=r"games\[1\]\.white"):
        decode(encode(record))
