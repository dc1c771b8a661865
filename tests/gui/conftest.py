import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

from piquet_gui.views.main_window import MainWindow  # noqa: E402


@pytest.fixture
def make_window(qtbot):
    """A main window at a size, with instant animations and no computer pause."""
    made = []

    def make(width: int = 1100, height: int = 720) -> MainWindow:
        win = MainWindow()
        win.set_animation_speed("instant")
        win.set_pace(0)
        win.resize(width, height)
        qtbot.addWidget(win)
        win.show()
        qtbot.waitExposed(win)
        made.append(win)
        return win

    yield make
    for win in made:
        if win.screen_ is not None and win.controller is not None:
            win.controller.stop()


@pytest.fixture(autouse=True)
def desktop_font_restored(qapp):
    """A test that chose a larger text size leaves the application's font as the desktop has it."""
    from piquet_gui.views import themes

    yield
    themes.apply_desktop_text(1.0)
