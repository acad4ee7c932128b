"""Reading Jellyfish .mat files: matches played elsewhere, to replay and analyse.

The format has no written definition; what is read here is what GNU
Backgammon, eXtreme Gammon, the online servers and this program's own
exporter (`storage.mat`) write:

- comment lines (`;` or `#`) first, one of which may name the game
  (`; [Variation "Backgammon"]`, or `"Long Nardy"` from this program), and
  two may give the players' names exactly (`; [Player 1 "Anna, 1500"]`, as
  eXtreme Gammon writes them and this program's exporter where the score line
  cannot hold a name: see `storage.mat_names`);
- a line `N point match` (`0 point match`: money games, no match length);
- for each game a line `Game N`, a line with both names and scores
  (`Anna : 0     Boris : 0`; a rating after a comma is dropped), and then
  numbered lines with a left column for the first player and a right one for
  the second: a roll and its move (`31: 8/5 6/5`, nothing after the colon
  when no move was possible), a cube action (`Doubles => 2`, `Takes`,
  `Drops`), and at the end `Wins N point(s)` in the winner's column.

Moves are in the mover's numbering, 25 or `bar` for the bar and 0 or `off`
for bearing off, `*` for a hit; a checker moved with several dice may be
written in one (`61: 13/6`, `24/18/13`), and a step played more than once
with a count (`8/5(2)`).

Nothing is taken on trust: every roll and every move is replayed through the
rules engine, so whatever opens is a legal match, and whatever does not fit
is refused with a `MatError` naming the line and the problem. A match played
by other rules is still opened, as near as these rules allow, and
`MatImport` says how it differs: this program has no doubling cube (doubles,
takes and drops are left out, and each game counts what its last position is
worth, a resignation included), every game there opens with a roll-off of its
own (kept: see `Match.start_game`), money games have no match length.

A hostile file cannot hold the program up: it is read with the guards of
`files.read_limited` (regular files only, a size limit, no waiting on a pipe)
and the limits of a saved match apply to its games and turns. Every line is
read in time linear in its length: split at colons and blanks, with regular
expressions only where no two repeats can share a character (the score line
was once matched with two lazy `.*?` beside repeats of blanks that could take
the same spaces, and 991 bytes took hours). A number is ASCII digits only:
`str.isdigit` and a regular expression's digit class also accept "¹" or "٣",
which `int` refuses or reads as 3.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from nardy_desktop.engine import (
    MAX_LENGTH,
    OFF,
    IllegalMove,
    ManualDice,
    Match,
    Side,
    Step,
    SystemDice,
    TurnState,
    Variant,
)

from .files import read_limited
from .mat import VARIATION_LONG
from .mat_names import score_line_reading, tag_name, tagged_name
from .record import MAX_TOTAL_TURNS, MAX_TURNS, DiceMode, LoadedMatch, PlayerInfo

MAX_MAT_BYTES = 2 * 1024 * 1024  # a 25-point match with long games is about 60 kB
MAX_LINE = 1000  # characters; GNU Backgammon reads at most 1023 of a line
# A column that starts this far into a line, with nothing before it, is the
# second player's (GNU Backgammon looks for it from the 16th character on).
RIGHT_COLUMN = 16


class MatProblem(StrEnum):
    """Why a .mat file cannot be opened: the UI has one sentence for each."""

    EMPTY = "empty"
    NOT_TEXT = "not_text"  # binary, or control characters
    LINE_TOO_LONG = "line_too_long"
    NO_MATCH_LINE = "no_match_line"  # no "N point match" line
    VARIANT = "variant"  # a game this program does not play; value: its name
    NO_GAMES = "no_games"
    PLAYERS_LINE = "players_line"  # after "Game N": "name : score  name : score" expected
    UNKNOWN = "unknown"  # neither a roll, a move, a cube action nor a win; value: the text
    TOO_MANY_COLUMNS = "columns"
    NOT_THEIR_TURN = "turn"  # values: the player named, the player to move
    OPENING_DOUBLE = "opening_double"  # value: the dice
    ILLEGAL_MOVE = "illegal_move"  # values: the move, the dice
    NO_MOVE = "no_move"  # values: the dice; a roll without a move while one was possible
    WRONG_WINNER = "wrong_winner"  # values: the winner named, the one who bore off
    AFTER_END = "after_end"  # something after the end of the game
    UNFINISHED = "unfinished"  # a game before the last one has no end; value: its number
    NO_ROLL = "no_roll"  # a game that ends before its first roll
    TOO_LONG_GAME = "too_long_game"  # more turns than a saved match may hold


class MatError(ValueError):
    """A .mat file that cannot be opened: `line` (1-based; 0 for the file as a
    whole) and `problem` for the translated sentence, `values` to fill it in,
    and the message in English for the log and the details."""

    def __init__(
        self, problem: MatProblem, line: int, detail: str, values: tuple[str, ...] = ()
    ) -> None:
        super().__init__(f"line {line}: {detail}" if line else detail)
        self.problem = problem
        self.line = line
        self.detail = detail
        self.values = values


@dataclass
class MatImport:
    """A match read from a .mat file, and how it differs from the file."""

    loaded: LoadedMatch
    file_length: int  # as the file says; 0 for money games
    file_score: tuple[int, int]  # what the file's "Wins" add up to
    start_score: tuple[int, int] = (0, 0)  # the first game's score line (a game exported alone)
    cube_used: bool = False
    games_left_out: int = 0  # games after the match (to at most MAX_LENGTH) was over

    @property
    def match(self) -> Match:
        return self.loaded.match

    @property
    def score_differs(self) -> bool:
        return tuple(self.match.score) != self.file_score

    @property
    def length_differs(self) -> bool:
        return self.match.length != self.file_length


# ----------------------------------------------------------------------------
# Lines to actions
# ----------------------------------------------------------------------------


class _Kind(StrEnum):
    ROLL = "roll"
    DOUBLE = "double"
    TAKE = "take"
    DROP = "drop"
    WIN = "win"


@dataclass
class _Action:
    line: int
    player: int
    kind: _Kind
    dice: tuple[int, int] = (0, 0)
    words: list[str] = field(default_factory=list)  # the move, or the points won
    text: str = ""  # as written, for messages


@dataclass
class _GameText:
    line: int  # of its "Game N" line
    names: tuple[str, str]
    score: tuple[int, int]
    actions: list[_Action]
    end_line: int  # the last line of the game (for a game without an end)


# Numbers are [0-9], never \d (which also matches "٣"). No two repeats next to
# each other can match the same character, so that none of these backtracks
# more than once over a line.
_MATCH_LINE = re.compile(r"\s*([0-9]{1,6})\s+point\s+match\b", re.IGNORECASE)
_GAME_LINE = re.compile(r"\s*game\s+[0-9]{1,6}\s*$", re.IGNORECASE)
_VARIATION = re.compile(r'\[\s*variation\s+"([^"]*)"\s*\]', re.IGNORECASE)
_FIRST_SCORE = re.compile(r"\s*([0-9]{1,6})\s")  # after a colon of the score line
_LAST_SCORE = re.compile(r"\s*([0-9]{1,6})\s*")  # after its last colon
_NUMBER = re.compile(r"\s*[0-9]{1,6}\)")
_ROLL = re.compile(r"([1-6])([1-6]):(\S*)$")
# The first word of an action other than a roll, by how it starts (as GNU Backgammon does).
_KEYWORDS = (
    ("double", _Kind.DOUBLE),
    ("beaver", _Kind.DOUBLE),
    ("raccoon", _Kind.DOUBLE),
    ("take", _Kind.TAKE),
    ("drop", _Kind.DROP),
    ("win", _Kind.WIN),
)
# What some programs write after a roll that was not played: XG's "???" after a
# roll and a resignation, "Cannot Move" for a roll with no legal move.
_NO_MOVE_WORDS = {"???", "????", "cannot", "move"}
# The words that may follow a cube action or a win, besides numbers.
_FOLLOWING = {
    _Kind.DOUBLE: {"=>", "to"},
    _Kind.TAKE: set(),
    _Kind.DROP: set(),
    _Kind.WIN: {"point", "points", "and", "the", "match", "game", "games", "gammon", "backgammon"},
}
_VARIANTS = {"backgammon": Variant.BACKGAMMON, VARIATION_LONG.lower(): Variant.LONG}


def _text_of(data: bytes) -> str:
    if not data.strip():
        raise MatError(MatProblem.EMPTY, 0, "the file is empty")
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    if b"\0" in data:
        raise MatError(MatProblem.NOT_TEXT, 0, "not a text file (it holds NUL bytes)")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")  # older files: names in a Windows code page
    return text


def _lines(text: str) -> list[str]:
    lines = text.splitlines()
    for i, line in enumerate(lines, 1):
        if len(line) > MAX_LINE:
            raise MatError(
                MatProblem.LINE_TOO_LONG,
                i,
                f"{len(line)} characters; a line has at most {MAX_LINE}",
            )
        bad = next((ch for ch in line if ord(ch) < 32 and ch not in "\t\f\v"), None)
        if bad is not None:
            raise MatError(
                MatProblem.NOT_TEXT, i, f"not a text file (control character U+{ord(bad):04X})"
            )
    return lines


@dataclass
class _Header:
    length: int
    variant: Variant
    start: int  # the index of the line after the header
    tags: list[str | None]  # each seat's name in a `[Player N "…"]` tag, if any


def _header(lines: list[str]) -> _Header:
    """The match length, the game, the names of the players' tags, and where
    the games begin."""
    variant = Variant.BACKGAMMON
    tags: list[str | None] = [None, None]
    for i, line in enumerate(lines):
        stripped = line.strip()
        if not stripped:
            continue
        if stripped[0] in ";#":
            tag = tag_name(stripped)
            if tag is not None:
                tags[tag[0]] = tag[1]
                continue
            m = _VARIATION.search(stripped)
            if m is not None:
                name = m.group(1).strip()
                found = _VARIANTS.get(name.lower())
                if found is None:
                    raise MatError(
                        MatProblem.VARIANT, i + 1, f"{name!r} is not a game played here", (name,)
                    )
                variant = found
            continue
        m = _MATCH_LINE.match(line)
        if m is not None:
            return _Header(int(m.group(1)), variant, i + 1, tags)
        if _GAME_LINE.match(line):
            break
    raise MatError(MatProblem.NO_MATCH_LINE, 0, "no line says 'N point match'")


def _number(word: str) -> int | None:
    """`word` as a number of the file: 1 to 6 ASCII digits, nothing else."""
    if 0 < len(word) <= 6 and all("0" <= ch <= "9" for ch in word):
        return int(word)
    return None


def _score_line(line: str) -> tuple[str, int, str, int] | None:
    """The names and scores of a line ` Anna : 0     Boris : 0`, or None.

    Read in one pass: the second score follows the last colon; the first
    follows the first colon that has a number and then a blank after it; the
    names are what lies around them, so either may hold a colon, and the
    second may be empty."""
    head, colon, tail = line.rpartition(":")
    last = _LAST_SCORE.fullmatch(tail) if colon else None
    if last is None:
        return None
    at = head.find(":")
    while at >= 0:
        first = _FIRST_SCORE.match(head, at + 1)
        if first is not None:
            return head[:at].strip(), int(first[1]), head[first.end() :].strip(), int(last[1])
        at = head.find(":", at + 1)
    return None


def _columns(line: str, number: int) -> list[tuple[int, list[str], int]]:
    """The actions written on `line`: (column where it starts, its words, the
    player: 0 left, 1 right)."""
    m = _NUMBER.match(line)
    start = m.end() if m is not None else 0
    actions: list[tuple[int, list[str]]] = []
    for w in re.finditer(r"\S+", line[start:]):
        word = w.group(0)
        col = start + w.start()
        lower = word.lower()
        roll = _ROLL.match(word)
        if roll is not None:
            actions.append((col, [word[:3]]))
            if roll.group(3):
                actions[-1][1].append(roll.group(3))
        elif any(lower.startswith(k) for k, _ in _KEYWORDS):
            actions.append((col, [word]))
        elif actions:
            actions[-1][1].append(word)
        else:
            raise MatError(
                MatProblem.UNKNOWN,
                number,
                f"{line[col:].strip()!r} is neither a roll, a move, a cube action nor a win",
                (line[col:].strip(),),
            )
    if len(actions) > 2:
        raise MatError(MatProblem.TOO_MANY_COLUMNS, number, "more than two columns")
    if len(actions) == 2:
        return [(actions[0][0], actions[0][1], 0), (actions[1][0], actions[1][1], 1)]
    if len(actions) == 1:
        col, words = actions[0]
        return [(col, words, 1 if col >= RIGHT_COLUMN else 0)]
    return []


def _action(number: int, player: int, words: list[str], line: str) -> _Action:
    text = " ".join(words)
    first = words[0].lower()
    roll = _ROLL.match(words[0])
    if roll is not None:
        dice = (int(roll.group(1)), int(roll.group(2)))
        rest = [w for w in words[1:] if w.lower() not in _NO_MOVE_WORDS]
        return _Action(number, player, _Kind.ROLL, dice, rest, text)
    kind = next(k for prefix, k in _KEYWORDS if first.startswith(prefix))
    allowed = _FOLLOWING[kind]
    if any(_number(w) is None and w.lower() not in allowed for w in words[1:]):
        raise MatError(
            MatProblem.UNKNOWN,
            number,
            f"{text!r} is neither a roll, a move, a cube action nor a win",
            (text,),
        )
    return _Action(number, player, kind, words=words[1:], text=text)


def _games(lines: list[str], start: int) -> list[_GameText]:
    games: list[_GameText] = []
    i = start
    n = len(lines)
    while i < n:
        line = lines[i]
        stripped = line.strip()
        if not stripped or stripped[0] in ";#":
            i += 1
            continue
        if not _GAME_LINE.match(line):
            raise MatError(
                MatProblem.UNKNOWN,
                i + 1,
                f"{stripped!r}: a game starts with a line 'Game N'",
                (stripped,),
            )
        game_line = i + 1
        i += 1
        while i < n and not lines[i].strip():
            i += 1
        read = _score_line(lines[i]) if i < n else None
        if read is None:
            raise MatError(
                MatProblem.PLAYERS_LINE,
                min(i + 1, n),
                "the line after 'Game N' names both players with their scores",
            )
        names = (score_line_reading(read[0], 0), score_line_reading(read[2], 1))
        score = (read[1], read[3])
        actions: list[_Action] = []
        i += 1
        end = i
        while i < n and not _GAME_LINE.match(lines[i]):
            line = lines[i]
            stripped = line.strip()
            if stripped and stripped[0] not in ";#":
                for _col, words, player in _columns(line, i + 1):
                    actions.append(_action(i + 1, player, words, line))
                end = i + 1
            i += 1
        games.append(_GameText(game_line, names, score, actions, end))
    return games


# ----------------------------------------------------------------------------
# Replaying the games through the rules
# ----------------------------------------------------------------------------

# Each repeat of the middle group starts with "/", which nothing else matches:
# a word is split one way only.
_SEGMENT = re.compile(
    r"(bar|[0-9]{1,2})((?:/(?:off|[0-9]{1,2})\*?)+)(?:\(([0-9])\))?", re.IGNORECASE
)


def _segments(words: list[str], number: int, move: str, dice: str) -> list[tuple[int, int]]:
    """The checkers' moves of a turn as (from, to), one for each checker moved
    each time (a move over several dice is one)."""
    out: list[tuple[int, int]] = []
    for word in words:
        m = _SEGMENT.fullmatch(word.rstrip(","))
        if m is None:
            raise MatError(
                MatProblem.UNKNOWN, number, f"{word!r} is not a move such as 13/7", (word,)
            )
        first = 25 if m.group(1).lower() == "bar" else int(m.group(1))
        points = [first]
        for p in m.group(2).split("/")[1:]:
            p = p.rstrip("*").lower()
            points.append(OFF if p == "off" else int(p))
        times = int(m.group(3)) if m.group(3) else 1
        for _ in range(times):
            for frm, to in zip(points, points[1:], strict=False):
                if not (1 <= frm <= 25 and 0 <= to < frm):
                    raise MatError(
                        MatProblem.ILLEGAL_MOVE,
                        number,
                        f"{word} does not move forward",
                        (move, dice),
                    )
                out.append((frm, to))
    if len(out) > 4:
        raise MatError(MatProblem.ILLEGAL_MOVE, number, "more than four moves", (move, dice))
    return out


def _try(state: TurnState, frm: int, to: int, die: int) -> bool:
    """Play one die's step if the rules allow it (whether it hits is theirs to say)."""
    for hit in (False, True):
        try:
            state.play(Step(frm, to, die, hit))
        except IllegalMove:
            continue
        return True
    return False


