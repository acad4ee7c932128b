"""The wide view (see `encoding`) as the kernels read it: the variants' codes,
the flip from one side's view to the other's, and the opponent's route."""

from __future__ import annotations

import numpy as np

from nardy_desktop.ai.encoding import _BG_FLIP, _LONG_FLIP, _SIGN
from nardy_desktop.ai.fastplay.compiler import constant
from nardy_desktop.engine import Variant
from nardy_desktop.engine.route import ROUTE as _ROUTE
from nardy_desktop.engine.route import ROUTE_INDEX as _ROUTE_INDEX

LONG, BACKGAMMON = 0, 1
VARIANT_CODE = {Variant.LONG: LONG, Variant.BACKGAMMON: BACKGAMMON}
INPUTS = {LONG: 260, BACKGAMMON: 248}

FLIPS = constant(np.stack([_LONG_FLIP, _BG_FLIP]).astype(np.int64))
SIGNS = constant(_SIGN.astype(np.int64))
ROUTE = constant(np.array(_ROUTE, dtype=np.int64))
ROUTE_INDEX = constant(np.array(_ROUTE_INDEX, dtype=np.int64))
