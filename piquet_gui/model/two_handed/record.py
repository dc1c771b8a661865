"""The game record (shared/RECORD.md, version 1): read, check, replay and write.

A record holds the cards dealt and every choice made; :func:`replay` plays
it through the engine, so anything the rules forbid is refused with a
:class:`RecordError` whose message says where and what, e.g.
``deal 3, trick 5: seat 1 played 7H but holds spades, and spades were led``.

Fields this project adds (readers that do not know them ignore them):

* in a CALLS object, ``"asked": ["point", "sequences"]``: younger asked
  "Making?" / "How high?" in that category although his call (for example
  none, because he then conceded) does not show it;
* in a deal, ``"younger_looks": true|false``: younger's Law 36 choice after
  elder's first lead (missing: he does not look);
* in a deal, ``"steps": N``: the deal stopped after its first N actions (a
  game in progress saved in the middle of the calls, say).  Without it an
  unfinished deal replays as far as its data goes.  Its data after those N
  actions is checked all the same (RECORD.md: whatever a record holds is
  checked), as the deal's continuation.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any, Protocol, TypeVar

from .. import combinations as combos
from ..actions import Action, Bid, CarteBlanche, Call, Discard, LookAtTalon, Play, Reply, ReplyKind
from ..cards import CARDS, Card, cards_of, mask_of
from ..combinations import CATEGORY_ORDER, Category
from .deal import Deal, Phase, has_carte_blanche
from ..errors import IllegalActionError, RecordError, clipped, quoted
from .formats import AuCent
from ..games import find_game, new_game
from ..history import DealtCards
from .partie import Partie
from .rules import Rules
from .rule_set import record_options
from .rubicon import GAME as RUBICON

FORMAT = "piquet-record"
VERSION = 1
MAX_BYTES = 8 * 1024 * 1024
LEVELS = ("beginner", "casual", "club", "expert", "master")
"""The computer's strengths a record's ``seats`` may name (the same as ``ai.player.LEVELS``)."""

NAME_LIMIT = 100
"""The most characters a record's name of a player may have (the new game's dialog takes no more)."""

SeatLevels = tuple[str | None, ...]
"""Who sits in each seat, as a record's ``seats`` says: None for a person, else the computer's level."""


# --- reading ------------------------------------------------------------------------------

def loads(text: str | bytes) -> Partie:
    """Parse and replay a record; RecordError with one line saying where and what."""
    return replay(_parse(text))


def loads_seated(text: str | bytes) -> tuple[Partie, SeatLevels | None]:
    """Parse and replay a record, with who sits where if it says so (``"seats"``), else None."""
    data = _parse(text)
    partie = replay(data)
    return partie, seats_of(data)


def _parse(text: str | bytes) -> Any:
    if len(text) > MAX_BYTES:
        raise RecordError(f"the record is too large ({len(text):,} bytes; at most {MAX_BYTES:,})")
    try:
        data = json.loads(text)
    except RecursionError:
        raise RecordError("the record is nested too deeply to be a game record") from None
    except json.JSONDecodeError as error:
        raise RecordError(f"the record is not valid JSON (line {error.lineno}, column {error.colno}): "
                          f"{error.msg}") from None
    except UnicodeDecodeError:
        raise RecordError("the record is not UTF-8 text") from None
    except ValueError as error:  # e.g. a number with thousands of digits
        raise RecordError(f"the record cannot be read: {str(error).splitlines()[0][:80]}") from None
    return data


def load(path: str) -> Partie:
    return loads(_read(path))


def load_seated(path: str) -> tuple[Partie, SeatLevels | None]:
    """A record file's partie, and who sits where if the record says so (else None)."""
    return loads_seated(_read(path))


def _read(path: str) -> bytes:
    try:
        with open(path, "rb") as file:
            return file.read(MAX_BYTES + 1)
    except OSError as error:
        raise RecordError(f"cannot read {path}: {error.strerror or error}") from None


