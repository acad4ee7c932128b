"""Training: reproducible from its seed, resumable from a checkpoint or shipped weights."""

import shutil

import numpy as np

from nardy_desktop.ai.network import Network
from nardy_desktop.ai.training import train


def run(tmp_path, name, *extra):
    args = [
        "--variant",
        "backgammon",
        "--seed",
        "5",
        "--hidden",
        "8",
        "--checkpoint-dir",
        str(tmp_path / name),
        "--log-every",
        "2",
        "--eval-every",
        "4",
        "--eval-games",
        "2",
        *extra,
    ]
    assert train.main(args) == 0
    return Network.load(tmp_path / name / "backgammon.npz")


def test_a_run_resumed_from_its_checkpoint_ends_where_an_unbroken_run_ends(tmp_path, capsys):
    whole = run(tmp_path, "whole", "--games", "4")
    run(tmp_path, "split", "--games", "2")
    split = run(tmp_path, "split", "--games", "4", "--resume")
    out = capsys.readouterr().out
    assert "resumed from" in out and "games 4 |" in out and "check at 4 games" in out
    assert whole.meta["games"] == split.meta["games"] == 4
    assert np.array_equal(whole.w1, split.w1)
    assert np.array_equal(whole.w2, split.w2)
    # Training changed the weights, and a snapshot was kept at the check.
    first = Network.random(whole.variant, whole.inputs, 8, seed=5)
    assert not np.array_equal(first.w1, whole.w1)
    assert (tmp_path / "whole" / "backgammon-0000004.npz").exists()


def test_resuming_from_a_missing_checkpoint_is_a_clear_error(tmp_path, capsys):
    code = train.main(
        ["--variant", "long", "--checkpoint-dir", str(tmp_path), "--resume", "--games", "1"]
    )
    assert code == 2
    assert "no checkpoint" in capsys.readouterr().err


def test_unusable_weights_files_are_clear_errors(tmp_path, capsys):
    good = run(tmp_path, "bg", "--games", "1")
    (tmp_path / "junk.npz").write_text("not weights")
    (tmp_path / "cut.npz").write_bytes((tmp_path / "bg" / "backgammon.npz").read_bytes()[:300])
    bad_shape = Network(good.variant, good.w1, good.b1[:-1], good.w2, good.b2, good.meta)
    bad_shape.save(tmp_path / "shape.npz")
    not_weights = "is not a file of network weights"
    expected = {  # what resuming from the file says, and what shipping it says
        "junk.npz": (not_weights, not_weights),
        "cut.npz": (not_weights, not_weights),
        "shape.npz": ("inconsistent shapes", "inconsistent shapes"),
        "missing.npz": ("no checkpoint at", "cannot read"),
    }
    out = str(tmp_path / "o.npz")
    for name, (on_resume, on_ship) in expected.items():
        path = str(tmp_path / name)
        resume = ["--variant", "backgammon", "--checkpoint-dir", str(tmp_path / "x")]
        assert train.main([*resume, "--resume", path, "--games", "2"]) == 2
        assert on_resume in capsys.readouterr().err
        assert train.main(["--variant", "backgammon", "--ship", path, "--ship-to", out]) == 2
        assert on_ship in capsys.readouterr().err
    assert not (tmp_path / "o.npz").exists()
    assert not (tmp_path / "x" / "backgammon.npz").exists()


def test_a_checkpoint_that_cannot_be_written_stops_the_run_cleanly(tmp_path, capsys):
    run(tmp_path, "bg", "--games", "1")
    kept = (tmp_path / "bg" / "backgammon.npz").read_bytes()
    # The snapshot due at 4 games cannot be written: its temporary name is a folder.
    (tmp_path / "bg" / "backgammon-0000004.npz.tmp.npz").mkdir()
    args = ["--variant", "backgammon", "--checkpoint-dir", str(tmp_path / "bg"), "--resume"]
    assert train.main([*args, "--games", "6", "--eval-every", "4", "--eval-games", "2"]) == 2
    assert "cannot write a checkpoint" in capsys.readouterr().err
    assert (tmp_path / "bg" / "backgammon.npz").read_bytes() == kept
    # A file where the checkpoint folder should be.
    (tmp_path / "taken").write_text("")
    assert train.main(["--variant", "long", "--checkpoint-dir", str(tmp_path / "taken")]) == 2
    assert "cannot use" in capsys.readouterr().err


def test_the_wrong_variant_is_refused(tmp_path, capsys):
    run(tmp_path, "bg", "--games", "1")
    code = train.main(
        [
            "--variant",
            "long",
            "--checkpoint-dir",
            str(tmp_path),
            "--resume",
            str(tmp_path / "bg" / "backgammon.npz"),
        ]
    )
    assert code == 2
    assert "backgammon weights" in capsys.readouterr().err


def test_training_resumes_from_shipped_weights(tmp_path):
    net = run(tmp_path, "a", "--games", "2")
    shipped = tmp_path / "shipped.npz"
    assert train.ship(tmp_path / "a" / "backgammon.npz", net.variant, shipped) == 0
    small = Network.load(shipped)
    assert small.meta["games"] == 2
    assert np.allclose(small.w1, net.w1, atol=1e-6)
    more = run(tmp_path, "b", "--games", "3", "--resume", str(shipped))
    assert more.meta["games"] == 3


