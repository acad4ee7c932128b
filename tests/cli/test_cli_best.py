"""`python -m nardy_desktop.engine best`, run as a real process."""

import subprocess
import sys

import pytest

from nardy_desktop.engine import Position, legal_turns

START_LONG = "long/0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15/0,0/0,0/w"
START_BG = "backgammon/-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2/0,0/0,0/w"


def run(*args, stdin=""):
    return subprocess.run(
        [sys.executable, "-m", "nardy_desktop.engine", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def legal_lines(position_text: str, d1: int, d2: int) -> set[str]:
    pos = Position.from_text(position_text)
    return {f"{t.text}\t{t.result.to_text()}" for t in legal_turns(pos, (d1, d2))}


@pytest.mark.slow
def test_best_prints_one_legal_turn_for_each_variant_and_level():
    for start in (START_LONG, START_BG):
        for level in ("beginner", "intermediate", "expert"):
            r = run("best", start, "6", "5", "--level", level)
            assert r.returncode == 0, r.stderr
            lines = r.stdout.splitlines()
            assert len(lines) == 1
            assert lines[0] in legal_lines(start, 6, 5)


def test_expert_plays_the_well_known_opening_31():
    # 8/5 6/5 is the standard answer to an opening 3-1 in backgammon.
    r = run("best", START_BG, "3", "1")
    assert r.returncode == 0, r.stderr
    assert r.stdout.split("\t")[0] in ("8/5 6/5", "6/5 8/5")


def test_batch_mode_answers_each_line_and_survives_bad_ones():
    stdin = f"{START_LONG} 6 5\nnonsense 1 2\n{START_BG} 4 4\n\n{START_LONG} 9 1\n"
    r = run("best", "-", "--level", "intermediate", stdin=stdin)
    assert r.returncode == 0, r.stderr
    blocks = r.stdout.split("\n\n")
    assert blocks[-1] == ""
    blocks = blocks[:-1]
    assert len(blocks) == 4
    assert blocks[0] in legal_lines(START_LONG, 6, 5)
    assert blocks[1].startswith("error: bad position")
    assert blocks[2] in legal_lines(START_BG, 4, 4)
    assert blocks[3].startswith("error: bad die 9")


def test_errors_are_one_line_on_stderr_with_status_2():
    cases = [
        ("best", START_LONG, "6", "5", "--level", "grandmaster"),
        ("best", START_LONG, "6", "5", "--level"),
        ("best", START_LONG, "7", "5"),
        ("best", "long/0,0/0,0/0,0/w", "6", "5"),
        ("best", START_BG, "6"),
    ]
    for args in cases:
        r = run(*args)
        assert r.returncode == 2, args
        assert r.stdout == ""
        assert len(r.stderr.strip().splitlines()) == 1 and r.stderr.startswith("error: "), args


def test_a_finished_game_says_so_instead_of_a_turn():
    pos = "backgammon/0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1/0,0/15,14/b"
    r = run("best", pos, "6", "5")
    assert r.returncode == 2
    assert r.stdout == ""
    assert r.stderr == "error: the game is over: White has borne off all 15\n"
