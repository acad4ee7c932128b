"""The text interface to the engine and the computer player (above both layers).

    python -m nardy_desktop.engine moves POSITION D1 D2
    python -m nardy_desktop.engine best POSITION D1 D2 [--level LEVEL]
    python -m nardy_desktop.engine rollout POSITION [D1 D2] [--trials N] [--jobs J] [--seed S]
    python -m nardy_desktop.engine analyse FILE.nardy|FILE.mat [--depth DEPTH] [--score SCORE]

POSITION `-` reads lines `POSITION D1 D2` from standard input and answers
each with its lines and one empty line, flushing after each, so another
program can drive the engine line by line (`rollout` also takes a line
`POSITION` alone: the position before its roll).

`rollout` plays the position out (`rollout.py`: the Intermediate level
playing, the luck of every roll taken off, to the bear-off tables) before
its roll, or each legal turn of the roll after one, best first, and prints
the outcome chances and equity with their standard errors.

Another program is on the other end, so nothing it sends or does may end the
batch with a traceback: each line is read as bytes, bounded and decoded on
its own, and a bad line costs only its own answer. A reader that goes away
ends the engine quietly, the way a C tool dies of SIGPIPE (status 141); other
failures to read or write are one `error: ...` line on standard error and
status 2.

`analyse` reads a saved match, or a match exported elsewhere as .mat (through
storage, as the window opens them), and
prints every decision's judgement and each player's summary per game, in the
lines docs/analysis.md describes; a file that cannot be used is one `error:
...` line and status 2. The people's decisions are kept in the practice store
of the data folder, as the window keeps those it analyses.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, BinaryIO, NoReturn, TextIO

from nardy_desktop.ai.levels import DEFAULT_LEVEL, LEVELS, Level  # pure: no numpy
from nardy_desktop.engine.moves import legal_turns
from nardy_desktop.engine.position import Position, PositionError
from nardy_desktop.engine.reasons import PositionReason

if TYPE_CHECKING:  # numpy lives in the AI layer: imported only when analysing
    from _typeshed import SupportsWrite

    from nardy_desktop.ai.analysis import GameAnalysis, MatchAnalysis, PlayerSummary
    from nardy_desktop.ai.rollout import CandidateRollout
    from nardy_desktop.storage.mat_import import MatImport
    from nardy_desktop.storage.record import LoadedMatch

PROG = "python -m nardy_desktop.engine"
_FORMS = (
    f"{PROG} moves POSITION D1 D2",
    f"{PROG} best POSITION D1 D2 [--level LEVEL]",
    f"{PROG} rollout POSITION [D1 D2] [--trials N] [--jobs J] [--seed S]",
    f"{PROG} analyse FILE.nardy|FILE.mat [--depth quick|thorough] [--score points|match]",
)
DEPTHS = ("quick", "thorough")  # the analysis depths offered here (see ai/analysis/)
SCORES = ("points", "match")
USAGE = (
    "usage: "
    + "\n       ".join(_FORMS)
    + "\nPOSITION '-' reads lines 'POSITION D1 D2' from standard input."
)
# A rollout's bounds: a million trials of a position take hours already.
MAX_TRIALS = 1_000_000
MAX_JOBS = 64
_COUNT = re.compile(r"[0-9]{1,12}")
# A request is about 130 bytes; anything much longer is refused unread, so
# that a runaway line costs neither time nor memory.
MAX_LINE = 1000
_SKIP_CHUNK = 1 << 16
# Fields are separated by ASCII blanks only: a no-break space is not a gap.
_BLANKS = re.compile(r"[ \t\r\n\f\v]+")
_DIE = re.compile(r"[1-6]")
_NUMBER = re.compile(r"-?[0-9]+")

BROKEN_PIPE_STATUS = 128 + 13  # what a shell shows for a tool killed by SIGPIPE
ERROR_STATUS = 2

Answer = Callable[[Position, tuple[int, int]], list[str]]
Respond = Callable[[list[str]], list[str]]
"""A request's fields to the lines that answer it (InputError when refused)."""


class InputError(ValueError):
    pass


