"""The table log: every statement, every error with line and column, checks, the round
trip through the writer, and the PBN export."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.engine.events import CardPlayed, ClaimAgreed
from bridgelaws.engine.tablemode import (
    AttentionDrawn,
    ChangedCall,
    Choice,
    DirectorCalled,
    ExposedCards,
    Finding,
    HighBid,
    MadeCall,
    TableEvent,
)
from bridgelaws.engine.tableplay import (
    Breach,
    CardAdded,
    CardHeld,
    CardPointed,
    CardRetracted,
    CardsTogether,
    CardTouched,
    CardTurned,
    ConcessionAgreed,
    Designated,
    DummyPlaced,
    DummySuggested,
    DummyWarned,
    FaceDownLead,
    HandSpread,
    HandsReturned,
    Inquiry,
    LaterBoard,
    LeadFaced,
    PlayChanged,
    PlayedTogether,
    ReviewAsked,
    RoundEnded,
    TrickInspected,
    TrickQuitted,
    TrickSummary,
)
from bridgelaws.formats.pbn import check_game, read_pbn
from bridgelaws.formats.tablelog import (
    TableLog,
    TableLogError,
    action_text,
    check_file,
    load_table_log,
    read_table_log,
    replay_log,
    to_pbn,
    write_table_log,
)
from bridgelaws.values.board import Vulnerability
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Card, Seat, Strain, Suit

N, E, S, W = Seat
DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"
HEADER = f'[Board "1"]\n[Deal "{DEAL}"]\n'

# the example of docs/table-log.md, played to the end
CLUB = HEADER + """\
N 1S
E 1H              # insufficient over 1S
S refuses         # East's left-hand opponent does not accept it
E 3C
TD comparable no
expect obligation W rest
S 3S
W pass
N pass
E pass
expect contract 3S N
expect flag 72C
E CA
S C8
W C5
N C2
E claims 3
expect tricks 9
expect score 140
"""


def read(text: str) -> TableLog:
    return read_table_log(text, "t.log")


def error_of(text: str) -> TableLogError:
    with pytest.raises(TableLogError) as info:
        replay_log(read(text))
    return info.value


# -- statements ---------------------------------------------------------------------------

@pytest.mark.parametrize(("line", "event"), [
    ("N 1S", MadeCall(N, Call.parse("1S"))),
    ("e pass", MadeCall(E, Call.PASS)),
    ("S P", MadeCall(S, Call.PASS)),
    ("W X", MadeCall(W, Call.DOUBLE)),
    ("North xx", MadeCall(N, Call.REDOUBLE)),
    ("E 7nt", MadeCall(E, Call.parse("7NT"))),
    ("E 3N", MadeCall(E, Call.parse("3NT"))),
    ("S 8S", MadeCall(S, HighBid(8, Strain.SPADES))),
    ("W 9NT", MadeCall(W, HighBid(9, Strain.NOTRUMP))),
    ("E 2H together", MadeCall(E, Call.parse("2H"), True)),
    ("E 2H TOGETHER", MadeCall(E, Call.parse("2H"), True)),
    ("E 2D alert", MadeCall(E, Call.parse("2D"), False, True)),
    ("E 2D together alert", MadeCall(E, Call.parse("2D"), True, True)),
    ("E 2D ALERT together", MadeCall(E, Call.parse("2D"), True, True)),
    ("S changes 2H", ChangedCall(S, Call.parse("2H"))),
    ("W exposes HK S2", ExposedCards(W, (Card.HK, Card.S2))),
    ("W exposes h10", ExposedCards(W, (Card.HT,))),
    ("W leads HK", ExposedCards(W, (Card.HK,), True)),
    ("N attention", AttentionDrawn(N)),
    ("TD", DirectorCalled()),
    ("td unintended yes", Finding("unintended", True)),
    ("TD comparable no", Finding("comparable", False)),
    ("TD same-denomination YES", Finding("same-denomination", True)),
    ("TD artificial-pass no", Finding("artificial-pass", False)),
    ("S accepts", Choice(S, "accept")),
    ("S refuses", Choice(S, "refuse")),
    ("S withdraws", Choice(S, "withdraw")),
    ("S Keeps", Choice(S, "keep")),
    ("N prohibits H", Choice(N, "prohibit H")),
    ("N requires c", Choice(N, "require C")),
    ("N no-restriction", Choice(N, "none")),
    ("W HK", CardPlayed(W, Card.HK)),
    ("West ct", CardPlayed(W, Card.CT)),
    ("S claims 9", ClaimAgreed(S, 9)),
    ("S claims 0", ClaimAgreed(S, 0)),
    # the play period
    ("S concedes 2", ConcessionAgreed(S, 2)),
    ("W face-down HK", FaceDownLead(W, Card.HK)),
    ("W faces", LeadFaced(W)),
    ("E review", ReviewAsked(E)),
    ("W HK together", PlayedTogether(W, Card.HK)),
    ("W HK S3", CardsTogether(W, (Card.HK, Card.S3))),
    ("W HK hidden S3 S4", CardsTogether(W, (Card.HK,), (Card.S3, Card.S4))),
    ("E adds HK", CardAdded(E, Card.HK)),
    ("S names high", Designated(S, "high")),
    ("S names LOW", Designated(S, "low")),
    ("S names h", Designated(S, "H")),
    ("S names k", Designated(S, "K")),
    ("S names 10", Designated(S, "10")),
    ("S names hk", Designated(S, "HK")),
    ("S names anything", Designated(S, "anything")),
    ("S changes HQ", PlayChanged(S, Card.HQ)),
    ("E retracts HK", CardRetracted(E, Card.HK)),
    ("N places HK", DummyPlaced(N, Card.HK)),
    ("N suggests", DummySuggested(N)),
    ("N warns", DummyWarned(N)),
    ("N breach 43A2(c)", Breach(N, "43A2(c)")),
    ("S spreads", HandSpread(S)),
    ("S asks W", Inquiry(S, W)),
    ("E turns", CardTurned(E)),
    ("E points", CardPointed(E)),
    ("E inspects", TrickInspected(E)),
    ("trick quitted", TrickQuitted()),
    ("N next-board", LaterBoard(N)),
    ("round ends", RoundEnded()),
    ("hands returned", HandsReturned()),
    ("Hands Returned", HandsReturned()),
    ("N highest", Choice(N, "highest")),
    ("N lowest", Choice(N, "lowest")),
    ("N prohibits H S", Choice(N, "prohibit H S")),
    ("N picks HK", Choice(N, "play HK")),
    ("W hand N", Choice(W, "hand N")),
    ("TD compensated no", Finding("compensated", False)),
    ("TD deliberate yes", Finding("deliberate", True)),
    ("TD denominations H S", Finding("denominations", (Strain.HEARTS, Strain.SPADES))),
    ("TD denominations nt c", Finding("denominations", (Strain.CLUBS, Strain.NOTRUMP))),
    ("TD denominations none", Finding("denominations", ())),
    ("TD lowest no", Finding("lowest", False)),
    ("E holds HK", CardHeld(E, Card.HK)),
    ("S touches dq", CardTouched(S, Card.DQ)),
])
def test_every_statement_reads_as_its_event(line: str, event: TableEvent) -> None:
    log = read(f"{line}   % a comment\n")
    assert log.actions == [(1, event)]
    assert read(action_text(event)).actions == [(1, event)]


@pytest.mark.parametrize(("text", "line", "column", "message"), [
    ("N 1S\nFOO 1S", 2, 1, "unknown statement 'FOO'"),
    ("Z 1S", 1, 1, "unknown statement 'Z'"),
    ("N", 1, 2, "expected a call, a card or an action word at the end of the line"),
    ("N 1Z", 1, 3, "'1Z' is not a call, a card or an action word"),
    ("N 0S", 1, 3, "'0S' is not a call"),
    ("N 1S 2S", 1, 6, "unexpected '2S' at the end of the line"),
    ("N 1S togther", 1, 6, "unexpected 'togther'"),
    ("N HK together S3", 1, 15, "unexpected 'S3'"),
    ("   S changes", 1, 13, "expected the new call (or card) at the end of the line"),
    ("S changes 1Q", 1, 11, "'1Q' is not a call"),
    ("S changes 8H", 1, 11, "a change of call names a call up to 7NT, not '8H'"),
    ("W exposes", 1, 10, "expected the cards West exposes"),
    ("W exposes HK H1", 1, 14, "'H1' is not a card"),
    ("W exposes KH", 1, 11, "'KH' is not a card"),
    ("W leads", 1, 8, "expected the cards West leads"),
    ("N prohibits", 1, 12, "expected a suit"),
    ("N prohibits NT", 1, 13, "'NT' is not a suit"),
    ("N requires X", 1, 12, "'X' is not a suit"),
    ("S claims", 1, 9, "expected the number of tricks claimed"),
    ("S claims 14", 1, 10, "expected a number of tricks from 0 to 13, not '14'"),
    ("S claims -1", 1, 10, "expected a number of tricks from 0 to 13"),
    ("S accepts 1H", 1, 11, "unexpected '1H'"),
    ("TD maybe yes", 1, 4, "'maybe' is not a finding the director makes"),
    ("TD comparable", 1, 14, "expected yes or no at the end of the line"),
    ("TD comparable perhaps", 1, 15, "expected yes or no, not 'perhaps'"),
    ("TD comparable yes no", 1, 19, "unexpected 'no'"),
    ("TD adjusts", 1, 11, "expected the adjusted score (e.g. assign 4S N -1, ave+/ave-, none)"),
    ("TD adjusts 4Z N =", 1, 12, "not a contract: '4Z'"),
    ("TD adjusts assign 0.6 4S S 11 ; 0.6 4S S 10", 1, 19,
     "the weights of an assigned score add up to 6/5, not 1"),
    ('TD adjusts ave+/ave- law 99Z "x"', 1, 26, "99Z"),
    ("N 1S\n[Board \"2\"]", 2, 1, "tags belong in the header"),
    ('[Board "0"]', 1, 9, "a board number is a whole number from 1, not '0'"),
    ('[Board "x"]', 1, 9, "a board number"),
    ('[Dealer "Q"]', 1, 10, "'Q' is not a dealer"),
    ('[Vulnerable "Some"]', 1, 14, "'Some' is not a vulnerability"),
    ('[Deal "N:AKQ"]', 1, 8, "the deal is not 52 distinct cards"),
    ('[Laws "2012"]', 1, 8, "the Laws of '2012' are not implemented"),
    ('[Board "1"]\n[Board "2"]', 2, 1, "the Board tag is given twice"),
    ('[Board "1" "2"]', 2 - 1, 13, "the Board tag takes one value, not 2"),
    ('[Board 1]', 1, 1, 'a tag is written [Name "value"]'),
    ('[Board "1"', 1, 1, 'a tag is written [Name "value"]'),
    ('  [Event "x"] N 1S', 1, 3, 'a tag is written [Name "value"]'),
    ('[Regulation "lead-restrictions"]', 1, 1, "a regulation is written"),
    ('[Regulation "tempo" "fast"]', 1, 14, "unknown regulation 'tempo'"),
    ('[Regulation "lead-restrictions" "require"]', 1, 34,
     "lead-restrictions is prohibit or require-or-prohibit, not 'require'"),
    ('[Regulation "lead-restrictions" "prohibit"]\n'
     '[Regulation "lead-restrictions" "prohibit"]', 2, 1, "given twice"),
    ("expect", 1, 7, "expected what to check"),
    ("expect colour red", 1, 8, "unknown check 'colour'"),
    ("expect contract", 1, 16, "expected a contract and declarer, or pass at the end"),
    ("expect contract 3S", 1, 19, "expected the declarer at the end of the line"),
    ("expect contract 3S N E", 1, 22, "unexpected 'E'"),
    ("expect contract 3S by", 1, 20, "'by' is not a seat"),
    ("expect contract 3Q N", 1, 17, "'3Q' is not a contract"),
    ("expect contract 3S N", None, None, None),
    ("expect waiting twenty", 1, 16, "'twenty' is not a law"),
    ("expect question colour", 1, 17, "'colour' is not a finding"),
    ("expect chooser", 1, 15, "expected a seat"),
    ("expect option", 1, 14, "expected the name of an option"),
    ("expect obligation W always", 1, 21, "expected next or rest, not 'always'"),
    ("expect legal W 1Z", 1, 16, "'1Z' is not a call"),
    ("expect no-flag 72C", 1, 16, "unexpected '72C'"),
    ("expect penalty-cards W HX", 1, 24, "'HX' is not a card"),
    ("expect information W", 1, 21, "expected a call or a card at the end"),
    ("expect tricks 14", 1, 15, "a number of tricks from 0 to 13"),
    ("expect tricks +3", 1, 15, "a number of tricks from 0 to 13"),
    ("expect score lots", 1, 14, "expected a score, not 'lots'"),
    ("expect no-option", 1, 17, "expected the name of an option"),
    ("expect no-restriction", 1, 22, "expected a seat"),
    ("expect information W HK for", 1, 28, "expected a side (NS or EW)"),
    ("expect information W HK to NS", 1, 25, "expected 'for' and the side"),
    ("expect information W HK for NW", 1, 29, "'NW' is not a side"),
    ("expect information W Q", 1, 22, "'Q' is not a call or a card"),
    ("expect no-information W", 1, 23, "unexpected 'W'"),
    ("expect not-established W 0", 1, 26, "a trick number from 1 to 13"),
    ("expect pending", 1, 15, "expected none at the end"),
    ("expect pending 27", 1, 16, "expected 'pending none', not '27'"),
    ("expect refused now", 1, 16, "unexpected 'now'"),
    ("expect played 14 E HK", 1, 15, "a trick number from 1 to 13"),
    ("expect played 1 E", 1, 18, "expected a card at the end"),
    ("expect played 1 E HK H2", 1, 22, "unexpected 'H2'"),
    ("hands", 1, 6, "expected returned at the end of the line"),
    ("hands back", 1, 7, "expected 'hands returned', not 'back'"),
    ("hands returned now", 1, 16, "unexpected 'now'"),
    ("E holds", 1, 8, "expected a card at the end of the line"),
    ("E holds 1S", 1, 9, "'1S' is not a card"),
    ("S touches dummy DQ", 1, 11, "'dummy' is not a card"),
    ("S touches DQ DK", 1, 14, "unexpected 'DK'"),
    ("N 1S alert alert", 1, 12, "unexpected 'alert'"),
    ("TD denominations", 1, 17, "expected the denominations the call showed"),
    ("TD denominations H Q", 1, 20, "'Q' is not a denomination"),
    ("TD denominations H none", 1, 20, "'none' is not a denomination"),
    ("TD denominations H h", 1, 20, "the denomination 'h' is given twice"),
    ("TD denominations yes", 1, 18, "'yes' is not a denomination"),
])
def test_errors_name_line_and_column(text: str, line: int | None, column: int | None,
                                     message: str | None) -> None:
    if line is None:
        read(text)  # no error
        return
    with pytest.raises(TableLogError) as info:
        read(text)
    error = info.value
    assert (error.line, error.column) == (line, column), str(error)
    assert message is not None and message in error.reason
    assert str(error).startswith(f"t.log:{line}:{column}: ")
    assert isinstance(error, ValueError)


def test_the_first_error_stops_the_log() -> None:
    with pytest.raises(TableLogError) as info:
        read("N 1Z\nE 1Q\n")
    assert info.value.line == 1


# -- the header -----------------------------------------------------------------------------

def test_header_defaults_follow_law_2() -> None:
    log = read("N 1S")
    assert (log.board.number, log.board.dealer, log.board.vulnerability) == (
        1, N, Vulnerability.NONE)
    assert log.board.deal is None and log.laws == "2017"
    assert log.regulations.lead_restrictions == "prohibit"
    log = read('[Board "6"]\n')
    assert (log.board.dealer, log.board.vulnerability) == (E, Vulnerability.EW)
    log = read('[Board "6"]\n[Dealer "west"]\n[Vulnerable "Both"]\n')
    assert (log.board.dealer, log.board.vulnerability) == (W, Vulnerability.BOTH)
    assert read('[Vulnerable "-"]').board.vulnerability is Vulnerability.NONE


def test_header_tags_are_kept_and_comments_stop_outside_quotes() -> None:
    log = read(f'[Event "Club #3 % night"]  # a comment\n{HEADER}'
               '[Regulation "lead-restrictions" "require-or-prohibit"]\n'
               '[Laws "2017"]\n[Custom "anything"]\n\n% just a comment\n\nN 1S # 1 spade\n')
    assert log.tags["Event"] == "Club #3 % night"
    assert log.tags["Custom"] == "anything" and log.tags["Board"] == "1"
    assert "Regulation" not in log.tags
    assert log.regulations.lead_restrictions == "require-or-prohibit"
    assert log.board.deal is not None and str(log.board.deal[W]) == "432.AKQJ.T98.765"
    assert log.actions == [(10, MadeCall(N, Call.parse("1S")))]


def test_a_deal_with_three_hands_is_completed_and_unknown_hands_leave_no_deal() -> None:
    three = read('[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 -"]')
    assert three.board.deal is not None and str(three.board.deal[W]) == "432.AKQJ.T98.765"
    assert read('[Deal "N:AKQJ.T98.765.432 - - -"]').board.deal is None
    assert read('[Deal "?"]').board.deal is None


def test_a_byte_order_mark_and_crlf_are_read(tmp_path: Path) -> None:
    path = tmp_path / "club.log"
    path.write_bytes(("\ufeff" + CLUB).replace("\n", "\r\n").encode("utf-8"))
    log = load_table_log(path)
    assert log.source == str(path) and len(log.actions) == 14
    assert check_file(path) == []


# -- replay and checks ----------------------------------------------------------------------

def test_the_example_replays_and_every_check_holds() -> None:
    replay = replay_log(read(CLUB))
    assert [r.ok for r in replay.checks] == [True] * 5
    assert [r.check.line for r in replay.checks] == [8, 13, 14, 20, 21]
    mode = replay.mode
    assert str(mode.contract) == "3S N" and mode.result == 9 and mode.score == (140, -140)
    assert [a.line for a in replay.actions] == [line for line, _ in read(CLUB).actions]
    refused = replay.actions[2]
    assert [r.law for r in refused.rulings] == ["27B"]
    assert replay.actions[1].step is not None and replay.actions[1].step.law == "27"


def test_checks_are_evaluated_where_they_stand() -> None:
    log = read("N 1S\nexpect turn E\nE 1H\nexpect waiting 27\nexpect chooser S\n"
               "expect option accept\nexpect option refuse\nexpect legal S\n"
               "expect no-obligation W\nexpect law 27\nexpect no-flag\n")
    assert [c.position for c in log.checks] == [1, 2, 2, 2, 2, 2, 2, 2, 2]
    assert all(r.ok for r in replay_log(log).checks)


def test_a_failed_check_is_an_error_at_its_line() -> None:
    text = HEADER + "N 1S\nE 1H\nS refuses\nE 3C\nTD comparable yes\nS pass\nW pass\n" \
        "N pass\n  expect contract 3S N\n"
    error = error_of(text)
    assert str(error) == "t.log:11:3: expected contract 3S N, found 3C E"


@pytest.mark.parametrize(("check", "found"), [
    ("contract pass", "the auction not over"),
    ("waiting 29", "waiting 27"),
    ("waiting 2", "waiting 27"),
    ("question comparable", "no question for the director"),
    ("chooser N", "chooser S"),
    ("option prohibit h", "options accept, refuse"),
    ("obligation W next", "no-obligation W"),
    ("no-obligation W", "no-obligation W"),
    ("legal S pass", "legal S none"),
    ("turn N", "turn E"),
    ("law 25", "laws 27"),
    ("flag 27D", "no-flag"),
    ("restriction E", "no restriction"),
    ("penalty-cards E HK", "penalty-cards E none"),
    ("information E 1H", "no information recorded"),
    ("no-option accept", "options accept, refuse"),
    ("no-option accepts", "options accept, refuse"),
    ("pending none", "waiting 27"),
    ("played 1 E HK", "no play"),
    ("not-established E 1", "no play"),
    ("tricks 0", "no play"),
    ("score 0", "no score yet"),
])
def test_failed_checks_say_what_the_board_shows(check: str, found: str) -> None:
    log = read(f"N 1S\nE 1H\nexpect {check}\n")
    replay = replay_log(log, keep_going=True)
    result = replay.checks[0]
    if check == "no-obligation W":
        assert result.ok
        return
    assert not result.ok and result.found == found
    assert result.text.startswith("expected ") and result.text.endswith(f", found {found}")
    assert replay.failures == [result]


def test_laws_are_matched_part_by_part() -> None:
    log = read(HEADER + "N 1S\nE 1H\nS refuses\nE 3C\n"
               "expect waiting 27\nexpect waiting 27B\nexpect waiting 27B1(b)\n"
               "expect question comparable\nexpect law 27B\n")
    assert all(r.ok for r in replay_log(log).checks)
    replay = replay_log(read("N 1S\nE 1H\nexpect waiting 2\nexpect law 2\n"), keep_going=True)
    assert [r.ok for r in replay.checks] == [False, False]


def test_checks_after_the_whole_log() -> None:
    text = HEADER + "N 1S\nE 1H\nS refuses\nE 3C\nTD comparable no\n" + """\
