"""`python -m nardy_desktop.engine rollout`, run as a real process."""

import subprocess
import sys

import pytest

from nardy_desktop.engine import Position, legal_turns

START_BG = "backgammon/-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2/0,0/0,0/w"
# Both sides bearing off: short trials.
BEAROFF = "long/2,2,0,3,3,2,0,0,0,0,0,0,-2,-3,-3,-2,0,0,0,0,0,0,0,0/0,0/3,5/w"
WHITE_WON = "backgammon/0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1/0,0/15,14/b"


def run(*args, stdin=""):
    return subprocess.run(
        [sys.executable, "-m", "nardy_desktop.engine", "rollout", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
    )


def fields(line):
    """A line's figures by name: {'equity': (mean, se), ..., 'trials': n}."""
    parts = line.split("\t")
    out = {}
    for part in parts[2:]:
        words = part.split(" ")
        if words[0] == "trials":
            out["trials"] = int(words[1])
        else:
            name = " ".join(words[:-3])
            assert words[-2] == "se", part
            out[name] = (float(words[-3]), float(words[-1]))
    return parts[0], parts[1], out


def test_before_a_roll_one_line_with_every_chance_and_its_standard_error():
    r = run(BEAROFF, "--trials", "36")
    assert r.returncode == 0, r.stderr
    (line,) = r.stdout.splitlines()
    first, second, f = fields(line)
    assert (first, second) == ("position", BEAROFF)
    assert list(f) == ["equity", "win", "win mars", "lose mars", "trials"]
    assert f["trials"] == 36
    assert all(0.0 <= f[k][0] <= 1.0 and f[k][1] >= 0.0 for k in ("win", "win mars", "lose mars"))


def test_after_a_roll_every_legal_turn_best_first():
    r = run(START_BG, "3", "1", "--trials", "8", "--seed", "4")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    turns = legal_turns(Position.from_text(START_BG), (3, 1))
    assert sorted(fields(x)[:2] for x in lines) == sorted(
        (t.text, t.result.to_text()) for t in turns
    )
    equities = [fields(x)[2]["equity"][0] for x in lines]
    assert equities == sorted(equities, reverse=True)
    assert all(fields(x)[2]["trials"] == 8 for x in lines)
    assert list(fields(lines[0])[2])[2:5] == ["win gammon", "win backgammon", "lose gammon"]


def test_the_same_seed_the_same_figures_in_one_process_or_two():
    one = run(BEAROFF, "6", "5", "--trials", "12", "--seed", "7")
    two = run(BEAROFF, "6", "5", "--trials", "12", "--seed", "7", "--jobs", "2")
    assert one.returncode == two.returncode == 0, (one.stderr, two.stderr)
    assert one.stdout == two.stdout


def test_batch_mode_answers_each_line_and_survives_bad_ones():
    stdin = f"{BEAROFF}\nnonsense\n{BEAROFF} 6 5 4\n{WHITE_WON}\n{BEAROFF} 6 5\n{BEAROFF} 0 1\n"
    r = run("-", "--trials", "4", stdin=stdin)
    assert r.returncode == 0, r.stderr
    blocks = r.stdout.split("\n\n")
    assert blocks[-1] == ""
    blocks = blocks[:-1]
    assert len(blocks) == 6
    assert blocks[0].startswith("position\t" + BEAROFF + "\tequity ")
    assert blocks[1].startswith("error: bad position")
    assert blocks[2] == "error: expected POSITION or POSITION D1 D2, got 4 field(s)"
    assert blocks[3] == "error: the game is over: White has borne off all 15"
    assert len(blocks[4].splitlines()) == len(legal_turns(Position.from_text(BEAROFF), (6, 5)))
    assert blocks[5].startswith("error: bad die 0")


@pytest.mark.parametrize(
    "args, message",
    [
        ((BEAROFF, "--trials", "0"), "argument --trials: expected a number from 1 to 1000000"),
        ((BEAROFF, "--trials", "+3"), "expected a number from 1 to 1000000, got +3"),
        ((BEAROFF, "--trials", "\u0663"), "got '\u0663'"),
        ((BEAROFF, "--trials", "2000000"), "expected a number from 1 to 1000000"),
        ((BEAROFF, "--jobs", "65"), "argument --jobs: expected a number from 1 to 64"),
        ((BEAROFF, "--seed", "-1"), "argument --seed: expected a number from 0 to"),
        ((BEAROFF, "--trials"), "expected one argument"),
        ((BEAROFF, "6"), "expected POSITION or POSITION D1 D2, got 2 field(s)"),
        ((BEAROFF, "6", "7"), "bad die 7"),
        (("-", "6", "5"), "with '-' the requests come from standard input only"),
        ((WHITE_WON,), "the game is over: White has borne off all 15"),
    ],
)
def test_bad_input_is_one_error_line_and_status_2(args, message):
    r = run(*args)
    assert r.returncode == 2, (args, r.stderr)
    assert r.stdout == ""
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and message in lines[0], lines
