"""Weights swapped in for a measurement go back out: a judge's network or a
training checkpoint must not play the next game or test."""

import numpy as np

from nardy_desktop.ai import evaluate
from nardy_desktop.ai.network import Network
from nardy_desktop.ai.training import train
from nardy_desktop.engine import Variant
from nardy_desktop.strength.harness import use_network


def small(variant: Variant, seed: int) -> Network:
    return Network.random(variant, train.input_size(variant), 4, seed=seed)


def test_networks_kept_puts_back_every_variant_s_network():
    shipped = {v: evaluate.network(v) for v in Variant}
    with evaluate.networks_kept():
        for v in Variant:
            evaluate.set_network(small(v, seed=1))
            assert evaluate.network(v) is not shipped[v]
    assert all(evaluate.network(v) is shipped[v] for v in Variant)


def test_a_checkpoint_is_put_in_use_again_whatever_was_used_since(tmp_path):
    path = tmp_path / "checkpoint.npz"
    small(Variant.LONG, seed=2).save(path)
    with evaluate.networks_kept():
        use_network(str(path))
        first = evaluate.network(Variant.LONG)
        assert first.hidden == 4
        evaluate.set_network(small(Variant.LONG, seed=3))
        use_network(path)
        assert evaluate.network(Variant.LONG) is first
        np.testing.assert_array_equal(evaluate.network(Variant.LONG).w1, first.w1)
    assert evaluate.network(Variant.LONG).hidden != 4
