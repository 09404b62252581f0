"""Editions of the Laws as data (issue 13, item 1): a board runs under 2017, 2007 or 1997;
correct procedure and Law 77 are the same in all three, and where the engine does not yet
apply an older edition's rectifications it refuses rather than rule by 2017."""

from __future__ import annotations

import pytest

from bridgelaws.engine.steps import IrregularActionError
from bridgelaws.engine.table import Table
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import Breach
from bridgelaws.formats.tablelog import (
    TableLogError,
    read_table_log,
    replay_log,
    write_table_log,
)
from bridgelaws.laws import law
from bridgelaws.laws.editions import LAWS_1997, LAWS_2007, LAWS_2017, edition
from bridgelaws.messages import Message
from bridgelaws.values.board import Board
from bridgelaws.values.calls import Call
from bridgelaws.values.cards import Seat
from bridgelaws.values.deal import Deal

DEAL = Deal.parse("N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765")
AUCTION = "1S P 2S P 4S P P P".split()


def _played(mode: str, laws: str) -> Table:
    table = Table(Board.numbered(1, DEAL), mode, edition=laws)
    for call in AUCTION:
        table.call(call)
    while table.phase.name == "PLAY":
        table.play(next(iter(table.legal_cards())))
    return table


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_an_edition_is_data(laws: str) -> None:
    e = edition(laws)
    assert e.year == laws and str(e) == laws and edition(e) is e
    assert e.law("27B").edition == laws
    assert e.lead_restrictions == ("prohibit" if laws == "2017" else "require-or-prohibit")


def test_an_unknown_edition_is_refused() -> None:
    with pytest.raises(ValueError, match="no edition of the Laws 2012"):
        edition("2012")
    with pytest.raises(ValueError):
        Table(Board.numbered(1, DEAL), "table", edition="2012")


@pytest.mark.parametrize("laws", ["2007", "1997"])
@pytest.mark.parametrize("mode", ["strict", "table"])
def test_77_correct_procedure_and_score_are_the_same_in_every_edition(mode: str,
                                                                       laws: str) -> None:
    older, current = _played(mode, laws), _played(mode, "2017")
    assert older.edition is edition(laws) and current.edition is LAWS_2017
    assert current.result is not None and len(current.events) == len(AUCTION) + 52
    assert older.events == current.events
    assert (older.contract, older.result, older.score) == (
        current.contract, current.result, current.score)


def test_26_the_older_editions_let_declarer_require_or_forbid_a_lead_by_default() -> None:
    board = Board.numbered(1, DEAL)
    assert TableMode(board).regulations.lead_restrictions == "prohibit"
    assert TableMode(board, edition=LAWS_2007).regulations.lead_restrictions == (
        "require-or-prohibit")
    assert TableMode(board, edition="1997").regulations.lead_restrictions == (
        "require-or-prohibit")


@pytest.mark.parametrize("laws", [LAWS_2007, LAWS_1997])
def test_an_irregularity_not_yet_written_for_the_edition_is_refused(laws: object) -> None:
    mode = TableMode(Board.numbered(1, DEAL), edition=laws)  # type: ignore[arg-type]
    assert mode.turn is not None
    for call in ("1S", "Pass", "Pass", "Pass"):
        assert mode.turn is not None
        mode.call(mode.turn, Call.parse(call))
    mode.play_card(Seat.EAST, "CA")
    before, events = list(mode.trail), len(mode.events)
    with pytest.raises(IrregularActionError) as refused:
        mode.apply(Breach(Seat.SOUTH, law("43A2(c)")))  # dummy breaks a limitation (43)
    text = refused.value.message.render("en")
    assert text.startswith(f"Law 43 under the {laws} Laws: the engine does not yet apply")
    assert mode.trail == before and len(mode.events) == events and mode.step is None


