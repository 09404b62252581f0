"""The words of the ruling screens (:mod:`bridgelaws.web.rulings`): catalogue entries
``web.ruling.*``, listed here for ``pybabel extract`` and the console's word tests
(:data:`bridgelaws.web.words.KEYS` takes them in)."""

from __future__ import annotations

from typing import Final

from bridgelaws.messages import N_

__all__ = ["RULING_KEYS"]

RULING_KEYS: Final = (
    N_("web.ruling.start"),
    N_("web.ruling.auction.before"), N_("web.ruling.auction.whole"),
    N_("web.ruling.auction.open"), N_("web.ruling.undo"),
    N_("web.ruling.next"), N_("web.ruling.which.insufficient"), N_("web.ruling.which.call"),
    N_("web.ruling.who.called"), N_("web.ruling.who.exposed"), N_("web.ruling.who.led"),
    N_("web.ruling.which.cards"), N_("web.ruling.which.lead"), N_("web.ruling.yes"),
    N_("web.ruling.no"), N_("web.ruling.call.by"),
    N_("web.ruling.denominations.none"), N_("web.ruling.record"),
    N_("web.ruling.print"), N_("web.ruling.trail"), N_("web.ruling.log"),
    N_("web.ruling.waits"), N_("web.ruling.refused"), N_("web.ruling.again"),
    N_("web.ruling.score"), N_("web.ruling.score.help"), N_("web.ruling.session"),
    N_("web.ruling.nonoffenders"), N_("web.ruling.adjusted"), N_("web.ruling.tricks"),
    N_("web.ruling.assigned"), N_("web.ruling.bad"), N_("web.ruling.share"),
    N_("web.ruling.contract.bid"), N_("web.ruling.risk"), N_("web.ruling.who.declarer"),
    N_("web.ruling.winner"), N_("web.ruling.ave.plus"), N_("web.ruling.ave"),
    N_("web.ruling.ave.minus"),
)
