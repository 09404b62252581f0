"""Publishing scored sessions: text ranking, travellers and score cards, JSON, CSV, HTML,
PBN 2.1 and USEBIO 1.2."""

from __future__ import annotations

import csv
import io
import json
import xml.etree.ElementTree as ET
from fractions import Fraction
from html.parser import HTMLParser

import pytest

from bridgelaws.formats.pbn import check_game, read_pbn
from bridgelaws.formats.results import (
    _fixed,
    _short,
    ranking_text,
    score_card_text,
    standings_csv,
    to_csv,
    to_html,
    to_json,
    to_pbn,
    to_usebio,
    travellers_text,
)
from bridgelaws.scoring.session import (
    Artificial,
    Assigned,
    Contestant,
    Penalty,
    PenaltyUnit,
    Played,
    Reason,
    Session,
    SessionError,
    TableResult,
)
from bridgelaws.scoring.sessionscore import Method, SessionScore, score_session
from bridgelaws.values.regulations import Regulations

WEIGHTED = Assigned.weighted([(Fraction(1, 3), Played.parse("4H E =")),
                              (Fraction(2, 3), Played.parse("4H E -1"))])


def pairs_session() -> Session:
    """Three NS and three EW pairs, two boards: an artificial score (ave+/ave-), a weighted
    score, a passed-out board and a penalty of one matchpoint."""
    s = Session(event='Club "Pairs"', date="2024-05-01")
    s.add_contestant(Contestant("1", ("Ann <script>", "Bob, Jr")))
    for ident in "23456":
        s.add_contestant(Contestant(ident, (f"N{ident}", f"S{ident}")))
    s.add(TableResult(1, "1", "4", Played.parse("4S N =", lead="HK")))
    s.add(TableResult(1, "2", "5", Played.parse("4S N +1")))
    s.add(TableResult(1, "3", "6", Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS,
                      Reason("12C2(a)", 'fouled, "board"')))
    s.add(TableResult(2, "1", "5", Played.parse("3NT S -1")))
    s.add(TableResult(2, "2", "6", WEIGHTED, reason=Reason("12C1(c)", "hesitation before 4S")))
    s.add(TableResult(2, "3", "4", Played.parse("pass")))
    s.add_penalty(Penalty("2", Fraction(1), PenaltyUnit.MATCHPOINTS))
    return s


@pytest.fixture
def pairs() -> SessionScore:
    return score_session(pairs_session(), Method.MATCHPOINTS)


@pytest.fixture
def butler() -> SessionScore:
    s = Session(event="Butler night")
    for ns, ew, text in [("1", "4", "4S N ="), ("2", "5", "4S N +1"), ("3", "6", "3NT N =")]:
        s.add(TableResult(1, ns, ew, Played.parse(text)))
    return score_session(s, Method.BUTLER)


def teams_session(regulations: Regulations | None = None) -> Session:
    """Four teams, two matches (A v B, C v D) of two boards; C v D has an artificial score
    at one table."""
    s = Session(event="Teams", teams=True, regulations=regulations or Regulations())
    s.add_contestant(Contestant("A", ("a1", "a2", "a3", "a4"), "Aces"))
    s.add_contestant(Contestant("B", name="Bees"))
    s.add_contestant(Contestant("C", name="Cats"))
    s.add_contestant(Contestant("D", name="Dogs"))
    for board, first, second in [(1, "4S N =", "4S N -1"), (2, "3NT S +1", "3NT S +1")]:
        s.add(TableResult(board, "A", "B", Played.parse(first)))
        s.add(TableResult(board, "B", "A", Played.parse(second)))
    s.add(TableResult(1, "C", "D", Played.parse("2H E =")))
    s.add(TableResult(1, "D", "C", Played.parse("2H E =")))
    s.add(TableResult(2, "C", "D", Artificial.AVERAGE_PLUS, Artificial.AVERAGE_MINUS,
                      Reason("12C2(b)", "fouled board")))
    s.add(TableResult(2, "D", "C", Played.parse("3NT S +1")))
    return s