def test_resuming_can_change_the_schedule_and_grow_old_weights(tmp_path, capsys):
    run(tmp_path, "a", "--games", "2")
    old = Network.load(tmp_path / "a" / "backgammon.npz")
    # Weights from before the last features of each side were added.
    full = old.inputs
    block = (full - 2) // 2
    keep = [*range(block - 4), *range(block, 2 * block - 4), full - 2, full - 1]
    old.w1 = old.w1[:, keep]
    old.save(tmp_path / "old.npz", precise=True)
    more = run(tmp_path, "b", "--games", "3", "--resume", str(tmp_path / "old.npz"), "--lam", "0")
    out = capsys.readouterr().out
    assert f"inputs grown from {full - 8} to {full}" in out
    assert more.inputs == full
    assert more.meta["lambda"] == 0 and more.meta["alpha"] == 0.1
    assert more.meta["schedule_changes"] == [{"games": 2, "lambda": 0.0}]
    assert more.meta["grown"][0]["games"] == 2 and more.meta["games"] == 3


def test_the_mean_of_several_checkpoints_can_be_shipped(tmp_path, capsys):
    a = run(tmp_path, "a", "--games", "2")
    shutil.copy(tmp_path / "a" / "backgammon.npz", tmp_path / "two.npz")
    b = run(tmp_path, "a", "--games", "4", "--resume")
    out = tmp_path / "mean.npz"
    args = ["--variant", "backgammon", "--ship-to", str(out), "--ship"]
    assert (
        train.main(
            [*args, str(tmp_path / "two.npz"), str(tmp_path / "a" / "backgammon-0000004.npz")]
        )
        == 0
    )
    mean = Network.load(out)
    assert np.allclose(mean.w1, (a.w1 + b.w1) / 2, atol=1e-6)
    assert np.allclose(mean.b2, (a.b2 + b.b2) / 2, atol=1e-6)
    assert mean.meta["games"] == 4 and mean.meta["averaged_games"] == [2, 4]
    # Checkpoints of different networks cannot be mixed.
    run(tmp_path, "wide", "--games", "1", "--hidden", "9")
    wide = str(tmp_path / "wide" / "backgammon.npz")
    capsys.readouterr()
    assert train.main([*args, str(tmp_path / "two.npz"), wide]) == 2
    assert "only checkpoints of one network" in capsys.readouterr().err


def test_a_resumed_network_can_be_given_more_hidden_units(tmp_path, capsys):
    from nardy_desktop.ai.encoding import encode
    from nardy_desktop.engine import Position, Variant

    small = run(tmp_path, "a", "--games", "2")
    x = encode([Position.start(Variant.BACKGAMMON)])
    grown = Network.load(small_path := tmp_path / "a" / "backgammon.npz")
    train.grow_hidden(grown, 12, seed=5)
    assert grown.hidden == 12
    assert np.allclose(grown.forward(x), small.forward(x))  # nothing changes at first
    more = run(tmp_path, "b", "--games", "4", "--resume", str(small_path), "--hidden", "12")
    assert "hidden units grown from 8 to 12" in capsys.readouterr().out
    assert more.hidden == 12 and more.meta["hidden"] == 12
    assert more.meta["grown"] == [{"games": 2, "hidden": [8, 12]}]
    assert np.abs(more.w2[:, 8:]).max() > 0  # the new units take part after training
    again = ["--variant", "backgammon", "--checkpoint-dir", str(tmp_path / "b"), "--resume"]
    assert train.main([*again, "--games", "5"]) == 0  # it stays as grown
    assert Network.load(tmp_path / "b" / "backgammon.npz").hidden == 12
    code = train.main(
        ["--variant", "backgammon", "--checkpoint-dir", str(tmp_path / "b"), "--resume"]
        + ["--hidden", "10", "--games", "6"]
    )
    assert code == 2 and "12 hidden units already" in capsys.readouterr().err


def test_td0_updates_equal_those_of_traces_that_fade_at_once():
    """TD(0) skips the eligibility traces; its steps must be the ones the
    traces would give with a decay that forgets everything but this ply."""
    import random

    from nardy_desktop.engine import Variant

    nets = []
    for lam in (0.0, 1e-300):
        net = Network.random(Variant.BACKGAMMON, train.input_size(Variant.BACKGAMMON), 8, 3)
        trainer = train.Trainer(net, random.Random(4), 0.1, lam, 1e9)
        for _ in range(3):
            trainer.play()
        nets.append(net)
    start = Network.random(Variant.BACKGAMMON, train.input_size(Variant.BACKGAMMON), 8, 3)
    assert np.abs(nets[0].w1 - start.w1).max() > 1e-3  # it did learn
    for name in ("w1", "b1", "w2", "b2"):
        np.testing.assert_allclose(getattr(nets[0], name), getattr(nets[1], name), atol=1e-12)


def test_first_layer_traces_from_factors_equal_dense_traces():
    """The traces are kept as each ply's factors; the step they give must be
    the one of the dense (K, H, I) traces, also once a game is longer than
    the window of plies still weighing anything."""
    rng = np.random.default_rng(1)
    k, hidden, inputs, lam = 3, 4, 5, 0.5
    trace = train.FirstLayerTrace(lam, k, hidden, inputs)
    assert trace.window < 100
    dense = np.zeros((k, hidden, inputs))
    for _ in range(3 * trace.window + 7):
        gh, x, delta = rng.normal(size=(k, hidden)), rng.normal(size=inputs), rng.normal(size=k)
        dense = lam * dense + gh[:, :, None] * x[None, None, :]
        trace.add(gh, x)
        np.testing.assert_allclose(
            trace.step(delta), np.einsum("k,khi->hi", delta, dense), rtol=0, atol=1e-9
        )
