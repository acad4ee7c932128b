"""Baseline players (pubeval, long nardy heuristic) and the strength harness."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.ai import search
from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.ai.baselines import (
    PUBEVAL_CONTACT_WEIGHTS,
    PUBEVAL_RACE_WEIGHTS,
    HeuristicLongPlayer,
    PubevalPlayer,
    is_race,
    long_contact,
    pubeval_board,
    pubeval_inputs,
    pubeval_scores,
)
from nardy_desktop.ai.luck import luck_table, roll_luck
from nardy_desktop.ai.rolls import ROLL_COUNTS, ROLLS
from nardy_desktop.engine import Game, Position, SeededDice, Side, Variant, legal_turns
from nardy_desktop.strength import harness
from nardy_desktop.strength.networks import network_file

from tests.helpers import make
from tests.locations import ROOT

BG = Variant.BACKGAMMON
LONG = Variant.LONG


def reference_setx(pos: list[int]) -> list[float]:
    """Line by line the input encoding of Tesauro's pubeval.c (setx)."""
    x = [0.0] * 122
    for j in range(1, 25):
        jm1 = j - 1
        n = pos[25 - j]
        if n != 0:
            if n == -1:
                x[5 * jm1 + 0] = 1.0
            if n == 1:
                x[5 * jm1 + 1] = 1.0
            if n >= 2:
                x[5 * jm1 + 2] = 1.0
            if n == 3:
                x[5 * jm1 + 3] = 1.0
            if n >= 4:
                x[5 * jm1 + 4] = (n - 3) / 2.0
    x[120] = -pos[0] / 2.0
    x[121] = pos[26] / 15.0
    return x


def random_positions(variant: Variant, seed: int, turns: int) -> list[Position]:
    """Positions met in a game between random players: legal by construction."""
    game = Game(variant, SeededDice(seed))
    players = (RandomPlayer(seed), RandomPlayer(seed + 1))
    seen = [game.turn_start]
    for _ in range(turns):
        if game.result is not None:
            break
        dice = game.roll()
        game.play_turn(players[game.side_to_move].choose(game.turn_start, dice))
        seen.append(game.turn_start)
    return seen


# ----- pubeval ---------------------------------------------------------------


def test_pubeval_weights_are_the_published_ones():
    assert PUBEVAL_RACE_WEIGHTS.shape == PUBEVAL_CONTACT_WEIGHTS.shape == (122,)
    # Spot values and sums of the published tables, to catch a slipped digit.
    assert PUBEVAL_RACE_WEIGHTS[1] == -0.17160
    assert PUBEVAL_RACE_WEIGHTS[119] == -12.32252
    assert PUBEVAL_RACE_WEIGHTS[121] == 3.42040
    assert PUBEVAL_CONTACT_WEIGHTS[0] == 0.25696
    assert PUBEVAL_CONTACT_WEIGHTS[120] == 5.62596
    assert PUBEVAL_CONTACT_WEIGHTS[121] == -2.75800
    assert PUBEVAL_RACE_WEIGHTS.sum() == pytest.approx(-31.29905, abs=1e-9)
    assert PUBEVAL_CONTACT_WEIGHTS.sum() == pytest.approx(-6.72565, abs=1e-9)
    assert np.abs(PUBEVAL_RACE_WEIGHTS).sum() == pytest.approx(122.18361, abs=1e-9)
    assert np.abs(PUBEVAL_CONTACT_WEIGHTS).sum() == pytest.approx(118.13987, abs=1e-9)
    # The race net has no input for hitting a blot.
    assert not PUBEVAL_RACE_WEIGHTS[0:120:5].any()


@pytest.mark.parametrize("side", [Side.WHITE, Side.BLACK])
def test_pubeval_encodes_the_starting_position_as_the_reference(side):
    start = Position.start(BG).with_side(side)
    board = pubeval_board(start, side)
    assert board == [
        0,
        -2,
        0,
        0,
        0,
        0,
        5,
        0,
        3,
        0,
        0,
        0,
        -5,
        5,
        0,
        0,
        0,
        -3,
        0,
        -5,
        0,
        0,
        0,
        0,
        2,
        0,
        0,
        0,
    ]
    x = pubeval_inputs(np.array([board]))[0]
    # Point 24 (block 0): two checkers; 13 (block 11): five; 8 (block 16):
    # three; 6 (block 18): five. No blots, nobody on the bar or off.
    expected = np.zeros(122)
    expected[[2, 57, 82, 83, 92]] = 1.0
    expected[59] = expected[94] = 1.0  # (5 - 3) / 2
    assert np.array_equal(x, expected)
    assert np.array_equal(x, reference_setx(board))
    contact = sum(PUBEVAL_CONTACT_WEIGHTS[i] for i in (2, 57, 59, 82, 83, 92, 94))
    assert pubeval_scores(np.array([board]), race=False)[0] == pytest.approx(contact)


