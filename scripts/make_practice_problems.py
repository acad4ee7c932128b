"""Make the practice problems that come with the program
(nardy_desktop/resources/practice/problems.json).

    python scripts/make_practice_problems.py backgammon [--decisions N] [--trials T]
    python scripts/make_practice_problems.py build

`backgammon` draws decisions from seeded games between the computer's levels,
phase by phase in turn, keeps each one's leading candidates (the Expert's
lookahead), rolls them out (`rollout_turns`: the Intermediate level playing,
the luck of every roll taken off, each trial cut after TRUNCATE plies and
scored by the network there) and appends the result to
benchmarks/data/practice-backgammon-rollouts.jsonl, one decision a line, so
that a run stopped half-way goes on where it was. Run it niced: a decision
takes ten to thirty seconds of one core.

`build` writes the problems file from the long nardy judge's rolled-out
decisions (benchmarks/data/judge-long-*.jsonl, see strength/positions.py) and
the backgammon rollouts above, keeping only decisions with a clear best
answer: the rollouts' best candidate ahead of every other by more than
`CLEAR_SIGMAS` standard errors of their difference (trial by trial, on the
same dice), and by `MIN_LEAD` points at least. Each problem is filed under
the judge's phase of its decision and a difficulty by that lead
(`problems.DIFFICULTY_LEADS`).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nardy_desktop.ai import search  # noqa: E402
from nardy_desktop.ai.phases import PHASES  # noqa: E402
from nardy_desktop.ai.players import player_for_level  # noqa: E402
from nardy_desktop.ai.practice import decision_phase  # noqa: E402
from nardy_desktop.ai.rollout import RolloutSettings, rollout_turns  # noqa: E402
from nardy_desktop.engine import Game, Position, SeededDice, Variant, legal_turns  # noqa: E402
from nardy_desktop.storage.practice.problems import (  # noqa: E402
    CLEAR_SIGMAS,
    FORMAT,
    MIN_LEAD,
    PROBLEMS_VERSION,
    difficulty_of,
    problems_path,
)

DATA = ROOT / "benchmarks" / "data"
BG_ROLLOUTS = DATA / "practice-backgammon-rollouts.jsonl"
LONG_POSITIONS = DATA / "judge-long-positions.jsonl"
LONG_ROLLOUTS = DATA / "judge-long-rollouts.jsonl"
CANDIDATES = 4  # the Expert's best turns rolled out per decision
TRUNCATE = 10  # plies a trial plays before the network scores where it stands
MIN_LEAD_1PLY = 0.02  # the Expert's own lead of its best over its second: a clear answer likelier
DECIMALS = 5  # of the points and standard errors in the file
PAIRINGS = (("beginner", "intermediate"), ("intermediate", "expert"), ("beginner", "expert"))


def _bg_pools(decisions: int, seed: int) -> list[tuple[str, Position, tuple[int, int], str]]:
    """Decisions drawn round-robin over the phases, from seeded games between
    levels, `decisions` in all (fewer when a phase runs short)."""
    per = -(-decisions // len(PHASES))
    pools: dict[str, list[tuple[Position, tuple[int, int], str]]] = {p: [] for p in PHASES}
    seen: set[tuple[Position, tuple[int, int]]] = set()
    game = 0
    while any(len(v) < per for v in pools.values()) and game < 40 * per:
        a, b = PAIRINGS[game % len(PAIRINGS)]
        players = (player_for_level(a, seed + game), player_for_level(b, seed + game + 1))
        g = Game(Variant.BACKGAMMON, SeededDice(seed * 1000 + game))
        ply = 0
        while g.result is None:
            position = g.turn_start
            dice = g.roll()
            if len(legal_turns(position, dice)) > 1 and (position, dice) not in seen:
                phase = decision_phase(position, ply)
                # One decision a game per phase, so that no game fills a phase alone.
                source = f"{a} v {b}, game {game}, ply {ply}"
                if len(pools[phase]) < per and not any(
                    s.startswith(f"{a} v {b}, game {game},") for _, _, s in pools[phase]
                ):
                    seen.add((position, dice))
                    pools[phase].append((position, dice, source))
            g.play_turn(players[position.side].choose(position, dice))
            ply += 1
        game += 1
    out = []
    for k in range(per):
        for phase in PHASES:
            if k < len(pools[phase]):
                position, dice, source = pools[phase][k]
                out.append((phase, position, dice, source))
    return out[:decisions]


def backgammon(decisions: int, trials: int, seed: int) -> None:
    done = set()
    if BG_ROLLOUTS.exists():
        for line in BG_ROLLOUTS.read_text().splitlines():
            if line.strip():
                done.add(json.loads(line)["id"])
    todo = _bg_pools(decisions, seed)
    settings = RolloutSettings(trials=trials, seed=1, luck=True, truncate_plies=TRUNCATE)
    started = time.perf_counter()
    with BG_ROLLOUTS.open("a") as f:
        for k, (phase, position, dice, source) in enumerate(todo):
            if k in done:
                continue
            scored = search.ply1(position, dice, width=CANDIDATES, margin=0.3)
            order = [int(i) for i in scored.order()[:CANDIDATES]]
            if len(order) < 2 or scored.equity[order[0]] - scored.equity[order[1]] < MIN_LEAD_1PLY:
                f.write(json.dumps({"id": k, "skipped": "no clear lead at 1-ply"}) + "\n")
                f.flush()
                continue
            turns = [scored.turns[i] for i in order]
            r = rollout_turns(position, turns, settings)
            means = [c.adjusted_points.mean for c in r.candidates]
            best = max(range(len(turns)), key=lambda i: means[i])
            ses = [0.0 if i == best else r.difference(best, i).se for i in range(len(turns))]
            line = {
                "id": k,
                "phase": phase,
                "source": source,
                "position": position.to_text(),
                "dice": list(dice),
                "trials": trials,
                "candidates": [t.result.to_text() for t in turns],
                "means": [round(m, 5) for m in means],
                "ses": [round(s, 5) for s in ses],
            }
            f.write(json.dumps(line) + "\n")
            f.flush()
            rate = (k + 1) / (time.perf_counter() - started)
            print(f"decision {k} ({phase}) done, {rate * 3600:.0f}/h", flush=True)


def _clear(means: list[float], ses: list[float]) -> bool:
    """The best candidate ahead of every other by more than CLEAR_SIGMAS
    standard errors of their difference, and by MIN_LEAD at least, in the
    figures as the file writes them."""
    means = [round(m, DECIMALS) for m in means]
    ses = [round(s, DECIMALS) for s in ses]
    best = max(range(len(means)), key=lambda i: means[i])
    return all(
        means[best] - means[i] > max(CLEAR_SIGMAS * ses[i], MIN_LEAD - 1e-9)
        for i in range(len(means))
        if i != best
    )


def _problem(
    pid: str,
    phase: str,
    position: Position,
    dice: tuple[int, int],
    results: list[str],
    means: list[float],
    ses: list[float],
    trials: int,
) -> dict[str, object]:
    by_result = {t.result.to_text(): t.text for t in legal_turns(position, dice)}
    order = sorted(range(len(results)), key=lambda i: -means[i])
    lead = means[order[0]] - means[order[1]]
    return {
        "id": pid,
        "variant": position.variant.value,
        "phase": phase,
        "difficulty": difficulty_of(lead).value,
        "position": position.to_text(),
        "dice": list(dice),
        "trials": trials,
        # [move, mean points, standard error of its difference from the best]
        "candidates": [
            [by_result[results[i]], round(means[i], DECIMALS), round(ses[i], DECIMALS)]
            for i in order
        ],
    }


def _long_problems() -> list[dict[str, object]]:
    from nardy_desktop.strength.positions import judged, read_rollouts

    head, _ = read_rollouts(LONG_ROLLOUTS)
    trials = int(head["trials"]) if head else 0
    out = []
    for j in judged(LONG_POSITIONS, LONG_ROLLOUTS):
        means = [float(x) for x in j.means]
        ses = [float(x) for x in j.ses]
        if len(means) < 2 or not _clear(means, ses):
            continue
        d = j.decision
        out.append(
            _problem(f"long-{d.id}", d.phase, d.position, d.dice, d.candidates, means, ses, trials)
        )
    return out


def _bg_problems() -> list[dict[str, object]]:
    out = []
    if not BG_ROLLOUTS.exists():
        return out
    for line in BG_ROLLOUTS.read_text().splitlines():
        d = json.loads(line) if line.strip() else {}
        if "means" not in d or not _clear(d["means"], d["ses"]):
            continue
        position = Position.from_text(d["position"])
        dice = (int(d["dice"][0]), int(d["dice"][1]))
        out.append(
            _problem(
                f"backgammon-{d['id']}",
                d["phase"],
                position,
                dice,
                d["candidates"],
                d["means"],
                d["ses"],
                int(d["trials"]),
            )
        )
    return out


def build() -> Path:
    problems = _long_problems() + _bg_problems()
    doc = {
        "format": FORMAT,
        "version": PROBLEMS_VERSION,
        "clear_sigmas": CLEAR_SIGMAS,
        "problems": problems,
    }
    path = problems_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc, separators=(",", ":"), ensure_ascii=False) + "\n")
    counts: dict[str, int] = {}
    for p in problems:
        key = f"{p['variant']} {p['phase']} {p['difficulty']}"
        counts[key] = counts.get(key, 0) + 1
    print(f"{len(problems)} problems, {path.stat().st_size} bytes: {path}")
    for key in sorted(counts):
        print(f"  {key}: {counts[key]}")
    return path


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    bg = commands.add_parser("backgammon", help="roll out backgammon decisions")
    bg.add_argument("--decisions", type=int, default=180)
    bg.add_argument("--trials", type=int, default=144)
    bg.add_argument("--seed", type=int, default=7)
    commands.add_parser("build", help="write the problems file")
    args = parser.parse_args()
    if args.command == "backgammon":
        backgammon(args.decisions, args.trials, args.seed)
    else:
        build()


if __name__ == "__main__":
    main()
