"""The autosave kept by controller.persistence with the real controller: each
record is loaded back in full before it may replace a file, on a worker
thread, newest record first; the controller's shutdown completes the last
write; a failure and the recovery after it are each told once; a failure to
keep the dice statistics is told too."""

from __future__ import annotations

import json
import threading

from nardy_desktop.controller import MatchController, Phase, PlayerSpec
from nardy_desktop.controller.persistence import Persistence
from nardy_desktop.engine import SeededDice, Variant
from nardy_desktop.storage import dice_stats, files
from nardy_desktop.storage.files import (
    AUTOSAVE_NAME,
    BACKUP_NAME,
    Autosave,
    StorageError,
    StorageProblem,
)
from nardy_desktop.storage.record import decode

from tests.storage.test_resume import _dispose_controllers, make_controller  # noqa: F401 - with its fixture
from tests.storage.test_storage_support import history, play_match
from tests.storage_faults import read_only_folder

COMPUTERS = (PlayerSpec("North", True, "expert"), PlayerSpec("South", True, "beginner"))
TWO_PEOPLE = (PlayerSpec("Anna"), PlayerSpec("Boris"))
WAIT = 30  # seconds a blocked step of a test may wait before it gives up


def turns_in(data: bytes) -> int:
    return sum(len(g["turns"]) for g in json.loads(data)["games"])


def turns_played(c: MatchController) -> int:
    return sum(len(g.history) for g in c.match.games) if c.match else 0


def resume(c: MatchController, turns: int, seed: int = 3) -> None:
    """Put a match of `turns` finished turns on the controller (it is autosaved)."""
    c.resume_match(play_match("long", 5, seed=seed, max_turns=turns), TWO_PEOPLE)


class Checks:
    """Stands in for the full check of each record: notes which thread made
    it and what it saw, and can hold the first check until released."""

    def __init__(self, monkeypatch, hold: bool = False) -> None:
        self.threads: list[threading.Thread] = []
        self.turns: list[int] = []
        self.started = threading.Event()
        self.release = threading.Event()
        if not hold:
            self.release.set()
        real = files.decode

        def check(data, *args, **kwargs):
            self.threads.append(threading.current_thread())
            self.turns.append(turns_in(data))
            self.started.set()
            assert self.release.wait(WAIT), "the test never released the check"
            return real(data, *args, **kwargs)

        monkeypatch.setattr(files, "decode", check)


def test_every_record_is_checked_in_full_off_the_window_thread(qtbot, tmp_path, monkeypatch):
    checks = Checks(monkeypatch)
    c = make_controller()
    saver = Persistence(c, Autosave(tmp_path))
    saved = []
    saver.saved.connect(lambda: saved.append(True))
    c.new_match(Variant.BACKGAMMON, 3, COMPUTERS, SeededDice(2))
    qtbot.waitUntil(lambda: turns_played(c) >= 12, timeout=20000)
    c.shutdown()
    assert checks.threads, "no record was checked"
    assert threading.main_thread() not in checks.threads
    # Every write is checked, not only the first of the session.
    assert len(saved) == len(checks.turns) > 1
    on_disk = decode((tmp_path / AUTOSAVE_NAME).read_bytes())
    assert history(on_disk.match) == history(c.match)


def test_the_window_thread_never_waits_for_a_check_and_the_newest_record_wins(
    qtbot, tmp_path, monkeypatch
):
    checks = Checks(monkeypatch, hold=True)
    c = make_controller()
    saver = Persistence(c, Autosave(tmp_path))
    saved = []
    saver.saved.connect(lambda: saved.append(True))
    resume(c, 3)
    assert checks.started.wait(WAIT)
    # The first record is being checked (held): the window thread goes on.
    resume(c, 4)
    resume(c, 5)
    assert not (tmp_path / AUTOSAVE_NAME).exists()
    checks.release.set()
    assert saver.flush()
    # Written in order; the record for 4 turns was overtaken before its turn came.
    assert checks.turns == [3, 5]
    assert turns_in((tmp_path / AUTOSAVE_NAME).read_bytes()) == 5
    assert turns_in((tmp_path / BACKUP_NAME).read_bytes()) == 3
    assert saved == [True, True]


