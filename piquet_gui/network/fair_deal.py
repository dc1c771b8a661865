"""A fair deal over the network: the host commits to its shuffle before the deal, every joined program adds
randomness of its own, and after the deal the host reveals its seed, so that each program can check the cards.

The steps of one deal (commit-reveal):

1. the host draws a secret seed (:func:`new_secret`, 32 bytes) and sends every joined program its
   :func:`commitment` (SHA-256 over a domain tag and the seed), before it knows any contribution;
2. each joined program, having seen the commitment, sends its :func:`contribution` (16 random bytes);
3. the host deals :func:`deal_cards`: a pure function of the seed, the contributions in seat order, the game's
   record name and options, the dealer, the deal's number and the seats that play it.  They seed a generator
   (an integer from SHA-256 over all of them) that a new partie of the game shuffles and deals from, exactly
   as the engine deals every deal (each game's own ``shuffled``: its pack, its packets, its talon);
4. once the deal is over the host reveals the seed, and each program calls :func:`verify` with the cards it
   saw: its own hand mid-deal, or the deal's ``hands`` and ``talon`` from the finished record
   (:meth:`Seen.of_record`, :func:`verify_record`).  The :class:`Check` says ``Deal 3 checked``, or what does
   not match.

Since the host commits before the contributions exist and the contributions are sent before the seed is known,
the host cannot choose the cards, nor can one player alone: a host that deals other cards than its seed and the
contributions deal, or reveals another seed than the one it committed to, is caught by every program that checks.

What this does NOT prevent:

* **the host's program holds every card while the deal is played**: it runs the only engine, so a host who
  reads his program's memory (or a changed program) knows every hand and the talon.  The check proves the
  cards were not chosen, not that nobody looked at them;
* **a host colluding with a player**: a player who is told the seed before sending his contribution can try
  contribution after contribution until the deal suits him, and the host can tell a partner the other hands
  during play;
* a host that stops before revealing a seed (a program should treat a deal never revealed as not checked), or
  that chooses among several commitments by dropping a deal: the check is only as good as the programs that
  insist on it;
* who deals: the dealer (the cut, and the deal passing) is an input, settled by the rules and the partie, not
  by this draw;
* a check mid-deal sees only the seat's own hand: two other hands swapped are caught only from the finished
  record's cards.

The generator is Python's ``random.Random`` (the engine's own): its seed is secret until the deal is over and
unpredictable to the host, which is what the commitment needs; it is not used to hide anything afterwards.
"""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import json
import secrets
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol, runtime_checkable

from ..model.cards import Card
from ..model.game_records import game_of
from ..model.games import find_game, new_game
from ..model.history import History

SECRET_BYTES = 32
"""The length of the host's seed for one deal."""
CONTRIBUTION_BYTES = 16
"""The length of each joined program's contribution."""
DOMAIN = b"piquet fair deal v1"
"""The tag that begins everything hashed here, so that no other use of SHA-256 gives the same values."""

@runtime_checkable
class _GoingOut(Protocol):
    """A partie whose players go out one by one, the others playing on (three-handed piquet): ``out`` holds the
    seats out, ``remaining()`` those still playing."""

    out: list[int]

    def remaining(self) -> tuple[int, ...]: ...


Hands = tuple[tuple[Card, ...] | None, ...]
"""Each seat's hand by the partie's seats, None for a seat out of the deal."""


def new_secret() -> bytes:
    """The host's secret seed for one deal: 32 bytes from the system's cryptographic source."""
    return secrets.token_bytes(SECRET_BYTES)


def contribution() -> bytes:
    """A joined program's randomness for one deal: 16 bytes from the system's cryptographic source."""
    return secrets.token_bytes(CONTRIBUTION_BYTES)


def seeded_secret(seed: int, number: int) -> bytes:
    """The secret of deal ``number`` for a host started with ``--seed`` (tests and benchmarks: the same deals
    again).  The joined programs' contributions still change the cards."""
    return hashlib.sha256(DOMAIN + f" seeded secret\x00{seed}\x00{number}".encode()).digest()[:SECRET_BYTES]


def seeded_contribution(seed: int, number: int, seat: int) -> bytes:
    """A joined program's contribution to deal ``number`` when started with ``--seed`` (tests and benchmarks)."""
    digest = hashlib.sha256(DOMAIN + f" seeded contribution\x00{seed}\x00{number}\x00{seat}".encode())
    return digest.digest()[:CONTRIBUTION_BYTES]


