"""Claim the rest at a table hosted over the network, in one process over loopback (127.0.0.1 only): the host
proves the claim from the claimer's own view, asks the other person, and plays the rest out itself; a refusal
lets play go on; a claim that is not certain is refused and changes nothing."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from piquet_gui.ai.claim import prove
from piquet_gui.model import game_records
from piquet_gui.model.actions import Play
from piquet_gui.network.host import Host
from piquet_gui.network.seat_specs import SeatSpec
from tests.helpers import CEILING_MS
from tests.network.people import Person, saved_record

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _close(host: Host, *people: Person) -> None:
    for person in people:
        person.table.close()
    host.close()


def _claim_due(anne: Person, ben: Person) -> Person | None:
    """The person who may claim now, if any."""
    for person in (anne, ben):
        if person.table.seat is not None and person.table.can_claim(person.seat):
            return person
    return None


def _to_a_claim(tmp_path: Path, qtbot: Any) -> tuple[Host, Person, Person]:
    """Two people play their first legal actions until one of them may claim the rest (the host and both
    programs seeded: the same cards every run, with a claim in them)."""
    host = Host("four-deals", {}, [SeatSpec(True), SeatSpec(True)], tmp_path, seed=3)
    port = host.listen("127.0.0.1", 0)
    anne, ben = Person(port, "Anne", seed=1), Person(port, "Ben", seed=2)
    anne.playing = ben.playing = lambda: _claim_due(anne, ben) is None
    qtbot.waitUntil(lambda: _claim_due(anne, ben) is not None, timeout=CEILING_MS)
    anne.playing = ben.playing = lambda: False  # each move by hand from here
    return host, anne, ben


def test_a_claim_agreed_is_played_out_by_the_host_as_playing_it_would(tmp_path: Path, qtbot: Any) -> None:
    host, anne, ben = _to_a_claim(tmp_path, qtbot)
    claimer = _claim_due(anne, ben)
    assert claimer is not None
    other = ben if claimer is anne else anne
    partie = host.partie
    assert partie is not None
    deal = len(partie.deals)
    view = partie.view(claimer.seat)
    assert view is not None and prove(view) is not None
    # the same deal played out by hand (the claimer by the proof, the other by his first legal card), on a copy
    by_hand = partie.copy()
    proof = prove(view)
    assert proof is not None
    tricks, trick = len(view.tricks), len(view.trick)
    while by_hand.current is not None:
        seat = by_hand.to_act
        seat_view = by_hand.view(seat)
        if seat == claimer.seat:
            by_hand.apply(Play(proof.card_for(seat_view, tricks, trick)))
        else:
            by_hand.apply(seat_view.legal_actions[0])
    claimed: list[bool] = []
    claimer.table.claimAnswered.connect(lambda yes, _who: claimed.append(yes))
    seen_claiming: list[int | None] = []
    other.table.stateChanged.connect(lambda: seen_claiming.append(other.table.claiming))

    assert claimer.table.claim(claimer.seat)
    assert not claimer.table.can_claim(claimer.seat)  # asked once
    qtbot.waitUntil(lambda: claimed == [True], timeout=CEILING_MS)
    assert other.asked == [("claim", claimer.seat)]
    qtbot.waitUntil(lambda: host.claimed is None, timeout=CEILING_MS)
    assert claimer.seat in seen_claiming  # the other's program was told the claim was being played out
    qtbot.waitUntil(lambda: other.table.claiming is None and claimer.table.claiming is None, timeout=CEILING_MS)
    record = saved_record(tmp_path)
    played = game_records.replay(record).replayed(deal)
    # the record holds the tricks as played, and they score exactly as playing them out does
    assert played.deals[deal - 1].history == by_hand.deals[deal - 1].history
    assert played.score_sheet() == by_hand.score_sheet()
    assert any("claim was made" in line for line in other.lines), other.lines
    _close(host, anne, ben)


def test_a_claim_refused_lets_play_go_on(tmp_path: Path, qtbot: Any) -> None:
    host, anne, ben = _to_a_claim(tmp_path, qtbot)
    claimer = _claim_due(anne, ben)
    assert claimer is not None
    other = ben if claimer is anne else anne
    other.answer = False
    before = saved_record(tmp_path)
    answers: list[tuple[bool, int]] = []
    claimer.table.claimAnswered.connect(lambda yes, who: answers.append((yes, who)))

    assert claimer.table.claim(claimer.seat)
    qtbot.waitUntil(lambda: answers != [], timeout=CEILING_MS)
    assert answers == [(False, other.seat)]
    assert f"{other.table.name} refused the claim" in claimer.lines
    assert any("claim was refused" in line for line in other.lines), other.lines
    assert host.claimed is None and saved_record(tmp_path) == before
    # play goes on: the claimer still has the turn, may play a card by hand (or claim again)
    assert claimer.my_turn() and claimer.table.can_claim(claimer.seat)
    done: list[object] = []
    claimer.table.answered.connect(lambda _seq, refusal: done.append(refusal))
    claimer.table.act(claimer.seat, claimer.table.legal_actions(claimer.seat)[0])
    qtbot.waitUntil(lambda: done != [], timeout=CEILING_MS)
    assert done == [None]
    _close(host, anne, ben)


def test_a_claim_that_is_not_certain_is_refused_by_the_host_and_changes_nothing(
        tmp_path: Path, qtbot: Any) -> None:
    host = Host("four-deals", {}, [SeatSpec(True), SeatSpec(True)], tmp_path, seed=3)
    port = host.listen("127.0.0.1", 0)
    anne, ben = Person(port, "Anne"), Person(port, "Ben")

    def in_the_play_uncertain() -> bool:
        for person in (anne, ben):
            view = person.table.view(person.table.seat) if person.table.seat is not None else None
            if view is not None and person.my_turn() and view.phase.name == "PLAY" and len(view.hand) > 4 \
                    and prove(view) is None and not person.table.can_claim(person.seat):
                return True
        return False

    anne.playing = ben.playing = lambda: not in_the_play_uncertain()
    qtbot.waitUntil(in_the_play_uncertain, timeout=CEILING_MS)
    anne.playing = ben.playing = lambda: False
    asker = anne if anne.my_turn() else ben
    other = ben if asker is anne else anne
    answers: list[tuple[bool, int]] = []
    asker.table.claimAnswered.connect(lambda yes, who: answers.append((yes, who)))
    before = saved_record(tmp_path)

    asker.table._ask("claim")  # sent anyway, as a program that does not check first would
    qtbot.waitUntil(lambda: answers != [], timeout=CEILING_MS)
    assert answers == [(False, -1)]
    assert "refused: claim: not certain" in asker.lines
    other.table._ask("claim")  # and by the seat whose turn it is not
    qtbot.waitUntil(lambda: any("not this seat's turn" in line for line in other.lines), timeout=CEILING_MS)
    assert other.asked == [] and asker.asked == []  # nobody was asked to agree
    assert host.claimed is None and saved_record(tmp_path) == before and asker.my_turn()
    _close(host, anne, ben)


def test_people_at_the_hosts_computer_claim_and_are_asked_each_through_their_own_table(
        tmp_path: Path, qtbot: Any) -> None:
    """Two people at one computer (one controller, a table each): the host asks the other one through his own
    table, and his yes lets the host play the rest out."""
    from piquet_gui.network.remote import RemoteTable
    from piquet_gui.remote_controller import RemoteController

    host = Host("four-deals", {}, [SeatSpec(True), SeatSpec(True)], tmp_path, seed=3)
    port = host.listen("127.0.0.1", 0)
    anne, ben = RemoteTable("Anne", seed=1), RemoteTable("Ben", seed=2)
    anne.open("127.0.0.1", port)
    qtbot.waitUntil(lambda: anne.seat is not None, timeout=CEILING_MS)
    ben.open("127.0.0.1", port)
    qtbot.waitUntil(lambda: ben.seat is not None and host.partie is not None, timeout=CEILING_MS)
    here = RemoteController([anne, ben], ("127.0.0.1", port))
    here.offer_claims = True
    asked: list[tuple[str, int, int | None]] = []
    here.consentAsked.connect(lambda request, by: asked.append((request, by, here.consent_seat())))

    def claimer() -> int | None:
        return next((seat for seat in here.people if here.can_claim(seat)), None)

    playing = [True]

    def play() -> None:
        seat = here.to_act()
        if playing[0] and claimer() is None and seat is not None and here.legal_actions(seat) and here.claiming is None:
            try:
                here.act(seat, here.legal_actions(seat)[0])
            except Exception:  # (a forced card gone by itself meanwhile)
                pass

    here.stateChanged.connect(play)
    here.start()
    play()
    qtbot.waitUntil(lambda: claimer() is not None, timeout=CEILING_MS)
    seat = claimer()
    assert seat is not None
    playing[0] = False  # nobody moves by hand from here
    other = 1 - seat
    here.offer_claims = False
    assert not here.can_claim(seat), "the aid off: no claim offered"
    here.offer_claims = True
    assert here.claim(seat)
    qtbot.waitUntil(lambda: asked != [], timeout=CEILING_MS)
    assert asked == [("claim", seat, other)]  # the other person here, named
    seen: list[int | None] = []
    here.stateChanged.connect(lambda: seen.append(here.claiming))
    here.consent("claim", True)
    qtbot.waitUntil(lambda: seat in seen, timeout=5000)  # the host plays it out
    qtbot.waitUntil(lambda: here.claiming is None and host.claimed is None, timeout=CEILING_MS)
    partie = host.partie
    assert partie is not None and (partie.current is None or len(partie.deals) > 1)
    here.leave()
    host.close()
