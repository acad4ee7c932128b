"""A whole match as versioned, JSON-able data, and back.

Loading never trusts the file: it rebuilds the match by replaying every roll
and every step through the rules engine, so whatever it accepts is a legal
match by construction, and whatever does not fit is refused with a
`RecordError` naming the field and the problem. Sizes are capped before and
while parsing so that a hostile file cannot exhaust memory or time.

The format is documented in docs/save-format.md.
"""

from __future__ import annotations

import gc
import json
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import StrEnum
from typing import TYPE_CHECKING, Any, NamedTuple, TypeGuard

from nardy_desktop.ai.levels import LEVELS
from nardy_desktop.engine import (
    MAX_GAMES,
    MAX_LENGTH,
    OFF,
    Game,
    IllegalMove,
    ManualDice,
    Match,
    Position,
    PositionError,
    Side,
    Step,
    SystemDice,
    TurnState,
    Variant,
    WinKind,
)
from nardy_desktop.engine.dice import DiceSource, NoDiceEntered
from nardy_desktop.engine.moves import NotationError, parse_steps, step_text
from nardy_desktop.engine.names import MAX_NAME, BadName, normalise_name

from .record_analysis import analysis_record, checked_analysis
from .session import FileLink, PendingAnalysis, read_link, read_pending

if TYPE_CHECKING:
    from nardy_desktop.ai.analysis import MatchAnalysis

FORMAT = "nardy-desktop-match"
SCHEMA_VERSION = 2  # 2: the match's analysis may be kept with it (version 1 files are read)

MAX_FILE_BYTES = 5 * 1024 * 1024
MAX_TURNS = 1000  # per game; real games stay far below this
MAX_TOTAL_TURNS = 20000  # per match, so that replaying a hostile file stays quick
MAX_TEXT = 64  # a turn's notation: at most four steps
MAX_META = 200  # free-text metadata such as the saving program's version
ANALYSIS_KEY = "analysis"


class Problem(StrEnum):
    """What kind of trouble a file has: the UI shows one translated sentence
    per kind, with the detail (field and value) underneath."""

    EMPTY = "empty"
    TOO_LARGE = "too_large"
    NOT_JSON = "not_json"
    NOT_A_MATCH = "not_a_match"
    NEWER_VERSION = "newer_version"
    OLD_VERSION = "old_version"
    INVALID = "invalid"  # a field has the wrong type, size or value
    ILLEGAL = "illegal"  # well-formed, but the rules refuse what it records


class RecordError(ValueError):
    """A match record that cannot be loaded; `field` says where (a JSON path
    such as ``games[2].turns[17].play``) and the message what was wrong."""

    def __init__(self, problem: Problem, detail: str, field: str = "") -> None:
        super().__init__(f"{field}: {detail}" if field else detail)
        self.problem = problem
        self.field = field
        self.detail = detail


class PlayerInfo(NamedTuple):
    """Who sits on each side of the match: enough to resume it exactly."""

    name: str
    computer: bool = False
    level: str | None = None


class DiceMode(StrEnum):
    SYSTEM = "system"
    MANUAL = "manual"


@dataclass
class LoadedMatch:
    """A match rebuilt from a record, ready for the controller to continue.

    `analysis`: the analysis kept with it, or None. An analysis that cannot
    be used never costs the match: it is dropped, and `analysis_problem` says
    why (the field and what was wrong).
    `link` and `pending`: what an autosave keeps besides (see storage.session)."""

    match: Match
    players: tuple[PlayerInfo, PlayerInfo]
    dice_mode: DiceMode
    saved: str | None = None
    analysis: MatchAnalysis | None = None
    analysis_problem: str = ""
    link: FileLink | None = None
    pending: PendingAnalysis | None = None

    @property
    def finished(self) -> bool:
        return self.match.is_over


# ----------------------------------------------------------------------------
# Writing
# ----------------------------------------------------------------------------


