"""The game's sounds: the dice, a checker set down, a hit, a checker borne off,
the end of a game (View > Sound: Mute with M, and the volume, both kept).

Qt's own sound classes (QSoundEffect, QMediaPlayer) are in QtMultimedia, which
PySide6-Essentials leaves out: it would take PySide6-Addons (a 175 MB download)
and at least 2.6 MB more in the frozen build, about 40 MB with the FFmpeg media
plugin and the Qt Quick libraries it loads. The sounds are short 16-bit WAVs
(nardy_desktop/resources/sounds, made by scripts/make_sounds.py), so a few lines do instead:
on Linux the system's ALSA library, loaded with ctypes (through it PulseAudio
and PipeWire, whose ALSA plugins route the "default" device to them), on
Windows the standard winsound module, on macOS afplay. Nothing is added to the
build but the sounds themselves.

Play never waits for a sound: a sound is handed to a mixer thread that writes
to the device, and a device that cannot be opened (no sound card, as on a
server or a test machine) leaves the game silent, said once in the log and in
the Sound menu.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import logging
import os
import queue
import shutil
import subprocess
import sys
import threading
import wave
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

import numpy as np
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from nardy_desktop.controller import call_later
from nardy_desktop.engine import Step
from nardy_desktop.paths import resource_path
from nardy_desktop.placeholders import fill
from nardy_desktop.settings_store import Setting, boolean, read, whole
from nardy_desktop.ui.common import retranslate
from nardy_desktop.ui.common.host import WindowHost

log = logging.getLogger(__name__)

SOUND_NAMES = ("dice", "land", "hit", "off", "game_over")
RATE = 22050  # what scripts/make_sounds.py writes
VOLUMES = (25, 50, 75, 100)  # the choices of the Sound menu, in percent
DEFAULT_VOLUME = 75
KEY_MUTED = "sound/muted"
KEY_VOLUME = "sound/volume"
MUTED = Setting(KEY_MUTED, False, boolean)
VOLUME = Setting(KEY_VOLUME, DEFAULT_VOLUME, whole(0, 100))
# An ALSA device to play on instead of "default" (e.g. "hw:1" or "plughw:CARD=USB").
DEVICE_ENV = "NARDY_AUDIO_DEVICE"


class SoundError(Exception):
    """Why there is no sound: no device, no library, a missing or damaged file."""


@dataclass(frozen=True)
class Sound:
    """One sound, as 16-bit mono samples at RATE."""

    name: str
    samples: np.ndarray
    path: Path


def load_sound(path: Path, name: str) -> Sound:
    """A sound file as the mixer plays it; SoundError names the file when it
    is missing, damaged or not 16-bit mono at RATE."""
    try:
        with wave.open(str(path), "rb") as w:
            shape = (w.getnchannels(), w.getsampwidth(), w.getframerate())
            frames = w.readframes(w.getnframes())
    except (OSError, EOFError, wave.Error) as exc:
        raise SoundError(f"{path}: {exc}") from exc
    if shape != (1, 2, RATE):
        raise SoundError(f"{path}: not 16-bit mono at {RATE} Hz")
    return Sound(name, np.frombuffer(frames, dtype="<i2").copy(), path)


def load_sounds(folder: Path | None = None) -> dict[str, Sound]:
    folder = resource_path("sounds") if folder is None else folder
    return {name: load_sound(folder / f"{name}.wav", name) for name in SOUND_NAMES}


def scaled(samples: np.ndarray, volume: float) -> np.ndarray:
    """Samples at a volume (0 to 1), as the mixer writes them."""
    out = np.rint(samples.astype(np.float32) * np.float32(volume))
    return np.clip(out, -32768, 32767).astype("<i2")


class Sink(Protocol):
    """Where sounds go. `play` returns at once whatever the device does."""

    def play(self, sound: Sound, volume: float) -> None: ...

    def close(self) -> None: ...


# ----- Linux: ALSA through ctypes ----------------------------------------------------
_SND_PCM_STREAM_PLAYBACK = 0
_SND_PCM_FORMAT_S16_LE = 2
_SND_PCM_ACCESS_RW_INTERLEAVED = 3
_ALSA_ERROR_HANDLER = ctypes.CFUNCTYPE(
    None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
)
_alsa_lib: Any = None
_alsa_quiet: Any = None  # kept alive: ALSA calls it


def _alsa() -> Any:
    """The system's ALSA library, told to keep its complaints to itself (a
    machine with no sound card would print several lines on every start)."""
    global _alsa_lib, _alsa_quiet
    if _alsa_lib is not None:
        return _alsa_lib
    name = ctypes.util.find_library("asound")
    if name is None:
        raise SoundError("no ALSA library (libasound) on this system")
    try:
        lib = ctypes.CDLL(name)
    except OSError as exc:
        raise SoundError(f"the ALSA library cannot be loaded: {exc}") from exc
    lib.snd_strerror.restype = ctypes.c_char_p
    lib.snd_strerror.argtypes = [ctypes.c_int]
    lib.snd_pcm_open.argtypes = [
        ctypes.POINTER(ctypes.c_void_p),
        ctypes.c_char_p,
        ctypes.c_int,
        ctypes.c_int,
    ]
    lib.snd_pcm_set_params.argtypes = [
        ctypes.c_void_p,
        ctypes.c_int,
        ctypes.c_int,
        ctypes.c_uint,
        ctypes.c_uint,
        ctypes.c_int,
        ctypes.c_uint,
    ]
    lib.snd_pcm_writei.restype = ctypes.c_long
    lib.snd_pcm_writei.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_ulong]
    lib.snd_pcm_recover.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
    for fn in (lib.snd_pcm_drop, lib.snd_pcm_close):
        fn.argtypes = [ctypes.c_void_p]
    _alsa_quiet = _ALSA_ERROR_HANDLER(lambda *args: None)
    lib.snd_lib_error_set_handler(_alsa_quiet)
    _alsa_lib = lib
    return lib


class AlsaSink:
    """A small mixer on an ALSA device: up to VOICES sounds at once, summed in
    blocks of PERIOD frames by a thread of its own, which alone waits for the
    device. After the last sound a little silence pushes it out of the
    device's buffer; then the thread sleeps until the next one."""

    PERIOD = 256  # frames per block, 12 ms
    LATENCY_US = 40_000  # the device's buffer
    VOICES = 4  # a fifth sound drops the oldest still playing

    def __init__(
        self,
        device: str = "default",
        on_error: Callable[[str], None] | None = None,
        rate: int = RATE,
    ) -> None:
        lib = _alsa()
        pcm = ctypes.c_void_p()
        err = lib.snd_pcm_open(ctypes.byref(pcm), device.encode(), _SND_PCM_STREAM_PLAYBACK, 0)
        if err < 0:
            raise SoundError(f"ALSA device {device!r}: {lib.snd_strerror(err).decode()}")
        err = lib.snd_pcm_set_params(
            pcm, _SND_PCM_FORMAT_S16_LE, _SND_PCM_ACCESS_RW_INTERLEAVED, 1, rate, 1,
            self.LATENCY_US,
        )  # fmt: skip
        if err < 0:
            lib.snd_pcm_close(pcm)
            raise SoundError(f"ALSA device {device!r}: {lib.snd_strerror(err).decode()}")
        self.device = device
        self._lib = lib
        self._pcm = pcm
        self._on_error = on_error
        self._tail = rate * self.LATENCY_US // 1_000_000 + self.PERIOD
        self._voices: list[list[Any]] = []  # [samples, volume, position]
        self._cond = threading.Condition()
        self._closing = False
        self._idle = True
        self._thread = threading.Thread(target=self._run, name="nardy-sound", daemon=True)
        self._thread.start()

    def play(self, sound: Sound, volume: float) -> None:
        with self._cond:
            if self._closing:
                return
            if len(self._voices) >= self.VOICES:
                self._voices.pop(0)
            self._voices.append([sound.samples, float(volume), 0])
            self._idle = False
            self._cond.notify_all()

    def wait_idle(self, timeout: float) -> bool:
        """Whether every sound handed over was written out within `timeout` s."""
        with self._cond:
            return self._cond.wait_for(lambda: self._idle, timeout)

    def close(self) -> None:
        with self._cond:
            self._closing = True
            self._cond.notify_all()
        self._thread.join(1.0)
        if not self._thread.is_alive():  # else it may still be in the device: leave it
            self._lib.snd_pcm_drop(self._pcm)
            self._lib.snd_pcm_close(self._pcm)

    def _mix(self) -> tuple[np.ndarray, bool]:
        block = np.zeros(self.PERIOD, dtype=np.float32)
        for voice in self._voices:
            samples, volume, at = voice
            part = samples[at : at + self.PERIOD]
            block[: part.size] += part.astype(np.float32) * np.float32(volume)
            voice[2] = at + part.size
        sounding = bool(self._voices)
        self._voices = [v for v in self._voices if v[2] < v[0].size]
        return np.clip(np.rint(block), -32768, 32767).astype("<i2"), sounding

    def _run(self) -> None:
        silence = 0
        while True:
            with self._cond:
                while not self._voices and silence <= 0 and not self._closing:
                    self._idle = True
                    self._cond.notify_all()
                    self._cond.wait()
                if self._closing:
                    self._idle = True
                    self._cond.notify_all()
                    return
                block, sounding = self._mix()
                silence = self._tail if sounding else silence - self.PERIOD
            problem = self._write(block)
            if problem:
                with self._cond:
                    self._closing = True
                    self._voices = []
                    self._idle = True
                    self._cond.notify_all()
                if self._on_error is not None:
                    self._on_error(problem)
                return

    def _write(self, block: np.ndarray) -> str:
        """Write one block, recovering from an underrun; a reason if the device is gone."""
        lib, done = self._lib, 0
        while done < block.size:
            part = block[done:]
            n = lib.snd_pcm_writei(self._pcm, part.ctypes.data, part.size)
            if n < 0:
                n = lib.snd_pcm_recover(self._pcm, int(n), 1)
                if n < 0:
                    return f"ALSA device {self.device!r}: {lib.snd_strerror(int(n)).decode()}"
                continue
            done += n
        return ""


