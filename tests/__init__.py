"""The tests, laid out as the package is; shared helpers and fixtures at the level they serve."""
