"""Judging the computer's backgammon levels with GNU Backgammon: the games,
the .mat session handed over, the script GNU Backgammon runs, and the reading
of its answer, behind benchmarks/gnubg_judge.py (whose text says how a run
goes). GNU Backgammon is only the judge: nothing it says is used in training.
"""

from __future__ import annotations

import json
import math
import multiprocessing
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from nardy_desktop.ai.levels import (
    Change,
    Level,
    changed_settings,
    parse_level,
)
from nardy_desktop.ai.processes import run_tasks
from nardy_desktop.engine import Game, Match, SeededDice, Side, Variant
from nardy_desktop.storage.mat import match_text

Z95 = 1.959963984540054
# GNU Backgammon's names for gnubg.errorrating's 0..7, as its statistics print them.
RATINGS = (
    "Awful!",
    "Beginner",
    "Casual player",
    "Intermediate",
    "Advanced",
    "Expert",
    "World class",
    "Supernatural",
)
GNUBG_PLACES = ("/usr/games/gnubg", "/usr/bin/gnubg", "/usr/local/bin/gnubg")


class JudgeError(RuntimeError):
    """GNU Backgammon is missing, failed, or read something other than the games."""


# ----------------------------------------------------------------------------
# The games
# ----------------------------------------------------------------------------


def game_seed(seed: int, index: int) -> int:
    """The dice of game `index`: the same for every level of one run."""
    return seed * 1_000_003 + index


def play_game(
    level: str,
    seed: int,
    index: int,
    champion_budget: float | None = None,
    changes: tuple[Change, ...] = (),
    network: str | None = None,
) -> Game:
    """Game `index` of a level against itself, scored for points (no match
    score), each side with its own player seed (only Beginner draws on it).

    `champion_budget`: the seconds Champion may think before it falls back to
    its one-roll look (None: the game's own safety budget, which a typical
    position never reaches: its limit of work, not the clock, cuts its look,
    so its games are the same on a busy machine). A tight budget makes
    Champion's games depend on the machine's speed and load. `changes`: other settings of the
    levels to play with (see levels.parse_change). `network`: a backgammon
    weights file (a training checkpoint) to play with instead of the shipped
    one, so that a network is judged before it is shipped."""
    from nardy_desktop.ai import evaluate
    from nardy_desktop.ai import players as levels
    from nardy_desktop.strength.networks import network_file

    s = game_seed(seed, index)
    players = {
        Side.WHITE: levels.player_for_level(level, seed=2 * s),
        Side.BLACK: levels.player_for_level(level, seed=2 * s + 1),
    }
    game = Game(Variant.BACKGAMMON, SeededDice(s))
    if champion_budget is not None:
        changes += ((Level.CHAMPION, "budget", champion_budget),)
    net = None if network is None else network_file(network)
    with changed_settings(changes), evaluate.using_network(net):  # read at each choice
        while game.result is None:
            dice = game.roll()
            game.play_turn(players[game.side_to_move].choose(game.turn_start, dice))
    return game


def _play_task(
    task: tuple[str, int, int, float | None, tuple[Change, ...], str | None],
) -> Game:
    return play_game(*task)


def play_games(
    level: str,
    games: int,
    seed: int,
    jobs: int,
    champion_budget: float | None = None,
    changes: tuple[Change, ...] = (),
    network: str | None = None,
) -> Iterator[Game]:
    """The games in order, played in `jobs` processes (Champion thinks for
    about half a second a move, some fifteen seconds a game)."""
    tasks = [(level, seed, i, champion_budget, changes, network) for i in range(games)]
    if jobs <= 1:
        yield from map(_play_task, tasks)
        return
    ctx = multiprocessing.get_context("spawn" if sys.platform == "win32" else "fork")
    finished: dict[int, Game] = {}
    following = 0
    for index, game in run_tasks(ctx, _play_task, tasks, jobs):
        finished[index] = game
        while following in finished:
            yield finished.pop(following)
            following += 1


def seat_names(level: str) -> tuple[str, str]:
    return (f"{level}_1", f"{level}_2")


