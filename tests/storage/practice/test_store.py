"""The store keeps every analysed decision of a person, never the computer's,
replaces a match analysed again, lists, forgets and exports matches, and its
progress figures are the analysis summaries' own."""

from __future__ import annotations

import json
from dataclasses import replace

from nardy_desktop.ai.analysis import Mark, Rating, rating_for, summarise
from nardy_desktop.ai.practice import decision_phase
from nardy_desktop.engine import Position, Variant
from nardy_desktop.storage.practice import export_json, match_key

from tests.storage.practice.support import COMPUTER, PERSON, analysed, store_at, stored


def same_decision(kept, a) -> bool:
    """The decision as kept is the analysis's: every field, the candidates'
    equities and chances to the five decimals the store keeps."""
    if replace(kept, candidates=()) != replace(a, candidates=()):
        return False
    for k, c in zip(kept.candidates, a.candidates, strict=True):
        if (k.move, k.position) != (c.move, c.position):
            return False
        for f in ("equity", "win", "win_big", "win_backgammon", "lose_big", "lose_backgammon"):
            if abs(getattr(k, f) - getattr(c, f)) > 1e-5:
                return False
    return len(kept.candidates) == len(a.candidates) and kept.mark is a.mark


def person_decisions(analysis, player=0):
    return [d for g in analysis.games for d in g.decisions if d.player == player]


def test_every_decision_of_the_person_is_kept_and_none_of_the_computer(tmp_path):
    match, analysis = analysed()
    store = store_at(tmp_path / "p.sqlite3")
    kept = store.add_match(analysis, (True, False), match_key(match))
    mine = person_decisions(analysis)
    assert kept == len(mine) > 10
    (info,) = store.matches()
    assert info.names == (PERSON, COMPUTER) and info.persons == (True, False)
    assert info.variant is Variant.LONG and info.length == 1
    assert info.decisions == len(mine)
    assert info.marked == sum(d.mark is not Mark.NONE for d in mine)
    decisions = store.decisions(info.key)
    assert len(decisions) == len(mine)
    for d, a in zip(decisions, mine, strict=True):
        assert same_decision(d.analysis, a)
    assert {d.name for d in decisions} == {PERSON}
    for d in decisions:
        a = d.analysis
        assert d.phase == decision_phase(Position.from_text(a.position), a.turn - 1)
    store.close()


def test_two_computers_keep_nothing(tmp_path):
    match, analysis = analysed()
    store = store_at(tmp_path / "p.sqlite3")
    assert store.add_match(analysis, (False, False), match_key(match)) == 0
    assert store.matches() == []
    store.close()


def test_a_match_analysed_again_replaces_the_first_analysis_and_keeps_its_practice(tmp_path):
    match, analysis = analysed()
    key = match_key(match)
    store = store_at(tmp_path / "p.sqlite3")
    store.add_match(analysis, (True, False), key)
    card = store.next_card()
    assert card is not None and card.decision is not None
    store.review(card.id, card.decision.analysis.played_candidate.position)
    marked = card.decision.analysis
    # Analysed again, only up to the marked decision (a game cut short).
    (game,) = analysis.games
    short = replace(
        analysis,
        games=(replace(game, decisions=tuple(d for d in game.decisions if d.turn <= marked.turn)),),
    )
    store.add_match(short, (True, False), key)
    (info,) = store.matches()
    assert info.decisions == len([d for d in person_decisions(short)])
    again = store.card(card.id)
    assert again is not None and again.reviews == 1  # its practice goes on
    store.add_match(analysis, (True, False), key)
    (info,) = store.matches()
    assert info.decisions == len(person_decisions(analysis))
    assert store.card(card.id).reviews == 1
    store.close()


def test_a_match_is_forgotten_with_its_decisions_and_cards(tmp_path):
    store = stored(tmp_path / "p.sqlite3", 3, 4)
    assert len(store.matches()) == 2
    key = store.matches()[0].key
    assert store.delete_match(key)
    assert not store.delete_match(key)
    assert [m.key for m in store.matches()] != [key]
    assert len(store.matches()) == 1
    left = store._conn.execute("SELECT count(*) FROM cards WHERE decision_id IS NOT NULL")
    assert left.fetchone()[0] == store.matches()[0].marked
    store.close()


def test_progress_rows_are_the_analysis_summaries(tmp_path):
    store = stored(tmp_path / "p.sqlite3", 3, 4)
    rows = store.progress(PERSON)
    assert len(rows) == 2
    by_key = {r.key: r for r in rows}
    for seed in (3, 4):
        match, analysis = analysed(Variant.LONG, seed)
        row = by_key[match_key(match)]
        summary = analysis.summary(0)
        assert row.summary == summary
        assert row.summary.error_rate == summary.error_rate
        assert row.summary.rating is summary.rating is rating_for(summary.error_rate)
        assert row.summary.luck == summary.luck
        assert row.opponent == COMPUTER
        # Each phase: the summary of the person's decisions of that phase.
        phases: dict[str, list] = {}
        for d in person_decisions(analysis):
            phase = decision_phase(Position.from_text(d.position), d.turn - 1)
            phases.setdefault(phase, []).append(d)
        assert set(row.phases) == set(phases)
        for phase, ds in phases.items():
            lost = sum(d.equity_lost for d in ds)
            figures = row.phases[phase]
            assert figures.decisions == len(ds)
            assert abs(figures.error_rate - 1000 * lost / len(ds)) < 1e-9
            assert figures.rating is rating_for(1000 * lost / len(ds))
        cut = [replace(g, rolls=(), outcome=None) for g in analysis.games]
        assert sum(f.decisions for f in row.phases.values()) == summarise(0, PERSON, cut).decisions
    assert store.progress(COMPUTER) == []
    assert store.progress(PERSON, Variant.BACKGAMMON) == []
    assert store.people() == [PERSON]
    assert Rating.NONE not in {r.summary.rating for r in rows}
    store.close()


def test_the_export_holds_every_match_and_decision(tmp_path):
    store = stored(tmp_path / "p.sqlite3", 3, 4)
    out = tmp_path / "practice.json"
    assert export_json(store, out) == 2
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert doc["format"] == "nardy-desktop-practice"
    for m in doc["matches"]:
        match = next(x for x in store.matches() if x.key == m["key"])
        assert len(m["decisions"]) == match.decisions
        assert m["summaries"][0]["player"] == PERSON
        for d in m["decisions"]:
            assert d["candidates"] and d["position"].startswith("long/")
            assert {c["move"] for c in d["candidates"]} >= {d["played"], d["best"]}
    store.close()
