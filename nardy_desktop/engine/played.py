"""Steps played out on a position as they are given, one position after each.

What a turn's steps do to the board, step by step, is the engine's to say: the
board draws a hint's or a record's steps checker by checker from it (which
checker each step takes, where it puts it) and works nothing out itself. The
steps are taken as given, not checked against the dice: they come from the
engine (a legal turn, a hint, a record already played).
"""

from __future__ import annotations

from collections.abc import Sequence

from .moves import OFF, Step
from .position import Position, Side, Variant, from_mover_view


def play_steps(
    position: Position, steps: Sequence[Step], mover: Side | None = None
) -> list[Position]:
    """The position after each of `steps` (in `mover`'s numbering, the side to
    move by default) played in turn from `position`; in backgammon a step onto
    a lone checker of the other side sends it to the bar. The side to move
    stays as it is. ValueError for a step from where the mover has no checker
    or onto a point the other side holds."""
    mover = position.side if mover is None else mover
    opp = mover.opponent
    b = position.mover_view(mover)
    held = -1 if position.variant is Variant.LONG else -2  # no hitting in long nardy
    opp_bar = position.bar[opp]
    out: list[Position] = []
    for step in steps:
        if b[step.frm] <= 0:
            raise ValueError(f"step {step}: no checker of the mover on {step.frm}")
        if step.to != OFF and b[step.to] <= held:
            raise ValueError(f"step {step}: the other side holds {step.to}")
        b[step.frm] -= 1
        if step.to != OFF and b[step.to] == -1:
            b[step.to] = 0
            opp_bar += 1
        b[step.to] += 1
        out.append(
            from_mover_view(position.variant, mover, b, position.off[opp], position.side, opp_bar)
        )
    return out


__all__ = ["play_steps"]