def _player_info(p: Any, where: str) -> PlayerInfo:
    """The player as the file records it. A name or level the file could not
    load again is refused here rather than cut or changed: writing it would
    only replace a good file with one that does not open."""
    try:
        name = normalise_name(p.name)
    except BadName as e:
        raise RecordError(Problem.INVALID, str(e), f"{where}.name") from None
    level = p.level
    if level is not None and level not in LEVELS:
        raise RecordError(Problem.INVALID, _level_detail(level), f"{where}.level")
    return PlayerInfo(name, bool(p.computer), None if level is None else str(level))


def _steps_text(steps: Sequence[Step]) -> str:
    return " ".join(str(s) for s in steps)


def _turn_entry(dice: tuple[int, int], steps: Sequence[Step]) -> dict[str, Any]:
    """The notation does not say which die bore a checker off when a larger
    one did it; only then is the list of dice used added, so that a resumed
    match repeats every step exactly."""
    entry: dict[str, Any] = {"dice": list(dice), "play": _steps_text(steps)}
    if any(s.frm - s.to != s.die for s in steps):
        entry["used"] = [s.die for s in steps]
    return entry


def _game_points(match: Match) -> list[int]:
    """The score from the finished games themselves, so that a record written
    before the controller recorded the last result is still consistent."""
    score = [0, 0]
    for i, game in enumerate(match.games):
        if game.result is not None:
            white = match.white_players[i]
            winner = white if game.result.winner is Side.WHITE else 1 - white
            score[winner] += game.result.points
    return score


def _turn_entries(turns: Sequence[Any]) -> list[dict[str, Any]]:
    return [_turn_entry(t.dice, t.steps) for t in turns]


class TurnCache:
    """The turn entries already written for each game, so that a match
    recorded again after every turn costs only its new turns: a game's
    history only ever grows, and an entry, once made, is never changed.
    Holds the games themselves, so that an id is never reused while kept."""

    def __init__(self) -> None:
        self._games: dict[int, tuple[Game, list[dict[str, Any]]]] = {}

    def turns(self, games: Sequence[Game]) -> list[list[dict[str, Any]]]:
        """The turn entries of each of `games` (a fresh list each, since the
        record may be read on another thread while play goes on)."""
        kept: dict[int, tuple[Game, list[dict[str, Any]]]] = {}
        out = []
        for game in games:
            _, entries = self._games.get(id(game), (game, []))
            history = game.history
            if len(entries) > len(history):  # pragma: no cover - history only grows
                entries = []
            entries.extend(_turn_entries(history[len(entries) :]))
            kept[id(game)] = (game, entries)
            out.append(list(entries))
        self._games = kept
        return out


def match_to_dict(
    match: Match,
    players: Sequence[Any],
    dice_mode: DiceMode | str = DiceMode.SYSTEM,
    app_version: str = "",
    cache: TurnCache | None = None,
    analysis: MatchAnalysis | None = None,
) -> dict[str, Any]:
    """The JSON-able record of `match`. `players` are two objects with `name`,
    `computer` and `level` (PlayerInfo, or the controller's PlayerSpec).

    Raises RecordError (naming the field) for a player the file could not
    hold: a name that is not one (see nardy_desktop.engine.names) or an
    unknown level. `cache` keeps the entries of turns already recorded, for a
    caller that records the same match again and again. `analysis` (of this
    match) is kept with it when given."""
    if len(players) != 2:
        raise ValueError("a match has two players")
    infos = [_player_info(p, f"players[{i}]") for i, p in enumerate(players)]
    turns = (
        cache.turns(match.games)
        if cache is not None
        else [_turn_entries(game.history) for game in match.games]
    )
    games = []
    for i, game in enumerate(match.games):
        white = match.white_players[i]
        entry: dict[str, Any] = {"white": white}
        if i == 0 and match.roll_off_dice is not None:
            entry["roll_off"] = list(match.roll_off_dice)
        elif i in match.roll_offs:  # a game from elsewhere that opened with a roll-off
            entry["roll_off"] = list(match.roll_offs[i])
        entry["turns"] = turns[i]
        if game.result is not None:
            res = game.result
            entry["result"] = {
                "winner": white if res.winner is Side.WHITE else 1 - white,
                "kind": res.kind.value,
                "points": res.points,
                "resigned": res.resigned,
            }
        elif game.dice is not None:
            entry["current"] = _turn_entry(game.dice, game.steps)
        games.append(entry)
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": SCHEMA_VERSION,
        "app_version": app_version,
        "saved": datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "variant": match.variant.value,
        "length": match.length,
        "dice": DiceMode(dice_mode).value,
        "players": [{"name": p.name, "computer": p.computer, "level": p.level} for p in infos],
        "score": _game_points(match),
        "games": games,
    }
    if match.start is not None:  # game 1 from a position set up
        start: dict[str, Any] = {"position": match.start.to_text()}
        if match.start_opening is not None:
            start["dice"] = list(match.start_opening)
        record["start"] = start
    if analysis is not None:
        record[ANALYSIS_KEY] = analysis_record(analysis)
    return record