def test_pubeval_board_places_bar_and_borne_off_checkers_as_the_reference():
    # White to move has 1 on the bar and 2 off; Black has 1 on the bar and 3 off.
    p = make(BG, {6: 5, 5: 4, 4: 3}, {1: 4, 24: 1, 12: 6}, side="w", bar=(1, 1), off=(2, 3))
    w = pubeval_board(p, Side.WHITE)
    assert (w[0], w[25], w[26], w[27]) == (-1, 1, 2, -3)
    assert w[6] == 5 and w[24] == -4 and w[1] == -1 and w[13] == -6
    b = pubeval_board(p, Side.BLACK)
    assert (b[0], b[25], b[26], b[27]) == (-1, 1, 3, -2)
    assert b[1] == 4 and b[24] == 1 and b[19] == -5 and b[20] == -4
    x = pubeval_inputs(np.array([w]))[0]
    assert x[120] == 0.5 and x[121] == pytest.approx(2 / 15)
    assert x[5 * 23 + 0] == 1.0  # Black's blot on White's 1
    assert x[5 * 23 + 4] == pytest.approx(0.0)  # the reference ignores the opponent's points


def test_pubeval_inputs_match_the_reference_on_positions_from_real_games():
    boards = []
    for seed in range(6):
        for pos in random_positions(BG, seed, 80):
            boards.append(pubeval_board(pos, pos.side))
            boards.append(pubeval_board(pos, pos.side.opponent))
    assert any(b[0] for b in boards) and any(b[26] for b in boards)  # bar and off seen
    got = pubeval_inputs(np.array(boards))
    want = np.array([reference_setx(b) for b in boards])
    assert np.array_equal(got, want)


def test_pubeval_scores_a_finished_bear_off_above_anything():
    board = [0] * 28
    board[26] = 15
    board[27] = -14
    board[1] = -1
    assert pubeval_scores(np.array([board]), race=True)[0] == 99999999.0


@pytest.mark.parametrize(
    ("side", "dice", "best"),
    [
        (Side.WHITE, (3, 1), "8/5 6/5"),
        (Side.BLACK, (3, 1), "8/5 6/5"),
        (Side.WHITE, (4, 2), "8/4 6/4"),
        (Side.BLACK, (6, 1), "13/7 8/7"),
    ],
)
def test_pubeval_makes_the_obvious_opening_point(side, dice, best):
    start = Position.start(BG).with_side(side)
    assert PubevalPlayer().choose(start, dice).text == best


def test_pubeval_hits_and_bears_off_when_it_should():
    # Black has a blot on White's 5-point, in front of White's builders: hit it.
    p = make(BG, {8: 3, 6: 5, 13: 5, 24: 2}, {24: 2, 13: 5, 8: 2, 6: 5, 20: 1})
    turn = PubevalPlayer().choose(p, (3, 1))
    assert turn.text == "8/5* 6/5"
    # A pure race with everything home: bear two checkers off rather than shuffle.
    race = make(BG, {1: 3, 2: 3, 3: 3, 5: 2}, {1: 3, 2: 3, 3: 3}, side="w")
    assert is_race(race)
    assert PubevalPlayer().choose(race, (5, 3)).text == "5/off 3/off"


def test_race_needs_every_checker_past_the_other_side():
    assert not is_race(Position.start(BG))
    passed = make(BG, {6: 5, 5: 5, 4: 5}, {6: 5, 5: 5, 4: 5})
    assert is_race(passed)
    # One opposing checker still on the bar keeps the contact.
    held = make(BG, {6: 5, 5: 5, 4: 5}, {6: 5, 5: 5, 4: 4}, bar=(0, 1))
    assert not is_race(held)
    # The mover's own back checker on 24 meets the opponent's on its 23..1.
    assert not is_race(make(BG, {24: 1, 6: 14}, {6: 15}))


