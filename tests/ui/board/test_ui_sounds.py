"""The game's sounds: the files are the script's, the ALSA mixer writes what it is
given, the right events sound, Mute and the volume are kept, and with no audio
device the game plays on and says so once."""

from __future__ import annotations

import ctypes.util
import importlib.util
import logging

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from nardy_desktop.ai.base import RandomPlayer
from nardy_desktop.controller import Phase, PlayerSpec
from nardy_desktop.engine import Game, Match, Position, SeededDice, Variant
from nardy_desktop.paths import resource_path
from nardy_desktop.ui.board import sounds
from nardy_desktop.ui.window.main_window import MainWindow

from tests.locations import ROOT

HUMANS = (PlayerSpec("Ann"), PlayerSpec("Bob"))

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


class FakeSink:
    """Keeps what it is asked to play."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []
        self.closed = False

    def play(self, sound: sounds.Sound, volume: float) -> None:
        self.played.append((sound.name, volume))

    def close(self) -> None:
        self.closed = True

    @property
    def names(self) -> list[str]:
        return [name for name, _ in self.played]


def new_window(qtbot) -> MainWindow:
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_speed("off", remember=False)
    c = w.controller
    c.min_think_ms = 0
    c.pass_delay_ms = 0
    c.player_factory = lambda level: RandomPlayer(seed=1)
    w.watch_next_delay_ms = 0
    return w


@pytest.fixture
def window(qtbot, isolated_settings):
    w = new_window(qtbot)
    yield w
    w.controller.shutdown()


def wait_idle(w, qtbot) -> None:
    c = w.controller
    qtbot.waitUntil(
        lambda: (
            (c.can_roll or c.can_move or c.phase in (Phase.GAME_OVER, Phase.MATCH_OVER))
            and not w.view.busy
        ),
        timeout=5000,
    )


def resume(w, qtbot, text: str, dice: tuple[int, int]) -> Game:
    """A backgammon match between two people whose game stands at `text` with `dice` rolled."""
    match = Match(Variant.BACKGAMMON, 5, ("Ann", "Bob"), SeededDice(3))
    match.start_game()
    game = Game(Variant.BACKGAMMON, SeededDice(3), position=Position.from_text(text))
    game.roll(dice)
    match.games[-1] = game
    match.white_players[-1] = 0
    w.controller.resume_match(match, HUMANS)
    wait_idle(w, qtbot)
    qtbot.waitUntil(lambda: not w.sounds.quiet, timeout=5000)
    return game


def test_the_sound_files_are_what_the_script_makes():
    path = ROOT / "scripts" / "make_sounds.py"
    spec = importlib.util.spec_from_file_location("make_sounds", path)
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    made = script.make_all()
    assert set(made) == set(sounds.SOUND_NAMES)
    for name, data in made.items():
        path = resource_path("sounds", f"{name}.wav")
        assert path.read_bytes() == data, f"{path} is not what scripts/make_sounds.py makes"
    loaded = sounds.load_sounds()
    for sound in loaded.values():
        seconds = sound.samples.size / sounds.RATE
        assert 0.1 <= seconds <= 1.2 and np.abs(sound.samples).max() > 20000


def test_a_damaged_sound_file_is_refused_naming_it(tmp_path):
    bad = tmp_path / "dice.wav"
    bad.write_bytes(b"RIFF\x00\x00not a wave")
    with pytest.raises(sounds.SoundError, match="dice.wav"):
        sounds.load_sound(bad, "dice")


@pytest.mark.skipif(ctypes.util.find_library("asound") is None, reason="no ALSA library")
def test_the_alsa_mixer_writes_the_sounds_summed_at_their_volumes(tmp_path):
    """ALSA's file device keeps exactly what the mixer wrote."""
    out = tmp_path / "out.raw"
    sink = sounds.AlsaSink(f"file:'{out}',raw")
    loaded = sounds.load_sounds()
    land, hit = loaded["land"].samples, loaded["hit"].samples
    sink.play(loaded["land"], 0.5)
    sink.play(loaded["hit"], 1.0)
    assert sink.wait_idle(10)
    sink.close()
    written = np.frombuffer(out.read_bytes(), dtype="<i2")
    n = max(land.size, hit.size)
    mix = np.zeros(n, dtype=np.float32)
    mix[: land.size] += land.astype(np.float32) * np.float32(0.5)
    mix[: hit.size] += hit.astype(np.float32) * np.float32(1.0)
    expected = np.clip(np.rint(mix), -32768, 32767).astype("<i2")
    assert written.size > n  # then silence, to push the end out of the device's buffer
    assert np.array_equal(written[:n], expected)
    assert not written[n:].any()


@pytest.mark.skipif(ctypes.util.find_library("asound") is None, reason="no ALSA library")
def test_a_device_that_does_not_exist_is_a_reason_not_a_crash():
    with pytest.raises(sounds.SoundError, match="nardy-no-such-device"):
        sounds.AlsaSink("nardy-no-such-device")


@pytest.fixture
def no_audio_device(monkeypatch):
    """Whatever this machine has, the window finds no audio device."""
    monkeypatch.setenv(sounds.DEVICE_ENV, "nardy-no-such-device")