expect obligation W rest
expect restriction E
expect information E 1H
expect legal W Pass
expect legal S Pass X 3D 3H 3S 3NT 4C 4D 4H 4S 4NT 5C 5D 5H 5S 5NT 6C 6D 6H 6S 6NT \
7C 7D 7H 7S 7NT
expect turn S
expect flag 72C
"""
    replay = replay_log(read(text.replace("\\\n", "")), keep_going=True)
    assert [r.text for r in replay.failures] == [
        "expected legal W Pass, found legal W none"]


def test_penalty_cards_and_the_premature_lead() -> None:
    text = HEADER + """\
N 1S
W leads HA
expect obligation E next
E pass
S 2S
W pass
N pass
E pass
expect contract 2S N
expect penalty-cards W HA
expect turn E
expect waiting 50D2
N no-restriction
E C2
"""
    error = error_of(text)
    assert str(error) == "t.log:16:1: East does not hold C2"
    replay = replay_log(read(text.replace("E C2", "E leads CA")))
    assert replay.mode.play is not None and replay.mode.play.current_trick is not None
    assert replay.actions[-1].event == CardPlayed(E, Card.CA)


def test_an_action_the_board_cannot_take_names_its_line() -> None:
    error = error_of(HEADER + "N 1S\nE 1H\n% South must decide first\nW pass\n")
    assert (error.line, error.column) == (6, 1)
    assert "The board waits for South to choose (Law 27A1)" in error.reason
    german = read(HEADER + "N 1S\nE 1H\nW pass\n")
    with pytest.raises(TableLogError) as info:
        replay_log(german, "de")
    assert "Das Board wartet auf die Wahl von Süd" in info.value.reason


def test_without_a_deal_nothing_can_be_played() -> None:
    error = error_of("N 1S\nE pass\nS pass\nW pass\nE HK\n")
    assert str(error) == "t.log:5:1: no card can be played: the log has no [Deal] tag"
    assert replay_log(read("N 1S\nE pass\nS pass\nW pass\nexpect contract 1S N")).checks[0].ok


def test_passed_out() -> None:
    replay = replay_log(read("N pass\nE pass\nS pass\nW pass\nexpect contract pass\n"
                             "expect score 0\n"))
    assert all(r.ok for r in replay.checks)


def test_check_file_lists_every_failure(tmp_path: Path) -> None:
    path = tmp_path / "b.log"
    path.write_text("N 1S\nexpect turn S\nexpect turn E\nexpect turn W\n", encoding="utf-8")
    assert check_file(path) == [f"{path}:2:1: expected turn S, found turn E",
                                f"{path}:4:1: expected turn W, found turn E"]
    path.write_text("N 1S\nN 1Q\n", encoding="utf-8")
    assert check_file(path) == [f"{path}:2:3: '1Q' is not a call, a card or an action word "
                                "(expected e.g. 1S, Pass, HK, changes, exposes, accepts)"]
    assert check_file(tmp_path / "missing.log")[0].endswith("cannot read: No such file or "
                                                           "directory")


def test_latin_1_files_are_read(tmp_path: Path) -> None:
    path = tmp_path / "b.log"
    path.write_bytes('[Event "Düsseldorf"]\nN 1S\n'.encode("latin-1"))
    assert load_table_log(path).tags["Event"] == "Düsseldorf"


# -- writing and the round trip -------------------------------------------------------------

ROUND_TRIPS = [
    CLUB,
    HEADER + "N 1S\nW 2H\nN accepts\nN pass\nE 3H\nS pass\nW pass\nN pass\n",
    HEADER + "N 1C\nE attention\nTD\nN changes 1S\nTD unintended yes\nE pass together\n"
             "E exposes ST\nS 2S\nW pass\nN pass\nE 3C\nS pass\nW pass\nN pass\nN pass\n",
    HEADER + "[Regulation \"lead-restrictions\" \"require-or-prohibit\"]\n"
             "N 1S\nE pass\nS 2S\nW 1H\nN refuses\nW 3H\nTD same-denomination no\n"
             "TD comparable no\nN 3S\nE pass\nS pass\nW pass\nN requires C\nE CA\n",
    '[Board "3"]\nS 8S\nW pass\nTD\n',
    HEADER + "N 1S\nE 1D alert\nS refuses\nE 2D alert\nTD denominations H\n"
             "TD denominations H\nTD lowest no\nTD comparable no\n",
    HEADER + "N 1S\nE pass\nS 2S\nW 2NT alert\nN 4S\nE pass\nS pass\nW 3H\nN refuses\n"
             "W pass\nTD comparable no\nTD denominations C H\nN prohibits D\n",
    '[Board "4"]\nW 1S\nN 1C\nE accepts\n',
    "N pass\nE pass\nS pass\nW pass\n",
    # the play: a lead out of turn refused, the 50D2 choice, a revoke corrected
    HEADER + "N 1S\nE pass\nS pass\nW pass\nW HA\nN refuses\nN prohibits H\nE CA\n"
             "S C8\nW D8\nE attention\nW C5\nN C2\nN no-restriction\nE CK\nS C9\nW C6\n"
             "N C3\n",
    HEADER + "N 1S\nE pass\nS pass\nW pass\nE face-down CA\nS review\nE faces\nS C8 C9\n"
             "W C5\nN attention\nN picks C9\nW keeps\nN C2\nE CK\nS names low\nE concedes 3\n",
]


@pytest.mark.parametrize("text", ROUND_TRIPS)
def test_written_logs_replay_to_the_same_trail(text: str) -> None:
    replay = replay_log(read(text))
    written = write_table_log(replay.mode, replay.log.tags)
    again = replay_log(read(written))
    assert again.mode.trail == replay.mode.trail
    assert again.mode.events == replay.mode.events
    assert again.mode.board == replay.mode.board
    assert again.log.regulations == replay.log.regulations
    assert write_table_log(again.mode, again.log.tags) == written


def test_the_writer_puts_the_header_first() -> None:
    mode = replay_log(read(CLUB)).mode
    text = write_table_log(mode, {"Event": "Club", "Board": "99"})
    assert text.splitlines()[:6] == [
        '[Board "1"]', '[Dealer "N"]', '[Vulnerable "None"]', f'[Deal "{DEAL}"]',
        '[Laws "2017"]', '[Event "Club"]']
    assert "N 1S\nE 1H\nS refuses\nE 3C\nTD comparable no\nS 3S\nW Pass\n" in text
    assert text.endswith("E CA\nS C8\nW C5\nN C2\nE claims 3\n")


def test_a_choice_with_no_line_cannot_be_written() -> None:
    with pytest.raises(ValueError, match="no line in a table log"):
        action_text(Choice(S, "maybe"))
    assert action_text(DirectorCalled("late")) == "TD  % late"


# -- PBN export -------------------------------------------------------------------------------

def pbn_of(text: str) -> str:
    return to_pbn(replay_log(read(text)).mode, {"Event": "Club"})


def test_pbn_export_of_an_accepted_insufficient_bid() -> None:
    pbn = pbn_of(HEADER + "N 1S\nE 1H\nS accepts\nS 2S\nW pass\nN pass\nE pass\n")
    assert "\r\n" in pbn and "\n1S ^I 1H\r\n" in pbn
    assert "{Law 27: East bid 1\\H, which is insufficient over 1\\S.}" in pbn
    assert "{Law 27A1: South accepted 1\\H.}\r\n2S Pass Pass Pass\r\n" in pbn
    assert '[Contract "2S"]' in pbn and '[Declarer "N"]' in pbn and '[Event "Club"]' in pbn
    game = read_pbn(pbn).games[0]
    assert read_pbn(pbn).problems == []
    assert [" ".join(c.tokens()[:2]) for c in game.auction][:2] == ["1S", "^I 1H"]
    # the replay checks the mark (1H is insufficient over 1S) and stops at the irregularity
    assert [str(p.message) for p in check_game(game)] == []


def test_pbn_export_of_a_skipped_turn() -> None:
    pbn = pbn_of(HEADER + "N 1S\nW 2H\nN accepts\nN pass\nE 3H\nS pass\nW pass\nN pass\n")
    lines = pbn.split("\r\n")
    start = lines.index('[Auction "N"]')
    assert lines[start + 1] == "1S ^S ^S 2H"
    assert lines[start + 2].startswith("{Law 29: West called 2\\H out of rotation")
    assert lines[start + 4:start + 6] == ["Pass 3H Pass Pass", "Pass"]
    assert '[Declarer "W"]' in pbn and '[Result "?"]' in pbn
    game = read_pbn(pbn).games[0]
    assert [c.irregularity for c in game.auction][:3] == [None, "S", "S"]


def test_pbn_export_of_a_skipped_dealer() -> None:
    pbn = pbn_of('[Board "1"]\nW 1S\nN accepts\nN pass\nE pass\nS pass\n')
    assert "\r\n^S ^S ^S 1S\r\n" in pbn


def test_pbn_export_of_the_play_and_the_score() -> None:
    pbn = pbn_of(CLUB)
    assert '[Result "9"]' in pbn and '[Score "NS 140"]' in pbn
    assert pbn.endswith('3S Pass Pass Pass\r\n[Play "E"]\r\nCA C8 C5 C2\r\n*\r\n\r\n')
    assert "{Law 27B2: 3\\C by East stands.}" in pbn
    assert "{Law 16C: Information from East's withdrawn 1\\H is authorised" in pbn
    pbn_file = read_pbn(pbn)
    assert pbn_file.problems == [] and check_game(pbn_file.games[0]) == []


def test_pbn_export_marks_revokes_and_leads_out_of_turn() -> None:
    """PBN 3.9: ^R before a revoke that stands, ^L before an accepted lead out of turn."""
    pbn = pbn_of(HEADER + "N 1S\nE pass\nS pass\nW pass\nW HA\nN accepts\nN H8\n"
                          "E H5\nS H2\nW DT\nN D5\nE D2\nS DJ\n").replace("\r\n", "\n")
    play = pbn.split('[Play "E"]\n')[1]
    assert play.startswith("H5 H2 ^L HA H8\n")
    assert "D2 DJ DT D5\n" in play
    revoke = pbn_of(HEADER + "N 1S\nE pass\nS pass\nW pass\nE CA\nS C8\nW D8\nN C2\n"
                             "E CK\n").replace("\r\n", "\n")
    assert "CA C8 ^R D8 C2\n" in revoke
    assert "{Law 61A: West played \\D8 and did not follow suit to clubs" in revoke
    assert read_pbn(pbn, "t.pbn") and read_pbn(revoke, "t.pbn")


def test_pbn_export_of_unfinished_play_and_lead_restrictions() -> None:
    pbn = pbn_of(HEADER + "N 1S\nE pass\nS 2S\nW 1H\nN refuses\nW 3H\n"
                 "TD same-denomination no\nTD comparable no\nN 3S\nE pass\nS pass\n"
                 "W pass\nN prohibits D\nE CA\n")
    assert pbn.endswith('[Play "E"]\r\n{Law 26B: North forbade a diamonds lead.}\r\n'
                        'CA + - -\r\n\r\n')
    assert '[Result "?"]' in pbn
    assert read_pbn(pbn).problems == []


def test_pbn_export_of_an_unfinished_auction_and_a_passed_out_board() -> None:
    pbn = pbn_of("N 1S\nE 1H\n")
    assert '[Contract "?"]' in pbn and "\r\n1S\r\n{Law 27: " in pbn and pbn.endswith(
        "}\r\n+\r\n\r\n")
    assert read_pbn(pbn).problems == []
    pbn = pbn_of("N pass\nE pass\nS pass\nW pass\n")
    assert '[Contract "Pass"]' in pbn and '[Declarer ""]' in pbn and '[Result ""]' in pbn
    assert check_game(read_pbn(pbn).games[0]) == []


def test_a_card_played_twice_names_the_trick_it_was_played_in() -> None:
    error = error_of(HEADER + "N 1S\nE pass\nS pass\nW pass\nE CA\nS C8\nW C5\nN C2\nE CA\n")
    assert str(error) == ("t.log:11:1: East played ♣A in trick 1: a card once played cannot be "
                          "played again. (Law 67B3)")


BIG = "1" * 5000  # more digits than int() converts (4,300)


@pytest.mark.parametrize(("text", "column", "message"), [
    (f'[Board "{BIG}"]', 9,
     "'11111111111111111111…' (5000 characters) is too large for a board number: the most "
     "is 999999999"),
    (f"S claims {BIG}", 10,
     "expected a number of tricks from 0 to 13, not '11111111111111111111…' (5000 "
     "characters)"),
    (f"S concedes {BIG}", 12, "expected a number of tricks from 0 to 13"),
    (f"expect tricks {BIG}", 15,
     "is too large for a number of tricks from 0 to 13: the most is 13"),
    (f"expect score -{BIG}", 14, "is too small for a score: the least is -7600"),
    (f"expect revoke W {BIG}", 17, "expected a trick number from 1 to 13"),
    (f"expect winner {BIG} N", 15, "expected a trick number from 1 to 13"),
])
def test_fuzz_A_table_log_numbers_of_5000_digits(text: str, column: int, message: str) -> None:
    """Fuzz item A: the Board tag, claims and expect numbers."""
    with pytest.raises(TableLogError) as info:
        read(text)
    assert (info.value.line, info.value.column) == (1, column)
    assert message in info.value.reason and len(info.value.reason) < 200


def test_fuzz_I_a_card_while_a_law_36_step_waits_and_no_deal() -> None:
    """Fuzz item I: with no [Deal], the card that would show the opening lead faced (36C)
    cannot be played; the engine asserted that a play had begun."""
    log = "W 1C\nN 1D\nE pass\nS X\nW pass\nN pass\nE pass\nE CA\n"
    error = error_of('[Board "24"]\n[Dealer "W"]\n' + log)
    assert str(error) == ("t.log:10:1: No card can be played: the deal of this board is not "
                          "known. (Law 41)")
    replay = replay_log(read(HEADER.replace('"1"', '"24"') + log))  # with the deal: 36C
    assert any(r.law == "36C" for r in replay.mode.trail)


# --- the checks of issue 12, point 15 ---------------------------------------------------


def test_expect_option_and_no_option_take_the_name_or_the_log_word() -> None:
    log = read("N 1S\nE 1H\nexpect option accept\nexpect option accepts\n"
               "expect no-option prohibit H\nexpect no-option no-restriction\n")
    assert all(r.ok for r in replay_log(log).checks)
    assert replay_log(read("N 1S\nexpect no-option accept\n")).checks[0].found == "no options"


def test_expect_no_restriction_and_information_for_a_side() -> None:
    log = read("N 1S\nE 1H\nS refuses\nE 3C\nTD comparable no\n"
               "expect no-restriction W\nexpect restriction E\n"
               "expect information E 1H\nexpect information E 1H for EW\n")
    assert all(r.ok for r in replay_log(log).checks)
    replay = replay_log(read("N 1S\nE 1H\nS refuses\nE 3C\nTD comparable no\n"
                             "expect no-restriction E\nexpect information E 1H for NS\n"
                             "expect no-information\n"), keep_going=True)
    assert [r.found for r in replay.failures] == [
        "restriction E", "information E 1H for EW", "information E 1H for EW"]


def test_expect_information_of_a_card() -> None:
    """West's diamond exposed in the auction is a penalty card; once played, what it
    showed is unauthorised for East-West (50E3)."""
    text = HEADER + "N 1S\nexpect no-information\nW exposes D8\nE pass\nS pass\n" \
        "W pass\nE D2\nS DA\n"
    log = read(text + "W D8\nexpect information W D8 for EW\nexpect information W D8\n")
    assert all(r.ok for r in replay_log(log).checks)
    replay = replay_log(read(text + "expect no-information\n"), keep_going=True)
    # from the exposed cards (16C), and while the penalty card lies face up (50E1)
    assert replay.failures[0].found == "information W for EW, W"


def test_expect_not_established_and_played() -> None:
    text = HEADER + "N 1S\nE pass\nS pass\nW pass\nE CA\nS H2\nW C5\nN C2\n"
    log = read(text + "expect not-established S 1\nexpect played 1 S H2\n"
               "expect played 1 N C2\n")
    assert all(r.ok for r in replay_log(log).checks)
    replay = replay_log(read(text + "E CK\nS C8\nexpect not-established S 1\n"
                             "expect played 2 W CA\nexpect played 3 E CQ\n"
                             "expect not-established W 1\n"), keep_going=True)
    assert [r.found for r in replay.failures] == [
        "established S 1", "W has no card in trick 2", "trick 3 not begun",
        "no revoke of W in trick 1"]


def test_expect_pending_none() -> None:
    assert replay_log(read("N 1S\nE 1H\nS accepts\nexpect pending none\n")).checks[0].ok


def test_expect_refused_takes_the_next_action_as_refused_and_goes_on() -> None:
    replay = replay_log(read("N 1S\nE 1H\nexpect refused\nW pass\nS accepts\n"
                             "expect pending none\n"))
    assert [r.ok for r in replay.checks] == [True, True]
    assert replay.checks[0].found.startswith("The board waits for South to choose")
    assert [a.refused != "" for a in replay.actions] == [False, False, True, False]
    assert [type(e).__name__ for e in replay.mode.events] == ["CallMade", "CallMade",
                                                              "Choice"]


def test_expect_refused_fails_when_the_board_takes_the_action() -> None:
    error = error_of("N 1S\nexpect refused\nE pass\n")
    assert str(error) == "t.log:2:1: expected refused, found line 3 (E Pass) taken"
    error = error_of("N 1S\nexpect refused\n")
    assert str(error) == "t.log:2:1: expected refused, found no action follows"


def test_the_hands_tag_plays_a_board_whose_deal_is_not_known() -> None:
    log = read('[Hands "N:K... - .AQ.. -"]\nN 1NT\nE pass\nS pass\nW pass\nE S2\n'
               "trick N revoke W D\n")
    assert log.board.deal is None and log.board.hands is not None
    assert [str(h) for h in log.board.hands] == ["K...", "...", ".AQ..", "..."]
    assert log.actions[-1][1] == TrickSummary(Seat.NORTH, ((Seat.WEST, Suit.DIAMONDS),))
    nothing = read('[Hands "?"]\n')
    assert nothing.board.hands is not None and not any(nothing.board.hands)
    whole = read(f'[Hands "{DEAL.replace("432.AKQJ.T98.765", "-")}"]\n')
    assert whole.board.deal is not None and whole.board.hands is None
    with pytest.raises(TableLogError, match="not both"):
        read(f'{HEADER}[Hands "?"]\n')
    with pytest.raises(TableLogError, match="revoke SEAT SUIT"):
        read("trick N W\n")
    summary = TrickSummary(Seat.WEST, ((Seat.EAST, Suit.SPADES),))
    assert action_text(summary) == "trick W revoke E S"


def test_fuzz_J_1997_declarers_choice_of_penalty_cards_without_a_deal() -> None:
    """Fuzz item J: under the 1997 Laws declarer's choice of a defender's cards exposed in
    the auction (24) is made at the end of the auction; with no [Deal] no play had begun,
    and the engine asserted one had. The penalty card waits for the play."""
    log = ('[Board "9"]\n[Vulnerable "EW"]\n[Laws "1997"]\nN pass\nE pass\nS pass\nW 1NT\n'
           "N exposes SJ ST\nN pass\nE pass\nS pass\nW penalizes SJ\n"
           "expect penalty-cards N SJ\n")
    assert all(c.ok for c in replay_log(read(log)).checks)
