"""Jellyfish .mat export: GNU Backgammon's layout, column for column, and a
file that reads back into the very same games."""

from __future__ import annotations

import random
import re
from typing import NamedTuple

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.engine import ManualDice, Match, Side, Variant
from nardy_desktop.engine.names import is_normalised
from nardy_desktop.storage.mat import match_text, move_text
from nardy_desktop.storage.mat_import import parse_mat
from nardy_desktop.storage.mat_names import score_line_name

from tests.storage.test_storage_support import play_match


def opening_match(variant: Variant, roll_off: tuple[int, int]) -> Match:
    dice = ManualDice()
    dice.push(*roll_off)
    m = Match(variant, 5, ("Anna", "Boris"), dice)
    m.start_game()
    return m


def play(m: Match, dice: tuple[int, int], *moves: tuple[int, int]) -> None:
    g = m.game
    if g.dice is None:
        g.roll(dice) if g.history else g.roll()
    for frm, to in moves:
        g.move(frm, to)
    g.finish_turn()


def test_first_moves_of_a_backgammon_game_line_by_line():
    m = opening_match(Variant.BACKGAMMON, (3, 1))  # Anna wins the roll-off, plays White
    play(m, (3, 1), (8, 5), (6, 5))
    play(m, (6, 4), (24, 18), (13, 9))
    play(m, (6, 6), (24, 18), (24, 18), (13, 7), (13, 7))
    lines = match_text(m).split("\n")
    assert lines == [
        "",
        " 5 point match",
        "",
        " Game 1",
        " Anna : 0                       Boris : 0",
        "  1) " + "31: 8/5 6/5 ".ljust(27) + " " + "64: 24/18 13/9 ",
        "  2) " + "66: 24/18 24/18 13/7* 13/7".ljust(27) + " ",
        "",
        "",
    ]


def test_the_second_player_opening_starts_in_the_right_column():
    m = opening_match(Variant.BACKGAMMON, (2, 5))  # Boris plays White
    assert m.white_player == 1
    play(m, (5, 2), (13, 8), (13, 11))
    play(m, (4, 1), (24, 23), (13, 9))
    lines = match_text(m).split("\n")
    assert lines[5] == "  1)" + " " * 29 + "52: 13/8 13/11 "
    assert lines[6] == "  2) 41: 24/23 13/9" + " " * 14
    assert lines[5].index("52") == 33 and len(lines[6]) == 33


def test_hits_bar_and_passes():
    assert move_text((6, 4), []) == "64: "
    from nardy_desktop.engine import Step

    steps = [Step(25, 22, 3, True), Step(6, 0, 6)]
    assert move_text((3, 6), steps) == "36: 25/22* 6/0 "
    four = [Step(6, 5, 1)] * 4
    assert move_text((1, 1), four) == "11: 6/5 6/5 6/5 6/5"


@pytest.mark.parametrize(
    "resigner, expected",
    [
        # White (Anna, left) resigns after her own move: Boris wins on that line.
        # Both sides still have checkers in the other's home: a backgammon.
        (Side.WHITE, "  1) 31: 8/5 6/5" + " " * 18 + "Wins 3 points"),
        # Black (Boris, right) resigns: Anna wins in the left column below.
        (Side.BLACK, "      Wins 3 points"),
    ],
)
def test_resignation_writes_the_winner_in_the_winners_column(resigner, expected):
    m = opening_match(Variant.BACKGAMMON, (3, 1))
    play(m, (3, 1), (8, 5), (6, 5))
    m.game.resign(resigner)
    m.record_result()
    lines = match_text(m).split("\n")
    assert expected in lines
    wins = next(line for line in lines if "Wins" in line)
    assert wins.index("Wins") == (34 if resigner is Side.WHITE else 6)