def seats_of(data: Any) -> SeatLevels | None:
    """The record's ``seats`` (checked), or None if it has none; RecordError if they are not right."""
    seats = data.get("seats") if isinstance(data, dict) else None
    if seats is None:
        return None
    players = data.get("players", ["Player 1", "Player 2"])
    count = len(players) if isinstance(players, list) else 2
    _expect(isinstance(seats, list) and len(seats) == count, f"seats must be a list of {count} entries")
    out: list[str | None] = []
    for seat, entry in enumerate(seats):
        where = f"seats, seat {seat}"
        _expect(isinstance(entry, dict), f"{where} must be an object")
        kind = entry.get("kind")
        _expect(kind in ("human", "computer"), f"{where}: kind must be \"human\" or \"computer\", not {_shown(kind)}")
        if kind == "human":
            out.append(None)
            continue
        level = entry.get("level")
        _expect(isinstance(level, str) and level in LEVELS,
                f"{where}: {_shown(level)} is not a computer level ({', '.join(LEVELS)})")
        out.append(level)
    return tuple(out)


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise RecordError(message)


_Game = TypeVar("_Game")
_SEAT_WORDS = {2: "two", 3: "three", 4: "four"}


class _Ends(Protocol):
    def is_over(self) -> bool: ...


class _Ongoing(_Ends, Protocol):
    @property
    def current(self) -> object: ...

    @property
    def next_dealer(self) -> int: ...


def _seated_header(data: Any, name: str, kind: type[_Game]) -> tuple[_Game, list[Any]]:
    """The checks a record of a game of three or four seats starts with: the format, the version, the options,
    the players and the deals.  Returns the partie, started as every partie starts (``game.new_game``), of
    the class ``kind``, and the deals."""
    seats = find_game(name).seats
    _expect(isinstance(data, dict), "the record is not a JSON object")
    _expect(data.get("format") == FORMAT, f"format must be \"{FORMAT}\"")
    _expect(data.get("version") == VERSION, f"version must be {VERSION}")
    options = data.get("options", {})
    _expect(isinstance(options, dict), "options must be an object")
    players = data.get("players", [f"Player {n}" for n in range(1, seats + 1)])
    _check_players(players, seats)
    deals = data.get("deals")
    _expect(isinstance(deals, list), "deals must be a list")
    first = deals[0].get("dealer") if deals and isinstance(deals[0], dict) else 0
    try:
        partie = new_game(name, options, players, first if type(first) is int and 0 <= first < seats else 0)
    except ValueError as error:
        raise RecordError(str(error)) from None
    assert isinstance(partie, kind)
    return partie, deals


def _check_players(players: Any, seats: int) -> None:
    """A record's ``players``: one name a seat, each of at most :data:`NAME_LIMIT` characters."""
    _expect(isinstance(players, list) and len(players) == seats and all(isinstance(p, str) for p in players),
            f"players must be a list of {_SEAT_WORDS[seats]} names")
    for seat, name in enumerate(players):
        _expect(len(name) <= NAME_LIMIT,
                f"players: the name of seat {seat} has {len(name):,} characters (at most {NAME_LIMIT})")


def _deal_records(deals: list[Any], partie: _Ongoing, why: str) -> Iterator[tuple[str, Any, int]]:
    """Each deal's record, where an error in it is and its dealer, once the game is known to go on and the
    dealer to be the next seat to deal (``why``: the game's rule for who that is)."""
    for number, record in enumerate(deals, 1):
        where = f"deal {number}"
        _expect(isinstance(record, dict), f"{where} is not an object")
        _expect(not partie.is_over(), f"{where}: the game was already over after deal {number - 1}")
        _expect(partie.current is None, f"deal {number - 1} is unfinished but {where} follows it")
        dealer = record.get("dealer")
        _expect(type(dealer) is int and dealer == partie.next_dealer,
                f"{where}: dealer must be seat {partie.next_dealer} ({why})")
        yield where, record, dealer


