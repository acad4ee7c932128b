"""Entry point: `python -m nardy_desktop` and the `nardy-desktop` command."""

from __future__ import annotations

import sys


def main() -> int:
    from nardy_desktop.app import run

    return run(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
