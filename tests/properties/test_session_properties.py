"""Hypothesis properties of session scoring: matchpoints add up, percentages of the two
directions make 100, ranks do not depend on the order results are entered, a session file
reads back what was written."""

from __future__ import annotations

import random
from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws.formats.sessionfile import read_session, write_session
from bridgelaws.scoring.methods import MatchpointScale
from bridgelaws.scoring.session import Artificial, Assigned, Played, Reason, Session, TableResult
from bridgelaws.scoring.sessionscore import score_session
from bridgelaws.values.calls import Contract, Risk
from bridgelaws.values.cards import Seat, Side, Strain
from bridgelaws.values.regulations import Regulations

seeds = st.integers(min_value=0, max_value=2**32 - 1)


def random_played(rng: random.Random) -> Played:
    if rng.random() < 0.05:
        return Played(None)
    level = rng.choice([1, 2, 3, 4, 4, 4, 5, 6])
    contract = Contract(level, Strain(rng.randrange(5)), Risk(rng.choice([0, 0, 0, 1, 2])),
                        Seat(rng.randrange(4)))
    tricks = max(0, min(13, level + 6 + rng.choice([-3, -2, -1, -1, 0, 0, 0, 0, 1, 1, 2])))
    return Played(contract, tricks)


def random_session(seed: int, *, adjusted: bool = True, boards: int = 3,
                   tables: int = 5) -> Session:
    """A Mitchell-like session: NS pairs 1..tables, EW 101..; some adjusted scores."""
    rng = random.Random(seed)
    session = Session()
    for board in range(1, boards + 1):
        for table in range(1, rng.randint(1, tables) + 1):
            roll = rng.random() if adjusted else 1.0
            outcome: object = random_played(rng)
            ew_outcome = None
            reason = None
            if roll < 0.08:
                outcome, ew_outcome = rng.choice([
                    (Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS),
                    (Artificial.AVERAGE_MINUS, Artificial.AVERAGE_PLUS),
                    (Artificial.AVERAGE, Artificial.AVERAGE)])
                reason = Reason("12C2(a)", "no result possible")
            elif roll < 0.16:
                w = Fraction(rng.randint(1, 9), 10)
                outcome = Assigned.weighted([(w, random_played(rng)), (1 - w, random_played(rng))])
                reason = Reason("12C1(c)", "weighted")
            elif roll < 0.20:
                outcome = Assigned.single(random_played(rng))
                ew_outcome = Assigned.single(random_played(rng))
                reason = Reason("12C1(e)", "split")
            assert isinstance(outcome, Played | Assigned | Artificial)
            session.add(TableResult(board, str(table), str(100 + table), outcome,
                                    ew_outcome, reason))
    return session


@settings(max_examples=150, deadline=None)
@given(seeds, st.sampled_from(list(MatchpointScale)))
def test_matchpoints_on_a_board_add_up_to_the_top_times_half_the_results(
        seed: int, scale: MatchpointScale) -> None:
    # without artificial scores or Neuberg, every comparison hands out exactly one top's
    # worth of matchpoints per two results, weighted or not
    session = random_session(seed, adjusted=False)
    session.regulations = Regulations(matchpoint_scale=scale, neuberg=False)
    for traveller in score_session(session, "mp").travellers:
        n = len(traveller.lines)
        beat = scale.value[0]
        for side in ("ns", "ew"):
            total = sum((getattr(line, side) for line in traveller.lines), Fraction(0))
            assert total == beat * (n - 1) * n / 2


@settings(max_examples=150, deadline=None)
@given(seeds)
def test_weighted_scores_keep_the_matchpoint_sum(seed: int) -> None:
    rng = random.Random(seed)
    session = Session(regulations=Regulations(neuberg=False))
    n = rng.randint(2, 7)
    for table in range(1, n + 1):
        w = Fraction(rng.randint(1, 9), 10)
        outcome: Played | Assigned = random_played(rng) if rng.random() < 0.6 else \
            Assigned.weighted([(w, random_played(rng)), (1 - w, random_played(rng))])
        session.add(TableResult(1, str(table), str(100 + table), outcome))
    traveller = score_session(session, "mp").travellers[0]
    assert sum((line.ns or Fraction(0) for line in traveller.lines), Fraction(0)) == n * (n - 1)


@settings(max_examples=150, deadline=None)
@given(seeds)
def test_percentages_of_ns_and_ew_on_a_board_make_100(seed: int) -> None:
    session = random_session(seed)
    for traveller in score_session(session, "mp").travellers:
        if any(line.result.is_split for line in traveller.lines):
            continue  # each direction is compared with its own side of a split score
        for line in traveller.lines:
            if isinstance(line.result.outcome, Artificial):
                continue  # 60/40 balance, but 12C2(c) may give either side its own figure
            ns, ew = line.percent(Side.NS), line.percent(Side.EW)
            assert ns is not None and ew is not None and ns + ew == 100


@settings(max_examples=100, deadline=None)
@given(seeds, seeds, st.sampled_from(["mp", "butler", "cross-imp"]))
def test_ranks_do_not_depend_on_the_order_of_the_results(seed: int, shuffle: int,
                                                         method: str) -> None:
    session = random_session(seed)
    again = Session()
    results = list(session.results)
    random.Random(shuffle).shuffle(results)
    for result in results:
        again.add(result)
    first = {(s.id, s.rank, s.total) for s in score_session(session, method).standings}
    second = {(s.id, s.rank, s.total) for s in score_session(again, method).standings}
    assert first == second


@settings(max_examples=100, deadline=None)
@given(seeds)
def test_butler_imps_of_the_two_directions_balance(seed: int) -> None:
    session = random_session(seed, adjusted=False)
    for traveller in score_session(session, "butler").travellers:
        for line in traveller.lines:
            assert line.ns == -line.ew  # type: ignore[operator]


@settings(max_examples=100, deadline=None)
@given(seeds)
def test_a_session_file_reads_back_what_was_written(seed: int) -> None:
    session = random_session(seed)
    text = write_session(session)
    again, problems = read_session(text)
    assert not problems, (problems, text)
    assert again.results == session.results
    assert write_session(again) == text
