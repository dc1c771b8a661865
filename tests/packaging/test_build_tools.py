"""packaging/build.py names what PyInstaller lacks (binutils, libpython) before it starts, instead of failing inside."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
spec = importlib.util.spec_from_file_location("piquet_build", ROOT / "packaging" / "build.py")
assert spec and spec.loader
build = importlib.util.module_from_spec(spec)
spec.loader.exec_module(build)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="binutils and libpython are Linux's needs")
def test_a_missing_objdump_and_libpython_are_named_with_their_packages(monkeypatch: pytest.MonkeyPatch) -> None:
    which = shutil.which
    monkeypatch.setattr(build.system.shutil, "which",
                        lambda name: None if name in ("objdump", "strip") else which(name))
    monkeypatch.setattr(build.system, "can_install", lambda: False)
    monkeypatch.setattr(build.system, "python_config", lambda: {
        "VERSION": "3.11", "INSTSONAME": "libpython3.11.so.1.0", "LIBDIR": "/nonexistent", "Py_ENABLE_SHARED": "1",
        "base_prefix": "/usr"})
    with pytest.raises(SystemExit) as stop:
        build.ensure_build_tools()
    message = str(stop.value.code)
    assert "objdump" in message and "libpython3.11.so.1.0" in message
    assert "apt-get install binutils libpython3.11" in message

