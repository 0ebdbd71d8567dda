"""Bad-input cases of dataagent ask and the commands' interrupts and file names."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pymupdf

from tests.badinput import files as fx
from tests.badinput.cmdrun import CommandCase, Outcome, Workspace, run_cli
from tests.badinput.evidence import TRACEBACK, files_under, read_text

_QUESTION = "What was the revenue of Acme Robotics in {}?"
_SIGNAL_WAIT_S = 60.0


def _reports(ws: Workspace) -> Path:
    """A reports folder with one text report of Acme Robotics."""
    pdfs = ws.root / "ask_reports"
    if not pdfs.exists():
        # One page: a line on every page would be left out as a running header.
        fx.write_bytes(pdfs / "acme.pdf", fx.pdf_bytes("Acme Robotics annual report, 42 million.", pages=1))
    return pdfs


def _ask(ws: Workspace, name: str, year: int, *extra: str, timeout_s: float = 60) -> tuple[Outcome, Path]:
    """``dataagent ask`` on one question about the report into ``<name>/answers.json``; each case asks
    its own question, so no answer comes from the model cache of another."""
    q = fx.write_json(
        ws.root / "inputs" / f"{name}.json", [{"text": _QUESTION.format(year), "kind": "number"}]
    )
    out = ws.root / name / "answers.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    args = ["ask", str(q), "--pdfs", str(_reports(ws)), "-o", str(out), "--no-vectors", "--no-rerank", *extra]
    return run_cli(ws, args, timeout_s=timeout_s), out


# --- the page-index cache and the files beside the answers -------------------------------------------


def ask_cache_file_linked_out(ws: Workspace) -> Outcome:
    cache = ws.root / "ask_cache_link"
    first, _ = _ask(ws, "ask_cache_link_1", 2001, "--cache", str(cache))
    planted = ws.outside / "page_index_chunks.json"
    text = f"Acme Robotics revenue {ws.secret}"
    fx.write_json(planted, {"pages": [text] * 6, "chunks": [[p, text, ""] for p in range(6)]})
    linked = []
    for entry in (cache / "page_index").iterdir():
        (entry / "chunks.json").unlink()
        (entry / "chunks.json").symlink_to(planted)
        linked.append(entry / "chunks.json")
    outcome, out = _ask(ws, "ask_cache_link_2", 2002, "--cache", str(cache))
    outcome.output = first.output + outcome.output
    outcome.written = files_under(out.parent)
    outcome.expect(bool(linked), "the first run left no page index to link out")
    outcome.expect(outcome.returncode == 0, f"exit {outcome.returncode}")
    outcome.expect(all(not p.is_symlink() for p in linked), "the linked cache file was kept")
    details = read_text(out.with_suffix(".details.jsonl"))
    outcome.expect('"page": 5' not in details, "pages of the linked file were cited")
    return outcome


def ask_cache_folder_linked_out(ws: Workspace) -> Outcome:
    cache = ws.root / "ask_cache_dirlink"
    first, _ = _ask(ws, "ask_cache_dirlink_1", 2003, "--cache", str(cache))
    elsewhere = ws.outside / "page_index_folder"
    elsewhere.mkdir()
    entries = list((cache / "page_index").iterdir())
    for entry in entries:
        for f in entry.iterdir():
            f.unlink()
        entry.rmdir()
        entry.symlink_to(elsewhere, target_is_directory=True)
    outcome, _ = _ask(ws, "ask_cache_dirlink_2", 2004, "--cache", str(cache))
    outcome.output = first.output + outcome.output
    outcome.expect(bool(entries), "the first run left no page index to link out")
    outcome.expect(outcome.returncode == 0, f"exit {outcome.returncode}")
    outcome.expect(not list(elsewhere.iterdir()), "the index was written through the linked folder")
    return outcome


def ask_side_files_linked_out(ws: Workspace) -> Outcome:
    victim = fx.write_bytes(ws.outside / "victim.txt", b"kept\n")
    out = ws.root / "ask_side_links" / "answers.json"
    for suffix in (".model_calls.jsonl", ".answers.jsonl", ".details.jsonl"):
        fx.symlink(out.with_suffix(suffix), victim)
    outcome, _ = _ask(ws, "ask_side_links", 2005)
    outcome.expect(outcome.returncode == 0, f"exit {outcome.returncode}")
    outcome.expect(Path(victim).read_bytes() == b"kept\n", "a file outside was written through a link")
    calls = out.with_suffix(".model_calls.jsonl")
    outcome.expect(calls.is_file() and not calls.is_symlink(), "no model-call log of its own")
    return outcome


def ask_pipe_beside_answers(ws: Workspace) -> Outcome:
    pipe = Path(fx.fifo(ws.root / "ask_side_pipe" / "answers.model_calls.jsonl"))
    outcome, out = _ask(ws, "ask_side_pipe", 2006, timeout_s=30)
    outcome.expect(outcome.returncode == 2 and "not a regular file" in outcome.output, "the pipe not refused")
    outcome.expect(pipe.is_fifo() and not out.exists(), "work done or the pipe replaced")
    return outcome


def ask_model_unreachable(ws: Workspace) -> Outcome:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    closed = dataclasses.replace(ws, llm_url=f"http://127.0.0.1:{port}/v1")
    outcome, out = _ask(closed, "ask_no_model", 2007)
    outcome.expect(outcome.returncode == 1, f"exit {outcome.returncode} with the model unreachable")
    outcome.expect(
        "1 of 1 question(s) got no answer because the model call failed" in outcome.output, "not said"
    )
    outcome.expect(out.is_file(), "no answers file")
    return outcome


def ask_control_characters_in_names(ws: Workspace) -> Outcome:
    pdfs = ws.root / "ask_ctrl_names"
    fx.write_bytes(pdfs / "acme\x1b[31m\nred.pdf", fx.pdf_bytes("Acme Robotics annual report.", pages=1))
    q = fx.write_json(
        ws.root / "inputs" / "ask_ctrl.json", [{"text": _QUESTION.format(2008), "kind": "number"}]
    )
    out = ws.root / "ask_ctrl_out" / "answers.json"
    outcome = run_cli(ws, ["ask", str(q), "--pdfs", str(pdfs), "-o", str(out), "--no-vectors", "--no-rerank"])
    outcome.expect("\x1b" not in outcome.output, "an ESC of a file name reached the terminal")
    outcome.expect("acme\\x1b[31m\\nred.pdf" in outcome.output, "the name is not shown escaped")
    return outcome


# --- file names that are not UTF-8 or hold control characters ------------------------------------------


def _named(ws: Workspace, raw: bytes, data: bytes) -> Path:
    """A file whose name holds ``raw`` bytes as they are (Python sees them as lone surrogates)."""
    return Path(os.fsdecode(fx.write_bytes(os.fsencode(ws.root / "names") + b"/" + raw, data)))


def pdf2md_non_utf8_name(ws: Workspace) -> Outcome:
    pdf = _named(ws, b"r\xe9port.pdf", fx.pdf_bytes("A small report", pages=1))
    outcome = run_cli(ws, ["pdf2md", str(pdf)])
    md, pages = pdf.with_suffix(".md"), pdf.with_suffix(".pages.json")
    outcome.expect(outcome.returncode == 0, f"exit {outcome.returncode}")
    outcome.expect(md.is_file() and pages.is_file(), "the Markdown or its page map is missing")
    source = json.loads(read_text(pages) or "{}").get("source", "")
    outcome.expect(source.endswith("r\\xe9port.pdf"), f"the page map names the PDF {source!r}")
    return outcome


def split_non_utf8_name(ws: Workspace) -> Outcome:
    pdf = _named(ws, b"b\xe9ndle.pdf", fx.pdf_bytes("Invoice number 42", pages=2))
    out = ws.root / "names_split.json"
    outcome = run_cli(ws, ["split", str(pdf), "--no-model", "--no-cache", "-o", str(out)])
    outcome.expect(outcome.returncode == 0 and out.is_file(), f"no split written (exit {outcome.returncode})")
    return outcome


def video_non_utf8_name(ws: Workspace) -> Outcome:
    clip = _named(ws, b"v\xe9.mp4", fx.garbage(2000, seed=7))
    out = ws.root / "names_video"
    outcome = run_cli(ws, ["video", str(clip), "-o", str(out), "--no-speech"])
    outcome.expect(outcome.returncode == 1 and "not processed" in outcome.output, "no clear refusal")
    outcome.expect("internal error" not in outcome.output, "the name broke the command")
    return outcome


def pdf2md_control_characters_in_name(ws: Workspace) -> Outcome:
    pdf = _named(ws, b"p\x1b[31m\nred.pdf", fx.pdf_bytes("A small report", pages=1))
    outcome = run_cli(ws, ["pdf2md", str(pdf)])
    outcome.expect(outcome.returncode == 0, f"exit {outcome.returncode}")
    outcome.expect("\x1b" not in outcome.output, "an ESC of a file name reached the terminal")
    return outcome


# --- interrupts -----------------------------------------------------------------------------------------


@contextmanager
def _silent_model() -> Iterator[str]:
    """A model endpoint that takes connections and never answers: a call waits until it is cancelled."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(16)
    try:
        yield f"http://127.0.0.1:{server.getsockname()[1]}/v1"
    finally:
        server.close()


