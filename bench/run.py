"""Benchmark bridgelaws against endplay, in the same run, on the same boards.

Run from the repository root::

    pip install -e '.[bench]'      # bridgelaws plus endplay, the peer library
    python bench/run.py            # full run (a minute or so)
    python bench/run.py --quick    # small sizes, a few seconds: a smoke run

Three things are measured, each as operations per second for bridgelaws and for endplay,
and the ratio bridgelaws/endplay:

1. Full-board replay with legality checks. About 2,000 boards are generated once with a
   fixed seed (a random deal, a random legal auction that ends in a contract, and a random
   legal play of all 52 cards). bridgelaws replays each board's event log with
   ``Table.replay(board, events)`` and takes ``.score``. endplay does the equivalent with
   its own API: ``Contract.from_auction`` for the auction, an ``endplay.types.Deal`` built
   from the PBN deal string with ``first`` and ``trump`` taken from the contract, each of
   the 52 cards checked against ``Deal.legal_moves()`` and then ``Deal.play()``-ed, tricks
   counted from ``Deal.first`` after each trick, and ``Contract.score(vul)``.
2. PBN reading. The same boards, each written twice under two board numbers, go into one
   export-format PBN text via ``write_pbn``. bridgelaws reads it game by game with
   ``iter_pbn``, as ``bridgelaws check`` does, and replays every game through the Laws
   with ``replay_game`` as it is read; endplay reads it with ``endplay.parsers.pbn.loads``
   (which parses but does not check legality, and returns the list of all boards). A
   second row reads the whole text into a list first (``read_pbn``), then replays; a
   third times ``read_pbn`` alone, without the replay: the like-for-like comparison of
   parsers. The goal is 3x endplay for the first row.
3. Law 77 scoring of 100,000 random (contract, declarer, tricks, vulnerability) outcomes:
   bridgelaws ``declarer_score(contract, tricks, vulnerable)`` against endplay's
   ``Contract.score(vul)`` on pre-built contracts with their result set. A second row
   times bridgelaws ``board_score(contract, tricks, vulnerability)``, which, like
   endplay's ``score``, works out from the declarer whether the side is vulnerable.

Before timing, both libraries' answers are checked against each other (every board's score,
every scoring outcome), so a fast wrong answer cannot go unnoticed. Each timing is the best
of three repetitions (``time.perf_counter``). Targets are printed next to the rows for
information only; nothing here asserts on timings. If endplay is not installed the script
says how to install it and measures bridgelaws alone.
"""

from __future__ import annotations

import argparse
import gc
import platform
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import bridgelaws
from bridgelaws import (
    Board,
    Call,
    CallKind,
    Contract,
    Phase,
    Risk,
    Seat,
    Strain,
    Table,
    Vulnerability,
    board_score,
    declarer_score,
    random_deal,
)
from bridgelaws.engine.events import Event
from bridgelaws.formats.pbn import game_from_table, iter_pbn, read_pbn, replay_game, write_pbn
from bridgelaws.formats.text import split_lines

try:
    import endplay
    from endplay.parsers import pbn as ep_pbn
    from endplay.types import Bid as EpBid
    from endplay.types import Card as EpCard
    from endplay.types import Contract as EpContract
    from endplay.types import Deal as EpDeal
    from endplay.types import Denom as EpDenom
    from endplay.types import Penalty as EpPenalty
    from endplay.types import Player as EpPlayer
    from endplay.types import Rank as EpRank
    from endplay.types import Vul as EpVul
except ImportError:  # endplay is a benchmark-only dependency
    endplay = None

INSTALL_HINT = "pip install -e '.[bench]'"
REPEAT = 3

# -- generating the boards (bridgelaws only, fixed seed) ----------------------------------


@dataclass(frozen=True, slots=True)
class PlayedBoard:
    """A board played to the end once, and what replaying it must give."""

    board: Board
    events: tuple[Event, ...]
    table: Table
    score: tuple[int, int]


def _random_auction(table: Table, rng: random.Random) -> None:
    """Random legal calls: a few bids (the cheapest few at each turn), an occasional
    double or redouble, then passes."""
    bids_made = 0
    while table.phase == Phase.AUCTION:
        legal = table.legal_calls()
        if bids_made >= 8:
            table.call(Call.PASS)
            continue
        bids = [c for c in legal if c.is_bid][:5]
        risky = [c for c in legal if c.kind in (CallKind.DOUBLE, CallKind.REDOUBLE)]
        roll = rng.random()
        p_bid = 0.45 if bids_made == 0 else 0.3
        if bids and roll < p_bid:
            table.call(rng.choice(bids))
            bids_made += 1
        elif risky and roll < p_bid + 0.07:
            table.call(rng.choice(risky))
        else:
            table.call(Call.PASS)


