"""The game never loads the training code (nardy_desktop.ai.training), which the
frozen build leaves out: a fresh interpreter starts the game's modules, plays a
match against the computer through the controller in each variant, analyses the
games and rolls out a position in lockstep and one trial at a time, and holds
no training module at the end. The import contract (.importlinter) checks the
imports written in the code; this checks what running the game loads."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.locations import ROOT
from tests.packaging.test_frozen_excludes import GAME_MODULES, excluded

TRAINING = "nardy_desktop.ai.training"

PLAY = r"""
import importlib, json, sys, time
from PySide6.QtCore import QCoreApplication

for m in MODULES:
    importlib.import_module(m)

from nardy_desktop.ai.analysis import analyse_game
from nardy_desktop.ai.rollout import RolloutSettings, rollout_position
from nardy_desktop.controller import MatchController, PlayerSpec
from nardy_desktop.engine import Position, SeededDice, Variant

app = QCoreApplication([])
games = []
for variant in (Variant.BACKGAMMON, Variant.LONG):
    c = MatchController()
    c.min_think_ms = 0
    c.pass_delay_ms = 0
    over = []
    c.matchOver.connect(over.append)
    players = (PlayerSpec("A", True, "beginner"), PlayerSpec("B", True, "expert"))
    c.new_match(variant, 1, players, SeededDice(4))
    deadline = time.monotonic() + 300
    while not over and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.001)
    assert over, f"the {variant.value} match did not end"
    games.append(c.match.games[0])
    c.shutdown()

analyses = [analyse_game(g, "plain") for g in games]
assert all(a.decisions for a in analyses)
for lockstep in (True, False):
    settings = RolloutSettings(trials=2, lockstep=lockstep, luck=False)
    rollout_position(Position.start(Variant.BACKGAMMON), settings)

print(json.dumps(sorted(sys.modules)))
"""


def loaded_by_the_game() -> set[str]:
    script = f"MODULES = {list(GAME_MODULES)!r}\n" + PLAY
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    return set(json.loads(done.stdout.splitlines()[-1]))


def test_the_frozen_build_leaves_the_training_code_out():
    assert TRAINING in excluded()


@pytest.mark.slow
def test_playing_analysing_and_rolling_out_load_no_training_module():
    loaded = loaded_by_the_game()
    assert "nardy_desktop.controller.match" in loaded  # the match was played
    assert "nardy_desktop.ai.rollout_lockstep" in loaded  # and rolled out in lockstep
    found = sorted(m for m in loaded if m == TRAINING or m.startswith(TRAINING + "."))
    assert not found, f"the game loaded training code: {found}"
