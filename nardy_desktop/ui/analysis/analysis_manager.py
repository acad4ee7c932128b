"""The window's side of game analysis: Game ▸ Analyse Game / Analyse Match, the
marks in the move list, a decision looked back at on the board with the
analysis panel, the summary, the analysis kept in saved matches, Export Analysis.

The analysis itself (nardy_desktop.ai.analysis) runs on a worker thread of its
own (the controller's `Worker`), never behind the computer's search, from a
copy of the match's finished turns taken when it starts (`plan_match`), so
that play goes on meanwhile. Its progress shows in the status bar with a
Cancel button; a new match, or the window closing, cancels it.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QWidget,
)

from nardy_desktop.ai.analysis import (
    DecisionAnalysis,
    Depth,
    GameAnalysis,
    Mark,
    MatchAnalysis,
    MatchPlan,
    ScoreKind,
    analyse_plan,
    plan_match,
)
from nardy_desktop.controller import Failed, Outcome, Worker
from nardy_desktop.engine import Match, Position, Side
from nardy_desktop.placeholders import fill
from nardy_desktop.settings_store import Setting, choice, read
from nardy_desktop.storage.messages import detail_text, problem_text
from nardy_desktop.storage.practice import keep_analysis
from nardy_desktop.storage.practice.messages import kept_message
from nardy_desktop.storage.practice.paths import practice_path
from nardy_desktop.storage.record import ANALYSIS_KEY, LoadedMatch, analysis_record
from nardy_desktop.storage.session import PendingAnalysis, pending_fields
from nardy_desktop.ui.analysis import analysis_texts as at
from nardy_desktop.ui.analysis.analysis_board import ReviewScene, turn_steps
from nardy_desktop.ui.analysis.analysis_export import ExportJob
from nardy_desktop.ui.analysis.analysis_panel import AnalysisPanel
from nardy_desktop.ui.analysis.analysis_summary import AnalysisSummaryDialog
from nardy_desktop.ui.analysis.decision_extras import DecisionExtras
from nardy_desktop.ui.analysis.decision_steps import DecisionSteps, Step
from nardy_desktop.ui.common import retranslate
from nardy_desktop.ui.common.host import CellNote, WindowHost
from nardy_desktop.ui.common.plain_text import message_box

log = logging.getLogger(__name__)

DEPTH_KEY = "analysis/depth"
DEPTHS = (Depth.QUICK, Depth.THOROUGH)  # offered in the window (plain is the Intermediate's)
DEPTH = Setting(DEPTH_KEY, Depth.QUICK.value, choice(tuple(d.value for d in DEPTHS)))


class _Relay(QObject):
    """Lives on the window's thread; the analysis reports its progress through it."""

    progress = Signal(int, int, int)  # run, decisions done, decisions in all
    gameDone = Signal(int, object)  # run, a GameAnalysis finished


def _analysis_work(
    plan: MatchPlan, depth: Depth, cancel: threading.Event, relay: _Relay, run: int
) -> Callable[[], MatchAnalysis]:
    """The analysis of `plan`, for the worker thread: built from plain values and
    the relay only, so that the worker never holds the window's objects."""

    def progress(done: int, total: int) -> None:
        with contextlib.suppress(RuntimeError):  # the window is gone: the run is cancelled
            relay.progress.emit(run, done, total)

    def game_done(game: GameAnalysis) -> None:
        with contextlib.suppress(RuntimeError):
            relay.gameDone.emit(run, game)

    return lambda: analyse_plan(plan, depth, cancel=cancel, progress=progress, on_game=game_done)


def merged(old: MatchAnalysis | None, new: MatchAnalysis) -> MatchAnalysis:
    """`new` with the games of `old` it does not hold, when both were made at one
    depth and in the same units; `new` alone otherwise (one analysis, one depth)."""
    if old is None or (old.variant, old.length, old.depth, old.score) != (
        new.variant,
        new.length,
        new.depth,
        new.score,
    ):
        return new
    games = {g.number: g for g in old.games}
    games.update({g.number: g for g in new.games})
    return MatchAnalysis(
        new.variant,
        new.length,
        new.names,
        new.depth,
        new.score,
        tuple(games[n] for n in sorted(games)),
    )


def score_kind(match: Match) -> ScoreKind:
    """Equity in points for a single game, in the match's winning chance for a match."""
    return ScoreKind.MATCH if match.length > 1 else ScoreKind.POINTS


