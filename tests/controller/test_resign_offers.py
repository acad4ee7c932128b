"""Offers to resign against the computer, answered by the shipped network in
positions built for the purpose; the points recorded and the match going on."""

from __future__ import annotations

import pytest

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.controller import MatchController, Phase, PlayerSpec
from nardy_desktop.engine import Game, Match, Position, SeededDice, Side, WinKind

VS_COMPUTER = (PlayerSpec("Ann"), PlayerSpec("CPU", True))
HUMANS = (PlayerSpec("Ann"), PlayerSpec("Bob"))


@pytest.fixture
def ctrl(qtbot):
    c = MatchController()
    c.min_think_ms = 0
    c.pass_delay_ms = 0
    c.player_factory = lambda level: RandomPlayer(seed=3)
    yield c
    c.shutdown()


def text(white: dict[int, int], black: dict[int, int], off: tuple[int, int], side="w", bar=(0, 0)):
    """A backgammon position: checkers by point in White's numbering."""
    points = [white.get(p, 0) - black.get(p, 0) for p in range(1, 25)]
    return f"backgammon/{','.join(map(str, points))}/{bar[0]},{bar[1]}/{off[0]},{off[1]}/{side}"


# White (Ann) has nothing off and no checker home; Black has two checkers left
# on its 1 and 2 points: Black bears them off next turn, a gammon.
SURE_GAMMON = text({7: 3, 8: 3, 9: 3, 10: 3, 11: 3}, {23: 1, 24: 1}, (0, 13))
# Three of White's checkers are still in Black's home: a backgammon.
SURE_BACKGAMMON = text({7: 3, 8: 3, 9: 3, 10: 3, 20: 3}, {23: 1, 24: 1}, (0, 13))
# Long nardy: White has not left its head; Black bears its last checker off.
SURE_MARS = "long/0,0,0,0,0,0,0,0,0,0,0,0,-1,0,0,0,0,0,0,0,0,0,0,15/0,0/0,14/w"


def resume(c: MatchController, qtbot, position: str, score=(0, 0), players=VS_COMPUTER) -> Game:
    pos = Position.from_text(position)
    match = Match(pos.variant, 5, ("Ann", players[1].name), SeededDice(2))
    match.start_game()
    match.score[:] = list(score)
    game = Game(pos.variant, SeededDice(2), position=pos)
    match.games[-1] = game
    match.white_players[-1] = 0  # Ann plays White, to roll
    c.resume_match(match, players)
    qtbot.waitUntil(lambda: c.can_roll, timeout=5000)
    return game


def test_a_sure_gammon_declines_a_single_game_and_takes_a_gammon(ctrl, qtbot):
    c = ctrl
    resume(c, qtbot, SURE_GAMMON)
    assert [r.kind for r in c.resign_offers()] == [
        WinKind.SINGLE,
        WinKind.GAMMON,
        WinKind.BACKGAMMON,
    ]
    no = c.offer_resignation(WinKind.SINGLE)
    assert no is not None and not no.accepted
    assert no.bigger is WinKind.GAMMON and no.likely
    assert c.game is not None and not c.game.is_over and c.can_roll  # play goes on
    over = []
    c.gameOver.connect(over.append)
    yes = c.offer_resignation(WinKind.GAMMON)
    assert yes is not None and yes.accepted
    assert [(r.winner, r.kind, r.points, r.resigned) for r in over] == [
        (Side.BLACK, WinKind.GAMMON, 2, True)
    ]
    assert c.match.score == [0, 2] and c.phase is Phase.GAME_OVER
    assert c.next_game()  # the match goes on
    qtbot.waitUntil(lambda: c.match.game_number == 2, timeout=5000)


def test_a_sure_backgammon_declines_a_gammon(ctrl, qtbot):
    c = ctrl
    resume(c, qtbot, SURE_BACKGAMMON)
    no = c.offer_resignation(WinKind.GAMMON)
    assert no is not None and not no.accepted and no.bigger is WinKind.BACKGAMMON
    assert c.offer_resignation(WinKind.BACKGAMMON).accepted
    assert c.match.score == [0, 3]


def test_a_likely_mars_declines_an_oyn(ctrl, qtbot):
    c = ctrl
    resume(c, qtbot, SURE_MARS)
    assert [r.kind for r in c.resign_offers()] == [WinKind.OYN, WinKind.MARS]
    no = c.offer_resignation(WinKind.OYN)
    assert no is not None and not no.accepted and no.bigger is WinKind.MARS and no.likely
    assert c.offer_resignation(WinKind.MARS).accepted
    assert c.match.score == [0, 2] and not c.match.is_over


def test_needing_one_point_the_computer_takes_a_single_game(ctrl, qtbot):
    c = ctrl
    resume(c, qtbot, SURE_GAMMON, score=(0, 4))  # CPU needs one point of 5
    yes = c.offer_resignation(WinKind.SINGLE)
    assert yes is not None and yes.accepted
    assert c.match.score == [0, 5] and c.match.is_over and c.phase is Phase.MATCH_OVER


def test_a_losing_computer_takes_a_single_game(ctrl, qtbot):
    c = ctrl
    # Ann (White) has a checker off and leads the race by far: only a single game is offered.
    position = text({1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 4}, {7: 3, 8: 3, 9: 3, 10: 3, 11: 3}, (1, 0))
    resume(c, qtbot, position)
    assert [r.kind for r in c.resign_offers()] == [WinKind.SINGLE]
    assert c.offer_resignation(WinKind.GAMMON) is None  # not on offer
    assert c.offer_resignation(WinKind.SINGLE).accepted
    assert c.match.score == [0, 1]


def test_two_people_resign_for_what_the_other_accepted(ctrl, qtbot):
    c = ctrl
    resume(c, qtbot, SURE_GAMMON, players=HUMANS)
    assert c.offer_resignation(WinKind.SINGLE) is None  # nobody to answer but Bob
    assert c.resign(WinKind.SINGLE)
    result = c.match.results[-1]
    assert (result.winner, result.kind, result.points) == (Side.BLACK, WinKind.SINGLE, 1)
    assert c.match.score == [0, 1] and not c.match.is_over
