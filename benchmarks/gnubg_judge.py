"""Judge the computer's backgammon levels with GNU Backgammon.

    python benchmarks/gnubg_judge.py --levels intermediate,expert --games 60 --jobs 2
    python benchmarks/gnubg_judge.py --levels champion --games 60 --plies 2 --keep /tmp/judge
    python benchmarks/gnubg_judge.py --levels expert --network checkpoints/bg/backgammon.npz
    python benchmarks/gnubg_judge.py --levels champion --games 60 --reference 2

Each level plays `--games` single games against itself, as the program plays
them for points: no doubling cube, gammons and backgammons counting. Game i
has the same seeded dice for every level (colours alternate from game to
game), so a run is reproducible and the levels meet the same rolls. Every level's
search is bounded by its limit of work, not by the clock, so a busy machine
plays the same games (`--champion-budget SECONDS` sets Champion's safety
budget, which a typical position never reaches; a tight one makes its games
depend on the machine's speed). The games go out through the program's own .mat export
(nardy_desktop/storage/mat.py) as one money session ("0 point match"), the
form in which GNU Backgammon judges play by its equity in points rather than
by match-winning chances. It imports them without the Jacoby rule (gammons
count without a doubled cube) and with the cube disabled, analyses chequer
play only, with cubeless evaluations at `--plies` 0 (its plain network) or 2,
and reports per seat its total error and error rate (mEMG, thousandths of a
point per unforced move) and the rating it names for that rate.

Printed per level: both seats together, their total error over their
unforced moves in mEMG with a 95% interval over the games, the rating GNU
Backgammon gives that rate, the unforced moves, the games and those won by
a gammon or a backgammon; and each seat's rate as GNU Backgammon printed it.
Lower is better: GNU Backgammon calls 5 to 8 mEMG "Expert" and 2 to 5
"World class".

`--reference 2` adds a row for GNU Backgammon's own play at 2-ply against
itself (its own seeded dice, as many games): at 0-ply the judge counts its
plain network's misjudgements as errors too, so even play it finds strong
gets a figure above zero, the floor under every level's.

GNU Backgammon is only the judge here: nothing it says is used in training.
It is not needed by the program or its tests; install it with
`apt-get install gnubg` (Debian puts it in /usr/games).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nardy_desktop.ai.levels import LEVELS, parse_change  # noqa: E402
from nardy_desktop.engine import Variant  # noqa: E402
from nardy_desktop.strength.gnubg import (  # noqa: E402
    JudgeError,
    find_gnubg,
    gnubg_version,
    judge_gnubg,
    judge_level,
    parse_levels,
    table,
)
from nardy_desktop.strength.harness import SpecError, check_network  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--levels", default="intermediate,expert", help=f"of {', '.join(LEVELS)}")
    ap.add_argument("--games", type=int, default=60, help="games per level (default 60)")
    ap.add_argument("--plies", type=int, choices=(0, 2), default=0, help="GNU Backgammon's ply")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--keep", metavar="DIR", help="keep the .mat files and gnubg's output here")
    ap.add_argument("--gnubg", metavar="PROGRAM", help="the gnubg program (else found)")
    ap.add_argument(
        "--champion-budget",
        type=float,
        metavar="SECONDS",
        help="Champion's thinking time per move (default: the game's; inf: no limit, "
        "reproducible games)",
    )
    ap.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="LEVEL.SETTING=VALUE",
        help="play a level with another setting (as expert.width=12; see ai/levels.py)",
    )
    ap.add_argument(
        "--network",
        metavar="FILE",
        help="backgammon weights to play with instead of the shipped ones (a training checkpoint)",
    )
    ap.add_argument(
        "--reference",
        type=int,
        choices=(0, 1, 2),
        metavar="PLIES",
        help="also judge GNU Backgammon's own play at PLIES (0, 1 or 2) against itself, as many"
        " games with its own seeded dice: the judge's figure for play it finds strong",
    )
    args = ap.parse_args(argv)
    if args.network:
        try:
            check_network(args.network, Variant.BACKGAMMON)
        except SpecError as e:
            ap.error(str(e))
    try:
        changes = tuple(parse_change(c) for c in args.set)
    except ValueError as e:
        ap.error(str(e))
    try:
        levels = parse_levels(args.levels)
    except ValueError as e:
        ap.error(str(e))
    if args.games < 2:
        ap.error("--games must be at least 2")
    try:
        gnubg = find_gnubg(args.gnubg)
        version = gnubg_version(gnubg)
        with contextlib.ExitStack() as stack:
            if args.keep:
                workdir = Path(args.keep)
                workdir.mkdir(parents=True, exist_ok=True)
            else:
                workdir = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="judge-")))
            verdicts = [
                judge_level(
                    level,
                    args.games,
                    args.seed,
                    args.jobs,
                    args.plies,
                    workdir,
                    gnubg,
                    args.champion_budget,
                    changes=changes,
                    network=args.network,
                )
                for level in levels
            ]
            if args.reference is not None:
                verdicts.append(
                    judge_gnubg(args.games, args.seed, args.reference, args.plies, workdir, gnubg)
                )
    except (JudgeError, OSError) as e:
        print(f"gnubg_judge: {e}", file=sys.stderr)
        return 2
    budget = "" if args.champion_budget is None else f", Champion budget {args.champion_budget} s"
    budget += "".join(f", {c}" for c in args.set)
    if args.network:
        budget += f", network {args.network}"
    print(
        f"{version}: chequer play, cubeless money games, {args.plies}-ply; "
        f"each level against itself, seed {args.seed}{budget}"
    )
    print(table(verdicts))
    return 0


if __name__ == "__main__":
    sys.exit(main())
