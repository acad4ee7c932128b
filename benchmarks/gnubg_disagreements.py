"""Where a backgammon level's choices cost it against an opponent, as GNU
Backgammon sees them.

    python benchmarks/gnubg_disagreements.py --level expert --b pubeval --games 400 \
        --seed 21 --record /tmp/expert-pubeval.jsonl

The level plays the games of `benchmarks/ai_strength.py` (the same seeds and
colours, playing for wins as `--play-for wins` does). At each of the level's
decisions GNU Backgammon picks its own turn at `--choose-plies`; where the
two differ, both results are scored by GNU Backgammon at `--judge-plies` and
the difference in the level's winning chance is kept. Printed: the cost per
game, then the cost by kind of position (race, a side on the bar, back
checkers, bearing off against contact), then the costliest decisions with
their position text. GNU Backgammon only judges; nothing it says is used in
training.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nardy_desktop.ai.baselines import is_race  # noqa: E402
from nardy_desktop.engine import Position, Variant  # noqa: E402
from nardy_desktop.strength.gnubg import JudgeError, find_gnubg  # noqa: E402
from nardy_desktop.strength.gnubg_player import GnubgPlayer  # noqa: E402
from nardy_desktop.strength.harness import start_game  # noqa: E402

WINS = (1, 1)


def kind(position: Position) -> str:
    """The kind of position a decision was taken in, as a player would name it."""
    b = position.mover_view()
    if is_race(position):
        return "race"
    if b[25]:
        return "on the bar"
    if position.bar[position.side.opponent]:
        return "opponent on the bar"
    if all(v <= 0 for v in b[7:25]):
        return "bearing in/off against contact"
    own_back = any(v > 0 for v in b[19:25])
    their_back = any(v < 0 for v in b[1:7])
    if own_back and their_back:
        return "both sides have back checkers"
    if their_back:
        return "the opponent's back checkers"
    if own_back:
        return "own back checkers"
    return "other contact"


def play(
    level: str, opponent: str, seed: int, index: int, chooser: GnubgPlayer, judge: GnubgPlayer
) -> dict:
    """Game `index` of the strength benchmark's run; the level's decisions
    that GNU Backgammon would have taken otherwise, with their cost."""
    game, a_side, a, b = start_game(Variant.BACKGAMMON, level, opponent, seed, index)
    rows = []
    while game.result is None:
        dice = game.roll()
        position = game.turn_start
        if game.side_to_move is not a_side:
            game.play_turn(b.choose(position, dice, away=WINS))
            continue
        turn = a.choose(position, dice, away=WINS)
        other = chooser.choose(position, dice, away=WINS)  # a forced turn: asks nothing
        if other.result != turn.result:
            mine = 1.0 - judge.win_chance(turn.result, WINS)
            theirs = 1.0 - judge.win_chance(other.result, WINS)
            rows.append(
                {
                    "position": position.to_text(),
                    "dice": list(dice),
                    "level": turn.text,
                    "gnubg": other.text,
                    "cost": theirs - mine,
                    "kind": kind(position),
                }
            )
        game.play_turn(turn)
    return {"index": index, "won": game.result.winner is a_side, "decisions": rows}


def report(games: list[dict], top: int) -> str:
    rows = [r for g in games for r in g["decisions"]]
    total = sum(r["cost"] for r in rows)
    won = sum(g["won"] for g in games)
    lines = [
        f"{len(games)} games, {won} won; {len(rows)} choices other than GNU Backgammon's, "
        f"costing {total:.3f} of a game's winning chance, {total / max(len(games), 1):.4f} a game"
    ]
    by_kind: dict[str, list[float]] = defaultdict(list)
    for r in rows:
        by_kind[r["kind"]].append(r["cost"])
    lines.append(f"{'kind of position':34} {'choices':>7} {'cost':>8} {'each (1/1000)':>14}")
    for name, costs in sorted(by_kind.items(), key=lambda kv: -sum(kv[1])):
        each = 1000 * sum(costs) / len(costs)
        lines.append(f"{name:34} {len(costs):7d} {sum(costs):8.3f} {each:14.1f}")
    lines.append("costliest:")
    for r in sorted(rows, key=lambda r: -r["cost"])[:top]:
        lines.append(
            f"{r['cost']:.3f}  {r['dice'][0]}{r['dice'][1]}  {r['position']}  "
            f"level {r['level']}  gnubg {r['gnubg']}  ({r['kind']})"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--level", default="expert", help="the level (or LEVEL@FILE) looked at")
    ap.add_argument("--b", default="pubeval", help="its opponent (as in ai_strength.py)")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=21)
    ap.add_argument("--choose-plies", type=int, choices=(0, 1, 2), default=0)
    ap.add_argument("--judge-plies", type=int, choices=(0, 1, 2), default=2)
    ap.add_argument("--top", type=int, default=20, help="costliest decisions printed")
    ap.add_argument("--record", metavar="FILE", help="keep each game's findings here (JSON lines)")
    args = ap.parse_args(argv)
    try:
        program = find_gnubg()
    except JudgeError as e:
        print(f"gnubg_disagreements: {e}", file=sys.stderr)
        return 2
    chooser = GnubgPlayer(args.choose_plies, program)
    judge = GnubgPlayer(args.judge_plies, program)
    games = []
    with contextlib.ExitStack() as stack:
        record = None
        if args.record:
            record = stack.enter_context(Path(args.record).open("w", encoding="utf-8"))
        for index in range(args.games):
            found = play(args.level, args.b, args.seed, index, chooser, judge)
            games.append(found)
            if record is not None:
                record.write(json.dumps(found) + "\n")
                record.flush()
            if (index + 1) % 50 == 0:
                print(f"  {index + 1}/{args.games} games", flush=True)
    print(
        f"{args.level} against {args.b}, seed {args.seed}, for wins; GNU Backgammon chooses at "
        f"{args.choose_plies}-ply and judges at {args.judge_plies}-ply"
    )
    print(report(games, args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
