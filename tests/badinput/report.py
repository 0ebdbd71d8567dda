"""Verdicts of corpus runs: per kind, per task and per run what failed, and the closing table.

Public API::

    runs = [CorpusRun(corpus, out, finished, ...), ...]
    verdicts = judge(runs, requests)   # requests: bodies the fake model received, in order
    verdicts.failures()                # every failure, one line each ("" when clean)
    verdicts.table                     # kinds tried, crashes, hangs, escapes, data lost (+ details)
"""

from __future__ import annotations

import csv
import io
import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.badinput.corpus import GOOD_CSV, GOOD_DOC, GOOD_ROWS, GOOD_TABLE, Corpus, Kind, TableCheck
from tests.badinput.evidence import (
    RunRecords,
    TaskRecords,
    read_text,
    secret_sites,
    traceback_sites,
    tree_diff,
)
from tests.badinput.faults import SETTINGS_SQL
from tests.badinput.model import stage_of, task_of, text_of
from tests.badinput.procs import Finished

# The largest model request a bounded system sends (the 1 MB question must not reach the model whole).
MAX_REQUEST_BYTES = 1 << 20
# A run stopped by SIGTERM stops every service it started within this long (the launcher's grace and some).
STOP_WITHIN_S = 30.0
FORMULA_PREFIXES = ("=", "+", "@", "\t", "\r")
# What a fault kind's records must say (case-insensitive): the task's error or a stage's record.
FAULT_PATTERNS = {
    "model_http_500": r"HTTP 500",
    "model_garbage": r"invalid json|no valid structured output",
    "model_malformed_body": r"malformed",
    "model_timeout": r"no answer within|timed out|timeout",
    "model_wrong_shape": r"field required|should be a valid|no valid structured output",
    "model_huge_reply": r"invalid json|no valid structured output|too (long|large)",
    "model_truncated": r"cut off|truncat",
    "question_1mb": r"question",
    "service_killed_extraction": r"extraction.*(unavailable|not ready|connect)",
}


@dataclass
class CorpusRun:
    """One `dataagent run` over a corpus and the states of its trees before and after."""

    corpus: Corpus
    out: Path
    finished: Finished
    input_before: dict[bytes, Any]
    input_after: dict[bytes, Any]
    outside_before: dict[bytes, Any]
    outside_after: dict[bytes, Any]
    # Processes of the run still alive once it ended (the test then stops them).
    leftovers: dict[int, str] = field(default_factory=dict)
    sigterm_at: float | None = None


@dataclass
class Verdicts:
    kinds: dict[str, list[str]] = field(default_factory=dict)
    tasks: dict[str, list[str]] = field(default_factory=dict)
    runs: list[str] = field(default_factory=list)
    table: dict[str, Any] = field(default_factory=dict)

    def failures(self) -> str:
        lines = [f"run: {g}" for g in self.runs]
        lines += [f"kind {k}: {f}" for k, fs in self.kinds.items() for f in fs]
        lines += [f"{t}: {f}" for t, fs in self.tasks.items() for f in fs]
        return "\n".join(lines)


def _table_problems(schema: dict[str, Any], check: TableCheck) -> list[str]:
    cols = [c["name"] for c in schema.get("columns", [])]
    found = []
    if check.columns is not None and tuple(cols) != check.columns:
        found.append(f"columns {cols[:8]} != {list(check.columns)} (garbled)")
    if check.column_count is not None and len(cols) != check.column_count:
        found.append(f"{len(cols)} columns, expected {check.column_count}")
    rows = schema.get("row_count")
    if check.rows is not None and rows != check.rows:
        found.append(f"{rows} rows, expected {check.rows}")
    if check.min_rows is not None and (rows or 0) < check.min_rows:
        found.append(f"{rows} rows, expected at least {check.min_rows} (data lost)")
    shown = json.dumps([schema.get("columns"), schema.get("sample_rows")], ensure_ascii=False)
    found += [f"value {v!r} not in its profile (garbled)" for v in check.values if v not in shown]
    return found


