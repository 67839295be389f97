"""Draw the game's icon with pygame and write assets/icon.png, icon.ico (Windows) and
icon.icns (macOS). ICO and ICNS both allow PNG-compressed images inside, so no imaging
library is needed. Run: python build_scripts/make_icon.py"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"


def draw(size: int) -> pygame.Surface:
    """Two crossed swords over a gold-rimmed summoning stone."""
    s = 4 * size  # draw large, then scale down for smooth edges
    surf = pygame.Surface((s, s), pygame.SRCALPHA)
    c = s // 2
    pygame.draw.circle(surf, (214, 170, 74), (c, c), int(s * 0.48))
    pygame.draw.circle(surf, (36, 24, 48), (c, c), int(s * 0.43))
    for r, col in ((0.36, (92, 40, 120)), (0.26, (150, 60, 170)), (0.14, (230, 150, 255))):
        pygame.draw.circle(surf, col, (c, c), int(s * r))
    for angle in (45, 135):
        a = math.radians(angle)
        dx, dy = math.cos(a), math.sin(a)
        half = s * 0.36
        p1 = (c - dx * half, c - dy * half)
        p2 = (c + dx * half, c + dy * half)
        pygame.draw.line(surf, (235, 235, 240), p1, p2, max(3, s // 22))
        gx, gy = c - dx * half * 0.55, c - dy * half * 0.55
        px, py = -dy * s * 0.09, dx * s * 0.09
        pygame.draw.line(surf, (214, 170, 74), (gx - px, gy - py), (gx + px, gy + py), max(3, s // 26))
    return pygame.transform.smoothscale(surf, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def write_ico(path: Path, sizes: list[int]) -> None:
    images = [png_bytes(draw(n)) for n in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries = b""
    for n, data in zip(sizes, images, strict=True):
        entries += struct.pack("<BBBBHHII", n % 256, n % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    path.write_bytes(header + entries + b"".join(images))


def write_icns(path: Path) -> None:
    chunks = b""
    for kind, n in ((b"ic07", 128), (b"ic08", 256), (b"ic09", 512)):
        data = png_bytes(draw(n))
        chunks += kind + struct.pack(">I", len(data) + 8) + data
    path.write_bytes(b"icns" + struct.pack(">I", len(chunks) + 8) + chunks)


def main() -> int:
    pygame.init()
    ASSETS.mkdir(exist_ok=True)
    pygame.image.save(draw(256), str(ASSETS / "icon.png"))
    write_ico(ASSETS / "icon.ico", [16, 32, 48, 64, 128, 256])
    write_icns(ASSETS / "icon.icns")
    print("wrote assets/icon.png, icon.ico, icon.icns")
    return 0


if __name__ == "__main__":
    sys.exit(main())
