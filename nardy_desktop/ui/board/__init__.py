"""The board: its picture, pieces, motion, themes, sounds, input and the position editor."""