# ----- Windows and macOS: one sound at a time from a thread ------------------------------
class _ThreadSink:
    """Sounds played one after another by a thread, the latest kept when they
    come faster than they play."""

    def __init__(self, on_error: Callable[[str], None] | None = None) -> None:
        self._on_error = on_error
        self._queue: queue.Queue[tuple[Sound, float] | None] = queue.Queue(maxsize=1)
        self._thread = threading.Thread(target=self._run, name="nardy-sound", daemon=True)
        self._thread.start()

    def play(self, sound: Sound, volume: float) -> None:
        try:
            self._queue.put_nowait((sound, volume))
        except queue.Full:
            with contextlib.suppress(queue.Empty):
                self._queue.get_nowait()
            with contextlib.suppress(queue.Full):  # (another sound took the place)
                self._queue.put_nowait((sound, volume))

    def close(self) -> None:
        with contextlib.suppress(queue.Empty):
            while True:
                self._queue.get_nowait()
        self._queue.put(None)
        self._thread.join(1.0)

    def _run(self) -> None:
        while (item := self._queue.get()) is not None:
            try:
                self._play_now(*item)
            except (OSError, RuntimeError) as exc:
                if self._on_error is not None:
                    self._on_error(str(exc))
                return

    def _play_now(self, sound: Sound, volume: float) -> None:
        raise NotImplementedError


