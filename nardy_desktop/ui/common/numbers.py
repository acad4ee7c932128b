"""Numbers as the interface language writes them ("+0,983" and "99,2%" in French
and Russian, "+0.983" in English): one place, so that no panel, table or export
writes a decimal point where the language wants a comma."""

from __future__ import annotations

from PySide6.QtCore import QLocale


def decimal(value: float, places: int) -> str:
    """`value` rounded to `places` decimals, never "-0.0", and without a thousands
    separator (figures sit in columns and beside the text interface's)."""
    locale = QLocale()
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    text = locale.toString(float(value), "f", places)
    minus = locale.negativeSign()
    if text.startswith(minus) and not any(c in "123456789" for c in text):
        text = text[len(minus) :]
    return text


def signed(value: float, places: int) -> str:
    """With its sign always written: "+0.61", "-1.25", "+0.00"."""
    text = decimal(value, places)
    return text if text.startswith(QLocale().negativeSign()) else "+" + text


def percent(chance: float, places: int = 1) -> str:
    """A chance (0 to 1) in percent: "99.2%"."""
    return decimal(100 * chance, places) + "%"


__all__ = ["decimal", "percent", "signed"]
