"""Regulations: the choices the Laws leave to the regulating authority or the organiser.

A :class:`Regulations` value holds one event's settings, each with the Laws' default (or,
where the Laws name no value, the one most regulating authorities use). It is immutable;
:meth:`Regulations.replace` gives a changed copy.

>>> r = Regulations()
>>> r.artificial_percentages, r.artificial_imps
((60, 50, 40), (3, 0, -3))
>>> r.replace(neuberg=False).neuberg
False
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from bridgelaws.errors import refusal
from bridgelaws.scoring.methods import ButlerDatum, DatumRounding, MatchpointScale

__all__ = ["Regulations"]


@dataclass(frozen=True, slots=True)
class Regulations:
    """An event's regulations, as far as scoring goes.

    ``artificial_percentages``
        Law 12C2(a): average plus, average and average minus at pairs, as percentages of
        the board's top (at least 60, 50, at most 40).
    ``artificial_imps``
        Law 12C2(b): the same at IMPs (+3, 0, -3 unless the regulating authority says
        otherwise); fractions are allowed (Ruter gives +1.5 and -1.5 a comparison at
        summed cross-IMPs).
    ``session_percentage_rule``
        Law 12C2(c): a non-offending contestant above 60% on the session's other boards,
        or an offending one below 40%, gets its own percentage instead. At IMPs the
        equivalent is its own average per board when that is above +3 or below -3 IMPs.
    ``weighted_scores``
        Law 12C1(c) lets the director weight several results; an authority may forbid it.
    ``neuberg``
        Factor matchpoints up (Neuberg's formula) on boards with fewer results than
        expected; off, a board's matchpoints keep their own smaller top.
    ``butler_round_to``, ``butler_rounding``
        The Butler datum is rounded to a multiple of ``butler_round_to`` points (``None``:
        not rounded), a half by the rule ``butler_rounding`` names (scorers differ: Ruter
        rounds -85 to -90, others to -80).
    ``vp_decimals``
        Victory points to this many decimals on the WBF continuous scale (0 gives a
        whole-number scale).
    ``knockout``
        Law 12C4: in a knockout match, non-balancing scores on a board are averaged.
    ``cross_imps_average``
        Cross-IMPs per comparison (divided by the number of other results) rather than
        summed.
    ``sit_out``
        What a pair scores on a board it sat out against the phantom: ``"nothing"`` (the
        board does not count) or ``"average"`` (its own average on the boards it played: its
        percentage at matchpoints, its IMPs or points per board otherwise; Magic Contest and
        Ruter score a sit-out so).
    ``rank_by``
        How pairs are ranked at IMPs and total points: by their ``"total"``, or by their
        ``"mean"`` per board, when pairs play different numbers of boards (OKbridge ranks
        its cross-IMP pairs so). At matchpoints the percentage ranks either way.
    ``ranking``
        ``"auto"``: a list for North-South and one for East-West when every pair kept its
        direction (a Mitchell), else one list; ``"one"``: one list in any case, when pairs
        keep their direction but all compete together (cross-IMPs across sections).
    ``percentages``
        How a matchpoint score is shown as a percentage: ``"standard"`` (its matchpoints
        over the top) or ``"wignall"`` (Keith Wignall's formula: the score compared with
        every score of the board, its own included as a tie, so (2 x beaten + ties + 1) /
        (2 x results) on the international scale; a unique top of 10 results is 95%, not
        100%). A contestant's percentage is then its matchpoints plus one tie per board
        over its tops plus two ties per board. The matchpoints and the ranking's order on
        equal boards are the same either way.
    ``lead_restrictions``
        Law 26B: ``"prohibit"`` (2017: declarer may forbid one suit the offender did not
        specify) or ``"require-or-prohibit"`` (the 2007 Laws' choice, for events run
        under them).
    ``special_understandings``
        Law 40B: the partnership understandings the authority designates as special and
        regulates (e.g. ``"psych of an artificial opening"``). The engine keeps them for
        the director; it does not judge systems.
    """

    matchpoint_scale: MatchpointScale = MatchpointScale.INTERNATIONAL
    artificial_percentages: tuple[int, int, int] = (60, 50, 40)
    artificial_imps: tuple[int | Fraction, int | Fraction, int | Fraction] = (3, 0, -3)
    session_percentage_rule: bool = True
    weighted_scores: bool = True
    neuberg: bool = True
    butler_datum: ButlerDatum = ButlerDatum.MEAN_WITHOUT_EXTREMES
    butler_round_to: int | None = 10
    butler_rounding: DatumRounding = DatumRounding.HALF_UP
    cross_imps_average: bool = False
    sit_out: str = "nothing"
    rank_by: str = "total"
    ranking: str = "auto"
    vp_decimals: int = 2
    knockout: bool = False
    percentages: str = "standard"
    lead_restrictions: str = "prohibit"
    special_understandings: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        plus, average, minus = self.artificial_percentages
        if not 0 <= minus <= average <= plus <= 100:
            raise refusal("regulations.percentages", value=str(self.artificial_percentages))
        if self.lead_restrictions not in ("prohibit", "require-or-prohibit"):
            raise refusal("regulations.lead", value=repr(self.lead_restrictions))
        if self.sit_out not in ("nothing", "average"):
            raise refusal("regulations.sit-out", value=repr(self.sit_out))
        if self.rank_by not in ("total", "mean"):
            raise refusal("regulations.rank-by", value=repr(self.rank_by))
        if self.percentages not in ("standard", "wignall"):
            raise refusal("regulations.percentage-form", value=repr(self.percentages))
        if self.ranking not in ("auto", "one"):
            raise refusal("regulations.ranking", value=repr(self.ranking))
        if not 0 <= self.vp_decimals <= 6:
            raise refusal("regulations.vp-decimals", value=self.vp_decimals)

    def replace(self, **changes: Any) -> Regulations:
        """A copy with some settings changed."""
        return dataclasses.replace(self, **changes)
