"""The replay that loads a match: every step still goes through the rules,
and loading leaves the interpreter as it found it. (Its speed is measured by
benchmarks/storage.py, not asserted here.)"""

from __future__ import annotations

import gc

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.engine import TurnState, Variant
from nardy_desktop.storage.record import RecordError, decode, encode, match_to_dict

from tests.storage.test_storage_support import PLAYERS, history, play_match


@settings(max_examples=25)
@given(st.sampled_from(list(Variant)), st.integers(0, 10**6))
def test_any_played_match_comes_back_step_for_step(variant, seed):
    m = play_match(variant, 1, seed=seed)
    back = decode(encode(match_to_dict(m, PLAYERS))).match
    assert history(back) == history(m)
    assert back.results == m.results


def test_every_step_is_played_through_the_rules(monkeypatch):
    m = play_match("backgammon", 1, seed=3)
    data = encode(match_to_dict(m, PLAYERS))
    played = []
    real_play, real_undo = TurnState.play, TurnState.undo

    def play(self, step):
        real_play(self, step)
        played.append(step)

    def undo(self):
        played.pop()
        return real_undo(self)

    monkeypatch.setattr(TurnState, "play", play)
    monkeypatch.setattr(TurnState, "undo", undo)
    decode(data)
    assert played == [s for g in m.games for t in g.history for s in t.steps]


@pytest.mark.parametrize("collector_on", [True, False])
def test_loading_leaves_the_cycle_collector_as_it_was(collector_on):
    m = play_match("long", 1, seed=2, max_turns=20)
    good = encode(match_to_dict(m, PLAYERS))
    bad = good.replace(b'"play": "', b'"play": "1/off ', 1)
    before = gc.isenabled()  # off under the program's own collector (ui/common/collector.py)
    try:
        if collector_on:
            gc.enable()
        else:
            gc.disable()
        decode(good)
        assert gc.isenabled() is collector_on
        with pytest.raises(RecordError):
            decode(bad)
        assert gc.isenabled() is collector_on
        with pytest.raises(RecordError):
            decode(b"{not json")
        assert gc.isenabled() is collector_on
    finally:
        if before:
            gc.enable()
        else:
            gc.disable()


def test_loading_leaves_nothing_for_the_cycle_collector():
    """Each turn's state is freed as soon as the turn is replayed, not kept
    with everything it computed until the collector finds it."""
    m = play_match("backgammon", 1, seed=5)
    data = encode(match_to_dict(m, PLAYERS))
    gc.collect()
    loaded = decode(data)
    del loaded
    assert gc.collect() == 0
