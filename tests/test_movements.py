"""Movements: Mitchell and Howell built and validated, the movement file, the validator's
reports, and team pairings (round robin and Swiss)."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Sequence
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws.formats.movementfile import MovementError, read_movement, write_movement
from bridgelaws.scoring.movements import (
    Encounter,
    Movement,
    format_boards,
    howell,
    mitchell,
    round_robin,
    swiss_pairing,
    validate,
)

# --- Mitchell -----------------------------------------------------------------------


@pytest.mark.parametrize("tables", range(1, 16))
def test_every_mitchell_validates(tables: int) -> None:
    m = mitchell(tables)
    assert validate(m, meetings="ns-ew") == []
    assert m.tables == tables
    assert m.rounds == (tables if tables % 2 else tables - 1)


@pytest.mark.parametrize("tables", range(1, 16))
def test_curtailed_mitchells_validate(tables: int) -> None:
    top = tables if tables % 2 else tables - 1
    for rounds in range(1, top + 1):
        m = mitchell(tables, 3, rounds)
        assert validate(m, meetings="ns-ew") == [], (tables, rounds)
        assert m.rounds == rounds
        assert len(m.encounters) == tables * rounds


def test_mitchell_pair_ids() -> None:
    m = mitchell(5)
    assert m.pairs == tuple(str(p) for p in range(1, 11))
    for e in m.encounters:
        assert e.ns == str(e.table)  # North-South pairs are stationary
    assert [(e.ns, e.ew) for e in m.in_round(1)] == [("1", "6"), ("2", "7"), ("3", "8"),
                                                    ("4", "9"), ("5", "10")]


def test_three_table_mitchell_by_hand() -> None:
    # Round 1: table t has NS pair t, EW pair 3 + t and boards 2t-1, 2t:
    #   table 1: 1 v 4, boards 1-2; table 2: 2 v 5, boards 3-4; table 3: 3 v 6, boards 5-6.
    # Then EW pairs move up one table (6 goes from table 3 to table 1) and boards move down
    # one table (table 2's boards 3-4 go to table 1, table 1's boards 1-2 go to table 3).
    m = mitchell(3)
    rows = [(e.round, e.table, e.ns, e.ew, e.boards) for e in m.encounters]
    assert rows == [
        (1, 1, "1", "4", (1, 2)), (1, 2, "2", "5", (3, 4)), (1, 3, "3", "6", (5, 6)),
        (2, 1, "1", "6", (3, 4)), (2, 2, "2", "4", (5, 6)), (2, 3, "3", "5", (1, 2)),
        (3, 1, "1", "5", (5, 6)), (3, 2, "2", "6", (1, 2)), (3, 3, "3", "4", (3, 4)),
    ]


@pytest.mark.parametrize("tables", [1, 3, 5, 7, 9, 11, 13, 15])
def test_odd_mitchell_is_complete(tables: int) -> None:
    m = mitchell(tables, 2)
    for pair in m.pairs:
        played = [b for e in m.for_pair(pair) for b in e.boards]
        assert sorted(played) == list(range(1, 2 * tables + 1))
    meetings = {(e.ns, e.ew) for e in m.encounters}
    ns = [str(t) for t in range(1, tables + 1)]
    ew = [str(tables + t) for t in range(1, tables + 1)]
    assert meetings == set(itertools.product(ns, ew))


def test_skip_mitchell() -> None:
    # 4 tables: EW pairs move up one table after rounds 1 and 2, then two (the skip).
    m = mitchell(4, 1)
    assert m.name == "skip Mitchell: 4 tables, 3 rounds of 1 board"
    assert [e.table for e in m.for_pair("5")] == [1, 2, 4]
    assert [e.boards for e in m.for_pair("5")] == [(1,), (3,), (2,)]
    # every board is played by three different pairs in each direction, each once
    assert Counter(b for e in m.encounters for b in e.boards) == {1: 3, 2: 3, 3: 3, 4: 3}


def test_skip_mitchell_revenge_round() -> None:
    m = mitchell(4, rounds=4)
    assert validate(m) == []  # nobody plays a board twice
    assert validate(m, meetings="ns-ew") == [
        f"pairs {t} and {t + 4} meet twice: round 1 at table {t} and round 4 at table {t}"
        for t in range(1, 5)
    ]


def test_mitchell_without_the_skip_replays_boards() -> None:
    n = 4
    plain = Movement("plain 4-table Mitchell", tuple(
        Encounter(r + 1, t + 1, str(t + 1), str(n + (t - r) % n + 1),
                  (2 * ((t + r) % n) + 1, 2 * ((t + r) % n) + 2))
        for r in range(n) for t in range(n)))
    problems = validate(plain, meetings="ns-ew")
    assert "pair 5 plays boards 1-2 twice: round 1 at table 1 and round 3 at table 3" in problems
    assert all("twice" in p and p.startswith("pair ") for p in problems)
    assert len(problems) == 8  # each EW pair meets its first boards again, and its second


def test_mitchell_arguments() -> None:
    with pytest.raises(ValueError, match="1 to 200 tables"):
        mitchell(0)
    with pytest.raises(ValueError, match="1 to 5 rounds, not 6"):
        mitchell(5, rounds=6)
    with pytest.raises(ValueError, match="1 to 4 rounds, not 0"):
        mitchell(4, rounds=0)
    with pytest.raises(ValueError, match="boards per round"):
        mitchell(3, 0)
    one = mitchell(1, 3)
    assert one.encounters == (Encounter(1, 1, "1", "2", (1, 2, 3)),)


# --- Howell -------------------------------------------------------------------------


@pytest.mark.parametrize("tables", range(2, 9))
def test_every_howell_validates(tables: int) -> None:
    h = howell(tables, 3)
    assert validate(h, meetings="all") == []
    pairs = 2 * tables
    assert h.pairs == tuple(str(p) for p in range(1, pairs + 1))
    assert h.rounds == pairs - 1
    assert h.tables == tables
    assert len(h.boards) == 3 * (pairs - 1)
    for pair in h.pairs:  # every pair plays every board exactly once
        assert sorted(b for e in h.for_pair(pair) for b in e.boards) == list(h.boards)
    counts = Counter(b for e in h.encounters for b in e.boards)
    assert set(counts.values()) == {tables}


@pytest.mark.parametrize("tables", range(2, 9))
def test_howell_directions(tables: int) -> None:
    h = howell(tables)
    stationary = str(2 * tables)
    assert all(e.ns == stationary and e.table == 1 for e in h.for_pair(stationary))
    for pair in h.pairs:
        if pair != stationary:
            north_south = sum(e.ns == pair for e in h.for_pair(pair))
            assert north_south == tables - 1  # and East-West in the other `tables` rounds


@pytest.mark.parametrize("tables", range(4, 9))
def test_howell_boards_at_one_table_a_round(tables: int) -> None:
    h = howell(tables)
    assert not h.shared
    for r in range(1, h.rounds + 1):
        sets = [e.boards for e in h.in_round(r)]
        assert len(set(sets)) == tables


@pytest.mark.parametrize("tables", [2, 3])
def test_small_howells_share_boards(tables: int) -> None:
    # No Room square of side 3 or 5 exists: with 2 or 3 tables, some round has a board at
    # more than one table. The movement says so, and the validator without the mark sees it.
    h = howell(tables)
    assert h.shared
    unmarked = Movement(h.name, h.encounters)
    assert validate(unmarked)[0] == "round 1: boards 1-2 are at table 1 and at table 2"
    assert validate(unmarked, meetings="all") == validate(unmarked)


@pytest.mark.parametrize("tables", [2, 3])
def test_small_howells_cannot_avoid_sharing(tables: int) -> None:
    # Exhaustive search: no way to give each table of each round its own board set so
    # that every pair plays every set once. (All round robins of 4 or 6 pairs are the
    # same up to renaming, so trying this one schedule settles it.)
    h = howell(tables)
    rounds = [[e.pairs for e in h.in_round(r)] for r in range(1, h.rounds + 1)]
    sets = range(h.rounds)

    def fill(r: int, played: dict[str, set[int]]) -> bool:
        if r == len(rounds):
            return True
        for choice in itertools.permutations(sets, tables):
            if all(s not in played[p] for (ns, ew), s in zip(rounds[r], choice, strict=True)
                   for p in (ns, ew)):
                after = {p: set(v) for p, v in played.items()}
                for (ns, ew), s in zip(rounds[r], choice, strict=True):
                    after[ns].add(s)
                    after[ew].add(s)
                if fill(r + 1, after):
                    return True
        return False

    assert not fill(0, {p: set() for p in h.pairs})


def test_howell_arguments() -> None:
    for tables in (0, 1, 9):
        with pytest.raises(ValueError, match="2 to 8 tables"):
            howell(tables)


# --- The validator ------------------------------------------------------------------


def _movement(*rows: tuple[int, int, str, str, tuple[int, ...]]) -> Movement:
    return Movement("test", tuple(Encounter(*row) for row in rows))


def test_validator_pair_plays_a_board_twice() -> None:
    m = _movement((1, 1, "1", "2", (1, 2)), (1, 2, "3", "4", (3, 4)),
                  (2, 1, "1", "4", (5, 6)), (2, 2, "3", "2", (7, 8)))
    assert validate(m) == []
    bad = _movement((1, 1, "1", "2", (1, 2)), (1, 2, "3", "4", (3, 4)),
                    (2, 1, "1", "4", (1, 2)), (2, 2, "3", "2", (3, 4)))
    assert validate(bad) == [
        "pair 1 plays boards 1-2 twice: round 1 at table 1 and round 2 at table 1",
        "pair 3 plays boards 3-4 twice: round 1 at table 2 and round 2 at table 2",
    ]
    one = _movement((1, 1, "1", "2", (1, 2)), (2, 1, "1", "3", (2, 3)))
    assert "pair 1 plays board 2 twice: round 1 at table 1 and round 2 at table 1" in (
        validate(one))


def test_validator_board_at_two_tables() -> None:
    bad = _movement((1, 1, "1", "2", (1, 2)), (1, 2, "3", "4", (2, 3)))
    assert validate(bad) == [
        "round 1: board 2 is at table 1 and at table 2",
        "board 2 is played 2 times, most boards 1 time",
    ]
    shared = Movement("shared", bad.encounters, shared=True)
    assert validate(shared) == ["board 2 is played 2 times, most boards 1 time"]


def test_validator_pair_at_two_tables_and_against_itself() -> None:
    bad = _movement((1, 1, "1", "2", (1,)), (1, 2, "2", "3", (2,)),
                    (1, 3, "4", "4", (3,)), (1, 3, "5", "6", (4,)))
    assert validate(bad) == [
        "round 1: pair 2 is at table 1 and at table 2",
        "round 1, table 3: pair 4 plays against itself",
        "round 1: table 3 is given twice",
    ]


def test_validator_unequal_board_counts() -> None:
    full = mitchell(3)  # every board three times
    one_short = Movement("short", tuple(
        Encounter(1, 3, "3", "6", (5,)) if (e.round, e.table) == (1, 3) else e
        for e in full.encounters))
    assert validate(one_short) == ["board 6 is played 2 times, most boards 3 times"]
    less = Movement("less", tuple(e for e in one_short.encounters
                                  if (e.round, e.table) != (2, 1)))
    assert validate(less) == ["boards 3-4,6 are played 2 times, most boards 3 times"]


def test_validator_howell_meetings() -> None:
    m = _movement((1, 1, "1", "2", (1,)), (1, 2, "3", "4", (2,)),
                  (2, 1, "1", "3", (3,)), (2, 2, "2", "4", (4,)),
                  (3, 1, "1", "2", (5,)), (3, 2, "3", "4", (6,)))
    assert validate(m) == []
    assert validate(m, meetings="all") == [
        "pairs 1 and 2 meet twice: round 1 at table 1 and round 3 at table 1",
        "pairs 3 and 4 meet twice: round 1 at table 2 and round 3 at table 2",
        "pairs 1 and 4 never meet",
        "pairs 2 and 3 never meet",
    ]


def test_validator_howell_missing_a_round() -> None:
    h = howell(4)
    short = Movement("short", tuple(e for e in h.encounters if e.round < 7))
    problems = validate(short, meetings="all")
    lost = {frozenset(e.pairs) for e in h.in_round(7)}
    never = {frozenset(p.split()[1:4:2]) for p in problems if p.endswith("never meet")}
    assert never == lost
    # round 7's four board sets are now played three times (most boards), the others four
    early = [b for b in h.boards if b not in {b for e in h.in_round(7) for b in e.boards}]
    assert f"boards {format_boards(early)} are played 4 times, most boards 3 times" in problems
    assert len(problems) == 5


def test_validator_ns_ew_directions() -> None:
    m = _movement((1, 1, "1", "3", (1,)), (1, 2, "2", "4", (2,)),
                  (2, 1, "1", "4", (3,)), (2, 2, "3", "2", (4,)))
    assert validate(m, meetings="ns-ew") == [
        "pair 2 sits North-South (round 1, table 2) and East-West (round 2, table 2)",
        "pair 3 sits North-South (round 2, table 2) and East-West (round 1, table 1)",
    ]
    with pytest.raises(ValueError, match="meetings"):
        validate(m, meetings="some")  # type: ignore[arg-type]
    assert validate(Movement("empty", ())) == ["the movement has no encounters"]


# --- Movement and Encounter ---------------------------------------------------------


def test_lookups() -> None:
    m = mitchell(3)
    assert m.plays("6", 3) == Encounter(2, 1, "1", "6", (3, 4))
    assert m.plays("6", 4) is m.plays("1", 4)
    assert m.plays("6", 7) is None
    assert m.plays("99", 1) is None
    assert [e.round for e in m.for_pair("4")] == [1, 2, 3]
    assert m.for_pair("99") == ()
    assert m.at(3, 2) == Encounter(3, 2, "2", "6", (1, 2))
    assert m.at(4, 1) is None
    assert m.in_round(9) == ()
    first = m.at(1, 1)
    assert first is not None and first.opponent("4") == "1" and first.pairs == ("1", "4")
    with pytest.raises(ValueError, match="does not play"):
        Encounter(1, 1, "1", "2", (1,)).opponent("3")


def test_movement_is_sorted_equal_and_hashable() -> None:
    a, b = Encounter(2, 1, "1", "2", (1,)), Encounter(1, 1, "1", "2", (2,))
    m = Movement("x", (a, b))
    assert m.encounters == (b, a)
    n = Movement("x", (b, a))
    assert m.plays("1", 1) == a  # builds the cached lookup on m only
    assert m == n and hash(m) == hash(n)
    assert len({m, n}) == 1


def test_pairs_sort_naturally() -> None:
    m = _movement((1, 1, "10", "2", (1,)), (1, 2, "A10", "A2", (2,)), (1, 3, "1", "B", (3,)))
    assert m.pairs == ("1", "2", "10", "A2", "A10", "B")


@pytest.mark.parametrize(("args", "message"), [
    ((0, 1, "1", "2", (1,)), "rounds are numbered from 1"),
    ((1, 0, "1", "2", (1,)), "tables are numbered from 1"),
    ((1, 1, "1 2", "3", (1,)), "pair id"),
    ((1, 1, "", "3", (1,)), "pair id"),
    ((1, 1, "1", "2", ()), "no boards"),
    ((1, 1, "1", "2", (0,)), "boards are numbered from 1"),
    ((1, 1, "1", "2", (3, 3)), "board 3 is listed twice"),
])
def test_encounter_checks(args: tuple[int, int, str, str, tuple[int, ...]],
                          message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Encounter(*args)


# --- The movement file --------------------------------------------------------------

SAMPLE = """\
# A 3-table Mitchell, two boards a round
movement "Tuesday \\"club\\" # 1"

