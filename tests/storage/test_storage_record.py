"""The match record: exact round trips, and every kind of bad content refused
with a RecordError that names the field."""

from __future__ import annotations

import copy
import json

import pytest

from nardy_desktop.engine import (
    ManualDice,
    Match,
    SeededDice,
    Side,
    SystemDice,
    Variant,
    WinKind,
)
from nardy_desktop.storage.record import (
    FORMAT,
    MAX_FILE_BYTES,
    SCHEMA_VERSION,
    DiceMode,
    PlayerInfo,
    Problem,
    RecordError,
    decode,
    encode,
    from_dict,
    match_to_dict,
)

from tests.storage.test_storage_support import PLAYERS, history, play_match


def roundtrip(match: Match, players=PLAYERS, **kw):
    data = encode(match_to_dict(match, players, **kw))
    return decode(data)


@pytest.mark.parametrize("variant", list(Variant))
def test_finished_match_round_trip(variant):
    m = play_match(variant, 3, seed=4)
    assert m.is_over
    back = roundtrip(m)
    assert back.finished
    assert back.players == PLAYERS
    assert back.match.score == m.score
    assert back.match.white_players == m.white_players
    assert back.match.roll_off_dice == m.roll_off_dice
    assert back.match.results == m.results
    assert history(back.match) == history(m)


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("turns", [0, 1, 7, 60])
def test_match_in_progress_resumes_exactly(variant, turns):
    m = play_match(variant, 5, seed=turns + 11, max_turns=turns)
    back = roundtrip(m)
    bm = back.match
    assert not back.finished
    assert bm.game_number == m.game_number
    assert bm.score == m.score
    assert bm.white_player == m.white_player
    assert bm.game.position == m.game.position
    assert bm.game.dice is None
    assert history(bm) == history(m)
    # The resumed match goes on with fresh, secure dice.
    assert isinstance(bm.dice_source, SystemDice)
    assert isinstance(bm.game.dice_source, SystemDice)
    bm.game.roll()
    assert bm.game.dice is not None


@pytest.mark.parametrize("variant", list(Variant))
def test_rolled_dice_and_steps_in_progress_survive(variant):
    m = play_match(variant, 3, seed=5, max_turns=9, partial_steps=1)
    assert m.game.dice is not None and len(m.game.steps) == 1
    bm = roundtrip(m).match
    assert bm.game.dice == m.game.dice
    assert bm.game.steps == m.game.steps
    assert bm.game.position == m.game.position
    assert bm.game.remaining_dice == m.game.remaining_dice


def test_rolled_opening_of_first_game_survives():
    m = play_match("long", 3, seed=8, max_turns=0)
    m.game.roll()
    bm = roundtrip(m).match
    assert bm.game.dice == m.game.dice == (max(m.roll_off_dice), min(m.roll_off_dice))


def test_resigned_game_and_its_points():
    m = Match(Variant.BACKGAMMON, 5, ("A", "B"), SeededDice(3))
    g = m.start_game()
    g.roll()
    g.play_turn(g.legal_turns()[0])
    g.resign(Side.BLACK)  # Black has not borne off: a gammon at least
    m.record_result()
    m.start_game()
    back = roundtrip(m, [PlayerInfo("A"), PlayerInfo("B")])
    res = back.match.results[0]
    assert res.resigned and res.points == m.results[0].points >= 2
    assert back.match.score == m.score
    assert back.match.game_number == 2
    assert back.match.white_player == 1 - m.white_players[0]


def test_a_game_resigned_for_less_than_its_worth_keeps_the_offer():
    m = Match(Variant.BACKGAMMON, 5, ("A", "B"), SeededDice(3))
    g = m.start_game()
    g.roll()
    g.play_turn(g.legal_turns()[0])
    g.resign(Side.BLACK, WinKind.SINGLE)  # a gammon at least on the board, a single offered
    m.record_result()
    m.start_game()
    back = roundtrip(m, [PlayerInfo("A"), PlayerInfo("B")])
    res = back.match.results[0]
    assert (res.kind, res.points, res.resigned) == (WinKind.SINGLE, 1, True)
    assert back.match.score == m.score and sum(m.score) == 1
    # A resignation for a win of the other variant is refused, with where it is.
    rec = match_to_dict(m, [PlayerInfo("A"), PlayerInfo("B")])
    other = edited(rec, ["games", 0, "result", "kind"], "mars")
    refused(other, Problem.ILLEGAL, "games[0].result.kind")


