"""The version has one source, pyproject.toml, read back through the installed metadata."""

import tomllib
from pathlib import Path

import nardy_desktop

ROOT = Path(__file__).resolve().parent.parent


def test_the_version_is_the_one_pyproject_declares():
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert nardy_desktop.__version__ == declared
