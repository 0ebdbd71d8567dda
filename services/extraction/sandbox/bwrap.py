"""The bubblewrap command line that confines model-written code to an operating-system sandbox.

Public API::

    python_runtime() -> Runtime
    command(bwrap, runtime, uid, gid, scratch_bytes, seccomp_fd, args) -> list[str]

The sandbox has its own user (one unprivileged uid/gid), network (loopback only), pid, ipc, uts and mount
namespaces and no capabilities. Its filesystem is the base interpreter, its standard library and the
shared libraries the interpreter links, read-only at their host paths (the symlinks on the way recreated),
plus a size-bounded tmpfs ``/scratch`` as working directory; no /etc, /proc, /dev, /home or task folder.
It is killed with the process that started it.
"""

from __future__ import annotations

import functools
import os
import re
import subprocess
import sys
import sysconfig
from dataclasses import dataclass

SCRATCH = "/scratch"
_LOADER_LINE = re.compile(r"(/\S+) \(0x[0-9a-f]+\)")
_MAX_LINKS = 40


@dataclass(frozen=True)
class Runtime:
    """A Python runtime as the sandbox sees it: what to run, what to bind, which symlinks to recreate."""

    interpreter: str
    binds: tuple[str, ...]
    links: tuple[tuple[str, str], ...]
    library_dirs: tuple[str, ...]


def _resolve(path: str, links: dict[str, str], hops: int = 0) -> str:
    """The real path of ``path``, recording each symlink met on the way (as link -> target)."""
    if hops > _MAX_LINKS:
        raise OSError(f"too many symlinks resolving {path}")
    parts = path.split("/")
    current = "/"
    for i, part in enumerate(parts):
        if part in ("", "."):
            continue
        if part == "..":
            current = os.path.dirname(current)
            continue
        step = os.path.join(current, part)
        if os.path.islink(step):
            target = os.readlink(step)
            links[step] = target
            base = target if target.startswith("/") else os.path.join(current, target)
            return _resolve("/".join([base, *parts[i + 1 :]]), links, hops + 1)
        current = step
    return current


def _shared_libraries(interpreter: str) -> list[str]:
    """The shared objects the dynamic loader maps for ``interpreter`` (glibc's loader lists them)."""
    listing = subprocess.run(
        [interpreter, "-I", "-S", "-c", ""],
        env={"LD_TRACE_LOADED_OBJECTS": "1"},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    ).stdout
    return _LOADER_LINE.findall(listing)


def _inside(path: str, roots: set[str]) -> bool:
    return any(path.startswith(root.rstrip("/") + "/") for root in roots)


@functools.cache
def python_runtime() -> Runtime:
    """The base interpreter of this process (not its virtual environment: the sandbox needs no packages)."""
    links: dict[str, str] = {}
    interpreter = _resolve(getattr(sys, "_base_executable", None) or sys.executable, links)
    stdlib = _resolve(sysconfig.get_path("stdlib"), links)
    libraries = _shared_libraries(interpreter)
    if not libraries:
        raise OSError(f"the dynamic loader lists no libraries for {interpreter}")
    wanted = {interpreter, stdlib}
    library_dirs: list[str] = []
    for lib in libraries:
        real_dir = os.path.dirname(_resolve(lib, links))
        wanted |= {real_dir, _resolve(os.path.dirname(lib), links)}
        if real_dir not in library_dirs:
            library_dirs.append(real_dir)
    binds = {p for p in wanted if not _inside(p, wanted)}
    kept = {link: target for link, target in links.items() if not _inside(link, binds)}
    return Runtime(
        interpreter=interpreter,
        binds=tuple(sorted(binds)),
        links=tuple(sorted(kept.items())),
        library_dirs=tuple(library_dirs),
    )


def command(
    bwrap: str,
    runtime: Runtime,
    uid: int,
    gid: int,
    scratch_bytes: int,
    seccomp_fd: int,
    args: list[str],
) -> list[str]:
    """``bwrap ... interpreter args``; ``seccomp_fd`` must be passed to the child (``pass_fds``)."""
    argv = [bwrap, "--unshare-all", "--unshare-user", "--uid", str(uid), "--gid", str(gid)]
    argv += ["--hostname", "sandbox", "--die-with-parent", "--new-session", "--cap-drop", "ALL"]
    argv += ["--clearenv", "--setenv", "LD_LIBRARY_PATH", ":".join(runtime.library_dirs)]
    for path in runtime.binds:
        argv += ["--ro-bind", path, path]
    for link, target in runtime.links:
        argv += ["--symlink", target, link]
    argv += ["--size", str(scratch_bytes), "--tmpfs", SCRATCH, "--chdir", SCRATCH, "--remount-ro", "/"]
    argv += ["--seccomp", str(seccomp_fd), runtime.interpreter, *args]
    return argv
