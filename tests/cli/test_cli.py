"""The engine's text interface, run as a real process."""

import subprocess
import sys

START_LONG = "long/0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15/0,0/0,0/w"
START_BG = "backgammon/-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2/0,0/0,0/w"


def run(*args, stdin=""):
    return subprocess.run(
        [sys.executable, "-m", "nardy_desktop.engine", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_moves_prints_each_turn_and_result():
    r = run("moves", START_BG, "6", "5")
    assert r.returncode == 0
    lines = r.stdout.splitlines()
    assert len(lines) == 7
    assert (
        "24/18 18/13\tbackgammon/-2,0,0,0,0,5,0,3,0,0,0,-5,6,0,0,0,-3,0,-5,0,0,0,0,1/0,0/0,0/b"
        in (lines)
    )


def test_pass_prints_the_position_with_the_side_switched():
    pos = "backgammon/0,0,0,0,0,0,0,0,0,0,0,0,14,0,0,0,0,-3,-2,-2,-2,-2,-2,-2/1,0/0,0/w"
    r = run("moves", pos, "6", "5")
    assert r.returncode == 0
    assert r.stdout == "pass\t" + pos[:-1] + "b\n"


def test_errors_are_one_line_on_stderr_with_status_2():
    cases = [
        ("moves", "long/0,0/0,0/0,0/w", "6", "5"),
        ("moves", START_LONG.replace("15/0,0/0,0/w", "14/0,0/0,0/w"), "6", "5"),
        ("moves", START_LONG.replace("/0,0/0,0/w", "/1,0/0,0/w"), "6", "5"),
        ("moves", START_LONG, "7", "5"),
        ("moves", START_LONG, "0", "5"),
        ("moves", "go/" + START_LONG[5:], "6", "5"),
        ("moves", START_LONG, "6"),
        ("jump", START_LONG, "6", "5"),
    ]
    for args in cases:
        r = run(*args)
        assert r.returncode == 2, args
        assert r.stdout == ""
        assert len(r.stderr.strip().splitlines()) == 1 and r.stderr.startswith("error: "), args


def test_batch_mode_answers_each_line_and_survives_bad_ones():
    stdin = f"{START_LONG} 6 5\nnonsense 1 2\n{START_BG} 1 1\n\n{START_LONG} 3 1\n"
    r = run("moves", "-", stdin=stdin)
    assert r.returncode == 0
    blocks = r.stdout.split("\n\n")
    assert blocks[-1] == ""
    blocks = blocks[:-1]
    assert len(blocks) == 4
    assert blocks[0].startswith("24/18 18/13\t")
    assert blocks[1].startswith("error: bad position")
    assert len(blocks[2].splitlines()) > 1
    assert blocks[3].startswith("24/21 21/20\t")


def test_batch_mode_is_interactive_line_by_line():
    with subprocess.Popen(
        [sys.executable, "-m", "nardy_desktop.engine", "moves", "-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as p:
        try:
            for dice in ("6 5", "4 2"):
                p.stdin.write(f"{START_BG} {dice}\n")
                p.stdin.flush()
                lines = []
                while (line := p.stdout.readline()) != "\n":
                    assert line, "engine closed its output"
                    lines.append(line)
                assert lines and all("\t" in x for x in lines)
        finally:
            p.stdin.close()
            p.wait(timeout=30)
    assert p.returncode == 0
