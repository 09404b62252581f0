"""The view model of a board: everything a screen shows, as JSON-ready data.

``board_view(rules)`` is what ``bridgelaws replay --json`` prints (less the log's own
entries: file, trail lines and checks), what the web console renders and what a platform
embedding the engine can send to its clients. Its schema is versioned (``VIEW_FORMAT``)
and documented in ``docs/table-log.md``.

>>> from bridgelaws.engine.table import Table
>>> from bridgelaws.values.board import Board
>>> t = Table(Board.numbered(1), mode="table")
>>> _ = t.call("1S"); _ = t.call("1H")
>>> v = board_view(t.rules)
>>> v["format"], v["mode"], v["phase"], [o["name"] for o in v["pending"]["options"]]
('bridgelaws.view/2', 'table', 'auction', ['accept', 'refuse'])
>>> v["script"]["text"][1]
'South chooses one of these options:'

"""

from __future__ import annotations

from typing import Final

from bridgelaws.engine.events import ClaimAgreed
from bridgelaws.engine.script import read_aloud
from bridgelaws.engine.steps import Pending, Ruling, Step
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import PlayState
from bridgelaws.messages import Message
from bridgelaws.values.cards import Seat

__all__ = ["VIEW_FORMAT", "board_view", "contract_text", "obligation_message"]

VIEW_FORMAT: Final = "bridgelaws.view/2"
"""The name and version of the view's schema; a change that removes or renames a key
raises the version, and so does a new key (2: ``script``, the options to read aloud;
a revoke's ``card`` may be ``null``)."""


def board_view(mode: TableMode, lang: str = "en") -> dict[str, object]:
    """The board as JSON-ready data, texts in ``lang``: the board, the pending decision,
    the auction, contract, obligations, restrictions, penalty cards, play and score."""
    board = mode.board
    contract, declarer = contract_text(mode)
    play = mode.play
    score = mode.score
    script = read_aloud(mode)
    if not mode.auction_over:
        phase, turn = "auction", mode.turn
    elif contract == "Pass" or play is None or play.over:
        phase, turn = "complete", None
    else:
        phase, turn = "play", play.turn
    return {
        "format": VIEW_FORMAT,
        "board": {"number": board.number, "dealer": str(board.dealer),
                  "vulnerable": board.vulnerability.pbn,
                  "deal": board.deal.to_pbn(board.dealer) if board.deal is not None
                  else None},
        "mode": "table",
        "laws": mode.edition.year,
        "phase": phase,
        "turn": None if turn is None else str(turn),
        "pending": _pending_json(mode.step, lang),
        "script": None if script is None else script.as_dict(lang),
        "auction": [{"seat": str(s), "call": str(c)} for s, c in mode.calls],
        "auction_over": mode.auction_over,
        "contract": contract,
        "declarer": declarer,
        "flags": [_ruling_json(r, lang) for r in mode.flags],
        "obligations": [
            {"seat": str(seat), "until": "rest" if duty.rest_of_auction else "next",
             "law": duty.law, "text": obligation_message(mode, seat).render(lang)}
            for seat, duty in sorted(mode.obligations.items())],
        "restrictions": [{"seat": str(r.offender), "call": str(r.call), "law": r.law}
                         for r in mode.restrictions],
        "penalty_cards": {str(seat): [str(c) for c in cards]
                          for seat, cards in sorted(mode.penalty_cards.items()) if cards},
        "tricks": play.declarer_tricks if play is not None else None,
        "result": mode.result,
        "play": None if play is None else _play_json(mode, play),
        "score": None if score is None else {"ns": score[0], "ew": score[1]},
        "score_status": mode.score_status,
        "adjusted": None if mode.adjusted is None else {
            "result": mode.adjusted.result, "law": mode.adjusted.law,
            "note": mode.adjusted.note},
    }


def contract_text(mode: TableMode) -> tuple[str | None, str | None]:
    if not mode.auction_over:
        return None, None
    contract = mode.contract
    if contract is None:
        return "Pass", None
    return f"{contract.level}{contract.strain}{contract.risk}", str(contract.declarer)


def _pending_json(step: Step | None, lang: str) -> dict[str, object] | None:
    if step is None:
        return None
    q = step.question
    return {
        "law": step.law,
        "waiting_for": step.waiting_for.render(lang),
        "question": None if q is None else {
            "name": q.name, "law": q.law, "text": q.message.render(lang),
            "answer": q.answer.value,
            "facts": {name: _fact_json(value) for name, value in q.facts.items()}},
        "options": [{"name": o.name, "chooser": str(o.chooser), "law": o.law,
                     "text": o.message.render(lang)} for o in step.options],
    }


def _fact_json(value: object) -> object:
    """A fact a question rests on, as JSON: numbers and yes/no as they are, seats, cards
    and calls as written in a table log, lists item by item, a step set aside by its
    kind."""
    if type(value) in (bool, int):
        return value
    if isinstance(value, list | tuple):
        return [_fact_json(v) for v in value]
    if isinstance(value, Pending):
        return value.kind
    return str(value)


def _ruling_json(ruling: Ruling, lang: str) -> dict[str, object]:
    return {"law": ruling.law, "key": ruling.message.key, "text": ruling.message.render(lang)}


def obligation_message(mode: TableMode, seat: Seat) -> Message:
    duty = mode.obligations[seat]
    return Message("pass.rest" if duty.rest_of_auction else "pass.next", seat=seat)


def _play_json(mode: TableMode, play: PlayState) -> dict[str, object]:
    tricks = [*play.tricks, *([play.current_trick] if play.current_trick else [])]
    return {
        "tricks": [{"leader": str(t.leader), "winner": str(t.winner) if t.winner else None,
                    "cards": [{"seat": str(s), "card": str(c)} for s, c in t.plays],
                    "led_out_of_turn": number in play.lead_marks}
                   for number, t in enumerate(tricks, 1)],
        "turn": str(play.turn) if play.turn is not None else None,
        "over": play.over,
        "revokes": [{"seat": str(r.player), "trick": r.trick,
                     "card": None if r.card is None else str(r.card),
                     "kind": r.kind, "law": r.law, "established": r.established,
                     "noticed": r.noticed, "corrected": r.corrected} for r in play.revokes],
        "transfers": [{"seat": str(r.player), "trick": r.trick, "tricks": t.tricks,
                       "law": t.law} for r, t in mode.transfers],
        "claim": None if play.claim is None else {
            "seat": str(play.claim.seat), "tricks": play.claim.tricks,
            "kind": "claim" if isinstance(play.claim, ClaimAgreed) else "concession"},
    }
