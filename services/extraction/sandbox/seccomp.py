"""A seccomp filter that lets a sandboxed process run but never start another process or namespace.

Public API::

    supported(machine) -> bool
    no_new_processes_filter(machine) -> bytes   (a classic BPF program, as ``bwrap --seccomp`` reads it)

Threads are allowed (``clone`` with ``CLONE_THREAD``); ``fork``, ``vfork`` and every other ``clone`` fail
with EPERM, ``clone3`` with ENOSYS (the C library then falls back to ``clone``), ``unshare``, ``setns`` and
``ptrace`` with EPERM. A system call of another ABI (i386 or x32 on x86-64) kills the process. The filter
holds whatever uid the process has outside its user namespace, unlike RLIMIT_NPROC, which the kernel does
not apply to processes of the host's root user.
"""

from __future__ import annotations

import errno
import struct
from typing import NamedTuple

_LD_ABS_W = 0x20
_JEQ = 0x15
_JGE = 0x35
_JSET = 0x45
_RET = 0x06
_KILL_PROCESS = 0x80000000
_ALLOW = 0x7FFF0000
_ERRNO = 0x00050000
_CLONE_THREAD = 0x00010000
_X32_SYSCALL_BIT = 0x40000000
# Offsets in struct seccomp_data: the call number, the ABI, the low half of the first argument.
_NR, _ARCH, _ARG0 = 0, 4, 16


class _Abi(NamedTuple):
    audit_arch: int
    clone: int
    deny: tuple[int, ...]
    x32_guard: bool


_CLONE3 = 435
_ABIS = {
    # fork, vfork, unshare, setns, ptrace
    "x86_64": _Abi(0xC000003E, clone=56, deny=(57, 58, 272, 308, 101), x32_guard=True),
    # unshare, setns, ptrace (no fork or vfork call on this ABI)
    "aarch64": _Abi(0xC00000B7, clone=220, deny=(97, 268, 117), x32_guard=False),
}


def supported(machine: str) -> bool:
    return machine in _ABIS


def _op(code: int, k: int, jt: int = 0, jf: int = 0) -> bytes:
    return struct.pack("=HBBI", code, jt, jf, k)


def no_new_processes_filter(machine: str) -> bytes:
    """The filter for ``platform.machine()``; KeyError for an ABI without one."""
    abi = _ABIS[machine]
    prog = [
        _op(_LD_ABS_W, _ARCH),
        _op(_JEQ, abi.audit_arch, jt=1),
        _op(_RET, _KILL_PROCESS),
        _op(_LD_ABS_W, _NR),
    ]
    if abi.x32_guard:
        prog += [_op(_JGE, _X32_SYSCALL_BIT, jf=1), _op(_RET, _KILL_PROCESS)]
    for nr in abi.deny:
        prog += [_op(_JEQ, nr, jf=1), _op(_RET, _ERRNO | errno.EPERM)]
    prog += [_op(_JEQ, _CLONE3, jf=1), _op(_RET, _ERRNO | errno.ENOSYS)]
    prog += [
        _op(_JEQ, abi.clone, jf=4),
        _op(_LD_ABS_W, _ARG0),
        _op(_JSET, _CLONE_THREAD, jf=1),
        _op(_RET, _ALLOW),
        _op(_RET, _ERRNO | errno.EPERM),
        _op(_RET, _ALLOW),
    ]
    return b"".join(prog)
