"""Cost of opening a very long saved match, on the worker thread and on the UI thread.

    python benchmarks/open_match.py [--turns 20000] [--seed 1] [--file big.nardy]

Builds a legal backgammon match of `--turns` turns (the most a saved match may
hold is 20,000, at most 1,000 a game): long games where both sides hit and
keep their checkers back, then race home. The file is kept with `--file` and
reused when it is there already. Prints the time to read and replay the file
(`load_match`, done off the UI thread when a match is opened), and what
adopting it costs the UI thread in all, with its parts: the controller's
`resume_match`, the move list (the current game only), an autosave, and the
record kept to tell later whether the match has changed since it was opened.
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
if not os.environ.get("DISPLAY"):
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
TMP = Path(tempfile.mkdtemp())
os.environ.setdefault("NARDY_DESKTOP_SETTINGS", str(TMP / "bench.ini"))
os.environ.setdefault("NARDY_DATA_DIR", str(TMP / "data"))

from nardy_desktop.engine import (  # noqa: E402
    Game,
    ManualDice,
    Match,
    SeededDice,
    Side,
    Turn,
    Variant,
    legal_turns,
)
from nardy_desktop.storage.files import load_match, save_match  # noqa: E402
from nardy_desktop.storage.record import PlayerInfo  # noqa: E402

PLAYERS = (PlayerInfo("Anna"), PlayerInfo("Computer", True, "expert"))
MAX_GAME_TURNS = 1000


def _choose(game: Game, turns: list[Turn], rng: random.Random, stall: int) -> Turn:
    """Hit and hold back for `stall` turns, then race; a side whose opponent
    has borne off nothing yet neither hits nor bears off, so that most games
    are single wins and the match lasts."""
    pos = game.position
    me, op = pos.side, pos.side.opponent
    if len(game.history) < stall:
        return max(
            turns, key=lambda t: (t.result.pip_count(op) + t.result.pip_count(me), rng.random())
        )
    if pos.off[int(op)]:
        return min(turns, key=lambda t: (t.result.pip_count(me), rng.random()))
    pips = pos.pip_count(op)
    return min(
        turns, key=lambda t: (t.result.pip_count(op) != pips, t.result.off[int(me)], rng.random())
    )


def _game(seed: int, opening: tuple[int, int] | None, stall: int, limit: int) -> Game:
    """One game played alone (at most `limit` turns)."""
    rng = random.Random(seed)
    game = Game(Variant.BACKGAMMON, SeededDice(seed), opening=opening)
    while not game.is_over and len(game.history) < limit:
        dice = game.roll()
        game.play_turn(_choose(game, legal_turns(game.position, dice), rng, stall))
    return game


def long_match(turns: int = 20000, length: int = 25, seed: int = 1) -> Match:
    """An unfinished match of exactly `turns` turns, its last game in progress."""
    dice = ManualDice()
    match = Match(Variant.BACKGAMMON, length, ("Anna", "Computer"), dice)
    total, attempt = 0, seed * 1000
    while total < turns:
        first = not match.games
        left = turns - total
        while True:
            attempt += 1
            opening = (5, 2) if first else None
            # Shorter games near the end leave a long game in progress.
            pick = random.Random(attempt)
            stall = pick.randint(850, 900) if left > 2000 else pick.randint(100, 900)
            sim = _game(attempt, opening, stall, min(left, MAX_GAME_TURNS))
            if sim.result is None:
                if len(sim.history) == left:  # the game in progress at the end
                    break
                continue  # too long for one game
            if 0 < left - len(sim.history) < 900:
                continue
            white = 0 if first else 1 - match.white_players[-1]
            winner = white if sim.result.winner is Side.WHITE else 1 - white
            if match.score[winner] + sim.result.points < length:
                break
        if first:
            dice.push(5, 2)  # player 0 plays White, opening with 5-2
        game = match.start_game()
        for rec in sim.history:
            game.roll(rec.dice)
            game.play_turn(next(t for t in game.legal_turns() if t.result == rec.after))
        total += len(sim.history)
        if game.is_over:
            match.record_result()
    return match


def _ms(t0: float) -> str:
    return f"{(time.perf_counter() - t0) * 1000:8.0f} ms"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--turns", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--file", type=Path, default=None)
    args = ap.parse_args()
    path = args.file or TMP / "long.nardy"
    if not path.exists():
        t0 = time.perf_counter()
        m = long_match(args.turns, seed=args.seed)
        save_match(path, m, PLAYERS)
        print(
            f"built {sum(len(g.history) for g in m.games)} turns in {len(m.games)} games, "
            f"score {m.score[0]}-{m.score[1]}, {path.stat().st_size} bytes: {_ms(t0)}"
        )

    t0 = time.perf_counter()
    loaded = load_match(path)
    print(f"load_match (worker thread):      {_ms(t0)}")
    print(
        f"  {sum(len(g.history) for g in loaded.match.games)} turns, "
        f"{len(loaded.match.game.history)} in the current game"
    )

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from nardy_desktop.ai.base import RandomPlayer
    from nardy_desktop.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv)
    window = MainWindow()
    window.set_speed("off")
    files = window.keep_files()
    window.show()
    app.processEvents()
    window.controller.player_factory = lambda level: RandomPlayer(1)
    # Open Match as a person does, a 0 ms timer noting when the UI thread is free.
    beats: list[float] = []
    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(lambda: beats.append(time.perf_counter()))
    loop = QEventLoop()
    files.opened.connect(lambda _ok: QTimer.singleShot(50, loop.quit))
    timer.start()
    t0 = time.perf_counter()
    files.open_path(path)
    loop.exec()
    timer.stop()
    gaps = [b - a for a, b in zip([t0, *beats], beats, strict=False)]
    print(f"Open Match, until the match is on the board: {_ms(t0)}")
    print(f"  the window answered {len(beats)} times; longest wait {max(gaps) * 1000:.0f} ms")
    window.controller.shutdown()
    window.close()

    window = MainWindow()
    window.set_speed("off")
    files = window.keep_files()
    window.show()
    app.processEvents()
    c = window.controller
    c.player_factory = lambda level: RandomPlayer(1)

    files.persistence.enabled = False
    again = load_match(path).match
    t0 = time.perf_counter()
    c.resume_match(again, window.controller.players)
    print(f"resume_match, no autosave:       {_ms(t0)}")
    files.persistence.enabled = True
    t0 = time.perf_counter()
    files._open_loaded(loaded, path)
    print(f"adopting it (UI thread, in all): {_ms(t0)}")
    t0 = time.perf_counter()
    window.move_list._on_game_started(c.match.game_number)
    print(f"  move list of the current game: {_ms(t0)}")
    t0 = time.perf_counter()
    files.persistence.save()
    print(f"  one autosave of it:            {_ms(t0)}")
    t0 = time.perf_counter()
    files._games_record()
    print(f"  record kept to compare:        {_ms(t0)}")
    c.shutdown()
    window.close()


if __name__ == "__main__":
    main()
