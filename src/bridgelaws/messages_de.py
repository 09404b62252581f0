"""The German message catalogue (``de``), in the words German tournament directors use.

Every key of ``CATALOGUE["en"]`` in :mod:`bridgelaws.messages` has an entry here with the
same named places. Each entry is one whole sentence (or two); nothing is put together from
pieces. The values filled in are already German: seats (Nord, Ost, Süd, West), sides
(Nord-Süd, Ost-West), suits (Treff, Karo, Coeur, Pik), calls (1♥, Passe, Kontra, Rekontra)
and ja/nein. The vocabulary follows the German Laws (Turnierbridge-Regeln): Ansage, Gebot,
Reizung, außer Reihenfolge, ungenügendes Gebot, Strafkarte, Ausspielbeschränkung,
Turnierleiter, erlaubte und unerlaubte Information, Alleinspieler, Dummy, Gegenspieler,
vergleichbare Ansage, schuldige Seite, Rektifikation.

The wording is chosen so that any call fits a place named ``{call}``: "die Ansage {call}"
and "hat {call} angesagt" read well with Passe, Kontra and bids alike.

This module imports nothing from :mod:`bridgelaws`, so :mod:`bridgelaws.messages` can
import it without a cycle.
"""

from __future__ import annotations

from typing import Final

__all__ = ["CATALOGUE_DE"]

