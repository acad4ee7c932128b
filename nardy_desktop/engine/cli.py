"""The engine's text interface.

    python -m nardy_desktop.engine moves POSITION D1 D2
    python -m nardy_desktop.engine best POSITION D1 D2 [--level LEVEL]

POSITION `-` reads lines `POSITION D1 D2` from standard input and answers
each with its lines and one empty line, flushing after each, so another
program can drive the engine line by line.

Another program is on the other end, so nothing it sends or does may end the
batch with a traceback: each line is read as bytes, bounded and decoded on
its own, and a bad line costs only its own answer. A reader that goes away
ends the engine quietly, the way a C tool dies of SIGPIPE (status 141); other
failures to read or write are one `error: ...` line on standard error and
status 2.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from collections.abc import Callable, Iterator
from typing import IO, BinaryIO, NoReturn, TextIO

from nardy_desktop.ai.levels import DEFAULT_LEVEL, LEVELS, Level  # pure: no numpy

from .moves import legal_turns
from .position import CHECKERS, Position, PositionError

PROG = "python -m nardy_desktop.engine"
_FORMS = (f"{PROG} moves POSITION D1 D2", f"{PROG} best POSITION D1 D2 [--level LEVEL]")
USAGE = (
    "usage: "
    + "\n       ".join(_FORMS)
    + "\nPOSITION '-' reads lines 'POSITION D1 D2' from standard input."
)
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

    def print_help(self, file: IO[str] | None = None) -> None:
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
    return top


def parse_request(words: list[str]) -> tuple[Position, tuple[int, int]]:
    if len(words) != 3:
        raise InputError(f"expected POSITION D1 D2, got {len(words)} field(s)")
    try:
        pos = Position.from_text(words[0])
    except PositionError as e:
        raise InputError(f"bad position: {e}") from None
    if pos.winner is not None:
        raise InputError(
            f"the game is over: {pos.winner.name.title()} has borne off all {CHECKERS}"
        )
    dice = []
    for w in words[1:]:
        if _DIE.fullmatch(w) is None:
            shown = w if _NUMBER.fullmatch(w) else repr(w)
            raise InputError(f"bad die {shown}: expected a number from 1 to 6")
        dice.append(int(w))
    return pos, (dice[0], dice[1])


def answer_moves(pos: Position, dice: tuple[int, int]) -> list[str]:
    return [f"{t.text}\t{t.result.to_text()}" for t in legal_turns(pos, dice)]


def make_best(level: str) -> Answer:
    from nardy_desktop.ai.players import player_for_level  # numpy lives in the AI layer

    player = player_for_level(Level(level))

    def answer(pos: Position, dice: tuple[int, int]) -> list[str]:
        turn = player.choose(pos, dice)
        return [f"{turn.text}\t{turn.result.to_text()}"]

    return answer


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
        _say(stderr, "error: expected a command, 'moves' or 'best'\n" + USAGE + "\n")
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

    if args.position == "-" and args.dice:
        _say(stderr, "error: with '-' the requests come from standard input only\n")
        return ERROR_STATUS
    answer: Answer
    if args.command == "moves":
        answer = answer_moves
    else:
        try:
            answer = make_best(args.level)
        except (ImportError, OSError) as e:
            _say(stderr, f"error: the computer player is not available: {e}\n")
            return ERROR_STATUS
    try:
        if args.position == "-":
            return _batch(answer, stdin, stdout, stderr)
        try:
            pos, dice = parse_request([args.position, *args.dice])
        except InputError as e:
            _say(stderr, f"error: {e}\n")
            return ERROR_STATUS
        _write(stdout, "".join(s + "\n" for s in answer(pos, dice)))
        return 0
    except _OutputFailed as e:
        return _output_failed(e.error, stdout, stderr)


def _batch(answer: Answer, stdin: BinaryIO | None, stdout: TextIO, stderr: TextIO | None) -> int:
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
            lines = answer(*parse_request(request))
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