def commitment(secret: bytes) -> str:
    """What the host publishes before the deal: SHA-256 over the domain tag and the seed, in hexadecimal."""
    _check_bytes("the seed", secret, SECRET_BYTES)
    return hashlib.sha256(DOMAIN + b" commitment\x00" + secret).hexdigest()


def deal_cards(secret: bytes, contributions: Mapping[int, bytes], game: str, options: Mapping[str, Any],
               dealer: int, number: int, playing: Sequence[int] | None = None) -> tuple[Hands, tuple[Card, ...]]:
    """The cards of a deal, as ``start_deal(hands, talon, dealer)`` takes them: each seat's hand (None for a
    seat out of the deal) and the talon, top first.

    ``contributions``: each joined program's contribution by its seat (the host's own seats have none);
    ``game`` and ``options`` as ``games.new_game`` takes them (a record's ``game`` and ``options``, with
    ``target`` and ``match`` for Rubicon's target format); ``dealer`` the partie's seat that deals; ``number``
    the deal's place in the partie's record, from 1 (a passed-out deal and the deal after it are two numbers);
    ``playing`` the seats in the deal (three-handed piquet's play-on deals), every seat if None.
    ValueError for a wrong seed, contribution, game, options or seat.
    """
    seed = _deal_seed(secret, contributions, game, options, dealer, number)
    partie = new_game(game, dict(options), first_dealer=dealer, seed=seed)
    assert isinstance(partie, History)
    seats = tuple(range(partie.seats)) if playing is None else tuple(sorted(set(playing)))
    if any(seat not in range(partie.seats) for seat in seats) or dealer not in seats:
        raise ValueError(f"seats {list(seats)} with dealer {dealer} do not fit {game}")
    if seats != tuple(range(partie.seats)):
        if not isinstance(partie, _GoingOut) or len(seats) < 2:
            raise ValueError(f"every seat plays every deal of {game}")
        partie.out = [seat for seat in range(partie.seats) if seat not in seats]  # the others play on
    partie.start_deal(dealer=dealer)  # shuffled from its generator, as the engine deals every deal
    dealt = partie._dealt(0)
    return dealt.hands, dealt.talon


@dataclasses.dataclass(frozen=True)
class Seen:
    """The cards of a deal a program saw: hands by the partie's seat (None for a seat out of the deal), and the
    talon top first if it saw the whole of it."""

    hands: Mapping[int, Sequence[Card] | None]
    talon: Sequence[Card] | None = None

    @classmethod
    def hand(cls, seat: int, cards: Iterable[Card]) -> Seen:
        """Only a seat's own hand, as dealt (a check mid-deal)."""
        return cls({seat: tuple(cards)})

    @classmethod
    def of_record(cls, deal: Mapping[str, Any]) -> Seen:
        """A record's deal (RECORD.md): its ``hands`` (``null`` for a seat out) and ``talon``; ValueError if
        they are not lists of cards."""
        hands = deal.get("hands")
        talon = deal.get("talon", [])
        if not isinstance(hands, list) or not isinstance(talon, list):
            raise ValueError("a deal's hands and talon must be lists")
        return cls({seat: None if hand is None else _cards(hand) for seat, hand in enumerate(hands)}, _cards(talon))


@dataclasses.dataclass(frozen=True)
class Check:
    """What :func:`verify` found for one deal: nothing wrong (``checked``), or each thing that does not match."""

    number: int
    problems: tuple[str, ...] = ()

    @property
    def checked(self) -> bool:
        return not self.problems

    def __str__(self) -> str:
        if self.checked:
            return f"Deal {self.number} checked"
        return f"Deal {self.number} NOT checked: " + "; ".join(self.problems)


WRONG_SEED = "the revealed seed is not the one committed to"
WRONG_CARDS = "the cards dealt are not those the committed seed deals"


