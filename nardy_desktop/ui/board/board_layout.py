"""Where every checker stands for a position: the board's picture as data.

`layout` is a pure function of a position and the board's geometry (its game
and orientation): for each location (a point, a bar half, a tray) the ordered
slots its checkers fill, from the base of the stack up, each with its scene
coordinates, its z-value and the look the checker has there (the count a tall
stack writes on its top checker, a slab in a tray). Nothing here knows the
rules: the engine says how many checkers stand where, this module only says
where they are drawn.

`assign` keeps the checkers' identities from one picture to the next: a
checker stays in its slot as long as its location still holds it, so that
after a step only the checkers that changed location get a new slot (the
moved one, and the one it hit, which the engine has put on the bar). The board
in play animates exactly those; a still board places them all at once.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import QPointF

from nardy_desktop.engine import BAR, OFF, Position, Side, Step, Variant, play_steps
from nardy_desktop.engine.position import to_white_point
from nardy_desktop.ui.board import geometry as g

Location = g.Location
T = TypeVar("T", bound=Hashable)


@dataclass(frozen=True, slots=True)
class Slot:
    """The place of one checker: the `index`-th of its location (0 at the base)."""

    loc: Location
    index: int
    side: Side
    x: float
    y: float
    z: float  # a checker higher in a stack is drawn over those below it
    count: int  # the stack's size, drawn on a tall stack's top checker (0 below the top)
    in_tray: bool  # borne off: drawn edge-on as a slab

    @property
    def pos(self) -> QPointF:
        return QPointF(self.x, self.y)


Layout = dict[Location, tuple[Slot, ...]]


def locations() -> list[Location]:
    """Every location of the board, in a fixed order: the points 1..24 (White's
    numbering), then each side's bar and tray."""
    locs = [Location.point(p) for p in range(1, 25)]
    for side in (Side.WHITE, Side.BLACK):
        locs += [Location.bar(side), Location.off(side)]
    return locs


def counts(position: Position) -> list[tuple[Location, Side, int]]:
    """(location, side, checkers) for every occupied point and for each side's
    bar and tray (those even when empty)."""
    out: list[tuple[Location, Side, int]] = []
    for i, x in enumerate(position.points):
        if x > 0:
            out.append((Location.point(i + 1), Side.WHITE, x))
        elif x < 0:
            out.append((Location.point(i + 1), Side.BLACK, -x))
    for side in (Side.WHITE, Side.BLACK):
        out.append((Location.bar(side), side, position.bar[side]))
        out.append((Location.off(side), side, position.off[side]))
    return out


def layout(position: Position, geometry: g.BoardGeometry) -> Layout:
    """The slots of every location (empty ones too) for `position` drawn with
    `geometry`. On a point the slots climb from its base; past `geometry.SLOTS` (five)
    they pile on the last one, whose top checker writes how many stand there."""
    out: Layout = {loc: () for loc in locations()}
    for loc, side, n in counts(position):
        tray = loc[0] == "off"
        slots = []
        for i in range(n):
            p = geometry.checker_pos(loc, i)
            top = i == n - 1 and not tray
            slots.append(Slot(loc, i, side, p.x(), p.y(), float(i + 1), n if top else 0, tray))
        out[loc] = tuple(slots)
    return out


def slots_of(board: Layout) -> Iterable[Slot]:
    """Every slot of a layout, location by location."""
    for loc in locations():
        yield from board.get(loc, ())


def step_points(
    position: Position, geometry: g.BoardGeometry, steps: Sequence[Step], mover: Side
) -> list[tuple[QPointF, QPointF]]:
    """For each step (mover's numbering) played in turn from `position`: where
    its checker starts (the top one of the mover's on its point) and where it
    lands (over the mover's own checkers there, or at the base where the other
    side's stand; a tray's middle when it is borne off). The engine plays the
    steps (`play_steps`: ValueError for steps that do not fit the position)."""
    out = []
    before = position
    for step, after in zip(steps, play_steps(position, steps, mover), strict=True):
        src = mover_location(position.variant, step.frm, mover)
        dst = mover_location(position.variant, step.to, mover)
        start = geometry.checker_pos(src, before.count_at(mover, step.frm) - 1)
        if dst.kind == "off":
            end = geometry.tray_area(mover).center()
        else:
            end = geometry.checker_pos(dst, before.count_at(mover, step.to))
        out.append((start, end))
        before = after
    return out