def encode(record: dict[str, Any]) -> bytes:
    """UTF-8 JSON, indented so that a person can read and diff it.

    RecordError, never a bare UnicodeEncodeError, for a text that UTF-8
    cannot hold (a lone surrogate): reading refuses those, so only a fault
    of the program could bring one here, and the caller's message names it."""
    try:
        return (json.dumps(record, ensure_ascii=False, indent=1) + "\n").encode("utf-8")
    except UnicodeEncodeError as e:
        raise RecordError(Problem.INVALID, f"a text that cannot be written: {e.reason}") from None


# ----------------------------------------------------------------------------
# Reading: parse with limits, then check every field, then replay.
# ----------------------------------------------------------------------------


def decode(data: bytes, dice: DiceSource | None = None) -> LoadedMatch:
    """Rebuild the match stored in `data` (the bytes of a .nardy file).

    `dice` becomes the dice source of the resumed match (default: the
    system's secure dice, or manual dice for a match recorded with them)."""
    if len(data) > MAX_FILE_BYTES:
        raise RecordError(
            Problem.TOO_LARGE, f"{len(data)} bytes; a saved match is at most {MAX_FILE_BYTES}"
        )
    if not data.strip():
        raise RecordError(Problem.EMPTY, "the file is empty")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise RecordError(Problem.NOT_JSON, f"not UTF-8 text (byte {e.start})") from None
    with _no_collection():
        try:
            obj = json.loads(text, parse_constant=Unreadable, parse_int=_whole)
        except RecursionError:
            raise RecordError(Problem.NOT_JSON, "nested too deeply") from None
        except ValueError as e:  # JSONDecodeError, and integers too long to convert
            raise RecordError(Problem.NOT_JSON, f"not valid JSON: {e}") from None
        return from_dict(obj, dice)


MAX_DIGITS = 30  # of a whole number in a record; far beyond any count or score


class Unreadable:
    """A number JSON allows but no field of a record does: NaN, Infinity, or
    a whole number of more than MAX_DIGITS digits (Python refuses to convert
    the longest ones at all). It stands in for the value, so that the field
    holding it is refused by its own check, naming the field: a whole match
    where the match is concerned, only the analysis where it is in the
    analysis (which is dropped, the match opening without it)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text if len(text) <= 20 else f"a number of {len(text)} digits"

    def __repr__(self) -> str:
        return self.text


def _whole(text: str) -> int | Unreadable:
    return int(text) if len(text) <= MAX_DIGITS else Unreadable(text)


@contextmanager
def _no_collection() -> Iterator[None]:
    """Hold off Python's cycle collector while a record is parsed and
    replayed. The replay keeps every position of the match alive, and each
    collection walks all of them again, so that the time per turn grew with
    the match (a 20,000-turn match loaded in 0.68 s of processor time with
    the collector, 0.49 s without). The replay makes no reference cycles:
    nothing is left for the collector to find afterwards."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def from_dict(obj: Any, dice: DiceSource | None = None) -> LoadedMatch:
    """Rebuild a match from an already parsed record (see `decode`)."""
    with _no_collection():
        return _from_dict(obj, dice)


