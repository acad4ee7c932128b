"""Numbers written as the interface language writes them, everywhere they are shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from nardy_desktop.ui.analysis import analysis_texts as at
from nardy_desktop.ui.common import numbers


@pytest.fixture
def locale():
    before = QLocale()
    yield lambda name: QLocale.setDefault(QLocale(name))
    QLocale.setDefault(before)


@pytest.mark.parametrize(
    "name, decimal, signed, percent",
    [
        ("en", "7.7", "+0.61", "99.2%"),
        ("fr", "7,7", "+0,61", "99,2%"),
        ("ru", "7,7", "+0,61", "99,2%"),
    ],
)
def test_each_language_writes_its_own_decimal_separator(locale, name, decimal, signed, percent):
    locale(name)
    assert numbers.decimal(7.66, 1) == decimal
    assert numbers.decimal(1149.2, 1) == "1149" + decimal[1] + "2"
    assert numbers.signed(0.611, 2) == signed
    assert numbers.percent(0.9921) == percent
    assert at.mpt(7.66) == decimal
    assert at.signed(0.611) == signed
    assert at.percent(0.9921) == percent


@pytest.mark.parametrize("name", ["en", "fr", "ru"])
def test_no_minus_zero_and_a_sign_on_every_signed_number(locale, name):
    locale(name)
    assert numbers.decimal(-0.0004, 3) == numbers.decimal(0.0, 3)
    assert numbers.signed(-0.0004, 3).startswith("+")
    assert numbers.signed(-1.25, 2).startswith(QLocale().negativeSign())
    assert at.loss(0.0001) == numbers.decimal(0.0, 3)
