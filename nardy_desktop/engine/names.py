"""Player names: one rule for every way a name comes in.

A name reaches the program from the New match dialog, from a saved match and
from the settings, and goes back out to files, to the dice statistics and to
every sentence on screen ("%1 rolls 5"). Each of those paths passes it through
`normalise_name`, so that a name the program holds is one it can write, read
back and lay out quickly:

- white space around the name is removed;
- the name is 1 to `MAX_NAME` characters long, counted as Qt counts them
  (UTF-16 code units: a character beyond U+FFFF, as most emoji are, counts
  twice), so that the dialog's field holds every name a file may contain;
- control characters (category Cc), lone surrogates (Cs, which cannot even be
  written as UTF-8), line and paragraph separators (Zl, Zp) and the
  bidirectional embedding, override and isolate controls (U+202A-U+202E,
  U+2066-U+2069) are refused: they would break a line, or turn the rest of a
  sentence around, wherever the name is shown. The other format characters
  (Cf) stay allowed, because real names need them: the zero-width joiner and
  non-joiner of Persian and Indic scripts, and of emoji sequences.

Nothing here depends on Qt, so the engine, the files and the interface can all
use it. Nor on `unicodedata`: the refused characters are fixed ranges (Unicode
never adds to Cc, Cs, Zl or Zp), and the frozen build leaves that module out.
"""

from __future__ import annotations

from enum import StrEnum

MAX_NAME = 40

_REFUSED = frozenset(
    [
        *range(0x00, 0x20),  # Cc: C0 controls
        *range(0x7F, 0xA0),  # Cc: DEL and the C1 controls
        *range(0xD800, 0xE000),  # Cs: surrogates
        0x2028,  # Zl: the line separator
        0x2029,  # Zp: the paragraph separator
        *range(0x202A, 0x202F),  # embeddings and overrides: LRE, RLE, PDF, LRO, RLO
        *range(0x2066, 0x206A),  # isolates: LRI, RLI, FSI, PDI
    ]
)


class NameProblem(StrEnum):
    NOT_TEXT = "not_text"
    EMPTY = "empty"
    TOO_LONG = "too_long"
    CONTROL = "control"


class BadName(ValueError):
    """A name that cannot be used; `problem` says why, the message in English
    (for logs and a file's error detail)."""

    def __init__(self, problem: NameProblem, detail: str) -> None:
        super().__init__(detail)
        self.problem = problem


def refused_character(ch: str) -> bool:
    """Whether the single character `ch` may never appear in a name."""
    return ord(ch) in _REFUSED


def name_length(name: str) -> int:
    """The length of `name` as Qt measures it (UTF-16 code units)."""
    return len(name) + sum(1 for ch in name if ord(ch) > 0xFFFF)


def normalise_name(text: object) -> str:
    """`text` as a player's name: stripped, and checked against the rules above.

    Raises BadName when no name can be made of it; never shortens or changes a
    name in any other way, so that what a person sees is what gets written."""
    if not isinstance(text, str):
        raise BadName(NameProblem.NOT_TEXT, f"a name is text, not {type(text).__name__}")
    name = text.strip()
    if not name:
        raise BadName(NameProblem.EMPTY, "a name cannot be empty")
    # Code points never outnumber UTF-16 units: a huge name is refused before it is scanned.
    length = len(name) if len(name) > MAX_NAME else name_length(name)
    if length > MAX_NAME:
        raise BadName(
            NameProblem.TOO_LONG, f"a name has at most {MAX_NAME} characters, not {length}"
        )
    for ch in name:
        if refused_character(ch):
            raise BadName(
                NameProblem.CONTROL,
                f"a name cannot contain the control character U+{ord(ch):04X}",
            )
    return name


def is_normalised(text: object) -> bool:
    """Whether `text` is a name exactly as `normalise_name` leaves it."""
    try:
        return normalise_name(text) == text
    except BadName:
        return False


def name_or(text: object, default: str) -> str:
    """`text` as a name, or `default` where it cannot be one (a settings value
    damaged or edited by hand; an empty field in the dialog)."""
    try:
        return normalise_name(text)
    except BadName:
        return normalise_name(default)


__all__ = [
    "MAX_NAME",
    "BadName",
    "NameProblem",
    "is_normalised",
    "name_length",
    "name_or",
    "normalise_name",
    "refused_character",
]
