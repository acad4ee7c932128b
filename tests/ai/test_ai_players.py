"""The four levels: legal turns in both variants, hints, cancelling, threads."""

import math
import random
import threading

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.ai.base import Cancelled
from nardy_desktop.ai.encoding import wide_view
from nardy_desktop.ai.evaluate import expected_points, win_probability
from nardy_desktop.ai.levels import LEVELS
from nardy_desktop.ai.players import player_for_level
from nardy_desktop.engine import Game, Position, SeededDice, Side, Variant, legal_turns


def position_after(variant: Variant, plies: int, seed: int) -> Position:
    rng = random.Random(seed)
    pos = Position.start(variant)
    for _ in range(plies):
        nxt = rng.choice(legal_turns(pos, (rng.randint(1, 6), rng.randint(1, 6)))).result
        if nxt.winner is not None:
            break
        pos = nxt
    return pos


@settings(max_examples=6)
@given(
    variant=st.sampled_from(list(Variant)),
    plies=st.integers(0, 80),
    seed=st.integers(0, 10**6),
    d1=st.integers(1, 6),
    d2=st.integers(1, 6),
)
@pytest.mark.slow
def test_every_level_returns_a_legal_turn(variant, plies, seed, d1, d2):
    pos = position_after(variant, plies, seed)
    legal = {t.result for t in legal_turns(pos, (d1, d2))}
    for level in LEVELS:
        turn = player_for_level(level, seed=1).choose(pos, (d1, d2))
        assert turn.result in legal, level


def test_unknown_level_is_refused_clearly():
    with pytest.raises(ValueError, match="unknown level"):
        player_for_level("grandmaster")


def test_hint_gives_a_legal_turn_and_a_probability():
    for variant in Variant:
        pos = position_after(variant, 20, 3)
        turn, p = player_for_level("intermediate").hint(pos, (6, 3))
        assert turn.result in {t.result for t in legal_turns(pos, (6, 3))}
        assert 0.0 <= p <= 1.0


def test_hint_is_sure_of_a_winning_last_roll():
    pos = Position.from_text(
        "backgammon/1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1/0,0/14,14/w"
    )
    turn, p = player_for_level("expert").hint(pos, (2, 1))
    assert turn.result.winner is Side.WHITE
    assert p == 1.0


def test_cancel_set_before_raises_at_once():
    cancel = threading.Event()
    cancel.set()
    pos = position_after(Variant.BACKGAMMON, 10, 1)
    for level in LEVELS:
        with pytest.raises(Cancelled):
            player_for_level(level).choose(pos, (3, 2), cancel)


def test_cancel_during_a_champion_search_stops_it_quickly(monkeypatch):
    from nardy_desktop.ai import search

    def close_choice(pos):
        first = search.ply1(pos, (2, 1), width=12, margin=0.35)
        eq = sorted(first.equity, reverse=True)
        return len(eq) > 2 and eq[0] - eq[2] < 0.05

    # A close choice, so that the Champion looks two rolls deep and takes a while.
    pos = next(
        p for p in (position_after(Variant.LONG, 30, s) for s in range(5, 60)) if close_choice(p)
    )
    cancel = threading.Event()
    looking_deep = threading.Event()
    errors = []
    two_rolls_deep = search._ply2_value

    def ply2(*args, **kwargs):
        looking_deep.set()
        assert cancel.wait(10)  # the person cancels while the Champion looks two rolls deep
        return two_rolls_deep(*args, **kwargs)

    monkeypatch.setattr(search, "_ply2_value", ply2)

    def work():
        try:
            player_for_level("champion").choose(pos, (2, 1), cancel)
        except Cancelled as e:
            errors.append(e)

    worker = threading.Thread(target=work)
    worker.start()
    assert looking_deep.wait(60)
    cancel.set()
    worker.join(timeout=10)
    assert not worker.is_alive()
    assert errors, "the search finished although it was cancelled, or did not raise"


def test_a_search_cancelled_while_it_evaluates_stops_before_the_next_piece(monkeypatch):
    """Two rolls deep thousands of results go through the network, a few
    thousand rows (tens of milliseconds) a piece: the cancel flag is looked
    at between pieces, not only between rolls."""
    from nardy_desktop.ai import evaluate, search

    cancel = threading.Event()
    pieces = []
    plain = evaluate.evaluate_views_detailed

    def piece(views, *args, **kwargs):
        pieces.append(len(views))
        cancel.set()  # the person cancels while the first piece is evaluated
        return plain(views, *args, **kwargs)

    monkeypatch.setattr(evaluate, "evaluate_views_detailed", piece)
    # The replies to a turn, as two rolls deep: each roll's results make the batch.
    replies = [position_after(Variant.BACKGAMMON, plies, 2) for plies in range(10, 31)]
    views = np.array([wide_view(p) for p in replies if p.winner is None])
    score = search.scorer(Variant.BACKGAMMON)
    with pytest.raises(Cancelled):
        search._best_per_roll(views, Variant.BACKGAMMON, score, cancel, replying=False)
    assert pieces == [evaluate._CHUNK]