def test_pubeval_refuses_long_nardy():
    with pytest.raises(ValueError, match="backgammon"):
        PubevalPlayer().choose(Position.start(LONG), (3, 1))


# ----- long nardy heuristic ---------------------------------------------------


@settings(max_examples=12)
@given(
    seed=st.integers(0, 10_000),
    turns=st.integers(0, 90),
    dice=st.tuples(st.integers(1, 6), st.integers(1, 6)),
)
def test_heuristic_returns_a_legal_turn_from_any_reachable_position(seed, turns, dice):
    pos = random_positions(LONG, seed, turns)[-1]
    if pos.winner is not None:
        return
    turn = HeuristicLongPlayer(seed).choose(pos, dice)
    legal = legal_turns(pos, dice)
    assert turn.result in {t.result for t in legal}
    assert turn.dice == dice


def test_heuristic_takes_a_checker_from_the_head_when_it_can():
    p = make(LONG, {24: 13, 20: 1, 16: 1}, {24: 13, 20: 1, 19: 1})
    for dice in ((5, 2), (6, 1), (4, 3)):
        turn = HeuristicLongPlayer(0).choose(p, dice)
        assert any(s.frm == 24 for s in turn.steps), (dice, turn.text)


def test_heuristic_keeps_its_block_in_front_of_the_opponent():
    # Black's two stragglers stand on White's 10 and 9; White's 8, 7 and 6 are
    # the next points on their way. With 2-1 White can shuffle in its home or
    # break the block: it keeps the block.
    p = make(LONG, {8: 1, 7: 1, 6: 1, 5: 6, 4: 6}, {22: 1, 21: 1, 6: 13}, side="w")
    assert long_contact(p.mover_view(Side.WHITE))
    turn = HeuristicLongPlayer(0).choose(p, (2, 1))
    after = turn.result.mover_view(Side.WHITE)
    assert after[8] > 0 and after[7] > 0 and after[6] > 0, turn.text


def test_heuristic_bears_off_in_the_race_without_wasting_pips():
    p = make(LONG, {1: 2, 2: 3, 3: 3, 6: 2}, {6: 10}, side="w")
    assert not long_contact(p.mover_view(Side.WHITE))
    turn = HeuristicLongPlayer(0).choose(p, (6, 3))
    assert turn.text == "6/off 3/off"


def test_heuristic_refuses_backgammon():
    with pytest.raises(ValueError, match="long nardy"):
        HeuristicLongPlayer().choose(Position.start(BG), (3, 1))


# ----- harness ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("wins", "n", "lo", "hi"),
    [
        (50, 100, 0.403832, 0.596168),
        (0, 10, 0.0, 0.277533),
        (10, 10, 0.722467, 1.0),
        (81, 263, 0.255289, 0.366210),
    ],
)
def test_wilson_interval_known_values(wins, n, lo, hi):
    got = harness.wilson_interval(wins, n)
    assert got == pytest.approx((lo, hi), abs=1e-6)


def test_wilson_interval_of_nothing_is_everything():
    assert harness.wilson_interval(0, 0) == (0.0, 1.0)


@pytest.mark.slow
def test_harness_heuristic_beats_random_in_a_short_run():
    tally = harness.run(LONG, "heuristic", "random", 20, seed=3, jobs=1, progress=None)
    assert tally.games == 20
    assert tally.a_white_games == 10  # colours alternate game by game
    assert tally.a_wins > 10
    assert tally.a_points + tally.b_points >= 20


@pytest.fixture
def choices(monkeypatch):
    """Every choice the harness asks of its players, as (dice, away)."""
    log = []
    original = harness.make_player

    class Recorder:
        def __init__(self, inner):
            self.inner = inner

        def choose(self, position, dice, cancel=None, away=None):
            log.append((dice, away))
            return self.inner.choose(position, dice, cancel)

    monkeypatch.setattr(harness, "make_player", lambda spec, seed: Recorder(original(spec, seed)))
    return log