def _from_dict(obj: Any, dice: DiceSource | None) -> LoadedMatch:
    if not isinstance(obj, dict):
        raise RecordError(Problem.NOT_A_MATCH, "the file does not hold a JSON object")
    if obj.get("format") != FORMAT:
        raise RecordError(
            Problem.NOT_A_MATCH, f"expected {FORMAT!r}, found {_show(obj.get('format'))}", "format"
        )
    version = obj.get("version")
    if not _is_int(version):
        raise RecordError(Problem.INVALID, "must be a whole number", "version")
    if version > SCHEMA_VERSION:
        raise RecordError(
            Problem.NEWER_VERSION,
            f"version {version} is newer than this program reads ({SCHEMA_VERSION})",
            "version",
        )
    if version < 1:
        raise RecordError(Problem.OLD_VERSION, f"unknown version {version}", "version")

    variant = _enum(obj, "variant", Variant)
    length = _int(obj, "length", 1, MAX_LENGTH)
    dice_mode = _enum(obj, "dice", DiceMode) if "dice" in obj else DiceMode.SYSTEM
    saved = _opt_str(obj, "saved", MAX_META)
    _opt_str(obj, "app_version", MAX_META)
    players = _players(obj.get("players"))
    score = _list(obj, "score", "score", 2, 2)
    for i, s in enumerate(score):
        if not _is_int(s) or not 0 <= s <= 2 * MAX_LENGTH:
            raise RecordError(Problem.INVALID, f"not a possible score: {_show(s)}", f"score[{i}]")
    games = _list(obj, "games", "games", 0, MAX_GAMES)

    total = sum(
        len(g["turns"]) for g in games if isinstance(g, dict) and isinstance(g.get("turns"), list)
    )
    if total > MAX_TOTAL_TURNS:
        raise RecordError(
            Problem.INVALID,
            f"{total} turns; a saved match holds at most {MAX_TOTAL_TURNS}",
            "games",
        )
    replay = ManualDice()
    start, opening = _start(obj.get("start"), variant)
    match = Match(
        variant, length, (players[0].name, players[1].name), replay, start=start, opening=opening
    )
    for gi, g in enumerate(games):
        _replay_game(match, replay, g, gi, last=gi == len(games) - 1)
    if list(match.score) != list(score):
        raise RecordError(
            Problem.ILLEGAL,
            f"the games add up to {match.score[0]}-{match.score[1]}, "
            f"the file says {score[0]}-{score[1]}",
            "score",
        )
    source: DiceSource = (
        dice
        if dice is not None
        else (ManualDice() if dice_mode is DiceMode.MANUAL else SystemDice())
    )
    match.dice_source = source
    for game in match.games:
        game.dice_source = source
    loaded = LoadedMatch(match, players, dice_mode, saved)
    loaded.link, loaded.pending = read_link(obj), read_pending(obj)
    if version >= 2 and obj.get("analysis") is not None:
        try:
            loaded.analysis = checked_analysis(obj["analysis"], match)
        except ValueError as e:  # AnalysisFormatError, or not an analysis of this match
            loaded.analysis_problem = f"analysis.{e}"
    return loaded


