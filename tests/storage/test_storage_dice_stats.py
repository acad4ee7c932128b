"""Dice statistics: counts per player, expected values, the file of all games."""

from __future__ import annotations

import json
import re

import pytest

from nardy_desktop.engine import Side
from nardy_desktop.storage.dice_stats import (
    STATS_NAME,
    DiceCounts,
    DiceHistory,
    chi_square,
    game_counts,
    match_counts,
)

from tests.storage.test_storage_support import play_match


def test_counts_follow_the_turns_but_not_the_openings():
    m = play_match("backgammon", 3, seed=7)
    a, b = match_counts(m)
    turns = sum(len(g.history) - 1 for g in m.games)
    assert a.rolls + b.rolls == turns
    for c in (a, b):
        assert sum(c.faces) == 2 * c.rolls
    # Check one game by hand.
    g = m.games[0]
    white = m.white_players[0]
    mine = DiceCounts()
    for t in g.history[1:]:
        if (white if t.side is Side.WHITE else 1 - white) == 0:
            mine.add(t.dice)
    assert game_counts(m, 0)[0] == mine


def test_dice_in_progress_are_counted():
    m = play_match("long", 3, seed=3, max_turns=6, partial_steps=1)
    a, b = match_counts(m)
    assert a.rolls + b.rolls == 6  # five finished turns after the opening, and the rolled one


def test_expected_values_and_chi_square():
    c = DiceCounts()
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            c.add((d1, d2))
    assert c.rolls == 36 and c.doubles == 6
    assert c.faces == [12] * 6
    assert c.expected_face == 12 and c.expected_doubles == 6
    assert c.chi_square() == 0
    assert chi_square([10, 0, 0, 0, 0, 2]) > 30


def test_history_accumulates_per_player_and_survives_reloading(tmp_path):
    m = play_match("long", 3, seed=4)
    hist = DiceHistory(tmp_path).load()
    for i in range(len(m.games)):
        hist.add_game(m, i)
    again = DiceHistory(tmp_path).load()
    assert again.error is None
    a, b = match_counts(m)
    assert again.players["Anna"] == a and again.players["Computer"] == b
    assert again.total().rolls == a.rolls + b.rolls


def test_damaged_history_is_set_aside_not_trusted(tmp_path):
    path = tmp_path / STATS_NAME
    bad = {"version": 1, "players": {"Anna": {"faces": ["x"] * 6, "doubles": 0, "rolls": 0}}}
    path.write_text(json.dumps(bad))
    hist = DiceHistory(tmp_path).load()
    assert hist.error is not None and hist.players == {}
    assert path.read_text() == json.dumps(bad), "loading never changes the file"
    hist.add_game(play_match("backgammon", 1, seed=1), 0)
    [kept] = tmp_path.glob("dice-stats-unreadable-*.json")
    assert hist.kept == kept and kept.read_text() == json.dumps(bad)
    assert DiceHistory(tmp_path).load().error is None


@pytest.mark.parametrize("times", [2, 3])
def test_each_damaged_file_is_kept_under_its_own_name(tmp_path, times):
    """Damaged again after the first was set aside, even in the same second:
    the later file is kept beside the earlier ones, never over them."""
    path = tmp_path / STATS_NAME
    damaged = [
        json.dumps({"version": 1, "players": {"FIRST": {"faces": [1] * 6, "rolls": 999}}}),
        "SECOND",
        '{"version": 1, "players": {"THIRD": []}}',
    ][:times]
    for i, content in enumerate(damaged):
        path.write_text(content)
        hist = DiceHistory(tmp_path).load()
        assert hist.error is not None
        hist.add_game(play_match("backgammon", 1, seed=i + 1), 0)
        assert DiceHistory(tmp_path).load().error is None
    others = {p.name: p.read_text() for p in tmp_path.iterdir() if p.name != STATS_NAME}
    assert sorted(others.values()) == sorted(damaged)
    assert all(re.fullmatch(r"dice-stats-unreadable-\d{8}-\d{6}(-\d+)?\.json", n) for n in others)
