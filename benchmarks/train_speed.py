"""Self-play training speed: the trainer of commit d43beca against the lockstep one.

    python benchmarks/train_speed.py [--games 400] [--games-new 3000] [--batch 128] \
        [--seed 7] [--variant long|backgammon] [--repeat 1]

For each setting (long nardy with 80 hidden units and lambda 0.7, how it was
trained; backgammon with 80 and lambda 0.7, a new run's defaults; backgammon
with 320 and lambda 0, how the shipped network was finished), both trainers
start from the same freshly made network (same seed and size, step size 0.1
halving at 40,000 games) and play self-play games, one after the other in
turn, each in its own process with nothing else of this script running:

- "old": `Trainer` as it was at commit d43beca, the whole package taken from
  git (`git archive`) into a temporary folder, one game at a time;
- "new": `LockstepTrainer` of this tree, `--batch` games at a time.

The new trainer plays more games (`--games-new`) so that its batch runs full
for most of them; the first few games of each are played before the clock
starts (numba's compiled code is loaded, or compiled once, then). Printed:
games per second, plies per game and plies per second of each, and the ratio
of games per second. Both use numpy single-threaded as the program sets it;
the new one's compiled code uses every core (`NUMBA_NUM_THREADS` to change).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OLD = "d43beca"
SETTINGS = (("long", 80, 0.7), ("backgammon", 80, 0.7), ("backgammon", 320, 0.0))

# Run in a child process, with the package to measure first on the path.
CHILD = r"""
import json, random, sys, time
import nardy_desktop.ai  # sets numpy's threads before numpy is imported
import numpy as np
from nardy_desktop.ai.encoding import input_size
from nardy_desktop.ai.network import Network
from nardy_desktop.engine import Variant

kind, variant, hidden, lam, games, seed, batch = sys.argv[1:8]
variant, hidden, lam = Variant(variant), int(hidden), float(lam)
games, seed, batch = int(games), int(seed), int(batch)


def fresh():
    return Network.random(variant, input_size(variant), hidden, seed)


if kind == "old":
    from nardy_desktop.ai.train import Trainer

    Trainer(fresh(), random.Random(seed + 1), 0.1, lam, 40000.0).play()  # warm-up
    trainer = Trainer(fresh(), random.Random(seed), 0.1, lam, 40000.0)

    def run():
        return [trainer.play()[2] for _ in range(games)]
else:
    from nardy_desktop.ai.lockstep import LockstepTrainer, NumpyDice

    def make(s):
        return LockstepTrainer(
            fresh(), NumpyDice(np.random.default_rng(s)), 0.1, lam, 40000.0, batch
        )

    make(seed + 1).play(2 * batch)  # warm-up: compiled code loaded
    trainer = make(seed)

    def run():
        return trainer.play(games)

t = time.perf_counter()
plies = run()
seconds = time.perf_counter() - t
print(json.dumps({"games": len(plies), "plies": int(sum(plies)), "seconds": seconds}))
"""


def old_tree(where: Path) -> Path:
    """The package and the bear-off tables as they were at commit OLD."""
    archive = where / "old.tar"
    with archive.open("wb") as out:
        subprocess.run(
            ["git", "-C", str(ROOT), "archive", OLD, "nardy_desktop", "resources/ai/bearoff.npz"],
            stdout=out,
            check=True,
        )
    tree = where / "old"
    with tarfile.open(archive) as tar:
        tar.extractall(tree, filter="data")
    return tree


def measure(tree: Path, kind: str, setting: tuple, games: int, seed: int, batch: int) -> dict:
    variant, hidden, lam = setting
    env = dict(os.environ, PYTHONPATH=str(tree))
    args = [kind, variant, str(hidden), str(lam), str(games), str(seed), str(batch)]
    done = subprocess.run(
        [sys.executable, "-c", CHILD, *args],
        env=env,
        cwd=tree,
        capture_output=True,
        text=True,
    )
    if done.returncode:
        sys.exit(f"{kind} trainer failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=400, help="games of the old trainer")
    ap.add_argument("--games-new", type=int, default=3000, help="games of the new trainer")
    ap.add_argument("--batch", type=int, default=128)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--variant", choices=["long", "backgammon"])
    ap.add_argument("--repeat", type=int, default=1, help="measure each setting this often")
    args = ap.parse_args()
    settings = [s for s in SETTINGS if args.variant in (None, s[0])]
    print(
        f"{'variant':<11} {'hidden':>6} {'lambda':>6} {'trainer':<8} {'games':>6} "
        f"{'games/s':>8} {'plies/game':>10} {'plies/s':>8} {'ratio':>6}",
        flush=True,
    )
    with tempfile.TemporaryDirectory() as tmp:
        tree = old_tree(Path(tmp))
        for setting in settings:
            for _ in range(args.repeat):
                old = measure(tree, "old", setting, args.games, args.seed, 1)
                new = measure(ROOT, "new", setting, args.games_new, args.seed, args.batch)
                rates = {}
                for name, r in (("old", old), (f"new/{args.batch}", new)):
                    rate = r["games"] / r["seconds"]
                    rates[name[:3]] = rate
                    ratio = f"{rate / rates['old']:6.1f}" if name != "old" else ""
                    print(
                        f"{setting[0]:<11} {setting[1]:>6} {setting[2]:>6} {name:<8} "
                        f"{r['games']:>6} {rate:>8.1f} {r['plies'] / r['games']:>10.1f} "
                        f"{r['plies'] / r['seconds']:>8.0f} {ratio:>6}",
                        flush=True,
                    )


if __name__ == "__main__":
    main()