def _replay_game(match: Match, replay: ManualDice, g: Any, gi: int, last: bool) -> None:
    where = f"games[{gi}]"
    if not isinstance(g, dict):
        raise RecordError(Problem.INVALID, "must be an object", where)
    if match.is_over:
        raise RecordError(Problem.ILLEGAL, "a game after the end of the match", where)
    own: tuple[int, int] | None = None  # a later game's roll-off of its own
    if gi == 0 and match.start is not None and "roll_off" in g:
        raise RecordError(Problem.INVALID, "a game from a position set up has no roll-off", where)
    if (gi == 0 and match.start is None) or (gi > 0 and "roll_off" in g):
        roll_off = _dice(g.get("roll_off"), f"{where}.roll_off")
        if roll_off[0] == roll_off[1]:
            raise RecordError(Problem.ILLEGAL, "a tied roll-off is rolled again", where)
        if gi == 0:
            replay.push(*roll_off)
        else:
            own = roll_off
    game = match.start_game(own)
    # Game 1 opens with its roll-off's dice, or those chosen with the position set up.
    rolled_off = (gi == 0 and (match.start is None or match.start_opening is not None)) or (
        own is not None
    )
    white = g.get("white")
    if not _is_int(white) or white != match.white_player:
        raise RecordError(
            Problem.ILLEGAL,
            f"player {match.white_player} plays White in this game, not {_show(white)}",
            f"{where}.white",
        )
    turns = _list(g, "turns", f"{where}.turns", 0, MAX_TURNS)
    for ti, t in enumerate(turns):
        tw = f"{where}.turns[{ti}]"
        if not isinstance(t, dict):
            raise RecordError(Problem.INVALID, "must be an object", tw)
        if game.is_over:
            raise RecordError(Problem.ILLEGAL, "a turn after the end of the game", tw)
        _roll(game, _dice(t.get("dice"), f"{tw}.dice"), rolled_off, f"{tw}.dice")
        _play(game, _steps(t, tw), f"{tw}.play", complete=True)
        game.finish_turn()

    result = g.get("result")
    current = g.get("current")
    if result is not None and current is not None:
        raise RecordError(Problem.INVALID, "a finished game has no turn in progress", where)
    if result is not None:
        _check_result(match, game, result, f"{where}.result")
        match.record_result()
    else:
        if game.is_over:
            raise RecordError(Problem.ILLEGAL, "the game is over but has no result", where)
        if not last:
            raise RecordError(Problem.ILLEGAL, "an unfinished game before the last one", where)
        if current is not None:
            cw = f"{where}.current"
            if not isinstance(current, dict):
                raise RecordError(Problem.INVALID, "must be an object", cw)
            _roll(game, _dice(current.get("dice"), f"{cw}.dice"), rolled_off, f"{cw}.dice")
            _play(game, _steps(current, cw), f"{cw}.play", complete=False)


def _start(v: Any, variant: Variant) -> tuple[Position | None, tuple[int, int] | None]:
    """The position game 1 began from, when it was set up, and its first roll if chosen."""
    if v is None:
        return None, None
    if not isinstance(v, dict):
        raise RecordError(Problem.INVALID, "must be an object", "start")
    text = v.get("position")
    if not isinstance(text, str) or len(text) > MAX_META:
        raise RecordError(Problem.INVALID, "must be a position text", "start.position")
    try:
        position = Position.from_text(text)
    except PositionError as e:
        raise RecordError(Problem.ILLEGAL, str(e), "start.position") from None
    if position.variant is not variant:
        raise RecordError(Problem.ILLEGAL, "a position of the other game", "start.position")
    dice = _dice(v["dice"], "start.dice") if "dice" in v else None
    return position, dice


def _roll(game: Game, dice: tuple[int, int], rolled_off: bool, where: str) -> None:
    try:
        if rolled_off and game.is_opening:
            # A game that had a roll-off (the first) opens with its two dice.
            got = game.roll()
            if sorted(got) != sorted(dice):
                raise RecordError(
                    Problem.ILLEGAL,
                    f"the game opens with the roll-off {got[0]}{got[1]}, not {dice[0]}{dice[1]}",
                    where,
                )
        else:
            game.roll(dice)
    except (ValueError, NoDiceEntered) as e:
        if isinstance(e, RecordError):
            raise
        raise RecordError(Problem.ILLEGAL, str(e), where) from None


def _steps(entry: dict[str, Any], where: str) -> list[tuple[int, int, bool, int | None]]:
    """The steps of a turn entry as (from, to, hit, die or None)."""
    steps = _parse_play(entry.get("play", ""), f"{where}.play")
    used = entry.get("used")
    if used is None:
        return [(f, t, h, None) for f, t, h in steps]
    if (
        not isinstance(used, list)
        or len(used) != len(steps)
        or not all(_is_int(d) and 1 <= d <= 6 for d in used)
    ):
        raise RecordError(Problem.INVALID, "must list the die of each step, 1..6", f"{where}.used")
    return [(f, t, h, d) for (f, t, h), d in zip(steps, used, strict=True)]


