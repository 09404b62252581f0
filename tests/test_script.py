"""The script to read aloud (``bridgelaws.engine.script.read_aloud``): every option the
Laws give at the waiting moment, together, with what follows each, as data and as text in
the director's language."""

from __future__ import annotations

import json

from bridgelaws import Board, Holding, Seat
from bridgelaws.engine.script import read_aloud
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.view import VIEW_FORMAT, board_view

from .helpers import BLOCK_DEAL

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _lead_out_of_turn(deal_known: bool = False) -> TableMode:
    board = Board.numbered(1, BLOCK_DEAL) if deal_known else Board.numbered(
        1, hands=(Holding(0),) * 4)
    t = TableMode(board)
    for seat, call in zip(Seat, ["1NT", "Pass", "Pass", "Pass"], strict=True):
        t.call(seat, call)
    t.play_card(W, "HK" if not deal_known else "HA")
    return t


def test_54_the_script_holds_every_option_and_the_50D2_choices_after_a_refusal() -> None:
    for known in (False, True):  # the same script with the deal known or not
        script = read_aloud(_lead_out_of_turn(known))
        assert script is not None and script.law == "54"
        assert [(o.name, o.chooser, o.law) for o in script.options] == [
            ("accept", N, "54B"), ("spread", N, "54A"), ("refuse", N, "54D")]
        accept, _spread, refuse = script.options
        assert accept.then is None
        assert refuse.then is not None and refuse.then.law == "50D2"
        assert [(o.name, o.law) for o in refuse.then.options] == [
            ("require H", "50D2(a)"), ("prohibit H", "50D2(a)"), ("none", "50D2(b)")]


def test_54_the_script_as_data_carries_the_keys_and_texts_in_the_language() -> None:
    script = read_aloud(_lead_out_of_turn())
    assert script is not None
    data = script.as_dict("de")
    json.dumps(data)  # JSON-ready
    assert data["law"] == "54" and data["question"] is None
    options = data["options"]
    assert isinstance(options, list)
    assert [o["key"] for o in options] == ["option.accept.opening", "option.spread",
                                           "option.refuse.lead"]
    assert options[2]["then"]["options"][0]["law"] == "50D2(a)"
    text = data["text"]
    assert isinstance(text, list) and text[1] == "Nord wählt eine dieser Möglichkeiten:"
    assert any("§ 50D2(b)" in line for line in text)


def test_54_the_script_reads_in_every_language() -> None:
    script = read_aloud(_lead_out_of_turn())
    assert script is not None
    lines = {lang: script.lines(lang) for lang in ("en", "de", "fr", "it", "nl")}
    assert lines["en"][1] == "North chooses one of these options:"
    assert len({tuple(v) for v in lines.values()}) == 5  # five different texts
    assert all(len(v) == len(lines["en"]) for v in lines.values())


def test_64C1_a_question_for_the_director_is_a_script_of_one_line() -> None:
    t = TableMode(Board.numbered(1, hands=(Holding(0),) * 4))
    for seat, call in zip(Seat, ["1NT", "Pass", "Pass", "Pass"], strict=True):
        t.call(seat, call)
    t.play_card(E, "S2")
    t.play_card(S, "H3")  # did South hold a spade? (44C)
    script = read_aloud(t)
    assert script is not None and script.question is not None and not script.options
    assert script.lines("en") == [
        "The director decides (Law 44C): When South played ♥3, did he hold a card of spades?"]


def test_27_the_view_model_carries_the_script() -> None:
    t = TableMode(Board.numbered(1))
    t.call(N, "1S")
    t.call(E, "1H")
    view = board_view(t)
    assert VIEW_FORMAT == view["format"] == "bridgelaws.view/2"
    script = view["script"]
    assert isinstance(script, dict) and [o["name"] for o in script["options"]] == [
        "accept", "refuse"]
    t.choose(S, "accept")
    assert board_view(t)["script"] is None and read_aloud(t) is None