def _shown(value: Any) -> str:
    """A short, safe rendering of a JSON value for a message (a string's first few dozen characters)."""
    if isinstance(value, str):
        return json.dumps(clipped(value), ensure_ascii=False)
    if isinstance(value, bool) or value is None:
        return json.dumps(value)
    if isinstance(value, (int, float)):
        return "a number"
    return "a list" if isinstance(value, list) else "an object"


def _card(value: Any, where: str) -> Card:
    _expect(isinstance(value, str), f"{where}: {_shown(value)} is not a card")
    try:
        return Card.parse(value)
    except ValueError:
        raise RecordError(f"{where}: {_shown(value)} is not a card (e.g. \"QH\", \"TC\")") from None


def _cards(value: Any, where: str, size: int | None = None) -> list[Card]:
    _expect(isinstance(value, list), f"{where} must be a list of cards")
    if size is not None:
        _expect(len(value) == size, f"{where} must hold {size} cards, not {len(value)}")
    cards = [_card(v, where) for v in value]
    seen: set[Card] = set()
    for card in cards:
        _expect(card not in seen, f"{where}: {card} is named twice")
        seen.add(card)
    return cards


def _combos(value: Any, where: str) -> tuple[int, ...]:
    _expect(isinstance(value, list), f"{where} must be a list of combinations")
    return tuple(mask_of(_cards(c, where)) for c in value)


def _check_header(data: Any) -> Partie:
    """The record's header checked, and its partie started as every partie starts (``game.new_game``)."""
    _expect(isinstance(data, dict), "the record is not a JSON object")
    _expect(data.get("format") == FORMAT, f"format must be \"{FORMAT}\"")
    version = data.get("version")
    _expect(type(version) is int, "version must be a number")
    _expect(version == VERSION, f"version {quoted(version)} is not supported (this program reads version {VERSION})")
    options = data.get("options", {})
    _expect(isinstance(options, dict), "options must be an object")
    name = data.get("game", RUBICON.name)  # (a record that names no game is Rubicon piquet's)
    players = data.get("players", ["Player 1", "Player 2"])
    try:
        find_game(name)  # an unknown game is refused first, named as a record names its games
        if name in RUBICON.record_names:  # its formats' own fields, beside the options
            options = {**options, **{key: data[key] for key in ("target", "match") if key in data}}
        _check_players(players, 2)
        _expect(isinstance(data.get("deals"), list), "deals must be a list")
        partie = new_game(name, options, players, _first_dealer(data))
    except ValueError as error:
        raise RecordError(str(error)) from None
    assert isinstance(partie, Partie)
    return partie


def replay(data: Any) -> Partie:
    """Rebuild a partie from a parsed record (a ``dict``), checking it against the rules."""
    partie = _check_header(data)
    rules = partie.rules
    seats_of(data)
    deals = data["deals"]
    for number, record in enumerate(deals, 1):
        where = f"deal {number}"
        _expect(isinstance(record, dict), f"{where} is not an object")
        if partie.is_over():
            raise RecordError(f"{where}: the partie was already over after deal {number - 1}")
        if partie.current is not None:
            raise RecordError(f"deal {number - 1} is unfinished but {where} follows it")
        dealer = record.get("dealer")
        _expect(type(dealer) is int and dealer in (0, 1), f"{where}: dealer must be 0 or 1")
        choices = partie.dealer_choices()
        why = "the deal is dealt again after both passed" if partie.deals and partie.deals[-1].passed_out \
            else "the deal alternates"
        _expect(dealer in choices, f"{where}: dealer must be seat {choices[0]} ({why})")
        hands, talon = _dealt(record, where, rules)
        partie.start_deal(hands, talon, dealer)
        _replay_deal(partie, record, where, lambda data, deal: _actions(data, deal, where),
                     lambda played, action: played.deals[-1].why_illegal(action))
    partie.dealt_ahead = dealt_ahead(data, 2, lambda playing: (rules.hand_size, 32 - 2 * rules.hand_size))
    return partie


