"""Render the game window with a game in progress to a PNG (offscreen).

python scripts/screenshot.py [--variant long|backgammon] [--turns N] [--language en|fr|ru]
                             [--size 1240x760] [--hint | --analysis]
                             [--output docs/screenshot.png]

--hint shows the hint for the last roll (arrows and the status line) instead
of a half-played turn. --analysis analyses the game played so far (quick
depth) and shows its costliest decision: the position with the turn played and
the best turn as arrows, and the panel of the best turns.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from shot_window import open_window, pump  # noqa: E402

os.environ.setdefault(
    "NARDY_DESKTOP_SETTINGS", str(Path(tempfile.mkdtemp()) / "screenshot-settings.ini")
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--variant", choices=("long", "backgammon"), default="long")
    parser.add_argument("--turns", type=int, default=14, help="turns to play before the picture")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--size", default="1240x760")
    parser.add_argument("--language", choices=("en", "fr", "ru"), default="en")
    parser.add_argument("--hint", action="store_true", help="show a hint for the last roll")
    parser.add_argument("--analysis", action="store_true", help="show the costliest decision")
    parser.add_argument("--output", default=str(ROOT / "docs" / "screenshot.png"))
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.lower().split("x"))

    app, window, _ = open_window(args.language, (width, height), args.variant, args.seed)
    c = window.controller
    rng = random.Random(args.seed)
    beginner = None
    if args.analysis:
        from nardy_desktop.ai.players import player_for_level

        beginner = player_for_level("beginner", seed=args.seed)
    pump(app)
    for _ in range(args.turns):
        game = c.game
        if game is None or game.is_over:
            break
        c.roll()
        pump(app)
        if game.dice is None:
            continue
        turns = game.legal_turns()
        if beginner is not None:  # a learner's game: mostly good turns, some mistakes
            turn = beginner.choose(game.turn_start, game.dice)
        else:
            turn = rng.choice(turns)
        for step in turn.steps:
            c.try_move(step.frm, step.to)
        c.finish_turn()
        pump(app)
    if args.analysis:
        return analysis_picture(app, window, args, width, height)
    # Leave the last turn half played, with a checker picked up, so the picture
    # shows dice, a used die and lit target points.
    c.roll()
    pump(app)
    game = c.game
    if args.hint and game is not None and game.dice is not None:
        c.request_hint()
        end = time.monotonic() + 10
        while c.can_hint is False and time.monotonic() < end:
            pump(app)
        pump(app, 0.2)
    elif game is not None and game.dice is not None and game.legal_steps():
        step = game.legal_steps()[0]
        c.try_move(step.frm, step.to)
        pump(app)
        steps = game.legal_steps()
        if steps:
            window.view.select(window.view.mover_loc(steps[-1].frm))
    window.score_panel.refresh()
    pump(app, 2.8)  # let the announcement of the game fade away
    out = Path(args.output)
    out.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(out))
    print(f"wrote {out} ({width}x{height}, {args.variant})")
    window.close()
    return 0


def analysis_picture(app, window, args, width: int, height: int) -> int:  # type: ignore[no-untyped-def]
    """Analyse the game so far and show its costliest decision."""
    manager = window.analysis
    if not manager.analyse_game():
        print("nothing to analyse", file=sys.stderr)
        return 1
    end = time.monotonic() + 120
    while manager.running and time.monotonic() < end:
        pump(app, 0.1)
    analysis = manager.analysis
    if analysis is None:
        print("the analysis did not finish", file=sys.stderr)
        return 1
    worst = max(analysis.games[-1].decisions, key=lambda d: d.equity_lost)
    manager.show_decision(worst.game, worst.turn)
    pump(app, 2.8)
    out = Path(args.output)
    out.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(out))
    print(f"wrote {out} ({width}x{height}, {args.variant}, analysis of turn {worst.turn})")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
