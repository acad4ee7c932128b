"""The GNU Backgammon judge (nardy_desktop.strength.gnubg, behind
benchmarks/gnubg_judge.py) without GNU Backgammon: the games it builds, the
.mat session it hands over, and its reading of what GNU Backgammon says,
checked on a real answer kept in tests/data/gnubg_judge (three Intermediate
games analysed at 0-ply by GNU Backgammon 1.07)."""

from __future__ import annotations

import ast
import copy
import json
import math
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from nardy_desktop.engine import Game, ManualDice, Position, Side, Variant, legal_turns
from nardy_desktop.strength import gnubg as judge

from tests.locations import ROOT, TESTS
from tests.storage.test_storage_mat import expected_moves, expected_scores, read_back

SCRIPT = ROOT / "benchmarks" / "gnubg_judge.py"
DATA = TESTS / "data" / "gnubg_judge"


@pytest.fixture(scope="module")
def played() -> list[Game]:
    return [judge.play_game("intermediate", 7, i) for i in range(3)]


# ----------------------------------------------------------------------------
# The games


@pytest.mark.slow
def test_the_games_are_legal_finished_backgammon_games(played):
    for game in played + [judge.play_game("beginner", 7, 0)]:
        assert game.variant is Variant.BACKGAMMON and game.result is not None
        before = Position.start(Variant.BACKGAMMON)
        assert game.history[0].dice[0] != game.history[0].dice[1]  # no opening double
        for turn in game.history:
            assert turn.before == before
            assert turn.after in {t.result for t in legal_turns(before, turn.dice)}
            before = turn.after
        assert before.winner is game.result.winner


@pytest.mark.slow
def test_the_games_are_reproducible_and_share_their_dice_across_levels(played):
    again = judge.play_game("intermediate", 7, 1)
    assert [(t.dice, t.steps) for t in again.history] == [
        (t.dice, t.steps) for t in played[1].history
    ]
    # Beginner draws its mistakes from its own seeded randomness.
    beginner = [
        [(t.dice, t.steps) for t in judge.play_game("beginner", 7, 1).history] for _ in "ab"
    ]
    assert beginner[0] == beginner[1]
    other = judge.play_game("beginner", 7, 1)  # another level meets the same rolls
    n = min(len(other.history), len(played[1].history))
    assert [t.dice for t in other.history[:n]] == [t.dice for t in played[1].history[:n]]
    assert [t.dice for t in played[0].history[:n]] != [t.dice for t in played[1].history[:n]]


def test_games_in_several_processes_are_the_games_of_one(played):
    assert [[t.steps for t in g.history] for g in judge.play_games("intermediate", 3, 7, 2)] == [
        [t.steps for t in g.history] for g in played
    ]


def test_the_session_alternates_colours_and_adds_up_the_points(played):
    m = judge.session(played, ("a", "b"))
    assert m.length == 0 and m.white_players == [0, 1, 0]
    points = [0, 0]
    for i, g in enumerate(played):
        points[i % 2 if g.result.winner is Side.WHITE else 1 - i % 2] += g.result.points
    assert m.score == points


def test_an_unfinished_game_is_refused():
    game = Game(Variant.BACKGAMMON, ManualDice())
    with pytest.raises(ValueError, match="not finished"):
        judge.session([game], ("a", "b"))


def test_the_session_text_is_a_money_session_that_reads_back_into_the_same_games(played):
    text = judge.session_text(played, "intermediate")
    assert text.startswith("\n 0 point match\n\n Game 1\n")
    got = read_back(text)
    m = judge.session(played, judge.seat_names("intermediate"))
    assert len(got) == len(played)
    for gi, (game, score) in enumerate(zip(got, expected_scores(m), strict=True)):
        assert game.names == ("intermediate_1", "intermediate_2")
        assert game.score == score
        assert game.moves == expected_moves(m, gi)
    # Each game's result in its winner's column, as an importer reads it.
    wins = [line for line in text.split("\n") if "Wins" in line]
    assert len(wins) == len(played)
    for i, (line, g) in enumerate(zip(wins, played, strict=True)):
        winner = i % 2 if g.result.winner is Side.WHITE else 1 - i % 2
        assert line.index("Wins") == (6 if winner == 0 else 34)
        assert line.endswith(f"Wins {g.result.points} point" + ("s" if g.result.points > 1 else ""))