class WinSoundSink(_ThreadSink):
    """Windows: the standard winsound module, from memory."""

    def _play_now(self, sound: Sound, volume: float) -> None:
        if sys.platform != "win32":  # the module exists there only
            raise OSError("winsound is a Windows module")
        import io
        import winsound

        buf = io.BytesIO()
        with wave.open(buf, "wb") as w:
            w.setnchannels(1)
            w.setsampwidth(2)
            w.setframerate(RATE)
            w.writeframes(scaled(sound.samples, volume).tobytes())
        winsound.PlaySound(buf.getvalue(), winsound.SND_MEMORY | winsound.SND_NODEFAULT)


class AfplaySink(_ThreadSink):
    """macOS: the system's afplay, on the sound's file."""

    def _play_now(self, sound: Sound, volume: float) -> None:
        subprocess.run(
            ["afplay", "-v", f"{volume:.2f}", str(sound.path)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=True,
        )


def open_system_sink(on_error: Callable[[str], None] | None = None) -> Sink:
    """The system's audio output; SoundError says why there is none."""
    if sys.platform == "win32":
        return WinSoundSink(on_error)
    if sys.platform == "darwin":
        if shutil.which("afplay") is None:
            raise SoundError("afplay is not on this system")
        return AfplaySink(on_error)
    return AlsaSink(os.environ.get(DEVICE_ENV) or "default", on_error)


def sound_of(step: Step, undone: bool = False) -> str:
    """The sound of a checker arriving: struck off, borne off or set down
    (a step taken back is a checker set down where it was)."""
    if undone:
        return "land"
    if step.hit:
        return "hit"
    return "off" if step.to == 0 else "land"


class SoundBoard(QObject):
    """The window's sounds (View > Sound, and what the board and the match
    do): plays them on the system's output, unless muted. The output
    is opened by a thread of its own at start, so a slow or missing device
    never holds up the window; until it is open the sounds are skipped."""

    availabilityChanged = Signal()
    _opened = Signal(object, str)  # from the opening thread: the sink, or why there is none

    def __init__(
        self,
        host: WindowHost,
        opener: Callable[[Callable[[str], None]], Sink] | None = open_system_sink,
    ) -> None:
        super().__init__(host.widget)
        self.settings = settings = host.settings
        self.muted = read(settings, MUTED)
        self.volume = read(settings, VOLUME)
        self.sink: Sink | None = None
        self.available: bool | None = None  # None while the output is being opened
        self.problem = ""  # why there is no sound, once known
        self._chosen = False
        self.menu: SoundMenu | None = None
        self.view = host.view  # the board, whose replays are kept quiet
        self._quiet = False
        self._quiet_until_idle = False
        self._opened.connect(self._on_opened, Qt.ConnectionType.QueuedConnection)
        try:
            self.sounds = load_sounds()
        except SoundError as exc:
            self.sounds = {}
            self._no_sound(str(exc))
            opener = None
        if opener is not None:
            threading.Thread(
                target=self._open, args=(opener,), name="nardy-sound-open", daemon=True
            ).start()

        # View > Sound, after the board's other menus, and what sounds.
        self.menu = SoundMenu(self, host.widget)
        host.add_view_menu(self.menu)
        c = host.controller
        c.matchStarted.connect(self.on_match_started)
        c.diceRolled.connect(self.on_dice)
        c.gameOver.connect(self.on_game_over)
        self.view.checkerLanded.connect(self.on_landed)
        self.view.animationsFinished.connect(self.on_view_idle)
        c.shuttingDown.connect(self.shutdown)

    # ----- the output -------------------------------------------------------------------
    def _open(self, opener: Callable[[Callable[[str], None]], Sink]) -> None:
        try:
            sink: Sink | None = opener(self._lost)
            problem = ""
        except SoundError as exc:
            sink, problem = None, str(exc)
        except Exception as exc:  # a device library failing in its own way: no sound
            sink, problem = None, f"{type(exc).__name__}: {exc}"
        try:
            self._opened.emit(sink, problem)
        except RuntimeError:  # the window went first
            if sink is not None:
                sink.close()

    def _lost(self, problem: str) -> None:
        with contextlib.suppress(RuntimeError):  # the window went first
            self._opened.emit(None, problem)

    def _on_opened(self, sink: Sink | None, problem: str) -> None:
        if self._chosen:  # a sink was given meanwhile (see use_sink)
            if sink is not None and sink is not self.sink:
                sink.close()
            return
        if sink is None:
            if self.sink is not None or self.available is None:
                self.sink = None
                self._no_sound(problem)
            return
        self.sink = sink
        self.available = True
        self.availabilityChanged.emit()

    def _no_sound(self, problem: str) -> None:
        """Said once: later sounds are skipped without a word."""
        if self.available is False:
            return
        self.available = False
        self.problem = problem
        log.warning("no audio device (%s): the game plays without sound", problem)
        self.availabilityChanged.emit()

    def use_sink(self, sink: Sink | None) -> None:
        """Play on `sink` from now on (None: no sound), whatever the system has."""
        self._chosen = True
        if self.sink is not None and self.sink is not sink:
            self.sink.close()
        self.sink = sink
        self.available = sink is not None
        self.availabilityChanged.emit()

    def shutdown(self) -> None:
        if self.sink is not None:
            self.sink.close()
            self.sink = None

    # ----- playing ------------------------------------------------------------------------
    def play(self, name: str) -> None:
        if self.muted or self.volume <= 0 or self.sink is None or self._quiet:
            return
        sound = self.sounds.get(name)
        if sound is not None:
            self.sink.play(sound, self.volume / 100)

    def set_muted(self, muted: bool) -> None:
        self.muted = bool(muted)
        self.settings.setValue(KEY_MUTED, self.muted)

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, int(volume)))
        self.settings.setValue(KEY_VOLUME, self.volume)

    # ----- what sounds when ------------------------------------------------------------------
    def on_match_started(self) -> None:
        """A match opened or resumed shows its dice and its steps again, at once or
        gliding: they were heard when they were played, so the board stays quiet
        until it has shown them."""
        self._quiet = True
        call_later(self, 0, self._hear_again)

    @property
    def quiet(self) -> bool:
        """Whether a match just opened is still being shown again (in silence)."""
        return self._quiet

    def _hear_again(self) -> None:
        if self.view.busy:
            self._quiet_until_idle = True  # see on_view_idle
            return
        self._quiet = False

    def on_view_idle(self) -> None:
        if self._quiet_until_idle:
            self._quiet_until_idle = False
            self._quiet = False

    def on_dice(self, _dice: object = None) -> None:
        self.play("dice")

    def on_landed(self, step: Step, undone: bool) -> None:
        self.play(sound_of(step, undone))

    def on_game_over(self, _result: object = None) -> None:
        self.play("game_over")


