"""Numbered placeholders (%1 … %9) in translated sentences, filled in one pass.

Translators move the numbers about ("%2 a gagné contre %1"), so the values go in by
number, never by position. Filling them one ``str.replace`` after another would also
fill a placeholder that an earlier value brought in: a player named "%2" would turn
into the next value. One pass over the template, as Qt's ``QString.arg`` does, cannot.
"""

from __future__ import annotations

import re

_PLACEHOLDER = re.compile(r"%([1-9])")


def fill(template: str, *values: object) -> str:
    """`template` with %1 replaced by str(values[0]), %2 by str(values[1]), and so on.

    A placeholder without a value stays as it is, so that a catalogue entry with a
    number too many shows the mistake instead of hiding it.
    """
    texts = [str(v) for v in values]

    def value(match: re.Match[str]) -> str:
        n = int(match.group(1))
        return texts[n - 1] if n <= len(texts) else match.group(0)

    return _PLACEHOLDER.sub(value, template)
