"""Nardy Desktop: long nardy and backgammon for the desktop."""

__version__ = "0.1.0"