def test_score_is_taken_from_the_games_even_before_the_result_is_recorded():
    m = play_match("backgammon", 3, seed=2, max_turns=5)
    g = m.game
    g.resign(g.side_to_move)  # not yet recorded in m.score
    rec = match_to_dict(m, PLAYERS)
    assert sum(rec["score"]) == g.result.points
    assert sum(from_dict(rec).match.score) == g.result.points


def test_manual_dice_mode_is_kept():
    m = play_match("long", 3, seed=1, max_turns=3)
    back = roundtrip(m, dice_mode=DiceMode.MANUAL)
    assert back.dice_mode is DiceMode.MANUAL
    assert isinstance(back.match.dice_source, ManualDice)


def test_the_file_is_readable_json_with_a_version():
    m = play_match("long", 1, seed=3, max_turns=2)
    obj = json.loads(encode(match_to_dict(m, PLAYERS)))
    assert obj["format"] == FORMAT and obj["version"] == SCHEMA_VERSION
    assert obj["players"][1] == {"name": "Computer", "computer": True, "level": "expert"}
    assert obj["games"][0]["turns"][0]["play"].count("/") >= 1


# ----------------------------------------------------------------------------
# Refusals


@pytest.fixture(scope="module")
def good() -> dict:
    m = play_match("backgammon", 3, seed=6, max_turns=40)
    return match_to_dict(m, PLAYERS)


def refused(obj, problem: Problem, field: str = "") -> RecordError:
    with pytest.raises(RecordError) as info:
        from_dict(obj)
    assert info.value.problem is problem, info.value
    if field:
        assert info.value.field == field, info.value
    return info.value


def edited(good: dict, path: list, value) -> dict:
    obj = copy.deepcopy(good)
    target = obj
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return obj


@pytest.mark.parametrize(
    "data, problem",
    [
        (b"", Problem.EMPTY),
        (b"  \n", Problem.EMPTY),
        (b"\xff\xfe\x00garbage", Problem.NOT_JSON),
        (b'{"format": "nardy-desktop-match", "version": 1', Problem.NOT_JSON),
        (b"[" * 100000 + b"]" * 100000, Problem.NOT_JSON),
        (b'{"a": NaN}', Problem.NOT_A_MATCH),
        (b'{"a": ' + b"9" * 5000 + b"}", Problem.NOT_A_MATCH),
        (b"[1, 2, 3]", Problem.NOT_A_MATCH),
        (b'{"format": "something else"}', Problem.NOT_A_MATCH),
        (b" " * (MAX_FILE_BYTES + 1), Problem.TOO_LARGE),
    ],
)
def test_bytes_that_are_not_a_record(data, problem):
    with pytest.raises(RecordError) as info:
        decode(data)
    assert info.value.problem is problem


