"""Playing on the real board view with real mouse clicks and drags at scene coordinates."""

from __future__ import annotations

import random
import time

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from nardy_desktop.controller import Phase, PlayerSpec
from nardy_desktop.engine import Reason, SeededDice, Side, Variant
from nardy_desktop.ui.common import texts
from nardy_desktop.ui.window.main_window import MainWindow

HUMANS = (PlayerSpec("Ann"), PlayerSpec("Bob"))

# The offscreen platform cannot resize native windows and says so; nothing to see.
pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]


@pytest.fixture
def window(shown_window):
    w = shown_window()
    w.watch_next_delay_ms = 0
    return w


@pytest.fixture
def english(qapp):
    """The English catalogue, as the program loads it: it writes the plurals."""
    from nardy_desktop.i18n import LanguageManager

    manager = LanguageManager(qapp)
    manager.set_language("en", remember=False)
    yield manager
    manager.shutdown()
    manager.deleteLater()


def vp(view, scene_pos: QPointF):
    return view.mapFromScene(scene_pos)


def click(qtbot, view, scene_pos: QPointF) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=vp(view, scene_pos))


def drag(qtbot, view, start: QPointF, end: QPointF) -> None:
    vport = view.viewport()
    a, b = vp(view, start), vp(view, end)
    qtbot.mousePress(vport, Qt.MouseButton.LeftButton, pos=a)
    for i in range(1, 6):
        p = a + (b - a) * (i / 5)
        qtbot.mouseMove(vport, p)
    qtbot.mouseRelease(vport, Qt.MouseButton.LeftButton, pos=b)


def wait_ready(w, qtbot) -> None:
    c = w.controller
    qtbot.waitUntil(
        lambda: (
            (c.can_roll or c.can_move or c.phase in (Phase.GAME_OVER, Phase.MATCH_OVER))
            and not w.view.busy
        ),
        timeout=5000,
    )


def start(w, qtbot, variant=Variant.LONG, seed=1, players=HUMANS) -> None:
    w.start_match(variant, 3, players, SeededDice(seed))
    wait_ready(w, qtbot)


def play_turn(w, qtbot) -> None:
    """Play the person's dice with the first legal step each time, then end the turn."""
    c, game = w.controller, w.controller.game
    while c.can_move and not game.turn_complete:
        step = game.legal_steps()[0]
        c.try_move(step.frm, step.to)
    if c.can_finish:
        c.finish_turn()
    wait_ready(w, qtbot)


def click_dice(qtbot, view) -> None:
    click(qtbot, view, view.dice_rect().center())


def test_click_a_checker_then_a_lit_point_plays_the_step(window, qtbot):
    w, c = window, window.controller
    start(w, qtbot)
    view, game = w.view, c.game
    assert c.can_move  # the roll-off dice are White's opening roll
    step = game.legal_steps()[0]
    src, dst = view.mover_loc(step.frm), view.mover_loc(step.to)
    n_src, n_dst = len(view.stacks[src]), len(view.stacks[dst])
    click(qtbot, view, view.location_centre(src))
    assert view.selected == src
    assert dst in view.targets
    click(qtbot, view, view.location_centre(dst))
    assert game.steps == [step]
    assert len(view.stacks[src]) == n_src - 1
    assert len(view.stacks[dst]) == n_dst + 1
    moved = view.stacks[dst][-1]
    assert moved.pos() == view.geometry_.checker_pos(dst, n_dst)
    assert view.selected is None and not view.targets


def test_drag_and_drop_plays_the_step(window, qtbot):
    w, c = window, window.controller
    start(w, qtbot, Variant.BACKGAMMON, seed=3)
    view, game = w.view, c.game
    step = game.legal_steps()[0]
    src, dst = view.mover_loc(step.frm), view.mover_loc(step.to)
    drag(qtbot, view, view.location_centre(src), view.location_centre(dst))
    assert game.steps[0].frm == step.frm and game.steps[0].to == step.to
    qtbot.waitUntil(lambda: not view.busy, timeout=3000)
    top = view.stacks[dst][-1]
    assert top.pos() == view.geometry_.checker_pos(dst, len(view.stacks[dst]) - 1)


