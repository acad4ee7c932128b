"""Tests of the rules: positions, turns, games and matches."""
