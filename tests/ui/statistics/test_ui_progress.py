"""Game ▸ Statistics ▸ Progress: the charts' figures are the analysis summaries'."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from nardy_desktop.engine import Variant
from nardy_desktop.storage.practice import match_key
from nardy_desktop.ui.common import numbers
from nardy_desktop.ui.statistics.progress_view import ProgressView

from tests.helpers import playing_window
from tests.storage.practice.support import PERSON, analysed, store_at

SEEDS = (3, 4, 5)
START = datetime(2026, 3, 1, tzinfo=UTC)


@pytest.fixture
def filled(tmp_path):
    """A data folder whose store holds three analysed matches of one person, a week apart."""
    data = tmp_path / "data"
    store = store_at(data / "practice.sqlite3")
    analyses = []
    for i, seed in enumerate(SEEDS):
        match, analysis = analysed(Variant.LONG, seed)
        store.add_match(analysis, (True, False), match_key(match), START + timedelta(days=7 * i))
        analyses.append(analysis)
    store.close()
    return data, analyses


def test_the_charts_show_the_summaries_figures(filled, qtbot, tmp_path, monkeypatch):
    data, analyses = filled
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    w = playing_window(qtbot, data)
    dlg = w.dice_stats.show()
    view = w.dice_stats.last_progress
    assert isinstance(view, ProgressView)
    assert dlg.tabs.tabText(dlg.tabs.indexOf(view)) == "Progress"
    assert view.person.currentData() == PERSON
    summaries = [a.summary(0) for a in analyses]
    error = view.error_chart.series[0]
    assert [y for _, y in error.points] == pytest.approx([s.error_rate for s in summaries])
    assert [x for x, _ in error.points] == [1.0, 2.0, 3.0]
    luck = view.luck_chart.series[0]
    assert [y for _, y in luck.points] == pytest.approx([s.luck for s in summaries])
    # The tooltips write the figures as the summary has them, for the language.
    assert numbers.decimal(summaries[0].error_rate, 1) in error.tips[0]
    assert numbers.signed(summaries[2].luck, 2) in luck.tips[2]
    # One phase beside them: the summary of that phase's decisions alone.
    phase = view.phase.currentData()
    assert phase  # where most is lost is shown first
    per_phase = view.error_chart.series[1]
    rows = view.store.progress(PERSON)
    expected = [
        (float(i), row.phases[phase].error_rate)
        for i, row in enumerate(rows, 1)
        if phase in row.phases
    ]
    assert [x for x, _ in per_phase.points] == [x for x, _ in expected]
    assert [y for _, y in per_phase.points] == pytest.approx([y for _, y in expected])
    for row, s in zip(rows, summaries, strict=True):  # the phases split the decisions
        assert sum(p.decisions for p in row.phases.values()) == s.decisions
        assert sum(p.error for p in row.phases.values()) == pytest.approx(s.error)
    # The x axis counts whole matches: 1, 2, 3 (not round values written alike).
    assert view.error_chart.x_axis.ticks == (1.0, 2.0, 3.0)
    assert view.luck_chart.x_axis.ticks == (1.0, 2.0, 3.0)
    # The table's decisions per phase add up to the person's decisions.
    total = sum(int(view.table.item(r, 1).text()) for r in range(view.table.rowCount()))
    assert total == sum(s.decisions for s in summaries)
    dlg.done(0)
    w.controller.shutdown()


def test_a_person_with_no_analysed_match_is_told_so(qtbot, tmp_path, monkeypatch):
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    w = playing_window(qtbot, tmp_path / "data")
    dlg = w.dice_stats.show()
    view = w.dice_stats.last_progress
    assert view is not None and view.rows == []
    assert not view.error_chart.has_points
    assert "No analysed match" in view.summary.text()
    dlg.done(0)
    w.controller.shutdown()


def test_the_exported_analysis_ends_with_the_persons_progress(filled, qtbot, tmp_path, monkeypatch):
    data, analyses = filled
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    w = playing_window(qtbot, data)
    w.analysis.analysis = analyses[2]  # the analysis of the match on the board
    page = tmp_path / "analysis.html"
    with qtbot.waitSignal(w.analysis.exported, timeout=60000) as done:
        assert w.analysis.export_to(page)
    assert done.args == [True]
    text = page.read_text(encoding="utf-8")
    tail = text[text.index("<h2>Progress</h2>") :]
    assert f"<h3>Progress of {PERSON}</h3>" in tail
    assert "3 analysed match" in tail
    assert tail.count('src="data:image/png;base64,') == 2  # the error rate and the luck
    assert "Computer" not in tail  # the computer's play is never kept
    w.controller.shutdown()
