"""Decisions whose close leaders are rolled out together (`ai/training/decision_db.py`),
and the sibling fit that takes them in place of their one-roll values."""

import json
import subprocess
import sys

import numpy as np
import pytest

from nardy_desktop.ai.encoding import position_of_view
from nardy_desktop.ai.evaluate import network
from nardy_desktop.ai.levels import Level
from nardy_desktop.ai.network import Network, equity
from nardy_desktop.ai.rollout import RolloutSettings, rollout_positions
from nardy_desktop.ai.training import decision_db as ddb
from nardy_desktop.ai.training import rollout_draw, supervised
from nardy_desktop.ai.training import siblings as sb
from nardy_desktop.engine import Side, Variant

from tests.locations import ROOT

LONG = Variant.LONG


@pytest.fixture(scope="module")
def data():
    """Twenty real decisions of four candidates each, their targets made up so
    that which are close is known: in decision d the chooser's candidates lie
    0, 0.008·(d % 3 + 1), 0.2 (0.4 where d is odd) and 0.5 points from the
    best (equity for the side to move after the choice: the lowest is the
    best)."""
    seen = supervised.collect(network(LONG), 400, seed=9, explore=0.5).views
    _, first = np.unique(seen, axis=0, return_index=True)
    views = seen[np.sort(first)[:80]]  # eighty different positions
    starts = np.arange(0, 81, 4)
    targets = np.zeros((80, 3))
    for d in range(20):
        gaps = [0.0, 0.008 * (d % 3 + 1), 0.2 if d % 2 == 0 else 0.4, 0.5]
        # equity = 2 win - 1 in long nardy with no mars: win = (equity + 1) / 2
        for k, g in enumerate(gaps):
            targets[4 * d + (3 - k)] = [(g - 0.3 + 1) / 2, 0, 0]
    return views.astype(np.int64), starts, targets


def plan(out, **kw):
    return ddb.Plan(out, **{"margin": 0.03, "top": 3, "trials": 4, "per_shard": 3, **kw})


def test_the_leaders_are_the_candidates_within_the_margin_of_the_best(data):
    views, starts, targets = data
    leaders = ddb.close_leaders(starts, targets, LONG, 0.03, 3)
    eq = equity(targets, LONG)
    for d, rows in enumerate(leaders):
        # Decision d's best is its last candidate; the second is 0.008·(d % 3 + 1) away.
        assert rows.tolist() == [4 * d + 3, 4 * d + 2]
        assert eq[rows[1]] - eq[rows[0]] == pytest.approx(0.008 * (d % 3 + 1))
    assert [len(r) for r in ddb.close_leaders(starts, targets, LONG, 0.01, 3)] == [
        2 if d % 3 == 0 else 0 for d in range(20)
    ]
    wide = ddb.close_leaders(starts, targets, LONG, 0.3, 5)
    assert [len(r) for r in wide] == [3 if d % 2 == 0 else 2 for d in range(20)]
    assert all(len(r) == 2 for r in ddb.close_leaders(starts, targets, LONG, 0.3, 2))


