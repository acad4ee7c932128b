"""Where the tests find the tree: the checkout's root and the tests' own folder."""

from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
