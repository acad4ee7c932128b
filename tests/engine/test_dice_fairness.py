"""The default dice are fair: a chi-square test over 60,000 rolls.

The significance level is 1e-6, so a fair source fails it by chance about once
in a million runs, while a die off by even a couple of percent fails it
every time (checked below with a deliberately biased source)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from nardy_desktop.engine import SystemDice
from nardy_desktop.engine.dice import roll
from nardy_desktop.storage.dice_stats import DiceCounts, chi_square_sf

ROLLS = 60_000
ALPHA = 1e-6


def critical(dof: int, alpha: float = ALPHA) -> float:
    """The chi-square value exceeded with probability `alpha`, by bisection
    on the exact survival function."""
    lo, hi = 0.0, 1000.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if chi_square_sf(mid, dof) > alpha:
            lo = mid
        else:
            hi = mid
    return hi


def test_critical_values_match_published_tables():
    # Standard table values (p = 0.05 and 0.001), and the Wilson-Hilferty
    # approximation at 1e-6 as an independent rough check of the exact figure
    # (with 5 degrees of freedom so far in the tail it is about 5% high).
    assert critical(1, 0.05) == pytest.approx(3.841, abs=1e-3)
    assert critical(5, 0.05) == pytest.approx(11.070, abs=1e-3)
    assert critical(5, 0.001) == pytest.approx(20.515, abs=1e-3)
    assert critical(10, 0.05) == pytest.approx(18.307, abs=1e-3)
    z = 4.753424  # upper 1e-6 point of the standard normal
    k = 5
    wilson_hilferty = k * (1 - 2 / (9 * k) + z * (2 / (9 * k)) ** 0.5) ** 3
    assert critical(5) == pytest.approx(wilson_hilferty, rel=0.06)
    assert critical(5) == pytest.approx(35.888, abs=1e-3)
    assert critical(1) == pytest.approx(23.928, abs=1e-3)


def counts_of(source, rolls: int = ROLLS) -> DiceCounts:
    c = DiceCounts()
    for _ in range(rolls):
        c.add(roll(source))
    return c


def doubles_chi_square(c: DiceCounts) -> float:
    """Doubles against non-doubles, expected 1 : 5 (one degree of freedom)."""
    expect = (c.rolls / 6, c.rolls * 5 / 6)
    seen = (c.doubles, c.rolls - c.doubles)
    return sum((o - e) ** 2 / e for o, e in zip(seen, expect, strict=True))


def test_system_dice_are_fair():
    c = counts_of(SystemDice())
    assert c.rolls == ROLLS
    assert c.chi_square() < critical(5), c.faces
    assert doubles_chi_square(c) < critical(1), (c.doubles, c.rolls)


class Loaded:
    """A six that comes up 2% too often: what the test must catch."""

    def __init__(self) -> None:
        self._rng = random.Random(12345)

    def die(self) -> int:
        if self._rng.random() < 0.02:
            return 6
        return self._rng.randint(1, 6)


def test_the_test_catches_a_slightly_loaded_die():
    c = counts_of(Loaded())
    assert c.chi_square() > critical(5), c.faces


@pytest.mark.parametrize(
    "players",
    [
        (("A", False, "expert"), ("B", False, "expert")),
        (("A", False, "expert"), ("C", True, "beginner")),
        (("C", True, "champion"), ("D", True, "beginner")),
    ],
)
def test_every_match_gets_the_system_dice_whoever_plays(qtbot, players):
    """Nothing about the dice depends on who plays or at which level: the
    controller hands every new match the same secure source."""
    from nardy_desktop.ai.base import RandomPlayer
    from nardy_desktop.controller import MatchController, PlayerSpec
    from nardy_desktop.engine import Variant

    c = MatchController()
    c.player_factory = lambda level: RandomPlayer(1)
    c.new_match(Variant.LONG, 1, tuple(PlayerSpec(*p) for p in players))
    try:
        assert type(c.match.dice_source) is SystemDice
        assert type(c.game.dice_source) is SystemDice
    finally:
        c.shutdown()
        c.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
