"""The practice store with a thousand analysed matches: its size on disk, the
time to keep one match, and the time to open Practise (open the store, make
the built-in problems' cards, count and draw the cards due).

    python benchmarks/practice_store.py [--matches 1000] [--games 3] [--seed 1]

The matches are made of real analyses: a few games of the Beginner (the
person, who makes mistakes to practise) against the Intermediate (the
computer), in both games, analysed at the plain depth; each match of the
store is `--games` of them (a 5- or 7-point match is three to five games),
under a key of its own, so the store holds what that many real matches of a
person against the computer would leave. Then 2,000 cards are answered over
the past month, so that the cards due are a mix of new, learning and review.

Targets: a few tens of MB for 1,000 matches; opening Practise under 0.5 s.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nardy_desktop.ai.analysis import (  # noqa: E402
    Depth,
    GameAnalysis,
    MatchAnalysis,
    ScoreKind,
    analyse_match,
)
from nardy_desktop.ai.players import player_for_level  # noqa: E402
from nardy_desktop.engine import Match, SeededDice, Variant  # noqa: E402
from nardy_desktop.storage.practice import CardFilter, open_store  # noqa: E402

NAMES = ("Anna", "Computer")
POOL = 4  # games analysed per game of nardy; the matches are drawn from them

OPEN_PRACTISE = """
import sys, time
from pathlib import Path
t0 = time.perf_counter()
from nardy_desktop.storage.practice import CardFilter, open_store
t1 = time.perf_counter()
opened = open_store(Path(sys.argv[1]), check=sys.argv[2] == "check")
store = opened.store
t2 = time.perf_counter()
store.sync_problems()
counts = store.counts(CardFilter())
card = store.next_card(CardFilter())
t3 = time.perf_counter()
assert opened.problem is None and card is not None
print(f"{t1 - t0:.3f} {t3 - t1:.3f} {counts.total} {counts.due} {counts.new} {t2 - t1:.3f}")
"""


def _games(variant: Variant, seed: int) -> list[GameAnalysis]:
    out = []
    for k in range(POOL):
        match = Match(variant, 1, NAMES, SeededDice(seed * 100 + k))
        players = [player_for_level("beginner", seed + k), player_for_level("intermediate", 1)]
        game = match.start_game()
        while not game.is_over:
            dice = game.roll()
            player = players[match.player_of(game.side_to_move)]
            game.play_turn(player.choose(game.turn_start, dice))
        match.record_result()
        out.extend(analyse_match(match, "plain").games)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=1000)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    started = time.perf_counter()
    pools = {v: _games(v, args.seed) for v in Variant}
    print(
        f"analysed {sum(len(p) for p in pools.values())} games in"
        f" {time.perf_counter() - started:.1f} s"
    )

    folder = Path(tempfile.mkdtemp(prefix="practice-bench-"))
    path = folder / "practice.sqlite3"
    store = open_store(path).store
    assert store is not None
    now = datetime.now(UTC)
    times = []
    decisions = 0
    for i in range(args.matches):
        variant = Variant.LONG if i % 3 else Variant.BACKGAMMON  # two long matches in three
        games = tuple(
            replace(g, number=n + 1, decisions=tuple(replace(d, game=n + 1) for d in g.decisions))
            for n, g in enumerate(rng.sample(pools[variant], args.games))
        )
        analysis = MatchAnalysis(variant, 5, NAMES, Depth.PLAIN, ScoreKind.MATCH, games)
        played = now - timedelta(days=365 * (args.matches - i) / args.matches)
        t = time.perf_counter()
        decisions += store.add_match(analysis, (True, False), f"match-{i}", played=played)
        times.append(time.perf_counter() - t)
    times.sort()
    print(
        f"kept {args.matches} matches, {decisions} decisions of the person:"
        f" {1000 * times[len(times) // 2]:.1f} ms a match (median),"
        f" {1000 * times[int(len(times) * 0.95)]:.1f} ms (95th percentile)"
    )

    # A month of practice: 2,000 answers, three in four the best turn.
    ids = store.due_cards(CardFilter(problems=False, doubtful=True), now, limit=2000)
    for k, card_id in enumerate(ids):
        card = store.card(card_id)
        assert card is not None
        ranked = sorted(card.candidates, key=lambda c: -c.equity)
        played = ranked[0] if rng.random() < 0.75 else ranked[-1]
        store.review(card_id, played.position, now - timedelta(days=30 * (1 - k / len(ids))))
    store._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    size = sum(p.stat().st_size for p in folder.iterdir() if p.name.startswith(path.name))
    print(
        f"database: {size / 1e6:.1f} MB ({size / 2**20:.1f} MiB) for {args.matches} matches,"
        f" {size / max(1, decisions):.0f} bytes a decision"
    )

    # Opening Practise in a fresh program, as the window would: three runs, the best and worst.
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parent.parent))
    for check in ("check", "no-check"):
        runs = []
        for _ in range(3):
            out = subprocess.run(
                [sys.executable, "-c", OPEN_PRACTISE, str(path), check],
                check=True,
                capture_output=True,
                text=True,
                env=env,
            ).stdout.split()
            runs.append(out)
        opens = sorted(float(r[1]) for r in runs)
        store_opens = sorted(float(r[5]) for r in runs)
        imports = sorted(float(r[0]) for r in runs)
        total, due, new = runs[-1][2:5]
        what = "with the pages' check" if check == "check" else "without the pages' check"
        print(
            f"open Practise {what}, {args.matches} matches ({total} cards, {due} due today,"
            f" {new} new): {opens[0]:.3f} s to {opens[-1]:.3f} s (target 0.5 s), of which"
            f" opening the store {store_opens[0]:.3f} s to {store_opens[-1]:.3f} s;"
            f" importing the store {imports[0]:.3f} s to {imports[-1]:.3f} s"
        )
    for p in folder.iterdir():
        p.unlink()
    folder.rmdir()


if __name__ == "__main__":
    main()