def test_harness_pairs_share_the_dice_and_swap_colours(choices):
    first = harness.play_game(BG, "pubeval", "pubeval", 5, 0)
    first_rolls = [dice for dice, _ in choices]
    choices.clear()
    second = harness.play_game(BG, "pubeval", "pubeval", 5, 1)
    assert first.a_white and not second.a_white
    # Same player on both sides: the mirrored game is the same game.
    assert [dice for dice, _ in choices] == first_rolls
    assert first.a_won != second.a_won


def test_harness_tells_the_players_what_counts(choices):
    harness.play_game(BG, "random", "random", 2, 0)
    assert choices and {away for _, away in choices} == {None}
    choices.clear()
    harness.play_game(BG, "random", "random", 2, 0, wins=True)
    assert choices and {away for _, away in choices} == {(1, 1)}


def test_harness_results_do_not_depend_on_the_number_of_processes():
    def by_index(outcomes):
        return sorted(outcomes, key=lambda o: o.index)

    one = by_index(harness.play_games(BG, "random", "pubeval", 4, 9, jobs=1))
    two = by_index(harness.play_games(BG, "random", "pubeval", 4, 9, jobs=2))
    assert one == two
    assert [o.index for o in one] == [0, 1, 2, 3]


def test_harness_refuses_a_baseline_of_the_other_variant(capsys):
    with pytest.raises(harness.SpecError, match="long nardy"):
        harness.check_spec("pubeval", LONG)
    with pytest.raises(SystemExit) as exit_info:
        harness.main(["--variant", "backgammon", "--a", "heuristic", "--b", "random"])
    assert exit_info.value.code == 2
    assert "heuristic plays long nardy only" in capsys.readouterr().err


def test_harness_command_line_prints_the_figures(capsys):
    assert (
        harness.main(["--variant", "long", "--a", "random", "--b", "random", "--games", "4"]) == 0
    )
    out = capsys.readouterr().out
    assert "A=random vs B=random, 4 games" in out
    assert "95% Wilson CI" in out and "games/s" in out


def test_a_recorded_run_continues_where_it_stopped_and_counts_the_same(tmp_path, capsys):
    args = ["--variant", "long", "--a", "heuristic", "--b", "random", "--seed", "4"]
    whole = harness.run(LONG, "heuristic", "random", 6, seed=4, jobs=1, progress=None)
    record = tmp_path / "run.jsonl"
    assert harness.main([*args, "--games", "4", "--record", str(record)]) == 0
    # A stop in the middle of writing a game leaves half a line: that game is replayed.
    with record.open("a", encoding="utf-8") as f:
        f.write('{"index": 4, "a_wh')
    capsys.readouterr()
    assert harness.main([*args, "--games", "6", "--record", str(record)]) == 0
    out = capsys.readouterr().out
    assert "4 games already in" in out
    assert f"A wins {whole.a_wins}/6 " in out
    lines = record.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 1 + 4 + 1 + 2  # the run, four games, the cut line, two more
    # The record belongs to its run: another seed is refused with a clear message.
    with pytest.raises(SystemExit) as exit_info:
        harness.main([*args[:-1], "5", "--games", "6", "--record", str(record)])
    assert exit_info.value.code == 2
    assert "records another run" in capsys.readouterr().err


def test_a_record_of_games_with_other_weights_is_refused(tmp_path, capsys):
    from nardy_desktop.ai.encoding import input_size
    from nardy_desktop.ai.network import Network

    record = tmp_path / "run.jsonl"
    args = ["--a", "intermediate", "--b", "random", "--games", "2", "--record", str(record)]
    for seed in (1, 2):
        Network.random(BG, input_size(BG), 4, seed=seed).save(tmp_path / f"w{seed}.npz")
    assert harness.main([*args, "--network", str(tmp_path / "w1.npz")]) == 0
    head = json.loads(record.read_text(encoding="utf-8").splitlines()[0])
    assert len(head["weights"]) == 16
    # The same file name with other weights inside is another run.
    (tmp_path / "w2.npz").replace(tmp_path / "w1.npz")
    capsys.readouterr()
    with pytest.raises(SystemExit):
        harness.main([*args, "--network", str(tmp_path / "w1.npz")])
    assert "records another run" in capsys.readouterr().err


