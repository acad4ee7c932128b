"""Start-up: command line, application object, main window.

Qt is imported only after the command line is parsed, so `--version` and
`--help` work without a display and answer at once.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from nardy_desktop import __version__
from nardy_desktop.ai.levels import DEFAULT_LEVEL, LEVELS, Level  # pure Python: no numpy
from nardy_desktop.engine import MAX_LENGTH, Variant  # pure Python: no Qt
from nardy_desktop.ui.board.speeds import SPEED_NAMES  # no Qt: the command line is read first

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QWidget

    from nardy_desktop.storage.instance import SingleInstance
    from nardy_desktop.ui.files.match_files import MatchFiles
    from nardy_desktop.ui.window.main_window import MainWindow


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
        help=f"points of the --demo match (1-{MAX_LENGTH}, default 1)",
    )
    p.add_argument(
        "--demo-level",
        choices=LEVELS,
        default=DEFAULT_LEVEL.value,
        help=f"level of both sides of the --demo match (default {DEFAULT_LEVEL.value})",
    )
    p.add_argument(
        "--variant",
        choices=[v.value for v in Variant],
        default=Variant.LONG.value,
        help="game of the --demo match (default long)",
    )
    p.add_argument(
        "--quit-at-end",
        action="store_true",
        help="exit with status 0 when the match ends (for smoke tests)",
    )
    p.add_argument(
        "--speed", choices=SPEED_NAMES, help="animation speed for this run (default: saved)"
    )
    p.add_argument(
        "--think-ms",
        type=int,
        default=None,
        metavar="MS",
        help="least time the computer seems to think per turn (default 400); "
        "the pauses after a turn that cannot be played and between watched games "
        "are kept within a few times it",
    )
    return p


def apply_think_ms(window: MainWindow, ms: int) -> None:
    """`--think-ms` sets the pace of every pause the computer side makes: its
    thinking, the shown "no move" of a roll that cannot be played, and the wait
    before the next game of a watched match, so that a fast demo is fast
    throughout and a slow one stays readable."""
    controller = window.controller
    controller.min_think_ms = ms
    controller.pass_delay_ms = min(controller.pass_delay_ms, 3 * ms)
    window.watch_next_delay_ms = min(window.watch_next_delay_ms, 4 * ms)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = build_parser()
    args, _qt_args = parser.parse_known_args(argv[1:])
    if not 1 <= args.demo_length <= MAX_LENGTH:
        parser.error(f"--demo-length must be between 1 and {MAX_LENGTH}")
    if args.think_ms is not None and not 0 <= args.think_ms <= 60000:
        parser.error("--think-ms must be between 0 and 60000")
    return args


def _icon() -> QIcon:
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

    from nardy_desktop.ui.window.main_window import MainWindow

    existing = QApplication.instance()  # typed as the QCoreApplication it may be
    app = (
        existing
        if isinstance(existing, QApplication)
        else QApplication([argv[0] if argv else "nardy-desktop"])
    )
    from nardy_desktop.ui.common.collector import MainThreadCollector

    MainThreadCollector(app)  # before any worker thread starts (see collector.py)
    app.setApplicationName("Nardy Desktop")
    app.setOrganizationName("Nardy Desktop")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("nardy-desktop")
    app.setWindowIcon(_icon())

    from nardy_desktop.i18n import LanguageManager
    from nardy_desktop.ui.window.language_menu import LanguageMenu

    languages = LanguageManager(app)
    languages.start()  # before any window exists, so every text starts translated

    from nardy_desktop.storage.data_folder import move_older_data
    from nardy_desktop.storage.files import data_dir
    from nardy_desktop.storage.instance import Claim, SingleInstance

    # A demo keeps its autosave apart, so it never replaces the player's match,
    # and has a lock of its own: a demo may run beside a game, not beside a demo.
    folder = data_dir() / "demo" if args.demo else data_dir()
    older = move_older_data(folder)  # an older version's folder, while it still runs there
    if older is not None:
        return _hand_over(SingleInstance(older, app))
    instance = SingleInstance(folder, app)
    claim = instance.claim()
    if claim is Claim.HELD:
        return _hand_over(instance)
    if claim is Claim.UNAVAILABLE:
        print(
            f"nardy-desktop: no lock in {folder} ({instance.problem}); "
            "another copy on this folder would not be noticed",
            file=sys.stderr,
        )

    window = MainWindow()
    window.add_language_menu(LanguageMenu(languages, window))
    instance.raiseRequested.connect(lambda: bring_to_front(window))

    files = window.keep_files(folder)
    if args.speed:
        window.set_speed(args.speed, remember=False)
    window.quit_at_end = args.quit_at_end
    if args.think_ms is not None:
        apply_think_ms(window, args.think_ms)
    from nardy_desktop import startup_probe

    startup_probe.install(window.view.viewport())
    window.show()
    _start_match(window, files, args)
    code = app.exec()
    window.controller.shutdown()
    instance.release()  # after the last autosave
    return int(code)


def _start_match(window: MainWindow, files: MatchFiles, args: argparse.Namespace) -> None:
    """Go on with the unfinished match of this folder, else start a new one.
    A demo is resumed too, when it is the kind of demo asked for (game,
    length and level); another kind asked for starts afresh."""
    if args.demo:
        variant, level = Variant(args.variant), Level(args.demo_level)
        if _demo_matches(files, variant, args.demo_length, level) and files.resume_autosave():
            return
        window.start_demo(variant, args.demo_length, level)
    elif not files.resume_autosave():
        window.start_default_match()


def _demo_matches(files: MatchFiles, variant: Variant, length: int, level: Level) -> bool:
    """Whether the demo folder's unfinished match (if any) is of `variant`,
    `length` and `level`. Without one it is left to `resume_autosave` to say why."""
    loaded = files.autosave.load().loaded
    if loaded is None or loaded.finished:
        return True
    levels = {player.level for player in loaded.players}
    return bool(
        loaded.match.variant == variant and loaded.match.length == length and levels == {level}
    )


def bring_to_front(window: QWidget) -> None:
    """Show `window` over the others, as a later start asked; un-minimised,
    but left maximised or full screen if it was."""
    from PySide6.QtCore import Qt

    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


def _hand_over(instance: SingleInstance) -> int:
    """Another copy runs on this data folder: bring its window forward and
    leave (status 0), having written nothing. If it cannot be reached, say
    that the game is already open (status 1)."""
    if instance.ask_to_raise():
        print(
            f"nardy-desktop: already open on {instance.folder}; its window was brought forward",
            file=sys.stderr,
        )
        return 0
    print(
        f"nardy-desktop: already open on {instance.folder} by {instance.owner()}, "
        "which does not answer",
        file=sys.stderr,
    )
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication, QMessageBox

    from nardy_desktop.ui.common.plain_text import message_box

    if QApplication.platformName() not in ("offscreen", "minimal"):
        box = message_box(None, QMessageBox.Icon.Information)
        box.setWindowTitle(QCoreApplication.translate("Startup", "Nardy Desktop"))
        box.setText(QCoreApplication.translate("Startup", "Nardy Desktop is already open."))
        box.setInformativeText(
            QCoreApplication.translate(
                "Startup",
                "Its window could not be brought to the front. Switch to it, or close it "
                "before starting the game again.",
            )
        )
        box.exec()
    return 1


if __name__ == "__main__":
    sys.exit(run(sys.argv))
