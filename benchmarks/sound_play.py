"""How long handing a sound to the ALSA mixer holds up the caller (the window).

    python benchmarks/sound_play.py [--device null] [--count 2000]

ALSA's "null" device takes the samples as fast as they come, so the mixer thread
works flat out meanwhile: the worst case for the caller. Prints the median and
the worst time of `AlsaSink.play`, and when the mixer was idle again.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nardy_desktop.ui import sounds  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", default="null", help="ALSA device (default null)")
    parser.add_argument("--count", type=int, default=2000)
    args = parser.parse_args()
    loaded = sounds.load_sounds()
    names = list(sounds.SOUND_NAMES)
    sink = sounds.AlsaSink(args.device)
    times = []
    start = time.perf_counter()
    for i in range(args.count):
        t = time.perf_counter()
        sink.play(loaded[names[i % len(names)]], 0.75)
        times.append(time.perf_counter() - t)
    sink.wait_idle(60)
    total = time.perf_counter() - start
    sink.close()
    times.sort()
    print(f"play(), {args.count} sounds on ALSA {args.device!r}:")
    print(f"  median {statistics.median(times) * 1e6:.1f} us, worst {times[-1] * 1e6:.1f} us")
    print(
        f"  the mixer idle again after {total:.2f} s (it keeps the last {sounds.AlsaSink.VOICES})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