# round table NS EW boards
1 1 1 4 1-2
1 2 2 5 3,4      # a list is fine too
1 3 3 6 5-6
"""


def test_read_sample() -> None:
    m = read_movement(SAMPLE, "tuesday.mov")
    assert m.name == 'Tuesday "club" # 1'
    assert m.encounters == mitchell(3, rounds=1).encounters
    assert read_movement(SAMPLE.replace("\n", "\r\n")) == m
    assert read_movement("\ufeff" + SAMPLE) == m


def test_boards_text() -> None:
    assert format_boards((1, 2, 3, 7, 9, 10)) == "1-3,7,9-10"
    assert format_boards((5, 3, 4)) == "5,3-4"
    assert format_boards((4, 3, 5)) == "4,3,5"
    text = 'movement "b"\n1 1 1 2 1-3,7,12-12,5\n'
    assert read_movement(text).encounters[0].boards == (1, 2, 3, 7, 12, 5)


@pytest.mark.parametrize("movement", [
    *(mitchell(t, b) for t in range(1, 10) for b in (1, 3)),
    *(howell(t, 2) for t in range(2, 9)),
    mitchell(6, rounds=6),
])
def test_round_trip(movement: Movement) -> None:
    text = write_movement(movement)
    assert read_movement(text) == movement
    assert write_movement(read_movement(text)) == text


pair_ids = st.text(alphabet="0123456789ABCab-_./", min_size=1, max_size=4)
names = st.text(st.characters(blacklist_characters="\n\r"), max_size=20)


@st.composite
def movements(draw: st.DrawFn) -> Movement:
    places = draw(st.lists(st.tuples(st.integers(1, 30), st.integers(1, 30)),
                           unique=True, max_size=12))
    encounters = []
    for round_, table in places:
        ns, ew = draw(st.lists(pair_ids, min_size=2, max_size=2, unique=True))
        boards = draw(st.lists(st.integers(1, 100), min_size=1, max_size=8, unique=True))
        encounters.append(Encounter(round_, table, ns, ew, tuple(boards)))
    return Movement(draw(names), tuple(encounters), draw(st.booleans()))


@given(movements())
@settings(max_examples=200)
def test_any_movement_round_trips(movement: Movement) -> None:
    assert read_movement(write_movement(movement)) == movement


@pytest.mark.parametrize(("text", "where", "message"), [
    ("", "1:1", "no movement header"),
    ("# only a comment\n", "1:1", "no movement header"),
    ("1 1 1 2 1-2\n", "1:1", "expected movement \"NAME\" first, found '1'"),
    ('movement "x"\nrnd 1 1 2 1\n', "2:1", "unknown word 'rnd': expected a round number"),
    ('movement "x"\n1 one 1 2 1\n', "2:3", "unknown word 'one': expected a table number"),
    ('movement "x"\n1 x1 1 2 1\n', "2:3", "bad table number 'x1'"),
    ('movement "x"\n1 -1 1 2 1\n', "2:3", "bad table number '-1'"),
    ('movement "x"\n0 1 1 2 1\n', "2:1", "bad round number '0': rounds are numbered from 1"),
    ('movement "x"\n1 1 1 2 1-2\n\n1  1 3 4 3-4\n', "4:4",
     "table 1 is given twice in round 1 (first on line 2)"),
    ('movement "x"\n1 1 1 2 1,5-3\n', "2:11", "board range 5-3 is reversed: write 3-5"),
    ('movement "x"\n1 1 1 2 1,,2\n', "2:11", "a board number is missing between commas"),
    ('movement "x"\n1 1 1 2 1,b\n', "2:11", "unknown word 'b': expected a board number"),
    ('movement "x"\n1 1 1 2 1-2x\n', "2:11", "bad board number '2x'"),
    ('movement "x"\n1 1 1 2 0-2\n', "2:9", "bad board number '0'"),
    ('movement "x"\n1 1 1 2 1-3,2\n', "2:13", "board 2 is listed twice"),
    ('movement "x"\n1 1 1 2 1-99999\n', "2:9", "more than 10000 boards"),
    ('movement "x"\n1 1 1 2\n', "2:8", "the boards are missing"),
    ('movement "x"\n1 1 1 2 1,' + "9" * 5000 + "\n", "2:11", "is too long"),
    ('movement "x"\n1 1\n', "2:4", "the North-South pair is missing"),
    ('movement "x"\n1 1 1 2 1 2\n', "2:11", "unexpected '2' after the boards"),
    ('movement "x"\n1 1 3 3 1\n', "2:7", "pair 3 cannot play against itself"),
    ('movement "x"\n1 1 "a" 2 1\n', "2:5", "a pair id is a word"),
    ("movement x\n", "1:10", 'expected the name in double quotes'),
    ("movement\n", "1:9", 'expected the name in double quotes'),
    ('movement "x\n', "1:10", "the closing quote of the name is missing"),
    ('movement "a\\tb"\n', "1:12", "may follow a backslash"),
    ('movement "a\rb"\n', "1:12", "a name is one line: it may not hold a carriage return"),
    ('movement "x" relay\n', "1:14", "unknown word 'relay' after the name"),
    ('movement "x" shared shared\n', "1:21", "'shared' is given twice"),
    ('movement "x"\n1 1 1 2 1\nmovement "y"\n', "3:1", "a second movement header"),
])
def test_read_errors(text: str, where: str, message: str) -> None:
    with pytest.raises(MovementError) as caught:
        read_movement(text, "club.mov")
    error = caught.value
    assert str(error).startswith(f"club.mov:{where}: ")
    assert message in str(error)
    assert isinstance(error, ValueError)
    line, column = where.split(":")
    assert (error.source, error.line, error.column) == ("club.mov", int(line), int(column))


def test_write_refuses_what_cannot_be_read() -> None:
    with pytest.raises(ValueError, match="one line"):
        write_movement(Movement("a\nb", ()))
    with pytest.raises(ValueError, match="table 1 is given twice"):
        write_movement(_movement((1, 1, "1", "2", (1,)), (1, 1, "3", "4", (2,))))
    with pytest.raises(ValueError, match="against itself"):
        write_movement(_movement((1, 1, "1", "1", (1,))))


def test_written_file_shape() -> None:
    text = write_movement(mitchell(3, 2, rounds=2))
    assert text == (
        'movement "Mitchell: 3 tables, 2 rounds of 2 boards"\n'
        "# round  table  NS  EW  boards\n"
        "1        1      1   4   1-2\n"
        "1        2      2   5   3-4\n"
        "1        3      3   6   5-6\n"
        "\n"
        "2        1      1   6   3-4\n"
        "2        2      2   4   5-6\n"
        "2        3      3   5   1-2\n"
    )


# --- Team events --------------------------------------------------------------------


@pytest.mark.parametrize("count", range(2, 13))
def test_round_robin(count: int) -> None:
    teams = [f"T{i}" for i in range(1, count + 1)]
    rounds = round_robin(teams)
    assert len(rounds) == (count - 1 if count % 2 == 0 else count)
    meetings: Counter[frozenset[str]] = Counter()
    byes: Counter[str] = Counter()
    home: Counter[str] = Counter()
    for matches in rounds:
        seen = [t for match in matches for t in match if t is not None]
        assert sorted(seen) == sorted(teams)  # every team once a round
        for a, b in matches:
            if b is None:
                byes[a] += 1
            else:
                meetings[frozenset((a, b))] += 1
                home[a] += 1
        assert sum(b is None for _, b in matches) == count % 2
        assert all(b is not None for _, b in matches[:-1])  # the bye comes last
    assert set(meetings) == {frozenset(p) for p in itertools.combinations(teams, 2)}
    assert set(meetings.values()) == {1}
    assert byes == ({t: 1 for t in teams} if count % 2 else {})
    played = len(teams) - 1
    assert all(abs(2 * home[t] - played) <= 1 for t in teams)


def test_round_robin_edges() -> None:
    assert round_robin([]) == []
    assert round_robin(["A"]) == []
    assert round_robin(["A", "B"]) == [[("A", "B")]]
    with pytest.raises(ValueError, match="team A is listed twice"):
        round_robin(["A", "B", "A"])


def test_swiss_top_teams_meet() -> None:
    standings = [("D", 10), ("A", 40), ("C", Fraction(45, 2)), ("B", 30.5)]
    assert swiss_pairing(standings, []) == [("A", "B"), ("C", "D")]
    assert swiss_pairing(standings, [frozenset("AB")]) == [("A", "C"), ("B", "D")]
    # equal scores keep the order given
    assert swiss_pairing([("X", 1), ("Y", 1), ("Z", 1), ("W", 1)], []) == [("X", "Y"),
                                                                            ("Z", "W")]


def test_swiss_backtracks() -> None:
    # A has met B and C; A must take D, so B meets C.
    standings = [("A", 4), ("B", 3), ("C", 2), ("D", 1)]
    assert swiss_pairing(standings, [frozenset("AB"), frozenset("AC")]) == [("A", "D"),
                                                                            ("B", "C")]
    # A-D and B-C have met too: B must take D and A plays C.
    played = [frozenset("AB"), frozenset("AD"), frozenset("BC")]
    assert swiss_pairing(standings, played) == [("A", "C"), ("B", "D")]


def test_swiss_rematches_when_they_cannot_be_avoided() -> None:
    standings = [("A", 4), ("B", 3), ("C", 2), ("D", 1)]
    everyone = [frozenset(p) for p in itertools.combinations("ABCD", 2)]
    assert swiss_pairing(standings, everyone) == [("A", "B"), ("C", "D")]
    # all but A-C and B-D have met: the only pairing without a rematch
    some = [p for p in everyone if p not in (frozenset("AC"), frozenset("BD"))]
    assert swiss_pairing(standings, some) == [("A", "C"), ("B", "D")]
    # only C-D is fresh: A and B must meet again
    most = [p for p in everyone if p != frozenset("CD")]
    assert swiss_pairing(standings, most) == [("A", "B"), ("C", "D")]


def test_swiss_bye() -> None:
    standings = [("A", 3), ("B", 2), ("C", 1)]
    assert swiss_pairing(standings, []) == [("A", "B"), ("C", None)]
    assert swiss_pairing(standings, [], byes=["C"]) == [("A", "C"), ("B", None)]
    assert swiss_pairing(standings, [], byes=["A", "B", "C"]) == [("A", "B"), ("C", None)]
    # C has no bye yet but has met both A and B: the bye still goes to C (a team without
    # a bye comes first), and A and B meet again
    played = [frozenset("AC"), frozenset("BC"), frozenset("AB")]
    assert swiss_pairing(standings, played, byes=["A"]) == [("A", "B"), ("C", None)]
    # B has had no bye and taking it avoids a rematch
    assert swiss_pairing(standings, [frozenset("AB")], byes=["C"]) == [("A", "C"),
                                                                     ("B", None)]
    assert swiss_pairing([("A", 1)], []) == [("A", None)]
    assert swiss_pairing([], []) == []
    with pytest.raises(ValueError, match="listed twice"):
        swiss_pairing([("A", 1), ("A", 2)], [])


def _fewest_rematches(teams: Sequence[str], played: set[frozenset[str]],
                      byes: set[str]) -> int:
    """Brute force: the fewest rematches of any pairing whose bye follows the rule."""
    def best(left: list[str]) -> int:
        if not left:
            return 0
        first, rest = left[0], left[1:]
        return min((frozenset((first, other)) in played) + best([t for t in rest if t != other])
                   for other in rest)

    if len(teams) % 2 == 0:
        return best(list(teams))
    fresh = [t for t in teams if t not in byes] or list(teams)
    return min(best([t for t in teams if t != bye]) for bye in fresh)


@given(st.integers(1, 9).flatmap(lambda n: st.tuples(
    st.lists(st.integers(0, 20), min_size=n, max_size=n),
    st.sets(st.tuples(st.integers(0, n - 1), st.integers(0, n - 1))),
    st.sets(st.integers(0, n - 1)),
)))
@settings(max_examples=300)
def test_swiss_properties(case: tuple[list[int], set[tuple[int, int]], set[int]]) -> None:
    scores, met, had_bye = case
    teams = [f"T{i}" for i in range(len(scores))]
    played = {frozenset((teams[a], teams[b])) for a, b in met if a != b}
    byes = {teams[i] for i in had_bye}
    pairing = swiss_pairing(list(zip(teams, scores, strict=True)), played, byes)
    seen = [t for match in pairing for t in match if t is not None]
    assert sorted(seen) == sorted(teams)  # every team once
    bye = [a for a, b in pairing if b is None]
    assert len(bye) == len(teams) % 2
    if bye and set(teams) - byes:
        assert bye[0] not in byes
    rematches = sum(frozenset(m) in played for m in pairing if m[1] is not None)
    assert rematches == _fewest_rematches(teams, played, byes)
    rank = {t: i for i, (t, _) in enumerate(sorted(zip(teams, scores, strict=True),
                                                   key=lambda x: -x[1]))}
    assert all(rank[a] < rank[b] for a, b in pairing if b is not None)


# --- Limits (fuzz items A and H) -------------------------------------------------------


def test_fuzz_A_pair_ids_of_5000_digits_sort_as_numbers() -> None:
    """Fuzz item A: pair ids were compared as numbers with int(), which refuses 5000
    digits (and '²', a digit to str.isdigit())."""
    big = "1" * 5000
    movement = read_movement(f'movement "x"\n1 1 {big} 2 1\n1 2 10 ² 2\n', "club.mov")
    assert movement.pairs == ("2", "10", big, "²")
    assert validate(movement, meetings="all")  # pairs that never meet: reported, no crash
    assert read_movement(write_movement(movement)) == movement


def test_fuzz_H_a_movement_too_large_to_build_is_refused() -> None:
    """Fuzz item H: mitchell(200, 10000) built 398 million boards (about 15 GB)."""
    with pytest.raises(ValueError) as info:
        mitchell(200, 10_000)
    assert str(info.value) == (
        "a Mitchell of 200 tables and 199 rounds has 398,000,000 board plays (a board at a "
        "table in a round) with that many boards a round; the most a movement may have is "
        "500,000")
    with pytest.raises(ValueError, match="a Howell of 8 tables and 15 rounds has 1,200,000"):
        howell(8, 10_000)
    assert len(mitchell(200, 12).encounters) == 200 * 199  # 477,600 board plays: built
    assert len(howell(8, 4000).encounters) == 8 * 15


def test_fuzz_H_a_movement_file_too_large_to_hold_is_refused() -> None:
    lines = [f"{r} 1 1 2 1-10000" for r in range(1, 52)]  # 510,000 board plays
    with pytest.raises(MovementError) as info:
        read_movement('movement "x"\n' + "\n".join(lines) + "\n", "club.mov")
    assert str(info.value) == ("club.mov:52:10: the movement has more than 500,000 board "
                               "plays (a board at a table in a round)")
