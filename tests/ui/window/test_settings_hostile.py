"""The settings file cannot stop the program from starting: every setting is
read through one typed accessor that falls back to its default on a value of
the wrong kind, and a settings file that is not a regular file (a named pipe
would block the start for ever) is moved aside and said once."""

from __future__ import annotations

import contextlib
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QMessageBox

from nardy_desktop.ai.analysis import Depth
from nardy_desktop.settings_store import SETTINGS, Setting, read

from tests.locations import ROOT, TESTS
from tests.storage_faults import read_only_folder, unblocking

PACKAGE = ROOT / "nardy_desktop"
REPRO = TESTS / "data" / "settings"

pytestmark = pytest.mark.qt_log_ignore(
    "This plugin does not support propagateSizeHints",
    # Qt's own word on an @Variant(...) it cannot read: the value is then None.
    "Trying to construct an instance of an invalid type",
)

# Values of every kind a hand, another version or another program may leave,
# as they stand in the file (Qt's own notation for the @ ones).
HOSTILE = {
    "a list": "quick, thorough",
    "a number": "3",
    "a negative number": "-7",
    "a huge number": "9" * 5000,
    "@Variant of a number": r"@Variant(\0\0\0\x2\0\0\0\x5)",
    "@Variant of a map": r"@Variant(\0\0\0\x1c\0\0\0\x1\0\0\0\x2\0x\0\0\0\n\0\0\0\x2\0y)",
    "@Variant not understood": "@Variant(garbage)",
    "an empty string": "",
    "@Rect": "@Rect(1 2 3 4)",
    "@ByteArray": "@ByteArray(xyz)",
    "@Invalid": "@Invalid()",
}


def every_setting() -> dict[str, Setting]:
    """The one table, once every module that declares a setting is in."""
    import nardy_desktop.i18n  # noqa: F401  (the language)
    import nardy_desktop.ui.window.main_window  # noqa: F401  (the window and all its parts)

    return dict(SETTINGS)


def write_every_key(path: Path, value: str) -> list[str]:
    """A real settings file with every key the program reads set to `value`."""
    keys = sorted(every_setting())
    lines = ["[General]"] + [f"{key.replace('/', chr(92))}={value}" for key in keys]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return keys


