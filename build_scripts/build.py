"""Build the desktop application with PyInstaller: `python build_scripts/build.py`.

Produces a one-folder application in `dist/summoner-wars/` for the platform it runs on (Linux,
Windows or macOS), with the card files, fonts and assets inside. Needs the `build` extra:
`pip install -e ".[build]"`. Options: `--clean` (start from scratch), `--selftest` (run the
built executable's `--selftest` in a minimal environment afterwards).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NAME = "summoner-wars"
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# Keep the bundle lean: the game needs none of these.
EXCLUDES = [
    "numpy", "PIL", "tkinter", "_tkinter", "matplotlib", "scipy", "pandas", "IPython",
    "pytest", "hypothesis", "jsonschema", "setuptools", "pip", "unittest", "pydoc_data",
    "pygame.examples", "pygame.tests", "pygame.docs",
    "xmlrpc", "curses", "readline",
    # (online play needs ssl, http, email and urllib.request, which websockets imports, and sqlite3, the
    # server's store: the self test hosts a room to prove the build has them)
]


def pyinstaller_args(dist: Path, work: Path) -> list[str]:
    sep = os.pathsep
    args = [
        str(ROOT / "build_scripts" / "launcher.py"),
        "--name", NAME,
        "--onedir",
        "--noconfirm",
        "--log-level", "WARN",
        "--distpath", str(dist),
        "--workpath", str(work),
        "--specpath", str(work),
        "--add-data", f"{ROOT / 'cards'}{sep}cards",
        "--add-data", f"{ROOT / 'assets'}{sep}assets",
        # The compiled translation catalogs, where game.i18n looks: next to the package.
        "--add-data", f"{ROOT / 'game' / 'locale'}{sep}game/locale",
        # The Hard bot's per-faction weights (game.ai.faction_weights reads them next to itself).
        "--add-data", f"{ROOT / 'game' / 'ai' / 'faction_weights.yaml'}{sep}game/ai",
        "--paths", str(ROOT),
        "--collect-submodules", "game",
    ]
    # Ability modules are imported by name at run time (game.core.abilities.MODULES), which
    # PyInstaller's import analysis cannot see: name each one.
    import game.core.abilities as abilities

    for mod in abilities.MODULES:
        args += ["--hidden-import", f"game.core.abilities.{mod}"]
    saves = ROOT / "saves"
    if any(saves.glob("*.json")):
        args += ["--add-data", f"{saves}{sep}saves"]
    icon = ROOT / "assets" / ("icon.ico" if sys.platform == "win32" else "icon.icns" if sys.platform == "darwin" else "icon.png")
    if icon.exists() and sys.platform in ("win32", "darwin"):
        args += ["--icon", str(icon)]
    if sys.platform in ("win32", "darwin"):
        args.append("--windowed")
    else:
        args.append("--strip")  # debug symbols are most of libpython's size on Linux
    for mod in EXCLUDES:
        args += ["--exclude-module", mod]
    return args


def folder_size(p: Path) -> int:
    # Symlinks (PyInstaller links some libraries) point at files already counted.
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file() and not f.is_symlink())


def run_selftest(exe: Path) -> tuple[bool, float, str]:
    """Run the built executable's selftest with an empty environment (no Python on PATH)."""
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "HOME": str(ROOT / "build" / "selftest-home")}
    Path(env["HOME"]).mkdir(parents=True, exist_ok=True)
    if sys.platform == "win32":
        env["SYSTEMROOT"] = os.environ.get("SYSTEMROOT", r"C:\Windows")
    t0 = time.perf_counter()
    out = subprocess.run([str(exe), "--selftest"], env=env, capture_output=True, text=True, timeout=600)
    dt = time.perf_counter() - t0
    text = out.stdout + out.stderr
    return out.returncode == 0 and "selftest ok" in out.stdout, dt, text


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--clean", action="store_true")
    ap.add_argument("--selftest", action="store_true")
    ap.add_argument("--dist", default=str(ROOT / "dist"))
    args = ap.parse_args(argv)
    try:
        import PyInstaller.__main__ as pyi
    except ImportError:
        print("PyInstaller is not installed: pip install -e '.[build]'", file=sys.stderr)
        return 2
    dist, work = Path(args.dist), ROOT / "build" / "pyinstaller"
    if args.clean:
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(dist / NAME, ignore_errors=True)
    t0 = time.perf_counter()
    pyi.run(pyinstaller_args(dist, work))
    out = dist / NAME
    print(f"built {out} in {time.perf_counter() - t0:.0f} s, {folder_size(out) / 1e6:.1f} MB")
    if args.selftest:
        exe = out / (NAME + (".exe" if sys.platform == "win32" else ""))
        ok, dt, text = run_selftest(exe)
        print(text.strip())
        print(f"selftest {'passed' if ok else 'FAILED'} in {dt:.1f} s")
        return 0 if ok else 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
