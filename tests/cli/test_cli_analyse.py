"""`python -m nardy_desktop.engine analyse FILE.nardy|FILE.mat`, run as a real process on
real files."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from nardy_desktop.ai.analysis import RATING_NAMES, analyse_match
from nardy_desktop.storage.files import load_match, save_match
from nardy_desktop.storage.mat import match_text
from nardy_desktop.storage.record import PlayerInfo

from tests.analysis_support import play_match
from tests.locations import TESTS

NAMES = ("Anna Maria", "Deep: Blue")
PLAYERS = (PlayerInfo(NAMES[0]), PlayerInfo(NAMES[1], True, "intermediate"))
BANDS = "|".join(re.escape(name) for name in RATING_NAMES.values())
SUMMARY = re.compile(
    r"summary (\d) (.+): decisions (\d+), error (\d+\.\d) mpt/decision, "
    rf"rating ({BANDS}), luck ([+-]\d+\.\d\d)"
)


COMMAND = [sys.executable, "-m", "nardy_desktop.engine", "analyse"]


def analyse(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([*COMMAND, *args], capture_output=True, text=True, timeout=300)


@pytest.fixture(scope="module")
def saved(tmp_path_factory):
    """A backgammon match to 2 points, the Beginner (player 0) against the
    Intermediate: its first game played to the end, four turns each of its second."""
    match = play_match(
        "backgammon", ("beginner", "intermediate"), seed=1, length=2, max_turns=73, names=NAMES
    )
    path = tmp_path_factory.mktemp("analyse") / "match.nardy"
    save_match(path, match, PLAYERS)
    return path


@pytest.mark.slow
def test_every_decision_then_each_players_summary_in_the_exact_form(saved):
    program = subprocess.Popen(
        [*COMMAND, str(saved)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    with program:  # its pipes closed and the process waited for, whatever happens here
        # The same analysis here while the program makes its own.
        expected = analyse_match(load_match(saved).match, "quick")
        out, err = program.communicate(timeout=300)
    assert program.returncode == 0, err
    assert err == ""
    lines = out.splitlines()
    assert lines[0].startswith("match: backgammon to 2 points, Anna Maria ")

    games = [i for i, line in enumerate(lines) if line.startswith("game ")]
    assert len(games) == len(expected.games) == 2
    for gi, (start, game) in enumerate(zip(games, expected.games, strict=True)):
        end = games[gi + 1] if gi + 1 < len(games) else len(lines) - 2
        block = lines[start + 1 : end]
        turns, summaries = block[: len(game.decisions)], block[len(game.decisions) :]
        for line, d in zip(turns, game.decisions, strict=True):
            fields = line.split("\t")
            assert fields == [
                f"turn {d.turn}",
                f"player {d.player} {NAMES[d.player]}",
                f"dice {d.dice[0]}-{d.dice[1]}",
                f"played {d.played}",
                f"best {d.best}",
                f"lost {d.equity_lost:.3f}",
                d.mark.value,
            ]
        assert len(summaries) == 2
        for player, line in enumerate(summaries):
            m = SUMMARY.fullmatch(line)
            assert m is not None, line
            s = game.summary(player)
            assert m.groups() == (
                str(player),
                NAMES[player],
                str(s.decisions),
                f"{s.error_rate or 0.0:.1f}",
                s.rating_name,
                f"{s.luck:+.2f}".replace("-0.00", "+0.00"),
            )
    # The match's lines close the output.
    assert [line.split(":")[0] for line in lines[-2:]] == ["match 0 Anna Maria", "match 1 Deep"]
    beginner, intermediate = expected.summaries
    assert beginner.error > intermediate.error


@pytest.mark.slow
def test_the_thorough_depth_and_the_match_score_are_accepted(tmp_path):
    match = play_match("long", ("beginner", "expert"), seed=2, max_turns=6, names=NAMES)
    path = tmp_path / "short.nardy"
    save_match(path, match, PLAYERS)
    r = analyse(str(path), "--depth", "thorough", "--score=match")
    assert r.returncode == 0, r.stderr
    assert "depth thorough, match-winning chance" in r.stdout.splitlines()[0]
    assert "not finished" in r.stdout.splitlines()[1]
    assert sum(1 for line in r.stdout.splitlines() if SUMMARY.fullmatch(line)) == 2


def _bad_files(tmp_path, saved) -> dict[str, str]:
    garbage = tmp_path / "garbage.nardy"
    garbage.write_bytes(b"\x00\xffnot json at all")
    other = tmp_path / "other.nardy"
    other.write_text('{"format": "something else", "version": 1}')
    cut = tmp_path / "cut.nardy"
    cut.write_bytes(saved.read_bytes()[:-40])
    empty = tmp_path / "empty.nardy"
    empty.write_bytes(b"")
    return {
        "missing": str(tmp_path / "no such.nardy"),
        "folder": str(tmp_path),
        "garbage": str(garbage),
        "other": str(other),
        "cut": str(cut),
        "empty": str(empty),
        "line break": str(tmp_path / "two\nlines.nardy"),
    }


@pytest.mark.slow
def test_a_bad_or_unreadable_file_is_one_error_line_and_status_2(tmp_path, saved):
    said = {}
    for what, path in _bad_files(tmp_path, saved).items():
        r = analyse(path)
        assert r.returncode == 2, (what, r.stderr)
        assert r.stdout == "", what
        assert r.stderr.startswith("error: ") and r.stderr.endswith("\n"), (what, r.stderr)
        assert len(r.stderr.splitlines()) == 1, (what, r.stderr)
        assert "Traceback" not in r.stderr
        assert path.replace("\n", "\\n") in r.stderr, (what, r.stderr)
        said[what] = r.stderr
    # Each says what is wrong, in the words of storage's problem kinds.
    assert "no such file" in said["missing"]
    assert "a folder, not a file" in said["folder"]
    assert "damaged, or not a saved match" in said["garbage"]
    assert "not a Nardy Desktop match" in said["other"]
    assert "the file is empty" in said["empty"]


@pytest.mark.parametrize(
    "args, message",
    [
        ((), "required: FILE"),
        (("x.nardy", "--depth", "deep"), "invalid choice: 'deep'"),
        (("x.nardy", "--score", "money"), "invalid choice: 'money'"),
        (("x.nardy", "y.nardy"), "unrecognized arguments: y.nardy"),
    ],
)
def test_a_bad_command_line_is_one_error_line_and_status_2(args, message):
    r = analyse(*args)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith("error: ") and message in r.stderr
    assert len(r.stderr.splitlines()) == 1


def _decisions(out: str) -> list[str]:
    return [line for line in out.splitlines() if line.startswith(("turn ", "summary "))]


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["long", "backgammon"])
def test_a_mat_file_is_analysed_as_the_same_match_saved(tmp_path, variant):
    """A match exported as .mat (as another program would hold it) gives the
    decisions and summaries of the same match saved by the program."""
    match = play_match(variant, ("beginner", "intermediate"), seed=4, max_turns=30, names=NAMES)
    nardy = tmp_path / "match.nardy"
    save_match(nardy, match, PLAYERS)
    mat = tmp_path / "match.MAT"
    mat.write_text(match_text(match), encoding="utf-8")
    from_nardy, from_mat = analyse(str(nardy)), analyse(str(mat))
    assert from_mat.returncode == 0, from_mat.stderr
    assert from_mat.stderr == ""
    assert len(_decisions(from_mat.stdout)) > 4
    assert _decisions(from_mat.stdout) == _decisions(from_nardy.stdout)


@pytest.mark.slow
def test_a_mat_file_with_the_cube_is_analysed_with_a_note():
    r = analyse(str(TESTS / "data" / "mat" / "gnubg_cube_3pt.mat"))
    assert r.returncode == 0, r.stderr
    assert r.stderr.startswith("note: ") and "without the cube" in r.stderr
    assert r.stdout.startswith("match: backgammon to 3 points")


@pytest.mark.slow
@pytest.mark.parametrize("name", ["bad_illegal_move.mat", "bad_no_header.mat", "bad_variant.mat"])
def test_a_bad_mat_file_is_one_error_line_and_status_2(tmp_path, name):
    r = analyse(str(TESTS / "data" / "mat" / name))
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr.startswith("error: ") and "not a match this program can read" in r.stderr
    assert len(r.stderr.splitlines()) == 1 and "Traceback" not in r.stderr
