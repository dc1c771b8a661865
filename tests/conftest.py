"""Every test keeps its saves and statistics in a folder of its own, never the user's."""

import os
import tempfile

os.environ.setdefault("PIQUET_DATA_DIR", tempfile.mkdtemp(prefix="piquet-tests-"))
