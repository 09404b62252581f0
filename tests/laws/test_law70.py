"""Law 70: a contested claim checked against the cards (bridgelaws.judgement.claims).

Each ending is composed by hand and its figures worked out by hand in the comment above it:
the tricks the claimer's side wins on the worst and the best of the normal lines the
statement allows, with the best defence.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgelaws import dd
from bridgelaws.judgement.claims import (
    ClaimError,
    Ending,
    Statement,
    check_claim,
)
from bridgelaws.values.cards import Card, Holding, Seat, Suit

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST

# Hearts are trumps; South (declarer) is on lead with the ace of trumps and three top
# spades; East holds the king of trumps alone and can ruff the first spade.
TRUMP_OUT = Ending.parse("N:...5432 .K.987. AKQ.A.. ..KQJT.", trump=Suit.HEARTS, leader=S)


def laws(check: object) -> list[str]:
    return [str(d.law) for d in check.doubtful]  # type: ignore[attr-defined]


def test_70C1_trump_not_mentioned_is_a_doubtful_point() -> None:
    # Spades first: East ruffs the first with the king and South makes the ace of trumps
    # and two spades, 3. Trumps first: the ace fells the king, then three spades, 4.
    check = check_claim(TRUMP_OUT, S, Statement())
    assert (check.remaining, check.claimed) == (4, 4)
    assert (check.worst, check.best, check.drawn) == (3, 4, 4)
    assert laws(check) == ["70C", "70D1", "70A"]
    text = check.doubtful[0].message.render("en")
    assert "70C2" in text and "hearts" in text and ": 3;" in text and ": 4 (70C3)" in text


def test_70C_trumps_drawn_first_in_the_statement_is_no_doubt() -> None:
    check = check_claim(TRUMP_OUT, S, Statement(trumps_first=True))
    assert (check.worst, check.best, check.drawn) == (4, 4, None)
    assert check.doubtful == ()


def test_70C_a_trump_named_in_the_order_is_mentioned() -> None:
    check = check_claim(TRUMP_OUT, S, Statement(order=(Suit.HEARTS, Suit.SPADES)))
    assert check.worst == 4
    assert "70C" not in laws(check)


def test_70C_no_trump_outstanding_no_trump_doubt() -> None:
    # East has no trump: whatever South leads first, he wins all four.
    ending = Ending.parse("N:...5432 .K.987. AKQ.A.. ..KQJT.", trump=Suit.CLUBS, leader=S)
    check = check_claim(ending, S, Statement())
    assert (check.worst, check.drawn) == (4, None)
    assert check.doubtful == ()


# Notrumps. South leads towards North's ace-queen of spades; the king is with West, who
# plays second, or with East, who plays after North.
def finesse(king_with: Seat) -> Ending:
    west, east = ("K4...", "J5...") if king_with == W else ("J5...", "K4...")
    return Ending.parse(f"N:AQ... {east} 32... {west}", trump=None, leader=S)


def test_70E1_an_unstated_finesse_is_not_a_normal_line() -> None:
    # Without the finesse, North rises with the ace and the queen loses to the king: 1.
    # With it (the queen when West plays low) both tricks are won: the claim needs it.
    check = check_claim(finesse(W), S, Statement(tricks=2))
    assert (check.worst, check.best, check.finessing) == (1, 1, 2)
    assert laws(check) == ["70E1", "70A"]


def test_70E1_a_stated_finesse_that_works() -> None:
    check = check_claim(finesse(W), S, Statement(tricks=2, finesses=(Card.SK,)))
    assert (check.worst, check.best) == (2, 2)
    assert check.doubtful == ()


def test_70E1_a_stated_finesse_that_fails_is_played_as_stated() -> None:
    # The king is with East: the queen loses to it; the ace wins the second trick.
    check = check_claim(finesse(E), S, Statement(tricks=2, finesses=(Card.SK,)))
    assert (check.worst, check.best) == (1, 1)
    assert laws(check) == ["70A"]


def test_70E1_without_a_statement_the_king_onside_is_not_found() -> None:
    # Not stated, the king with East: rising with the ace, the queen loses: 1; finessing
    # gains nothing either, so there is no finesse doubt.
    check = check_claim(finesse(E), S, Statement(tricks=2))
    assert (check.worst, check.best, check.finessing) == (1, 1, None)
    assert laws(check) == ["70A"]


def test_70A_a_claim_the_cards_support_has_no_doubt() -> None:
    # South holds the three top spades and the ace of hearts: four tricks on any line.
    ending = Ending.parse("N:5432... JT9.2.. AKQ.A.. 876.3..", trump=None, leader=S)
    check = check_claim(ending, S, Statement())
    assert (check.worst, check.best) == (4, 4)
    assert check.doubtful == ()


def test_70A_a_short_claim_is_reported() -> None:
    # The doctest's ending: the two top spades, then the heart is lost.
    ending = Ending.parse("N:AK.2.. Q3.A.. 54.3.. J.K4..", trump=None, leader=N)
    check = check_claim(ending, N, Statement())
    assert (check.worst, check.best, check.claimed) == (2, 2, 3)
    assert laws(check) == ["70A"]
    message = check.doubtful[0].message
    assert message.render("de").startswith("Stiche der Seite des Anspruchstellers")
    for lang in ("fr", "it", "nl"):
        assert message.render(lang) != message.render("en")


def test_70A_a_concession_of_the_rest_is_checked_like_a_claim_of_none() -> None:
    ending = Ending.parse("N:AK.2.. Q3.A.. 54.3.. J.K4..", trump=None, leader=N)
    check = check_claim(ending, N, Statement(tricks=0))
    assert check.claimed == 0 and check.worst == 2
    assert check.doubtful == ()


def test_70D1_a_stated_suit_order_is_followed() -> None:
    # Notrumps, South on lead: South ♠AK ♥2, North ♠2 ♥AK, East ♠QJ ♥Q, West ♠3 ♥J3.
    # "Hearts, then spades": the ♥2 to North's ace, the ♥K, then the ♠2 to South's
    # ace-king: 3 of 3 on every defence. Without a statement every normal order also
    # gives 3.
    ending = Ending.parse("N:2.AK.. QJ.Q.. AK.2.. 3.J3..", trump=None, leader=S)
    stated = check_claim(ending, S, Statement(order=(Suit.HEARTS, Suit.SPADES)))
    open_ = check_claim(ending, S, Statement())
    assert (stated.worst, stated.best) == (3, 3)
    assert (open_.worst, open_.best) == (3, 3)
    assert stated.doubtful == open_.doubtful == ()


def test_70D2_a_defenders_claim_counts_partners_plays_at_their_worst() -> None:
    # Notrumps, East on lead claims both tricks: East ♠A ♥2, West ♥A ♣2, North ♠3 ♣K,
    # South ♠4 ♥4. The ♠A first: West throws the ♣2 (not his ♥A, a certain winner), then
    # the ♥2 goes to West's ace: 2. The ♥2 first: West wins with the ace and must lead
    # the ♣2 to North's king: 1. The statement leaves the order open, and partner's
    # plays count among the normal lines as the claimer's own do (70D1, 70D2).
    ending = Ending.parse("N:3...K A.2.. 4.4.. .A..2", trump=None, leader=E)
    check = check_claim(ending, E, Statement())
    assert (check.worst, check.best) == (1, 2)
    assert laws(check) == ["70D1", "70A"]
    assert check_claim(ending, E, Statement(order=(Suit.SPADES,))).worst == 2


def test_a_claim_in_the_middle_of_a_trick() -> None:
    # Notrumps. West led the ♠K and North played the ♠2; East has still to play, then
    # South, who claims: he wins with the ♠A (last to play, the cheapest winner) and then
    # the ♥A: 2 of 2. West's and North's hands hold one card fewer than East's and South's.
    ending = Ending.parse("N:.3.. Q.Q.. A.A.. .J..", trump=None, leader=W,
                          played=(Card.SK, Card.S2))
    check = check_claim(ending, S, Statement())
    assert (check.remaining, check.worst, check.best) == (2, 2, 2)


def test_last_to_play_wins_the_trick_when_it_can() -> None:
    # South plays fourth to West's ♥K lead with the ♥A: he takes it, not ducks.
    ending = Ending.parse("N:.3.. .Q.. .A.. .K..", trump=None, leader=W)
    assert check_claim(ending, S, Statement()).worst == 1


def test_no_winner_is_thrown_away_when_a_loser_can_go() -> None:
    # Notrumps, West leads a diamond; North wins with the ♦A; South cannot follow and
    # discards the ♣2 (East keeps a club above it), not the ♠A, his entry; North's ♠2
    # then goes to South's ace: 2 of 2.
    ending = Ending.parse("N:2..A. ...KQ A...2 ..QJ.", trump=None, leader=W)
    check = check_claim(ending, S, Statement())
    assert check.worst == 2


def test_ruffing_partners_certain_winner_is_not_a_normal_line() -> None:
    # Spades are trumps. North leads the ♥A (a certain winner); South, void, discards
    # rather than ruff; then South's ♠A wins. 2 of 2.
    ending = Ending.parse("N:.A.2. .K.3. A...2 ..Q4.", trump=Suit.SPADES, leader=N)
    check = check_claim(ending, S, Statement())
    assert check.worst == 2


# --- the statement's structured form ---

def test_statement_parse_full() -> None:
    st_ = Statement.parse("10 trumps-first order S H finesse DQ", said="drawing trumps")
    assert st_ == Statement(10, (Suit.SPADES, Suit.HEARTS), True, (Card.DQ,))
    assert st_.text == "drawing trumps"


@pytest.mark.parametrize(("text", "key"), [
    ("", "claim.error.statement.empty"),
    ("fourteen", "claim.error.statement.tricks"),
    ("14", "claim.error.statement.tricks"),
    ("3 order X", "claim.error.statement.suit"),
    ("3 finesse ZZ", "claim.error.statement.card"),
    ("3 somehow", "claim.error.statement.word"),
])
def test_statement_parse_errors_name_the_word(text: str, key: str) -> None:
    with pytest.raises(ClaimError) as info:
        Statement.parse(text)
    assert info.value.message.key == key


# --- endings the checker refuses ---

@pytest.mark.parametrize(("text", "played", "key"), [
    ("N:AK... QJ... 32... AT...", (), "claim.error.ending.twice"),
    ("N:AK... QJ... 32... T...", (), "claim.error.ending.sizes"),
    ("N:AK... QJ... 32...", (), "claim.error.ending.hands"),
    ("X:AK... QJ... 32... T9...", (), "claim.error.ending.seat"),
    ("N:AK... QJ... 32... T9..XX", (), "claim.error.ending.hand"),
    ("N:... ... ... ...", (), "claim.error.ending.empty"),
    ("N:A... QJ... 32... T9...", (Card.SA,), "claim.error.ending.twice"),
])
def test_bad_endings_are_refused_with_a_message(text: str, played: tuple[Card, ...],
                                               key: str) -> None:
    with pytest.raises(ClaimError) as info:
        Ending.parse(text, trump=None, leader=Seat.NORTH if not played else Seat.WEST,
                     played=played)
    assert info.value.message.key == key


def test_a_claim_for_more_tricks_than_remain_is_refused() -> None:
    with pytest.raises(ClaimError) as info:
        check_claim(finesse(W), S, Statement(tricks=3))
    assert "(3)" in str(info.value) and "(2)" in str(info.value)


def test_a_long_ending_is_refused_rather_than_searched_slowly() -> None:
    ending = Ending.parse("N:AKQJT9876... 5432.AKQJT.. ...AKQJT9876 .98765432.A.", trump=None,
                          leader=N)
    with pytest.raises(ClaimError) as info:
        check_claim(ending, N, Statement())
    assert info.value.message.key == "claim.error.too.long"
    assert check_claim(ending, N, Statement(), max_cards=9).worst == 9


# --- properties ---

@st.composite
def endings(draw: st.DrawFn) -> tuple[Ending, Seat]:
    size = draw(st.integers(1, 4))
    cards = draw(st.permutations(range(52)))[: 4 * size]
    hands = [Holding(Card(c) for c in cards[k * size:(k + 1) * size]) for k in range(4)]
    trump = draw(st.sampled_from([None, *Suit]))
    leader = draw(st.sampled_from(list(Seat)))
    claimer = draw(st.sampled_from(list(Seat)))
    return Ending((hands[0], hands[1], hands[2], hands[3]), trump, leader), claimer


@settings(max_examples=150)
@given(endings())
def test_property_worst_best_and_the_double_dummy_reference_are_ordered(
        case: tuple[Ending, Seat]) -> None:
    ending, claimer = case
    check = check_claim(ending, claimer, Statement())
    assert 0 <= check.worst <= check.best <= check.remaining
    assert check.finessing is None or check.finessing > check.best
    drawn = check_claim(ending, claimer, Statement(trumps_first=True))
    assert drawn.best <= check.best or drawn.best <= check.remaining
    reference = dd.claim_tricks(ending, claimer)
    if reference is not None:  # the normal lines never beat best play with all cards seen
        assert check.best <= reference
        assert (check.finessing or check.best) <= reference


def test_the_double_dummy_reference_without_the_extra_is_none_or_a_count() -> None:
    value = dd.claim_tricks(finesse(W), S)
    assert value is None or value == 2
    check = dd.with_reference(check_claim(finesse(W), S, Statement(tricks=2)), finesse(W))
    assert check.double_dummy == value


def test_70D1_the_stated_order_is_played_even_when_it_costs_a_trick() -> None:
    # "Spades, then hearts": East ruffs the first spade with the king of trumps; the
    # claimer's line gives 3 on any defence, though trumps first would give 4.
    check = check_claim(TRUMP_OUT, S, Statement(order=(Suit.SPADES, Suit.HEARTS)))
    assert (check.worst, check.best) == (3, 3)
    assert laws(check) == ["70A"]  # the trump is named in the statement: no 70C point
    hearts_first = check_claim(TRUMP_OUT, S, Statement(order=(Suit.HEARTS, Suit.SPADES)))
    assert (hearts_first.worst, hearts_first.best) == (4, 4)


def test_the_claim_checker_guide_examples_run() -> None:
    import doctest
    from pathlib import Path

    guide = Path(__file__).resolve().parents[2] / "docs" / "claims.md"
    result = doctest.testfile(str(guide), module_relative=False)
    assert result.attempted > 0 and result.failed == 0
