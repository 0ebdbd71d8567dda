"""Bad-input cases of the commands: view, ask, pdf2md, split, video, file, query, score, extract."""

from __future__ import annotations

import json
import re
import signal
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path

from tests.badinput import files as fx
from tests.badinput.cmdrun import Outcome, Workspace, run_cli
from tests.badinput.evidence import files_under, read_text

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


def view_short_token(ws: Workspace) -> Outcome:
    run = ws.root / "view_short" / "task_1"
    run.mkdir(parents=True)
    outcome = run_cli(
        ws, ["view", str(run.parent), "--host", "0.0.0.0", "--port", "0"], 30, DATAAGENT_VIEW_TOKEN="a"
    )
    outcome.expect(outcome.returncode == 2 and "at least" in outcome.output, "a one-character token accepted")
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


def file_root_given_twice(ws: Workspace) -> Outcome:
    desk = ws.root / "desk_twice"
    fx.write_bytes(desk / "inbox" / "report.pdf", fx.pdf_bytes("Quarterly report"))
    yaml_text = f"root: library\nroot: {ws.outside}\nfolders:\n  - {{name: Reports, path: reports}}\n"
    fx.write_bytes(desk / "folders.yaml", yaml_text.encode())
    args = ["file", str(desk / "inbox"), "--folders", str(desk / "folders.yaml"), "--no-model", "--apply"]
    outcome = run_cli(ws, [*args, "-o", str(ws.root / "plan_twice.json")])
    outcome.expect(
        outcome.returncode == 2 and "given twice" in outcome.output, "a key given twice taken silently"
    )
    outcome.expect(not (ws.outside / "reports").exists(), "a file was copied under the second root")
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


# --- outputs, nested JSON, scores, view, split ------------------------------------------------------


def _small_pdf(ws: Workspace) -> Path:
    path = ws.root / "inputs" / "c20_small.pdf"
    if not path.exists():
        fx.write_bytes(path, fx.pdf_bytes("A small report"))
    return path


def output_is_a_folder(ws: Workspace) -> Outcome:
    (ws.root / "c21_out_dir").mkdir(exist_ok=True)
    outcome = run_cli(ws, ["pdf2md", str(_small_pdf(ws)), "-o", str(ws.root / "c21_out_dir")])
    outcome.expect(outcome.returncode == 2 and "is a folder" in outcome.output, "a folder as -o not refused")
    return outcome


def output_is_a_pipe(ws: Workspace) -> Outcome:
    pipe = Path(fx.fifo(ws.root / "c22_pipe.md"))
    outcome = run_cli(ws, ["pdf2md", str(_small_pdf(ws)), "-o", str(pipe)])
    outcome.expect(outcome.returncode == 2 and "not a regular file" in outcome.output, "a pipe as -o taken")
    outcome.expect(pipe.is_fifo(), "the pipe was replaced by a file")
    return outcome


def output_is_the_input(ws: Workspace) -> Outcome:
    pdf = Path(fx.write_bytes(ws.root / "inputs" / "c23_self.pdf", fx.pdf_bytes("Overwrite me")))
    before = pdf.read_bytes()
    outcome = run_cli(ws, ["pdf2md", str(pdf), "-o", str(pdf)])
    outcome.expect(outcome.returncode == 2 and "is the input" in outcome.output, "-o onto the input taken")
    outcome.expect(pdf.read_bytes() == before, "the input was overwritten")
    return outcome


def ask_nested_questions(ws: Workspace) -> Outcome:
    q = fx.write_bytes(ws.root / "inputs" / "c24_deep.json", b"[" * 10_000 + b"]" * 10_000)
    outcome = run_cli(ws, ["ask", str(q), "--pdfs", str(_reports(ws)), "-o", str(ws.root / "c24.json")])
    outcome.expect(outcome.returncode == 2 and "nested" in outcome.output, "deep JSON not refused clearly")
    return outcome


