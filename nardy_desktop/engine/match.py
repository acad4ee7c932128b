"""A match to N points between two players, colours swapped every game."""

from __future__ import annotations

from .dice import DiceSource, SystemDice, roll_off
from .game import Game, GameResult
from .position import Position, Side, Variant

MAX_LENGTH = 25
MAX_GAMES = 2 * MAX_LENGTH  # a bound on a match's games: every game scores at least one point


class Match:
    """Players are 0 and 1. The roll-off of game 1 decides who plays White;
    after that the colours are swapped at every game. A match may instead
    begin from a position set up (`start`): player 0 plays White in game 1,
    which has no roll-off; the later games begin as usual."""

    def __init__(
        self,
        variant: Variant,
        length: int,
        players: tuple[str, str] = ("Player 1", "Player 2"),
        dice: DiceSource | None = None,
        start: Position | None = None,
        opening: tuple[int, int] | None = None,
    ) -> None:
        if not 1 <= length <= MAX_LENGTH:
            raise ValueError(f"match length must be 1..{MAX_LENGTH}, got {length}")
        if start is not None:
            if start.variant is not variant:
                raise ValueError("the position set up is of the other game")
            start.check()  # PositionError unless play can go on from it
        # Game 1 from a position set up instead of the start and a roll-off: player 0
        # plays White in it, and `opening` (if given) is its first roll.
        self.start = start
        self.start_opening = opening
        self.variant = variant
        self.length = length
        self.players = players
        self.dice_source = dice if dice is not None else SystemDice()
        self.score = [0, 0]
        self.games: list[Game] = []
        self.results: list[GameResult] = []
        self.white_players: list[int] = []  # who played White in each game
        self.roll_off_dice: tuple[int, int] | None = None
        # Later games that opened with a roll-off of their own (see start_game), by index.
        self.roll_offs: dict[int, tuple[int, int]] = {}

    # ----- games ----------------------------------------------------------
    @property
    def game(self) -> Game | None:
        return self.games[-1] if self.games else None

    @property
    def game_number(self) -> int:
        return len(self.games)

    @property
    def white_player(self) -> int:
        """The player who plays White in the current game."""
        if not self.white_players:
            raise RuntimeError("no game started yet")
        return self.white_players[-1]

    def player_of(self, side: Side) -> int:
        return self.white_player if side is Side.WHITE else 1 - self.white_player

    def side_of(self, player: int) -> Side:
        return Side.WHITE if player == self.white_player else Side.BLACK

    def start_game(self, roll_off_dice: tuple[int, int] | None = None) -> Game:
        """The next game. The first opens with a roll-off from the dice source;
        a later one swaps the colours, unless `roll_off_dice` (player 0's die,
        then player 1's) say that it opened with a roll-off of its own, as
        every game does where backgammon is played by other rules: a match
        recorded by another program is replayed with them."""
        if self.is_over:
            raise RuntimeError("the match is over")
        if self.game is not None and not self.game.is_over:
            raise RuntimeError("the current game is not finished")
        if roll_off_dice is not None and self.games:
            a, b = roll_off_dice
            if not (1 <= a <= 6 and 1 <= b <= 6) or a == b:
                raise ValueError(f"a roll-off needs two different dice 1..6, got {a} and {b}")
            self.roll_offs[len(self.games)] = (a, b)
            white = 0 if a > b else 1
            opening: tuple[int, int] | None = _opening(a, b)
        elif not self.games and self.start is not None:
            white = 0
            opening = self.start_opening
        elif not self.games:
            a, b = roll_off(self.dice_source)
            self.roll_off_dice = (a, b)
            white = 0 if a > b else 1
            opening = _opening(a, b)
        else:
            white = 1 - self.white_players[-1]
            opening = None
        self.white_players.append(white)
        position = self.start if len(self.games) == 0 else None
        game = Game(self.variant, self.dice_source, opening=opening, position=position)
        self.games.append(game)
        return game

    def take_roll_off(self, a: int, b: int) -> Game:
        """Replace game 1's roll-off with dice rolled on a real table (`a` for
        player 0, `b` for player 1) before White's opening roll is played:
        game 1 starts again with whoever won it as White."""
        game = self.game
        if (
            self.game_number != 1
            or game is None
            or not game.is_opening
            or game.dice is not None
            or self.start is not None
        ):
            raise RuntimeError("the roll-off can only be replaced before game 1 is under way")
        if not (1 <= a <= 6 and 1 <= b <= 6) or a == b:
            raise ValueError(f"a roll-off needs two different dice 1..6, got {a} and {b}")
        self.roll_off_dice = (a, b)
        self.white_players[0] = 0 if a > b else 1
        fresh = Game(self.variant, self.dice_source, opening=_opening(a, b))
        self.games[0] = fresh
        return fresh

    def record_result(self) -> GameResult:
        """Add the finished current game's points to its winner's score."""
        game = self.game
        if game is None or game.result is None:
            raise RuntimeError("no finished game to record")
        if len(self.results) == len(self.games):
            return self.results[-1]
        res = game.result
        self.results.append(res)
        self.score[self.player_of(res.winner)] += res.points
        return res

    # ----- outcome --------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return max(self.score) >= self.length

    @property
    def winner(self) -> int | None:
        if not self.is_over:
            return None
        return 0 if self.score[0] >= self.length else 1


def _opening(a: int, b: int) -> tuple[int, int]:
    """The roll-off dice are White's opening roll, the higher die first."""
    return (max(a, b), min(a, b))
