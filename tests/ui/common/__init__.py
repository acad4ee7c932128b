"""Tests of what the window's parts share."""
