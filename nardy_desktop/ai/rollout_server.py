"""Imported by the fork server that starts rollout processes, and only there.

Loading the bear-off tables takes about half a second; done once in the
server, every worker process forked from it starts with them (shared, as
the pages are only read), so that a rollout in several processes starts in a
fraction of a second instead of each worker loading its own copy. Should a
file be missing, the server still starts and each worker meets the error
itself, which the rollout then reports.
"""

from contextlib import suppress

from nardy_desktop.ai import bearoff, evaluate
from nardy_desktop.engine import Variant

with suppress(OSError, ValueError):
    bearoff.table()
    for _variant in Variant:
        evaluate.network(_variant)
