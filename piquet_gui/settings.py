"""The player's preferences, kept between runs with ``QSettings``.

Tests (and anyone who wants a portable copy) point ``PIQUET_SETTINGS_FILE``
at an .ini file of their own; otherwise Qt keeps them where the platform
expects (the registry, a plist, ~/.config).
"""

from __future__ import annotations

import json
import os
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QSettings

if TYPE_CHECKING:
    from .model.two_handed.rules import Rules

SETTINGS_FILE_VARIABLE = "PIQUET_SETTINGS_FILE"
HOST_PORT = 47500
"""The port a hosted table listens on unless the settings say another."""
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
CARD_SIZES = {"small": 0.78, "normal": 0.9, "large": 1.0}
"""Shares of the largest cards that fit the table (``views.table_geometry.fit``)."""
TEXT_SIZES = {"small": 0.85, "normal": 1.0, "large": 1.2, "extra_large": 1.45}
"""The text on the felt, to its size at the normal setting (which follows the cards)."""
GATHER_MODES = ("pause", "click")
"""A finished trick goes to its winner after a pause, or when the player clicks."""
PACES = (1200, 700, 250, 0)
FELTS = ("green", "blue", "burgundy", "grey")
"""The felt's colours (``views.themes.FELTS``)."""
CARD_BACKS = ("deck", "red", "blue", "green")
"""The deck's own back, or a plain drawn one (``views.themes.BACKS``)."""
COACH_MODES = ("on_request", "after_deal", "off")
"""The coach (the review's judgement of your decisions): when asked for in the review, after each deal in the
background, or never shown."""
HAND_ORDERS = ("suit_rank", "colours", "dealt")
"""The orders the person's hand may be shown in (``views.hand_order``), the default (the engine's) first."""
DECLARE_MODES = ("off", "strongest", "master")
"""The aid *Declare for me*: off (the person calls), the strongest true call (``model.declaring``), or the
Master's choice (the hint at the Master's level, which may sink a call)."""
SOUND_VOLUMES = tuple(range(101))
"""The sounds' volume, in per cent."""
SPEECH_RATES = tuple(range(-10, 11))
"""The spoken words' rate, in tenths from the slowest (-10) through the voice's own (0) to the fastest (10)."""


def gather_pause(pace_ms: int) -> int:
    """How long a finished trick stays in the middle (gathered after a pause): about 1.5 s at the computer's
    normal pace, longer when leisurely, none when the computer plays at once.

    >>> gather_pause(700), gather_pause(1200), gather_pause(0)
    (1500, 2500, 0)
    """
    return 0 if pace_ms <= 0 else min(2500, max(1000, 2 * pace_ms + 100))


def declare_mode(override: str | None) -> str:
    """The aid *Declare for me* at a table: ``override`` where the table was given one (tests, a demonstration),
    else as the settings say."""
    return override if override is not None else Settings().declare_for_me


