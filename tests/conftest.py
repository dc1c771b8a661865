"""Every test keeps its saves, statistics and settings in folders of its own, never the user's."""

import os
import tempfile

os.environ.setdefault("PIQUET_DATA_DIR", tempfile.mkdtemp(prefix="piquet-tests-"))
os.environ.setdefault("PIQUET_SETTINGS_FILE", os.path.join(tempfile.mkdtemp(prefix="piquet-settings-"),
                                                           "settings.ini"))