def test_illegal_drop_is_refused_with_its_reason_and_changes_nothing(window, qtbot):
    w, c = window, window.controller
    start(w, qtbot, Variant.LONG, seed=1)
    view, game = w.view, c.game
    d1, d2 = game.dice
    before = game.position
    # A distance no die (nor both together) covers, from the head.
    k = next(k for k in range(1, 12) if k not in (d1, d2, d1 + d2))
    src, dst = view.mover_loc(24), view.mover_loc(24 - k)
    item = view.stacks[src][-1]
    home = QPointF(item.pos())
    drag(qtbot, view, view.location_centre(src), view.location_centre(dst))
    assert w.statusBar().currentMessage() == texts.reason_text(Reason.NO_SUCH_DIE)
    assert game.position == before and game.steps == []
    qtbot.waitUntil(lambda: not view.busy, timeout=3000)
    assert view.stacks[src][-1] is item
    assert item.pos() == home
    # Dropped outside any point: back home silently.
    drag(qtbot, view, view.location_centre(src), QPointF(-50, -50))
    assert game.position == before
    assert item.pos() == home


def test_clicking_an_unreachable_point_says_why(window, qtbot):
    w, c = window, window.controller
    start(w, qtbot, Variant.LONG, seed=1)
    view, game = w.view, c.game
    d1, d2 = game.dice
    assert c.try_move(24, 24 - d1)  # one checker has left the head
    src = view.mover_loc(24)
    click(qtbot, view, view.location_centre(src))
    # The head may not give a second checker: clicking it explains the head rule.
    assert view.selected is None
    assert w.statusBar().currentMessage() == texts.reason_text(Reason.HEAD_RULE)


def test_take_back_restores_the_position(window, qtbot):
    w, c = window, window.controller
    c.auto_finish = False
    start(w, qtbot, Variant.BACKGAMMON, seed=5)
    view, game = w.view, c.game
    before = game.position
    picture = {loc: list(items) for loc, items in view.stacks.items()}
    played = 0
    while not game.turn_complete:
        step = game.legal_steps()[0]
        click(qtbot, view, view.location_centre(view.mover_loc(step.frm)))
        click(qtbot, view, view.location_centre(view.mover_loc(step.to)))
        played += 1
    assert game.position != before
    assert w.undo_button.isEnabled() and w.finish_button.isEnabled()
    qtbot.mouseClick(w.undo_button, Qt.MouseButton.LeftButton)
    assert len(game.steps) == played - 1
    w.undo_action.trigger()  # Ctrl+Z
    while game.steps:
        qtbot.mouseClick(w.undo_button, Qt.MouseButton.LeftButton)
    assert game.position == before
    assert {loc: len(v) for loc, v in view.stacks.items()} == {
        loc: len(v) for loc, v in picture.items()
    }
    assert not w.undo_button.isEnabled()


def test_double_click_plays_the_higher_die(window, qtbot):
    w, c = window, window.controller
    start(w, qtbot, Variant.LONG, seed=1)
    view, game = w.view, c.game
    hi = max(game.dice)
    src = view.mover_loc(24)
    pos = vp(view, view.location_centre(src))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert len(game.steps) == 1
    assert game.steps[0].frm == 24 and game.steps[0].die == hi


def test_roll_by_button_space_and_board_click(window, qtbot):
    w, c = window, window.controller
    start(w, qtbot, Variant.BACKGAMMON, seed=2)
    view, game = w.view, c.game
    rolls = []
    c.diceRolled.connect(rolls.append)
    ways = [
        lambda: qtbot.mouseClick(w.roll_button, Qt.MouseButton.LeftButton),
        lambda: w.roll_action.trigger(),  # the Space shortcut's action
        lambda: click(qtbot, view, QPointF(300, 340)),
    ]
    for way in ways:
        play_turn(w, qtbot)
        assert c.can_roll and w.roll_button.isEnabled()
        n = len(rolls)
        way()
        assert len(rolls) == n + 1
        assert game.dice is not None
        assert all(d.isVisible() for d in view.dice[:2])


def test_space_key_rolls(window, qtbot):
    w, c = window, window.controller
    start(w, qtbot, Variant.BACKGAMMON, seed=2)
    game = c.game
    play_turn(w, qtbot)
    assert c.can_roll
    w.activateWindow()
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Space)
    assert game.dice is not None


def play_game_by_mouse(w, qtbot, rng: random.Random) -> None:
    """Play the current game to its end with random legal steps, every step a
    click on the checker and a click on its target, every turn ended by a
    click on the dice."""
    c, view = w.controller, w.view
    game = c.game
    while not game.is_over:
        wait_ready(w, qtbot)
        if game.is_over:
            break
        if c.can_roll:
            rng.choice(
                [
                    lambda: qtbot.mouseClick(w.roll_button, Qt.MouseButton.LeftButton),
                    lambda: click(qtbot, view, QPointF(500, 342)),
                ]
            )()
            continue
        n = len(game.history)
        while c.can_move and not game.turn_complete:
            step = rng.choice(game.legal_steps())
            click(qtbot, view, view.location_centre(view.mover_loc(step.frm)))
            assert view.mover_loc(step.to) in view.targets
            click(qtbot, view, view.location_centre(view.mover_loc(step.to)))
        if c.can_finish:
            click_dice(qtbot, view)
        qtbot.waitUntil(lambda n=n: len(game.history) > n or game.is_over, timeout=5000)
    qtbot.waitUntil(lambda: c.phase in (Phase.GAME_OVER, Phase.MATCH_OVER), timeout=5000)