def dealt_ahead(data: dict[str, Any], seats: int, sizes: Callable[[int], tuple[int, int]]) -> list[DealtCards]:
    """A record's ``dealt_ahead`` (a field of ours, in every game): deals dealt before a move was taken back,
    to be dealt again with the same cards (``History.dealt_ahead``).  ``sizes(n)``: the hand and talon sizes
    of a deal that ``n`` of the partie's ``seats`` play (a seat out of the deal has ``null`` for its hand)."""
    value = data.get("dealt_ahead", [])
    _expect(isinstance(value, list), "dealt_ahead must be a list of deals")
    out = []
    for number, record in enumerate(value, 1):
        where = f"dealt_ahead {number}"
        _expect(isinstance(record, dict), f"{where} is not an object")
        hands_data: Any = record.get("hands")
        _expect(isinstance(hands_data, list) and len(hands_data) == seats,
                f"{where}: hands must be {_SEAT_WORDS[seats]} entries")
        playing = [seat for seat, hand in enumerate(hands_data) if hand is not None]
        _expect(len(playing) >= 2, f"{where}: at least two seats must be dealt a hand")
        dealer = record.get("dealer")
        _expect(type(dealer) is int and dealer in playing,
                f"{where}: dealer must be one of the seats dealt a hand ({', '.join(map(str, playing))})")
        hand_size, talon_size = sizes(len(playing))
        hands = [None if hand is None else tuple(_cards(hand, f"{where}, hand of seat {seat}", hand_size))
                 for seat, hand in enumerate(hands_data)]
        talon = _cards(record.get("talon", []), f"{where}, talon", talon_size)
        _dealt_once([card for hand in hands for card in hand or ()] + talon, where)
        out.append(DealtCards(dealer, tuple(hands), tuple(talon)))
    return out


def dealt_ahead_record(ahead: Iterable[DealtCards]) -> list[dict[str, Any]]:
    """The deals dealt ahead, as a record keeps them (see :func:`dealt_ahead`)."""
    return [{"dealer": dealt.dealer, "hands": [None if hand is None else _names(mask_of(hand)) for hand in dealt.hands],
             "talon": [str(card) for card in dealt.talon]} for dealt in ahead]


def _dealt(record: dict[str, Any], where: str, rules: Rules) -> tuple[list[list[Card]], list[Card]]:
    """A two-handed deal's ``hands`` and ``talon``, checked: the right counts, every card once."""
    hands_data: Any = record.get("hands")
    _expect(isinstance(hands_data, list) and len(hands_data) == 2, f"{where}: hands must be two lists")
    hands = [_cards(hands_data[s], f"{where}, hand of seat {s}", rules.hand_size) for s in (0, 1)]
    talon = _cards(record.get("talon"), f"{where}, talon", 32 - 2 * rules.hand_size)
    _dealt_once(hands[0] + hands[1] + talon, where)
    return hands, talon


def _dealt_once(cards: Iterable[Card], where: str) -> None:
    seen: set[Card] = set()
    for card in cards:
        _expect(card not in seen, f"{where}: {card} is dealt twice")
        seen.add(card)


class _Replayed(Protocol):
    """A partie whose last deal is being replayed from its record."""

    @property
    def deals(self) -> Sequence[Any]: ...

    def apply(self, action: Action) -> object: ...

    def copy(self) -> Any: ...


