"""Where a match's dice come from: real dice on the table, or the program's own.

The setting can change at any moment of a match, and a match can be saved with
either; this is the one place that says which source the match rolls from, and
whether game 1 still waits for its roll-off from the table.
"""

from __future__ import annotations

from nardy_desktop.engine import DiceSource, ManualDice, Match, SystemDice


def own_dice(dice: DiceSource | None) -> DiceSource:
    """The program's own dice for a match: those it was given, unless they
    are dice entered by hand (a match saved with real dice)."""
    return dice if dice is not None and not isinstance(dice, ManualDice) else SystemDice()


class RealDice:
    """The real-dice setting and the two dice sources it chooses between."""

    def __init__(self) -> None:
        self.on = False
        self.table = ManualDice()  # the match's dice source while real dice are on
        self.own: DiceSource = SystemDice()  # ... and the program's otherwise
        self.roll_off_taken = False  # game 1's roll-off came from the table (or stands)
        # Rolls of the match were entered by hand, or were to be: its record says so.
        self.typed = False

    @property
    def source(self) -> DiceSource:
        return self.table if self.on else self.own

    def apply(self, match: Match | None) -> None:
        """Give the match, and its game in progress, the dice source of the setting."""
        if match is None:
            return
        source = self.source
        match.dice_source = source
        if match.game is not None:
            match.game.dice_source = source

    def take(self, match: Match, typed: bool = False) -> None:
        """A match comes onto the board: the program's own dice become those it
        was made with (unless it is the match left with real dice, whose own dice
        stay as they were), and it rolls as the setting says. `typed`: rolls
        of it were entered by hand before (its record says so)."""
        if match.dice_source is not self.table:
            self.own = own_dice(match.dice_source)
        self.apply(match)
        self.roll_off_taken = False
        self.typed = typed or self.on

    def start_game(self, match: Match) -> None:
        """Set up the match's next game with the dice of the setting."""
        if not match.games:
            # Game 1's roll-off is the program's even with real dice: it stands
            # unless one from the table replaces it before the opening.
            match.dice_source = self.own
        match.start_game()
        self.apply(match)

    def roll_off_wanted(self, match: Match | None) -> bool:
        """Real dice, and game 1 cannot open before its roll-off is entered."""
        game = match.game if match is not None else None
        return (
            self.on
            and not self.roll_off_taken
            and match is not None
            and match.game_number == 1
            and match.start is None  # a position set up has no roll-off
            and game is not None
            and game.is_opening
            and game.dice is None
        )
