"""Tests of the match flow the window and the text interface drive."""
