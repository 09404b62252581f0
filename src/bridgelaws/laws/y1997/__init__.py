"""The 1997 Laws: the rule functions whose rulings differ from 2017's.

Each module replaces :func:`~bridgelaws.laws.editions.per_edition` rule functions of the
2017 module with the same number for boards played under
:data:`~bridgelaws.laws.editions.LAWS_1997`; importing this package registers them.
"""

from bridgelaws.laws.y1997 import (
    law24,
    law25,
    law26,
    law27,
    law29_32,
    law36_39,
    law41,
    law45_46,
    law47,
    law48_52,
    law53_56,
    law57_60,
    law61_63,
    law64,
    law65_67,
    law68_69,
)

__all__ = [
    "law24",
    "law25",
    "law26",
    "law27",
    "law29_32",
    "law36_39",
    "law41",
    "law45_46",
    "law47",
    "law48_52",
    "law53_56",
    "law57_60",
    "law61_63",
    "law64",
    "law65_67",
    "law68_69",
]
