"""Tests of real dice typed in."""
