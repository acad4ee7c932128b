"""The version has one source, pyproject.toml, read back through the installed metadata."""

import tomllib

import nardy_desktop

from tests.locations import ROOT


def test_the_version_is_the_one_pyproject_declares():
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert nardy_desktop.__version__ == declared
