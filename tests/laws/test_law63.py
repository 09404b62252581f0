"""Law 63: when a revoke becomes established, in table mode.

The hands are ``BLOCK_DEAL`` (shown in ``tests/helpers.py``).
North plays 4S (South is dummy) and East leads.
"""


from bridgelaws import Card, Seat
from bridgelaws.engine.tablemode import TableMode
from bridgelaws.engine.tableplay import Designated, HandSpread, LaterBoard

from ..helpers import play_cards, table_mode, trail_rulings

N, E, S, W = Seat.NORTH, Seat.EAST, Seat.SOUTH, Seat.WEST


def _four_spades() -> TableMode:
    """4S by North on board 1; East is on lead."""
    return table_mode("1S Pass 4S Pass Pass Pass")


def _west_revokes_in_trick_two() -> TableMode:
    """West discards a heart on a spade in the second trick, which North wins; North is
    to lead to the third trick."""
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E S8 S S5 W HJ N SA")
    (r,) = t.revokes
    assert (r.player, r.trick) == (W, 2) and not r.established
    return t


def _east_revokes_west_wins() -> TableMode:
    """East discards a club on a heart in the third trick; West wins it and is on lead."""
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E S8 S S5 W S2 N SA")
    play_cards(t, "N H8 E CK S H2 W HA")
    (r,) = t.revokes
    assert (r.player, r.trick) == (E, 3) and not r.established
    assert t.play is not None and t.play.turn == W
    return t


# -- 63A1: a play to the next trick ---------------------------------------------------------

def test_63A1_the_offenders_partner_leads_to_the_next_trick() -> None:
    t = _east_revokes_west_wins()
    play_cards(t, "W HK")
    (r,) = t.revokes
    assert r.established
    assert ("consequence", "63A1", "revoke.established") in trail_rulings(t)


def test_63A1_the_offender_plays_to_the_next_trick() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N C2")
    play_cards(t, "E S8 S S5 W S2 N SA")
    play_cards(t, "N SK E CK S S6 W S3")  # East discards a club, holding two trumps
    play_cards(t, "N SQ")
    assert not t.revokes[0].established  # declarer's lead does not establish it
    play_cards(t, "E ST")
    assert t.revokes[0].established
    assert ("consequence", "63A1", "revoke.established") in trail_rulings(t)


def test_63A1_the_other_side_playing_to_the_next_trick_does_not_establish() -> None:
    t = _west_revokes_in_trick_two()
    play_cards(t, "N D5")
    assert not t.revokes[0].established
    t.attention(E)  # East draws attention: it is corrected
    assert t.revokes[0].corrected


def test_63A1_an_illegal_play_to_the_next_trick_establishes_it() -> None:
    t = _west_revokes_in_trick_two()
    play_cards(t, "E H5")  # East leads, but North won the trick: a lead out of turn
    assert t.revokes[0].established


def test_63A1_a_premature_play_to_the_next_trick_establishes_it() -> None:
    t = _west_revokes_in_trick_two()
    play_cards(t, "N D5 W D8")  # West plays before East, his partner: irregular, but a play
    assert t.revokes[0].established


# -- 63A2: a card named or designated for the next trick ------------------------------------

def test_63A2_declarer_names_dummys_card_for_the_next_trick() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W C5 N H8")  # declarer revokes
    play_cards(t, "E CK")
    assert not t.revokes[0].established
    t.apply(Designated(N, "C9"))  # declarer names dummy's card to the second trick
    assert t.revokes[0].established
    assert ("consequence", "63A2", "revoke.established") in trail_rulings(t)


def test_63A2_the_offenders_partner_names_a_card_to_lead() -> None:
    t = _east_revokes_west_wins()
    t.apply(Designated(W, "HK"))  # West names the king of hearts as his lead
    assert t.revokes[0].established


# -- 63A3: a claim or concession by the offending side ------------------------------------

def test_63A3_the_offending_side_claims() -> None:
    t = _east_revokes_west_wins()
    t.claim(W, 2)
    (r,) = t.revokes
    assert r.established
    assert ("consequence", "63A3", "revoke.established") in trail_rulings(t)


def test_63A3_the_offending_side_concedes() -> None:
    t = _east_revokes_west_wins()
    t.concede(E, 10)
    assert t.revokes[0].established
    assert ("consequence", "63A3", "revoke.established") in trail_rulings(t)


def test_63A3_a_claim_made_by_facing_the_hand() -> None:
    t = _east_revokes_west_wins()
    t.apply(HandSpread(W))
    t.find("claim", True)  # the director finds that West claimed
    assert t.revokes[0].established


# -- 63A4: an agreed claim or concession by the other side --------------------------------

def test_63A4_the_opponents_claim_is_agreed_and_the_offenders_call_on_the_next_board() -> None:
    t = _west_revokes_in_trick_two()
    t.claim(N, 10)  # North claims ten of the eleven tricks left; East-West agree
    t.apply(LaterBoard(W))  # the revoking side has not objected: it calls on board 2
    (r,) = t.revokes
    assert r.established
    assert ("consequence", "63A4", "revoke.established") in trail_rulings(t)
    t.attention(N)  # then North-South find the revoke (their own call has not been made)
    t.find("compensated", True)
    # North-South won the second trick and ten of the rest: 11 at the table. West did not
    # win the revoke trick, his side won a later one (the claim gives it one): 64A2, one
    assert t.play is not None and t.play.declarer_tricks == 11
    assert [(x.tricks, x.law) for _, x in t.transfers] == [(1, "64A2")]
    assert t.result == 12


# -- 63B: an established revoke stands ---------------------------------------------------------

def test_63B_an_established_revoke_is_not_corrected_and_the_trick_stands() -> None:
    t = _four_spades()
    play_cards(t, "E CA S C8 W HA N C2")
    play_cards(t, "E CK")  # East, the offender's partner, leads to the second trick
    t.attention(N)
    (r,) = t.revokes
    assert r.established and r.noticed and not r.corrected
    assert ("consequence", "63B", "revoke.stands") in trail_rulings(t)
    assert t.play is not None and t.play.tricks[0].card_of(W) == Card.parse("HA")
    assert t.play.tricks[0].winner == E
    assert not t.penalty_cards  # no penalty card: the card stays in the trick
    assert t.play.current_trick is not None and t.play.current_trick.card_of(E) == Card.parse("CK")
    assert t.step is None and t.play.turn == S  # play goes on
