"""The layers' contracts (.importlinter) hold on the tree, and each one catches an
import against it, also one made inside a function, where a test that imports the
module and looks at sys.modules sees nothing until the function runs."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.locations import ROOT

CONFIG = ROOT / ".importlinter"
LAYERS = "The window above the controller and the text interface"
ENGINE_PURE = "The engine is pure Python: no Qt, no numpy"
AI_WITHOUT_QT = "The AI and the package's file lookup need no Qt"
TRAINING_APART = "Only training imports the training code"
UI_PARTS = "The window's parts: the main window above the files"
CONTRACTS = (LAYERS, UI_PARTS, ENGINE_PURE, AI_WITHOUT_QT, TRAINING_APART)


def lint_imports(tree: Path) -> subprocess.CompletedProcess:
    """`lint-imports` on the package found in `tree`, with the project's contracts
    (in `tree`, where it looks for them)."""
    program = Path(sys.executable).with_name("lint-imports")
    found = str(program) if program.exists() else shutil.which("lint-imports")
    assert found, "lint-imports is missing: the test extra installs it (make venv)"
    if tree != ROOT:
        shutil.copy2(CONFIG, tree / CONFIG.name)
    return subprocess.run(
        [found, "--no-cache", "--no-logo"],
        cwd=tree,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(tree), "LANG": "C.UTF-8"},
        capture_output=True,
        text=True,
        timeout=120,
    )


def verdicts(output: str) -> dict[str, str]:
    """Each contract's name with KEPT or BROKEN, as the report says them (a long name
    runs over two lines)."""
    text = " ".join(output.split())
    found = {}
    for name in CONTRACTS:
        after = text.split(" ".join(name.split()), 1)
        assert len(after) == 2, f"{name!r} not in the report:\n{output}"
        found[name] = "BROKEN" if "BROKEN" in after[1].split("KEPT", 1)[0] else "KEPT"
    return found


def test_the_tree_keeps_every_contract():
    done = lint_imports(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert verdicts(done.stdout) == dict.fromkeys(CONTRACTS, "KEPT")


@pytest.mark.parametrize(
    ("module", "imported", "broken"),
    [
        ("engine/moves.py", "nardy_desktop.ai.levels", LAYERS),
        ("engine/position.py", "numpy", ENGINE_PURE),
        ("engine/game.py", "PySide6.QtCore", ENGINE_PURE),
        ("ai/search.py", "PySide6.QtCore", AI_WITHOUT_QT),
        ("ai/levels.py", "nardy_desktop.storage.record", LAYERS),
        ("paths.py", "PySide6.QtCore", AI_WITHOUT_QT),
        ("storage/record.py", "nardy_desktop.ui.common.texts", LAYERS),
        ("storage/files.py", "nardy_desktop.controller", LAYERS),
        ("i18n.py", "nardy_desktop.ui.common.settings", LAYERS),
        ("cli.py", "nardy_desktop.controller", LAYERS),
        ("controller/match.py", "nardy_desktop.ui.board.board_view", LAYERS),
        ("controller/workers.py", "nardy_desktop.ui.common.texts", LAYERS),
        ("controller/__init__.py", "nardy_desktop.cli", LAYERS),
        ("ai/rollout.py", "nardy_desktop.ai.training.lockstep", TRAINING_APART),
        ("ai/fastplay/generator.py", "nardy_desktop.ai.training", TRAINING_APART),
        ("storage/record.py", "nardy_desktop.ai.training.train", TRAINING_APART),
        ("strength/harness.py", "nardy_desktop.ai.training.train", TRAINING_APART),
        ("app.py", "nardy_desktop.ai.training.lockstep", TRAINING_APART),
        ("ui/files/match_files.py", "nardy_desktop.ui.window.main_window", UI_PARTS),
        ("ui/analysis/tutor.py", "nardy_desktop.ui.files.match_files", UI_PARTS),
        ("ui/dice/dice_entry.py", "nardy_desktop.ui.statistics.results_view", UI_PARTS),
        ("ui/board/position_editor.py", "nardy_desktop.ui.analysis.evaluation_panel", UI_PARTS),
        ("ui/common/host.py", "nardy_desktop.ui.board.board_view", UI_PARTS),
    ],
)
def test_an_import_inside_a_function_breaks_its_contract(tmp_path, module, imported, broken):
    package = tmp_path / "nardy_desktop"
    ignore = shutil.ignore_patterns("__pycache__", "resources", "translations")
    shutil.copytree(ROOT / "nardy_desktop", package, ignore=ignore)
    path = package / module
    assert path.is_file(), f"{module} is not in the package: name one that is"
    with path.open("a", encoding="utf-8") as f:
        f.write(f"\n\ndef _reaches_across():\n    import {imported}  # noqa\n")
    done = lint_imports(tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    assert verdicts(done.stdout)[broken] == "BROKEN", done.stdout
    shown = imported if imported.startswith("nardy_desktop.") else imported.split(".")[0]
    assert f"-> {shown} (l." in " ".join(done.stdout.split()), done.stdout  # long lines wrap