def _registered(rec: TaskRecords, kind: Kind) -> list[str]:
    check = kind.table or TableCheck()
    if kind.needle == "knowledge.md":
        text = json.dumps((rec.catalog or {}).get("knowledge_text", {}), ensure_ascii=False)
        return [f"knowledge text lacks {v!r} (garbled)" for v in check.values if v not in text]
    tables = rec.tables_from(kind.needle)
    if tables:
        return _table_problems(tables[0], check)
    assets = rec.assets_from(kind.needle)
    if assets and assets[0].get("kind") == "document":
        shown = json.dumps(assets[0].get("document"), ensure_ascii=False)
        return [f"document profile lacks {v!r} (garbled)" for v in check.values if v not in shown]
    return ["no table registered from it (data lost)"]


def judge_kind(rec: TaskRecords, kind: Kind, run: CorpusRun) -> list[str]:
    if rec.task is None:
        return ["its task is missing from the run manifest"]
    found: list[str] = []
    recorded = rec.named(kind.needle)
    for expect in kind.expect:
        if expect == "recorded" and not recorded:
            found.append(f"{kind.needle!r} is named in no recorded uncertainty or error")
        elif expect == "accounted" and not recorded and not rec.tables_from(kind.needle):
            found.append(f"{kind.needle!r} neither registered nor named in a recorded problem")
        elif expect == "registered":
            found += _registered(rec, kind)
        elif expect == "task_error":
            error = rec.task.get("error") or ""
            if rec.task.get("status") != "failed" or kind.needle not in error:
                found.append(f"task not failed with an error naming {kind.needle!r}: {error[:200]!r}")
        elif expect == "fault":
            pattern = FAULT_PATTERNS[kind.name]
            if not any(re.search(pattern, p, re.IGNORECASE) for p in rec.problems):
                found.append(f"no record says /{pattern}/: {[p[:160] for p in rec.problems[:5]]}")
        elif expect == "stopped":
            found += _stopped(rec, run)
        elif expect == "export_safe":
            cells = _prediction_cells(run.out, kind.task)
            formulas = [c for c in cells if c.startswith(FORMULA_PREFIXES)]
            if not cells or formulas:
                found.append(f"formula-like cells written as they are in prediction.csv: {formulas or cells}")
    return found


def _stopped(rec: TaskRecords, run: CorpusRun) -> list[str]:
    if run.sigterm_at is None:
        return ["the run ended before it could be stopped"]
    found = []
    took = run.finished.ended_at - run.sigterm_at
    if run.finished.returncode is None or took > STOP_WITHIN_S:
        found.append(f"dataagent run took {took:.0f}s to end after SIGTERM (limit {STOP_WITHIN_S:.0f}s)")
    if run.leftovers:
        found.append(f"processes left running after SIGTERM: {sorted(run.leftovers.values())}")
    if (rec.task or {}).get("status") == "running":
        found.append("the stopped task is still 'running' in the run manifest")
    running = [name for name, stage in rec.stages.items() if stage.get("status") == "running"]
    if running:
        found.append(f"stages of the stopped task still 'running' in the run manifest: {running}")
    return found


def _prediction_cells(out: Path, task_id: str) -> list[str]:
    text = read_text(out / task_id / "prediction.csv")
    return [c for row in csv.reader(io.StringIO(text)) for c in row] if text else []


def judge_task(run: CorpusRun, task_id: str, rec: TaskRecords) -> list[str]:
    """The task's good files were still processed, its answer found, its export safe."""
    plan = run.corpus.tasks[task_id]
    if rec.task is None:
        return ["missing from the run manifest"]
    if not plan.has_good_files or any("task_error" in k.expect for k in run.corpus.kinds_of(task_id)):
        return []
    found: list[str] = []
    good = [s for s in rec.schemas() if s.get("name") == GOOD_TABLE and s.get("asset") == GOOD_CSV]
    if not good or good[0].get("row_count") != GOOD_ROWS:
        found.append(
            f"good CSV {GOOD_CSV} not registered with {GOOD_ROWS} rows (catalog: {_brief(rec, 'catalog')})"
        )
    if not any(a.get("visible_path") == GOOD_DOC for a in (rec.context or {}).get("assets", [])):
        found.append(f"good document {GOOD_DOC} not admitted (context: {_brief(rec, 'context')})")
    cells = _prediction_cells(run.out, task_id)
    if plan.answer is not None and plan.answer not in cells:
        found.append(
            f"answer {plan.answer} not in prediction.csv {cells[:4]} (solver: {_brief(rec, 'solver')})"
        )
    return found


