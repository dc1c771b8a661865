"""The frozen application's entry point (PyInstaller runs this)."""

import sys

from piquet_gui.cli import main

if __name__ == "__main__":
    sys.exit(main())
