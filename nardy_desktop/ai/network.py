"""The evaluation network: one hidden layer of sigmoid units, sigmoid outputs.

Outputs are probabilities for the side to move. Backgammon: win, win a gammon
or better, win a backgammon, lose a gammon or worse, lose a backgammon. Long
nardy: win, win a mars, lose a mars. `flip_outputs` turns one side's outputs
into the other side's, which is how a position with the opponent to move is
scored for the player who just moved.
"""

from __future__ import annotations

import json
import os
import zipfile
from pathlib import Path
from typing import Any

import numpy as np

from nardy_desktop.engine import Variant

OUTPUTS = {Variant.BACKGAMMON: 5, Variant.LONG: 3}
# Output k of the other side is output _FLIP[k] of this side (1 - it for "win").
_FLIP = {Variant.BACKGAMMON: np.array([0, 3, 4, 1, 2]), Variant.LONG: np.array([0, 2, 1])}


def flip_outputs(y: np.ndarray, variant: Variant) -> np.ndarray:
    """Outputs of the other side from outputs of this side (rows are positions)."""
    out = y[..., _FLIP[variant]].copy()
    out[..., 0] = 1.0 - out[..., 0]
    return out


def equity(y: np.ndarray, variant: Variant) -> np.ndarray:
    """Expected points for the side to move (a plain money-style equity: the
    score of the match is not taken into account)."""
    win = y[..., 0]
    if variant is Variant.BACKGAMMON:
        return 2.0 * win - 1.0 + y[..., 1] - y[..., 3] + y[..., 2] - y[..., 4]
    return 2.0 * win - 1.0 + y[..., 1] - y[..., 2]


def consistent(y: np.ndarray, variant: Variant) -> np.ndarray:
    """Clamp outputs so that the larger wins never exceed the smaller ones."""
    y = np.clip(y, 0.0, 1.0)
    win = y[..., 0]
    y[..., 1] = np.minimum(y[..., 1], win)
    if variant is Variant.BACKGAMMON:
        y[..., 2] = np.minimum(y[..., 2], y[..., 1])
        y[..., 3] = np.minimum(y[..., 3], 1.0 - win)
        y[..., 4] = np.minimum(y[..., 4], y[..., 3])
    else:
        y[..., 2] = np.minimum(y[..., 2], 1.0 - win)
    return y


def _sigmoid(x: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
    """1 / (1 + exp(-x)), x clipped to +-40, in one array (`out`, which may be
    x itself): the same floats as the plain formula, at a third of the time
    on the thousands of rows that training and lookahead score at once.
    Only the lower bound needs applying: above 40, exp(-x) is below half a
    unit in the last place of 1, so the sum is 1.0 exactly either way."""
    out = np.maximum(x, -40.0, out=out)
    np.negative(out, out=out)
    np.exp(out, out=out)
    out += 1.0
    return np.divide(1.0, out, out=out)


class Network:
    """Weights and the forward pass; training lives in `train.py`."""

    def __init__(
        self,
        variant: Variant,
        w1: np.ndarray,
        b1: np.ndarray,
        w2: np.ndarray,
        b2: np.ndarray,
        meta: dict[str, Any] | None = None,
    ) -> None:
        self.variant = variant
        self.w1 = w1  # (hidden, inputs)
        self.b1 = b1  # (hidden,)
        self.w2 = w2  # (outputs, hidden)
        self.b2 = b2  # (outputs,)
        self.meta = dict(meta or {})

    @classmethod
    def random(cls, variant: Variant, inputs: int, hidden: int, seed: int) -> Network:
        rng = np.random.default_rng(seed)
        outs = OUTPUTS[variant]
        w1 = rng.normal(0.0, 1.0 / np.sqrt(inputs), (hidden, inputs))
        w2 = rng.normal(0.0, 1.0 / np.sqrt(hidden), (outs, hidden))
        return cls(variant, w1, np.zeros(hidden), w2, np.zeros(outs))

    @property
    def inputs(self) -> int:
        return self.w1.shape[1]

    @property
    def hidden(self) -> int:
        return self.w1.shape[0]

    def hidden_out(self, x: np.ndarray) -> np.ndarray:
        # In place: a batch's hidden layer is megabytes, each new one a trip to memory.
        h = x @ self.w1.T
        h += self.b1
        return _sigmoid(h, out=h)

    def outputs(self, h: np.ndarray) -> np.ndarray:
        """Outputs from the hidden layer `hidden_out` gave (fits keep both)."""
        return _sigmoid(h @ self.w2.T + self.b2)

    def forward(self, x: np.ndarray) -> np.ndarray:
        """Outputs for a batch of inputs (rows), for each row's side to move."""
        return self.outputs(self.hidden_out(x))

    def copy(self) -> Network:
        """The same network with weights (and meta) of its own, for a fit to change."""
        return Network(
            self.variant,
            self.w1.copy(),
            self.b1.copy(),
            self.w2.copy(),
            self.b2.copy(),
            dict(self.meta),
        )

    # ----- files ------------------------------------------------------------
    def save(self, path: str | Path, precise: bool = False) -> None:
        """Write the weights atomically (a half-written file never replaces a good
        one). Checkpoints keep float64 so that training resumes exactly; shipped
        weights are float32, which is all inference needs."""
        path = Path(path)
        tmp = path.with_name(path.name + ".tmp.npz")
        dtype = np.float64 if precise else np.float32
        meta = json.dumps({**self.meta, "variant": self.variant.value}).encode()
        np.savez_compressed(
            tmp,
            w1=self.w1.astype(dtype),
            b1=self.b1.astype(dtype),
            w2=self.w2.astype(dtype),
            b2=self.b2.astype(dtype),
            meta=np.frombuffer(meta, dtype=np.uint8),
        )
        os.replace(tmp, path)

    @classmethod
    def load(cls, path: str | Path) -> Network:
        """The network saved at `path`; WeightsError, saying what is wrong,
        when the file is missing, unreadable or not a network's weights."""
        try:
            # Our own file object: numpy leaves its own open when the archive is cut short.
            with open(path, "rb") as f, np.load(f, allow_pickle=False) as data:
                meta = json.loads(bytes(data["meta"]).decode())
                variant = Variant(meta["variant"])
                net = cls(
                    variant,
                    data["w1"].astype(np.float64),
                    data["b1"].astype(np.float64),
                    data["w2"].astype(np.float64),
                    data["b2"].astype(np.float64),
                    meta,
                )
        except OSError as e:
            raise WeightsError(f"cannot read {path}: {e.strerror or e}") from e
        except (ValueError, KeyError, TypeError, EOFError, zipfile.BadZipFile) as e:
            raise WeightsError(f"{path} is not a file of network weights") from e
        hidden = net.w1.shape[0] if net.w1.ndim == 2 else 0
        if (
            hidden == 0
            or net.b1.shape != (hidden,)
            or net.w2.shape != (OUTPUTS[variant], hidden)
            or net.b2.shape != (OUTPUTS[variant],)
        ):
            raise WeightsError(f"{path} holds weights of inconsistent shapes")
        return net


def load_weights(path: str | Path, variant: Variant) -> Network:
    """`Network.load`, with another game's weights refused the same way
    (WeightsError) as a file that is not weights at all."""
    net = Network.load(path)
    if net.variant is not variant:
        raise WeightsError(f"{path} holds {net.variant.value} weights")
    return net


class WeightsError(ValueError):
    """A weights file that cannot be used, with a message fit to show as is."""