class AnalysisManager(QObject):
    """Owns the analysis of the match on the board and everything that shows it."""

    analysisChanged = Signal()  # a new analysis of the match on the board, or none
    started = Signal()  # a run began
    finished = Signal(bool)  # a run ended: whether it gave an analysis
    exported = Signal(bool)  # Export Analysis ended: whether the page was written
    # A decision came on the board (True, again for each other one), or the board left it.
    reviewing = Signal(bool)

    def __init__(self, host: WindowHost) -> None:
        super().__init__(host.widget)
        self.host = host
        self.controller = host.controller
        self.view = host.view
        self.move_list = host.move_list
        self.settings = host.settings
        self.analysis: MatchAnalysis | None = None
        self._of: Match | None = None  # the match `analysis` is of
        self._record: tuple[MatchAnalysis | None, dict[str, Any]] = (None, {})  # for the autosave
        # The run under way: what it reads, and the games it has still to finish.
        self._plan: MatchPlan | None = None
        self._pending: PendingAnalysis | None = None
        self._pending_of: Match | None = None
        self._index: dict[tuple[int, int], DecisionAnalysis] = {}
        self._worker = Worker(self)
        self._relay = _Relay(self)
        self._relay.progress.connect(self._on_progress)
        self._relay.gameDone.connect(self._on_game_done)
        self._cancel: threading.Event | None = None
        self._run = 0
        self._shown: tuple[int, int, int] | None = None  # game, turn, candidate compared
        self._scene: ReviewScene | None = None
        self.summary_dialog: AnalysisSummaryDialog | None = None
        self.last_dialog: QDialog | None = None
        self._export: ExportJob | None = None
        # Export Analysis's file: the name and the folder the file side suggests
        # for the match (as Save and Export .mat do); without one, the home's.
        self.export_name: Callable[[str], str] | None = None
        self.export_folder: Callable[[], Path] | None = None
        self.practice_folder: Path | None = None  # the practice store's (None: the data folder)
        # HTML at the end of the exported page (the players' progress), given by the window.
        self.page_appendix: Callable[[MatchAnalysis], str] | None = None

        w = host.widget
        self.analyse_game_action = QAction(w)
        self.analyse_game_action.triggered.connect(self.analyse_game)
        self.analyse_match_action = QAction(w)
        self.analyse_match_action.triggered.connect(self.analyse_match)
        self.depth_group = QActionGroup(self)
        self.depth_actions: dict[Depth, QAction] = {}
        chosen = self.depth
        for depth in DEPTHS:
            a = QAction(w)
            a.setCheckable(True)
            a.setChecked(depth is chosen)
            a.setData(depth.value)
            a.triggered.connect(self._on_depth)
            self.depth_group.addAction(a)
            self.depth_actions[depth] = a
        self.summary_action = QAction(w)
        self.summary_action.triggered.connect(self.show_summary)
        self.export_action = QAction(w)
        self.export_action.triggered.connect(self.ask_export)
        # Game > Analysis, after the file and dice actions (added later through
        # add_game_actions), before Resign: the Game menu has no letter left for
        # the accelerators of six more entries.
        self.menu = QMenu(w)
        self.menu.addAction(self.analyse_game_action)
        self.menu.addAction(self.analyse_match_action)
        self.menu.addSeparator()
        for a in self.depth_actions.values():
            self.menu.addAction(a)
        self.menu.addSeparator()
        self.menu.addAction(self.summary_action)
        self.menu.addAction(self.export_action)
        self.menu.addSeparator()
        self.steps = DecisionSteps(w, self._step_keys, lambda: self.shown, self.show_decision)
        self.steps.add_to(self.menu)
        self.menu.addSeparator()
        host.add_game_menu(self.menu)

        self.progress_box = QWidget()
        self.progress_box.setObjectName("analysisProgress")
        row = QHBoxLayout(self.progress_box)
        row.setContentsMargins(0, 0, 0, 0)
        self.progress_label = QLabel()
        self.progress_bar = QProgressBar()
        self.progress_bar.setMaximumWidth(220)
        self.cancel_button = QPushButton()
        self.cancel_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.cancel_button.clicked.connect(self.cancel)
        for widget in (self.progress_label, self.progress_bar, self.cancel_button):
            row.addWidget(widget)
        w.statusBar().addPermanentWidget(self.progress_box)
        self.progress_box.hide()

        self.panel = AnalysisPanel()
        self.dock = QDockWidget(w)
        self.dock.setObjectName("analysisDock")
        self.dock.setWidget(self.panel)
        self.dock.setAllowedAreas(
            Qt.DockWidgetArea.BottomDockWidgetArea | Qt.DockWidgetArea.TopDockWidgetArea
        )
        w.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.dock)
        self.dock.hide()
        self.menu.addAction(self.dock.toggleViewAction())
        self.panel.previousMark.connect(lambda: self.step_mark(-1))
        self.panel.nextMark.connect(lambda: self.step_mark(1))
        self.panel.backToGame.connect(self.end_review)
        self.panel.candidateChosen.connect(self._on_candidate)
        self.extras = DecisionExtras(self.panel, lambda: self._of, host)  # All Turns, Roll Out
        self.extras.changed.connect(self._show_again)
        self.extras.rolledOut.connect(lambda r: self._set_analysis(r.kept_in(self.analysis)))
        self.panel.graph.decisionChosen.connect(self.show_decision)

        c = self.controller
        c.matchStarted.connect(self._on_match_started)
        c.shuttingDown.connect(self._on_shutdown)
        c.stateChanged.connect(self._update_actions)
        c.stateChanged.connect(self._check_board)
        c.gameStarted.connect(self._on_game_started)
        c.diceRolled.connect(self._on_person_plays)
        c.stepPlayed.connect(self._on_person_plays)
        c.hintReady.connect(self._on_person_plays)  # its arrows are on the board in play
        self.view.sceneClosed.connect(self._on_scene_closed)
        self.move_list.cellClicked.connect(self._on_move_clicked)
        self.move_list.set_notes(self._note)
        retranslate.register(self, self.retranslate_ui)
        self._update_actions()

    # ----- language -----------------------------------------------------------------
    def retranslate_ui(self) -> None:
        self.menu.setTitle(self.tr("Anal&ysis"))
        self.analyse_game_action.setText(self.tr("Analyse &Game"))
        self.analyse_game_action.setToolTip(
            self.tr("Judge every decision of the game on the board")
        )
        self.analyse_match_action.setText(self.tr("Analyse &Match"))
        self.analyse_match_action.setToolTip(self.tr("Judge every decision of every game"))
        self.depth_actions[Depth.QUICK].setText(self.tr("&Quick: the Expert's lookahead"))
        self.depth_actions[Depth.THOROUGH].setText(
            self.tr("&Thorough: the Champion's search (about a second a decision)")
        )
        self.summary_action.setText(self.tr("&Summary\u2026"))
        self.export_action.setText(self.tr("&Export Analysis\u2026"))
        self.dock.setWindowTitle(self.tr("Analysis"))
        self.dock.toggleViewAction().setText(self.tr("Analysis &Panel"))
        self.progress_label.setText(self.tr("Analysing, decisions:"))
        self.progress_bar.setFormat("%v / %m")
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop the analysis"))
        self.move_list.refresh_notes()
        if self._shown is not None:  # the caption on the board follows
            self.show_decision(*self._shown)

    # ----- depth ---------------------------------------------------------------------
    @property
    def depth(self) -> Depth:
        """The depth chosen in Game ▸ Analysis Depth (kept in the settings)."""
        return Depth(read(self.settings, DEPTH))

    def set_depth(self, depth: Depth | str) -> None:
        depth = Depth(depth)
        if depth in self.depth_actions:
            self.depth_actions[depth].setChecked(True)
            self.settings.setValue(DEPTH_KEY, depth.value)

    def _on_depth(self) -> None:
        a = self.depth_group.checkedAction()
        if a is not None:
            self.set_depth(a.data())

    # ----- running ---------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._cancel is not None

    def analyse_game(self) -> bool:
        """Analyse the game on the board (up to its last finished turn)."""
        match = self.controller.match
        if match is None or not match.games:
            return False
        return self._start(match, [len(match.games) - 1])

    def analyse_match(self) -> bool:
        """Analyse every game of the match on the board."""
        match = self.controller.match
        if match is None or not match.games:
            return False
        return self._start(match, None)

    def _start(self, match: Match, games: Sequence[int] | None, depth: Depth | None = None) -> bool:
        if self.running:
            return False
        depth = depth if depth is not None else self.depth
        plan = plan_match(match, score=score_kind(match), games=games)
        if not any(g.history for g in plan.games):
            self.host.show_status(
                lambda: self.tr("Nothing to analyse yet: no turn has been played."), 8000
            )
            return False
        self._run += 1
        run = self._run
        cancel = threading.Event()
        self._cancel = cancel
        self._plan = plan
        self._pending = PendingAnalysis(depth, tuple(g.number for g in plan.games))
        self._pending_of = match
        work = _analysis_work(plan, depth, cancel, self._relay, run)
        self._worker.start(work, lambda result: self._on_done(run, match, result), cancel)
        self.progress_bar.setRange(0, 0)  # busy until the total is known
        self.progress_box.show()
        self._update_actions()
        self.started.emit()
        return True

    def _on_progress(self, run: int, done: int, total: int) -> None:
        if run != self._run or self._cancel is None:
            return
        self.progress_bar.setRange(0, max(1, total))
        self.progress_bar.setValue(done)

    def _on_game_done(self, run: int, game: object) -> None:
        """A game of the run under way is done: kept at once (shown, and in the
        autosave), so that a run cut short loses only the game it was on."""
        plan, pending = self._plan, self._pending
        if run != self._run or plan is None or pending is None:
            return
        if not isinstance(game, GameAnalysis) or self._pending_of is not self.controller.match:
            return
        left = tuple(n for n in pending.games if n != game.number)
        self._pending = PendingAnalysis(pending.depth, left)
        one = MatchAnalysis(
            plan.variant, plan.length, plan.names, pending.depth, plan.score, (game,)
        )
        self._set_analysis(merged(self.analysis, one))

    def _on_done(self, run: int, match: Match, outcome: Outcome[MatchAnalysis]) -> None:
        if run != self._run:
            return
        self._stopped()
        if isinstance(outcome, Failed):
            error = outcome.error
            log.error("the analysis failed: %r", error)
            detail = f"{type(error).__name__}: {error}"
            self.host.show_status(lambda: fill(self.tr("The analysis failed (%1)."), detail), 8000)
            self.finished.emit(False)
            return
        if match is not self.controller.match:  # (a new match cancels, so never)
            return
        result = outcome.value
        self._set_analysis(merged(self.analysis, result))
        done = [d for g in result.games for d in g.decisions]

        def message() -> str:
            counts = {m: sum(1 for d in done if d.mark is m) for m in Mark}
            return fill(
                self.tr("Analysis done. Decisions: %1; doubtful: %2, mistakes: %3, blunders: %4."),
                len(done),
                counts[Mark.DOUBTFUL],
                counts[Mark.MISTAKE],
                counts[Mark.BLUNDER],
            )

        self.host.show_status(message, 10000)
        self.finished.emit(True)

    def cancel(self) -> bool:
        """Stop the analysis under way (False: none was)."""
        if self._cancel is None:
            return False
        self._cancel.set()
        self._stopped()
        self.host.show_status(lambda: self.tr("The analysis was cancelled."), 8000)
        self.finished.emit(False)
        return True

    def _stopped(self) -> None:
        self._cancel = None
        self._plan = self._pending = self._pending_of = None
        self._run += 1  # what an earlier run still reports is for nobody
        self.progress_box.hide()
        self._update_actions()

    def wait(self, msecs: int) -> bool:
        """Wait for the worker thread to be idle (True: it is)."""
        return self._worker.wait(msecs)

    def _on_shutdown(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
            self._stopped()
        self._worker.wait(5000)

    def _on_match_started(self) -> None:
        if self._cancel is not None:
            self._cancel.set()
            self._stopped()
        self.end_review()
        self.panel.clear()
        self.dock.hide()
        if self.summary_dialog is not None:
            self.summary_dialog.done(0)
        self._set_analysis(None)

    # ----- the analysis of the match on the board ------------------------------------
    def _set_analysis(self, analysis: MatchAnalysis | None) -> None:
        self.analysis = analysis
        self._of = self.controller.match if analysis is not None else None
        self._index = (
            {}
            if analysis is None
            else {(d.game, d.turn): d for g in analysis.games for d in g.decisions}
        )
        if analysis is not None:  # every analysis of a person's turns goes to practice
            where = practice_path(self.practice_folder)
            note = kept_message(
                keep_analysis(self.controller.match, self.controller.players, analysis, path=where)
            )
            if note:
                self.host.show_status(lambda: note, 15000)
        self.move_list.refresh_notes()
        if self.summary_dialog is not None and analysis is not None:
            self.summary_dialog.set_analysis(analysis)
        self._update_actions()
        if self._shown is None:  # the graph of the game on the board
            self.panel.clear(analysis, self._current_game())
        self._update_steps()
        self.analysisChanged.emit()

    def decision(self, game: int, turn: int) -> DecisionAnalysis | None:
        """The decision of turn `turn` of game `game` (both from 1), if analysed."""
        return self._index.get((game, turn))

    def _current_game(self) -> int:
        match = self.controller.match
        return match.game_number if match is not None else 0

    def shows_turn(self, turn: int) -> bool:
        """Whether a click on turn `turn` of the game in the move list shows its analysis."""
        return (self._current_game(), turn) in self._index

    def _note(self, turn: int) -> CellNote | None:
        d = self._index.get((self._current_game(), turn))
        if d is None:
            return None
        mark = d.mark
        colour = at.mark_colour(mark) if mark is not Mark.NONE else None  # the theme's
        return CellNote(at.MARK_SYMBOLS[mark], at.verdict(d), colour)

    def _update_actions(self) -> None:
        match = self.controller.match
        played = match is not None and any(g.history for g in match.games)
        for a in (self.analyse_game_action, self.analyse_match_action):
            a.setEnabled(played and not self.running)
        has = self.analysis is not None
        self.summary_action.setEnabled(has)
        self.export_action.setEnabled(has and self._export is None)

    # ----- a decision on the board -----------------------------------------------------
    def _on_move_clicked(self, row: int, column: int) -> None:
        turn = 2 * row + column + 1
        if self.shows_turn(turn):
            self.show_decision(self._current_game(), turn)

    def show_decision(self, game: int, turn: int, compared: int = 0) -> bool:
        """Show the position of that decision on the board with the turn played and the
        best one (or candidate `compared`) as arrows, and its candidates in the panel."""
        a = self.analysis
        d = self._index.get((game, turn))
        if a is None or d is None:
            return False
        try:
            position = Position.from_text(d.position)
        except ValueError:  # checked when read: only an analysis made wrongly
            log.warning("cannot show %s", d.position)
            return False
        d = self.extras.shown(d)  # with every turn of the roll, when asked for
        compared = compared if 0 <= compared < len(d.candidates) else 0
        played = turn_steps(position, d.dice, d.played_candidate.position)
        other = turn_steps(position, d.dice, d.candidates[compared].position)
        caption = (
            fill(self.tr("Game %1, %2"), game, at.turn_name(turn, d.side)),
            self.tr("Click the board to go back to the game"),
        )
        flipped = self.view.follow_mover and position.side is Side.BLACK
        numbering = self.numbering_for(position.side, flipped)
        self._scene = ReviewScene(
            position, d.dice, played, other, flipped, caption, numbered_for=numbering
        )
        self._shown = (game, turn, compared)
        self.view.show_scene(self._scene)
        self.panel.show_decision(a, d, compared, numbering)
        self._update_steps()
        self.dock.show()
        self.dock.raise_()
        self.reviewing.emit(True)
        return True

    def _show_again(self) -> None:
        """The decision drawn again: on the board when it is there, else in the panel only."""
        if self._shown is not None:
            self.show_decision(*self._shown)
        else:
            self.extras.redraw_panel(self.analysis)

    def numbering_for(self, mover: Side, flipped: bool) -> Side:
        """The numbering a decision of `mover` is shown in: View ▸ Point numbers'
        choice, which, when automatic on a board turned to the player to move,
        is the mover's (the side the board is turned to)."""
        view = self.view
        if view.numbering == "auto" and view.follow_mover:
            return Side.BLACK if flipped else Side.WHITE
        return view.numbering_side()

    @property
    def shown(self) -> tuple[int, int] | None:
        """The decision shown on the board (game, turn), if one is."""
        return None if self._shown is None else self._shown[:2]

    @property
    def scene(self) -> ReviewScene | None:
        return self._scene

    def end_review(self) -> None:
        """The game in play on the board again."""
        if self.view.showing_other_scene:
            self.view.show_scene(None)
        self._on_scene_closed()

    def _on_scene_closed(self) -> None:
        """The board left the decision: the panel shows none either."""
        was = self._shown
        self._scene = None
        self._shown = None
        self.panel.clear(self.analysis, self._current_game())
        self._update_steps()
        if was is not None:
            self.reviewing.emit(False)

    def _check_board(self) -> None:
        """Another part put something else on the board (the position editor, a
        new match): the decision is no longer shown."""
        if self._shown is not None and self.view.scene() is not self._scene:
            self._on_scene_closed()

    def _on_game_started(self, _number: int) -> None:
        if self._shown is None:
            self.panel.clear(self.analysis, self._current_game())
        self._update_steps()

    def _step_keys(self) -> list[tuple[tuple[int, int], bool]]:
        a = self.analysis
        if a is None:
            return []
        return [((d.game, d.turn), d.mark is not Mark.NONE) for g in a.games for d in g.decisions]

    def _update_steps(self) -> None:
        self.steps.update()
        actions = self.steps.actions
        self.panel.set_mark_steps(
            actions[Step.PREVIOUS_MARK].isEnabled(), actions[Step.NEXT_MARK].isEnabled()
        )

    def _on_person_plays(self) -> None:
        """A person rolls, moves or asks for a hint: the board shows the game again."""
        if self._shown is not None and self.controller.is_human_turn:
            self.end_review()

    def _on_candidate(self, index: int) -> None:
        if self._shown is not None:
            game, turn, _ = self._shown
            self.show_decision(game, turn, index)
        elif self.panel.decision is not None:
            self.show_decision(self.panel.decision.game, self.panel.decision.turn, index)

    def step_mark(self, direction: int) -> bool:
        """Show the next (1) or previous (-1) marked decision (False: there is none)."""
        return self.steps.step(Step.NEXT_MARK if direction > 0 else Step.PREVIOUS_MARK)

    # ----- summary and export -------------------------------------------------------------
    def show_summary(self) -> AnalysisSummaryDialog | None:
        if self.analysis is None:
            return None
        dlg = self.summary_dialog
        if dlg is not None and dlg.isVisible():
            dlg.raise_()
            dlg.activateWindow()
            return dlg
        dlg = AnalysisSummaryDialog(self.analysis, self.host.widget)
        dlg.decisionChosen.connect(self.show_decision)
        dlg.exportWanted.connect(self.ask_export)
        dlg.finished.connect(dlg.deleteLater)
        dlg.finished.connect(self._forget_summary)
        self.summary_dialog = dlg
        dlg.setWindowModality(Qt.WindowModality.NonModal)
        dlg.show()  # not modal: the board and its menus stay in reach
        self.last_dialog = dlg
        return dlg

    def _forget_summary(self) -> None:
        self.summary_dialog = None

    def ask_export(self) -> QFileDialog | None:
        if self.analysis is None:
            return None
        dlg = QFileDialog(self.host.widget, self.tr("Export Analysis"))
        dlg.setNameFilter(self.tr("Web pages (*.html *.htm)"))
        dlg.setDefaultSuffix("html")
        dlg.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        folder = self.export_folder() if self.export_folder is not None else Path.home()
        dlg.setDirectory(str(folder))
        dlg.selectFile(self.export_file_name())
        dlg.fileSelected.connect(self.export_to)
        dlg.finished.connect(dlg.deleteLater)
        dlg.open()
        self.last_dialog = dlg
        return dlg

    def export_file_name(self) -> str:
        """The page's suggested name: the match's, as Save gives it, with "analysis"."""
        if self.export_name is None:
            return self.tr("analysis") + ".html"
        return self.export_name(".html")

    def export_to(self, path: str | Path) -> bool:
        """Write the analysis as a web page to `path`, a picture at a time so that the
        window goes on meanwhile, then all at once (`exported` says how it went).
        False if there is nothing to export or an export is under way."""
        if self.analysis is None or self._export is not None:
            return False
        appendix = self.page_appendix(self.analysis) if self.page_appendix is not None else ""
        job = ExportJob(self.analysis, path, self, appendix)
        job.progressed.connect(self._on_export_progress)
        job.done.connect(self._on_exported)
        self._export = job
        self._update_actions()
        self._on_export_progress(0, job.total)
        job.start()
        return True

    def _on_export_progress(self, done: int, total: int) -> None:
        self.host.show_status(
            lambda: fill(self.tr("Exporting the analysis: pictures %1 / %2\u2026"), done, total)
        )

    def _on_exported(self, error: object) -> None:
        job = self._export
        self._export = None
        self._update_actions()
        if job is None:
            return
        job.deleteLater()
        path = job.path
        if isinstance(error, Exception):
            self.host.show_status("")
            self._warn(functools.partial(problem_text, error, path), detail_text(error))
            self.exported.emit(False)
            return
        self.host.show_status(
            lambda: fill(self.tr("The analysis was exported to “%1”."), path.name), 8000
        )
        self.exported.emit(True)

    def _warn(self, text: Callable[[], str], detail: str = "") -> QMessageBox:
        """A warning that leaves the window usable, in the language shown."""
        box = message_box(self.host.widget, QMessageBox.Icon.Warning)  # quotes file names
        box.setWindowTitle(self.tr("Nardy Desktop"))
        retranslate.register(box, lambda: box.setText(text()))
        if detail:
            box.setDetailedText(detail)
        box.finished.connect(box.deleteLater)
        box.open()
        self.last_dialog = box
        return box

    # ----- saved matches --------------------------------------------------------------------
    def for_saving(self, match: Match) -> MatchAnalysis | None:
        """Save and Save As: the analysis to keep in the file with `match`."""
        return self.analysis if match is self._of else None

    def autosave_fields(self, match: Match) -> dict[str, Any]:
        """What the autosave keeps with `match`: the analysis done so far, and
        the games of a run under way still to finish (see `resume`)."""
        fields: dict[str, Any] = {}
        analysis = self.for_saving(match)
        if analysis is not None:
            if self._record[0] is not analysis:  # made once for each new analysis
                self._record = (analysis, analysis_record(analysis))
            fields[ANALYSIS_KEY] = self._record[1]
        if match is self._pending_of:
            fields.update(pending_fields(self._pending))
        return fields

    def take(self, loaded: LoadedMatch, resume: bool = False) -> None:
        """A match read from a file or the autosave is on the board: its
        analysis with it; and, when `resume` (the autosave at start-up), an
        analysis cut short goes on with the games it had still to finish,
        saying so."""
        if loaded.match is not self.controller.match:
            return
        if loaded.analysis is not None:
            self._set_analysis(loaded.analysis)
        pending = loaded.pending
        if not resume or pending is None:
            return
        games = [n - 1 for n in pending.games if n <= len(loaded.match.games)]
        if games and self._start(loaded.match, games, pending.depth):
            self.host.show_status(
                lambda: self.tr(
                    "The analysis cut short when the program stopped goes on: "
                    "%n game(s) left to analyse.",
                    "",
                    len(games),
                ),
                15000,
            )

    def saved(self, path: Path, kept: bool) -> None:
        """The match was saved, with its analysis if `kept` (see storage.files.save_match):
        say so when an analysis had to be left out."""
        if self.analysis is None or kept:
            return
        name = Path(path).name
        self._warn(
            lambda: fill(
                self.tr(
                    "The match was saved in “%1” without its analysis: with it the file "
                    "would be too large to open again."
                ),
                name,
            )
        )

    def adopt(self, loaded: LoadedMatch, path: Path) -> None:
        """A match opened from a file is on the board with its analysis (`take`):
        say so, or say that the analysis could not be read (the match itself
        opened), naming the field."""
        if loaded.match is not self.controller.match:
            return
        name = Path(path).name
        if loaded.analysis is not None:
            self.host.show_status(
                lambda: fill(
                    self.tr(
                        "Opened “%1” with its analysis: the marks are in the move list "
                        "(Game ▸ Analysis ▸ Summary)."
                    ),
                    name,
                ),
                10000,
            )
        elif loaded.analysis_problem:
            log.warning("%s: analysis left out: %s", path, loaded.analysis_problem)
            self.host.show_status(
                lambda: fill(
                    self.tr(
                        "Opened “%1”, without its analysis: the analysis kept in it "
                        "is damaged (%2)."
                    ),
                    name,
                    loaded.analysis_problem,
                ),
                15000,
            )


__all__ = ["DEPTH_KEY", "AnalysisManager", "merged", "score_kind"]
