"""Time from launch to the board drawn, from the source tree and the frozen build.

    python benchmarks/startup.py [--runs 7] [--frozen dist/nardy-desktop/nardy-desktop]

Each run starts a fresh process with an empty data folder and settings, waits
for the board's first paint (reported by nardy_desktop.startup_probe), and
records the seconds since it was launched. Uses the offscreen platform
unless DISPLAY is set (run under Xvfb to include the X11 connection).
Target: under 1.5 s from the build on a 2-core machine.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def one_run(cmd: list[str]) -> tuple[float, float]:
    """(seconds reported by the probe, wall seconds seen from here)."""
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ)
        env.update(
            NARDY_DATA_DIR=str(Path(tmp) / "data"),
            XDG_CONFIG_HOME=str(Path(tmp) / "config"),
            HOME=tmp,
        )
        if not env.get("DISPLAY"):
            env["QT_QPA_PLATFORM"] = "offscreen"
        t0 = time.perf_counter()
        env["NARDY_STARTUP_PROBE"] = repr(time.time())
        out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=120)
        wall = time.perf_counter() - t0
    for line in out.stdout.splitlines():
        if line.startswith("board-drawn "):
            return float(line.split()[1]), wall
    raise RuntimeError(f"no board-drawn line from {cmd}: {out.stdout!r} {out.stderr[-500:]!r}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--frozen", default=str(ROOT / "dist" / "nardy-desktop" / "nardy-desktop"))
    args = ap.parse_args()
    targets = [("source", [sys.executable, "-m", "nardy_desktop"])]
    if Path(args.frozen).is_file():
        targets.append(("frozen", [args.frozen]))
    else:
        print(f"(no frozen build at {args.frozen}: run `make installer` to measure it)")
    platform = "x11 " + os.environ["DISPLAY"] if os.environ.get("DISPLAY") else "offscreen"
    print(f"platform: {platform}, runs: {args.runs} (first run discarded as a warm-up)")
    print(f"{'build':<7} {'median s':>9} {'min s':>7} {'max s':>7} {'wall median s':>14}")
    for name, cmd in targets:
        one_run(cmd)  # warm the file cache
        runs = [one_run(cmd) for _ in range(args.runs)]
        probe = [r[0] for r in runs]
        wall = [r[1] for r in runs]
        print(
            f"{name:<7} {statistics.median(probe):>9.3f} {min(probe):>7.3f} {max(probe):>7.3f} "
            f"{statistics.median(wall):>14.3f}"
        )


if __name__ == "__main__":
    main()
