"""`TurnState.play` checks the one step it is given instead of listing every
legal step first: it must accept exactly the steps `legal_steps()` lists, and
leave the turn exactly as the listing would have."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardy_desktop.engine import IllegalMove, Step, TurnState, Variant

from tests.storage.test_storage_support import play_match


def listed_play(state: TurnState, step: Step) -> None:
    """`play` as it was: legal when listed, then the step's board looked up."""
    if step not in state.legal_steps():
        raise IllegalMove(state._why(step.frm, step.to))
    rem = list(state.remaining)
    rem.remove(step.die)
    for frm, to, _hit, nb in state._ctx.moves(state.board, step.die):
        if frm == step.frm and to == step.to:
            state.steps.append(step)
            state._states.append(nb)
            state._remaining.append(tuple(rem))
            return
    raise AssertionError("legal step not generated")


def candidates(state: TurnState) -> list[Step]:
    """Every step worth trying from here: each checker, each die 1-6, hit or not."""
    out = []
    for frm in range(1, 26):
        if state.board[frm] <= 0:
            continue
        for die in range(1, 7):
            to = max(frm - die, 0)
            out += [Step(frm, to, die, False), Step(frm, to, die, True)]
    return out


def replayed(position, dice, path: list[Step]) -> tuple[TurnState, TurnState]:
    """The turn after `path`, played by `play` and by the listing."""
    a, b = TurnState(position, dice), TurnState(position, dice)
    for s in path:
        a.play(s)
        listed_play(b, s)
    return a, b


def same_outcomes(position, dice, path: list[Step], steps: list[Step]) -> None:
    """Each of `steps`, tried after `path` by `play` and by the listing: refused
    for the same reason, or played to the same turn. A refused step must leave
    the turn as it was, so the next step is tried on the same two turns; after
    one played, on the turn after `path` again."""
    a, b = replayed(position, dice, path)
    for step in steps:
        try:
            listed_play(b, step)
        except IllegalMove as e:
            with pytest.raises(IllegalMove) as info:
                a.play(step)
            assert info.value.reason is e.reason
            continue
        a.play(step)
        assert a.steps == b.steps
        assert a.board == b.board and a.remaining == b.remaining
        assert a.position == b.position and a.complete == b.complete
        a, b = replayed(position, dice, path)


POSITIONS = {
    v: [t.before for g in play_match(v, 3, seed=13).games for t in g.history] for v in Variant
}


@settings(max_examples=120)
@given(
    st.sampled_from(list(Variant)),
    st.integers(0, 10**6),
    st.tuples(st.integers(1, 6), st.integers(1, 6)),
)
@pytest.mark.slow
def test_play_accepts_exactly_the_listed_steps(variant, pick, dice):
    positions = POSITIONS[variant]
    position = positions[pick % len(positions)]
    rng = random.Random(pick)
    state = TurnState(position, dice)
    path: list[Step] = []
    while True:
        same_outcomes(position, dice, path, candidates(state))
        legal = state.legal_steps()
        if not legal:
            break
        step = rng.choice(legal)
        state.play(step)
        path.append(step)