@pytest.mark.slow
@pytest.mark.parametrize("variant", [Variant.LONG, Variant.BACKGAMMON])
def test_whole_game_by_mouse_then_score_and_colours_of_next_game(window, qtbot, variant):
    w, c = window, window.controller
    w.set_speed("off")
    w.start_match(variant, 7, HUMANS, SeededDice(21))
    match = c.match
    first_white = match.white_player
    play_game_by_mouse(w, qtbot, random.Random(9))
    result = match.results[-1]
    winner = match.player_of(result.winner)
    assert match.score[winner] == result.points
    # The board matches the engine: every checker of the winner borne off.
    assert len(w.view.stacks[("off", result.winner)]) == 15
    # The end-of-game dialog names the winner and offers the next game.
    dlg = w.game_over_dialog
    assert dlg is not None and dlg.isVisible()
    assert match.players[winner] in dlg.headline.text()
    assert dlg.next_button.isVisible()
    assert w.score_panel.scores[winner].text() == f"{result.points} / 7"
    assert texts.win_text(result) in w.score_panel.last_label.text()
    assert w.move_list.rowCount() >= len(match.games[0].history) // 2
    qtbot.mouseClick(dlg.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: match.game_number == 2, timeout=3000)
    # Colours swap: the previous Black now plays White, and the panel says so.
    assert match.white_player == 1 - first_white
    white_seat = match.white_player
    assert texts.side_name(Side.WHITE) in w.score_panel.pips[white_seat].text()
    assert texts.side_name(Side.BLACK) in w.score_panel.pips[1 - white_seat].text()

    # The colour swatches swap too.
    def lightness(label) -> int:
        image = label.pixmap().toImage()
        return image.pixelColor(image.width() // 2, image.height() // 2).lightness()

    swatches = w.score_panel.swatches
    assert lightness(swatches[white_seat]) > 150 > 80 > lightness(swatches[1 - white_seat])
    assert swatches[white_seat].toolTip() == texts.side_name(Side.WHITE)
    assert "2" in w.score_panel.game_label.text()
    assert w.move_list.rowCount() == 0
    assert match.players[white_seat] in w.statusBar().currentMessage()
    assert w.view.stacks[("off", Side.WHITE)] == []


@pytest.mark.slow
def test_computer_against_computer_match_finishes_in_the_window(window, qtbot):
    w, c = window, window.controller
    with qtbot.waitSignal(c.matchOver, timeout=30000):
        w.start_demo(Variant.BACKGAMMON, 1)
    match = c.match
    assert match.is_over
    dlg = w.game_over_dialog
    assert dlg is not None and dlg.isVisible() and dlg.rematch_button.isVisible()
    assert match.players[match.winner] in dlg.headline.text()
    qtbot.waitUntil(lambda: not w.view.busy, timeout=3000)
    assert w.view._hint.isVisible() and "Ctrl+N" in w.view._hint.text()


def test_animated_move_glides_and_blocks_input_until_it_ends(window, qtbot):
    w, c = window, window.controller
    w.set_speed("fast")
    start(w, qtbot, Variant.LONG, seed=1)
    view, game = w.view, c.game
    step = game.legal_steps()[0]
    src, dst = view.mover_loc(step.frm), view.mover_loc(step.to)
    click(qtbot, view, view.location_centre(src))
    click(qtbot, view, view.location_centre(dst))
    item = view.stacks[dst][-1]
    assert view.busy and c.busy
    assert item.zValue() >= 100  # raised while it travels
    # Nothing can be moved meanwhile.
    other = next(s for s in game.legal_steps())
    assert not c.try_move(other.frm, other.to)
    with qtbot.waitSignal(view.animationsFinished, timeout=3000):
        pass
    assert item.pos() == view.geometry_.checker_pos(dst, len(view.stacks[dst]) - 1)
    assert item.zValue() < 100
    assert c.try_move(other.frm, other.to) or game.turn_complete


@pytest.mark.parametrize("variant", [Variant.LONG, Variant.BACKGAMMON])
def test_board_turns_to_the_player_to_move(window, qtbot, variant):
    w, c = window, window.controller
    w.orient_mover_action.trigger()
    start(w, qtbot, variant, seed=4)
    view, game = w.view, c.game
    while game.side_to_move is not Side.BLACK:
        play_turn(w, qtbot)
        if c.can_roll and game.side_to_move is not Side.BLACK:
            c.roll()
    assert view.geometry_.flipped
    # Black's points 1 and 24 are now drawn at the bottom and top right, as White's are for White.
    p1 = view.geometry_.point_rect(view.mover_loc(1)[1])
    assert p1.center().x() > 800 and p1.center().y() > 342
    p24 = view.geometry_.point_rect(view.mover_loc(24)[1])
    assert p24.center().x() > 800 and p24.center().y() < 342
    assert view._numbers[view.mover_loc(1)[1]].text() == "1"
    c.roll()
    wait_ready(w, qtbot)
    if c.can_move:
        step = game.legal_steps()[0]
        click(qtbot, view, view.location_centre(view.mover_loc(step.frm)))
        click(qtbot, view, view.location_centre(view.mover_loc(step.to)))
        assert game.steps[0].frm == step.frm


def test_keyboard_picks_a_checker_and_plays_it(window, qtbot):
    w, c = window, window.controller
    c.auto_finish = False
    start(w, qtbot, Variant.BACKGAMMON, seed=6)
    view, game = w.view, c.game
    view.setFocus()
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert view.selected is not None and view.focus_target in view.targets
    mover = game.side_to_move
    frm = view.mover_point(view.selected, mover)
    assert frm in c.movable_points()
    QTest.keyClick(view, Qt.Key.Key_Down)
    to = view.targets[view.focus_target]
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert game.steps and game.steps[0].frm == frm and game.steps[-1].to == to
    # A digit plays the picked checker with that die.
    if c.can_move and not game.turn_complete:
        die = game.remaining_dice[0]
        QTest.keyClick(view, Qt.Key.Key_Right)
        src = view.mover_point(view.selected, mover)
        n = len(game.steps)
        legal = [s for s in game.legal_steps() if s.frm == src and s.die == die]
        QTest.keyClick(view, Qt.Key.Key_0 + die)
        if legal:
            assert len(game.steps) == n + 1 and game.steps[-1] == legal[0]
        else:
            assert len(game.steps) == n and w.statusBar().currentMessage()
    QTest.keyClick(view, Qt.Key.Key_Escape)
    assert view.selected is None


def test_each_game_is_announced_on_the_board(window, qtbot):
    w, c = window, window.controller
    w.start_match(Variant.LONG, 3, HUMANS, SeededDice(1))
    white = c.match.players[c.match.white_player]
    assert white in w.view.banner_text and "1" in w.view.banner_text
    w.view.show_banner("A short one", 50)  # replaces it, and goes by itself
    assert w.view.banner_text == "A short one"
    qtbot.waitUntil(lambda: w.view.banner_text == "", timeout=3000)


def test_a_hit_sends_the_checker_to_the_bar_and_take_back_returns_it(window, qtbot):
    from nardy_desktop.engine import Game, Match, Position

    w, c = window, window.controller
    c.auto_finish = False
    match = Match(Variant.BACKGAMMON, 5, ("Ann", "Bob"), SeededDice(3))
    match.start_game()
    # White to move with a blot of Black's on White's 5 point, in reach of White's 8.
    pos = Position.from_text(
        "backgammon/0,0,0,0,-1,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2/0,0/0,1/w"
    )
    game = Game(Variant.BACKGAMMON, SeededDice(3), position=pos)
    game.roll((3, 1))
    match.games[-1] = game
    match.white_players[-1] = 0
    c.resume_match(match, HUMANS)
    wait_ready(w, qtbot)
    view = w.view
    step = game.find_step(8, 5)
    assert step.hit
    blot = view.stacks[("p", 5)][-1]
    assert blot.side is Side.BLACK
    click(qtbot, view, view.location_centre(view.mover_loc(step.frm)))
    click(qtbot, view, view.location_centre(view.mover_loc(step.to)))
    assert view.stacks[("bar", Side.BLACK)] == [blot]
    assert blot.pos() == view.geometry_.checker_pos(("bar", Side.BLACK), 0)
    assert view.stacks[("p", 5)][-1].side is Side.WHITE
    qtbot.mouseClick(w.undo_button, Qt.MouseButton.LeftButton)
    assert view.stacks[("bar", Side.BLACK)] == []
    assert view.stacks[("p", 5)] == [blot]
    assert game.position == pos.with_side(Side.WHITE)


def test_a_failing_computer_player_is_reported_and_the_game_goes_on(window, qtbot):
    w, c = window, window.controller

    class Broken:
        def choose(self, position, dice, cancel=None, away=None):
            raise RuntimeError("weights missing")

    c.player_factory = lambda level: Broken()
    cpu = (PlayerSpec("A", True), PlayerSpec("B", True))
    with qtbot.waitSignal(c.computerFailed, timeout=5000):
        w.start_match(Variant.LONG, 1, cpu, SeededDice(1))
    qtbot.waitUntil(lambda: len(c.game.history) >= 1, timeout=5000)
    assert "weights missing" in w.statusBar().currentMessage()


def test_closing_the_end_of_game_dialog_never_leaves_the_match_stuck(window, qtbot):
    w, c = window, window.controller
    start(w, qtbot, Variant.LONG, seed=2)  # a match to 3 points: a resignation gives 2
    assert c.resign()
    dlg = w.game_over_dialog
    assert dlg.isVisible()
    dlg.reject()  # Escape
    assert c.phase is Phase.GAME_OVER and c.can_next_game
    assert w.roll_button.isEnabled() and w.roll_button.text() == "Next game"
    assert w.view._hint.isVisible()
    click(qtbot, w.view, QPointF(300, 342))
    assert c.match.game_number == 2
    assert w.roll_button.text() == "Roll"
    # And the same with the Roll button after the next resignation.
    wait_ready(w, qtbot)
    assert c.resign()
    w.game_over_dialog.reject()
    assert not c.match.is_over  # 2-2 in a match to 3
    qtbot.mouseClick(w.roll_button, Qt.MouseButton.LeftButton)
    assert c.match.game_number == 3


def picture_matches_engine(view, position) -> bool:
    counts = {loc: n for loc, _side, n in view._counts(position)}
    return all(len(view.stacks[loc]) == counts.get(loc, 0) for loc in view.stacks)


@pytest.mark.slow
def test_random_input_never_puts_the_board_in_a_wrong_state(window, qtbot):
    """Clicks, drags, keys and take-backs at random, while the computer plays
    with animations on: nothing breaks, and whenever the board is idle its
    picture is the engine's position and every checker stands on its place."""
    w, c = window, window.controller
    w.set_speed("fast")
    c.min_think_ms = 0
    w.start_match(Variant.BACKGAMMON, 3, (PlayerSpec("Me"), PlayerSpec("CPU", True)), SeededDice(5))
    view = w.view
    rng = random.Random(3)
    keys = [Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Left, Qt.Key.Key_Right]
    keys += [Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Escape, Qt.Key.Key_1, Qt.Key.Key_6]
    checks = 0
    deadline = time.monotonic() + 20

    def turns() -> int:
        return sum(len(g.history) for g in c.match.games)

    while turns() < 6 and time.monotonic() < deadline:
        if c.match.is_over:
            break
        if w.game_over_dialog is not None and w.game_over_dialog.isVisible():
            qtbot.mouseClick(w.game_over_dialog.next_button, Qt.MouseButton.LeftButton)
            continue
        a = QPointF(rng.uniform(0, 1000), rng.uniform(0, 684))
        r = rng.random()
        if r < 0.35:
            click(qtbot, view, a)
        elif r < 0.45:
            drag(qtbot, view, a, QPointF(rng.uniform(0, 1000), rng.uniform(0, 684)))
        elif r < 0.6:
            QTest.keyClick(view, rng.choice(keys))
        elif r < 0.63:
            qtbot.mouseClick(w.undo_button, Qt.MouseButton.LeftButton)
        elif r < 0.68:
            qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=vp(view, a))
        elif r < 0.88 and c.can_move:
            # A legal move now and then, and the end of the turn, so the game goes forward.
            steps = c.game.legal_steps()
            if steps:
                step = rng.choice(steps)
                click(qtbot, view, view.location_centre(view.mover_loc(step.frm)))
                click(qtbot, view, view.location_centre(view.mover_loc(step.to)))
            else:
                click_dice(qtbot, view)
        else:
            qtbot.wait(rng.randint(0, 80))
        if not view.busy and not c.busy and c.game is not None:
            checks += 1
            assert picture_matches_engine(view, c.game.position)
            for loc, stack in view.stacks.items():
                for i, item in enumerate(stack):
                    assert item.pos() == view.geometry_.checker_pos(loc, i), loc
    assert checks > 30
    assert turns() >= 6 or c.match.is_over  # the game went on through all this