class SoundMenu(QMenu):
    """View > Sound: Mute (M), the volume, and a line when there is no device."""

    def __init__(self, board: SoundBoard, window: QWidget) -> None:
        super().__init__(window)
        self.board = board
        self.mute_action = QAction(self)
        self.mute_action.setCheckable(True)
        self.mute_action.setShortcut(QKeySequence("M"))
        self.mute_action.setChecked(board.muted)
        self.mute_action.toggled.connect(board.set_muted)
        window.addAction(self.mute_action)  # M works with the menu bar hidden too
        self.addAction(self.mute_action)
        self.addSeparator()
        self.volume_group = QActionGroup(self)
        self.volume_actions: dict[int, QAction] = {}
        for volume in VOLUMES:
            a = QAction(self)
            a.setCheckable(True)
            a.setData(volume)
            a.triggered.connect(self._on_volume)
            self.volume_group.addAction(a)
            self.addAction(a)
            self.volume_actions[volume] = a
        nearest = min(VOLUMES, key=lambda v: abs(v - board.volume))
        self.volume_actions[nearest].setChecked(True)
        self.addSeparator()
        self.device_action = QAction(self)
        self.device_action.setEnabled(False)
        self.addAction(self.device_action)
        board.availabilityChanged.connect(self._show_device)
        retranslate.register(self, self.retranslate_ui)

    def _on_volume(self) -> None:
        a = self.volume_group.checkedAction()
        if a is not None:
            self.board.set_volume(int(a.data()))

    def _show_device(self) -> None:
        self.device_action.setVisible(self.board.available is False)

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("So&und"))
        self.mute_action.setText(self.tr("&Mute"))
        for volume, a in self.volume_actions.items():
            a.setText(fill(self.tr("Volume %1%"), volume))
        self.device_action.setText(self.tr("No audio device: the game plays without sound"))
        self._show_device()


__all__ = [
    "SOUND_NAMES",
    "AlsaSink",
    "Sink",
    "Sound",
    "SoundBoard",
    "SoundError",
    "SoundMenu",
    "load_sounds",
    "open_system_sink",
    "scaled",
    "sound_of",
]
