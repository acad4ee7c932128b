"""GNU Backgammon as a benchmark opponent (nardy_desktop.strength.gnubg_player)
without GNU Backgammon: a stand-in program runs the real server script with a
small `gnubg` module that answers fixed moves, so the board handed over, the
move read back (hits included) and the refusals are checked for real."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from nardy_desktop.engine import Game, ManualDice, Position, Side, Variant, legal_turns
from nardy_desktop.strength import gnubg_player
from nardy_desktop.strength.gnubg_player import GnubgError, GnubgPlayer, gnubg_board
from nardy_desktop.strength.harness import SpecError, check_spec, make_player

START = (0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0)

STUB = """
import json, sys, types, runpy
LOG, MOVES = sys.argv[1], json.loads(sys.argv[2])
dice = []
def command(text):
    if text.startswith("set dice"):
        dice[:] = [int(x) for x in text.split()[2:]]
def findbestmove(board, cube, context):
    with open(LOG, "a") as f:
        asked = {"board": board, "cube": cube, "context": context, "dice": dice}
        f.write(json.dumps(asked) + "\\n")
    return tuple(MOVES["%d%d" % tuple(dice)])
def evaluate(board, cube, context):
    with open(LOG, "a") as f:
        f.write(json.dumps({"board": board, "cube": cube, "context": context}) + "\\n")
    return (0.25, 0.1, 0.0, 0.2, 0.0, -0.6)