def test_scores_in_each_game_header_and_long_nardy_header():
    m = play_match("long", 3, seed=4)
    text = match_text(m)
    assert text.startswith('; [Variation "Long Nardy"]\n\n 3 point match\n\n Game 1\n')
    headers = re.findall(r"^ (\S+) : (\d+) +(\S+) : (\d+)$", text, re.M)
    assert len(headers) == len(m.games)
    score = [0, 0]
    for i, h in enumerate(headers):
        assert h == ("Anna", str(score[0]), "Computer", str(score[1]))
        res = m.results[i]
        score[m.white_players[i] if res.winner is Side.WHITE else 1 - m.white_players[i]] += (
            res.points
        )
    assert score == m.score


def test_single_game_export_keeps_the_match_header():
    m = play_match("backgammon", 5, seed=2)
    assert len(m.games) >= 2
    text = match_text(m, game_index=1)
    assert "\n Game 2\n" in text and " Game 1\n" not in text
    assert text.startswith("\n 5 point match\n\n")


# ----------------------------------------------------------------------------
# An independent reader: what an importer sees must be the same game. It follows
# GNU Backgammon's ImportMatVariation and ImportGame: a line containing "Game "
# starts a game, the next line holds the names and scores, and the moves run
# to the next line containing "Game ". A move line splits into its two columns,
# with two moves, three characters before the second colon; otherwise at the
# first double space after column 15.

MOVE = re.compile(r"(\d)(\d):((?: \d+/\d+\*?)*)")
C_SPACE = b" \t\n\v\f\r"  # isspace() in the C locale


class ReadGame(NamedTuple):
    names: tuple[str, str]
    score: tuple[int, int]
    moves: list[tuple[int, tuple, tuple]]


def split_columns(line: str) -> tuple[str, str]:
    first = line.find(":")
    second = line.find(":", first + 1) if first >= 0 else -1
    if first >= 0 and second > 3:
        left, right = line[: second - 3], line[second - 2 :]
    elif len(line) > 15 and "  " in line[15:]:
        cut = line.index("  ", 15)
        left, right = line[:cut], line[cut + 1 :]
    else:
        left, right = line, ""
    if ")" in left:
        left = left[left.index(")") + 1 :]
    return left.strip(), right.strip()


def read_score_line(line: str) -> tuple[tuple[str, str], tuple[int, int]]:
    """The names and scores as GNU Backgammon's ImportGame reads them, byte by
    byte on the UTF-8 text: a name runs to the next colon, a score is read by
    atoi, and the second name starts after the first blank that follows the
    first score. (It then keeps at most 31 bytes of each name.)"""
    b = line.encode()

    def skip_blanks(i: int) -> int:
        while i < len(b) and b[i] in C_SPACE:
            i += 1
        return i

    def atoi(i: int) -> int:
        m = re.match(rb"[+-]?\d+", b[i:])
        return int(m[0]) if m else 0

    names, scores = [], []
    i = skip_blanks(0)
    for player in (0, 1):
        colon = b.index(b":", i)
        end = colon - 1
        while end >= 0 and b[end] in C_SPACE:
            end -= 1
        # An empty name (the first score ran into the second name) makes C
        # write its end before the start: what is left is the rest of the line.
        names.append((b[i : end + 1] if end >= i else b[i:].rstrip(C_SPACE)).decode())
        i = skip_blanks(colon + 1)
        scores.append(atoi(i))
        if player == 0:
            while i < len(b) and b[i] not in C_SPACE:
                i += 1
            i = skip_blanks(i)
    return (names[0], names[1]), (scores[0], scores[1])


def read_back(text: str) -> list[ReadGame]:
    """Per game, the names and scores, and the (player, dice, steps) sequence
    read from the columns."""
    rows = [line for line in text.split("\n") if line.strip()]
    i = next(n for n, row in enumerate(rows) if re.match(r" *\d+ point match", row)) + 1
    games: list[ReadGame] = []
    while i < len(rows):
        if "Game " not in rows[i]:
            i += 1
            continue
        names, score = read_score_line(rows[i + 1])
        game = ReadGame(names, score, [])
        i += 2
        while i < len(rows) and "Game " not in rows[i]:
            for player, col in enumerate(split_columns(rows[i])):
                if not col or col.startswith("Wins"):
                    continue
                mm = MOVE.fullmatch(col)
                assert mm, f"not a move: {col!r} in {rows[i]!r}"
                steps = tuple(
                    tuple(int(x) for x in s.rstrip("*").split("/")) for s in mm[3].split()
                )
                game.moves.append((player, (int(mm[1]), int(mm[2])), steps))
            i += 1
        games.append(game)
    return games


