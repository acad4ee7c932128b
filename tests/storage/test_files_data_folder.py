"""The data folder is named "Nardy Desktop" once, and an older version's
folder (named twice) is moved into it without losing or overwriting a thing,
whether the move is stopped half-way, a copy still runs there, or both
folders hold the same names."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QLockFile

from nardy_desktop import paths
from nardy_desktop.storage import data_folder
from nardy_desktop.storage.data_folder import BESIDE, move_legacy_data, move_older_data
from nardy_desktop.storage.files import data_dir
from nardy_desktop.storage.instance import LOCK_NAME, take_lock


def tree(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` with its bytes, by its path inside it."""
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()
    }


def older_folder(base: Path) -> Path:
    """An older version's data folder as it leaves it: the autosave, its
    backup, a match kept aside, the dice statistics, results, portable
    settings, and the demo's own folder."""
    old = base / "Nardy Desktop" / "Nardy Desktop"
    (old / "demo").mkdir(parents=True)
    files = {
        "autosave.nardy": b'{"format": "nardy-desktop-match", "old": 1}\n',
        "autosave.bak.nardy": b'{"format": "nardy-desktop-match", "old": 0}\n',
        "autosave-unreadable-20240101-120000.nardy": b"\x00damaged",
        "dice-stats.json": b'{"version": 1, "players": {}}\n',
        "results.json": b'{"results": []}\n',
        "settings.ini": b"[General]\nlanguage=ru\n",
        "demo/autosave.nardy": b'{"demo": true}\n',
        "demo/dice-stats.json": b'{"demo": 1}\n',
    }
    for name, data in files.items():
        (old / name).write_bytes(data)
    return old


