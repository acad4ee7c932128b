"""Tests of the window's files: open, save, resume, .mat."""
