"""PBN 2.1: tolerant reading, replay through the Laws with located problems, strict export."""

from __future__ import annotations

import pytest

from bridgelaws import Board, Deal, Table
from bridgelaws.formats.pbn import (
    MANDATORY_TAGS,
    PbnError,
    check_game,
    decode,
    game_from_table,
    read_pbn,
    replay_game,
    write_pbn,
)

DEAL = "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"

GAME = f"""% PBN 2.1
[Event "Club night"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "{DEAL}"]
[Declarer "N"]
[Contract "1NT"]
[Result "7"]
[Auction "N"]
1NT Pass Pass Pass
[Play "E"]
CA C8 C5 C2
CK C9 C6 C3
*
"""


def messages(text: str) -> list[str]:
    return [str(p) for g in read_pbn(text, "t.pbn").games for p in check_game(g)]


def test_a_correct_game_has_no_problem() -> None:
    assert messages(GAME) == []


def test_short_play_with_result_is_an_agreed_claim() -> None:
    table, problems = replay_game(read_pbn(GAME).games[0])
    assert problems == [] and table is not None
    assert table.result == 7 and table.score == (90, -90)
    assert table.claim_event is not None and table.claim_event.tricks == 7


def test_lower_case_and_loose_spacing_are_accepted() -> None:
    text = GAME.replace('[Dealer "N"]', '[ Dealer   "n" ]').replace("1NT Pass", "1nt pass")
    text = text.replace("CA C8", "ca c8")
    assert messages(text) == []


def test_comments_of_both_kinds_and_across_lines() -> None:
    text = GAME.replace("[Auction", "{a comment\nover two lines} ; and one to the end\n[Auction")
    text = text.replace("CK C9", "CK {mid-trick} C9")
    pbn = read_pbn(text)
    assert messages(text) == []
    assert pbn.games[0].tag("Result").comments == [  # type: ignore[union-attr]
        "{a comment\nover two lines}", "; and one to the end"
    ]


def test_notes_alerts_and_all_pass() -> None:
    text = GAME.replace("1NT Pass Pass Pass", '1NT ! =1= AP\n[Note "1:15-17"]')
    game = read_pbn(text).games[0]
    assert game.auction[0].note == 1 and game.auction[0].annotations == ("!",)
    assert game.notes("Auction") == {1: "15-17"}
    assert messages(text) == []


def test_auction_padded_with_dashes_before_dealer() -> None:
    text = GAME.replace('[Dealer "N"]', '[Dealer "E"]').replace(
        '[Auction "N"]\n1NT Pass Pass Pass', '[Auction "N"]\n- 1NT Pass Pass\nPass'
    ).replace('[Declarer "N"]', '[Declarer "E"]').replace('[Play "E"]', '[Play "S"]')
    text = text.replace("CA C8 C5 C2\nCK C9 C6 C3", "C8 C5 C2 CA\nC9 C6 C3 CK")
    table, problems = replay_game(read_pbn(text).games[0])
    assert problems == [] and table is not None
    assert table.declarer is not None and str(table.declarer) == "E"
    assert table.declarer_tricks == 7  # two tricks played to East, five more claimed


def test_play_columns_follow_the_play_tag_seat() -> None:
    # the same play written with West in the first column: the lead is still East's
    text = GAME.replace(
        '[Play "E"]\nCA C8 C5 C2\nCK C9 C6 C3', '[Play "W"]\nC5 C2 CA C8\nC6 C3 CK C9'
    )
    assert messages(text) == []


def test_several_games_and_tag_inheritance() -> None:
    second = (
        '[Event "#"]\n[Board "2"]\n[Dealer "E"]\n[Vulnerable "NS"]\n'
        f'[Deal "{DEAL}"]\n[Contract "Pass"]\n[Auction "E"]\nAP\n'
    )
    text = GAME.replace('[Event "Club night"]', '[Event "##Club night"]') + "\n" + second
    text += '\n[Board "3"]\n[Dealer "S"]\n[Vulnerable "EW"]\n'
    pbn = read_pbn(text)
    assert [g.values["Event"] for g in pbn.games] == ["Club night"] * 3
    assert messages(text) == []