def test_players_are_shared_safely_between_threads():
    player = player_for_level("expert")
    pos = position_after(Variant.BACKGAMMON, 12, 2)
    results = []

    def work():
        results.append(player.choose(pos, (5, 2)).result)

    threads = [threading.Thread(target=work) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(results) == 3 and len(set(results)) == 1


def test_beginner_mistakes_are_reproducible_from_a_seed():
    pos = position_after(Variant.LONG, 16, 9)
    a = [player_for_level("beginner", seed=4).choose(pos, (d, 1)).result for d in range(1, 7)]
    b = [player_for_level("beginner", seed=4).choose(pos, (d, 1)).result for d in range(1, 7)]
    assert a == b


def test_a_whole_game_played_to_the_end_by_two_levels():
    for variant in Variant:
        game = Game(variant, SeededDice(11))
        players = {
            Side.WHITE: player_for_level("intermediate"),
            Side.BLACK: player_for_level("beginner", 1),
        }
        while not game.is_over:
            dice = game.roll()
            game.play_turn(players[game.side_to_move].choose(game.turn_start, dice))
        assert game.result.points >= 1


def test_win_probability_and_expected_points_for_display():
    for variant in Variant:
        pos = Position.start(variant)
        p = win_probability(pos)
        assert 0.0 < p < 1.0
        assert -3.0 <= expected_points(pos) <= 3.0


@pytest.mark.slow
def test_champion_looks_two_rolls_deep_only_where_the_choice_is_close():
    from nardy_desktop.ai import search

    pos = Position.start(Variant.BACKGAMMON)
    dice = (4, 3)
    first = search.ply1(pos, dice, width=12, margin=0.35)
    clear = search.deep(pos, dice, deep_margin=0.0)
    assert [t.result for t in clear.turns] == [t.result for t in first.turns]
    assert np.allclose(clear.equity, first.equity)
    close = search.deep(pos, dice, deep_margin=10.0, budget=120.0)
    assert len(close.turns) == min(3, len(first.turns))
    leaders = {first.turns[int(i)].result for i in first.order()[:3]}
    assert {t.result for t in close.turns} == leaders
    assert not np.allclose(close.equity, sorted(first.equity, reverse=True)[:3])


def test_the_deep_look_stops_as_soon_as_its_budget_is_spent(monkeypatch):
    """A clock that moves only as rolls' turns are generated: the two-roll
    look (441 rolls a leader) must give up within a few rolls of its budget
    and leave the decision to the one-roll scores."""
    from types import SimpleNamespace

    from nardy_desktop.ai import search

    pos = Position.start(Variant.BACKGAMMON)
    dice = (4, 3)
    first = search.ply1(pos, dice, width=12, margin=0.35)
    clock = [0.0]
    calls = []
    real = search.result_boards

    def ticking(variant, start, opp_off, roll):
        clock[0] += 0.01
        calls.append(roll)
        return real(variant, start, opp_off, roll)

    monkeypatch.setattr(search, "time", SimpleNamespace(monotonic=lambda: clock[0]))
    monkeypatch.setattr(search, "result_boards", ticking)
    one_roll = 21 * len(first.turns)  # the replies to each candidate
    stopped = search.deep(pos, dice, deep_margin=10.0, budget=one_roll * 0.01 + 0.05)
    assert [t.result for t in stopped.turns] == [t.result for t in first.turns]
    assert np.allclose(stopped.equity, first.equity)
    assert one_roll < len(calls) <= one_roll + 8


def test_the_deep_look_gives_up_at_its_limit_of_work_whatever_the_clock_says(monkeypatch):
    """The positions generated, not the seconds, bound the two-roll look: it
    gives up within one roll of its limit, and a clock that races (a busy
    computer) changes nothing while the budget is not reached."""
    from types import SimpleNamespace

    from nardy_desktop.ai import search

    pos = Position.start(Variant.BACKGAMMON)
    dice = (4, 3)
    first = search.ply1(pos, dice, width=12, margin=0.35)
    clock = [0.0]
    sizes = []
    real = search.result_boards

    def counting(variant, start, opp_off, roll):
        found = real(variant, start, opp_off, roll)
        sizes.append(len(found))
        return found

    monkeypatch.setattr(search, "result_boards", counting)
    whole = search.deep(pos, dice, deep_margin=10.0, budget=math.inf)
    needed = sum(sizes[21 * len(first.turns) :])  # the two-roll part
    sizes.clear()
    enough = search.deep(pos, dice, deep_margin=10.0, budget=math.inf, work=needed)
    assert [t.result for t in enough.turns] == [t.result for t in whole.turns]
    assert np.allclose(enough.equity, whole.equity)
    racing = SimpleNamespace(monotonic=lambda: clock.__setitem__(0, clock[0] + 0.5) or clock[0])
    monkeypatch.setattr(search, "time", racing)
    busy = search.deep(pos, dice, deep_margin=10.0, budget=1e9, work=needed)
    assert [t.result for t in busy.turns] == [t.result for t in whole.turns]
    assert np.allclose(busy.equity, whole.equity)
    sizes.clear()
    cut = search.deep(pos, dice, deep_margin=10.0, budget=1e9, work=needed - 1)
    assert [t.result for t in cut.turns] == [t.result for t in first.turns]
    assert np.allclose(cut.equity, first.equity)
    deep_part = sizes[21 * len(first.turns) :]
    assert sum(deep_part[:-1]) <= needed - 1 < sum(deep_part)


def test_each_level_looks_as_far_as_its_settings_say(monkeypatch):
    from nardy_desktop.ai import search
    from nardy_desktop.ai.levels import SETTINGS, Level, changed_settings, settings_of
    from nardy_desktop.ai.players import player_for_level

    for variant, lookaheads in [("long", [0, 0, 2, 2]), ("backgammon", [0, 0, 2, 2])]:
        assert [settings_of(level, variant).lookahead for level in Level] == lookaheads
        assert [settings_of(level, variant).temperature > 0 for level in Level] == [
            True,
            False,
            False,
            False,
        ]
    with pytest.raises(ValueError, match="unknown variant"):
        settings_of("expert", "short")
    seen = []
    real = search.by_settings

    def spy(position, dice, settings, *args, **kwargs):
        seen.append(settings)
        return real(position, dice, settings, *args, **kwargs)

    monkeypatch.setattr(search, "by_settings", spy)
    table = dict(SETTINGS)
    with changed_settings([(Level.EXPERT, "width", 2)]):
        for variant in Variant:
            player_for_level("expert").choose(Position.start(variant), (6, 5))
    assert dict(SETTINGS) == table
    for variant in Variant:
        player_for_level("expert").choose(Position.start(variant), (6, 5))
    assert [s.width for s in seen] == [2, 2, 8, 8]
    assert seen[2:] == [SETTINGS[(v.value, Level.EXPERT)] for v in Variant]


def test_backgammon_expert_looks_two_rolls_deep_only_when_its_two_leaders_are_close(monkeypatch):
    from nardy_desktop.ai import search
    from nardy_desktop.ai.levels import Level, changed_settings
    from nardy_desktop.ai.players import player_for_level

    calls = []
    real = search._ply2_value

    def spy(result, *args, **kwargs):
        calls.append(result)
        return real(result, *args, **kwargs)

    monkeypatch.setattr(search, "_ply2_value", spy)
    expert = player_for_level("expert")
    position = Position.start(Variant.BACKGAMMON)
    for dice in [(6, 5), (4, 2), (6, 4), (5, 4), (2, 1), (6, 2)]:
        before = len(calls)
        one = search.ply1(position, dice)
        equity = sorted(one.equity, reverse=True)
        with changed_settings([(Level.EXPERT, "budget", math.inf)]):  # a slow machine too
            chosen = expert.choose(position, dice)
        looked = len(calls) - before
        if len(equity) > 1 and equity[0] - equity[1] <= 0.04:
            assert looked == 2
        else:
            assert looked == 0
            assert chosen == one.turns[int(one.order()[0])]
    assert calls  # some opening roll has two close leaders
    before = len(calls)
    player_for_level("expert").choose(Position.start(Variant.LONG), (6, 5))
    assert len(calls) == before  # long nardy's Expert looks one roll deep


def test_settings_changed_by_text_hold_inside_the_block_only():
    from nardy_desktop.ai.levels import SETTINGS, Level, changed_settings, parse_change

    assert parse_change("expert.width=12") == (Level.EXPERT, "width", 12.0)
    for bad, says in [
        ("expert.width", "LEVEL.SETTING=VALUE"),
        ("expert=3", "LEVEL.SETTING=VALUE"),
        ("grandmaster.width=3", "unknown level"),
        ("expert.depth=3", "unknown setting"),
        ("expert.width=wide", "not a number"),
    ]:
        with pytest.raises(ValueError, match=says):
            parse_change(bad)
    before = dict(SETTINGS)
    with changed_settings([parse_change("expert.width=12"), parse_change("champion.budget=inf")]):
        for variant in ("long", "backgammon"):
            expert = SETTINGS[(variant, Level.EXPERT)]
            assert expert.width == 12 and isinstance(expert.width, int)
            assert SETTINGS[(variant, Level.CHAMPION)].budget == float("inf")
        assert SETTINGS[("backgammon", Level.EXPERT)].deep_width == 2  # the rest kept
    assert before == SETTINGS
    with pytest.raises(RuntimeError), changed_settings([parse_change("expert.margin=1")]):
        raise RuntimeError("put back even so")
    assert before == SETTINGS