class _Usage(Exception):
    """argparse wants to stop: `text` goes to standard output with `status` 0
    (help), or is an error message for standard error."""

    def __init__(self, text: str, status: int) -> None:
        super().__init__(text)
        self.text = text
        self.status = status


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser that reports instead of printing and exiting, so that
    `run` writes every message itself as one `error: ...` line."""

    def error(self, message: str) -> NoReturn:
        raise _Usage(message, ERROR_STATUS)

    def print_help(self, file: SupportsWrite[str] | None = None) -> None:
        raise _Usage(self.format_help(), 0)

    def exit(self, status: int = 0, message: str | None = None) -> NoReturn:
        raise _Usage(message or "", status)


def _parser() -> _Parser:
    top = _Parser(
        prog=PROG,
        usage="\n       ".join(_FORMS),
        description="The rules engine of Nardy Desktop, for other programs.",
        epilog=(
            "POSITION is VARIANT/P1,...,P24/BW,BB/OW,OB/SIDE (see the README); "
            "'-' reads lines 'POSITION D1 D2' from standard input and answers each "
            "with its lines and one empty line."
        ),
        allow_abbrev=False,
    )
    commands = top.add_subparsers(dest="command", metavar="COMMAND", required=True)
    moves = commands.add_parser(
        "moves",
        help="every legal turn and the position it leads to",
        usage=_FORMS[0],
        allow_abbrev=False,
    )
    best = commands.add_parser(
        "best",
        help="the computer's turn",
        usage=_FORMS[1],
        allow_abbrev=False,
    )
    for sub in (moves, best):
        sub.add_argument("position", metavar="POSITION", help="a position text, or '-'")
        sub.add_argument("dice", metavar="D", nargs="*", help="two dice, 1 to 6")
    best.add_argument(
        "--level",
        choices=LEVELS,
        default=DEFAULT_LEVEL.value,
        metavar="LEVEL",
        help=f"one of {', '.join(LEVELS)} (default {DEFAULT_LEVEL.value})",
    )
    rollout = commands.add_parser(
        "rollout",
        help="outcome chances and equity by rollouts, before a roll or of each turn after one",
        usage=_FORMS[2],
        allow_abbrev=False,
    )
    rollout.add_argument("position", metavar="POSITION", help="a position text, or '-'")
    rollout.add_argument("dice", metavar="D", nargs="*", help="none, or two dice, 1 to 6")
    for name, letter, low, high, default, text in (
        ("--trials", "N", 1, MAX_TRIALS, 324, "trials of each candidate"),
        ("--jobs", "J", 1, MAX_JOBS, 1, "processes sharing the trials"),
        ("--seed", "S", 0, 10**12, 1, "the dice's seed: the same seed, the same figures"),
    ):
        rollout.add_argument(
            name,
            type=_count(low, high),
            default=default,
            metavar=letter,
            help=f"{text}, {low} to {high} (default {default})",
        )
    analyse = commands.add_parser(
        "analyse",
        help="every decision of a saved match judged, with each player's summary",
        usage=_FORMS[3],
        allow_abbrev=False,
    )
    analyse.add_argument(
        "file",
        metavar="FILE",
        help="a match saved by Nardy Desktop (.nardy) or exported as .mat (Jellyfish's format)",
    )
    analyse.add_argument(
        "--depth",
        choices=DEPTHS,
        default=DEPTHS[0],
        metavar="DEPTH",
        help="quick (the Expert's lookahead) or thorough (the Champion's search); default quick",
    )
    analyse.add_argument(
        "--score",
        choices=SCORES,
        default=SCORES[0],
        metavar="SCORE",
        help="points (expected points per game, the default) or match (the chance to win the "
        "match at each game's score, rescaled to points)",
    )
    return top


def _count(low: int, high: int) -> Callable[[str], int]:
    """An option's whole number in ASCII digits, from `low` to `high`."""

    def read(text: str) -> int:
        if _COUNT.fullmatch(text) is None or not low <= int(text) <= high:
            shown = text if text.isprintable() and text.isascii() else repr(text)
            raise argparse.ArgumentTypeError(f"expected a number from {low} to {high}, got {shown}")
        return int(text)

    return read


def _position(text: str) -> Position:
    try:
        return Position.from_text(text)
    except PositionError as e:
        # A finished game is a position, but not one to play from: said as such.
        if e.reason is PositionReason.GAME_WON:
            raise InputError(str(e)) from None
        raise InputError(f"bad position: {e}") from None


