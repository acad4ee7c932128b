"""Tasks in worker processes with a pipe each: every result comes back with its
task's index, an error is raised in the caller, and stopping early (an error,
closing the iterator) leaves no process behind and nobody waiting."""

from __future__ import annotations

import multiprocessing
import os
import subprocess
import sys

import pytest

from nardy_desktop.ai.processes import run_tasks

from tests.locations import ROOT

METHODS = multiprocessing.get_all_start_methods()
CONTEXTS = [m for m in ("fork", "forkserver", "spawn") if m in METHODS]


def _square(x: int) -> tuple[int, int]:
    return x * x, os.getpid()


def _fail_on_three(x: int) -> int:
    if x == 3:
        raise ValueError(f"task {x} refused")
    return x


_offset = 0


def _start(offset: int) -> None:
    global _offset
    _offset = offset


def _add_offset(x: int) -> int:
    return x + _offset


@pytest.mark.parametrize("method", CONTEXTS)
def test_every_task_comes_back_with_its_index_from_several_processes(method):
    ctx = multiprocessing.get_context(method)
    got = dict(run_tasks(ctx, _square, list(range(12)), jobs=2))
    assert {i: r[0] for i, r in got.items()} == {i: i * i for i in range(12)}
    assert len({pid for _, pid in got.values()}) == 2
    assert dict(run_tasks(ctx, _add_offset, [1, 2], jobs=2, start=_start, start_args=(10,))) == {
        0: 11,
        1: 12,
    }


def test_an_error_in_a_task_reaches_the_caller_and_stops_every_process():
    ctx = multiprocessing.get_context(CONTEXTS[0])
    for _ in range(5):  # stopped at whatever they are doing, again and again
        with pytest.raises(ValueError, match="task 3 refused"):
            list(run_tasks(ctx, _fail_on_three, list(range(40)), jobs=2))
    assert multiprocessing.active_children() == []


def test_a_caller_that_stops_early_leaves_no_process_behind():
    ctx = multiprocessing.get_context(CONTEXTS[0])
    results = run_tasks(ctx, _square, list(range(100)), jobs=2)
    next(results)
    results.close()
    assert multiprocessing.active_children() == []


# Workers that hold a named semaphore, as numba's threads make one in every
# process that starts them; only the worker's own finalizers unlink it.
LEAK = """
import multiprocessing, sys
from nardy_desktop.ai.processes import run_tasks

_lock = None

def start():
    global _lock
    _lock = multiprocessing.get_context(sys.argv[1]).RLock()

def work(x):
    return x + 1

if __name__ == "__main__":
    ctx = multiprocessing.get_context(sys.argv[1])
    for _ in range(3):
        assert sorted(r for _i, r in run_tasks(ctx, work, list(range(8)), 2, start)) == list(
            range(1, 9)
        )
    print("done")
"""


@pytest.mark.slow
@pytest.mark.parametrize("method", [m for m in ("forkserver", "spawn") if m in METHODS])
def test_workers_that_are_done_end_by_themselves_and_leak_nothing(method, tmp_path):
    script = tmp_path / "leak.py"
    script.write_text(LEAK, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, str(script), method], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0 and out.stdout.strip() == "done", out.stderr
    assert "leaked" not in out.stderr and "resource_tracker" not in out.stderr, out.stderr
