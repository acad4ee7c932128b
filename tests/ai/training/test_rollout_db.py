"""The rolled-out positions database: what it draws and stores, and that a stopped run goes on."""

import json
import subprocess
import sys
import threading
from dataclasses import replace

import numpy as np
import pytest

from nardy_desktop.ai.encoding import grow_inputs
from nardy_desktop.ai.evaluate import network, networks_kept, using_network
from nardy_desktop.ai.levels import Level
from nardy_desktop.ai.network import load_weights
from nardy_desktop.ai.phases import PHASES
from nardy_desktop.ai.rollout import Cancelled, RolloutSettings, rollout_position
from nardy_desktop.ai.training import fit_rollouts
from nardy_desktop.ai.training import rollout_db as db
from nardy_desktop.ai.training import rollout_draw as draw
from nardy_desktop.engine import Position, Side, Variant, legal_turns

from tests.helpers import make
from tests.locations import ROOT

# No contact left but neither side home yet: short trials, and the network judges it.
RACE = make("long", {9: 3, 8: 3, 6: 3, 4: 2, 3: 2, 2: 2}, {10: 2, 8: 3, 7: 3, 5: 3, 3: 2, 1: 2})
RACE_BLACK = Position.from_text(RACE.to_text()[:-1] + "b")
# Cheap games for the draws: two plain-network levels, at most a few games a shard.
QUICK = ((Level.BEGINNER, Level.INTERMEDIATE),)


@pytest.fixture(autouse=True)
def few_games(monkeypatch):
    monkeypatch.setattr(draw, "MIN_GAMES", 1)
    monkeypatch.setattr(draw, "GAMES_PER_POSITION", 0.34)


def tiny_plan(out, positions=6, per_shard=3):
    return db.Plan(
        out, positions, per_shard, trials=2, seed=3, luck=False, pairings=QUICK, explore=0.5
    )


def keys_in(out):
    return [c.view for p in sorted(out.glob("shard-*.npz")) for c in db.read_shard(p).candidates]


def test_a_draw_is_the_same_every_time_has_no_repeats_and_skips_what_it_is_told():
    first = draw.sample_shard(5, 0, 8, set(), QUICK)
    assert [c.view for c in draw.sample_shard(5, 0, 8, set(), QUICK)] == [c.view for c in first]
    assert len(first) == 8
    assert len({c.view for c in first}) == 8
    assert {c.phase for c in first} <= set(PHASES)
    # Every drawn position is the one its key names, from its side to move.
    for c in first:
        assert draw.key_of(c.position()) == c.view
        assert not draw.exact(c.position())
    # What is seen already (earlier shards, the judge's decisions) never comes back.
    seen = {c.view for c in first[:4]}
    again = draw.sample_shard(5, 0, 8, seen, QUICK)
    assert not seen & {c.view for c in again}
    assert len(again) == 8


def test_the_same_board_from_either_colour_is_one_key():
    view = np.array(draw.wide_view(RACE), dtype=np.int64)
    as_black = draw.position_of_view(view, Variant.LONG, Side.BLACK)
    assert as_black.side is Side.BLACK and as_black != RACE
    assert draw.key_of(as_black) == draw.key_of(RACE)
    kept = draw.Candidate(draw.key_of(as_black), "race", 0).position()
    assert kept.side is Side.WHITE and kept == RACE
    assert draw.key_of(RACE_BLACK) != draw.key_of(RACE)


def test_the_judge_decisions_and_their_candidates_stay_out(tmp_path):
    drawn = draw.sample_shard(5, 0, 8, set(), QUICK)
    taken = [c.position() for c in drawn[:4]]
    judge = tmp_path / "judge.jsonl"
    lines = [json.dumps({"kind": "nardy judge positions", "version": 1, "seed": 1})]
    lines.append(json.dumps({"id": 0, "position": taken[0].to_text(), "candidates": []}))
    lines.append(
        json.dumps(
            {
                "id": 1,
                "position": taken[1].to_text(),
                "candidates": [p.to_text() for p in taken[2:]],
            }
        )
    )
    judge.write_text("\n".join(lines) + "\n")
    keys = draw.judge_keys(judge)
    assert keys == {c.view for c in drawn[:4]}
    assert not keys & {c.view for c in draw.sample_shard(5, 0, 8, keys, QUICK)}


def test_the_repository_judge_file_is_read():
    keys = draw.judge_keys()
    assert len(keys) > 1000  # its 1,000 decisions and their candidates


