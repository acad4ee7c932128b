"""Kill the real program with SIGKILL in the middle of a match, then start it
again: the match goes on from its autosave, with nothing but the turn in
progress lost."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from nardy_desktop.engine import legal_turns
from nardy_desktop.storage.files import AUTOSAVE_NAME, Autosave
from nardy_desktop.storage.record import LoadedMatch, RecordError, decode

from tests.locations import ROOT
from tests.storage.test_storage_support import history

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")


def start(data: Path, *args: str) -> subprocess.Popen:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        NARDY_DATA_DIR=str(data),
        NARDY_DESKTOP_SETTINGS=str(data / "settings.ini"),
        PYTHONPATH=str(ROOT),
    )
    return subprocess.Popen(
        [sys.executable, "-m", "nardy_desktop", "--speed", "off", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def read(path: Path) -> LoadedMatch | None:
    """The autosave as it is on disk now (None while there is none)."""
    try:
        return decode(path.read_bytes())
    except FileNotFoundError:
        return None


def turns(loaded: LoadedMatch | None) -> int:
    return 0 if loaded is None else sum(len(g.history) for g in loaded.match.games)


def wait_for_turns(
    qtbot, proc: subprocess.Popen, path: Path, n: int, timeout: float = 60
) -> LoadedMatch:
    seen: list[LoadedMatch] = []

    def enough() -> bool:
        assert proc.poll() is None, proc.stderr.read().decode(errors="replace")
        loaded = read(path)  # every version on disk must load: writes are atomic
        if turns(loaded) < n:
            return False
        assert loaded is not None
        seen.append(loaded)
        return True

    qtbot.waitUntil(enough, timeout=int(timeout * 1000))
    return seen[-1]


def kill(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    assert proc.returncode == -signal.SIGKILL
    proc.stderr.close()


def assert_legal(loaded: LoadedMatch) -> None:
    for g in loaded.match.games:
        pos = g.start_position
        for t in g.history:
            assert t.before == pos and t.after in {x.result for x in legal_turns(pos, t.dice)}
            pos = t.after


@pytest.mark.slow
def test_sigkill_mid_match_then_resume_on_start(tmp_path, qtbot):
    data = tmp_path / "data"
    demo = data / "demo" / AUTOSAVE_NAME

    # 1. A computer-against-computer match, killed without warning mid-game.
    proc = start(data, "--demo", "--demo-length", "3", "--variant", "backgammon")
    try:
        seen = wait_for_turns(qtbot, proc, demo, 6)
    finally:
        kill(proc)
    got = Autosave(demo.parent).load()
    assert got.loaded is not None and not got.errors, got.errors
    killed = got.loaded
    assert not killed.finished
    assert_legal(killed)
    # Nothing written before the kill is lost: the history only grew.
    assert turns(killed) >= turns(seen)
    assert history(killed.match)[0][: turns(seen)] == history(seen.match)[0][: turns(seen)]

    # 2. Started again (not as a demo), the program resumes that match.
    assert got.path == demo, "the autosave is never missing, even mid-write"
    shutil.copy(demo, data / AUTOSAVE_NAME)
    proc = start(data)
    try:
        resumed = wait_for_turns(qtbot, proc, data / AUTOSAVE_NAME, turns(killed) + 2)
    finally:
        kill(proc)
    assert resumed.players == killed.players
    assert resumed.match.variant == killed.match.variant
    assert resumed.match.length == killed.match.length
    assert resumed.match.roll_off_dice == killed.match.roll_off_dice
    before = history(killed.match)
    after = history(resumed.match)
    for g_before, g_after in zip(before, after, strict=False):
        assert g_after[: len(g_before)] == g_before
    assert resumed.match.score[0] >= killed.match.score[0]
    assert resumed.match.score[1] >= killed.match.score[1]
    # And the file the second run left behind is a good one as well.
    try:
        again = Autosave(data).load()
    except RecordError as e:  # pragma: no cover - load never raises
        pytest.fail(str(e))
    assert again.loaded is not None
