"""Player names on the score lines of .mat files (` Anna : 0     Boris : 0`),
as the importer (`storage.mat_import`) reads them.

GamesGrid writes a rating after a name (`Anna, 1500`), and GNU Backgammon 1.07
takes a comma followed by a number for one; so does the importer here.
Everything here runs in time linear in the text: no regular expression with
repeats that can backtrack over one another.
"""

from __future__ import annotations

import re

from nardy_desktop.engine.names import MAX_NAME, refused_character

_RATING = re.compile(r"[0-9][0-9.]*")  # one repeat only: linear


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


__all__ = ["score_line_reading", "without_rating"]