def session(games: Sequence[Game], names: tuple[str, str]) -> Match:
    """The games as one money session: player 0 plays White in the even
    games. A Match holds them so that the .mat export writes them as the
    program exports any match; its length is 0, the .mat header of a money
    session (a match the program plays always has a length)."""
    match = Match(Variant.BACKGAMMON, 1, names)
    for i, game in enumerate(games):
        if game.result is None:
            raise ValueError(f"game {i + 1} is not finished")
        white = i % 2
        match.games.append(game)
        match.white_players.append(white)
        match.results.append(game.result)
        match.score[white if game.result.winner is Side.WHITE else 1 - white] += game.result.points
    match.length = 0
    return match


def session_text(games: Sequence[Game], level: str) -> str:
    return match_text(session(games, seat_names(level)))


# ----------------------------------------------------------------------------
# GNU Backgammon
# ----------------------------------------------------------------------------

# Run inside GNU Backgammon (gnubg -t -q -p FILE), with its own Python: it
# analyses the session and writes what it found to a JSON file. CONFIG is
# filled in by gnubg_script().
GNUBG_SCRIPT = r'''
import ctypes
import json
import os
import sys

import gnubg

CONFIG = json.loads(__CONFIG__)
libc = ctypes.CDLL(None)


def captured(command):
    """What `command` prints: gnubg writes to the C stdout."""
    path = CONFIG["capture"]
    sys.stdout.flush()
    libc.fflush(None)
    saved = os.dup(1)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    os.dup2(fd, 1)
    os.close(fd)
    try:
        gnubg.command(command)
        sys.stdout.flush()
        libc.fflush(None)
    finally:
        os.dup2(saved, 1)
        os.close(saved)
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


for command in (
    "set jacoby off",
    "set cube use off",
    'import mat "%s"' % CONFIG["mat"],
    "set analysis cube off",
    "set analysis luck off",
    "set analysis moves on",
    "set analysis chequerplay type evaluation",
    "set analysis chequerplay evaluation cubeful off",
    "set analysis chequerplay evaluation plies %d" % CONFIG["plies"],
    "analyse match",
):
    gnubg.command(command)
text = captured("show statistics match")
m = gnubg.match(0, 0, 1) or {"games": [], "match-info": {}}
games = []
for g in m["games"]:
    stats = g.get("stats") or {}
    games.append({
        "turns": [[list(a["dice"]), [list(s) for s in a.get("move") or ()]]
                  for a in g["game"] if a.get("action") == "move"],
        "winner": g["info"].get("winner"),
        "points": g["info"].get("points-won"),
        "unforced": [stats.get(p, {}).get("moves", {}).get("unforced-moves", 0) for p in "XO"],
        "error": [stats.get(p, {}).get("moves", {}).get("error-skill", 0.0) for p in "XO"],
    })
unforced = [sum(g["unforced"][p] for g in games) for p in (0, 1)]
error = [sum(g["error"][p] for g in games) for p in (0, 1)]
both = sum(unforced)
out = {
    "match_length": m["match-info"].get("match-length"),
    "rules": m["match-info"].get("rules"),
    "statistics": text,
    "games": games,
    "seat_ratings": [gnubg.errorrating(error[p] / unforced[p]) if unforced[p] else None
                     for p in (0, 1)],
    "rating": gnubg.errorrating(sum(error) / both) if both else None,
}
with open(CONFIG["out"], "w", encoding="utf-8") as f:
    json.dump(out, f)
'''


def gnubg_script(mat: Path, plies: int, out: Path, capture: Path) -> str:
    config = {"mat": str(mat), "plies": plies, "out": str(out), "capture": str(capture)}
    return GNUBG_SCRIPT.replace("__CONFIG__", repr(json.dumps(config)))


# GNU Backgammon playing itself, to calibrate the judge: what it says of
# play it finds strong. Its own dice (seeded), no cube; it exports the session
# in the .mat form the judge reads. It resigns a game it cannot save, as it
# does against people, so its games lose a few moves at the end.
GNUBG_PLAY_SCRIPT = r"""
import json

import gnubg

CONFIG = json.loads(__CONFIG__)
commands = ["set jacoby off", "set cube use off", "set rng mersenne",
            "set seed %d" % CONFIG["seed"], "set display off", "set automatic game off"]
for p in (0, 1):
    commands += ["set player %d gnubg" % p,
                 "set player %d chequerplay evaluation plies %d" % (p, CONFIG["plies"]),
                 "set player %d chequerplay evaluation cubeful off" % p]
for command in commands + ["new session"]:
    gnubg.command(command)
for _ in range(CONFIG["games"] - 1):
    gnubg.command("new game")
gnubg.command('export match mat "%s"' % CONFIG["mat"])
"""