def _replay_deal(partie: _Replayed, record: dict[str, Any], where: str,
                 steps_of: Callable[[dict[str, Any], Any], Iterable[tuple[str, Action]]],
                 after_end: Callable[[Any, Action], str | None]) -> None:
    """Carry out the recorded steps of the deal just begun (the partie's last), as far as its ``steps`` go.

    Whatever the record holds is checked (RECORD.md), its data past ``steps`` too: a deal with ``steps`` is
    first played as far as all its data goes on a copy of the partie, so that a card not held, a discard too
    large or a call of cards not held is refused there as it would be anywhere.  ``steps_of(record, deal)``:
    the deal's steps as the game reads them; ``after_end(partie, action)``: why ``action`` cannot follow the
    end of the partie's last deal.
    """
    if "steps" in record:
        whole = {key: value for key, value in record.items() if key != "steps"}
        trial = partie.copy()
        _apply_steps(trial.apply, trial.deals[-1], steps_of(whole, trial.deals[-1]), where,
                     lambda action: after_end(trial, action))
    _apply_steps(partie.apply, partie.deals[-1], steps_of(record, partie.deals[-1]), where,
                 lambda action: after_end(partie, action))


def _apply_steps(apply: Callable[[Action], object], deal: _Ends, steps: Iterable[tuple[str, Action]], where: str,
                 after_end: Callable[[Action], str | None]) -> None:
    """Carry out a deal's recorded steps; an illegal one, or one after the deal stopped, is a RecordError.

    ``after_end`` says why an action cannot follow the deal's end.
    """
    for step, action in steps:
        if deal.is_over():
            if step in _CALL_STEPS:
                continue  # the calls a record leaves out (its best) are never made once the deal stopped
            raise RecordError(f"{where}, {step}: {after_end(action)}")
        try:
            apply(action)
        except IllegalActionError as error:
            raise RecordError(f"{where}, {step}: {error}") from None


def _first_dealer(data: dict[str, Any]) -> int:
    """The record's ``first_dealer`` (a field of ours, for a partie with no deal yet), else deal 1's dealer."""
    first = data.get("first_dealer")
    if first is not None:
        _expect(type(first) is int and first in (0, 1), "first_dealer must be 0 or 1")
        return int(first)
    deals = data["deals"]
    if deals and isinstance(deals[0], dict):
        dealer = deals[0].get("dealer")
        if type(dealer) is int and dealer in (0, 1):
            return dealer
    return 0


def _actions(record: dict[str, Any], deal: Deal, where: str) -> Iterator[tuple[str, Action]]:
    """The actions a record's deal stands for, in order, each with the name of its step."""
    steps = record.get("steps")
    _expect(steps is None or (type(steps) is int and steps >= 0), f"{where}: steps must be a whole number")
    limit = steps if steps is not None else 1 << 30
    count = 0
    for step, action in _all_actions(record, deal, where):
        if count == limit:
            return
        yield step, action
        count += 1
    _expect(steps is None or count == steps, f"{where}: steps is {quoted(steps)} but the deal holds {count} actions")


def _calls_of(record: dict[str, Any], where: str, seats: int = 2) -> list[dict[str, Any]]:
    calls = record.get("calls")
    if calls is None:
        return [{} for _ in range(seats)]
    _expect(isinstance(calls, list) and len(calls) == seats,
            f"{where}: calls must be a list of {('two', 'three', 'four')[seats - 2]} entries")
    out = []
    for seat, entry in enumerate(calls):
        entry = {} if entry is None else entry
        _expect(isinstance(entry, dict), f"{where}: calls of seat {seat} must be an object")
        out.append(entry)
    return out


_CALL_STEPS = frozenset(c.value for c in CATEGORY_ORDER)


def _auction_actions(record: dict[str, Any], deal: Deal, where: str) -> Iterator[tuple[str, Action]]:
    calls = record.get("auction", [])
    _expect(isinstance(calls, list), f"{where}: auction must be a list of calls")
    for call in calls:
        _expect(isinstance(call, str), f"{where}, auction: {_shown(call)} is not a call")
        _expect(deal.phase is Phase.AUCTION, f"{where}, auction: {clipped(call)} follows the end of the auction")
        yield "auction", Bid(call)


