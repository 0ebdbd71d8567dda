"""How much of the model-path extraction's prompts the embedded model's server takes from its prefix cache:
this checkout beside an earlier commit, on one generated narrative document, in one run.

    .venv/bin/python benchmarks/prefix_bench.py [--base d51a02e] [--records 6] [--lang zh]

Starts the embedded model (llama.cpp's server, its log captured), then for each checkout runs `dataagent
extract` of the document through the planner and the section workers (the layout path and the program
path off: every call reads the whole document), and reads the server's log: requests, prompt tokens, the
tokens reused from the previous request's processed prefix ("prefix-match hit"), and seconds. A short
unrelated request between the runs leaves neither run a prefix of the other's.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.hosted_narrative_bench import worktree  # noqa: E402
from benchmarks.run_summary import prefix_cache  # noqa: E402
from tests.docgen import DocSpec, make_task_folder  # noqa: E402


def wait_ready(url: str, timeout_s: float = 300) -> None:
    give_up = time.monotonic() + timeout_s
    while time.monotonic() < give_up:
        try:
            if httpx.get(f"{url}/models", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(1)
    raise SystemExit(f"the model server did not answer at {url}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--base", default="d51a02e")
    ap.add_argument("--records", type=int, default=6)
    ap.add_argument("--lang", choices=["zh", "en"], default="zh")
    ap.add_argument("--port", type=int, default=8091)
    args = ap.parse_args()
    alias = "local"
    with tempfile.TemporaryDirectory(prefix="prefix-bench-") as tmp:
        gold = make_task_folder(Path(tmp) / "in", DocSpec(n_records=args.records, seed=7), args.lang, "md")
        log = Path(tmp) / "llm.log"
        serve_env = {**os.environ, "DATAAGENT_LLM_SERVER_CACHE_DIR": str(ROOT / "var" / "cache" / "models")}
        with open(log, "wb") as out:
            serve = [sys.executable, "-m", "services.llm", "serve", "--host", "127.0.0.1", "--port"]
            server = subprocess.Popen(
                [*serve, str(args.port)], cwd=ROOT, env=serve_env, stdout=out, stderr=subprocess.STDOUT
            )
        url = f"http://127.0.0.1:{args.port}/v1"
        try:
            wait_ready(url)
            rows = []
            for label, root in (("base " + args.base, worktree(args.base)), ("this checkout", ROOT)):
                hello = {"model": alias, "max_tokens": 1, "messages": [{"role": "user", "content": "hello"}]}
                httpx.post(f"{url}/chat/completions", json=hello, timeout=60)
                before = log.stat().st_size
                env = {k: v for k, v in os.environ.items() if not k.startswith("DATAAGENT_")}
                env.update(
                    DATAAGENT_LLM_BASE_URL=url,
                    DATAAGENT_LLM_MODEL=alias,
                    DATAAGENT_LLM_CACHE_ENABLED="false",
                    DATAAGENT_EXTRACTION_PROGRAM__ENABLED="false",
                )
                t0 = time.monotonic()
                extract = [sys.executable, "-m", "cli", "extract", str(gold.doc_path), "--knowledge"]
                extract += [str(gold.knowledge_path), "--question", gold.question]
                extract += ["-o", str(Path(tmp) / f"{len(rows)}.db")]
                done = subprocess.run(
                    extract, cwd=root, env=env, capture_output=True, text=True, timeout=3600
                )
                seconds = time.monotonic() - t0
                part = Path(tmp) / f"part{len(rows)}.log"
                part.write_bytes(log.read_bytes()[before:])
                requests, reused, evaluated = prefix_cache(part) or (0, 0, 0)
                rows.append((label, seconds, requests, reused, evaluated, done.returncode))
                print(done.stdout.strip().splitlines()[-1:] or done.stderr[-500:])
        finally:
            server.terminate()
            server.wait(30)
    print(f"\none {args.lang} document of {args.records} records, model path (planner and section workers)")
    print(f"{'checkout':22s} {'seconds':>8s} {'requests':>9s} {'prompt':>8s} {'reused':>8s} {'hit rate':>9s}")
    for label, seconds, requests, reused, evaluated, code in rows:
        total = reused + evaluated
        rate = reused / total if total else 0.0
        print(
            f"{label:22s} {seconds:8.1f} {requests:9d} {total:8d} {reused:8d} {rate:9.1%}"
            + (f"  exit {code}" if code else "")
        )


if __name__ == "__main__":
    main()
