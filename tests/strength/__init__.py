"""Tests of the strength judges."""
