"""Where the player's preferences are kept: one QSettings store for the whole
program, and the one way every preference is read back.

Below both the interface and the language module (which remembers the chosen
language in the same store), so that neither reaches into the other for it.

`NARDY_DESKTOP_SETTINGS` (a file path) redirects everything to an INI file, so
tests and smoke runs never touch the real user settings. A portable install
(`NARDY_DATA_DIR` set) keeps its settings in that folder too, so the program
writes nothing anywhere else. Elsewhere the file is Qt's usual one for the
program (`~/.config/Nardy Desktop/Nardy Desktop.conf`), or the system's own
store where it is not a file (the registry on Windows, preferences on macOS).

The settings file is written by hand as often as by the program, so nothing
in it is trusted:

- It is opened only if it is a regular file (or a link to one): Qt reads it
  whole as the store is made, and a named pipe there would keep the program
  from ever starting. Anything else in its place (a pipe, a folder, a
  device) is moved aside to `<name>-unreadable-<local time>[-n]<suffix>`, as
  every file the program cannot use is kept (`unusable_files`), and the
  settings start afresh; if it cannot be moved, this run keeps its settings
  in memory only. `take_problems` hands what happened to the window, once,
  to be said to the player.
- A value Qt would read as binary data (`@Variant(...)`, `@DateTime(...)`,
  however spelt) is dropped before Qt sees the file, the file as it was
  kept aside: Qt trusts the lengths inside such data, and one line of a
  list "of a billion texts" makes it abort the program, and PySide turns
  one kind of it back into a Python object (a pickle: any code at all). The
  program never
  writes one (its values are words, numbers, lists of texts, and the
  window's geometry as `@ByteArray(...)`). A file larger than any settings
  (1 MB) is set aside whole.
- Every value is read through `read`, with a `Setting` that names its key,
  its default and its kind: a value of any other type or outside what the
  kind allows (a list where one word was expected, a number, an
  `@Variant(...)` of some other type, an empty string) gives the default.
  Each setting is declared beside the code that uses it, and all of them
  are in one table, `SETTINGS`.
"""

from __future__ import annotations

import logging
import os
import re
import stat
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from nardy_desktop.unusable_files import keep_unreadable

ORGANISATION = "Nardy Desktop"
APPLICATION = "Nardy Desktop"
ENV = "NARDY_DESKTOP_SETTINGS"
ENV_DATA_DIR = "NARDY_DATA_DIR"
MAX_TEXT = 4096  # a folder's path is far shorter; a longer text is not one
MAX_SETTINGS_BYTES = 1 << 20  # the program writes a few kilobytes
MAX_DIGITS = 18  # a whole number kept in the settings (a length, a volume)

T = TypeVar("T")
log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SettingsProblem:
    """The settings file at `path` could not be used (`detail`, in the
    system's words); `kept` is where it is now (`path`: left where it was)."""

    path: Path
    kept: Path
    detail: str


_problems: list[SettingsProblem] = []
_reported: set[Path] = set()


def settings_file() -> Path | None:
    """The settings file, as the environment says (see the module's
    docstring); None where the system keeps the settings elsewhere."""
    path = os.environ.get(ENV)
    if path:
        return Path(path)
    data = os.environ.get(ENV_DATA_DIR)
    if data:
        return Path(os.path.expanduser(data)) / "settings.ini"
    if sys.platform in ("win32", "darwin"):
        return None
    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(config) / ORGANISATION / f"{APPLICATION}.conf"


def open_settings() -> QSettings:
    """The settings store (see the module's docstring). Never blocks on the
    file, and never fails: a file that cannot be used is set aside."""
    path = settings_file()
    if path is None:
        return QSettings(ORGANISATION, APPLICATION)
    if _usable(path):
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings("", QSettings.Format.IniFormat)  # this run's settings, in memory


