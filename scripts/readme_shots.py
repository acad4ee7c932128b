"""The README's pictures of an analysed game: the graph of the game in the
analysis panel, in French, English and Russian.

xvfb-run -a -s "-screen 0 1280x800x24" python scripts/readme_shots.py [--out docs]
         [--turns 40] [--seed 7] [--size 1100x700] [--theme wood]

A seeded game between two people, each turn chosen by the Beginner (mostly good
turns, a few mistakes), is analysed at the quick depth once; the window then
shows a marked decision on the board with the graph of the game beside the
candidates, and is pictured in each language in turn (the window retranslates
itself). pngquant, where it is installed, makes each picture a few times
smaller; the size of each is printed.
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
os.environ.setdefault(
    "NARDY_DESKTOP_SETTINGS", str(Path(tempfile.mkdtemp()) / "readme-shots-settings.ini")
)
os.environ.setdefault("NARDY_DATA_DIR", tempfile.mkdtemp())

LANGUAGES = ("fr", "en", "ru")


def pump(app, seconds: float = 0.05) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()


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
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.lower().split("x"))

    from PySide6.QtWidgets import QApplication

    from nardy_desktop.ai.players import player_for_level
    from nardy_desktop.app import _icon
    from nardy_desktop.controller import PlayerSpec
    from nardy_desktop.engine import SeededDice, Variant
    from nardy_desktop.i18n import LanguageManager
    from nardy_desktop.ui.board import themes
    from nardy_desktop.ui.window.language_menu import LanguageMenu
    from nardy_desktop.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    app.setApplicationName("Nardy Desktop")
    app.setWindowIcon(_icon())
    languages = LanguageManager(app)
    languages.set_language("en", remember=False)
    window = MainWindow()
    window.add_language_menu(LanguageMenu(languages, window))
    window.set_speed("off")
    window.theme_menu.choose(args.theme, remember=False)
    window.resize(width, height)
    window.show()
    c = window.controller
    c.auto_finish = False
    players = (PlayerSpec("Anna"), PlayerSpec("Boris"))
    window.start_match(Variant.LONG, 5, players, SeededDice(args.seed))
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
    for language in LANGUAGES:
        languages.set_language(language, remember=False)
        pump(app, 2.8)  # the announcements fade, the layout settles
        path = Path(args.out) / f"{args.prefix}_{language}.png"
        size = save_small(window.grab().toImage(), path)
        print(f"wrote {path} ({width}x{height}, {themes.current().key}, {size // 1024} KB)")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
