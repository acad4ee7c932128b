"""Settings values and rows of the record of results, generated at random:
whatever a settings file holds, every setting reads back as a value of its
kind and the window starts; whatever rows `results.json` holds, loading
never raises, every row kept is well typed, and the next games are recorded.

`NARDY_FUZZ_EXAMPLES` sets the number of examples (as in test_storage_fuzz).
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Iterator
from dataclasses import fields, replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings

from nardy_desktop.ai.levels import LEVELS
from nardy_desktop.engine import Variant
from nardy_desktop.engine.names import is_normalised
from nardy_desktop.settings_store import ENV, SETTINGS, Setting, open_settings, read, take_problems
from nardy_desktop.storage.results import (
    MAX_COUNT,
    RESULTS_NAME,
    Pairing,
    ResultsRecord,
    Seat,
    Tally,
)

EXAMPLES = int(os.environ.get("NARDY_FUZZ_EXAMPLES", "150"))
FUZZ = settings(max_examples=EXAMPLES)
# Starting a window is a hundred times slower than reading a file.
FUZZ_WINDOW = settings(
    max_examples=max(5, EXAMPLES // 10),
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def every_setting() -> dict[str, Setting]:
    import nardy_desktop.i18n  # noqa: F401  (the language)
    import nardy_desktop.ui.window.main_window  # noqa: F401  (the window and all its parts)

    return dict(SETTINGS)


KEYS = sorted(every_setting())

# ----------------------------------------------------------------------------
# Settings values, as they stand in a settings file

_LINE = st.characters(blacklist_categories=("Cs",), blacklist_characters="\n\r\x00")
# Qt's @Variant(...) of the types a file may hold (bool, int, double, text, list
# of texts, bytes, map, list, long): the type as Qt writes it, the rest random.
_TYPES = [1, 2, 4, 6, 8, 9, 10, 11, 12]


def _escaped(data: bytes) -> str:
    return "".join(chr(b) if 0x20 < b < 0x7F and b not in b"\\()," else f"\\x{b:x}" for b in data)


def _variant(type_id: int, payload: bytes) -> str:
    return "@Variant(" + _escaped(type_id.to_bytes(4, "big") + b"\0" + payload) + ")"


def _valid_values() -> list[str]:
    values = {"true", "false", "0", "1", "5", "25", "100"}
    for setting in every_setting().values():
        if isinstance(setting.default, str):
            values.add(setting.default)
    values |= {"mover", "black", "slow", "off", "blunder", "thorough", "ru", "light", *LEVELS}
    return sorted(values)


ini_values = st.one_of(
    st.text(_LINE, max_size=60),
    st.integers(min_value=-(10**30), max_value=10**30).map(str),
    st.floats().map(repr),
    st.lists(st.text(_LINE.filter(lambda c: c != ","), max_size=12), min_size=2, max_size=5).map(
        ", ".join
    ),
    st.builds(_variant, st.sampled_from(_TYPES), st.binary(max_size=24)),
    st.sampled_from(
        [
            "",
            "@Invalid()",
            "@Rect(1 2 3 4)",
            "@Size(-1 2)",
            "@Point(0 9)",
            "@ByteArray(xyz)",
            "@ByteArray()",
            "@Variant(garbage)",
            '"quoted, text"',
            "9" * 5000,
            "a" * 70000,
        ]
    ),
    st.sampled_from(_valid_values()),
)
ini_files = st.fixed_dictionaries({key: ini_values for key in KEYS})


def write_ini(path: Path, values: dict[str, str]) -> None:
    lines = ["[General]"] + [f"{k.replace('/', chr(92))}={v}" for k, v in values.items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def assert_of_its_kind(stored: QSettings) -> None:
    for key, setting in every_setting().items():
        value = read(stored, setting)
        assert value == setting.default or setting.kind(value) == value, key
        if setting.default is not None:
            assert isinstance(value, type(setting.default)), key


@contextlib.contextmanager
def opened(path: Path) -> Iterator[QSettings]:
    """The store as the program opens it, on the settings file `path`."""
    before = os.environ.get(ENV)
    os.environ[ENV] = str(path)
    try:
        yield open_settings()
    finally:
        take_problems()  # said by no window here
        if before is None:
            del os.environ[ENV]
        else:
            os.environ[ENV] = before


@FUZZ
@given(ini_files)
def test_every_setting_reads_a_value_of_its_kind(values):
    """Through the store as the program opens it: read straight by Qt, some
    of these values abort the program or run code (tests/ui/window/test_settings_hostile.py)."""
    with tempfile.TemporaryDirectory() as name:
        path = Path(name) / "settings.ini"
        write_ini(path, values)
        with opened(path) as stored:
            assert_of_its_kind(stored)


@FUZZ_WINDOW
@given(values=ini_files)
def test_the_window_starts_whatever_the_settings_hold(qtbot, monkeypatch, values):
    from nardy_desktop.ui.window.main_window import MainWindow

    with tempfile.TemporaryDirectory() as name:
        path = Path(name) / "settings.ini"
        write_ini(path, values)
        monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(path))
        monkeypatch.setenv("NARDY_DATA_DIR", str(Path(name) / "data"))
        w = MainWindow()
        qtbot.addWidget(w)
        try:
            w.keep_files()
            w.start_default_match()
            c = w.controller
            assert c.match is not None and 1 <= c.match.length <= 25
            assert all(is_normalised(p.name) for p in c.players)
            assert_of_its_kind(w.settings)
        finally:
            w.controller.shutdown()
            w.close()
            take_problems()


# ----------------------------------------------------------------------------
# Rows of the record of results

_ANY_TEXT = st.text(st.characters(blacklist_categories=()), max_size=50)  # lone surrogates too
_NUMBERS = st.one_of(
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True),
)
_JUNK = st.recursive(
    st.one_of(st.none(), st.booleans(), _NUMBERS, _ANY_TEXT),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=6,
)


def mostly(valid: st.SearchStrategy, wrong: st.SearchStrategy) -> st.SearchStrategy:
    """`valid` four times in five: rows with one bad field among good ones."""
    return st.sampled_from((True, True, True, True, False)).flatmap(
        lambda ok: valid if ok else wrong
    )


_NAMES = mostly(
    st.sampled_from(["Anna", "Boris", "Computer", "  Anna ", "Анна ♟", "x" * 40]),
    st.one_of(st.sampled_from(["\ud800Anna", "x" * 41, "", "a\u202eb"]), _ANY_TEXT, _JUNK),
)
_COUNTS = mostly(
    st.integers(0, 1000),
    st.one_of(
        st.sampled_from([MAX_COUNT, MAX_COUNT + 1, -1, True]),
        st.integers(min_value=10**3990, max_value=10**3990 + 5),  # far past any count
        _JUNK,
    ),
)
_TALLIES = mostly(
    st.fixed_dictionaries({f.name: _COUNTS for f in fields(Tally)}),
    st.one_of(
        st.fixed_dictionaries(
            {f.name: _COUNTS for f in fields(Tally)[1:]}, optional={"extra": _JUNK}
        ),
        _JUNK,
    ),
)
_ROWS = mostly(
    st.fixed_dictionaries(
        {
            "variant": mostly(st.sampled_from([v.value for v in Variant]), _JUNK),
            "player": _NAMES,
            "opponent": _NAMES,
            "level": mostly(st.sampled_from(["", *LEVELS]), _JUNK),
            "tally": _TALLIES,
        },
        optional={"extra": _JUNK},
    ),
    _JUNK,
)
_FILES = st.fixed_dictionaries(
    {"version": mostly(st.just(1), _JUNK), "rows": mostly(st.lists(_ROWS, max_size=8), _JUNK)}
)

ANNA, EXPERT = Seat("Anna"), Seat("Computer", "expert")
KEY = Pairing(Variant.LONG.value, "Anna", "Computer", "expert")


def assert_well_typed(rows: dict[Pairing, Tally]) -> None:
    for pairing, tally in rows.items():
        assert pairing.variant in {v.value for v in Variant}
        assert is_normalised(pairing.player) and is_normalised(pairing.opponent)
        assert pairing.level == "" or pairing.level in LEVELS
        for f in fields(Tally):
            count = getattr(tally, f.name)
            assert type(count) is int and 0 <= count <= MAX_COUNT


@FUZZ
@given(_FILES)
def test_any_rows_load_without_raising_and_the_next_games_are_recorded(obj):
    content = json.dumps(obj).encode()  # NaN and lone surrogates written as JSON writes them
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        (folder / RESULTS_NAME).write_bytes(content)
        record = ResultsRecord(folder).load()
        event("refused whole" if record.error and not record.dropped else "read")
        event(f"rows kept: {min(len(record.rows), 3)}, left out: {min(len(record.dropped), 3)}")
        assert_well_typed(record.rows)
        if record.error is not None:  # the file as it was is kept
            assert record.kept is not None and record.kept.read_bytes() == content
        before = replace(record.rows.get(KEY, Tally()))  # a copy: the counts go on
        record.add_game(Variant.LONG, (ANNA, EXPERT), winner=0, points=2)
        record.add_match(Variant.LONG, (ANNA, EXPERT), winner=0)
        again = ResultsRecord(folder).load()
        assert again.error is None
        assert_well_typed(again.rows)
        assert again.rows == record.rows
        after = again.rows[KEY]
        assert (after.games_won, after.points_won, after.matches_won) == (
            before.games_won + 1,
            before.points_won + 2,
            before.matches_won + 1,
        )
