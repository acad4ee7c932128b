"""A process killed with SIGKILL in the middle of a write: the store opens
afterwards, undamaged, holding exactly what was committed before."""

from __future__ import annotations

import os
import pickle
import signal
import subprocess
import sys
import textwrap

import pytest

from nardy_desktop.storage.practice import open_store

from tests.locations import ROOT
from tests.storage.practice.support import analysed

pytestmark = [
    pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL"),
    pytest.mark.slow,
]

CHILD = textwrap.dedent(
    """
    import pickle, sys, time
    from pathlib import Path
    import nardy_desktop.storage.practice.store as store_module
    from nardy_desktop.storage.practice import open_store

    path, data, committed = Path(sys.argv[1]), Path(sys.argv[2]), int(sys.argv[3])
    analysis = pickle.loads(data.read_bytes())
    store = open_store(path).store
    for i in range(committed):
        store.add_match(analysis, (True, False), f"match-{i}")
        print("committed", i, flush=True)
    written = store_module.card_rows_for_match

    def stop_half_way(conn, match_id):
        written(conn, match_id)  # the decisions and the cards are written, not committed
        print("writing", flush=True)
        time.sleep(600)

    store_module.card_rows_for_match = stop_half_way
    store.add_match(analysis, (True, False), f"match-{committed}")
    print("finished: the kill came too late", flush=True)
    """
)


def test_a_kill_during_a_write_leaves_the_last_committed_state(tmp_path):
    _, analysis = analysed()
    data = tmp_path / "analysis.pickle"
    data.write_bytes(pickle.dumps(analysis))
    path = tmp_path / "practice.sqlite3"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(path), str(data), "3"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        lines = []
        for line in proc.stdout:
            lines.append(line.strip())
            if line.strip() == "writing":
                break
        assert lines == ["committed 0", "committed 1", "committed 2", "writing"], (
            lines,
            proc.stderr.read() if proc.poll() is not None else "",
        )
        proc.send_signal(signal.SIGKILL)
        assert proc.wait(timeout=60) == -signal.SIGKILL
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.stdout.close()
        proc.stderr.close()
    assert path.with_name(path.name + "-wal").exists()  # the log the kill left behind
    opened = open_store(path)  # with the pages' check
    assert opened.problem is None, opened.detail
    store = opened.store
    assert sorted(m.key for m in store.matches()) == ["match-0", "match-1", "match-2"]
    per_match = sum(1 for g in analysis.games for d in g.decisions if d.player == 0)
    total = store._conn.execute("SELECT count(*) FROM decisions").fetchone()[0]
    assert total == 3 * per_match
    assert store._conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    store.close()