def test_omitted_board_tags_come_from_the_game_before() -> None:
    second = '[Declarer "N"]\n[Contract "1NT"]\n[Result "8"]\n[Auction "N"]\n1NT AP\n'
    pbn = read_pbn(GAME + "\n" + second)
    assert pbn.games[1].values["Deal"] == DEAL
    assert messages(GAME + "\n" + second) == []


def test_illegal_call_is_reported_with_file_line_board_and_law() -> None:
    text = GAME.replace("1NT Pass Pass Pass", "1NT 1S Pass Pass")
    assert messages(text)[0] == (
        "t.pbn:11: board 1: illegal call by East: 1S is insufficient over 1NT (Law 18D)"
    )


def test_inadmissible_double_is_reported() -> None:
    text = GAME.replace("1NT Pass Pass Pass", "1NT Pass X Pass")
    assert messages(text)[0].endswith("(Law 19A1)")


def test_revoke_is_reported_as_an_illegal_card() -> None:
    text = GAME.replace("CA C8 C5 C2", "CA DA C5 C2")
    assert messages(text) == [
        "t.pbn:13: board 1: illegal card by South: South must follow suit to C, not play DA "
        "(Law 44C)"
    ]


def test_card_from_the_wrong_hand_is_reported() -> None:
    text = GAME.replace("CA C8 C5 C2", "CA C8 C5 SA")
    assert "North does not hold SA" not in " ".join(messages(text))
    text = GAME.replace("CA C8 C5 C2", "CA C8 C5 HA")
    assert "North does not hold HA (Law 45)" in messages(text)[0]


def test_wrong_result_contract_and_declarer_tags() -> None:
    assert messages(GAME.replace('[Result "7"]', '[Result "14"]')) == [
        "t.pbn:9: board 1: Result tag '14' gives more than 13 tricks"
    ]
    # the defence has already won two tricks, so declarer can have at most eleven
    assert messages(GAME.replace('[Result "7"]', '[Result "12"]')) == [
        "t.pbn:9: board 1: Result tag says 12 tricks, but declarer has 0 with 11 to play (Law 77)"
    ]
    assert messages(GAME.replace('[Contract "1NT"]', '[Contract "2NT"]')) == [
        "t.pbn:8: board 1: Contract tag says 2NT, the auction gives 1NT (Law 22)"
    ]
    assert messages(GAME.replace('[Declarer "N"]', '[Declarer "S"]')) == [
        "t.pbn:7: board 1: Declarer tag says S, the auction gives N (Law 22A)"
    ]


def played_out() -> tuple[Table, str]:
    """1NT by North played to the end (lowest legal card each time), and its PBN export."""
    table = Table(Board.numbered(1, Deal.parse(DEAL)))
    for c in "1NT P P P".split():
        table.call(c)
    while table.legal_cards():
        table.play(min(table.legal_cards()))
    return table, write_pbn([game_from_table(table)]).replace("\r\n", "\n")


def test_full_play_result_must_match() -> None:
    table, text = played_out()
    assert messages(text) == []
    wrong = text.replace(f'[Result "{table.result}"]', f'[Result "{(table.result or 0) + 1}"]')
    assert "but the play gives declarer" in messages(wrong)[0]


@pytest.mark.parametrize(
    ("deal", "expected"),
    [
        ("N:AKQJ.T98.765.432 A98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765",
         "holds cards already dealt: SA"),
        ("N:AKQJ.T98.765.43 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765",
         "the hands have 12/13/13/13 cards"),
        ("N:AKQJ.T98.765.43X T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765",
         "not a rank"),
    ],
)
def test_a_deal_that_is_not_52_distinct_cards(deal: str, expected: str) -> None:
    found = messages(GAME.replace(DEAL, deal))
    assert any(expected in m and "(Law 1)" in m and m.startswith("t.pbn:6: board 1:")
               for m in found), found


def test_unknown_hands_and_end_positions_are_not_problems() -> None:
    partial = "N:AKQJ.T98.765.432 - - -"
    found = messages(GAME.replace(DEAL, partial).replace("[Play", "[X").replace("CA C8", ""))
    assert found == ["t.pbn:12: board 1: warning: tag X is not defined by PBN 2.1"]


