""".mat files, and every other text the program parses, made to hurt: lines
built for each regular expression's worst case take time linear in their
length; the hostile files of the issue open at once with a MatError naming the
line; digits other than ASCII ones are refused, never a traceback; and valid
exported files, mutated every way, give a legal match or a MatError, quickly."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from functools import partial

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from nardy_desktop import cli
from nardy_desktop.engine import Position, PositionError, Variant
from nardy_desktop.engine.moves import NotationError, parse_steps
from nardy_desktop.placeholders import fill
from nardy_desktop.storage import mat_import
from nardy_desktop.storage.file_names import safe_file_name
from nardy_desktop.storage.mat import match_text
from nardy_desktop.storage.mat_import import MatError, MatProblem, load_mat, parse_mat
from nardy_desktop.storage.mat_names import score_line_reading

from tests.locations import TESTS
from tests.storage.test_storage_fuzz import check_legal, written_back
from tests.storage.test_storage_support import play_match

DATA = TESTS / "data" / "mat"
HOSTILE = DATA / "hostile"

# ----- linear time ----------------------------------------------------------------------

SIZES = [128 * 2**i for i in range(8)]  # 128 to 16,384 characters
CAP = 1.0  # seconds of CPU for one call at any of these sizes: linear code takes milliseconds


def _refused(func: Callable[[str], object], *errors: type[Exception]) -> Callable[[str], object]:
    """`func`, with the errors that refuse bad text taken as its answer."""

    def call(text: str) -> object:
        try:
            return func(text)
        except errors as e:
            return e

    return call


def _score_line(line: str) -> object:
    return mat_import._games([" Game 1", line], 0)


def _header(line: str) -> object:
    return mat_import._header([line])


def _columns(line: str) -> object:
    return mat_import._columns(line, 1)


def _segments(word: str) -> object:
    return mat_import._segments([word], 1, word, "11")


def _game_line(line: str) -> object:
    return mat_import._games([line], 0)


START = Position.start(Variant.LONG).to_text()


def _cli_request(word: str) -> object:
    return cli.parse_request([START, "1", word])


def _cli_lines(line: str) -> object:
    return list(cli.read_requests(io.BytesIO(line.encode() + b"\n")))


score = _refused(_score_line, MatError)
header = _refused(_header, MatError)
game = _refused(_game_line, MatError)
columns = _refused(_columns, MatError)
segments = _refused(_segments, MatError)
steps = _refused(parse_steps, NotationError)
position = _refused(Position.from_text, PositionError)
die = _refused(_cli_request, cli.InputError)
name = partial(score_line_reading, seat=0)
POSITION_END = "x/0,0/0,0/white"

# (what, the function, the text of about n characters made for its worst case)
WORST: list[tuple[str, Callable[[str], object], Callable[[int], str]]] = [
    # The issue's file: blanks that both names and the blanks around the colons could take.
    ("score line, blanks", score, lambda n: " " * (n // 2) + ": 1" + " " * (n // 2) + ": 1x"),
    ("score line, colons", score, lambda n: ": 1x" * (n // 4) + ": 1"),
    ("score line, numbers", score, lambda n: "a : 1234567 " * (n // 12) + ": 1"),
    ("score line, no blank", score, lambda n: ":1" * (n // 2) + " : 1"),
    ("rating, blanks", name, lambda n: "a" + " " * n + "b"),
    ("rating, digits", name, lambda n: "a " * (n // 4) + "," + "1." * (n // 4) + "x"),
    ("name cut", name, lambda n: "a" * n),
    ("match line", header, lambda n: " " * n + "1 point matcx"),
    ("match line, blanks", header, lambda n: "1" + " " * n + "points"),
    ("variation", header, lambda n: '; [variation "' * (n // 13)),
    ("variation, quote", header, lambda n: '; [ variation   "' + "x" * n),
    ("game line", game, lambda n: " game" + " " * n + "1x"),
    ("game line, end", game, lambda n: " game 1" + " " * n + "x"),
    ("move number", columns, lambda n: " " * n + "1234567)"),
    ("move words", columns, lambda n: "  1) 31: " + "8/5 " * (n // 4) + "x"),
    ("roll", columns, lambda n: "31:" + "8" * n),
    ("segment", segments, lambda n: "1" + "/1" * (n // 2) + "x"),
    ("segment, stars", segments, lambda n: "bar" + "/off*" * (n // 5) + "(1"),
    ("segment, digits", segments, lambda n: "1" + "/12" * (n // 3) + "3"),
    ("steps", steps, lambda n: "24/18 " * (n // 6) + "bar/" + "1" * 9),
    ("step", steps, lambda n: "1/1" * (n // 3)),
    ("position", position, lambda n: "long/" + "-1," * (n // 3) + POSITION_END),
    ("position, digits", position, lambda n: "long/" + "1" * n + POSITION_END),
    ("die", die, lambda n: "-" + "1" * n + "x"),
    ("batch line", _cli_lines, lambda n: " \t" * (n // 2) + "x"),
    ("file name", safe_file_name, lambda n: "COM1." + "." * n + " <>" * (n // 3)),
    ("placeholders", lambda t: fill(t, "a", "b"), lambda n: "%1%" * (n // 3) + "%9"),
]


def per_call(func: Callable[[str], object], text: str) -> float:
    """Seconds of this thread's CPU one call takes: the least of three runs of
    as many calls as make 10 ms (CPU time, so that other processes on the
    machine do not count; the least, so that one disturbed run does not)."""
    start = time.thread_time()
    func(text)
    once = time.thread_time() - start
    if once > CAP:
        return once
    calls = max(1, int(0.01 / max(once, 1e-7)))
    best = once
    for _ in range(3):
        start = time.thread_time()
        for _ in range(calls):
            func(text)
        best = min(best, (time.thread_time() - start) / calls)
    return best


@pytest.mark.parametrize("what, func, make", WORST, ids=[w[0] for w in WORST])
def test_worst_case_lines_take_time_linear_in_their_length(what, func, make):
    """Each time the text grows fourfold, the time may grow at most tenfold
    (linear: four; quadratic: sixteen). Sizes go up from 128 characters, so
    that code that backtracks shows it (over the cap of a second) before a
    size where it would run for hours; a ratio over the bound is measured
    again twice before it counts."""
    times: list[float] = []
    for size in SIZES:
        text = make(size)
        t = per_call(func, text)
        assert t <= CAP, f"{what}: one call on {len(text)} characters took {t:.2f} s"
        times.append(t)
    for i in range(2, len(SIZES)):
        small, large = make(SIZES[i - 2]), make(SIZES[i])
        ratio = times[i] / times[i - 2]
        for _ in range(2):
            if ratio <= 10:
                break
            ratio = min(ratio, per_call(func, large) / per_call(func, small))
        assert ratio <= 10, (
            f"{what}: {len(small)} → {len(large)} characters took {ratio:.1f} times as long"
        )


CHILD = """
import json, sys
from nardy_desktop.storage.mat_import import MatError, load_mat
out = []
for path in sys.argv[1:]:
    try:
        got = load_mat(path)
        out.append(["match", list(got.match.players)])
    except MatError as e:
        out.append([e.problem.value, e.line])