def expected_moves(m: Match, gi: int) -> list[tuple[int, tuple, tuple]]:
    white = m.white_players[gi]
    return [
        (
            white if t.side is Side.WHITE else 1 - white,
            t.dice,
            tuple((s.frm, s.to) for s in t.steps),
        )
        for t in m.games[gi].history
    ]


def expected_scores(m: Match) -> list[tuple[int, int]]:
    """The score before each game."""
    score, out = [0, 0], []
    for gi, game in enumerate(m.games):
        out.append((score[0], score[1]))
        if game.result is not None:
            w = m.white_players[gi]
            score[w if game.result.winner is Side.WHITE else 1 - w] += game.result.points
    return out


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_export_reads_back_into_the_same_games(variant, seed):
    m = play_match(variant, 3, seed=seed)
    got = read_back(match_text(m))
    assert len(got) == len(m.games)
    for gi, (game, score) in enumerate(zip(got, expected_scores(m), strict=True)):
        assert game.names == ("Anna", "Computer")
        assert game.score == score
        assert game.moves == expected_moves(m, gi)


LONG_27 = "Aleksandra Konstantinovskay"  # 27 characters: "name : 0" fills 31 columns
NAMES = [
    # (as given, as an importer must read it)
    (LONG_27, LONG_27),
    ("W" * 30, "W" * 30),
    ("Maximilian Alexander von Habsburg-Lothr", "Maximilian Alexander von Habsburg-Lothr"),
    ("X" * 40, "X" * 40),
    ("Александра Константиновская-Щедрина", "Александра Константиновская-Щедрина"),
    ("  Jean   Pierre\tde la Fontaine ", "Jean Pierre de la Fontaine"),
    ("a:b::c", "a b c"),
    ("Mr: Smith", "Mr Smith"),
    (":", "Player"),
    ("李小龍", "李小龍"),
    ("👩\u200d👩\u200d👧 family", "👩\u200d👩\u200d👧 family"),
    ("no\u00a0break\u2028line", "no break line"),
    ("nul\x00bell\x07", "nul bell"),
    ("Game 2", "Game 2"),
    ("007", "007"),
    ("R2D2 2", "R2D2 2"),
    ("Zoë-Élodie Ångström-Nørgaard 1", "Zoë-Élodie Ångström-Nørgaard 1"),
]


@pytest.mark.parametrize("first, first_read", NAMES, ids=lambda x: repr(x)[:20])
@pytest.mark.parametrize(
    "other, other_read", [("Boris", "Boris"), (NAMES[4][0], NAMES[4][1]), ("9 : 9", "9 9")]
)
def test_any_allowed_name_reads_back_in_either_seat(first, first_read, other, other_read):
    m = play_match(Variant.BACKGAMMON, 5, seed=2)
    assert len(m.games) >= 2  # the second game's header carries a score
    for players, read in (
        ((first, other), (first_read, other_read)),
        ((other, first), (other_read, first_read)),
    ):
        m.players = players
        got = read_back(match_text(m))
        assert len(got) == len(m.games)
        for gi, (game, score) in enumerate(zip(got, expected_scores(m), strict=True)):
            assert game.names == read
            assert game.score == score
            assert game.moves == expected_moves(m, gi)


def test_a_long_first_name_keeps_one_space_before_the_second():
    m = opening_match(Variant.BACKGAMMON, (3, 1))
    m.players = (LONG_27, "Boris")
    header = match_text(m).split("\n")[4]
    assert header == f" {LONG_27} : 0 Boris : 0"
    m.players = ("X" * 40, "Boris")
    assert match_text(m).split("\n")[4] == " " + "X" * 40 + " : 0 Boris : 0"


