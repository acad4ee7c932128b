"""Jellyfish .mat export: GNU Backgammon's layout, column for column, and a
file that reads back into the very same games."""

from __future__ import annotations

import re

import pytest
from test_storage_support import play_match

from nardy_desktop.engine import ManualDice, Match, Side, Variant
from nardy_desktop.storage.mat import match_text, move_text


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
# An independent reader: what an importer sees must be the same game. It splits
# a line into its two columns the way GNU Backgammon's ImportGame does: with two
# moves, three characters before the second colon; otherwise at the first double
# space after column 15.

MOVE = re.compile(r"(\d)(\d):((?: \d+/\d+\*?)*)")


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


def read_back(text: str) -> list[list[tuple[int, tuple, tuple]]]:
    """Per game, the (player, dice, steps) sequence read from the columns."""
    games: list[list] = []
    header = False
    for line in text.split("\n"):
        if line.startswith(" Game "):
            games.append([])
            header = True
            continue
        if header:  # the names and scores
            header = False
            continue
        if not games or not line.strip():
            continue
        for player, col in enumerate(split_columns(line)):
            if not col or col.startswith("Wins"):
                continue
            mm = MOVE.fullmatch(col)
            assert mm, f"not a move: {col!r} in {line!r}"
            steps = tuple(tuple(int(x) for x in s.rstrip("*").split("/")) for s in mm[3].split())
            games[-1].append((player, (int(mm[1]), int(mm[2])), steps))
    return games


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_export_reads_back_into_the_same_games(variant, seed):
    m = play_match(variant, 3, seed=seed)
    got = read_back(match_text(m))
    assert len(got) == len(m.games)
    for gi, game in enumerate(m.games):
        white = m.white_players[gi]
        expect = [
            (
                white if t.side is Side.WHITE else 1 - white,
                t.dice,
                tuple((s.frm, s.to) for s in t.steps),
            )
            for t in game.history
        ]
        assert got[gi] == expect
