"""The package as pip installs it (`pip install .`, `pipx install .`): a wheel built
from this tree, installed into a fresh virtual environment outside the checkout,
finds its own data (networks, rules, sounds, icons, catalogues) and plays, run from a
folder that is not the checkout.

Everything here runs offline, so the network cannot make it fail: the wheel is
built with this environment's setuptools (no build isolation) and installed with
pip's --no-index, and the game's dependencies are this environment's own installed
PySide6-Essentials, shiboken6 and numpy (the versions the rest of the suite runs
with), linked into a folder that the fresh environment's site-packages names. The
fresh environment sees those and nothing else of this one's packages.
"""

from __future__ import annotations

import email
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path

import pytest

from nardy_desktop.ai.levels import Level
from nardy_desktop.engine import Position, legal_turns

from tests.locations import ROOT

PACKAGE = "nardy-desktop"
# What a source distribution of the project holds: enough to build the wheel.
SOURCES = ("pyproject.toml", "README.md", "LICENSE", "nardy_desktop")
START = {
    "long": "long/0,0,0,0,0,0,0,0,0,0,0,-15,0,0,0,0,0,0,0,0,0,0,0,15/0,0/0,0/w",
    "backgammon": "backgammon/-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2/0,0/0,0/w",
}
# Files the game reads, as the package holds them.
DATA = [
    "resources/ai/long.npz",
    "resources/ai/backgammon.npz",
    "resources/ai/bearoff.npz",
    "resources/rules/long_fr.html",
    "resources/sounds/dice.wav",
    "resources/icons/hicolor/64x64/apps/nardy-desktop.png",
    "translations/nardy_ru.qm",
]

pytestmark = pytest.mark.slow


def _requirements(requires: list[str] | None) -> list[str]:
    """The names a distribution needs, leaving out those of its extras."""
    names = []
    for line in requires or []:
        if "extra ==" in line.partition(";")[2]:
            continue
        match = re.match(r"[A-Za-z0-9._-]+", line)
        assert match, line
        names.append(match.group(0))
    return names


def link_distribution(name: str, folder: Path) -> None:
    """Make the installed distribution `name` importable from `folder`: a link to
    each of its top-level files and folders (its RECORD), its metadata among them,
    so that pip and importlib.metadata find it installed there. Scripts (outside
    site-packages) are left out."""
    dist = metadata.distribution(name)
    tops = {f.parts[0] for f in dist.files or () if f.parts[0] != ".."}
    for top in tops:
        target = folder / top
        if not target.exists():
            target.symlink_to(Path(str(dist.locate_file(top))))


def build_wheel(folder: Path) -> Path:
    """The project's wheel, built from a copy of this tree's sources."""
    assert int(metadata.version("setuptools").split(".")[0]) >= 77, (
        "building the wheel needs setuptools 77 or later (the test extra: make venv)"
    )
    src = folder / "src"
    for name in SOURCES:
        if (ROOT / name).is_dir():
            ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
            shutil.copytree(ROOT / name, src / name, ignore=ignore)
        else:
            src.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, src / name)
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--no-cache-dir"]
    done = subprocess.run(
        [*pip, "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-w", folder, src],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    (wheel,) = folder.glob("nardy_desktop-*.whl")
    return wheel


def clean_env(home: Path) -> dict[str, str]:
    """A player's environment: a home of its own, no display, no sound device, and
    nothing that points Python at this checkout or its environment."""
    env = {
        "PATH": os.defpath,
        "LANG": "C.UTF-8",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_STATE_HOME": str(home / ".local" / "state"),
        "XDG_RUNTIME_DIR": str(home / "run"),
        "NARDY_DATA_DIR": str(home / "data"),
        "QT_QPA_PLATFORM": "offscreen",
        "NARDY_AUDIO_DEVICE": "nardy-test-no-such-device",
    }
    (home / "run").mkdir(parents=True, mode=0o700)
    return env


class Installed:
    """The fresh environment the wheel went into, and how to run things there."""

    def __init__(self, venv: Path, wheel: Path, home: Path) -> None:
        self.venv, self.wheel, self.home = venv, wheel, home
        self.env = clean_env(home)

    def run(self, program: str, *args: str, timeout: float = 300) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(self.venv / "bin" / program), *args],
            cwd=self.home,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=timeout,
        )


def wheel_requirements(wheel: Path) -> list[str]:
    """The names the built wheel says it needs (its METADATA's Requires-Dist)."""
    with zipfile.ZipFile(wheel) as whl:
        name = next(n for n in whl.namelist() if n.endswith(".dist-info/METADATA"))
        fields = email.message_from_bytes(whl.read(name))
    return _requirements(fields.get_all("Requires-Dist"))