# ----- ending a turn ----------------------------------------------------------------------
def test_the_last_die_can_be_taken_back_and_the_dice_end_the_turn(window, qtbot):
    """With the settings a new player has, playing the last die does not end the
    turn: it can be taken back, and the turn ends with a click on the dice (or
    Done, or Enter), after which the computer answers."""
    w, c = window, window.controller
    assert not w.auto_finish_action.isChecked() and not c.auto_finish
    cpu = (PlayerSpec("Me"), PlayerSpec("CPU", True))
    w.start_match(Variant.BACKGAMMON, 3, cpu, SeededDice(5))
    wait_ready(w, qtbot)
    while not c.can_move:  # the computer may open: roll for the person's first turn
        if c.can_roll:
            c.roll()
        wait_ready(w, qtbot)
    view, game = w.view, c.game
    me = game.side_to_move
    turns = len(game.history)
    turn = game.legal_turns()[0]
    with qtbot.assertNotEmitted(c.turnFinished, wait=50):  # not ended by itself
        for step in turn.steps:
            click(qtbot, view, view.location_centre(view.mover_loc(step.frm)))
            click(qtbot, view, view.location_centre(view.mover_loc(step.to)))
    assert game.turn_complete and len(game.history) == turns
    assert w.finish_button.isEnabled() and "click the dice" in w.statusBar().currentMessage()
    qtbot.mouseClick(w.undo_button, Qt.MouseButton.LeftButton)  # the last die comes back
    assert game.steps == list(turn.steps[:-1]) and not game.turn_complete
    # The dice clicked with a die still to play: nothing happens, and the status says why.
    click_dice(qtbot, view)
    assert len(game.history) == turns and "before ending the turn" in w.statusBar().currentMessage()
    last = turn.steps[-1]
    click(qtbot, view, view.location_centre(view.mover_loc(last.frm)))
    click(qtbot, view, view.location_centre(view.mover_loc(last.to)))
    assert game.turn_complete
    click_dice(qtbot, view)
    assert game.history[turns].side is me and game.history[turns].steps == turn.steps
    qtbot.waitUntil(lambda: len(game.history) > turns + 1 or game.is_over, timeout=5000)
    assert game.history[turns + 1].side is me.opponent  # the computer answered


