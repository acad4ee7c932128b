"""Cost of saving and loading matches, and how it grows with the match.

    python benchmarks/storage.py [--turns 500 2000 5000 20000] [--seed 1]
                                 [--variant backgammon] [--compare REV]

For each size it builds a legal match of that many turns by playing turns
through the engine with seeded dice, then times (best of --repeat runs):

- encode: the record (`match_to_dict`) and its JSON bytes;
- decode: loading those bytes with the full check, a replay of every roll
  and step through the rules, as opening a file or resuming does;
- turn save / game save: the autosave written after a turn (parsed back
  only) and at the end of a game (loaded back in full first);
- .mat: the Jellyfish export.

The long matches come from players that keep the game going: each game is
played for a while by players that hit whenever they can and leave blots
(backgammon), then raced home without hitting, so that most games end single
and many fit in a 25-point match, up to the 20,000 turns a file may hold.
Long nardy has no hitting: its matches end when they end (about 3,000 turns).

`--compare REV` runs the same measurements on the program as it was at git
revision REV (extracted to a temporary folder), and prints both, so that a
change can be judged on the same machine at the same moment. Targets: a
2,000-turn match decodes in under a second, and the time per turn does not
grow with the length of the match.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def measure(args: argparse.Namespace) -> None:
    """Print one line per size with the program found first on sys.path."""
    from nardy_desktop.ai.base import RandomPlayer
    from nardy_desktop.engine import Match, SeededDice, Variant, legal_turns
    from nardy_desktop.storage.files import Autosave
    from nardy_desktop.storage.mat import match_text
    from nardy_desktop.storage.record import PlayerInfo, decode, encode, match_to_dict

    players = (PlayerInfo("Anna"), PlayerInfo("Computer", True, "expert"))
    variant = Variant(args.variant)

    class Hitter:
        """Hits whenever it can: the game goes on and on."""

        def __init__(self, seed: int) -> None:
            self.rng = random.Random(seed)

        def choose(self, position, dice):
            opp = position.side.opponent
            turns = legal_turns(position, dice)
            return max(turns, key=lambda t: (t.result.pip_count(opp), self.rng.random()))

    class Racer:
        """Runs home without hitting, so that both sides bear off."""

        def choose(self, position, dice):
            me, opp = position.side, position.side.opponent
            turns = legal_turns(position, dice)
            return min(turns, key=lambda t: (t.result.pip_count(opp), t.result.pip_count(me)))

    def build(turns: int, seed: int) -> Match:
        """A match of `turns` turns (fewer when it is over sooner), still in
        progress if it stops in the middle of a game."""
        match = Match(variant, 25, (players[0].name, players[1].name), SeededDice(seed))
        if variant is Variant.BACKGAMMON:
            # Turns of hitting per game, so that a 25-point match reaches `turns`.
            hitting = max(0, min(850, turns // 22 - 60))
            early, late = Hitter(seed), Racer()
        else:
            hitting = 0
            early = late = RandomPlayer(seed)
        played = 0
        while not match.is_over and played < turns:
            game = match.start_game()
            while not game.is_over and played < turns:
                dice = game.roll()
                player = early if len(game.history) < hitting else late
                game.play_turn(player.choose(game.position, dice))
                played += 1
            if game.is_over:
                match.record_result()
        return match

    def best(fn: Callable[[], object]) -> float:
        t = float("inf")
        for _ in range(args.repeat):
            t0 = time.perf_counter()
            fn()
            t = min(t, time.perf_counter() - t0)
        return t * 1e3

    with tempfile.TemporaryDirectory() as folder:
        auto = Autosave(folder)
        for size in args.turns:
            m = build(size, args.seed)
            turns = sum(len(g.history) for g in m.games)
            data = encode(match_to_dict(m, players))
            enc = best(lambda m=m: encode(match_to_dict(m, players)))
            dec = best(lambda data=data: decode(data))
            turn = best(lambda m=m: auto.write(m, players, verify=False))
            save = best(lambda m=m: auto.write(m, players, verify=True))
            mat = best(lambda m=m: match_text(m))
            print(
                f"{args.label:<10} {variant.value:<11} {turns:>6} {len(m.games):>5} "
                f"{len(data):>9} {enc:>9.1f} {dec:>9.1f} {dec / max(turns, 1):>8.3f} "
                f"{turn:>9.1f} {save:>9.1f} {mat:>7.1f}",
                flush=True,
            )


def run_revision(rev: str, argv: list[str]) -> None:
    """This script's measurements with the program as it was at `rev`."""
    archive = subprocess.run(
        ["git", "archive", rev, "nardy_desktop"], cwd=ROOT, check=True, capture_output=True
    ).stdout
    with tempfile.TemporaryDirectory() as folder:
        with tarfile.open(fileobj=BytesIO(archive)) as tar:
            tar.extractall(folder, filter="data")
        env = dict(os.environ, PYTHONPATH=folder)
        cmd = [sys.executable, __file__, *argv, "--code", folder, "--label", rev[:10]]
        subprocess.run(cmd, check=True, env=env)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--turns", type=int, nargs="+", default=[500, 2000, 5000, 20000])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--variant", choices=["backgammon", "long"], default="backgammon")
    ap.add_argument("--repeat", type=int, default=3, help="runs of each timing; the best counts")
    ap.add_argument("--compare", metavar="REV", help="also measure git revision REV")
    ap.add_argument("--code", help=argparse.SUPPRESS)  # the program to measure (see --compare)
    ap.add_argument("--label", default="now", help=argparse.SUPPRESS)
    args = ap.parse_args()
    sys.path.insert(0, args.code or str(ROOT))
    if args.code is None:
        print(
            f"{'program':<10} {'variant':<11} {'turns':>6} {'games':>5} {'bytes':>9} "
            f"{'encode ms':>9} {'decode ms':>9} {'ms/turn':>8} {'turn save':>9} "
            f"{'game save':>9} {'.mat ms':>7}",
            flush=True,
        )
    if args.compare:
        passed = [
            *("--turns", *map(str, args.turns)),
            *("--seed", str(args.seed), "--variant", args.variant, "--repeat", str(args.repeat)),
        ]
        run_revision(args.compare, passed)
    measure(args)


if __name__ == "__main__":
    main()
