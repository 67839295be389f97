"""Is a process still running? For telling a crashed program's leftovers (a temporary file, a
lock) from a live program's work in progress, on Linux, macOS and Windows."""

from __future__ import annotations

import os


def pid_alive(pid: int) -> bool:
    """True if a process with this id is running (or may be: when in doubt, it is alive, so that
    nothing another program is working on is ever cleaned away)."""
    if pid <= 0:
        return False
    if pid == os.getpid():
        return True
    if os.name == "nt":
        return _pid_alive_windows(pid)
    try:
        os.kill(pid, 0)  # signal 0: only asks whether the process exists
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it exists, and belongs to someone else
    except OSError:
        return True
    return True


def _pid_alive_windows(pid: int) -> bool:
    # os.kill(pid, 0) would *terminate* the process on Windows; ask the kernel instead.
    import ctypes
    from ctypes import wintypes

    query_limited_information = 0x1000
    still_active = 259
    access_denied = 5
    kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
    kernel32.OpenProcess.restype = wintypes.HANDLE
    handle = kernel32.OpenProcess(query_limited_information, False, pid)
    if not handle:
        return ctypes.get_last_error() == access_denied  # type: ignore[attr-defined]
    try:
        code = wintypes.DWORD()
        if not kernel32.GetExitCodeProcess(handle, ctypes.byref(code)):
            return True
        return code.value == still_active
    finally:
        kernel32.CloseHandle(handle)
