"""Temporary files that killed writes leave behind: every one the program can
leave is removed (the next save or opening of that match, the next start),
and nothing else: no file of a person's that merely looks like one, no
folder, link or pipe, no write still in progress."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

from nardy_desktop.engine import Variant
from nardy_desktop.storage.dice_stats import STATS_NAME
from nardy_desktop.storage.files import load_match, save_match
from nardy_desktop.storage.results import RESULTS_NAME
from nardy_desktop.storage.temp_files import (
    make_temp,
    remove_temps_of,
    temp_prefix,
    temp_target,
)

from tests.locations import ROOT, TESTS
from tests.storage.test_storage_support import PLAYERS, play_match

pytestmark = [
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL"),
    pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints"),
]

# A write stopped just before its rename: the temporary file is whole on disk.
# The child says where, then waits to be killed.
CHILD = r"""
import os, sys, time
from pathlib import Path
from tests.storage.test_storage_support import PLAYERS, play_match
from nardy_desktop.engine import Variant

what, target = sys.argv[1], Path(sys.argv[2])

def stopped(src, dst):
    print(src, flush=True)
    time.sleep(600)

os.replace = stopped
match = play_match("long", 5, seed=3)
if what == "match":
    from nardy_desktop.storage.files import save_match
    save_match(target, match, PLAYERS)
elif what == "results":
    from nardy_desktop.storage.results import ResultsRecord, Seat
    ResultsRecord(target.parent).load().add_game(
        Variant.LONG, (Seat("Anna"), Seat("Computer", "expert")), 0, 1
    )
else:
    from nardy_desktop.storage.dice_stats import DiceHistory
    DiceHistory(target.parent).load().add_game(match, 0)