def _parse_play(value: Any, where: str) -> list[tuple[int, int, bool]]:
    if not isinstance(value, str):
        raise RecordError(Problem.INVALID, f"must be text, not {_show(value)}", where)
    if len(value) > MAX_TEXT:
        raise RecordError(Problem.INVALID, "too long for one turn", where)
    if len(value.split()) > 4:
        raise RecordError(Problem.ILLEGAL, "a turn has at most four steps", where)
    try:
        return parse_steps(value)
    except NotationError as e:
        raise RecordError(Problem.INVALID, str(e), where) from None


def _play(
    game: Game, steps: list[tuple[int, int, bool, int | None]], where: str, complete: bool
) -> None:
    """Play the notated steps, each through the rules (`TurnState.play`)."""
    state = game.turn_state
    assert state is not None
    if not _walk(state, steps, 0, complete):
        text = " ".join(step_text(f, t) for f, t, *_ in steps)
        what = "turn" if complete else "start of a turn"
        d1, d2 = state.dice
        raise RecordError(
            Problem.ILLEGAL,
            f"{text or 'pass'} is not a legal {what} with {d1}{d2} "
            f"from {game.turn_start.to_text()}",
            where,
        )


def _walk(
    state: TurnState, steps: list[tuple[int, int, bool, int | None]], i: int, complete: bool
) -> bool:
    """Play steps[i:] in `state`, and whether the rules accept them to the end.

    A step's die is its distance, except when bearing off, where any die at
    least as large may have done it: when the file does not say which, try
    them from the smallest and keep the first sequence the rules accept to
    the end. (A function of its own rather than a closure: a closure that
    calls itself is a reference cycle, which kept every turn's state alive
    until Python's cycle collector came by.)"""
    if i == len(steps):
        return state.complete or not complete
    frm, to, hit, die = steps[i]
    if die is not None:
        dice: Sequence[int] = (die,)
    elif to != OFF:
        dice = (frm - to,)
    else:
        dice = sorted({d for d in state.remaining if d >= frm})
    for d in dice:
        try:
            state.play(Step(frm, to, d, hit))
        except IllegalMove:
            continue
        if _walk(state, steps, i + 1, complete):
            return True
        state.undo()
    return False


def _check_result(match: Match, game: Game, result: Any, where: str) -> None:
    if not isinstance(result, dict):
        raise RecordError(Problem.INVALID, "must be an object", where)
    winner = result.get("winner")
    if not _is_int(winner) or winner not in (0, 1):
        raise RecordError(
            Problem.INVALID, f"must be 0 or 1, not {_show(winner)}", f"{where}.winner"
        )
    resigned = result.get("resigned", False)
    if not isinstance(resigned, bool):
        raise RecordError(Problem.INVALID, "must be true or false", f"{where}.resigned")
    if resigned:
        if game.is_over:
            raise RecordError(Problem.ILLEGAL, "the game was already won, nobody resigned", where)
        # The win the resignation gave (a single game may be offered in a
        # position worth a gammon); checked against the variant's wins.
        offered = result.get("kind")
        kinds = {k.value: k for k in WinKind}
        kind = kinds.get(offered) if isinstance(offered, str) else None
        try:
            game.resign(match.side_of(1 - winner), kind)
        except IllegalMove as e:  # pragma: no cover - guarded above
            raise RecordError(Problem.ILLEGAL, str(e), where) from None
        except ValueError as e:  # a win of the other variant
            raise RecordError(Problem.ILLEGAL, str(e), f"{where}.kind") from None
    elif not game.is_over:
        raise RecordError(Problem.ILLEGAL, "the game is not over after its last turn", where)
    res = game.result
    assert res is not None
    actual = match.player_of(res.winner)
    if actual != winner:
        raise RecordError(Problem.ILLEGAL, f"player {actual} won, not {winner}", f"{where}.winner")
    if result.get("kind") != res.kind.value:
        raise RecordError(
            Problem.ILLEGAL,
            f"the win is a {res.kind.value}, not {_show(result.get('kind'))}",
            f"{where}.kind",
        )
    if result.get("points") != res.points or not _is_int(result.get("points")):
        raise RecordError(
            Problem.ILLEGAL,
            f"the win is worth {res.points}, not {_show(result.get('points'))}",
            f"{where}.points",
        )