@pytest.fixture
def log_records():
    """What the sounds log, from before the window opens (pytest-qt may deliver
    the opening's answer outside the test's own capture)."""
    records: list[logging.LogRecord] = []
    handler = logging.Handler(logging.DEBUG)
    handler.emit = records.append  # type: ignore[method-assign]
    logger = logging.getLogger(sounds.__name__)
    logger.addHandler(handler)
    yield records
    logger.removeHandler(handler)


def test_with_no_audio_device_the_game_plays_on_silently_and_says_so_once(
    no_audio_device, log_records, window, qtbot
):
    board = window.sounds
    qtbot.waitUntil(lambda: board.available is False, timeout=5000)
    assert board.sink is None and "nardy-no-such-device" in board.problem
    rolls = []
    window.controller.diceRolled.connect(rolls.append)
    with qtbot.waitSignal(window.controller.matchOver, timeout=30000):
        window.start_demo(Variant.BACKGAMMON, 1)
    assert len(rolls) > 10  # dice, steps, hits, the end: all silent
    said = [r for r in log_records if "no audio device" in r.getMessage()]
    assert len(said) == 1, said
    menu = board.menu
    assert menu is not None and menu.device_action.isVisible()
    assert not menu.device_action.isEnabled()
    assert menu.mute_action.isEnabled()  # the choices can still be made and kept


def test_mute_and_volume_are_kept_for_the_next_start(qtbot, isolated_settings):
    w = new_window(qtbot)
    w.show()
    qtbot.waitExposed(w)
    board, menu = w.sounds, w.sounds.menu
    assert menu is not None
    assert not board.muted and board.volume == sounds.DEFAULT_VOLUME
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    QTest.keyClick(w.view, Qt.Key.Key_M)  # the M key mutes
    assert board.muted and menu.mute_action.isChecked()
    menu.volume_actions[25].trigger()
    assert board.volume == 25
    w.close()
    w.controller.shutdown()

    again = new_window(qtbot)
    assert again.sounds.muted and again.sounds.menu.mute_action.isChecked()
    assert again.sounds.volume == 25 and again.sounds.menu.volume_actions[25].isChecked()
    again.sounds.menu.mute_action.trigger()  # M again: sound back on
    assert not again.sounds.muted
    again.close()
    again.controller.shutdown()
    assert not new_window(qtbot).sounds.muted


def test_a_volume_edited_into_nonsense_gives_the_default(qtbot, isolated_settings):
    isolated_settings.write_text("[sound]\nvolume=loud\nmuted=maybe\n", encoding="utf-8")
    w = new_window(qtbot)
    assert w.sounds.volume == sounds.DEFAULT_VOLUME and not w.sounds.muted


def test_each_event_sounds_as_it_should(window, qtbot):
    w, c = window, window.controller
    fake = FakeSink()
    w.sounds.use_sink(fake)
    # White to move with 3-1: 8/5* hits Black's blot on White's 5 point.
    game = resume(
        w, qtbot, "backgammon/0,0,0,0,-1,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2/0,0/0,1/w", (3, 1)
    )
    assert fake.names == []  # a match opened on the board is silent
    c.try_move(8, 5)
    assert fake.names == ["hit"]
    c.try_move(6, 5)
    assert fake.names == ["hit", "land"]
    c.undo()
    assert fake.names == ["hit", "land", "land"]  # a checker taken back is set down
    c.try_move(6, 5)
    c.finish_turn()
    wait_idle(w, qtbot)
    assert c.can_roll and fake.names[-1] == "land"
    c.roll()
    assert fake.names[-1] == "dice"
    assert fake.played[-1][1] == pytest.approx(sounds.DEFAULT_VOLUME / 100)
    assert game is c.game


def test_bearing_off_the_last_checker_sounds_then_the_game_ends(window, qtbot):
    w, c = window, window.controller
    fake = FakeSink()
    w.sounds.use_sink(fake)
    w.sounds.set_volume(50)
    two_left = "backgammon/2,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15/0,0/13,0/w"
    resume(w, qtbot, two_left, (2, 1))
    c.try_move(1, 0)
    assert fake.names == ["off"]
    c.try_move(1, 0)
    if c.can_finish:
        c.finish_turn()
    qtbot.waitUntil(lambda: "game_over" in fake.names, timeout=5000)
    assert fake.names == ["off", "off", "game_over"]
    assert all(v == pytest.approx(0.5) for _, v in fake.played)


@pytest.mark.slow
def test_muted_nothing_sounds(window, qtbot):
    fake = FakeSink()
    window.sounds.use_sink(fake)
    window.sounds.menu.mute_action.trigger()
    with qtbot.waitSignal(window.controller.matchOver, timeout=30000):
        window.start_demo(Variant.BACKGAMMON, 1)
    assert fake.played == []


def test_with_animations_the_checker_sounds_when_it_lands(window, qtbot):
    w, c = window, window.controller
    fake = FakeSink()
    w.sounds.use_sink(fake)
    resume(
        w, qtbot, "backgammon/0,0,0,0,-1,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2/0,0/0,1/w", (3, 1)
    )
    w.set_speed("slow", remember=False)
    c.try_move(13, 10)
    assert w.view.busy and fake.names == []  # still gliding: not landed yet
    qtbot.waitUntil(lambda: not w.view.busy, timeout=5000)
    assert fake.names == ["land"]


def test_the_sink_is_closed_with_the_window(window):
    fake = FakeSink()
    window.sounds.use_sink(fake)
    window.controller.shutdown()
    assert fake.closed
