"""The problems that come with the program: each one's answer is ahead of
every other candidate by more than CLEAR_SIGMAS standard errors of their
difference, its moves are legal, and the long nardy ones are the judge's
rollouts as they are."""

from __future__ import annotations

import json

import numpy as np

from nardy_desktop.ai.phases import PHASES
from nardy_desktop.engine import Position, Variant, legal_turns
from nardy_desktop.storage.practice import Difficulty, builtin_problems
from nardy_desktop.storage.practice.problems import (
    CLEAR_SIGMAS,
    FORMAT,
    MIN_LEAD,
    difficulty_of,
    problems_path,
)
from nardy_desktop.strength.positions import judged

from tests.locations import ROOT

DATA = ROOT / "benchmarks" / "data"


def test_the_file_is_compact_json_and_every_problem_holds_up():
    text = problems_path().read_text(encoding="utf-8")
    doc = json.loads(text)
    assert doc["format"] == FORMAT and doc["clear_sigmas"] == CLEAR_SIGMAS
    assert "\n " not in text  # compact
    assert len(builtin_problems()) == len(doc["problems"])  # none left out


def test_every_answer_is_ahead_of_the_others_by_more_than_its_standard_errors():
    problems = builtin_problems()
    assert len(problems) >= 100
    for p in problems:
        best, *others = p.candidates
        assert best.se == 0.0
        for c in others:
            assert best.equity - c.equity > CLEAR_SIGMAS * c.se, p.id
            assert best.equity - c.equity >= MIN_LEAD - 1e-9, p.id
        assert p.lead == best.equity - max(c.equity for c in others)
        assert p.difficulty is difficulty_of(p.lead)


def test_every_problem_is_a_legal_decision_of_its_phase():
    for p in builtin_problems():
        position = Position.from_text(p.position)
        results = {t.text: t.result.to_text() for t in legal_turns(position, p.dice)}
        assert len(results) > 1
        for c in p.candidates:
            assert results[c.move] == c.position
        assert p.phase in PHASES and p.variant is position.variant


def test_problems_are_grouped_by_game_phase_and_difficulty():
    groups = {(p.variant, p.phase, p.difficulty) for p in builtin_problems()}
    long_phases = {phase for v, phase, _ in groups if v is Variant.LONG}
    assert long_phases == set(PHASES)
    assert {d for _, _, d in groups} == set(Difficulty)
    assert {v for v, _, _ in groups} == {Variant.LONG, Variant.BACKGAMMON}


def test_long_nardy_problems_are_the_judges_rollouts():
    judge = {
        f"long-{j.decision.id}": j
        for j in judged(DATA / "judge-long-positions.jsonl", DATA / "judge-long-rollouts.jsonl")
    }
    long = [p for p in builtin_problems() if p.variant is Variant.LONG]
    assert long
    for p in long:
        j = judge[p.id]
        assert p.position == j.decision.position.to_text() and p.dice == j.decision.dice
        order = np.argsort(-j.means, kind="stable")
        assert [c.position for c in p.candidates] == [j.decision.candidates[i] for i in order]
        for c, i in zip(p.candidates, order, strict=True):
            assert abs(c.equity - j.means[i]) < 1e-5 and abs(c.se - j.ses[i]) < 1e-5
