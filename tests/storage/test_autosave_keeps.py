"""The autosave loses nothing: a file this version cannot read is moved
aside, never overwritten; nothing that does not load ever replaces a file on
disk; temporary files a kill left behind are cleared at the next start."""

from __future__ import annotations

import errno
import json
import os
import tempfile
from collections import Counter
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.storage import files
from nardy_desktop.storage.files import (
    AUTOSAVE_NAME,
    BACKUP_NAME,
    Autosave,
    StorageError,
    StorageProblem,
)
from nardy_desktop.storage.record import (
    SCHEMA_VERSION,
    RecordError,
    decode,
    encode,
    match_to_dict,
)

from tests.storage.test_storage_support import PLAYERS, history, play_match
from tests.storage_faults import read_only_folder

NEWER = json.dumps(
    {"format": "nardy-desktop-match", "version": SCHEMA_VERSION + 1, "games": "new"}
).encode()
NEWER_BACKUP = NEWER.replace(b'"new"', b'"older, still new"')
AT = datetime(2026, 12, 1, 16, 15, 0)


def contents(folder: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in folder.iterdir() if p.is_file()}


def loads(data: bytes) -> bool:
    try:
        decode(data)
    except RecordError:
        return False
    return True


def newer_files(folder: Path) -> None:
    (folder / AUTOSAVE_NAME).write_bytes(NEWER)
    (folder / BACKUP_NAME).write_bytes(NEWER_BACKUP)


def test_writing_over_files_of_a_newer_version_keeps_them_both(tmp_path):
    newer_files(tmp_path)
    auto = Autosave(tmp_path)
    auto.now = lambda: AT
    assert auto.load().loaded is None
    for turns in (3, 4, 5):
        auto.write(play_match("long", 3, seed=1, max_turns=turns), PLAYERS)
    kept = {name: data for name, data in contents(tmp_path).items() if "unreadable" in name}
    assert sorted(kept.values()) == sorted([NEWER, NEWER_BACKUP])
    assert set(kept) == {
        "autosave-unreadable-20261201-161500.nardy",
        "autosave-unreadable-20261201-161500-2.nardy",
    }
    assert loads((tmp_path / AUTOSAVE_NAME).read_bytes())
    assert loads((tmp_path / BACKUP_NAME).read_bytes())


def test_keeping_at_start_up_says_where_each_file_went(tmp_path):
    newer_files(tmp_path)
    (tmp_path / "autosave-unreadable-20261201-161500.nardy").write_bytes(b"kept before")
    auto = Autosave(tmp_path)
    auto.now = lambda: AT
    got = auto.load()
    auto.keep_unreadable(got)
    assert got.kept == {
        tmp_path / AUTOSAVE_NAME: tmp_path / "autosave-unreadable-20261201-161500-2.nardy",
        tmp_path / BACKUP_NAME: tmp_path / "autosave-unreadable-20261201-161500-3.nardy",
    }
    assert (tmp_path / "autosave-unreadable-20261201-161500.nardy").read_bytes() == b"kept before"
    assert got.kept[tmp_path / AUTOSAVE_NAME].read_bytes() == NEWER
    assert got.kept[tmp_path / BACKUP_NAME].read_bytes() == NEWER_BACKUP
    assert not (tmp_path / AUTOSAVE_NAME).exists() and not (tmp_path / BACKUP_NAME).exists()


def test_an_unreadable_file_is_left_in_place_when_the_folder_is_read_only(tmp_path):
    newer_files(tmp_path)
    auto = Autosave(tmp_path)
    got = auto.load()
    with read_only_folder(tmp_path):
        auto.keep_unreadable(got)
        assert got.kept == {tmp_path / AUTOSAVE_NAME: tmp_path / AUTOSAVE_NAME} | {
            tmp_path / BACKUP_NAME: tmp_path / BACKUP_NAME
        }
        with pytest.raises(StorageError) as info:
            auto.write(play_match("long", 3, seed=1, max_turns=3), PLAYERS)
        assert info.value.problem is StorageProblem.UNWRITABLE
    assert contents(tmp_path) == {AUTOSAVE_NAME: NEWER, BACKUP_NAME: NEWER_BACKUP}


def test_a_good_autosave_never_rotates_over_an_unreadable_backup(tmp_path):
    auto = Autosave(tmp_path)
    auto.write(play_match("backgammon", 3, seed=2, max_turns=4), PLAYERS)
    (tmp_path / BACKUP_NAME).write_bytes(NEWER_BACKUP)
    auto.write(play_match("backgammon", 3, seed=2, max_turns=5), PLAYERS)
    assert NEWER_BACKUP in contents(tmp_path).values()
    assert loads((tmp_path / BACKUP_NAME).read_bytes())


