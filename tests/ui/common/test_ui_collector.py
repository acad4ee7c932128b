"""Cycles are collected on the window's thread, never on a worker's: a Qt
object left in a cycle and destroyed on a worker can crash the program."""

from __future__ import annotations

import gc
import threading

from nardy_desktop.ui.common.collector import MainThreadCollector


def test_garbage_made_while_a_worker_allocates_is_collected_on_the_main_thread(qtbot):
    collector = MainThreadCollector()  # as the program installs it (the tests' one too)
    main = threading.get_ident()
    finalised: list[int] = []

    class Cycle:
        def __init__(self) -> None:
            self.me = self

        def __del__(self) -> None:
            finalised.append(threading.get_ident())

    gc.collect()
    for _ in range(20):
        Cycle()  # garbage now, collectable only by the cycle collector

    allocated = threading.Event()
    release = threading.Event()

    def allocate() -> None:
        kept = [[i] for i in range(5 * gc.get_threshold()[0])]  # past the first threshold
        allocated.set()
        release.wait(60)  # set as soon as the test is done
        del kept

    worker = threading.Thread(target=allocate)
    worker.start()
    try:
        assert allocated.wait(10)
        assert finalised == []  # the worker's allocations collected nothing
        # A generous wait: a loaded machine can hold the window's thread back for seconds.
        qtbot.waitUntil(lambda: len(finalised) == 20, timeout=30000)
    finally:
        release.set()
        worker.join()
        collector.stop()
    assert set(finalised) == {main}


def test_the_collector_collects_as_the_automatic_one_would(qapp):
    collector = MainThreadCollector()
    try:
        gc.collect()
        assert collector.collect() == 0  # nothing counted since
        kept = [[] for _ in range(gc.get_threshold()[0] + 10)]
        assert gc.get_count()[0] > gc.get_threshold()[0]
        collector.collect()
        assert gc.get_count()[0] <= gc.get_threshold()[0]
        del kept
    finally:
        collector._timer.stop()
