"""Matches played for the storage tests (no tests of its own).

Real games with seeded dice and random legal turns, so that every record the
tests write is one the program could really have produced.
"""

from __future__ import annotations

import functools
import pickle
import random

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.engine import Match, SeededDice, Variant
from nardy_desktop.storage.record import PlayerInfo

PLAYERS = (PlayerInfo("Anna", False, None), PlayerInfo("Computer", True, "expert"))


def play_match(
    variant: Variant | str,
    length: int = 3,
    seed: int = 1,
    max_turns: int | None = None,
    partial_steps: int = 0,
) -> Match:
    """A match played with random legal turns. With `max_turns`, stop after
    that many turns (a match in progress); `partial_steps` then rolls the
    next turn and plays that many of its steps. Each call gets a match of its
    own to change: a copy of the one played for these arguments, which the
    seeds make the same every time (a test file asks for one match dozens of
    times)."""
    return copy_match(_played(Variant(variant), length, seed, max_turns, partial_steps))


@functools.cache
def _played(
    variant: Variant, length: int, seed: int, max_turns: int | None, partial_steps: int
) -> Match:
    match = Match(variant, length, (PLAYERS[0].name, PLAYERS[1].name), SeededDice(seed))
    player = RandomPlayer(seed)
    rng = random.Random(seed)
    turns = 0
    while not match.is_over:
        game = match.start_game()
        while not game.is_over:
            if max_turns is not None and turns >= max_turns:
                if partial_steps:
                    game.roll()
                    for _ in range(partial_steps):
                        steps = game.legal_steps()
                        if not steps:
                            break
                        game.play_step(rng.choice(steps))
                return match
            dice = game.roll()
            game.play_turn(player.choose(game.position, dice))
            turns += 1
        match.record_result()
    return match


def history(match: Match) -> list[list[tuple]]:
    """Everything a resumed match must repeat exactly, game by game."""
    return [[(t.side, t.dice, t.steps, t.before, t.after) for t in g.history] for g in match.games]


def copy_match(match: Match) -> Match:
    """A copy of `match` sharing nothing with it: pickled and read back, three
    times faster than copy.deepcopy for a played match."""
    return pickle.loads(pickle.dumps(match, pickle.HIGHEST_PROTOCOL))