def parse_request(words: list[str]) -> tuple[Position, tuple[int, int]]:
    if len(words) != 3:
        raise InputError(f"expected POSITION D1 D2, got {len(words)} field(s)")
    pos = _position(words[0])
    dice = []
    for w in words[1:]:
        if _DIE.fullmatch(w) is None:
            shown = w if _NUMBER.fullmatch(w) else repr(w)
            raise InputError(f"bad die {shown}: expected a number from 1 to 6")
        dice.append(int(w))
    return pos, (dice[0], dice[1])


def parse_rollout_request(words: list[str]) -> tuple[Position, tuple[int, int] | None]:
    """`POSITION` (before its roll) or `POSITION D1 D2`."""
    if len(words) == 1:
        return _position(words[0]), None
    if len(words) != 3:
        raise InputError(f"expected POSITION or POSITION D1 D2, got {len(words)} field(s)")
    return parse_request(words)


def answer_moves(pos: Position, dice: tuple[int, int]) -> list[str]:
    return [f"{t.text}\t{t.result.to_text()}" for t in legal_turns(pos, dice)]


def make_best(level: str) -> Answer:
    from nardy_desktop.ai.players import player_for_level  # numpy lives in the AI layer

    player = player_for_level(Level(level))

    def answer(pos: Position, dice: tuple[int, int]) -> list[str]:
        turn = player.choose(pos, dice)
        return [f"{turn.text}\t{turn.result.to_text()}"]

    return answer


_OUTCOMES = {
    "long": ("win", "win mars", "lose mars"),
    "backgammon": ("win", "win gammon", "win backgammon", "lose gammon", "lose backgammon"),
}


def _figure(name: str, mean: float, se: float, sign: bool = False) -> str:
    value = f"{mean:+.4f}" if sign else f"{mean:.4f}"
    spread = "n/a" if se != se else f"{se:.4f}"  # NaN: one trial has no spread
    return f"{name} {value} se {spread}"


def rollout_line(first: str, second: str, c: CandidateRollout, trials: int) -> str:
    """One candidate's figures (see the README): equity and winning chance
    luck-adjusted, the larger wins and losses as played, each with its
    standard error."""
    names = _OUTCOMES[c.start.variant.value]
    fields = [
        first,
        second,
        _figure("equity", c.adjusted_points.mean, c.adjusted_points.se, sign=True),
        _figure("win", c.adjusted_win.mean, c.adjusted_win.se),
    ]
    fields += [_figure(n, e.mean, e.se) for n, e in zip(names[1:], c.chances[1:], strict=True)]
    return "\t".join([*fields, f"trials {trials}"])


def make_rollout(trials: int, jobs: int, seed: int) -> Callable[[list[str]], list[str]]:
    from nardy_desktop.ai.rollout import (  # numpy lives in the AI layer
        RolloutSettings,
        rollout_position,
        rollout_turns,
    )

    settings = RolloutSettings(trials=trials, jobs=jobs, seed=seed)

    def respond(words: list[str]) -> list[str]:
        pos, dice = parse_rollout_request(words)
        if dice is None:
            (c,) = rollout_position(pos, settings).candidates
            return [rollout_line("position", pos.to_text(), c, trials)]
        r = rollout_turns(pos, legal_turns(pos, dice), settings)
        ranked = [r.candidates[i] for i in r.order()]
        return [
            rollout_line(c.turn.text if c.turn is not None else "", c.start.to_text(), c, trials)
            for c in ranked
        ]

    return respond


# What is wrong with a file, by storage's problem codes (record.Problem).
_FILE_PROBLEMS = {
    "empty": "the file is empty",
    "too_large": "too large to be a saved match",
    "not_json": "damaged, or not a saved match",
    "not_a_match": "not a Nardy Desktop match",
    "newer_version": "saved by a newer version of Nardy Desktop",
    "old_version": "in a format this version cannot read",
    "invalid": "a value that does not make sense",
    "illegal": "the match it records breaks the rules",
}
_VARIANT_NAMES = {"long": "long nardy", "backgammon": "backgammon"}
_SCORE_NAMES = {"points": "expected points per game", "match": "match-winning chance"}