# ----------------------------------------------------------------------------
# GNU Backgammon's answer, kept from a real run:
#   python benchmarks/gnubg_judge.py --levels intermediate --games 3 --seed 3 --keep DIR


def sample() -> dict:
    return json.loads((DATA / "intermediate-s3.json").read_text(encoding="utf-8"))


def games_of(mat: str) -> list[Game]:
    """The games of a .mat session replayed through the engine, which
    refuses any illegal step (a step's hit follows from the position)."""
    games = []
    for gi, read in enumerate(read_back(mat)):
        game = Game(Variant.BACKGAMMON, ManualDice())
        assert read.moves[0][0] == gi % 2  # player 0 is White in the even games
        for _player, dice, steps in read.moves:
            game.roll(dice)
            for frm, to in steps:
                game.move(frm, to)
            game.finish_turn()
        assert game.result is not None
        games.append(game)
    return games


@pytest.fixture(scope="module")
def sample_games() -> list[Game]:
    return games_of((DATA / "intermediate-s3.mat").read_text(encoding="utf-8"))


def test_the_statistics_text_is_read_seat_by_seat():
    text = (DATA / "intermediate-s3.stats.txt").read_text(encoding="utf-8")
    assert sample()["statistics"] == text
    first, second = judge.parse_statistics(text)
    assert first == judge.Seat(unforced=57, error=0.267, rate=4.7, rating="World class")
    assert second == judge.Seat(unforced=62, error=1.019, rate=16.4, rating="Intermediate")


def test_match_play_statistics_are_read_too():
    """Kept from the 60 Intermediate games of seed 1 imported as a 64-point
    match, where GNU Backgammon counts in match-winning chances."""
    text = (DATA / "intermediate-64-point-match.stats.txt").read_text(encoding="utf-8")
    first, second = judge.parse_statistics(text)
    assert first == judge.Seat(unforced=1310, error=11.826, rate=9.0, rating="Advanced")
    assert (second.unforced, second.rate, second.rating) == (1289, 9.6, "Advanced")


@pytest.mark.parametrize("row", ["Unforced moves", "Error rate mEMG", "Chequerplay rating"])
def test_statistics_without_a_row_are_refused(row):
    text = (DATA / "intermediate-s3.stats.txt").read_text(encoding="utf-8")
    cut = "\n".join(line for line in text.split("\n") if not line.startswith(row))
    with pytest.raises(judge.JudgeError, match="GNU Backgammon's statistics"):
        judge.parse_statistics(cut)


def test_the_verdict_adds_both_seats_and_names_gnubgs_rating(sample_games):
    v = judge.verdict("intermediate", sample(), sample_games)
    assert (v.games, v.unforced) == (3, 57 + 62)
    assert v.rate == pytest.approx(1000 * (0.267 + 1.019) / 119, abs=0.01)
    assert round(v.rate, 1) == 10.8
    assert v.rating == "Advanced"  # gnubg.errorrating of the rate of both seats
    assert [s.rating for s in v.seats] == ["World class", "Intermediate"]
    assert 0 < v.half_width < 10
    assert "intermediate   10.8 ±" in judge.table([v])


def test_the_sample_games_are_the_games_the_judge_plays():
    """The stored games came from the judge itself (same seed); they are
    replayed only while the shipped network still plays them."""
    replayed = [judge.play_game("intermediate", 3, i) for i in range(3)]
    text = (DATA / "intermediate-s3.mat").read_text(encoding="utf-8")
    if judge.session_text(replayed, "intermediate") != text:
        pytest.skip("the backgammon network has changed since the sample was kept")
    assert judge.verdict("intermediate", sample(), replayed).unforced == 119


