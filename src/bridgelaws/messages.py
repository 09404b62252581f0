"""The message catalogue: every ruling the engine gives, in our own words, ready for
translation.

A :class:`Message` is a catalogue key with named values; it is turned into text only when
shown, in the language asked for. Each catalogue entry is one whole sentence with named
places (``{seat}``, ``{call}``, ``{law}``): no message is ever put together from pieces,
so a translator can order the words as the language needs. The values are translated
too: seats, calls, suits and sides have their own entries.

English (``en``) and German (``de``) are complete; a test checks that every key has every
language and the same places. French, Italian and Dutch come later: a language without an
entry falls back to English.

>>> m = Message("oor.call", seat=Seat.SOUTH, call=Call.parse("1H"), turn=Seat.WEST)
>>> m.render("en")
'South called 1♥ out of rotation, at West’s turn.'
>>> m.render("de")
'Süd hat außer Reihenfolge 1♥ angesagt, als West an der Reihe war.'
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import Any, Final

from bridgelaws.calls import Call
from bridgelaws.cards import Card, Seat, Side, Suit
from bridgelaws.messages_de import CATALOGUE_DE

__all__ = ["CATALOGUE", "LANGUAGES", "Message", "Term", "term"]

LANGUAGES: Final = ("en", "de")

_SUIT_SYMBOLS: Final = "♣♦♥♠"

TERMS: Final[dict[str, dict[str, str]]] = {
    "en": {
        "seat.NORTH": "North", "seat.EAST": "East", "seat.SOUTH": "South", "seat.WEST": "West",
        "side.NS": "North-South", "side.EW": "East-West",
        "suit.CLUBS": "clubs", "suit.DIAMONDS": "diamonds", "suit.HEARTS": "hearts",
        "suit.SPADES": "spades",
        "call.pass": "Pass", "call.double": "Double", "call.redouble": "Redouble",
        "notrump": "NT", "yes": "yes", "no": "no", "none": "none",
        "severity.major": "major", "severity.minor": "minor",
        "question.unintended": "unintended call (25A)",
        "question.comparable": "comparable call (23A)",
        "question.same-denomination": "same denomination (27B1(a))",
        "question.artificial-pass": "artificial pass (30C)",
    },
    "de": {
        "seat.NORTH": "Nord", "seat.EAST": "Ost", "seat.SOUTH": "Süd", "seat.WEST": "West",
        "side.NS": "Nord-Süd", "side.EW": "Ost-West",
        "suit.CLUBS": "Treff", "suit.DIAMONDS": "Karo", "suit.HEARTS": "Coeur",
        "suit.SPADES": "Pik",
        "call.pass": "Passe", "call.double": "Kontra", "call.redouble": "Rekontra",
        "notrump": "SA", "yes": "ja", "no": "nein", "none": "keine",
        "severity.major": "große Strafkarte", "severity.minor": "kleine Strafkarte",
        "question.unintended": "versehentliche Ansage (25A)",
        "question.comparable": "vergleichbare Ansage (23A)",
        "question.same-denomination": "gleiche Denomination (27B1(a))",
        "question.artificial-pass": "künstliche Passe (30C)",
    },
}


class Term(str):
    """A word that is translated: the key of an entry in the terms (``severity.major``)."""

    __slots__ = ()


def term(value: object, language: str = "en") -> str:
    """``value`` in ``language``: seats, sides, suits, calls, cards and :class:`Term`
    words are translated."""
    terms = TERMS.get(language, TERMS["en"])
    if isinstance(value, Term):
        return terms.get(value, TERMS["en"].get(value, str(value)))
    if isinstance(value, Message):
        return value.render(language)
    if hasattr(value, "level") and hasattr(value, "strain") and not isinstance(value, Call):
        index = int(value.strain)  # a bid above seven (Law 38)
        mark = terms["notrump"] if index == 4 else _SUIT_SYMBOLS[index]
        return f"{value.level}{mark}"
    if isinstance(value, Seat):
        return terms[f"seat.{value.name}"]
    if isinstance(value, Side):
        return terms[f"side.{value.name}"]
    if isinstance(value, Suit):
        return terms[f"suit.{value.name}"]
    if isinstance(value, Call):
        if value.index == 0:
            return terms["call.pass"]
        if value.index == 1:
            return terms["call.double"]
        if value.index == 2:
            return terms["call.redouble"]
        strain = terms["notrump"] if value.strain == 4 else _SUIT_SYMBOLS[value.strain or 0]
        return f"{value.level}{strain}"
    if isinstance(value, Card):
        return f"{_SUIT_SYMBOLS[value // 13]}{'23456789TJQKA'[value % 13]}"
    if isinstance(value, bool):
        return terms["yes" if value else "no"]
    if isinstance(value, list) or (isinstance(value, tuple) and not hasattr(value, "_fields")):
        return ", ".join(term(v, language) for v in value) or terms["none"]
    if isinstance(value, Enum):
        return str(value.value)
    return str(value)


class Message:
    """A catalogue key and its named values; :meth:`render` gives the text."""

    __slots__ = ("key", "values")

    def __init__(self, key: str, **values: Any) -> None:
        if key not in CATALOGUE["en"]:
            raise KeyError(f"no message {key!r} in the catalogue")
        self.key = key
        self.values: Mapping[str, Any] = values

    def render(self, language: str = "en") -> str:
        """The message in ``language`` (English when the language lacks it)."""
        catalogue = CATALOGUE.get(language, CATALOGUE["en"])
        template = catalogue.get(self.key, CATALOGUE["en"][self.key])
        return template.format_map({k: term(v, language) for k, v in self.values.items()})

    def __str__(self) -> str:
        return self.render("en")

    def __repr__(self) -> str:
        return f"Message({self.key!r}, {dict(self.values)!r})"

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Message) and self.key == other.key
                and dict(self.values) == dict(other.values))

    def __hash__(self) -> int:
        return hash(self.key)

    def as_dict(self, language: str = "en") -> dict[str, object]:
        """A JSON-ready form: the key, the values as text, and the rendered message."""
        return {"key": self.key, "text": self.render(language),
                "values": {k: term(v, "en") for k, v in self.values.items()}}


# Every entry is a whole sentence. Places: {seat} {offender} {partner} {lho} {turn}
# {call} {withdrawn} {replacement} {cards} {card} {suit} {suits} {law} {chooser} ...
CATALOGUE: Final[dict[str, dict[str, str]]] = {"en": {
    # irregularities
    "oor.call": "{seat} called {call} out of rotation, at {turn}’s turn.",
    "insufficient": "{seat} bid {call}, which is insufficient over {last}.",
    "inadmissible.double": "{seat} made an inadmissible {call}: Law 19 does not allow it now.",
    "breach.pass": "{seat} called {call} although required to pass.",
    "above.seven": "{seat} bid {call}: no bid may be above the seven level.",
    "after.final.pass": "{seat} called {call} after the final pass.",
    "exposed.auction": "{seat} exposed {cards} during the auction.",
    "led.auction": "{seat} led {cards} prematurely, during the auction.",
    "change.attempt": "{seat} tried to change the call {withdrawn} to {call}.",
    "simultaneous": "{seat} called {call} at the same time as {other}: it counts as made "
                    "after {other}’s call.",
    "attention": "{seat} drew attention to the irregularity; the director is summoned.",
    "director.called": "The director is at the table.",
    # options
    "option.accept": "{chooser} may accept {call}: it then stands and the auction "
                     "continues with {chooser}.",
    "option.refuse": "{chooser} may refuse {call}: it is cancelled and the Laws decide "
                     "what follows.",
    "option.withdraw": "{chooser} may withdraw the call made after the changed one.",
    "option.keep": "{chooser} may keep the call made after the changed one.",
    "option.prohibit": "{chooser} may forbid {leader} to lead {suit} for as long as "
                       "{leader} keeps the lead.",
    "option.require": "{chooser} may require {leader} to lead {suit}.",
    "option.no.restriction": "{chooser} may let {leader} lead anything.",
    "option.replace": "{offender} must replace the cancelled call with a legal call.",
    # questions for the director
    "question.unintended": "Did {seat} make {call} by mistake, a slip of the tongue or a "
                           "mechanical error, and not by a change of mind? The intended call "
                           "was {intended}.",
    "question.comparable": "Is {replacement} comparable to the withdrawn {withdrawn}: the "
                           "same or a similar meaning, a meaning contained in the withdrawn "
                           "call’s, or the same purpose?",
    "question.same.denomination": "Do {withdrawn} and {replacement} specify the same "
                                  "denomination or denominations (for example, both natural "
                                  "in the same strain)?",
    "question.artificial.pass": "Was {seat}’s pass out of rotation artificial, or a pass "
                                "of partner’s artificial call?",
    # choices and findings
    "chose.accept": "{seat} accepted {call}.",
    "chose.accept.by.calling": "{seat} called over {call} and so accepted it.",
    "chose.refuse": "{seat} did not accept {call}; it is cancelled.",
    "chose.withdraw": "{seat} withdrew {call}.",
    "chose.keep": "{seat} kept {call}.",
    "chose.prohibit": "{seat} forbade a {suit} lead.",
    "chose.require": "{seat} required a {suit} lead.",
    "chose.no.restriction": "{seat} put no restriction on the lead.",
    "finding": "The director’s finding on the {question}: {answer}.",
    # consequences
    "cancelled": "{call} by {seat} is cancelled.",
    "cancelled.later": "{call} by {seat}, made after the irregularity, is cancelled too.",
    "later.call": "{seat} called {call} before the director ruled.",
    "stands": "{call} by {seat} stands.",
    "forfeit.called.first": "{seat}, whose turn it was, called before the irregularity was "
                            "dealt with: {call} out of rotation is cancelled without further "
                            "rectification.",
    "auction.reverts": "The auction returns to {seat}.",
    "pass.next": "{seat} must pass at the next turn to call.",
    "pass.rest": "{seat} must pass for the rest of the auction.",
    "must.repeat": "{seat} must repeat {call}.",
    "any.call": "{seat} may make any legal call.",
    "no.rectification": "No further rectification.",
    "replaced.by.pass": "{call} by {seat} is replaced by a pass.",
    "substitution.allowed": "{seat}’s unintended {withdrawn} is replaced by {call}.",
    "substitution.cancelled": "{seat}’s attempted change to {call} is cancelled: {original} "
                              "stands.",
    "substitution.too.late": "{seat} may no longer change {original}: partner has called.",
    "lead.restriction": "If {offender} becomes a defender, declarer may restrict {partner}’s "
                        "first lead: {seat}’s {call} was withdrawn.",
    "lead.restriction.void": "No lead restriction follows from {seat}’s {call}.",
    "unauthorized.information": "Information from {seat}’s withdrawn {call} is authorised "
                                "for {nos} and unauthorised for {os}.",
    "unauthorized.cards": "Information from {seat}’s exposed cards is authorised for {nos} "
                          "and unauthorised for {os}.",
    "exposed.stay": "The exposed cards of {seat} stay face up on the table until the auction "
                    "ends.",
    "exposed.returned": "{seat} is declarer or dummy: the exposed cards go back to the hand.",
    "penalty.cards": "{seat} is a defender: the exposed {cards} now count as penalty cards "
                     "({severity}).",
    "three.passes": "The auction would end with a pass out of rotation that took away "
                    "{seat}’s turn; the passes after it are cancelled.",
    "auction.over": "The auction is over: {contract}.",
    "auction.passed.out": "The board is passed out.",
    # flags for the end of the hand
    "flag.23C": "After the hand, check whether {offender}’s comparable call gave the "
                "offending side an advantage that damaged {nos}.",
    "flag.27D": "After the hand, check whether the result could well have been different "
                "without the insufficient bid by {offender}, to the damage of {nos}.",
    "flag.72C": "After the hand, check whether {offender} could have known that the "
                "irregularity would likely help the offending side.",
    # refusals (the board cannot go on like this)
    "wait.decision": "The board waits: {what}",
    "waiting.choice": "The board waits for {chooser} to choose (Law {law}).",
    "waiting.director": "The board waits for the director to rule under Law {law}.",
    "card.not.held": "{seat} does not hold {card}.",
    "must.follow": "{seat} must follow suit and may not play {card}.",
    "not.in.turn": "It is {turn}’s turn to play, not {seat}’s.",
    "no.deal": "No card can be played: the deal of this board is not known.",
    "not.play.period": "{seat} cannot play a card: the play period has not begun.",
    "lead.prohibited": "{seat} may not lead {suit}: declarer has forbidden it.",
    "claim.impossible": "{seat} cannot claim {tricks} tricks: not that many remain.",
    "exposed.after.auction": "The auction is over: cards exposed now are for the play laws "
                             "(48-50), which are not yet covered.",
    "not.offender.choice": "{seat} has no choice to make here.",
    "no.question": "There is no question for the director now.",
    "recorded.without": "Attention was drawn only after the opening lead: the contract is "
                        "recorded as if {seat}’s {call} had not been made.",
    "dummy.attention": "{seat} is dummy and may not draw attention to an irregularity "
                       "during the play.",
    "premature.replacement": "{seat} replaced {withdrawn} by {call} before the director "
                             "ruled: it stands unless {withdrawn} is accepted.",
    "auction.reopened": "{seat} may still change the unintended final pass: the auction is "
                        "open again.",
    "no.change.to.make": "{seat} has made no call that could be changed.",
}}

CATALOGUE["de"] = CATALOGUE_DE