def test_shards_roll_out_the_leaders_with_the_same_dice_and_a_run_goes_on(data, tmp_path):
    views, starts, targets = data
    out = tmp_path / "rolled"
    p = plan(out, decisions=5)
    # Whole shards of three: six decisions, two leaders each.
    assert ddb.build(p, views, starts, targets, say=lambda s: None) == 6
    assert sorted(x.name for x in out.glob("*")) == ["shard-00000.npz", "shard-00001.npz"]
    got = ddb.read(out, LONG)
    assert len(np.unique(got.decision)) == 6 and len(got.row) == 12
    # The shard is rollout_positions of those candidates with the shard's dice:
    # trial i of every candidate meets the same rolls.
    with np.load(out / "shard-00000.npz") as z:
        rows = z["row"]
        first = np.isin(got.row, rows)
    again = rollout_positions(
        [position_of_view(views[r], LONG, Side.WHITE) for r in rows],
        RolloutSettings(
            trials=4, seed=rollout_draw.seed_of(1, 0, 3), luck=False, player=Level.INTERMEDIATE
        ),
    )
    assert np.array_equal(
        got.labels.outputs[first],
        np.array([[e.mean for e in c.chances] for c in again.candidates], dtype=np.float32),
    )
    # Each candidate's mean-free standard error: its points less its
    # decision's mean, trial by trial (each decision here has two leaders).
    pairs = again.points.reshape(4, -1, 2)
    free = pairs - pairs.mean(axis=2, keepdims=True)
    expected = (free.std(axis=0, ddof=1) / 2).reshape(-1)
    assert np.allclose(got.free_se[first], expected, atol=1e-6)
    # With the dice shared, half the difference is surer than either value.
    indep = np.hypot(*got.labels.equity_se[first].reshape(-1, 2).T) / 2
    assert (got.free_se[first][::2] <= indep + 1e-6).all()
    # Stopped after six, asked for eight: the first shards stay, a third follows.
    before = (out / "shard-00000.npz").stat().st_mtime_ns
    assert ddb.build(plan(out, decisions=8), views, starts, targets, say=lambda s: None) == 9
    assert (out / "shard-00000.npz").stat().st_mtime_ns == before
    whole = ddb.read(out, LONG)
    assert len(np.unique(whole.decision)) == 9
    # The shards rolled out after a fit test it: from the third on, its three.
    later = ddb.read(out, LONG, first=2)
    assert np.array_equal(later.row, whole.row[-len(later.row) :]) and len(later.row) == 6
    fresh = tmp_path / "fresh"
    ddb.build(plan(fresh, decisions=8), views, starts, targets, say=lambda s: None)
    assert np.array_equal(ddb.read(fresh, LONG).row, whole.row)


def test_other_decisions_or_settings_are_refused_and_held_out_positions_left_out(data, tmp_path):
    views, starts, targets = data
    out = tmp_path / "rolled"
    ddb.build(plan(out, decisions=3), views, starts, targets, say=lambda s: None)
    with pytest.raises(SystemExit, match="other decisions or settings"):
        ddb.build(plan(out, decisions=3, margin=0.05), views, starts, targets, say=lambda s: None)
    # Another data file's decisions go to another folder.
    other = views.copy()
    other[0, 0] += 1
    with pytest.raises(SystemExit, match="other decisions or settings"):
        ddb.build(plan(out, decisions=3), other, starts, targets, say=lambda s: None)
    elsewhere = tmp_path / "other"
    ddb.build(plan(elsewhere, decisions=3), other, starts, targets, say=lambda s: None)
    (out / "shard-00007.npz").write_bytes((elsewhere / "shard-00000.npz").read_bytes())
    with pytest.raises(ValueError, match="more than one data file"):
        ddb.read(out, LONG)
    with pytest.raises(ValueError, match="holds long decisions, not backgammon"):
        ddb.read(elsewhere, Variant.BACKGAMMON)
    with pytest.raises(FileNotFoundError):
        ddb.read(tmp_path / "none", LONG)
    leaders = ddb.close_leaders(starts, targets, LONG, 0.03, 3)
    held = {views[leaders[4][1]].astype(np.int8).tobytes()}
    order = ddb.order_of(leaders, views, 1, held)
    keeps = [
        d
        for d in range(20)
        if not any(views[r].astype(np.int8).tobytes() in held for r in leaders[d])
    ]
    assert 4 not in keeps and sorted(order.tolist()) == keeps
    assert sorted(ddb.order_of(leaders, views, 1, set()).tolist()) == list(range(20))


