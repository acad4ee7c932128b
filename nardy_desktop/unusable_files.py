"""Keeping a file the program cannot use, so that nothing ever replaces it.

Whatever the file (the autosave, the record of results, the dice statistics,
the settings), one that this version cannot use is moved to a new name of its
own beside it, `<prefix><local time>[-n]<suffix>`, never over another file, so
that a second damaged file in the same place, even in the same second, is
kept beside the first rather than over it.

Below the storage layer and the settings store alike (pure Python, no Qt), so
that both keep their files by the same rule.
"""

from __future__ import annotations

import errno
import logging
import os
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

UNREADABLE = "-unreadable-"  # <stem>-unreadable-<local time>[-n]<suffix>
MAX_TRIES = 1000

log = logging.getLogger(__name__)


def fsync_dir(folder: Path) -> None:
    """Make a rename in `folder` durable (POSIX); harmless where unsupported."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def keep_aside(
    path: Path, prefix: str, suffix: str, now: Callable[[], datetime] = datetime.now
) -> Path:
    """Move a file that cannot be used to a new name of its own beside it,
    <prefix><local time>[-n]<suffix>, never over an existing file, so that no
    later write replaces it. Raises OSError if it cannot be moved."""
    stamp = now().strftime("%Y%m%d-%H%M%S")
    for n in range(1, MAX_TRIES):
        target = path.with_name(f"{prefix}{stamp}{f'-{n}' if n > 1 else ''}{suffix}")
        try:
            # A second name first, then the old one removed: link refuses
            # an existing target, where a rename would replace it.
            os.link(path, target, follow_symlinks=False)
        except FileExistsError:
            continue
        except OSError:  # no links here (or a folder): rename, having looked first
            if os.path.lexists(target):
                continue
            os.rename(path, target)
            break
        os.unlink(path)
        break
    else:  # pragma: no cover - a thousand files kept in one second
        raise OSError(errno.EEXIST, "too many unreadable files kept", str(path))
    fsync_dir(path.parent)
    log.warning("kept %s aside as %s", path, target)
    return target


def keep_unreadable(path: Path, now: Callable[[], datetime] = datetime.now) -> Path:
    """Move `path` to <stem>-unreadable-<local time>[-n]<suffix> beside it
    (`results.json` → `results-unreadable-20240506-070809.json`), as
    `keep_aside` does. Raises OSError if it cannot be moved."""
    return keep_aside(path, f"{path.stem}{UNREADABLE}", path.suffix, now)


__all__ = ["UNREADABLE", "fsync_dir", "keep_aside", "keep_unreadable"]
