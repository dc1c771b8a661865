"""Looks and access: the four-colour deck, the French pattern, card backs, felts, high contrast, and what a
screen reader is told (the table's chosen card and its state, the names of the panels)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QPushButton

from piquet_gui import i18n
from piquet_gui.controller import GameConfig, SeatSetup
from piquet_gui.model import Partie, Phase
from piquet_gui.model.cards import Card
from piquet_gui.settings import Settings
from piquet_gui.views import table as table_module
from piquet_gui.views import themes
from piquet_gui.views.card_renderer import CardRenderer
from piquet_gui.views.settings_dialog import SettingsDialog
from piquet_gui.views.table import TableState, TableView
from piquet_gui.views.themes import CardStyle
from piquet_gui.views.words import card_words
from tests.helpers import CEILING_MS


def pip_colour(image: QImage) -> QColor:
    """The mean colour of the strongly coloured or dark pixels in the middle of a card (its pips)."""
    total = [0, 0, 0]
    count = 0
    w, h = image.width(), image.height()
    for x in range(w // 5, w * 4 // 5):
        for y in range(h // 5, h * 4 // 5):
            c = image.pixelColor(x, y)
            if c.alpha() > 200 and c.lightness() < 200:
                total = [total[0] + c.red(), total[1] + c.green(), total[2] + c.blue()]
                count += 1
    assert count > 50, "no pips found"
    return QColor(*(round(t / count) for t in total))


def render(style: CardStyle, text: str | None, width: int = 120) -> QImage:
    renderer = CardRenderer()
    renderer.set_style(style)
    return renderer.pixmap(Card.parse(text) if text else None, width).toImage()


def is_blue(c: QColor) -> bool:
    return c.blue() > c.red() + 60 and c.blue() > c.green() + 30


def is_green(c: QColor) -> bool:
    return c.green() > c.red() + 40 and c.green() > c.blue() + 20


def is_red(c: QColor) -> bool:
    return c.red() > c.green() + 80 and c.red() > c.blue() + 80


def test_the_four_colour_deck_has_blue_diamonds_and_green_clubs(qapp) -> None:
    for french in (False, True):
        plain, four = CardStyle(french=french), CardStyle(french=french, four_colour=True)
        assert is_red(pip_colour(render(plain, "7D"))), french
        assert pip_colour(render(plain, "7C")).lightness() < 80, french
        assert is_blue(pip_colour(render(four, "7D"))), french
        assert is_green(pip_colour(render(four, "7C"))), french
        # Hearts stay red and spades black.
        assert is_red(pip_colour(render(four, "7H"))), french
        assert pip_colour(render(four, "7S")).lightness() < 80, french


def test_the_french_pattern_is_another_picture_with_its_own_indices(qapp) -> None:
    standard, french = render(CardStyle(), "KH"), render(CardStyle(french=True), "KH")
    assert standard != french
    # A full card either way: the corners' insides are card stock, not felt.
    assert french.pixelColor(6, 6).alpha() == 255 and french.pixelColor(60, french.height() // 2).alpha() == 255


def test_card_backs(qapp) -> None:
    centre = {back: render(CardStyle(back=back), None).pixelColor(60, 87) for back in themes.BACKS}
    assert is_red(centre["red"]) or centre["red"].red() > centre["red"].blue() + 60
    assert centre["blue"].blue() > centre["blue"].red() + 60
    assert centre["green"].green() > centre["green"].red() + 40
    assert len({c.name() for c in centre.values()}) == len(themes.BACKS)


def test_felt_backs_and_high_contrast_are_kept_and_read_back_by_a_new_window(qtbot, make_window, tmp_path,
                                                                             monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "themes.ini"))
    win = make_window()
    screen = win.ensure_built()
    assert screen.renderer.style == CardStyle() and screen.table.felt == themes.felt_colours("green")
    dialog = SettingsDialog(screen.settings, win)
    dialog.felt.setCurrentIndex(dialog.felt.findData("blue"))
    dialog.card_back.setCurrentIndex(dialog.card_back.findData("red"))
    dialog.four_colour.setChecked(True)
    dialog.store()
    screen.apply_settings()
    assert screen.table.felt == themes.felt_colours("blue")
    assert screen.renderer.style == CardStyle(four_colour=True, back="red")
    corner = screen.table.viewport().grab().toImage().pixelColor(3, 3)
    assert corner.blue() > corner.red() + 20
    other = make_window().ensure_built()
    assert other.table.felt == themes.felt_colours("blue")
    assert other.renderer.style == CardStyle(four_colour=True, back="red")
    assert Settings(str(tmp_path / "themes.ini")).card_back == "red"
    for felt in themes.FELTS:
        other.settings.felt = felt
        other.apply_settings()
        assert other.table.felt == themes.felt_colours(felt)


def test_high_contrast_changes_the_felt_the_text_the_cards_and_the_marks(qtbot, make_window, tmp_path,
                                                                          monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "contrast.ini"))
    win = make_window()
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=5))
    qtbot.waitUntil(lambda: win.controller.to_act() == 0, timeout=CEILING_MS)
    screen = win.ensure_built()
    card = screen.hand.focused()
    item = screen.table.card_item(card)
    item.set_states(dimmed=True)
    before = item_image(item)
    label = screen.table._labels["me"]
    assert label.brush().color() != QColor(themes.HIGH_CONTRAST_TEXT)
    screen.settings.high_contrast = True
    screen.apply_settings()
    assert screen.table.felt == themes.felt_colours("green", True) == (QColor("#000000"), QColor("#000000"))
    assert label.brush().color() == QColor(themes.HIGH_CONTRAST_TEXT)
    assert screen.renderer.style.high_contrast
    item.set_states(dimmed=True)
    after = item_image(item)
    # The dimmed card is clearly darker in high contrast.
    assert mean_lightness(after) < mean_lightness(before) - 25
    # The card has a black edge of its own.
    edge = screen.renderer.pixmap(card, 100).toImage().pixelColor(50, 1)
    assert edge.lightness() < 40


def item_image(item) -> QImage:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QPainter

    rect = item.boundingRect()
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("#808080"))
    painter = QPainter(image)
    painter.translate(-rect.x(), -rect.y())
    item.paint(painter, None, None)
    painter.end()
    return image


def mean_lightness(image: QImage) -> float:
    values = [image.pixelColor(x, y).lightness() for x in range(5, image.width() - 5, 3)
              for y in range(5, image.height() - 5, 3)]
    return sum(values) / len(values)


def a_view_holding(card: Card):  # type: ignore[no-untyped-def]
    for seed in range(200):
        partie = Partie(seed=seed)
        deal = partie.start_deal()
        view = deal.view(0)
        if card in view.hand:
            return view
    raise AssertionError("no deal found")


def test_the_table_tells_a_screen_reader_the_chosen_card_and_its_state(qtbot) -> None:
    """The chosen card and its state are the table's accessible description (Qt's setter tells the screen reader
    of the change: once, Orca heard each card twice when the table told it again)."""
    table = TableView(CardRenderer())
    qtbot.addWidget(table)
    assert table.accessibleName() == "Card table"
    seven = Card.parse("7H")
    view = a_view_holding(seven)
    names, totals = ("Anne", "Ben"), (0, 0)
    table.show_state(TableState(view, names, totals, playable=frozenset({seven}), focus=seven), animate=False)
    assert table.accessibleDescription() == "Seven of hearts, playable"
    table.show_state(TableState(view, names, totals, dimmed=frozenset({seven}), focus=seven), animate=False)
    assert table.accessibleDescription() == "Seven of hearts, may not be played"
    hand = frozenset(view.hand)
    table.show_state(TableState(view, names, totals, selectable=hand, selected=frozenset({seven}), focus=seven),
                     animate=False)
    assert table.accessibleDescription() == "Seven of hearts, chosen to discard"
    table.show_state(TableState(view, names, totals, selectable=hand, focus=seven), animate=False)
    assert table.accessibleDescription() == "Seven of hearts, to keep"
    table.show_state(TableState(view, names, totals, selectable=hand, focus=seven), animate=False)
    assert table.accessibleDescription() == "Seven of hearts, to keep"  # the same again: nothing new
    try:
        i18n.install("fr")
        assert card_words(seven) == "Sept de cœur"
        table.show_state(TableState(view, names, totals, playable=frozenset({seven}), focus=seven), animate=False)
        assert table.accessibleDescription() == "Sept de cœur, jouable"
        i18n.install("es")
        assert card_words(seven) == "Siete de corazones"
        table.show_state(TableState(view, names, totals, playable=frozenset({seven}), focus=seven), animate=False)
        assert table.accessibleDescription() == "Siete de corazones, se puede jugar"
    finally:
        i18n.install("en")


def test_the_description_follows_the_keyboard_focus_and_the_panels_are_named(qtbot, make_window, tmp_path,
                                                                             monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "access.ini"))
    from piquet_gui.views import welcome

    win = make_window()
    screen = win.ensure_built()
    greeting = welcome.show(screen)
    assert greeting.accessibleName() == "Welcome" and greeting.accessibleDescription()
    assert screen.score_sheet.accessibleName() == "Score pad"
    assert screen.privacy.accessibleName() == "Privacy screen"
    assert screen.panel.accessibleName() == "Calling panel"
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=5))
    qtbot.waitUntil(lambda: win.controller.to_act() == 0, timeout=CEILING_MS)
    assert win.controller.view(0).phase is Phase.EXCHANGE
    first = screen.hand.focused()
    assert screen.table.accessibleDescription() == f"{card_words(first)}, to keep"
    # What Qt's accessibility hands to a screen reader.
    from PySide6.QtGui import QAccessible

    interface = QAccessible.queryAccessibleInterface(screen.table)
    assert interface.text(QAccessible.Text.Name) == "Card table"
    assert interface.text(QAccessible.Text.Description) == f"{card_words(first)}, to keep"
    screen.hand.move_focus(1)
    second = screen.hand.focused()
    assert second != first
    assert screen.table.accessibleDescription() == f"{card_words(second)}, to keep"
    screen.hand.toggle_focused()
    assert screen.table.accessibleDescription() == f"{card_words(second)}, chosen to discard"
    # The calling panel's buttons say the call, and their key.
    screen.hand.selected = set()
    while win.controller.view(0).phase is Phase.EXCHANGE and win.controller.to_act() == 0:
        view = win.controller.view(0)
        screen.hand.selected = set(sorted(view.hand, key=lambda c: c.rank)[:5])
        screen.refresh()
        [b for b in screen.bar.buttons if b.isEnabled()][0].click()
    qtbot.waitUntil(lambda: screen.panel.isVisible() and bool(screen.panel.buttons) or
                    win.controller.view(0).phase is Phase.PLAY, timeout=CEILING_MS)
    for button in screen.panel.findChildren(QPushButton):
        if button in screen.panel.buttons:
            assert button.accessibleName() and "&" not in button.accessibleName()
            assert button.accessibleDescription().startswith("Key ")


def test_the_french_pattern_follows_the_language_until_chosen(qapp, tmp_path) -> None:
    settings = Settings(str(tmp_path / "french.ini"))
    settings.language = "fr"
    assert settings.french_pattern and themes.style_from(settings).french
    settings.language = "es"
    assert not settings.french_pattern
    # The dialog leaves it to follow the language unless the box is changed...
    dialog = SettingsDialog(settings)
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    dialog.store()
    assert settings.french_pattern
    # ...and a choice, once made, holds in any language.
    dialog = SettingsDialog(settings)
    dialog.french_pattern.setChecked(False)
    dialog.store()
    settings.language = "fr"
    assert not Settings(str(tmp_path / "french.ini")).french_pattern


def test_each_style_is_drawn_once_per_size(qapp) -> None:
    renderer = CardRenderer()
    card = Card.parse("QD")
    plain = renderer.pixmap(card, 70).toImage()
    assert not renderer.set_style(CardStyle())  # the same style: nothing to redraw
    assert renderer.set_style(CardStyle(four_colour=True, high_contrast=True))
    four = renderer.pixmap(card, 70).toImage()
    assert four != plain
    count = renderer.cache_size()
    renderer.pixmap(card, 70)
    assert renderer.cache_size() == count
    renderer.set_style(CardStyle())
    assert renderer.pixmap(card, 70).toImage() == plain and renderer.cache_size() == count


def test_high_contrast_gives_the_panel_the_bar_and_the_dock_its_colours(qtbot, make_window, tmp_path,
                                                                          monkeypatch) -> None:
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "contrast_panel.ini"))
    from piquet_gui.views.score_pad import OVER, UNDER

    win = make_window(1280, 800)
    win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", False)), first_dealer=1, seed=5))
    screen = win.ensure_built()
    controller = win.controller
    while not (controller.view(0).phase is Phase.DECLARATION and controller.to_act() == 0):
        qtbot.waitUntil(lambda: controller.to_act() == 0, timeout=CEILING_MS)
        view = controller.view(0)
        if view.phase is Phase.EXCHANGE:
            screen.hand.selected = set(sorted(view.hand, key=lambda c: c.rank)[:5])
            screen.refresh()
            [b for b in screen.bar.buttons if b.isEnabled()][0].click()
        elif view.phase is not Phase.DECLARATION:
            screen.choose(view.legal_actions[0])
    qtbot.waitUntil(lambda: screen.panel.isVisible() and bool(screen.panel.buttons), timeout=CEILING_MS)

    def looks() -> dict[str, float]:
        return {"panel": mean_lightness(screen.panel.grab().toImage()),
                "button": mean_lightness(screen.panel.buttons[0].grab().toImage()),
                "bar": mean_lightness(screen.bar.grab().toImage()),
                "pad": mean_lightness(screen.score_sheet.table.viewport().grab().toImage()),
                "log": mean_lightness(screen.log.viewport().grab().toImage()),
                # the dock as the window shows it: its own background, not the window's through it
                "dock": mean_lightness(win.grab(screen.dock.geometry()).toImage())}

    light = looks()
    assert all(value > 150 for value in light.values()), light
    screen.settings.high_contrast = True
    screen.apply_settings()
    dark = looks()
    assert all(value < 60 for value in dark.values()), dark
    # The theme's own colours: white words on black, the answer Enter gives framed in the mark colour.
    label = screen.panel._prompt
    image = screen.panel.grab(label.geometry()).toImage()
    colours = {image.pixelColor(x, y).name() for x in range(image.width()) for y in range(image.height())}
    assert themes.HIGH_CONTRAST_BACKGROUND in colours and themes.HIGH_CONTRAST_TEXT in colours
    button = screen.panel.buttons[0].grab().toImage()
    marks = [button.pixelColor(x, button.height() // 2) for x in range(4)]
    assert any(c.name() == themes.HIGH_CONTRAST_MARK for c in marks), [c.name() for c in marks]
    assert screen.score_sheet.colour(UNDER) == QColor(themes.HIGH_CONTRAST_UNDER)
    assert screen.score_sheet.colour(OVER) == QColor(themes.HIGH_CONTRAST_OVER)
    # And back.
    screen.settings.high_contrast = False
    screen.apply_settings()
    assert all(value > 150 for value in looks().values())


def test_the_privacy_screen_is_drawn_in_the_chosen_felt_and_in_high_contrast(qtbot, make_window, tmp_path,
                                                                              monkeypatch) -> None:
    """Two players on one computer: the screen that hides the table between them was green whatever the felt;
    it is the burgundy felt's colour where that is chosen, and black, with its button framed, in high contrast.
    In French in a small window its words ("Cédez la place à Anne — …") wrap rather than run off both sides."""
    monkeypatch.setenv("PIQUET_SETTINGS_FILE", str(tmp_path / "privacy.ini"))
    settings = Settings()
    settings.felt = "burgundy"
    assert i18n.install("fr") == "fr"
    try:
        win = make_window(800, 600)
        win.new_game(GameConfig((SeatSetup("Anne", True), SeatSetup("Ben", True)), first_dealer=1, seed=3))
    finally:
        i18n.install("en")
    privacy = win.privacy
    qtbot.waitUntil(privacy.isVisible, timeout=CEILING_MS)  # a two-player partie starts behind the screen
    message = privacy.message
    assert message.text().startswith("Cédez la place à Anne")
    need = message.heightForWidth(message.width()) if message.wordWrap() else message.sizeHint().height()
    assert message.sizeHint().width() <= message.width() or message.wordWrap(), "the words run off the screen"
    assert need <= message.height() + 1

    def colour_at_the_edge() -> QColor:
        return privacy.grab().toImage().pixelColor(4, privacy.height() // 2)

    edge = colour_at_the_edge()
    assert edge.red() > edge.green() + 15 and edge.red() > edge.blue(), edge.name()  # burgundy, not green
    screen = win.ensure_built()
    screen.settings.high_contrast = True
    screen.apply_settings()
    assert colour_at_the_edge().name() == themes.HIGH_CONTRAST_BACKGROUND
    words = privacy.message.grab().toImage()
    assert any(words.pixelColor(x, y).name() == "#ffffff" for x in range(0, words.width(), 2)
               for y in range(0, words.height(), 2)), "white words on the black"
