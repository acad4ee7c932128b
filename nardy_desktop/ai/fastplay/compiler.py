"""numba when it is installed (the `train` extra), else the very same functions
as plain Python: the decorator, the parallel range, and the helpers that let a
kernel read arrays and lists alike."""

from __future__ import annotations

import numpy as np

try:
    import numba
    from numba import njit, prange

    COMPILED = not numba.config.DISABLE_JIT
except ImportError:  # training still works, as plain Python
    numba = None
    COMPILED = False
    prange = range

    def njit(*args, **kwargs):
        if args and callable(args[0]):
            return args[0]
        return lambda f: f


if COMPILED:

    @njit(cache=True)
    def reads(a):
        return a

    @njit(cache=True)
    def scratch(n):
        return np.zeros(n, dtype=np.int64)

    def constant(a):
        return a

else:
    # As plain Python the same functions run five times faster on lists of
    # ints than on arrays, whose every element read makes a numpy scalar.
    def reads(a):
        return a.tolist()

    def scratch(n):
        return [0] * n

    def constant(a):
        return a.tolist()


def threads() -> int:
    """How many threads the compiled code shares its work among."""
    return numba.get_num_threads() if COMPILED else 1


def set_threads(n: int) -> None:
    """Share the compiled code's work among `n` threads (from the next
    `TurnGenerator` on)."""
    if COMPILED:
        numba.set_num_threads(max(1, min(n, numba.config.NUMBA_NUM_THREADS)))
