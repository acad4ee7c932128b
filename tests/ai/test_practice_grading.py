"""Grading a turn played again against the analysis of the decision: the best
turn is solved, a turn within the unmarked margin is Hard, anything else,
the turn first played when it was marked, is missed."""

from __future__ import annotations

from nardy_desktop.ai.analysis import Mark, mark_for
from nardy_desktop.ai.practice import HARD_MARGIN, Grade, grade_for, judge_play

from tests.storage.practice.support import analysed


def marked_decisions():
    _, analysis = analysed()
    return [d for g in analysis.games for d in g.decisions if d.mark is not Mark.NONE]


def test_the_margin_is_the_doubtful_mark_threshold():
    assert mark_for(HARD_MARGIN) is Mark.NONE
    assert mark_for(HARD_MARGIN + 1e-9) is Mark.DOUBTFUL


def test_each_candidate_is_graded_by_its_loss_in_the_analysis():
    decisions = marked_decisions()
    assert decisions
    hard = 0
    for d in decisions:
        best = judge_play(d.candidates, d.best_candidate.position)
        assert best.grade is Grade.GOOD and best.lost == 0.0 and best.solved
        again = judge_play(d.candidates, d.played_candidate.position)
        assert again.grade is Grade.AGAIN and not again.solved  # the mistake itself
        assert again.lost == d.equity_lost and again.index == d.played_index
        for i, c in enumerate(d.candidates):
            v = judge_play(d.candidates, c.position)
            lost = d.equity_best - c.equity
            assert v.index == i and abs(v.lost - lost) < 1e-12
            want = Grade.GOOD if lost <= 0 else Grade.HARD if lost <= HARD_MARGIN else Grade.AGAIN
            assert v.grade is want
            hard += v.grade is Grade.HARD
    assert hard  # the margin is met in real decisions


def test_a_turn_outside_the_candidates_is_missed():
    d = marked_decisions()[0]
    v = judge_play(d.candidates, "long/not-a-candidate")
    assert v.grade is Grade.AGAIN and v.index is None and v.lost is None
    assert v.lost_at_least == d.equity_best - min(c.equity for c in d.candidates)
    assert grade_for(None) is Grade.AGAIN