@pytest.fixture
def teams() -> SessionScore:
    return score_session(teams_session(), Method.TEAMS)


# --- numbers ---------------------------------------------------------------------------

def test_number_formats() -> None:
    assert _short(Fraction(17, 3)) == "5.67"
    assert _short(Fraction(6)) == "6"
    assert _short(Fraction(7, 2)) == "3.5"
    assert _short(Fraction(-1, 1000)) == "0"
    assert _fixed(Fraction(225, 4), 2) == "56.25"
    assert _fixed(Fraction(50), 2) == "50.00"
    assert _fixed(Fraction(1, 8), 2) == "0.13"  # halves away from zero
    assert _fixed(Fraction(-1, 8), 2) == "-0.13"
    assert _fixed(Fraction(1973, 100), 0) == "20"


# --- text ------------------------------------------------------------------------------

def test_ranking_text_pairs(pairs: SessionScore) -> None:
    text = ranking_text(pairs)
    assert text.endswith("\n")
    lines = text.splitlines()
    assert lines[0] == 'Club "Pairs" — 2024-05-01 — matchpoints'
    assert "North-South" in lines and "East-West" in lines
    ns = lines[lines.index("North-South"):lines.index("East-West")]
    rows = [line.split() for line in ns if line[:1].isdigit()]
    assert [r[:2] for r in rows] == [["1", "3"], ["2", "2"], ["3", "1"]]
    assert rows[0][-2:] == ["5.33", "66.67"]
    assert rows[1][-3:] == ["5.17", "64.58", "1"]  # with its penalty
    assert "Ann <script> & Bob, Jr" in text
    ew = lines[lines.index("East-West"):]
    assert [line.split()[1] for line in ew if line[:1].isdigit()] == ["4", "5", "6"]


def test_travellers_text(pairs: SessionScore) -> None:
    text = travellers_text(pairs)
    assert text.endswith("\n")
    assert "Board 1   Dealer N   Vul None   Top 4" in text
    assert "Board 2   Dealer E   Vul NS   Top 4" in text
    lines = text.splitlines()
    weighted = next(i for i, line in enumerate(lines) if "1/3 4H E =" in line)
    assert "106.67" in lines[weighted]  # the expectation, East-West's plus score
    assert lines[weighted + 1] == "     adjusted: Law 12C1(c): hesitation before 4S"
    artificial = next(i for i, line in enumerate(lines) if "ave+ / ave-" in line)
    assert lines[artificial].split()[-2:] == ["2.67", "1.33"]
    assert lines[artificial + 1] == '     adjusted: Law 12C2(a): fouled, "board"'
    assert "4S N = HK" in text
    assert sum("adjusted:" in line for line in lines) == 2


def test_travellers_text_butler_datum(butler: SessionScore) -> None:
    text = travellers_text(butler)
    assert "Datum 420" in text
    assert "NS IMPs" in text
    assert ranking_text(butler).splitlines()[5].split() == ["Rank", "Pair", "Names", "IMPs"]


def test_score_card_text(pairs: SessionScore) -> None:
    text = score_card_text(pairs, "2")
    assert text.endswith("\n")
    lines = text.splitlines()
    assert lines[0] == "Score card: pair 2, N2 & S2"
    board1 = next(line for line in lines if "4S N +1" in line).split()
    assert board1[:4] == ["-", "1", "NS", "5"]
    assert board1[-3:] == ["450", "3.5", "87.50"]
    assert "Total: 6.17 MP" in lines
    assert "Penalty: 1 MP" in lines
    assert "Final: 5.17 MP, 64.58%, rank 2 North-South" in lines
    assert "board 2: adjusted: Law 12C1(c): hesitation before 4S" in lines
    with pytest.raises(KeyError):
        score_card_text(pairs, "99")