def _spoil(found: dict, how: str) -> dict:
    bad = copy.deepcopy(found)
    g = bad["games"][1]
    if how == "a game missing":
        del bad["games"][2]
    elif how == "a turn missing":
        del g["turns"][-1]
    elif how == "other dice":
        g["turns"][3][0] = [g["turns"][3][0][1] % 6 + 1, g["turns"][3][0][0]]
    elif how == "another step":
        dice, steps = next(t for t in g["turns"] if t[1])
        steps[0] = [steps[0][0], steps[0][1] - 1]
    elif how == "another winner":
        g["winner"] = "O" if g["winner"] == "X" else "X"
    elif how == "other points":
        g["points"] += 1
    elif how == "a match":
        bad["match_length"] = 7
    elif how == "counts that do not add up":
        g["unforced"][0] += 1
    elif how == "errors that do not add up":
        g["error"][1] += 0.01
    elif how == "another rating name":
        bad["seat_ratings"][0] = 5
    return bad


@pytest.mark.parametrize(
    "how",
    [
        "a game missing",
        "a turn missing",
        "other dice",
        "another step",
        "another winner",
        "other points",
        "a match",
        "counts that do not add up",
        "errors that do not add up",
        "another rating name",
    ],
)
def test_an_answer_that_is_not_about_these_games_is_refused(sample_games, how):
    judge.verdict("intermediate", sample(), sample_games)  # the real one passes
    with pytest.raises(judge.JudgeError):
        judge.verdict("intermediate", _spoil(sample(), how), sample_games)


def test_steps_in_another_order_are_the_same_turn(sample_games):
    found = sample()
    for g in found["games"]:
        for turn in g["turns"]:
            turn[1].reverse()
    judge.verdict("intermediate", found, sample_games)


# ----------------------------------------------------------------------------
# The rest


@given(
    st.lists(
        st.tuples(st.integers(1, 60), st.floats(0, 2, allow_nan=False)), min_size=2, max_size=30
    ),
    st.floats(0.1, 10),
)
def test_the_interval_is_zero_for_games_of_one_rate_and_scales_with_the_errors(games, k):
    unforced = [u for u, _ in games]
    assert judge.ratio_half_width([0.01 * u for u in unforced], unforced) == pytest.approx(
        0, abs=1e-9
    )
    errors = [e for _, e in games]
    w = judge.ratio_half_width(errors, unforced)
    assert w >= 0 and judge.ratio_half_width([k * e for e in errors], unforced) == (
        pytest.approx(k * w, rel=1e-6, abs=1e-9)
    )


def test_one_game_has_no_interval():
    assert math.isnan(judge.ratio_half_width([0.1], [20]))


def test_the_gnubg_script_is_python_with_its_settings_filled_in(tmp_path):
    mat, out, capture = tmp_path / "a 'b\".mat", tmp_path / "o.json", tmp_path / "s.txt"
    text = judge.gnubg_script(mat, 2, out, capture)
    tree = ast.parse(text)
    config = next(
        node.value.args[0]
        for node in tree.body
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "CONFIG"
    )
    assert json.loads(ast.literal_eval(config)) == {
        "mat": str(mat),
        "plies": 2,
        "out": str(out),
        "capture": str(capture),
    }


def test_gnubgs_own_games_are_judged_by_what_it_read(sample_games):
    """GNU Backgammon's own games have no Game of the program's to check them
    against: the verdict counts its games and gammons from what it read."""
    found = sample()
    v = judge.verdict("gnubg 2-ply", found, None)
    w = judge.verdict("intermediate", found, sample_games)
    assert v.level == "gnubg 2-ply"
    assert (v.games, v.unforced, v.error, v.gammons) == (w.games, w.unforced, w.error, w.gammons)
    single = next(i for i, g in enumerate(found["games"]) if g["points"] == 1)
    found["games"][single]["points"] = 2
    assert judge.verdict("gnubg 2-ply", found, None).gammons == v.gammons + 1


def test_the_play_script_is_python_with_its_settings_filled_in(tmp_path):
    fake = tmp_path / "gnubg"
    fake.write_text('#!/bin/sh\ncp "$4" "$(dirname "$4")/script.txt"\n', encoding="utf-8")
    fake.chmod(0o755)
    # A gnubg that exports nothing is one clear error, and its script is kept.
    with pytest.raises(judge.JudgeError, match="exported no games"):
        judge.gnubg_plays(6, 9, 2, tmp_path, str(fake))
    tree = ast.parse((tmp_path / "script.txt").read_text(encoding="utf-8"))
    config = next(
        node.value.args[0]
        for node in tree.body
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "CONFIG"
    )
    assert json.loads(ast.literal_eval(config)) == {
        "games": 6,
        "seed": 9,
        "plies": 2,
        "mat": str(tmp_path.resolve() / "gnubg-2ply.mat"),
    }