def _all_actions(record: dict[str, Any], deal: Deal, where: str) -> Iterator[tuple[str, Action]]:
    calls = _calls_of(record, where)
    elder, younger = deal.elder, deal.younger
    for seat in (0, 1):
        claim = calls[seat].get("carte_blanche")
        _expect(claim is None or isinstance(claim, bool), f"{where}: carte_blanche of seat {seat} must be true or false")
        if claim and not has_carte_blanche(deal.dealt[seat]):
            raise RecordError(f"{where}, carte blanche: seat {seat} announces carte blanche but holds court cards")
    carte_blanche = None if deal.cb_holder is None else \
        CarteBlanche(calls[deal.cb_holder].get("carte_blanche", True) is not False)
    late = deal.phase is not Phase.CARTE_BLANCHE  # younger's, after elder's exchange (au cent)
    if carte_blanche is not None and not late:
        yield "carte blanche", carte_blanche

    discards = record.get("discards", [[], []])
    _expect(isinstance(discards, list) and len(discards) == 2, f"{where}: discards must be two lists")
    elder_discard = _cards(discards[elder], f"{where}, discard of seat {elder}")
    younger_discard = _cards(discards[younger], f"{where}, discard of seat {younger}")
    tricks = record.get("tricks", [])
    _expect(isinstance(tricks, list), f"{where}: tricks must be a list")
    _expect(len(tricks) <= 12, f"{where}: {len(tricks)} tricks (a deal has 12)")
    # An empty discard means "not yet", unless the seat may exchange nothing and the deal went on.
    called = any(c.value in calls[s] for c in CATEGORY_ORDER for s in (0, 1))
    went_on = bool(tricks) or "steps" in record or called
    rules = deal.rules
    if rules.auction:
        yield from _auction_actions(record, deal, where)
        if deal.phase in (Phase.AUCTION, Phase.OVER):  # in progress, or passed out: nothing may follow
            # (A deal saved in the middle of its auction has "steps", and nothing after the auction.)
            nothing = not elder_discard and not younger_discard and not tricks and not called
            why = "the deal was passed out" if deal.phase is Phase.OVER else "the auction is not over"
            _expect(nothing, f"{where}: {why}, yet the deal records an exchange, calls or tricks")
            return
    if rules.exchange:
        if not elder_discard and (rules.elder_min_exchange > 0 or not (younger_discard or went_on)):
            _expect(not younger_discard and not tricks,
                    f"{where}, exchange: seat {elder} (elder) must discard first")
            return
        yield "exchange", Discard.of(elder_discard)
        if carte_blanche is not None and late:
            yield "carte blanche", carte_blanche
        if not younger_discard and (rules.younger_must_exchange or not went_on):
            _expect(not tricks, f"{where}, exchange: seat {younger} (younger) must discard at least one card")
            return
        yield "exchange", Discard.of(younger_discard)
    else:
        _expect(not elder_discard and not younger_discard, f"{where}, exchange: nobody exchanges in this game")

    for category in CATEGORY_ORDER:
        yield from _category_actions(category, calls, deal, where)

    looks = record.get("younger_looks")
    _expect(looks is None or isinstance(looks, bool), f"{where}: younger_looks must be true or false")
    for number, trick in enumerate(tricks, 1):
        step = f"trick {number}"
        _expect(isinstance(trick, list) and 1 <= len(trick) <= 2, f"{where}, {step}: a trick is one or two cards")
        _expect(len(trick) == 2 or number == len(tricks), f"{where}, {step}: only the last trick may be unfinished")
        for index, text in enumerate(trick):
            yield step, Play(_card(text, f"{where}, {step}"))
            # Younger's Law 36 choice comes after elder's first lead, when he has one to make.
            if number == 1 and index == 0 and (len(trick) == 2 or looks is not None) \
                    and deal.phase is Phase.PLAY and isinstance(deal.legal_actions()[0], LookAtTalon):
                yield step, LookAtTalon(bool(looks))