def test_teams_text(teams: SessionScore) -> None:
    text = ranking_text(teams)
    rows = [line.split() for line in text.splitlines() if line[:1].isdigit()]
    assert [r[1] for r in rows] == ["A", "C", "D", "B"]
    assert rows[0][-2:] == ["16.46", "10"]  # VPs, IMPs
    assert "Matches" in text
    assert "A Aces  B Bees  1-2     10 / 0  16.46 / 3.54" in text
    card = score_card_text(teams, "C")
    assert "Boards scored: 2" in card and "Total: 3 IMPs" in card
    assert "Final: 12.42 VPs, rank 2" in card
    assert "adjusted: Law 12C2(b): fouled board" in travellers_text(teams)


def test_victory_points_follow_the_regulations() -> None:
    score = score_session(teams_session(Regulations(vp_decimals=0)), Method.TEAMS)
    first = next(line for line in ranking_text(score).splitlines() if line.startswith("1"))
    assert first.split()[-2] == str(score.standings[0].total)
    assert "." not in first.split()[-2]


# --- JSON and CSV ----------------------------------------------------------------------

def test_json_schema_and_numbers(pairs: SessionScore) -> None:
    data = to_json(pairs)
    assert json.loads(json.dumps(data)) == data
    assert set(data) == {"event", "date", "method", "fields", "standings", "travellers",
                         "matches", "problems"}
    assert (data["event"], data["date"], data["method"]) == ('Club "Pairs"', "2024-05-01", "mp")
    assert data["fields"] == ["NS", "EW"]
    st = data["standings"][1]
    assert set(st) == {"rank", "id", "names", "field", "total", "percent", "penalty", "boards",
                       "imps", "mean"}
    assert st == {"rank": "2", "id": "2", "names": "N2 & S2", "field": "NS", "total": 5.1667,
                  "percent": 64.5833, "penalty": 1.0, "boards": 2, "imps": None,
                  "mean": None}
    board1, board2 = data["travellers"]
    assert set(board1) == {"board", "top", "datum", "results"}
    assert (board1["board"], board1["top"], board1["datum"]) == (1, 4.0, None)
    art = board1["results"][2]
    assert set(art) == {"ns", "ew", "result", "ns_points", "ew_points", "ns_value",
                        "ew_value", "ns_percent", "ew_percent", "adjusted", "group"}
    assert art == {"ns": "3", "ew": "6", "result": "ave+ / ave-", "ns_points": None,
                   "ew_points": None, "ns_value": 2.6667, "ew_value": 1.3333,
                   "ns_percent": 66.6667, "ew_percent": 33.3333,
                   "adjusted": {"law": "12C2(a)", "note": 'fouled, "board"'}, "group": ""}
    weighted = board2["results"][1]
    assert (weighted["ns_points"], weighted["ew_points"]) == (-106.6667, 106.6667)
    assert weighted["adjusted"] == {"law": "12C1(c)", "note": "hesitation before 4S"}
    assert board1["results"][0]["adjusted"] is None
    assert board1["results"][0]["ns_value"] == 0.5
    assert data["matches"] == [] and data["problems"] == []


def test_json_teams(teams: SessionScore) -> None:
    data = to_json(teams)
    assert data["matches"] == [
        {"home": "A", "away": "B", "round": None, "boards": [1, 2], "board_count": 2,
         "imps": [10.0, 0.0],
         "margins": [10.0, -10.0], "vps": [16.46, 3.54]},
        {"home": "C", "away": "D", "round": None, "boards": [1, 2], "board_count": 2,
         "imps": [3.0, 0.0],
         "margins": [3.0, -3.0], "vps": [12.42, 7.58]},
    ]
    assert [s["imps"] for s in data["standings"]] == [10.0, 3.0, -3.0, -10.0]
    assert data["standings"][0]["names"] == "Aces"


def test_json_butler(butler: SessionScore) -> None:
    board = to_json(butler)["travellers"][0]
    assert (board["top"], board["datum"]) == (None, 420.0)
    assert [r["ns_value"] for r in board["results"]] == [0.0, 1.0, -1.0]
    assert {r["ns_percent"] for r in board["results"]} == {None}  # matchpoints only


