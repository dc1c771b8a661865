"""The end of a deal in words: what each player scored and why (the repique and its reason, the capot, the calls),
the deal's totals (×2 for a doubled deal) and the totals against the rubicon; at the end of the partie, the
settlement with its arithmetic.  In English, and in French and Spanish with no English left."""

from __future__ import annotations

import re

import pytest

from piquet_gui import i18n
from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import (FOUR_DEALS, Call, Card, CarteBlanche, Category, Discard, LookAtTalon, Partie, Play,
                              Reply, ReplyKind)
from piquet_gui.views.deal_summary import deal_summary, partie_summary
from tests.gui.test_languages import english_left
from tests.gui.test_table_layout import drive
from tests.model.test_worked_examples import (A_ELDER, A_TALON, A_YOUNGER, CB, CB_TRICKS, PIQUE, PIQUE_TRICKS,
                                              REPIQUE, REPIQUE_TRICKS, call, cards, reply)
from tests.helpers import CEILING_MS, CEILING_S

P, S, T = Category.POINT, Category.SEQUENCES, Category.SETS
NAMES = ("Anne", "Ben")


@pytest.fixture(autouse=True)
def english(qapp):
    """English with its plural forms ("8 tricks"), as the game installs it at start."""
    i18n.install("en")
    yield
    i18n.install("en")


def plain(html: str) -> str:
    """The banner's text: lines for <br>, no tags, ordinary spaces."""
    text = re.sub(r"<br\s*/?>", "\n", html)
    text = re.sub(r"<[^>]+>", "", text)
    return text.replace("\u00a0", " ").replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")


def dealt(example: dict) -> tuple[list[list[Card]], list[Card]]:
    hands: list[list[Card]] = [[], []]
    hands[1 - example["dealer"]] = cards(example["elder"])
    hands[example["dealer"]] = cards(example["younger"])
    return hands, cards(example["talon"])


def play_out(partie: Partie, tricks: list[str], look: bool = False) -> None:
    for trick in tricks:
        for card in trick.split():
            if any(isinstance(action, LookAtTalon) for action in partie.legal_actions()):
                partie.apply(LookAtTalon(look))
            partie.apply(Play(Card.parse(card)))


def repique_partie(game=None) -> Partie:
    """RULES.md section 7's repique (tests/model/test_worked_examples.py): Anne (elder) holds fourteen aces and
    takes every trick; Ben (younger) has a point of six and two quints, 36 in hand before Anne's quatorze."""
    partie = Partie(format=game, players=NAMES, first_dealer=REPIQUE["dealer"])
    partie.start_deal(*dealt(REPIQUE))
    partie.apply(Discard.of(cards("QS")))
    partie.apply(Discard.of(cards("TS")))
    for action in (call(P, "AS KS JS 9S 7S"), reply(P, ReplyKind.NOT_GOOD, "KH QH JH TH 9H 7H"), Call(S, ()),
                   reply(S, ReplyKind.NOT_GOOD, "KH QH JH TH 9H", "KC QC JC TC 9C"), call(T, "AS AH AD AC"),
                   Reply(T, ReplyKind.GOOD)):
        partie.apply(action)
    play_out(partie, REPIQUE_TRICKS)
    assert partie.needs_deal() or partie.is_over()
    return partie


def lines(partie: Partie, you: int | None = None) -> list[str]:
    return plain(deal_summary(partie.deals[-1], partie, NAMES, you)).split("\n")


def test_the_repique_with_its_reason_the_capot_the_calls_and_the_totals() -> None:
    partie = repique_partie()
    title, anne, ben, standing = lines(partie)
    assert title == "Deal 1"
    assert anne == "Anne 67: Fourteen aces: 14 · Play: 13 · Capot: 40 (all twelve tricks)"
    # KH QH JH TH 9H 7H: 10 + 10 + 10 + 10 + 9 + 7 = 56 pips.
    assert ben == ("Ben 96: Point of six (56): 6 · Quint to the king + Quint to the king: 30 · "
                   "Repique: 60 (30 in hand before Anne counted anything)")
    assert standing == "Rubicon 100: Anne 67 (33 to go), Ben 96 (4 to go)"


