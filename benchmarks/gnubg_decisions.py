"""Backgammon decisions scored once by GNU Backgammon, and each level's error on them.

    python benchmarks/gnubg_decisions.py collect --games 60 --seed 501   # needs gnubg (a minute)
    python benchmarks/gnubg_decisions.py score intermediate expert champion
    python benchmarks/gnubg_decisions.py score champion champion+deep_width=6+deep_margin=0.25

`collect` plays `--games` games of the Intermediate level against itself on
the strength benchmark's dice, and keeps every decision with more than one
distinct result, each result scored by GNU Backgammon at 0-ply, cubeless,
for money (the judge of benchmarks/gnubg_judge.py, which analyses whole
games at the same ply): 2,688 decisions from 60 games, in
benchmarks/data/gnubg-decisions-bg-s501.jsonl.gz.

`score` needs no GNU Backgammon. Each player (a level, `LEVEL@FILE` with
another network, `LEVEL+SETTING=VALUE` with other settings) chooses at
every decision; printed is its mean error, the equity its choice gives up
against GNU Backgammon's best result, in thousandths of a point a decision
(mEMG, as GNU Backgammon counts an unforced move's error without a cube),
with a 95% interval over the decisions, and for several players each one's
difference from the first, paired decision by decision, which is far
tighter than two runs of the game judge, whose games differ.

The decisions are drawn from the Intermediate level's games; the game
judge's decisions are each level's own. On these 2,688 the levels' errors
are within the game judge's intervals (TRAINING.md, "Backgammon's Champion:
what its search can still find").
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import nardy_desktop.ai  # noqa: E402, F401  (before numpy: one BLAS thread)
from nardy_desktop.engine import Variant  # noqa: E402
from nardy_desktop.strength.gnubg import JudgeError, find_gnubg  # noqa: E402
from nardy_desktop.strength.gnubg_decisions import (  # noqa: E402
    DecisionsError,
    collect,
    errors,
    mean_of,
    paired,
    read_decisions,
)
from nardy_desktop.strength.gnubg_player import GnubgPlayer  # noqa: E402
from nardy_desktop.strength.harness import SpecError, check_spec, make_player  # noqa: E402

DATA = Path(__file__).resolve().parent / "data" / "gnubg-decisions-bg-s501.jsonl.gz"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", type=Path, default=DATA, help=f"the decisions (default {DATA.name})")
    sub = ap.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect", help="play the games and score every result (needs gnubg)")
    c.add_argument("--games", type=int, default=60)
    c.add_argument("--seed", type=int, default=501)
    c.add_argument("--gnubg", metavar="PROGRAM", help="the gnubg program (else found)")
    s = sub.add_parser("score", help="each player's error on the decisions")
    s.add_argument("players", nargs="+", metavar="PLAYER")
    s.add_argument("--limit", type=int, default=0, help="only the first N decisions")
    args = ap.parse_args(argv)
    try:
        if args.command == "collect":
            judge = GnubgPlayer(0, args.gnubg or find_gnubg())
            n = collect(args.data, args.games, args.seed, judge.equity, progress=print)
            print(f"{n} decisions in {args.data}")
            return 0
        for spec in args.players:
            check_spec(spec, Variant.BACKGAMMON)
        decisions = read_decisions(args.data)
    except (JudgeError, SpecError, DecisionsError, OSError) as e:
        print(f"gnubg_decisions: {e}", file=sys.stderr)
        return 2
    if args.limit:
        decisions = decisions[: args.limit]
    print(f"{len(decisions)} decisions from {args.data.name}; errors in mEMG a decision (95%)")
    first: list[float] | None = None
    for spec in args.players:
        player = make_player(spec, 1)
        started = time.monotonic()
        try:
            found = errors(decisions, player.choose)
        except DecisionsError as e:
            print(f"gnubg_decisions: {spec}: {e}", file=sys.stderr)
            return 2
        line = f"{spec}: {mean_of(found)} ({time.monotonic() - started:.0f} s)"
        if first is None:
            first = found
        else:
            line += f" | less {args.players[0]}: {paired(found, first)}"
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
