"""One running copy per data folder: real processes of the program started
side by side on one folder, the later start handing over to the first."""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from nardy_desktop import app
from nardy_desktop.storage import instance
from nardy_desktop.storage.files import AUTOSAVE_NAME
from nardy_desktop.storage.instance import LOCK_NAME, Claim, SingleInstance, server_name

from tests.locations import ROOT
from tests.ui.window.test_ui_app import _env_without_display

TIMEOUT = 60  # seconds for anything a process is waited for; never reached when all is well

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints|raise")
# Two people at the board, rolling by hand: once started, a game writes nothing
# until someone plays, so any later change in its folder is another copy's doing.
PEOPLE = "[match]\nplayer0/computer=false\nplayer1/computer=false\n"


def environment(data: Path, **extra: str) -> dict[str, str]:
    settings = data.parent / "settings.ini"
    if not settings.exists():
        settings.write_text(PEOPLE)
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        NARDY_DATA_DIR=str(data),
        NARDY_DESKTOP_SETTINGS=str(settings),
        PYTHONPATH=str(ROOT),
        **extra,
    )
    return env


_started: list[subprocess.Popen] = []


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.kill()
    proc.wait(TIMEOUT)
    for pipe in (proc.stdin, proc.stdout, proc.stderr):
        if pipe is not None:
            pipe.close()


@pytest.fixture(autouse=True)
def _stop_leftovers() -> Iterator[None]:
    """No copy of the program outlives its test, whatever it asserted (but the
    game the tests share, `running_game`, which outlives them all)."""
    yield
    while _started:
        _stop(_started.pop())


