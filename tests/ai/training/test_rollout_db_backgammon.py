"""The rolled-out positions database in backgammon: its own folder and kind,
legal backgammon positions, and a stopped run that goes on; and long nardy's
draw as it was."""

import numpy as np
import pytest

from nardy_desktop.ai.evaluate import using_network
from nardy_desktop.ai.levels import Level
from nardy_desktop.ai.network import OUTPUTS, load_weights
from nardy_desktop.ai.phases import PHASES, phase_of
from nardy_desktop.ai.rollout import RolloutSettings
from nardy_desktop.ai.training import rollout_db as db
from nardy_desktop.ai.training import rollout_draw as draw
from nardy_desktop.engine import Position, Side, Variant, legal_turns

from tests.helpers import make
from tests.locations import ROOT

BG = Variant.BACKGAMMON
LONG_320 = ROOT / "benchmarks" / "baselines" / "long-320.npz"
QUICK = ((Level.BEGINNER, Level.INTERMEDIATE),)


@pytest.fixture
def few_games(monkeypatch):
    monkeypatch.setattr(draw, "MIN_GAMES", 1)
    monkeypatch.setattr(draw, "GAMES_PER_POSITION", 0.34)


def tiny_plan(out, positions=6, per_shard=3, variant=BG):
    return db.Plan(
        out,
        positions,
        per_shard,
        trials=2,
        seed=3,
        luck=False,
        pairings=QUICK,
        explore=0.5,
        variant=variant,
    )


def shards_in(out):
    return [db.read_shard(p) for p in sorted(out.glob("shard-*.npz"))]


def played_keys(seed, shard, games):
    """The keys of every position of the draw's first `games` games."""
    return {
        draw.key_of(p)
        for g in range(games)
        for p, _ in draw.game_positions(QUICK[0], draw.seed_of(seed, shard, g), 0.5, BG)
    }


def test_a_backgammon_draw_holds_legal_positions_of_its_games_from_the_side_to_move(few_games):
    chosen = draw.sample_shard(5, 0, 8, set(), QUICK, explore=0.5, variant=BG)
    assert [c.view for c in draw.sample_shard(5, 0, 8, set(), QUICK, 0.5, BG)] == [
        c.view for c in chosen
    ]
    assert len({c.view for c in chosen}) == len(chosen) == 8
    games = played_keys(5, 0, 3)  # the most games a draw of 8 plays here
    for c in chosen:
        position = c.position()
        assert position.variant is BG and c.variant is BG
        # A position the rules accept, written and read back unchanged.
        assert Position.from_text(position.to_text()) == position
        assert draw.key_of(position) == c.view in games
        assert not draw.exact(position)
        assert c.phase == phase_of(position, c.ply)
        assert any(legal_turns(position, dice) for dice in ((6, 5), (2, 1)))


def test_the_same_backgammon_board_from_either_colour_is_one_key():
    white = make(BG, {24: 1, 13: 5, 8: 3, 6: 5}, {13: 4, 8: 2, 6: 3, 5: 3, 4: 3}, bar=(1, 0))
    view = np.array(draw.wide_view(white), dtype=np.int64)
    black = draw.position_of_view(view, BG, Side.BLACK)
    assert black.side is Side.BLACK and black.bar == (0, 1)
    assert draw.key_of(black) == draw.key_of(white)
    assert draw.Candidate(draw.key_of(black), "escape", 9, BG).position() == white


def test_backgammon_races_the_bear_off_tables_know_are_left_out():
    both_home = make(BG, {6: 5, 5: 5, 4: 5}, {6: 5, 5: 5, 4: 5})
    assert draw.exact(both_home)
    assert not draw.exact(make(BG, {8: 5, 6: 5, 5: 5}, {6: 5, 5: 5, 4: 5}))
    # Home, but not past the opponent's anchor: contact, and no table knows it.
    assert not draw.exact(make(BG, {6: 4, 4: 4, 3: 4, 2: 3}, {20: 2, 13: 5, 8: 3, 6: 5}))


def test_a_backgammon_shard_reads_back_and_a_stopped_run_goes_on(tmp_path, few_games):
    out = tmp_path / "stopped"
    assert db.build(tiny_plan(out, positions=3), say=lambda line: None) == 3
    (first,) = shards_in(out)
    assert first.head["kind"] == db.KIND_OF[BG] != db.KIND
    assert first.variant is BG
    assert {c.variant for c in first.candidates} == {BG}
    assert {c.phase for c in first.candidates} <= set(PHASES)
    assert first.labels.outputs.shape == first.labels.outputs_se.shape == (3, OUTPUTS[BG])
    assert first.head["network"] == db.network_digest(BG) != db.network_digest(Variant.LONG)
    written = (out / "shard-00000.npz").read_bytes()
    # Resumed: the first shard kept as it was, the second drawn away from it.
    assert db.build(tiny_plan(out), say=lambda line: None) == 6
    assert (out / "shard-00000.npz").read_bytes() == written
    keys = [c.view for s in shards_in(out) for c in s.candidates]
    assert len(set(keys)) == 6
    # The same shards as a run never stopped.
    whole = tmp_path / "whole"
    db.build(tiny_plan(whole), say=lambda line: None)
    assert [c.view for s in shards_in(whole) for c in s.candidates] == keys


def test_the_games_do_not_mix_their_shards(tmp_path, few_games):
    db.build(tiny_plan(tmp_path, positions=3), say=lambda line: None)
    with pytest.raises(SystemExit, match="other settings"):
        db.build(tiny_plan(tmp_path, positions=3, variant=Variant.LONG), say=lambda line: None)


def test_the_command_line_writes_backgammon_shards_to_their_folder(tmp_path, few_games, capsys):
    out = tmp_path / "bg"
    args = ["--variant", "backgammon", "--out", str(out), "--positions", "2", "--per-shard", "2"]
    assert db.main([*args, "--trials", "1", "--no-luck", "--seed", "4"]) == 0
    assert "2 backgammon positions" in capsys.readouterr().out
    (shard,) = shards_in(out)
    assert shard.variant is BG
    assert db.OUT_OF[BG] == db.ROOT / "training" / "rollouts" / "backgammon"
    assert db.OUT_OF[Variant.LONG] == db.OUT


def test_backgammon_labels_have_the_game_s_five_outputs():
    position = make(BG, {8: 5, 6: 5, 5: 5}, {8: 5, 6: 5, 5: 5})
    labels = db.label([position], RolloutSettings(trials=4, seed=2, luck=True))
    assert labels.outputs.shape == (1, 5)
    assert 0.0 <= labels.win[0] <= 1.0 and -3.0 <= labels.equity[0] <= 3.0


def test_long_nardy_draws_the_committed_first_shard_again():
    """The long run resumes from its committed shards: the draw of shard 0
    must be what it was when that shard was made."""
    committed = db.read_shard(db.shard_path(db.OUT, 0))
    assert committed.variant is Variant.LONG
    # Drawn from the games of the network shipped then, kept under baselines/.
    with using_network(load_weights(LONG_320, Variant.LONG)):
        assert db.network_digest(Variant.LONG) == committed.head["network"]
        again = draw.sample_shard(1, 0, 32, draw.judge_keys())
    assert [c.view for c in again] == [c.view for c in committed.candidates]
    assert [(c.phase, c.ply) for c in again] == [(c.phase, c.ply) for c in committed.candidates]
