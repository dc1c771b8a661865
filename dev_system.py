"""What the game, its tests and its build need from the operating system beyond pip, for dev.py and
packaging/build.py: find what is missing, install it on Debian or Ubuntu when run as root, or name it.

Importing PySide6 proves little: Qt loads its platform plugin (libqxcb.so on X11) only when the
application starts, and a missing X library then aborts the game with a misleading hint.  So the plugin
and the modules the game uses are checked with ``ldd``, which lists every library the dynamic loader
cannot find, and each missing soname is mapped to the Debian package that provides it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import NamedTuple


class Missing(NamedTuple):
    """A library (by soname) or a command this machine lacks, and the Debian package that provides it."""

    name: str
    package: str | None
    hint: str = ""


# The libraries Qt 6's modules and platform plugins link to, and their Debian/Ubuntu package.
DEBIAN_PACKAGE_OF: dict[str, str] = {
    "libxcb-cursor.so.0": "libxcb-cursor0", "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0", "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0", "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0", "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0", "libxcb-sync.so.1": "libxcb-sync1", "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0", "libxcb-xinerama.so.0": "libxcb-xinerama0",
    "libxcb-xinput.so.0": "libxcb-xinput0", "libxcb-xkb.so.1": "libxcb-xkb1", "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb.so.1": "libxcb1", "libxkbcommon-x11.so.0": "libxkbcommon-x11-0", "libX11-xcb.so.1": "libx11-xcb1",
    "libX11.so.6": "libx11-6", "libXext.so.6": "libxext6", "libXfixes.so.3": "libxfixes3",
    "libXrender.so.1": "libxrender1", "libXi.so.6": "libxi6", "libSM.so.6": "libsm6", "libICE.so.6": "libice6",
    "libXau.so.6": "libxau6", "libXdmcp.so.6": "libxdmcp6",
    "libwayland-client.so.0": "libwayland-client0", "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1", "libffi.so.8": "libffi8",
    "libxkbcommon.so.0": "libxkbcommon0", "libEGL.so.1": "libegl1", "libGL.so.1": "libgl1",
    "libGLX.so.0": "libglx0", "libOpenGL.so.0": "libopengl0", "libGLdispatch.so.0": "libglvnd0",
    "libfontconfig.so.1": "libfontconfig1", "libfreetype.so.6": "libfreetype6", "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0", "libgthread-2.0.so.0": "libglib2.0-0", "libpng16.so.16": "libpng16-16",
    "libz.so.1": "zlib1g", "libzstd.so.1": "libzstd1", "libexpat.so.1": "libexpat1",
    "libpulse.so.0": "libpulse0",
}
# What every Qt platform needs, offscreen included.
QT_COMMON_PACKAGES = ["libegl1", "libgl1", "libxkbcommon0", "libfontconfig1", "libfreetype6", "libdbus-1-3",
                      "libglib2.0-0"]
# Qt's "X11 requirements", as Debian runtime packages.  All of them are installed together because ldd
# cannot see past a missing library to the ones that library would need in turn.
QT_X11_PACKAGES = ["libxcb-cursor0", "libxcb-icccm4", "libxcb-image0", "libxcb-keysyms1", "libxcb-randr0",
                   "libxcb-render-util0", "libxcb-shape0", "libxcb-xinerama0", "libxcb-xkb1", "libxcb-shm0",
                   "libxcb-sync1", "libxcb-xfixes0", "libxcb-glx0", "libxcb-util1", "libxcb1",
                   "libxkbcommon-x11-0", "libx11-xcb1", "libx11-6", "libxext6", "libxfixes3", "libxrender1",
                   "libxi6", "libsm6", "libice6"]
QT_WAYLAND_PACKAGES = ["libwayland-client0", "libwayland-cursor0", "libwayland-egl1"]
# QtMultimedia (the game's sounds) links to PulseAudio's client library, on any platform.  Without it the
# game plays silently, but the tests of the sounds want it.
QT_SOUND_PACKAGES = ["libpulse0"]
# Commands the tests and the build run: PyInstaller calls objdump and strip; the real-screen tests start
# Xvfb, look for the window with xwininfo and type with xdotool; desktop-file-validate checks the entry.
BUILD_TOOLS = {"objdump": "binutils", "strip": "binutils"}
TEST_TOOLS = {**BUILD_TOOLS, "Xvfb": "xvfb", "xwininfo": "x11-utils", "xdotool": "xdotool",
              "desktop-file-validate": "desktop-file-utils"}


def is_linux() -> bool:
    return sys.platform.startswith("linux")


def parse_ldd(output: str) -> list[str]:
    """The sonames ldd reports as missing (``\\tlibxcb-icccm.so.4 => not found``), each once, in order."""
    missing: list[str] = []
    for line in output.splitlines():
        name, _, where = line.strip().partition(" => ")
        if where.strip() == "not found" and name not in missing:
            missing.append(name)
    return missing


def missing_libraries(files: Iterable[Path]) -> list[str] | None:
    """The libraries the dynamic loader cannot find for these files; None when there is no ldd to ask."""
    ldd = shutil.which("ldd")
    existing = [str(f) for f in files if f.exists()]
    if ldd is None or not existing:
        return None
    done = subprocess.run([ldd, *existing], capture_output=True, text=True)
    return parse_ldd(done.stdout)


def libraries_as_missing(sonames: Iterable[str]) -> list[Missing]:
    return [Missing(s, DEBIAN_PACKAGE_OF.get(s)) for s in sonames]


def screen_platforms(env: Mapping[str, str]) -> list[str]:
    """The Qt platforms the game may open its window with, in the order Qt tries them."""
    chosen = env.get("QT_QPA_PLATFORM", "")
    if chosen:  # e.g. "wayland;xcb" or "offscreen:fontengine=freetype"
        return [entry.split(":")[0] for entry in chosen.split(";") if entry]
    platforms = []
    if env.get("WAYLAND_DISPLAY") or env.get("XDG_SESSION_TYPE") == "wayland":
        platforms.append("wayland")
    if env.get("DISPLAY"):
        platforms.append("xcb")  # also under Wayland, through XWayland: Qt falls back to it
    return platforms


def qt_files(pyside: Path, platform: str) -> list[Path]:
    """The files Qt loads to show the game on `platform`: PySide6's widget and SVG modules (ldd
    follows them into Qt's own libraries) and the platform plugin, which Qt loads only when the application
    starts."""
    plugins = pyside / "Qt" / "plugins" / "platforms"
    plugin = plugins / f"libq{platform}.so"
    # Older Qt splits some plugins (libqwayland-egl.so, libqwayland-generic.so).
    plugin_files = [plugin] if plugin.exists() else sorted(plugins.glob(f"libq{platform}-*.so"))
    modules = [f for name in ("QtWidgets", "QtSvg") for f in sorted(pyside.glob(f"{name}.*so"))]
    return modules + plugin_files


def missing_for_sound(pyside: Path) -> list[Missing] | None:
    """What QtMultimedia (the game's sounds) lacks; without it the game plays on in silence."""
    found = missing_libraries(sorted(pyside.glob("QtMultimedia.*so")))
    return None if found is None else libraries_as_missing(found)


def missing_for_platform(pyside: Path, platform: str) -> list[Missing] | None:
    found = missing_libraries(qt_files(pyside, platform))
    return None if found is None else libraries_as_missing(found)


def packages_for_platform(platform: str) -> list[str]:
    extra = {"xcb": QT_X11_PACKAGES, "wayland": QT_WAYLAND_PACKAGES}.get(platform, [])
    return QT_COMMON_PACKAGES + extra


def missing_tools(tools: Mapping[str, str]) -> list[Missing]:
    return [Missing(command, package) for command, package in tools.items() if shutil.which(command) is None]


def python_config() -> dict[str, str]:
    """What python_library_missing needs to know about the running Python (also asked of .venv's)."""
    names = ("VERSION", "INSTSONAME", "LDLIBRARY", "LIBDIR", "Py_ENABLE_SHARED")
    return {**{n: str(sysconfig.get_config_var(n) or "") for n in names}, "base_prefix": sys.base_prefix}


def python_library_missing(config: Mapping[str, str]) -> Missing | None:
    """PyInstaller copies libpython into the bundle, so the Python running it needs a shared one.  Debian's
    python3 is linked statically yet says Py_ENABLE_SHARED=1: the library is in the package libpythonX.Y,
    which a minimal system lacks.  A Python built without --enable-shared has none at all."""
    if not is_linux():
        return None
    version, prefix = config["VERSION"], config["base_prefix"]
    # As PyInstaller looks: INSTSONAME in the library folders for a shared build, else only under the prefix.
    shared = config.get("Py_ENABLE_SHARED") == "1" and config.get("INSTSONAME", "").endswith(".so.1.0")
    name = config["INSTSONAME"] if shared else f"libpython{version}.so.1.0"
    folders = ([config.get("LIBDIR", "")] if shared else []) + [prefix, str(Path(prefix) / "lib")]
    if any(folder and (Path(folder) / name).exists() for folder in folders):
        return None
    if prefix == "/usr":  # the distribution's Python
        return Missing(name, f"libpython{version}")
    return Missing(name, None, "this Python was built without a shared library; use one built with "
                               "--enable-shared, or Debian's python3")


def can_install() -> bool:
    """Only on Debian or Ubuntu as root: elsewhere, or without root, dev.py names what is missing."""
    return is_linux() and shutil.which("apt-get") is not None and os.geteuid() == 0


def apt_install(packages: Sequence[str]) -> bool:
    """Install with apt-get; refresh the package lists and retry once if that fails (a fresh container
    has none, an old machine stale ones)."""
    print(f"Installing {' '.join(packages)} (apt-get) ...", flush=True)
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    wait = ["-o", "DPkg::Lock::Timeout=120"]  # another apt-get may be running
    done = subprocess.run(["apt-get", "install", "-y", "-qq", *wait, *packages], env=env,
                          capture_output=True, text=True)
    if done.returncode != 0:
        subprocess.run(["apt-get", "update", "-qq", *wait], env=env, capture_output=True)
        done = subprocess.run(["apt-get", "install", "-y", "-qq", *wait, *packages], env=env,
                              capture_output=True, text=True)
    if done.returncode != 0:
        print(done.stdout[-1500:] + done.stderr[-1500:], file=sys.stderr)
    return done.returncode == 0


def unique(items: Iterable[str | None]) -> list[str]:
    return list(dict.fromkeys(i for i in items if i))


def explain(missing: Sequence[Missing], lacking: str) -> str:
    """One message: what is missing, the package for each, and the command that installs them."""
    width = max(len(m.name) for m in missing)
    lines = [f"{lacking}, which this machine lacks:"]
    for m in missing:
        where = f"Debian/Ubuntu package {m.package}" if m.package else (m.hint or "no package known")
        lines.append(f"  {m.name.ljust(width)}  ({where})")
    packages = unique(m.package for m in missing)
    if packages:
        lines.append(f"Install them:  sudo apt-get install {' '.join(packages)}")
        if shutil.which("apt-get") is None:
            lines.append("(those are Debian's names; your system's packages providing the same files will do)")
        else:
            lines.append("(Run as root on Debian or Ubuntu, dev.py and packaging/build.py install them.)")
    return "\n".join(lines)
