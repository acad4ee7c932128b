"""The frozen build leaves out modules the game never imports (build_installer.spec's
EXCLUDES). A module of the game that starts to import one of them works from
source and fails only in the frozen build: this catches it in the test suite."""

from __future__ import annotations

import ast
import json
import os
import re
import subprocess
import sys
import tomllib

import pytest

from tests.locations import ROOT

# What the game itself loads: start-up, the window and everything it opens.
GAME_MODULES = (
    "nardy_desktop.app",
    "nardy_desktop.ui.window.main_window",
    "nardy_desktop.ui.files.match_files",
    "nardy_desktop.ui.analysis.game_browser",
    "nardy_desktop.ui.statistics.dice_stats_dialog",
    "nardy_desktop.ui.dice.manual_dice_dialog",
    "nardy_desktop.storage.instance",
    "nardy_desktop.storage.autosave_writer",
    "nardy_desktop.controller.persistence",
    "nardy_desktop.storage.mat",
    "nardy_desktop.ai.players",
    "nardy_desktop.ai.baselines",
)

# Left out although loaded from source, because what imports them falls back
# without them (and the frozen smoke test plays a match that way).
OPTIONAL = {"_hashlib"}  # hashlib then uses its own sha256


# The window's Roll Out, after a roll and before it, in both games (few short trials).
ROLL_OUT = """
from nardy_desktop.ai.analysis.rollouts import RolloutAsk, roll_out
from nardy_desktop.engine import Position, Variant, legal_turns
for v in Variant:
    p = Position.start(v)
    two = tuple(t.result.to_text() for t in legal_turns(p, (6, 5))[:2])
    roll_out(RolloutAsk(p, (6, 5), two, trials=2, truncate=4))
    roll_out(RolloutAsk(p, None, (), trials=2, truncate=4))
"""


def excluded() -> list[str]:
    tree = ast.parse((ROOT / "build_installer.spec").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "EXCLUDES" for t in node.targets
        ):
            return list(ast.literal_eval(node.value))
    raise AssertionError("no EXCLUDES in build_installer.spec")


@pytest.mark.slow
def test_the_game_imports_nothing_the_frozen_build_leaves_out():
    names = excluded()
    assert "unicodedata" in names and "multiprocessing" in names  # the list was read
    script = (
        "import importlib, json, sys\n"
        "sys.modules['numba'] = None  # the frozen game has no numba (the train extra)\n"
        f"for m in {list(GAME_MODULES)!r}: importlib.import_module(m)\n"
        f"{ROLL_OUT}"
        # A module set to None was kept from loading, as the frozen build keeps it.
        "print(json.dumps(sorted(k for k, v in sys.modules.items() if v is not None)))\n"
    )
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    out = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert out.returncode == 0, out.stderr
    loaded = set(json.loads(out.stdout))
    found = sorted(m for m in loaded - OPTIONAL for x in names if m == x or m.startswith(x + "."))
    assert not found, f"imported by the game but left out of the frozen build: {found}"


def test_the_training_extra_stays_out_of_the_frozen_build():
    """A build machine with the `train` extra installed (numba, threadpoolctl) must
    build the same game as one without: fastplay imports numba when it can, and
    PyInstaller would follow it into LLVM's 160 MB."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    extra = project["project"]["optional-dependencies"]["train"]
    names = excluded()
    packages = [re.split(r"[<>=!~;\[ ]", req)[0].lower().replace("-", "_") for req in extra]
    assert "numba" in packages  # the extra was read
    missing = [p for p in packages + ["llvmlite"] if p not in names]
    assert not missing, f"the train extra's packages are in the frozen build: {missing}"