def score_rag_gold_of_another_shape(ws: Workspace) -> Outcome:
    answers = fx.write_bytes(ws.root / "inputs" / "c25_answers.json", b'{"answers": []}')
    gold = fx.write_bytes(ws.root / "inputs" / "c25_gold.json", b'{"q": "not an object"}')
    outcome = run_cli(ws, ["score-rag", str(answers), str(gold)])
    outcome.expect(
        outcome.returncode == 2 and "gold" in outcome.output, "a gold file of another shape scored"
    )
    return outcome


def score_rag_malformed_gold_values(ws: Workspace) -> Outcome:
    """Gold answers that are no value, an unknown kind, references that are no page: each refused."""
    answers = fx.write_bytes(ws.root / "inputs" / "c25b_answers.json", b'{"answers": []}')
    entries = {
        "nan": '{"kind": "number", "answers": [NaN], "reference_pools": []}',
        "null": '{"kind": "name", "answers": [null], "reference_pools": []}',
        "object": '{"kind": "name", "answers": [{"a": [1]}], "reference_pools": []}',
        "kind": '{"kind": "weird", "answers": ["x"], "reference_pools": []}',
        "pool": '{"kind": "name", "answers": ["x"], "reference_pools": [["nocolon", "abc:x"]]}',
    }
    outcomes = []
    for name, entry in entries.items():
        gold = fx.write_bytes(ws.root / "inputs" / f"c25b_gold_{name}.json", f'{{"q": {entry}}}'.encode())
        outcomes.append((name, run_cli(ws, ["score-rag", str(answers), str(gold)])))
    outcome = Outcome(
        max((o.returncode or 0) for _, o in outcomes),
        "".join(o.output for _, o in outcomes),
        sum(o.seconds for _, o in outcomes),
    )
    for name, o in outcomes:
        outcome.expect(o.returncode == 2 and "gold" in o.output, f"gold with a bad {name} scored")
    return outcome


def score_rag_answer_not_in_gold(ws: Workspace) -> Outcome:
    answers = fx.write_bytes(
        ws.root / "inputs" / "c25c_answers.json",
        b'{"answers": [{"question_text": "asked nowhere", "kind": "name", "value": "x", '
        b'"references": [{"pdf_sha1": null, "page_index": -5}]}]}',
    )
    gold = fx.write_bytes(
        ws.root / "inputs" / "c25c_gold.json",
        b'{"q": {"kind": "name", "answers": ["x"], "reference_pools": [["abc:1"]]}}',
    )
    outcome = run_cli(ws, ["score-rag", str(answers), str(gold)])
    outcome.expect(
        outcome.returncode == 0
        and "gold does not hold" in outcome.output
        and "asked nowhere" in outcome.output,
        "an answer to a question the gold does not hold dropped without a word",
    )
    return outcome


def score_prediction_link_out(ws: Workspace) -> Outcome:
    pred, gold = ws.root / "c26_pred" / "task_1", ws.root / "c26_gold" / "task_1"
    gold.mkdir(parents=True)
    (gold / "gold.csv").write_text("secret\nsomething\n")
    pred.mkdir(parents=True)
    (pred / "prediction.csv").symlink_to(ws.outside / "secret.csv")
    outcome = run_cli(ws, ["score", str(pred.parent), str(gold.parent), "--json"])
    outcome.expect(
        outcome.returncode == 0 and "outside" in outcome.output, "a prediction linked out was read"
    )
    return outcome


def score_one_gold_linked_out(ws: Workspace) -> Outcome:
    pred, gold = ws.root / "c26b_pred", ws.root / "c26b_gold"
    for task_id in ("task_1", "task_2"):
        fx.write_bytes(pred / task_id / "prediction.csv", b"a\n1\n")
        (gold / task_id).mkdir(parents=True)
    (gold / "task_1" / "gold.csv").write_text("a\n1\n")
    (gold / "task_2" / "gold.csv").symlink_to(ws.outside / "secret.csv")
    outcome = run_cli(ws, ["score", str(pred), str(gold), "--json"])
    outcome.expect(
        outcome.returncode == 2 and "task_2" in outcome.output and '"task_1"' in outcome.output,
        "one unreadable gold answer stopped the scoring or was not named",
    )
    return outcome


