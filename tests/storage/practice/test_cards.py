"""Spaced repetition of the marked decisions and the built-in problems: a
missed card comes back before a solved one, the schedule survives a restart,
and the filters and counts pick the cards they say."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from nardy_desktop.ai.analysis import Mark
from nardy_desktop.ai.practice import Grade
from nardy_desktop.engine import Variant
from nardy_desktop.storage.practice import CardFilter, Source, builtin_problems, match_key

from tests.storage.practice.support import analysed, store_at, stored

NOW = datetime(2030, 5, 6, 9, 0, tzinfo=UTC)
OWN = CardFilter(problems=False, doubtful=True)


def best(card):
    return max(card.candidates, key=lambda c: c.equity).position


def worst(card):
    return min(card.candidates, key=lambda c: c.equity).position


def test_a_missed_card_comes_back_before_a_solved_one(tmp_path):
    path = tmp_path / "p.sqlite3"
    store = stored(path)
    first, second = store.due_cards(OWN, NOW, limit=2)
    missed = store.review(first, worst(store.card(first)), NOW)
    solved = store.review(second, best(store.card(second)), NOW)
    assert missed.grade is Grade.AGAIN and solved.grade is Grade.GOOD
    assert missed.due < solved.due
    store.close()
    store = store_at(path)  # a restart: the schedule is on disk
    later = NOW + timedelta(hours=1)  # both due by now
    seen = [c for c in store.due_cards(OWN, later, limit=100) if c in (first, second)]
    assert seen == [first, second]
    soon = missed.due + timedelta(seconds=1)  # only the missed one is back yet
    due_now = store.due_cards(OWN, soon, limit=100)
    assert first in due_now and due_now.index(first) == 0
    assert second not in due_now[: due_now.index(first) + 1]
    # Solved again and again, a card comes back later and later.
    card = second
    gaps = []
    when = solved.due
    for _ in range(4):
        r = store.review(card, best(store.card(card)), when)
        gaps.append(r.due - when)
        when = r.due
    assert gaps == sorted(gaps) and gaps[-1] > timedelta(days=3)
    store.close()


def test_counts_follow_the_answers(tmp_path):
    store = stored(tmp_path / "p.sqlite3")
    before = store.counts(OWN, NOW)
    assert before.reviews == 0 and before.accuracy is None and before.new == before.total > 1
    a, b = store.due_cards(OWN, NOW, limit=2)
    store.review(a, best(store.card(a)), NOW)
    store.review(b, worst(store.card(b)), NOW)
    after = store.counts(OWN, NOW)
    assert after.new == before.new - 2
    assert after.due == 2  # both back today
    assert after.solved == 1 and after.reviews == 2 and after.accuracy == 0.5
    store.close()


def test_filters_pick_game_phase_age_and_marks(tmp_path):
    store = store_at(tmp_path / "p.sqlite3")
    match, analysis = analysed(Variant.LONG, 3)
    store.add_match(analysis, (True, False), match_key(match), played=NOW - timedelta(days=2))
    match, analysis = analysed(Variant.BACKGAMMON, 5)
    store.add_match(analysis, (True, False), match_key(match), played=NOW - timedelta(days=40))
    everything = store.due_cards(OWN, NOW, limit=1000)
    cards = [store.card(i) for i in everything]
    assert {c.source for c in cards} == {Source.OWN}
    assert {c.variant for c in cards} == {Variant.LONG, Variant.BACKGAMMON}
    bg = store.due_cards(
        CardFilter(variant=Variant.BACKGAMMON, problems=False, doubtful=True), NOW, 1000
    )
    assert bg and all(store.card(i).variant is Variant.BACKGAMMON for i in bg)
    phase = cards[0].phase
    one = store.due_cards(
        CardFilter(phases=frozenset({phase}), problems=False, doubtful=True), NOW, 1000
    )
    assert one and all(store.card(i).phase == phase for i in one)
    recent = store.due_cards(CardFilter(max_age_days=30, problems=False, doubtful=True), NOW, 1000)
    assert set(recent) == set(everything) - set(bg)  # the backgammon match is 40 days old
    strict = store.due_cards(CardFilter(problems=False), NOW, 1000)
    assert {store.card(i).mark for i in strict} <= {Mark.MISTAKE, Mark.BLUNDER}
    assert len(strict) == sum(c.mark is not Mark.DOUBTFUL for c in cards)
    store.close()


def test_built_in_problems_are_cards_from_the_first_start(tmp_path):
    store = store_at(tmp_path / "p.sqlite3")
    problems = builtin_problems()
    assert store.sync_problems() == len(problems) > 100
    assert store.sync_problems() == 0
    counts = store.counts(now=NOW)
    assert counts.new == counts.total == len(problems)
    card = store.next_card(now=NOW)
    assert card is not None and card.source is Source.PROBLEM and card.problem is not None
    assert card.candidates[0] == card.problem.answer
    r = store.review(card.id, card.problem.answer.position, NOW)
    assert r.grade is Grade.GOOD and r.verdict.solved
    long_only = CardFilter(variant=Variant.LONG, own=False)
    assert store.counts(long_only, NOW).total == sum(p.variant is Variant.LONG for p in problems)
    store.close()
