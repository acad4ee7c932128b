"""Text from outside the program (players' names, file names and contents, the
system's messages, saved analyses) is shown as written: markup in it is never
rendered, and no link in it can be followed.

Each test opens the real dialogs and boxes offscreen with hostile text in them
and reads what they display: a label shown as plain text displays its text; one
shown as rich text displays its document's plain text, which must hold the
hostile markup literally (escaped by the program) and no link from it. Every
test ends with a sweep of every visible window, label, tooltip and list entry
for hostile text rendered as markup, so that a place the test does not name is
checked too.

Sources covered: the resign question, the game-over and match-over dialogs, the
score panel (names, whose turn, the last game, tooltips), the status bar, the
roll-off dialog of real dice, the .mat error box (the file's own text and a
hostile file name), the .mat notes box, the window title, Open Recent, the open
and save error boxes with hostile file names, the autosave's failure box with a
hostile system message, the record of results refused in a hostile folder (box
and Statistics note), the Statistics names and results table, the move browser,
the analysis panel, summary and move-list marks with hostile names and moves,
the "saved without its analysis" box, and the position editor's messages after
a hostile paste.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6 import QtGui
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QGuiApplication, QTextDocument
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QLabel,
    QListView,
    QMessageBox,
    QWidget,
)

from nardy_desktop.controller import PlayerSpec
from nardy_desktop.engine import Match, SeededDice, Variant, legal_turns
from nardy_desktop.engine.names import MAX_NAME
from nardy_desktop.ui.common.plain_text import tooltip
from nardy_desktop.ui.statistics.dice_stats_dialog import DiceStatsDialog
from nardy_desktop.ui.window.main_window import MainWindow

from tests.helpers import make, playing_window
from tests.locations import ROOT, TESTS

pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
    pytest.mark.usefixtures("isolated_settings"),
]

# Names a file may hold (at most MAX_NAME characters): a link to an outside address,
# a heading in red with a picture read from the disk.
LINK = '<a href="http://example.invalid">x</a>'
BIG = "<h1 style=color:red>Big</h1><img src=/x>"
# A file's name holds no "/": an unclosed link, picture and heading.
FILE = "<a href=http:example.invalid>x<img src=passwd><h1 style=color:red>Big"
# Words of the hostile texts that survive escaping: wherever one is displayed,
# or hidden in a widget's text, the hostile text must be displayed whole.
TOKENS = ("example.invalid", "color:red")
HOSTILE = (LINK, BIG, FILE)

DATA = TESTS / "data" / "mat"


def test_the_hostile_names_are_names_a_file_may_hold():
    assert len(LINK) <= MAX_NAME and len(BIG) <= MAX_NAME
    assert "/" not in FILE


# ----- what a widget displays ----------------------------------------------------------
def is_rich(text: str, fmt: Qt.TextFormat) -> bool:
    """Whether Qt renders `text` as HTML in a label (or tooltip) of format `fmt`."""
    if fmt == Qt.TextFormat.AutoText:
        return QtGui.Qt.mightBeRichText(text)
    return fmt in (Qt.TextFormat.RichText, Qt.TextFormat.MarkdownText)


def document(text: str) -> QTextDocument:
    doc = QTextDocument()
    doc.setHtml(text)
    return doc


def links(text: str) -> list[str]:
    """The targets of the links that `text`, rendered as HTML, holds."""
    found = []
    doc = document(text)  # kept alive while its blocks are read
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fmt = it.fragment().charFormat()
            if fmt.isAnchor() and fmt.anchorHref():
                found.append(fmt.anchorHref())
            it += 1
        block = block.next()
    return found


def displayed(text: str, fmt: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """The text a person reads."""
    return document(text).toPlainText() if is_rich(text, fmt) else text


def hostile_in(text: str) -> bool:
    return any(token in text for token in TOKENS)


def check(where: str, text: str, fmt: Qt.TextFormat = Qt.TextFormat.AutoText) -> str:
    """Fail unless hostile text in `text` is displayed as written, with no link."""
    shown = displayed(text, fmt)
    if hostile_in(text) or hostile_in(shown):
        assert any(h in shown for h in HOSTILE), f"{where}: markup rendered: {text!r}"
        if is_rich(text, fmt):
            assert not links(text), f"{where}: a link to follow: {text!r}"
    return shown


def label_text(label: QLabel) -> str:
    """What `label` displays, checked."""
    if is_rich(label.text(), label.textFormat()):
        assert not (links(label.text()) and label.openExternalLinks()), label.text()
    return check(f"label {label.objectName()!r}", label.text(), label.textFormat())


def box_text(box: QMessageBox) -> str:
    """What a message box displays (its text and informative text), checked."""
    return "\n".join(label_text(label) for label in box.findChildren(QLabel) if label.text())


def tip_text(text: str) -> str:
    return check("tooltip", text)


def item_views(widget: QWidget) -> list[QAbstractItemView]:
    views: list[QAbstractItemView] = list(widget.findChildren(QAbstractItemView))
    if isinstance(widget, QAbstractItemView):
        views.append(widget)
    return views


def sweep() -> int:
    """Check every visible window: its title, labels, tooltips, and the entries and
    tooltips of its lists and tables. Returns how many places hold hostile text."""
    seen = 0
    for top in QApplication.topLevelWidgets():
        if not top.isVisible():
            continue
        title = top.windowTitle()
        if hostile_in(title):
            assert any(h in title for h in HOSTILE), title  # a title is always plain
            seen += 1
        widgets = [top, *top.findChildren(QWidget)]
        for w in widgets:
            if w.toolTip() and hostile_in(displayed(w.toolTip()) + w.toolTip()):
                tip_text(w.toolTip())
                seen += 1
            if isinstance(w, QLabel) and hostile_in(w.text()):
                label_text(w)
                seen += 1
            for a in w.actions():
                if hostile_in(a.toolTip()):
                    tip_text(a.toolTip())
                    seen += 1
        for view in item_views(top):
            model = view.model()
            if model is None:
                continue
            root = QModelIndex()
            for r in range(model.rowCount(root)):
                columns = 1 if isinstance(view, QListView) else model.columnCount(root)
                for c in range(columns):
                    index = model.index(r, c)
                    tip = model.data(index, Qt.ItemDataRole.ToolTipRole)
                    if isinstance(tip, str) and hostile_in(tip):
                        tip_text(tip)
                        seen += 1
    return seen


def visible_boxes(window: MainWindow) -> list[QMessageBox]:
    return [b for b in window.findChildren(QMessageBox) if b.isVisible()]


def close_boxes(window: MainWindow) -> None:
    for box in visible_boxes(window):
        box.done(0)


# ----- windows ------------------------------------------------------------------------
@pytest.fixture
def window(qtbot, tmp_path):
    """A shown window that plays at once, its files in a folder with a hostile name."""
    made: list[MainWindow] = []

    def open_window(folder: Path | None = None) -> MainWindow:
        w = playing_window(qtbot, folder if folder is not None else tmp_path / FILE)
        w.watch_next_delay_ms = 0
        w.resize(1240, 860)
        w.show()
        qtbot.waitExposed(w)
        made.append(w)
        return w

    yield open_window
    for w in made:
        w.controller.shutdown()
        close_boxes(w)


def ready(w: MainWindow, qtbot) -> None:
    c = w.controller
    qtbot.waitUntil(lambda: (c.can_roll or c.can_move) and not w.view.busy, timeout=5000)


def open_file(w: MainWindow, qtbot, path: Path) -> bool:
    with qtbot.waitSignal(w.files.opened, timeout=20000) as read:
        assert w.files.open_path(path)
    return bool(read.args[0])


def play_turns(w: MainWindow, qtbot, n: int) -> None:
    """Two people play `n` turns, each with the first legal steps."""
    c = w.controller
    for _ in range(n):
        ready(w, qtbot)
        if c.can_roll:
            c.roll()
            ready(w, qtbot)
        game = c.game
        while c.can_move and not game.turn_complete:
            step = game.legal_steps()[0]
            c.try_move(step.frm, step.to)
        if c.can_finish:
            c.finish_turn()


# ----- names of players -----------------------------------------------------------------
def test_names_in_the_resign_question_game_over_and_score_panel(window, qtbot):
    w = window()
    c = w.controller
    w.start_match(Variant.BACKGAMMON, 5, (PlayerSpec(LINK), PlayerSpec(BIG)), SeededDice(3))
    play_turns(w, qtbot, 3)  # dice for the statistics
    ready(w, qtbot)
    panel = w.score_panel
    assert [label_text(n) for n in panel.names] == [LINK, BIG]
    assert [tip_text(n.toolTip()) for n in panel.names] == [
        displayed(tooltip(LINK)),
        displayed(tooltip(BIG)),
    ]
    assert LINK in tip_text(panel.names[0].toolTip())
    assert any(h in label_text(panel.turn_label) for h in (LINK, BIG))

    w.ask_resign()
    box = w.resign_box
    assert box is not None and box.isVisible()
    asked = box_text(box)
    assert LINK in asked and BIG in asked  # "One resigns: which win does one offer the other?"
    assert box.textFormat() == Qt.TextFormat.PlainText
    winner = c.match.players[c.match.player_of(c.resign_result().winner)]
    sweep()
    box.buttons()[0].click()  # a single game is offered
    other = w.resign_box  # "One resigns and offers the other 1 point … Does the other accept?"
    assert other is not None and other is not box and other.isVisible()
    assert LINK in box_text(other) and BIG in box_text(other)
    assert other.textFormat() == Qt.TextFormat.PlainText
    other.button(QMessageBox.StandardButton.Yes).click()

    dlg = w.game_over_dialog
    assert dlg is not None and dlg.isVisible()
    shown = [label_text(label) for label in (dlg.headline, dlg.detail, dlg.score)]
    assert LINK in shown[2] and BIG in shown[2]  # the score names both players
    assert winner in label_text(panel.last_label)  # "Last game: … wins"
    assert winner in w.statusBar().currentMessage()  # the status bar is plain text
    assert sweep() >= 6
    dlg.next_button.click()
    ready(w, qtbot)

    # The match ends: "… wins the match!".
    while not c.match.is_over:
        ready(w, qtbot)
        assert c.resign()
        if not c.match.is_over:
            w.game_over_dialog.next_button.click()
    dlg = w.game_over_dialog
    assert dlg.isVisible() and dlg.match_over
    champion = c.match.players[c.match.winner]
    assert label_text(dlg.headline).startswith(champion)
    assert sweep() >= 6

    # Statistics: the dice of each player and the record of results, by name.
    stats = w.dice_stats.show()
    assert isinstance(stats, DiceStatsDialog)
    assert {label_text(label) for label, _ in stats.name_labels} >= {LINK, BIG}
    assert stats.results is not None
    names = {cell for row in stats.results.lines() for cell in row[:3]}
    assert LINK in names and BIG in names  # table entries: always plain
    assert sweep() >= 8
    stats.close()


def test_names_in_the_roll_off_of_real_dice(window, qtbot):
    w = window()
    dice = w.dice_entry
    dice.real_dice_action.setChecked(True)
    w.controller.new_match(Variant.LONG, 3, (PlayerSpec(LINK), PlayerSpec(BIG)))
    qtbot.waitUntil(lambda: dice.dialog is not None, timeout=5000)
    dlg = dice.dialog
    shown = [label_text(label) for label in dlg.row_labels]
    assert LINK in shown[0] and BIG in shown[1]
    assert sweep() >= 2
    dlg.reject()


def test_names_in_the_move_browser(window, qtbot):
    w = window()
    w.start_match(Variant.LONG, 3, (PlayerSpec(LINK), PlayerSpec(BIG)), SeededDice(2))
    play_turns(w, qtbot, 4)
    dlg = w.browse_moves.browse(0)
    assert dlg is not None
    entries = [dlg.turns.item(i) for i in range(dlg.turns.count())]
    assert len(entries) == 4
    assert any(LINK in e.text() for e in entries) and any(BIG in e.text() for e in entries)
    assert all(any(h in tip_text(e.toolTip()) for h in (LINK, BIG)) for e in entries)
    assert sweep() >= 2 * len(entries)
    dlg.close()


# ----- files --------------------------------------------------------------------------
MAT_INJECTION = (
    "\n 3 point match\n\n Game 1\n Anna : 0   Boris : 0\n"
    f'  1) {LINK} <img src="/etc/passwd"> <h1 style="color:red">HUGE</h1>\n'
)


def test_a_mat_files_own_text_and_name_in_its_error_box(window, qtbot, tmp_path):
    w = window()
    path = tmp_path / (FILE + ".mat")
    path.write_text(MAT_INJECTION, encoding="utf-8")
    shown: list[str] = []
    w.files.messageShown.connect(shown.append)
    assert not open_file(w, qtbot, path)
    (box,) = visible_boxes(w)
    text = box_text(box)
    assert FILE + ".mat" in text  # the file's name, as it is
    assert LINK in text and '<h1 style="color:red">HUGE</h1>' in text  # the line quoted
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert len(shown) == 1 and LINK in shown[0]
    assert sweep() >= 1
    box.done(0)


def test_a_mat_files_name_in_its_notes_the_title_and_open_recent(window, qtbot, tmp_path):
    w = window()
    path = tmp_path / (FILE + " & co.mat")
    shutil.copy(DATA / "gnubg_cube_3pt.mat", path)
    assert open_file(w, qtbot, path)
    (box,) = visible_boxes(w)
    assert path.name in box_text(box)  # "The match in “…” is opened as Nardy Desktop plays it."
    assert path.name in w.windowTitle()
    recent = w.recent_files
    recent.menu.aboutToShow.emit()
    (entry,) = [a for a in recent.menu.actions() if a.data()]
    assert entry.text() == "&1 " + path.name.replace("&", "&&")  # "&" shown, not a shortcut
    assert displayed(entry.toolTip()) == str(path.resolve())
    assert sweep() >= 2
    box.done(0)


def test_file_names_in_the_open_and_save_errors(window, qtbot, tmp_path):
    w = window()
    bad = tmp_path / (FILE + ".nardy")
    bad.write_text("{not a match", encoding="utf-8")
    assert not open_file(w, qtbot, bad)
    (box,) = visible_boxes(w)
    assert bad.name in box_text(box)
    sweep()
    box.done(0)

    w.start_match(Variant.LONG, 3, (PlayerSpec("Ann"), PlayerSpec("Bob")), SeededDice(1))
    ready(w, qtbot)
    (tmp_path / "a file").write_text("", encoding="utf-8")
    nowhere = tmp_path / "a file" / (FILE + ".nardy")  # no folder can be made there
    assert not w.files.save_to(nowhere)
    (box,) = visible_boxes(w)
    assert nowhere.name in box_text(box)
    sweep()
    box.done(0)

    # A system message (the autosave cannot write) quoting a path.
    w.files.persistence.failed.emit(f"No space left on device: “{FILE}”", FILE)
    (box,) = visible_boxes(w)
    assert FILE in box_text(box)
    assert sweep() >= 1
    box.done(0)


def test_the_record_of_results_refused_in_a_hostile_folder(window, qtbot, tmp_path):
    folder = tmp_path / FILE
    folder.mkdir()
    (folder / "results.json").write_text("{damaged", encoding="utf-8")
    w = window(folder)
    qtbot.waitUntil(lambda: bool(visible_boxes(w)), timeout=5000)  # once the window is up
    (box,) = visible_boxes(w)
    assert FILE in box_text(box)  # "It has been kept as “…/<folder>/…”."
    sweep()
    box.done(0)
    stats = w.dice_stats.show()
    assert stats.results is not None and FILE in label_text(stats.results.note)
    assert sweep() >= 1
    stats.close()


# ----- a saved analysis -------------------------------------------------------------------
CLOSED_BOARD = make(
    "backgammon",
    {1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 8: 2, 9: 1},
    {1: 3, 2: 3, 3: 3, 4: 2, 5: 2, 6: 1},
    bar=(0, 1),
)


def test_names_and_moves_of_an_analysis(window, qtbot, tmp_path):
    w = window()
    names = (LINK, BIG)
    match = Match(Variant.BACKGAMMON, 1, names, SeededDice(1), start=CLOSED_BOARD)
    game = match.start_game()
    game.roll((4, 2))
    (turn,) = [t for t in legal_turns(CLOSED_BOARD, (4, 2)) if t.text == "6/2 4/2"]
    game.play_turn(turn)
    w.controller.resume_match(match, (PlayerSpec(LINK), PlayerSpec(BIG)))
    manager = w.analysis
    with qtbot.waitSignal(manager.finished, timeout=120000):
        manager.analyse_game_action.trigger()
    # The moves as a saved analysis may hold them: any text.
    a = manager.analysis
    g0 = a.games[0]
    d0 = g0.decisions[0]
    candidates = tuple(
        dataclasses.replace(cand, move=f"{cand.move} {LINK}") for cand in d0.candidates
    )
    d0 = dataclasses.replace(d0, candidates=candidates)
    a = dataclasses.replace(a, games=(dataclasses.replace(g0, decisions=(d0,)),))
    manager._set_analysis(a)

    assert manager.show_decision(1, 1)
    panel = manager.panel
    assert LINK in label_text(panel.title)  # "Game 1, turn 1: <name> (White) rolled 4-2"
    assert LINK in label_text(panel.verdict)  # "Played …: blunder … Best: …"
    assert any(LINK in row[1] for row in panel.rows())
    note = w.move_list.item(0, 0)
    assert LINK in tip_text(note.toolTip())

    dlg = manager.show_summary()
    assert dlg is not None
    headers = [dlg.table.horizontalHeaderItem(i).text() for i in range(2)]
    assert headers == [LINK, BIG]
    marks = [dlg.marks.item(0, col).text() for col in range(dlg.marks.columnCount())]
    assert LINK in marks[2] and LINK in marks[4]  # the player, the turn played
    assert LINK in tip_text(dlg.marks.item(0, 0).toolTip())
    assert sweep() >= 5

    # Saved without its analysis: the file's name in the box.
    manager.saved(tmp_path / (FILE + ".nardy"), False)
    box = next(b for b in visible_boxes(w) if FILE in b.text())
    assert FILE in box_text(box)
    sweep()
    box.done(0)
    dlg.close()


# ----- pasted text ------------------------------------------------------------------------
def test_a_hostile_paste_in_the_position_editor(window, qtbot):
    w = window()
    w.start_match(Variant.LONG, 3, (PlayerSpec("Ann"), PlayerSpec("Bob")), SeededDice(2))
    ready(w, qtbot)
    editor = w.position_editor
    editor.action.trigger()
    before = editor.position
    for pasted in (LINK, f"long/{BIG}/0,0/0,0/w", json.dumps({"x": LINK})):
        QGuiApplication.clipboard().setText(pasted)
        editor.panel.paste_button.click()
        assert editor.position == before
        message = editor.panel.message
        assert message.text() and message.textFormat() == Qt.TextFormat.PlainText
        assert not hostile_in(w.statusBar().currentMessage()) or LINK in (
            w.statusBar().currentMessage()
        )
        sweep()
    editor.close()


# ----- every message box ----------------------------------------------------------------------
def test_every_message_box_is_made_plain():
    """The boxes are made in one place (nardy_desktop.ui.common.plain_text.message_box), which
    shows their texts as written: no other module makes one itself."""
    package = ROOT / "nardy_desktop"
    makers = [
        path.relative_to(package).as_posix()
        for path in package.rglob("*.py")
        if "QMessageBox(" in path.read_text(encoding="utf-8")
    ]
    assert set(makers) <= {"ui/common/plain_text.py"}
    for static in ("warning(", "information(", "critical(", "question(", "about("):
        static = "QMessageBox." + static
        assert not any(static in p.read_text(encoding="utf-8") for p in package.rglob("*.py"))


@given(st.text(alphabet=st.sampled_from("<>&/=\"' abhpimgr\n;#"), max_size=40))
def test_a_tooltip_shows_any_text_as_written(qapp, text):
    tip = tooltip(text)
    if QtGui.Qt.mightBeRichText(tip):
        assert not links(tip)
        assert document(tip).toPlainText().replace("\u2028", "\n") == text
    else:
        assert tip == text
