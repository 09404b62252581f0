"""Doctests see the public API, as a user typing ``from bridgelaws import *`` would."""

from typing import Any

import pytest

import bridgelaws


@pytest.fixture(autouse=True)
def _public_api_in_doctests(doctest_namespace: dict[str, Any]) -> None:
    for name in bridgelaws.__all__:
        doctest_namespace[name] = getattr(bridgelaws, name)
