"""Preferences, on three pages: *General* (animation speed, card size, the computer's pace and default strength,
language, the coach, whether leading a card takes a second click, the look of the table and the sounds) and
*Aids* (what the game does for the player: the order the hand is shown in, the calls made for the player, a forced
card played by itself, the odds shown) and *Speech* (the game that speaks: on or off, its volume and rate, or why it
cannot).
Rule options are remembered from the new-game dialog."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel,
                               QSlider, QTabWidget, QVBoxLayout, QWidget)

from ..ai.player import LEVELS
from ..settings import (ANIMATION_SPEEDS, CARD_BACKS, CARD_SIZES, COACH_MODES, DECLARE_MODES, FELTS, GATHER_MODES,
                        HAND_ORDERS, PACES, TEXT_SIZES, Settings)
from . import sound, voice
from .themes import back_name, felt_name
from .words import level_name, tr, translate_buttons


def _rate_words(rate: int) -> str:
    """The speech rate beside its slider: "Normal" in the middle, else how much slower or faster.

    >>> _rate_words(0) == tr("Normal"), _rate_words(-5)
    (True, '-5')
    """
    return tr("Normal") if rate == 0 else f"{rate:+d}"


def _wrapped(text: str) -> str:
    """A long tooltip as rich text, which Qt wraps to a width that fits a small screen (plain text never wraps)."""
    return "<p>" + "</p><p>".join(html.escape(line) for line in text.split("\n")) + "</p>"


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Settings"))
        self.settings = settings
        self.speed = self._combo([(s, {"slow": tr("Slow"), "normal": tr("Normal"), "fast": tr("Fast"),
                                       "instant": tr("Instant")}[s]) for s in ANIMATION_SPEEDS],
                                 settings.animation_speed)
        self.card_size = self._combo([(s, {"small": tr("Small"), "normal": tr("Normal"), "large": tr("Large")}[s])
                                      for s in CARD_SIZES], settings.card_size)
        self.text_size = self._combo([(s, {"small": tr("Small"), "normal": tr("Normal"), "large": tr("Large"),
                                           "extra_large": tr("Extra large")}[s]) for s in TEXT_SIZES],
                                     settings.text_size)
        self.gather_tricks = self._combo([(m, {"pause": tr("After a pause"), "click": tr("When I click the table")}[m])
                                          for m in GATHER_MODES], settings.gather_tricks)
        self.pace = self._combo([(p, {1200: tr("Leisurely"), 700: tr("Normal"), 250: tr("Brisk"),
                                      0: tr("At once")}[p]) for p in PACES], settings.pace)
        self.level = self._combo([(level, level_name(level)) for level in LEVELS], settings.level)
        self.language = self._combo([("", tr("As the system")), ("en", "English"), ("fr", "Français"),
                                     ("es", "Español")], settings.language)
        self.coach = self._combo([(m, {"on_request": tr("When I ask, in the review"),
                                       "after_deal": tr("After each deal"), "off": tr("Off")}[m]) for m in COACH_MODES],
                                 settings.coach)
        self.coach.setToolTip(tr("The coach judges your exchange and your play in the review: what each decision "
                                 "cost, and what the cards gave you"))
        self.confirm_lead = QCheckBox(tr("Leading a card takes a second click"))
        self.confirm_lead.setChecked(settings.confirm_lead)
        self.play_forced_card = QCheckBox(tr("Play a forced card by itself (when only one card may be played)"))
        self.play_forced_card.setChecked(settings.play_forced_card)
        self.forced_calls = QLabel(tr("A call or a reply with only one true answer (\u201cMaking 48\u201d, "
                                      "\u201cGood\u201d) is always said for you; every call stays on the table "
                                      "until the first trick is played."), self)
        self.forced_calls.setWordWrap(True)
        self.gather_seen = QCheckBox(tr("Gather a trick at once when I played its last card"))
        self.gather_seen.setChecked(settings.gather_seen)
        self.quick_discard = QCheckBox(tr("The key E makes the hint's discard at once"))
        self.quick_discard.setChecked(settings.quick_discard)
        self.quick_discard.setToolTip(_wrapped(tr(
            "In the exchange, one key instead of choosing the cards: the Master's discard from what you know, "
            "as the hint would show it (the partie is counted as helped in the statistics).")))
        self.hand_order = self._combo([(o, {"suit_rank": tr("By suit and rank (spades, hearts, diamonds, clubs)"),
                                            "colours": tr("By suit, colours alternating"),
                                            "dealt": tr("As the cards came (the cards taken in at the right)")}[o])
                                       for o in HAND_ORDERS], settings.hand_order)
        self.hand_order.setToolTip(_wrapped(tr("The order your cards are shown in, left to right; the arrow keys "
                                                 "follow it. Drag a card along your hand to put it elsewhere: it "
                                                 "stays there until the deal ends.")))
        self.declare_for_me = self._combo([(m, {"off": tr("Off (I call)"),
                                                "strongest": tr("The strongest true call"),
                                                "master": tr("The Master's choice")}[m]) for m in DECLARE_MODES],
                                          settings.declare_for_me)
        self.declare_for_me.setToolTip(_wrapped(tr(
            "Your calls and replies made for you, after a pause to read them; the exchange and the cards stay "
            "yours.\nThe strongest true call: each call at its best (all you hold), each reply truthful "
            "(\u201cNot good\u201d when you hold better, \u201cMaking?\u201d when you hold as many).\n"
            "The Master's choice: what the strongest computer player would say in your place, which may keep "
            "a call quiet.\nUndo gives the moment back to you.")))
        self.offer_claims = QCheckBox(tr("Offer to claim the rest (when every remaining trick is surely mine)"))
        self.offer_claims.setChecked(settings.offer_claims)
        self.offer_claims.setToolTip(_wrapped(tr(
            "Claim is offered (key C) only when your cards win every remaining trick whatever the others hold "
            "and play; the tricks are then played out quickly, and scored as played.")))
        self.show_odds = QCheckBox(tr("Show the odds"))
        self.show_odds.setChecked(settings.show_odds)
        self.show_odds.setToolTip(_wrapped(tr(
            "Under the score pad: your chance of winning the partie (and of escaping the rubicon, or of reaching "
            "the target first) in words, with a chart over the partie's deals, updated after each deal.\n"
            "Estimated as the computer plays to the score, from the deals it has measured; at a shared screen "
            "each person sees his own side's.")))
        self.felt = self._combo([(f, felt_name(f)) for f in FELTS], settings.felt)
        self.card_back = self._combo([(b, back_name(b)) for b in CARD_BACKS], settings.card_back)
        self.four_colour = QCheckBox(tr("Four-colour deck (diamonds blue, clubs green)"))
        self.four_colour.setChecked(settings.four_colour)
        self.french_pattern = QCheckBox(tr("French pattern with R D V indices"))
        self.french_pattern.setChecked(settings.french_pattern)
        self._french_shown = settings.french_pattern
        self.high_contrast = QCheckBox(tr("High contrast (strong outlines, black felt, clear marks)"))
        self.high_contrast.setChecked(settings.high_contrast)
        self.volume = QSlider(Qt.Orientation.Horizontal, self)
        self.volume.setRange(0, 100)
        self.volume.setPageStep(10)
        self.volume.setValue(settings.sound_volume)
        self.volume.setAccessibleName(tr("Sound volume"))
        volume_shown = QLabel(self)
        volume_shown.setMinimumWidth(volume_shown.fontMetrics().horizontalAdvance("100 %"))
        self.volume.valueChanged.connect(lambda value: volume_shown.setText(f"{value} %"))
        volume_shown.setText(f"{settings.sound_volume} %")
        volume_row = QHBoxLayout()
        volume_row.addWidget(self.volume, 1)
        volume_row.addWidget(volume_shown)
        self.muted = QCheckBox(tr("Mute sounds"))
        self.muted.setChecked(settings.sound_muted)
        self.why_silent = QLabel(sound.qt_sound_effect()[1], self)
        """Why there can be no sound here (hidden when there can): the sound controls are greyed out."""
        self.why_silent.setWordWrap(True)
        self.why_silent.setVisible(bool(self.why_silent.text()))
        can_sound = not self.why_silent.text()
        for widget in (self.volume, volume_shown, self.muted):
            widget.setEnabled(can_sound)
        self.volume.setEnabled(can_sound and not settings.sound_muted)
        self.muted.toggled.connect(lambda on: self.volume.setEnabled(can_sound and not on))
        speech = self._speech_page()
        self.tabs = QTabWidget(self)
        general = QWidget(self.tabs)
        form = QFormLayout(general)
        form.addRow(tr("Animation speed"), self.speed)
        form.addRow(tr("Card size"), self.card_size)
        form.addRow(tr("Text size on the table"), self.text_size)
        form.addRow(tr("Finished tricks are gathered"), self.gather_tricks)
        form.addRow(tr("Computer's pace"), self.pace)
        form.addRow(tr("Computer's strength for new games"), self.level)
        form.addRow(tr("Language"), self.language)
        form.addRow(tr("Coach"), self.coach)
        form.addRow(self.confirm_lead)
        form.addRow(tr("Felt"), self.felt)
        form.addRow(tr("Card backs"), self.card_back)
        form.addRow(self.four_colour)
        form.addRow(self.french_pattern)
        form.addRow(self.high_contrast)
        form.addRow(tr("Sound volume"), volume_row)
        volume_label = form.labelForField(volume_row)
        if volume_label is not None:
            volume_label.setEnabled(can_sound)
        form.addRow(self.muted)
        form.addRow(self.why_silent)
        aids = QWidget(self.tabs)
        aid_form = QFormLayout(aids)
        aid_form.addRow(tr("Sort my hand"), self.hand_order)
        aid_form.addRow(tr("Declare for me"), self.declare_for_me)
        aid_form.addRow(self.forced_calls)
        aid_form.addRow(self.play_forced_card)  # fewer clicks
        aid_form.addRow(self.gather_seen)
        aid_form.addRow(self.quick_discard)
        aid_form.addRow(self.offer_claims)
        aid_form.addRow(self.show_odds)
        self.tabs.addTab(general, tr("General"))
        self.tabs.addTab(aids, tr("Aids"))
        self.tabs.addTab(speech, tr("Speech"))
        self.tabs.currentChanged.connect(lambda _: self._fit_notes())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        translate_buttons(buttons)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(self.tabs)
        column.addWidget(buttons)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        """A wrapped note gets the height its lines need at the width it has (a form layout gives it less)."""
        super().showEvent(event)
        self._fit_notes()
        self.adjustSize()

    def _fit_notes(self) -> None:
        for note in (self.forced_calls, self.why_silent, self.why_mute, self.speech_note):
            if note.isVisible():
                note.setMinimumHeight(note.heightForWidth(note.width()))

    def _slider(self, low: int, high: int, value: int, shown: Callable[[int], str]) -> tuple[QSlider, QHBoxLayout]:
        """A slider from ``low`` to ``high`` with its value in words beside it, and the row holding both."""
        slider = QSlider(Qt.Orientation.Horizontal, self)
        slider.setRange(low, high)
        slider.setPageStep(max(1, (high - low) // 10))
        slider.setValue(value)
        label = QLabel(shown(value), self)
        label.setMinimumWidth(max(label.fontMetrics().horizontalAdvance(shown(v)) for v in (low, high, 0)))
        slider.valueChanged.connect(lambda v: label.setText(shown(v)))
        row = QHBoxLayout()
        row.addWidget(slider, 1)
        row.addWidget(label)
        self._speech_rows.append((slider, label))
        return slider, row

    def _speech_page(self) -> QWidget:
        """The *Speech* page: the game that speaks (``voice``), greyed out with the reason where it cannot."""
        settings = self.settings
        self._speech_rows: list[tuple[QSlider, QLabel]] = []
        page = QWidget(self)
        form = QFormLayout(page)
        self.speech = QCheckBox(tr("Speak the game"), page)
        self.speech.setChecked(settings.speech)
        self.speech_volume, volume = self._slider(0, 100, settings.speech_volume, lambda v: f"{v} %")
        self.speech_rate, rate = self._slider(-10, 10, settings.speech_rate, _rate_words)
        self.speech_volume.setAccessibleName(tr("Speech volume"))
        self.speech_rate.setAccessibleName(tr("Speech rate"))
        self.speech_note = QLabel(tr("The calls and replies, each card played, each trick's winner, the end of the "
                                     "deal and the score, your turn, and the card the arrow keys move to. "
                                     "Keys: S says the score, A says again the last thing said."), page)
        self.speech_note.setWordWrap(True)
        self.why_mute = QLabel(voice.speech_engine()[1], page)
        """Why the game cannot speak here (hidden when it can): the speech controls are greyed out."""
        self.why_mute.setWordWrap(True)
        self.why_mute.setVisible(bool(self.why_mute.text()))
        can_speak = not self.why_mute.text()
        form.addRow(self.speech)
        form.addRow(tr("Speech volume"), volume)
        form.addRow(tr("Speech rate"), rate)
        form.addRow(self.speech_note)
        form.addRow(self.why_mute)
        self.speech.setEnabled(can_speak)
        for row in (volume, rate):
            label = form.labelForField(row)
            if label is not None:
                label.setEnabled(can_speak)
        for slider, shown in self._speech_rows:
            slider.setEnabled(can_speak)
            shown.setEnabled(can_speak)
        return page

    def _combo(self, items: list[tuple[object, str]], current: object) -> QComboBox:
        box = QComboBox(self)
        for value, label in items:
            box.addItem(label, value)
        index = next((i for i, (value, _) in enumerate(items) if value == current), 0)
        box.setCurrentIndex(index)
        return box

    def store(self) -> None:
        """Keep the choices (the caller applies them to the open window)."""
        self.settings.animation_speed = self.speed.currentData()
        self.settings.card_size = self.card_size.currentData()
        self.settings.text_size = self.text_size.currentData()
        self.settings.gather_tricks = self.gather_tricks.currentData()
        self.settings.pace = int(self.pace.currentData())
        self.settings.level = self.level.currentData()
        self.settings.language = self.language.currentData()
        self.settings.coach = self.coach.currentData()
        self.settings.confirm_lead = self.confirm_lead.isChecked()
        self.settings.play_forced_card = self.play_forced_card.isChecked()
        self.settings.hand_order = self.hand_order.currentData()
        self.settings.declare_for_me = self.declare_for_me.currentData()
        self.settings.gather_seen = self.gather_seen.isChecked()
        self.settings.quick_discard = self.quick_discard.isChecked()
        self.settings.offer_claims = self.offer_claims.isChecked()
        self.settings.show_odds = self.show_odds.isChecked()
        self.settings.felt = self.felt.currentData()
        self.settings.card_back = self.card_back.currentData()
        self.settings.four_colour = self.four_colour.isChecked()
        if self.french_pattern.isChecked() != self._french_shown:
            self.settings.french_pattern = self.french_pattern.isChecked()  # else it keeps following the language
        self.settings.high_contrast = self.high_contrast.isChecked()
        self.settings.sound_volume = self.volume.value()
        self.settings.sound_muted = self.muted.isChecked()
        self.settings.speech = self.speech.isChecked()
        self.settings.speech_volume = self.speech_volume.value()
        self.settings.speech_rate = self.speech_rate.value()
