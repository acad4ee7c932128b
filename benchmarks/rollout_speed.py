"""How fast rollouts run: today's game-at-a-time trials beside the lockstep ones, per core.

    python benchmarks/rollout_speed.py                 # a few minutes
    python benchmarks/rollout_speed.py --trials 1296 --old-trials 36 --jobs 1 2

Each row rolls out one position before its roll with the Intermediate level
(the plain network's 0-ply choice) playing, to the end of the bear-off tables
(the default), with and without the luck of every roll measured: first one
game at a time through the engine (`--old-trials` trials, one process), then
in lockstep (`--trials` trials, in each number of processes of `--jobs`),
one right after the other so that both meet the same load on a shared
machine. "per core" is trials a second divided by the processes; the ratio
is lockstep's per core over the engine's. The middle-game position is the
one reached after 20 plies of Intermediate self-play with seeded dice. With
several processes the time includes starting them.

When GNU Backgammon is installed (`gnubg` on PATH, or where Debian puts it),
it rolls out the same backgammon positions at 0-ply on one thread with its
variance reduction off (`set rollout trials N`, `set rollout varredn off`,
`rollout`), and the last lines give its trials a second and our ratio to it.
Nothing else needs it.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import nardy_desktop.ai  # noqa: E402, F401  (before numpy: one BLAS thread)
from nardy_desktop.ai.rollout import (  # noqa: E402
    RolloutSettings,
    plays_in_lockstep,
    rollout_position,
)
from nardy_desktop.engine import Game, Position, SeededDice, Variant  # noqa: E402

MIDDLE_PLIES = 20
GNUBG_PLACES = ("/usr/games/gnubg", "/usr/bin/gnubg", "/usr/local/bin/gnubg")
# Run inside GNU Backgammon: each board rolled out at 0-ply, no cube, one thread.
GNUBG_SCRIPT = """
import time
import gnubg

for c in ("set threads 1", "set player 0 human", "set player 1 human",
          "set cube use off", "set rollout cubeful off", "set rollout trials {trials}",
          "set rollout varredn off", "set rollout chequerplay plies 0",
          "set display off", "new game"):
    gnubg.command(c)
for board in {boards!r}:
    gnubg.command("set board " + gnubg.positionid(board))
    started = time.perf_counter()
    gnubg.command("rollout")
    print("SECONDS %.6f" % (time.perf_counter() - started), flush=True)
"""


def middle_game(variant: Variant, seed: int = 7) -> Position:
    """The position after MIDDLE_PLIES plies of Intermediate self-play."""
    from nardy_desktop.ai.players import player_for_level

    player = player_for_level("intermediate")
    game = Game(variant, SeededDice(seed))
    for _ in range(MIDDLE_PLIES):
        dice = game.roll()
        game.play_turn(player.choose(game.turn_start, dice))
    return game.turn_start


def timed(position: Position, plan: RolloutSettings) -> tuple[float, float]:
    """Trials a second and mean plies of a rollout of `position`."""
    started = time.perf_counter()
    (c,) = rollout_position(position, plan).candidates
    return plan.trials / (time.perf_counter() - started), c.plies


def find_gnubg() -> str | None:
    found = shutil.which("gnubg")
    return found or next((p for p in GNUBG_PLACES if os.access(p, os.X_OK)), None)


def gnubg_speeds(gnubg: str, positions: list[Position], trials: int) -> list[float] | None:
    """GNU Backgammon's 0-ply rollout trials a second for each position, or
    None (with a message) when it fails."""
    from nardy_desktop.strength.gnubg_player import gnubg_board

    boards = [gnubg_board(p, p.side) for p in positions]
    boards = [(b[:25], b[25:]) for b in boards]
    with tempfile.TemporaryDirectory(prefix="rollout-speed-") as folder:
        script = Path(folder) / "rollouts.py"
        script.write_text(GNUBG_SCRIPT.format(trials=trials, boards=boards), encoding="utf-8")
        try:
            done = subprocess.run(
                [gnubg, "-t", "-q", "-p", str(script)],
                capture_output=True,
                text=True,
                timeout=3600,
                check=False,
                stdin=subprocess.DEVNULL,
            )
        except (OSError, subprocess.TimeoutExpired) as e:
            print(f"GNU Backgammon did not finish: {e}")
            return None
    seconds = [float(s) for s in re.findall(r"^SECONDS (\S+)$", done.stdout, re.MULTILINE)]
    if len(seconds) != len(positions):
        print(f"GNU Backgammon failed (exit {done.returncode}): {done.stdout[-500:]}")
        return None
    return [trials / s for s in seconds]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--trials", type=int, default=432, help="lockstep trials per row")
    parser.add_argument("--old-trials", type=int, default=16, help="game-at-a-time trials")
    parser.add_argument("--jobs", type=int, nargs="+", default=[1], help="lockstep's processes")
    parser.add_argument("--gnubg-trials", type=int, default=1296)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if min(args.trials, args.old_trials, args.gnubg_trials, *args.jobs) < 1:
        parser.error("--trials, --old-trials, --gnubg-trials and --jobs must be at least 1")
    if not plays_in_lockstep(RolloutSettings()):
        print("note: without numba (the `train` extra) rollouts play one game at a time")
    print(
        f"{'game':<11} {'position':<9} {'luck':<4} {'way':<9} {'jobs':>4} {'trials':>6}"
        f" {'trials/s':>9} {'per core':>9} {'plies':>6} {'ratio':>6}"
    )
    ours: dict[str, float] = {}
    for variant in Variant:
        positions = {"opening": Position.start(variant), "middle": middle_game(variant)}
        for name, position in positions.items():
            for luck in (False, True):
                rows = [("engine", 1, args.old_trials, False)]
                rows += [("lockstep", j, args.trials, True) for j in args.jobs]
                old = 0.0
                for way, jobs, trials, fast in rows:
                    plan = RolloutSettings(
                        trials=trials, seed=args.seed, luck=luck, jobs=jobs, lockstep=fast
                    )
                    speed, plies = timed(position, plan)
                    per_core = speed / jobs
                    old = old or per_core
                    if fast and jobs == 1 and not luck:
                        ours[f"{variant.value} {name}"] = per_core
                    print(
                        f"{variant.value:<11} {name:<9} {'on' if luck else 'off':<4} {way:<9}"
                        f" {jobs:>4} {trials:>6} {speed:>9.1f} {per_core:>9.1f} {plies:>6.1f}"
                        f" {per_core / old:>6.1f}",
                        flush=True,
                    )
    gnubg = find_gnubg()
    if gnubg is None:
        print("GNU Backgammon is not installed: no comparison with it")
        return 0
    names = ["opening", "middle"]
    positions = [Position.start(Variant.BACKGAMMON), middle_game(Variant.BACKGAMMON)]
    speeds = gnubg_speeds(gnubg, positions, args.gnubg_trials)
    if speeds is None:
        return 0
    for name, speed in zip(names, speeds, strict=True):
        mine = ours[f"backgammon {name}"]
        print(
            f"GNU Backgammon 0-ply, luck off, backgammon {name}: {speed:.1f} trials/s a core"
            f" ({args.gnubg_trials} trials); lockstep per core {mine:.1f}, ratio {mine / speed:.2f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