def generate_boards(count: int, seed: int) -> list[PlayedBoard]:
    """``count`` complete boards: random deal, random auction ending in a contract (never
    passed out), random legal play of all 52 cards."""
    rng = random.Random(seed)
    boards = []
    for number in range(1, count + 1):
        board = Board.numbered(number, random_deal(rng))
        while True:
            table = Table(board)
            _random_auction(table, rng)
            if table.contract is not None:
                break
        while table.phase == Phase.PLAY:
            table.play(rng.choice(tuple(table.legal_cards())))
        score = table.score
        if score is None or len(table.tricks) != 13:
            raise SystemExit("bench/run.py: a generated board is unfinished")
        boards.append(PlayedBoard(board, table.events, table, score))
    return boards


def _check(ok: bool, message: str) -> None:
    """Stop with ``message`` when a correctness check fails (never used on timings)."""
    if not ok:
        raise SystemExit(f"bench/run.py: {message}")


# -- the two sides' work ------------------------------------------------------------------


def bridgelaws_replay(boards: Sequence[PlayedBoard]) -> list[tuple[int, int] | None]:
    """Replay each board's log through the Laws engine and score it."""
    replay = Table.replay
    return [replay(b.board, b.events).score for b in boards]


def bridgelaws_table_mode(boards: Sequence[PlayedBoard]) -> list[tuple[int, int] | None]:
    """The same boards replayed in table mode, where every action is open to the Laws'
    rectification rules (a correct board should cost no more than 3x strict mode)."""
    replay = Table.replay
    return [replay(b.board, b.events, "table").score for b in boards]


def bridgelaws_pbn(text: str) -> int:
    """Read a PBN text game by game and replay every game through the Laws, as ``bridgelaws
    check`` does (``iter_pbn``: a game is replayed as soon as it is read, and memory holds
    one game); returns the game count."""
    count = 0
    for game in iter_pbn(split_lines(text)):
        _table, problems = replay_game(game)
        if problems:
            raise AssertionError(f"board {game.board_label}: {problems[0]}")
        count += 1
    return count


def bridgelaws_pbn_whole(text: str) -> int:
    """Read a whole PBN text into a list of games (``read_pbn``), then replay each."""
    games = read_pbn(text).games
    for game in games:
        _table, problems = replay_game(game)
        if problems:
            raise AssertionError(f"board {game.board_label}: {problems[0]}")
    return len(games)


def bridgelaws_read_only(text: str) -> int:
    """Read a PBN text without replaying it; returns the game count."""
    return len(read_pbn(text).games)


def bridgelaws_scoring(items: Sequence[tuple[Contract, int, bool]]) -> int:
    """declarer_score over every outcome; returns a checksum."""
    total = 0
    for contract, tricks, vulnerable in items:
        total += declarer_score(contract, tricks, vulnerable)
    return total


def bridgelaws_board_scoring(items: Sequence[tuple[Contract, int, Vulnerability]]) -> int:
    """board_score (declarer's side and its vulnerability looked up) over every outcome."""
    total = 0
    for contract, tricks, vulnerability in items:
        total += board_score(contract, tricks, vulnerability)[0]
    return total


@dataclass(frozen=True, slots=True)
class EndplayCase:
    """One board as endplay's own types: deal string, dealer, calls, cards, vulnerability."""

    deal_pbn: str
    dealer: Any  # endplay Player
    bids: list[Any]  # endplay Bid
    cards: list[Any]  # endplay Card
    vul: Any  # endplay Vul


def _ep_vul(vulnerability: Vulnerability) -> Any:
    return (EpVul.none, EpVul.ns, EpVul.ew, EpVul.both)[vulnerability]


def _ep_denom(strain: int) -> Any:
    return EpDenom.nt if strain == Strain.NOTRUMP else EpDenom(3 - strain)