def _shown(text: str) -> str:
    """A file name for a one-line message: quoted when it holds a line break
    or another control character."""
    return text if text.isprintable() else repr(text)


def _signed(x: float) -> str:
    text = f"{x:+.2f}"
    return "+0.00" if text == "-0.00" else text


def _points(n: int) -> str:
    return f"{n} point" if n == 1 else f"{n} points"


def summary_line(s: PlayerSummary) -> str:
    """A player's summary of one game, in the exact form the README gives."""
    rate = s.error_rate or 0.0
    return (
        f"summary {s.player} {s.name}: decisions {s.decisions}, error {rate:.1f} mpt/decision, "
        f"rating {s.rating_name}, luck {_signed(s.luck)}"
    )


def _match_line(s: PlayerSummary) -> str:
    rate = s.error_rate or 0.0
    points = "n/a" if s.points is None else f"{s.points:+d}"
    adjusted = "n/a" if s.luck_adjusted is None else _signed(s.luck_adjusted)
    return (
        f"match {s.player} {s.name}: decisions {s.decisions}, error {rate:.1f} mpt/decision, "
        f"rating {s.rating_name}, luck {_signed(s.luck)}, points {points}, "
        f"luck-adjusted {adjusted}"
    )


def _game_line(g: GameAnalysis) -> str:
    w = g.white_player
    forced = sum(1 for r in g.rolls if not r.decision)
    if g.outcome is None:
        result = "not finished"
    else:
        o = g.outcome
        result = f"{g.names[o.winner]} won {_points(o.points)} ({o.kind.value})"
        if o.resigned:
            result = f"{g.names[1 - o.winner]} resigned, {result}"
    return (
        f"game {g.number}: White player {w} {g.names[w]}, Black player {1 - w} {g.names[1 - w]}; "
        f"{len(g.rolls)} turns, {len(g.decisions)} decisions, {forced} forced; {result}"
    )


def analysis_lines(a: MatchAnalysis) -> list[str]:
    """The text `analyse` prints for a match analysed (see docs/analysis.md)."""
    totals = [0, 0]
    for g in a.games:
        if g.outcome is not None:
            totals[g.outcome.winner] += g.outcome.points
    lines = [
        f"match: {_VARIANT_NAMES[a.variant.value]} to {_points(a.length)}, "
        f"{a.names[0]} {totals[0]} - {totals[1]} {a.names[1]}; "
        f"depth {a.depth.value}, {_SCORE_NAMES[a.score.value]}"
    ]
    for g in a.games:
        lines.append(_game_line(g))
        for d in g.decisions:
            lines.append(
                f"turn {d.turn}\tplayer {d.player} {g.names[d.player]}\t"
                f"dice {d.dice[0]}-{d.dice[1]}\tplayed {d.played}\tbest {d.best}\t"
                f"lost {d.equity_lost:.3f}\t{d.mark.value}"
            )
        lines.extend(summary_line(s) for s in g.summaries)
    lines.extend(_match_line(s) for s in a.summaries)
    return lines


def _mat_notes(imported: MatImport) -> list[str]:
    """What a .mat file says that the analysis does not follow, as the window's
    Open says it."""
    notes = []
    if imported.cube_used:
        notes.append("the cube's actions are left out: this program plays without the cube")
    if imported.length_differs:
        notes.append(
            f"read as a match to {imported.match.length} points "
            f"(the file says {imported.file_length or 'a money session'})"
        )
    if imported.games_left_out:
        notes.append(f"{imported.games_left_out} game(s) after the match was over left out")
    return notes


