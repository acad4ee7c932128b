"""A turn written as players and GNU Backgammon write it: one checker's moves joined
("24/16", "13/7*/5"), the same move made by several checkers counted ("13/11(2)").

The files and the text interface keep one step per die ("24/20 20/16", see
`moves.steps_text`), which says which die did what; people read the joined form.
The .mat reader reads both (storage/mat_import.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .moves import BAR, OFF, Step, parse_steps

_StepLike = tuple[int, int, bool]


def _point(p: int) -> str:
    return "bar" if p == BAR else "off" if p == OFF else str(p)


def _chains(steps: Iterable[_StepLike]) -> list[list[tuple[int, bool]]]:
    """Each checker's path as (point, hit there), joining a step to the last path
    that ended where it starts (which checker it was changes nothing on the
    board, so any path ending there will do)."""
    chains: list[list[tuple[int, bool]]] = []
    for frm, to, hit in steps:
        for chain in reversed(chains):
            if chain[-1][0] == frm and frm != OFF:
                chain.append((to, hit))
                break
        else:
            chains.append([(frm, False), (to, hit)])
    # Steps given out of the order played: a path that starts where another ends
    # continues it.
    joined = True
    while joined:
        joined = False
        for a in chains:
            b = next((c for c in chains if c is not a and c[0][0] == a[-1][0] != OFF), None)
            if b is not None:
                a.extend(b[1:])
                chains.remove(b)
                joined = True
                break
    return chains


def compact(steps: Sequence[Step] | Sequence[_StepLike]) -> str:
    """The turn of `steps` ((from, to, hit) in the mover's numbering, as `Step`s
    are) in the joined form, the highest starting point first; "pass" for none."""
    if not steps:
        return "pass"
    texts: list[tuple[int, int, str]] = []
    triples = ((s.frm, s.to, s.hit) if isinstance(s, Step) else s for s in steps)
    for chain in _chains(triples):
        # A point passed on the way is written only where the checker hit there.
        shown = [chain[0], *(c for c in chain[1:-1] if c[1]), chain[-1]]
        text = "/".join(_point(p) + ("*" if hit else "") for p, hit in shown)
        texts.append((chain[0][0], chain[-1][0], text))
    counted: dict[str, int] = {}
    order: list[tuple[int, int, str]] = []
    for frm, to, text in sorted(texts, key=lambda t: (-t[0], -t[1], t[2])):
        if text not in counted:
            order.append((frm, to, text))
        counted[text] = counted.get(text, 0) + 1
    return " ".join(
        text + (f"({counted[text]})" if counted[text] > 1 else "") for *_, text in order
    )


def compact_text(text: str) -> str:
    """A turn in the files' notation ("24/20 20/16") in the joined form ("24/16")."""
    return compact(parse_steps(text))


__all__ = ["compact", "compact_text"]