def launch(data: Path, *args: str, **env: str) -> subprocess.Popen:
    proc = subprocess.Popen(
        [sys.executable, "-m", "nardy_desktop", "--speed", "off", *args],
        cwd=ROOT,
        env=environment(data, **env),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    _started.append(proc)
    return proc


def finish(proc: subprocess.Popen) -> tuple[int, str, str]:
    """Wait for a start that should leave by itself: status, stdout, stderr."""
    try:
        out, err = proc.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        pytest.fail(f"still running after {TIMEOUT} s:\n{err}")
    return proc.returncode, out, err


def exited(proc: subprocess.Popen) -> str:
    """How a copy that has left ended: its status and what it wrote on stderr."""
    return f"exited with {proc.returncode}:\n{proc.communicate()[1]}"


def wait_until(qtbot, ready: Callable[[], bool], *running: subprocess.Popen) -> None:
    def done() -> bool:
        if ready():
            return True
        for proc in running:
            if proc.poll() is not None:
                pytest.fail(exited(proc))
        return False

    qtbot.waitUntil(done, timeout=TIMEOUT * 1000)


def lock_pid(folder: Path) -> int:
    """The process named in the folder's lock file (0 while there is none)."""
    try:
        first = (folder / LOCK_NAME).read_text().split("\n", 1)[0]
    except (FileNotFoundError, UnicodeDecodeError):
        return 0
    return int(first) if first.isdigit() else 0


def holds_lock(proc: subprocess.Popen, folder: Path) -> Callable[[], bool]:
    return lambda: lock_pid(folder) == proc.pid and (folder / AUTOSAVE_NAME).exists()


def snapshot(folder: Path) -> dict[str, tuple[int, str]]:
    """Every file and folder under `folder`, with its time of change and
    contents: any write, even of a file made and removed again, changes it."""
    found = {".": (folder.stat().st_mtime_ns, "")}
    for p in folder.rglob("*"):
        st = p.stat()
        digest = hashlib.sha256(p.read_bytes()).hexdigest() if p.is_file() else ""
        found[str(p.relative_to(folder))] = (st.st_mtime_ns, digest)
    return found


def hand_over(data: Path, *args: str, holder: subprocess.Popen | None = None) -> str:
    """Start a copy on a folder already in use: it must bring the first
    copy's window forward and leave at once; its stderr is returned. Given
    the copy that holds the lock, a failure says what became of it too."""
    start = time.monotonic()
    code, _out, err = finish(launch(data, *args))
    if code != 0:
        err += f"\n(it left after {time.monotonic() - start:.1f} s)"
        if holder is not None:
            fate = "is still running" if holder.poll() is None else exited(holder)
            err += f"\nthe copy holding the lock {fate}"
    assert code == 0, err
    assert "its window was brought forward" in err, err
    assert "Traceback" not in err
    return err


def started_game(qtbot, data: Path) -> subprocess.Popen:
    """A game running on `data`, up and waiting for a person to roll."""
    game = launch(data)
    wait_until(qtbot, holds_lock(game, data), game)
    hand_over(data)  # it answers: it is up, and its own start-up writes are done
    return game


@pytest.fixture(scope="module")
def _shared_game() -> Iterator[list[tuple[Path, subprocess.Popen]]]:
    shared: list[tuple[Path, subprocess.Popen]] = []
    yield shared
    for _data, game in shared:
        _stop(game)


@pytest.fixture
def running_game(_shared_game, qtbot, tmp_path_factory) -> tuple[Path, subprocess.Popen]:
    """A game up on a data folder of its own, waiting for a person to roll, and
    the folder: started by the first test that asks for one and shared by the
    next (each start takes a second or two). A game writes nothing until someone
    plays, and each test compares the folder before and after what it does."""
    if _shared_game and _shared_game[-1][1].poll() is None:
        return _shared_game[-1]
    data = tmp_path_factory.mktemp("shared") / "data"
    game = started_game(qtbot, data)
    _started.remove(game)  # it outlives this test
    _shared_game.append((data, game))
    return data, game


@pytest.mark.slow
def test_second_start_brings_the_first_forward_and_writes_nothing(running_game):
    data, first = running_game
    before = snapshot(data)
    assert AUTOSAVE_NAME in before

    hand_over(data)

    assert snapshot(data) == before
    assert first.poll() is None, "the first copy plays on"
    assert lock_pid(data) == first.pid


@pytest.mark.slow
def test_a_demo_runs_beside_a_game_but_not_beside_another_demo(running_game, qtbot):
    data, game = running_game
    demo_folder = data / "demo"
    # A demo whose computers think for a minute: it too writes nothing for now.
    demo = launch(data, "--demo", "--think-ms", "60000")
    wait_until(qtbot, holds_lock(demo, demo_folder), demo, game)
    hand_over(data, "--demo")
    before = snapshot(data)
    assert "demo/" + AUTOSAVE_NAME in before

    err = hand_over(data, "--demo")

    assert str(demo_folder) in err
    assert snapshot(data) == before
    assert demo.poll() is None and game.poll() is None
    assert lock_pid(demo_folder) == demo.pid and lock_pid(data) == game.pid


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_lock_left_by_a_killed_copy_is_taken_over(tmp_path, qtbot):
    data = tmp_path / "data"
    first = launch(data)
    wait_until(qtbot, holds_lock(first, data), first)
    first.send_signal(signal.SIGKILL)
    first.wait(TIMEOUT)
    # Its lock file stays behind, naming a process that is gone.
    assert lock_pid(data) == first.pid

    again = launch(data)
    wait_until(qtbot, lambda: lock_pid(data) == again.pid, again)
    # And it listens in place of the killed one.
    hand_over(data, holder=again)
    assert again.poll() is None


def test_unreadable_old_lock_file_is_taken_over_but_not_a_fresh_one(tmp_path, qapp):
    """A lock file whose contents never reached the disk (a crash just after
    it was made) names no owner; a fresh one is a copy writing it right now."""
    (tmp_path / LOCK_NAME).write_bytes(b"")
    held = SingleInstance(tmp_path)
    assert held.claim() is Claim.HELD
    assert (tmp_path / LOCK_NAME).read_bytes() == b""

    an_hour_ago = time.time() - 3600
    os.utime(tmp_path / LOCK_NAME, (an_hour_ago, an_hour_ago))
    mine = SingleInstance(tmp_path)
    try:
        assert mine.claim() is Claim.OURS
        assert lock_pid(tmp_path) == os.getpid()
    finally:
        mine.release()
    assert not (tmp_path / LOCK_NAME).exists()


@pytest.mark.slow
def test_copy_holding_the_lock_without_answering_is_reported(tmp_path):
    """A copy that cannot be reached (hung, or on another computer sharing
    the folder): the later start says the game is open and leaves."""
    data = tmp_path / "data"
    data.mkdir()
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from PySide6.QtCore import QLockFile;"
            f"lock = QLockFile({str(data / LOCK_NAME)!r}); lock.setStaleLockTime(0);"
            "print(lock.tryLock(0), flush=True); sys.stdin.read()",
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    _started.append(holder)
    try:
        assert holder.stdout.readline().strip() == "True"
        before = snapshot(data)

        code, _out, err = finish(launch(data))

        assert code == 1, err
        assert "already open" in err and f"process {holder.pid}" in err
        assert "Traceback" not in err
        assert snapshot(data) == before
    finally:
        holder.stdin.close()
        holder.wait(TIMEOUT)


def test_program_starts_when_the_data_folder_cannot_be_made(tmp_path):
    """No lock, no autosave (the window says so), but a game to play."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    code, out, err = finish(launch(blocker, NARDY_STARTUP_PROBE=str(time.time())))
    assert code == 0, err
    assert "board-drawn" in out
    assert "no lock in" in err and "Traceback" not in err
    assert blocker.read_text() == "a file where the data folder should be"


@pytest.mark.slow
@pytest.mark.parametrize("flag", ["--version", "--help"])
def test_version_and_help_take_no_lock(running_game, tmp_path, flag):
    data, _game = running_game
    before = snapshot(data)
    env = _env_without_display()
    for folder in (data, tmp_path / "unused"):
        env["NARDY_DATA_DIR"] = str(folder)
        out = subprocess.run(
            [sys.executable, "-m", "nardy_desktop", flag],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
        )
        assert out.returncode == 0, out.stderr
        assert "nardy-desktop" in out.stdout
    assert snapshot(data) == before
    assert not (tmp_path / "unused").exists()


# ----- in one process ------------------------------------------------------------------


def test_raise_request_reaches_the_copy_holding_the_lock(tmp_path, qtbot):
    first = SingleInstance(tmp_path)
    assert first.claim() is Claim.OURS
    asked: list[bool] = []
    first.raiseRequested.connect(lambda: asked.append(True))
    later = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from nardy_desktop.storage.instance import SingleInstance;"
            f"s = SingleInstance({str(tmp_path)!r}); c = s.claim();"
            "print(c.name, s.ask_to_raise())",
        ],
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        stdout=subprocess.PIPE,
        text=True,
    )
    _started.append(later)
    try:
        qtbot.waitUntil(lambda: later.poll() is not None, timeout=TIMEOUT * 1000)
        assert later.stdout.read().split() == ["HELD", "True"]
        assert asked == [True]
    finally:
        first.release()
    assert not (tmp_path / LOCK_NAME).exists()


def test_bring_to_front_restores_a_minimised_window_and_keeps_it_maximised(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMainWindow

    window = QMainWindow()
    qtbot.addWidget(window)
    window.showMaximized()
    window.showMinimized()
    assert window.isMinimized()
    app.bring_to_front(window)
    assert not window.isMinimized() and window.isVisible()
    assert window.windowState() & Qt.WindowState.WindowMaximized


def test_server_name_is_the_same_for_every_spelling_of_a_folder(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "a")
    names = {server_name(p) for p in (tmp_path / "a", tmp_path / "link", tmp_path / "a" / ".")}
    assert len(names) == 1
    assert server_name(tmp_path / "a") != server_name(tmp_path / "a" / "demo")


@pytest.mark.slow
def test_unreachable_copy_is_reported_in_a_message_box_on_a_display(tmp_path, qapp, monkeypatch):
    from PySide6.QtCore import QLockFile
    from PySide6.QtWidgets import QApplication, QMessageBox

    holder = QLockFile(str(tmp_path / LOCK_NAME))  # held, but nobody listens
    assert holder.tryLock(0)
    # Nobody will ever answer: the wait for a connection is cut from 3 s to 0.3 s.
    monkeypatch.setattr(instance, "CONNECT_WAIT_MS", 300)
    shown: list[tuple[str, str, str]] = []
    monkeypatch.setattr(QApplication, "platformName", staticmethod(lambda: "xcb"))
    monkeypatch.setattr(
        QMessageBox,
        "exec",
        lambda box: shown.append((box.windowTitle(), box.text(), box.informativeText())) or 0,
    )
    later = SingleInstance(tmp_path)
    try:
        assert later.claim() is Claim.HELD
        assert app._hand_over(later) == 1
    finally:
        holder.unlock()
    assert shown == [
        (
            "Nardy Desktop",
            "Nardy Desktop is already open.",
            "Its window could not be brought to the front. Switch to it, or close it before "
            "starting the game again.",
        )
    ]
