"""The board in motion: with animations on, which checkers glide where while a
move is under way (a picture compared with the engine only at rest cannot
show a checker that fails to glide back, or one that moves for nothing)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import Game, Match, Position, SeededDice, Side, Variant
from nardy_desktop.ui.board.items import CheckerItem

PEOPLE = (PlayerSpec("Ann"), PlayerSpec("Bob"))
# White to play 3-1 with a black blot on its 5 point: 8/5* hits it.
HIT = "backgammon/0,0,0,0,-1,6,0,4,0,0,0,0,5,0,0,0,-3,0,-5,0,0,0,0,-6/0,0/0,0/w"
# White bearing off.
HOME = "backgammon/3,3,3,3,2,1,0,0,0,0,0,0,0,0,0,0,0,0,-5,-5,-2,-1,-1,-1/0,0/0,0/w"

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]


@pytest.fixture
def window(shown_window):
    w = shown_window()
    w.set_speed("fast")  # animations on; each step looked at before the event loop runs again
    return w


def play_from(w, qtbot, text: str, dice: tuple[int, int]) -> None:
    """A match of two people from `text` with `dice` rolled, the board at rest."""
    position = Position.from_text(text)
    match = Match(position.variant, 5, ("Ann", "Bob"), SeededDice(3))
    match.start_game()
    game = Game(position.variant, SeededDice(3), position=position)
    game.roll(dice)
    match.games[-1] = game
    match.white_players[-1] = 0
    w.controller.resume_match(match, PEOPLE)
    qtbot.waitUntil(lambda: w.controller.can_move and not w.view.busy, timeout=5000)


def gliding(view) -> list[CheckerItem]:
    return [item for item in view.checkers if item.animation is not None]


def targets(view) -> dict[CheckerItem, QPointF]:
    return view.checker_targets()


def changed(before: dict, after: dict) -> set[CheckerItem]:
    return {item for item in before if before[item] != after[item]}


def top(view, loc) -> CheckerItem:
    return view.stacks[loc][-1]


def land(qtbot, item: CheckerItem) -> None:
    with qtbot.waitSignal(item.animationFinished, timeout=5000):
        pass


def test_a_hit_checker_travels_to_the_bar_after_the_hitter_lands(window, qtbot):
    w, c, view = window, window.controller, window.view
    play_from(w, qtbot, HIT, (3, 1))
    geo = view.geometry_
    hitter, blot = top(view, ("p", 8)), top(view, ("p", 5))
    before = targets(view)
    assert c.try_move(8, 5) and c.game.steps[-1].hit
    assert view.busy and c.busy
    # Only the two checkers that change place have new targets, and only the hitter glides yet,
    # raised over every other checker, to where the blot stood.
    assert changed(before, targets(view)) == {hitter, blot}
    assert gliding(view) == [hitter]
    assert hitter.animation.endValue() == geo.checker_pos(("p", 5), 0)
    assert hitter.zValue() > max(it.zValue() for it in view.checkers if it is not hitter)
    bar = geo.checker_pos(("bar", Side.BLACK), 0)
    assert targets(view)[blot] == bar and blot.pos() != bar  # its place is the bar; not gone yet
    land(qtbot, hitter)
    assert gliding(view) == [blot] and blot.animation.endValue() == bar
    with qtbot.waitSignal(view.animationsFinished, timeout=5000):
        pass
    assert blot.pos() == bar and hitter.pos() == geo.checker_pos(("p", 5), 0)
    assert view.stacks[("bar", Side.BLACK)] == [blot]


def test_a_take_back_glides_the_checker_back_to_its_point_and_the_hit_one_off_the_bar(
    window, qtbot
):
    w, c, view = window, window.controller, window.view
    play_from(w, qtbot, HIT, (3, 1))
    geo = view.geometry_
    hitter, blot = top(view, ("p", 8)), top(view, ("p", 5))
    home, blot_home = QPointF(hitter.pos()), QPointF(blot.pos())
    assert c.try_move(8, 5)
    with qtbot.waitSignal(view.animationsFinished, timeout=5000):
        pass
    before = targets(view)
    assert c.undo()
    assert changed(before, targets(view)) == {hitter, blot}
    assert gliding(view) == [hitter]  # the very checker that moved, back to its place
    assert hitter.animation.endValue() == home == geo.checker_pos(("p", 8), 3)
    land(qtbot, hitter)
    assert gliding(view) == [blot] and blot.animation.endValue() == blot_home
    with qtbot.waitSignal(view.animationsFinished, timeout=5000):
        pass
    assert hitter.pos() == home and blot.pos() == blot_home
    assert view.stacks[("p", 8)][-1] is hitter and view.stacks[("bar", Side.BLACK)] == []


def test_a_take_back_in_long_nardy_glides_back_to_the_head(window, qtbot):
    w, c, view = window, window.controller, window.view
    play_from(w, qtbot, Position.start(Variant.LONG).to_text(), (5, 3))
    head = view.mover_loc(24)
    item = top(view, head)
    home = QPointF(item.pos())
    assert c.try_move(24, 19)
    assert gliding(view) == [item]
    with qtbot.waitSignal(view.animationsFinished, timeout=5000):
        pass
    assert c.undo()
    assert gliding(view) == [item] and item.animation.endValue() == home
    with qtbot.waitSignal(view.animationsFinished, timeout=5000):
        pass
    assert item.pos() == home and top(view, head) is item


def test_a_checker_borne_off_goes_to_the_tray(window, qtbot):
    w, c, view = window, window.controller, window.view
    play_from(w, qtbot, HOME, (6, 5))
    geo = view.geometry_
    item = top(view, ("p", 6))
    before = targets(view)
    assert c.try_move(6, 0)
    tray = geo.checker_pos(("off", Side.WHITE), 0)
    assert changed(before, targets(view)) == {item}
    assert gliding(view) == [item] and item.animation.endValue() == tray
    assert not item.in_tray  # a disc while it travels ...
    with qtbot.waitSignal(view.animationsFinished, timeout=5000):
        pass
    assert item.pos() == tray and item.in_tray  # ... a slab in the tray
    assert geo.tray_area(Side.WHITE).contains(item.pos())
    assert view.stacks[("off", Side.WHITE)] == [item]


def test_a_move_of_two_steps_glides_its_checker_twice_and_says_once_when_done(window, qtbot):
    w, c, view = window, window.controller, window.view
    play_from(w, qtbot, HOME, (2, 1))
    item = top(view, ("p", 6))
    landings: list[tuple[CheckerItem, QPointF]] = []
    for it in view.checkers:
        it.animationFinished.connect(lambda it=it: landings.append((it, QPointF(it.pos()))))
    finished = []
    view.animationsFinished.connect(lambda: finished.append(True))
    assert c.try_move(6, 3)  # 6/4 4/3 or 6/5 5/3: two steps, one checker
    assert len(c.game.steps) == 2
    qtbot.waitUntil(lambda: not view.busy, timeout=5000)
    geo = view.geometry_
    mid = view.mover_loc(c.game.steps[0].to)
    assert landings == [
        (item, geo.checker_pos(mid, len(view.stacks[mid]))),
        (item, geo.checker_pos(("p", 3), 3)),
    ]
    assert finished == [True]


def test_without_animations_the_checkers_jump_at_once(window, qtbot):
    w, c, view = window, window.controller, window.view
    play_from(w, qtbot, HIT, (3, 1))
    w.set_speed("off")
    hitter, blot = top(view, ("p", 8)), top(view, ("p", 5))
    assert c.try_move(8, 5)
    assert not view.busy and not gliding(view)
    assert hitter.pos() == view.geometry_.checker_pos(("p", 5), 0)
    assert blot.pos() == view.geometry_.checker_pos(("bar", Side.BLACK), 0)


def test_a_picture_that_strays_from_the_game_is_an_error_not_a_silent_repair(
    window, qtbot, board_errors
):
    w, c, view = window, window.controller, window.view
    play_from(w, qtbot, HIT, (3, 1))
    c.game.play_step(c.game.find_step(8, 5))  # behind the board's back: no signal
    view.set_follow_mover(False)  # any change the board works off brings it to rest
    assert len(board_errors) == 1 and "shown again from the game" in board_errors[0].getMessage()
    board_errors.clear()
    assert view.stacks[("bar", Side.BLACK)][0].side is Side.BLACK
    assert [it.side for it in view.stacks[("p", 5)]] == [Side.WHITE]
