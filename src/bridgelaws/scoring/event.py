"""An event of several sessions: each scored on its own, then added up, with any score
carried over from an earlier stage.

:func:`score_event` takes the scored sessions in order and gives each contestant its
score in every session, its carry-over, and the cumulative total, with a percentage at
matchpoints (all matchpoints over all tops, so a session with more boards weighs more)
and a rank. Contestants are matched across sessions by their number or name.

>>> from bridgelaws.scoring.session import Played, Session, TableResult
>>> from bridgelaws.scoring.sessionscore import score_session
>>> def session(first, second):
...     s = Session()
...     s.add(TableResult(1, "1", "2", Played.parse(first)))
...     s.add(TableResult(1, "3", "4", Played.parse(second)))
...     return score_session(s, "mp")
>>> event = score_event([session("4S N =", "4S N +1"), session("3NT N +1", "3NT N =")])
>>> [(st.id, [str(s.total) for s in st.sessions if s], str(st.percent)) for st in event.standings]
[('1', ['0', '2'], '50'), ('2', ['2', '0'], '50'), ('3', ['2', '0'], '50'), ('4', ['0', '2'], '50')]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from bridgelaws.parsing import natural_key
from bridgelaws.scoring.session import Contestant
from bridgelaws.scoring.sessionscore import Method, SessionScore, Standing, rank_labels

__all__ = ["EventScore", "EventStanding", "score_event"]


@dataclass(frozen=True, slots=True)
class EventStanding:
    """A contestant's place in the event: its standing in each session (``None`` where it
    did not play), its carry-over, and the cumulative ``total`` (carry-over included),
    boards, top and percentage (matchpoints)."""

    rank: str
    contestant: Contestant
    sessions: tuple[Standing | None, ...]
    carry: Fraction
    total: Fraction
    boards: int
    top: Fraction | None = None
    percent: Fraction | None = None

    @property
    def id(self) -> str:
        return self.contestant.id


@dataclass(frozen=True)
class EventScore:
    """The sessions of an event and the cumulative standings."""

    method: Method
    sessions: tuple[SessionScore, ...]
    standings: tuple[EventStanding, ...]
    carry_over: Mapping[str, Fraction]

    def standing(self, contestant: str) -> EventStanding:
        for standing in self.standings:
            if standing.id == contestant:
                return standing
        raise KeyError(contestant)


def score_event(sessions: Sequence[SessionScore],
                carry_over: Mapping[str, Fraction] | None = None) -> EventScore:
    """Add up ``sessions`` (scored by one method), with ``carry_over`` (in the unit of the
    totals: matchpoints, IMPs, points or VPs) added to each contestant's total.

    At matchpoints the cumulative percentage is the matchpoints (after penalties, with the
    carry-over) over the sum of the tops of the boards played, and it ranks; otherwise the
    total ranks (or the mean per board, when the last session's regulations rank by it).
    """
    if not sessions:
        raise ValueError("an event has at least one session")
    method = sessions[0].method
    if any(s.method is not method for s in sessions):
        raise ValueError("every session of an event is scored by the same method")
    carry = dict(carry_over or {})
    ids: dict[str, Contestant] = {}
    for score in sessions:
        for st in score.standings:
            known = ids.get(st.id)
            if known is None or (not known.names and not known.name):
                ids[st.id] = st.contestant
    for ident in carry:
        ids.setdefault(ident, Contestant(ident))
    by_mean = sessions[-1].session.regulations.rank_by == "mean" and \
        method is not Method.MATCHPOINTS
    rows = []
    for ident, contestant in ids.items():
        per = tuple(_find(score, ident) for score in sessions)
        played = [st for st in per if st is not None]
        extra = Fraction(carry.get(ident, 0))
        total = sum((st.total for st in played), Fraction(0)) + extra
        boards = sum(st.boards for st in played)
        top = percent = None
        if method is Method.MATCHPOINTS:
            top = sum((st.top or Fraction(0) for st in played), Fraction(0))
            percent = total * 100 / top if top else Fraction(50)
        key = percent if percent is not None else (
            total / boards if by_mean and boards else total)
        rows.append((key, ident, contestant, per, extra, total, boards, top, percent))
    ranks = rank_labels([(r[0], r[1]) for r in rows])
    standings = [EventStanding(ranks[ident], contestant, per, extra, total, boards, top, percent)
                 for _, ident, contestant, per, extra, total, boards, top, percent in rows]
    standings.sort(key=lambda s: (int(s.rank.rstrip("=")), natural_key(s.id)))
    return EventScore(method, tuple(sessions), tuple(standings), carry)


def _find(score: SessionScore, ident: str) -> Standing | None:
    for st in score.standings:
        if st.id == ident:
            return st
    return None