def _usable(path: Path) -> bool:
    """Whether `path` may be opened as the settings file: a regular file
    whose values Qt can be trusted to read, or nothing yet. Anything else is
    set aside, or cleaned (a copy of it set aside), and then it may."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):  # not there (or a broken link): Qt makes it
        return True
    if not stat.S_ISREG(st.st_mode):
        what = "a named pipe" if stat.S_ISFIFO(st.st_mode) else None
        what = what or ("a folder" if stat.S_ISDIR(st.st_mode) else "not a regular file")
        return _set_aside(path, f"{path}: {what}, not a settings file")
    if st.st_size > MAX_SETTINGS_BYTES:
        return _set_aside(path, f"{path}: {st.st_size} bytes, far more than settings take")
    try:
        with open(path, "rb") as f:
            text = f.read(MAX_SETTINGS_BYTES + 1).decode("utf-8", "surrogateescape")
    except OSError:  # Qt cannot read it either, and says nothing: defaults
        return True
    lines = text.splitlines(keepends=True)
    binary = binary_lines(lines)
    if not binary:
        return True
    numbers = ", ".join(str(n + 1) for n in sorted(binary))
    detail = f"{path}: line {numbers}: binary data (@Variant), which Qt would trust: dropped"
    kept = _set_aside(path, detail, keep_going=True)
    if kept:
        cleaned = "".join(line for n, line in enumerate(lines) if n not in binary)
        try:
            with open(path, "xb") as f:  # never over a file that appeared meanwhile
                f.write(cleaned.encode("utf-8", "surrogateescape"))
        except OSError as e:
            log.warning("cannot write %s again: %s", path, e)
    return kept


def _set_aside(path: Path, detail: str, keep_going: bool = False) -> bool:
    """Keep `path` aside (see the module's docstring) and note why, to be
    said; whether `path` may be opened now (False: it is still in the way)."""
    log.warning("cannot use %s", detail)
    try:
        kept = keep_unreadable(path)
    except OSError as e:
        log.warning("cannot keep %s aside: %s", path, e)
        _note(SettingsProblem(path, path, detail))
        return False
    _note(SettingsProblem(path, kept, detail))
    return True


# Values Qt reads as a QDataStream: a list of a huge length in one makes Qt
# ask for that much memory and abort (std::bad_alloc), and PySide unpickles a
# PyObjectWrapper in one, whatever the program does. The program never writes
# them; a person would not either.
_BINARY = re.compile(r"@\s*(variant|datetime)\s*\(", re.IGNORECASE)
_ESCAPES = {
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
    '"': '"',
    "?": "?",
    "'": "'",
    "\\": "\\",
}
_DIGITS = {16: frozenset("0123456789abcdefABCDEF"), 8: frozenset("01234567")}


def binary_lines(lines: list[str]) -> set[int]:
    """The lines (from 0) of a settings file that hold a value Qt would read
    as binary data: its escapes, quotes and commas undone as Qt undoes them,
    and the lines continued by a final backslash taken together, so that no
    spelling of `@Variant(` is missed (a text that merely holds one, not at
    its start, is taken too: no setting of the program's is such a text)."""
    found: set[int] = set()
    start = 0
    while start < len(lines):
        end = start
        while end + 1 < len(lines) and _continued(lines[end]):
            end += 1
        group = lines[start : end + 1]
        joined = "".join(line.rstrip("\r\n")[:-1] if _continued(line) else line for line in group)
        if "=" in joined and any(map(_binary, unescaped(joined.split("=", 1)[1]))):
            found.update(range(start, end + 1))
        start = end + 1
    return found


def _binary(text: str) -> bool:
    """Whether Qt might read `text` (one text of a value) as binary data;
    bytes (`@ByteArray(...)`, the window's geometry) Qt keeps as they are."""
    return not text.startswith("@ByteArray(") and _BINARY.search(text) is not None


def _continued(line: str) -> bool:
    body = line.rstrip("\r\n")
    return (len(body) - len(body.rstrip("\\"))) % 2 == 1


def unescaped(raw: str) -> list[str]:
    """The texts of the value `raw`, as Qt reads them: escapes (`\\n`, `\\x41`,
    octal; any other escaped character dropped), quotes, and unquoted commas
    between the texts of a list. In one pass: linear in the value's length."""
    items: list[str] = []
    out: list[str] = []
    quoted = False
    i = 0
    while i < len(raw):
        c = raw[i]
        i += 1
        if c == "\\" and i < len(raw):
            e = raw[i]
            i += 1
            if e in _ESCAPES:
                out.append(_ESCAPES[e])
            elif e == "x" or e in _DIGITS[8]:
                base = 16 if e == "x" else 8
                if base == 8:
                    i -= 1
                value, first = 0, i
                while i < len(raw) and raw[i] in _DIGITS[base]:
                    value = (value * base + int(raw[i], base)) & 0xFFFF
                    i += 1
                if i > first:
                    out.append(chr(value))
        elif c == '"':
            quoted = not quoted
        elif c == "," and not quoted:
            items.append("".join(out).strip())
            out = []
        elif c != "\\":
            out.append(c)
    items.append("".join(out).strip())
    return items


def _note(problem: SettingsProblem) -> None:
    if problem.path not in _reported:
        _reported.add(problem.path)
        _problems.append(problem)


def take_problems() -> list[SettingsProblem]:
    """What went wrong with the settings file since last asked (each file
    once in a run), for the window to say."""
    out = list(_problems)
    _problems.clear()
    return out


# ----------------------------------------------------------------------------
# Reading: one typed accessor


@dataclass(frozen=True)
class Setting(Generic[T]):
    """A preference: its key in the store, its default, and its kind, which
    turns a stored value into one of the right type, or None for a value
    that is not one."""

    key: str
    default: T
    kind: Callable[[object], T | None]

    def __post_init__(self) -> None:
        SETTINGS[self.key] = self


SETTINGS: dict[str, Setting[Any]] = {}
"""Every setting declared, by key: the one table of what the program reads
from its settings (complete once the modules that declare them are imported:
the window's, and the language module)."""


def read(settings: QSettings, setting: Setting[T], default: T | None = None) -> T:
    """The value of `setting`, or its default (`default`, where the default
    is only known at run time: a translated name, the system's theme) for a
    value that is missing or not of the setting's kind. Never raises."""
    fallback = setting.default if default is None else default
    try:
        value = setting.kind(settings.value(setting.key))
    except Exception:  # a value Qt itself cannot turn into Python
        log.warning("the setting %s cannot be read", setting.key, exc_info=True)
        return fallback
    return fallback if value is None else value


_TRUE = ("true", "1", "yes", "on")
_FALSE = ("false", "0", "no", "off")
_WHOLE = re.compile(rf"[+-]?[0-9]{{1,{MAX_DIGITS}}}")


def boolean(value: object) -> bool | None:
    """On or off: as Qt writes it (true, false) or as a person might."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        word = value.strip().lower()
        return True if word in _TRUE else False if word in _FALSE else None
    if type(value) is int and value in (0, 1):
        return bool(value)
    return None


def choice(options: tuple[str, ...]) -> Callable[[object], str | None]:
    """One of `options`, exactly."""

    def kind(value: object) -> str | None:
        return value if isinstance(value, str) and value in options else None

    return kind


def whole(low: int, high: int) -> Callable[[object], int | None]:
    """A whole number, held to `low`..`high`."""

    def kind(value: object) -> int | None:
        if type(value) is int:
            number = value
        elif isinstance(value, str) and _WHOLE.fullmatch(value.strip()):
            number = int(value.strip())
        else:
            return None
        return max(low, min(high, number))

    return kind


def text(value: object) -> str | None:
    """A text of a reasonable length (a path), with no NUL in it."""
    if isinstance(value, str) and value and len(value) <= MAX_TEXT and "\x00" not in value:
        return value
    return None


def texts(limit: int) -> Callable[[object], list[str] | None]:
    """A list of at most `limit` texts (one text alone: a list of it, as Qt
    writes a list of one); what is not a text is left out."""

    def kind(value: object) -> list[str] | None:
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list):
            return None
        return [t for t in map(text, value[: limit * 4]) if t is not None][:limit]

    return kind


def byte_array(value: object) -> QByteArray | None:
    """Bytes Qt wrote for itself (a window's geometry)."""
    return value if isinstance(value, QByteArray) else None


__all__ = [
    "SETTINGS",
    "Setting",
    "SettingsProblem",
    "boolean",
    "byte_array",
    "choice",
    "open_settings",
    "read",
    "settings_file",
    "take_problems",
    "text",
    "texts",
    "whole",
]