def test_labels_in_one_job_are_each_position_s_own_rollout():
    positions = [RACE, draw.Candidate(draw.key_of(RACE_BLACK), "race", 0).position()]
    settings = RolloutSettings(trials=12, seed=9, player=Level.INTERMEDIATE, luck=True)
    labels = db.label(positions, settings)
    alone = rollout_position(RACE, settings).candidates[0]
    # The same dice, trial by trial: the very same figures.
    assert labels.equity[0] == pytest.approx(alone.adjusted_points.mean, abs=1e-5)
    assert labels.equity_se[0] == pytest.approx(alone.adjusted_points.se, abs=1e-5)
    assert labels.win[0] == pytest.approx(alone.adjusted_win.mean, abs=1e-5)
    assert labels.outputs[0] == pytest.approx([e.mean for e in alone.chances], abs=1e-5)
    assert labels.trials.tolist() == [12, 12]
    # And other dice agree within the standard errors.
    other = rollout_position(RACE, replace(settings, seed=77)).candidates[0]
    assert abs(labels.equity[0] - other.adjusted_points.mean) <= 4 * np.hypot(
        labels.equity_se[0], other.adjusted_points.se
    )
    for k, e in enumerate(other.chances):
        assert (
            abs(labels.outputs[0, k] - e.mean) <= 4 * np.hypot(labels.outputs_se[0, k], e.se) + 1e-6
        )


def test_a_shard_reads_back_as_written(tmp_path):
    chosen = draw.sample_shard(2, 0, 4, set(), QUICK)
    labels = db.label([c.position() for c in chosen], RolloutSettings(trials=2, luck=False))
    path = db.shard_path(tmp_path, 0)
    head = tiny_plan(tmp_path).head(0)
    db.write_shard(path, head, chosen, labels)
    back = db.read_shard(path)
    assert back.head == head
    assert back.candidates == chosen
    for name in db.Labels.__dataclass_fields__:
        got, want = getattr(back.labels, name), getattr(labels, name)
        assert got.dtype == want.dtype
        np.testing.assert_array_equal(got, want)
    assert path.stat().st_size < 1_000_000
    assert [p.name for p in tmp_path.iterdir()] == ["shard-00000.npz"]


def test_a_shard_that_fails_to_write_leaves_nothing(tmp_path, monkeypatch):
    chosen = draw.sample_shard(2, 0, 2, set(), QUICK)
    labels = db.label([c.position() for c in chosen], RolloutSettings(trials=1, luck=False))

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(np, "savez_compressed", broken)
    with pytest.raises(OSError):
        db.write_shard(db.shard_path(tmp_path, 0), {}, chosen, labels)
    assert list(tmp_path.iterdir()) == []


def test_a_stopped_run_goes_on_where_it_stopped_without_repeats(tmp_path, monkeypatch):
    out = tmp_path / "stopped"
    stop = threading.Event()
    lines = []

    def say(line):
        lines.append(line)
        if line.startswith("shard 00000"):
            stop.set()

    assert db.build(tiny_plan(out), say=say, cancel=stop) == 3
    assert [p.name for p in out.glob("shard-*.npz")] == ["shard-00000.npz"]
    first = (out / "shard-00000.npz").read_bytes()
    assert "positions/hour" in lines[0]
    (out / ".shard-00001.123.tmp.npz").write_bytes(b"half a shard")  # a run killed mid-write
    # Stopped within a rollout too: nothing written.
    stop2 = threading.Event()
    stop2.set()
    with pytest.raises(Cancelled):
        db.label([RACE], RolloutSettings(trials=2, luck=False), cancel=stop2)

    draws = []
    sample = draw.sample_shard

    def spy(seed, shard, count, seen, *rest):
        draws.append((shard, set(seen)))
        return sample(seed, shard, count, seen, *rest)

    monkeypatch.setattr(db, "sample_shard", spy)
    assert db.build(tiny_plan(out), exclude={b"judge"}, say=lines.append) == 6
    monkeypatch.undo()
    # Only the missing shard was drawn, away from the judge's and the first shard's.
    assert [shard for shard, _ in draws] == [1]
    assert draws[0][1] == {b"judge", *keys_in(out)[:3]}
    assert (out / "shard-00000.npz").read_bytes() == first
    assert sorted(p.name for p in out.iterdir()) == ["shard-00000.npz", "shard-00001.npz"]
    keys = keys_in(out)
    assert len(keys) == len(set(keys)) == 6
    # The same shards as a run never stopped.
    whole = tmp_path / "whole"
    db.build(tiny_plan(whole), say=lambda line: None)
    assert keys_in(whole) == keys
    # Done already: a third run adds nothing.
    assert db.build(tiny_plan(out), say=lines.append) == 6
    assert len(list(out.glob("shard-*.npz"))) == 2


def test_a_run_with_other_settings_will_not_mix_with_the_shards(tmp_path):
    db.build(tiny_plan(tmp_path, positions=3), say=lambda line: None)
    with pytest.raises(SystemExit, match="other settings"):
        db.build(replace(tiny_plan(tmp_path), seed=4), say=lambda line: None)