def test_the_option_to_end_the_turn_by_itself_keeps_what_was_stored(qtbot, isolated_settings):
    """Only the default changed: a stored "true" (the old default, or a choice)
    stays on, and opening the window writes nothing the player did not choose."""
    from PySide6.QtCore import QSettings

    fresh = MainWindow()
    qtbot.addWidget(fresh)
    assert not fresh.auto_finish_action.isChecked() and not fresh.controller.auto_finish
    fresh.close()
    stored = QSettings(str(isolated_settings), QSettings.Format.IniFormat)
    assert stored.value("play/auto_finish") is None
    stored.setValue("play/auto_finish", True)
    stored.sync()
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.auto_finish_action.isChecked() and again.controller.auto_finish
    again.auto_finish_action.trigger()  # the player turns it off: that is kept
    assert not again.controller.auto_finish
    again.close()
    stored.sync()
    assert str(stored.value("play/auto_finish")).lower() == "false"


# ----- point numbers and orientation ----------------------------------------------------
def labels(view) -> dict[int, str]:
    """The number written by each point, by White's point number."""
    return {p: view._numbers[p].text() for p in range(1, 25)}


def numbering(variant: Variant, side: Side) -> dict[int, str]:
    from nardy_desktop.engine.position import to_side_point

    return {p: str(to_side_point(variant, side, p)) for p in range(1, 25)}


