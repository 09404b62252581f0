"""Malformed and unusual PBN input: a problem report or a sensible reading, never a crash."""

from __future__ import annotations

import pytest

from bridgelaws.formats.pbn import check_game, read_pbn, replay_game, write_pbn
from bridgelaws.parsing import shown

from .test_pbn import DEAL, GAME


def messages(text: str) -> list[str]:
    pbn = read_pbn(text, "t.pbn")
    return [str(p) for p in pbn.stray] + [str(p) for g in pbn.games for p in check_game(g)]


def test_result_by_side_in_lower_case() -> None:
    game = read_pbn(GAME.replace('[Result "7"]', '[Result "ns 7"]')).games[0]
    table, problems = replay_game(game)
    assert problems == [] and table is not None and table.result == 7


def test_numbers_in_other_scripts_are_not_numbers() -> None:
    found = messages(GAME.replace('[Result "7"]', '[Result "²"]'))
    assert found == ["t.pbn:9: board 1: Result tag '²' is not a number of tricks, 'NS <tricks>' "
                     "or 'EW <tricks>' (PBN 3.4.15)"]
    assert messages(GAME.replace('[Board "1"]', '[Board "²"]')) == []  # Law 2 board unknown
    game = read_pbn(GAME + '[Note "1²:x"]\n').games[0]
    assert game.notes("Play") == {} and write_pbn([game])


def test_a_deal_with_an_unknown_first_seat() -> None:
    found = messages(GAME.replace(f'"{DEAL}"', f'"Q{DEAL[1:]}"'))
    assert any("'Q' is not a seat" in m and "(Law 1)" in m for m in found)


def test_inheritance_reaches_back_one_game_only() -> None:
    text = (
        f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n\n'
        '[Board "2"]\n[Dealer "E"]\n[Vulnerable "NS"]\n\n'
        '[Auction "E"]\n1S Pass Pass Pass\n'
    )
    games = read_pbn(text).games
    assert games[2].values["Board"] == "2" and games[2].values["Dealer"] == "E"
    assert "Deal" not in games[2].values
    assert messages(text) == []


def test_form_feed_and_line_separator_do_not_break_lines() -> None:
    text = GAME.replace("[Event \"Club night\"]", "[Event \"Spring\u2028Cup\"]\n{a\x0cb}")
    text = text.replace("1NT Pass Pass Pass", "1NT 1C Pass Pass")
    assert messages(text) == [
        "t.pbn:12: board 1: illegal call by East: 1C is insufficient over 1NT (Law 18D)"
    ]


def test_a_line_of_no_break_space_ends_a_game_on_either_path() -> None:
    text = '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Auction "N"]\n\u00a0\n1S P P P\n'
    pbn = read_pbn(text)
    assert len(pbn.games) == 1  # the blank-looking line ends the game, as an empty line does
    assert str(pbn.stray[0]) == "<string>:6: '1S' before any tag"


def test_stray_tokens_after_the_last_game_are_reported() -> None:
    found = messages(GAME + "\n1H junk here\n")
    assert any("'1H' before any tag" in m for m in found)


def test_unknown_deal_with_play_still_takes_the_result_as_a_claim() -> None:
    table, problems = replay_game(read_pbn(GAME.replace(f'"{DEAL}"', '"?"')).games[0])
    assert problems == [] and table is not None and table.result == 7


BIG = "1" * 5000  # more digits than int() converts (4,300)


@pytest.mark.parametrize(("old", "new", "expected"), [
    ('[Board "1"]', f'[Board "{BIG}"]',
     "t.pbn:3: board 11111111111111111111…: Board tag '11111111111111111111…' (5000 characters) "
     "is too large for a board "
     "number: the most is 999999999"),
    ("1NT Pass", f"1NT ={BIG}= Pass",
     "t.pbn:11: board 1: '11111111111111111111…' (5000 characters) is too large for a note "
     "number: the most is 999999999"),
    ("1NT Pass", f"1NT ${BIG} Pass",
     "t.pbn:11: board 1: '$1111111111111111111…' (5001 characters) is not a call"),
    ('[Result "7"]', f'[Result "{BIG}"]', "t.pbn:9: board 1: Result tag '1111111111"),
])
def test_fuzz_A_pbn_numbers_of_5000_digits_are_problems(old: str, new: str,
                                                        expected: str) -> None:
    """Fuzz item A: the Board tag, a note reference, a NAG and the Result tag."""
    text = GAME.replace(old, new, 1)
    found = messages(text)
    assert any(m.startswith(expected) for m in found), found
    assert write_pbn(read_pbn(text).games)  # the export does not stumble on them either


def test_fuzz_A_a_note_numbered_with_5000_digits_is_not_a_note() -> None:
    text = GAME.replace("1NT Pass", "1NT =1= Pass") + f'[Note "{BIG}:x"]\n[Note "1:y"]\n'
    game = read_pbn(text).games[0]
    assert game.notes("Play") == {1: "y"}
    assert messages(text) == [  # the notes follow the play, so they are the play's (PBN 3.6.5)
        "t.pbn:11: board 1: no Note tag for =1= in the Auction section",
        f"t.pbn:16: board 1: Note tag {shown(BIG + ':x')} does not start with a number and ':'",
        "t.pbn:17: board 1: warning: note 1 is not referred to in the Play section",
    ]
    assert read_pbn(write_pbn([game])).games[0].content() == game.content()


@pytest.mark.parametrize("line", [
    "[" + "a" * 300_000,              # an unclosed [ and a long word: 101 s for 100 KB before
    "[a " * 60_000 + '"',             # many unclosed tags, a quote at the end
    '"\\' * 60_000,                   # many quotes never closed
])
def test_fuzz_B_a_long_line_is_read_in_one_pass(line: str) -> None:
    """Fuzz item B: the line tokenizer backtracked (or searched again from each [ or ") and
    took time quadratic in the line's length: minutes for these lines. It now reads each
    line in one pass and reports the stray characters."""
    pbn = read_pbn('[Event "x"]\n' + line + "\n", "t.pbn")
    assert pbn.problems and all(p.line == 2 for p in pbn.problems)
    assert str(pbn.problems[0]).startswith("t.pbn:2: ")