def verify(commitment_hex: str, secret: bytes, contributions: Mapping[int, bytes], game: str,
           options: Mapping[str, Any], dealer: int, number: int, cards_seen: Seen,
           playing: Sequence[int] | None = None) -> Check:
    """Check a deal once its seed is revealed: that the seed is the one committed to, and that the cards seen
    are the ones that seed and those contributions deal (:func:`deal_cards`).  ``playing``, left out, is the
    seats whose hand is not None where ``cards_seen`` has every seat's, else every seat.  Whatever is wrong
    (a seed, a contribution, a seat) is reported, never raised."""
    problems: list[str] = []
    try:
        if not hmac.compare_digest(commitment(secret), str(commitment_hex).lower()):
            problems.append(WRONG_SEED)
    except (ValueError, TypeError):
        problems.append(WRONG_SEED)
    try:
        seats = find_game(game).seats
        if playing is None and set(cards_seen.hands) == set(range(seats)):
            playing = [seat for seat, hand in cards_seen.hands.items() if hand is not None]
        hands, talon = deal_cards(secret, contributions, game, options, dealer, number, playing)
    except (ValueError, TypeError) as error:
        return Check(number, (*problems, f"the deal cannot be made again ({error})"))
    differ = [f"seat {seat}'s hand" for seat, hand in sorted(cards_seen.hands.items())
              if not 0 <= seat < len(hands) or _differs(hand, hands[seat])]
    if cards_seen.talon is not None and tuple(cards_seen.talon) != talon:
        differ.append("the talon")
    if differ:
        problems.append(f"{WRONG_CARDS} ({', '.join(differ)})")
    return Check(number, tuple(problems))


@dataclasses.dataclass(frozen=True)
class Reveal:
    """What a program keeps of one deal's draw: the commitment it was sent, every contribution by seat, and the
    seed revealed after the deal."""

    commitment: str
    contributions: Mapping[int, bytes]
    secret: bytes


def record_game(record: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
    """A record's game and options as :func:`deal_cards` takes them (Rubicon's ``target`` and ``match`` among the
    options)."""
    game = game_of(record)
    options = dict(record.get("options") or {})
    options.update({key: record[key] for key in ("target", "match") if key in record})
    return game, options


def verify_record(record: Mapping[str, Any], reveals: Sequence[Reveal]) -> list[Check]:
    """Check every deal of a finished record (RECORD.md) with what each deal's draw revealed, in order: one
    :class:`Check` a deal; a deal with no reveal is reported as not checked."""
    game, options = record_game(record)
    checks: list[Check] = []
    for index, deal in enumerate(record.get("deals") or []):
        number = index + 1
        if index >= len(reveals):
            checks.append(Check(number, ("no seed was revealed",)))
            continue
        reveal = reveals[index]
        try:
            if not isinstance(deal, Mapping) or type(deal.get("dealer")) is not int:
                raise ValueError("a deal must name its dealer by seat")
            seen = Seen.of_record(deal)
        except ValueError as error:
            checks.append(Check(number, (str(error),)))
            continue
        checks.append(verify(reveal.commitment, reveal.secret, reveal.contributions, game, options,
                             deal["dealer"], number, seen))
    return checks


# --- the hashing -----------------------------------------------------------------------------------------------


def _deal_seed(secret: bytes, contributions: Mapping[int, bytes], game: str, options: Mapping[str, Any],
               dealer: int, number: int) -> int:
    """The generator's seed: SHA-256 over the domain tag and every input, each field with its length, as an
    integer."""
    _check_bytes("the seed", secret, SECRET_BYTES)
    hashing = hashlib.sha256(DOMAIN + b" deal\x00")
    _field(hashing, secret)
    _field(hashing, str(len(contributions)).encode())
    for seat in sorted(contributions):
        _check_bytes(f"seat {seat}'s contribution", contributions[seat], CONTRIBUTION_BYTES)
        _field(hashing, str(seat).encode())
        _field(hashing, contributions[seat])
    _field(hashing, game.encode())
    _field(hashing, json.dumps(dict(options), sort_keys=True, separators=(",", ":")).encode())
    _field(hashing, str(int(dealer)).encode())
    _field(hashing, str(int(number)).encode())
    return int.from_bytes(hashing.digest(), "big")


def _field(hashing: Any, data: bytes) -> None:
    hashing.update(len(data).to_bytes(4, "big"))
    hashing.update(data)


def _check_bytes(what: str, data: object, length: int) -> None:
    if not isinstance(data, bytes) or len(data) != length:
        raise ValueError(f"{what} must be {length} bytes")


def _cards(texts: Sequence[Any]) -> tuple[Card, ...]:
    if not all(isinstance(text, str) for text in texts):
        raise ValueError("cards must be named by text, e.g. \"AS\"")
    return tuple(Card.parse(text) for text in texts)


def _differs(seen: Sequence[Card] | None, dealt: tuple[Card, ...] | None) -> bool:
    """A hand seen differs from the one dealt (the order within a hand does not count)."""
    if seen is None or dealt is None:
        return seen is not dealt
    return sorted(seen) != sorted(dealt) or len(seen) != len(dealt)
