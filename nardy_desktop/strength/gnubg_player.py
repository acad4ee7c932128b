"""GNU Backgammon as an opponent in the strength benchmark (`gnubg0`,
`gnubg1`, `gnubg2`: its chequer play at that many plies, no cube).

It answers the same question as our levels, with the same dice, so a
benchmark such as "Expert against pubeval" can be set beside "GNU Backgammon
against pubeval": how far a strong player gets against that opponent is the
measure of what a target asks. GNU Backgammon only plays here; nothing it
says is used in training, and neither the program nor its tests need it.

One GNU Backgammon runs per process, started at the first move asked of it,
with a small script inside (SERVER_SCRIPT) that reads a position and dice
per line and writes the position after its best move.
"""

from __future__ import annotations

import atexit
import contextlib
import subprocess
import tempfile
import threading
from pathlib import Path

from nardy_desktop.ai.baselines import backgammon_turns
from nardy_desktop.engine import Position, Side, Turn, Variant

PLIES = (0, 1, 2)
NAMES = tuple(f"gnubg{p}" for p in PLIES)

# Runs inside GNU Backgammon (`gnubg -t -q -p FILE`, its own Python). Each
# request: 50 numbers (GNU Backgammon's board: the opponent's 25 counts, then
# the mover's, each from its own side, the bar last), the two dice, the plies
# and the match length (1: only winning counts; 0: money, gammons count).
# Each answer: "BEST" and the board after the move, in the same form. A
# request "EVAL", a board, the plies and the match length is answered by
# "CHANCES" and GNU Backgammon's six outputs for the side on roll (P(win),
# P(win gammon+), P(win backgammon), P(lose gammon+), P(lose backgammon),
# equity).
SERVER_SCRIPT = r"""
import sys
import gnubg

for c in ("set cube use off", "set jacoby off", "set automatic game off",
          "set automatic roll off", "set display off", "new session"):
    gnubg.command(c)
sys.stdout.write("READY\n")
sys.stdout.flush()
for line in sys.stdin:
    words = line.split()
    if words[:1] == ["EVAL"]:
        n = [int(x) for x in words[1:]]
        cube = gnubg.cubeinfo(1, -1, 1, n[51], (0, 0), 0, 0)
        context = gnubg.evalcontext(0, n[50], 1, 1, 0.0)
        chances = gnubg.evaluate((tuple(n[:25]), tuple(n[25:50])), cube, context)
        sys.stdout.write("CHANCES " + " ".join("%.6f" % x for x in chances) + "\n")
        sys.stdout.flush()
        continue
    n = [int(x) for x in words]
    if len(n) != 54:
        break
    opp, own = list(n[:25]), list(n[25:50])
    d1, d2, plies, matchto = n[50:]
    gnubg.command("set dice %d %d" % (d1, d2))
    cube = gnubg.cubeinfo(1, -1, 1, matchto, (0, 0), 0, 0)
    context = gnubg.evalcontext(0, plies, 1, 1, 0.0)
    move = gnubg.findbestmove((tuple(opp), tuple(own)), cube, context)
    for i in range(0, len(move), 2):
        a, b = move[i], move[i + 1]
        if a == 0 and b == 0:
            continue
        own[a - 1] -= 1
        if b > 0:
            own[b - 1] += 1
            if opp[24 - b] == 1:
                opp[24 - b] = 0
                opp[24] += 1
    sys.stdout.write("BEST " + " ".join(str(x) for x in opp + own) + "\n")
    sys.stdout.flush()
"""


class GnubgError(RuntimeError):
    """GNU Backgammon is missing, stopped, or answered with no legal turn."""


def gnubg_board(position: Position, mover: Side) -> tuple[int, ...]:
    """`position` as GNU Backgammon holds it for `mover` on roll: the
    opponent's 25 counts, then the mover's, each numbered from its own side
    (index 0 its 1-point, 24 its bar)."""
    b = position.mover_view(mover)
    own = [max(v, 0) for v in b[1:25]] + [b[25]]
    opp = [max(-v, 0) for v in reversed(b[1:25])] + [position.bar[mover.opponent]]
    return (*opp, *own)


_servers: dict[str, subprocess.Popen[str]] = {}
_lock = threading.Lock()


