"""Building and installing, checked without the long frozen build (make smoke and
.ci/run check the real one): the spec's filter leaves out GTK, Wayland and SVG
by name, the contents check refuses a build that holds them or outgrows its
target, `make run` installs only what playing needs, and the Debian package has
the usual layout."""

from __future__ import annotations

import ast
import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

from tests.locations import ROOT

SPEC = ROOT / "build_installer.spec"
PYSIDE = "_internal/PySide6/Qt"


def spec_filter():
    """The spec's `_keep`, with the constants it reads, run as the spec runs them."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    wanted = [
        node
        for node in tree.body
        if (isinstance(node, ast.FunctionDef) and node.name == "_keep")
        or (
            isinstance(node, ast.Assign)
            and all(isinstance(t, ast.Name) and t.id.isupper() for t in node.targets)
            and not any(isinstance(n, ast.Call) for n in ast.walk(node.value))
        )
    ]
    namespace: dict[str, object] = {}
    exec(compile(ast.Module(body=wanted, type_ignores=[]), str(SPEC), "exec"), namespace)
    return namespace["_keep"]


# Where PyInstaller puts what the build machine's libraries pull in.
UNUSED = [
    "_internal/libgtk-3.so.0",
    "_internal/libgdk-3.so.0",
    "_internal/libgdk_pixbuf-2.0.so.0",
    "_internal/libatk-bridge-2.0.so.0",
    "_internal/libatspi.so.0",
    "_internal/libepoxy.so.0",
    "_internal/libcairo-gobject.so.2",
    "_internal/libXi.so.6",
    "_internal/libXrandr.so.2",
    "_internal/libcups.so.2",
    "_internal/libwayland-client.so.0",
    "_internal/libwayland-cursor.so.0",
    "_internal/librsvg-2.so.2",
    "_internal/libasound.so.2",
    f"{PYSIDE}/lib/libQt6WaylandClient.so.6",
    f"{PYSIDE}/lib/libQt6Svg.so.6",
    f"{PYSIDE}/plugins/platforms/libqwayland-egl.so",
    f"{PYSIDE}/plugins/platformthemes/libqgtk3.so",
    f"{PYSIDE}/plugins/imageformats/libqsvg.so",
    f"{PYSIDE}/plugins/iconengines/libqsvgicon.so",
    f"{PYSIDE}/plugins/wayland-shell-integration/libxdg-shell.so",
]
NEEDED = [
    f"{PYSIDE}/lib/libQt6Core.so.6",
    f"{PYSIDE}/lib/libQt6Gui.so.6",
    f"{PYSIDE}/lib/libQt6Widgets.so.6",
    f"{PYSIDE}/lib/libQt6XcbQpa.so.6",
    f"{PYSIDE}/plugins/platforms/libqxcb.so",
    f"{PYSIDE}/plugins/platforms/libqoffscreen.so",
    f"{PYSIDE}/plugins/imageformats/libqico.so",
    "_internal/libxkbcommon.so.0",
    "_internal/libxkbcommon-x11.so.0",
    "_internal/libxcb-xfixes.so.0",
    "_internal/libxcb-cursor.so.0",
    "_internal/libffi.so.8",  # ctypes, which the sounds use
    "_internal/libglib-2.0.so.0",
    "_internal/nardy_desktop/resources/sounds/dice.wav",
    "_internal/nardy_desktop/resources/ai/backgammon.npz",
    "_internal/nardy_desktop/translations/nardy_fr.qm",
]


@pytest.mark.parametrize("path", UNUSED)
def test_the_spec_leaves_out_what_the_game_does_not_use(path):
    assert not spec_filter()(path)


@pytest.mark.parametrize("path", NEEDED)
def test_the_spec_keeps_what_the_game_needs(path):
    assert spec_filter()(path)


# What the contents check asks the build for: the package's data, where
# importlib.resources finds it.
PACKAGE_DATA = [
    "nardy_desktop/resources/sounds/dice.wav",
    "nardy_desktop/resources/rules/long_en.html",
    "nardy_desktop/resources/ai/long.npz",
    "nardy_desktop/translations/nardy_fr.qm",
]


def fake_bundle(folder: Path, names: list[str]) -> Path:
    bundle = folder / "nardy-desktop"
    for name in [*PACKAGE_DATA, *names]:
        path = bundle / "_internal" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"\x7fELF")
    return bundle


def check(bundle: Path, max_mib: int = 140) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["bash", str(ROOT / "scripts" / "check_frozen_contents.sh"), str(bundle), str(max_mib)],
        capture_output=True,
        text=True,
    )


def test_the_contents_check_passes_a_lean_build(tmp_path):
    out = check(fake_bundle(tmp_path, ["libQt6Core.so.6", "libxkbcommon.so.0"]))
    assert out.returncode == 0, out.stderr
    assert "MiB" in out.stdout


@pytest.mark.parametrize(
    "library",
    ["libgtk-3.so.0", "libgdk-3.so.0", "libwayland-client.so.0", "PySide6/Qt/lib/libQt6Svg.so.6"],
)
def test_the_contents_check_refuses_gtk_wayland_and_svg(tmp_path, library):
    out = check(fake_bundle(tmp_path, [library]))
    assert out.returncode == 1
    assert Path(library).name in out.stderr


def test_the_contents_check_refuses_a_build_over_its_size_target(tmp_path):
    bundle = fake_bundle(tmp_path, [])
    with open(bundle / "_internal" / "big.bin", "wb") as f:
        f.truncate(3 * 1024 * 1024)  # sparse: counted at its size, written in no time
    assert check(bundle, max_mib=2).returncode == 1
    assert check(bundle, max_mib=4).returncode == 0


@pytest.mark.parametrize("name", PACKAGE_DATA)
def test_the_contents_check_refuses_a_build_without_the_package_data(tmp_path, name):
    bundle = fake_bundle(tmp_path, [])
    (bundle / "_internal" / name).unlink()
    out = check(bundle)
    assert out.returncode == 1 and f"lacks {name}" in out.stderr


def make_dry_run(target: str, tmp_path: Path) -> str:
    out = subprocess.run(
        ["make", "-n", "-C", str(ROOT), target, f"VENV={tmp_path / 'venv'}"],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0, out.stderr
    return out.stdout


@pytest.mark.skipif(shutil.which("make") is None, reason="no make")
def test_make_run_installs_only_what_playing_needs(tmp_path):
    run = [line for line in make_dry_run("run", tmp_path).splitlines() if "pip install" in line]
    assert run and run[-1].endswith("pip install --quiet -e .")
    assert not any("[" in line for line in run)  # no extras: no pytest, ruff or PyInstaller
    test = make_dry_run("test", tmp_path)
    assert 'pip install --quiet -e ".[test,installer]"' in test


def test_the_readme_keeps_its_two_set_up_commands():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    setup = readme.split("## Set-up", 1)[1].split("\n## ", 1)[0]
    commands = [line.strip() for line in setup.splitlines() if line.startswith("    ")]
    assert commands == ["make run", "make test"]


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="not a Debian system")
def test_the_debian_package_has_the_usual_layout(tmp_path):
    bundle = tmp_path / "nardy-desktop"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "base_library.zip").write_bytes(b"zip")
    exe = bundle / "nardy-desktop"
    exe.write_text('#!/bin/sh\necho "nardy-desktop 1.2.3"\n', encoding="utf-8")
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    out = subprocess.run(
        ["bash", str(ROOT / "scripts" / "build_deb.sh"), str(bundle), str(tmp_path / "out")],
        capture_output=True,
        text=True,
        env=dict(os.environ),
    )
    assert out.returncode == 0, out.stderr
    arch = subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True
    ).stdout.strip()
    deb = tmp_path / "out" / f"nardy-desktop_1.2.3_{arch}.deb"
    assert deb.is_file()

    def field(name: str) -> str:
        return subprocess.run(
            ["dpkg-deb", "-f", str(deb), name], capture_output=True, text=True
        ).stdout.strip()

    assert field("Package") == "nardy-desktop"
    assert field("Version") == "1.2.3"
    assert field("Architecture") == arch
    assert field("Section") == "games"
    assert field("Recommends") == "libasound2"  # the sounds, which are not a must
    listing = subprocess.run(
        ["dpkg-deb", "-c", str(deb)], capture_output=True, text=True
    ).stdout.splitlines()
    entries = {line.split()[5].lstrip("."): line for line in listing}
    assert "/opt/nardy-desktop/nardy-desktop" in entries
    assert entries["/opt/nardy-desktop/nardy-desktop"].startswith("-rwx")
    assert "/opt/nardy-desktop/_internal/base_library.zip" in entries
    link = entries["/usr/bin/nardy-desktop"]
    assert link.startswith("l") and link.endswith("-> /opt/nardy-desktop/nardy-desktop")
    assert "/usr/share/applications/nardy-desktop.desktop" in entries
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert f"/usr/share/icons/hicolor/{size}x{size}/apps/nardy-desktop.png" in entries
    assert "/usr/share/icons/hicolor/scalable/apps/nardy-desktop.svg" in entries
    assert "/usr/share/doc/nardy-desktop/copyright" in entries
    assert all(" root/root " in line for line in listing)  # not the builder's own user
    # Nothing outside /opt/nardy-desktop and the usual places under /usr.
    allowed = ("/opt/nardy-desktop", "/usr/bin/nardy-desktop", "/usr/share/")
    assert all(path.startswith(allowed) or path in ("/", "/opt/", "/usr/", "/usr/bin/")
               for path in entries)  # fmt: skip


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="not a Debian system")
def test_a_build_that_does_not_know_its_version_is_not_packaged(tmp_path):
    bundle = tmp_path / "nardy-desktop"
    bundle.mkdir()
    exe = bundle / "nardy-desktop"
    exe.write_text('#!/bin/sh\necho "nardy-desktop 0+unknown"\n', encoding="utf-8")
    exe.chmod(0o755)
    out = subprocess.run(
        ["bash", str(ROOT / "scripts" / "build_deb.sh"), str(bundle), str(tmp_path / "out")],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 1 and "version" in out.stderr
    assert not list((tmp_path / "out").glob("*.deb"))