def test_csv_parses_back(pairs: SessionScore) -> None:
    rows = list(csv.reader(io.StringIO(to_csv(pairs))))
    assert rows[0] == ["board", "ns", "ew", "result", "ns_points", "ew_points", "ns_value",
                       "ew_value", "law", "note"]
    assert len(rows) == 1 + 6
    assert rows[1] == ["1", "1", "4", "4S N = HK", "420", "-420", "0.5", "3.5", "", ""]
    assert rows[3] == ["1", "3", "6", "ave+ / ave-", "", "", "2.6667", "1.3333", "12C2(a)",
                       'fouled, "board"']
    assert rows[5][4:] == ["-106.6667", "106.6667", "2.6667", "1.3333", "12C1(c)",
                           "hesitation before 4S"]


def test_standings_csv(pairs: SessionScore) -> None:
    rows = list(csv.reader(io.StringIO(standings_csv(pairs))))
    assert rows[0] == ["rank", "id", "names", "field", "total", "percent", "penalty", "boards",
                       "imps"]
    assert rows[3] == ["3", "1", "Ann <script> & Bob, Jr", "NS", "1.1667", "14.5833", "0",
                       "2", ""]
    assert [r[1] for r in rows[1:]] == ["3", "2", "1", "4", "5", "6"]


# --- HTML ------------------------------------------------------------------------------

class _Balance(HTMLParser):
    VOID = frozenset({"meta", "br", "hr", "img", "link", "input"})

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        if tag not in self.VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.stack and self.stack.pop() == tag, tag


def test_html_page(pairs: SessionScore) -> None:
    page = to_html(pairs)
    assert page.startswith("<!DOCTYPE html>\n") and page.endswith("</html>\n")
    assert '<meta charset="utf-8">' in page
    assert "<title>Club &quot;Pairs&quot; — 2024-05-01 — matchpoints</title>" in page
    assert "<script" not in page  # the name is escaped, and there is no JavaScript
    assert "Ann &lt;script&gt; &amp; Bob, Jr" in page
    assert "Adjusted: Law 12C2(a): fouled, &quot;board&quot;" in page
    assert "Adjusted: Law 12C1(c): hesitation before 4S" in page
    boards = page.split('<section id="boards">')[1].split('<section id="cards">')[0]
    assert boards.count('<tr class="adjusted">') == 2  # and again on the two pairs' cards
    assert "<h3>North-South</h3>" in page and "<h3>East-West</h3>" in page
    assert "64.58" in page
    parser = _Balance()
    parser.feed(page)
    parser.close()
    assert parser.stack == []
    assert "script" not in parser.tags


def test_html_teams(teams: SessionScore) -> None:
    page = to_html(teams)
    assert '<section id="matches">' in page
    assert "16.46 / 3.54" in page


# --- PBN -------------------------------------------------------------------------------

