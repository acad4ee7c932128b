"""Tasks spread over worker processes, each process with a pipe of its own.

multiprocessing's Pool shares one result queue, guarded by a lock, between its
workers; stopping the pool (after a task's error, a cancel, Ctrl-C) kills
workers at whatever they are doing, and one killed while it holds that lock
leaves the pool's own threads waiting for ever: the caller hangs. Here each
worker has its own pipe and shares no lock, so stopping it at any instant
blocks nobody, and a worker that dies is reported instead of waited for.
Rollouts, the strength harness and the GNU Backgammon judge run their
processes with it.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from contextlib import suppress
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from multiprocessing.context import BaseContext
from multiprocessing.process import BaseProcess
from typing import Any

from nardy_desktop.ai.base import Cancelled

POLL_S = 0.05  # how often a caller waiting for results looks at its cancel flag
# How long workers that are done get to end by themselves before they are killed:
# a worker that ends runs its finalizers (numba's threads, for one, leave a named
# semaphore that only they unlink), one that is killed leaks what they would free.
GRACE_S = 5.0


@dataclass(frozen=True)
class _Failure:
    """What stopped a task, sent back to the caller to raise."""

    error: BaseException


def _serve(
    conn: Connection,
    work: Callable[[Any], Any],
    start: Callable[..., None] | None,
    start_args: tuple[Any, ...],
) -> None:
    """A worker: (index, task) pairs come in on its pipe, (index, result) pairs
    (or the error that stopped a task) go back; None, or the pipe closing, ends it."""
    try:
        if start is not None:
            start(*start_args)
        while (item := conn.recv()) is not None:
            index, task = item
            conn.send((index, work(task)))
    except (EOFError, BrokenPipeError, KeyboardInterrupt):
        return  # the caller is done, or was stopped
    except BaseException as e:  # noqa: BLE001  (any error is the caller's to see)
        with suppress(Exception):
            try:
                conn.send(_Failure(e))
            except Exception:  # the error itself cannot be pickled
                conn.send(_Failure(RuntimeError(f"{type(e).__name__}: {e}")))


def _stop(workers: list[tuple[BaseProcess, Connection]], grace: float = 0.0) -> None:
    """Ends the worker processes: asked to, and given `grace` seconds in all,
    when their work is done; killed, whatever they are doing, otherwise."""
    if grace > 0:
        for _process, conn in workers:
            with suppress(OSError):
                conn.send(None)
        deadline = time.monotonic() + grace
        for process, _conn in workers:
            process.join(max(0.0, deadline - time.monotonic()))
    for process, conn in workers:
        with suppress(OSError):
            conn.close()
        if process.exitcode is None:
            process.kill()
    for process, _conn in workers:
        process.join()


def run_tasks(
    context: BaseContext,
    work: Callable[[Any], Any],
    tasks: Sequence[Any],
    jobs: int,
    start: Callable[..., None] | None = None,
    start_args: tuple[Any, ...] = (),
    cancel: threading.Event | None = None,
) -> Iterator[tuple[int, Any]]:
    """(index in `tasks`, work(task)) for every task, in the order they finish,
    from `jobs` processes of `context` (each first runs start(*start_args)).
    `work` and `start` are module-level functions and the tasks can be
    pickled. An error in a task is raised here; so is Cancelled once `cancel`
    is set. The processes are stopped when the results are all in, or at once
    when the caller stops early (an error, a cancel, closing the iterator)."""
    queue = deque(enumerate(tasks))
    workers: list[tuple[BaseProcess, Connection]] = []
    done = False
    try:
        for _ in range(min(jobs, len(queue))):
            mine, theirs = context.Pipe()
            process = context.Process(  # type: ignore[attr-defined]
                target=_serve, args=(theirs, work, start, start_args), daemon=True
            )
            process.start()
            theirs.close()
            workers.append((process, mine))
            mine.send(queue.popleft())
        pipes = {conn: process for process, conn in workers}
        ends = {process.sentinel: process for process, _conn in workers}
        left = len(tasks)
        while left:
            if cancel is not None and cancel.is_set():
                raise Cancelled()
            ready = wait([*pipes, *ends], timeout=POLL_S)
            for conn in [r for r in ready if isinstance(r, Connection)]:
                try:
                    item = conn.recv()
                except EOFError:
                    del pipes[conn]  # its process ended: its sentinel says how
                    continue
                if isinstance(item, _Failure):
                    raise item.error
                left -= 1
                if queue:
                    conn.send(queue.popleft())
                yield item
            for end in [r for r in ready if isinstance(r, int)]:
                stopped = ends[end]
                if left and all(p is not stopped for p in pipes.values()):
                    raise RuntimeError(
                        f"a worker process stopped unexpectedly (exit code {stopped.exitcode})"
                    )
        done = True
    finally:
        _stop(workers, GRACE_S if done else 0.0)


__all__ = ["GRACE_S", "POLL_S", "run_tasks"]
