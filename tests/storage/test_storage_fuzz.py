"""The loader on random and mutated input: nothing but RecordError escapes,
whatever it accepts is a legal match, and writing an accepted match gives a
record that loads again, the same."""

from __future__ import annotations

import copy
import json
import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.engine import Side, legal_turns
from nardy_desktop.engine.names import MAX_NAME, is_normalised
from nardy_desktop.storage.record import LoadedMatch, RecordError, decode, encode, match_to_dict

from tests.storage.test_storage_support import PLAYERS, history, play_match

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

FUZZ = settings(max_examples=int(os.environ.get("NARDY_FUZZ_EXAMPLES", "150")))


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
    for p in loaded.players:
        assert is_normalised(p.name) and len(p.name) <= MAX_NAME
        assert m.players[loaded.players.index(p)] == p.name


def written_back(loaded: LoadedMatch) -> None:
    """What the program would write of an accepted match loads, and is the same match."""
    again = decode(encode(match_to_dict(loaded.match, loaded.players, loaded.dice_mode)))
    assert again.players == loaded.players
    assert again.dice_mode == loaded.dice_mode
    assert history(again.match) == history(loaded.match)
    assert again.match.score == loaded.match.score
    assert again.match.results == loaded.match.results
    g, h = again.match.game, loaded.match.game
    if h is not None:
        assert (g.dice, g.steps, g.position) == (h.dice, h.steps, h.position)


def load_or_refuse(data: bytes) -> None:
    try:
        loaded = decode(data)
    except RecordError as e:
        assert str(e)
        return
    check_legal(loaded)
    written_back(loaded)


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


@pytest.mark.slow
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
        written_back(decode(s))


# ----- player names and levels ----------------------------------------------

NAME_VALUES = st.one_of(
    st.text(max_size=MAX_NAME + 5),
    st.text(st.characters(codec="utf-8"), min_size=1, max_size=10).map(lambda s: " " * 64 + s),
    st.text(
        st.sampled_from(" \t\n\r\x00\x07\x1b\x7f\x85\u00a0\u200d\u2028\u202e\u2067a"), max_size=6
    ),
    st.text(st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), min_size=1, max_size=3),
    st.tuples(st.text(max_size=3), st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF)).map(
        "".join
    ),
    st.integers(MAX_NAME - 2, MAX_NAME + 2).map(lambda n: "n" * n),
    st.integers(MAX_NAME // 2 - 1, MAX_NAME // 2 + 1).map(lambda n: "\U0001f600" * n),
    st.sampled_from(["x" * 66_000, " " * 66_000 + "x", "x" * 1_000_000]),
    JSON_VALUES,
)
LEVEL_VALUES = st.one_of(
    st.sampled_from(["beginner", "intermediate", "expert", "champion", "grandmaster", "Expert"]),
    st.sampled_from(["expert ", "", "x" * 40, "champion\x00"]),
    JSON_VALUES,
)


@pytest.mark.slow
@FUZZ
@given(st.sampled_from(range(len(SEED_OBJECTS))), st.data())
def test_mutated_players(which, data):
    obj = copy.deepcopy(SEED_OBJECTS[which])
    for _ in range(data.draw(st.integers(1, 3))):
        player = obj["players"][data.draw(st.integers(0, 1))]
        key = data.draw(st.sampled_from(["name", "name", "level", "computer", "delete"]))
        if key == "name":
            player["name"] = data.draw(NAME_VALUES)
        elif key == "level":
            player["level"] = data.draw(LEVEL_VALUES)
        elif key == "computer":
            player["computer"] = data.draw(st.booleans() | JSON_VALUES)
        else:
            player.pop(data.draw(st.sampled_from(["name", "level", "computer"])), None)
    load_or_refuse(json.dumps(obj).encode())  # ASCII escapes carry lone surrogates


# ----- dice -------------------------------------------------------------------

DIE_VALUES = st.one_of(
    st.integers(1, 6),
    st.integers(-3, 9),
    st.sampled_from([2**63, -(2**63), 10**30]),
    st.floats(0, 7),
    st.sampled_from([True, False, None, "3", [3], {"die": 3}]),
)
DICE_VALUES = st.one_of(
    st.lists(DIE_VALUES, min_size=2, max_size=2),
    st.integers(1, 6).map(lambda d: [d, d]),  # doubles, on an opening roll too
    st.lists(st.integers(1, 6), max_size=5),
    JSON_VALUES,
)


def dice_paths(obj):
    """Every dice field in a record: roll-off, each turn's roll, the roll in progress."""
    for gi, g in enumerate(obj["games"]):
        if "roll_off" in g:
            yield ("games", gi, "roll_off")
        for ti in range(len(g["turns"])):
            yield ("games", gi, "turns", ti, "dice")
        if "current" in g:
            yield ("games", gi, "current", "dice")


@FUZZ
@given(st.sampled_from(range(len(SEED_OBJECTS))), st.data())
def test_mutated_dice(which, data):
    obj = copy.deepcopy(SEED_OBJECTS[which])
    paths_ = list(dice_paths(obj))
    for _ in range(data.draw(st.integers(1, 3))):
        # The opening rolls are the likeliest to be mistaken: draw them often.
        openings = [p for p in paths_ if p[-1] == "roll_off" or p[2:4] == ("turns", 0)]
        path = data.draw(st.sampled_from(openings) | st.sampled_from(paths_))
        parent = obj
        for k in path[:-1]:
            parent = parent[k]
        action = data.draw(st.sampled_from(["replace", "one_die", "swap", "delete"]))
        value = parent.get(path[-1])
        if action == "replace" or not isinstance(value, list) or len(value) != 2:
            parent[path[-1]] = data.draw(DICE_VALUES)
        elif action == "one_die":
            value[data.draw(st.integers(0, 1))] = data.draw(DIE_VALUES)
        elif action == "swap":
            parent[path[-1]] = value[::-1]
        else:
            del parent[path[-1]]
    load_or_refuse(json.dumps(obj).encode())
