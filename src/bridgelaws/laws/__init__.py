"""The Laws by number: a checked clause index for each edition.

>>> from bridgelaws.laws import law
>>> print(law("50D2(a)").parent.summary)
offender's partner to lead
"""

from bridgelaws.laws.index import Clause, UnknownClauseError, clauses, law, parse

__all__ = ["Clause", "UnknownClauseError", "clauses", "law", "parse"]
