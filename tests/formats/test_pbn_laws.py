"""A PBN game's edition of the Laws (issue 13, item 5): its own Laws tag, or the user's
choice, where ``auto`` takes the edition in force on the game's Date."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgelaws.cli import main
from bridgelaws.formats.pbn import game_edition, read_pbn, replay_game

GAME = '''[Event "club"]
{extra}[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]
[Auction "N"]
1NT Pass Pass Pass
[Play "E"]
ST SJ S2 SA
'''


def game(extra: str = "") -> object:
    return read_pbn(GAME.format(extra=extra)).games[0]


@pytest.mark.parametrize(("date", "expected"), [
    ("1998.01.10", "1997"), ("2008.08.31", "1997"), ("2008.09.01", "2007"),
    ("2017.08.31", "2007"), ("2017.09.01", "2017"), ("2026.11.26", "2017"),
    ("2003.??.??", "1997"), ("????.??.??", "2017"), ("yesterday", "2017"),
])
def test_auto_takes_the_edition_in_force_on_the_date(date: str, expected: str) -> None:
    assert str(game_edition(game(f'[Date "{date}"]\n'), "auto")) == expected  # type: ignore[arg-type]


def test_the_games_own_laws_tag_comes_first() -> None:
    tagged = game('[Date "2003.05.17"]\n[Laws "2007"]\n')
    assert str(game_edition(tagged, "auto")) == "2007"  # type: ignore[arg-type]
    assert str(game_edition(tagged, "2017")) == "2007"  # type: ignore[arg-type]
    assert str(game_edition(game('[Laws "1987"]\n'), "1997")) == "1997"  # type: ignore[arg-type]


def test_problems_cite_the_games_edition() -> None:
    old = game('[Date "2003.05.17"]\n')
    _, problems = replay_game(old, game_edition(old, "auto"))  # type: ignore[arg-type]
    assert [p.render("en").endswith("(Law 45 of the 1997 Laws)") for p in problems] == [True]
    _, today = replay_game(old)  # type: ignore[arg-type]
    assert [p.render("en").endswith("(Law 45)") for p in today] == [True]


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_check_laws_auto(tmp_path: Path, capsys: pytest.CaptureFixture[str], jobs: str) -> None:
    first = tmp_path / "a.pbn"
    first.write_text(GAME.format(extra='[Date "2003.05.17"]\n'), encoding="utf-8")
    second = tmp_path / "b.pbn"
    second.write_text(GAME.format(extra='[Date "2010.05.17"]\n'), encoding="utf-8")
    assert main(["check", str(first), str(second), "--laws", "auto", "--jobs", jobs]) == 1
    out = capsys.readouterr().out
    assert "(Law 45 of the 1997 Laws)" in out and "(Law 45 of the 2007 Laws)" in out
    assert main(["check", str(first), "--laws", "2017"]) == 1
    assert "(Law 45)" in capsys.readouterr().out