def _brief(rec: TaskRecords, stage: str) -> str:
    s = rec.stage(stage)
    return f"{s.get('status')}: {str(s.get('error') or s.get('message') or '')[:200]}"


def _settings_leak(requests: list[dict[str, Any]], host_prefixes: list[str]) -> list[str]:
    """The observation after the duckdb_settings() probe must show the model no host path."""
    found = set()
    for body in requests:
        if stage_of(body) != "solver":
            continue
        assistants = [m for m in body["messages"] if m.get("role") == "assistant"]
        if assistants and SETTINGS_SQL in str(assistants[-1].get("content")):
            last = text_of({"messages": body["messages"][-1:]})
            found |= {
                f"duckdb_settings() showed host path {p!r} to the model" for p in host_prefixes if p in last
            }
    return sorted(found)


def _passwd_line() -> str:
    try:
        first = Path("/etc/passwd").read_text(encoding="utf-8", errors="replace").splitlines()[0]
    except (OSError, IndexError):
        return ""
    return first if len(first) >= 12 else ""


@dataclass
class _Tally:
    crashes: dict[str, int] = field(default_factory=dict)
    hangs: list[str] = field(default_factory=list)
    escapes: dict[str, int] = field(default_factory=dict)
    lost: list[str] = field(default_factory=list)

    def escape(self, what: str, sites: list[str]) -> None:
        """Count each site under its group: requests by task and stage, files by folder."""
        for site in sites:
            group = re.sub(r"^model request #\d+ ", "model requests of ", site)
            group = re.sub(r"^file (\S+?/cache/[^/]+)/.*", r"files under \1", group)
            key = f"{what} in {group}" if what in ("secret", "/etc/passwd") else f"{what}: {group}"
            self.escapes[key] = self.escapes.get(key, 0) + 1


def _judge_run(run: CorpusRun, tally: _Tally, v: Verdicts) -> None:
    """Tracebacks, hangs, leftovers, secrets in outputs, input changes and every kind and task of one run."""
    out, fin = run.out, run.finished
    records = RunRecords(out)
    logs = {f"{out.name}/logs/{p.name}": read_text(p) for p in sorted((out / "logs").glob("*.log"))}
    sites = traceback_sites({f"{out.name} stdout": fin.stdout, f"{out.name} stderr": fin.stderr, **logs})
    if "Traceback" in json.dumps(records.manifest):
        sites[f"{out.name}/run_manifest.json holds a traceback"] = 1
    for site, n in sites.items():
        tally.crashes[site] = tally.crashes.get(site, 0) + n
    tally.hangs += [f"{out.name}: {h}" for h in records.timed_out()]
    if fin.timed_out:
        tally.hangs.append(f"{out.name}: dataagent run did not end within {fin.elapsed_s:.0f}s")
    if run.leftovers and run.sigterm_at is None:
        tally.hangs.append(
            f"{out.name}: processes left running after the run: {sorted(run.leftovers.values())}"
        )
    streams = {f"{out.name} stdout": fin.stdout, f"{out.name} stderr": fin.stderr}
    tally.escape("secret", secret_sites(run.corpus.secret, out, {}, streams))
    passwd = _passwd_line()
    if passwd:
        tally.escape("/etc/passwd", secret_sites(passwd, out, {}, streams))
    tally.escape("written outside the input", tree_diff(run.outside_before, run.outside_after))
    v.runs += [f"{out.name}: input changed: {c}" for c in tree_diff(run.input_before, run.input_after)]
    code = fin.returncode
    if code is not None and not (0 <= code < 10 or (run.sigterm_at is not None and code in (-15, 130, 143))):
        v.runs.append(f"{out.name}: dataagent run exited with {code}, not a documented code")
    per_task = {t: records.task(t) for t in run.corpus.tasks}
    for kind in run.corpus.kinds:
        found = judge_kind(per_task[kind.task], kind, run)
        if found:
            v.kinds[kind.name] = found
            if any("lost" in f or "garbled" in f for f in found):
                tally.lost.append(kind.name)
    for t, rec in per_task.items():
        found = judge_task(run, t, rec)
        if found:
            v.tasks[t] = found
            if any("not registered" in f or "not admitted" in f for f in found):
                tally.lost.append(f"{t}: its good files")


