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

from bridgelaws.messages.de import CATALOGUE_DE
from bridgelaws.values.calls import Call, Contract
from bridgelaws.values.cards import Card, Seat, Side, Suit

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
        "question.lead": "lead (45E)", "question.deliberate": "deliberate exposure (50B)",
        "question.own-lead": "own lead (53B)", "question.to-comply": "to comply (47A)",
        "question.misinformed": "misinformation (47E)", "question.claim": "claim (48B2, 68A)",
        "question.compensated": "equity after a revoke (64C)",
        "question.unintended-card": "unintended designation (45C4(b))",
        "question.current-trick": "the current trick only (68)",
        "both.sides": "both sides",
    },
    "de": {
        "seat.NORTH": "Nord", "seat.EAST": "Ost", "seat.SOUTH": "Süd", "seat.WEST": "West",
        "side.NS": "Nord-Süd", "side.EW": "Ost-West",
        "suit.CLUBS": "Treff", "suit.DIAMONDS": "Karo", "suit.HEARTS": "Coeur",
        "suit.SPADES": "Pik",
        "call.pass": "Passe", "call.double": "Kontra", "call.redouble": "Rekontra",
        "notrump": "SA", "yes": "ja", "no": "nein", "none": "keine",
        "severity.major": "Hauptstrafkarte", "severity.minor": "Nebenstrafkarte",
        "question.unintended": "versehentliche Ansage (25A)",
        "question.comparable": "vergleichbare Ansage (23A)",
        "question.same-denomination": "gleiche Denomination (27B1(a))",
        "question.artificial-pass": "künstliches Passe (30C)",
        "question.lead": "Ausspiel (45E)", "question.deliberate": "absichtliches Zeigen (50B)",
        "question.own-lead": "eigenes Ausspiel (53B)",
        "question.to-comply": "Zurücknahme zur Berichtigung (47A)",
        "question.misinformed": "Falschinformation (47E)",
        "question.claim": "Claim (48B2, 68A)",
        "question.compensated": "Ausgleich nach Revoke (64C)",
        "question.unintended-card": "versehentliche Kartenbezeichnung (45C4(b))",
        "question.current-trick": "nur der laufende Stich (68)",
        "both.sides": "beide Seiten",
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
    if isinstance(value, Contract):  # 4♠X South
        strain = terms["notrump"] if value.strain == 4 else _SUIT_SYMBOLS[value.strain]
        text = f"{value.level}{strain}{value.risk}"
        return text if value.declarer is None else f"{text} {term(value.declarer, language)}"
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
    "no.deal": "No card can be played: the deal of this board is not known.",
    "not.play.period": "{seat} cannot play a card: the play period has not begun.",
    "claim.impossible": "{seat} cannot claim {tricks} tricks: not that many remain.",
    "not.offender.choice": "{seat} has no choice to make here.",
    "no.question": "There is no question for the director now.",
    "recorded.without": "Attention was drawn only after the opening lead: the contract is "
                        "recorded as if {seat}’s {call} had not been made.",
    "premature.replacement": "{seat} replaced {withdrawn} by {call} before the director "
                             "ruled: it stands unless {withdrawn} is accepted.",
    "auction.reopened": "{seat} may still change the unintended final pass: the auction is "
                        "open again.",
    "no.change.to.make": "{seat} has made no call that could be changed.",
    # ---- the play period (Laws 41-69) ----
    # the opening lead
    "face.down.lead": "{seat} has made the opening lead face down; questions may be asked "
                      "before it is faced.",
    "face.down.out.of.turn": "{seat} has led face down, but the opening lead is {turn}’s.",
    "face.down.withdrawn": "{seat}’s face-down lead out of turn goes back to the hand, "
                           "without rectification.",
    "face.down.is.the.lead": "{seat} has led {card} face down: that card is the lead, to be "
                             "faced, and no other.",
    "dummy.no.claim": "{seat} is dummy: only declarer or a defender claims or concedes.",
    "question.current.trick": "Did {seat}’s showing of his cards concern only the trick in "
                              "progress?",
    "current.trick.only": "{seat}’s cards shown about the current trick are not penalty "
                          "cards.",
    "shown.cards.information": "Information from {seat}’s shown cards is unauthorised for "
                               "{partner}.",
    "face.down.irregular": "{seat}’s face-down {card} broke a restriction: it goes back to "
                           "the hand, and a legal card is led instead.",
    "face.down.already": "{seat} has already led face down.",
    "no.face.down": "{seat} has no face-down lead to face.",
    "lead.faced": "{seat} faces the opening lead: the play period has begun, and {dummy} "
                  "spreads the dummy.",
    "review.allowed": "{seat} may ask for a review of the auction and for explanations now.",
    "review.contract.only": "It is too late for {seat} to have the auction reviewed: only "
                            "the contract, and whether it was doubled, may be asked now.",
    "review.not.dummy": "{seat} will be dummy and may not ask for a review of the auction.",
    "review.not.now": "{seat} may ask only when it is his own turn to play.",
    "opening.lead.out.of.turn": "{seat} faced {card} as the opening lead, but the opening "
                                "lead is {turn}’s.",
    "partner.face.down.withdrawn": "{seat}’s face-down lead goes back to the hand.",
    "lead.wrong.side": "{seat} tried to lead {card} although his side won the auction.",
    "exposed.returned.play": "{seat}’s card goes back to the hand, without rectification.",
    "dummy.spread.early": "{seat} spread the dummy before the opening lead was faced.",
    "dummy.seen": "Declarer could have seen dummy’s cards: {chooser} must accept the lead.",
    "dummy.spreads": "The lead is accepted: {seat} spreads the dummy, and declarer plays the "
                     "second card from his own hand.",
    "dummy.card.stands": "{card}, played from dummy as the second card, may not be taken "
                         "back except to correct a revoke.",
    "roles.swapped": "{seat} spreads his hand and becomes dummy; {declarer} is declarer, and "
                     "the lead stands.",
    "spread.whole.hand": "{seat} has begun to spread his hand and must spread all of it.",
    "option.accept.opening": "{chooser} may accept {seat}’s lead of {card} and play the "
                             "second card from his own hand.",
    "option.spread": "{chooser} may spread his hand and become dummy; {dummy} then becomes "
                     "declarer.",
    "option.must.accept.lead": "{chooser} must accept {seat}’s lead of {card}.",
    "option.refuse.lead": "{chooser} may refuse {seat}’s lead of {card}: it becomes a major "
                          "penalty card, and the lead comes from the right hand.",
    "option.accept.lead": "{chooser} may accept {seat}’s lead of {card} as if it were in "
                          "turn.",
    "option.retract.lead": "{chooser} may have declarer take back {seat}’s lead of {card}.",
    "chose.accept.lead": "{seat} accepted the lead of {card}.",
    "accept.by.playing.lead": "{seat} played to the lead of {card} and so accepted it.",
    "chose.refuse.lead": "{seat} did not accept the lead of {card}.",
    "chose.retract.lead": "{seat} required declarer to take back the lead of {card}.",
    "lead.out.of.turn": "{seat} led {card} out of turn: the lead was {turn}’s.",
    "lead.returned": "{seat}’s {card} goes back to the right hand, without further "
                     "rectification; {turn} leads.",
    "lead.from.correct.hand": "{seat} takes back {card} and must lead from the right hand, "
                              "{turn}; any card may be led from it.",
    "lho.prevails": "Where the defenders differ, the choice of {seat}, the left-hand "
                    "opponent of the hand that led, decides.",
    "rectification.lost": "{seat} played on before a rectification was chosen: the right to "
                          "it is lost, and the card played early counts as played in turn.",
    "lead.thirteen": "{seat} led {card} out of turn to the last trick: it is taken back.",
    "question.own.lead": "Did {seat} lead {card} as his own lead, rather than play it to "
                         "{offender}’s lead of {led} out of turn?",
    "own.lead.stands": "{seat}’s lead of {card} stands; {offender}’s {led} led in error goes "
                       "back to the hand.",
    "lead.stands.wrong.defender": "{seat} played to {offender}’s lead of {card}, which was "
                                  "not his to answer: the lead stands.",
    "offender.side.played": "{seat} played {card} before the irregularity of his side was "
                            "dealt with.",
    "played.before.correct.lead": "{seat} played {card} before declarer led from the right "
                                  "hand.",
    # premature leads and plays
    "premature.lead": "{seat} led {card} to the next trick before {partner} had played to "
                      "this one.",
    "premature.play": "{seat} played {card} before {partner}, out of turn.",
    "premature.no.rectification": "{seat} played {card} early, but declarer had played from "
                                  "both hands: no rectification.",
    "premature.after.dummy": "{seat} played {card} early after dummy had acted on its own: "
                             "no rectification.",
    "premature.illegal": "{seat} tried to play {card} before his turn; it could not legally "
                         "be played to this trick.",
    "played.at.own.turn": "{seat} played {card} before his right-hand opponent; it counts as "
                          "played at his own turn.",
    "declarer.premature": "Declarer played {card} from {seat} before its turn: the card is "
                          "played.",
    "option.highest": "{chooser} may require {seat} to play his highest card of {suit}.",
    "option.lowest": "{chooser} may require {seat} to play his lowest card of {suit}.",
    "option.require.play": "{chooser} may require {seat} to play a card of {suit}.",
    "option.prohibit.play": "{chooser} may forbid {seat} to play a card of {suit}.",
    "chose.highest.play": "{seat} required {partner} to play his highest card of {suit}.",
    "chose.lowest.play": "{seat} required {partner} to play his lowest card of {suit}.",
    "chose.require.play": "{seat} required {partner} to play a card of {suit}.",
    "chose.prohibit.play": "{seat} forbade {partner} to play a card of {suit}.",
    "second.card": "{seat} played {card} to a trick he had already played to.",
    "question.lead": "Was {seat}’s {card} a lead to the next trick (rather than a card added "
                     "to this one)?",
    "early.lead": "{seat}’s {card} waits face up as his lead to the next trick.",
    "early.lead.now": "The trick is complete: {seat}’s {card}, led early, is taken as led.",
    "fifth.returned": "{seat}’s {card} goes back to the hand, without rectification.",
    "fifth.penalty": "{seat}’s extra {card} becomes a penalty card.",
    "played.together": "{seat} played {card} at the same moment as the card before: it "
                       "counts as played after it.",
    "together.visible": "{seat} played {cards} at once, with their faces visible.",
    "together.one.visible": "{seat} played {card} with {cards} hidden behind it: {card} is "
                            "played, the rest go back to the hand.",
    "no.card.visible": "{seat} must show at least one card.",
    "option.choose.card": "{chooser} may choose {card} as the card he plays.",
    "chose.card": "{seat} chose {card} as the card he plays.",
    # penalty cards
    "defender.exposed": "{seat} exposed {cards}.",
    "declarer.exposed": "{seat}’s exposed {cards} are not penalty cards: declarer is never "
                        "restricted for exposing a card.",
    "dummy.cards.open": "{seat}’s cards are face up on the table already.",
    "question.deliberate": "Did {seat} expose {card} deliberately (for example as a lead or "
                           "a play), rather than by accident?",
    "penalty.cards.play": "Penalty card(s) of {seat}: {cards} ({severity}).",
    "penalty.all.major": "{seat} now has more than one penalty card: they are all major.",
    "penalty.played": "{seat} has played the penalty card {card}; how it came to be one is "
                      "unauthorised information for {partner}.",
    "penalty.lead": "{leader} is to lead while {seat} has the major penalty card(s) {cards}: "
                    "declarer chooses first.",
    "option.require.penalty": "{chooser} may require {leader} to lead {suit}; {seat}’s "
                              "penalty cards in {suit} are then picked up.",
    "option.prohibit.penalty": "{chooser} may forbid {leader} to lead {suits} for as long "
                               "as {leader} keeps the lead; {seat}’s penalty cards in "
                               "those suits are then picked up.",
    "option.no.penalty.restriction": "{chooser} may let {leader} lead anything; {seat}’s "
                                     "penalty cards stay on the table.",
    "chose.prohibit.suits": "{seat} forbade a lead of {suits}.",
    "penalty.cards.stay": "{seat}’s penalty cards stay face up on the table.",
    "penalty.picked.up": "{seat} picks up the penalty cards {cards}.",
    "penalty.picked.up.information": "Information from {seat}’s picked-up penalty cards is "
                                     "unauthorised for {partner} and authorised for "
                                     "{declarer}.",
    "led.before.choice": "{seat} led {card} before declarer had chosen.",
    "penalty.choice": "{seat} could play any of the penalty cards {cards}: declarer says "
                      "which.",
    "option.play.penalty": "{chooser} may have {seat} play the penalty card {card}.",
    "chose.penalty.card": "{seat} chose {card} as the penalty card {holder} plays.",
    "penalty.not.played": "{seat} played {card} when he had to play a penalty card "
                          "({cards}).",
    "option.accept.play": "{chooser} may accept {seat}’s {card}; the penalty cards stay.",
    "option.refuse.play": "{chooser} may refuse {seat}’s {card}: the penalty card is played "
                          "instead, and {card} becomes a major penalty card.",
    "chose.accept.play": "{seat} accepted {card}.",
    "chose.refuse.play": "{seat} did not accept {card}.",
    "must.accept.play": "{seat} has played since, and must accept {card}.",
    "penalty.gone": "{seat} no longer has a penalty card to play instead: {card} stands.",
    "penalty.replaces": "{seat} plays the penalty card {card} instead of {new}.",
    # revokes
    "revoke": "{seat} played {card} and did not follow suit to {suit} although able to: a "
              "revoke. It stands until attention is drawn to it or it is established.",
    "restriction.broken": "{seat} played {card} against the restriction of Law {rule}: a "
                          "revoke.",
    "revoke.established": "{seat}’s revoke in trick {trick} is now established.",
    "revoke.not.established": "{seat}’s revoke in trick {trick} is not established: the card "
                              "taken back does not count.",
    "revoke.stands": "{seat}’s revoke in trick {trick} is established: it may no longer be "
                     "corrected, and the trick stands as played.",
    "revoke.corrected": "{seat} must correct the revoke: {card} is withdrawn and a legal "
                        "card played instead.",
    "revoke.card.penalty": "{seat}’s withdrawn {card} becomes a major penalty card.",
    "revoke.card.back": "{seat}’s {card} is withdrawn without further rectification.",
    "must.legal": "{seat} must replace the withdrawn card with a legal card, not {card}.",
    "must.replace": "The board waits for {seat} to play a card in place of the one taken "
                    "back.",
    "returned.to.hand": "{seat}’s {card}, played to the next trick, goes back to the hand.",
    "may.withdraw": "{seat} may take back {card} and play another card.",
    "option.withdraw.card": "{chooser} may take back {card} and play another card.",
    "option.keep.card": "{chooser} may leave {card} where it is.",
    "chose.withdraw.card": "{seat} took back {card}.",
    "chose.keep.card": "{seat} left {card} played.",
    "both.corrected": "Both sides revoked in the same trick: both revokes are corrected, and "
                      "a defender's withdrawn cards are all penalty cards.",
    "twelfth.corrected": "{seat}’s revoke in the twelfth trick is corrected although "
                         "established: {new} is played instead of {card}.",
    "twelfth.information": "{partner} saw {seat}’s {card} before playing to the twelfth "
                           "trick: unauthorised information.",
    "inquiry": "{seat} asked {asked} whether he has a card of the suit led.",
    "dummy.asks.defender": "{seat} is dummy and may not ask {asked} about a revoke.",
    "inquiry.information": "{seat}’s question may give his partner unauthorised "
                           "information.",
    "no.inquiry": "{seat} may not ask {asked} about a revoke.",
    "no.revoke": "{seat} has not revoked.",
    "dummy.asked.after.breach": "{seat} broke a limitation of dummy and was first to ask: "
                                "the revoke is corrected, and the trick transfer applies as "
                                "if it were established.",
    "transfer": "{seat}’s revoke in trick {trick}: {tricks} trick(s) transferred to {nos}.",
    "no.transfer": "{seat}’s revoke in trick {trick}: no trick is transferred.",
    "transfer.result": "After the transfer declarer’s side ({declarer}) has {tricks} "
                       "trick(s), against {table} won at the table.",
    "question.compensated": "Does the trick transfer fully compensate {nos} for the damage "
                            "the revoke(s) caused?",
    "question.damaged": "Both sides revoked: is the result fair to both sides, compared with "
                        "the likely result had there been no revoke?",
    "equity.restored": "The transfer restores equity; the score stands.",
    # dummy and declarer
    "dummy.placed": "{seat} put {card} in the played position without declarer naming it.",
    "dummy.card.withdrawn": "{seat}’s {card}, not named by declarer, is withdrawn.",
    "dummy.card.too.late": "It is too late to change {seat}’s card: play goes on.",
    "dummy.suggested": "{seat} indicated a card without declarer’s instruction.",
    "play.continues": "The director is told the facts; play continues.",
    "dummy.attention.play": "{seat} is dummy and may not draw attention to an irregularity "
                            "during the play.",
    "dummy.attention.after": "{seat} draws attention to an irregularity once play has ended.",
    "dummy.first.attention": "{seat} broke a limitation of dummy and then was first to draw "
                             "attention to the defenders’ irregularity: no rectification now.",
    "dummy.warns": "{seat} warned declarer against leading from the wrong hand, as dummy "
                   "may.",
    "dummy.warns.after.breach": "{seat} warned declarer against leading from the wrong hand "
                                "after breaking a limitation of dummy: a defender chooses the "
                                "hand declarer leads from.",
    "option.hand": "{chooser} may have declarer lead from {hand}.",
    "chose.hand": "{seat} chose that declarer leads from {hand}.",
    "dummy.inspects": "{seat} is dummy and may not inspect tricks during the play.",
    "breach.dummy.director": "{seat} called the director before anyone drew attention to an "
                             "irregularity.",
    "breach.dummy.takes.part": "{seat} took part in the play or told declarer something "
                               "about it.",
    "breach.dummy.exchange": "{seat} exchanged hands with declarer.",
    "breach.dummy.watches": "{seat} left his seat to watch declarer play.",
    "breach.dummy.looks": "{seat} looked at a defender’s cards.",
    "breach.defender.shows": "{seat} showed his hand to dummy.",
    "not.dummy": "{seat} is not dummy.",
    "not.defender": "{seat} is not a defender.",
    "unknown.breach": "Law {law} is not a limitation the table log records.",
    # designations of dummy's card
    "card.named": "{seat} named {card}: it is played.",
    "named.not.in.dummy": "{seat} named {card}, which dummy does not hold: the designation is "
                          "void, and declarer may play any legal card.",
    "designation.resolved": "{seat} said “{what}”: that designates {card}.",
    "designation.open": "{seat} said “{what}” without naming one card.",
    "designation.void": "{seat} said “{what}”, which designates no card of dummy: declarer "
                        "names a card.",
    "names.nothing": "{seat} named “{what}”, which is not a card.",
    "option.dummy.card": "{chooser} may choose {card} as dummy’s card.",
    "chose.dummy.card": "{seat} chose {card} for dummy.",
    "question.unintended.card": "Did {seat} name {card} from dummy by a slip of the tongue, "
                                "meaning {new} (not a change of mind or a lapse of "
                                "concentration)?",
    "designation.stands": "{seat} may not change the designation: {card} stays played.",
    "designation.changed": "{seat}’s unintended {card} goes back to dummy; {new} is played "
                           "instead.",
    # retractions
    "no.retraction": "{seat} may not take back {card}: a played card stays played.",
    "question.to.comply": "Did {seat} take back {card} to comply with a rectification or to "
                          "correct an illegal play?",
    "question.misinformed": "Did {seat} play {card} because an opponent told him wrongly that "
                            "it was his turn, or gave a mistaken explanation?",
    "retraction.corrects": "{seat} takes back {card} to correct his revoke.",
    "retraction.refused": "{seat}’s {card} stays played.",
    "retraction.too.late": "A later card has been played to the trick: {seat}’s {card} "
                           "stays played.",
    "card.taken.back": "{seat}’s {card} goes back to the hand.",
    "no.own.withdrawal": "{seat} may not take back a card on his own initiative.",
    "not.played": "{seat} has not played {card}.",
    "withdrawn.card.information": "Information from {seat}’s withdrawn {card} is authorised "
                                  "for {nos} and unauthorised for {os}.",
    # tricks
    "turned": "{seat} turned his card face down.",
    "turned.early": "{seat} turned his card face down before all four had played to the "
                    "trick.",
    "pointed": "{seat} pointed out a card turned the wrong way.",
    "pointed.late": "{seat} pointed out a card turned the wrong way after his side had "
                    "played to the next trick.",
    "pointed.information": "{seat}’s remark may give his partner unauthorised information.",
    "inspect.allowed": "{seat} may see the cards of the last trick: {cards}.",
    "inspect.own": "{seat}’s own card is turned: he may look at it, {card}, but not have the "
                   "trick shown.",
    "inspect.refused": "{seat}’s side has played on to a new trick: the turned tricks stay "
                       "closed until the play is over.",
    "inspect.after.play": "Play has ended: {seat} may inspect the played cards.",
    "nothing.to.inspect": "{seat}: no trick has been quitted yet.",
    "nothing.to.quit": "There is no trick to turn.",
    "defective.trick": "Trick {trick} was turned without a card from {seat}: a defective "
                       "trick.",
    "defective.add": "{seat} adds a legal card to trick {trick}.",
    "defective.late": "{seat} did not play to trick {trick}, and both sides have played to "
                      "the next one: he places a card with his played cards.",
    "option.defective.card": "{chooser} may place {card} in trick {trick}.",
    "defective.card.placed": "{seat} places {card} in trick {trick}; it cannot win the trick, "
                             "and one trick may be transferred as for a revoke.",
    "extra.card.returned": "{seat} played more than one card to trick {trick}: {card} stays, "
                           "{cards} go back to the hand, and the trick keeps its winner.",
    "no.fifth": "{seat} has not played to a trick he could add a card to.",
    # claims, the end of play
    "question.claim": "Did {seat}, facing his cards, claim or concede tricks?",
    "claim.play.stops": "{seat} has claimed or conceded: play stops.",
    "waiting.claim": "The board waits for the claim or concession of {seat}’s side.",
    "claim.agreed": "{seat}’s claim of {tricks} trick(s) is agreed.",
    "concession.agreed": "{seat}’s concession of {tricks} trick(s) is agreed.",
    "play.ended": "Play has ended: declarer’s side ({declarer}) won {tricks} trick(s) at the "
                  "table.",
    "play.over": "Play has ended: {seat} cannot do that now.",
    "play.not.over": "Play has not ended yet.",
    "later.board": "{seat} has called on a later board.",
    "round.ended": "The round has ended.",
    "card.played.before": "{seat} played {card} in trick {trick}: a card once played cannot "
                          "be played again.",
    "waiting.choice.either": "The board waits for {chooser} or {other} to choose (Law {law}).",
    # flags for the end of the hand
    "flag.50E4": "After the hand, check whether the result could well have been different "
                 "without the information from {seat}’s penalty card(s), to the damage of "
                 "{nos}.",
    "flag.55C": "After the hand, check whether {seat} chose a line of play that the lead out "
                "of turn could have suggested.",
    "flag.43B1": "After the hand, consider a procedural penalty for {seat}.",
    "flag.43B3": "After the hand, take away from the defenders any advantage their "
                 "irregularity gave them; declarer’s side keeps its score ({seat}).",
    "flag.45F": "After the hand, adjust the score if {seat}’s suggestion led {declarer} "
                "to a play that cost the defenders.",
    "flag.47E2": "After the hand, consider an adjusted score: {seat} could not take back a "
                 "card played after a mistaken explanation.",
    "flag.64C": "After the hand, assign an adjusted score: the trick transfer does not fully "
                "compensate {nos}.",
    "flag.64C2b": "After the hand, adjust the score towards the result the board would "
                  "probably have had without any revoke.",
    "flag.90": "After the hand, consider a procedural penalty for {seat}.",
}}

CATALOGUE["de"] = CATALOGUE_DE