CATALOGUE_DE: Final[dict[str, str]] = {
    # Regelwidrigkeiten
    "oor.call": "{seat} hat außer Reihenfolge {call} angesagt, als {turn} an der Reihe war.",
    "insufficient": "Das Gebot {call} von {seat} ist nach {last} ungenügend.",
    "inadmissible.double": "{seat} hat die unzulässige Ansage {call} gemacht: § 19 lässt "
                           "sie zu diesem Zeitpunkt nicht zu.",
    "breach.pass": "{seat} hat trotz Passpflicht {call} angesagt.",
    "above.seven": "{seat} hat {call} geboten, doch kein Gebot darf höher als sieben sein.",
    "after.final.pass": "{seat} hat nach dem abschließenden Passe noch {call} angesagt.",
    "exposed.auction": "{seat} hat während der Reizung {cards} sichtbar gemacht.",
    "led.auction": "{seat} hat während der Reizung vorzeitig {cards} ausgespielt.",
    "change.attempt": "{seat} hat versucht, die Ansage {withdrawn} in {call} zu ändern.",
    "simultaneous": "{seat} hat {call} gleichzeitig mit {other} angesagt: Die Ansage gilt "
                    "als nach der Ansage von {other} abgegeben.",
    "attention": "{seat} hat auf die Regelwidrigkeit aufmerksam gemacht; der Turnierleiter "
                 "wird gerufen.",
    "director.called": "Der Turnierleiter ist am Tisch.",
    # Wahlmöglichkeiten
    "option.accept": "{chooser} darf die Ansage {call} annehmen: Sie bleibt dann bestehen, "
                     "und die Reizung wird mit {chooser} fortgesetzt.",
    "option.refuse": "{chooser} darf die Ansage {call} ablehnen: Sie wird dann aufgehoben, "
                     "und das weitere Vorgehen richtet sich nach den Regeln.",
    "option.withdraw": "{chooser} darf die Ansage zurücknehmen, die nach der geänderten "
                       "Ansage abgegeben wurde.",
    "option.keep": "{chooser} darf die Ansage bestehen lassen, die nach der geänderten "
                   "Ansage abgegeben wurde.",
    "option.prohibit": "{chooser} darf {leader} verbieten, {suit} auszuspielen, solange "
                       "{leader} am Ausspiel bleibt.",
    "option.require": "{chooser} darf von {leader} verlangen, {suit} auszuspielen.",
    "option.no.restriction": "{chooser} darf {leader} frei ausspielen lassen.",
    "option.replace": "{offender} muss die aufgehobene Ansage durch eine gültige Ansage "
                      "ersetzen.",
    # Fragen an den Turnierleiter
    "question.unintended": "War die Ansage {call} von {seat} unbeabsichtigt – ein Versehen, "
                           "ein Versprecher oder ein mechanischer Fehler – und nicht die "
                           "Folge eines Sinneswandels? Beabsichtigt war die Ansage "
                           "{intended}.",
    "question.comparable": "Ist {replacement} eine vergleichbare Ansage zur zurückgenommenen "
                           "Ansage {withdrawn}, also eine Ansage mit derselben oder einer "
                           "ähnlichen Bedeutung, mit einer Bedeutung, die in der "
                           "zurückgenommenen Ansage enthalten ist, oder mit demselben Zweck?",
    "question.same.denomination": "Zeigen {withdrawn} und {replacement} dieselbe "
                                  "Denomination oder dieselben Denominationen (zum "
                                  "Beispiel beide natürlich in derselben Farbe)?",
    "question.artificial.pass": "War das Passe außer Reihenfolge von {seat} künstlich, "
                                "oder hat {seat} damit eine künstliche Ansage des Partners "
                                "gepasst?",
    # Entscheidungen und Feststellungen
    "chose.accept": "{seat} hat die Ansage {call} angenommen.",
    "chose.accept.by.calling": "{seat} hat nach {call} angesagt und die Ansage damit "
                               "angenommen.",
    "chose.refuse": "{seat} hat die Ansage {call} nicht angenommen; sie wird aufgehoben.",
    "chose.withdraw": "{seat} hat die Ansage {call} zurückgenommen.",
    "chose.keep": "{seat} hat die Ansage {call} bestehen lassen.",
    "chose.prohibit": "{seat} hat ein Ausspiel in {suit} verboten.",
    "chose.require": "{seat} hat ein Ausspiel in {suit} verlangt.",
    "chose.no.restriction": "{seat} hat keine Ausspielbeschränkung auferlegt.",
    "finding": "Feststellung des Turnierleiters zur Frage {question}: {answer}.",
    # Folgen
    "cancelled": "Die Ansage {call} von {seat} wird aufgehoben.",
    "cancelled.later": "Die nach der Regelwidrigkeit abgegebene Ansage {call} von {seat} "
                       "wird ebenfalls aufgehoben.",
    "later.call": "{seat} hat {call} angesagt, bevor der Turnierleiter entschieden hat.",
    "stands": "Die Ansage {call} von {seat} bleibt bestehen.",
    "forfeit.called.first": "{seat} war an der Reihe und hat angesagt, bevor über die "
                            "Regelwidrigkeit entschieden wurde: Die Ansage {call} außer "
                            "Reihenfolge wird ohne weitere Rektifikation aufgehoben.",
    "auction.reverts": "Die Reizung geht an {seat} zurück.",
    "pass.next": "{seat} muss passen, wenn {seat} das nächste Mal an der Reihe ist.",
    "pass.rest": "{seat} muss für den Rest der Reizung passen.",
    "must.repeat": "{seat} muss die Ansage {call} wiederholen.",
    "any.call": "{seat} darf jede gültige Ansage machen.",
    "no.rectification": "Keine weitere Rektifikation.",
    "replaced.by.pass": "Die Ansage {call} von {seat} wird durch Passe ersetzt.",
    "substitution.allowed": "Die unbeabsichtigte Ansage {withdrawn} von {seat} wird durch "
                            "{call} ersetzt.",
    "substitution.cancelled": "Die von {seat} versuchte Änderung auf {call} wird "
                              "aufgehoben: Die Ansage {original} bleibt bestehen.",
    "substitution.too.late": "{seat} darf die Ansage {original} nicht mehr ändern: Der "
                             "Partner hat bereits angesagt.",
    "lead.restriction": "Wird {offender} Gegenspieler, darf der Alleinspieler das erste "
                        "Ausspiel von {partner} beschränken: Die Ansage {call} von {seat} "
                        "wurde zurückgenommen.",
    "lead.restriction.void": "Aus der Ansage {call} von {seat} folgt keine "
                             "Ausspielbeschränkung.",
    "unauthorized.information": "Die Information aus der zurückgenommenen Ansage {call} von "
                                "{seat} ist für {nos} erlaubt und für {os} unerlaubt.",
    "unauthorized.cards": "Die Information aus den sichtbar gewordenen Karten von {seat} ist "
                          "für {nos} erlaubt und für {os} unerlaubt.",
    "exposed.stay": "Die sichtbar gewordenen Karten von {seat} bleiben bis zum Ende der "
                    "Reizung offen auf dem Tisch liegen.",
    "exposed.returned": "{seat} ist Alleinspieler oder Dummy: Die sichtbar gewordenen Karten "
                        "werden wieder in die Hand aufgenommen.",
    "penalty.cards": "{seat} ist Gegenspieler: Die sichtbar gewordenen Karten {cards} werden "
                     "jetzt zu Strafkarten ({severity}).",
    "three.passes": "Die Reizung würde mit einem Passe außer Reihenfolge enden, bei dem "
                    "{seat} übergangen wurde; alle darauf folgenden Passe werden "
                    "aufgehoben.",
    "auction.over": "Die Reizung ist beendet: {contract}.",
    "auction.passed.out": "Alle vier Spieler haben gepasst; das Board ist eingepasst.",
    # Hinweise für das Ende des Boards
    "flag.23C": "Nach Ende des Spiels ist zu prüfen, ob die vergleichbare Ansage von "
                "{offender} der schuldigen Seite einen Vorteil verschafft hat, durch den "
                "{nos} geschädigt wurde.",
    "flag.27D": "Nach Ende des Spiels ist zu prüfen, ob das Ergebnis ohne das ungenügende "
                "Gebot von {offender} durchaus anders hätte ausfallen können und {nos} "
                "dadurch geschädigt wurde.",
    "flag.72C": "Nach Ende des Spiels ist zu prüfen, ob {offender} hätte wissen können, "
                "dass die Regelwidrigkeit der schuldigen Seite wahrscheinlich nützen würde.",
    # Ablehnungen (so kann das Board nicht weitergehen)
    "wait.decision": "Das Board wartet auf eine Entscheidung: {what}",
    "waiting.choice": "Das Board wartet auf die Wahl von {chooser} (Regel {law}).",
    "waiting.director": "Das Board wartet auf die Entscheidung des Turnierleiters nach "
                        "Regel {law}.",
    "card.not.held": "{seat} hat die Karte {card} nicht.",
    "recorded.without": "Erst nach dem Ausspiel wurde darauf aufmerksam gemacht: Der Kontrakt "
                        "wird so gewertet, als hätte {seat} die Ansage {call} nicht gemacht.",
    "dummy.attention": "{seat} ist Dummy und darf während des Spiels nicht auf eine "
                       "Regelwidrigkeit aufmerksam machen.",
    "premature.replacement": "{seat} hat {withdrawn} durch {call} ersetzt, bevor der "
                             "Turnierleiter entschieden hat: {call} gilt, sofern {withdrawn} "
                             "nicht angenommen wird.",
    "auction.reopened": "{seat} darf die versehentliche letzte Passe noch ändern: Die "
                        "Reizung ist wieder offen.",
    "must.follow": "{seat} muss Farbe bedienen und darf {card} nicht spielen.",
    "not.in.turn": "{turn} ist am Ausspiel beziehungsweise an der Reihe, nicht {seat}.",
    "no.deal": "Es kann keine Karte gespielt werden: Die Verteilung des Boards ist nicht "
               "bekannt.",
    "not.play.period": "{seat} kann keine Karte spielen: Die Spielperiode hat nicht begonnen.",
    "lead.prohibited": "{seat} darf nicht {suit} ausspielen: Der Alleinspieler hat es "
                       "verboten.",
    "claim.impossible": "{seat} kann keine {tricks} Stiche beanspruchen: So viele sind "
                        "nicht mehr zu spielen.",
    "exposed.after.auction": "Die Reizung ist beendet: Jetzt aufgedeckte Karten fallen unter "
                             "die Regeln des Spiels (48-50), die noch nicht abgedeckt sind.",
    "not.offender.choice": "{seat} hat hier keine Wahl zu treffen.",
    "no.question": "Derzeit liegt dem Turnierleiter keine Frage vor.",
    "no.change.to.make": "{seat} hat keine Ansage gemacht, die geändert werden könnte.",
}