def test_a_game_begun_from_a_position_set_up_is_left_out_or_refused():
    from nardy_desktop.engine import SeededDice
    from nardy_desktop.storage.mat import SetUpGameError

    from tests.ui.board.test_ui_editor_start import RACE, play_on

    m = Match(Variant.LONG, 3, ("Ann", "Bob"), SeededDice(3), start=RACE)
    with pytest.raises(SetUpGameError):
        match_text(m)  # its only game began from the position set up
    m.start_game()
    rng = random.Random(3)
    while (len(m.games) < 2 or not m.games[1].history) and not m.is_over:
        play_on(m, rng, 1)
    assert len(m.games) == 2
    with pytest.raises(SetUpGameError):
        match_text(m, game_index=0)
    text = match_text(m)
    assert " Game 1\n" not in text and "\n Game 2\n" in text
    first = m.results[0]
    score = [0, 0]
    score[m.white_players[0] if first.winner is Side.WHITE else 1 - m.white_players[0]] += (
        first.points
    )
    assert f"Ann : {score[0]}" in text and f"Bob : {score[1]}" in text


# ----------------------------------------------------------------------------
# Names that come back exactly: the score line holds what GNU Backgammon reads,
# eXtreme Gammon's [Player N "…"] tags what it cannot.

NAME_PARTS = st.sampled_from(
    [",", ", ", ":", " : ", " ", "  ", "\u00a0", "\u3000", "1500", "1623.5", "0", "Anna",
     "Ж", "李", "👩\u200d👩\u200d👧", '"', '"]', "[", "Game 2", ";", "#", "Wins 1 point",
     "31: 8/5", "\u200c", "Player 1"]
)  # fmt: skip
ALLOWED_NAMES = (
    st.lists(NAME_PARTS, min_size=1, max_size=8).map("".join)
    | st.text(st.characters(exclude_categories=("Cc", "Cs", "Zl", "Zp")), min_size=1, max_size=40)
).filter(is_normalised)


@settings(max_examples=200)
@given(variant=st.sampled_from(list(Variant)), names=st.tuples(ALLOWED_NAMES, ALLOWED_NAMES))
def test_any_allowed_name_comes_back_exactly(variant, names):
    m = play_match(variant, 3, seed=1, max_turns=2)
    m.players = names
    text = match_text(m)
    back = parse_mat(text.encode("utf-8"))
    assert back.match.players == names
    assert tuple(p.name for p in back.loaded.players) == names
    assert back.match.variant is variant
    if variant is Variant.LONG:  # the line this program's importer knows the game by
        assert text.startswith('; [Variation "Long Nardy"]\n')
    # What GNU Backgammon reads on the score line: the name, made to fit there.
    assert read_back(text)[0].names == (score_line_name(names[0]), score_line_name(names[1]))


def test_tags_only_where_the_score_line_cannot_hold_the_names():
    m = play_match(Variant.BACKGAMMON, 3, seed=1, max_turns=2)
    m.players = ("Anna", "Boris")
    assert "[Player" not in match_text(m)  # as GNU Backgammon writes it
    m.players = ("Anna, 1500", "Boris")
    text = match_text(m)
    assert text.startswith('; [Player 1 "Anna, 1500"]\n; [Player 2 "Boris"]\n\n 3 point match\n')
    assert " Anna, 1500 : 0" in text  # GNU Backgammon reads Anna, rated 1500
    assert parse_mat(text.encode()).match.players == ("Anna, 1500", "Boris")
    # A score line changed since the tags were written keeps its own names.
    edited = text.replace(" Anna, 1500 : 0", " Carla : 0")
    assert parse_mat(edited.encode()).match.players == ("Carla", "Boris")
    # Tags that are no names, or a rating-only form, are passed over.
    for tag in ('""', '"Anna\x85"', '"Anna, 1500" extra'):
        odd = text.replace('"Anna, 1500"]', f"{tag}]")
        assert parse_mat(odd.encode("utf-8")).match.players[0] == "Anna"