def find_gnubg(given: str | None = None) -> str:
    """The gnubg program: `given`, else on PATH, else where Debian puts it."""
    if given:
        found = shutil.which(given)
        if found is None:
            raise JudgeError(f"no GNU Backgammon at {given}")
        return found
    found = shutil.which("gnubg") or next((p for p in GNUBG_PLACES if os.access(p, os.X_OK)), None)
    if found is None:
        raise JudgeError("GNU Backgammon is not installed (apt-get install gnubg)")
    return found


def gnubg_version(gnubg: str) -> str:
    try:
        done = subprocess.run(
            [gnubg, "--version"], capture_output=True, text=True, timeout=60, check=False
        )
    except (OSError, subprocess.TimeoutExpired) as e:
        raise JudgeError(f"cannot run {gnubg}: {e}") from e
    first = done.stdout.strip().splitlines()
    return first[0] if first else "GNU Backgammon"


def _run_script(text: str, name: str, workdir: Path, gnubg: str, timeout: float) -> str:
    """Run `text` as NAME_gnubg.py inside GNU Backgammon; what it prints goes
    to NAME.gnubg.log in workdir. Returns the log's end, for messages."""
    script = workdir / f"{name}_gnubg.py"
    script.write_text(text, encoding="utf-8")
    log = workdir / f"{name}.gnubg.log"
    with log.open("w", encoding="utf-8") as f:
        try:
            done = subprocess.run(
                [gnubg, "-t", "-q", "-p", str(script)],
                stdin=subprocess.DEVNULL,
                stdout=f,
                stderr=subprocess.STDOUT,
                timeout=timeout,
                check=False,
                cwd=workdir,
            )
        except (OSError, subprocess.TimeoutExpired) as e:
            raise JudgeError(f"GNU Backgammon did not finish: {e}") from e
    tail = log.read_text(encoding="utf-8", errors="replace")[-2000:]
    if done.returncode != 0:
        raise JudgeError(f"GNU Backgammon failed (exit {done.returncode}):\n{tail}")
    return tail


def analyse(mat: Path, plies: int, workdir: Path, gnubg: str, timeout: float = 7200) -> dict:
    """GNU Backgammon's findings on the session in `mat` (see GNUBG_SCRIPT);
    what it prints goes to LEVEL.gnubg.log in workdir, and what it found to
    LEVEL.json and LEVEL.stats.txt."""
    workdir = workdir.resolve()
    out = workdir / (mat.stem + ".json")
    capture = workdir / (mat.stem + ".stats.txt")
    text = gnubg_script(mat.resolve(), plies, out, capture)
    tail = _run_script(text, mat.stem, workdir, gnubg, timeout)
    if not out.exists():
        raise JudgeError(f"GNU Backgammon wrote no findings:\n{tail}")
    found = json.loads(out.read_text(encoding="utf-8"))
    if not found["games"]:
        raise JudgeError(f"GNU Backgammon read no game from {mat}:\n{tail}")
    return found


def gnubg_plays(
    games: int, seed: int, plies: int, workdir: Path, gnubg: str, timeout: float = 7200
) -> Path:
    """GNU Backgammon's own games at `plies` against itself (see
    GNUBG_PLAY_SCRIPT), as a .mat session in workdir."""
    workdir = workdir.resolve()
    name = f"gnubg-{plies}ply"
    mat = workdir / f"{name}.mat"
    mat.unlink(missing_ok=True)
    config = {"games": games, "seed": seed, "plies": plies, "mat": str(mat)}
    text = GNUBG_PLAY_SCRIPT.replace("__CONFIG__", repr(json.dumps(config)))
    tail = _run_script(text, name + "-play", workdir, gnubg, timeout)
    if not mat.exists():
        raise JudgeError(f"GNU Backgammon exported no games:\n{tail}")
    return mat


# ----------------------------------------------------------------------------
# Reading GNU Backgammon's statistics
# ----------------------------------------------------------------------------