def test_a_record_of_a_level_that_thought_otherwise_is_refused(tmp_path, capsys):
    from nardy_desktop.ai.levels import Level, changed_settings

    record = tmp_path / "run.jsonl"
    args = ["--variant", "long", "--a", "intermediate", "--b", "random", "--record", str(record)]
    assert harness.main([*args, "--games", "2"]) == 0
    # A level that does not play thinking otherwise leaves the run as it was.
    with changed_settings([(Level.EXPERT, "width", 3)]):
        assert harness.main([*args, "--games", "3"]) == 0
    # The level thinking otherwise makes it another run.
    capsys.readouterr()
    with changed_settings([(Level.INTERMEDIATE, "width", 3)]), pytest.raises(SystemExit):
        harness.main([*args, "--games", "4"])
    assert "records another run" in capsys.readouterr().err
    assert len(record.read_text(encoding="utf-8").splitlines()) == 1 + 3


def test_levels_can_play_with_checkpoint_weights(tmp_path, capsys):
    from nardy_desktop.ai import evaluate
    from nardy_desktop.ai.encoding import input_size
    from nardy_desktop.ai.network import Network

    net = Network.random(BG, input_size(BG), 4, seed=1)
    net.save(tmp_path / "bg.npz")
    args = ["--a", "intermediate", "--b", "random", "--games", "2"]
    assert harness.main([*args, "--network", str(tmp_path / "bg.npz")]) == 0
    assert "2 games" in capsys.readouterr().out
    assert np.allclose(evaluate.network(BG).w1, net.w1, atol=1e-6)
    with pytest.raises(SystemExit):
        harness.main(["--variant", "long", "--network", str(tmp_path / "bg.npz")])
    assert "holds backgammon weights" in capsys.readouterr().err
    (tmp_path / "junk.npz").write_text("not weights")
    with pytest.raises(SystemExit):
        harness.main(["--variant", "backgammon", "--network", str(tmp_path / "junk.npz")])
    assert "junk.npz is not a file of network weights" in capsys.readouterr().err


def test_random_positions_are_reproducible():
    a = random_positions(LONG, 4, 30)
    b = random_positions(LONG, 4, 30)
    assert a == b and len(set(a)) > 20


def test_harness_says_so_when_the_levels_cannot_be_built(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "nardy_desktop.ai.players", None)  # import fails
    assert harness.levels_missing()
    with pytest.raises(SystemExit) as exit_info:
        harness.main(["--variant", "long", "--a", "expert", "--b", "random", "--games", "2"])
    assert exit_info.value.code == 2
    assert "the levels cannot be built yet" in capsys.readouterr().err


@pytest.mark.slow
@given(variant=st.sampled_from([LONG, BG]), seed=st.integers(0, 10_000), turns=st.integers(1, 60))
@settings(max_examples=15)
def test_the_luck_of_a_roll_is_its_value_less_the_average_rolls(variant, seed, turns):
    """The luck of a roll is the value it leaves its player when played as
    Intermediate plays it (the best turn by plain evaluation), less the average
    over the dice as they fall (doubles included, or none at the opening), in
    winning chance and in points: so no player can expect any, which is what
    makes it a control variate."""
    pos = random_positions(variant, seed, turns)[-1]
    if pos.winner is not None:
        return
    after = []
    for roll in ROLLS:  # each roll scored on its own, turn by turn
        scored = search.ply0(pos, roll)
        best = int(np.argmax(scored.equity))
        after.append((scored.win[best], scored.equity[best]))
    win, points = np.array(after).T
    for opening, counts in ((False, ROLL_COUNTS), (True, [0 if a == b else 2 for a, b in ROLLS])):
        weights = np.array(counts) / sum(counts)
        luck_win, luck_points = luck_table(pos, opening)
        assert np.allclose(luck_win, win - weights @ win, atol=1e-9)
        assert np.allclose(luck_points, points - weights @ points, atol=1e-9)
        assert weights @ luck_win == pytest.approx(0.0, abs=1e-9)
    r = seed % len(ROLLS)
    a, b = ROLLS[r]
    assert roll_luck(pos, (b, a), opening=True) == pytest.approx((luck_win[r], luck_points[r]))


def test_a_roll_that_bears_off_the_last_checkers_is_lucky_and_a_miss_unlucky():
    # White: two checkers on its 6 point, Black all in White's home: doubles win at once.
    pos = make(BG, white={6: 2}, black={24: 15})
    win_66, points_66 = roll_luck(pos, (6, 6), opening=False)
    win_21, _ = roll_luck(pos, (2, 1), opening=False)
    assert win_66 > 0 and points_66 > 0
    assert win_21 < 0


