#!/usr/bin/env python3
"""Render the application icon PNGs from nardy_desktop/resources/icons/nardy-desktop.svg.

Usage (from the repository root, with the project's virtual environment)::

    python scripts/render_icons.py            # writes the PNGs: <N>x<N>/apps/ under hicolor/
    python scripts/render_icons.py --check    # exits 1 if a PNG is missing or of the wrong size

(hicolor/ is in nardy_desktop/resources/icons/, beside the SVG.)

The PNGs are drawn with PySide6 (QSvgRenderer onto a transparent QImage), so no
tool outside the project's own dependencies is needed. It runs headless: the
script sets QT_QPA_PLATFORM=offscreen unless a platform is already chosen.

The Windows .ico and macOS .icns are built from those PNGs with Pillow, which is
not a project dependency; use a throwaway environment outside the repository::

    python3 -m venv /tmp/iconvenv && /tmp/iconvenv/bin/pip install pillow
    /tmp/iconvenv/bin/python scripts/render_icons.py --ico-icns-only

(``--ico-icns-only`` imports only Pillow, not PySide6.) The .ico holds 16, 24,
32, 48, 64, 128 and 256 px images; the .icns holds 16 to 512 px and the 1024 px
"512@2x" image, taken from build/icons/nardy-desktop-1024.png, which the PNG step
writes too (build/ is not committed; without that file Pillow scales up the 512 px one).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "nardy_desktop" / "resources" / "icons"
SVG = ICONS / "nardy-desktop.svg"
NAME = "nardy-desktop"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512)
LARGE = 1024
LARGE_PNG = ROOT / "build" / "icons" / f"{NAME}-{LARGE}.png"


def png_path(size: int) -> Path:
    return ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"


def render_pngs(sizes: tuple[int, ...] = SIZES) -> list[Path]:
    """Render the SVG at each size (plus the uncommitted 1024 px one) and return the paths."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"cannot read {SVG}")
    written = []
    for size in (*sizes, LARGE):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        renderer.render(painter)
        painter.end()
        out = LARGE_PNG if size == LARGE else png_path(size)
        out.parent.mkdir(parents=True, exist_ok=True)
        if not image.convertToFormat(QImage.Format.Format_ARGB32).save(str(out), "PNG"):
            raise SystemExit(f"cannot write {out}")
        written.append(out)
    del app
    return written


def build_ico_icns() -> list[Path]:
    """Build the .ico and .icns from the rendered PNGs (needs Pillow)."""
    from PIL import Image

    images = {size: Image.open(png_path(size)).convert("RGBA") for size in SIZES}
    ico = ICONS / f"{NAME}.ico"
    largest = images[max(ICO_SIZES)]
    largest.save(
        ico,
        format="ICO",
        sizes=[(s, s) for s in ICO_SIZES],
        append_images=[images[s] for s in ICO_SIZES if s != max(ICO_SIZES)],
    )
    icns = ICONS / f"{NAME}.icns"
    extra = [images[s] for s in ICNS_SIZES if s != max(ICNS_SIZES)]
    if LARGE_PNG.exists():
        extra.append(Image.open(LARGE_PNG).convert("RGBA"))
    images[max(ICNS_SIZES)].save(icns, format="ICNS", append_images=extra)
    return [ico, icns]


def check() -> int:
    """Return 0 if every PNG exists with the right pixel size, else 1."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QImage

    bad = []
    for size in SIZES:
        path = png_path(size)
        image = QImage(str(path))
        if image.isNull() or image.width() != size or image.height() != size:
            bad.append(path)
    for path in bad:
        print(f"missing or wrong size: {path.relative_to(ROOT)}", file=sys.stderr)
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--check", action="store_true", help="only verify the PNGs")
    group.add_argument(
        "--ico-icns-only",
        action="store_true",
        help="only build the .ico and .icns from existing PNGs (needs Pillow)",
    )
    args = parser.parse_args(argv)
    if args.check:
        return check()
    paths = build_ico_icns() if args.ico_icns_only else render_pngs()
    for path in paths:
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
