"""Tests of the analysis, evaluation panel, tutor and move browser in the window."""
