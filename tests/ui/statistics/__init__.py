"""Tests of Game ▸ Statistics: dice and results."""