def recorded_call(category: Category, calls: dict[str, Any], seat: int, hand: int, lowest: int,
                  where: str) -> tuple[int, ...] | None:
    """The call in ``category`` that a seat's CALLS object records (None if it has none), checked whether or
    not the deal comes to it (RECORD.md): every card named in ``hand``, the seat's hand after the exchange, and
    every combination a real one; else a RecordError that names the deal and the seat."""
    key = category.value
    if key not in calls:
        return None
    value = calls[key]
    call: tuple[int, ...]
    if category is Category.POINT:
        call = (mask_of(_cards(value, f"{where}, {key} of seat {seat}")),) if value else ()
    else:
        call = _combos(value, f"{where}, {key} of seat {seat}")
    problem = combos.call_problem(category, call, hand, lowest) if call else None
    _expect(problem is None, f"{where}, {key}: seat {seat} calls {key} {problem}")
    return call


def _category_actions(category: Category, calls: list[dict[str, Any]], deal: Deal,
                      where: str) -> Iterator[tuple[str, Action]]:
    elder, younger = deal.elder, deal.younger
    lowest = deal.rules.lowest_set_rank
    key = category.value

    def call_of(seat: int) -> tuple[int, ...]:
        call = recorded_call(category, calls[seat], seat, deal.hands[seat], lowest, where)
        return combos.best_call(category, deal.hands[seat], lowest) if call is None else call

    elder_call = call_of(elder)
    yield key, Call(category, elder_call)
    younger_call = call_of(younger)
    asked_list = calls[younger].get("asked", [])
    _expect(isinstance(asked_list, list), f"{where}: asked must be a list of categories")
    asked = key in asked_list
    target = combos.call_strength(category, elder_call)
    mine = combos.call_strength(category, younger_call)
    if not elder_call:
        yield key, Reply(category, ReplyKind.NOT_GOOD if younger_call else ReplyKind.GOOD, younger_call)
        return
    if not category.has_second_level:
        if asked:
            yield key, Reply(category, ReplyKind.ASK)  # refused by the engine: sets are never asked
        yield key, Reply(category, ReplyKind.NOT_GOOD if mine > target else ReplyKind.GOOD,
                         younger_call if mine > target else ())
        return
    if not asked and mine[0] != target[0]:
        yield key, Reply(category, ReplyKind.NOT_GOOD if mine[0] > target[0] else ReplyKind.GOOD,
                         younger_call if mine[0] > target[0] else ())
        return
    yield key, Reply(category, ReplyKind.ASK)
    yield key, Reply(category, ReplyKind.TELL)
    if mine[0] != target[0] or mine < target:
        yield key, Reply(category, ReplyKind.GOOD)
    elif mine == target:
        yield key, Reply(category, ReplyKind.EQUAL, younger_call)
    else:
        yield key, Reply(category, ReplyKind.NOT_GOOD, younger_call)


# --- writing ---------------------------------------------------------------------------------

def _names(mask: int) -> list[str]:
    return [str(card) for card in cards_of(mask)]


def to_record(partie: Partie, seats: SeatLevels | None = None) -> dict[str, Any]:
    """The record of a partie, finished or in progress; with ``seats`` (None for a person, else the
    computer's level, per seat), it also says who sits where."""
    out = {
        "format": FORMAT,
        "version": VERSION,
        **partie.format.record_fields(),
        "options": record_options(partie.format, partie.rules),
        "players": list(partie.players),
        "first_dealer": partie.first_dealer,
        "deals": [_deal_record(deal) for deal in partie.deals],
    }
    if partie.dealt_ahead:
        out["dealt_ahead"] = dealt_ahead_record(partie.dealt_ahead)
    if seats is not None:
        out["seats"] = [{"kind": "human"} if level is None else {"kind": "computer", "level": level}
                        for level in seats]
    return out


def dumps(partie: Partie, seats: SeatLevels | None = None) -> str:
    return json.dumps(to_record(partie, seats), indent=1)