def _analyse(path: str, depth: str, score: str, stdout: TextIO, stderr: TextIO | None) -> int:
    """`analyse`: load through storage as the window does (a saved match, or a
    .mat file as Game > Open reads one), then judge every decision."""
    from nardy_desktop.storage.files import StorageError, load_match
    from nardy_desktop.storage.mat_import import MatError, load_mat
    from nardy_desktop.storage.record import RecordError

    shown = _shown(path)
    try:
        if path.lower().endswith(".mat"):
            imported = load_mat(path)
            loaded = imported.loaded
            for note in _mat_notes(imported):
                _say(stderr, f"note: {shown}: {note}\n")
        else:
            loaded = load_match(path)
    except MatError as e:
        _say(stderr, f"error: {shown}: not a match this program can read: {_shown(str(e))}\n")
        return ERROR_STATUS
    except RecordError as e:
        what = _FILE_PROBLEMS.get(e.problem.value, "cannot be used")
        _say(stderr, f"error: {shown}: {what}: {' '.join(str(e).split())}\n")
        return ERROR_STATUS
    except OSError as e:
        detail = e.detail if isinstance(e, StorageError) and e.detail else e.strerror or str(e)
        _say(stderr, f"error: cannot read {shown}: {detail}\n")
        return ERROR_STATUS
    except ValueError as e:
        _say(stderr, f"error: {shown}: cannot be used: {' '.join(str(e).split())}\n")
        return ERROR_STATUS
    try:
        from nardy_desktop.ai.analysis import analyse_match

        result = analyse_match(loaded.match, depth, score=score, progress=_progress(stderr))
    except (ImportError, OSError) as e:
        _say(stderr, f"error: the analysis is not available: {e}\n")
        return ERROR_STATUS
    _write(stdout, "".join(line + "\n" for line in analysis_lines(result)))
    _keep_for_practice(loaded, result, stderr)
    return 0


def _keep_for_practice(loaded: LoadedMatch, result: MatchAnalysis, stderr: TextIO | None) -> None:
    """The people's decisions go to the practice store of the data folder, as
    the window's analyses do; a store that cannot be used is one note."""
    from datetime import datetime

    from nardy_desktop.storage.practice import StoreProblem, keep_analysis

    try:
        played = datetime.fromisoformat(loaded.saved) if loaded.saved else None
    except ValueError:
        played = None
    kept = keep_analysis(loaded.match, loaded.players, result, played)
    if kept.problem is None:
        return
    opened = kept.opened
    where = opened.path if opened is not None else "the data folder"
    if kept.problem is StoreProblem.DAMAGED and opened is not None:
        note = f"{where} was damaged and is kept as {opened.kept}; a new one was started"
    elif kept.problem is StoreProblem.NEWER_VERSION:
        note = f"{where} is of a newer version; this analysis was not kept for practice"
    else:
        detail = kept.failed or (opened.detail if opened is not None else "")
        note = f"this analysis was not kept for practice in {where}: {detail}"
    _say(stderr, f"note: {note}\n")


def _progress(stderr: TextIO | None) -> Callable[[int, int], None] | None:
    """Decisions done, shown on a terminal's standard error (never in a pipe
    or a file, where only the result belongs)."""
    try:
        if stderr is None or not stderr.isatty():
            return None
    except (OSError, ValueError):
        return None

    def show(done: int, total: int) -> None:
        end = "\r\033[K" if done == total else ""
        _say(stderr, f"\ranalysing: {done}/{total} decisions{end}")

    return show


def read_requests(stdin: BinaryIO) -> Iterator[list[str] | InputError]:
    """Each non-blank line of `stdin` as its fields, or the reason it is refused.

    A line over MAX_LINE bytes is skipped in bounded chunks, never held whole.
    """
    while line := stdin.readline(MAX_LINE + 2):
        if not line.endswith(b"\n") and len(line) > MAX_LINE:
            while (rest := stdin.readline(_SKIP_CHUNK)) and not rest.endswith(b"\n"):
                pass
            yield InputError(f"line too long: over {MAX_LINE} bytes")
            continue
        body = line.rstrip(b"\r\n")
        if len(body) > MAX_LINE:
            yield InputError(f"line too long: over {MAX_LINE} bytes")
            continue
        try:
            text = body.decode("utf-8")
        except UnicodeDecodeError as e:
            yield InputError(
                f"not UTF-8 text: byte 0x{body[e.start]:02x} at byte {e.start + 1} of the line"
            )
            continue
        words = [w for w in _BLANKS.split(text) if w]
        if words:
            yield words


class _OutputFailed(Exception):
    def __init__(self, error: OSError) -> None:
        super().__init__(str(error))
        self.error = error


def _write(stdout: TextIO, text: str) -> None:
    try:
        stdout.write(text)
        stdout.flush()
    except OSError as e:
        raise _OutputFailed(e) from None