@pytest.mark.slow
def test_luck_adjusted_results_favour_neither_side(choices):
    """The same player on both sides of a pair plays the same game twice: the
    luck that made A win the first game made it lose the second."""
    first = harness.play_game(BG, "pubeval", "pubeval", 5, 0, luck=True)
    second = harness.play_game(BG, "pubeval", "pubeval", 5, 1, luck=True)
    assert first.luck_wins == pytest.approx(-second.luck_wins)
    assert first.luck_points == pytest.approx(-second.luck_points)
    assert first.luck_wins != 0.0
    tally = harness.Tally()
    tally.add(first)
    tally.add(second)
    win, win_half, net, net_half = tally.luck_adjusted()
    assert win == pytest.approx(0.5) and net == pytest.approx(0.0)
    # Without a luck measure for every game there is no adjusted figure.
    tally.add(harness.play_game(BG, "pubeval", "pubeval", 5, 2))
    assert tally.luck_adjusted() is None


@pytest.mark.slow
def test_luck_adjusted_figures_are_printed_and_kept_in_the_record(tmp_path, capsys):
    args = ["--variant", "long", "--a", "heuristic", "--b", "random", "--seed", "4"]
    record = tmp_path / "run.jsonl"
    assert harness.main([*args, "--games", "2", "--luck", "--record", str(record)]) == 0
    out = capsys.readouterr().out
    assert "luck-adjusted: A wins" in out and "points per game for A (95%)" in out
    lines = [json.loads(line) for line in record.read_text(encoding="utf-8").splitlines()]
    assert lines[0]["luck"] is True
    assert all("luck_wins" in g and "luck_points" in g for g in lines[1:])
    # A run without luck is another run: its games cannot mix with these.
    with pytest.raises(SystemExit):
        harness.main([*args, "--games", "6", "--record", str(record)])
    assert "records another run" in capsys.readouterr().err
    assert harness.main([*args, "--games", "2"]) == 0
    assert "luck-adjusted" not in capsys.readouterr().out


RECORDS_DIR = ROOT / "benchmarks" / "records"
RECORDS = sorted(RECORDS_DIR.glob("*.jsonl"))


def _kept(path: Path) -> tuple[dict, list]:
    """A kept record's run and games, read without opening it for writing."""
    head, games = harness.read_record(path)
    assert head is not None
    return head, list(games.values())


@pytest.mark.parametrize("path", RECORDS, ids=[p.name for p in RECORDS])
def test_kept_records_are_whole_runs_with_the_shipped_weights(path):
    """The figures quoted from these files stand only while the weights they
    were played with are the shipped ones, and the levels think as they did."""
    head, games = _kept(path)
    variant = Variant(head["variant"])
    assert head["weights"] == harness.weights_digest(variant, None)
    assert head["settings"] == harness.settings_digest(variant, (head["a"], head["b"]))
    assert sorted(o.index for o in games) == list(range(1000))
    tally = harness.Tally()
    for o in games:
        tally.add(o)
    assert (tally.luck_adjusted() is not None) == bool(head.get("luck"))


def test_champion_beats_expert_in_backgammon_by_the_kept_luck_adjusted_games():
    """As the README quotes it: with the 320-unit network (its records moved
    to bg320/ when the 480-unit one was shipped)."""
    head, games = _kept(RECORDS_DIR / "bg320" / "bg-champion-expert-s27-luck.jsonl")
    assert (head["a"], head["b"], head["variant"]) == ("champion", "expert", "backgammon")
    tally = harness.Tally()
    for o in games:
        tally.add(o)
    win, win_half, net, net_half = tally.luck_adjusted()
    assert win - win_half > 0.5 and net - net_half > 0.0