def start_program(settings: Path, data: Path, timeout: float = 60) -> subprocess.CompletedProcess:
    """Start the real program until its board is first drawn (then it quits)."""
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        NARDY_DATA_DIR=str(data),
        NARDY_DESKTOP_SETTINGS=str(settings),
        NARDY_STARTUP_PROBE=str(time.time()),
    )
    return subprocess.run(
        [sys.executable, "-m", "nardy_desktop"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def assert_started(done: subprocess.CompletedProcess) -> None:
    assert done.returncode == 0, done.stderr
    assert "board-drawn" in done.stdout and "Traceback" not in done.stderr


# ----------------------------------------------------------------------------
# Every read goes through the one accessor, with every key in its table


def test_every_read_of_a_setting_goes_through_the_accessor():
    """No `.value(key…)` nor QSettings of its own anywhere but in the store:
    so that the table below holds every key the program reads."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        if path.name == "settings_store.py":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"\.value\(\s*[^)\s]", line) or re.search(r"\bQSettings\(", line):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert found == []


def test_the_table_holds_the_keys_of_every_part_of_the_window():
    keys = set(every_setting())
    assert {
        "language",
        "analysis/depth",
        "files/recent",
        "files/last_folder",
        "match/player1/level",
        "play/real_dice",
        "sound/volume",
        "tutor/threshold",
        "view/theme",
        "window/geometry",
    } <= keys
    assert len(keys) >= 25


@pytest.mark.parametrize("kind", list(HOSTILE))
def test_every_setting_reads_a_value_of_its_kind_whatever_the_file_holds(tmp_path, kind):
    """Each key set to a list, a number, an @Variant(...), an empty string…:
    the accessor gives a value its kind accepts, and the default for any
    value of another type."""
    path = tmp_path / "settings.ini"
    keys = write_every_key(path, HOSTILE[kind])
    stored = QSettings(str(path), QSettings.Format.IniFormat)
    for key in keys:
        setting = every_setting()[key]
        value = read(stored, setting)
        assert value == setting.default or setting.kind(value) == value, key
        if setting.default is not None:
            assert isinstance(value, type(setting.default)), key


def test_the_analysis_depth_given_as_a_list_is_the_default(tmp_path):
    from nardy_desktop.ui.analysis.analysis_manager import DEPTH

    stored = QSettings(str(REPRO / "depth-list.ini"), QSettings.Format.IniFormat)
    assert stored.value("analysis/depth") == ["quick", "thorough"]
    assert read(stored, DEPTH) == Depth.QUICK.value


# ----------------------------------------------------------------------------
# Starting the program


@pytest.mark.parametrize("kind", ["a list", "@Variant of a number", "an empty string"])
def test_the_window_starts_with_the_defaults_whatever_the_file_holds(
    qtbot, tmp_path, monkeypatch, kind
):
    from nardy_desktop.i18n import LanguageManager
    from nardy_desktop.ui.window.main_window import MainWindow

    path = tmp_path / "settings.ini"
    write_every_key(path, HOSTILE[kind])
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(path))
    monkeypatch.setenv("NARDY_DATA_DIR", str(tmp_path / "data"))
    languages = LanguageManager(settings=QSettings(str(path), QSettings.Format.IniFormat))
    assert languages.saved_language() is None
    languages.deleteLater()
    w = MainWindow()
    qtbot.addWidget(w)
    files = w.keep_files()
    try:
        assert w.speed_actions["normal"].isChecked()
        assert w.numbers_action.isChecked() and w.orient_white_action.isChecked()
        assert w.analysis.depth is Depth.QUICK
        assert files.start_folder().is_dir()
        assert w.recent_files.files() == (["quick", "thorough"] if kind == "a list" else [])
        w.start_default_match()
        c = w.controller
        assert [p.name for p in c.players] == ["Player", "Computer"]
        assert c.match.length == 7  # long nardy, the default game, at its default length
    finally:
        w.controller.shutdown()


@pytest.mark.slow
@pytest.mark.parametrize("kind", list(HOSTILE))
def test_the_program_starts_whatever_every_setting_holds(tmp_path, kind):
    settings = tmp_path / "settings.ini"
    write_every_key(settings, HOSTILE[kind])
    assert_started(start_program(settings, tmp_path / "data"))


@pytest.mark.slow
def test_the_program_starts_with_the_analysis_depth_given_as_a_list(tmp_path):
    settings = tmp_path / "settings.ini"
    settings.write_bytes((REPRO / "depth-list.ini").read_bytes())
    assert_started(start_program(settings, tmp_path / "data"))


# ----------------------------------------------------------------------------
# A settings file that is not a file


@pytest.mark.slow
def test_a_named_pipe_for_settings_does_not_block_the_start(tmp_path):
    settings = tmp_path / "settings.ini"
    os.mkfifo(settings)
    try:
        done = start_program(settings, tmp_path / "data", timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail("the start waited for the named pipe")
    assert_started(done)
    [kept] = tmp_path.glob("settings-unreadable-*.ini")
    assert kept.is_fifo()
    assert not settings.is_fifo()


@pytest.mark.parametrize("what", ["a named pipe", "a folder"])
def test_a_settings_file_that_is_not_a_file_is_set_aside_and_said_once(
    qtbot, tmp_path, monkeypatch, what
):
    from nardy_desktop.ui.window.main_window import MainWindow

    settings = tmp_path / "settings.ini"
    if what == "a named pipe":
        os.mkfifo(settings)
    else:
        settings.mkdir()
        (settings / "inside").write_text("kept")
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(settings))
    windows = []
    with unblocking(settings) if what == "a named pipe" else contextlib.nullcontext([]) as freed:
        for _ in range(2):
            w = MainWindow()
            qtbot.addWidget(w)
            windows.append(w)
        w.set_speed("fast")  # written to a new file
        w.settings.sync()
    assert not freed, "the start waited for the named pipe"
    [kept] = tmp_path.glob("settings-unreadable-*.ini")
    assert kept.is_fifo() if what == "a named pipe" else (kept / "inside").read_text() == "kept"
    qtbot.waitUntil(lambda: windows[0].settings_box is not None, timeout=5000)
    box = windows[0].settings_box
    assert isinstance(box, QMessageBox)
    assert "default settings are used" in box.text()
    assert str(kept) in box.informativeText() and "settings.ini" in box.informativeText()
    assert box.textFormat().name == "PlainText"
    qtbot.wait(50)
    assert windows[1].settings_box is None, "said once"
    assert QSettings(str(settings), QSettings.Format.IniFormat).value("view/speed") == "fast"
    for w in windows:
        w.controller.shutdown()
    box.done(0)


def test_a_pipe_that_cannot_be_moved_is_left_and_this_run_keeps_its_settings(
    qtbot, tmp_path, monkeypatch
):
    from nardy_desktop.ui.window.main_window import MainWindow

    folder = tmp_path / "conf"
    folder.mkdir()
    settings = folder / "settings.ini"
    os.mkfifo(settings)
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(settings))
    with unblocking(settings) as freed, read_only_folder(folder):
        w = MainWindow()
        qtbot.addWidget(w)
        w.set_speed("slow")
        assert w.settings.value("view/speed") == "slow"  # for this run
    assert not freed
    assert settings.is_fifo()
    qtbot.waitUntil(lambda: w.settings_box is not None, timeout=5000)
    assert "left untouched" in w.settings_box.informativeText()
    w.settings_box.done(0)
    w.controller.shutdown()


# ----------------------------------------------------------------------------
# Binary data that Qt would trust: one line could abort the program

# A list of texts whose stored length is in the billions: Qt asks for that
# much memory at once, and the program aborts (std::bad_alloc), found by
# tests/ui/window/test_fuzz_settings_results.py.
ABORTS = r"@Variant(\x0\x0\x0\xb\x0bFF\x83%\xad\xe8\x83)"
SPELLINGS = [
    ABORTS,
    '"' + ABORTS + '"',  # quoted
    ABORTS.replace("@Variant(", r"@\x56\x61riant("),  # escaped letters
    ABORTS.replace("@Variant(", "@Var\\\niant("),  # continued on the next line
    "a, " + ABORTS,  # inside a list
    r"@DateTime(\0\0\0\x10\0\xff\xff\xff\xff\xff\xff\xff\xff\0)",
]


def with_binary(path: Path, value: str) -> str:
    text = f"[General]\nlanguage={value}\n\n[view]\nspeed=slow\nnumbering=black\n"
    path.write_text(text, encoding="utf-8")
    return text


@pytest.mark.parametrize("value", SPELLINGS)
def test_every_spelling_of_binary_data_is_found_and_nothing_else(tmp_path, value):
    from nardy_desktop.settings_store import binary_lines

    lines = with_binary(tmp_path / "s.ini", value).splitlines(keepends=True)
    found = binary_lines(lines)
    assert found and all("speed" not in lines[n] and "numbering" not in lines[n] for n in found)
    ours = tmp_path / "ours.ini"
    stored = QSettings(str(ours), QSettings.Format.IniFormat)
    for key, setting in every_setting().items():
        stored.setValue(key, setting.default)
    stored.setValue("language", "ru")
    stored.setValue("window/geometry", QByteArray(b"\x01(@Variant(\x00)"))
    stored.setValue("files/recent", ["/a, b/c.nardy", "@x", 'q"uote\\d'])
    stored.setValue("match/player0/name", "Variant(@")
    stored.sync()
    assert binary_lines(ours.read_text(encoding="utf-8").splitlines(keepends=True)) == set()


@pytest.mark.parametrize("value", SPELLINGS)
def test_binary_data_is_dropped_the_rest_kept_and_said(qtbot, tmp_path, monkeypatch, value):
    from nardy_desktop.ui.window.main_window import MainWindow

    settings = tmp_path / "settings.ini"
    original = with_binary(settings, value)
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(settings))
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.speed_actions["slow"].isChecked() and w.numbering_actions["black"].isChecked()
    [kept] = tmp_path.glob("settings-unreadable-*.ini")
    assert kept.read_text(encoding="utf-8") == original
    assert "@" not in settings.read_text(encoding="utf-8")
    qtbot.waitUntil(lambda: w.settings_box is not None, timeout=5000)
    assert str(kept) in w.settings_box.informativeText()
    assert "@Variant" in w.settings_box.detailedText() or "line" in w.settings_box.detailedText()
    w.settings_box.done(0)
    w.controller.shutdown()


@pytest.mark.slow
def test_binary_data_that_made_qt_abort_no_longer_stops_the_start(tmp_path):
    settings = tmp_path / "settings.ini"
    with_binary(settings, ABORTS)
    assert_started(start_program(settings, tmp_path / "data"))
    assert "speed=slow" in settings.read_text(encoding="utf-8")


def test_a_settings_file_far_too_large_is_set_aside(qtbot, tmp_path, monkeypatch):
    from nardy_desktop.ui.window.main_window import MainWindow

    settings = tmp_path / "settings.ini"
    settings.write_text("[view]\nspeed=slow\n" + "; " + "x" * (2 << 20) + "\n", encoding="utf-8")
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(settings))
    w = MainWindow()
    qtbot.addWidget(w)
    assert w.speed_actions["normal"].isChecked()
    [kept] = tmp_path.glob("settings-unreadable-*.ini")
    assert kept.stat().st_size > 2 << 20
    qtbot.waitUntil(lambda: w.settings_box is not None, timeout=5000)
    w.settings_box.done(0)
    w.controller.shutdown()


class Runs:
    """What PySide writes for a Python object it keeps: a pickle, which
    makes a file when it is read back."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self):
        return (Path.touch, (self.marker,))


def test_a_python_object_in_the_settings_is_never_unpickled(qtbot, tmp_path, monkeypatch):
    """PySide reads `@Variant(...PyObjectWrapper...)` back by unpickling it:
    code of the file's choosing. Such a line never reaches Qt."""
    from nardy_desktop.ui.window.main_window import MainWindow

    settings, marker = tmp_path / "settings.ini", tmp_path / "code ran"
    hostile = QSettings(str(settings), QSettings.Format.IniFormat)
    for key in every_setting():
        hostile.setValue(key, Runs(marker))
    hostile.sync()
    del hostile
    assert "PyObjectWrapper" in settings.read_text(encoding="utf-8")
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(settings))
    w = MainWindow()
    qtbot.addWidget(w)
    w.keep_files(tmp_path / "data")
    w.start_default_match()
    assert not marker.exists()
    assert "PyObjectWrapper" not in settings.read_text(encoding="utf-8")
    qtbot.waitUntil(lambda: w.settings_box is not None, timeout=5000)
    w.settings_box.done(0)
    w.controller.shutdown()


@pytest.mark.parametrize(
    "unit",
    [
        "k=" + "\\x" * 50 + "\n",
        "k=" + '"' * 50 + "\n",
        "k=" + "@ " * 50 + "\n",
        "k=a\\\n",  # every line continued by the next
        "k=" + "," * 50 + "\n",
    ],
)
def test_reading_a_settings_file_takes_time_in_proportion_to_its_length(unit):
    """However its lines are made, looking through a settings file is linear:
    sixteen times the text never takes more than about sixteen times as long
    (a generous bound: 64)."""
    from nardy_desktop.settings_store import binary_lines

    def seconds(copies: int) -> float:
        lines = (unit * copies).splitlines(keepends=True)
        best = float("inf")
        for _ in range(3):
            start = time.perf_counter()
            binary_lines(lines)
            best = min(best, time.perf_counter() - start)
        return best

    small, large = seconds(500), seconds(8000)
    assert large < 64 * max(small, 1e-4)