def _say(stderr: TextIO | None, text: str) -> None:
    """A message for the person; with no usable standard error, the status says it."""
    if stderr is None:
        return
    try:
        stderr.write(text)
        stderr.flush()
    except (OSError, ValueError):
        pass


def _detach(stream: TextIO) -> None:
    """Point a failed output at /dev/null, so that the interpreter's last flush
    of what is still buffered neither fails again nor prints a traceback."""
    try:
        fd = stream.fileno()
    except (OSError, ValueError, AttributeError):
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, fd)
    finally:
        os.close(null)


def run(
    argv: list[str], stdin: BinaryIO | None, stdout: TextIO | None, stderr: TextIO | None
) -> int:
    """The exit status of one command line; `stdin` is binary (None when closed)."""
    if not argv:
        _say(
            stderr,
            "error: expected a command, 'moves', 'best', 'rollout' or 'analyse'\n" + USAGE + "\n",
        )
        return ERROR_STATUS
    if stdout is None:
        _say(stderr, "error: standard output is closed\n")
        return ERROR_STATUS
    try:
        args = _parser().parse_args(argv)
    except _Usage as u:
        if u.status == 0:
            try:
                _write(stdout, u.text)
            except _OutputFailed as e:
                return _output_failed(e.error, stdout, stderr)
            return 0
        message = " ".join(u.text.split())
        if message:
            _say(stderr, f"error: {message}\n")
        return u.status

    if args.command == "analyse":
        try:
            return _analyse(args.file, args.depth, args.score, stdout, stderr)
        except _OutputFailed as e:
            return _output_failed(e.error, stdout, stderr)
    if args.position == "-" and args.dice:
        _say(stderr, "error: with '-' the requests come from standard input only\n")
        return ERROR_STATUS
    try:
        respond = _responder(args)
    except (ImportError, OSError) as e:
        _say(stderr, f"error: the computer player is not available: {e}\n")
        return ERROR_STATUS
    try:
        if args.position == "-":
            return _batch(respond, stdin, stdout, stderr)
        try:
            lines = respond([args.position, *args.dice])
        except InputError as e:
            _say(stderr, f"error: {e}\n")
            return ERROR_STATUS
        _write(stdout, "".join(s + "\n" for s in lines))
        return 0
    except _OutputFailed as e:
        return _output_failed(e.error, stdout, stderr)


def _answering(answer: Answer) -> Respond:
    return lambda words: answer(*parse_request(words))


def _responder(args: argparse.Namespace) -> Respond:
    if args.command == "moves":
        return _answering(answer_moves)
    if args.command == "best":
        return _answering(make_best(args.level))
    return make_rollout(args.trials, args.jobs, args.seed)


def _batch(respond: Respond, stdin: BinaryIO | None, stdout: TextIO, stderr: TextIO | None) -> int:
    if stdin is None:
        _say(stderr, "error: standard input is closed\n")
        return ERROR_STATUS
    requests = read_requests(stdin)
    while True:
        try:
            request = next(requests, None)
        except OSError as e:
            _say(stderr, f"error: cannot read standard input: {e.strerror or e}\n")
            return ERROR_STATUS
        if request is None:
            return 0
        try:
            if isinstance(request, InputError):
                raise request
            lines = respond(request)
        except InputError as e:
            lines = [f"error: {e}"]
        _write(stdout, "".join(s + "\n" for s in lines) + "\n")


def _output_failed(error: OSError, stdout: TextIO, stderr: TextIO | None) -> int:
    _detach(stdout)
    if isinstance(error, BrokenPipeError):
        return BROKEN_PIPE_STATUS  # the reader has all it wanted: nothing to say
    _say(stderr, f"error: cannot write to standard output: {error.strerror or error}\n")
    return ERROR_STATUS


def main() -> None:
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            # Messages quote the input; never fail on a character the terminal lacks.
            reconfigure(errors="backslashreplace")
    stdin = sys.stdin.buffer if sys.stdin is not None else None
    try:
        status = run(sys.argv[1:], stdin, sys.stdout, sys.stderr)
    except KeyboardInterrupt:
        status = 128 + 2  # as a shell reports SIGINT, without the traceback
    sys.exit(status)
