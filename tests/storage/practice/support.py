"""Analysed matches for the practice store's tests (no tests of its own).

Real analyses of real games: a person (the Beginner's play, which makes
mistakes) against the computer (the Intermediate), analysed at the plain
depth, which takes a second or two a game.
"""

from __future__ import annotations

import functools
import pickle
from pathlib import Path

from nardy_desktop.ai.analysis import MatchAnalysis, analyse_match
from nardy_desktop.engine import Match, Variant
from nardy_desktop.storage.practice import PracticeStore, match_key, open_store

from tests.analysis_support import play_match

PERSON, COMPUTER = "Anna", "Computer"


@functools.cache
def _analysed(variant: Variant, seed: int, length: int) -> tuple[Match, MatchAnalysis]:
    match = play_match(variant, ("beginner", "intermediate"), seed, length, (PERSON, COMPUTER))
    return match, analyse_match(match, "plain")


def analysed(
    variant: Variant | str = Variant.LONG, seed: int = 3, length: int = 1
) -> tuple[Match, MatchAnalysis]:
    """A match of the Beginner (player 0, a person) against the Intermediate
    (the computer) and its analysis; each call gets a copy of the match."""
    match, analysis = _analysed(Variant(variant), seed, length)
    return pickle.loads(pickle.dumps(match)), analysis


def store_at(path: Path) -> PracticeStore:
    opened = open_store(path)
    assert opened.problem is None, opened.detail
    assert opened.store is not None
    return opened.store


def stored(path: Path, *seeds: int) -> PracticeStore:
    """A store with the long nardy matches of `seeds` in it (3 by default)."""
    store = store_at(path)
    for seed in seeds or (3,):
        match, analysis = analysed(Variant.LONG, seed)
        store.add_match(analysis, (True, False), match_key(match))
    return store
