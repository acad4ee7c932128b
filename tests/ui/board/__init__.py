"""Tests of the board: layout, pieces, motion, input, themes, sounds, editor."""
