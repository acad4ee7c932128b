"""Nardy Desktop: long nardy and backgammon for the desktop."""


def __getattr__(name: str) -> str:
    """The version, looked up on first use: the engine's command line and the
    computer's worker processes start without reading the installed metadata
    (importlib.metadata costs more than the rest of their start)."""
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        # One source for the version: pyproject.toml, as installed (the frozen
        # build carries the package's metadata for this).
        found = version("nardy-desktop")
    except PackageNotFoundError:  # run from a checkout that was never installed
        found = "0+unknown"
    globals()["__version__"] = found
    return found