def _children(pid: int) -> list[str]:
    """The command lines of a process's children."""
    names = []
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            for child in Path(f"/proc/{pid}/task/{task}/children").read_text().split():
                names.append(Path(f"/proc/{child}/cmdline").read_bytes().decode(errors="replace"))
    except OSError:
        pass
    return names


def _signalled(
    ws: Workspace, args: list[str], sig: int, ready: Callable[[int, str], bool], **env: str
) -> tuple[Outcome, bool]:
    """``dataagent ARGS`` sent ``sig`` once ``ready(pid, output so far)`` holds; whether it was sent
    (False: the command ended first, or never became ready)."""
    start = time.monotonic()
    proc = subprocess.Popen(
        [sys.executable, "-m", "cli", *args],
        env=ws.env(**env),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    chunks: list[bytes] = []
    assert proc.stdout is not None
    reader = threading.Thread(target=lambda: chunks.extend(iter(lambda: proc.stdout.read1(4096), b"")))
    reader.start()
    sent = False
    while proc.poll() is None and time.monotonic() - start < _SIGNAL_WAIT_S:
        if ready(proc.pid, b"".join(chunks).decode(errors="replace")):
            proc.send_signal(sig)
            sent = True
            break
        time.sleep(0.05)
    try:
        proc.wait(timeout=_SIGNAL_WAIT_S)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
        reader.join()
        return Outcome(None, b"".join(chunks).decode(errors="replace"), time.monotonic() - start), sent
    reader.join()
    return Outcome(proc.returncode, b"".join(chunks).decode(errors="replace"), time.monotonic() - start), sent


def _ended_as_interrupted(outcome: Outcome, sent: bool) -> None:
    outcome.expect(sent, "the command ended before the signal could be sent")
    outcome.expect(outcome.returncode == 130, f"exit {outcome.returncode}, not 130")
    outcome.expect("interrupted" in outcome.output and TRACEBACK not in outcome.output, "not one clear line")


def ask_interrupted(sig: int, year: int) -> Callable[[Workspace], Outcome]:
    def check(ws: Workspace) -> Outcome:
        q = fx.write_json(
            ws.root / "inputs" / f"ask_sig{year}.json", [{"text": _QUESTION.format(year), "kind": "number"}]
        )
        out = ws.root / f"ask_sig{year}" / "answers.json"
        args = ["ask", str(q), "--pdfs", str(_reports(ws)), "-o", str(out), "--no-vectors", "--no-rerank"]
        with _silent_model() as url:
            silent = dataclasses.replace(ws, llm_url=url)
            outcome, sent = _signalled(silent, args, sig, lambda _pid, output: "indexed 1 reports" in output)
        _ended_as_interrupted(outcome, sent)
        answers = json.loads(read_text(out) or "{}").get("answers")
        outcome.expect(answers == [], f"the answers file of the interrupted run is not written ({answers!r})")
        return outcome

    return check


def _scanned_pdf(path: Path, pages: int) -> Path:
    """Pages that are only an image of text: each one read by OCR."""
    src = pymupdf.open()
    page = src.new_page()
    for line in range(30):
        page.insert_text((60, 60 + line * 24), f"Scanned line {line} of the quarterly report", fontsize=14)
    pix = page.get_pixmap(dpi=150, colorspace=pymupdf.csGRAY)
    doc = pymupdf.open()
    for _ in range(pages):
        doc.new_page().insert_image(pymupdf.Rect(0, 0, 595, 842), pixmap=pix)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(path)
    return path


def pdf2md_ctrl_c_during_ocr(ws: Workspace) -> Outcome:
    pdf = _scanned_pdf(ws.root / "inputs" / "ocr_interrupted.pdf", 40)
    out = ws.root / "ocr_interrupted.md"
    outcome, sent = _signalled(
        ws,
        ["pdf2md", str(pdf), "-o", str(out)],
        signal.SIGINT,
        lambda pid, _out: any("tesseract" in c and "--list-langs" not in c for c in _children(pid)),
    )
    if shutil.which("tesseract") is None:  # no OCR here: the scan converts to nothing at once
        return outcome
    _ended_as_interrupted(outcome, sent)
    outcome.expect(not out.exists(), "an interrupted conversion wrote its Markdown")
    return outcome


def query_ctrl_c_during_query(ws: Workspace) -> Outcome:
    task = ws.root / "query_interrupted"
    fx.write_csv(task / "context" / "csv" / "t.csv", ["a"], [[1]])
    fx.write_bytes(task / "task.json", b'{"task_id": "q", "question": "?"}')
    loaded: list[float] = []

    def ready(pid: int, _out: str) -> bool:
        try:
            if not loaded and b"duckdb" in Path(f"/proc/{pid}/maps").read_bytes():
                loaded.append(time.monotonic())
        except OSError:
            return False
        return bool(loaded) and time.monotonic() - loaded[0] > 1.5

    # DuckDB does not look at signals while it computes: the query's own time limit ends it.
    statement = "SELECT count(*) FROM range(100000000000) a, range(10) b"
    args = ["query", str(task), statement, "--dialect", "duckdb"]
    outcome, sent = _signalled(ws, args, signal.SIGINT, ready, DATAAGENT_CATALOG_PROBE__TIME_LIMIT_S="3")
    _ended_as_interrupted(outcome, sent)
    return outcome


ASK_CASES: tuple[CommandCase, ...] = (
    CommandCase(
        "ask_cache_file_linked_out",
        "symlink out",
        "page index chunks.json -> outside",
        ask_cache_file_linked_out,
    ),
    CommandCase(
        "ask_cache_folder_linked_out",
        "symlink out",
        "page index entry folder -> outside",
        ask_cache_folder_linked_out,
    ),
    CommandCase(
        "ask_side_files_linked_out",
        "symlink out",
        "OUT.model_calls.jsonl etc. -> outside",
        ask_side_files_linked_out,
    ),
    CommandCase(
        "ask_pipe_beside_answers", "special file", "a FIFO at OUT.model_calls.jsonl", ask_pipe_beside_answers
    ),
    CommandCase("ask_model_unreachable", "broken", "no model at the endpoint", ask_model_unreachable),
    CommandCase(
        "ask_control_characters_in_names",
        "hostile name",
        "ESC and newline in a report name",
        ask_control_characters_in_names,
    ),
    CommandCase(
        "pdf2md_non_utf8_name", "hostile name", "r\\xe9port.pdf (Latin-1 byte)", pdf2md_non_utf8_name
    ),
    CommandCase("split_non_utf8_name", "hostile name", "b\\xe9ndle.pdf (Latin-1 byte)", split_non_utf8_name),
    CommandCase("video_non_utf8_name", "hostile name", "v\\xe9.mp4 (Latin-1 byte)", video_non_utf8_name),
    CommandCase(
        "pdf2md_control_characters_in_name",
        "hostile name",
        "ESC and newline in a PDF name",
        pdf2md_control_characters_in_name,
    ),
    CommandCase(
        "ask_sigterm_mid_run",
        "interrupt",
        "SIGTERM while a model call waits",
        ask_interrupted(signal.SIGTERM, 2009),
    ),
    CommandCase(
        "ask_ctrl_c_mid_run",
        "interrupt",
        "SIGINT while a model call waits",
        ask_interrupted(signal.SIGINT, 2010),
    ),
    CommandCase(
        "pdf2md_ctrl_c_during_ocr",
        "interrupt",
        "SIGINT while Tesseract reads a page",
        pdf2md_ctrl_c_during_ocr,
    ),
    CommandCase(
        "query_ctrl_c_during_query", "interrupt", "SIGINT during a long query", query_ctrl_c_during_query
    ),
)
