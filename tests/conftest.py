import gc
import logging
import os
import sys
import tempfile
from collections import Counter
from pathlib import Path

# Compiled modules kept for the whole run, outside the tree: a machine that
# sets PYTHONDONTWRITEBYTECODE would otherwise compile the package again in each
# of the hundred-odd game processes the tests start (0.4 s each here).
_PYCACHE = Path(tempfile.gettempdir()) / f"nardy-tests-pycache-{getattr(os, 'getuid', int)()}"
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
os.environ["PYTHONPYCACHEPREFIX"] = str(_PYCACHE)
sys.dont_write_bytecode = False
sys.pycache_prefix = str(_PYCACHE)

import pytest  # noqa: E402  (after the bytecode settings, so that it is kept too)
from hypothesis import HealthCheck, settings  # noqa: E402

# numpy on one thread, as the program keeps it (nardy_desktop/ai/__init__.py sets
# this before numpy is first imported): a test module that imports numpy before
# the package would otherwise give the whole worker a BLAS thread per core, and
# those threads spin against the other workers (ten times slower products here).
import nardy_desktop.ai  # noqa: F401, E402  (before numpy, whatever a test imports)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Nothing a test runs may write into the user's own folders (Qt's file dialogs
# keep their history in ~/.config, the program its data in ~/.local/share):
# the whole run, and every process it starts, gets a home of its own.
TEST_HOME = Path(tempfile.mkdtemp(prefix="nardy-tests-home-"))
os.environ["HOME"] = str(TEST_HOME)
for _var, _sub in (
    ("XDG_CONFIG_HOME", ".config"),
    ("XDG_DATA_HOME", ".local/share"),
    ("XDG_CACHE_HOME", ".cache"),
    ("XDG_STATE_HOME", ".local/state"),
):
    os.environ[_var] = str(TEST_HOME / _sub)


# One Hypothesis profile for every property test. No deadline and no "too slow"
# health check: the machines that run the suite are shared, so an example's time
# says nothing (speed is measured by benchmarks/). A test asks for more or fewer
# examples with @settings(max_examples=N) and keeps the rest of the profile.
# HYPOTHESIS_PROFILE=ci (.ci/run) draws the same examples on every run.
settings.register_profile("default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile(
    "ci", settings.get_profile("default"), derandomize=True, database=None, print_blob=True
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture(scope="session", autouse=True)
def _collect_on_the_main_thread(qapp):
    """As the program does (nardy_desktop/ui/common/collector.py): no worker thread
    ever destroys the Qt objects of a test's window."""
    from nardy_desktop.ui.common.collector import MainThreadCollector

    collector = MainThreadCollector(qapp)
    yield
    collector.stop()


def pytest_collection_modifyitems(config, items):
    """The files with the most slow tests first, each file's tests still together
    and in order: the workers (-n, --dist loadfile) take files in this order, so
    the long ones start at once and the short ones fill the end, instead of one
    worker finishing a long file alone while the others wait."""
    slow = Counter(item.path for item in items if item.get_closest_marker("slow"))
    items.sort(key=lambda item: -slow[item.path])


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    """After each test, once pytest has let go of its fixtures, collect on the main
    thread what it left in cycles; then freeze what is still alive (modules, caches),
    so that the next collection walks only what later tests make. A full collection
    of everything after every test took a third of the suite's time."""
    yield
    gc.collect()
    gc.freeze()


class _Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture(autouse=True)
def board_errors():
    """The errors the board view logs. It logs one when its picture at rest is not
    the game's position (and shows the game again): a test where that happens
    fails, so that no broken animation hides behind the repair. A test that
    makes it happen on purpose takes the records and clears them."""
    handler = _Records()
    logger = logging.getLogger("nardy_desktop.ui.board.board_view")
    logger.addHandler(handler)
    yield handler.records
    logger.removeHandler(handler)
    if handler.records:
        pytest.fail("the board logged: " + "; ".join(r.getMessage() for r in handler.records))


@pytest.fixture(autouse=True)
def _shipped_networks_after():
    """A test that plays with other weights (a judge's network, a training
    checkpoint) leaves the next test the networks it found."""
    from nardy_desktop.ai.evaluate import networks_kept

    with networks_kept():
        yield


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path_factory, monkeypatch):
    """Each test has a data folder and a settings file of its own (a test may
    set others): no lock, autosave or setting is shared between tests."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("NARDY_DATA_DIR", str(folder))
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(folder / "settings.ini"))


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    """The main window with its file side (`keep_files`: MatchFiles as `window.files`), the
    computer playing at random at once, its data and settings in tmp_path."""
    monkeypatch.setenv("NARDY_DESKTOP_SETTINGS", str(tmp_path / "settings.ini"))
    monkeypatch.setenv("NARDY_DATA_DIR", str(tmp_path / "data"))
    from PySide6.QtWidgets import QMessageBox

    from tests.helpers import playing_window

    w = playing_window(qtbot)
    yield w
    w.controller.shutdown()
    for box in w.findChildren(QMessageBox):
        box.done(0)