def _server(program: str) -> subprocess.Popen[str]:
    """This process's GNU Backgammon, started with the server script."""
    proc = _servers.get(program)
    if proc is not None and proc.poll() is None:
        return proc
    with tempfile.TemporaryDirectory(prefix="gnubg-player-") as folder:
        script = Path(folder) / "server.py"
        script.write_text(SERVER_SCRIPT, encoding="utf-8")
        try:
            proc = subprocess.Popen(
                [program, "-t", "-q", "-p", str(script)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
                bufsize=1,
            )
        except OSError as e:
            raise GnubgError(f"cannot run {program}: {e}") from e
        try:
            _read_until(proc, "READY")  # it has read the script: the folder can go
        except GnubgError:
            _stop(proc)
            raise
    _servers[program] = proc
    return proc


def _stop(proc: subprocess.Popen[str]) -> None:
    """End one GNU Backgammon: the end of its input ends the script."""
    assert proc.stdin is not None and proc.stdout is not None
    with contextlib.suppress(OSError):
        proc.stdin.close()
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    proc.stdout.close()


@atexit.register
def stop_servers() -> None:
    """End this process's GNU Backgammons (at exit, or when a test is done)."""
    with _lock:
        while _servers:
            _stop(_servers.popitem()[1])


def _read_until(proc: subprocess.Popen[str], word: str) -> str:
    """The first line GNU Backgammon writes that starts with `word` (it
    prints its banner and messages on the same stream)."""
    assert proc.stdout is not None
    for line in proc.stdout:
        if line.startswith(word):
            return line
    raise GnubgError(f"GNU Backgammon stopped (exit {proc.wait()}) before answering")


class GnubgPlayer:
    """GNU Backgammon's best chequer play at `plies`, cubeless: for money
    (gammons count) unless the game is a match at one point away for both
    (`away` (1, 1), as the benchmark's `--play-for wins`), where only winning
    counts."""

    def __init__(self, plies: int, program: str) -> None:
        if plies not in PLIES:
            raise ValueError(f"GNU Backgammon plays at 0, 1 or 2 plies, not {plies}")
        self.plies = plies
        self.program = program

    def __repr__(self) -> str:
        return f"GnubgPlayer({self.plies})"

    def choose(
        self,
        position: Position,
        dice: tuple[int, int],
        cancel: threading.Event | None = None,
        away: tuple[int, int] | None = None,
    ) -> Turn:
        turns = backgammon_turns(position, dice, cancel, "GNU Backgammon")
        if len(turns) == 1:
            return turns[0]
        mover = position.side
        request = (*gnubg_board(position, mover), dice[0], dice[1], self.plies, _matchto(away))
        answer = tuple(int(x) for x in self._ask(" ".join(map(str, request)), "BEST "))
        for turn in turns:
            if gnubg_board(turn.result, mover) == answer:
                return turn
        raise GnubgError(
            f"GNU Backgammon's move with {dice} from {position.to_text()} "
            "is none of the legal turns"
        )

    def win_chance(self, position: Position, away: tuple[int, int] | None = None) -> float:
        """GNU Backgammon's chance, at its plies, that the side to move in
        `position` wins (1 or 0 for a finished game)."""
        _check_backgammon(position)
        if position.winner is not None:
            return float(position.winner is position.side)
        return self._chances(position, _matchto(away))[0]

    def equity(self, position: Position) -> float:
        """GNU Backgammon's cubeless equity for money (gammons count), at its
        plies, of the side to move in `position`, a game not yet over."""
        _check_backgammon(position)
        if position.winner is not None:
            raise ValueError("the game is over: it has points, not an equity")
        return self._chances(position, _matchto(None))[5]

    def _chances(self, position: Position, matchto: int) -> list[float]:
        """GNU Backgammon's six outputs for the side to move (see
        SERVER_SCRIPT) in a game going on."""
        board = gnubg_board(position, position.side)
        request = " ".join(map(str, ("EVAL", *board, self.plies, matchto)))
        return [float(x) for x in self._ask(request, "CHANCES ")]

    def _ask(self, request: str, word: str) -> list[str]:
        """The numbers of GNU Backgammon's answer to one request line."""
        with _lock:
            proc = _server(self.program)
            assert proc.stdin is not None
            try:
                proc.stdin.write(request + "\n")
                proc.stdin.flush()
            except OSError as e:
                raise GnubgError(f"GNU Backgammon stopped: {e}") from e
            return _read_until(proc, word).split()[1:]


def _check_backgammon(position: Position) -> None:
    if position.variant is not Variant.BACKGAMMON:
        raise ValueError("GNU Backgammon plays backgammon only")


def _matchto(away: tuple[int, int] | None) -> int:
    """GNU Backgammon's match length: 1 when only winning counts (both sides
    one point away), else 0, money play, where gammons count."""
    return 1 if away == (1, 1) else 0


__all__ = ["NAMES", "PLIES", "GnubgError", "GnubgPlayer", "gnubg_board"]