def calls_object(calls: list[tuple[int, ...] | None]) -> dict[str, Any]:
    """A seat's CALLS object from its calls per category (None: not made yet)."""
    out: dict[str, Any] = {}
    for index, category in enumerate(CATEGORY_ORDER):
        call = calls[index]
        if call is None:
            continue
        if category is Category.POINT:
            out[category.value] = _names(call[0]) if call else []
        else:
            out[category.value] = [_names(m) for m in call]
    return out


def _deal_record(deal: Deal) -> dict[str, Any]:
    calls = [calls_object(deal.calls[0]), calls_object(deal.calls[1])]
    for seat in (0, 1):
        if deal.cb_holder == seat and deal.phase is not Phase.CARTE_BLANCHE:
            calls[seat] = {"carte_blanche": deal.cb_announced, **calls[seat]}
    asked = [category.value for index, category in enumerate(CATEGORY_ORDER) if deal.asked[index]]
    if asked:
        calls[deal.younger]["asked"] = asked
    out: dict[str, Any] = {
        "dealer": deal.dealer,
        "hands": [_names(deal.dealt[0]), _names(deal.dealt[1])],
        "talon": [str(CARDS[i]) for i in deal.talon],
    }
    if deal.rules.auction:
        out["auction"] = list(deal.bids)
        if deal.passed_out:
            return out
    out.update({
        "discards": [_names(deal.discards[0]), _names(deal.discards[1])],
        "calls": calls,
        "tricks": [[str(CARDS[a]), str(CARDS[b])] for _, a, b in deal.tricks],
    })
    if deal.trick:
        out["tricks"].append([str(CARDS[deal.trick[0]])])
    if deal.leftover_look is not None:
        out["younger_looks"] = deal.leftover_look
    if not deal.is_over():
        out["steps"] = deal.steps
    return out


# --- what `replay` prints ----------------------------------------------------------------------

def summary(partie: Partie) -> dict[str, Any]:
    """The JSON that ``python -m piquet_gui replay`` prints (RECORD.md, and "The variants" there)."""
    standings = partie.standings()
    auction = partie.rules.auction
    deals: list[dict[str, Any]] = []
    number = 0
    for deal in partie.deals:
        if not deal.passed_out:
            number += 1
        # A passed-out deal has the number of the deal dealt again after it.
        shown = number + 1 if deal.passed_out else number
        multiplier = partie.multiplier(shown - 1)
        entry: dict[str, Any] = {
            "number": shown, "dealer": deal.dealer, "elder": deal.elder, "multiplier": multiplier,
            "complete": deal.is_over(), "tricks_won": list(deal.tricks_won),
            "scores": [deal.scores[0].as_dict(multiplier, auction), deal.scores[1].as_dict(multiplier, auction)],
        }
        if auction:
            contract = deal.contract
            entry["contract"] = None if contract is None else {
                "bid": contract.bid, "declarer": contract.declarer, "doubled": contract.doubled}
        deals.append(entry)
    if isinstance(partie.format, AuCent):
        # The totals of the game in progress, its unfinished deal included (of the last game once the
        # partie is over); "games" the finished games.
        games = [{"number": n, "winner": g.winner, "double": g.double, "scores": list(g.totals), "points": g.points}
                 for n, g in enumerate(standings.games, 1)]
        return {"deals": deals, "games": games, "totals": list(partie.running_totals()),
                "result": standings.result.as_dict()}
    # The totals are the sum of the deals (of every game, in a match; "games" has each game's).
    totals = [sum(d["scores"][s]["total"] for d in deals) for s in (0, 1)]
    out: dict[str, Any] = {"deals": deals, "totals": totals, "result": standings.result.as_dict()}
    if standings.games:
        out["games"] = [{"winner": g.winner, "totals": list(g.totals), "points": g.points, "deals": g.deals}
                        for g in standings.games]
    return out
