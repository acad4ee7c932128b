"""A fixed set of long nardy decisions scored by rollouts, and each level's error on them.

    python benchmarks/judge_positions.py select          # pick the decisions (minutes)
    python benchmarks/judge_positions.py rollout --jobs 2  # score their candidates (hours;
                                                           # stop and rerun to go on)
    python benchmarks/judge_positions.py score intermediate expert \\
        expert@benchmarks/baselines/long-v1.npz
    python benchmarks/judge_positions.py score expert champion --phase race
    python benchmarks/judge_positions.py --rollouts benchmarks/data/judge-long-rollouts-full \
        extend intermediate@new.npz --network nardy_desktop/resources/ai/long.npz

There is no GNU Backgammon for long nardy, so this is its judge. `select`
plays games between different players (levels, the first network, the
heuristic player) with seeded dice, keeps every decision with more than one
legal result, and draws a fixed number from each phase of the game: the
opening off the head, blocks, escapes from the opponent's checkers, the rest
of the middle game, the race, and the bear-off. For each decision the best
`--candidates` turns by the Expert's lookahead are kept.

`rollout` plays each kept candidate out `--trials` times to the bear-off
tables with the rollout player (the Intermediate level, with the network of
`--network`), every candidate of a decision with the same dice trial by
trial, and appends each decision's trial results to the rollouts file as it
finishes it, so a long run can be stopped and continued.

`score` lets each player choose at every rolled-out decision and prints its
mean loss against the rollouts' best candidate in milli-points (expected
points for a single game, a mars counting 2), with a 95% interval over the
decisions; for several players, also each one's difference from the first,
paired decision by decision. A choice outside the kept candidates is charged
the loss of the worst kept candidate (so its error is if anything understated)
and counted, until `extend` rolls it out: with a folder of rollouts, it plays
out each player's choices that are not yet there with the same settings and,
trial by trial, the same dice as the kept candidates, and keeps them beside
them, so that a network whose choices differ from the ones that drew the
candidates is charged its own losses (the best candidate is then the best of
them all, for every player). The best candidate is picked by the same noisy means that score
the others, which makes every error look a little larger than it is; that
bias is the same for every player, so differences stay fair, and `score`
prints its size first: what the rollouts' own noise charges a player that
always picks their best (the trials drawn again with replacement).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import nardy_desktop.ai  # noqa: E402, F401  (before numpy: one BLAS thread)
from nardy_desktop.engine import Variant  # noqa: E402
from nardy_desktop.strength.harness import check_spec, split_spec, use_network  # noqa: E402
from nardy_desktop.strength.positions import (  # noqa: E402
    QUOTAS,
    extend,
    rollout,
    score,
    select,
)

DATA = Path(__file__).resolve().parent / "data"
POSITIONS = DATA / "judge-long-positions.jsonl"
ROLLOUTS = DATA / "judge-long-rollouts.jsonl"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=Path, default=POSITIONS)
    ap.add_argument("--rollouts", type=Path, default=ROLLOUTS)
    sub = ap.add_subparsers(dest="command", required=True)
    s = sub.add_parser("select", help="pick the decisions and their candidates")
    s.add_argument("--scale", type=float, default=1.0, help="share of the usual quotas")
    s.add_argument("--candidates", type=int, default=6)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--network", type=Path, default=None, help="the candidates' network")
    r = sub.add_parser("rollout", help="roll out the decisions not yet done")
    r.add_argument("--network", type=Path, required=True, help="the rollout player's network")
    r.add_argument("--trials", type=int, default=72)
    r.add_argument("--jobs", type=int, default=1)
    r.add_argument("--limit", type=int, default=None, help="stop after this many decisions")
    r.add_argument("--truncate", type=int, default=None, help="end each trial after N plies")
    r.add_argument("--no-luck", action="store_true", help="do not take the rolls' luck off")
    e = sub.add_parser("extend", help="roll out the players' choices not yet rolled out")
    e.add_argument("players", nargs="+", help="levels, LEVEL@FILE, heuristic, random")
    e.add_argument("--network", type=Path, required=True, help="the rollouts' own network")
    e.add_argument("--jobs", type=int, default=1)
    e.add_argument("--limit", type=int, default=None, help="stop after this many choices")
    c = sub.add_parser("score", help="each player's error on the rolled-out decisions")
    c.add_argument("players", nargs="+", help="levels, LEVEL@FILE, heuristic, random")
    c.add_argument(
        "--also",
        type=Path,
        action="append",
        default=[],
        help="rollouts of the same decisions by another judge, to charge the same choices",
    )
    c.add_argument(
        "--phase",
        action="append",
        choices=list(QUOTAS),
        help="judge only the decisions of this phase (repeat for several)",
    )
    args = ap.parse_args(argv)
    if args.command == "select":
        use_network(args.network)
        chosen = select(args.scale, args.candidates, args.seed, args.positions)
        print(f"{len(chosen)} decisions written to {args.positions}")
    elif args.command == "rollout":
        rollout(
            args.positions,
            args.rollouts,
            args.network,
            args.trials,
            args.jobs,
            args.limit,
            args.truncate,
            not args.no_luck,
        )
    elif args.command == "extend":
        for spec in args.players:
            check_spec(spec, Variant.LONG)
            split_spec(spec)
        done = extend(
            args.players, args.positions, args.rollouts, args.network, args.jobs, args.limit
        )
        print(f"{done} choices rolled out into {args.rollouts}")
    else:
        for spec in args.players:
            check_spec(spec, Variant.LONG)
            split_spec(spec)
        for line in score(args.players, args.positions, [args.rollouts, *args.also], args.phase):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