@pytest.mark.parametrize("variant", [Variant.LONG, Variant.BACKGAMMON])
def test_point_numbers_stay_with_a_board_that_stays_put(window, qtbot, variant):
    """Two people, the board seen from White's side: the numbers are White's all
    game long, so that White's moves end on the points they name; Black's
    numbering, or the mover's on a board that turns, when chosen in the View menu."""
    w, c = window, window.controller
    start(w, qtbot, variant, seed=4)
    view, game = w.view, c.game
    assert w.numbering_actions["auto"].isChecked()
    assert w.numbering_actions["auto"].text() == "&Automatic: numbered for White"
    for _ in range(2):  # White's turn and Black's: nothing changes
        side = game.side_to_move
        play_turn(w, qtbot)
        assert labels(view) == numbering(variant, Side.WHITE)
        record = game.history[-1]
        if side is Side.WHITE and record.steps:
            last = record.steps[-1]
            if last.to != 0:  # the point White's last step names is the one labelled so
                assert view._numbers[view.mover_loc(last.to, Side.WHITE)[1]].text() == str(last.to)
        if c.can_roll:
            c.roll()
            wait_ready(w, qtbot)
    w.numbering_actions["black"].trigger()
    assert labels(view) == numbering(variant, Side.BLACK)
    assert w.settings.value("view/numbering") == "black"
    w.numbering_actions["auto"].trigger()
    w.orient_mover_action.trigger()
    wait_ready(w, qtbot)
    assert labels(view) == numbering(variant, game.side_to_move)  # the board turned to it
    assert w.numbering_actions["auto"].text() == "&Automatic: numbered for the player to move"


