"""Bad input for the commands beside `dataagent run` and for the services' RPCs, tried as a user or an
attacker would: each case runs a command (or calls a real server) and says what must hold.

Public API::

    ws = Workspace.make(tmp_path, llm_url)   # the planted secret outside, a run folder, inputs
    results = [case.run(ws) for case in CASES]
    table = command_table(results, ws)       # kinds tried, crashes, hangs, escapes, data lost

A case is a crash when a traceback reaches the user or the command dies of a signal, a hang when it
does not end within its limit, an escape when the secret reaches its output, its files or the model,
and data lost when what it must record or refuse (the case's own checks) is missing.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.request
import uuid
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.badinput import files as fx
from tests.badinput.evidence import TRACEBACK, files_under, read_text

COMMAND_TIMEOUT_S = 120


@dataclass
class Workspace:
    root: Path
    secret: str
    llm_url: str
    # Bodies the fake model received, read after the cases ran.
    model_requests: Callable[[], list[dict[str, Any]]] = lambda: []

    @classmethod
    def make(cls, root: Path, llm_url: str, model_requests: Callable[[], list[dict[str, Any]]]) -> Workspace:
        ws = cls(root, f"COMMAND-SECRET-{uuid.uuid4().hex}", llm_url, model_requests)
        outside = ws.outside
        fx.write_bytes(outside / "secret.csv", f"secret\n{ws.secret}\n".encode())
        fx.write_bytes(outside / "secret.json", json.dumps({"question": ws.secret, "assets": []}).encode())
        fx.write_bytes(outside / "secret.pdf", fx.pdf_bytes(f"Globex plans a buyback. {ws.secret}"))
        fx.write_bytes(ws.blank_pdf, fx.blank_pdf_bytes(2000))
        return ws

    @property
    def outside(self) -> Path:
        return self.root / "outside"

    @property
    def blank_pdf(self) -> Path:
        return self.root / "inputs" / "c08_blank_2000.pdf"

    def env(self, **extra: str) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.endswith("_ADDR")}
        env.update(
            DATAAGENT_LLM_BASE_URL=self.llm_url,
            DATAAGENT_LLM_MAX_RETRIES="0",
            DATAAGENT_LLM_TIMEOUT_S="4",
            DATAAGENT_ARTIFACT_ROOT=str(self.root / "artifacts"),
            **extra,
        )
        return env


@dataclass
class Outcome:
    """What a case saw: the command's exit status (None: it did not end in time), its output, the files
    it wrote, and the case's own failed checks."""

    returncode: int | None
    output: str = ""
    seconds: float = 0.0
    written: list[Path] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)

    def expect(self, condition: bool, problem: str) -> None:
        if not condition:
            self.problems.append(problem)


@dataclass(frozen=True)
class CommandCase:
    name: str
    family: str
    what: str
    check: Callable[[Workspace], Outcome]


def run_cli(ws: Workspace, args: list[str], timeout_s: float = COMMAND_TIMEOUT_S, **env: str) -> Outcome:
    """``dataagent ARGS`` as a process; a command past ``timeout_s`` is killed (returncode None)."""
    start = time.monotonic()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "cli", *args],
            env=ws.env(**env),
            capture_output=True,
            timeout=timeout_s,
            stdin=subprocess.DEVNULL,
        )
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"") + (e.stderr or b"")
        return Outcome(None, out.decode(errors="replace"), time.monotonic() - start)
    output = (done.stdout + done.stderr).decode(errors="replace")
    return Outcome(done.returncode, output, time.monotonic() - start)


# --- dataagent view --------------------------------------------------------------------------------


def _run_folder(ws: Workspace, name: str) -> Path:
    """A run folder whose task's answer and trace are links to the secret outside."""
    task = ws.root / name / "task_1"
    task.mkdir(parents=True)
    (task / "prediction.csv").symlink_to(ws.outside / "secret.csv")
    (task / "trace.json").symlink_to(ws.outside / "secret.json")
    (task / "context_preprocessing_manifest.json").symlink_to(ws.outside / "secret.json")
    gold = ws.root / f"{name}_gold" / "task_1"
    gold.mkdir(parents=True)
    (gold / "gold.csv").symlink_to(ws.outside / "secret.csv")
    return task.parent


