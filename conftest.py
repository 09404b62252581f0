"""Doctests see the public API, as a user typing ``from bridgelaws import *`` would."""

from typing import Any

import pytest

import bridgelaws


@pytest.fixture(autouse=True)
def _public_api_in_doctests(doctest_namespace: dict[str, Any]) -> None:
    for name in bridgelaws.__all__:
        doctest_namespace[name] = getattr(bridgelaws, name)


@pytest.fixture(autouse=True)
def _english_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """The command line follows LANG and LC_MESSAGES: tests see the C locale (English)
    whatever the machine's, unless a test sets its own."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
