"""Export to the Jellyfish .mat text format (what GNU Backgammon and eXtreme
Gammon import).

The layout mirrors GNU Backgammon's own exporter, column for column, because
importers are picky about it: player 0 (the first player of the match) always
writes in the left column and player 1 in the right one, whatever colours
they have in a game; a move is "dice: steps" with points in the mover's own
numbering, 25 for the bar and 0 for off; the right column starts at column
34. Long nardy records use the same layout (our notation is already in the
mover's numbering); only backgammon files can be imported elsewhere: GNU Backgammon
1.07 opens a long nardy file without complaint and shows backgammon boards
that make no sense, so the export dialog says so.

Names: each score line holds a form of the names that GNU Backgammon reads
(no colons, single spaces); where that form would not read back as the name
itself ("Anna, 1500" reads as Anna rated 1500; "Mr: Smith"), the header also
holds both names exactly, in eXtreme Gammon's `; [Player 1 "…"]` tags, which
GNU Backgammon passes over and this program's importer reads
(`storage.mat_names` has the rules of both directions).
"""

from __future__ import annotations

from collections.abc import Iterable

from nardy_desktop.engine import Game, Match, Side, Step, Variant

from .mat_names import player_tags, score_line_name

LEFT = 27  # width of a left-column move, after "%3d) "
VARIATION_LONG = "Long Nardy"  # the game named in the header of a long nardy file
LEFT_HEADER = 30  # the first player's "name : score", before the separating space


def _point(n: int) -> str:
    return str(n)  # 25 is the bar, 0 is off, as in the plain notation


def move_text(dice: tuple[int, int], steps: Iterable[Step]) -> str:
    """'31: 8/5 6/5 ' — each step followed by a space except a fourth, the
    way GNU Backgammon writes it."""
    parts = []
    for i, s in enumerate(steps):
        parts.append(f"{_point(s.frm)}/{_point(s.to)}{'*' if s.hit else ''}")
        if i < 3:
            parts.append(" ")
    return f"{dice[0]}{dice[1]}: " + "".join(parts)


def _wins(points: int) -> str:
    return f"Wins {points} point{'s' if points > 1 else ''}"


def score_line(names: tuple[str, str], score: tuple[int, int]) -> str:
    """' Anna : 0                       Boris : 0': GNU Backgammon's columns,
    widened for a long first name. Importers read the first score up to the
    next blank, so at least one space must follow it whatever the name's
    length (GNU Backgammon's own `%-31s` runs the two together)."""
    left = f"{names[0]} : {score[0]}"
    return f" {left:<{LEFT_HEADER}} {names[1]} : {score[1]}"


def game_lines(
    game: Game, white_player: int, number: int, names: tuple[str, str], score: tuple[int, int]
) -> list[str]:
    """The lines of one game: its header, its numbered moves and, when it is
    over, the winner's "Wins N points" in the winner's column."""
    out = [f" Game {number}"]
    out.append(score_line(names, score))
    line = ""
    i = 0  # half-moves written: even → the left column comes next
    for rec in game.history:
        player = white_player if rec.side is Side.WHITE else 1 - white_player
        if i == 0 and player == 1:
            line = "  1)                             "
            i = 1
        sz = move_text(rec.dice, rec.steps)
        if i % 2:
            out.append(line + sz)
            line = ""
        else:
            line = f"{i // 2 + 1:3d}) {sz:<{LEFT}} "
        i += 1
    result = game.result
    if result is not None:
        winner = white_player if result.winner is Side.WHITE else 1 - white_player
        if winner == 0:
            if line:
                out.append(line)
            out.append(f"      {_wins(result.points)}")
        elif line:
            out.append(f"{line} {_wins(result.points)}")
        else:
            out.append(" " * 34 + _wins(result.points))
        out.append("")
    elif line:
        out.append(line)
    return out


class SetUpGameError(ValueError):
    """A game that began from a position set up: a .mat file holds only games
    from the usual start, so it cannot be written there."""


def match_text(match: Match, game_index: int | None = None) -> str:
    """The whole match (or only game `game_index`, 0-based, still under the
    match header so that importers accept it) as .mat text. A first game
    begun from a position set up is left out of the whole match (the next
    game's score line still counts it); asked for alone, or when it is the
    only game, it raises SetUpGameError."""
    set_up = 0 if match.start is not None else None
    if set_up is not None and (game_index == set_up or len(match.games) <= 1):
        raise SetUpGameError("a game begun from a position set up cannot be written as .mat")
    names = tuple(score_line_name(n) for n in match.players)
    head = []
    if match.variant is Variant.LONG:
        head.append(f'; [Variation "{VARIATION_LONG}"]')
    head += player_tags((match.players[0], match.players[1]))
    head += ["", f" {match.length} point match", ""]
    body: list[str] = []
    score = [0, 0]
    for i, game in enumerate(match.games):
        if game_index is None and i > 0 and game.result is None and not game.history:
            continue  # a next game begun, not yet played: a .mat file has nothing of it
        if (game_index is None or game_index == i) and i != set_up:
            body += game_lines(
                game, match.white_players[i], i + 1, (names[0], names[1]), (score[0], score[1])
            )
            if game.result is None:
                body.append("")
        if game.result is not None:
            w = match.white_players[i]
            score[w if game.result.winner is Side.WHITE else 1 - w] += game.result.points
    return "\n".join(head + body) + "\n"


__all__ = [
    "VARIATION_LONG",
    "SetUpGameError",
    "game_lines",
    "match_text",
    "move_text",
    "score_line",
]
