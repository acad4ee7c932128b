"""One running copy of the program per data folder.

Two copies on one folder would both autosave, each replacing the other's
match, and the dice statistics of one would be lost. So the first copy holds
a lock file in the folder for as long as it runs, and listens on a local
socket named after the folder; a later start finds the lock held, asks that
copy to bring its window to the front, and leaves without writing anything.

A lock left behind by a copy that crashed or was killed is taken over: Qt's
QLockFile records the process id, host and boot, and a lock whose process is
gone (or whose host was restarted since) is stale. Age alone never makes a
lock stale, since a game may stay open for days. A lock file with no readable
owner (a crash before its contents reached the disk) is old, not in use, and
is removed too.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import time
from enum import Enum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDeadlineTimer, QLockFile, QObject, QThread, Signal

log = logging.getLogger(__name__)

LOCK_NAME = "nardy-desktop.lock"
RAISE = b"raise\n"
RAISED = b"raised\n"
# A lock file without a readable owner is being written only for an instant;
# older than this, it is what a crash left.
UNREADABLE_LOCK_AGE_S = 10.0
# How long a later start waits for the first copy: to start listening (right
# after it took the lock), then to answer (once its window is up).
CONNECT_WAIT_MS = 3000
ANSWER_WAIT_MS = 15000
MAX_REQUEST_BYTES = 64


class Claim(Enum):
    """What `SingleInstance.claim` found."""

    OURS = "ours"  # this copy holds the lock and listens for later starts
    HELD = "held"  # another running copy holds it
    UNAVAILABLE = "unavailable"  # no lock can be made there (read-only folder, full disk…)


def server_name(folder: Path | str) -> str:
    """The local socket's name for `folder`: the same for every spelling of
    the folder (it is resolved), and different for each user, so that copies
    on different folders or of different people never meet."""
    key = f"{getattr(os, 'getuid', lambda: '')()}:{Path(folder).expanduser().resolve()}"
    return "nardy-desktop-" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:20]


def _network() -> Any:
    """QtNetwork, or None where this build lacks it (the lock still works;
    a later start then cannot bring the window forward and says so)."""
    try:
        from PySide6 import QtNetwork
    except ImportError as e:  # pragma: no cover - every PySide6 wheel has it
        log.warning("no local socket to reach a running copy: %s", e)
        return None
    return QtNetwork


def take_lock(path: Path) -> QLockFile:
    """The lock file `path`, taken at once if no running copy holds it (see
    the module's docstring for when a lock left behind is taken over); the
    result says whether it is held (`isLocked`) and, if not, why (`error`).
    The claim below takes it, and so does the move of an older version's
    folder (storage.data_folder) while it moves it."""
    lock = _try_lock(path)
    if lock.error() == QLockFile.LockError.LockFailedError and _owner_unreadable(lock, path):
        with contextlib.suppress(OSError):
            os.unlink(path)
        log.warning("removed %s: it names no owner", path)
        lock = _try_lock(path)
    return lock


def _try_lock(path: Path) -> QLockFile:
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)  # never stale by age: only when its process is gone
    lock.tryLock(0)
    return lock


def _owner_unreadable(lock: QLockFile, path: Path) -> bool:
    """A held lock file that names no process, and has not just been made."""
    ok = lock.getLockInfo()[0] > 0
    if ok:
        return False
    try:
        age = time.time() - path.stat().st_mtime
    except OSError:
        return False
    return age > UNREADABLE_LOCK_AGE_S


class SingleInstance(QObject):
    """The lock on one data folder and the channel to the copy that holds it."""

    raiseRequested = Signal()  # a later start asked this copy to show its window

    def __init__(self, folder: Path | str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(folder)
        self.lock_path = self.folder / LOCK_NAME
        self.name = server_name(self.folder)
        self.problem = ""  # why no lock could be made (Claim.UNAVAILABLE)
        self._lock: QLockFile | None = None
        self._server: Any = None

    def claim(self) -> Claim:
        """Take the folder's lock (creating the folder) and listen for later
        starts; or find that another copy has it. Writes nothing when the
        lock is held."""
        if not self.folder.is_dir():
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
            except OSError as e:
                self.problem = e.strerror or str(e)
                return Claim.UNAVAILABLE
        lock = take_lock(self.lock_path)
        if lock.isLocked():
            self._lock = lock
            self._listen()
            return Claim.OURS
        if lock.error() == QLockFile.LockError.LockFailedError:
            return Claim.HELD
        self.problem = (
            "no permission to create the lock file"
            if lock.error() == QLockFile.LockError.PermissionError
            else "the lock file cannot be created"
        )
        return Claim.UNAVAILABLE

    def owner(self) -> str:
        """Who holds the lock, for messages on the command line."""
        pid, host, app = QLockFile(str(self.lock_path)).getLockInfo()
        return f"process {pid} ({app}) on {host}" if pid > 0 else "an unknown process"

    def release(self) -> None:
        """Stop listening and give the lock up (at exit, after the last autosave)."""
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    # ----- the first copy: listen for later starts ------------------------------------
    def _listen(self) -> None:
        net = _network()
        if net is None:
            return
        server = net.QLocalServer(self)
        server.setSocketOptions(net.QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._on_connection)
        if not server.listen(self.name):
            # A socket file left by a killed copy, where Qt does not replace it itself:
            # ours now, since we hold the lock.
            net.QLocalServer.removeServer(self.name)
            if not server.listen(self.name):
                log.warning("cannot listen on %s: %s", self.name, server.errorString())
                return
        self._server = server

    def _on_connection(self) -> None:
        while self._server is not None and self._server.hasPendingConnections():
            socket = self._server.nextPendingConnection()
            socket.disconnected.connect(socket.deleteLater)
            socket.readyRead.connect(lambda s=socket: self._on_request(s))
            if socket.bytesAvailable():
                self._on_request(socket)

    def _on_request(self, socket: Any) -> None:
        if not socket.canReadLine():
            if socket.bytesAvailable() > MAX_REQUEST_BYTES:
                socket.abort()
            return
        request = bytes(socket.readLine(MAX_REQUEST_BYTES).data())
        if request == RAISE:
            log.info("a later start asked for the window")
            self.raiseRequested.emit()
            socket.write(RAISED)
            socket.flush()
        socket.disconnectFromServer()

    # ----- a later start: reach the first copy ------------------------------------------
    def ask_to_raise(self, connect_ms: int | None = None, answer_ms: int | None = None) -> bool:
        """Ask the copy holding the lock to bring its window to the front: True
        once it has answered that it did. Blocks (there is no window yet), at
        most CONNECT_WAIT_MS then ANSWER_WAIT_MS unless told otherwise."""
        connect_ms = CONNECT_WAIT_MS if connect_ms is None else connect_ms
        answer_ms = ANSWER_WAIT_MS if answer_ms is None else answer_ms
        net = _network()
        if net is None:
            return False
        socket = net.QLocalSocket()
        deadline = QDeadlineTimer(connect_ms)
        while True:
            socket.connectToServer(self.name)
            if socket.waitForConnected(max(1, min(500, deadline.remainingTime()))):
                break
            socket.abort()
            if deadline.hasExpired():
                return False
            QThread.msleep(50)  # it took the lock and is about to listen
        socket.write(RAISE)
        socket.waitForBytesWritten(max(1, min(1000, answer_ms)))
        answer = b""
        deadline = QDeadlineTimer(answer_ms)
        while not answer.endswith(b"\n") and not deadline.hasExpired():
            if not socket.waitForReadyRead(max(1, deadline.remainingTime())):
                break
            answer += bytes(socket.readAll().data())
        socket.abort()
        return answer == RAISED


__all__ = ["LOCK_NAME", "Claim", "SingleInstance", "server_name", "take_lock"]
