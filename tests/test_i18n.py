"""The translation machinery: complete catalogues, fresh .qm files, the language
chosen at start, and switching while widgets are open."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QVBoxLayout, QWidget

from nardy_desktop import i18n
from nardy_desktop.i18n import LANGUAGES, LanguageManager, system_default_language
from nardy_desktop.ui.common import retranslate

from tests.locations import ROOT

TS_DIR = ROOT / "nardy_desktop" / "translations"
NUMERUS_FORMS = {"fr": 2, "en": 2, "ru": 3}
# The offscreen platform says so whenever a window is shown; harmless.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def load_script():
    spec = importlib.util.spec_from_file_location(
        "update_translations", ROOT / "scripts" / "update_translations.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def messages(language: str):
    tree = ET.parse(TS_DIR / f"nardy_{language}.ts")
    assert tree.getroot().get("language") == language
    for context in tree.iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


# --- the catalogues -------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_is_finished(language: str) -> None:
    seen = 0
    for context, message in messages(language):
        seen += 1
        source = message.findtext("source")
        translation = message.find("translation")
        assert translation is not None, (context, source)
        assert translation.get("type") is None, (context, source, translation.get("type"))
        if message.get("numerus") == "yes":
            forms = [form.text or "" for form in translation.iter("numerusform")]
            assert len(forms) == NUMERUS_FORMS[language], (context, source, forms)
            assert all(form.strip() for form in forms), (context, source, forms)
            assert all("%n" in form for form in forms), (context, source, forms)
        else:
            assert (translation.text or "").strip(), (context, source)
    assert seen > 0


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_survive_translation(language: str) -> None:
    """A lost %1 or %n would show a wrong sentence or a raw marker to the player."""
    for context, message in messages(language):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        texts = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for marker in ("%1", "%2", "%3", "%n"):
            for text in texts:
                assert (marker in source) == (marker in text), (context, source, text)


def test_all_languages_hold_the_same_entries() -> None:
    keys = {
        language: sorted((c, m.findtext("source")) for c, m in messages(language))
        for language in LANGUAGES
    }
    assert keys["fr"] == keys["en"] == keys["ru"]


def test_catalogues_match_the_sources_and_qm_files_are_compiled() -> None:
    """The project's own check: lupdate finds nothing new or gone, lrelease nothing stale."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "update_translations.py"), "--check"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("language", LANGUAGES)
def test_qm_file_is_byte_identical_to_a_fresh_compile(language: str, tmp_path: Path) -> None:
    script = load_script()
    fresh = tmp_path / f"nardy_{language}.qm"
    script.lrelease(TS_DIR / f"nardy_{language}.ts", fresh)
    assert fresh.read_bytes() == (TS_DIR / f"nardy_{language}.qm").read_bytes()


def test_the_check_flags_unfinished_vanished_and_short_plurals(tmp_path: Path) -> None:
    broken = tmp_path / "nardy_ru.ts"
    broken.write_text(
        """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>X</name>
    <message><source>a</source><translation type="unfinished"></translation></message>
    <message><source>b</source><translation type="vanished">б</translation></message>
    <message numerus="yes"><source>%n c</source>
        <translation><numerusform>%n в</numerusform><numerusform>%n в</numerusform></translation>
    </message>
    <message><source>d</source><translation>г</translation></message>
</context>
</TS>
""",
        encoding="utf-8",
    )
    problems = load_script().catalogue_problems(broken, "ru")
    assert len(problems) == 3
    assert "'a' is unfinished" in problems[0]
    assert "'b' is vanished" in problems[1]
    assert "needs 3 filled plural forms" in problems[2]


def test_the_check_finds_a_text_missing_from_a_catalogue_and_a_stale_qm(tmp_path: Path) -> None:
    script = load_script()
    for f in TS_DIR.iterdir():
        shutil.copy(f, tmp_path / f.name)
    tree = ET.parse(tmp_path / "nardy_fr.ts")
    context = next(c for c in tree.iter("context") if c.findtext("name") == "LanguageMenu")
    context.remove(context.find("message"))
    with open(tmp_path / "nardy_fr.ts", "wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8")
    script.TS_DIR = tmp_path
    problems = script.check()
    assert any("new LanguageMenu: '&Language'" in p for p in problems), problems
    assert any("nardy_fr.qm is not compiled from the current nardy_fr.ts" in p for p in problems)
    assert not any("nardy_ru" in p for p in problems)


