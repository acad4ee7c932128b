"""The text interface against hostile input and a hostile environment: bytes
that are not UTF-8, endless lines, readers that go away, full disks, closed
descriptors, and command lines argparse must understand. Real processes,
real pipes, real /dev/full."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from nardy_desktop.engine import Position, legal_turns

START_LONG = "long/0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15/0,0/0,0/w"
START_BG = "backgammon/-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2/0,0/0,0/w"
WHITE_WON = "backgammon/0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-1/0,0/15,14/b"
BLACK_WON = "long/0,0,0,0,0,0,0,0,0,0,0,0,3,0,0,0,0,0,0,0,0,0,0,0/0,0/12,15/w"
ENGINE = [sys.executable, "-m", "nardy_desktop.engine"]
BROKEN_PIPE = 141  # 128 + SIGPIPE, as a shell reports a tool killed by it
# Decode standard streams strictly, as under an ordinary UTF-8 locale (C.UTF-8
# alone would make Python escape bad bytes and hide the problem).
STRICT_UTF8 = {**os.environ, "PYTHONIOENCODING": "utf-8"}


def run(*args: str, stdin: bytes = b"", **kw) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [*ENGINE, *args], input=stdin, capture_output=True, timeout=120, env=STRICT_UTF8, **kw
    )


def blocks(stdout: bytes) -> list[str]:
    """The answers of a batch, one per request line."""
    parts = stdout.decode().split("\n\n")
    assert parts[-1] == ""
    return parts[:-1]


def moves_lines(text: str, d1: int, d2: int) -> str:
    turns = legal_turns(Position.from_text(text), (d1, d2))
    return "\n".join(f"{t.text}\t{t.result.to_text()}" for t in turns)


def one_error_line(r: subprocess.CompletedProcess[bytes]) -> str:
    assert r.returncode == 2, (r.returncode, r.stderr)
    assert r.stdout == b""
    lines = r.stderr.decode().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), r.stderr
    return lines[0]


# ----- input: bytes, lengths, fields ------------------------------------------


def test_a_line_that_is_not_utf8_is_answered_alone_and_the_batch_goes_on():
    stdin = (
        f"{START_LONG} 6 5\n".encode()
        + b"\xff\xfe not text\n"
        + START_BG.encode()
        + b"\xa0\xc3 3 1\n"
        + f"{START_BG} 3 1\n".encode()
    )
    r = run("moves", "-", stdin=stdin)
    assert r.returncode == 0 and r.stderr == b""
    got = blocks(r.stdout)
    assert len(got) == 4
    assert got[0] == moves_lines(START_LONG, 6, 5)
    assert got[1] == "error: not UTF-8 text: byte 0xff at byte 1 of the line"
    assert got[2] == f"error: not UTF-8 text: byte 0xa0 at byte {len(START_BG) + 1} of the line"
    assert got[3] == moves_lines(START_BG, 3, 1)


# The engine run as by -m, reporting its own peak memory (the high-water mark of
# its address space, which starts afresh at exec) on its last standard error line.
PEAK_MEMORY = """
import runpy, sys
sys.argv[0] = 'nardy_desktop.engine'
try:
    runpy.run_module('nardy_desktop.engine', run_name='__main__', alter_sys=True)
finally:
    with open('/proc/self/status') as status:
        sys.stderr.write(next(x for x in status if x.startswith('VmHWM:')))