def test_shards_of_another_network_will_not_mix_and_the_command_line_names_one(tmp_path, capsys):
    db.build(tiny_plan(tmp_path, positions=3), say=lambda line: None)
    v1_file = ROOT / "benchmarks" / "baselines" / "long-v1.npz"
    v1 = load_weights(v1_file, Variant.LONG)
    with using_network(v1):
        first = db.network_digest(Variant.LONG)
        with pytest.raises(SystemExit, match="other settings"):
            db.build(tiny_plan(tmp_path), say=lambda line: None)
    # --network: the games and rollouts play with those weights, which the shards name.
    out = tmp_path / "v1"
    args = ["--out", str(out), "--positions", "2", "--per-shard", "2", "--trials", "1"]
    with networks_kept():
        assert db.main([*args, "--no-luck", "--network", str(v1_file)]) == 0
    assert db.network_digest(Variant.LONG) != first  # the shipped weights are back
    assert [db.read_shard(p).head["network"] for p in out.glob("shard-*.npz")] == [first]
    assert first in capsys.readouterr().out
    for bad in (tmp_path / "missing.npz", ROOT / "benchmarks/baselines/backgammon-320.npz"):
        with networks_kept():
            assert db.main([*args, "--network", str(bad)]) == 2
        assert "error:" in capsys.readouterr().err


def test_every_player_of_the_games_plays_the_same_turns_in_every_run():
    position = make("long", {24: 13, 19: 1, 17: 1}, {24: 14, 20: 1}, side="w")
    for name in {name for pairing in draw.PAIRINGS for name in pairing}:
        turns = {draw.make_player(name, 5).choose(position, (6, 3)).result for _ in range(2)}
        assert len(turns) == 1, name
        assert turns <= {t.result for t in legal_turns(position, (6, 3))}


def test_quotas_follow_the_judge_s_phases():
    assert draw.quotas(100) == {k: v for k, v in draw.SHARES.items()}
    for n in (1, 7, 33, 200):
        q = draw.quotas(n)
        assert sum(q.values()) == n
        assert list(q) == list(PHASES)


def test_a_shard_rolled_out_again_by_its_own_network_gives_its_labels_back(tmp_path):
    plan = replace(tiny_plan(tmp_path), trials=6)
    db.build(plan, say=lambda line: None)
    # The second shard: its own dice, not the first's.
    shard = db.read_shard(db.shard_path(tmp_path, 1))
    again = db.relabel(shard)
    for field in db.Labels.__dataclass_fields__:
        assert np.array_equal(getattr(again, field), getattr(shard.labels, field)), field
    v1 = load_weights(ROOT / "benchmarks" / "baselines" / "long-v1.npz", Variant.LONG)
    with using_network(v1):
        other = db.relabel(shard)
    assert not np.array_equal(other.plies, shard.labels.plies)


def test_the_benchmark_rolls_the_test_shards_out_again_by_another_player(tmp_path):
    """benchmarks/rollout_player.py: the test shards (enough trials) rolled
    out again by --player into --out, once, and each network's errors against both."""
    base = tmp_path / "db"
    db.build(replace(tiny_plan(base), trials=6), say=lambda line: None)
    db.build(replace(tiny_plan(base, positions=9), trials=4), say=lambda line: None)
    v1_file = ROOT / "benchmarks" / "baselines" / "long-v1.npz"
    v1 = load_weights(v1_file, Variant.LONG)
    with using_network(v1):
        player = db.network_digest(Variant.LONG)
    shipped = db.network_digest(Variant.LONG)
    out = tmp_path / "again"
    script = ROOT / "benchmarks" / "rollout_player.py"
    args = [sys.executable, str(script), "--database", str(base), "--out", str(out)]
    args += ["--test-trials", "6", "--player", str(v1_file), str(v1_file)]
    run = subprocess.run(args, capture_output=True, text=True, check=True)
    # Shards 0 and 1 have six trials, shard 2 four: only the first two are tests.
    assert sorted(p.name for p in out.glob("shard-*.npz")) == [
        "shard-00000.npz",
        "shard-00001.npz",
    ]
    for p in out.glob("shard-*.npz"):
        head = db.read_shard(p).head
        assert (head["network"], head["labelled_by"]) == (player, shipped)
    assert run.stdout.count("rolled out again") == 2
    before = fit_rollouts.load_shards([db.shard_path(base, k) for k in (0, 1)])
    after = fit_rollouts.load_shards([db.shard_path(out, k) for k in (0, 1)])
    assert (
        f"6 positions; the equity moved by {np.mean(np.abs(after.equity - before.equity)):.4f}"
        in run.stdout
    )
    assert (
        f"against the database's labels: {fit_rollouts.errors(network(Variant.LONG), before)}"
        in run.stdout
    )
    v1.w1 = grow_inputs(v1.w1, Variant.LONG)  # weights of the first network's 240 inputs
    assert f"against the new labels:        {fit_rollouts.errors(v1, after)}" in run.stdout
    # Run again: nothing left to roll out, the same figures.
    second = subprocess.run(args, capture_output=True, text=True, check=True)
    assert "rolled out again" not in second.stdout
    assert second.stdout.splitlines()[-4:] == run.stdout.splitlines()[-4:]
