"""Start-up: command line, application object, main window.

Qt is imported only after the command line is parsed, so `--version` and
`--help` work without a display and answer at once.
"""

from __future__ import annotations

import argparse
import sys

from nardy_desktop import __version__

SPEED_CHOICES = ("off", "fast", "normal", "slow")


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="nardy-desktop",
        description="Long nardy and backgammon for the desktop.",
    )
    p.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    p.add_argument(
        "--demo", action="store_true", help="start a match of the computer against itself"
    )
    p.add_argument(
        "--demo-length",
        type=int,
        default=1,
        metavar="N",
        help="points of the --demo match (1-25, default 1)",
    )
    p.add_argument(
        "--variant",
        choices=("long", "backgammon"),
        default="long",
        help="game of the --demo match (default long)",
    )
    p.add_argument(
        "--quit-at-end",
        action="store_true",
        help="exit with status 0 when the match ends (for smoke tests)",
    )
    p.add_argument(
        "--speed", choices=SPEED_CHOICES, help="animation speed for this run (default: saved)"
    )
    p.add_argument(
        "--think-ms",
        type=int,
        default=None,
        metavar="MS",
        help="least time the computer seems to think per turn (default 400)",
    )
    return p


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = build_parser()
    args, _qt_args = parser.parse_known_args(argv[1:])
    if not 1 <= args.demo_length <= 25:
        parser.error("--demo-length must be between 1 and 25")
    if args.think_ms is not None and not 0 <= args.think_ms <= 60000:
        parser.error("--think-ms must be between 0 and 60000")
    return args


def _icon():  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QIcon

    from nardy_desktop.paths import resource_path

    icon = QIcon()
    svg = resource_path("icons", "nardy-desktop.svg")
    if svg.is_file():
        icon.addFile(str(svg))
    for size in (16, 24, 32, 48, 64, 128, 256, 512):
        png = resource_path("icons", "hicolor", f"{size}x{size}", "apps", "nardy-desktop.png")
        if png.is_file():
            icon.addFile(str(png))
    return icon


def run(argv: list[str]) -> int:
    """Parse the command line, show the window and run the event loop."""
    args = parse_args(list(argv))

    from PySide6.QtWidgets import QApplication

    from nardy_desktop.engine import Variant
    from nardy_desktop.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication([argv[0] if argv else "nardy-desktop"])
    app.setApplicationName("Nardy Desktop")
    app.setOrganizationName("Nardy Desktop")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("nardy-desktop")
    app.setWindowIcon(_icon())

    from nardy_desktop.i18n import LanguageManager
    from nardy_desktop.ui.language_menu import LanguageMenu

    languages = LanguageManager(app)
    languages.start()  # before any window exists, so every text starts translated
    window = MainWindow()
    window.add_language_menu(LanguageMenu(languages, window))

    from nardy_desktop.storage.files import data_dir
    from nardy_desktop.ui.match_files import MatchFiles

    # A demo keeps its autosave apart, so it never replaces the player's match.
    files = MatchFiles(window, data_dir() / "demo" if args.demo else None)
    if args.speed:
        window.set_speed(args.speed, remember=False)
    window.quit_at_end = args.quit_at_end
    if args.think_ms is not None:
        window.controller.min_think_ms = args.think_ms
        window.watch_next_delay_ms = min(window.watch_next_delay_ms, 4 * args.think_ms)
    from nardy_desktop import startup_probe

    startup_probe.install(window.view.viewport())
    window.show()
    if args.demo:
        window.start_demo(Variant(args.variant), args.demo_length)
    elif not files.resume_autosave():
        window.start_default_match()
    code = app.exec()
    window.controller.shutdown()
    return int(code)


if __name__ == "__main__":
    sys.exit(run(sys.argv))
