"""Tests of what is kept on disk: saves, autosave, .mat, settings, results, one copy."""
