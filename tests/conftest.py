"""Every test keeps its saves, statistics and settings in folders of its own, never the user's; and table discovery
(mDNS) stays on the loopback interface, whatever a test (or a program it starts) asks."""

import os
import tempfile

os.environ.setdefault("PIQUET_DATA_DIR", tempfile.mkdtemp(prefix="piquet-tests-"))
os.environ.setdefault("PIQUET_SETTINGS_FILE", os.path.join(tempfile.mkdtemp(prefix="piquet-settings-"),
                                                           "settings.ini"))
os.environ["PIQUET_DISCOVERY"] = "loopback"
