#!/usr/bin/env python3
"""Build the double-click application: ``python packaging/build.py [--onefile]``.

From a clean checkout with only Python 3.11+ installed: it makes a build
environment in ``.build-venv``, installs PyInstaller and the game into it,
and runs ``packaging/piquet.spec``.  The result is ``dist/Piquet/`` (one
folder; start ``dist/Piquet/piquet``) or, with ``--onefile``, ``dist/piquet``.
It prints the bundle's size.  On Linux, PyInstaller needs binutils and a shared libpython: run as root
on Debian or Ubuntu, this installs them; elsewhere it names what is missing and stops.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUILD_VENV = ROOT / ".build-venv"
PYINSTALLER = "pyinstaller>=6.5"

sys.path.insert(0, str(ROOT))
import dev_system as system  # noqa: E402  (shared with dev.py: what the system lacks, and its packages)


def venv_python(path: Path) -> Path:
    return path / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def size_mb(path: Path) -> float:
    """Bytes on disk, counting each file once (links are not followed)."""
    if path.is_file():
        return path.stat().st_size / 1e6
    return sum(f.lstat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink()) / 1e6


def make_icns() -> None:
    """macOS wants an .icns icon: make it from the PNGs with the system's iconutil."""
    icons = ROOT / "resources" / "icons"
    target = icons / "piquet.icns"
    if target.exists() or shutil.which("iconutil") is None:
        return
    iconset = ROOT / "build" / "piquet.iconset"
    iconset.mkdir(parents=True, exist_ok=True)
    for size in (16, 32, 128, 256, 512):
        shutil.copy(icons / f"piquet-{size}.png", iconset / f"icon_{size}x{size}.png")
        if size * 2 <= 512:
            shutil.copy(icons / f"piquet-{size * 2}.png", iconset / f"icon_{size}x{size}@2x.png")
    subprocess.check_call(["iconutil", "-c", "icns", str(iconset), "-o", str(target)])


def ensure_build_tools() -> None:
    """PyInstaller runs objdump and strip (binutils) and copies libpython into the bundle; a minimal Debian
    has neither, and PyInstaller's own error names only the first it trips over."""
    if not system.is_linux():
        return

    def check() -> list[system.Missing]:
        library = system.python_library_missing(system.python_config())
        return system.missing_tools(system.BUILD_TOOLS) + ([library] if library else [])

    missing = check()
    if missing and system.can_install():
        system.apt_install(system.unique(m.package for m in missing))
        missing = check()
    if missing:
        sys.exit(system.explain(missing, "PyInstaller needs these"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python packaging/build.py", description=__doc__.split("\n")[0])
    parser.add_argument("--onefile", action="store_true", help="one executable instead of a folder")
    parser.add_argument("--dist", default=str(ROOT / "dist"), help="where to put the result (default dist/)")
    parser.add_argument("--here", action="store_true",
                        help="use this Python's packages instead of making .build-venv (PyInstaller must be there)")
    args = parser.parse_args(argv)
    ensure_build_tools()  # first: a clear message before minutes of pip
    python = Path(sys.executable)
    if not args.here:
        if not venv_python(BUILD_VENV).exists():
            print("Creating .build-venv ...", flush=True)
            venv.create(BUILD_VENV, with_pip=True)
        python = venv_python(BUILD_VENV)
        print("Installing PyInstaller and the game ...", flush=True)
        if subprocess.call([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                            PYINSTALLER, str(ROOT)]) != 0:
            sys.exit("pip could not install PyInstaller or the game")
    if sys.platform == "darwin":
        make_icns()
    work = ROOT / "build" / ("onefile" if args.onefile else "onedir")
    env = dict(os.environ, PIQUET_ONEFILE="1" if args.onefile else "0")
    command = [str(python), "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
               "--distpath", args.dist, "--workpath", str(work), str(ROOT / "packaging" / "piquet.spec")]
    print("Running PyInstaller ...", flush=True)
    if subprocess.call(command, cwd=ROOT, env=env) != 0:
        sys.exit("PyInstaller failed; see the messages above")
    result = Path(args.dist) / ("piquet" + (".exe" if os.name == "nt" else "") if args.onefile else "Piquet")
    if sys.platform == "darwin" and not args.onefile and (Path(args.dist) / "Piquet.app").exists():
        result = Path(args.dist) / "Piquet.app"
    print(f"Built {result} ({size_mb(result):.1f} MB)")
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
