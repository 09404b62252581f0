"""The one number parser every reader uses (bridgelaws.parsing): ASCII digits, bounded."""

from __future__ import annotations

from fractions import Fraction

import pytest

from bridgelaws.parsing import (
    MAX_NUMBER,
    NumberError,
    natural_key,
    read_fraction,
    read_number,
    shown,
    whole_number,
)


@pytest.mark.parametrize(("text", "value"), [("0", 0), ("7", 7), ("007", 7),
                                              (str(MAX_NUMBER), MAX_NUMBER)])
def test_whole_numbers_in_ascii_digits(text: str, value: int) -> None:
    assert read_number(text) == value and whole_number(f" {text} ") == value


@pytest.mark.parametrize("text", ["", " 7", "7 ", "+7", "-7", "1_0", "1e3", "0x1f", "²", "٣",
                                  "７", "1.0", "seven"])
def test_anything_else_is_not_a_number(text: str) -> None:
    with pytest.raises(NumberError) as info:
        read_number(text, "a board number")
    assert str(info.value) == f"expected a board number, not {text!r}"
    assert not info.value.out_of_range and info.value.text == text
    assert whole_number(text) is None or text.strip() != text


def test_fuzz_A_5000_digits_are_refused_without_converting_them() -> None:
    """Fuzz item A: int() refuses more than 4,300 digits with an error no reader expects."""
    for text in ["9" * 5000, "1" + "0" * 4999, "0" * 4990 + "1" * 10]:
        with pytest.raises(NumberError) as info:
            read_number(text, "a board number")
        assert info.value.out_of_range and isinstance(info.value, ValueError)
        assert str(info.value) == (f"{shown(text)} is too large for a board number: the most "
                                   f"is {MAX_NUMBER}")
        assert whole_number(text) is None
    assert read_number("0" * 5000 + "12") == 12  # leading zeros are only zeros


def test_bounds_and_signs() -> None:
    assert read_number("13", maximum=13) == 13
    with pytest.raises(NumberError, match="'14' is too large for tricks: the most is 13"):
        read_number("14", "tricks", maximum=13)
    with pytest.raises(NumberError, match="'0' is too small for a board: the least is 1"):
        read_number("0", "a board", minimum=1)
    assert read_number("-3", signed=True, minimum=-5) == -3
    assert read_number("+3", signed=True) == 3
    with pytest.raises(NumberError, match="too small"):
        read_number("-" + "9" * 5000, "a score", signed=True, minimum=-7600, maximum=7600)
    with pytest.raises(NumberError, match="expected a score"):
        read_number("--3", "a score", signed=True, minimum=-9)


def test_fractions() -> None:
    assert read_fraction("2/3") == Fraction(2, 3)
    assert read_fraction("0.6") == read_fraction(".6") == Fraction(3, 5)
    assert read_fraction("25") == 25
    for text, message in [("1/0", "'1/0' divides by zero: it is not a weight"),
                          ("1.2.3", "expected a weight, not '1.2.3'"),
                          ("1e5", "expected a weight, not '1e5'"),
                          ("0.1234567891", "has more decimals than a weight may have"),
                          ("9" * 5000 + "/2", "is too large for a weight"),
                          ("1." + "9" * 5000, "has more decimals than a weight may have")]:
        with pytest.raises(NumberError, match=message.replace(".", r"\.")):
            read_fraction(text, "a weight")


def test_long_text_is_shortened_in_messages() -> None:
    assert shown("12") == "'12'"
    assert shown("x" * 5000) == "'" + "x" * 20 + "…' (5000 characters)"


def test_natural_order_without_converting_digit_runs() -> None:
    ids = ["10", "2", "A10", "A2", "02", "9" * 5000, "²", "B"]
    assert sorted(ids, key=natural_key) == ["02", "2", "10", "9" * 5000, "A2", "A10", "B", "²"]
