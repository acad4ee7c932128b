#!/usr/bin/env python3
"""Regenerate nardy_desktop/translations/nardy_{fr,en,ru}.ts from the sources, compile them to .qm.

    python scripts/update_translations.py           # update .ts (keeping translations), compile .qm
    python scripts/update_translations.py --check   # fail if anything is stale or unfinished

Strings that left the sources are dropped rather than kept as "vanished", so a
finished catalogue holds exactly what the program can show. The English catalogue
is an identity translation (the sources are English) except for plurals, whose
singular and plural forms are written by hand.
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = ROOT / "nardy_desktop"
TS_DIR = SOURCE_DIR / "translations"
LANGUAGES = ("fr", "en", "ru")
SOURCE_LANGUAGE = "en"
#: Plural forms Qt expects for each language (fr: 1 / many; ru: 1, 2-4, 5+).
NUMERUS_FORMS = {"fr": 2, "en": 2, "ru": 3}


def tool(name: str) -> str:
    """A Qt tool from the virtualenv that runs this script, else from PATH."""
    beside = Path(sys.executable).with_name(name)
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if not found:
        sys.exit(f"{name} not found: install PySide6 in this environment (make venv)")
    return found


def sources() -> list[Path]:
    return sorted(p for p in SOURCE_DIR.rglob("*.py") if "__pycache__" not in p.parts)


def ts_path(folder: Path, language: str) -> Path:
    return folder / f"nardy_{language}.ts"


def qm_path(folder: Path, language: str) -> Path:
    return folder / f"nardy_{language}.qm"


def run(args: list[str]) -> None:
    done = subprocess.run(args, capture_output=True, text=True, cwd=ROOT)
    if done.returncode != 0:
        sys.exit(f"{Path(args[0]).name} failed:\n{done.stdout}{done.stderr}")


def lupdate(ts_file: Path, language: str) -> None:
    files = [str(p.relative_to(ROOT)) for p in sources()]
    run(
        [tool("pyside6-lupdate"), "-silent", "-locations", "none", "-no-obsolete"]
        + ["-source-language", SOURCE_LANGUAGE, "-target-language", language]
        + files
        + ["-ts", str(ts_file)]
    )


def lrelease(ts_file: Path, qm_file: Path) -> None:
    run([tool("pyside6-lrelease"), "-silent", str(ts_file), "-qm", str(qm_file)])


def fill_english_identity(ts_file: Path) -> int:
    """Mark every unfinished English singular message as translated by itself.

    Written back through lupdate afterwards, which restores its own layout."""
    tree = ET.parse(ts_file)
    filled = 0
    for message in tree.iter("message"):
        translation = message.find("translation")
        if message.get("numerus") == "yes" or translation is None:
            continue
        if translation.get("type") == "unfinished":
            translation.text = message.findtext("source")
            del translation.attrib["type"]
            filled += 1
    if filled:
        with open(ts_file, "wb") as out:
            out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
            tree.write(out, encoding="utf-8", xml_declaration=False)
    return filled


def update_ts(ts_file: Path, language: str) -> None:
    lupdate(ts_file, language)
    if language == SOURCE_LANGUAGE and fill_english_identity(ts_file):
        lupdate(ts_file, language)


def entries(ts_file: Path) -> set[tuple[str, str]]:
    tree = ET.parse(ts_file)
    return {
        (context.findtext("name") or "", message.findtext("source") or "")
        for context in tree.iter("context")
        for message in context.iter("message")
    }


def catalogue_problems(ts_file: Path, language: str) -> list[str]:
    """Entries a player would see untranslated, or that should not be there."""
    problems = []
    tree = ET.parse(ts_file)
    for context in tree.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            where = f"{ts_file.name}: [{name}] {source!r}"
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "missing"
            if kind:
                problems.append(f"{where} is {kind}")
                continue
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in translation.iter("numerusform")]
                wanted = NUMERUS_FORMS[language]
                if len(forms) != wanted or not all(f.strip() for f in forms):
                    problems.append(f"{where} needs {wanted} filled plural forms, has {forms}")
            elif not (translation.text or "").strip():
                problems.append(f"{where} has an empty translation")
    return problems


def check() -> list[str]:
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp_dir = Path(tmp)
        for language in LANGUAGES:
            ts_file = ts_path(TS_DIR, language)
            if not ts_file.exists():
                problems.append(f"{ts_file.relative_to(ROOT)} is missing")
                continue
            problems += catalogue_problems(ts_file, language)
            fresh = ts_path(tmp_dir, language)
            shutil.copy(ts_file, fresh)
            update_ts(fresh, language)
            if fresh.read_bytes() != ts_file.read_bytes():
                before, after = entries(ts_file), entries(fresh)
                changes = [f"new {c}: {s!r}" for c, s in sorted(after - before)]
                changes += [f"gone {c}: {s!r}" for c, s in sorted(before - after)]
                problems.append(
                    f"{ts_file.name} does not match the sources; run this script without "
                    f"--check: {'; '.join(changes) or 'entries changed'}"
                )
            compiled = qm_path(tmp_dir, language)
            lrelease(ts_file, compiled)
            qm_file = qm_path(TS_DIR, language)
            if not qm_file.exists() or not filecmp.cmp(compiled, qm_file, shallow=False):
                problems.append(f"{qm_file.name} is not compiled from the current {ts_file.name}")
    return problems


def update() -> list[str]:
    TS_DIR.mkdir(exist_ok=True)
    for language in LANGUAGES:
        ts_file = ts_path(TS_DIR, language)
        update_ts(ts_file, language)
        lrelease(ts_file, qm_path(TS_DIR, language))
    return [
        p for language in LANGUAGES for p in catalogue_problems(ts_path(TS_DIR, language), language)
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check", action="store_true", help="change nothing; fail if stale or unfinished"
    )
    args = parser.parse_args(argv)
    if args.check:
        problems = check()
        for line in problems:
            print(line)
        print("translations: OK" if not problems else f"translations: {len(problems)} problem(s)")
        return 1 if problems else 0
    unfinished = update()
    for line in unfinished:
        print(line)
    print(
        f"updated {', '.join(f'nardy_{lang}.ts/.qm' for lang in LANGUAGES)}; "
        f"{len(unfinished)} entr{'y' if len(unfinished) == 1 else 'ies'} left to translate"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
