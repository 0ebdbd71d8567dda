"""The embedded model server's resident memory over a run: sampled every few seconds, max and median printed.

    # run a command and sample the model server it starts (and the server's children) until it ends:
    .venv/bin/python benchmarks/llm_memory.py -- .venv/bin/dataagent run INPUT -o var/mem
    # or watch a server that is already up (`dataagent services up`, compose) until it exits or Ctrl-C:
    .venv/bin/python benchmarks/llm_memory.py [--pid PID] [--every 5] [--csv var/mem/rss.csv]

The server is the process running ``llama_cpp.server`` (services/llm execs into it); RSS is summed over
it and its descendants. The memory bounds are the ``server:`` settings of configs/llm.yaml (n_ctx,
logits_all, cache, cache_size); the report names the values in force so runs can be compared.
"""

from __future__ import annotations

import argparse
import csv
import signal
import statistics
import subprocess
import time
from pathlib import Path

import psutil

SERVER_MARK = "llama_cpp.server"
MIB = 1024 * 1024


def is_server(process: psutil.Process) -> bool:
    try:
        return SERVER_MARK in process.cmdline()
    except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
        return False


def find_server(root: psutil.Process | None) -> psutil.Process | None:
    """The model server among ``root``'s descendants (any process when ``root`` is None)."""
    try:
        candidates = root.children(recursive=True) if root is not None else list(psutil.process_iter())
    except psutil.NoSuchProcess:
        return None
    return next((p for p in candidates if is_server(p)), None)


def rss(server: psutil.Process) -> int | None:
    """Bytes resident in the server and its descendants; None once the server is gone."""
    try:
        processes = [server, *server.children(recursive=True)]
    except psutil.NoSuchProcess:
        return None
    total = 0
    for process in processes:
        try:
            total += process.memory_info().rss
        except (psutil.NoSuchProcess, psutil.ZombieProcess):
            continue
    return total


def server_settings(server: psutil.Process) -> dict[str, str]:
    """The options the server was started with that bound its memory."""
    try:
        argv = server.cmdline()
    except psutil.Error:
        return {}
    wanted = ("--n_ctx", "--n_batch", "--logits_all", "--cache", "--cache_type", "--cache_size")
    return {a[2:]: argv[i + 1] for i, a in enumerate(argv[:-1]) if a in wanted}


def report(samples: list[tuple[float, int]], settings: dict[str, str]) -> str:
    if not samples:
        return "no model server was seen (is a model endpoint configured, so none was started?)"
    values = [v for _, v in samples]
    span = samples[-1][0] - samples[0][0]
    lines = [
        f"model server RSS over {span:.0f}s, {len(values)} samples:",
        f"  max    {max(values) / MIB:8.0f} MiB",
        f"  median {statistics.median(values) / MIB:8.0f} MiB",
        f"  first  {values[0] / MIB:8.0f} MiB   last {values[-1] / MIB:.0f} MiB",
    ]
    if settings:
        lines.append("  settings " + " ".join(f"{k}={v}" for k, v in settings.items()))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--every", type=float, default=5.0, help="seconds between samples (default 5)")
    ap.add_argument("--pid", type=int, help="the server's pid (default: found by its command line)")
    ap.add_argument("--csv", type=Path, help="also write every sample (seconds, rss_bytes) here")
    ap.add_argument("command", nargs=argparse.REMAINDER, help="-- COMMAND...: run it and watch its server")
    args = ap.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    child = subprocess.Popen(command) if command else None
    root = psutil.Process(child.pid) if child is not None else None
    samples: list[tuple[float, int]] = []
    settings: dict[str, str] = {}
    server = psutil.Process(args.pid) if args.pid else None
    started = time.monotonic()
    try:
        while True:
            if server is None:
                server = find_server(root)
                settings = server_settings(server) if server is not None else {}
            value = rss(server) if server is not None else None
            if value is not None:
                samples.append((round(time.monotonic() - started, 1), value))
            elif server is not None and child is None:
                break  # the watched server is gone
            elif server is not None and args.pid is None:
                server = None  # gone: a restarted server is looked for again
            if child is not None and child.poll() is not None:
                break
            time.sleep(args.every)
    except KeyboardInterrupt:
        if child is not None:
            child.send_signal(signal.SIGINT)
            child.wait()
    if args.csv is not None:
        args.csv.parent.mkdir(parents=True, exist_ok=True)
        with open(args.csv, "w", newline="", encoding="utf-8") as f:
            writer = csv.writer(f)
            writer.writerow(["seconds", "rss_bytes"])
            writer.writerows(samples)
    print(report(samples, settings))
    return child.returncode if child is not None and child.returncode is not None else 0


if __name__ == "__main__":
    raise SystemExit(main())
