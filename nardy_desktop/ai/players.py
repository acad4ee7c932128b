"""The computer opponent at its four levels, for both variants.

- Beginner: plain evaluation, but picks among the turns at random with a
  preference for the better ones, so it makes the mistakes a learner makes
  (mostly small ones, now and then a real blunder).
- Intermediate: the best turn by plain evaluation (no lookahead).
- Expert: the leading turns rescored by looking at all 21 rolls of the reply,
  and two rolls deep as well when its two leaders are close.
- Champion: a wider lookahead, then two rolls deep on the leading turns within
  a limit of work (the same on any machine; a time budget is a safety net).

Players hold no weights themselves (see evaluate.py), so they are cheap to
create and safe to use from a worker thread.
"""

from __future__ import annotations

import math
import random
import threading

from nardy_desktop.ai import search
from nardy_desktop.ai.base import Cancelled, Player
from nardy_desktop.ai.levels import parse_level, settings_of
from nardy_desktop.ai.match_equity import scorer
from nardy_desktop.engine import Position, Turn


class LevelPlayer:
    """A computer player of one level; see the module docstring."""

    def __init__(self, level: str, seed: int | None = None) -> None:
        self.level = parse_level(level)
        self._rng = random.Random(seed)
        self._rng_lock = threading.Lock()

    def __repr__(self) -> str:
        return f"LevelPlayer({self.level.value!r})"

    def choose(
        self,
        position: Position,
        dice: tuple[int, int],
        cancel: threading.Event | None = None,
        away: tuple[int, int] | None = None,
    ) -> Turn:
        search._check(cancel)
        settings = settings_of(self.level, position.variant)
        score = scorer(position.variant, away)
        scored = search.by_settings(position, dice, settings, cancel, score)
        if len(scored.turns) == 1:
            return scored.turns[0]
        if settings.temperature > 0:
            return self._fumble(scored, settings.temperature)
        return scored.turns[int(scored.order()[0])]

    def hint(
        self,
        position: Position,
        dice: tuple[int, int],
        cancel: threading.Event | None = None,
        away: tuple[int, int] | None = None,
        among: set[Position] | None = None,
    ) -> tuple[Turn, float]:
        """The best turn by one roll of lookahead and the estimated probability
        that the side to move wins the game after playing it. `among`: only turns
        ending in one of these positions (the person has already played part
        of the turn)."""
        score = scorer(position.variant, away)
        base = search.ply0(position, dice, score=score, among=among)
        scored = search.ply1(position, dice, cancel=cancel, base=base, score=score)
        i = int(scored.order()[0])
        return scored.turns[i], float(min(max(scored.win[i], 0.0), 1.0))

    def _fumble(self, scored: search.Scored, temperature: float) -> Turn:
        best = float(scored.equity.max())
        weights = [math.exp((float(e) - best) / temperature) for e in scored.equity]
        with self._rng_lock:
            pick = self._rng.choices(range(len(scored.turns)), weights=weights)[0]
        return scored.turns[pick]


def player_for_level(level: str, seed: int | None = None) -> Player:
    """A player of `level` (a `Level` value) for both variants. `seed` makes the
    Beginner's mistakes reproducible."""
    return LevelPlayer(level, seed)


__all__ = ["Cancelled", "LevelPlayer", "player_for_level"]
