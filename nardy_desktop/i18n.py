"""The interface language: which catalogues are loaded, and switching them while playing.

Qt does the heavy lifting: installing or removing a QTranslator makes it send
QEvent.LanguageChange to every window, and whatever shows texts (a widget, a helper
object, a scene item) has them rebuilt then by the function it registered with
``nardy_desktop.ui.common.retranslate``. This module only decides which catalogues to load,
remembers the choice, and says which language it switched to with ``languageChanged``.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

import shiboken6
from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QObject,
    QSettings,
    QTranslator,
    Signal,
)

from nardy_desktop.paths import translations_path
from nardy_desktop.placeholders import fill
from nardy_desktop.settings_store import Setting, choice, open_settings, read

# Language codes in menu order, with the name each language gives itself.
LANGUAGES: dict[str, str] = {"fr": "Français", "en": "English", "ru": "Русский"}
DEFAULT_LANGUAGE = "en"
SETTINGS_KEY = "language"
LANGUAGE: Setting[str | None] = Setting(SETTINGS_KEY, None, choice(tuple(LANGUAGES)))
CATALOGUE_PREFIX = "nardy_"


# Qt's own catalogues (6.x) lack these texts of its file dialog (their accelerators
# changed); our catalogue supplies them so the dialog reads in one language.
QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)


def system_default_language(locale: QLocale | None = None) -> str:
    """French for fr_*, Russian for ru_*, English for everything else."""
    locale = QLocale.system() if locale is None else locale
    match locale.language():
        case QLocale.Language.French:
            return "fr"
        case QLocale.Language.Russian:
            return "ru"
        case _:
            return DEFAULT_LANGUAGE


def translations_dir() -> Path:
    """Where nardy_<lang>.qm live, from the source tree and from a PyInstaller bundle."""
    return translations_path()


def qt_translations_dirs() -> list[Path]:
    """Where Qt's own qtbase_<lang>.qm may be: Qt's install, then our own folder (a
    bundle may copy the two we need next to ours)."""
    folders = [Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        folders.append(Path(bundle) / "PySide6" / "Qt" / "translations")
    folders.append(translations_dir())
    return folders


class LanguageManager(QObject):
    """Owns the application's two translators (ours and Qt's qtbase) and swaps them.

    Create one per application, before the main window, and call ``start()``.
    """

    languageChanged = Signal(str)

    _instance: LanguageManager | None = None

    def __init__(
        self,
        app: QCoreApplication | None = None,
        settings: QSettings | None = None,
        parent: QObject | None = None,
    ) -> None:
        app = app or QCoreApplication.instance()
        if app is None:
            raise RuntimeError("LanguageManager needs a QApplication")
        super().__init__(parent if parent is not None else app)
        self._app = app
        if settings is None:
            settings = open_settings()  # honours NARDY_DESKTOP_SETTINGS
        self._settings = settings
        self._ours: QTranslator | None = None
        self._qt: QTranslator | None = None
        self._current = ""
        LanguageManager._instance = self

    @classmethod
    def instance(cls) -> LanguageManager | None:
        """The application's manager, for code that needs the language (rules text)."""
        manager = cls._instance
        return manager if manager is not None and shiboken6.isValid(manager) else None

    @property
    def current(self) -> str:
        return self._current or DEFAULT_LANGUAGE

    def saved_language(self) -> str | None:
        return read(self._settings, LANGUAGE)

    def start(self) -> str:
        """Apply the remembered language, or on a first start the system's."""
        language = self.saved_language() or system_default_language()
        self.set_language(language, remember=False)
        return language

    def set_language(self, language: str, remember: bool = True) -> None:
        if language not in LANGUAGES:
            raise ValueError(f"unknown language {language!r}; expected one of {list(LANGUAGES)}")
        if remember:
            self._settings.setValue(SETTINGS_KEY, language)
            self._settings.sync()
        if language == self._current:
            return
        self._remove_translators()
        QLocale.setDefault(QLocale(language))
        self._ours = self._load(f"{CATALOGUE_PREFIX}{language}", [translations_dir()])
        if language != "en":
            self._qt = self._load(f"qtbase_{language}", qt_translations_dirs())
        self._current = language
        self.languageChanged.emit(language)

    def shutdown(self) -> None:
        """Unload both catalogues (the interface falls back to English)."""
        self._remove_translators()
        self._current = ""

    def _load(self, name: str, folders: list[Path]) -> QTranslator | None:
        # A missing catalogue must not stop the game: the interface stays in English.
        for folder in folders:
            translator = QTranslator(self)
            if translator.load(name, str(folder)):
                self._app.installTranslator(translator)
                return translator
            translator.deleteLater()
        return None

    def _remove_translators(self) -> None:
        for translator in (self._ours, self._qt):
            if translator is not None:
                self._app.removeTranslator(translator)
                translator.deleteLater()
        self._ours = self._qt = None


def current_language() -> str:
    """The interface language, also when no manager exists (tools, tests)."""
    manager = LanguageManager.instance()
    return manager.current if manager is not None else system_default_language()


_catalogues: dict[str, QTranslator] = {}


def text_in(language: str, context: str, source: str) -> str:
    """A text as one language's catalogue gives it, whatever language is showing."""
    translator = _catalogues.get(language)
    if translator is None:
        translator = QTranslator()
        translator.load(f"{CATALOGUE_PREFIX}{language}", str(translations_dir()))
        _catalogues[language] = translator
    return translator.translate(context, source) or source


def retranslate_default_name(name: str, context: str, sources: Iterable[str]) -> str:
    """A name the program chose itself ("Player", "Computer") in any language, given in the
    current one; a name a person typed is theirs and comes back unchanged. A source may
    hold %1 for a seat's number: "Player %1" also finds "Joueur 2" and gives "Игрок 2"."""
    for source in sources:
        for text in (source, *(text_in(lang, context, source) for lang in LANGUAGES)):
            if "%1" not in source:
                if name == text:
                    return QCoreApplication.translate(context, source)
                continue
            before, _, after = text.partition("%1")
            number = name[len(before) : len(name) - len(after)]
            if (
                name.startswith(before)
                and name.endswith(after)
                and number.isascii()
                and number.isdecimal()
            ):
                return fill(QCoreApplication.translate(context, source), number)
    return name