def test_levels_are_checked():
    assert judge.parse_levels("expert, champion") == ["expert", "champion"]
    with pytest.raises(ValueError, match="unknown level 'grandmaster'"):
        judge.parse_levels("expert,grandmaster")


@pytest.mark.parametrize(
    "args, message",
    [
        (["--gnubg", "/nonexistent/gnubg"], "gnubg_judge: no GNU Backgammon at /nonexistent/gnubg"),
        (["--levels", "grandmaster"], "unknown level 'grandmaster'"),
    ],
)
def test_a_missing_gnubg_or_a_bad_level_is_one_clear_line(args, message):
    done = subprocess.run(
        [sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2
    assert message in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""


@pytest.mark.parametrize("budget", [None, math.inf, 0.5])
def test_champion_thinks_within_the_budget_asked_and_the_games_budget_stays(monkeypatch, budget):
    from nardy_desktop.ai import search
    from nardy_desktop.ai.levels import SETTINGS, Level

    game_budget = SETTINGS[("backgammon", Level.CHAMPION)].budget
    asked = []

    def quick_deep(position, dice, budget, **kwargs):  # Champion's search, at Intermediate's cost
        asked.append(budget)
        return search.ply0(position, dice, score=kwargs.get("score"))

    monkeypatch.setattr(search, "deep", quick_deep)
    game = judge.play_game("champion", 7, 0, champion_budget=budget)
    assert game.result is not None and asked
    assert set(asked) == {game_budget if budget is None else budget}
    after = SETTINGS[("backgammon", Level.CHAMPION)].budget
    assert after == game_budget  # put back after the game


def test_a_level_plays_with_the_settings_asked_for(monkeypatch):
    from nardy_desktop.ai import search
    from nardy_desktop.ai.levels import SETTINGS, Level

    widths = []
    real = search.by_settings

    def spy(position, dice, settings, *args, **kwargs):
        widths.append(settings.width)
        return real(position, dice, settings.__class__(lookahead=0), *args, **kwargs)

    monkeypatch.setattr(search, "by_settings", spy)
    usual = SETTINGS[("backgammon", Level.EXPERT)].width
    game = judge.play_game("expert", 7, 0, changes=((Level.EXPERT, "width", 3),))
    assert game.result is not None and set(widths) == {3}
    assert SETTINGS[("backgammon", Level.EXPERT)].width == usual


def test_a_level_plays_with_the_network_asked_for_and_the_shipped_one_comes_back(tmp_path, played):
    from nardy_desktop.ai import evaluate
    from nardy_desktop.ai.encoding import input_size
    from nardy_desktop.ai.network import Network

    other = tmp_path / "other.npz"
    Network.random(Variant.BACKGAMMON, input_size(Variant.BACKGAMMON), 8, seed=3).save(other)
    shipped = evaluate.network(Variant.BACKGAMMON)
    game = judge.play_game("intermediate", 7, 0, network=str(other))
    assert evaluate.network(Variant.BACKGAMMON) is shipped
    assert game.result is not None
    # The same dice, other choices: the untrained network plays its own game.
    assert [t.steps for t in game.history] != [t.steps for t in played[0].history]
    again = judge.play_games("intermediate", 1, 7, 2, network=str(other))
    assert [[t.steps for t in g.history] for g in again] == [[t.steps for t in game.history]]


@pytest.mark.parametrize(
    "weights, message",
    [
        ("long", "holds long weights"),
        ("garbage", "not"),
    ],
)
def test_a_network_of_the_wrong_game_or_no_network_is_one_clear_line(tmp_path, weights, message):
    if weights == "long":
        path = ROOT / "benchmarks/baselines/long-v1.npz"
    else:
        path = tmp_path / "garbage.npz"
        path.write_bytes(b"not a network")
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--network", str(path), "--gnubg", "/nonexistent/gnubg"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 2
    assert message in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""