def test_malformed_input_gives_problems_not_exceptions() -> None:
    text = '[Event "x]\n[Board 1]\nnonsense { never closed\n'
    pbn = read_pbn(text, "bad.pbn")
    found = [str(p) for g in pbn.games for p in check_game(g)]
    assert any("never closed" in m for m in found)
    assert any("without quotes" in m for m in found)


def test_binary_data_is_a_clear_error() -> None:
    with pytest.raises(PbnError, match=r"x\.pbn: binary data"):
        decode(b"\x00\x01\x02PK", "x.pbn")


def test_latin1_and_bom_are_decoded() -> None:
    assert decode("[Event \"Zürich\"]".encode("cp1252"), "x") == '[Event "Zürich"]'
    assert decode(b"\xef\xbb\xbf[Event \"x\"]", "x") == '[Event "x"]'


def test_export_format() -> None:
    out = write_pbn(read_pbn(GAME).games)
    lines = out.split("\r\n")
    assert "\n" not in out.replace("\r\n", "")
    assert lines[:2] == ["% PBN 2.1", "% EXPORT"]
    tags = [line[1:].split(" ")[0] for line in lines if line.startswith("[")]
    assert tags[: len(MANDATORY_TAGS)] == list(MANDATORY_TAGS)
    assert tags[len(MANDATORY_TAGS):] == ["Auction", "Play"]
    assert "1NT Pass Pass Pass" in lines
    assert "CA C8 C5 C2" in lines and "*" in lines
    assert all(len(line) < 255 for line in lines)


def test_export_round_trip_is_faithful() -> None:
    text = GAME.replace("1NT Pass Pass Pass", '1NT ! =1= $25 AP\n[Note "1:strong"]')
    text += '\n[Board "2"]\n[Dealer "E"]\n[Vulnerable "Both"]\n[Deal "-"]\n[Room "Closed"]\n'
    text += '[ScoreTable "PairId_NS;Score_NS"]\n1 420\n2 -50\n'
    first = read_pbn(text)
    again = read_pbn(write_pbn(first.games))
    assert [g.content() for g in again.games] == [g.content() for g in first.games]
    assert write_pbn(again.games) == write_pbn(first.games)


def test_plain_and_commented_files_read_the_same() -> None:
    # A file with comments is read line by line; a plain one in one pass per game.
    plain = read_pbn(GAME).games[0]
    commented = read_pbn(GAME.replace("[Auction", "; note\n[Auction")).games[0]
    a, b = plain.content(), commented.content()
    assert a["values"] == b["values"] and a["auction"] == b["auction"]
    assert a["play"] == b["play"]
    assert [(t.name, t.line) for t in plain.tags] == [
        (t.name, t.line + (t.line > 9) * -1) for t in commented.tags
    ]


def test_games_without_an_empty_line_between_them() -> None:
    text = GAME + GAME.replace('[Board "1"]', '[Board "2"]').replace("% PBN 2.1\n", "")
    pbn = read_pbn(text)
    assert [g.values["Board"] for g in pbn.games] == ["1", "2"]
    assert pbn.problems == []


def test_a_line_of_spaces_ends_a_game() -> None:
    text = GAME + "   \n" + GAME.replace('[Board "1"]', '[Board "2"]').replace("% PBN 2.1\n", "")
    assert [g.values["Board"] for g in read_pbn(text).games] == ["1", "2"]


def test_tag_values_with_brackets_and_escaped_quotes() -> None:
    text = GAME.replace('[Event "Club night"]', '[Event "Cup [final] \\"A\\""]')
    game = read_pbn(text).games[0]
    assert game.values["Event"] == 'Cup [final] "A"'
    assert read_pbn(write_pbn([game])).games[0].values["Event"] == 'Cup [final] "A"'


def test_a_fourteenth_trick_is_reported() -> None:
    _table, text = played_out()
    lines = text.splitlines()
    last_trick = max(i for i, line in enumerate(lines) if line.count(" ") == 3 and "[" not in line)
    text = "\n".join([*lines[: last_trick + 1], lines[last_trick], *lines[last_trick + 1:]])
    found = messages(text)
    assert len(found) == 1 and "cards after the thirteenth trick (Law 44)" in found[0]
