"""The engine's text interface.

    python -m nardy_desktop.engine moves POSITION D1 D2
    python -m nardy_desktop.engine best POSITION D1 D2 [--level LEVEL]

POSITION `-` reads lines `POSITION D1 D2` from standard input and answers
each with its lines and one empty line, flushing after each, so another
program can drive the engine line by line.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TextIO

from .moves import legal_turns
from .position import Position, PositionError

USAGE = (
    "usage: python -m nardy_desktop.engine moves POSITION D1 D2\n"
    "       python -m nardy_desktop.engine best POSITION D1 D2 [--level LEVEL]\n"
    "POSITION '-' reads lines 'POSITION D1 D2' from standard input."
)
LEVELS = ("beginner", "intermediate", "expert", "champion")


class InputError(ValueError):
    pass


def parse_request(words: list[str]) -> tuple[Position, tuple[int, int]]:
    if len(words) != 3:
        raise InputError(f"expected POSITION D1 D2, got {len(words)} field(s)")
    try:
        pos = Position.from_text(words[0])
    except PositionError as e:
        raise InputError(f"bad position: {e}") from None
    dice = []
    for w in words[1:]:
        try:
            d = int(w)
        except ValueError:
            raise InputError(f"bad die {w!r}: expected a number from 1 to 6") from None
        if not 1 <= d <= 6:
            raise InputError(f"bad die {d}: expected a number from 1 to 6")
        dice.append(d)
    return pos, (dice[0], dice[1])


def answer_moves(pos: Position, dice: tuple[int, int]) -> list[str]:
    return [f"{t.text}\t{t.result.to_text()}" for t in legal_turns(pos, dice)]


def make_best(level: str) -> Callable[[Position, tuple[int, int]], list[str]]:
    from nardy_desktop.ai.players import player_for_level  # numpy lives in the AI layer

    player = player_for_level(level)

    def answer(pos: Position, dice: tuple[int, int]) -> list[str]:
        turn = player.choose(pos, dice)
        return [f"{turn.text}\t{turn.result.to_text()}"]

    return answer


def run(argv: list[str], stdin: TextIO, stdout: TextIO, stderr: TextIO) -> int:
    args = list(argv)
    level = "expert"
    if "--level" in args:
        i = args.index("--level")
        if i + 1 >= len(args):
            stderr.write("error: --level needs one of " + ", ".join(LEVELS) + "\n")
            return 2
        level = args[i + 1]
        del args[i : i + 2]
        if level not in LEVELS:
            stderr.write(f"error: unknown level {level!r}: expected one of {', '.join(LEVELS)}\n")
            return 2
    if not args or args[0] in ("-h", "--help"):
        (stdout if args else stderr).write(USAGE + "\n")
        return 0 if args else 2
    command, rest = args[0], args[1:]
    if command == "moves":
        answer = answer_moves
    elif command == "best":
        try:
            answer = make_best(level)
        except (ImportError, OSError) as e:
            stderr.write(f"error: the computer player is not available: {e}\n")
            return 2
    else:
        stderr.write(f"error: unknown command {command!r}: expected 'moves' or 'best'\n")
        return 2

    if rest[:1] == ["-"]:
        if len(rest) != 1:
            stderr.write("error: with '-' the requests come from standard input only\n")
            return 2
        for line in stdin:
            words = line.split()
            if not words:
                continue
            try:
                pos, dice = parse_request(words)
                lines = answer(pos, dice)
            except InputError as e:
                lines = [f"error: {e}"]
            stdout.write("".join(s + "\n" for s in lines) + "\n")
            stdout.flush()
        return 0
    try:
        pos, dice = parse_request(rest)
    except InputError as e:
        stderr.write(f"error: {e}\n")
        return 2
    for s in answer(pos, dice):
        stdout.write(s + "\n")
    return 0


def main() -> None:
    sys.exit(run(sys.argv[1:], sys.stdin, sys.stdout, sys.stderr))
