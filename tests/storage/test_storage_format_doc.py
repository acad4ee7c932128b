"""The example in docs/save-format.md is a real saved match."""

from __future__ import annotations

import re

from nardy_desktop.engine import Side
from nardy_desktop.storage.record import decode

from tests.locations import ROOT

DOC = ROOT / "docs" / "save-format.md"


def test_the_documented_example_loads_as_described():
    text = DOC.read_text(encoding="utf-8")
    example = re.search(r"## Example.*?```json\n(.*?)```", text, re.S)
    assert example is not None
    loaded = decode(example[1].encode())
    m = loaded.match
    assert m.score == [0, 3]
    assert m.white_players == [1, 0]
    assert m.results[0].resigned and m.results[0].points == 3
    assert m.results[0].winner is Side.WHITE
    assert m.game.dice == (2, 1) and len(m.game.steps) == 1