def test_the_player_is_you_and_the_other_is_named() -> None:
    partie = repique_partie()
    title, anne, ben, standing = lines(partie, you=0)
    assert anne.startswith("You 67: ")
    assert ben.endswith("Repique: 60 (30 in hand before you counted anything)")
    assert standing == "Rubicon 100: You 67 (33 to go), Ben 96 (4 to go)"
    _, anne, ben, _ = lines(partie, you=1)
    assert anne.startswith("Anne 67: ") and ben.startswith("You 96: ")
    assert ben.endswith("(30 in hand before Anne counted anything)")


def test_a_doubled_deal_shows_its_total_times_two() -> None:
    partie = repique_partie(FOUR_DEALS)  # the first deal of four counts double
    title, anne, ben, standing = lines(partie)
    assert title == "Deal 1 ×2"
    assert anne.startswith("Anne 67 ×2 = 134: ") and ben.startswith("Ben 96 ×2 = 192: ")
    assert standing == "Rubicon 100: Anne 134 ✓, Ben 192 ✓"


def test_a_pique_the_sets_and_a_sequence_called_with_its_height() -> None:
    partie = Partie(players=NAMES, first_dealer=PIQUE["dealer"])
    partie.start_deal(*dealt(PIQUE))
    partie.apply(Discard.of(cards("8C")))
    partie.apply(Discard.of(cards("7C")))
    for action in (call(P, "AS KS QS JS 9S"), Reply(P, ReplyKind.ASK), Reply(P, ReplyKind.TELL),
                   reply(P, ReplyKind.EQUAL, "AH KH QH TH 9H"), call(S, "KD QD JD TD 9D", "AS KS QS JS"),
                   Reply(S, ReplyKind.GOOD), call(T, "KS KD KC", "QS QD QC"), Reply(T, ReplyKind.GOOD)):
        partie.apply(action)
    play_out(partie, PIQUE_TRICKS)
    _, anne, ben, standing = lines(partie, you=0)
    # Ben is elder: the equal point scores for nobody, his quint, quart and two trios make 25, his fifth lead 30.
    assert anne == "You 0: nothing"
    assert ben == ("Ben 108: Quint to the king + Quart to the ace: 19 · Three kings + Three queens: 6 · "
                   "Pique: 30 (30 in hand and play before you counted anything) · Play: 13 · "
                   "Capot: 40 (all twelve tricks)")
    assert standing == "Rubicon 100: You 0 (100 to go), Ben 108 ✓"


def test_carte_blanche_the_point_of_eight_and_the_cards() -> None:
    partie = Partie(players=NAMES, first_dealer=CB["dealer"])
    partie.start_deal(*dealt(CB))
    partie.apply(CarteBlanche(True))
    partie.apply(Discard.of(cards("QH")))
    partie.apply(Discard.of(cards("7H")))
    for category in (P, S, T):
        partie.apply(partie.legal_actions()[0])  # elder's best call
        partie.apply(Reply(category, ReplyKind.GOOD))
    play_out(partie, CB_TRICKS)
    _, anne, ben, _ = lines(partie)
    # AS..7S: 11 + 10 + 10 + 10 + 10 + 9 + 8 + 7 = 75 pips.
    assert anne == ("Anne 59: Point of eight (75): 8 · Huitième to the ace: 18 · Fourteen kings: 14 · Play: 9 · "
                    "The cards: 10 (8 tricks)")
    assert ben == "Ben 15: Carte blanche: 10 (no king, queen or knave) · Play: 5"


def test_a_capot_with_nothing_called() -> None:
    partie = Partie(players=NAMES, first_dealer=0)
    partie.start_deal([cards(A_YOUNGER), cards(A_ELDER)], cards(A_TALON))
    partie.apply(Discard.of(cards("JH")))
    partie.apply(Discard.of(cards("7D")))
    for category in (P, S, T):
        partie.apply(Call(category, ()))
        partie.apply(Reply(category, ReplyKind.GOOD))
    play_out(partie, ["AS AD", "KS KD", "QS QD", "JS JD", "TS TD", "9S 9D", "8S 8D", "7S 7H", "AH TH", "KH 9H",
                      "QH 8H", "AC KC"])
    _, anne, ben, _ = lines(partie, you=0)
    assert anne == "You 0: nothing"
    assert ben == "Ben 53: Play: 13 · Capot: 40 (all twelve tricks)"


