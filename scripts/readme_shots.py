"""The README's pictures of an analysed game: the graph of the game in the
analysis panel, then a rollout of the shown decision's leading candidates, in
French, English and Russian.

xvfb-run -a -s "-screen 0 1280x800x24" python scripts/readme_shots.py [--out docs]
         [--turns 40] [--seed 7] [--size 1100x700] [--theme wood]
         [--count 2] [--trials 72] [--truncate 6]

A seeded game between two people, each turn chosen by the Beginner (mostly good
turns, a few mistakes), is analysed at the quick depth once; the window then
shows a marked decision on the board with the graph of the game beside the
candidates, and is pictured in each language in turn (the window retranslates
itself). Roll Out then plays the decision's two leading candidates (and the turn
played) out a few dozen times, each trial cut after a few plies so that it takes
seconds, and the window is pictured again with the rolled-out rows under their
evaluations (the panel takes the height they need from the board). pngquant,
where it is installed, makes each picture a few times smaller; the size of each
is printed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from shot_window import open_window, pump  # noqa: E402

os.environ.setdefault(
    "NARDY_DESKTOP_SETTINGS", str(Path(tempfile.mkdtemp()) / "readme-shots-settings.ini")
)
os.environ.setdefault("NARDY_DATA_DIR", tempfile.mkdtemp())

LANGUAGES = ("fr", "en", "ru")


def save_small(image, path: Path) -> int:  # type: ignore[no-untyped-def]
    """`image` as a PNG, made smaller by pngquant where it is installed (a
    screenshot loses nothing one sees at 256 colours well chosen); its size in bytes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(path), "PNG", 9):
        raise OSError(f"cannot write {path}")
    pngquant = shutil.which("pngquant")
    if pngquant is not None:
        subprocess.run(
            [pngquant, "--quality", "65-90", "--speed", "1", "--force", "--skip-if-larger"]
            + ["--ext", ".png", str(path)],
            check=False,
        )
    return path.stat().st_size


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(ROOT / "docs"))
    parser.add_argument("--turns", type=int, default=40, help="turns played before the analysis")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--size", default="1100x700")
    parser.add_argument("--theme", default="wood")
    parser.add_argument("--prefix", default="graph", help="the pictures' names: PREFIX_LANG.png")
    parser.add_argument(
        "--rollout-prefix", default="rollout", help="the rollout pictures' names (empty: none)"
    )
    parser.add_argument(
        "--count", type=int, default=2, help="leading candidates rolled out (with the turn played)"
    )
    parser.add_argument("--trials", type=int, default=72, help="the rollout's trials")
    parser.add_argument("--truncate", type=int, default=6, help="plies before a trial stops")
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.lower().split("x"))

    from nardy_desktop.ai.players import player_for_level
    from nardy_desktop.ui.board import themes

    app, window, languages = open_window("en", (width, height), "long", args.seed, theme=args.theme)
    c = window.controller
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
        for step in beginner.choose(game.turn_start, game.dice).steps:
            c.try_move(step.frm, step.to)
        c.finish_turn()
        pump(app)

    manager = window.analysis
    if not manager.analyse_game():
        print("nothing to analyse", file=sys.stderr)
        return 1
    end = time.monotonic() + 300
    while manager.running and time.monotonic() < end:
        pump(app, 0.1)
    analysis = manager.analysis
    if analysis is None:
        print("the analysis did not finish", file=sys.stderr)
        return 1
    worst = max(analysis.games[-1].decisions, key=lambda d: d.equity_lost)
    manager.show_decision(worst.game, worst.turn)

    def picture(prefix: str, settle=None) -> None:  # type: ignore[no-untyped-def]
        for language in LANGUAGES:
            languages.set_language(language, remember=False)
            pump(app, 2.8)  # the announcements fade, the layout settles
            if settle is not None:
                settle()
            path = Path(args.out) / f"{prefix}_{language}.png"
            size = save_small(window.grab().toImage(), path)
            print(f"wrote {path} ({width}x{height}, {themes.current().key}, {size // 1024} KB)")

    picture(args.prefix)
    if args.rollout_prefix:
        if not roll_out(app, manager, args.count, args.trials, args.truncate):
            return 1
        picture(args.rollout_prefix, lambda: show_every_cell(app, window, manager))
    window.close()
    return 0


def roll_out(app, manager, count: int, trials: int, truncate: int) -> bool:  # type: ignore[no-untyped-def]
    """The shown decision's leading candidates rolled out through the Roll Out
    dialog, as a player would ask, and kept with the analysis."""
    dialog = manager.extras.ask_rollout()
    if dialog is None:
        print("no decision to roll out", file=sys.stderr)
        return False
    dialog.leaders.setChecked(True)
    dialog.count.setValue(count)
    dialog.trials.setValue(trials)
    dialog.truncate.setValue(truncate)
    started = time.monotonic()
    if not dialog.start():
        print("the rollout did not start", file=sys.stderr)
        return False
    end = started + 300
    while dialog.running and time.monotonic() < end:
        pump(app, 0.1)
    figures = dialog.figures
    if figures is None:
        print(f"the rollout did not finish: {dialog.state.text()}", file=sys.stderr)
        dialog.close()
        return False
    pump(app, 0.3)  # the dialog closes, the panel draws the rollouts
    took = time.monotonic() - started
    print(f"rolled out {len(figures)} turns, {trials} trials each, in {took:.1f} s")
    return True


def show_every_cell(app, window, manager) -> None:  # type: ignore[no-untyped-def]
    """The analysis panel made as tall as its candidates and their rollouts need
    (the board gives up the height), and their table as wide as its moves need in
    the language shown (the graph gives up the width), so that no rolled-out row
    is cut off and no move elided."""
    from PySide6.QtCore import Qt

    panel = manager.panel
    table = panel.table
    header = table.horizontalHeader()
    move = max(table.sizeHintForColumn(1), header.sectionSizeHint(1))
    narrow = move - header.sectionSize(1)
    if narrow > 0:
        left, right = panel.split.sizes()
        panel.split.setSizes([left + narrow + 4, right - narrow - 4])
        pump(app, 0.3)
    dock = manager.dock
    for _ in range(4):  # the layouts share out the height given: ask again
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        missing = rows - table.viewport().height()
        if missing <= 0:
            break
        window.resizeDocks([dock], [dock.height() + missing + 2], Qt.Orientation.Vertical)
        pump(app, 0.3)


if __name__ == "__main__":
    sys.exit(main())