_NUMBER = r"([-+]?\d+(?:\.\d+)?)"
_PAIR = _NUMBER + r"\s+\(\s*" + _NUMBER + r"%?\s*\)"  # "%": match-winning chances
_ROWS = {
    "unforced": re.compile(r"^Unforced moves\s+(\d+)\s+(\d+)\s*$"),
    "error": re.compile(r"^Error total EMG \((?:Points|MWC)\)\s+" + _PAIR + r"\s+" + _PAIR),
    "rate": re.compile(r"^Error rate mEMG \((?:Points|MWC)\)\s+" + _PAIR + r"\s+" + _PAIR),
    "rating": re.compile(
        r"^Chequerplay rating\s+("
        + "|".join(re.escape(r) for r in RATINGS)
        + r")\s+("
        + "|".join(re.escape(r) for r in RATINGS)
        + r")\s*$"
    ),
}


@dataclass(frozen=True)
class Seat:
    """One player's chequer play as GNU Backgammon's statistics print it;
    errors are positive (it prints them negative)."""

    unforced: int
    error: float  # total, in points (EMG)
    rate: float  # mEMG: thousandths of a point per unforced move
    rating: str


def parse_statistics(text: str) -> tuple[Seat, Seat]:
    """The two seats' chequer play from the output of `show statistics
    match`. Only the chequer play section is read: the overall section
    repeats the same error with the cube's added, which is not analysed."""
    found: dict[str, tuple[str, ...]] = {}
    section = text.split("Overall statistics", 1)[0]
    for line in section.splitlines():
        for key, row in _ROWS.items():
            m = row.match(line.strip())
            if m and key not in found:
                found[key] = m.groups()
    missing = [k for k in _ROWS if k not in found]
    if missing:
        raise JudgeError(f"no {', '.join(missing)} in GNU Backgammon's statistics")
    seats = []
    for p in (0, 1):
        seats.append(
            Seat(
                unforced=int(found["unforced"][p]),
                error=-float(found["error"][2 * p]),
                rate=-float(found["rate"][2 * p]),
                rating=found["rating"][p],
            )
        )
    return seats[0], seats[1]


# ----------------------------------------------------------------------------
# A level's verdict
# ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Verdict:
    level: str
    games: int
    unforced: int
    error: float  # total over both seats, in points
    rating: str  # GNU Backgammon's name for the rate of both seats together
    half_width: float  # of the 95% interval of the rate, in mEMG
    seats: tuple[Seat, Seat]
    gammons: int  # games won by a gammon or a backgammon

    @property
    def rate(self) -> float:
        """mEMG: total error over unforced moves, in thousandths of a point."""
        return 1000 * self.error / self.unforced if self.unforced else 0.0


def ratio_half_width(errors: Sequence[float], unforced: Sequence[int]) -> float:
    """95% half-width, in mEMG, of sum(errors) / sum(unforced) over games
    drawn at random (the delta method for a ratio estimator)."""
    n = len(errors)
    total = sum(unforced)
    if n < 2 or total == 0:
        return math.nan
    r = sum(errors) / total
    mean_u = total / n
    resid = [e - r * u for e, u in zip(errors, unforced, strict=True)]
    var = sum(x * x for x in resid) / (n - 1)
    return 1000 * Z95 * math.sqrt(var / n) / mean_u


def check_reading(found: dict, games: Sequence[Game]) -> None:
    """GNU Backgammon must have read every game whole: the same rolls and
    steps (it may list a turn's steps in another order), the same winner and
    the same points. An importer that stops at a move it cannot read leaves
    the rest of the game out."""
    if found.get("match_length") != 0:
        raise JudgeError(f"GNU Backgammon read a {found.get('match_length')}-point match")
    read = found["games"]
    if len(read) != len(games):
        raise JudgeError(f"GNU Backgammon read {len(read)} of {len(games)} games")
    for i, (r, game) in enumerate(zip(read, games, strict=True)):
        if len(r["turns"]) != len(game.history):
            raise JudgeError(
                f"game {i + 1}: GNU Backgammon read {len(r['turns'])} of {len(game.history)} turns"
            )
        for n, ((dice, steps), turn) in enumerate(zip(r["turns"], game.history, strict=True)):
            if tuple(dice) != turn.dice or sorted(map(tuple, steps)) != sorted(
                (s.frm, s.to) for s in turn.steps
            ):
                raise JudgeError(f"game {i + 1}: GNU Backgammon read turn {n + 1} otherwise")
        white = i % 2
        assert game.result is not None
        winner = white if game.result.winner is Side.WHITE else 1 - white
        if (r["winner"], r["points"]) != ("XO"[winner], game.result.points):
            raise JudgeError(f"game {i + 1}: GNU Backgammon read another result")


