"""The statistics dialog's dice tabs: one scale for the players of a tab, the
same players in the same order on both tabs, and what the test of fairness
says in words a player reads."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import Variant
from nardy_desktop.storage.dice_stats import STATS_NAME, DiceCounts, chi_square_sf
from nardy_desktop.ui.statistics.dice_stats_dialog import (
    DiceStatsDialog,
    all_games_entries,
    chart_top,
)

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def counts(faces: list[int], doubles: int = 0) -> DiceCounts:
    assert sum(faces) % 2 == 0
    return DiceCounts(list(faces), doubles, sum(faces) // 2)


def test_the_charts_of_a_tab_share_one_scale(qtbot):
    few = counts([2, 1, 1, 0, 2, 0], 1)
    many = counts([40, 35, 30, 33, 38, 36], 11)
    dlg = DiceStatsDialog([("Anna", few), ("Boris", many)], [("Anna", many), ("Boris", few)])
    qtbot.addWidget(dlg)
    for charts in dlg.page_charts:
        assert len(charts) == 2
        assert charts[0].top == charts[1].top == pytest.approx(40 * 1.15)
    # A bar is drawn at its height on that one scale: Boris's 40 reaches the same
    # height on his chart as it would on Anna's.
    assert dlg.page_charts[0][0].top == chart_top([few, many])


@settings(max_examples=60)
@given(
    st.lists(
        st.tuples(st.lists(st.integers(0, 500), min_size=6, max_size=6), st.integers(0, 100)),
        min_size=1,
        max_size=4,
    )
)
def test_the_shared_scale_holds_every_bar_and_line(entries):
    cs = []
    for faces, doubles in entries:
        if sum(faces) % 2:
            faces[0] += 1
        rolls = sum(faces) // 2
        cs.append(DiceCounts(faces, min(doubles, rolls), rolls))
    top = chart_top(cs)
    for c in cs:
        assert max(*c.faces, c.doubles, c.expected_face, c.expected_doubles) < top


def test_all_games_shows_the_matchs_players_first_in_its_order_the_programs_names_as_one():
    history = {
        "Zoé": counts([300, 300, 300, 300, 300, 300]),  # rolled most
        "Computer": counts([10, 10, 10, 10, 10, 10]),
        "Ordinateur": counts([2, 2, 2, 2, 2, 2]),  # the same seat, saved in French
        "Anna": counts([4, 4, 4, 4, 4, 4]),
        "Boris": counts([100, 100, 100, 100, 100, 100]),
    }
    entries = all_games_entries(history, ("Anna", "Computer"))
    assert [n for n, _ in entries] == ["Anna", "Computer", "Zoé"]
    assert entries[1][1].rolls == 36  # "Computer" and "Ordinateur" together
    # Someone of the match without rolls yet is left out; the order stays.
    assert [n for n, _ in all_games_entries(history, ("Nobody", "Anna"))] == [
        "Anna",
        "Zoé",
        "Boris",
    ]


def test_both_tabs_name_the_players_in_the_same_order(window, tmp_path, qtbot):
    c = window.controller
    c.auto_finish = False
    c.new_match(Variant.LONG, 5, (PlayerSpec("Boris"), PlayerSpec("Anna")))
    for _ in range(4):  # two people: four turns, the dice of both counted
        qtbot.waitUntil(lambda: c.can_roll or c.can_move, timeout=5000)
        if c.can_roll:
            c.roll()
        for step in c.game.legal_turns()[0].steps:
            assert c.try_move(step.frm, step.to)
        assert c.finish_turn()
    history = {
        "Anna": counts([500] * 6).to_json(),  # Anna rolled far more than Boris before
        "Boris": counts([5] * 6).to_json(),
    }
    (tmp_path / "data" / STATS_NAME).write_text(json.dumps({"version": 1, "players": history}))
    window.files.persistence.history.load()
    dlg = window.dice_stats.show()
    names = [label.text() for label, _ in dlg.name_labels]
    assert names == ["Boris", "Anna", "Boris", "Anna"]


@pytest.mark.parametrize(
    "faces",
    [
        [6, 5, 4, 7, 5, 5],  # about as even as fair dice are
        [12, 6, 5, 4, 7, 6],  # a little uneven: 32 times in 100
        [16, 5, 6, 4, 5, 6],  # 1 time in 100: a little unusual
        [20, 5, 6, 4, 5, 6],  # 2 times in 10,000: very unusual
        [30, 5, 6, 4, 5, 6],  # very uneven
        [300, 5, 6, 4, 5, 6],  # far beyond what fair dice do
    ],
)
def test_the_fairness_sentence_says_how_often_fair_dice_do_this(qtbot, faces):
    c = counts(faces)
    dlg = DiceStatsDialog([("Anna", c)], [("Anna", c)])
    qtbot.addWidget(dlg)
    text = dlg.summary_text(c)
    p = chi_square_sf(c.chi_square(), 5)
    assert "p =" not in text
    # (Without the English catalogue loaded, a plural reads "time(s)".)
    if round(p * 100) >= 1:
        assert f"happens {round(p * 100)} time" in text and "in 100." in text
    elif round(p * 10000) >= 1:
        assert f"happens {round(p * 10000)} time" in text and "in 10,000." in text
    else:
        assert "less than once in 10,000" in text
    if p >= 0.05:
        assert text.splitlines()[-1].startswith("As fair dice fall.")
    elif p < 0.001:
        assert text.splitlines()[-1].startswith("Very unusual for fair dice.")
    else:
        assert text.splitlines()[-1].startswith("A little unusual")


def test_too_few_rolls_are_not_judged(qtbot):
    c = counts([3, 0, 0, 0, 0, 1])  # two rolls
    dlg = DiceStatsDialog([("Anna", c)], [])
    qtbot.addWidget(dlg)
    lines = dlg.summary_text(c).splitlines()
    assert lines[0].startswith("2 roll")
    assert lines[1:] == ["Doubles: 0 (expected 0.3).", "Too few rolls yet to judge the dice."]