def _walk(state: TurnState, segments: tuple[tuple[int, int], ...]) -> bool:
    """Play `segments` in any order, each with the dice that take its checker
    there; whether a way exists that ends the turn as the rules demand."""
    if not segments:
        return state.complete
    tried: set[tuple[int, int]] = set()
    for i, seg in enumerate(segments):
        if seg in tried:
            continue
        tried.add(seg)
        if _walk_checker(state, seg[0], seg[1], segments[:i] + segments[i + 1 :]):
            return True
    return False


def _walk_checker(state: TurnState, at: int, to: int, rest: tuple[tuple[int, int], ...]) -> bool:
    for die in sorted(set(state.remaining)):
        landing = at - die
        if landing == to or (to == OFF and landing < 0):
            if _try(state, at, to, die):
                if _walk(state, rest):
                    return True
                state.undo()
        elif landing > to and landing > 0 and _try(state, at, landing, die):
            if _walk_checker(state, landing, to, rest):
                return True
            state.undo()
    return False


class _Replay:
    """The games of the file played out on a match of `length` points."""

    def __init__(self, variant: Variant, length: int, games: list[_GameText]) -> None:
        self.names = games[0].names
        self.dice = ManualDice()
        self.match = Match(variant, length, self.names, self.dice)
        self.file_score = [0, 0]
        self.cube_used = False
        self._last_winner = 0  # of the game last ended, and the points the file gave
        self._last_points = 0
        self.games_played = 0
        self.total_turns = 0
        for gi, g in enumerate(games):
            if self.match.is_over:
                break
            self._game(g, last=gi == len(games) - 1)
            self.games_played += 1

    def _name(self, player: int) -> str:
        return self.names[player]

    def _start(self, a: _Action) -> None:
        """Start the game that `a`, its first roll, opens."""
        m = self.match
        hi, lo = max(a.dice), min(a.dice)
        if hi == lo:
            raise MatError(
                MatProblem.OPENING_DOUBLE,
                a.line,
                f"a game cannot open with a double ({a.dice[0]}{a.dice[1]})",
                (f"{a.dice[0]}{a.dice[1]}",),
            )
        roll_off = (hi, lo) if a.player == 0 else (lo, hi)
        if not m.games:
            self.dice.push(*roll_off)
            m.start_game()
        elif a.player == 1 - m.white_players[-1]:
            m.start_game()  # the colours swap, as they do here
        else:
            m.start_game(roll_off)

    def _game(self, g: _GameText, last: bool) -> None:
        m = self.match
        started = False
        ended = False
        dropped = False  # ended by a refused double: its "Wins" line may follow
        cube = 1
        unplayed: _Action | None = None  # a roll not played (then a resignation)
        turns = 0
        for a in g.actions:
            if ended and not (dropped and a.kind is _Kind.WIN):
                raise MatError(
                    MatProblem.AFTER_END, a.line, f"{a.text!r} after the end of the game"
                )
            if unplayed is not None and a.kind is not _Kind.WIN:
                raise MatError(
                    MatProblem.NO_MOVE,
                    unplayed.line,
                    f"{unplayed.dice[0]}{unplayed.dice[1]} has no move, but one was possible",
                    (f"{unplayed.dice[0]}{unplayed.dice[1]}",),
                )
            if a.kind is _Kind.ROLL:
                if not started:
                    self._start(a)
                    started = True
                game = m.game
                assert game is not None
                if game.is_over:
                    raise MatError(
                        MatProblem.AFTER_END, a.line, f"{a.text!r} after the end of the game"
                    )
                to_move = m.player_of(game.side_to_move)
                if a.player != to_move:
                    raise MatError(
                        MatProblem.NOT_THEIR_TURN,
                        a.line,
                        f"a roll for {self._name(a.player)}, but {self._name(to_move)} is to move",
                        (self._name(a.player), self._name(to_move)),
                    )
                turns += 1
                self.total_turns += 1
                if turns > MAX_TURNS or self.total_turns > MAX_TOTAL_TURNS:
                    raise MatError(
                        MatProblem.TOO_LONG_GAME,
                        a.line,
                        f"more than {MAX_TURNS} turns in a game or {MAX_TOTAL_TURNS} in all",
                    )
                unplayed = self._turn(a)
            elif a.kind is _Kind.DOUBLE:
                self.cube_used = True
                cube = next((v for w in a.words if (v := _number(w)) is not None), 2 * cube)
            elif a.kind is _Kind.TAKE:
                self.cube_used = True
            elif a.kind is _Kind.DROP:
                # The doubler wins what the cube was worth before the double.
                self.cube_used = True
                if not started:
                    raise MatError(MatProblem.NO_ROLL, a.line, "a game ends before its first roll")
                self._win(a, 1 - a.player, max(1, cube // 2))
                ended = dropped = True
                unplayed = None
            elif dropped:  # the drop's "Wins": the file's points are these
                if a.player != self._last_winner:
                    raise MatError(
                        MatProblem.WRONG_WINNER,
                        a.line,
                        f"the file says {self._name(a.player)} wins, "
                        f"but {self._name(self._last_winner)} doubled and was refused",
                        (self._name(a.player), self._name(self._last_winner)),
                    )
                self._points(a, a.player)
                dropped = False
            else:
                if not started:
                    raise MatError(MatProblem.NO_ROLL, a.line, "a game ends before its first roll")
                self._win(a, a.player, None)
                ended = True
                unplayed = None
        game = m.game if started else None
        if game is not None and game.is_over and not ended:
            ended = True  # borne off, with no "Wins" line: the points are the game's
            m.record_result()
            res = game.result
            assert res is not None
            self.file_score[m.player_of(res.winner)] += res.points
        if not ended and not last:
            raise MatError(
                MatProblem.UNFINISHED,
                g.end_line,
                f"the game that starts on line {g.line} has no end",
            )

    def _turn(self, a: _Action) -> _Action | None:
        """Play the roll `a` and its move; the roll itself when it has no move
        although one was possible (a resignation should follow)."""
        game = self.match.game
        assert game is not None
        dice_text = f"{a.dice[0]}{a.dice[1]}"
        try:
            if game.is_opening and (
                len(self.match.games) == 1 or len(self.match.games) - 1 in self.match.roll_offs
            ):
                game.roll()  # the opening roll is the roll-off's
            else:
                game.roll(a.dice)
        except ValueError:
            raise MatError(
                MatProblem.OPENING_DOUBLE,
                a.line,
                f"a game cannot open with a double ({dice_text})",
                (dice_text,),
            ) from None
        state = game.turn_state
        assert state is not None
        move = " ".join(a.words)
        segments = _segments(a.words, a.line, move, dice_text)
        if not segments:
            if state.most:
                return a
            game.finish_turn()
            return None
        if not _walk(state, tuple(segments)):
            raise MatError(
                MatProblem.ILLEGAL_MOVE,
                a.line,
                f"{move} is not a legal move for {self._name(a.player)} with {dice_text}",
                (move, dice_text),
            )
        game.finish_turn()
        return None

    def _win(self, a: _Action, winner: int, points: int | None) -> None:
        """The game ends with a win for `winner` (the file's points: `points`,
        else those `a` names)."""
        m = self.match
        game = m.game
        assert game is not None
        if game.is_over:
            res = game.result
            assert res is not None
            actual = m.player_of(res.winner)
            if actual != winner:
                raise MatError(
                    MatProblem.WRONG_WINNER,
                    a.line,
                    f"the file says {self._name(winner)} wins, "
                    f"but {self._name(actual)} has borne off every checker",
                    (self._name(winner), self._name(actual)),
                )
        else:  # a drop or a resignation
            game.resign(m.side_of(1 - winner))
        m.record_result()
        self._last_winner = winner
        self._last_points = 0
        self._points(a, winner, points)

    def _points(self, a: _Action, winner: int, points: int | None = None) -> None:
        if points is None:
            points = next((v for w in a.words if (v := _number(w)) is not None), 1)
        self.file_score[winner] += points - self._last_points
        self._last_points = points


def parse_mat(data: bytes) -> MatImport:
    """The match in the bytes of a .mat file. Raises MatError."""
    lines = _lines(_text_of(data))
    header = _header(lines)
    length, variant = header.length, header.variant
    games = _games(lines, header.start)
    if not games:
        raise MatError(MatProblem.NO_GAMES, 0, "the file holds no game")
    first = games[0]
    first.names = (
        tagged_name(header.tags[0], first.names[0], 0),
        tagged_name(header.tags[1], first.names[1], 1),
    )
    # First on the longest match there may be, to see where these rules end it;
    # then on one long enough for every game kept, and no shorter than the file's.
    trial = _Replay(variant, MAX_LENGTH, games)
    kept = trial.games_played
    if not trial.match.games:
        raise MatError(MatProblem.NO_GAMES, 0, "the file holds no game")
    score = [0, 0]
    need = 1
    m = trial.match
    for gi, result in enumerate(m.results[: kept - 1]):
        white = m.white_players[gi]
        score[white if result.winner is Side.WHITE else 1 - white] += result.points
        need = max(need, max(score) + 1)
    final = min(MAX_LENGTH, max(need, length))
    replay = _Replay(variant, final, games[:kept])
    match = replay.match
    match.dice_source = SystemDice()
    for game in match.games:
        game.dice_source = match.dice_source
    players = (PlayerInfo(replay.names[0]), PlayerInfo(replay.names[1]))
    return MatImport(
        loaded=LoadedMatch(match, players, DiceMode.SYSTEM),
        file_length=length,
        file_score=(replay.file_score[0], replay.file_score[1]),
        start_score=games[0].score,
        cube_used=replay.cube_used,
        games_left_out=len(games) - kept,
    )


def load_mat(path: Path | str) -> MatImport:
    """Open a .mat file. Raises MatError (bad content), RecordError (too large)
    or StorageError (cannot be read); the file itself is never modified."""
    return parse_mat(read_limited(path, MAX_MAT_BYTES))


__all__ = ["MAX_MAT_BYTES", "MatError", "MatImport", "MatProblem", "load_mat", "parse_mat"]
