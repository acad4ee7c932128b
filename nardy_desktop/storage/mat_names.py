"""Player names in .mat files, written (`storage.mat`) and read
(`storage.mat_import`) by the same rules, so that a name comes back as it was.

Every importer finds the names on each game's score line
(` Anna : 0     Boris : 0`), and that line cannot hold every name: GNU
Backgammon reads a name up to the next colon, makes white space single spaces,
and takes a comma followed by a number for a rating after the name (GamesGrid
writes `Anna, 1500`; GNU Backgammon 1.07 then shows "Anna", rated 1500, and
so does the importer here). So:

- the score line holds a form of the name that GNU Backgammon and the others
  read: colons and runs of white space become single spaces
  (`score_line_name`); a comma before a number stays, and reads as a rating
  there as it does in GNU Backgammon;
- when that form would not read back as the name itself ("Anna, 1500",
  "Mr: Smith", two spaces in a row), the file also holds both names exactly,
  in the header tags that eXtreme Gammon writes (`; [Player 1 "Anna, 1500"]`),
  which GNU Backgammon reads and passes over;
- the importer takes a tag's name when it is a name as `engine.names` allows
  and the first game's score line says the same in its own form, so that a
  file whose score lines were changed since (by hand, or by a program that
  left the tags alone) keeps the names of its score lines.

Everything here runs in time linear in the text: no regular expression with
repeats that can backtrack over one another.
"""

from __future__ import annotations

import re

from nardy_desktop.engine.names import MAX_NAME, is_normalised, refused_character

_RATING = re.compile(r"[0-9][0-9.]*")  # one repeat only: linear
_TAG_START = "[player "


def score_line_name(name: str) -> str:
    """`name` as the score line holds it. GNU Backgammon reads each name of the
    score line up to the next colon and C code stops at a NUL or a line break:
    colons and the characters no name may hold (controls among them) become
    spaces, and each run of white space (line separators included) one space.
    Everything else, any script included, is kept as it is."""
    kept = "".join(" " if ch == ":" or refused_character(ch) else ch for ch in name)
    return " ".join(kept.split()) or "Player"


def without_rating(text: str) -> str:
    """`text` without a rating after its last comma (`Jörg, 1623.5`), as
    GamesGrid writes it: ASCII digits and points only. (GNU Backgammon takes
    any comma followed by a positive number, "Smith, 3rd" too.)"""
    head, comma, tail = text.rpartition(",")
    if comma and _RATING.fullmatch(tail.strip()):
        return head.rstrip()
    return text


def score_line_reading(text: str, seat: int) -> str:
    """The name that a score line's `text` gives here to the player in `seat`
    (0 or 1): a rating dropped, characters no name may hold made spaces, each
    run of white space one space, cut to MAX_NAME (as Qt counts); "Player 1"
    or "Player 2" where nothing is left."""
    kept = "".join(" " if refused_character(ch) else ch for ch in without_rating(text))
    name = " ".join(kept.split())
    units = 0
    for i, ch in enumerate(name):
        units += 2 if ord(ch) > 0xFFFF else 1
        if units > MAX_NAME:
            name = name[:i].rstrip()
            break
    return name or f"Player {seat + 1}"


def player_tags(names: tuple[str, str]) -> list[str]:
    """The header lines that hold both names exactly, as eXtreme Gammon writes
    them (`; [Player 1 "Anna, 1500"]`; quotes inside are left as they are: the
    name runs to the last `"]` of the line); none where the score line alone
    gives the names back. A name that is not one as `engine.names` allows
    (only tests make such) is written as the score line holds it, so that no
    control character reaches the file."""
    kept = [n if is_normalised(n) else score_line_name(n) for n in names]
    if all(score_line_reading(score_line_name(n), seat) == n for seat, n in enumerate(kept)):
        return []
    return [f'; [Player {seat + 1} "{name}"]' for seat, name in enumerate(kept)]


def tag_name(line: str) -> tuple[int, str] | None:
    """The seat (0 or 1) and the name of a header line `player_tags` writes;
    None for any other line (`[Player 1 Elo "1500"]` among them)."""
    text = line.strip()
    if not text or text[0] not in ";#":
        return None
    body = text[1:].lstrip()
    start = len(_TAG_START) + 3  # '[player ', the seat, ' "'
    if body[: len(_TAG_START)].lower() != _TAG_START or not body.endswith('"]'):
        return None
    seat = body[len(_TAG_START) : start]
    if seat not in ('1 "', '2 "') or len(body) < start + 2:
        return None
    return int(seat[0]) - 1, body[start:-2]


def tagged_name(tag: str | None, read: str, seat: int) -> str:
    """The name of the player in `seat`: the name `tag` of its tag where the
    file has one that is a name and agrees with `read`, what the score line
    gave; else `read`."""
    if (
        tag is not None
        and is_normalised(tag)
        and score_line_reading(score_line_name(tag), seat) == read
    ):
        return tag
    return read


__all__ = [
    "player_tags",
    "score_line_name",
    "score_line_reading",
    "tag_name",
    "tagged_name",
    "without_rating",
]