# ----- small field checkers ---------------------------------------------------


def _is_int(v: Any) -> TypeGuard[int]:
    return type(v) is int


def _show(v: Any) -> str:
    if isinstance(v, Unreadable):
        return repr(v)
    s = json.dumps(v, ensure_ascii=True) if _jsonable_scalar(v) else type(v).__name__
    return s if len(s) <= 40 else s[:37] + "..."


def _jsonable_scalar(v: Any) -> bool:
    return v is None or isinstance(v, (bool, int, float, str))


def _int(obj: dict[str, Any], key: str, lo: int, hi: int) -> int:
    v = obj.get(key)
    if not _is_int(v) or not lo <= v <= hi:
        raise RecordError(
            Problem.INVALID, f"must be a whole number {lo}..{hi}, not {_show(v)}", key
        )
    return v


def _enum(obj: dict[str, Any], key: str, enum: type[StrEnum]) -> Any:
    v: Any = obj.get(key)  # any JSON value: the enum refuses what is not one of its own
    try:
        return enum(v)
    except ValueError:
        allowed = ", ".join(e.value for e in enum)
        raise RecordError(
            Problem.INVALID, f"must be one of {allowed}, not {_show(v)}", key
        ) from None


def _opt_str(obj: dict[str, Any], key: str, limit: int) -> str | None:
    v = obj.get(key)
    if v is None:
        return None
    # Printable: no control character, and no lone surrogate that no file could hold.
    if not isinstance(v, str) or len(v) > limit or not v.isprintable():
        raise RecordError(
            Problem.INVALID, f"must be printable text of at most {limit} characters", key
        )
    return v


def _list(obj: dict[str, Any], key: str, where: str, lo: int, hi: int) -> list[Any]:
    v = obj.get(key)
    if not isinstance(v, list):
        raise RecordError(Problem.INVALID, f"must be a list, not {_show(v)}", where)
    if not lo <= len(v) <= hi:
        raise RecordError(Problem.INVALID, f"must have {lo} to {hi} entries, not {len(v)}", where)
    return v


def _dice(v: Any, where: str) -> tuple[int, int]:
    if not isinstance(v, list) or len(v) != 2 or not all(_is_int(d) and 1 <= d <= 6 for d in v):
        raise RecordError(Problem.INVALID, f"must be two dice 1..6, not {_show(v)}", where)
    return v[0], v[1]


def _level_detail(level: Any) -> str:
    return f"must be one of {', '.join(LEVELS)} or null, not {_show(level)}"


def _players(v: Any) -> tuple[PlayerInfo, PlayerInfo]:
    if not isinstance(v, list) or len(v) != 2:
        raise RecordError(Problem.INVALID, "must be a list of two players", "players")
    out = []
    for i, p in enumerate(v):
        where = f"players[{i}]"
        if not isinstance(p, dict):
            raise RecordError(Problem.INVALID, "must be an object", where)
        # White space around a name is dropped, as everywhere a name comes in;
        # anything else that is not a name is refused, never cut to fit.
        try:
            name = normalise_name(p.get("name"))
        except BadName as e:
            raise RecordError(Problem.INVALID, str(e), f"{where}.name") from None
        computer = p.get("computer", False)
        if not isinstance(computer, bool):
            raise RecordError(Problem.INVALID, "must be true or false", f"{where}.computer")
        level = p.get("level")
        if level is not None and level not in LEVELS:
            raise RecordError(Problem.INVALID, _level_detail(level), f"{where}.level")
        out.append(PlayerInfo(name, computer, level))
    return out[0], out[1]


__all__ = [
    "FORMAT",
    "MAX_FILE_BYTES",
    "MAX_NAME",
    "SCHEMA_VERSION",
    "DiceMode",
    "LoadedMatch",
    "PlayerInfo",
    "Problem",
    "RecordError",
    "TurnCache",
    "decode",
    "encode",
    "from_dict",
    "match_to_dict",
]
