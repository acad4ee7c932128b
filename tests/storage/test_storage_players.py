"""Players in a saved match: names and levels are checked when a file is read
and when one is written, so that whatever the program writes opens again."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.ai.levels import LEVELS
from nardy_desktop.controller import PlayerSpec
from nardy_desktop.storage.files import Autosave
from nardy_desktop.storage.record import (
    PlayerInfo,
    Problem,
    RecordError,
    decode,
    encode,
    match_to_dict,
)

from tests.storage.test_storage_support import PLAYERS, play_match

MAX_NAME = 40  # the New match dialog's limit, which files must keep to as well


@pytest.fixture(scope="module")
def good() -> dict:
    return match_to_dict(play_match("backgammon", 3, seed=6, max_turns=30), PLAYERS)


def with_player(good: dict, i: int, **fields) -> bytes:
    obj = copy.deepcopy(good)
    obj["players"][i].update(fields)
    return json.dumps(obj).encode()  # ASCII escapes: lone surrogates survive


def refusal(data: bytes) -> RecordError:
    with pytest.raises(RecordError) as info:
        decode(data)
    return info.value


@pytest.mark.parametrize("pad", [64, 66_000])
def test_a_name_padded_with_spaces_is_trimmed_and_written_back_as_it_loaded(good, pad):
    loaded = decode(with_player(good, 0, name=" " * pad + "Boris"))
    assert loaded.players[0].name == "Boris"
    assert loaded.match.players[0] == "Boris"
    again = decode(encode(match_to_dict(loaded.match, loaded.players)))
    assert again.players == loaded.players


def test_such_a_name_no_longer_destroys_the_autosave_and_its_backup(good, tmp_path):
    loaded = decode(with_player(good, 0, name=" " * 64 + "Boris"))
    auto = Autosave(tmp_path)
    # The autosave after single turns is not replayed before it is written.
    auto.write(loaded.match, loaded.players, verify=False)
    auto.write(loaded.match, loaded.players, verify=False)
    for path in (auto.path, auto.backup_path):
        assert decode(path.read_bytes()).players[0].name == "Boris"
    back = auto.load()
    assert back.loaded is not None and not back.errors


@pytest.mark.parametrize(
    "name",
    [
        "",
        "   ",
        "x" * (MAX_NAME + 1),
        " " * 10 + "x" * (MAX_NAME + 1),
        "x" * 66_000,
        "\U0001f600" * (MAX_NAME // 2 + 1),
        "Anna\x07",
        "An\nna",
        "An\x00na",
        "\u202eanna",
        "An\ud800na",
        7,
        None,
        ["Anna"],
    ],
)
def test_names_that_are_refused_name_the_field(good, name):
    err = refusal(with_player(good, 0, name=name))
    assert err.problem is Problem.INVALID
    assert err.field == "players[0].name"
    assert str(err).startswith("players[0].name: ")


def test_a_huge_name_is_refused_quickly_without_being_kept(good):
    err = refusal(with_player(good, 1, name="w" * 1_000_000))
    assert err.field == "players[1].name"
    assert len(str(err)) < 200


@pytest.mark.parametrize("name", ["x" * MAX_NAME, "Борис", "\U0001f600" * (MAX_NAME // 2), "A B"])
def test_names_that_are_kept_exactly(good, name):
    loaded = decode(with_player(good, 1, name=name))
    assert loaded.players[1].name == name


def test_writing_never_cuts_a_name_to_fit():
    m = play_match("long", 1, seed=3, max_turns=2)
    players = (PlayerInfo("x" * (MAX_NAME + 1)), PLAYERS[1])
    with pytest.raises(RecordError) as info:
        match_to_dict(m, players)
    assert info.value.field == "players[0].name"
    with pytest.raises(RecordError) as info:
        match_to_dict(m, (PLAYERS[0], PlayerInfo("bad\x1bname", True, "expert")))
    assert info.value.field == "players[1].name"


def test_writing_trims_white_space_as_loading_does():
    m = play_match("long", 1, seed=3, max_turns=2)
    record = match_to_dict(m, (PlayerSpec("  Anna\t"), PlayerSpec("Computer", True, "expert")))
    assert record["players"][0]["name"] == "Anna"
    assert decode(encode(record)).players[0].name == "Anna"


@pytest.mark.parametrize("level", ["grandmaster", "Expert", "expert ", "", 3, True, ["expert"]])
def test_an_unknown_level_is_refused(good, level):
    err = refusal(with_player(good, 1, level=level))
    assert err.problem is Problem.INVALID
    assert err.field == "players[1].level"
    assert "expert" in str(err)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_loads(good, level):
    assert decode(with_player(good, 1, computer=True, level=level)).players[1].level == level


def test_a_person_has_no_level(good):
    assert decode(with_player(good, 0, computer=False, level=None)).players[0].level is None


def test_writing_refuses_an_unknown_level():
    m = play_match("long", 1, seed=3, max_turns=2)
    with pytest.raises(RecordError) as info:
        match_to_dict(m, (PLAYERS[0], PlayerInfo("Computer", True, "grandmaster")))
    assert info.value.field == "players[1].level"


NAMES = st.one_of(
    st.text(max_size=60),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=50).map(lambda s: " " * 70 + s),
    st.text(alphabet=st.sampled_from(" \t\n\x00\x1f\x7f\x85\u200d\u202e\u2028\ud800a"), max_size=8),
)


@settings(max_examples=200)
@given(name=NAMES)
def test_any_name_in_a_file_is_refused_or_loads_and_writes_back_the_same(good, name):
    try:
        loaded = decode(with_player(good, 0, name=name))
    except RecordError as e:
        assert e.field == "players[0].name"
        return
    got = loaded.players[0].name
    assert got == name.strip() and 0 < len(got) <= MAX_NAME
    again = decode(encode(match_to_dict(loaded.match, loaded.players)))
    assert again.players[0].name == got


def test_the_refusal_says_what_is_wrong_as_the_format_documents(good):
    err = refusal(with_player(good, 0, name="x" * (MAX_NAME + 1)))
    assert str(err) == "players[0].name: a name has at most 40 characters, not 41"
    err = refusal(with_player(good, 0, name="\U0001f600" * 21))
    assert str(err) == "players[0].name: a name has at most 40 characters, not 42"
    err = refusal(with_player(good, 1, name="Bo\u202eb"))
    assert "U+202E" in str(err)