def test_against_the_computer_the_numbers_are_the_persons(window, qtbot):
    w, c = window, window.controller
    start(w, qtbot, Variant.LONG, seed=3, players=(PlayerSpec("Ann"), PlayerSpec("CPU", True)))
    me = c.match.side_of(0)
    assert labels(w.view) == numbering(Variant.LONG, me)
    name = texts.side_name(me)
    assert w.numbering_actions["auto"].text() == f"&Automatic: numbered for Ann ({name})"
    seen = []  # the numbers while the computer thinks
    c.thinking.connect(lambda on: seen.append(labels(w.view)) if on else None)
    while not seen:
        play_turn(w, qtbot)
        if c.can_roll:
            c.roll()
        qtbot.waitUntil(lambda: bool(seen) or c.can_move, timeout=5000)
    assert seen[0] == numbering(Variant.LONG, me)  # the computer's turn changes nothing


def test_ctrl_t_turns_the_board_and_turns_it_back(window, qtbot):
    w = window
    start(w, qtbot, Variant.BACKGAMMON, seed=2)
    w.activateWindow()
    assert w.orient_white_action.isChecked() and not w.view.follow_mover
    qtbot.keyClick(w.view, "t", Qt.KeyboardModifier.ControlModifier)
    assert w.orient_mover_action.isChecked() and w.view.follow_mover
    assert w.settings.value("view/orientation") == "mover"
    qtbot.keyClick(w.view, "t", Qt.KeyboardModifier.ControlModifier)
    assert w.orient_white_action.isChecked() and not w.orient_mover_action.isChecked()
    assert not w.view.follow_mover and w.settings.value("view/orientation") == "white"
    w.orient_white_action.trigger()  # chosen again from the menu: it stays chosen
    assert w.orient_white_action.isChecked() and not w.view.follow_mover


# ----- resigning ---------------------------------------------------------------------------
def buttons(box) -> list[str]:
    return [b.text() for b in box.buttons()]


def offer(qtbot, box, label: str) -> None:
    button = next(b for b in box.buttons() if b.text() == label)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_resign_question_offers_each_win_and_the_computer_takes_a_mars(window, qtbot, english):
    from nardy_desktop.engine import WinKind

    w, c = window, window.controller
    start(w, qtbot, Variant.LONG, seed=1, players=(PlayerSpec("Ann"), PlayerSpec("CPU", True)))
    w.resign_action.trigger()  # Ctrl+R
    box = w.resign_box
    assert box is not None and box.isVisible() and not box.isModal()
    assert box.text() == "Resign: which win do you offer CPU?"
    assert sorted(buttons(box)) == sorted(["An oyn (1 point)", "A mars (2 points)", "Cancel"])
    offer(qtbot, box, "A mars (2 points)")  # the most there is: taken
    result = c.match.results[-1]
    assert (result.kind, result.points, result.resigned) == (WinKind.MARS, 2, True)
    assert c.match.score == [0, 2] and w.resign_box is None


def test_a_declined_offer_says_why_under_the_board_and_play_goes_on(window, qtbot, english):
    from nardy_desktop.engine.resign import Chances

    w, c = window, window.controller
    start(w, qtbot, Variant.LONG, seed=1, players=(PlayerSpec("Ann"), PlayerSpec("CPU", True)))
    # The computer sees a mars nine times in ten.
    c.resign_chances = lambda *_args: Chances(1.0, (0.9,), (0.0,))
    w.ask_resign()
    offer(qtbot, w.resign_box, "An oyn (1 point)")
    said = "CPU declines an oyn: \u201cI expect to win a mars more often than not.\u201d"
    assert w.caption.message.text() == said and w.status_line.text == said
    assert not c.game.is_over and c.match.score == [0, 0] and w.resign_box is None
    c.resign_chances = lambda *_args: Chances(0.9, (0.3,), (0.0,))
    w.ask_resign()
    offer(qtbot, w.resign_box, "An oyn (1 point)")
    assert w.caption.message.text() == (
        "CPU declines an oyn: "
        "\u201cMy chance of a mars (30%) is worth more to me than an oyn.\u201d"
    )


