"""The backgammon decisions judge (nardy_desktop.strength.gnubg_decisions,
behind benchmarks/gnubg_decisions.py) without GNU Backgammon: decisions
collected from real games with a stand-in equity, the file read back and its
faults refused, and the levels charged on the kept decisions."""

from __future__ import annotations

import gzip
import json
import subprocess
import sys
from pathlib import Path

import pytest

from nardy_desktop.engine import Position, Side, Variant, legal_turns
from nardy_desktop.strength import gnubg_decisions as gd
from nardy_desktop.strength.harness import make_player

from tests.locations import ROOT

SCRIPT = ROOT / "benchmarks" / "gnubg_decisions.py"
KEPT = ROOT / "benchmarks" / "data" / "gnubg-decisions-bg-s501.jsonl.gz"


def race_equity(position: Position) -> float:
    """A stand-in judge: the pip lead of the side to move, in points."""
    return (position.pip_count(position.side.opponent) - position.pip_count(position.side)) / 100


@pytest.fixture(scope="module")
def collected(tmp_path_factory) -> tuple[Path, int]:
    path = tmp_path_factory.mktemp("decisions") / "d.jsonl.gz"
    return path, gd.collect(path, 2, 7, race_equity)


def test_a_finished_game_is_worth_its_points_to_the_winner():
    # White bears off its last checker; Black still has one in White's home.
    over = Position.from_text(
        "backgammon/0,0,0,-1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-14/0,0/15,0/b",
        allow_finished=True,
    )
    assert gd.equity_after(over, Side.WHITE, race_equity) == 3.0  # a backgammon
    assert gd.equity_after(over, Side.BLACK, race_equity) == -3.0
    going = Position.start(Variant.BACKGAMMON).with_side(Side.BLACK)
    assert gd.equity_after(going, Side.WHITE, lambda p: 0.25) == -0.25


def test_collected_decisions_are_the_games_real_choices(collected):
    path, written = collected
    decisions = gd.read_decisions(path)
    assert written == len(decisions) > 20
    with gzip.open(path, "rt", encoding="utf-8") as f:
        head = json.loads(f.readline())
    assert head == {"kind": gd.KIND, "version": 1, "games": 2, "seed": 7, "player": "intermediate"}
    for d in decisions:
        results = {t.result.to_text(): t.result for t in legal_turns(d.position, d.dice)}
        assert set(d.equities) == set(results)
        for text, result in results.items():
            want = gd.equity_after(result, d.position.side, race_equity)
            assert d.equities[text] == pytest.approx(want, abs=1e-6)


def test_the_best_choice_costs_nothing_and_another_costs_its_loss(collected):
    path, _ = collected
    decisions = gd.read_decisions(path)
    best = gd.errors(decisions, lambda p, dice: max_turn(p, dice, decisions))
    assert best == [0.0] * len(decisions)
    worst = gd.errors(decisions, lambda p, dice: max_turn(p, dice, decisions, sign=-1))
    spread = [max(d.equities.values()) - min(d.equities.values()) for d in decisions]
    assert worst == pytest.approx(spread)
    assert sum(worst) > 0
    assert gd.paired(worst, best).mean == pytest.approx(1000 * sum(spread) / len(spread))


def max_turn(position, dice, decisions, sign=1):
    d = next(d for d in decisions if d.position == position and d.dice == dice)
    return max(legal_turns(position, dice), key=lambda t: sign * d.equities[t.result.to_text()])


def test_a_choice_outside_the_kept_results_is_a_clear_error(collected):
    path, _ = collected
    decisions = gd.read_decisions(path)[:1]
    elsewhere = Position.start(Variant.BACKGAMMON)
    other = legal_turns(elsewhere, (6, 5))[0]
    with pytest.raises(gd.DecisionsError, match="decision 1 .*none of the results"):
        gd.errors(decisions, lambda p, dice: other)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ('{"kind": "something else"}\n', "not a decisions file"),
        (
            json.dumps({"kind": gd.KIND, "version": 1}) + '\n{"position": "backgammon/1,2", '
            '"dice": [3, 1], "equities": {}}\n',
            "line 2",
        ),
        (
            json.dumps({"kind": gd.KIND, "version": 1})
            + "\n"
            + json.dumps(
                {
                    "position": Position.start(Variant.LONG).to_text(),
                    "dice": [3, 1],
                    "equities": {"a": 0.0, "b": 1.0},
                }
            )
            + "\n",
            "line 2: not a backgammon decision",
        ),
    ],
)
def test_a_broken_file_is_refused_with_where(tmp_path, text, message):
    path = tmp_path / "d.jsonl"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(gd.DecisionsError, match=message):
        gd.read_decisions(path)


def test_a_file_that_is_not_gzip_is_refused(tmp_path):
    path = tmp_path / "d.jsonl.gz"
    path.write_bytes(b"not gzip at all")
    with pytest.raises(gd.DecisionsError, match="cannot be read"):
        gd.read_decisions(path)


def test_the_kept_decisions_rank_the_levels():
    decisions = gd.read_decisions(KEPT)[:300]
    assert len(decisions) == 300
    scored = {}
    for level in ("beginner", "intermediate"):
        player = make_player(level, 1)
        scored[level] = gd.errors(decisions, lambda p, d, player=player: player.choose(p, d))
    # The Beginner's random slips cost it several times the Intermediate's error.
    assert gd.mean_of(scored["beginner"]).mean > 3 * gd.mean_of(scored["intermediate"]).mean > 0
    assert gd.paired(scored["beginner"], scored["intermediate"]).mean > 0


@pytest.mark.slow
def test_the_script_scores_players_and_refuses_a_bad_one():
    run = subprocess.run(
        [sys.executable, str(SCRIPT), "score", "intermediate", "beginner", "--limit", "40"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    lines = run.stdout.splitlines()
    assert lines[0].startswith("40 decisions from gnubg-decisions-bg-s501.jsonl.gz")
    assert lines[1].startswith("intermediate: ")
    assert lines[2].startswith("beginner: ") and "| less intermediate: " in lines[2]
    bad = subprocess.run(
        [sys.executable, str(SCRIPT), "score", "grandmaster"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    assert bad.returncode == 2
    assert "gnubg_decisions:" in bad.stderr and "Traceback" not in bad.stderr