gnubg = types.ModuleType("gnubg")
gnubg.evaluate = evaluate
gnubg.command = command
gnubg.findbestmove = findbestmove
gnubg.cubeinfo = lambda *a: list(a)
gnubg.evalcontext = lambda *a: list(a)
sys.modules["gnubg"] = gnubg
runpy.run_path(sys.argv[-1], run_name="__main__")
"""


@pytest.fixture(autouse=True)
def _servers_stopped():
    yield
    gnubg_player.stop_servers()


def fake_gnubg(tmp_path: Path, moves: dict[str, list[int]]) -> tuple[str, Path]:
    """A program called as GNU Backgammon is (`-t -q -p SCRIPT`) that runs the
    script with the stand-in module; returns it and the log of requests."""
    stub = tmp_path / "stub.py"
    stub.write_text(STUB, encoding="utf-8")
    log = tmp_path / "requests.jsonl"
    program = tmp_path / "gnubg"
    program.write_text(
        f"#!/bin/sh\nexec {sys.executable} {stub} {log} '{json.dumps(moves)}' \"$@\"\n",
        encoding="utf-8",
    )
    program.chmod(0o755)
    return str(program), log


def requests(log: Path) -> list[dict]:
    return [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]


def test_the_start_is_gnubgs_start_for_either_side():
    start = Position.start(Variant.BACKGAMMON)
    assert gnubg_board(start, Side.WHITE) == START + START
    assert gnubg_board(start.with_side(Side.BLACK), Side.BLACK) == START + START


def test_its_move_is_read_back_as_the_legal_turn_it_makes(tmp_path):
    program, log = fake_gnubg(tmp_path, {"31": [8, 5, 6, 5, 0, 0, 0, 0]})
    start = Position.start(Variant.BACKGAMMON)
    turn = GnubgPlayer(2, program).choose(start, (3, 1))
    assert turn.text == "8/5 6/5"
    (asked,) = requests(log)
    assert asked["board"] == [list(START), list(START)]
    assert asked["dice"] == [3, 1]
    assert asked["context"] == [0, 2, 1, 1, 0.0]  # cubeless, 2 plies
    assert asked["cube"][3] == 0  # money: gammons count


def test_a_hit_sends_the_blot_to_the_bar_and_wins_only_counts_at_one_away(tmp_path):
    dice = ManualDice()
    game = Game(Variant.BACKGAMMON, dice, opening=(3, 1))
    game.roll()
    game.play_turn(next(t for t in legal_turns(game.turn_start, (3, 1)) if t.text == "8/5 6/5"))
    dice.push(4, 2)
    black = game.roll()
    # Black leaves blots on its 11 and 9 points: White's 14 and 16.
    game.play_turn(next(t for t in legal_turns(game.turn_start, black) if t.text == "13/9 13/11"))
    program, log = fake_gnubg(tmp_path, {"64": [24, 18, 18, 14, 0, 0, 0, 0]})
    turn = GnubgPlayer(0, program).choose(game.turn_start, (6, 4), away=(1, 1))
    assert turn.text == "24/18 18/14*"
    assert turn.result.bar == (0, 1)
    (asked,) = requests(log)
    opponent, mover = asked["board"]
    assert (opponent[8], opponent[10], opponent[12], mover[4], mover[23]) == (1, 1, 3, 2, 2)
    assert asked["cube"][3] == 1  # a 1-point match: only winning counts


def test_its_chances_are_asked_for_the_side_on_roll(tmp_path):
    program, log = fake_gnubg(tmp_path, {})
    player = GnubgPlayer(1, program)
    start = Position.start(Variant.BACKGAMMON).with_side(Side.BLACK)
    assert player.win_chance(start, away=(1, 1)) == 0.25
    (asked,) = requests(log)
    assert asked["board"] == [list(START), list(START)]
    assert asked["context"] == [0, 1, 1, 1, 0.0] and asked["cube"][3] == 1


def test_its_equity_is_for_money_and_only_for_a_game_going_on(tmp_path):
    program, log = fake_gnubg(tmp_path, {})
    player = GnubgPlayer(0, program)
    start = Position.start(Variant.BACKGAMMON).with_side(Side.BLACK)
    assert player.equity(start) == -0.6  # the sixth output: the equity
    (asked,) = requests(log)
    assert asked["board"] == [list(START), list(START)]
    assert asked["context"] == [0, 0, 1, 1, 0.0] and asked["cube"][3] == 0
    over = Position.from_text(
        "backgammon/0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0/0,0/15,0/b",
        allow_finished=True,
    )
    with pytest.raises(ValueError, match="over"):
        player.equity(over)
    with pytest.raises(ValueError, match="backgammon only"):
        player.equity(Position.start(Variant.LONG))
    assert len(requests(log)) == 1


def test_a_move_that_is_no_legal_turn_is_refused(tmp_path):
    program, _log = fake_gnubg(tmp_path, {"31": [6, 1, 0, 0, 0, 0, 0, 0]})
    with pytest.raises(GnubgError, match="none of the legal turns"):
        GnubgPlayer(0, program).choose(Position.start(Variant.BACKGAMMON), (3, 1))


def test_a_program_that_stops_is_a_clear_error(tmp_path):
    program = tmp_path / "gnubg"
    program.write_text("#!/bin/sh\nexit 3\n", encoding="utf-8")
    program.chmod(0o755)
    with pytest.raises(GnubgError, match="exit 3"):
        GnubgPlayer(0, str(program)).choose(Position.start(Variant.BACKGAMMON), (3, 1))


def test_the_harness_offers_it_for_backgammon_only_and_when_installed(tmp_path, monkeypatch):
    with pytest.raises(SpecError, match="backgammon only"):
        check_spec("gnubg0", Variant.LONG)
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.setattr("nardy_desktop.strength.gnubg.GNUBG_PLACES", ())
    with pytest.raises(SpecError, match="not installed"):
        check_spec("gnubg2", Variant.BACKGAMMON)
    program, _log = fake_gnubg(tmp_path, {})
    check_spec("gnubg1", Variant.BACKGAMMON)  # found on PATH
    player = make_player("gnubg1", 0)
    assert isinstance(player, GnubgPlayer) and player.plies == 1
    assert player.program == program
    assert "gnubg1" in gnubg_player.NAMES
