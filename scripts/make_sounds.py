#!/usr/bin/env python3
# Nardy Desktop: the game's sounds, synthesised.
# Copyright (C) the Nardy Desktop authors. GPL-3.0-or-later (see LICENSE).
"""Write the game's sounds, nardy_desktop/resources/sounds/*.wav, from nothing but arithmetic.

    python scripts/make_sounds.py [--output DIR]

Every sound is made here (seeded noise, decaying partials), so the files are
the project's own, under its licence, and the same bytes come out on every
machine: the tests check that the committed files are what this script makes.
16-bit mono at 22,050 Hz keeps the five files under 100 kB together.
"""

from __future__ import annotations

import argparse
import io
import sys
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np

RATE = 22050
ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "nardy_desktop" / "resources" / "sounds"


def _t(seconds: float) -> np.ndarray:
    return np.arange(int(RATE * seconds)) / RATE


def _knock(freq: float, decay: float, seconds: float, rng: np.random.Generator) -> np.ndarray:
    """A short wooden knock: a few inharmonic partials dying fast, over a
    breath of filtered noise at the attack."""
    t = _t(seconds)
    tone = np.zeros_like(t)
    for ratio, gain in ((1.0, 1.0), (2.76, 0.45), (5.4, 0.2)):
        tone += gain * np.sin(2 * np.pi * freq * ratio * t) * np.exp(-t * decay * ratio**0.5)
    noise = rng.standard_normal(t.size) * np.exp(-t * 260)
    noise = np.convolve(noise, np.ones(4) / 4, mode="same")
    return tone + 0.6 * noise


def dice(rng: np.random.Generator) -> np.ndarray:
    """Two dice rattling in a cup and tumbling out: clicks that thin out."""
    out = np.zeros(int(RATE * 0.42))
    times = np.sort(rng.uniform(0.0, 0.30, 9)) ** 1.3 / 0.30**0.3
    for i, start in enumerate(times):
        click = _knock(rng.uniform(1500, 2600), 90, 0.05, rng) * (1.0 - 0.07 * i)
        at = int(start * RATE)
        out[at : at + click.size] += click[: out.size - at]
    return out


def land(rng: np.random.Generator) -> np.ndarray:
    """A checker set down on the board."""
    return _knock(520, 38, 0.16, rng)


def hit(rng: np.random.Generator) -> np.ndarray:
    """A checker struck off: a sharper knock and the struck one's answer."""
    first = _knock(760, 30, 0.2, rng)
    second = _knock(430, 34, 0.16, rng) * 0.7
    out = np.zeros(int(RATE * 0.26))
    out[: first.size] += first
    at = int(0.06 * RATE)
    out[at : at + second.size] += second[: out.size - at]
    return out


def off(rng: np.random.Generator) -> np.ndarray:
    """A checker slid into the tray: a soft thud and a short rising sweep."""
    t = _t(0.24)
    sweep = np.sin(2 * np.pi * (300 * t + 900 * t**2)) * np.exp(-t * 14) * 0.5
    thud = np.zeros_like(t)
    knock = _knock(260, 26, 0.2, rng)
    thud[: knock.size] = knock
    return sweep + thud


def game_over(rng: np.random.Generator) -> np.ndarray:
    """A game won: three bell notes rising (C, E, G) and ringing together."""
    out = np.zeros(int(RATE * 1.1))
    for i, freq in enumerate((523.25, 659.25, 783.99)):
        t = _t(1.1 - 0.14 * i)
        note = np.zeros_like(t)
        for ratio, gain in ((1.0, 1.0), (2.0, 0.35), (3.0, 0.12)):
            note += gain * np.sin(2 * np.pi * freq * ratio * t) * np.exp(-t * 3.2 * ratio)
        note *= np.minimum(1.0, t / 0.004)  # no click at the start
        at = int(0.14 * i * RATE)
        out[at : at + note.size] += note[: out.size - at]
    return out


SOUNDS: dict[str, Callable[[np.random.Generator], np.ndarray]] = {
    "dice": dice,
    "land": land,
    "hit": hit,
    "off": off,
    "game_over": game_over,
}


def wav_bytes(samples: np.ndarray, peak: float = 0.8) -> bytes:
    """16-bit mono WAV of `samples` scaled to `peak` of full scale, with a short
    fade at the end so no sound stops on a click."""
    fade = min(samples.size, int(0.01 * RATE))
    samples = samples.copy()
    samples[samples.size - fade :] *= np.linspace(1.0, 0.0, fade)
    scale = peak * 32767 / max(1e-9, float(np.max(np.abs(samples))))
    pcm = np.round(samples * scale).astype("<i2")
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm.tobytes())
    return buf.getvalue()


def make_all() -> dict[str, bytes]:
    """Every sound's WAV file, by name; each from its own seed, so changing one
    leaves the others' bytes as they were."""
    return {
        name: wav_bytes(make(np.random.default_rng(seed)))
        for seed, (name, make) in enumerate(SOUNDS.items(), 1)
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=OUTPUT, help=f"folder (default {OUTPUT})")
    args = parser.parse_args(argv)
    args.output.mkdir(parents=True, exist_ok=True)
    for name, data in make_all().items():
        path = args.output / f"{name}.wav"
        path.write_bytes(data)
        print(f"{path}: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