def test_the_update_keeps_translations_and_drops_vanished_entries(tmp_path: Path) -> None:
    script = load_script()
    ts_file = tmp_path / "nardy_fr.ts"
    shutil.copy(TS_DIR / "nardy_fr.ts", ts_file)
    tree = ET.parse(ts_file)
    context = next(tree.iter("context"))
    gone = ET.SubElement(context, "message")
    ET.SubElement(gone, "source").text = "A text no source file holds any more"
    ET.SubElement(gone, "translation").text = "Un texte disparu"
    tree.write(ts_file, encoding="utf-8")
    script.update_ts(ts_file, "fr")
    assert "Un texte disparu" not in ts_file.read_text(encoding="utf-8")
    assert ts_file.read_bytes() == (TS_DIR / "nardy_fr.ts").read_bytes()


# --- the language at start ------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("fr_FR", "fr"),
        ("fr_CA", "fr"),
        ("fr_BE", "fr"),
        ("ru_RU", "ru"),
        ("ru_UA", "ru"),
        ("en_US", "en"),
        ("en_GB", "en"),
        ("de_DE", "en"),
        ("uk_UA", "en"),
        ("C", "en"),
    ],
)
def test_system_default_language(name: str, expected: str) -> None:
    assert system_default_language(QLocale(name)) == expected


START_PROBE = """
import sys
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication
from nardy_desktop.i18n import LanguageManager
app = QApplication([])
manager = LanguageManager(app, QSettings(sys.argv[1], QSettings.Format.IniFormat))
manager.start()
print(manager.current)
print(QCoreApplication.translate("Texts", "The game is over."))
print(QCoreApplication.translate("QPlatformTheme", "Cancel"))
"""


