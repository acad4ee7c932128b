"""Fitting the plain network to its lookahead on each decision's candidates
(`ai/training/siblings.py`)."""

import numpy as np
import pytest

from nardy_desktop.ai.evaluate import network
from nardy_desktop.ai.fastplay import encode
from nardy_desktop.ai.network import Network, equity
from nardy_desktop.ai.training import siblings as sb
from nardy_desktop.ai.training import supervised, train
from nardy_desktop.ai.training.fit_rollouts import Rolled, errors
from nardy_desktop.engine import Variant

LONG = Variant.LONG


def small(seed: int, hidden: int = 8) -> Network:
    return Network.random(LONG, train.input_size(LONG), hidden, seed=seed)


def test_mean_free_takes_each_decision_s_own_mean():
    eq = np.array([1.0, 3.0, 10.0, 20.0, 30.0])
    starts = np.array([0, 2, 5])
    assert sb.mean_free(eq, starts).tolist() == [-1.0, 1.0, -10.0, 0.0, 10.0]


def test_decisions_hold_the_best_distinct_candidates_by_plain_evaluation():
    net = network(LONG)
    found = sb.decisions_of(net, 1000, top=4, seed=3)
    sizes = np.diff(found.starts)
    assert len(found) > 300 and sizes.min() >= 2 and sizes.max() <= 4
    assert found.starts[-1] == len(found.views)
    for d in range(len(found)):
        rows = found.views[found.starts[d] : found.starts[d + 1]]
        assert len(np.unique(rows, axis=0)) == len(rows)
        # Best first: each candidate is no better for the opponent than the next.
        eq = sb.equity(net.forward(encode(rows, LONG)), LONG)
        assert (np.diff(eq) >= -1e-9).all()


@pytest.mark.slow
def test_the_mean_free_term_teaches_the_differences_within_decisions():
    views = supervised.collect(network(LONG), 1200, seed=5, explore=0.5).views[:1200]
    found = sb.Decisions(views.astype(np.int64), np.arange(0, 1201, 4))
    teacher = small(seed=41)
    targets = teacher.forward(encode(found.views, LONG))
    start = small(seed=42)
    plain = sb.fit_siblings(start, found, targets, None, 6, 3e-3, 0.0, 0.0, seed=1)
    paired = sb.fit_siblings(start, found, targets, None, 6, 3e-3, 16.0, 0.0, seed=1)
    before = paired.history[0]
    assert min(paired.history) < before / 2
    assert min(paired.history) < 0.8 * min(plain.history)
    # The weights kept are those of the best pass on the decisions set aside.
    assert paired.history[paired.kept] == min(paired.history)


def test_the_command_line_fits_decisions_it_reads_and_saves_the_network(tmp_path, capsys):
    views = supervised.collect(network(LONG), 400, seed=7, explore=0.5).views[:400]
    targets = small(seed=43).forward(encode(views, LONG))
    data = tmp_path / "decisions.npz"
    np.savez_compressed(
        data, views=views.astype(np.int8), starts=np.arange(0, 401, 4), targets=targets
    )
    out = tmp_path / "out.npz"
    args = ["--out", str(out), "--data", str(data), "--passes", "2", "--rollouts", "0"]
    assert sb.main(args) == 0
    printed = capsys.readouterr().out
    assert "100 decisions (400 candidates) read from" in printed
    assert "mean-free error on the decisions set aside:" in printed
    meta = Network.load(out).meta["siblings"]
    assert meta["decisions"] == 100 and meta["passes"] == 2 and meta["rolled_positions"] == 0
    with pytest.raises(SystemExit):
        sb.main(["--out", str(out), "--top", "1"])
    assert "--top at least 2" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        sb.main(args + ["--keep-by", "database"])
    assert "--keep-by database needs the database" in capsys.readouterr().err


@pytest.mark.slow
def test_backgammon_decisions_are_made_valued_and_fitted_with_its_own_database(tmp_path, capsys):
    out = tmp_path / "bg.npz"
    args = ["--variant", "backgammon", "--out", str(out), "--decisions", "300", "--passes", "1"]
    assert sb.main([*args, "--rollouts", "1"]) == 0
    printed = capsys.readouterr().out
    assert "their values one roll deeper" in printed
    assert "rollout database test, mean absolute error" in printed
    fitted = Network.load(out)
    assert fitted.variant is Variant.BACKGAMMON
    assert fitted.meta["siblings"]["rolled_positions"] > 1000
    # The long nardy database does not teach a backgammon network.
    long_db = sb.OUT_OF[LONG]
    assert sb.main([*args, "--database", str(long_db)]) == 2
    assert "holds long positions" in capsys.readouterr().err


def decisions_and_database() -> tuple[sb.Decisions, np.ndarray, Rolled, Rolled]:
    """100 decisions of 4 candidates and their targets, 200 positions to fit
    beside them and 100 set aside (a teacher network's values stand for the
    rollouts and the lookahead here)."""
    views = supervised.collect(network(LONG), 700, seed=7, explore=0.5).views[:700]
    found = sb.Decisions(views[:400].astype(np.int64), np.arange(0, 401, 4))
    teacher = network(LONG)
    targets = teacher.forward(encode(found.views, LONG))
    db = views[400:].astype(np.int64)
    y = teacher.forward(encode(db, LONG))

    def rolled(rows: slice) -> Rolled:
        n = len(db[rows])
        return Rolled(
            db[rows], y[rows], equity(y[rows], LONG), np.zeros(n), np.zeros(n, int), np.full(n, 324)
        )

    return found, targets, rolled(slice(0, 200)), rolled(slice(200, 300))


def test_the_pass_can_be_kept_by_the_database_positions_set_aside():
    """With `keep_by`, the pass kept is the best on those rolled-out positions."""
    found, targets, fitted, aside = decisions_and_database()
    start = small(seed=42)
    fit = sb.fit_siblings(start, found, targets, fitted, 4, 3e-3, 8.0, 4.0, seed=1, keep_by=aside)
    assert fit.measure == sb.ON_DATABASE
    assert fit.history[0] == pytest.approx(errors(start, aside).mean)
    assert fit.history[fit.kept] == min(fit.history) < fit.history[0]
    assert errors(fit.net, aside).mean == pytest.approx(min(fit.history))
    by_decisions = sb.fit_siblings(start, found, targets, fitted, 4, 3e-3, 8.0, 4.0, seed=1)
    assert by_decisions.measure == sb.ON_DECISIONS
    assert by_decisions.history[0] != pytest.approx(fit.history[0])


def test_every_decision_is_fitted_when_the_database_picks_the_pass():
    """The tenth of the decisions that would pick the pass is fitted too when
    the database's positions pick it: other targets there, another fit."""
    found, targets, fitted, aside = decisions_and_database()
    tenth = np.random.default_rng(1).permutation(len(found))[: len(found) // 10]
    other = targets.copy()
    for d in tenth:
        other[found.starts[d] : found.starts[d + 1]] = (
            1.0 - targets[found.starts[d] : found.starts[d + 1]]
        )
    start = small(seed=42)

    def fit(t: np.ndarray, keep_by: Rolled | None) -> sb.Fit:
        return sb.fit_siblings(start, found, t, fitted, 1, 3e-3, 8.0, 4.0, seed=1, keep_by=keep_by)

    assert fit(other, aside).history[1] != fit(targets, aside).history[1]