def _serve_view(ws: Workspace, run: Path, *args: str) -> tuple[subprocess.Popen, str, str]:
    """``dataagent view`` started on a free port: the process, the address it printed, its stderr so far."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "cli", "view", str(run), "--port", "0", *args],
        env=ws.env(),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    line = proc.stdout.readline()
    m = re.search(r"(http://\S+)", line)
    return proc, (m.group(1) if m else ""), line


def _stop(proc: subprocess.Popen) -> str:
    proc.send_signal(signal.SIGTERM)
    try:
        out, err = proc.communicate(timeout=15)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
    return (out or "") + (err or "")


def _get(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as resp:
            return resp.status, resp.read().decode(errors="replace")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode(errors="replace")


def timed(check: Callable[[Workspace], Outcome]) -> Callable[[Workspace], Outcome]:
    """``check`` with its wall time recorded."""

    def run(ws: Workspace) -> Outcome:
        start = time.monotonic()
        outcome = check(ws)
        outcome.seconds = time.monotonic() - start
        return outcome

    return run


def view_links_out(ws: Workspace) -> Outcome:
    run = _run_folder(ws, "view_run")
    proc, url, first = _serve_view(ws, run, "--gold", str(ws.root / "view_run_gold"))
    outcome = Outcome(0, first)
    try:
        outcome.expect(bool(url), f"no address printed: {first!r}")
        for path in ("api/run", "api/task/task_1", "files/task_1/prediction.csv", "files/task_1/trace.json"):
            status, body = _get(url.split("?")[0] + path)
            outcome.output += f"\n{path}: {status} {body}"
    finally:
        outcome.output += _stop(proc)
    outcome.returncode = proc.returncode
    return outcome


def view_wildcard_host(ws: Workspace) -> Outcome:
    run = ws.root / "view_open" / "task_1"
    run.mkdir(parents=True)
    proc, url, first = _serve_view(ws, run.parent, "--host", "0.0.0.0")
    outcome = Outcome(0, first)
    try:
        port = url.split(":")[2].split("/")[0] if url.count(":") >= 2 else ""
        bare = f"http://127.0.0.1:{port}/api/run"
        outcome.expect(_get(bare)[0] == 401, "a request without the token was answered")
        token = url.split("token=", 1)[-1] if "token=" in url else ""
        outcome.expect(
            bool(token) and _get(f"{bare}?token={token}")[0] == 200, "the printed token was refused"
        )
    finally:
        outcome.output += _stop(proc)
    outcome.expect("not loopback" in outcome.output, "no warning that the page is open to other machines")
    return outcome


# --- dataagent ask ---------------------------------------------------------------------------------


def _questions(ws: Workspace, name: str, items: list[dict[str, str]]) -> Path:
    path = ws.root / "inputs" / name
    fx.write_bytes(path, json.dumps(items).encode())
    return path


def _reports(ws: Workspace) -> Path:
    """A reports folder with one report, and a link in it to a report outside."""
    pdfs = ws.root / "reports"
    if not pdfs.exists():
        fx.write_bytes(pdfs / "acme.pdf", fx.pdf_bytes("Acme Robotics annual report"))
        (pdfs / "c03_globex_link.pdf").symlink_to(ws.outside / "secret.pdf")
    return pdfs


def ask_link_out(ws: Workspace) -> Outcome:
    pdfs = _reports(ws)
    q = _questions(ws, "ask.json", [{"text": "Did Globex plan a share buyback?", "kind": "boolean"}])
    out = ws.root / "ask_out" / "answers.json"
    outcome = run_cli(ws, ["ask", str(q), "--pdfs", str(pdfs), "-o", str(out), "--no-vectors", "--no-rerank"])
    outcome.written = files_under(out.parent)
    outcome.expect("c03_globex_link.pdf not read" in outcome.output, "the link out was not reported")
    outcome.expect(out.is_file(), "no answers file")
    return outcome


def ask_too_many(ws: Workspace) -> Outcome:
    q = _questions(ws, "many.json", [{"text": f"Question {i}?", "kind": "number"} for i in range(10_000)])
    out = ws.root / "ask_many" / "answers.json"
    outcome = run_cli(ws, ["ask", str(q), "--pdfs", str(_reports(ws)), "-o", str(out)])
    outcome.expect(outcome.returncode == 2 and "above the limit" in outcome.output, "10,000 questions taken")
    outcome.expect(not out.exists(), "an answers file was written for refused questions")
    return outcome


def ask_huge_question(ws: Workspace) -> Outcome:
    q = _questions(ws, "huge.json", [{"text": "Revenue? " * 200_000, "kind": "number"}])
    outcome = run_cli(ws, ["ask", str(q), "--pdfs", str(_reports(ws)), "-o", str(ws.root / "h.json")])
    outcome.expect(outcome.returncode == 2 and "characters" in outcome.output, "a 1.8 MB question taken")
    return outcome


# --- pdf2md, split, video, file, query -------------------------------------------------------------


def pdf2md_blank_pages(ws: Workspace) -> Outcome:
    outcome = run_cli(ws, ["pdf2md", str(ws.blank_pdf), "-o", str(ws.root / "blank.md")], timeout_s=90)
    outcome.expect("2000 blank pages" in outcome.output, "the blank pages are not reported")
    outcome.expect(outcome.returncode in (0, 1), f"exit {outcome.returncode}")
    return outcome


def split_blank_pages(ws: Workspace) -> Outcome:
    out = ws.root / "split.json"
    outcome = run_cli(ws, ["split", str(ws.blank_pdf), "-o", str(out), "--no-model"], timeout_s=90)
    outcome.expect(outcome.returncode == 0 and out.is_file(), f"no split written (exit {outcome.returncode})")
    return outcome


def split_truncated(ws: Workspace) -> Outcome:
    pdf = ws.root / "inputs" / "c10_truncated.pdf"
    data = fx.pdf_bytes("A bundle", pages=4)
    fx.write_bytes(pdf, data[: len(data) // 3])
    outcome = run_cli(ws, ["split", str(pdf), "-o", str(ws.root / "trunc.json"), "--no-model"])
    outcome.expect(outcome.returncode in (0, 1, 2), f"exit {outcome.returncode}")
    outcome.expect("c10_truncated" in outcome.output or (ws.root / "trunc.json").is_file(), "nothing said")
    return outcome


def pdf2md_encrypted(ws: Workspace) -> Outcome:
    pdf = fx.write_bytes(ws.root / "inputs" / "c11_locked.pdf", fx.encrypted_pdf_bytes("Locked"))
    outcome = run_cli(ws, ["pdf2md", str(pdf), "-o", str(ws.root / "locked.md")])
    outcome.expect(outcome.returncode == 1 and "password" in outcome.output, "the lock is not named")
    return outcome


def video_not_a_video(ws: Workspace) -> Outcome:
    clip = fx.write_bytes(ws.root / "inputs" / "c12_noise.mp4", fx.garbage(50_000, seed=12))
    outcome = run_cli(ws, ["video", str(clip), "-o", str(ws.root / "video_noise"), "--no-speech"])
    outcome.expect(outcome.returncode in (1, 2) and "c12_noise" in outcome.output, "no clear refusal")
    return outcome


def video_empty(ws: Workspace) -> Outcome:
    clip = fx.write_bytes(ws.root / "inputs" / "c13_empty.mp4", b"")
    outcome = run_cli(ws, ["video", str(clip), "-o", str(ws.root / "video_empty"), "--no-speech"])
    outcome.expect(outcome.returncode in (1, 2) and "c13_empty" in outcome.output, "no clear refusal")
    return outcome


def file_hidden(ws: Workspace) -> Outcome:
    desk = ws.root / "desk"
    fx.write_bytes(desk / "inbox" / "report.pdf", fx.pdf_bytes("Quarterly report"))
    fx.write_bytes(desk / "inbox" / ".c14_hidden.pdf", fx.pdf_bytes("Hidden invoice"))
    fx.write_bytes(desk / "inbox" / ".c14_folder" / "kept.pdf", fx.pdf_bytes("Kept invoice"))
    fx.write_bytes(desk / "folders.yaml", b"root: library\nfolders:\n  - {name: Reports, path: reports}\n")
    plan_path = ws.root / "plan.json"
    outcome = run_cli(
        ws,
        [
            "file",
            str(desk / "inbox"),
            "--folders",
            str(desk / "folders.yaml"),
            "--no-model",
            "-o",
            str(plan_path),
        ],
    )
    plan = read_text(plan_path)
    outcome.expect('".c14_hidden.pdf"' in plan and '"hidden"' in plan, "the hidden file is not in the plan")
    outcome.expect(".c14_folder/" in plan, "the hidden folder left out is not recorded")
    return outcome


def _query_task(ws: Workspace) -> Path:
    task = ws.root / "query_task"
    if not task.exists():
        fx.write_csv(task / "context" / "csv" / "t.csv", ["a", "b"], [[1, 2]])
        fx.write_bytes(task / "task.json", b'{"task_id": "q", "question": "?"}')
    return task


def query_named(statement: str, word: str) -> Callable[[Workspace], Outcome]:
    def check(ws: Workspace) -> Outcome:
        outcome = run_cli(ws, ["query", str(_query_task(ws)), statement, "--dialect", "duckdb"])
        outcome.expect(
            outcome.returncode == 2 and f"got {word}" in outcome.output, f"refusal does not say {word}"
        )
        return outcome

    return check


# --- the RPC surface --------------------------------------------------------------------------------


def _in_process(
    check: Callable[[Workspace, Outcome], Coroutine[Any, Any, None]],
) -> Callable[[Workspace], Outcome]:
    """A case that starts real servers in this process: an exception it raises is its crash."""

    def run(ws: Workspace) -> Outcome:
        outcome = Outcome(0)
        start = time.monotonic()
        try:
            asyncio.run(asyncio.wait_for(check(ws, outcome), COMMAND_TIMEOUT_S))
        except TimeoutError:
            outcome.returncode = None
        except Exception as e:  # the case's crash, reported as one
            outcome.output += f"{TRACEBACK}\n{type(e).__name__}: {e}"
        outcome.seconds = time.monotonic() - start
        return outcome

    return run


async def _context(ws: Workspace):
    from services.context.server import create_server
    from services.context.settings import ContextSettings
    from shared.config import load_settings

    settings = load_settings(
        ContextSettings,
        artifact_root=ws.root / "artifacts",
        input_roots=[ws.root / "inputs"],
        listen_addr="127.0.0.1:0",
    )
    return await create_server(settings)


async def rpc_convert_pdf(ws: Workspace, outcome: Outcome) -> None:
    import grpc

    from dataagent.context.v1 import context_pb2, context_pb2_grpc

    pdf = fx.write_bytes(ws.root / "inputs" / "c17_report.pdf", fx.pdf_bytes("A short report"))
    server = await _context(ws)
    try:
        async with grpc.aio.insecure_channel(server.address) as channel:
            target = str(ws.root / "artifacts" / "c17" / "report.md")
            request = context_pb2.ConvertPdfRequest(pdf_path=str(pdf), output_path=target)
            try:
                reply = await context_pb2_grpc.ContextServiceStub(channel).ConvertPdf(request, timeout=60)
            except grpc.aio.AioRpcError as e:
                outcome.problems.append(
                    f"ConvertPdf failed on a valid request: {e.code().name} {e.details()}"
                )
                return
            outcome.expect(
                reply.page_count == 2 and Path(reply.markdown_path).is_file(), "no Markdown written"
            )
    finally:
        await server.stop(0)


async def rpc_oversized(ws: Workspace, outcome: Outcome) -> None:
    import grpc

    from dataagent.common.v1 import common_pb2
    from dataagent.context.v1 import context_pb2, context_pb2_grpc

    task = ws.root / "inputs" / "task_1"
    fx.write_csv(task / "context" / "csv" / "t.csv", ["a"], [[1]])
    out = ws.root / "artifacts" / "runs" / "c18"
    server = await _context(ws)
    try:
        options = [("grpc.max_send_message_length", 64 << 20)]
        async with grpc.aio.insecure_channel(server.address, options=options) as channel:
            stub = context_pb2_grpc.ContextServiceStub(channel)
            for field_name, ref in (
                (
                    "task_id",
                    common_pb2.TaskRef(
                        task_id="t" * (10 << 20), task_dir=str(task), task_output_dir=str(out)
                    ),
                ),
                ("task_dir", common_pb2.TaskRef(task_id="task_1", task_dir="/" + "d" * (20 << 20))),
            ):
                try:
                    await stub.PrepareContext(context_pb2.PrepareContextRequest(task=ref), timeout=30)
                    outcome.problems.append(f"an oversized {field_name} was accepted")
                except grpc.aio.AioRpcError as e:
                    outcome.expect(
                        e.code() is grpc.StatusCode.INVALID_ARGUMENT,
                        f"{field_name}: {e.code().name}, not refused",
                    )
    finally:
        await server.stop(0)
    outcome.expect(not out.exists(), "a manifest was written for an oversized request")


CASES = (
    CommandCase(
        "view_links_out_of_the_run", "symlink out", "answer, trace, manifest, gold linked out", view_links_out
    ),
    CommandCase("view_beyond_loopback", "exposure", "--host 0.0.0.0", timed(view_wildcard_host)),
    CommandCase("ask_link_out_of_reports", "symlink out", "a report linked from outside", ask_link_out),
    CommandCase("ask_10000_questions", "huge", "10,000 questions", ask_too_many),
    CommandCase("ask_huge_question", "hostile question", "a 1.8 MB question", ask_huge_question),
    CommandCase("pdf2md_2000_blank_pages", "huge", "2,000 blank pages", pdf2md_blank_pages),
    CommandCase("split_2000_blank_pages", "huge", "2,000 blank pages", split_blank_pages),
    CommandCase("split_truncated_pdf", "broken", "a PDF cut to a third", split_truncated),
    CommandCase("pdf2md_encrypted_pdf", "encrypted", "a password-protected PDF", pdf2md_encrypted),
    CommandCase("video_random_bytes", "broken", "random bytes named .mp4", video_not_a_video),
    CommandCase("video_empty_file", "empty", "a 0-byte .mp4", video_empty),
    CommandCase("file_hidden_inbox_entries", "hostile name", "a hidden file and folder", file_hidden),
    CommandCase(
        "query_install_named", "hostile sql", "INSTALL httpfs", query_named("INSTALL httpfs", "INSTALL")
    ),
    CommandCase(
        "query_pragma_named", "hostile sql", "PRAGMA threads=1", query_named("PRAGMA threads=1", "PRAGMA")
    ),
    CommandCase(
        "rpc_convert_pdf_valid", "rpc", "ConvertPdf with a valid request", _in_process(rpc_convert_pdf)
    ),
    CommandCase("rpc_oversized_fields", "rpc", "a 10 MB task id, a 20 MB path", _in_process(rpc_oversized)),
)


def command_table(results: dict[str, Outcome], ws: Workspace) -> dict[str, Any]:
    """The closing table of the command cases, with each failure named."""
    details: dict[str, list[str]] = {"crashes": [], "hangs": [], "escapes": [], "data_lost": []}
    requests = json.dumps(ws.model_requests(), ensure_ascii=False)
    for name, o in results.items():
        if o.returncode is None:
            details["hangs"].append(f"{name}: did not end within its limit")
        elif TRACEBACK in o.output or o.returncode < 0:
            details["crashes"].append(f"{name}: {o.output[-300:]!r}")
        written = "".join(read_text(p) for p in o.written)
        if ws.secret in o.output or ws.secret in written:
            details["escapes"].append(f"{name}: the secret is in its output or files")
        details["data_lost"] += [f"{name}: {p}" for p in o.problems]
    if ws.secret in requests:
        details["escapes"].append("the secret reached the model")
    return {
        "kinds_tried": len(results),
        **{k: len(v) for k, v in details.items()},
        "details": details,
        "seconds": {name: round(o.seconds, 1) for name, o in results.items()},
    }