def link_dependencies(names: list[str], folder: Path) -> list[str]:
    """Link every distribution that `names` need, theirs too, into `folder`."""
    done: list[str] = []
    names = list(names)
    while names:
        name = names.pop()
        key = re.sub(r"[-_.]+", "-", name).lower()
        if key not in done:
            done.append(key)
            link_distribution(name, folder)
            names += _requirements(metadata.requires(name))
    return done


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Iterator[Installed]:
    base = tmp_path_factory.mktemp("wheel")
    wheels = base / "wheels"
    wheels.mkdir()
    wheel = build_wheel(wheels)
    dependencies = base / "dependencies"
    dependencies.mkdir()
    link_dependencies(wheel_requirements(wheel), dependencies)
    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", venv], check=True)
    (site,) = venv.glob("lib/python*/site-packages")
    (site / "dependencies.pth").write_text(f"{dependencies}\n")
    # Without --no-deps: pip itself checks that the wheel's requirements are met there.
    done = subprocess.run(
        [
            *(sys.executable, "-m", "pip", "--disable-pip-version-check", "--no-cache-dir"),
            *("--python", venv / "bin" / "python", "install", "--no-index", "--no-compile"),
            wheel,
        ],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    home = base / "home"
    home.mkdir()
    yield Installed(venv, wheel, home)
    shutil.rmtree(base)


def test_the_wheel_holds_the_data_and_no_catalogue_sources(installed):
    with zipfile.ZipFile(installed.wheel) as whl:
        names = set(whl.namelist())
    assert {f"nardy_desktop/{name}" for name in DATA} <= names
    assert not [n for n in names if n.endswith(".ts") or n.startswith(("resources/", "tests/"))]


def test_the_installed_package_finds_its_data_outside_the_checkout(installed):
    script = (
        "import json, nardy_desktop\n"
        "from nardy_desktop.paths import package_path\n"
        "from nardy_desktop.ai.weights import resource_file\n"
        f"data = {DATA!r}\n"
        "print(json.dumps({'package': nardy_desktop.__file__,"
        " 'found': [package_path(*d.split('/')).is_file() for d in data],"
        " 'network': str(resource_file('long.npz')),"
        " 'network_found': resource_file('long.npz').is_file()}))\n"
    )
    done = installed.run("python", "-c", script)
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout)
    site = installed.venv.resolve()
    assert Path(seen["package"]).resolve().is_relative_to(site)
    assert not Path(seen["package"]).resolve().is_relative_to(ROOT)
    assert dict(zip(DATA, seen["found"], strict=True)) == dict.fromkeys(DATA, True)
    assert Path(seen["network"]).resolve().is_relative_to(site) and seen["network_found"]


def test_the_installed_command_says_its_version(installed):
    done = installed.run("nardy-desktop", "--version")
    assert done.returncode == 0, done.stderr
    version = installed.wheel.name.split("-")[1]
    assert done.stdout.strip() == f"nardy-desktop {version}"


@pytest.mark.parametrize("variant", sorted(START))
@pytest.mark.parametrize("level", [level.value for level in Level])
def test_the_installed_engine_plays_at_every_level(installed, variant, level):
    start = START[variant]
    best = ["-m", "nardy_desktop.engine", "best", start, "6", "5", "--level", level]
    done = installed.run("python", *best)
    assert done.returncode == 0, done.stderr
    turns = legal_turns(Position.from_text(start), (6, 5))
    (line,) = done.stdout.splitlines()
    assert line in {f"{t.text}\t{t.result.to_text()}" for t in turns}


def test_the_installed_game_plays_a_demo_match_to_its_end(installed):
    # Every level has played above; the quickest one plays the match.
    demo = ["--demo", "--quit-at-end", "--demo-length", "1", "--variant", "long"]
    demo += ["--demo-level", "intermediate"]
    done = installed.run("nardy-desktop", *demo, "--speed", "off", "--think-ms", "0")
    assert done.returncode == 0, done.stdout + done.stderr
    # What the game says on a machine without a display or a sound device, and
    # nothing else: a computer that cannot read its network would say so each turn.
    expected = ("This plugin does not support propagateSizeHints", "no audio device (")
    said = [line for line in done.stderr.splitlines() if not line.startswith(expected)]
    assert not said, done.stderr
    record = json.loads((installed.home / "data" / "demo" / "autosave.nardy").read_text())
    assert record["variant"] == "long" and max(record["score"]) >= record["length"] == 1