def test_two_people_are_asked_who_resigns_and_whether_the_other_accepts(window, qtbot, english):
    from PySide6.QtWidgets import QMessageBox

    from nardy_desktop.engine import WinKind

    w, c = window, window.controller
    w.start_match(Variant.BACKGAMMON, 3, HUMANS, SeededDice(3))
    wait_ready(w, qtbot)
    mover = c.match.players[c.match.player_of(c.game.side_to_move)]
    other = "Bob" if mover == "Ann" else "Ann"
    w.ask_resign()
    box = w.resign_box
    assert box.text() == f"{mover} resigns: which win does {mover} offer {other}?"
    # A backgammon would be the match: the box says what the other needs.
    assert box.informativeText() == (
        f"{other} is asked to accept it.\n{other} needs 3 points to win the match."
    )
    offer(qtbot, box, "A single game (1 point)")
    asked = w.resign_box
    assert asked is not None and asked is not box and asked.isVisible()
    assert asked.text() == (
        f"{mover} resigns and offers {other} 1 point (single game). Does {other} accept?"
    )
    qtbot.mouseClick(asked.button(QMessageBox.StandardButton.No), Qt.MouseButton.LeftButton)
    assert not c.game.is_over and w.caption.message.text() == f"{other} declines: the game goes on."
    w.ask_resign()
    offer(qtbot, w.resign_box, "A gammon (2 points)")
    qtbot.mouseClick(w.resign_box.button(QMessageBox.StandardButton.Yes), Qt.MouseButton.LeftButton)
    result = c.match.results[-1]
    assert (result.kind, result.points, result.resigned) == (WinKind.GAMMON, 2, True)


# ----- a finished match opened --------------------------------------------------------
def test_a_finished_match_opened_shows_only_that_the_match_is_over(window, qtbot, tmp_path):
    w, c = window, window.controller
    files = w.keep_files(tmp_path / "data")
    start(w, qtbot, Variant.LONG, seed=1)
    play_turn(w, qtbot)
    assert c.resign()  # a mars: 2 points of 3
    w.game_over_dialog.reject()
    c.next_game()
    wait_ready(w, qtbot)
    assert c.resign()
    assert c.match.is_over
    w.game_over_dialog.reject()
    assert files.save_to(tmp_path / "done.nardy")
    w.start_match(Variant.BACKGAMMON, 3, HUMANS, SeededDice(2))  # its game is announced
    assert w.view.banner_text
    with qtbot.waitSignal(files.opened, timeout=5000):
        files.open_path(tmp_path / "done.nardy")
    assert c.match.is_over and c.phase is Phase.MATCH_OVER
    assert w.view.banner_text == ""  # no "Game 2: ... plays White" over a finished match
    assert w.view._hint.isVisible() and w.view._hint.text().startswith("The match is over")
    assert w.game_over_dialog is None or not w.game_over_dialog.isVisible()


# ----- the hint's arrows ----------------------------------------------------------------
def test_hint_numbers_stay_visible_over_a_tall_stack(window, qtbot):
    """Two arrows from a stack too tall to show every checker start from the same
    place: their numbers stand apart, above every checker, off the count."""
    from nardy_desktop.engine import Game, Match, Position, Step

    w, c = window, window.controller
    match = Match(Variant.BACKGAMMON, 5, ("Ann", "Bob"), SeededDice(3))
    match.start_game()
    position = Position.from_text(
        "backgammon/0,0,0,0,0,9,0,3,0,0,0,0,3,0,0,0,-3,0,-5,0,0,-2,-3,-2/0,0/0,0/w"
    )
    game = Game(Variant.BACKGAMMON, SeededDice(3), position=position)
    game.roll((4, 4))
    match.games[-1] = game
    match.white_players[-1] = 0
    c.resume_match(match, HUMANS)
    wait_ready(w, qtbot)
    view = w.view
    view.show_suggestion((Step(6, 2, 4), Step(6, 2, 4), Step(8, 4, 4), Step(13, 9, 4)))
    arrows = view.suggestion
    assert len(arrows) == 4 and arrows[0].start() == arrows[1].start()
    top = view.stacks[("p", 6)][-1]
    assert top.count == 9  # the count the stack shows
    highest = max(item.zValue() for item in view.checkers)
    for i, arrow in enumerate(arrows):
        assert arrow.zValue() > highest
        centre = arrow.label_centre()
        assert view.scene().items(centre)[0] is arrow  # nothing drawn over the number
        assert not arrow.label_rect().contains(top.pos())  # nor the number over the count
        for other in arrows[:i]:
            assert not arrow.label_rect().intersects(other.label_rect())
