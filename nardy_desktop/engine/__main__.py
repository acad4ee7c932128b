"""`python -m nardy_desktop.engine`: the text interface (nardy_desktop/cli.py), which sits
above the engine; this entry point is the one place the engine names it."""

from nardy_desktop.cli import main

main()