def test_the_controllers_shutdown_completes_the_pending_write(qtbot, tmp_path, monkeypatch):
    checks = Checks(monkeypatch, hold=True)
    c = make_controller()
    real_shutdown = c.shutdown
    entered = threading.Event()

    def shutdown() -> None:
        entered.set()
        real_shutdown()

    c.shutdown = shutdown
    Persistence(c, Autosave(tmp_path))
    resume(c, 6)
    assert checks.started.wait(WAIT)
    resume(c, 8)  # pending behind the held check
    # The check is let go only once the shutdown has begun.
    threading.Thread(target=lambda: entered.wait(WAIT) and checks.release.set()).start()
    c.shutdown()
    assert turns_in((tmp_path / AUTOSAVE_NAME).read_bytes()) == 8


def test_a_writer_fault_later_in_the_session_destroys_neither_file(qtbot, tmp_path, monkeypatch):
    real = files.match_to_dict
    fault = []

    def faulty(*args, **kwargs):
        record = real(*args, **kwargs)
        if fault:
            record["score"] = [9, 9]  # the games say otherwise
        return record

    monkeypatch.setattr(files, "match_to_dict", faulty)
    c = make_controller()
    saver = Persistence(c, Autosave(tmp_path))
    failures = []
    saver.failed.connect(lambda text, detail: failures.append((text, detail)))
    for turns in (3, 4):
        resume(c, turns)
        assert saver.flush()
    fault.append(True)  # from now on the records do not load
    for turns in (5, 6, 7):
        resume(c, turns)
        assert saver.flush()
    assert turns_in((tmp_path / AUTOSAVE_NAME).read_bytes()) == 4
    assert turns_in((tmp_path / BACKUP_NAME).read_bytes()) in (3, 4)
    got = Autosave(tmp_path).load()
    assert got.loaded is not None and not got.errors
    assert decode((tmp_path / BACKUP_NAME).read_bytes()) is not None
    assert len(failures) == 1 and "autosave.nardy" in failures[0][0]
    assert "score" in failures[0][1]


def test_a_failure_and_the_recovery_after_it_are_each_told_once(qtbot, tmp_path):
    c = make_controller()
    saver = Persistence(c, Autosave(tmp_path))
    failures, recoveries = [], []
    saver.failed.connect(lambda text, detail: failures.append(text))
    saver.recovered.connect(lambda: recoveries.append(True))
    resume(c, 3)
    assert saver.flush()
    with read_only_folder(tmp_path):
        for turns in (4, 5, 6):
            resume(c, turns)
            assert saver.flush()
    assert len(failures) == 1 and "autosave.nardy" in failures[0]
    assert not recoveries
    assert turns_in((tmp_path / AUTOSAVE_NAME).read_bytes()) == 3
    for turns in (7, 8):
        resume(c, turns)
        assert saver.flush()
    assert recoveries == [True]
    assert turns_in((tmp_path / AUTOSAVE_NAME).read_bytes()) == 8
    # A new failure after the recovery is told again.
    with read_only_folder(tmp_path):
        resume(c, 9)
        assert saver.flush()
    assert len(failures) == 2


def test_a_failure_to_keep_the_dice_statistics_is_told(qtbot, tmp_path, monkeypatch):
    def full(path, data):
        raise StorageError(StorageProblem.DISK_FULL, path, "No space left on device")

    monkeypatch.setattr(dice_stats, "atomic_write", full)
    c = make_controller()
    saver = Persistence(c, Autosave(tmp_path))
    told, failures, recoveries = [], [], []
    saver.statsFailed.connect(lambda text, detail: told.append((text, detail)))
    saver.failed.connect(lambda text, detail: failures.append(text))
    saver.recovered.connect(lambda: recoveries.append(True))
    c.new_match(Variant.BACKGAMMON, 25, COMPUTERS, SeededDice(9))
    qtbot.waitUntil(lambda: c.phase is Phase.GAME_OVER, timeout=30000)
    c.shutdown()
    assert len(told) == 1
    text, detail = told[0]
    assert "dice-stats.json" in text and "No space" in detail
    # The autosave itself works on; nothing is said about it.
    assert not failures and not recoveries
    assert Autosave(tmp_path).load().loaded is not None


def test_starting_clears_what_a_kill_left_half_written(qtbot, tmp_path):
    (tmp_path / ".autosave.k2j4_x9q.tmp").write_bytes(b'{"half": ')
    (tmp_path / "notes.tmp").write_bytes(b"mine")
    Persistence(make_controller(), Autosave(tmp_path))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.tmp"]