def test_a_level_with_a_network_of_its_own_thinks_with_it_and_puts_the_usual_one_back():
    from nardy_desktop.ai import evaluate
    from nardy_desktop.ai.network import Network

    baseline = str(ROOT / "benchmarks/baselines/long-v1.npz")
    harness.check_spec(f"expert@{baseline}", Variant.LONG)
    for bad in (f"expert@{baseline}x", f"random@{baseline}"):
        with pytest.raises(harness.SpecError):
            harness.check_spec(bad, Variant.LONG)
    with pytest.raises(harness.SpecError, match="holds long weights"):
        harness.check_spec(f"expert@{baseline}", Variant.BACKGAMMON)

    usual = evaluate.network(Variant.LONG)
    seen = []
    player = harness.make_player(f"intermediate@{baseline}", seed=1)

    class Spy:
        def choose(self, position, dice, *args, **kwargs):
            seen.append(evaluate.network(Variant.LONG))
            return legal_turns(position, dice)[0]

    player.inner = Spy()
    pos = Position.start(Variant.LONG)
    player.choose(pos, (6, 5))
    assert isinstance(seen[0], Network) and seen[0] is not usual
    assert seen[0] is network_file(baseline)
    assert evaluate.network(Variant.LONG) is usual


def test_a_level_with_changed_settings_thinks_with_them_and_puts_the_table_back():
    from nardy_desktop.ai.levels import SETTINGS, Level

    baseline = str(ROOT / "benchmarks/baselines/long-v1.npz")
    for good in ("expert+lookahead=2+budget=0.5", f"champion+width=3@{baseline}"):
        harness.check_spec(good, Variant.LONG)
        assert harness.is_level(good)
    for bad in ("expert+speed=2", "expert+width", "expert+width=x", "heuristic+width=2"):
        with pytest.raises(harness.SpecError):
            harness.check_spec(bad, Variant.LONG)

    table = dict(SETTINGS)
    seen = []
    player = harness.make_player("expert+width=3+margin=0.5", seed=1)

    class Spy:
        def choose(self, position, dice, *args, **kwargs):
            seen.append(SETTINGS[("long", Level.EXPERT)])
            return legal_turns(position, dice)[0]

    player.inner = Spy()
    player.choose(Position.start(Variant.LONG), (6, 5))
    assert (seen[0].width, seen[0].margin) == (3, 0.5)
    assert seen[0].lookahead == table[("long", Level.EXPERT)].lookahead
    assert dict(SETTINGS) == table


def _write_record(path: Path, seed: int, games: list[tuple[int, bool, float]]) -> None:
    run = {"variant": "backgammon", "a": "expert", "b": "pubeval", "seed": seed}
    run.update({"play_for": "wins", "network": None, "luck": True, "weights": "0"})
    lines = [json.dumps(run)]
    for index, won, luck in games:
        game = {"index": index, "a_white": index % 2 == 0, "a_won": won, "points": 1}
        game.update({"turns": 40, "luck_wins": luck, "luck_points": luck})
        lines.append(json.dumps(game))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_two_records_on_the_same_dice_are_compared_game_by_game(tmp_path, capsys):
    sys.path.insert(0, str(ROOT / "benchmarks"))
    import compare_records

    a, b, other = tmp_path / "a.jsonl", tmp_path / "b.jsonl", tmp_path / "c.jsonl"
    # Game by game A's adjusted wins less B's: 0.5, 0.0, 1.0, 0.1; game 4 is A's alone.
    _write_record(
        a, 21, [(0, True, 0.2), (1, False, -0.3), (2, True, 0.0), (3, True, 0.4), (4, True, 0.0)]
    )
    _write_record(b, 21, [(0, True, 0.7), (1, False, -0.3), (2, False, 0.0), (3, True, 0.5)])
    assert compare_records.main([str(a), str(b)]) == 0
    out = capsys.readouterr().out
    assert "4 games of seed 21 against pubeval" in out
    assert "A less B, game by game: +40.0 ±" in out
    _write_record(other, 22, [(0, True, 0.0), (1, True, 0.0)])
    with pytest.raises(SystemExit):
        compare_records.main([str(a), str(other)])
    assert "not of the same opponent and dice: seed 21 / 22" in capsys.readouterr().err
    # A game without its luck is one clear line, not figures made up without it.
    lines = b.read_text(encoding="utf-8").splitlines()
    game = json.loads(lines[2])
    del game["luck_wins"], game["luck_points"]
    b.write_text("\n".join([*lines[:2], json.dumps(game), *lines[3:]]) + "\n", encoding="utf-8")
    with pytest.raises(SystemExit):
        compare_records.main([str(a), str(b)])
    assert "a game in the records has no luck measured" in capsys.readouterr().err
