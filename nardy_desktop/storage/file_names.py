"""File names made of a match's words (players' names, the game, a date).

A name typed by a person may hold anything a name may (see engine.names):
slashes, colons, quotes, a trailing dot. The file chooser would take a slash
for a folder, Windows refuses `<>:"/\\|?*` and names ending in a dot or a
space, and some file systems cut long names; so the suggestion keeps every
letter of every script and replaces only what a file name cannot hold.
"""

from __future__ import annotations

import re

from nardy_desktop.engine.names import refused_character

MAX_STEM = 120  # characters
MAX_STEM_BYTES = 200  # in UTF-8: file systems allow 255 bytes, and a CJK letter takes three
# Characters no file name may hold somewhere: path separators and Windows'
# reserved ones; and what no name may hold either (controls, lone surrogates…).
_UNSAFE = re.compile(r'[<>:"/\\|?*]')
_RESERVED = re.compile(r"(CON|PRN|AUX|NUL|COM\d|LPT\d)(\..*)?", re.IGNORECASE)


def safe_file_name(stem: str, suffix: str = "", fallback: str = "match") -> str:
    """`stem` + `suffix` as a file name that every system accepts: unsafe
    characters become a dash, white space one space, no dot or space at the
    ends, at most MAX_STEM characters and MAX_STEM_BYTES bytes (cut at a word
    where it can be), never empty (then `fallback`) and never one of
    Windows' reserved names."""
    text = "".join("-" if refused_character(ch) else ch for ch in _UNSAFE.sub("-", stem))
    text = " ".join(text.split())
    if len(text) > MAX_STEM or len(text.encode("utf-8")) > MAX_STEM_BYTES:
        cut = text[:MAX_STEM]
        while len(cut.encode("utf-8")) > MAX_STEM_BYTES:
            cut = cut[:-1]
        space = cut.rfind(" ")
        text = cut[:space] if space > len(cut) // 2 else cut
    text = text.strip(" .-")
    if not text or _RESERVED.fullmatch(text):
        text = fallback
    return text + suffix


__all__ = ["MAX_STEM", "MAX_STEM_BYTES", "safe_file_name"]
