"""The loader on random and mutated input: nothing but RecordError escapes,
and whatever it accepts is a legal match."""

from __future__ import annotations

import copy
import json
import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_storage_support import PLAYERS, play_match

from nardy_desktop.engine import Side, legal_turns
from nardy_desktop.storage.record import LoadedMatch, RecordError, decode, encode, match_to_dict

SEEDS = [
    encode(match_to_dict(play_match(v, 3, seed=s, max_turns=t, partial_steps=p), PLAYERS))
    for v, s, t, p in [
        ("long", 1, 30, 1),
        ("backgammon", 2, 25, 2),
        ("backgammon", 3, None, 0),
        ("long", 4, 3, 0),
    ]
]
SEED_OBJECTS = [json.loads(s) for s in SEEDS]

FUZZ = settings(
    max_examples=int(os.environ.get("NARDY_FUZZ_EXAMPLES", "150")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def check_legal(loaded: LoadedMatch) -> None:
    """Everything the rules demand of an accepted match, checked from outside."""
    m = loaded.match
    score = [0, 0]
    for i, g in enumerate(m.games):
        pos = g.start_position
        for t in g.history:
            assert t.before == pos
            assert t.side is pos.side
            assert t.after in {x.result for x in legal_turns(pos, t.dice)}
            pos = t.after
        pos.validate()
        if i < len(m.games) - 1:
            assert g.result is not None
        if g.result is not None:
            w = m.white_players[i]
            score[w if g.result.winner is Side.WHITE else 1 - w] += g.result.points
        if i > 0:
            assert m.white_players[i] == 1 - m.white_players[i - 1]
    assert score == m.score
    if m.game is not None:
        m.game.position.validate()
    assert loaded.players[0].name and loaded.players[1].name


def load_or_refuse(data: bytes) -> None:
    try:
        loaded = decode(data)
    except RecordError as e:
        assert str(e)
        return
    check_legal(loaded)


@FUZZ
@given(st.binary(max_size=2000))
def test_random_bytes(data):
    load_or_refuse(data)


@FUZZ
@given(st.sampled_from(SEEDS), st.data())
def test_mutated_bytes(seed, data):
    buf = bytearray(seed)
    for _ in range(data.draw(st.integers(1, 8))):
        op = data.draw(st.sampled_from(["flip", "delete", "insert", "truncate"]))
        i = data.draw(st.integers(0, max(0, len(buf) - 1)))
        if op == "flip" and buf:
            buf[i] = data.draw(st.integers(0, 255))
        elif op == "delete" and buf:
            del buf[i : i + data.draw(st.integers(1, 20))]
        elif op == "insert":
            buf[i:i] = data.draw(st.binary(min_size=1, max_size=10))
        else:
            del buf[i:]
    load_or_refuse(bytes(buf))


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-10, 30)
    | st.integers()
    | st.floats(allow_nan=False)
    | st.text(max_size=12)
    | st.sampled_from(["pass", "24/18", "13/7*", "bar/22", "6/off", "long", "backgammon"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=8,
)


def paths(obj, prefix=()):
    """Every (container, key) pair in a parsed record."""
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield prefix + (k,)
            yield from paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield prefix + (i,)
            yield from paths(v, prefix + (i,))


@FUZZ
@given(st.sampled_from(range(len(SEED_OBJECTS))), st.data())
def test_mutated_fields(which, data):
    obj = copy.deepcopy(SEED_OBJECTS[which])
    for _ in range(data.draw(st.integers(1, 3))):
        all_paths = list(paths(obj))
        if not all_paths:
            break
        path = data.draw(st.sampled_from(all_paths))
        parent = obj
        for k in path[:-1]:
            parent = parent[k]
        action = data.draw(st.sampled_from(["replace", "delete", "swap_dice", "duplicate"]))
        key = path[-1]
        if action == "replace":
            parent[key] = data.draw(JSON_VALUES)
        elif action == "delete":
            del parent[key]
        elif action == "swap_dice" and isinstance(parent[key], list) and len(parent[key]) == 2:
            parent[key] = parent[key][::-1]
        elif action == "duplicate" and isinstance(parent, list):
            parent.insert(key, copy.deepcopy(parent[key]))
    load_or_refuse(json.dumps(obj).encode())


def test_the_seeds_themselves_load():
    for s in SEEDS:
        check_legal(decode(s))
