"""Self-play training speed: the trainer of commit d43beca against the lockstep one.

    python benchmarks/train_speed.py [--games 1000] [--batch B] [--threads 1] \
        [--seed 7] [--variant long|backgammon] [--repeat 1]

Three settings: long nardy with 80 hidden units, lambda 0.7 and step size 0.1,
how it was trained; backgammon with the same, a new run's defaults; and the
shipped backgammon network (320 hidden units, 315,000 games) trained on as its
last run was (`--alpha 0.15 --lam 0`: a step of 0.017). For each, both
trainers start from the same network (the first two freshly made from the
seed, the step size halving at 40,000 games) and play self-play games, one
after the other, each in its own process with nothing else of this script
running:

- "old": `Trainer` as it was at commit d43beca, the whole package taken from
  git (`git archive`) into a temporary folder, one game at a time;
- "new": `LockstepTrainer` of this tree, in batches of 32 games (128 at step
  size 0.02: the batch that still learns as well grows as the steps shrink,
  see nardy_desktop/resources/ai/TRAINING.md), or `--batch`, on one thread as
  `train.py --batch` runs unless given `--threads`.

Both play the same games of training, the first `--games`: games grow longer
as a network learns, so only the same stretch of training compares. A few
games of each are played before the clock starts (numba's compiled code is
loaded, or compiled once, then). Printed:
games per second, plies per game and plies per second of each, and the ratio
of games per second. Both use numpy single-threaded as the program sets it;
`--threads` gives the new one's matrix products more.
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
# (variant, hidden units or "shipped", lambda, alpha, batch of the new trainer)
SETTINGS = (
    ("long", 80, 0.7, 0.1, 32),
    ("backgammon", 80, 0.7, 0.1, 32),
    ("backgammon", "shipped", 0.0, 0.15, 128),
)

# Run in a child process, with the package to measure first on the path.
CHILD = r"""
import json, random, sys, time
import nardy_desktop.ai  # sets numpy's threads before numpy is imported
import numpy as np
from nardy_desktop.ai.encoding import input_size
from nardy_desktop.ai.network import Network
from nardy_desktop.engine import Variant

kind, variant, hidden, lam, alpha, games, seed, batch, threads, shipped = sys.argv[1:11]
variant, lam, alpha = Variant(variant), float(lam), float(alpha)
games, seed, batch, threads = int(games), int(seed), int(batch), int(threads)


def fresh():
    if hidden == "shipped":
        from nardy_desktop.ai.encoding import grow_inputs

        net = Network.load(shipped)
        net.w1 = grow_inputs(net.w1, variant)
        return net
    return Network.random(variant, input_size(variant), int(hidden), seed)


if kind == "old":
    from nardy_desktop.ai.training.train import Trainer

    Trainer(fresh(), random.Random(seed + 1), alpha, lam, 40000.0).play()  # warm-up
    trainer = Trainer(fresh(), random.Random(seed), alpha, lam, 40000.0)

    def run():
        return [trainer.play()[2] for _ in range(games)]
else:
    from nardy_desktop.ai.training.lockstep import LockstepTrainer, NumpyDice, matrix_threads

    limits = matrix_threads(threads)

    def make(s):
        return LockstepTrainer(
            fresh(), NumpyDice(np.random.default_rng(s)), alpha, lam, 40000.0, batch
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


def measure(tree: Path, kind: str, setting: tuple, games: int, args: argparse.Namespace) -> dict:
    variant, hidden, lam, alpha, batch = setting
    env = dict(os.environ, PYTHONPATH=str(tree))
    args = [
        *(kind, variant, hidden, lam, alpha, games, args.seed),
        *(
            args.batch or batch,
            args.threads,
            ROOT / "nardy_desktop" / "resources" / "ai" / f"{variant}.npz",
        ),
    ]
    done = subprocess.run(
        [sys.executable, "-c", CHILD, *map(str, args)],
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
    ap.add_argument("--games", type=int, default=1000, help="games of each trainer")
    ap.add_argument("--batch", type=int, help="games at a time of the new trainer")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--threads", type=int, default=1, help="as train.py --threads")
    ap.add_argument("--variant", choices=["long", "backgammon"])
    ap.add_argument("--repeat", type=int, default=1, help="measure each setting this often")
    args = ap.parse_args()
    settings = [s for s in SETTINGS if args.variant in (None, s[0])]
    print(
        f"{'variant':<11} {'hidden':>6} {'lambda':>6} {'alpha':>5} {'trainer':<8} {'games':>6} "
        f"{'games/s':>8} {'plies/game':>10} {'plies/s':>8} {'ratio':>6}",
        flush=True,
    )
    with tempfile.TemporaryDirectory() as tmp:
        tree = old_tree(Path(tmp))
        for setting in settings:
            for _ in range(args.repeat):
                batch = args.batch or setting[4]
                old = measure(tree, "old", setting, args.games, args)
                new = measure(ROOT, "new", setting, args.games, args)
                rates = {}
                for name, r in (("old", old), (f"new/{batch}", new)):
                    rate = r["games"] / r["seconds"]
                    rates[name[:3]] = rate
                    ratio = f"{rate / rates['old']:6.1f}" if name != "old" else ""
                    variant, hidden, lam, alpha, _ = setting
                    print(
                        f"{variant:<11} {hidden:>6} {lam:>6} {alpha:>5} {name:<8} {r['games']:>6}"
                        f" {rate:>8.1f} {r['plies'] / r['games']:>10.1f} "
                        f"{r['plies'] / r['seconds']:>8.0f} {ratio:>6}",
                        flush=True,
                    )


if __name__ == "__main__":
    main()