@pytest.fixture
def homes(tmp_path, monkeypatch):
    """XDG_DATA_HOME in tmp_path, no NARDY_DATA_DIR: the program's own places."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.delenv("NARDY_DATA_DIR", raising=False)
    return tmp_path / "share"


def test_the_data_folder_is_named_once(homes):
    assert paths.data_home() == homes / "Nardy Desktop"
    assert data_dir() == homes / "Nardy Desktop"
    assert paths.legacy_data_home() == homes / "Nardy Desktop" / "Nardy Desktop"


def test_nardy_data_dir_still_chooses_the_folder(homes, tmp_path, monkeypatch):
    monkeypatch.setenv("NARDY_DATA_DIR", str(tmp_path / "portable"))
    assert data_dir() == tmp_path / "portable"
    old = older_folder(homes)
    before = tree(old)
    assert move_older_data(tmp_path / "portable") is None
    assert tree(old) == before  # a folder chosen by hand: nothing is moved


def test_everything_moves_and_the_old_folder_goes(homes):
    old = older_folder(homes)
    before = tree(old)
    report = move_legacy_data(paths.data_home(), old)
    assert report.done and not report.beside
    assert tree(paths.data_home()) == before
    assert not old.exists()
    assert not (paths.data_home() / LOCK_NAME).exists()
    assert not (paths.data_home() / "demo" / LOCK_NAME).exists()


def test_the_start_moves_the_folder_it_is_given(homes):
    old = older_folder(homes)
    before = tree(old)
    assert move_older_data(paths.data_home()) is None
    assert tree(paths.data_home()) == before and not old.exists()


def test_names_in_both_folders_are_kept_in_both(homes):
    old = older_folder(homes)
    new = paths.data_home()
    (new / "demo").mkdir()
    (new / "autosave.nardy").write_bytes(b"the newer match")
    (new / "autosave (from the earlier folder).nardy").write_bytes(b"kept before")
    (new / "dice-stats.json").write_bytes((old / "dice-stats.json").read_bytes())  # the same
    (new / "demo" / "autosave.nardy").write_bytes(b"newer demo")
    old_autosave = (old / "autosave.nardy").read_bytes()
    old_demo = (old / "demo" / "autosave.nardy").read_bytes()
    report = move_legacy_data(new, old)
    assert report.done
    assert (new / "autosave.nardy").read_bytes() == b"the newer match"
    assert (new / "autosave (from the earlier folder).nardy").read_bytes() == b"kept before"
    assert (new / "autosave (from the earlier folder) 2.nardy").read_bytes() == old_autosave
    assert (new / "demo" / f"autosave{BESIDE}.nardy").read_bytes() == old_demo
    assert not list(new.glob(f"dice-stats{BESIDE}*"))  # the same contents: kept once
    assert {was.name for was, _ in report.beside} == {"autosave.nardy"}
    assert not old.exists()


def test_a_move_stopped_between_its_two_steps_goes_on(homes):
    """A file with a second name in the new folder and its first still in the
    old one (a kill between the link and the unlink) is kept once."""
    old = older_folder(homes)
    before = tree(old)
    new = paths.data_home()
    os.link(old / "autosave.nardy", new / "autosave.nardy")
    (new / "demo").mkdir()
    os.replace(old / "demo" / "dice-stats.json", new / "demo" / "dice-stats.json")
    assert move_legacy_data(new, old).done
    assert tree(new) == before and not old.exists()


@settings(max_examples=25, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(fail_at=st.integers(min_value=0, max_value=12))
def test_stopped_anywhere_nothing_is_lost_and_the_next_start_finishes(
    tmp_path_factory, monkeypatch, fail_at
):
    """The move stops (as if killed) at its n-th change of the file system;
    every file is then still in one folder or the other, and the next start
    ends with every file in the new folder, each once."""
    base = tmp_path_factory.mktemp("share")
    old = older_folder(base)
    before = tree(old)
    new = base / "Nardy Desktop"
    calls = {"n": 0}
    real = {name: getattr(os, name) for name in ("link", "unlink", "rename", "rmdir")}

    class Stop(BaseException):
        pass

    def stopping(name):
        def call(*args, **kwargs):
            calls["n"] += 1
            if calls["n"] > fail_at:
                raise Stop
            return real[name](*args, **kwargs)

        return call

    with monkeypatch.context() as m:
        for name in real:
            m.setattr(data_folder.os, name, stopping(name))
        with contextlib.suppress(Stop):
            move_legacy_data(new, old)
    everywhere = {**(tree(old) if old.exists() else {}), **tree(new)}
    assert set(before) <= set(everywhere)  # no file gone
    for name, data in before.items():
        assert everywhere[name] == data
    # The locks of the stopped move are left behind by "its" process: still ours, so
    # let them go as a new start would find them (their process gone).
    for folder in (new, new / "demo", old, old / "demo"):
        (folder / LOCK_NAME).unlink(missing_ok=True)
    assert move_legacy_data(new, old).done
    assert tree(new) == before and not old.exists()


def test_an_older_copy_still_running_keeps_its_folder(homes):
    old = older_folder(homes)
    before = tree(old)
    held = take_lock(old / LOCK_NAME)  # as an older version's running copy holds it
    assert held.isLocked()
    try:
        report = move_legacy_data(paths.data_home(), old)
        assert report.busy == [old]
        # Its demo folder has a lock of its own, not held: it moves.
        assert (paths.data_home() / "demo" / "autosave.nardy").exists()
        assert {k: v for k, v in tree(old).items() if k != LOCK_NAME} == {
            k: v for k, v in before.items() if not k.startswith("demo/")
        }
        assert move_older_data(paths.data_home()) == old  # the start hands over to it
        assert move_older_data(paths.data_home() / "demo") is None
    finally:
        held.unlock()
    assert move_legacy_data(paths.data_home(), old).done
    assert tree(paths.data_home()) == before


def test_a_copy_running_on_the_new_folder_is_not_disturbed(homes):
    old = older_folder(homes)
    new = paths.data_home()
    held = QLockFile(str(new / LOCK_NAME))
    assert held.tryLock(0)
    try:
        report = move_legacy_data(new, old)
        assert report.busy == [old]
        assert (old / "autosave.nardy").exists()
    finally:
        held.unlock()
