"""numba when it is installed (the `train` extra), else the very same functions
as plain Python: the decorator, the parallel range, and the helpers that let a
kernel read arrays and lists alike.

`reads`, `scratch` and `constant` give what a kernel indexes: a numpy array
when numba compiles it, a list of ints when it runs as plain Python (five times
faster there than an array, whose every element read makes a numpy scalar)."""

from __future__ import annotations

from typing import Any

import numpy as np

try:
    import numba
    from numba import njit, prange

    COMPILED = not numba.config.DISABLE_JIT
except ImportError:  # training still works, as plain Python
    numba = None
    COMPILED = False
    prange = range

    def njit(*args: Any, **kwargs: Any) -> Any:
        if args and callable(args[0]):
            return args[0]
        return lambda f: f


if COMPILED:

    @njit(cache=True)
    def reads(a: np.ndarray) -> Any:
        return a

    @njit(cache=True)
    def scratch(n: int) -> Any:
        return np.zeros(n, dtype=np.int64)

    def constant(a: np.ndarray) -> Any:
        return a

else:
    # As plain Python the same functions run five times faster on lists of
    # ints than on arrays, whose every element read makes a numpy scalar.
    def reads(a: np.ndarray) -> Any:
        return a.tolist()

    def scratch(n: int) -> Any:
        return [0] * n

    def constant(a: np.ndarray) -> Any:
        return a.tolist()


def threads() -> int:
    """How many threads the compiled code shares its work among."""
    return numba.get_num_threads() if COMPILED else 1


def set_threads(n: int) -> None:
    """Share the compiled code's work among `n` threads (from the next
    `TurnGenerator` on)."""
    if COMPILED:
        numba.set_num_threads(max(1, min(n, numba.config.NUMBA_NUM_THREADS)))
