"""Fitting a network to rolled-out positions (`ai/training/fit_rollouts.py`)."""

import numpy as np
import pytest

from nardy_desktop.ai.evaluate import network
from nardy_desktop.ai.network import OUTPUTS, Network, equity
from nardy_desktop.ai.phases import PHASES
from nardy_desktop.ai.training import fit_rollouts as fr
from nardy_desktop.ai.training import rollout_db as db
from nardy_desktop.ai.training import rollout_draw as draw
from nardy_desktop.ai.training import supervised, train
from nardy_desktop.engine import Variant

LONG = Variant.LONG
BG = Variant.BACKGAMMON


def small(seed: int, hidden: int = 6, variant: Variant = LONG) -> Network:
    return Network.random(variant, train.input_size(variant), hidden, seed=seed)


def write_database(folder, teacher: Network, count: int, per_shard: int, test_shards: int):
    """Shards of real positions of `teacher`'s game labelled by it: the first
    `test_shards` say 1,296 trials, the rest 324."""
    variant = teacher.variant
    found = supervised.collect(network(variant), count, seed=6, batch=20)
    views, x = found.views[:count], found.inputs[:count]
    y = teacher.forward(x)
    points = equity(y, variant)
    for shard, lo in enumerate(range(0, count, per_shard)):
        rows = slice(lo, lo + per_shard)
        n = len(views[rows])
        trials = 1296 if shard < test_shards else 324
        labels = db.Labels(
            outputs=y[rows].astype(np.float32),
            outputs_se=np.full((n, OUTPUTS[variant]), 0.01, np.float32),
            win=y[rows, 0].astype(np.float32),
            win_se=np.full(n, 0.01, np.float32),
            equity=points[rows].astype(np.float32),
            equity_se=np.full(n, 0.02, np.float32),
            trials=np.full(n, trials, np.int32),
            plies=np.full(n, 30.0, np.float32),
        )
        chosen = [
            draw.Candidate(v.astype(np.int8).tobytes(), PHASES[i % len(PHASES)], 9, variant)
            for i, v in enumerate(views[rows])
        ]
        head = {"kind": db.KIND_OF[variant], "version": db.VERSION, "shard": shard}
        db.write_shard(db.shard_path(folder, shard), head, chosen, labels)


@pytest.mark.slow
def test_the_fit_learns_the_labels_and_is_tested_on_the_most_rolled_out(tmp_path):
    teacher = small(seed=21)
    write_database(tmp_path, teacher, count=600, per_shard=100, test_shards=2)
    data = fr.load(tmp_path)
    assert len(data) == 600
    fit, valid, test = fr.split(data, test_trials=1296, valid=0.1, seed=1)
    assert len(test) == 200 and (test.trials == 1296).all()
    assert len(fit) + len(valid) == 400 and (fit.trials == 324).all()
    start = small(seed=22)
    before = fr.errors(start, test).mean
    fitted, history = fr.fit_to_rollouts(start, fit, valid, passes=8, rate=3e-3, seed=1, batch=16)
    after = fr.errors(fitted, test).mean
    assert after < before / 3
    # The weights kept are those of the pass that did best aside from the fit.
    assert fr.errors(fitted, valid).mean == pytest.approx(min(history))
    assert set(fr.errors(fitted, test).by_phase) == set(PHASES)


def test_the_command_line_fits_saves_and_refuses_an_empty_folder(tmp_path, capsys):
    write_database(tmp_path / "db", small(seed=31), count=60, per_shard=20, test_shards=1)
    start = tmp_path / "start.npz"
    small(seed=32).save(start, precise=True)
    out = tmp_path / "out.npz"
    args = ["--out", str(out), "--network", str(start), "--database", str(tmp_path / "db")]
    assert fr.main([*args, "--passes", "2", "--rate", "1e-2"]) == 0
    printed = capsys.readouterr().out
    assert "60 positions: " in printed and "20 tested" in printed
    assert "fitted network,  test mean absolute error" in printed
    assert Network.load(out).meta["fit_rollouts"]["passes"] == 2
    # The database as it stood at its first 40 positions: the same test, fewer fitted.
    assert fr.main([*args, "--passes", "1", "--limit", "40"]) == 0
    printed = capsys.readouterr().out
    assert "40 positions: " in printed and "20 tested" in printed
    assert Network.load(out).meta["fit_rollouts"]["positions"] == 18  # 20 less 2 set aside
    (tmp_path / "empty").mkdir()
    assert fr.main(["--out", str(out), "--database", str(tmp_path / "empty")]) == 2
    assert "no shard" in capsys.readouterr().err


def test_a_backgammon_database_is_fitted_with_the_game_s_five_outputs(tmp_path, capsys):
    teacher = small(seed=41, variant=BG)
    write_database(tmp_path / "db", teacher, count=60, per_shard=20, test_shards=1)
    data = fr.load(tmp_path / "db")
    assert data.variant is BG and data.outputs.shape == (60, 5)
    # The error is the game's equity (gammons and backgammons counted), not long nardy's.
    error = fr.errors(teacher, data)
    assert error.mean < 1e-5
    plain = Network(BG, teacher.w1, teacher.b1, teacher.w2 * 0.0, teacher.b2 * 0.0)
    y = plain.forward(fr.encode(data.views, BG))
    assert fr.errors(plain, data).mean == pytest.approx(
        np.abs(equity(y, BG) - data.equity).mean(), rel=1e-9
    )
    start = tmp_path / "start.npz"
    small(seed=42, variant=BG).save(start, precise=True)
    out = tmp_path / "out.npz"
    args = ["--variant", "backgammon", "--out", str(out), "--network", str(start)]
    assert fr.main([*args, "--database", str(tmp_path / "db"), "--passes", "2"]) == 0
    assert "20 tested" in capsys.readouterr().out
    fitted = Network.load(out)
    assert fitted.variant is BG and fitted.meta["fit_rollouts"]["passes"] == 2
    # A long nardy network or the long nardy folder's game is refused.
    long_start = tmp_path / "long.npz"
    small(seed=43).save(long_start, precise=True)
    db_args = ["--database", str(tmp_path / "db")]
    assert fr.main([*args[:4], "--network", str(long_start), *db_args]) == 2
    assert "backgammon" in capsys.readouterr().err
    assert fr.main(["--out", str(out), *db_args]) == 2
    assert "not long" in capsys.readouterr().err
    with pytest.raises(ValueError, match="cannot judge"):
        fr.errors(small(seed=44), data)
    # Nothing to fit (every shard the test's) or nothing to test: refused.
    assert fr.main([*args, *db_args, "--test-trials", "324"]) == 2
    assert fr.main([*args, *db_args, "--test-trials", "5000"]) == 2
    assert "both are needed" in capsys.readouterr().err
