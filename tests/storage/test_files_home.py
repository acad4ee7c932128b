"""A whole run of the program, as a real process with a home folder of its
own, writes only in its data folder and its settings, and an older version's
data folder is moved into the new one on the way, nothing lost."""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.locations import ROOT

DEMO = [
    "--demo",
    "--demo-length",
    "1",
    "--variant",
    "backgammon",
    "--demo-level",
    "intermediate",
    "--quit-at-end",
    "--speed",
    "off",
    "--think-ms",
    "0",
]


def home_env(home: Path) -> dict[str, str]:
    """The environment of a player whose home is `home`: no folder chosen by
    hand (NARDY_DATA_DIR, NARDY_DESKTOP_SETTINGS), the XDG folders in it."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith(("NARDY_", "XDG_")) and k not in ("DISPLAY", "WAYLAND_DISPLAY")
    }
    env.update(
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_CACHE_HOME=str(home / ".cache"),
        XDG_STATE_HOME=str(home / ".local" / "state"),
        QT_QPA_PLATFORM="offscreen",
    )
    return env


def snapshot(home: Path) -> dict[str, str]:
    """Every file and folder under `home`, files with a digest of their bytes."""
    out = {}
    for p in sorted(home.rglob("*")):
        key = str(p.relative_to(home))
        out[key] = hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else "dir"
    return out


def run(home: Path, *args: str, timeout: int = 180, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "nardy_desktop", *args],
        cwd=ROOT,
        env={**home_env(home), **env},
        capture_output=True,
        text=True,
        timeout=timeout,
    )


DATA = Path(".local/share/Nardy Desktop")
SETTINGS = Path(".config/Nardy Desktop")


@pytest.mark.slow
def test_a_whole_run_leaves_home_untouched_outside_its_own_folders(tmp_path):
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    (home / "Documents" / "letter.txt").write_text("Dear Anna,")
    (home / ".config" / "other-program").mkdir(parents=True)
    (home / ".config" / "other-program" / "rc").write_text("x=1")
    (home / ".profile").write_text("export A=1\n")
    before = snapshot(home)

    out = run(home, *DEMO)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr

    after = snapshot(home)
    for key, digest in before.items():
        assert after.get(key) == digest, f"{key} changed"
    new = {Path(k) for k in after if k not in before}
    allowed = {DATA, SETTINGS, Path(".local"), Path(".local/share")}
    ours = (DATA, SETTINGS)
    outside = sorted(
        str(p) for p in new if p not in allowed and not any(o in p.parents for o in ours)
    )
    assert outside == []
    assert (home / DATA / "demo" / "autosave.nardy").is_file()  # it did write where it should
    assert not (home / DATA / "Nardy Desktop").exists()  # and named its folder once
    assert sorted(p.name for p in (home / SETTINGS).iterdir()) == ["Nardy Desktop.conf"]


def test_a_start_moves_an_older_versions_folder_into_the_new_one(tmp_path):
    home = tmp_path / "home"
    old = home / DATA / "Nardy Desktop"
    (old / "demo").mkdir(parents=True)
    kept = {
        "autosave-unreadable-20240101-120000.nardy": b"an old damaged autosave",
        "dice-stats.json": b'{"version": 1, "players": {}}\n',
        "results.json": b'{"results": []}\n',
        "Anna - Boris.nardy": b"a match kept in the data folder by hand",
    }
    for name, data in kept.items():
        (old / name).write_bytes(data)
    (old / "demo" / "dice-stats.json").write_bytes(b'{"version": 1, "players": {}}\n')

    # The move is the start's: a run that quits once its board is drawn has made it.
    out = run(home, *DEMO, NARDY_STARTUP_PROBE=str(time.time()))
    assert out.returncode == 0, out.stderr
    assert not old.exists()
    for name, data in kept.items():
        assert (home / DATA / name).read_bytes() == data
    assert (home / DATA / "demo" / "autosave.nardy").is_file()


@pytest.mark.slow
@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
def test_an_older_copy_still_running_is_the_game_already_open(tmp_path):
    """A copy of an older version holds its folder's lock: a start hands over
    to it (it is the game already open) and moves nothing."""
    home = tmp_path / "home"
    old = home / DATA / "Nardy Desktop"
    old.mkdir(parents=True)
    (old / "autosave.nardy").write_bytes(b"the older copy's match")
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys\n"
            "from PySide6.QtCore import QLockFile\n"
            f"lock = QLockFile({str(old / 'nardy-desktop.lock')!r})\n"
            "assert lock.tryLock(0)\n"
            "print('held', flush=True)\n"
            "sys.stdin.read()\n",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        out = run(home, timeout=60)
    finally:
        holder.communicate("", timeout=30)
    assert out.returncode == 1, out.stderr
    assert "already open" in out.stderr
    assert (old / "autosave.nardy").read_bytes() == b"the older copy's match"
    assert not (home / DATA / "autosave.nardy").exists()
