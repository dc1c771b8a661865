"""The review's coach says why where the cause is simple and certain (issue 30): a discard that broke the point,
opened through the real window, the coach asked, the exchange chosen in its list."""

from __future__ import annotations

from PySide6.QtCore import Qt

from piquet_gui.model.actions import Discard
from piquet_gui.model.cards import Card
from piquet_gui.model.two_handed.partie import Partie
from tests.helpers import CEILING_MS

from .test_coach import _wait_for_the_coach, _window


def cards(text: str) -> list[Card]:
    return [Card.parse(c) for c in text.split()]


def broken_point_deal() -> Partie:
    """Anne, elder, holds a point of five hearts and puts out one of them; the deal played to its end."""
    partie = Partie(players=("Anne", "Ben"), first_dealer=1, seed=1)
    partie.start_deal(hands=[cards("AH KH QH JH 9H 7S 8S 7D 8D 7C 8C AS"),
                             cards("KS QS JS TS 9S TD 9D AC KC QC JC TC")],
                      talon=cards("AD KD QD JD 8H 7H TH 9C"), dealer=1)
    partie.apply(Discard.of(cards("9H 7S 8S 7D 8D")))
    while not partie.deals[0].is_over():
        partie.apply(partie.legal_actions()[0])
    return partie


def test_the_review_says_the_discard_broke_the_point(qtbot, make_window) -> None:
    win = _window(make_window, qtbot)
    screen = win.ensure_built()
    screen.reviewing.start(broken_point_deal().replayed(1))
    coach = screen.coach
    assert coach.panel.isVisible() and coach.seat == 0
    win.menus.coach.trigger()
    qtbot.waitUntil(lambda: any(j.phase == "exchange" for j in coach.panel.rows()), timeout=CEILING_MS)
    _wait_for_the_coach(qtbot, coach)
    exchange = next(j for j in coach.panel.rows() if j.phase == "exchange" and j.seat == 0)
    assert exchange.why is not None
    index = next(i for i in range(coach.panel.list.count())
                 if coach.panel.list.item(i).data(Qt.ItemDataRole.UserRole) == coach.panel._rows.index(exchange))
    coach.panel.list.setCurrentRow(index)
    qtbot.waitUntil(lambda: "broke" in coach.panel.detail.text(), timeout=CEILING_MS)
    detail = coach.panel.detail.text()
    assert "Your discard broke your point of five (A♥ K♥ Q♥ J♥ 9♥): the best discard kept it." in detail, detail
    assert "Putting out" in detail and "cost about" in detail
