"""Tests of the main window, its panels, status line, languages and settings."""
