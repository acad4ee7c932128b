"""The controller needs QtCore only: no module of it, nor any module it reaches,
imports PySide6.QtWidgets or PySide6.QtGui, not even inside a function.

import-linter cannot forbid part of an outside package ("subpackages of external
packages are not valid"), so this reads the graph it reads (grimp's) and, for
each import of PySide6 on the way, the line that makes it."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.locations import ROOT

FIND = """
import grimp

graph = grimp.build_graph("nardy_desktop", include_external_packages=True, cache_dir=None)
source = {m for m in graph.modules if m.split(".")[:2] == ["nardy_desktop", "controller"]}
reached = set(source)
for module in source:
    reached |= graph.find_upstream_modules(module)
for module in sorted(m for m in reached if m.startswith("nardy_desktop")):
    for found in graph.get_import_details(importer=module, imported="PySide6"):
        line = found["line_contents"]
        if "QtWidgets" in line or "QtGui" in line:
            print(f"{module}:{found['line_number']}: {line}")
"""


def widget_imports(tree: Path) -> list[str]:
    """Each import of QtWidgets or QtGui that the controller reaches in the
    package found in `tree`, as `module:line: text`."""
    done = subprocess.run(
        [sys.executable, "-c", FIND],
        cwd=tree,
        env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(tree), "LANG": "C.UTF-8"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_the_controller_reaches_no_widgets():
    assert widget_imports(ROOT) == []


@pytest.mark.parametrize(
    ("module", "line"),
    [
        ("controller/match.py", "from PySide6.QtWidgets import QApplication"),
        ("controller/scheduling.py", "import PySide6.QtGui"),
        # Through another module of the package that the controller imports.
        ("ai/levels.py", "from PySide6 import QtGui"),
    ],
)
def test_a_widget_import_inside_a_function_is_found(tmp_path, module, line):
    ignore = shutil.ignore_patterns("__pycache__", "resources", "translations")
    shutil.copytree(ROOT / "nardy_desktop", tmp_path / "nardy_desktop", ignore=ignore)
    path = tmp_path / "nardy_desktop" / module
    with path.open("a", encoding="utf-8") as f:
        f.write(f"\n\ndef _draws():\n    {line}  # noqa\n")
    found = widget_imports(tmp_path)
    dotted = "nardy_desktop." + module.removesuffix(".py").replace("/", ".")
    assert len(found) == 1 and found[0].startswith(f"{dotted}:") and line in found[0], found
