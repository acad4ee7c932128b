"""The window's helpers see it through ui.common.host.WindowHost: no module of
the package but the start-up (app.py) imports the main window, not even inside
a function or under TYPE_CHECKING, where a test that imports the module and
looks at sys.modules would see nothing."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.locations import ROOT

MAIN_WINDOW = "nardy_desktop.ui.window.main_window"

FIND = f"""
import grimp

graph = grimp.build_graph("nardy_desktop", cache_dir=None)
for module in sorted(graph.find_modules_that_directly_import({MAIN_WINDOW!r})):
    print(module)
"""


def importers(tree: Path) -> list[str]:
    """The modules of the package found in `tree` that import the main window."""
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


def test_only_the_start_up_imports_the_main_window():
    assert importers(ROOT) == ["nardy_desktop.app"]


@pytest.mark.parametrize(
    ("module", "import_line"),
    [
        ("ui/files/match_files.py", "def _reaches():\n    from {0} import MainWindow  # noqa"),
        ("ui/window/layout.py", "def _reaches():\n    import {0}  # noqa"),
        (
            "ui/board/sounds.py",
            "from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    from {0} import MainWindow",
        ),
    ],
)
def test_an_import_of_the_main_window_is_found(tmp_path, module, import_line):
    ignore = shutil.ignore_patterns("__pycache__", "resources", "translations")
    shutil.copytree(ROOT / "nardy_desktop", tmp_path / "nardy_desktop", ignore=ignore)
    with (tmp_path / "nardy_desktop" / module).open("a", encoding="utf-8") as f:
        f.write("\n\n" + import_line.format(MAIN_WINDOW) + "\n")
    dotted = "nardy_desktop." + module.removesuffix(".py").replace("/", ".")
    assert importers(tmp_path) == sorted(["nardy_desktop.app", dotted])