def test_a_record_that_does_not_load_is_never_written(tmp_path):
    auto = Autosave(tmp_path)
    auto.write(play_match("long", 3, seed=3, max_turns=6), PLAYERS)
    auto.write(play_match("long", 3, seed=3, max_turns=7), PLAYERS)
    before = contents(tmp_path)
    record = match_to_dict(play_match("long", 3, seed=3, max_turns=8), PLAYERS)
    record["players"][0]["name"] = "   "
    for _ in range(2):
        with pytest.raises(RecordError):
            auto.write_bytes(encode(record))
    assert contents(tmp_path) == before


def test_a_writer_fault_is_caught_on_every_write_not_only_the_first(tmp_path, monkeypatch):
    """The record written after each turn is loaded back in full like the
    first one, so a fault that shows only later destroys neither file."""
    auto = Autosave(tmp_path)
    good = play_match("backgammon", 3, seed=4, max_turns=9)
    auto.write(good, PLAYERS)
    auto.write(play_match("backgammon", 3, seed=4, max_turns=10), PLAYERS)
    real = files.match_to_dict

    def faulty(*args, **kwargs):
        record = real(*args, **kwargs)
        record["score"] = [7, 7]  # the games say otherwise
        return record

    monkeypatch.setattr(files, "match_to_dict", faulty)
    for turns in (11, 12, 13):
        with pytest.raises(RecordError):
            auto.write(play_match("backgammon", 3, seed=4, max_turns=turns), PLAYERS)
    got = Autosave(tmp_path).load()
    assert not got.errors and loads((tmp_path / BACKUP_NAME).read_bytes())
    assert history(got.loaded.match) == history(play_match("backgammon", 3, seed=4, max_turns=10))


def test_clear_keeps_a_damaged_autosave_under_a_new_name_each_time(tmp_path):
    auto = Autosave(tmp_path)
    auto.now = lambda: AT
    for junk in (b"junk 1", b"junk 2"):
        (tmp_path / AUTOSAVE_NAME).write_bytes(junk)
        auto.clear()
    assert contents(tmp_path) == {
        "autosave-unreadable-20261201-161500.nardy": b"junk 1",
        "autosave-unreadable-20261201-161500-2.nardy": b"junk 2",
    }


# ----------------------------------------------------------------------------
# Temporary files left by a kill


def stray_names() -> list[str]:
    return [".autosave.k2j4_x9q.tmp", ".autosave.bak.a1b2c3d4.tmp", ".autosave.x.tmp"]


def test_temporary_files_left_by_a_kill_are_removed_at_the_next_start(tmp_path):
    auto = Autosave(tmp_path)
    auto.write(play_match("long", 3, seed=5, max_turns=3), PLAYERS)
    for name in stray_names():
        (tmp_path / name).write_bytes(b'{"half": ')
    # What is not the autosave's own temporary file stays.
    others = {
        "notes.tmp": b"mine",
        ".autosave.tmp": b"not the pattern",
        "autosave.k2j4_x9q.tmp": b"not hidden",
        ".autosave.k2j4_x9q.tmp.keep": b"another ending",
    }
    for name, data in others.items():
        (tmp_path / name).write_bytes(data)
    (tmp_path / ".autosave.folder.tmp").mkdir()
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"target of a link")
    (tmp_path / ".autosave.link.tmp").symlink_to(outside)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / ".autosave.k2j4_x9q.tmp").write_bytes(b"another folder")

    removed = Autosave(tmp_path).remove_stray_temp_files()
    assert sorted(p.name for p in removed) == sorted(stray_names())
    for name in stray_names():
        assert not (tmp_path / name).exists()
    for name, data in others.items():
        assert (tmp_path / name).read_bytes() == data
    assert (tmp_path / ".autosave.folder.tmp").is_dir()
    assert (tmp_path / ".autosave.link.tmp").is_symlink() and outside.exists()
    assert (tmp_path / "sub" / ".autosave.k2j4_x9q.tmp").exists()
    assert Autosave(tmp_path).load().loaded is not None


def test_the_temporary_file_pattern_is_the_one_writing_uses(tmp_path, monkeypatch):
    """A write killed just before its rename leaves a file that the next
    start recognises as its own."""
    auto = Autosave(tmp_path)
    auto.write(play_match("long", 3, seed=6, max_turns=3), PLAYERS)

    def killed(src, dst):
        raise OSError(errno.EINTR, "killed")

    monkeypatch.setattr(files.os, "unlink", lambda *a, **k: None)  # the kill skips the tidy-up
    monkeypatch.setattr(files.os, "replace", killed)
    with pytest.raises(StorageError):
        auto.write(play_match("long", 3, seed=6, max_turns=4), PLAYERS)
    monkeypatch.undo()
    left = [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert left
    assert sorted(Autosave(tmp_path).remove_stray_temp_files()) == sorted(left)
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]


