"""Write tests/data/level_choices.json: the turn the Expert and the Champion
choose, with its score, on positions drawn as benchmarks/ai_speed.py draws
them, so that a change meant to make the search cheaper can be shown to
leave every choice as it was (tests/ai/test_level_choices.py).

    python scripts/record_level_choices.py [--positions 12] [--seed 3] [--out FILE | --check FILE]

Positions where the two-roll look decided come first: those are the ones a
faster search could get wrong. Run it again only when the weights or a
level's settings change on purpose; `--check` compares instead of writing,
over as many positions as asked (a longer check than the test's).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "data" / "level_choices.json"
LEVELS = ("expert", "champion")


def record(positions: int, seed: int) -> list[dict[str, object]]:
    """Each decision's position, dice and, for each level, the chosen turn,
    its equity and how many turns it scored two rolls deep."""
    sys.path.insert(0, str(ROOT))
    from benchmarks.ai_speed import sample_positions
    from nardy_desktop.ai import search
    from nardy_desktop.ai.levels import settings_of
    from nardy_desktop.ai.match_equity import scorer
    from nardy_desktop.engine import Variant

    deep_looks = 0
    plain_value = search._ply2_value

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        nonlocal deep_looks
        deep_looks += 1
        return plain_value(*args, **kwargs)

    search._ply2_value = counted
    out: list[dict[str, object]] = []
    for variant in Variant:
        for position, dice in sample_positions(variant, positions, seed):
            case: dict[str, object] = {"position": position.to_text(), "dice": list(dice)}
            for level in LEVELS:
                deep_looks = 0
                scored = search.by_settings(
                    position, dice, settings_of(level, variant), None, scorer(variant)
                )
                best = int(scored.order()[0])
                case[level] = {
                    "turn": scored.turns[best].text,
                    "equity": float(scored.equity[best]),
                    "deep": deep_looks,
                }
            out.append(case)
            print(json.dumps(case), flush=True)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=12, help="per variant")
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--check", type=Path, help="compare with this file instead of writing")
    args = ap.parse_args(argv)
    cases = record(args.positions, args.seed)
    if args.check:
        before = {(c["position"], tuple(c["dice"])): c for c in json.loads(args.check.read_text())}
        differ = [
            c
            for c in cases
            if any(
                c[level]["turn"] != before[c["position"], tuple(c["dice"])][level]["turn"]
                for level in LEVELS
            )
        ]
        print(f"{len(cases)} decisions, {len(differ)} with another turn chosen")
        return 1 if differ else 0
    cases.sort(key=lambda c: -sum(c[level]["deep"] for level in LEVELS))
    args.out.write_text(json.dumps(cases, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