def test_pbn_reads_back(pairs: SessionScore) -> None:
    text = to_pbn(pairs)
    assert text.startswith("% PBN 2.1\r\n% EXPORT\r\n")
    assert text.endswith("\r\n")
    assert "\n" not in text.replace("\r\n", "")
    pbn = read_pbn(text)
    assert pbn.problems == []
    assert len(pbn.games) == 2
    first, second = pbn.games
    assert first.values["Event"] == 'Club "Pairs"'
    assert (first.values["Date"], first.values["Scoring"]) == ("2024.05.01", "MP;MP1")
    assert (second.values["Board"], second.values["Dealer"], second.values["Vulnerable"]) == (
        "2", "E", "NS")
    assert first.values["ScoreTable"].split(";")[:3] == [
        "PairId_NS\\1R", "PairId_EW\\1R", "Contract\\2L"]
    table = first.tag("ScoreTable")
    assert table is not None
    assert [row for _, row in table.rows] == [
        ["1", "4", "4S", "N", "10", "420", "-", "0.5", "3.5", "12.50", "87.50"],
        ["2", "5", "4S", "N", "11", "450", "-", "3.5", "0.5", "87.50", "12.50"],
        ["3", "6", "-", "-", "-", "-", "-", "^2.67", "^1.33", "^66.67", "^33.33"],
    ]
    table = second.tag("ScoreTable")
    assert table is not None
    rows = [row for _, row in table.rows]
    assert rows[1][2:7] == ["-", "-", "-", "-", "^106.67"]  # weighted: the expectation
    assert rows[2][2:7] == ["Pass", "-", "-", "0", "-"]
    total = first.tag("TotalScoreTable")
    assert total is not None and second.tag("TotalScoreTable") is None
    assert first.values["TotalScoreTable"].startswith("Rank\\1R;Direction\\2L;PairId\\1R;")
    assert [row[:5] for _, row in total.rows][:2] == [
        ["1", "NS", "3", '"N3 & S3"', "5.33"], ["2", "NS", "2", '"N2 & S2"', "5.17"]]
    assert [row[-2] for _, row in total.rows][:3] == ["66.67", "64.58", "14.58"]
    assert all(check_game(game) == [] for game in pbn.games)


def test_pbn_imp_columns(butler: SessionScore, teams: SessionScore) -> None:
    game = read_pbn(to_pbn(butler)).games[0]
    assert game.values["Scoring"] == "IMP;Butler-2"
    columns = [c.split("\\")[0] for c in game.values["ScoreTable"].split(";")]
    assert "IMP_NS" in columns and "MP_NS" not in columns
    assert "TotalIMP" in game.values["TotalScoreTable"]
    pbn = read_pbn(to_pbn(teams))
    assert pbn.problems == []
    rows = [row for _, row in pbn.games[1].tag("ScoreTable").rows]  # type: ignore[union-attr]
    assert rows[2][-2:] == ["^3", "^-3"]
    assert "TotalVP" in pbn.games[0].values["TotalScoreTable"]
    names = [row[2] for _, row in pbn.games[0].tag("TotalScoreTable").rows]  # type: ignore[union-attr]
    assert names == ['"Aces"', '"Cats"', '"Dogs"', '"Bees"']


# --- USEBIO ----------------------------------------------------------------------------

def test_usebio_pairs(pairs: SessionScore) -> None:
    text = to_usebio(pairs, club="Club & Co")
    assert text.endswith("\n")
    root = ET.fromstring(text)
    assert root.tag == "USEBIO" and root.get("Version") == "1.2"
    assert root.findtext("CLUB/CLUB_NAME") == "Club & Co"
    event = root.find("EVENT")
    assert event is not None and event.get("EVENT_TYPE") == "PAIRS"
    assert event.findtext("BOARD_SCORING_METHOD") == "MATCH_POINTS"
    assert event.findtext("DATE") == "01/05/2024"
    assert event.findtext("WINNER_TYPE") == "2"
    lines = root.findall(".//TRAVELLER_LINE")
    assert len(lines) == len(pairs.session.results)
    first = lines[0]
    assert [(e.tag, e.text) for e in first] == [
        ("NS_PAIR_NUMBER", "1"), ("EW_PAIR_NUMBER", "4"), ("CONTRACT", "4S"),
        ("PLAYED_BY", "N"), ("LEAD", "HK"), ("TRICKS", "10"), ("SCORE", "420"),
        ("NS_MATCH_POINTS", "0.5"), ("EW_MATCH_POINTS", "3.5")]
    assert lines[2].find("CONTRACT") is None and lines[2].findtext("NS_MATCH_POINTS") == "2.67"
    pairs_ = root.findall(".//PARTICIPANTS/PAIR")
    assert [p.findtext("PAIR_NUMBER") for p in pairs_] == ["3", "2", "1", "4", "5", "6"]
    two = pairs_[1]
    assert (two.findtext("DIRECTION"), two.findtext("PLACE"), two.findtext("PERCENTAGE")) == (
        "NS", "2", "64.58")
    one = pairs_[2]
    assert [p.text for p in one.findall("PLAYER/PLAYER_NAME")] == ["Ann <script>", "Bob, Jr"]
    assert "Ann &lt;script&gt;" in text


