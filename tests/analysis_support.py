"""Matches played by the computer's levels for the analysis tests (no tests of its own)."""

from __future__ import annotations

import functools

from nardy_desktop.ai.players import player_for_level
from nardy_desktop.engine import Match, SeededDice, Variant

from tests.storage.test_storage_support import copy_match


def play_match(
    variant: Variant | str,
    levels: tuple[str, str],
    seed: int,
    length: int = 1,
    names: tuple[str, str] = ("Expert", "Beginner"),
    max_turns: int | None = None,
) -> Match:
    """A match between two levels with seeded dice (and a seeded Beginner),
    played the way the window plays it; with `max_turns`, stopped after that
    many turns, its game unfinished. Each call gets a match of its own to
    change: a copy of the one played for these arguments, which the seeds make
    the same every time (the Expert's turns take a second or two a match)."""
    return copy_match(_played(Variant(variant), levels, seed, length, names, max_turns))


@functools.cache
def _played(
    variant: Variant,
    levels: tuple[str, str],
    seed: int,
    length: int,
    names: tuple[str, str],
    max_turns: int | None,
) -> Match:
    match = Match(variant, length, names, SeededDice(seed))
    players = [player_for_level(level, seed=seed + i) for i, level in enumerate(levels)]
    turns = 0
    while not match.is_over:
        game = match.start_game()
        while not game.is_over:
            if max_turns is not None and turns >= max_turns:
                return match
            dice = game.roll()
            player = players[match.player_of(game.side_to_move)]
            game.play_turn(player.choose(game.turn_start, dice))
            turns += 1
        match.record_result()
    return match
