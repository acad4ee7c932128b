"""Computer players: evaluation networks, search, bear-off tables, baselines."""

import os

# The networks multiply small matrices: BLAS threads only spin against each
# other (and against the user interface), so keep numpy single-threaded unless
# the user asked otherwise. This must happen before numpy is first imported.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("MKL_NUM_THREADS", "1")
