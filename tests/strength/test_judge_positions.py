"""The long nardy judge (nardy_desktop.strength.positions, behind
benchmarks/judge_positions.py) on a handful of decisions: the phases it
classes them in, the files it writes and continues, and the errors it charges."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from nardy_desktop.engine import Position, Variant, legal_turns
from nardy_desktop.strength import positions as jp

from tests.locations import ROOT


def test_phases():
    start = Position.start(Variant.LONG)
    assert jp.phase_of(start, 0) == "opening"
    assert jp.phase_of(start, 20) == "middle"
    # White all home, Black still on its way: White bears off.
    bearing = Position.from_text("long/3,3,3,3,3,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0/0,0/0,0/w")
    assert jp.phase_of(bearing, 60) == "bearoff"
    # Every White checker past every Black one: a race.
    race = Position.from_text("long/0,0,0,0,0,0,5,5,5,0,0,0,-5,-5,-5,0,0,0,0,0,0,0,0,0/0,0/0,0/w")
    assert jp.phase_of(race, 60) == "race"
    # Black holds four points in a row in front of White's head.
    block = Position.from_text(
        "long/0,0,0,0,0,0,0,0,0,0,0,0,-3,-3,-3,0,0,-1,-1,-1,-1,-2,0,15/0,0/0,0/w"
    )
    assert jp.phase_of(block, 20) == "block"


@pytest.fixture(scope="module")
def chosen(tmp_path_factory) -> tuple[Path, list]:
    path = tmp_path_factory.mktemp("judge") / "positions.jsonl"
    return path, jp.select(0.005, 3, 0, path)  # seed 0 fills every phase in two games


@pytest.mark.slow
def test_select_draws_every_phase_with_legal_distinct_candidates(chosen):
    path, decisions = chosen
    assert {d.phase for d in decisions} == set(jp.QUOTAS)
    assert [d.id for d in jp.read_decisions(path)] == [d.id for d in decisions]
    for d in jp.read_decisions(path):
        results = {t.result.to_text() for t in legal_turns(d.position, d.dice)}
        assert len(results) > 1
        assert 1 <= len(d.candidates) <= 3
        assert len(set(d.candidates)) == len(d.candidates)
        assert set(d.candidates) <= results


@pytest.mark.slow
def test_rollouts_continue_where_they_stopped_and_refuse_other_settings(chosen, tmp_path):
    positions, decisions = chosen
    out = tmp_path / "rollouts.jsonl"
    net = ROOT / "benchmarks" / "baselines" / "long-v1.npz"
    kw = {"trials": 2, "jobs": 1, "truncate": 2, "luck": False}
    assert jp.rollout(positions, out, net, limit=2, **kw) == 2
    assert jp.rollout(positions, out, net, limit=None, **kw) == len(decisions) - 2
    assert jp.rollout(positions, out, net, limit=None, **kw) == 0
    head, done = jp.read_rollouts(out)
    assert head["trials"] == 2 and head["truncate_plies"] == 2
    assert sorted(done) == [d.id for d in decisions]
    for d in decisions:
        assert done[d.id].shape == (2, len(d.candidates))
    with pytest.raises(SystemExit, match="other settings"):
        jp.rollout(positions, out, net, trials=4, jobs=1, limit=None, truncate=2, luck=False)
    # The same weights under another name go on; other weights do not.
    renamed = tmp_path / "renamed.npz"
    renamed.write_bytes(net.read_bytes())
    assert jp.rollout(positions, out, renamed, limit=None, **kw) == 0
    shipped = ROOT / "nardy_desktop" / "resources" / "ai" / "long.npz"
    with pytest.raises(SystemExit, match="other settings"):
        jp.rollout(positions, out, shipped, limit=None, **kw)


@pytest.mark.slow
def test_rollouts_to_the_end_kept_in_parts_read_back_and_continue(chosen, tmp_path):
    """The compact folder of parts: the same trials read back as the
    JSON-lines file gives (to its four decimals), and a run goes on with the
    decisions not yet kept."""
    positions, decisions = chosen
    folder, lines = tmp_path / "full", tmp_path / "full.jsonl"
    net = ROOT / "benchmarks" / "baselines" / "long-v1.npz"
    kw = {"trials": 2, "jobs": 1, "truncate": None, "luck": False}
    assert jp.rollout(positions, folder, net, limit=3, **kw) == 3
    assert jp.rollout(positions, folder, net, limit=None, **kw) == len(decisions) - 3
    assert jp.rollout(positions, folder, net, limit=None, **kw) == 0
    jp.rollout(positions, lines, net, limit=None, **kw)
    head, done = jp.read_rollouts(folder)
    assert head == jp.read_rollouts(lines)[0]
    assert head["truncate_plies"] is None and head["luck_adjusted"] is False
    want = jp.read_rollouts(lines)[1]
    assert sorted(done) == sorted(want) == [d.id for d in decisions]
    for d in decisions:
        np.testing.assert_allclose(done[d.id], want[d.id], atol=1e-9)
    assert len(list(folder.glob("part-*.npz"))) == 2
    parts = jp.RolloutParts(tmp_path / "bad")
    with pytest.raises(ValueError, match="within"):
        parts.add(1, np.array([[3.5, 1.0]]))


class _Picks:
    """A player that plays the candidate it is told to at each decision."""

    def __init__(self, picks: dict[Position, str]) -> None:
        self.picks = picks

    def choose(self, position, dice, *args, **kwargs):
        want = self.picks[position]
        return next(t for t in legal_turns(position, dice) if t.result.to_text() == want)


def _outside(decisions) -> dict[Position, str]:
    """At each decision a legal result outside its candidates, where there is one."""
    picks = {}
    for d in decisions:
        rest = [t.result.to_text() for t in legal_turns(d.position, d.dice)]
        picks[d.position] = next((r for r in rest if r not in d.candidates), d.candidates[-1])
    return picks


@pytest.mark.slow
def test_each_choice_is_charged_its_loss_against_the_best(chosen, tmp_path, monkeypatch):
    positions, decisions = chosen
    out = tmp_path / "rollouts.jsonl"
    rows = [json.dumps({"kind": "test"})]
    means = {}
    for d in decisions:
        m = np.arange(len(d.candidates), dtype=float) * 0.1  # the last is the best
        means[d.id] = m
        rows.append(json.dumps({"id": d.id, "points": [[x, x] for x in m]}))
    out.write_text("\n".join(rows) + "\n")
    items = jp.judged(positions, out)
    assert [j.best for j in items] == [len(d.candidates) - 1 for d in decisions]
    # The first candidate everywhere (the Expert's favourite, here the worst
    # but where there is one candidate), then a result outside the candidates.
    first = {d.position: d.candidates[0] for d in decisions}
    monkeypatch.setattr(jp, "make_player", lambda spec, seed: _Picks(first))
    loss, outside = jp.losses("x", items)
    assert outside == 0
    assert np.allclose(loss, [means[d.id][-1] - means[d.id][0] for d in decisions])
    others = _outside(decisions)
    monkeypatch.setattr(jp, "make_player", lambda spec, seed: _Picks(others))
    loss, outside = jp.losses("x", items)
    charged = [
        means[d.id][-1]
        - (means[d.id].min() if others[d.position] not in d.candidates else means[d.id][-1])
        for d in decisions
    ]
    assert outside == sum(others[d.position] not in d.candidates for d in decisions)
    assert np.allclose(loss, charged)


@pytest.mark.slow
def test_one_phase_is_judged_alone_and_files_of_two_judges_are_refused(chosen, tmp_path):
    positions, decisions = chosen
    out = tmp_path / "rollouts.jsonl"
    rows = [json.dumps({"kind": "test"})]
    rows += [json.dumps({"id": d.id, "points": [[0.0] * len(d.candidates)] * 2}) for d in decisions]
    out.write_text("\n".join(rows) + "\n")
    race = [d.id for d in decisions if d.phase == "race"]
    assert race and len(race) < len(decisions)
    assert [j.decision.id for j in jp.judged(positions, out, {"race"})] == race
    head = jp.score(["intermediate"], positions, out, ["race"])[0]
    assert head.startswith(f"{len(race)} decisions rolled out (race {len(race)});")
    # A rollout of a decision the positions file does not hold.
    with out.open("a") as f:
        f.write(json.dumps({"id": 10**6, "points": [[0.0], [0.0]]}) + "\n")
    with pytest.raises(SystemExit, match="decision 1000000.*not of one judge"):
        jp.judged(positions, out)


def _judged(trials: np.ndarray) -> jp.Judged:
    return jp.Judged(None, trials)  # type: ignore[arg-type]


def test_the_noise_floor_is_what_redrawn_trials_charge_the_best_candidate():
    rng = np.random.default_rng(5)
    same = np.tile([0.1, 0.3, 0.2], (100, 1))  # every trial agrees: no noise
    clear = np.column_stack([rng.normal(0.0, 0.05, 100), rng.normal(1.0, 0.05, 100)])
    tied = rng.normal(0.0, 1.0, (100, 4))  # four equal candidates, noisy trials
    floor = jp.noise_floor([_judged(same), _judged(clear), _judged(tied)])
    assert floor[0] == 0.0 and floor[1] < 1e-9
    # The largest of four redrawn means of 100 unit-variance trials less one
    # of them: about 0.1 (the best of four normals, 1.03, times the spread of
    # a redrawn mean, 1/10), never below zero.
    assert 0.05 < floor[2] < 0.2
    assert (floor >= 0).all()


@pytest.mark.slow
def test_two_judges_charge_the_same_choices_made_once(chosen, tmp_path, monkeypatch):
    """`score --also`: the player chooses once at each decision, and each
    judge charges that choice by its own means (here the second judge's
    best is the first judge's worst)."""
    positions, decisions = chosen
    files = []
    for name, sign in (("one.jsonl", 1.0), ("two.jsonl", -1.0)):
        rows = [json.dumps({"kind": "test"})]
        for d in decisions:
            m = sign * np.arange(len(d.candidates), dtype=float) * 0.1
            rows.append(json.dumps({"id": d.id, "points": [[x, x] for x in m]}))
        files.append(tmp_path / name)
        files[-1].write_text("\n".join(rows) + "\n")
    first = {d.position: d.candidates[0] for d in decisions}
    asked: list[Position] = []

    class Counting(_Picks):
        def choose(self, position, dice, *args, **kwargs):
            asked.append(position)
            return super().choose(position, dice)

    monkeypatch.setattr(jp, "make_player", lambda spec, seed: Counting(first))
    lines = jp.score(["x"], positions, files)
    assert len(asked) == len(decisions)
    assert [line for line in lines if line.startswith("judge")] == [
        f"judge {files[0]}:",
        f"judge {files[1]}:",
    ]
    one, two = (float(line.split("error ")[1].split(" ")[0]) for line in lines if "x:" in line)
    many = [d for d in decisions if len(d.candidates) > 1]
    assert one == pytest.approx(
        1000 * sum(0.1 * (len(d.candidates) - 1) for d in many) / len(decisions), abs=0.05
    )
    assert two == 0.0  # the first candidate is the second judge's best


@pytest.mark.slow
def test_choices_outside_the_candidates_are_rolled_out_with_the_same_dice(
    chosen, tmp_path, monkeypatch
):
    """`extend` rolls out a player's choices that are not among the kept
    candidates, once, into the folder of parts; each has the trials it would
    have had as a kept candidate (the same dice, trial by trial), and the
    player is then charged its own loss."""
    positions, decisions = chosen
    net = ROOT / "benchmarks" / "baselines" / "long-v1.npz"
    kw = {"trials": 4, "jobs": 1, "truncate": 2, "luck": False}
    folder = tmp_path / "judge"
    jp.rollout(positions, folder, net, limit=None, **kw)
    picks = _outside(decisions)
    outside = [d for d in decisions if picks[d.position] not in d.candidates]
    assert len(outside) >= 3
    monkeypatch.setattr(jp, "make_player", lambda spec, seed: _Picks(picks))
    assert jp.losses("x", jp.judged(positions, folder))[1] == len(outside)

    assert jp.extend(["x"], positions, folder, net, jobs=1) == len(outside)
    assert jp.extend(["x"], positions, folder, net, jobs=1) == 0  # nothing left to roll out
    items = jp.judged(positions, folder)
    assert [j.extra for j in items if j.extra] == [[picks[d.position]] for d in outside]
    loss, left = jp.losses("x", items)
    assert left == 0
    for k, j in enumerate(items):
        choice = j.texts.index(picks[j.decision.position])
        assert loss[k] == pytest.approx(j.means.max() - j.means[choice])

    # The same decisions with the choice kept as a candidate from the start.
    widened = tmp_path / "widened.jsonl"
    lines = positions.read_text().splitlines()[:1]
    for d in decisions:
        extra = [picks[d.position]] if d in outside else []
        lines.append(
            jp.Decision(d.id, d.phase, d.source, d.position, d.dice, d.candidates + extra).to_json()
        )
    widened.write_text("\n".join(lines) + "\n")
    jp.rollout(widened, tmp_path / "wide", net, limit=None, **kw)
    wide = {j.decision.id: j.trials for j in jp.judged(widened, tmp_path / "wide")}
    for j in items:
        np.testing.assert_array_equal(j.trials, wide[j.decision.id])


@pytest.mark.slow
def test_extend_refuses_a_lines_file_and_another_network_but_not_another_name(chosen, tmp_path):
    positions, _ = chosen
    net = ROOT / "benchmarks" / "baselines" / "long-v1.npz"
    kw = {"trials": 2, "jobs": 1, "truncate": 2, "luck": False}
    jp.rollout(positions, tmp_path / "lines.jsonl", net, limit=1, **kw)
    with pytest.raises(SystemExit, match="only a folder of parts"):
        jp.extend(["intermediate"], positions, tmp_path / "lines.jsonl", net, jobs=1)
    with pytest.raises(SystemExit, match="holds no rollouts"):
        jp.extend(["intermediate"], positions, tmp_path / "none", net, jobs=1)
    jp.rollout(positions, tmp_path / "parts", net, limit=1, **kw)
    shipped = ROOT / "nardy_desktop" / "resources" / "ai" / "long.npz"
    with pytest.raises(SystemExit, match="other settings"):
        jp.extend(["intermediate"], positions, tmp_path / "parts", shipped, jobs=1)
    # The same weights under another name (a predecessor kept under baselines/) serve.
    renamed = tmp_path / "renamed.npz"
    renamed.write_bytes(net.read_bytes())
    jp.extend(["intermediate"], positions, tmp_path / "parts", renamed, jobs=1)