def test_usebio_butler(butler: SessionScore) -> None:
    root = ET.fromstring(to_usebio(butler))
    assert root.findtext("EVENT/BOARD_SCORING_METHOD") == "BUTLER_IMPS"
    assert [e.findtext("NS_BUTLER_POINTS") for e in root.iter("TRAVELLER_LINE")] == [
        "0", "1", "-1"]


def test_usebio_teams(teams: SessionScore) -> None:
    root = ET.fromstring(to_usebio(teams))
    event = root.find("EVENT")
    assert event is not None and event.get("EVENT_TYPE") == "TEAMS"
    assert event.findtext("MATCH_SCORING_METHOD") == "VPS"
    assert len(root.findall(".//TRAVELLER_LINE")) == len(teams.session.results)
    matches = root.findall(".//MATCH")
    assert [(m.findtext("TEAM"), m.findtext("OPPOSING_TEAM"), m.findtext("TEAM_SCORE"))
            for m in matches] == [("A", "B", "16.46"), ("C", "D", "12.42")]
    assert all(len(m.findall("BOARD/TRAVELLER_LINE")) == 4 for m in matches)
    team = root.find(".//PARTICIPANTS/TEAM")
    assert team is not None
    assert (team.get("TEAM_ID"), team.get("TEAM_NAME"), team.findtext("PLACE")) == (
        "A", "Aces", "1")
    assert [p.text for p in team.findall("PLAYER/PLAYER_NAME")] == ["a1", "a2", "a3", "a4"]


def test_outputs_of_an_empty_session() -> None:
    score = score_session(Session(), Method.MATCHPOINTS)
    for text in (ranking_text(score), travellers_text(score), to_csv(score),
                 standings_csv(score), to_html(score), to_usebio(score)):
        assert text.endswith("\n")
    assert read_pbn(to_pbn(score)).games == []
    assert to_json(score)["standings"] == []


def test_fuzz_F_team_boards_far_apart() -> None:
    """Fuzz item F: the board column of a match was found by building every number from
    the first board to the last: board 100,000,000 took 21 s and 3.9 GB, 10**20 overflowed."""
    s = Session(teams=True)
    for board in (1, 10**20, 100_000_000, 2):
        s.add(TableResult(board, "A", "B", Played.parse("4S N =")))
        s.add(TableResult(board, "B", "A", Played.parse("4S N -1")))
    score = score_session(s, Method.TEAMS)
    assert " 1,2,100000000,100000000000000000000 " in ranking_text(score)
    assert to_json(score)["matches"][0]["boards"] == [1, 2, 100_000_000, 10**20]
    assert to_html(score) and to_pbn(score) and to_usebio(score) and to_csv(score)
    s = Session(teams=True)
    for board in (3, 4, 5):
        s.add(TableResult(board, "A", "B", Played.parse("4S N =")))
        s.add(TableResult(board, "B", "A", Played.parse("4S N -1")))
    assert " 3-5 " in ranking_text(score_session(s, Method.IMPS))


def test_fuzz_G_an_assigned_score_larger_than_any_board_scores() -> None:
    """Fuzz item G: an assigned score of 10**400 points overflowed a float in the JSON."""
    with pytest.raises(SessionError, match="an assigned score of more than 7600 points is "
                                           "impossible: no board scores more"):
        Assigned.single(10**400)
    with pytest.raises(SessionError, match="more than 7600"):
        Assigned.weighted([(Fraction(1, 2), -7610), (Fraction(1, 2), 420)])
    s = Session()
    s.add(TableResult(1, "1", "2", Assigned.single(-7600)))  # 7NTXX vulnerable, no trick
    s.add(TableResult(1, "3", "4", Played.parse("4S N =")))
    assert json.dumps(to_json(score_session(s, Method.MATCHPOINTS)))
