"""Cost of saving and loading matches: what one autosave costs as a match grows.

    python benchmarks/storage.py [--lengths 1 5 15] [--seed 1]

Each autosave encodes the whole match, parses it back, writes it, syncs it
to the disk and renames it; at the end of each game it also loads it back
(a full replay through the rules) before writing. Target on a 2-core machine,
ordinary local disk: under 30 ms per turn's autosave for a 15-point match.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nardy_desktop.ai.base import RandomPlayer  # noqa: E402
from nardy_desktop.engine import Match, SeededDice, Variant  # noqa: E402
from nardy_desktop.storage.files import Autosave  # noqa: E402
from nardy_desktop.storage.mat import match_text  # noqa: E402
from nardy_desktop.storage.record import PlayerInfo, decode, encode, match_to_dict  # noqa: E402

PLAYERS = (PlayerInfo("A"), PlayerInfo("B", True, "expert"))


def played(variant: Variant, length: int, seed: int) -> Match:
    m = Match(variant, length, ("A", "B"), SeededDice(seed))
    p = RandomPlayer(seed)
    while not m.is_over:
        g = m.start_game()
        while not g.is_over:
            d = g.roll()
            g.play_turn(p.choose(g.position, d))
        m.record_result()
    return m


def best(fn, repeat: int = 3) -> float:
    t = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        t = min(t, time.perf_counter() - t0)
    return t * 1e3


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lengths", type=int, nargs="+", default=[1, 5, 15])
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    print(
        f"{'variant':<11} {'length':>6} {'games':>5} {'turns':>6} {'bytes':>7} "
        f"{'encode ms':>9} {'load ms':>8} {'turn save':>9} {'game save':>9} {'.mat ms':>7}"
    )
    with tempfile.TemporaryDirectory() as folder:
        auto = Autosave(folder)
        for variant in Variant:
            for length in args.lengths:
                m = played(variant, length, args.seed)
                turns = sum(len(g.history) for g in m.games)
                data = encode(match_to_dict(m, PLAYERS))
                enc = best(lambda m=m: encode(match_to_dict(m, PLAYERS)))
                load = best(lambda data=data: decode(data))
                turn = best(lambda m=m: auto.write(m, PLAYERS, verify=False))
                save = best(lambda m=m: auto.write(m, PLAYERS, verify=True))
                mat = best(lambda m=m: match_text(m))
                print(
                    f"{variant.value:<11} {length:>6} {len(m.games):>5} {turns:>6} "
                    f"{len(data):>7} {enc:>9.1f} {load:>8.1f} {turn:>9.1f} {save:>9.1f} "
                    f"{mat:>7.1f}"
                )


if __name__ == "__main__":
    main()
