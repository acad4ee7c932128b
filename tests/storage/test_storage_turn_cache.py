"""Recording a match again after every step with a TurnCache gives exactly
the record made from scratch, across turns, games and a new match."""

from __future__ import annotations

import random

import pytest

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.engine import Match, SeededDice, Variant
from nardy_desktop.storage.record import TurnCache, match_to_dict

from tests.storage.test_storage_support import PLAYERS


def _same(cache: TurnCache, match: Match) -> None:
    fresh = match_to_dict(match, PLAYERS)
    cached = match_to_dict(match, PLAYERS, cache=cache)
    fresh.pop("saved")
    cached.pop("saved")
    assert cached == fresh


@pytest.mark.slow
@pytest.mark.parametrize("variant", list(Variant))
def test_a_cached_record_is_the_record(variant):
    cache = TurnCache()
    for seed in (1, 2):  # the second match replaces the first one's games in the cache
        match = Match(variant, 3, (PLAYERS[0].name, PLAYERS[1].name), SeededDice(seed))
        player, rng = RandomPlayer(seed), random.Random(seed)
        while not match.is_over:
            game = match.start_game()
            _same(cache, match)
            while not game.is_over:
                game.roll()
                _same(cache, match)
                while (steps := game.legal_steps()) and rng.random() < 0.5:
                    game.play_step(rng.choice(steps))
                    _same(cache, match)
                if not game.turn_state.complete:
                    while game.turn_state.steps:
                        game.turn_state.undo()
                    game.play_turn(player.choose(game.position, game.dice))
                else:
                    game.finish_turn()
                _same(cache, match)
            match.record_result()
            _same(cache, match)


def test_a_cached_record_does_not_change_as_play_goes_on():
    """The writer thread reads a record while the window plays on."""
    cache = TurnCache()
    match = Match(Variant.BACKGAMMON, 1, ("A", "B"), SeededDice(4))
    game = match.start_game()
    player = RandomPlayer(4)
    game.play_turn(player.choose(game.position, game.roll()))
    record = match_to_dict(match, PLAYERS, cache=cache)
    before = [list(g["turns"]) for g in record["games"]]
    game.play_turn(player.choose(game.position, game.roll()))
    match_to_dict(match, PLAYERS, cache=cache)
    assert [g["turns"] for g in record["games"]] == before