def score_missing_predictions(ws: Workspace) -> Outcome:
    gold = ws.root / "c27_gold" / "task_1"
    gold.mkdir(parents=True)
    (gold / "gold.csv").write_text("a\n1\n")
    outcome = run_cli(ws, ["score", str(ws.root / "c27_no_such_run"), str(gold.parent)])
    outcome.expect(outcome.returncode == 2 and "not found" in outcome.output, "a missing run scored as zeros")
    return outcome


def view_malformed_traces(ws: Workspace) -> Outcome:
    run = ws.root / "c28_run"
    for task, trace in (("task_1", b"[" * 10_000 + b"]" * 10_000), ("task_2", b'{"steps": "notalist"}')):
        (run / task).mkdir(parents=True)
        (run / task / "trace.json").write_bytes(trace)
    proc, url, first = _serve_view(ws, run)
    outcome = Outcome(0, first)
    try:
        for task in ("task_1", "task_2"):
            status, body = _get(url + f"api/task/{task}")
            outcome.expect(status == 200, f"{task}: no page ({status} {body[:80]})")
    finally:
        outcome.output += _stop(proc)
    outcome.returncode = proc.returncode
    return outcome


def view_port_out_of_range(ws: Workspace) -> Outcome:
    outcome = run_cli(ws, ["view", str(ws.root), "--port", "99999"])
    outcome.expect(
        outcome.returncode == 2 and "not a port" in outcome.output, "port 99999 not refused clearly"
    )
    return outcome


def split_short_text_pages(ws: Workspace) -> Outcome:
    pdf = ws.root / "inputs" / "c30_text600.pdf"
    fx.write_bytes(pdf, fx.short_text_pages_pdf(600))
    out = ws.root / "c30_split.json"
    outcome = run_cli(ws, ["split", str(pdf), "--no-model", "--no-cache", "-o", str(out)], timeout_s=90)
    outcome.expect(outcome.returncode == 0 and out.is_file(), f"no split written (exit {outcome.returncode})")
    return outcome


def extract_empty_document(ws: Workspace) -> Outcome:
    doc = fx.write_bytes(ws.root / "inputs" / "c31_empty.md", b"")
    outcome = run_cli(ws, ["extract", str(doc), "-o", str(ws.root / "c31.db")])
    outcome.expect(outcome.returncode != 0 and "empty" in outcome.output, "an empty document not named empty")
    return outcome


def query_says_what_was_garbled(ws: Workspace) -> Outcome:
    task = ws.root / "c32_task"
    data = "id,city\n1,北京\n2,上海\n".encode() + b"3,x\xff\n"
    fx.write_bytes(task / "context" / "csv" / "m.csv", data)
    fx.write_bytes(task / "task.json", b'{"task_id": "q", "question": "?"}')
    outcome = run_cli(ws, ["query", str(task), "SELECT * FROM m"])
    outcome.expect(outcome.returncode == 0 and "replaced" in outcome.output, "the replaced byte not said")
    return outcome


def video_output_is_a_file(ws: Workspace) -> Outcome:
    clip = fx.write_bytes(ws.root / "inputs" / "c33.mp4", fx.garbage(1000, seed=33))
    target = fx.write_bytes(ws.root / "c33_file", b"x")
    outcome = run_cli(ws, ["video", str(clip), "-o", str(target), "--no-speech"])
    outcome.expect(outcome.returncode == 2 and "not a folder" in outcome.output, "a file as -o not refused")
    return outcome


def catalog_task_file_link_out(ws: Workspace) -> Outcome:
    task = ws.root / "c34_task"
    fx.write_csv(task / "context" / "csv" / "t.csv", ["a"], [[1]])
    fx.write_bytes(ws.outside / "spec.json", json.dumps({"task_id": "x", "question": ws.secret}).encode())
    (task / "task.json").symlink_to(ws.outside / "spec.json")
    outcome = run_cli(ws, ["catalog", str(task), "--full"])
    outcome.expect(
        outcome.returncode == 0 and "outside the task folder" in outcome.output, "the link is not said"
    )
    return outcome
