"""The Expert and the Champion choose the turns they chose when
tests/data/level_choices.json was written (scripts/record_level_choices.py):
a change that makes the search cheaper must leave its choices alone. Most of
these positions are decided two rolls deep. When the weights or a level's
settings change on purpose, the file is written anew."""

import json
from pathlib import Path

import pytest

from nardy_desktop.ai import search
from nardy_desktop.ai.levels import settings_of
from nardy_desktop.ai.match_equity import scorer
from nardy_desktop.engine import Position

CASES = json.loads((Path(__file__).parent.parent / "data" / "level_choices.json").read_text())


@pytest.mark.slow
@pytest.mark.parametrize("level", ["expert", "champion"])
@pytest.mark.parametrize("case", CASES, ids=[f"{c['position']}:{c['dice']}" for c in CASES])
def test_the_level_chooses_as_before(case, level):
    position = Position.from_text(case["position"])
    dice = (case["dice"][0], case["dice"][1])
    settings = settings_of(level, position.variant)
    scored = search.by_settings(position, dice, settings, None, scorer(position.variant))
    best = int(scored.order()[0])
    assert scored.turns[best].text == case[level]["turn"]
    # The same sums in another batch may differ in the last bits, no more.
    assert float(scored.equity[best]) == pytest.approx(case[level]["equity"], abs=1e-9)