def mover_location(variant: Variant, point: int, mover: Side) -> Location:
    """The location of `mover`'s point `point` (25 the bar, 0 off) in `variant`."""
    if point == BAR:
        return Location.bar(mover)
    if point == OFF:
        return Location.off(mover)
    return Location.point(to_white_point(variant, mover, point))


def assign(current: Mapping[T, Slot], new: Layout, sides: Mapping[T, Side]) -> dict[T, Slot]:
    """Which checker takes which slot of `new`, given where each stands now
    (`current`; a checker missing from it is off the board, a spare of the
    position editor). `sides` names every checker and its colour; a checker
    given no slot is a spare.

    A checker keeps its slot while its location keeps that many checkers of
    its colour; the others (the top ones of a stack that shrank, or of the
    other colour) fill the slots left, each slot the nearest free checker of
    its colour, then the spares. ValueError when a colour has too few."""
    out: dict[T, Slot] = {}
    by_loc: dict[Location, list[T]] = {}
    for item, slot in current.items():
        by_loc.setdefault(slot.loc, []).append(item)
    freed: dict[Side, list[T]] = {Side.WHITE: [], Side.BLACK: []}
    needed: dict[Side, list[Slot]] = {Side.WHITE: [], Side.BLACK: []}
    for loc in locations():
        here = sorted(by_loc.pop(loc, []), key=lambda it: current[it].index)
        slots = new.get(loc, ())
        kept = 0
        while kept < min(len(here), len(slots)) and sides[here[kept]] == slots[kept].side:
            out[here[kept]] = slots[kept]
            kept += 1
        for item in here[kept:]:
            freed[sides[item]].append(item)
        for slot in slots[kept:]:
            needed[slot.side].append(slot)
    for items in by_loc.values():  # at no location of the board: free too
        for item in items:
            freed[sides[item]].append(item)
    for side in (Side.WHITE, Side.BLACK):
        left = _fill(needed[side], freed[side], current, out)
        spares = [it for it in sides if sides[it] == side and it not in current]
        if len(left) > len(spares):
            raise ValueError(f"{len(left)} {side.name.lower()} checkers too few for the position")
        for slot, item in zip(left, spares, strict=False):
            out[item] = slot
    return out


def _fill(
    slots: list[Slot], free: list[T], current: Mapping[T, Slot], out: dict[T, Slot]
) -> list[Slot]:
    """Give each slot the nearest free checker (the one that travels least) while
    free checkers are left; return the slots left without one."""
    pairs = sorted(
        (math.hypot(current[it].x - s.x, current[it].y - s.y), i, j)
        for i, s in enumerate(slots)
        for j, it in enumerate(free)
    )
    used_slots: set[int] = set()
    used_items: set[int] = set()
    for _d, i, j in pairs:
        if i in used_slots or j in used_items:
            continue
        out[free[j]] = slots[i]
        used_slots.add(i)
        used_items.add(j)
    return [s for i, s in enumerate(slots) if i not in used_slots]


def stacks(placed: Mapping[T, Slot]) -> dict[Location, list[T]]:
    """Every location's checkers from the base up (empty locations too)."""
    out: dict[Location, list[T]] = {loc: [] for loc in locations()}
    for item, slot in sorted(placed.items(), key=lambda kv: kv[1].index):
        out.setdefault(slot.loc, []).append(item)
    return out


__all__ = [
    "Layout",
    "Location",
    "Slot",
    "assign",
    "counts",
    "layout",
    "locations",
    "mover_location",
    "slots_of",
    "stacks",
    "step_points",
]
