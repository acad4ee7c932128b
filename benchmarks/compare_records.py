"""Two players' records against the same opponent on the same dice, game by game.

    python benchmarks/compare_records.py A.jsonl B.jsonl

Each file is a record kept by `ai_strength.py --luck --record FILE` (two
players, say two networks, each against pubeval with one seed). On the games
both records hold, the dice were the same, so the difference of the two
players' luck-adjusted results game by game is far less noisy than either
result: it tells two close players apart in a few hundred games, and a
record cut short still counts. Printed: each player's luck-adjusted win rate
and points per game on those games, and A's lead over B, each with its 95%
interval (over pairs of games, as `ai_strength.py` computes it).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nardy_desktop.strength.harness import GameOutcome, RecordError, Tally, read_record  # noqa: E402

SAME = ("variant", "b", "seed", "play_for", "luck")


def tally_of(outcomes: dict[int, GameOutcome], games: list[int]) -> Tally:
    tally = Tally()
    for i in games:
        tally.add(outcomes[i])
    return tally


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("a", type=Path, help="record of player A")
    ap.add_argument("b", type=Path, help="record of player B")
    args = ap.parse_args(argv)
    runs, outcomes = [], []
    for path in (args.a, args.b):
        try:
            head, games = read_record(path)
        except RecordError as e:
            ap.error(str(e))
        if head is None:
            ap.error(f"{path} holds no record")
        runs.append(head)
        outcomes.append(games)
    differ = [k for k in SAME if runs[0].get(k) != runs[1].get(k)]
    if differ:
        ap.error(
            "the records are not of the same opponent and dice: "
            + ", ".join(f"{k} {runs[0].get(k)!r} / {runs[1].get(k)!r}" for k in differ)
        )
    if not runs[0].get("luck"):
        ap.error("the records have no luck measured (ai_strength.py --luck)")
    common = sorted(set(outcomes[0]) & set(outcomes[1]))
    if len(common) < 2:
        ap.error(f"the records share {len(common)} games; at least 2 are needed")
    tallies = [tally_of(o, common) for o in outcomes]
    if any(t.unmeasured for t in tallies):
        ap.error("a game in the records has no luck measured")
    lead = Tally()
    for i in common:
        lead.adjusted[i] = tuple(  # type: ignore[assignment]
            x - y for x, y in zip(tallies[0].adjusted[i], tallies[1].adjusted[i], strict=True)
        )
    figures = [f for f in (t.luck_adjusted() for t in (*tallies, lead)) if f is not None]
    print(f"{len(common)} games of seed {runs[0]['seed']} against {runs[0]['b']}, both records")
    for name, run, tally, (w, wh, p, ph) in zip("AB", runs, tallies, figures, strict=False):
        print(
            f"{name} {run['a']}{' @ ' + run['network'] if run.get('network') else ''}:"
            f" raw {100 * tally.win_rate:.1f}%, luck-adjusted {100 * w:.1f}% ± {100 * wh:.1f},"
            f" {p:+.3f} ± {ph:.3f} points per game"
        )
    w, wh, p, ph = figures[2]
    print(
        f"A less B, game by game: {100 * w:+.1f} ± {100 * wh:.1f} points of winning chance,"
        f" {p:+.3f} ± {ph:.3f} points per game (95%)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
