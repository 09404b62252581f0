"""The German message catalogue (``de``), in the words German tournament directors use.

Every key of ``CATALOGUE["en"]`` in :mod:`bridgelaws.messages` has an entry here with the
same named places. Each entry is one whole sentence (or two); nothing is put together from
pieces. The values filled in are already German: seats (Nord, Ost, Süd, West), sides
(Nord-Süd, Ost-West), suits (Treff, Karo, Coeur, Pik), calls (1♥, Passe, Kontra, Rekontra)
and ja/nein. The vocabulary follows the German Laws (Turnierbridge-Regeln): Ansage, Gebot,
Reizung, außer Reihenfolge, ungenügendes Gebot, Strafkarte with Hauptstrafkarte and
Nebenstrafkarte (the values of ``{severity}``), Ausspielbeschränkung, Turnierleiter,
erlaubte und unerlaubte Information, Alleinspieler, Dummy, Gegenspieler, vergleichbare
Ansage, schuldige Seite, Rektifikation, das Revoke (des Revokes, ein Revoke), which is
vollendet (not "etabliert": "das Revoke ist vollendet"), Stichübertragung, and berichtigter
Score, the Laws' phrase for an adjusted score ("ein berichtigter Score ist zuzuerkennen",
not "angepasstes Ergebnis"). Laws are cited with the paragraph sign: "§ {law}", never
"Regel {law}".

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
    "penalty.cards": "{seat} ist Gegenspieler: Jede sichtbar gewordene Karte ({cards}) wird jetzt "
                     "zur {severity}.",
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
    "waiting.choice": "Das Board wartet auf die Wahl von {chooser} (§ {law}).",
    "waiting.director": "Das Board wartet auf die Entscheidung des Turnierleiters nach § {law}.",
    "card.not.held": "{seat} hat die Karte {card} nicht.",
    "recorded.without": "Erst nach dem Ausspiel wurde darauf aufmerksam gemacht: Der Kontrakt "
                        "wird so gewertet, als hätte {seat} die Ansage {call} nicht gemacht.",
    "premature.replacement": "{seat} hat {withdrawn} durch {call} ersetzt, bevor der "
                             "Turnierleiter entschieden hat: {call} gilt, sofern {withdrawn} "
                             "nicht angenommen wird.",
    "auction.reopened": "{seat} darf das versehentliche letzte Passe noch ändern: Die Reizung ist "
                        "wieder offen.",
    "no.deal": "Es kann keine Karte gespielt werden: Die Verteilung des Boards ist nicht "
               "bekannt.",
    "not.play.period": "{seat} kann keine Karte spielen: Die Spielperiode hat nicht begonnen.",
    "claim.impossible": "{seat} kann keine {tricks} Stiche beanspruchen: So viele sind "
                        "nicht mehr zu spielen.",
    "not.offender.choice": "{seat} hat hier keine Wahl zu treffen.",
    "no.question": "Derzeit liegt dem Turnierleiter keine Frage vor.",
    "no.change.to.make": "{seat} hat keine Ansage gemacht, die geändert werden könnte.",
    # Spielperiode (§§ 41-69)
    # das eröffnende Ausspiel
    "face.down.lead": "{seat} hat das eröffnende Ausspiel verdeckt gemacht; bevor es aufgedeckt "
                      "wird, dürfen Fragen gestellt werden.",
    "face.down.out.of.turn": "{seat} hat verdeckt ausgespielt, doch das eröffnende Ausspiel hat "
                             "{turn}.",
    "face.down.withdrawn": "Das verdeckte Ausspiel außer Reihenfolge von {seat} geht ohne "
                           "Rektifikation in die Hand zurück.",
    "face.down.is.the.lead": "{seat} hat {card} verdeckt ausgespielt: Diese Karte ist das "
                             "Ausspiel und wird aufgedeckt, keine andere.",
    "dummy.no.claim": "{seat} ist Dummy: Nur der Alleinspieler oder ein Gegenspieler kann "
                      "Stiche beanspruchen oder abgeben.",
    "question.current.trick": "Betraf das Zeigen der Karten durch {seat} nur den laufenden "
                              "Stich?",
    "current.trick.only": "Die Karten, die {seat} zum laufenden Stich gezeigt hat, sind keine "
                          "Strafkarten.",
    "shown.cards.information": "Die Information aus den gezeigten Karten von {seat} ist für "
                               "{partner} unerlaubt.",
    "face.down.irregular": "Die verdeckte Karte {card} von {seat} verstieß gegen eine "
                           "Beschränkung: Sie geht in die Hand zurück, und stattdessen wird eine "
                           "erlaubte Karte ausgespielt.",
    "face.down.already": "{seat} hat bereits verdeckt ausgespielt.",
    "no.face.down": "{seat} hat kein verdecktes Ausspiel, das aufgedeckt werden könnte.",
    "lead.faced": "{seat} deckt das eröffnende Ausspiel auf: Die Spielperiode hat begonnen, und "
                  "{dummy} legt als Dummy seine Karten auf.",
    "review.allowed": "{seat} darf jetzt eine Wiederholung der Reizung und Erklärungen verlangen.",
    "review.contract.only": "Für eine Wiederholung der Reizung ist es für {seat} zu spät: Jetzt "
                            "darf nur noch nach dem Kontrakt gefragt werden und danach, ob er "
                            "kontriert wurde.",
    "review.not.dummy": "{seat} wird Dummy und darf keine Wiederholung der Reizung verlangen.",
    "review.not.now": "{seat} darf nur fragen, wenn er selbst an der Reihe ist, eine Karte zu "
                      "spielen.",
    "opening.lead.out.of.turn": "{seat} hat {card} als eröffnendes Ausspiel aufgedeckt, doch das "
                                "eröffnende Ausspiel hat {turn}.",
    "partner.face.down.withdrawn": "Das verdeckte Ausspiel von {seat} geht in die Hand zurück.",
    "lead.wrong.side": "{seat} hat versucht, {card} auszuspielen, obwohl seine Seite die Reizung "
                       "gewonnen hat.",
    "exposed.returned.play": "Die Karte von {seat} geht ohne Rektifikation in die Hand zurück.",
    "dummy.spread.early": "{seat} hat den Dummy aufgelegt, bevor das eröffnende Ausspiel "
                          "aufgedeckt war.",
    "dummy.seen": "Der Alleinspieler konnte die Karten des Dummys sehen: {chooser} muss das "
                  "Ausspiel annehmen.",
    "dummy.spreads": "Das Ausspiel ist angenommen: {seat} legt den Dummy auf, und der "
                     "Alleinspieler spielt die zweite Karte aus seiner eigenen Hand.",
    "dummy.card.stands": "Die vom Dummy als zweite Karte gespielte Karte {card} darf nur "
                         "zurückgenommen werden, um ein Revoke zu berichtigen.",
    "roles.swapped": "{seat} legt seine Hand auf und wird Dummy; {declarer} ist Alleinspieler, "
                     "und das Ausspiel bleibt bestehen.",
    "spread.whole.hand": "{seat} hat begonnen, seine Hand aufzulegen, und muss sie ganz auflegen.",
    "option.accept.opening": "{chooser} darf das Ausspiel {card} von {seat} annehmen und die "
                             "zweite Karte aus seiner eigenen Hand spielen.",
    "option.spread": "{chooser} darf seine Hand auflegen und Dummy werden; {dummy} wird dann "
                     "Alleinspieler.",
    "option.must.accept.lead": "{chooser} muss das Ausspiel {card} von {seat} annehmen.",
    "option.refuse.lead": "{chooser} darf das Ausspiel {card} von {seat} ablehnen: Die Karte wird "
                          "zur Hauptstrafkarte, und das Ausspiel erfolgt aus der richtigen Hand.",
    "option.accept.lead": "{chooser} darf das Ausspiel {card} von {seat} annehmen, als wäre es in "
                          "Reihenfolge erfolgt.",
    "option.retract.lead": "{chooser} darf verlangen, dass der Alleinspieler das Ausspiel {card} "
                           "von {seat} zurücknimmt.",
    "chose.accept.lead": "{seat} hat das Ausspiel {card} angenommen.",
    "accept.by.playing.lead": "{seat} hat zum Ausspiel {card} zugegeben und es damit angenommen.",
    "chose.refuse.lead": "{seat} hat das Ausspiel {card} nicht angenommen.",
    "chose.retract.lead": "{seat} hat verlangt, dass der Alleinspieler das Ausspiel {card} "
                          "zurücknimmt.",
    "lead.out.of.turn": "{seat} hat {card} außer Reihenfolge ausgespielt: Das Ausspiel hatte "
                        "{turn}.",
    "lead.returned": "Die Karte {card} von {seat} geht ohne weitere Rektifikation in die richtige "
                     "Hand zurück; {turn} spielt aus.",
    "lead.from.correct.hand": "{seat} nimmt {card} zurück und muss aus der richtigen Hand, "
                              "{turn}, ausspielen; aus ihr darf jede Karte ausgespielt werden.",
    "lho.prevails": "Entscheiden die Gegenspieler verschieden, gilt die Wahl von {seat}, "
                    "dem linken Gegner der Hand, von der ausgespielt wurde.",
    "rectification.lost": "{seat} hat weitergespielt, bevor eine Rektifikation gewählt war: "
                          "Das Recht darauf ist verloren, und die vorzeitige Karte gilt als in "
                          "Reihenfolge gespielt.",
    "lead.thirteen": "{seat} hat {card} außer Reihenfolge zum letzten Stich ausgespielt: Die "
                     "Karte wird zurückgenommen.",
    "question.own.lead": "Hat {seat} {card} als eigenes Ausspiel ausgespielt, statt die Karte zum "
                         "Ausspiel {led} außer Reihenfolge von {offender} zuzugeben?",
    "own.lead.stands": "Das Ausspiel {card} von {seat} bleibt bestehen; die irrtümlich "
                       "ausgespielte Karte {led} von {offender} geht in die Hand zurück.",
    "lead.stands.wrong.defender": "{seat} hat zum Ausspiel {card} von {offender} zugegeben, "
                                  "obwohl nicht er darauf zu antworten hatte: Das Ausspiel bleibt "
                                  "bestehen.",
    "offender.side.played": "{seat} hat {card} gespielt, bevor über die Regelwidrigkeit seiner "
                            "Seite entschieden war.",
    "played.before.correct.lead": "{seat} hat {card} gespielt, noch ehe der Alleinspieler von der "
                                  "richtigen Hand neu ausgespielt hatte.",
    # vorzeitiges Ausspiel und vorzeitig gespielte Karten
    "premature.lead": "{seat} hat {card} zum nächsten Stich ausgespielt, bevor {partner} zum "
                      "laufenden Stich zugegeben hatte.",
    "premature.play": "{seat} hat {card} außer Reihenfolge vor {partner} gespielt.",
    "premature.no.rectification": "{seat} hat {card} vorzeitig gespielt, doch der Alleinspieler "
                                  "hatte bereits aus beiden Händen gespielt: Es gibt keine "
                                  "Rektifikation.",
    "premature.after.dummy": "{seat} hat {card} vorzeitig gespielt, nachdem der Dummy "
                             "eigenmächtig gehandelt hatte: Es gibt keine Rektifikation.",
    "premature.illegal": "{seat} hat versucht, {card} zu spielen, bevor er an der Reihe war; die "
                         "Karte konnte zu diesem Stich nicht regelgemäß gespielt werden.",
    "played.at.own.turn": "{seat} hat {card} vor seinem rechten Gegner gespielt; die Karte gilt "
                          "als gespielt, sobald er selbst an der Reihe ist.",
    "declarer.premature": "Der Alleinspieler hat {card} aus der Hand von {seat} gespielt, bevor "
                          "diese Hand an der Reihe war: Die Karte ist gespielt.",
    "option.highest": "{chooser} darf von {seat} verlangen, seine höchste Karte in {suit} zu "
                      "spielen.",
    "option.lowest": "{chooser} darf von {seat} verlangen, seine niedrigste Karte in {suit} zu "
                     "spielen.",
    "option.require.play": "{chooser} darf von {seat} verlangen, eine Karte in {suit} zu spielen.",
    "option.prohibit.play": "{chooser} darf {seat} verbieten, eine Karte in {suit} zu spielen.",
    "chose.highest.play": "{seat} hat von {partner} verlangt, seine höchste Karte in {suit} zu "
                          "spielen.",
    "chose.lowest.play": "{seat} hat von {partner} verlangt, seine niedrigste Karte in {suit} zu "
                         "spielen.",
    "chose.require.play": "{seat} hat von {partner} verlangt, eine Karte in {suit} zu spielen.",
    "chose.prohibit.play": "{seat} hat {partner} verboten, eine Karte in {suit} zu spielen.",
    "second.card": "{seat} hat {card} zu einem Stich gespielt, zu dem er bereits eine Karte "
                   "gespielt hatte.",
    "question.lead": "War die Karte {card} von {seat} ein Ausspiel zum nächsten Stich (und keine "
                     "zusätzliche Karte zu diesem Stich)?",
    "early.lead": "Die Karte {card} von {seat} bleibt als sein Ausspiel zum nächsten Stich offen "
                  "liegen.",
    "early.lead.now": "Der Stich ist vollständig: Die vorzeitig ausgespielte Karte {card} von "
                      "{seat} gilt als ausgespielt.",
    "fifth.returned": "Die Karte {card} von {seat} geht ohne Rektifikation in die Hand zurück.",
    "fifth.penalty": "Die überzählige Karte {card} von {seat} wird zur Strafkarte.",
    "played.together": "{seat} hat {card} gleichzeitig mit der vorherigen Karte gespielt: Die "
                       "Karte {card} gilt als nach jener gespielt.",
    "together.visible": "{seat} hat {cards} gleichzeitig und offen sichtbar gespielt.",
    "together.one.visible": "{seat} hat die Karte {card} gespielt und verdeckt dahinter {cards}: "
                            "Die Karte {card} ist gespielt, jede andere geht in die Hand zurück.",
    "no.card.visible": "{seat} muss mindestens eine Karte zeigen.",
    "option.choose.card": "{chooser} darf {card} als die Karte wählen, die er spielt.",
    "chose.card": "{seat} hat {card} als die Karte gewählt, die er spielt.",
    # Strafkarten
    "defender.exposed": "{seat} hat {cards} sichtbar gemacht.",
    "declarer.exposed": "Sichtbar gewordene Karten von {seat} ({cards}) sind keine Strafkarten: "
                        "Der Alleinspieler wird für das Zeigen einer Karte nie beschränkt.",
    "dummy.cards.open": "Die Karten von {seat} liegen bereits offen auf dem Tisch.",
    "question.deliberate": "Hat {seat} die Karte {card} absichtlich gezeigt (zum Beispiel als "
                           "Ausspiel oder als gespielte Karte) und nicht versehentlich?",
    "penalty.cards.play": "Strafkarte(n) von {seat}: {cards} ({severity}).",
    "penalty.all.major": "{seat} hat jetzt mehr als eine Strafkarte: Alle sind Hauptstrafkarten.",
    "penalty.played": "{seat} hat die Strafkarte {card} gespielt; wie sie zur Strafkarte wurde, "
                      "ist für {partner} unerlaubte Information.",
    "penalty.lead": "{leader} ist am Ausspiel, während {seat} die Hauptstrafkarte(n) {cards} hat: "
                    "Der Alleinspieler wählt zuerst.",
    "option.require.penalty": "{chooser} darf von {leader} ein Ausspiel in {suit} verlangen; dann "
                              "nimmt {seat} jede Strafkarte in {suit} auf.",
    "option.prohibit.penalty": "{chooser} darf {leader} ein Ausspiel in {suits} verbieten, "
                               "solange {leader} am Ausspiel bleibt; dann nimmt {seat} jede "
                               "Strafkarte in {suits} auf.",
    "option.no.penalty.restriction": "{chooser} darf {leader} frei ausspielen lassen; jede "
                                     "Strafkarte von {seat} bleibt auf dem Tisch liegen.",
    "chose.prohibit.suits": "{seat} hat ein Ausspiel in {suits} verboten.",
    "penalty.cards.stay": "Jede Strafkarte von {seat} bleibt offen auf dem Tisch liegen.",
    "penalty.picked.up": "{seat} nimmt die Strafkarte(n) {cards} auf.",
    "penalty.picked.up.information": "Die Information aus jeder aufgenommenen Strafkarte von "
                                     "{seat} ist für {partner} unerlaubt und für {declarer} "
                                     "erlaubt.",
    "led.before.choice": "{seat} hat {card} ausgespielt, bevor der Alleinspieler gewählt hatte.",
    "penalty.choice": "{seat} könnte jede der Strafkarten {cards} spielen: Der Alleinspieler "
                      "bestimmt, welche.",
    "option.play.penalty": "{chooser} darf {seat} die Strafkarte {card} spielen lassen.",
    "chose.penalty.card": "{seat} hat {card} als die Strafkarte bestimmt, die {holder} spielt.",
    "penalty.not.played": "{seat} hat {card} gespielt, obwohl er eine Strafkarte ({cards}) "
                          "spielen musste.",
    "option.accept.play": "{chooser} darf die Karte {card} von {seat} annehmen; jede Strafkarte "
                          "bleibt liegen.",
    "option.refuse.play": "{chooser} darf die Karte {card} von {seat} ablehnen: Stattdessen wird "
                          "die Strafkarte gespielt, und {card} wird zur Hauptstrafkarte.",
    "chose.accept.play": "{seat} hat {card} angenommen.",
    "chose.refuse.play": "{seat} hat {card} nicht angenommen.",
    "must.accept.play": "{seat} hat inzwischen gespielt und muss {card} annehmen.",
    "penalty.gone": "{seat} hat keine Strafkarte mehr, die stattdessen zu spielen wäre: "
                    "{card} bleibt gespielt.",
    "penalty.replaces": "{seat} spielt die Strafkarte {card} anstelle von {new}.",
    # Revokes
    "revoke": "{seat} hat ein Revoke begangen: Er hat {card} gespielt und {suit} nicht bedient, "
              "obwohl er es konnte. Das Revoke bleibt bestehen, bis darauf aufmerksam gemacht "
              "wird oder es vollendet ist.",
    "restriction.broken": "{seat} hat mit {card} gegen die Beschränkung nach § {rule} verstoßen "
                          "und damit ein Revoke begangen.",
    "revoke.established": "Das Revoke von {seat} im {trick}. Stich ist jetzt vollendet.",
    "revoke.not.established": "Das Revoke von {seat} im {trick}. Stich ist nicht vollendet: Die "
                              "zurückgenommene Karte zählt nicht.",
    "revoke.stands": "Das Revoke von {seat} im {trick}. Stich ist vollendet: Es darf nicht mehr "
                     "berichtigt werden, und der Stich bleibt, wie er gespielt wurde.",
    "revoke.corrected": "{seat} muss das Revoke berichtigen: Die Karte {card} wird zurückgenommen "
                        "und durch eine regelgemäße Karte ersetzt.",
    "revoke.card.penalty": "Die zurückgenommene Karte {card} von {seat} wird zur Hauptstrafkarte.",
    "revoke.card.back": "Die Karte {card} von {seat} wird ohne weitere Rektifikation "
                        "zurückgenommen.",
    "must.legal": "{seat} muss die zurückgenommene Karte durch eine regelgemäße Karte ersetzen, "
                  "nicht durch {card}.",
    "must.replace": "Das Board wartet darauf, dass {seat} anstelle der zurückgenommenen Karte "
                    "eine Karte spielt.",
    "returned.to.hand": "Die zum nächsten Stich gespielte Karte {card} von {seat} geht in die "
                        "Hand zurück.",
    "may.withdraw": "{seat} darf {card} zurücknehmen und eine andere Karte spielen.",
    "option.withdraw.card": "{chooser} darf {card} zurücknehmen und eine andere Karte spielen.",
    "option.keep.card": "{chooser} darf {card} liegen lassen.",
    "chose.withdraw.card": "{seat} hat {card} zurückgenommen.",
    "chose.keep.card": "{seat} hat {card} als gespielt liegen lassen.",
    "both.corrected": "Beide Seiten haben im selben Stich ein Revoke begangen: Beide Revokes "
                      "werden berichtigt, und jede Karte, die ein Gegenspieler zurücknimmt, wird "
                      "zur Strafkarte.",
    "twelfth.corrected": "Das Revoke von {seat} im zwölften Stich wird berichtigt, obwohl es "
                         "vollendet ist: Die Karte {new} wird anstelle von {card} gespielt.",
    "twelfth.information": "{partner} hat die Karte {card} von {seat} gesehen, bevor er zum "
                           "zwölften Stich gespielt hat: Das ist unerlaubte Information.",
    "inquiry": "{seat} hat {asked} gefragt, ob er eine Karte der ausgespielten Farbe habe.",
    "dummy.asks.defender": "{seat} ist Dummy und darf {asked} nicht nach einem Revoke fragen.",
    "inquiry.information": "Die Frage von {seat} kann seinem Partner unerlaubte Information "
                           "geben.",
    "no.inquiry": "{seat} darf {asked} nicht nach einem Revoke fragen.",
    "no.revoke": "{seat} hat kein Revoke begangen.",
    "dummy.asked.after.breach": "{seat} hat eine Beschränkung des Dummys verletzt und als Erster "
                                "gefragt: Das Revoke wird berichtigt, und die Stichübertragung "
                                "wird angewandt, als ob es vollendet gewesen wäre.",
    "transfer": "Das Revoke von {seat} im {trick}. Stich führt zur Übertragung an {nos}: {tricks} "
                "Stich(e).",
    "no.transfer": "Für das Revoke von {seat} im {trick}. Stich wird kein Stich übertragen.",
    "transfer.result": "Nach der Übertragung hat die Seite des Alleinspielers ({declarer}) "
                       "{tricks} Stich(e); am Tisch gewonnen hatte sie {table}.",
    "question.damaged": "Beide Seiten haben Revokes begangen: Ist das Ergebnis für beide Seiten "
                        "gerecht, verglichen mit dem Ergebnis, das ohne Revoke wahrscheinlich "
                        "gewesen wäre?",
    "question.compensated": "Gleicht die Stichübertragung den durch das Revoke (oder die Revokes) "
                            "entstandenen Schaden für {nos} vollständig aus?",
    "equity.restored": "Die Übertragung stellt die Billigkeit wieder her; das Ergebnis bleibt "
                       "bestehen.",
    # Dummy und Alleinspieler
    "dummy.placed": "{seat} hat {card} in die Position einer gespielten Karte gebracht, ohne dass "
                    "der Alleinspieler sie genannt hat.",
    "dummy.card.withdrawn": "Die vom Alleinspieler nicht genannte Karte {card} von {seat} wird "
                            "zurückgenommen.",
    "dummy.card.too.late": "Es ist zu spät, die Karte von {seat} zu ändern: Das Spiel geht "
                           "weiter.",
    "dummy.suggested": "{seat} hat ohne Anweisung des Alleinspielers auf eine Karte hingewiesen.",
    "play.continues": "Der Turnierleiter wird über den Sachverhalt unterrichtet; das Spiel geht "
                      "weiter.",
    "dummy.attention.play": "{seat} ist Dummy: Solange gespielt wird, weist er nicht auf "
                            "Regelwidrigkeiten hin.",
    "dummy.attention.after": "{seat} macht nach Ende des Spiels auf eine Regelwidrigkeit "
                             "aufmerksam.",
    "dummy.first.attention": "{seat} hat eine Beschränkung des Dummys verletzt und danach als "
                             "Erster auf die Regelwidrigkeit der Gegenspieler aufmerksam gemacht: "
                             "Jetzt gibt es keine Rektifikation.",
    "dummy.warns": "{seat} hat den Alleinspieler davor gewarnt, aus der falschen Hand "
                   "auszuspielen, wie es dem Dummy erlaubt ist.",
    "dummy.warns.after.breach": "{seat} hat den Alleinspieler davor gewarnt, aus der falschen "
                                "Hand auszuspielen, nachdem er eine Beschränkung des Dummys "
                                "verletzt hatte: Ein Gegenspieler bestimmt, aus welcher Hand der "
                                "Alleinspieler ausspielt.",
    "option.hand": "{chooser} darf den Alleinspieler aus der Hand von {hand} ausspielen lassen.",
    "chose.hand": "{seat} hat bestimmt, dass der Alleinspieler aus der Hand von {hand} ausspielt.",
    "dummy.inspects": "{seat} ist Dummy und darf sich während des Spiels keine Stiche ansehen.",
    "breach.dummy.director": "{seat} hat den Turnierleiter gerufen, bevor jemand auf eine "
                             "Regelwidrigkeit aufmerksam gemacht hat.",
    "breach.dummy.takes.part": "{seat} hat am Spiel teilgenommen oder dem Alleinspieler etwas "
                               "darüber mitgeteilt.",
    "breach.dummy.exchange": "{seat} hat mit dem Alleinspieler die Hände getauscht.",
    "breach.dummy.watches": "{seat} hat seinen Platz verlassen, um dem Alleinspieler beim Spiel "
                            "zuzusehen.",
    "breach.dummy.looks": "{seat} hat in die Karten eines Gegenspielers geschaut.",
    "breach.defender.shows": "{seat} hat dem Dummy seine Hand gezeigt.",
    "not.dummy": "{seat} ist nicht Dummy.",
    "not.defender": "{seat} ist kein Gegenspieler.",
    "unknown.breach": "Das Tischprotokoll verzeichnet keine Beschränkung nach § {law}.",
    # Bezeichnung der Karten des Dummys
    "card.named": "{seat} hat {card} genannt: Die Karte ist gespielt.",
    "named.not.in.dummy": "{seat} hat {card} genannt, doch der Dummy hat diese Karte nicht: Die "
                          "Bezeichnung ist ungültig, und der Alleinspieler darf jede regelgemäße "
                          "Karte spielen.",
    "designation.resolved": "{seat} hat „{what}“ gesagt: Damit ist {card} bezeichnet.",
    "designation.open": "{seat} hat „{what}“ gesagt, ohne eine einzelne Karte zu nennen.",
    "designation.void": "{seat} hat „{what}“ gesagt, was keine Karte des Dummys bezeichnet: Der "
                        "Alleinspieler nennt eine Karte.",
    "names.nothing": "{seat} hat „{what}“ genannt, was keine Karte ist.",
    "option.dummy.card": "{chooser} darf {card} als Karte des Dummys wählen.",
    "chose.dummy.card": "{seat} hat {card} für den Dummy gewählt.",
    "question.unintended.card": "Hat {seat} die Karte {card} des Dummys durch einen Versprecher "
                                "genannt und {new} gemeint (also weder ein Sinneswandel noch ein "
                                "Konzentrationsfehler)?",
    "designation.stands": "{seat} darf die Bezeichnung nicht ändern: Die Karte {card} bleibt "
                          "gespielt.",
    "designation.changed": "Die versehentlich genannte Karte {card} von {seat} geht in den Dummy "
                           "zurück; stattdessen wird {new} gespielt.",
    # Zurücknahmen
    "no.retraction": "{seat} darf {card} nicht zurücknehmen: Eine gespielte Karte bleibt "
                     "gespielt.",
    "question.to.comply": "Hat {seat} {card} zurückgenommen, um einer Rektifikation nachzukommen "
                          "oder um ein regelwidriges Spiel zu berichtigen?",
    "question.misinformed": "Hat {seat} {card} gespielt, weil ein Gegner ihm fälschlich gesagt "
                            "hat, er sei an der Reihe, oder weil ein Gegner eine falsche "
                            "Erklärung gegeben hat?",
    "retraction.corrects": "{seat} nimmt {card} zurück, um sein Revoke zu berichtigen.",
    "retraction.refused": "Die Karte {card} von {seat} bleibt gespielt.",
    "retraction.too.late": "Zu diesem Stich wurde bereits eine spätere Karte gespielt: Die Karte "
                           "{card} von {seat} bleibt gespielt.",
    "card.taken.back": "Die Karte {card} von {seat} geht in die Hand zurück.",
    "no.own.withdrawal": "{seat} darf eine Karte nicht aus eigenem Antrieb zurücknehmen.",
    "not.played": "{seat} hat {card} nicht gespielt.",
    "withdrawn.card.information": "Die Information aus der zurückgenommenen Karte {card} von "
                                  "{seat} ist für {nos} erlaubt und für {os} unerlaubt.",
    # Stiche
    "turned": "{seat} hat seine Karte verdeckt umgedreht.",
    "turned.early": "{seat} hat seine Karte verdeckt umgedreht, bevor alle vier Spieler zum Stich "
                    "gespielt hatten.",
    "pointed": "{seat} hat auf eine falsch ausgerichtete Karte hingewiesen.",
    "pointed.late": "{seat} hat auf eine falsch ausgerichtete Karte hingewiesen, nachdem seine "
                    "Seite bereits zum nächsten Stich gespielt hatte.",
    "pointed.information": "Der Hinweis von {seat} kann seinem Partner unerlaubte Information "
                           "geben.",
    "inspect.allowed": "{seat} darf sich die Karten des letzten Stichs ansehen: {cards}.",
    "inspect.own": "Die eigene Karte von {seat} ist umgedreht: Er darf sie ansehen ({card}), sich "
                   "den Stich aber nicht zeigen lassen.",
    "inspect.refused": "Die Seite von {seat} hat bereits zum nächsten Stich gespielt: Umgedrehte "
                       "Stiche dürfen bis zum Ende des Spiels nicht angesehen werden.",
    "inspect.after.play": "Das Spiel ist beendet: {seat} darf sich die gespielten Karten ansehen.",
    "nothing.to.inspect": "{seat}: Es ist noch kein Stich umgedreht worden.",
    "nothing.to.quit": "Es gibt keinen Stich, der umgedreht werden könnte.",
    "defective.trick": "Der {trick}. Stich wurde ohne eine Karte von {seat} umgedreht: Er ist ein "
                       "fehlerhafter Stich.",
    "defective.add": "{seat} fügt dem {trick}. Stich eine regelgemäße Karte hinzu.",
    "defective.late": "{seat} hat nicht zum {trick}. Stich gespielt, und beide Seiten haben "
                      "bereits zum nächsten Stich gespielt: Er legt eine Karte zu seinen "
                      "gespielten Karten.",
    "option.defective.card": "{chooser} darf {card} in den {trick}. Stich legen.",
    "defective.card.placed": "{seat} legt {card} in den {trick}. Stich; die Karte kann den Stich "
                             "nicht gewinnen, und ein Stich kann wie bei einem Revoke übertragen "
                             "werden.",
    "extra.card.returned": "{seat} hat mehr als eine Karte zum {trick}. Stich gespielt: Die Karte "
                           "{card} bleibt liegen, jede andere ({cards}) geht in die Hand zurück, "
                           "und der Stich behält seinen Gewinner.",
    "no.fifth": "{seat} hat keinen Stich ausgelassen, dem er eine Karte hinzufügen könnte.",
    # Claims, Ende des Spiels
    "question.claim": "Hat {seat} durch das Aufdecken seiner Karten Stiche beansprucht oder "
                      "abgegeben?",
    "claim.play.stops": "{seat} hat einen Claim oder eine Konzession erklärt: Das Spiel wird "
                        "angehalten.",
    "waiting.claim": "Das Board wartet auf den Claim oder die Konzession der Seite von {seat}.",
    "claim.agreed": "Dem Claim von {seat} über {tricks} Stich(e) wird zugestimmt.",
    "concession.agreed": "Der Konzession von {seat} über {tricks} Stich(e) wird zugestimmt.",
    "play.ended": "Das Spiel ist beendet: Die Seite des Alleinspielers ({declarer}) hat am Tisch "
                  "{tricks} Stich(e) gewonnen.",
    "play.over": "Das Spiel ist beendet: {seat} kann das jetzt nicht mehr tun.",
    "play.not.over": "Das Spiel ist noch nicht beendet.",
    "later.board": "{seat} hat bei einem späteren Board angesagt.",
    "round.ended": "Die Runde ist beendet.",
    "card.played.before": "{seat} hat {card} im {trick}. Stich gespielt: Eine einmal gespielte "
                          "Karte kann nicht noch einmal gespielt werden.",
    "waiting.choice.either": "Das Board wartet auf die Wahl von {chooser} oder {other} (§ {law}).",
    # Hinweise für das Ende des Boards
    "flag.50E4": "Nach Ende des Spiels ist zu prüfen, ob das Ergebnis ohne die Information aus "
                 "der Strafkarte (oder den Strafkarten) von {seat} durchaus anders hätte "
                 "ausfallen können und {nos} dadurch geschädigt wurde.",
    "flag.55C": "Nach Ende des Spiels ist zu prüfen, ob {seat} eine Spielweise gewählt hat, die "
                "durch das Ausspiel außer Reihenfolge nahegelegt worden sein könnte.",
    "flag.43B1": "Nach Ende des Spiels ist eine Verfahrensstrafe für {seat} zu erwägen.",
    "flag.43B3": "Nach Ende des Spiels ist den Gegenspielern jeder Vorteil zu nehmen, den ihnen "
                 "ihre Regelwidrigkeit verschafft hat; die Seite des Alleinspielers behält ihr "
                 "Ergebnis ({seat}).",
    "flag.45F": "Nach Ende des Spiels ist ein berichtigter Score zuzuerkennen, wenn {seat} dem "
                "Alleinspieler {declarer} eine Spielweise nahegelegt hat und die Gegenspieler "
                "dadurch geschädigt wurden.",
    "flag.47E2": "Nach Ende des Spiels ist die Zuerkennung eines berichtigten Scores zu erwägen: "
                 "{seat} konnte eine Karte nicht zurücknehmen, die nach einer falschen Erklärung "
                 "gespielt wurde.",
    "flag.64C2b": "Nach Ende des Spiels ist ein berichtigter Score zuzuerkennen, ausgehend vom "
                  "Ergebnis, das ohne Revoke wahrscheinlich gewesen wäre.",
    "flag.64C": "Nach Ende des Spiels ist ein berichtigter Score zuzuerkennen: Die "
                "Stichübertragung gleicht den Schaden für {nos} nicht vollständig aus.",
    "flag.90": "Nach Ende des Spiels ist eine Verfahrensstrafe für {seat} zu erwägen.",
}
