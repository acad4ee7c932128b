"""Stepping through the analysed decisions from the keyboard: the first and the
last, the previous and the next, the previous and the next marked one, as
GNU Backgammon's analysis steps. Each is an action of Game ▸ Analysis with
a shortcut, kept in the window as well so that it works with the menu bar
hidden; an action with nowhere to go is disabled (no "Next mark" after the
last mark), so that its state says what a key press would do.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from nardy_desktop.ui.common import retranslate

Key = tuple[int, int]  # (game, turn), both from 1


class Step(Enum):
    FIRST = "first"
    PREVIOUS = "previous"
    NEXT = "next"
    LAST = "last"
    PREVIOUS_MARK = "previous_mark"
    NEXT_MARK = "next_mark"


SHORTCUTS: dict[Step, str] = {
    Step.FIRST: "Alt+Home",
    Step.PREVIOUS: "Alt+Left",
    Step.NEXT: "Alt+Right",
    Step.LAST: "Alt+End",
    Step.PREVIOUS_MARK: "Alt+Shift+Left",
    Step.NEXT_MARK: "Alt+Shift+Right",
}


def target(decisions: Sequence[tuple[Key, bool]], here: Key | None, step: Step) -> Key | None:
    """Where `step` goes from decision `here` (None: none shown) among
    `decisions`, (key, marked) in the order of the match; None: nowhere. From
    no decision shown, Next and Next mark go to the first, Previous and
    Previous mark to the last."""
    keys = [k for k, _ in decisions]
    if step is Step.FIRST:
        first = keys[0] if keys else None
        return None if first == here else first
    if step is Step.LAST:
        last = keys[-1] if keys else None
        return None if last == here else last
    if step in (Step.PREVIOUS_MARK, Step.NEXT_MARK):
        keys = [k for k, marked in decisions if marked]
    forward = step in (Step.NEXT, Step.NEXT_MARK)
    if here is None:
        return (keys[0] if forward else keys[-1]) if keys else None
    if forward:
        return next((k for k in keys if k > here), None)
    return next((k for k in reversed(keys) if k < here), None)


class DecisionSteps(QObject):
    """The six actions. `decisions()` lists the analysed decisions as `target`
    reads them, `here()` the one shown, `go(game, turn)` shows one; `update()`
    is called whenever either changes."""

    def __init__(
        self,
        widget: QWidget,
        decisions: Callable[[], Sequence[tuple[Key, bool]]],
        here: Callable[[], Key | None],
        go: Callable[[int, int], object],
    ) -> None:
        super().__init__(widget)
        self._decisions = decisions
        self._here = here
        self._go = go
        self.actions: dict[Step, QAction] = {}
        for step in Step:
            a = QAction(widget)
            a.setShortcut(QKeySequence(SHORTCUTS[step]))
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            a.triggered.connect(lambda _=False, s=step: self.step(s))
            widget.addAction(a)  # the shortcut works with the menu bar hidden
            self.actions[step] = a
        retranslate.register(self, self.retranslate_ui)
        self.update()

    def retranslate_ui(self) -> None:
        names = {
            Step.FIRST: self.tr("&First Decision"),
            Step.PREVIOUS: self.tr("P&revious Decision"),
            Step.NEXT: self.tr("&Next Decision"),
            Step.LAST: self.tr("&Last Decision"),
            Step.PREVIOUS_MARK: self.tr("Previous Mar&k"),
            Step.NEXT_MARK: self.tr("Ne&xt Mark"),
        }
        tips = {
            Step.FIRST: self.tr("Show the first analysed decision on the board"),
            Step.PREVIOUS: self.tr("Show the analysed decision before this one"),
            Step.NEXT: self.tr("Show the analysed decision after this one"),
            Step.LAST: self.tr("Show the last analysed decision on the board"),
            Step.PREVIOUS_MARK: self.tr("The previous doubtful move, mistake or blunder"),
            Step.NEXT_MARK: self.tr("The next doubtful move, mistake or blunder"),
        }
        for step, a in self.actions.items():
            a.setText(names[step])
            a.setToolTip(tips[step])

    def add_to(self, menu: QMenu) -> None:
        for step in (Step.FIRST, Step.PREVIOUS, Step.NEXT, Step.LAST):
            menu.addAction(self.actions[step])
        menu.addAction(self.actions[Step.PREVIOUS_MARK])
        menu.addAction(self.actions[Step.NEXT_MARK])

    def target(self, step: Step) -> Key | None:
        return target(self._decisions(), self._here(), step)

    def step(self, step: Step) -> bool:
        """Show the decision `step` goes to (False: there is none)."""
        key = self.target(step)
        if key is None:
            return False
        self._go(*key)
        return True

    def update(self) -> None:
        """Each action enabled when it has somewhere to go."""
        decisions = self._decisions()
        here = self._here()
        for step, a in self.actions.items():
            a.setEnabled(target(decisions, here, step) is not None)


__all__ = ["SHORTCUTS", "DecisionSteps", "Step", "target"]
