"""Tests of the window, real widgets offscreen."""
