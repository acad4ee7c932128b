"""One way to rebuild the texts on screen when the interface language changes.

Qt announces a new catalogue with ``QEvent.LanguageChange``, delivered to widgets only.
Overriding ``changeEvent`` in each widget class, filtering the window's events in each
helper that is not a widget, and keeping functions around for the texts drawn in the
scene were three ways of doing one thing. Here is one, as Frescobaldi has it: whatever
shows texts (a widget, a helper object, a scene item) registers the function that sets
them, with one line,

    retranslate.register(self, self.retranslate_ui)

and that function runs at once, then again after every change of language, until its
owner is destroyed. A bound method of the owner is held weakly, so registering keeps
nothing alive, and the owner's C++ object is checked before each call, so nothing is
ever called on a widget or scene item Qt has already deleted.

The change is seen by one hidden window of this module: Qt posts it to every top-level
window, once for the several catalogues a switch swaps, so each function runs once per
switch, at the moment Qt's own widgets retranslate themselves.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from functools import partial
from itertools import count

import shiboken6
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QGraphicsItem, QWidget

Owner = QObject | QGraphicsItem
"""What may own texts: a widget or other QObject, or an item of a graphics scene."""


class _Entry:
    """One owner and its function. A bound method of the owner is held weakly (the
    owner is what keeps it); any other function is held until its owner goes."""

    __slots__ = ("_func", "_method", "_owner")

    def __init__(self, owner: Owner, func: Callable[[], object], gone: Callable[..., None]):
        self._owner = weakref.ref(owner, gone)
        self._method: weakref.WeakMethod[Callable[[], object]] | None = None
        self._func: Callable[[], object] | None = None
        if getattr(func, "__self__", None) is owner and hasattr(func, "__func__"):
            self._method = weakref.WeakMethod(func)
        else:
            self._func = func

    def target(self) -> Callable[[], object] | None:
        """The function to call, or None once its owner (or its C++ half) is gone."""
        owner = self._owner()
        if owner is None or not shiboken6.isValid(owner):
            return None
        return self._method() if self._method is not None else self._func


class _Listener(QWidget):
    """A top-level widget that is never shown: Qt posts LanguageChange to it as to
    every other window, and it runs the registered functions."""

    def __init__(self, registry: _Registry) -> None:
        super().__init__()
        self.setObjectName("retranslateListener")
        self._registry = registry

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._registry.run()
        super().changeEvent(event)


class _Registry:
    def __init__(self) -> None:
        self._entries: dict[int, _Entry] = {}
        self._tokens = count()
        self._listener: _Listener | None = None

    def __len__(self) -> int:
        return len(self._entries)

    def register(self, owner: Owner, func: Callable[[], object], now: bool) -> None:
        self._listen()
        token = next(self._tokens)
        forget = partial(self._forget, token)
        self._entries[token] = _Entry(owner, func, forget)
        if isinstance(owner, QObject):
            owner.destroyed.connect(forget)  # at once, even while Python still holds it
        if now:
            func()

    def run(self) -> None:
        """Every function whose owner is still there, in the order they came. One that
        fails does not stop the others; the first failure is raised at the end."""
        failure: Exception | None = None
        for token, entry in list(self._entries.items()):
            if token not in self._entries:
                continue  # its owner went during this pass
            func = entry.target()
            if func is None:
                self._forget(token)
                continue
            try:
                func()
            except Exception as error:  # raised again below, after the others ran
                failure = failure or error
        if failure is not None:
            raise failure

    def _forget(self, token: int, *_args: object) -> None:
        self._entries.pop(token, None)

    def _listen(self) -> None:
        listener = self._listener
        if listener is not None and shiboken6.isValid(listener):
            return
        self._listener = None
        if isinstance(QApplication.instance(), QApplication):
            self._listener = _Listener(self)


_registry = _Registry()


def register(owner: Owner, func: Callable[[], object], now: bool = True) -> None:
    """Run `func` now (unless `now` is False) and after every change of language, for
    as long as `owner` lives. Pass a bound method of `owner` where there is one: it is
    held weakly. Any other function is held until `owner` is destroyed, so it should not
    be what keeps `owner` alive."""
    _registry.register(owner, func, now)


def registered() -> int:
    """How many functions wait for the next change of language (their owners alive
    as far as is known yet); for tests and diagnostics."""
    return len(_registry)


__all__ = ["Owner", "register", "registered"]
