"""The entry points: legal turns, exact values and inputs of many positions in
one call, in arrays kept from call to call."""

from __future__ import annotations

import numpy as np

from nardy_desktop.ai.fastplay.compiler import threads
from nardy_desktop.ai.fastplay.exact import finish, tables
from nardy_desktop.ai.fastplay.inputs import encode_many
from nardy_desktop.ai.fastplay.layout import INPUTS, VARIANT_CODE
from nardy_desktop.ai.fastplay.turns import POOL, legal_results, work_space
from nardy_desktop.ai.network import OUTPUTS
from nardy_desktop.engine import Variant


class TurnGenerator:
    """Legal turns and inputs of many positions at once. It keeps its work
    space and output arrays from call to call: what `step` returns is valid
    until the next call."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.code = VARIANT_CODE[variant]
        self.outputs = OUTPUTS[variant]
        self.chunks = threads()
        self._work = work_space(self.chunks)
        self._rows = 0
        self._grow(256, 4096)

    def _grow(self, per_chunk: int, rows: int) -> None:
        self._buf = np.zeros((self.chunks, per_chunk, 28), dtype=np.int64)
        if rows > self._rows:
            self._rows = rows
            self._res = np.zeros((rows, 28), dtype=np.int64)
            self._exact = np.zeros(rows, dtype=np.bool_)
            self._y = np.zeros((rows, self.outputs))
            self._row = np.zeros(rows, dtype=np.int64)
            self._other = np.zeros((rows, 28), dtype=np.int64)
            self._xs = np.zeros((rows, INPUTS[self.code]))

    def _results(self, views: np.ndarray, dice: np.ndarray) -> tuple[int, np.ndarray]:
        v = np.ascontiguousarray(views, dtype=np.int64)
        d = np.ascontiguousarray(dice, dtype=np.int64)
        seg = np.zeros(len(v) + 1, dtype=np.int64)
        while True:
            n = legal_results(self.code, v, d, self._work, self._buf, self._res, seg)
            if n >= 0:
                return n, seg
            per = self._buf.shape[1]
            self._grow(max(2 * per, POOL + 64 * len(v) // self.chunks), 2 * self._rows)

    def results(self, views: np.ndarray, dice: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """For each wide view and roll, the wide views of every legal turn's
        result from the next side to move, in `encoding.result_views` order,
        and the offsets where each position's results start (n + 1 of them)."""
        n, seg = self._results(views, dice)
        return self._res[:n].copy(), seg

    def step(self, views: np.ndarray, dice: np.ndarray) -> tuple[np.ndarray, ...]:
        """`results` and, for each result, whether its value is known exactly
        (finished game, bear-off race), that value (rows of outputs before
        `network.consistent`), and the row of its network inputs (-1 for
        exact ones) in the inputs returned: (results, offsets, exact, values,
        inputs, rows)."""
        n, seg = self._results(views, dice)
        m = finish(
            self.code,
            self._res,
            n,
            tables().arrays,
            self.chunks,
            self._exact,
            self._y,
            self._row,
            self._other,
            self._xs,
        )
        if m < 0:
            self._grow(self._buf.shape[1], 2 * n)
            return self.step(views, dice)
        return self._res[:n], seg, self._exact[:n], self._y[:n], self._xs[:m], self._row[:n]


def encode(views: np.ndarray, variant: Variant) -> np.ndarray:
    """`encoding.encode_views`, computed one view at a time."""
    return encode_many(VARIANT_CODE[variant], np.ascontiguousarray(views, dtype=np.int64))