"""


def stopped_write(what: str, target: Path) -> subprocess.Popen:
    """A child process in the middle of writing `target` (a saved match, the
    record of results or the dice statistics), stopped before its rename."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(TESTS), str(ROOT)]))
    return subprocess.Popen(
        [sys.executable, "-c", CHILD, what, str(target)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def temp_of(proc: subprocess.Popen) -> Path:
    line = proc.stdout.readline()
    assert line, proc.stderr.read()
    return Path(line.strip())


def kill(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    assert proc.returncode == -signal.SIGKILL
    proc.stdout.close()
    proc.stderr.close()


def killed_write(what: str, target: Path) -> Path:
    """Kill (SIGKILL) a real write of `target` half-way; the temporary file it left."""
    proc = stopped_write(what, target)
    try:
        tmp = temp_of(proc)
    finally:
        kill(proc)
    assert tmp.parent == target.parent and tmp.stat().st_size > 0
    assert temp_target(tmp.name) == target.name
    return tmp


def look_alikes(folder: Path, name: str) -> dict[str, bytes]:
    """Files a person (or another program) might have beside `name`, named
    almost as the program's temporary files are: every one must stay."""
    others = {
        f".{name}.abcd1234.tmp.keep": b"another ending",
        f"{name}.abcd1234.tmp": b"not hidden",
        f".{name}.ABCD1234.tmp": b"letters mkstemp never uses",
        f".{name}.abc.tmp": b"too short",
        f".{name}.abcd12345.tmp": b"too long",
        f".{name}.tmp": b"no random part",
        f".{name}x.abcd1234.tmp": b"another file's",
        f".other {name}.abcd1234.tmp": b"another file's",
        "notes.tmp": b"mine",
    }
    for other, data in others.items():
        (folder / other).write_bytes(data)
    (folder / f".{name}.folder12.tmp").mkdir()
    outside = folder / "outside.txt"
    outside.write_bytes(b"the target of a link")
    (folder / f".{name}.link1234.tmp").symlink_to(outside)
    os.mkfifo(folder / f".{name}.fifo1234.tmp")
    (folder / "sub").mkdir()
    (folder / "sub" / f".{name}.abcd1234.tmp").write_bytes(b"another folder")
    others["outside.txt"] = b"the target of a link"
    return others


def assert_untouched(folder: Path, name: str, others: dict[str, bytes]) -> None:
    for other, data in others.items():
        assert (folder / other).read_bytes() == data, other
    assert (folder / f".{name}.folder12.tmp").is_dir()
    assert (folder / f".{name}.link1234.tmp").is_symlink()
    assert (folder / f".{name}.fifo1234.tmp").is_fifo()
    assert (folder / "sub" / f".{name}.abcd1234.tmp").exists()


# ----------------------------------------------------------------------------
# The names


@given(st.text(st.characters(blacklist_characters="/\x00"), min_size=1, max_size=60))
def test_every_temporary_name_the_writer_makes_is_recognised_and_only_for_its_file(name):
    """For any file name, the temporary names the writer makes are taken for
    that file's, and for no other file's."""
    names = [temp_prefix(name) + "abcd_123.tmp", temp_prefix(name) + "zzzzzzzz.tmp"]
    for tmp in names:
        assert temp_target(tmp) == name
    assert temp_target(f"{name}.abcd_123.tmp") != name
    assert temp_target(temp_prefix(name) + "abcd_123.tmp.keep") is None


def test_the_writers_own_temporary_files_are_recognised(tmp_path):
    for name in ("match.nardy", "Анна — Борис.nardy", "results.json", ".hidden", "a.b.c"):
        fd, tmp = make_temp(tmp_path, temp_prefix(name))
        os.close(fd)
        assert temp_target(Path(tmp).name) == name


# ----------------------------------------------------------------------------
# Next to the player's match


@pytest.mark.slow
def test_the_next_save_of_a_match_removes_what_a_killed_save_left(tmp_path):
    target = tmp_path / "Anna v Computer.nardy"
    save_match(target, play_match("long", 3, seed=1), PLAYERS)
    left = [killed_write("match", target), killed_write("match", target)]
    assert len(set(left)) == 2
    others = look_alikes(tmp_path, target.name)
    match = play_match("backgammon", 3, seed=2)
    save_match(target, match, PLAYERS)
    assert not any(p.exists() for p in left)
    assert_untouched(tmp_path, target.name, others)
    assert load_match(target).match.variant is Variant.BACKGAMMON


@pytest.mark.slow
def test_opening_a_match_removes_what_a_killed_save_of_it_left(window, qtbot, tmp_path):
    folder = tmp_path / "matches"
    folder.mkdir()
    target = folder / "m.nardy"
    save_match(target, play_match("long", 3, seed=1), PLAYERS)
    left = killed_write("match", target)
    other_match = folder / "other.nardy"
    others = look_alikes(folder, target.name)
    of_another = folder / ".other.nardy.abcd1234.tmp"  # another match's: not opened
    of_another.write_bytes(b"kept until other.nardy is saved or opened")
    with qtbot.waitSignal(window.files.opened, timeout=30000) as read:
        assert window.files.open_path(target)
    assert read.args == [True]
    assert not left.exists()
    assert_untouched(folder, target.name, others)
    assert of_another.exists() and not other_match.exists()


def test_a_write_still_in_progress_is_left_alone(tmp_path):
    """Another copy of the program writing the same file: its temporary file
    is held (locked) until the rename, so no clean-up takes it."""
    target = tmp_path / "m.nardy"
    proc = stopped_write("match", target)
    try:
        tmp = temp_of(proc)
        assert remove_temps_of([target]) == []
        assert tmp.exists()
    finally:
        kill(proc)
    assert remove_temps_of([target]) == [tmp]


# ----------------------------------------------------------------------------
# At start-up: the data folder, and the folders of the recent matches


def start_program(data: Path, settings: Path) -> subprocess.Popen:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        NARDY_DATA_DIR=str(data),
        NARDY_DESKTOP_SETTINGS=str(settings),
    )
    return subprocess.Popen(
        [sys.executable, "-m", "nardy_desktop", "--speed", "off"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


@pytest.mark.slow
def test_starting_removes_every_temporary_file_a_kill_left_and_nothing_else(tmp_path):
    data, matches = tmp_path / "data", tmp_path / "matches"
    data.mkdir()
    matches.mkdir()
    recent = matches / "recent.nardy"
    save_match(recent, play_match("long", 3, seed=1), PLAYERS)
    settings = tmp_path / "settings.ini"
    stored = QSettings(str(settings), QSettings.Format.IniFormat)
    stored.setValue("files/recent", [str(recent)])
    stored.sync()
    left = [
        killed_write("results", data / RESULTS_NAME),
        killed_write("dice", data / STATS_NAME),
        killed_write("match", recent),
        data / ".autosave.k2j4_x9q.tmp",
    ]
    left[-1].write_bytes(b'{"half": ')
    kept = {
        (data, RESULTS_NAME): look_alikes(data, RESULTS_NAME),
        (matches, recent.name): look_alikes(matches, recent.name),
    }
    proc = start_program(data, settings)
    try:
        deadline = time.monotonic() + 60
        while any(p.exists() for p in left):
            assert proc.poll() is None, proc.stderr.read().decode(errors="replace")
            assert time.monotonic() < deadline, [p.name for p in left if p.exists()]
            time.sleep(0.1)
    finally:
        proc.kill()
        proc.wait(10)
        proc.stderr.close()
    for (folder, name), others in kept.items():
        assert_untouched(folder, name, others)
