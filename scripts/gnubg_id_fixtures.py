"""Write tests/data/position_ids/gnubg.json: positions of seeded random backgammon
games as this program writes them (XGID and GNU Backgammon's ID), each read back by
GNU Backgammon itself, so that the tests check both readers against GNU Backgammon
without needing it.

    python scripts/gnubg_id_fixtures.py        (needs `gnubg` on the PATH)
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "position_ids" / "gnubg.json"

# Run inside GNU Backgammon's own Python: set each ID, say what GNU Backgammon reads.
INSIDE = r"""
import json, os
cases = json.load(open(os.environ["IDS_IN"]))
out = []
for c in cases:
    gnubg.command("set xgid " + c["xgid"])
    from_xgid = gnubg.gnubgid()
    gnubg.command("set gnubgid " + c["gnubgid"])
    out.append(dict(c, gnubg_from_xgid=from_xgid, gnubg_from_gnubgid=gnubg.gnubgid()))
json.dump(out, open(os.environ["IDS_OUT"], "w"), indent=1)
"""


def cases(count: int = 60, seed: int = 5) -> list[dict[str, str]]:
    sys.path.insert(0, str(ROOT))
    from nardy_desktop.engine import Variant
    from nardy_desktop.engine.position_ids import Setup, gnubg_id, xgid
    from nardy_desktop.engine.samples import random_game_rolls

    rng = random.Random(seed)
    rolls = random_game_rolls(Variant.BACKGAMMON, seed, 6)
    out = []
    for position, dice in rng.sample(rolls, count):
        length = rng.choice([0, 3, 5, 7, 11])
        score = (rng.randrange(length), rng.randrange(length)) if length else (0, 0)
        setup = Setup(position, rng.choice([None, dice]), length, score, False)
        out.append({"text": position.to_text(), "xgid": xgid(setup), "gnubgid": gnubg_id(setup)})
    return out


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        src, dst, script = (Path(tmp) / n for n in ("in.json", "out.json", "inside.py"))
        src.write_text(json.dumps(cases()))
        script.write_text(INSIDE)
        env = dict(os.environ, IDS_IN=str(src), IDS_OUT=str(dst))
        run = ["gnubg", "-t", "-q", "-p", str(script)]
        subprocess.run(run, check=True, stdout=subprocess.DEVNULL, env=env)
        OUT.write_text(dst.read_text() + "\n")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
