"""Nardy Desktop: long nardy and backgammon for the desktop."""

from importlib.metadata import PackageNotFoundError, version

try:
    # One source for the version: pyproject.toml, as installed (the frozen
    # build carries the package's metadata for this).
    __version__ = version("nardy-desktop")
except PackageNotFoundError:  # run from a checkout that was never installed
    __version__ = "0+unknown"
