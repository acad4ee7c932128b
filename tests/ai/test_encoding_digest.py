"""The network inputs are the very floats they were: a digest of the inputs of
thousands of positions that play reaches, written when the encoding last
changed on purpose. Making the encoding faster must leave every bit as it
was (the weights were trained on these inputs and the levels' choices
depend on them); a new feature changes the digests, which are then written
anew from the failure's message."""

import hashlib
import json
from pathlib import Path

import numpy as np
import pytest

from nardy_desktop.ai.encoding import encode_views, result_views
from nardy_desktop.ai.rolls import ROLLS
from nardy_desktop.engine import Position, Variant
from nardy_desktop.engine.samples import random_game_rolls

DATA = Path(__file__).parent.parent / "data"
DIGESTS = json.loads((DATA / "encoding_digests.json").read_text())


def views_of(variant: Variant) -> np.ndarray:
    """The results of the rolls of seeded random games, and of every roll
    from the positions the levels' choices are recorded on (blocks, primes,
    men on the bar and bear-offs that random play seldom reaches)."""
    pairs = random_game_rolls(variant, 11, 3)
    recorded = json.loads((DATA / "level_choices.json").read_text())
    for case in recorded:
        position = Position.from_text(case["position"])
        if position.variant is variant:
            pairs += [(position, roll) for roll in ROLLS]
    return np.concatenate([result_views(p, d) for p, d in pairs])


@pytest.mark.parametrize("variant", list(Variant))
def test_the_inputs_are_bit_for_bit_the_recorded_ones(variant):
    views = views_of(variant)
    inputs = np.ascontiguousarray(encode_views(views, variant), dtype=np.float64)
    got = {"rows": len(views), "sha256": hashlib.sha256(inputs.tobytes()).hexdigest()}
    assert got == DIGESTS[variant.value], f"{variant.value}: {json.dumps(got)}"