def _ep_card(card: int) -> Any:
    return EpCard(suit=EpDenom(3 - card // 13), rank=EpRank(1 << (card % 13 + 2)))


def endplay_cases(boards: Sequence[PlayedBoard]) -> list[EndplayCase]:
    """The boards converted to endplay objects (done once, outside the timing)."""
    cases = []
    for b in boards:
        if b.board.deal is None:
            raise SystemExit("bench/run.py: a generated board has no deal")
        bids = [EpBid(str(c)) for c in b.table.auction.calls]
        cards = [_ep_card(c) for trick in b.table.tricks for c in trick.cards]
        cases.append(
            EndplayCase(
                b.board.deal.to_pbn(b.board.dealer),
                EpPlayer(int(b.board.dealer)),
                bids,
                cards,
                _ep_vul(b.board.vulnerability),
            )
        )
    return cases


def endplay_replay_one(case: EndplayCase) -> int:
    """endplay's path for one board: contract from the auction, then each of the 52 cards
    checked against legal_moves() and played, then the score for declarer's side."""
    contract = EpContract.from_auction(case.dealer, case.bids)
    if contract.is_passout():
        raise AssertionError("the auction was passed out")
    deal = EpDeal(case.deal_pbn, first=contract.declarer.lho, trump=contract.denom)
    side = contract.declarer & 1
    won = 0
    for i, card in enumerate(case.cards, 1):
        if card not in deal.legal_moves():
            raise AssertionError(f"{card} is not a legal card")
        deal.play(card)
        if not i & 3 and deal.first & 1 == side:
            won += 1
    contract.result = won - contract.level - 6
    return int(contract.score(case.vul))


def endplay_replay(cases: Sequence[EndplayCase]) -> list[int]:
    return [endplay_replay_one(c) for c in cases]


def endplay_pbn(text: str) -> int:
    return len(ep_pbn.loads(text))


def endplay_scoring(items: Sequence[tuple[Any, Any]]) -> int:
    total = 0
    for contract, vul in items:
        total += contract.score(vul)
    return total


# -- scoring inputs -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Outcome:
    level: int
    strain: Strain
    risk: Risk
    declarer: Seat
    tricks: int
    vulnerability: Vulnerability


def random_outcomes(count: int, seed: int) -> list[Outcome]:
    rng = random.Random(seed)
    return [
        Outcome(
            rng.randint(1, 7),
            Strain(rng.randrange(5)),
            Risk(rng.randrange(3)),
            Seat(rng.randrange(4)),
            rng.randrange(14),
            Vulnerability(rng.randrange(4)),
        )
        for _ in range(count)
    ]


def endplay_contract(o: Outcome) -> Any:
    return EpContract(
        level=o.level,
        denom=_ep_denom(o.strain),
        declarer=EpPlayer(int(o.declarer)),
        penalty=(EpPenalty.passed, EpPenalty.doubled, EpPenalty.redoubled)[o.risk],
        result=o.tricks - o.level - 6,
    )


# -- timing and the table ----------------------------------------------------------------


def best_time(fn: Callable[[], object], repeat: int = REPEAT) -> float:
    """The best wall time of ``repeat`` runs of ``fn``, in seconds."""
    best = float("inf")
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - start)
    return best


@dataclass(slots=True)
class Row:
    name: str
    ours: float  # operations per second
    theirs: float | None
    target: str
    met: bool | None  # None: cannot be told (endplay missing)


def _rate(value: float | None) -> str:
    return "-" if value is None else f"{value:,.0f}"


def print_table(rows: Sequence[Row]) -> None:
    header = f"{'benchmark':<36}{'bridgelaws/s':>14}{'endplay/s':>12}{'ratio':>9}   target"
    print(header)
    print("-" * (len(header) + 22))
    for r in rows:
        ratio = "-" if r.theirs is None else f"{r.ours / r.theirs:,.1f}x"
        verdict = (
            ""
            if not r.target
            else ("n/a (needs endplay)" if r.met is None else ("met" if r.met else "NOT met"))
        )
        target = f"{r.target}: {verdict}" if r.target else ""
        line = f"{r.name:<36}{_rate(r.ours):>14}{_rate(r.theirs):>12}{ratio:>9}   {target}"
        print(line.rstrip())


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small sizes, for a smoke run")
    parser.add_argument("--boards", type=int, help="boards to generate (default 2,000)")
    parser.add_argument("--scores", type=int, help="scoring outcomes (default 100,000)")
    parser.add_argument("--seed", type=int, default=20240601, help="random seed")
    args = parser.parse_args(argv)
    n_boards = args.boards or (200 if args.quick else 2000)
    n_scores = args.scores or (10_000 if args.quick else 100_000)

    have_endplay = endplay is not None
    print(
        f"python {platform.python_version()} ({platform.machine()}), "
        f"bridgelaws {bridgelaws.__version__}, "
        f"endplay {getattr(endplay, '__version__', '?') if have_endplay else 'not installed'}"
    )
    if not have_endplay:
        print(
            f"endplay is not installed; measuring bridgelaws alone "
            f"(install it with: {INSTALL_HINT})"
        )
    print(f"seed {args.seed}, {n_boards:,} boards, {n_scores:,} scoring outcomes, best of {REPEAT}")
    sys.stdout.flush()

    # inputs, built once and outside every timing
    boards = generate_boards(n_boards, args.seed)
    games = [game_from_table(b.table) for b in boards]
    games += [
        game_from_table(b.table, {"Board": str(n_boards + i + 1)}) for i, b in enumerate(boards)
    ]
    pbn_text = write_pbn(games)
    outcomes = random_outcomes(n_scores, args.seed)
    bl_items = [
        (
            Contract(o.level, o.strain, o.risk, o.declarer),
            o.tricks,
            o.vulnerability.is_vulnerable(o.declarer),
        )
        for o in outcomes
    ]
    bl_board_items = [
        (c.with_declarer(o.declarer), t, o.vulnerability)
        for (c, t, _v), o in zip(bl_items, outcomes, strict=True)
    ]

    # the answers, checked before anything is timed
    _check(bridgelaws_replay(boards) == [b.score for b in boards], "replay changed a score")
    _check(bridgelaws_pbn(pbn_text) == len(games), "iter_pbn lost games")
    _check(bridgelaws_pbn_whole(pbn_text) == len(games), "read_pbn lost games")
    cases: list[EndplayCase] = []
    ep_items: list[tuple[Any, Any]] = []
    if have_endplay:
        cases = endplay_cases(boards)
        for b, case in zip(boards, cases, strict=True):
            ns, _ew = b.score
            declarer = b.table.declarer
            expected = ns if declarer is not None and declarer.side == 0 else -ns
            got = endplay_replay_one(case)
            _check(
                got == expected,
                f"board {b.board.number}: endplay scores {got}, bridgelaws {expected}",
            )
        _check(endplay_pbn(pbn_text) == len(games), "endplay read a different number of games")
        ep_items = [(endplay_contract(o), _ep_vul(o.vulnerability)) for o in outcomes]
        mismatches = [
            (o, declarer_score(c, t, v), ep.score(vul))
            for o, (c, t, v), (ep, vul) in zip(outcomes, bl_items, ep_items, strict=True)
            if declarer_score(c, t, v) != ep.score(vul)
        ]
        if mismatches:
            o, ours, theirs = mismatches[0]
            print(
                f"warning: {len(mismatches):,} scoring outcomes differ, e.g. {o}: "
                f"bridgelaws {ours}, endplay {theirs}"
            )

    rows = []
    # 1. full-board replay
    ours = n_boards / best_time(lambda: bridgelaws_replay(boards))
    theirs = n_boards / best_time(lambda: endplay_replay(cases)) if have_endplay else None
    rows.append(
        Row("full-board replay (legality)", ours, theirs, ">= 10,000 boards/s", ours >= 10_000)
    )
    strict = ours
    ours = n_boards / best_time(lambda: bridgelaws_table_mode(boards))
    rows.append(
        Row(f"  the same in table mode ({strict / ours:.1f}x strict's time)", ours, theirs,
            "<= 3x strict's time", strict / ours <= 3)
    )
    # 2. PBN read
    ours = len(games) / best_time(lambda: bridgelaws_pbn(pbn_text))
    theirs = len(games) / best_time(lambda: endplay_pbn(pbn_text)) if have_endplay else None
    rows.append(
        Row(
            f"PBN read + replay ({len(games):,} boards)",
            ours,
            theirs,
            ">= 3x endplay",
            None if theirs is None else ours >= 3 * theirs,
        )
    )
    ours = len(games) / best_time(lambda: bridgelaws_pbn_whole(pbn_text))
    rows.append(Row("  the same, whole file first (read_pbn)", ours, theirs, "", None))
    ours = len(games) / best_time(lambda: bridgelaws_read_only(pbn_text))
    rows.append(Row("  PBN read only (read_pbn, no replay)", ours, theirs, "", None))
    # 3. scoring
    ours = n_scores / best_time(lambda: bridgelaws_scoring(bl_items))
    theirs = n_scores / best_time(lambda: endplay_scoring(ep_items)) if have_endplay else None
    rows.append(
        Row("Law 77 scoring (declarer_score)", ours, theirs, ">= 1,000,000/s", ours >= 1_000_000)
    )
    ours = n_scores / best_time(lambda: bridgelaws_board_scoring(bl_board_items))
    rows.append(Row("Law 77 scoring (board_score)", ours, theirs, "", None))

    print()
    print_table(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
