"""Tests of the text interface."""
