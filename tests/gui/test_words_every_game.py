"""The log, the deal's summary and the action bar's words for every game: each event of a whole partie of each
game has its line (nothing said of a seat by another's name), sides named by their partners, the target and the
players out, the auction's bids and contract."""

from __future__ import annotations

import random
import re

import pytest

from piquet_gui import i18n
from piquet_gui.model.events import (Bidden, ContractScored, DealEnded, Event, PartieEnded, Said, Scored,
                                     TargetReached, TrickWon)
from piquet_gui.model.games import GAMES, find_game, new_game
from piquet_gui.views.deal_summary import deal_summary, partie_summary
from piquet_gui.views.game_log import GameLog
from piquet_gui.views.log_words import event_line
from tests.helpers import played_on

NAMES = ("Anne", "Ben", "Claire", "Dora")


@pytest.fixture(autouse=True)
def english(qapp):
    i18n.install("en")
    yield
    i18n.install("en")


def plain(html: str) -> str:
    return re.sub(r"<[^>]+>", "", re.sub(r"<br\s*/?>", "\n", html)).replace("\u00a0", " ").replace("&amp;", "&")


def whole_partie(name: str, seed: int = 2):
    names = NAMES[:find_game(name).seats]
    return played_on(new_game(name, players=names, seed=seed), random.Random(seed)), names


@pytest.mark.parametrize("name", GAMES)
def test_every_event_of_a_whole_partie_has_its_line(qtbot, name: str) -> None:
    partie, names = whole_partie(name)
    log = GameLog()
    qtbot.addWidget(log)
    log.rebuild(partie, 0)
    lines = log.lines()
    events: list[Event] = partie.events()
    worded = (Said, Scored, TrickWon, Bidden, ContractScored, TargetReached, DealEnded, PartieEnded)
    assert len(lines) >= sum(isinstance(e, worded) for e in events)
    assert not any("None" in line or "%" in line for line in lines)
    text = "\n".join(lines)
    if name == "partnership":
        assert "(Anne & Claire)" in text or "(you & Claire)" in text, "a trick's side"
        assert re.search(r"End of deal 1: (Anne|You) & Claire \d+, Ben & Dora \d+", text), text[-300:]
        assert re.search(r"(win the partie|Ben & Dora win)", text)
    if name == "normand":
        assert re.search(r"(reaches 100 and is out|You reach 100 and are out)", text)
        assert "a stake" in lines[-1]
    if name == "auction":
        assert re.search(r"(Ben bids|You bid) (seven|eight|nine|ten|eleven|twelve) (plus|minus)", text)
        assert re.search(r"(made|failed) ", text)


@pytest.mark.parametrize("name", GAMES)
def test_each_deals_summary_names_every_column_and_its_items(name: str) -> None:
    partie, names = whole_partie(name)
    sheet = partie.score_sheet()
    for deal, row in zip(partie.deals, sheet.rows):
        if row.passed_out:
            continue
        lines = plain(deal_summary(deal, partie, names, None)).split("\n")
        playing = [points for points in row.points if points is not None]
        assert len(lines) == 2 + len(playing), lines
        for line, points in zip(lines[1:], playing):
            assert re.match(rf"[^:]+ {points}(: | ×)", line), line
        if name == "partnership":
            assert lines[1].startswith("Anne & Claire ") and lines[2].startswith("Ben & Dora ")
    assert plain(partie_summary(partie, names, None))


def test_the_auctions_events_in_words(qapp) -> None:
    names = ("Anne", "Ben")
    assert event_line(Bidden(1, "8-"), names) == "Ben bids eight minus"
    assert event_line(Bidden(0, "X"), names, you=0) == "You double"
    assert event_line(Bidden(1, "XX"), names) == "Ben redoubles"
    assert event_line(Bidden(0, "P"), names) == "Anne passes"
    assert event_line(ContractScored(1, "8-", 1, 4, 40, 60), names) == "Ben made eight minus, redoubled: 40 to Ben"
    assert event_line(ContractScored(0, "9+", 1, 2, 40, 60), names, you=0) == \
        "Ben failed nine plus, doubled: 40 to you"
    assert event_line(TargetReached(2), NAMES[:3], target=150) == "Claire reaches 150 and is out"
    assert event_line(TargetReached(1), NAMES, sides=(0, 1, 0, 1), target=100) == "Ben & Dora reach 100 and win the game"
    assert event_line(TargetReached(0), names, target=100) == "Anne reaches 100 and wins the game"