print(json.dumps(out))
"""


def test_the_issues_score_lines_are_refused_at_once():
    """Once 31 s and hours: now a MatError naming the line. In a process of its
    own, so that a return of the backtracking fails here instead of hanging."""
    files = [HOSTILE / "mat-score-line-30s.mat", HOSTILE / "mat-score-line-hours.mat"]
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", CHILD, *map(str, files)],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert json.loads(done.stdout) == [["players_line", 4], ["players_line", 4]]
    assert time.monotonic() - start < 60


# ----- digits other than 0-9 --------------------------------------------------------------

# Each a digit to str.isdigit; int() refuses the first two and reads the others.
UNICODE_DIGITS = ["¹", "²", "٣", "３", "৪", "𝟓"]


@pytest.mark.parametrize(
    "name, line, text",
    [
        ("mat-wins-superscript.mat", 45, "Wins ³ points"),
        ("mat-double-superscript.mat", 5, "Doubles => ²"),
    ],
)
def test_the_issues_superscript_digits_are_refused_naming_the_line(name, line, text):
    with pytest.raises(MatError) as caught:
        load_mat(HOSTILE / name)
    assert caught.value.problem is MatProblem.UNKNOWN and caught.value.line == line
    assert caught.value.values == (text,)


GOOD = (
    " 3 point match\n\n Game 1\n Anna : 0    Boris : 0\n"
    "  1) 31: 8/5 6/5                  64: 24/18 13/9\n"
    "  2) 22: 6/4(2) 13/11(2)          Doubles => 2\n"
    "  3)  Takes\n"
    "      Wins 1 point\n"
)


@pytest.mark.parametrize(
    "old, new, problem, line",
    [
        (" 3 point", " {} point", MatProblem.NO_MATCH_LINE, 0),
        (" Game 1", " Game {}", MatProblem.UNKNOWN, 3),
        ("Anna : 0", "Anna : {}", MatProblem.PLAYERS_LINE, 4),
        ("Boris : 0", "Boris : {}", MatProblem.PLAYERS_LINE, 4),
        ("  1) 31", "  {}) 31", MatProblem.UNKNOWN, 5),
        ("8/5 6/5", "8/{} 6/5", MatProblem.UNKNOWN, 5),
        ("13/9", "1{}/9", MatProblem.UNKNOWN, 5),
        ("6/4(2)", "6/4({})", MatProblem.UNKNOWN, 6),
        ("Doubles => 2", "Doubles => {}", MatProblem.UNKNOWN, 6),
        ("Wins 1 point", "Wins {} point", MatProblem.UNKNOWN, 8),
    ],
)
@pytest.mark.parametrize("digit", UNICODE_DIGITS)
def test_any_digit_but_0_to_9_is_refused_naming_its_line(old, new, problem, line, digit):
    assert parse_mat(GOOD.encode()).match.games[0].result is not None
    text = GOOD.replace(old, new.format(digit), 1)
    with pytest.raises(MatError) as caught:
        parse_mat(text.encode())
    assert (caught.value.problem, caught.value.line) == (problem, line)


# ----- mutated exports --------------------------------------------------------------------

SEEDS = [
    match_text(play_match(v, 3, seed=s, max_turns=t))
    for v, s, t in [(Variant.LONG, 1, None), (Variant.BACKGAMMON, 2, None), (Variant.LONG, 3, 40)]
] + [(DATA / "gnubg_cube_3pt.mat").read_text(encoding="utf-8")]

FUZZ = settings(max_examples=int(os.environ.get("NARDY_FUZZ_EXAMPLES", "60")))
FUZZ_CAP = 10.0  # seconds of CPU for one file; a seed takes about a tenth of that

LONG_LINES = [
    " " * 480 + ": 1" + " " * 480 + ": 1x",
    ": 1x" * 240,
    "  1) 31: " + "8/5 " * 240,
    "  1) 31: " + "1" + "/1" * 480,
    " Anna, " + "1." * 480 + " : 0   Boris : 0",
    "; [Player 1 " + '"' * 900 + "]",
    "x" * 1001,
]


def _swap_columns(line: str) -> str:
    """A move line with its two columns the other way round (as the exporter
    lays them out: "  1) " and 27 characters, a space, the right column)."""
    number, paren, rest = line.partition(")")
    if not paren:
        return line
    left, right = rest[:29].strip(), rest[29:].strip()
    return f"{number}) {right:<27} {left}"


def _digits(line: str) -> list[int]:
    return [j for j, ch in enumerate(line) if "0" <= ch <= "9"]


# Text put into a line: no controls, which byte flips bring often enough.
TEXT = st.text(st.characters(exclude_categories=("Cc", "Cs")), max_size=8)


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    lines = draw(st.sampled_from(SEEDS)).split("\n")
    for _ in range(draw(st.integers(1, 6))):
        how = draw(st.sampled_from(["drop", "dup", "digit", "number", "long", "swap", "edit"]))
        i = draw(st.integers(0, len(lines) - 1))
        if how == "number":  # a digit of a line that is no move: header, score, cube, win
            others = [k for k, line in enumerate(lines) if ")" not in line and _digits(line)]
            i = draw(st.sampled_from(others)) if others else i
        if how == "drop":
            del lines[i]
        elif how == "dup":
            lines.insert(i, lines[i])
        elif how == "long":
            lines.insert(i, draw(st.sampled_from(LONG_LINES)))
        elif how == "swap":
            lines[i] = _swap_columns(lines[i])
        elif how == "edit":
            at = draw(st.integers(0, len(lines[i])))
            lines[i] = lines[i][:at] + draw(TEXT) + lines[i][at:]
        else:
            spots = _digits(lines[i])
            if spots:
                j = draw(st.sampled_from(spots))
                lines[i] = lines[i][:j] + draw(st.sampled_from(UNICODE_DIGITS)) + lines[i][j + 1 :]
        if not lines:
            lines = [""]
    data = bytearray("\n".join(lines).encode("utf-8", "surrogatepass"))
    for _ in range(draw(st.sampled_from([0, 0, 0, 1, 3]))):  # in some files, bytes flipped
        j = draw(st.integers(0, max(0, len(data) - 1)))
        if data:
            data[j] = draw(st.integers(0, 255))
    return bytes(data)


@FUZZ
@given(mutated())
def test_a_mutated_export_gives_a_legal_match_or_a_mat_error(data):
    start = time.thread_time()
    try:
        got = parse_mat(data)
    except MatError as e:
        assert str(e)
        event(f"refused: {e.problem.value}")
        got = None
    else:
        event("opened")
    assert time.thread_time() - start < FUZZ_CAP
    if got is not None:
        check_legal(got.loaded)
        written_back(got.loaded)