def test_the_end_of_the_partie_has_the_settlement_and_its_arithmetic() -> None:
    from tests.helpers import random_partie

    partie = next(p for p in (random_partie(seed) for seed in range(200)) if p.standings().result.rubicon)
    result, totals = partie.standings().result, partie.standings().totals
    winner, loser = result.winner, 1 - result.winner
    text = plain(partie_summary(partie, NAMES, None)).split("\n")
    assert text[0] == f"{NAMES[winner]} wins the partie"
    assert text[1] == f"{NAMES[loser]} is rubiconed: {totals[winner]} + {totals[loser]} + 100 = {result.points}"
    assert text[2] == f"Deal {len(partie.deals)}"  # then the last deal's items, without a standing line
    assert len(text) == 5 and not text[-1].startswith("Rubicon")


@pytest.mark.parametrize("language", ["fr", "es"])
def test_french_and_spanish_have_no_english_left(qapp, language: str) -> None:
    assert i18n.install(language) == language
    try:
        texts = [deal_summary(p.deals[-1], p, NAMES, you) for p in (repique_partie(), repique_partie(FOUR_DEALS))
                 for you in (None, 0, 1)]
        shown = [plain(text) for text in texts]
        assert english_left(shown, language) == []
        for word in ("trick", "hand", "anything", "Point of", "to the", "Fourteen", "nothing", "Deal", "Play"):
            assert not any(word in text for text in shown), (word, shown)
        assert any("Capot" in text for text in shown)
    finally:
        i18n.install("en")


def test_the_banner_shows_the_summary_at_the_end_of_a_deal_and_the_settlement_at_the_end(qtbot, make_window) -> None:
    win = make_window(800, 600)
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=4))
    controller = win.controller
    partie = controller.partie
    drive(qtbot, win, lambda: partie.needs_deal())
    banner = win.table.banner_text().replace("\u00a0", " ")
    deal = partie.deals[-1]
    assert banner.startswith("Deal 1\n")
    assert f"You {deal.scores[0].total}: " in banner and f"Ben {deal.scores[1].total}: " in banner
    assert "Rubicon 100: You " in banner
    assert banner == plain(deal_summary(deal, partie, NAMES, 0))
    # The end of the partie: the last deals played at once, then the banner has the settlement's arithmetic.
    screen = win.ensure_built()
    for _ in range(8):
        if partie.is_over():
            break
        screen.next_deal()
        drive(qtbot, win, lambda: partie.needs_deal() or partie.is_over(), timeout=CEILING_S)
    assert partie.is_over()
    qtbot.waitUntil(lambda: "partie" in win.table.banner_text(), timeout=CEILING_MS)
    result = partie.standings().result
    banner = win.table.banner_text()
    assert re.search(r"= %d\b" % result.points, banner), banner
    assert "+ 100 = " in banner
    # The score pad beside the table still shows every deal and the settlement.
    assert win.score_sheet.isVisible() and win.score_sheet.settlement.isVisible()


def test_the_end_of_the_partie_says_the_settlement_as_the_score_pad_does(qtbot) -> None:
    """Auction piquet settles against 150, not 100: the banner's arithmetic adds up, as the pad's does."""
    from piquet_gui.model.game_records import read, replay
    from piquet_gui.model.score_sheet import score_sheet
    from piquet_gui.views.sheet_words import settlement_of

    partie = replay(read("tests/records/variants/auction_complete_partie.json"))
    assert isinstance(partie, Partie) and partie.is_over()
    sheet = score_sheet(partie)
    banner = plain(partie_summary(partie, NAMES))
    said = settlement_of(sheet, NAMES)
    assert said and said in banner
    sum_shown = re.search(r"([\d +−-]+) = (\d+)", said)
    assert sum_shown is not None
    terms = sum_shown.group(1).replace("−", "-")
    assert eval(terms) == int(sum_shown.group(2)) == sheet.settlement.points, "the arithmetic adds up"
    assert "150" in terms