def judge(runs: list[CorpusRun], requests: list[dict[str, Any]]) -> Verdicts:
    v = Verdicts()
    tally = _Tally()
    corpora = [r.corpus for r in runs]
    labels = [f"#{i} {_task_of(b, corpora) or '?'}/{stage_of(b)}" for i, b in enumerate(requests)]
    bodies = {label: json.dumps(b, ensure_ascii=False) for label, b in zip(labels, requests, strict=True)}
    # Model requests are checked once (one fake server served every run).
    tally.escape("secret", secret_sites(runs[0].corpus.secret, None, bodies, {}))
    passwd = _passwd_line()
    if passwd:
        tally.escape("/etc/passwd", secret_sites(passwd, None, bodies, {}))
    tally.escape("host path", _settings_leak(requests, [str(runs[0].out.parent), str(Path.home()) + "/"]))
    for run in runs:
        _judge_run(run, tally, v)
    _judge_requests(bodies, corpora, v)
    v.runs = [
        *(f"crash: {s} (x{n})" for s, n in tally.crashes.items()),
        *(f"hang: {h}" for h in tally.hangs),
        *(f"escape: {e} (x{n})" for e, n in tally.escapes.items()),
        *v.runs,
    ]
    v.table = _table(runs, requests, bodies, tally, v)
    return v


def _judge_requests(bodies: dict[str, str], corpora: list[Corpus], v: Verdicts) -> None:
    """No model request over the size bound, and no 1 MB question sent whole."""
    kinds_by_task = {
        k.task: k for c in corpora for k in c.kinds if k.family in ("model fault", "hostile question")
    }
    oversize: dict[str, list[tuple[int, str]]] = {}
    for label, body in bodies.items():
        size = len(body.encode())
        if size > MAX_REQUEST_BYTES:
            oversize.setdefault(label.split()[1].split("/")[0], []).append((size, label))
    for task, found in oversize.items():
        where = kinds_by_task.get(task)
        largest = max(found)
        message = (
            f"{len(found)} model requests over {MAX_REQUEST_BYTES} bytes, the largest {largest[0]} "
            f"({sorted({lb.split()[1] for _, lb in found})})"
        )
        (v.kinds.setdefault(where.name, []) if where else v.runs).append(message)
    for kind in (
        k for c in corpora for k in c.kinds if k.family == "hostile question" and "fault" in k.expect
    ):
        leaked = [label for label, b in bodies.items() if kind.what in b]
        if leaked:
            v.kinds.setdefault(kind.name, []).append(f"the whole question reached the model: {leaked[:3]}")


def _table(
    runs: list[CorpusRun], requests: list[dict[str, Any]], bodies: dict[str, str], tally: _Tally, v: Verdicts
) -> dict[str, Any]:
    """The closing table: kinds tried, crashes, hangs, escapes, data lost, and what each one was."""
    corpora = [r.corpus for r in runs]
    unrecorded = sorted(
        k for k, fs in v.kinds.items() if any("named in no" in f or "no record says" in f for f in fs)
    )
    kinds = [k for c in corpora for k in c.kinds]
    return {
        "kinds_tried": len(kinds),
        "tasks": sum(len(c.tasks) for c in corpora),
        "crashes": len(tally.crashes),
        "hangs": len(tally.hangs),
        "escapes": len(tally.escapes),
        "data_lost": len(tally.lost),
        "unrecorded": len(unrecorded),
        "kinds_failing": len(v.kinds),
        "exit_codes": {r.out.name: r.finished.returncode for r in runs},
        "elapsed_s": {r.out.name: round(r.finished.elapsed_s, 1) for r in runs},
        "model_requests": len(requests),
        "largest_request_bytes": max((len(b.encode()) for b in bodies.values()), default=0),
        "details": {
            "crashes": [f"{s} (x{n})" for s, n in tally.crashes.items()],
            "hangs": tally.hangs,
            "escapes": [f"{e} (x{n})" for e, n in tally.escapes.items()],
            "data_lost": tally.lost,
            "unrecorded": unrecorded,
            "kinds": {
                k.name: {
                    "family": k.family,
                    "task": k.task,
                    "what": k.what[:80],
                    "failures": v.kinds.get(k.name, []),
                }
                for k in kinds
            },
            "tasks": v.tasks,
        },
    }


def _task_of(body: dict[str, Any], corpora: list[Corpus]) -> str | None:
    return next((t for c in corpora if (t := task_of(body, c))), None)
