"""Makes this folder's files written by Nardy Desktop's own exporter
(storage.mat): matches of random legal turns with seeded dice, one of each
game, one of them with a resignation and names in two scripts.

    python tests/data/mat/make_own_files.py
"""

from __future__ import annotations

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.engine import Match, SeededDice, Variant
from nardy_desktop.storage.mat import match_text

from tests.locations import TESTS

HERE = TESTS


def played(
    variant: Variant, length: int, seed: int, names: tuple[str, str], resign_at: int = 0
) -> Match:
    """A match of random turns; in its second game the player to move resigns
    after `resign_at` turns."""
    match = Match(variant, length, names, SeededDice(seed))
    player = RandomPlayer(seed)
    while not match.is_over:
        game = match.start_game()
        while not game.is_over:
            if resign_at and match.game_number == 2 and len(game.history) == resign_at:
                game.resign(game.side_to_move)
                break
            game.play_turn(player.choose(game.position, game.roll()))
        match.record_result()
    return match


def main() -> None:
    long = played(Variant.LONG, 3, 4, ("Anna", "Борис"))
    (HERE / "nardy_long_3pt.mat").write_text(match_text(long), encoding="utf-8")
    bg = played(Variant.BACKGAMMON, 3, 9, ("Anna", "Борис"), resign_at=40)
    (HERE / "nardy_backgammon_3pt.mat").write_text(match_text(bg), encoding="utf-8")


if __name__ == "__main__":
    main()
