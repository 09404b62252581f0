"""Big files: PBN and LIN are read game by game, and ``check`` runs files in parallel."""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from bridgelaws.cli import main
from bridgelaws.formats.lin import iter_lin, load_lin, read_lin
from bridgelaws.formats.pbn import (
    PbnError,
    iter_pbn,
    load_pbn,
    read_pbn,
    replay_game,
    stream_pbn,
)

GAME = """[Event "?"]
[Board "{n}"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]
[Declarer "N"]
[Contract "1S"]
[Result "7"]
[Auction "N"]
1S Pass Pass Pass
"""

LIN = ("qx|o{n}|md|3SAKQJHT98D765C432,ST98H765D432CAKQJ,S765H432DAKQJCT98,|sv|o|"
       "ah|Board {n}|mb|p|mb|1N!|mb|p|mb|p|mb|p|pc|D5|\n")


class Exhausted(AssertionError):
    pass


def lines_until(lines: list[str], allowed: int) -> Iterator[str]:
    """The lines, failing the test when more than ``allowed`` of them are asked for."""
    for index, line in enumerate(lines):
        if index >= allowed:
            raise Exhausted(f"line {index + 1} read before the first game was handed out")
        yield line


def test_pbn_reader_is_a_generator_that_yields_the_first_game_before_the_rest() -> None:
    assert inspect.isgeneratorfunction(iter_pbn)
    text = "\n".join(GAME.format(n=n) for n in range(1, 1001))
    lines = text.split("\n")
    games = iter_pbn(lines_until(lines, 30), "big.pbn")  # game 1 and the start of game 2
    first = next(games)
    assert first.values["Board"] == "1"
    assert replay_game(first)[1] == []
    with pytest.raises(Exhausted):
        list(games)


def test_lin_reader_is_a_generator_that_yields_the_first_board_before_the_rest() -> None:
    assert inspect.isgeneratorfunction(iter_lin)
    lines = (LIN.format(n=1) + LIN.format(n=2) * 5000).split("\n")
    boards = iter_lin(lines_until(lines, 2000), "big.lin")  # a chunk, not the 5001 lines
    assert next(boards).label == "o1"
    with pytest.raises(Exhausted):
        list(boards)


@pytest.mark.parametrize("encoding, newline", [
    ("utf-8", "\n"), ("utf-8-sig", "\r\n"), ("cp1252", "\r"), ("utf-16", "\r\n"),
])
def test_streamed_games_are_the_games_read_at_once(tmp_path: Path, encoding: str,
                                                   newline: str) -> None:
    text = ("% PBN 2.1\n" + "\n".join(GAME.format(n=n) for n in range(1, 5))
            + '[Event "Café {open\n\nstill open}"]\nstray ; comment\n\nafter\n{tail')
    path = tmp_path / "games.pbn"
    path.write_bytes(text.replace("\n", newline).encode(encoding))
    whole = read_pbn(path.read_bytes().decode(
        "utf-16" if encoding == "utf-16" else "utf-8-sig" if encoding != "cp1252"
        else "cp1252").replace("\r\n", "\n").replace("\r", "\n"), str(path))
    streamed = load_pbn(path)
    assert streamed == whole
    escapes: list[str] = []
    assert list(stream_pbn(path, escapes=escapes)) == whole.games
    assert escapes == ["% PBN 2.1"]


def test_a_lin_value_across_chunks_is_read_as_at_once(tmp_path: Path) -> None:
    text = "".join(LIN.format(n=n) for n in range(1, 2001))  # several chunks
    path = tmp_path / "many.lin"
    path.write_text(text)
    assert load_lin(path) == read_lin(text, str(path))
    assert [b.board.number for b in load_lin(path)] == list(range(1, 2001))


def test_a_binary_file_is_refused_before_any_game(tmp_path: Path) -> None:
    path = tmp_path / "binary.pbn"
    path.write_bytes(b"\x00\x01" * 100)
    with pytest.raises(PbnError, match="binary data"):
        stream_pbn(path)


def _files(tmp_path: Path) -> list[str]:
    names = []
    for index in range(6):
        path = tmp_path / f"f{index}.pbn"
        body = GAME.format(n=index + 1)
        if index % 2:
            body = body.replace("1S Pass Pass Pass", "1S 1H Pass Pass Pass")
        path.write_text(body)
        names.append(str(path))
    lin = tmp_path / "g.lin"
    lin.write_text(LIN.format(n=7))
    names.insert(3, str(lin))
    names.insert(5, str(tmp_path / "missing.pbn"))
    return names


def test_check_jobs_gives_the_output_of_one_job(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    names = _files(tmp_path)
    one = main(["check", "--jobs", "1", *names]), *capsys.readouterr()
    two = main(["check", "--jobs", "2", *names]), *capsys.readouterr()
    assert one == two
    code, out, err = one
    assert code == 2 and "missing.pbn" in err
    summaries = [line for line in out.splitlines() if re.search(r": \d+ boards?, ", line)]
    assert [line.split(":")[0] for line in summaries] == [n for n in names if "missing" not in n]
    assert "insufficient" in out
    json_one = main(["check", "--json", "-j", "1", *names]), capsys.readouterr().out
    json_two = main(["check", "--json", "-j", "3", *names]), capsys.readouterr().out
    assert json_one == json_two


def test_check_shows_no_progress_bar_when_stderr_is_not_a_terminal(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "many.pbn"
    path.write_text("\n".join(GAME.format(n=n) for n in range(1, 300)))
    assert main(["check", str(path)]) == 0
    out, err = capsys.readouterr()
    assert err == "" and out.endswith("299 boards, ok\n")


def test_show_streams_to_the_board_wanted(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "many.pbn"
    path.write_text("\n".join(GAME.format(n=n) for n in range(1, 300)))
    assert main(["show", str(path), "--board", "250"]) == 0
    assert "1S" in capsys.readouterr().out
    assert main(["show", str(path), "--board", "400"]) == 2
    assert "no board 400" in capsys.readouterr().err