def test_truncated_file_is_refused(good):
    data = encode(good)
    for cut in (1, len(data) // 3, len(data) // 2, len(data) - 3):
        with pytest.raises(RecordError):
            decode(data[:cut])


def test_versions(good):
    refused(edited(good, ["version"], SCHEMA_VERSION + 1), Problem.NEWER_VERSION, "version")
    refused(edited(good, ["version"], 0), Problem.OLD_VERSION, "version")
    refused(edited(good, ["version"], "1"), Problem.INVALID, "version")
    refused(edited(good, ["version"], True), Problem.INVALID, "version")


@pytest.mark.parametrize(
    "path, value, field",
    [
        (["variant"], "chess", "variant"),
        (["length"], 0, "length"),
        (["length"], 26, "length"),
        (["length"], 3.0, "length"),
        (["dice"], "loaded", "dice"),
        (["players"], [{"name": "A"}], "players"),
        (["players", 0, "name"], "", "players[0].name"),
        (["players", 0, "name"], "x" * 65, "players[0].name"),
        (["players", 0, "name"], "x" * 41, "players[0].name"),
        (["players", 0, "name"], "Anna\x07", "players[0].name"),
        (["players", 1, "name"], 7, "players[1].name"),
        (["players", 1, "computer"], "yes", "players[1].computer"),
        (["players", 1, "level"], 3, "players[1].level"),
        (["players", 1, "level"], "x" * 33, "players[1].level"),
        (["players", 1, "level"], "Expert; rm -rf", "players[1].level"),
        (["players", 1, "level"], "grandmaster", "players[1].level"),
        (["score"], [0], "score"),
        (["score", 0], -1, "score[0]"),
        (["games"], {}, "games"),
        (["games", 0], [], "games[0]"),
        (["games", 0, "turns"], "many", "games[0].turns"),
        (["games", 0, "roll_off"], [0, 7], "games[0].roll_off"),
        (["games", 0, "turns", 3], 5, "games[0].turns[3]"),
        (["games", 0, "turns", 3, "dice"], [1, 2, 3], "games[0].turns[3].dice"),
        (["games", 0, "turns", 3, "dice"], [True, 2], "games[0].turns[3].dice"),
        (["games", 0, "turns", 3, "play"], 42, "games[0].turns[3].play"),
        (["games", 0, "turns", 3, "play"], "13/7 " * 20, "games[0].turns[3].play"),
        (["games", 0, "turns", 3, "play"], "thirteen/seven", "games[0].turns[3].play"),
    ],
)
def test_wrong_types_and_sizes(good, path, value, field):
    refused(edited(good, path, value), Problem.INVALID, field)


def test_the_rules_refuse_what_is_recorded(good):
    turns = good["games"][0]["turns"]
    # A step the dice do not allow.
    t = copy.deepcopy(good)
    d = t["games"][0]["turns"][2]["dice"]
    t["games"][0]["turns"][2]["dice"] = [d[0] % 6 + 1, d[1] % 6 + 1]
    refused(t, Problem.ILLEGAL, "games[0].turns[2].play")
    # A turn that does not use all the dice it could.
    t = edited(good, ["games", 0, "turns", 1, "play"], turns[1]["play"].split()[0])
    refused(t, Problem.ILLEGAL, "games[0].turns[1].play")
    # The first game's opening must be the roll-off.
    a, b = good["games"][0]["roll_off"]
    t = edited(good, ["games", 0, "roll_off"], [b % 6 + 1 if b % 6 + 1 != a else 1, a])
    with pytest.raises(RecordError):
        from_dict(t)
    # A tied roll-off.
    refused(edited(good, ["games", 0, "roll_off"], [4, 4]), Problem.ILLEGAL, "games[0]")
    # The wrong player on White.
    w = good["games"][0]["white"]
    refused(edited(good, ["games", 0, "white"], 1 - w), Problem.ILLEGAL, "games[0].white")
    # A score the games do not add up to.
    refused(edited(good, ["score"], [1, 0]), Problem.ILLEGAL, "score")
    # A result for a game that is not over.
    res = {"winner": 0, "kind": "single", "points": 1, "resigned": False}
    refused(edited(good, ["games", 0, "result"], res), Problem.ILLEGAL, "games[0].result")


def test_inconsistent_results_and_games():
    m = play_match("long", 3, seed=9)
    good = match_to_dict(m, PLAYERS)
    res = good["games"][0]["result"]
    refused(edited(good, ["games", 0, "result", "points"], 3), Problem.ILLEGAL)
    refused(edited(good, ["games", 0, "result", "kind"], "gammon"), Problem.ILLEGAL)
    refused(edited(good, ["games", 0, "result", "winner"], 1 - res["winner"]), Problem.ILLEGAL)
    refused(edited(good, ["games", 0, "result", "resigned"], True), Problem.ILLEGAL)
    # A game after the end of the match.
    extra = copy.deepcopy(good)
    extra["games"].append({"white": 0, "turns": []})
    refused(extra, Problem.ILLEGAL, f"games[{len(good['games'])}]")
    # A finished game with no result.
    nores = copy.deepcopy(good)
    del nores["games"][0]["result"]
    refused(nores, Problem.ILLEGAL, "games[0]")
    # An unfinished game before the last.
    if len(good["games"]) > 1:
        unfinished = copy.deepcopy(good)
        unfinished["games"][0]["turns"] = unfinished["games"][0]["turns"][:3]
        del unfinished["games"][0]["result"]
        refused(unfinished, Problem.ILLEGAL, "games[0]")


def test_a_turn_in_progress_must_be_legal():
    m = play_match("long", 3, seed=5, max_turns=9, partial_steps=1)
    good = match_to_dict(m, PLAYERS)
    gi = len(good["games"]) - 1
    refused(
        edited(good, ["games", gi, "current", "play"], "1/off"),
        Problem.ILLEGAL,
        f"games[{gi}].current.play",
    )
    refused(
        edited(good, ["games", gi, "current", "dice"], [9, 1]),
        Problem.INVALID,
        f"games[{gi}].current.dice",
    )


def test_an_opening_double_after_the_first_game_is_refused():
    m = play_match("backgammon", 7, seed=6)
    assert len(m.games) >= 2
    good = match_to_dict(m, PLAYERS)
    refused(edited(good, ["games", 1, "turns", 0, "dice"], [3, 3]), Problem.ILLEGAL)


def test_error_messages_name_the_field(good):
    err = refused(edited(good, ["length"], "five"), Problem.INVALID, "length")
    assert str(err).startswith("length: ") and '"five"' in str(err)