def test_the_fit_takes_the_rolled_out_leaders_in_place_of_their_decisions(data, tmp_path, capsys):
    views, starts, targets = data
    out = tmp_path / "rolled"
    # Three leaders where d is even, two where it is odd.
    ddb.build(plan(out, decisions=6, margin=0.25), views, starts, targets, say=lambda s: None)
    rolled = ddb.read(out, LONG)
    done = list(dict.fromkeys(rolled.decision.tolist()))  # in the shards' order
    found, values, weights = sb.with_rollouts(sb.Decisions(views, starts), targets, rolled, 0.05)
    # The other fourteen as they were, then the six rolled out, their leaders alone.
    rest = [d for d in range(20) if d not in done]
    sizes = [3 if d % 2 == 0 else 2 for d in done]
    assert np.diff(found.starts).tolist() == [4] * 14 + sizes and 2 in sizes and 3 in sizes
    for k, d in enumerate(rest):
        a, b = found.starts[k], found.starts[k + 1]
        assert np.array_equal(found.views[a:b], views[4 * d : 4 * d + 4])
        assert np.array_equal(values[a:b], targets[4 * d : 4 * d + 4])
        assert (weights[a:b] == 1).all()
    for k, d in enumerate(done):
        a, b = found.starts[14 + k], found.starts[15 + k]
        mine = rolled.decision == d
        assert np.array_equal(found.views[a:b], views[rolled.row[mine]])
        assert np.array_equal(values[a:b], rolled.labels.outputs[mine])
        assert np.array_equal(weights[a:b], sb.pair_weights(rolled.free_se[mine], 0.05))
    # Decisions of another file (here the same games' first ten) that hold a
    # rolled-out candidate are left out; the rolled ones come after the rest.
    part = sb.Decisions(views[:40], starts[:11])
    found, values, _ = sb.with_rollouts(part, targets[:40], rolled)
    assert len(found) == sum(d not in done for d in range(10)) + 6
    file = tmp_path / "decisions.npz"
    np.savez_compressed(file, views=views.astype(np.int8), starts=starts, targets=targets)
    net_out = tmp_path / "net.npz"
    args = ["--out", str(net_out), "--data", str(file), "--passes", "1", "--rollouts", "0"]
    assert sb.main([*args, "--decision-rollouts", str(out)]) == 0
    assert "6 decisions' leaders rolled out" in capsys.readouterr().out
    meta = Network.load(net_out).meta["siblings"]
    assert meta["rolled_decisions"] == 6 and meta["decisions"] == 20
    bg = ["--variant", "backgammon", "--decision-rollouts", str(out)]
    assert sb.main(["--out", str(net_out), "--decisions", "5", "--passes", "1", *bg]) == 2
    assert "holds long decisions, not backgammon" in capsys.readouterr().err


def test_the_command_line_reads_a_data_file_and_refuses_a_broken_one(data, tmp_path, capsys):
    views, starts, targets = data
    file = tmp_path / "decisions.npz"
    np.savez_compressed(file, views=views.astype(np.int8), starts=starts, targets=targets)
    out = tmp_path / "rolled"
    args = ["--data", str(file), "--out", str(out), "--trials", "2", "--decisions", "2"]
    assert ddb.main([*args, "--per-shard", "1"]) == 0
    printed = capsys.readouterr().out
    # Long nardy's held-out positions (the judge's) are left out.
    leaders = ddb.close_leaders(starts, targets, LONG, 0.03, 3)
    kept = len(ddb.order_of(leaders, views, 1, rollout_draw.judge_keys(rollout_draw.JUDGE)))
    assert kept < 20
    assert f"{kept} of 20 decisions have close leaders" in printed
    assert "done: 2 decisions" in printed
    broken = tmp_path / "broken.npz"
    broken.write_bytes(b"not a numpy file")
    assert ddb.main(["--data", str(broken), "--out", str(out)]) == 2
    assert "error:" in capsys.readouterr().err
    assert ddb.main([*args, "--variant", "backgammon"]) == 2
    assert "no backgammon decisions" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        ddb.main([*args, "--top", "1"])


def test_a_shard_of_the_first_version_is_rolled_out_again_and_must_come_out_the_same(
    data, tmp_path
):
    views, starts, targets = data
    out = tmp_path / "rolled"
    ddb.build(plan(out, decisions=3), views, starts, targets, say=lambda s: None)
    path = out / "shard-00000.npz"
    now = ddb.read(out, LONG)

    def as_version_1(outputs):
        with np.load(path) as z:
            fields = {k: z[k] for k in z.files if k != "free_se"}
        head = json.loads(str(fields["head"]))
        fields["head"] = np.array(json.dumps({**head, "version": 1}, sort_keys=True))
        fields["outputs"] = outputs
        np.savez(path, **fields)

    as_version_1(now.labels.outputs)
    with pytest.raises(ValueError, match="version 1: run decision_db with its settings again"):
        ddb.read(out, LONG)
    said: list[str] = []
    ddb.build(plan(out, decisions=3), views, starts, targets, say=said.append)
    assert any("brought up to date" in line for line in said)
    again = ddb.read(out, LONG)
    assert np.array_equal(again.free_se, now.free_se)
    assert np.array_equal(again.labels.outputs, now.labels.outputs)
    # A first-version shard whose rollouts this code does not repeat is refused.
    as_version_1(now.labels.outputs + np.float32(0.01))
    with pytest.raises(SystemExit, match="did not come out the same"):
        ddb.build(plan(out, decisions=3), views, starts, targets, say=lambda s: None)