"""


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="needs Linux /proc")
def test_an_endless_line_is_refused_without_reading_it_into_memory(tmp_path: Path):
    size = 64 << 20
    feed = tmp_path / "feed"
    with feed.open("wb") as f:
        f.write(f"{START_BG} 6 5\n".encode())
        f.write(b"1" * size + b" 6 5\n")
        f.write(f"{START_LONG} 3 1\n".encode())
    with feed.open("rb") as f:
        r = subprocess.run(
            [sys.executable, "-c", PEAK_MEMORY, "moves", "-"],
            stdin=f,
            capture_output=True,
            timeout=300,
        )
    assert r.returncode == 0, r.stderr
    assert blocks(r.stdout) == [
        moves_lines(START_BG, 6, 5),
        "error: line too long: over 1000 bytes",
        moves_lines(START_LONG, 3, 1),
    ]
    peak = r.stderr.decode().split()
    assert peak[0] == "VmHWM:" and peak[2] == "kB"
    # The interpreter and the engine take about 20 MB; holding the line would
    # take more than its 64 MiB.
    assert int(peak[1]) < 40 * 1024, peak


def test_the_line_limit_is_1000_bytes_whatever_the_line_end():
    fits = "x" * 996 + " 1 2"  # 1000 bytes: read, then refused for what it says
    over = "x" * 997 + " 1 2"
    stdin = f"{fits}\n{fits}\r\n{over}\n{START_LONG} 6 5\n{over}".encode()
    r = run("moves", "-", stdin=stdin)
    assert r.returncode == 0
    got = blocks(r.stdout)
    assert len(got) == 5
    assert got[0].startswith("error: bad position: expected 5 fields")
    assert got[1] == got[0]
    assert got[2] == got[4] == "error: line too long: over 1000 bytes"
    assert got[3] == moves_lines(START_LONG, 6, 5)


@pytest.mark.parametrize(
    "line, message",
    [
        ("1 " * 450, "error: expected POSITION D1 D2, got 450 field(s)"),
        (f"{START_BG} 6 5 4", "error: expected POSITION D1 D2, got 4 field(s)"),
        (f"{START_BG}\u00a0 6 5", "error: bad position: unexpected space '\\xa0'"),
        (f"{START_BG} +6 5", "error: bad die '+6': expected a number from 1 to 6"),
        (f"{START_BG} 06 5", "error: bad die 06: expected a number from 1 to 6"),
        (f"{START_BG} 6 \u0665", "error: bad die '\u0665': expected a number from 1 to 6"),
        (f"{START_BG} 6 5.0", "error: bad die '5.0': expected a number from 1 to 6"),
        (f"{START_BG.replace(',3,', ',+3,')} 6 5", "error: bad position: points field 8"),
        (f" {START_BG}\t6  5 ", None),  # ASCII blanks separate fields, however many
    ],
)
def test_each_batch_line_is_read_exactly(line, message):
    r = run("moves", "-", stdin=f"{line}\n{START_BG} 2 1\n".encode())
    assert r.returncode == 0
    got = blocks(r.stdout)
    assert len(got) == 2
    if message is None:
        assert got[0] == moves_lines(START_BG, 6, 5)
    else:
        assert got[0].startswith(message), got[0]
        assert "\n" not in got[0]
    assert got[1] == moves_lines(START_BG, 2, 1)


@pytest.mark.parametrize("die", ["+6", "06", "\u0666", " 6", "6\u00a0", "60"])
def test_dice_on_the_command_line_are_one_ascii_digit(die):
    message = one_error_line(run("moves", START_BG, "5", die))
    assert message.startswith("error: bad die ")


@pytest.mark.parametrize("text", [START_BG + "\u00a0", " " + START_BG, START_BG.replace("5", "05")])
def test_positions_on_the_command_line_follow_the_grammar(text):
    assert one_error_line(run("moves", text, "6", "5")).startswith("error: bad position: ")


def test_an_over_long_position_on_the_command_line_is_refused_by_its_length():
    huge = "long/" + "0," * 60_000 + "0/0,0/0,0/w"  # 120 KB: one argument may hold 128
    message = one_error_line(run("moves", huge, "6", "5"))
    assert message == (
        f"error: bad position: a position text has at most 1000 characters, "
        f"this one has {len(huge)}"
    )


# ----- a game that is over ---------------------------------------------------


@pytest.mark.parametrize("command", ["moves", "best"])
@pytest.mark.parametrize("text, winner", [(WHITE_WON, "White"), (BLACK_WON, "Black")])
def test_a_game_that_is_over_says_so(command, text, winner):
    expected = f"error: the game is over: {winner} has borne off all 15"
    assert one_error_line(run(command, text, "6", "5")) == expected
    r = run(command, "-", stdin=f"{text} 6 5\n{START_LONG} 6 5\n".encode())
    assert r.returncode == 0
    got = blocks(r.stdout)
    assert got[0] == expected
    assert got[1].startswith("24/18 18/13\t")


# ----- output: readers that go away, full devices, closed descriptors -------


def test_a_batch_whose_reader_goes_away_ends_quietly():
    p = subprocess.Popen(
        [*ENGINE, "moves", "-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    p.stdin.write(f"{START_BG} 6 5\n".encode())
    p.stdin.flush()
    first = [p.stdout.readline() for _ in range(8)]
    assert first[-1] == b"\n"
    p.stdout.close()  # the reader leaves; the next answer has nowhere to go
    p.stdin.write(f"{START_BG} 1 1\n{START_BG} 3 1\n".encode())
    p.stdin.close()
    assert p.wait(timeout=60) == BROKEN_PIPE
    assert p.stderr.read() == b""
    p.stderr.close()


def test_a_single_answer_to_a_closed_pipe_ends_quietly():
    read_end, write_end = os.pipe()
    os.close(read_end)  # closed before the engine writes a byte
    try:
        r = subprocess.run(
            [*ENGINE, "moves", START_BG, "1", "1"],
            stdout=write_end,
            stderr=subprocess.PIPE,
            timeout=60,
        )
    finally:
        os.close(write_end)
    assert r.returncode == BROKEN_PIPE
    assert r.stderr == b""


@pytest.mark.skipif(not hasattr(signal, "SIGINT") or os.name != "posix", reason="POSIX signals")
def test_an_interrupted_batch_ends_quietly_with_status_130():
    p = subprocess.Popen(
        [*ENGINE, "moves", "-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        # A job started in the background of a shell inherits an ignored SIGINT.
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    p.stdin.write(f"{START_LONG} 6 5\n".encode())
    p.stdin.flush()
    assert p.stdout.readline().startswith(b"24/18 18/13\t")
    assert p.stdout.readline() == b"\n"  # answered: now it waits for the next line
    p.send_signal(signal.SIGINT)
    assert p.wait(timeout=60) == 130
    assert p.stderr.read() == b""
    for stream in (p.stdin, p.stdout, p.stderr):
        stream.close()


@pytest.mark.skipif(shutil.which("head") is None, reason="needs head(1)")
def test_piped_into_head_it_stops_quietly_after_the_lines_head_wants(tmp_path: Path):
    feed = tmp_path / "feed"
    feed.write_text(f"{START_BG} 1 1\n" * 300)  # far more than a pipe holds
    with feed.open("rb") as f:
        engine = subprocess.Popen(
            [*ENGINE, "moves", "-"], stdin=f, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        head = subprocess.Popen(["head", "-n", "3"], stdin=engine.stdout, stdout=subprocess.PIPE)
        engine.stdout.close()
        shown, _ = head.communicate(timeout=60)
        assert engine.wait(timeout=60) == BROKEN_PIPE
    assert shown.decode().splitlines() == moves_lines(START_BG, 1, 1).splitlines()[:3]
    assert engine.stderr.read() == b""
    engine.stderr.close()


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize(
    "args, stdin",
    [
        (("moves", START_BG, "6", "5"), b""),
        (("moves", "-"), f"{START_BG} 6 5\n{START_BG} 3 1\n".encode()),
        (("--help",), b""),
    ],
)
def test_a_full_device_is_one_error_line_and_status_2(args, stdin):
    with open("/dev/full", "wb") as full:
        r = subprocess.run(
            [*ENGINE, *args], input=stdin, stdout=full, stderr=subprocess.PIPE, timeout=60
        )
    assert r.returncode == 2
    assert r.stderr.decode() == "error: cannot write to standard output: No space left on device\n"


def _shell(redirect: str, *args: str) -> subprocess.CompletedProcess[bytes]:
    line = 'exec "$0" -m nardy_desktop.engine "$@" ' + redirect
    return subprocess.run(
        ["sh", "-c", line, sys.executable, *args], capture_output=True, timeout=60
    )


def test_a_closed_standard_input_is_one_error_line_and_status_2():
    r = _shell("<&-", "moves", "-")
    assert one_error_line(r) == "error: standard input is closed"
    # A request on the command line does not need standard input at all.
    r = _shell("<&-", "moves", START_LONG, "6", "5")
    assert r.returncode == 0 and r.stdout.decode() == moves_lines(START_LONG, 6, 5) + "\n"


def test_a_closed_standard_output_is_one_error_line_and_status_2():
    r = _shell(">&-", "moves", START_LONG, "6", "5")
    assert r.returncode == 2
    assert r.stderr.decode() == "error: standard output is closed\n"


# ----- the command line --------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ("best", START_BG, "3", "1", "--level=expert"),
        ("best", START_BG, "3", "1", "--level", "expert"),
        ("best", "--level=expert", START_BG, "3", "1"),
        ("best", START_BG, "3", "1"),
    ],
)
def test_the_level_is_read_in_both_option_forms(args):
    r = run(*args)
    assert r.returncode == 0, r.stderr
    assert r.stdout.decode().split("\t")[0] in ("8/5 6/5", "6/5 8/5")


def test_no_arguments_is_an_error_line_then_the_usage():
    r = subprocess.run(ENGINE, capture_output=True, timeout=60)
    assert r.returncode == 2 and r.stdout == b""
    lines = r.stderr.decode().splitlines()
    assert lines[0].startswith("error: ")
    assert lines[1].startswith("usage: python -m nardy_desktop.engine moves POSITION D1 D2")
    assert any("best POSITION D1 D2 [--level LEVEL]" in x for x in lines[2:])


@pytest.mark.parametrize("args", [("-h",), ("--help",), ("best", "-h"), ("moves", "--help")])
def test_help_goes_to_standard_output_with_status_0(args):
    r = run(*args)
    assert r.returncode == 0 and r.stderr == b""
    assert r.stdout.decode().startswith("usage: python -m nardy_desktop.engine ")


@pytest.mark.parametrize(
    "args, message",
    [
        (("best", START_BG, "6", "5", "--level=grandmaster"), "invalid choice: 'grandmaster'"),
        (("best", START_BG, "6", "5", "--level="), "invalid choice: ''"),
        (("best", START_BG, "6", "5", "--level"), "expected one argument"),
        (("moves", START_BG, "6", "5", "--level", "expert"), "unrecognized arguments"),
        (("best", START_BG, "6", "5", "--depth", "3"), "unrecognized arguments: --depth 3"),
        (("jump", START_BG, "6", "5"), "invalid choice: 'jump'"),
        (("moves",), "required: POSITION"),
        (("moves", "-", "6", "5"), "with '-' the requests come from standard input only"),
    ],
)
def test_command_line_errors_are_one_error_line_and_status_2(args, message):
    line = one_error_line(run(*args))
    assert message in line, line


def test_the_levels_offered_are_the_programs_levels():
    from nardy_desktop.ai.levels import LEVELS

    r = run("best", START_BG, "6", "5", "--level", "nonsense")
    line = one_error_line(r)
    assert line.endswith("(choose from " + ", ".join(repr(x) for x in LEVELS) + ")")


def test_input_quoted_in_a_message_never_breaks_an_ascii_terminal():
    text = "лонг" + START_LONG[4:]
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    r = subprocess.run(
        [*ENGINE, "moves", "-"],
        input=f"{text} 6 5\n{START_LONG} 6 5\n".encode(),
        capture_output=True,
        env=env,
        timeout=60,
    )
    assert r.returncode == 0 and r.stderr == b""
    got = blocks(r.stdout)
    assert got[0] == (
        "error: bad position: unknown variant '\\u043b\\u043e\\u043d\\u0433': "
        "expected 'long' or 'backgammon'"
    )
    assert got[1] == moves_lines(START_LONG, 6, 5)
    r = subprocess.run([*ENGINE, "moves", text, "6", "5"], capture_output=True, env=env)
    assert one_error_line(r).startswith("error: bad position: unknown variant '\\u043b")
