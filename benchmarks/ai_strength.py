"""Measure how strong one computer player is against another.

    python benchmarks/ai_strength.py --variant backgammon --a expert --b pubeval \
        --games 1000 --seed 1 --jobs 2
    python benchmarks/ai_strength.py --all --games 1000 --jobs 2
    python benchmarks/ai_strength.py --variant backgammon --a gnubg2 --b pubeval \
        --games 1000 --seed 21 --play-for wins --luck

`gnubg0`, `gnubg1` and `gnubg2` are GNU Backgammon's own chequer play at that
many plies (when it is installed), to set beside a level against the same
opponent with the same dice: what a strong player reaches there.

The harness (players by name, games in pairs, the record, luck) lives in
nardy_desktop.strength.harness, where the tests use it; `--help` lists the options.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nardy_desktop.strength.harness import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
