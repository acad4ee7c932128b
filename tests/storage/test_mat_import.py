"""Reading Jellyfish .mat files: those GNU Backgammon writes (tests/data/mat,
made by make_gnubg_files.sh), those this program's exporter writes, of both
games, and what a damaged or hostile file gives (a message naming the line,
never a hang or a crash)."""

from __future__ import annotations

import contextlib
import os
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.engine import CHECKERS, ManualDice, Match, Side, Variant
from nardy_desktop.storage.files import StorageError
from nardy_desktop.storage.mat import match_text
from nardy_desktop.storage.mat_import import (
    MAX_MAT_BYTES,
    MatError,
    MatProblem,
    load_mat,
    parse_mat,
)
from nardy_desktop.storage.record import PlayerInfo, RecordError, decode, encode, match_to_dict

from tests.locations import TESTS
from tests.storage.test_storage_support import play_match

DATA = TESTS / "data" / "mat"
GNUBG = sorted(DATA.glob("gnubg_*.mat"))
OWN = sorted(DATA.glob("nardy_*.mat"))


def file_rolls(path: Path) -> list[list[tuple[int, tuple[int, int]]]]:
    """Each game's rolls as the file lays them out, read apart from the
    importer: (column, sorted dice), the column by where the roll stands."""
    games: list[list[tuple[int, tuple[int, int]]]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if re.fullmatch(r"\s*Game \d+\s*", line):
            games.append([])
            continue
        for m in re.finditer(r"\b([1-6])([1-6]):", line):
            dice = tuple(sorted((int(m[1]), int(m[2]))))
            games[-1].append((0 if m.start() < 20 else 1, dice))
    return games


def replayed_rolls(match: Match) -> list[list[tuple[int, tuple[int, int]]]]:
    out = []
    for gi, game in enumerate(match.games):
        white = match.white_players[gi]
        rolls = [
            (white if t.side is Side.WHITE else 1 - white, tuple(sorted(t.dice)))
            for t in game.history
        ]
        if game.dice is not None:  # a roll the file ends with, not yet played
            rolls.append((match.player_of(game.side_to_move), tuple(sorted(game.dice))))
        out.append(rolls)
    return out


def winners(path: Path) -> list[int]:
    """Who wins each game by the file: the column of its "Wins" line."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.search(r"Wins \d+ points?", line)
        if m is not None:
            out.append(0 if m.start() < 20 else 1)
    return out


@pytest.mark.parametrize("path", GNUBG + OWN, ids=lambda p: p.name)
def test_every_roll_of_the_file_is_replayed_in_its_players_column(path):
    match = load_mat(path).match
    assert replayed_rolls(match) == file_rolls(path)
    won = [
        match.white_players[i] if g.result.winner is Side.WHITE else 1 - match.white_players[i]
        for i, g in enumerate(match.games)
        if g.result is not None
    ]
    assert won == winners(path)


@pytest.mark.parametrize("path", GNUBG + OWN, ids=lambda p: p.name)
def test_a_game_won_by_bearing_off_ends_with_all_checkers_off(path):
    match = load_mat(path).match
    for game in match.games:
        res = game.result
        if res is not None and not res.resigned:
            assert game.position.off[res.winner] == CHECKERS


@pytest.mark.parametrize("path", GNUBG + OWN, ids=lambda p: p.name)
def test_an_opened_match_is_saved_and_read_back_the_same(path):
    """The autosave and Save keep a match from elsewhere, its games' own
    roll-offs included."""
    imported = load_mat(path)
    match = imported.match
    record = match_to_dict(match, imported.loaded.players)
    back = decode(encode(record)).match
    assert back.white_players == match.white_players
    assert back.roll_offs == match.roll_offs
    for a, b in zip(back.games, match.games, strict=True):
        assert [(t.dice, t.steps, t.after) for t in a.history] == [
            (t.dice, t.steps, t.after) for t in b.history
        ]
        assert a.result == b.result


def test_gnubg_cubeless_match_is_the_same_match_here():
    imported = load_mat(DATA / "gnubg_cubeless_5pt.mat")
    m = imported.match
    assert m.variant is Variant.BACKGAMMON and m.players == ("Alice", "Bob")
    assert m.length == 5 and imported.file_length == 5
    assert not imported.cube_used and not imported.score_differs
    assert tuple(m.score) == imported.file_score == (4, 6) and m.is_over
    # Games 3 and 5 open with the player who opened the game before: a roll-off of their own.
    assert m.white_players == [0, 1, 1, 0, 0, 1, 0, 1]
    assert sorted(m.roll_offs) == [2, 4]


def test_gnubg_match_with_the_cube_is_replayed_without_it():
    imported = load_mat(DATA / "gnubg_cube_3pt.mat")
    m = imported.match
    assert imported.cube_used
    assert imported.file_score == (5, 0)  # a drop at 2, then a resignation at a cube of 4
    assert tuple(m.score) == (2, 0) and not m.is_over  # two single games here
    assert all(g.result.resigned for g in m.games)


def test_gnubg_money_games_become_a_match_long_enough_for_all_of_them():
    imported = load_mat(DATA / "gnubg_money.mat")
    m = imported.match
    assert imported.file_length == 0 and imported.cube_used
    assert len(m.games) == 3 and m.players == ("Carla", "Dmitri")
    # Dmitri wins the first two games here, Carla the third: a match to 3 holds them all.
    assert m.length == 3 and tuple(m.score) == (1, 2) and not m.is_over


def test_gnubg_resignations_count_what_the_position_is_worth():
    imported = load_mat(DATA / "gnubg_resigns_5pt.mat")
    m = imported.match
    assert imported.file_score == (2, 5)
    assert tuple(m.score) == (2, 6)  # a single game resigned where a gammon still stood
    assert m.length == 6 and imported.length_differs  # so that every game of the file fits


@pytest.mark.parametrize(
    "variant, seed, length, max_turns, partial",
    [
        (Variant.LONG, 1, 3, None, 0),
        (Variant.BACKGAMMON, 2, 5, None, 0),
        (Variant.LONG, 3, 5, 70, 0),
        (Variant.BACKGAMMON, 4, 3, 41, 0),
    ],
)
def test_our_own_export_reads_back_as_the_same_games(variant, seed, length, max_turns, partial):
    match = play_match(variant, length, seed, max_turns=max_turns, partial_steps=partial)
    back = parse_mat(match_text(match).encode("utf-8")).match
    assert back.variant is variant and back.players == match.players
    assert back.length == match.length and back.white_players == match.white_players
    for a, b in zip(back.games, match.games, strict=True):
        assert [(t.side, t.dice, t.after) for t in a.history] == [
            (t.side, t.dice, t.after) for t in b.history
        ]
        assert a.result == b.result


@settings(max_examples=15)
@given(
    variant=st.sampled_from(list(Variant)),
    seed=st.integers(0, 10**6),
    turns=st.integers(1, 200),
)
def test_any_match_exported_reads_back_the_same(variant, seed, turns):
    match = play_match(variant, 3, seed, max_turns=turns)
    text = match_text(match)
    back = parse_mat(text.encode("utf-8")).match
    # A next game begun but not yet played has no line in a .mat file.
    played = [g for i, g in enumerate(match.games) if i == 0 or g.history or g.result]
    assert text.count(" Game ") == len(played)
    assert [[t.after for t in g.history] for g in back.games] == [
        [t.after for t in g.history] for g in played
    ]
    assert back.score == match.score


def test_a_resignation_reads_back_as_one():
    dice = ManualDice()
    dice.push(3, 1)
    m = Match(Variant.BACKGAMMON, 5, ("Anna", "Boris"), dice)
    g = m.start_game()
    g.roll()
    g.move(8, 5)
    g.move(6, 5)
    g.finish_turn()
    g.resign(Side.BLACK)
    m.record_result()
    back = parse_mat(match_text(m).encode()).match
    assert back.games[0].result == g.result and back.score == m.score


BAD = {
    "bad_illegal_move.mat": (MatProblem.ILLEGAL_MOVE, 8),
    "bad_turn.mat": (MatProblem.NOT_THEIR_TURN, 10),
    "bad_no_header.mat": (MatProblem.NO_MATCH_LINE, 0),
    "bad_variant.mat": (MatProblem.VARIANT, 1),
    "bad_players.mat": (MatProblem.PLAYERS_LINE, 6),
    "bad_unknown.mat": (MatProblem.UNKNOWN, 9),
    "bad_unfinished.mat": (MatProblem.UNFINISHED, 12),
    "bad_opening_double.mat": (MatProblem.OPENING_DOUBLE, 7),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_a_malformed_file_is_refused_naming_its_line(name):
    problem, line = BAD[name]
    with pytest.raises(MatError) as caught:
        load_mat(DATA / name)
    assert caught.value.problem is problem and caught.value.line == line
    if line:
        assert str(caught.value).startswith(f"line {line}: ")


HEAD = " 1 point match\n\n Game 1\n Anna : 0    Boris : 0\n"


@pytest.mark.parametrize(
    "moves, steps",
    [
        ("  1) 31: 8/5 6/5", [(8, 5), (6, 5)]),
        ("  1) 31: 8/5(2)", None),  # 8/5 twice is not 31: refused below
        ("  1) 61: 13/6", [(13, 7), (7, 6)]),  # one checker over both dice
        ("  1) 61: 13/7/6", [(13, 7), (7, 6)]),
        ("  1) 62: 24/18 13/11", [(24, 18), (13, 11)]),
        ("  1) 62: 13/11 24/18", [(24, 18), (13, 11)]),  # any order the rules allow
    ],
)
def test_the_notations_other_programs_write(moves, steps):
    data = (HEAD + moves + "\n").encode()
    if steps is None:
        with pytest.raises(MatError, match="line 5"):
            parse_mat(data)
        return
    turn = parse_mat(data).match.games[0].history[0]
    assert sorted((s.frm, s.to) for s in turn.steps) == sorted(steps)


def test_doubles_written_with_a_count_bar_and_off():
    text = (
        HEAD
        + "  1) 31: 8/5 6/5                  64: 24/18 13/9\n"
        + "  2) 22: 6/4(2) 13/11(2)          55: bar/20 ...\n"
    )
    with pytest.raises(MatError) as caught:
        parse_mat(text.encode())
    assert caught.value.line == 6  # "bar/20" with nobody on the bar, and "..." unknown
    good = HEAD + "  1) 31: 8/5 6/5                  64: 24/18 13/9\n  2) 22: 6/4(2) 13/11(2)\n"
    turn = parse_mat(good.encode()).match.games[0].history[2]
    assert sorted((s.frm, s.to) for s in turn.steps) == [(6, 4), (6, 4), (13, 11), (13, 11)]


def test_line_endings_byte_order_mark_old_code_pages_and_ratings():
    text = '\ufeff; [Variation "Backgammon"]\r\n 3 point match\r\n\r\n Game 1\r\n'
    text += " J\u00f6rg, 1623.5 : 0        Boris : 0\r\n  1) 31: 8/5 6/5\r\n"
    for data in (text.encode("utf-8"), text.replace("\ufeff", "").encode("latin-1")):
        m = parse_mat(data).match
        assert m.players == ("J\u00f6rg", "Boris") and len(m.games[0].history) == 1


def test_a_roll_the_file_ends_with_stays_to_be_played():
    m = parse_mat((HEAD + "  1) 31: 8/5 6/5                  64:\n").encode()).match
    game = m.games[0]
    assert len(game.history) == 1 and game.dice == (6, 4) and not game.steps


def test_a_roll_left_unplayed_before_a_resignation():
    text = HEAD + "  1) 31: 8/5 6/5                  64:\n      Wins 1 point\n"
    m = parse_mat(text.encode()).match
    assert m.games[0].result.resigned and m.games[0].result.winner is Side.WHITE
    with pytest.raises(MatError, match="line 5") as caught:  # unplayed, and play goes on
        parse_mat((text.replace("      Wins 1 point", "  2) 52: 13/8 13/11")).encode())
    assert caught.value.problem is MatProblem.NO_MOVE


def test_games_after_the_longest_match_are_left_out():
    """Money games worth 75 points: a match here is at most 25."""
    games = "".join(
        f" Game {i}\n A : 0    B : 0\n  1) 31: 8/5 6/5\n      Wins 3 points\n\n"
        for i in range(1, 26)
    )
    imported = parse_mat((" 0 point match\n\n" + games).encode())
    assert imported.match.length == 25 and imported.match.is_over
    assert len(imported.match.games) == 9  # a backgammon each: 27 points
    assert imported.games_left_out == 16


# ----- hostile files ------------------------------------------------------------------


def test_binary_and_control_characters_are_not_text(tmp_path):
    with pytest.raises(MatError) as caught:
        parse_mat(os.urandom(2000) + b"\0")
    assert caught.value.problem is MatProblem.NOT_TEXT
    with pytest.raises(MatError) as caught:
        parse_mat((HEAD + "  1) 31: 8/5\x1b[31m 6/5\n").encode())
    assert caught.value.problem is MatProblem.NOT_TEXT and caught.value.line == 5


def test_a_huge_file_is_refused_unread(tmp_path):
    path = tmp_path / "huge.mat"
    with open(path, "wb") as f:
        f.truncate(MAX_MAT_BYTES + 1)
    with pytest.raises(RecordError, match="bytes"):
        load_mat(path)


def test_a_very_long_line_is_refused_naming_it():
    with pytest.raises(MatError) as caught:
        parse_mat((HEAD + "  1) 31: " + "8/5 " * 500 + "\n").encode())
    assert caught.value.problem is MatProblem.LINE_TOO_LONG and caught.value.line == 5


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "pipe.mat"
    os.mkfifo(fifo)
    with pytest.raises(StorageError):
        load_mat(fifo)


def test_a_folder_or_a_missing_file_is_refused(tmp_path):
    (tmp_path / "folder.mat").mkdir()
    for path in (tmp_path / "folder.mat", tmp_path / "missing.mat"):
        with pytest.raises(StorageError):
            load_mat(path)


@settings(max_examples=150)
@given(data=st.binary(max_size=3000))
def test_any_bytes_give_a_match_or_a_mat_error(data):
    with contextlib.suppress(MatError):
        parse_mat(data)


SAMPLE = (DATA / "gnubg_cube_3pt.mat").read_text(encoding="utf-8").splitlines()


@settings(max_examples=150)
@given(
    cuts=st.lists(
        st.tuples(
            st.integers(0, len(SAMPLE) - 1),
            st.sampled_from(["drop", "dup", "edit"]),
            st.text(max_size=12),
        ),
        max_size=4,
    )
)
def test_a_real_file_damaged_anyhow_gives_a_match_or_a_mat_error(cuts):
    lines = list(SAMPLE)
    for i, how, text in cuts:
        i = min(i, len(lines) - 1)
        if how == "drop" and lines:
            del lines[i]
        elif how == "dup":
            lines.insert(i, lines[i])
        elif lines:
            at = len(lines[i]) // 2
            lines[i] = lines[i][:at] + text + lines[i][at:]
    try:
        got = parse_mat("\n".join(lines).encode("utf-8", "surrogatepass"))
    except MatError:
        return
    record = match_to_dict(got.match, (PlayerInfo("A"), PlayerInfo("B")))
    decode(encode(record))  # whatever opens can be saved and read again