def test_nothing_to_clear_in_a_missing_folder(tmp_path):
    assert Autosave(tmp_path / "none").remove_stray_temp_files() == []


# ----------------------------------------------------------------------------
# Whatever happens, nothing is lost


GOOD = [
    encode(match_to_dict(play_match(v, 3, seed=s, max_turns=t), PLAYERS))
    for v, s, t in [("long", 7, 2), ("long", 7, 3), ("backgammon", 8, 4), ("backgammon", 8, 5)]
]
BAD = [NEWER, b"", b"\x00garbage", GOOD[1][: len(GOOD[1]) // 2]]

event = st.one_of(
    st.tuples(st.just("write"), st.integers(0, len(GOOD) - 1)),
    st.tuples(st.just("write bad"), st.integers(0, len(BAD) - 1)),
    st.tuples(st.sampled_from(["spoil autosave", "spoil backup"]), st.integers(0, len(BAD) - 1)),
    st.tuples(st.just("start"), st.just(0)),
    st.tuples(st.just("fail"), st.sampled_from([errno.ENOSPC, errno.EROFS, errno.EIO])),
)


@settings(max_examples=60)
@given(st.lists(event, min_size=1, max_size=8))
def test_nothing_unreadable_is_ever_lost_and_nothing_bad_is_ever_written(events):
    """Writes (good and faulty), files spoiled from outside, restarts that
    set unreadable files aside, and writes that fail half-way: every
    content that ever sat in the autosave or the backup and does not load
    is still in the folder, the backup only ever changes to a file that
    loads, and the autosave holds the last good write."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        auto = Autosave(folder)
        must_keep: Counter[bytes] = Counter()
        last_good: bytes | None = None
        for kind, arg in events:
            backup_before = _read(folder / BACKUP_NAME)
            if kind == "write":
                auto.write_bytes(GOOD[arg])
                last_good = GOOD[arg]
            elif kind == "write bad":
                with pytest.raises(RecordError):
                    auto.write_bytes(BAD[arg])
            elif kind == "start":
                auto = Autosave(folder)
                auto.keep_unreadable(auto.load())
                auto.remove_stray_temp_files()
            elif kind == "fail":
                _failing_write(auto, arg)
            else:
                target = AUTOSAVE_NAME if kind == "spoil autosave" else BACKUP_NAME
                overwritten = _read(folder / target)  # by the test, not the program
                if must_keep[overwritten] > 0:
                    must_keep[overwritten] -= 1
                (folder / target).write_bytes(BAD[arg])
                must_keep[BAD[arg]] += 1
                if target == AUTOSAVE_NAME:
                    last_good = None
            backup_after = _read(folder / BACKUP_NAME)
            if backup_after != backup_before and kind not in ("spoil backup",):
                assert backup_after is None or loads(backup_after)
            everything = Counter(contents(folder).values())
            for data, n in must_keep.items():
                assert everything[data] >= n, "an unreadable file was lost"
            if last_good is not None:
                assert _read(folder / AUTOSAVE_NAME) == last_good


def _read(path: Path) -> bytes | None:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return None


def _failing_write(auto: Autosave, err: int) -> None:
    real = os.fsync

    def fail(fd):
        raise OSError(err, os.strerror(err))

    os.fsync = fail
    try:
        with pytest.raises(StorageError):
            auto.write_bytes(GOOD[0])
    finally:
        os.fsync = real


def test_damaged_dice_statistics_that_cannot_be_moved_are_not_written_over(tmp_path):
    from nardy_desktop.storage.dice_stats import STATS_NAME, DiceHistory

    (tmp_path / STATS_NAME).write_bytes(b"\xff damaged")
    stats = DiceHistory(tmp_path).load()
    assert stats.error is not None
    with read_only_folder(tmp_path), pytest.raises(StorageError):
        stats.add_game(play_match("long", 1, seed=1), 0)
    assert (tmp_path / STATS_NAME).read_bytes() == b"\xff damaged"
    stats.save()  # once it can be moved, it is, and the counts go out
    [kept] = tmp_path.glob("dice-stats-unreadable-*.json")
    assert kept.read_bytes() == b"\xff damaged"
    assert DiceHistory(tmp_path).load().total().rolls > 0
