"""Legal turns, exact values and network inputs of many positions at once, for training.

Self-play spends its time turning every legal turn of every roll into a
Position and encoding the results one batch per roll. Here the same rules (a
line-by-line translation of `engine.moves._turn_leaves`, giving the results in
the same order) and the same inputs (`encoding.encode_views`, the same floats)
work on plain int arrays, for the rolls of many games in one call, inside
functions that numba compiles when it is installed (the `train` extra). Without
numba the very functions run as ordinary Python: the same results, far slower
(the tests check them either way).

A position here is a wide view (see `encoding`): 28 ints in the numbering of
the side to move.

The parts: `compiler` (numba or plain Python), `layout` (the wide view as
arrays), `turns` (legal turns), `inputs` (network inputs), `exact` (finished
games and bear-off races), `generator` (the entry points below) and `choice`
(the best turn of each position).
"""

from nardy_desktop.ai.fastplay.choice import best_turns
from nardy_desktop.ai.fastplay.compiler import COMPILED, njit, set_threads, threads
from nardy_desktop.ai.fastplay.generator import TurnGenerator, encode

__all__ = [
    "COMPILED",
    "TurnGenerator",
    "best_turns",
    "encode",
    "njit",
    "set_threads",
    "threads",
]
