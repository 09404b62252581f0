"""Every command that prints words speaks the user's language: ``--lang``, or the locale
(LANGUAGE, LC_ALL, LC_MESSAGES, LANG) when it is not given."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.cli import main
from bridgelaws.messages import default_language

from .test_cli import GOOD, run


def _bad(tmp_path: Path) -> Path:
    bad = tmp_path / "bad.pbn"
    bad.write_text(GOOD.replace("1NT Pass 3NT AP", "1NT Pass 1S AP"))
    return bad


@pytest.mark.parametrize(("lang", "line", "summary"), [
    ("de", "bad.pbn:9: Board 3: regelwidrige Ansage von Nord: 1S ist nach 1NT ungenügend "
     "(§ 18D)", "bad.pbn: 1 Board, 1 Problem"),
    ("fr", "bad.pbn:9 : étui 3 : déclaration irrégulière de Nord : 1S est insuffisante après "
     "1NT (Loi 18D)", "bad.pbn : 1 étui, 1 problème"),
    ("it", "bad.pbn:9: board 3: chiamata irregolare di Nord: 1S è insufficiente dopo 1NT "
     "(Art. 18D)", "bad.pbn: 1 board, 1 problema"),
    ("nl", "bad.pbn:9: spel 3: onreglementaire bieding van Noord: 1S is onvoldoende na 1NT "
     "(art. 18D)", "bad.pbn: 1 spel, 1 probleem"),
])
def test_check_in_each_language(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                monkeypatch: pytest.MonkeyPatch, lang: str, line: str,
                                summary: str) -> None:
    monkeypatch.chdir(tmp_path)
    _bad(tmp_path)
    code, out, _ = run(capsys, "check", "bad.pbn", "--lang", lang)
    assert code == 1 and out.splitlines() == [line, summary]


def test_check_follows_the_locale(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    _bad(tmp_path)
    monkeypatch.setenv("LANG", "fr_CH.UTF-8")
    assert run(capsys, "check", "bad.pbn")[1].splitlines()[-1] == "bad.pbn : 1 étui, 1 problème"
    monkeypatch.setenv("LC_MESSAGES", "de_CH.UTF-8")  # before LANG
    assert run(capsys, "check", "bad.pbn")[1].splitlines()[-1] == "bad.pbn: 1 Board, 1 Problem"
    assert run(capsys, "check", "bad.pbn", "--lang", "en")[1].splitlines()[-1] == (
        "bad.pbn: 1 board, 1 problem")


def test_the_locale_is_read_as_gettext_reads_it() -> None:
    assert default_language({"LANG": "C"}) == "en"
    assert default_language({"LANG": "it_IT.UTF-8"}) == "it"
    assert default_language({"LC_ALL": "nl_BE.UTF-8", "LANG": "de_DE.UTF-8"}) == "nl"
    assert default_language({"LANG": "pt_BR.UTF-8"}) == "en"
    assert default_language({"LANG": "de_AT.UTF-8", "LANGUAGE": "pt:fr"}) == "fr"


def test_score_and_its_errors(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "score", "4S", "N", "10", "--vul", "none", "--lang", "de")
    assert code == 0 and out == "4S von N, 10 Stiche, Gefahrenlage keine: NS +420  OW -420\n"
    code, out, _ = run(capsys, "score", "4S", "N", "10", "--vul", "all", "--lang", "nl")
    assert out == "4S door N, 10 slagen, kwetsbaar allen: NZ +620  OW -620\n"
    code, out, _ = run(capsys, "score", "PASS", "N", "0", "--vul", "ew", "--lang", "fr")
    assert out == "Donne passée, vulnérabilité EO : NS 0  EO 0\n"
    code, out, _ = run(capsys, "score", "4S", "N", "1", "--vul", "none")
    assert out == "4S by N, 1 trick, vul none: NS -450  EW +450\n"
    code, _, err = run(capsys, "score", "4S", "N", "14", "--vul", "none", "--lang", "fr")
    assert code == 2 and err == ("bridgelaws score: le camp du déclarant ne peut pas faire 14 "
                                 "levées en 4S N : une donne en a 13\n")


def test_show_in_dutch(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    good = tmp_path / "good.pbn"
    good.write_text(GOOD)
    code, out, _ = run(capsys, "show", str(good), "--board", "3", "--lang", "nl")
    assert code == 0
    assert out.startswith("Spel 3   Gever Z   Kwetsbaar OW\n")
    assert "West  Noord Oost  Zuid" in out and "Spelen:" in out
    code, _, err = run(capsys, "show", str(good), "--board", "9", "--lang", "nl")
    assert code == 2 and err.endswith(": geen spel 9 (spellen: 3)\n")


def test_show_writes_seats_vulnerability_and_pass_in_the_language(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    good = tmp_path / "good.pbn"
    good.write_text(GOOD)
    _, english, _ = run(capsys, "show", str(good), "--board", "3", "--lang", "en")
    _, dutch, _ = run(capsys, "show", str(good), "--board", "3", "--lang", "nl")
    _, french, _ = run(capsys, "show", str(good), "--board", "3", "--lang", "fr")
    assert "Pass" in english and "Pass" not in dutch and "Pas " in dutch and "<" not in dutch
    assert " E " in english.split("Spelen:")[0] or "won by E" in english
    play = [line for line in dutch.splitlines() if line[:3].strip().rstrip(".").isdigit()]
    assert play and all(" E " not in line and "gewonnen door E" not in line for line in play)
    assert "Donneur S   Vuln. EO" in french


def test_deal_and_the_movement_generators_refuse_in_the_language(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "deal", "--boards", "0", "--lang", "fr")
    assert code == 2 and "--boards" in err and "must" not in err
    code, _, err = run(capsys, "movement", "mitchell", "0", "--lang", "de")
    assert code == 2 and err == "bridgelaws movement: ein Mitchell hat 1 bis 200 Tische, nicht 0\n"


def test_replay_follows_the_locale(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    log = tmp_path / "t.log"
    log.write_text("N 1S\nE 1H\n")
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    code, out, _ = run(capsys, "replay", str(log))
    assert code == 0 and out.startswith("Board 1   Mazziere Nord")
    assert "Est ha licitato 1♥, licita insufficiente dopo 1♠." in out


def test_every_command_that_prints_words_takes_lang(capsys: pytest.CaptureFixture[str]
                                                    ) -> None:
    for argv in (["check"], ["show"], ["score"], ["replay"], ["session", "check"],
                 ["session", "score"], ["session", "import"], ["movement", "check"],
                 ["movement", "mitchell"], ["movement", "howell"], ["deal"], ["rule"]):
        with pytest.raises(SystemExit):
            main([*argv, "--help"])
        assert "--lang" in capsys.readouterr().out, argv


def test_a_file_that_cannot_be_read(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "x.pbn").write_bytes(b"\x00\x01binary")
    code, _, err = run(capsys, "check", "x.pbn", "--lang", "fr")
    assert code == 2
    assert err == "bridgelaws check: x.pbn: données binaires, pas un fichier texte PBN\n"


def test_options_show_their_name_and_the_keyword_to_write(capsys: pytest.CaptureFixture[str],
                                                          tmp_path: Path) -> None:
    log = tmp_path / "t.log"
    log.write_text("N 1S\nE 1H\n")
    out = run(capsys, "replay", str(log), "--lang", "nl")[1]
    assert "    accepteren (accepts)  Art. 27A1" in out
    assert "  schrijf: S accepts | S refuses" in out
    out = run(capsys, "replay", str(log), "--lang", "en")[1]
    assert "    accepts  Law 27A1" in out


BAD_SESSION = "1 1 2 4S N =\n1 3 4 4S N 14\n2 1 2 4S Q =\n3 5 6 1X N =\nfrobnicate\n"


@pytest.mark.parametrize(("lang", "lines"), [
    ("en", ["bad.session:2:12: board 1: 14 tricks is impossible: a board has 13",
            "bad.session:3:10: board 2: expected the declarer (N, E, S or W), not 'Q'",
            "bad.session:5:1: unknown statement 'frobnicate'"]),
    ("de", ["bad.session:2:12: Board 1: 14 Stiche sind unmöglich: ein Board hat 13",
            "bad.session:3:10: Board 2: erwartet den Alleinspieler (N, E, S oder W), nicht 'Q'",
            "bad.session:5:1: unbekannte Anweisung 'frobnicate'"]),
    ("fr", ["bad.session:2:12 : étui 1 : 14 levées, c’est impossible : une donne en a 13",
            "bad.session:3:10 : étui 2 : on attend le déclarant (N, E, S ou W), pas 'Q'",
            "bad.session:5:1 : instruction inconnue 'frobnicate'"]),
    ("it", ["bad.session:2:12: board 1: 14 prese è impossibile: un board ne ha 13",
            "bad.session:3:10: board 2: si attende il dichiarante (N, E, S o W), non 'Q'",
            "bad.session:5:1: istruzione sconosciuta 'frobnicate'"]),
    ("nl", ["bad.session:2:12: spel 1: 14 slagen is onmogelijk: een spel heeft er 13",
            "bad.session:3:10: spel 2: verwacht de leider (N, E, S of W), niet 'Q'",
            "bad.session:5:1: onbekende opdracht 'frobnicate'"]),
])
def test_session_check_reports_bad_lines_in_the_language(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        lang: str, lines: list[str]) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bad.session").write_text(BAD_SESSION, encoding="utf-8")
    code, _, err = run(capsys, "session", "check", "bad.session", "--lang", lang)
    said = err.splitlines()
    assert code == 1 and said[:2] == lines[:2] and said[-1].startswith(lines[2])


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "'1111111111…' (30 characters) is too large for a board number: the most is 9"),
    ("de", "'1111111111…' (30 Zeichen) ist zu groß für eine Boardnummer: höchstens 9"),
    ("fr", "'1111111111…' (30 caractères) est trop grand pour un numéro d’étui : au plus 9"),
    ("it", "'1111111111…' (30 caratteri) è troppo grande per un numero di board: al massimo 9"),
    ("nl", "'1111111111…' (30 tekens) is te groot voor een spelnummer: hoogstens 9"),
])
def test_a_number_that_cannot_be_read_in_each_language(lang: str, said: str) -> None:
    from bridgelaws.parsing import BOARD_NUMBER, NumberError, read_number
    with pytest.raises(NumberError) as info:
        read_number("1" * 30, BOARD_NUMBER, maximum=9)
    assert info.value.render(lang) == said.replace("1111111111…", "1" * 20 + "…")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "South has 12 cards, not 13"), ("de", "Süd hat 12 Karten, nicht 13"),
    ("fr", "Sud a 12 cartes, pas 13"), ("it", "Sud ha 12 carte, non 13"),
    ("nl", "Zuid heeft 12 kaarten, geen 13"),
])
def test_a_deal_that_cannot_be_read_in_each_language(lang: str, said: str) -> None:
    from bridgelaws.values.cards import Holding
    from bridgelaws.values.deal import Deal, DealError
    full = Deal.parse("N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432")
    hands = list(full)
    hands[2] = Holding.parse("..KQJT98765432.")
    with pytest.raises(DealError) as info:
        Deal(hands)
    assert info.value.render(lang) == said


@pytest.mark.parametrize(("lang", "lines"), [
    ("en", ["usage: bridgelaws session check", "positional arguments:", "options:",
            "  -h, --help            show this help message and exit"]),
    ("de", ["Aufruf: bridgelaws session check", "Argumente:", "Optionen:",
            "  -h, --help            diese Hilfe zeigen und beenden"]),
    ("fr", ["utilisation : bridgelaws session check", "arguments positionnels:", "options:",
            "  -h, --help            afficher cette aide et quitter"]),
    ("it", ["uso: bridgelaws session check", "argomenti posizionali:", "opzioni:",
            "  -h, --help            mostra questo aiuto ed esci"]),
    ("nl", ["gebruik: bridgelaws session check", "positionele argumenten:", "opties:",
            "  -h, --help            deze hulp tonen en stoppen"]),
])
def test_help_is_in_the_language(capsys: pytest.CaptureFixture[str], lang: str,
                                 lines: list[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["session", "check", "--help", "--lang", lang])
    out = capsys.readouterr().out.splitlines()
    assert info.value.code == 0
    assert out[0].startswith(lines[0]) and lines[1] in out and lines[2] in out
    assert lines[3] in out


def test_help_follows_the_locale(capsys: pytest.CaptureFixture[str],
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LC_ALL", "it_IT.UTF-8")
    with pytest.raises(SystemExit):
        main(["movement", "check", "--help"])
    assert "  --meetings {all,ns-ew}" in capsys.readouterr().out.splitlines()
    with pytest.raises(SystemExit):
        main(["movement", "check", "--help"])
    assert "verificare un file di movimento" in capsys.readouterr().out


def test_a_usage_error_is_framed_in_the_language(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["check", "--lang", "fr"])
    err = capsys.readouterr().err.splitlines()
    assert info.value.code == 2 and err[0].startswith("utilisation : bridgelaws check")
    assert err[-1].startswith("bridgelaws check : erreur : ")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "bad.mov:2:9: board range 3-1 is reversed: write 1-3"),
    ("de", "bad.mov:2:9: der Boardbereich 3-1 ist verkehrt herum: 1-3 schreiben"),
    ("fr", "bad.mov:2:9: la plage d’étuis 3-1 est inversée : écrire 1-3"),
    ("it", "bad.mov:2:9: l’intervallo di board 3-1 è invertito: scrivere 1-3"),
    ("nl", "bad.mov:2:9: de spelreeks 3-1 staat omgekeerd: schrijf 1-3"),
])
def test_a_movement_file_error_in_each_language(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        lang: str, said: str) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bad.mov").write_text('movement "x"\n1 1 1 2 3-1\n', encoding="utf-8")
    code, _, err = run(capsys, "movement", "check", "bad.mov", "--lang", lang)
    assert code == 2 and err.strip().endswith(said)
    (tmp_path / "m.session").write_text('movement file "bad.mov"\n1 1 2 4S N =\n',
                                        encoding="utf-8")
    code, _, err = run(capsys, "session", "check", "m.session", "--lang", lang)
    assert code == 1 and said in err  # in the session file's problem, in the language


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "bad.mov: pair 1 plays board 2 twice: round 1 at table 1 and round 2 at table 1"),
    ("de", "bad.mov: Paar 1 spielt Board 2 zweimal: Runde 1 an Tisch 1 und Runde 2 an Tisch 1"),
    ("fr", "bad.mov: la paire 1 joue l’étui 2 deux fois : tour 1 à la table 1 et tour 2 à la "
     "table 1"),
    ("it", "bad.mov: la coppia 1 gioca il board 2 due volte: turno 1 al tavolo 1 e turno 2 al "
     "tavolo 1"),
    ("nl", "bad.mov: paar 1 speelt spel 2 twee keer: ronde 1 aan tafel 1 en ronde 2 aan tafel 1"),
])
def test_movement_check_finds_problems_in_each_language(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        lang: str, said: str) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bad.mov").write_text('movement "x"\n1 1 1 2 1-2\n2 1 1 3 2-3\n',
                                      encoding="utf-8")
    code, out, _ = run(capsys, "movement", "check", "bad.mov", "--lang", lang)
    assert code == 1 and out.splitlines()[0] == said


@pytest.mark.parametrize(("argv", "said"), [
    (["score", "4S", "N", "10", "--vul", "xx", "--lang", "de"],
     "bridgelaws score: Fehler: Argument --vul: ungültige Wahl: 'xx' (zur Wahl stehen"),
    (["check", "--lang", "fr"],
     "bridgelaws check : erreur : les arguments suivants sont obligatoires : FILE"),
    (["show", "a.pbn", "--lang", "nl", "--board"],
     "bridgelaws show: fout: argument --board: één argument verwacht"),
    (["score", "4S", "N", "10", "--bogus", "--lang", "it"],
     "bridgelaws: errore: argomenti non riconosciuti: --bogus"),
    (["check", "a.pbn", "--jobs", "x", "--lang", "de"],
     "bridgelaws check: Fehler: Argument --jobs/-j: ungültiger Wert für int: 'x'"),
])
def test_argparse_gives_its_reasons_in_the_language(
        capsys: pytest.CaptureFixture[str], argv: list[str], said: str) -> None:
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1].startswith(said)


@pytest.mark.parametrize(("argv", "said"), [
    (["score", "4Z", "N", "10", "--vul", "none", "--lang", "fr"],
     "bridgelaws score: pas un contrat : '4Z' (on attend par exemple 4S, 3NTX, 6HXX ou P)"),
    (["score", "4S", "Q", "10", "--vul", "none", "--lang", "it"],
     "bridgelaws score: non è una posizione: 'Q' (si attende N, E, S o W)"),
    (["score", "4S", "Q", "10", "--vul", "none", "--lang", "en"],
     "bridgelaws score: not a seat: 'Q' (expected N, E, S or W)"),
    (["movement", "mitchell", "4", "--rounds", "9"],
     "bridgelaws movement: ein Mitchell mit 4 Tischen hat 1 bis 4 Runden, nicht 9"),
])
def test_a_value_that_cannot_be_read_in_the_language(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, argv: list[str],
        said: str) -> None:
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")  # the locale's, where --lang is not given
    code, _, err = run(capsys, *argv)
    assert code == 2 and err.strip() == said


def test_a_deal_that_is_not_52_cards_is_a_problem_in_the_language(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "d.pbn").write_text(
        '[Event "x"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQJ.T98.765.432 '
        'AKQJ.T98.765.432 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n', encoding="utf-8")
    code, out, _ = run(capsys, "check", "d.pbn", "--lang", "nl")
    assert code == 1
    assert out.splitlines()[0].startswith(
        "d.pbn:5: spel 1: de verdeling bestaat niet uit 52 verschillende kaarten: Oost ")


def test_a_session_result_that_cannot_be_read_in_the_language(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "s.session").write_text(
        'event "x"\ntype pairs\nmovement mitchell 2\n1 1 3 4Z N =\n', encoding="utf-8")
    code, _, err = run(capsys, "session", "check", "s.session", "--lang", "it")
    assert code == 1
    assert "s.session:4:7: board 1: non è un contratto: '4Z'" in err