def test_a_clause_of_an_older_edition_is_cited_with_its_year() -> None:
    assert Message("replay.law", law=law("31B", "2007")).render("en") == "Law 31B (2007)"
    assert Message("replay.law", law=law("31B")).render("en") == "Law 31B"
    assert LAWS_2007.cite(law("22")) == "22" and LAWS_2007.cite(law("22")).edition == "2007"
    assert LAWS_2007.cite(law("23C")).edition == "2017"  # 2007 has no 23C


LOG = """\
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
[Laws "{laws}"]

N 1S
E pass
S 2S
W pass
N 4S
E pass
S pass
W pass
expect contract 4S N
"""


@pytest.mark.parametrize("laws", ["2017", "2007", "1997"])
def test_a_table_log_names_its_edition(laws: str) -> None:
    log = read_table_log(LOG.format(laws=laws), "board.log")
    assert log.laws == laws
    replay = replay_log(log)
    assert replay.mode.edition is edition(laws)
    assert f'[Laws "{laws}"]' in write_table_log(replay.mode)
    assert "Regulation" not in write_table_log(replay.mode)  # the edition's own default


def test_a_2007_log_with_an_irregularity_stops_at_its_line() -> None:
    text = LOG.format(laws="2007") + "E CA\nS breach 43A2(c)\n"
    with pytest.raises(TableLogError, match=r"board.log:17:.*Law 43 under the 2007 Laws"):
        replay_log(read_table_log(text, "board.log"))


def test_an_edition_that_does_not_exist_is_refused_in_a_log() -> None:
    with pytest.raises(TableLogError, match="2012"):
        read_table_log(LOG.format(laws="2012"), "board.log")


def test_an_edition_replaces_only_rules_marked_per_edition() -> None:
    from bridgelaws.laws import law61_63, law64
    from bridgelaws.laws.editions import rule_2017

    with pytest.raises(TypeError, match="not marked per_edition"):
        LAWS_2007.replaces(law64.settle)
    with pytest.raises(ValueError, match="replaced twice"):
        LAWS_2007.replaces(law64.both_sides_revoked)(law64.both_sides_revoked)
    # each edition's own function, or the 2017 one where it has none
    assert LAWS_2017.rule(law64.revoke_tricks) is rule_2017(law64.revoke_tricks)
    assert LAWS_2007.rule(law64.revoke_tricks) is rule_2017(law64.revoke_tricks)
    assert LAWS_1997.rule(law64.revoke_tricks).__module__ == "bridgelaws.laws.y1997.law64"
    assert LAWS_2007.rule(law61_63.corrected_together).__module__ == (
        "bridgelaws.laws.y2007.law61_63")
    assert rule_2017(law64.settle) is law64.settle


def test_a_clause_an_edition_numbers_otherwise_is_cited_by_its_own_number() -> None:
    assert (LAWS_2007.cite(law("16C")), LAWS_2007.cite(law("16D"))) == ("16D", "16C")
    assert LAWS_1997.cite(law("16B")) == "16A" and LAWS_1997.cite(law("16C")) == "16C"
    assert LAWS_1997.cite(law("64C2(b)")) == "64C"
    assert LAWS_1997.cite(law("64C2(b)")).edition == "1997"


def test_a_waiting_steps_options_cite_the_boards_edition() -> None:
    """Every law a waiting step shows (its own, its options', its question's) is cited by
    the board's edition, whichever rule opened it; the step stays the same object until
    the board moves on, so a replay sees one new step, not one per look."""
    from bridgelaws.formats.tablelog import read_table_log, replay_log

    text = ('[Board "22"]\n[Laws "2007"]\nE 2C\nS Pass\nW 2D\nN Pass\nE 2NT\nS Pass\n'
            'W 3C\nW changes 3NT\nTD inadvertent no\n')
    mode = replay_log(read_table_log(text)).mode
    step = mode.step
    assert step is not None and step is mode.step
    cited = [step.law, *(o.law for o in step.options)]
    assert cited and all(c.edition == "2007" for c in cited)
    assert [str(o.law) for o in step.options] == ["25B1", "25B2"]
