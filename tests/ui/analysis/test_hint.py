"""Hints: the Expert's best move for the person to move, shown on the board,
and the match score the computer plays for."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt

from nardy_desktop.ai import search
from nardy_desktop.ai.match_equity import match_winning_chance, scorer
from nardy_desktop.ai.network import equity
from nardy_desktop.ai.players import player_for_level
from nardy_desktop.controller import Phase, PlayerSpec
from nardy_desktop.engine import Position, SeededDice, TurnState, Variant, legal_turns
from nardy_desktop.engine.notation import compact
from nardy_desktop.ui.window.main_window import MainWindow

from tests.helpers import random_position

HUMANS = (PlayerSpec("Ann"), PlayerSpec("Bob"))

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]


# ----- the engine: every way to finish a turn ---------------------------------------
@settings(max_examples=120)
@given(
    st.sampled_from(list(Variant)),
    st.integers(0, 10**6),
    st.integers(0, 80),
    st.tuples(st.integers(1, 6), st.integers(1, 6)),
    st.integers(0, 3),
)
def test_completions_are_exactly_the_legal_turns_left(variant, seed, plies, dice, played):
    pos = random_position(variant, seed, plies)
    if pos.winner is not None:
        return
    state = TurnState(pos, dice)
    rng = random.Random(seed)
    for _ in range(played):
        steps = state.legal_steps()
        if not steps:
            break
        state.play(rng.choice(steps))
    done = tuple(state.steps)
    completions = state.completions()
    results = {t.result for t in legal_turns(pos, dice)}
    assert completions and set(completions) <= results
    if not done:
        assert set(completions) == results
    for result, path in completions.items():
        replay = TurnState(pos, dice)
        for step in (*done, *path):
            replay.play(step)
        assert replay.complete and replay.result() == result


# ----- the score the computer plays for ----------------------------------------------
@pytest.mark.parametrize("variant", list(Variant))
def test_match_table_is_a_fair_zero_sum_table(variant):
    for a in range(1, 26):
        for b in range(1, 26):
            m = match_winning_chance(variant, a, b)
            assert m + match_winning_chance(variant, b, a) == pytest.approx(1.0)
            if b > 1:
                assert m > match_winning_chance(variant, a, b - 1)
    assert match_winning_chance(variant, 4, 4) == pytest.approx(0.5)
    assert match_winning_chance(variant, 0, 3) == 1.0


@pytest.mark.parametrize("variant", list(Variant))
def test_scores_for_points_and_for_the_match(variant):
    rng = np.random.default_rng(1)
    k = 5 if variant is Variant.BACKGAMMON else 3
    y = rng.random((50, k))
    # Points per game: the plain expected points.
    assert np.allclose(scorer(variant)(y), equity(y, variant))
    # Needing one point each: only winning counts.
    assert np.allclose(scorer(variant, (1, 1))(y), 2 * y[:, 0] - 1)
    # Needing one point against two: a gammon or mars wins nothing more,
    # while losing one is as bad as losing a single game.
    one_away = scorer(variant, (1, 2))
    assert one_away.weights[1] == pytest.approx(0.0)
    # Whatever the score, a single win is +1 and a single loss -1.
    for away in ((1, 1), (2, 1), (7, 3), (25, 25), (3, 17)):
        s = scorer(variant, away)
        single_win = np.zeros(k)
        single_win[0] = 1.0
        assert s(single_win) == pytest.approx(1.0)
        assert s(np.zeros(k)) == pytest.approx(-1.0)
    with pytest.raises(ValueError):
        scorer(variant, (0, 3))


def test_dmp_play_maximises_winning_chance():
    """At one point each the Expert's choice is the turn with the best
    1-roll winning chance, whatever it does to gammons."""
    pos = random_position(Variant.BACKGAMMON, 7, 12)
    dice = (6, 4)
    turn = player_for_level("expert").choose(pos, dice, away=(1, 1))
    scored = search.ply1(pos, dice, score=scorer(Variant.BACKGAMMON, (1, 1)))
    assert turn.result == scored.turns[int(np.argmax(scored.win))].result


def test_hint_keeps_to_the_turns_allowed():
    pos = Position.start(Variant.BACKGAMMON)
    dice = (6, 5)
    player = player_for_level("expert")
    turns = legal_turns(pos, dice)
    best, win = player.hint(pos, dice)
    assert 0.0 < win < 1.0
    others = {t.result for t in turns if t.result != best.result}
    assert len(others) > 5
    other, _ = player.hint(pos, dice, among=others)
    assert other.result in others


# ----- the window ---------------------------------------------------------------------
@pytest.fixture
def window(qtbot):
    w = MainWindow()
    w.set_speed("off")
    c = w.controller
    c.min_think_ms = 0
    c.pass_delay_ms = 0
    qtbot.addWidget(w)
    w.resize(1100, 700)
    w.show()
    qtbot.waitExposed(w)
    yield w
    c.shutdown()


def start(w, qtbot, variant=Variant.BACKGAMMON, seed=3, players=HUMANS) -> None:
    w.start_match(variant, 3, players, SeededDice(seed))
    c = w.controller
    qtbot.waitUntil(lambda: c.can_move and not w.view.busy, timeout=5000)


def press_hint(w, qtbot):
    c = w.controller
    with qtbot.waitSignal(c.hintReady, timeout=10000) as blocker:
        qtbot.keyClick(w.view, "h")
    return blocker.args[0]


def click(qtbot, view, scene_pos) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(scene_pos))


@pytest.mark.parametrize("variant", list(Variant))
def test_h_shows_the_experts_move_as_arrows_with_the_winning_chance(window, qtbot, variant):
    w, c = window, window.controller
    start(w, qtbot, variant)
    game = c.game
    assert w.hint_action.isEnabled() and w.hint_button.isEnabled()
    hint = press_hint(w, qtbot)
    expected, win = player_for_level("expert").hint(game.turn_start, game.dice, away=(3, 3))
    assert hint.turn == expected.steps
    replay = TurnState(game.turn_start, game.dice)
    for step in hint.steps:
        replay.play(step)
    assert replay.complete and replay.result() == expected.result
    assert hint.win == pytest.approx(win)
    # One numbered arrow per step, from the checker that moves.
    arrows = w.view.suggestion
    assert [a.number for a in arrows] == list(range(1, len(hint.steps) + 1))
    first = hint.steps[0]
    src = w.view.mover_loc(first.frm)
    assert arrows[0].start() == w.view.location_centre(src)
    msg = w.statusBar().currentMessage()
    assert compact(hint.steps) in msg
    assert f"{100 * win:.0f}%" in msg
    # Nothing was played.
    assert game.steps == [] and c.phase is Phase.MOVING


def test_hint_after_part_of_the_turn_finishes_it_and_goes_when_a_step_is_played(window, qtbot):
    w, c = window, window.controller
    start(w, qtbot, Variant.BACKGAMMON, seed=5)
    game, view = c.game, w.view
    hint = press_hint(w, qtbot)
    step = hint.steps[0]
    # Play the first arrow by clicking its checker and its target.
    click(qtbot, view, view.location_centre(view.mover_loc(step.frm)))
    click(qtbot, view, view.location_centre(view.mover_loc(step.to)))
    assert game.steps == [step]
    assert view.suggestion == []
    rest = press_hint(w, qtbot)
    assert rest.turn == hint.turn and rest.steps == hint.steps[1:]
    assert "finish the turn" in w.statusBar().currentMessage()
    assert len(view.suggestion) == len(rest.steps)
    # Taking the step back clears the arrows too.
    qtbot.keyClick(view, "z", Qt.KeyboardModifier.ControlModifier)
    assert game.steps == [] and view.suggestion == []


def test_a_hint_that_arrives_after_the_position_changed_is_dropped(window, qtbot):
    w, c = window, window.controller
    start(w, qtbot, Variant.LONG, seed=2)
    game = c.game
    shown = []
    c.hintReady.connect(shown.append)
    with qtbot.waitSignal(c.hinting, timeout=2000, check_params_cb=lambda on: not on):
        assert c.request_hint()
        assert not c.can_hint  # one at a time
        c.try_move(game.legal_steps()[0].frm, game.legal_steps()[0].to)
    with qtbot.assertNotEmitted(c.hintReady, wait=200):  # nor does it come later
        pass
    assert shown == [] and w.view.suggestion == []
    assert c.can_hint or game.turn_complete


def test_no_hint_before_the_roll_nor_on_the_computers_turn(window, qtbot):
    w, c = window, window.controller
    players = (PlayerSpec("Ann"), PlayerSpec("Computer", computer=True, level="intermediate"))
    c.auto_roll = False
    states = []
    c.thinking.connect(lambda on: states.append((on, c.can_hint)))
    w.start_match(Variant.BACKGAMMON, 1, players, SeededDice(11))
    qtbot.waitUntil(lambda: c.can_roll or c.can_move, timeout=10000)
    if c.can_move:  # the person opens: play the hinted move
        for s in press_hint(w, qtbot).steps:
            assert c.try_move(s.frm, s.to)
        qtbot.waitUntil(lambda: c.can_roll, timeout=10000)
    assert (True, False) in states  # the computer thought; no hint meanwhile
    assert c.phase is Phase.AWAIT_ROLL
    assert not c.can_hint
    assert not w.hint_action.isEnabled() and not w.hint_button.isEnabled()
    assert not c.request_hint()
    with qtbot.assertNotEmitted(c.hinting, wait=100):
        qtbot.keyClick(w.view, "h")
    assert w.view.suggestion == []


@pytest.mark.slow
def test_the_computer_is_told_the_match_score(window, qtbot):
    from nardy_desktop.ai.base import RandomPlayer

    w, c = window, window.controller
    seen = []

    class Recorder(RandomPlayer):
        def choose(self, position, dice, cancel=None, away=None):
            seen.append((position.side, away))
            return super().choose(position, dice, cancel)

    c.player_factory = lambda level: Recorder(seed=1)
    bots = (PlayerSpec("A", True, "expert"), PlayerSpec("B", True, "expert"))
    w.start_match(Variant.BACKGAMMON, 5, bots, SeededDice(4))
    qtbot.waitUntil(lambda: c.phase in (Phase.GAME_OVER, Phase.MATCH_OVER), timeout=20000)
    assert seen and {away for _, away in seen} == {(5, 5)}
    score = list(c.match.score)
    assert sum(score) > 0
    before = len(seen)
    c.next_game()
    qtbot.waitUntil(lambda: len(seen) > before, timeout=10000)
    side, away = seen[before]
    p = c.match.player_of(side)
    assert away == (5 - score[p], 5 - score[1 - p])


def test_a_variant_named_by_its_text_scores_as_that_variant():
    """Scorers are cached: a variant's name, equal to the Variant, must not
    make a cached entry that scores like the other variant."""
    from nardy_desktop.ai import match_equity

    match_equity._scorer.cache_clear()
    assert len(scorer("backgammon").weights) == 5  # win, gammon, backgammon; both sides
    assert scorer(Variant.BACKGAMMON) is scorer("backgammon")
    assert len(scorer("long", (3, 2)).weights) == 3