def verdict(level: str, found: dict, games: Sequence[Game] | None) -> Verdict:
    """What GNU Backgammon found in a level's games, both seats together
    (`games` None: games it played itself, with nothing to check them against)."""
    if games is not None:
        check_reading(found, games)
    seats = parse_statistics(found["statistics"])
    read = found["games"]
    per_game_unforced = [sum(g["unforced"]) for g in read]
    per_game_error = [sum(g["error"]) for g in read]
    for p, seat in enumerate(seats):
        unforced = sum(g["unforced"][p] for g in read)
        error = sum(g["error"][p] for g in read)
        if seat.unforced != unforced or abs(seat.error - error) > 0.0006:  # printed to 0.001
            raise JudgeError("GNU Backgammon's statistics do not add up over the games")
    for p, seat in enumerate(seats):
        index = found["seat_ratings"][p]
        if index is not None and RATINGS[index] != seat.rating:
            raise JudgeError(f"GNU Backgammon calls rating {index} {seat.rating!r}")
    return Verdict(
        level=level,
        games=len(read),
        unforced=sum(per_game_unforced),
        error=sum(per_game_error),
        rating=RATINGS[found["rating"]] if found["rating"] is not None else "-",
        half_width=ratio_half_width(per_game_error, per_game_unforced),
        seats=seats,
        gammons=sum(1 for g in read if (g["points"] or 0) > 1),
    )


def judge_gnubg(
    games: int, seed: int, plies: int, judge_plies: int, workdir: Path, gnubg: str
) -> Verdict:
    """The judge's verdict on GNU Backgammon's own play at `plies`: the
    error the judge finds in play it thinks strong, the floor under any
    level's figure."""
    start = time.monotonic()
    mat = gnubg_plays(games, seed, plies, workdir, gnubg)
    print(
        f"  gnubg {plies}-ply: {games} games played, {time.monotonic() - start:.0f} s",
        file=sys.stderr,
        flush=True,
    )
    return verdict(f"gnubg {plies}-ply", analyse(mat, judge_plies, workdir, gnubg), None)


def judge_level(
    level: str,
    games: int,
    seed: int,
    jobs: int,
    plies: int,
    workdir: Path,
    gnubg: str,
    champion_budget: float | None = None,
    progress: bool = True,
    changes: tuple[Change, ...] = (),
    network: str | None = None,
) -> Verdict:
    """Play a level's games, write them to LEVEL.mat in workdir and have GNU
    Backgammon judge them."""
    start = time.monotonic()
    played: list[Game] = []
    for game in play_games(level, games, seed, jobs, champion_budget, changes, network):
        played.append(game)
        if progress and (len(played) % 10 == 0 or len(played) == games):
            print(
                f"  {level}: {len(played)}/{games} games played, {time.monotonic() - start:.0f} s",
                file=sys.stderr,
                flush=True,
            )
    mat = workdir / f"{level}.mat"
    mat.write_text(session_text(played, level), encoding="utf-8")
    start = time.monotonic()
    found = analyse(mat, plies, workdir, gnubg)
    if progress:
        print(
            f"  {level}: analysed at {plies}-ply in {time.monotonic() - start:.0f} s",
            file=sys.stderr,
            flush=True,
        )
    return verdict(level, found, played)


def table(verdicts: Sequence[Verdict]) -> str:
    lines = [
        f"{'level':<13}{'mEMG':>6} {'(95%)':<8} {'rating':<14}{'unforced':>9}{'games':>7}"
        f"{'gammons':>9}   seats (mEMG, as printed)"
    ]
    for v in verdicts:
        seats = " / ".join(f"{s.rate:.1f} {s.rating}" for s in v.seats)
        lines.append(
            f"{v.level:<13}{v.rate:>6.1f} ±{v.half_width:<6.1f} {v.rating:<14}"
            f"{v.unforced:>9}{v.games:>7}{v.gammons:>9}   {seats}"
        )
    return "\n".join(lines)


def parse_levels(text: str) -> list[str]:
    levels = [parse_level(t.strip()).value for t in text.split(",") if t.strip()]
    if not levels:
        raise ValueError("no level given")
    return levels