def test_rolled_out_values_weigh_by_their_standard_errors_in_the_fit(data):
    # As much as a one-roll value where the standard error is the one-roll
    # look's own error; the inverse of the variances elsewhere, at most 4.
    got = sb.pair_weights(np.array([0.02, 0.01, 0.04, 0.0, 0.001]), 0.02)
    assert got == pytest.approx([1.0, 4.0, 0.25, 4.0, 4.0])
    views, starts, targets = data
    start = network(LONG)
    found = sb.Decisions(views, starts)

    def fit(pair, weights):
        return sb.fit_siblings(start, found, targets, None, 1, 1e-3, pair, 0, 3, weights=weights)

    ones, zeros = np.ones(len(views)), np.zeros(len(views))
    plain = fit(8.0, None).net
    assert np.array_equal(fit(8.0, ones).net.w1, plain.w1)
    assert np.array_equal(fit(8.0, zeros).net.w1, fit(0.0, None).net.w1)
    assert not np.array_equal(fit(8.0, zeros).net.w1, plain.w1)


def test_the_benchmark_charges_each_choice_the_rollouts_loss(data, tmp_path):
    """benchmarks/decision_rollouts.py: the one-roll look's choice among each
    decision's leaders, charged what the rollouts say it loses."""
    views, starts, targets = data
    out = tmp_path / "rolled"
    ddb.build(plan(out, decisions=6), views, starts, targets, say=lambda s: None)
    # The data file beside the shards, as the game's decisions.npz lies.
    np.savez(out / "decisions.npz", views=views, starts=starts, targets=targets)
    rolled = ddb.read(out, LONG)
    eq = equity(rolled.labels.outputs.astype(np.float64), LONG)
    by_one_roll = equity(targets[rolled.row], LONG)
    loss = [
        eq[rolled.decision == d][np.argmin(by_one_roll[rolled.decision == d])]
        - eq[rolled.decision == d].min()
        for d in np.unique(rolled.decision)
    ]
    # The one-roll look's own error in a mean-free equity: what parts it
    # from the rollouts, less the rollouts' own noise.
    apart = np.concatenate(
        [
            (by_one_roll[m] - by_one_roll[m].mean()) - (eq[m] - eq[m].mean())
            for m in (rolled.decision == d for d in np.unique(rolled.decision))
        ]
    )
    own = np.mean(rolled.free_se.astype(np.float64) ** 2)
    its_own = np.sqrt(max(np.mean(apart**2) - own, 0.0))
    script = ROOT / "benchmarks" / "decision_rollouts.py"
    net = ROOT / "nardy_desktop" / "resources" / "ai" / "long.npz"
    run = subprocess.run(
        [
            sys.executable,
            str(script),
            "--out",
            str(out),
            str(net),
            str(net),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    lines = run.stdout.splitlines()
    assert lines[0] == "6 decisions, 12 leaders (shards from 0), 4 trials a leader"
    assert f"one roll deeper (the data file): {1000 * np.mean(loss):.2f} ±" in run.stdout
    assert f"so the one-roll look's own error {its_own:.4f}" in run.stdout
    assert f"{net}: " in lines[-1] and "less the first" in lines[-1]
    # The second network against the first: the same weights, the same choices.
    assert lines[-1].endswith(f"; less {net} 0.00 ± 0.00")
    assert f"less {net}" not in lines[-2]
    later = subprocess.run(
        [
            sys.executable,
            str(script),
            "--out",
            str(out),
            "--first-shard",
            "1",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert later.stdout.startswith("3 decisions, 6 leaders (shards from 1)")