class Settings:
    def __init__(self, path: str | None = None) -> None:
        path = path or os.environ.get(SETTINGS_FILE_VARIABLE)
        if path:
            self._store = QSettings(path, QSettings.Format.IniFormat)
        else:
            self._store = QSettings("Piquet", "Piquet")

    @property
    def file_name(self) -> str:
        """Where the preferences are kept (a file, or on Windows a place in the registry)."""
        return str(self._store.fileName())

    def _get(self, key: str, default: Any, allowed: tuple[Any, ...] | None = None) -> Any:
        value = self._store.value(key, default)
        if isinstance(default, bool):
            value = value in (True, "true", "1", 1)
        elif isinstance(default, int):
            try:
                value = int(str(value))
            except (TypeError, ValueError):
                value = default
        if allowed is not None and value not in allowed:
            return default
        return value

    def _set(self, key: str, value: Any) -> None:
        self._store.setValue(key, value)
        self._store.sync()

    @property
    def animation_speed(self) -> str:
        return str(self._get("animation_speed", "normal", ANIMATION_SPEEDS))

    @animation_speed.setter
    def animation_speed(self, value: str) -> None:
        self._set("animation_speed", value)

    @property
    def card_size(self) -> str:
        return str(self._get("card_size", "normal", tuple(CARD_SIZES)))

    @card_size.setter
    def card_size(self, value: str) -> None:
        self._set("card_size", value)

    @property
    def text_size(self) -> str:
        """The text on the felt: "small", "normal", "large" or "extra_large" (see TEXT_SIZES)."""
        return str(self._get("text_size", "normal", tuple(TEXT_SIZES)))

    @text_size.setter
    def text_size(self, value: str) -> None:
        self._set("text_size", value)

    @property
    def gather_tricks(self) -> str:
        """"pause": a finished trick goes to its winner after a pause; "click": when the player clicks."""
        return str(self._get("gather_tricks", "pause", GATHER_MODES))

    @gather_tricks.setter
    def gather_tricks(self, value: str) -> None:
        self._set("gather_tricks", value)

    @property
    def pace(self) -> int:
        return int(self._get("pace", 700, PACES))

    @pace.setter
    def pace(self, value: int) -> None:
        self._set("pace", value)

    @property
    def level(self) -> str:
        from .ai.player import LEVELS

        return str(self._get("level", "club", LEVELS))

    @level.setter
    def level(self, value: str) -> None:
        self._set("level", value)

    @property
    def language(self) -> str:
        """"" follows the system; otherwise "en", "fr" or "es"."""
        return str(self._get("language", "", ("", "en", "fr", "es")))

    @language.setter
    def language(self, value: str) -> None:
        self._set("language", value)

    @property
    def confirm_lead(self) -> bool:
        """Leading takes a second click on the same card (against a slip of the mouse)."""
        return bool(self._get("confirm_lead", False))

    @confirm_lead.setter
    def confirm_lead(self, value: bool) -> None:
        self._set("confirm_lead", value)

    @property
    def play_forced_card(self) -> bool:
        """In the play, a card that is the only one allowed is played by itself."""
        return bool(self._get("play_forced_card", False))

    @play_forced_card.setter
    def play_forced_card(self, value: bool) -> None:
        self._set("play_forced_card", value)

    @property
    def gather_seen(self) -> bool:
        """The aid *gather at once*: a trick the person closed himself (he played its last card) goes to its winner
        at once, without the pause or the click."""
        return bool(self._get("gather_seen", False))

    @gather_seen.setter
    def gather_seen(self, value: bool) -> None:
        self._set("gather_seen", value)

    @property
    def quick_discard(self) -> bool:
        """The aid *one-key discard*: in the exchange, the key E makes the hint's discard at once."""
        return bool(self._get("quick_discard", False))

    @quick_discard.setter
    def quick_discard(self, value: bool) -> None:
        self._set("quick_discard", value)

    @property
    def offer_claims(self) -> bool:
        """The aid *Claim the rest*: when every remaining trick is certainly the person's, *Claim* is offered
        (off unless chosen)."""
        return bool(self._get("offer_claims", False))

    @offer_claims.setter
    def offer_claims(self, value: bool) -> None:
        self._set("offer_claims", value)

    @property
    def declare_for_me(self) -> str:
        """The aid *Declare for me*: who makes the person's calls and replies (one of DECLARE_MODES; "off" unless
        chosen)."""
        return str(self._get("declare_for_me", DECLARE_MODES[0], DECLARE_MODES))

    @declare_for_me.setter
    def declare_for_me(self, value: str) -> None:
        self._set("declare_for_me", value)

    @property
    def show_odds(self) -> bool:
        """The aid *Show the odds*: the person's chances of winning the partie (and of escaping the rubicon, or of
        reaching the target first) under the score pad, with a chart over the partie's deals (off unless chosen)."""
        return bool(self._get("show_odds", False))

    @show_odds.setter
    def show_odds(self, value: bool) -> None:
        self._set("show_odds", value)

    @property
    def felt(self) -> str:
        """The table's colour: "green", "blue", "burgundy" or "grey" (``views.themes.FELTS``)."""
        return str(self._get("felt", "green", FELTS))

    @felt.setter
    def felt(self, value: str) -> None:
        self._set("felt", value)

    @property
    def card_back(self) -> str:
        """"deck" (the deck's own back), or a plain "red", "blue" or "green" one."""
        return str(self._get("card_back", "deck", CARD_BACKS))

    @card_back.setter
    def card_back(self, value: str) -> None:
        self._set("card_back", value)

    @property
    def four_colour(self) -> bool:
        """The four-colour deck: spades black, hearts red, diamonds blue, clubs green."""
        return bool(self._get("four_colour", False))

    @four_colour.setter
    def four_colour(self, value: bool) -> None:
        self._set("four_colour", value)

    @property
    def high_contrast(self) -> bool:
        """Strong outlines, a black felt, white text, dimmed cards clearly dimmed, larger focus marks."""
        return bool(self._get("high_contrast", False))

    @high_contrast.setter
    def high_contrast(self, value: bool) -> None:
        self._set("high_contrast", value)

    @property
    def sound_volume(self) -> int:
        """The sounds' volume, 0 to 100 (``views.sound``)."""
        return int(self._get("sound_volume", 60, SOUND_VOLUMES))

    @sound_volume.setter
    def sound_volume(self, value: int) -> None:
        self._set("sound_volume", value)

    @property
    def sound_muted(self) -> bool:
        """No sounds at all, whatever the volume."""
        return bool(self._get("sound_muted", False))

    @sound_muted.setter
    def sound_muted(self, value: bool) -> None:
        self._set("sound_muted", value)

    @property
    def speech(self) -> bool:
        """The game speaks: the calls, the cards, the tricks, the prompts and the card with the focus
        (``views.voice``); off unless chosen."""
        return bool(self._get("speech", False))

    @speech.setter
    def speech(self, value: bool) -> None:
        self._set("speech", value)

    @property
    def speech_volume(self) -> int:
        """The spoken words' volume, 0 to 100."""
        return int(self._get("speech_volume", 80, SOUND_VOLUMES))

    @speech_volume.setter
    def speech_volume(self, value: int) -> None:
        self._set("speech_volume", value)

    @property
    def speech_rate(self) -> int:
        """The spoken words' rate, -10 to 10 (see SPEECH_RATES)."""
        return int(self._get("speech_rate", 0, SPEECH_RATES))

    @speech_rate.setter
    def speech_rate(self, value: int) -> None:
        self._set("speech_rate", value)

    @property
    def hand_order(self) -> str:
        """The aid *Sort my hand*: the order the person's hand is shown in (one of HAND_ORDERS; "suit_rank", by
        suit and rank in the engine's order, unless chosen)."""
        return str(self._get("hand_order", HAND_ORDERS[0], HAND_ORDERS))

    @hand_order.setter
    def hand_order(self, value: str) -> None:
        self._set("hand_order", value)

    def french_pattern_for(self, language: str) -> bool:
        """The French pattern with R D V indices: as chosen, or (never chosen) on when playing in French."""
        if self._store.contains("french_pattern"):
            return bool(self._get("french_pattern", False))
        return language == "fr"

    @property
    def french_pattern(self) -> bool:
        from .i18n import resolve

        return self.french_pattern_for(resolve(self.language))

    @french_pattern.setter
    def french_pattern(self, value: bool) -> None:
        self._set("french_pattern", value)

    @property
    def new_game(self) -> dict[str, Any]:
        """The last set-up chosen in the new-game dialog (names, two players, partie, first deal); {} if none.
        The strength is ``level`` and the rules ``rules``."""
        try:
            value = json.loads(str(self._store.value("new_game", "{}")))
        except (ValueError, TypeError):
            return {}
        return value if isinstance(value, dict) else {}

    @new_game.setter
    def new_game(self, value: dict[str, Any]) -> None:
        self._set("new_game", json.dumps(value))

    @property
    def assisted_partie(self) -> str:
        """Which partie a hint or an undo was taken in (``statistics.partie_key``), so that it is counted
        apart in the statistics even if it is finished after a restart."""
        return str(self._get("assisted_partie", ""))

    @assisted_partie.setter
    def assisted_partie(self, value: str) -> None:
        self._set("assisted_partie", value)

    # --- playing over the network -------------------------------------------------------------------------

    @property
    def player_name(self) -> str:
        """The name last given to join a table ("" if none yet)."""
        return str(self._get("player_name", ""))[:40]

    @player_name.setter
    def player_name(self, value: str) -> None:
        self._set("player_name", value)

    @property
    def host_port(self) -> int:
        """The port a hosted table listens on first (another free one if it is taken)."""
        try:
            port = int(self._get("host_port", HOST_PORT))
        except (TypeError, ValueError):
            return HOST_PORT
        return port if 0 < port < 65536 else HOST_PORT

    @host_port.setter
    def host_port(self, value: int) -> None:
        self._set("host_port", value)

    @property
    def host_address(self) -> str:
        """The address a hosted table listens on: every interface ("0.0.0.0"), unless the setting or the
        environment variable ``PIQUET_HOST_ADDRESS`` says another (the tests: 127.0.0.1)."""
        return os.environ.get("PIQUET_HOST_ADDRESS") or str(self._get("host_address", "0.0.0.0"))

    @property
    def last_folder(self) -> str:
        """The folder a partie was last saved to or opened from ("" if none yet)."""
        return str(self._get("last_folder", ""))

    @last_folder.setter
    def last_folder(self, value: str) -> None:
        self._set("last_folder", value)

    def window_layout(self) -> tuple[QByteArray, QByteArray]:
        """The main window's geometry and its docks' state, as ``saveGeometry`` / ``saveState`` gave them;
        empty if none (or not bytes: a damaged value is ignored)."""
        values = (self._store.value("window_geometry"), self._store.value("window_state"))
        return tuple(v if isinstance(v, QByteArray) else QByteArray() for v in values)  # type: ignore[return-value]

    def keep_window_layout(self, geometry: QByteArray, state: QByteArray) -> None:
        self._store.setValue("window_geometry", geometry)
        self._set("window_state", state)

    @property
    def rules(self) -> Rules:
        """The rule options offered by default in the new-game dialog."""
        # Imported here: the window asks for its settings before it is first drawn, and the rules engine
        # is not needed that early (it would add about 40 ms to the time to the first window).
        from .model.two_handed.rules import OPTION_BY_NAME, Rules

        try:
            options = json.loads(str(self._store.value("rules", "{}")))
            options = {k: v for k, v in options.items() if k in OPTION_BY_NAME}
            return Rules.from_options(options)
        except (ValueError, TypeError, AttributeError):
            return Rules()

    @rules.setter
    def rules(self, value: Rules) -> None:
        self._set("rules", json.dumps(value.options()))

    @property
    def coach(self) -> str:
        """"on_request" (the default), "after_deal" or "off" (see COACH_MODES)."""
        return str(self._get("coach", "on_request", COACH_MODES))

    @coach.setter
    def coach(self, value: str) -> None:
        self._set("coach", value)

    @property
    def guide(self) -> bool:
        """The first-game guide explains each phase the first time it comes up."""
        return bool(self._get("guide", True))

    @guide.setter
    def guide(self, value: bool) -> None:
        self._set("guide", value)

    @property
    def guide_seen(self) -> set[str]:
        return set(str(self._store.value("guide_seen", "")).split(",")) - {""}

    def saw(self, key: str) -> None:
        self._set("guide_seen", ",".join(sorted(self.guide_seen | {key})))