def start_under(lang_env: str, settings_file: Path, **extra: str) -> list[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("LC_")}
    env.update(LANG=lang_env, LANGUAGE="", QT_QPA_PLATFORM="offscreen", **extra)
    done = subprocess.run(
        [sys.executable, "-c", START_PROBE, str(settings_file)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@pytest.mark.parametrize(
    ("lang_env", "expected"),
    [
        ("fr_FR.UTF-8", ["fr", "La partie est terminée.", "Annuler"]),
        ("ru_RU.UTF-8", ["ru", "Партия окончена.", "Отмена"]),
        ("de_DE.UTF-8", ["en", "The game is over.", "Cancel"]),
    ],
)
def test_first_start_follows_the_system_locale(
    lang_env: str, expected: list[str], tmp_path: Path
) -> None:
    assert start_under(lang_env, tmp_path / "settings.ini") == expected


def test_the_messages_locale_decides_over_lang(tmp_path: Path) -> None:
    """LC_MESSAGES says which language a person reads, even with LANG set otherwise."""
    got = start_under("en_US.UTF-8", tmp_path / "settings.ini", LC_MESSAGES="ru_RU.UTF-8")
    assert got[0] == "ru"


def test_a_remembered_choice_wins_over_the_system_locale(tmp_path: Path) -> None:
    settings_file = tmp_path / "settings.ini"
    settings = QSettings(str(settings_file), QSettings.Format.IniFormat)
    settings.setValue("language", "ru")
    settings.sync()
    assert start_under("fr_FR.UTF-8", settings_file)[0] == "ru"


# --- switching while running ----------------------------------------------------------


@pytest.fixture
def manager(qapp, tmp_path: Path):
    before = QLocale()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    manager = LanguageManager(qapp, settings)
    yield manager
    manager.shutdown()
    manager.deleteLater()
    QLocale.setDefault(before)


def tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("Texts", text, None, n)


def test_switching_changes_our_texts_and_qts_own(manager: LanguageManager, qtbot) -> None:
    with qtbot.waitSignal(manager.languageChanged) as changed:
        manager.set_language("fr")
    assert changed.args == ["fr"]
    assert manager.current == "fr"
    assert tr("The game is over.") == "La partie est terminée."
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annuler"
    manager.set_language("ru")
    assert tr("The game is over.") == "Партия окончена."
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Отмена"
    assert QLocale().language() == QLocale.Language.Russian
    manager.set_language("en")
    assert tr("The game is over.") == "The game is over."
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"


def test_plural_forms_follow_each_language(manager: LanguageManager) -> None:
    source = "White wins a gammon (%n point(s))."
    manager.set_language("ru")
    assert [tr(source, n).split("(")[1].replace("\u00a0", " ") for n in (1, 2, 5, 21, 22, 11)] == [
        "1 очко).",
        "2 очка).",
        "5 очков).",
        "21 очко).",
        "22 очка).",
        "11 очков).",
    ]
    manager.set_language("fr")
    assert [tr(source, n).split("(")[1] for n in (1, 2)] == ["1\u00a0point).", "2\u00a0points)."]
    manager.set_language("en")
    assert [tr(source, n).split("(")[1] for n in (1, 3)] == ["1 point).", "3 points)."]


def test_engine_and_file_messages_are_translated(manager: LanguageManager) -> None:
    from nardy_desktop.engine import Reason
    from nardy_desktop.storage.messages import problem_text
    from nardy_desktop.storage.record import Problem, RecordError
    from nardy_desktop.ui.common.texts import reason_text

    empty = RecordError(Problem.EMPTY, "0 bytes")
    manager.set_language("fr")
    assert problem_text(empty, "/tmp/a.nardy") == "Le fichier «\u00a0a.nardy\u00a0» est vide."
    assert reason_text(Reason.HEAD_RULE) == "Une seule dame peut quitter la tête à ce tour."
    manager.set_language("ru")
    assert problem_text(empty, "/tmp/a.nardy") == "Файл «a.nardy» пуст."
    assert reason_text(Reason.HEAD_RULE) == "За этот ход с головы можно снять только одну шашку."


def test_names_the_program_chose_follow_the_language(manager: LanguageManager) -> None:
    from nardy_desktop.i18n import retranslate_default_name

    defaults = ("Player", "Computer")
    manager.set_language("fr")
    assert retranslate_default_name("Player", "MainWindow", defaults) == "Joueur"
    assert retranslate_default_name("Компьютер", "MainWindow", defaults) == "Ordinateur"
    assert retranslate_default_name("Anna", "MainWindow", defaults) == "Anna"
    manager.set_language("ru")
    assert retranslate_default_name("Joueur", "MainWindow", defaults) == "Игрок"
    manager.set_language("en")
    assert retranslate_default_name("Ordinateur", "MainWindow", defaults) == "Computer"
    assert retranslate_default_name("Joueurx", "MainWindow", defaults) == "Joueurx"


def test_the_choice_is_remembered(manager: LanguageManager, qapp, tmp_path: Path) -> None:
    manager.set_language("ru")
    manager.shutdown()
    again = LanguageManager(
        qapp, QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    )
    try:
        assert again.start() == "ru"
        assert LanguageManager.instance() is again
        assert i18n.current_language() == "ru"
    finally:
        again.shutdown()
        again.deleteLater()


def test_an_unknown_language_is_refused_clearly(manager: LanguageManager) -> None:
    with pytest.raises(ValueError, match="unknown language 'de'"):
        manager.set_language("de")


class Panel(QWidget):
    """The pattern every window follows: texts set in retranslate_ui, registered with
    nardy_desktop.ui.common.retranslate, which calls it again after each switch."""

    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.buttons)
        retranslate.register(self, self.retranslate_ui)

    def retranslate_ui(self) -> None:
        self.label.setText(QCoreApplication.translate("Texts", "The game is over."))


def test_open_widgets_are_retranslated(manager: LanguageManager, qtbot) -> None:
    panel = Panel()
    qtbot.addWidget(panel)
    panel.show()
    cancel = panel.buttons.button(QDialogButtonBox.StandardButton.Cancel)
    assert panel.label.text() == "The game is over."
    assert cancel.text().replace("&", "") == "Cancel"
    manager.set_language("fr")
    qtbot.waitUntil(lambda: panel.label.text() == "La partie est terminée.")
    qtbot.waitUntil(lambda: cancel.text().replace("&", "") == "Annuler")
    manager.set_language("ru")
    qtbot.waitUntil(lambda: panel.label.text() == "Партия окончена.")
    qtbot.waitUntil(lambda: cancel.text().replace("&", "") == "Отмена")


def test_the_language_menu_switches_and_shows_the_current_choice(
    manager: LanguageManager, qtbot
) -> None:
    from nardy_desktop.ui.window.language_menu import LanguageMenu

    manager.set_language("en")
    host = QWidget()
    qtbot.addWidget(host)
    menu = LanguageMenu(manager, host)
    assert [a.text() for a in menu.actions()] == ["Français", "English", "Русский"]
    assert menu.action_for("en").isChecked()
    assert menu.title() == "&Language"
    menu.action_for("ru").trigger()
    assert manager.current == "ru"
    assert menu.action_for("ru").isChecked() and not menu.action_for("en").isChecked()
    assert manager.saved_language() == "ru"
    qtbot.waitUntil(lambda: menu.title() == "&Язык")
    menu.action_for("fr").trigger()
    qtbot.waitUntil(lambda: menu.title() == "&Langue")
    assert [a.text() for a in menu.actions()] == ["Français", "English", "Русский"]


# --- the sources ----------------------------------------------------------------------


def translation_calls():
    """Every tr() and translate() call in the program, with the class around it."""
    import ast

    for path in sorted((ROOT / "nardy_desktop").rglob("*.py")):
        if path.name == "i18n.py":
            continue  # the machinery translates texts found elsewhere, by design
        tree = ast.parse(path.read_text(encoding="utf-8"))
        stack: list[tuple[ast.AST, str | None]] = [(tree, None)]
        while stack:
            node, cls = stack.pop()
            if isinstance(node, ast.ClassDef):
                cls = node.name
            func = getattr(node, "func", None)
            if isinstance(func, ast.Attribute) and func.attr in ("tr", "translate"):
                yield path.relative_to(ROOT), node.lineno, node, cls
            stack.extend((child, cls) for child in ast.iter_child_nodes(node))


def is_text(node) -> bool:
    import ast

    return isinstance(node, ast.Constant) and isinstance(node.value, str)


def test_every_translated_text_in_the_sources_reaches_the_catalogue() -> None:
    """pyside6-lupdate silently skips calls it cannot read: a text held in a variable,
    a None disambiguation, a plural count that is not a number literal in translate().
    Such a text would stay in English, so each call is checked against the catalogue."""
    import ast

    catalogue = {}
    for context, message in messages("en"):
        catalogue[(context, message.findtext("source"))] = message.get("numerus") == "yes"
    problems = []
    for path, line, call, cls in translation_calls():
        where = f"{path}:{line}"
        if call.func.attr == "translate":
            if not (len(call.args) >= 2 and is_text(call.args[0]) and is_text(call.args[1])):
                problems.append(f"{where}: translate() needs a literal context and text")
                continue
            context, text = call.args[0].value, call.args[1].value
            extra = call.args[2:]
            if extra and not is_text(extra[0]):
                problems.append(f'{where}: write the disambiguation as a string (""), not None')
            if len(extra) >= 2 and not isinstance(extra[1], ast.Constant):
                problems.append(
                    f"{where}: lupdate reads a plural translate() only with a literal count; "
                    'use self.tr(text, "", n) in a QObject class'
                )
        else:
            if not call.args:
                continue
            if not is_text(call.args[0]):
                problems.append(f"{where}: tr() needs a literal text for lupdate to find it")
                continue
            if cls is None:
                continue  # tr() of another object (e.g. a QTranslator): not ours
            context, text = cls, call.args[0].value
        plural = (context, text) in catalogue and catalogue[(context, text)]
        if (context, text) not in catalogue:
            problems.append(f"{where}: [{context}] {text!r} is not in the catalogue")
        elif ("%n" in text) != plural:
            problems.append(f"{where}: [{context}] {text!r} has %n but is not a plural entry")
    assert problems == []
