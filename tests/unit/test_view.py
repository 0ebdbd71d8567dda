"""The run view's JSON endpoints and its refusal of paths outside the run folder, over a run made here."""

from __future__ import annotations

import http.client
import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

import pytest

from cli.view import ViewServer, ViewSettings, make_server, view_main
from cli.view_run import RunView, pair_columns, timeline
from services.coordinator.events import RunStarted, StageUpdate, TaskFinished
from services.coordinator.manifest import (
    RunManifest,
    StageRecord,
    StageState,
    TaskRecord,
    TaskState,
    Usage,
)
from shared.artifacts import append_jsonl, write_json
from shared.config import load_settings
from shared.errors import InvalidInputError
from shared.layout import GoldLayout, RunLayout
from shared.scoring import read_table, score_task

SECRET = "top secret outside the run folder"
STAGES = ["context", "catalog", "solver"]


def event(e) -> dict:
    return {"ts": "2026-01-01T00:00:00.000Z", "t": 0.0, **e.model_dump(mode="json")}


@pytest.fixture
def run(tmp_path: Path) -> RunLayout:
    """Two tasks: task_1 answered (one of two gold columns right), task_2 failed in the solver."""
    (tmp_path / "secret.txt").write_text(SECRET)
    layout = RunLayout(tmp_path / "run")
    done = StageRecord(status=StageState.SUCCEEDED, elapsed_s=1.5, message="ok")
    solved = StageRecord(
        status=StageState.SUCCEEDED,
        elapsed_s=4.0,
        message="answer submitted",
        usage=Usage(calls=2, prompt_tokens=3000, completion_tokens=70),
        uncertainties=[{"subject": "orders", "reason": "two date columns", "code": "ambiguous"}],
    )
    failed = StageRecord(
        status=StageState.FAILED,
        elapsed_s=0.8,
        message="no answer: model down",
        error="no answer: model down",
    )
    manifest = RunManifest(
        run_id="run_x",
        input_dir="/in",
        output_dir=str(layout.run_dir),
        created_at="2026-01-01T00:00:00Z",
        updated_at="2026-01-01T00:00:09Z",
        stages=STAGES,
        tasks={
            tid: TaskRecord(
                task_id=tid,
                task_dir=f"/in/{tid}",
                output_dir=str(layout.task_dir(tid)),
                status=status,
                elapsed_s=6.0,
                error=error,
                stages={"context": done, "catalog": done, "solver": solver},
            )
            for tid, status, error, solver in (
                ("task_10", TaskState.FAILED, "no prediction: no answer: model down", failed),
                ("task_1", TaskState.SUCCEEDED, None, solved),
            )
        },
    )
    write_json(layout.manifest, manifest.model_dump(mode="json"))
    append_jsonl(
        layout.events,
        event(
            RunStarted(run_id="run_x", manifest_path="m", selected=[], skipped={}, stages=[], undeployed=[])
        ),
    )
    append_jsonl(
        layout.events, event(StageUpdate(task_id="task_1", stage="solver", status=StageState.RUNNING))
    )
    out = layout.task("task_1")
    out.output_dir.mkdir()
    layout.task_dir("task_10").mkdir()
    out.prediction.write_text("order_id,wrong\n7,x\n11,y\n")
    write_json(
        out.trace,
        {
            "question": "Which orders were cancelled?",
            "nodes": ["init_state", "model_step x 2", "answer"],
            "steps": [
                {
                    "attempt": 1,
                    "step": 1,
                    "tool": "probe_query",
                    "thought": "look",
                    "arguments": {"sql": "SELECT 1"},
                    "result_summary": "1 row",
                    "duration_ms": 12.0,
                    "error": None,
                }
            ],
            "model_calls": [
                {
                    "label": "a1s1",
                    "kind": "structured",
                    "model": "m",
                    "prompt_tokens": 5,
                    "completion_tokens": 1,
                },
                {
                    "label": "draft",
                    "kind": "structured",
                    "model": "m",
                    "prompt_tokens": 3,
                    "completion_tokens": 1,
                },
            ],
            "uncertainties": [{"subject": "orders", "reason": "two date columns", "code": "ambiguous"}],
        },
    )
    out.generated_doc_dir.mkdir(parents=True)
    (out.generated_doc_dir / "report.md").write_text("# Report\n")
    out.page_map(out.generated_doc_dir / "report.md").write_text("[]")
    out.video_timeline("clip").parent.mkdir(parents=True)
    out.video_timeline("clip").write_text("00:00 start\n")
    (out.output_dir / "link_out").symlink_to(tmp_path / "secret.txt")
    layout.logs_dir.mkdir()
    (layout.logs_dir / "solver.log").write_text("{}\n")
    gold = GoldLayout(tmp_path / "gold")
    gold.answer("task_1").parent.mkdir(parents=True)
    gold.answer("task_1").write_text("customer,id\n1,11\n8,7\n")
    return layout


def view_of(layout: RunLayout, gold: bool = True) -> RunView:
    gold_dir = layout.run_dir.parent / "gold" if gold else None
    return RunView(layout.run_dir, gold_dir, file_max_bytes=1 << 20, table_max_rows=1)


def test_summary_lists_tasks_by_number_with_stages_usage_and_score(run: RunLayout) -> None:
    summary = view_of(run).summary()
    assert summary["started"] and summary["run_id"] == "run_x" and summary["stages"] == STAGES
    assert [t["task_id"] for t in summary["tasks"]] == ["task_1", "task_10"]
    first, tenth = summary["tasks"]
    assert first["stages"]["solver"]["usage"]["prompt_tokens"] == 3000
    assert first["usage"]["calls"] == 2
    assert first["score"]["matched"] == 1 and first["score"]["gold_columns"] == 2
    assert tenth["stages"]["solver"] == {**tenth["stages"]["solver"], "status": "failed"}
    assert tenth["stages"]["solver"]["error"] == "no answer: model down"
    assert summary["logs"] == [{"label": "solver.log", "path": "logs/solver.log"}]


def test_summary_before_the_run_starts(tmp_path: Path) -> None:
    summary = RunView(tmp_path / "later", None, file_max_bytes=100, table_max_rows=1).summary()
    assert summary["exists"] is False and summary["started"] is False and summary["tasks"] == []


def test_events_come_in_whole_lines_from_an_offset(run: RunLayout) -> None:
    view = view_of(run)
    first = view.events(0, 1 << 16)
    assert [e["type"] for e in first["events"]] == ["run_started", "stage_update"]
    assert first["offset"] == run.events.stat().st_size
    line = json.dumps(event(TaskFinished(task_id="task_1", status=TaskState.SUCCEEDED)))
    with open(run.events, "a") as f:
        f.write(line[:20])  # a line the coordinator is still writing
    assert view.events(first["offset"], 1 << 16)["events"] == []
    assert view.events(first["offset"], 1 << 16)["offset"] == first["offset"]
    with open(run.events, "a") as f:
        f.write(line[20:] + "\n")
    later = view.events(first["offset"], 1 << 16)
    assert [(e["type"], e["status"]) for e in later["events"]] == [("task_finished", "succeeded")]
    assert view.events(later["offset"] + 999, 1 << 16)["reset"] is True


def test_events_are_read_a_bounded_chunk_at_a_time(run: RunLayout) -> None:
    view = view_of(run)
    size = len(run.events.read_text().splitlines()[0]) + 1
    part = view.events(0, size + 5)
    assert len(part["events"]) == 1 and part["offset"] == size < part["size"]


def test_task_detail_has_question_answer_beside_gold_trace_uncertainties_and_files(run: RunLayout) -> None:
    task = view_of(run).task("task_1")
    assert task["question"] == "Which orders were cancelled?"
    assert task["answer"]["header"] == ["order_id", "wrong"]
    assert task["answer"]["matched"] == [1, None]
    assert task["gold"]["matched"] == [None, 0]
    assert task["answer"]["truncated"] and len(task["answer"]["rows"]) == 1
    assert task["score"]["matched"] == 1
    step = task["trace"]["steps"][0]
    assert step["arguments"] == {"sql": "SELECT 1"} and step["result_summary"] == "1 row"
    assert [c["label"] for c in step["model_calls"]] == ["a1s1"]
    assert [c["label"] for c in task["trace"]["other_model_calls"]] == ["draft"]
    assert task["uncertainties"] == [
        {"source": "solver", "subject": "orders", "reason": "two date columns", "code": "ambiguous"}
    ]
    paths = {f["path"] for f in task["files"]}
    out = run.task("task_1")
    expected = [out.prediction, out.trace, out.page_map(out.generated_doc_dir / "report.md")]
    expected.append(out.video_timeline("clip"))
    assert {p.relative_to(run.run_dir).as_posix() for p in expected} <= paths
    assert not any("link_out" in p for p in paths)


def test_the_timeline_places_stages_and_model_calls_from_the_task_start() -> None:
    def stage(status: StageState, start: str, end: str | None, elapsed: float | None) -> StageRecord:
        return StageRecord(status=status, started_at=start, ended_at=end, elapsed_s=elapsed)

    record = TaskRecord(
        task_id="task_1",
        task_dir="/in/task_1",
        output_dir="/out/task_1",
        status=TaskState.RUNNING,
        started_at="2026-01-01T00:00:00.000Z",
        stages={
            "context": stage(
                StageState.SUCCEEDED, "2026-01-01T00:00:00.500Z", "2026-01-01T00:00:02.500Z", 2.0
            ),
            "solver": stage(StageState.RUNNING, "2026-01-01T00:00:03.000Z", None, None),
            "video": StageRecord(status=StageState.PENDING),
        },
    )
    start = datetime(2026, 1, 1, tzinfo=UTC).timestamp()
    trace = {
        "model_calls": [
            {"label": "draft", "ended_at": start + 9.0, "latency_s": 4.0, "cached": False, "error": None},
            {"label": "old run", "ended_at": start - 50.0, "latency_s": 1.0},
            {"label": "no time", "latency_s": 1.0},
        ]
    }
    tl = timeline(record, trace, now=start + 10.0)
    assert tl["stages"] == [
        {"name": "context", "status": "succeeded", "start_s": 0.5, "end_s": 2.5},
        {"name": "solver", "status": "running", "start_s": 3.0, "end_s": 10.0},
    ]
    assert tl["model_calls"] == [
        {"label": "draft", "start_s": 5.0, "end_s": 9.0, "cached": False, "error": False}
    ]
    assert tl["span_s"] == 10.0
    assert timeline(record.model_copy(update={"started_at": None}), trace)["stages"] == []


def test_task_without_gold_and_unknown_task(run: RunLayout) -> None:
    view = view_of(run, gold=False)
    task = view.task("task_10")
    assert task["gold"] is None and task["answer"] is None and task["question"] is None
    assert task["stages"]["solver"]["error"] == "no answer: model down"
    with pytest.raises(Exception, match="no task"):
        view.task("task_99")
    with pytest.raises(Exception, match="cannot name a file"):
        view.task("../task_1")


def test_pair_columns_agrees_with_the_scorer(run: RunLayout) -> None:
    pred = read_table(run.task("task_1").prediction)
    gold_csv = GoldLayout(run.run_dir.parent / "gold").answer("task_1")
    pairs = pair_columns(pred, read_table(gold_csv))
    assert len(pairs) == score_task(run.task("task_1").prediction, gold_csv).matched == 1


# --- over HTTP ------------------------------------------------------------------------------------


@pytest.fixture
def server(run: RunLayout) -> Iterator[tuple[str, int]]:
    settings = load_settings(ViewSettings)
    with serving(make_server(run.run_dir, run.run_dir.parent / "gold", settings, settings.host, 0)) as addr:
        yield addr


@contextmanager
def serving(srv: ViewServer) -> Iterator[tuple[str, int]]:
    """``srv`` serving on a thread until the block ends; its address."""
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    try:
        yield srv.server_address[:2]
    finally:
        srv.shutdown()
        srv.server_close()


def get(addr: tuple[str, int], raw_path: str, host: str | None = None) -> tuple[int, dict, bytes]:
    """A GET with the path sent exactly as given (no client-side normalisation)."""
    conn = http.client.HTTPConnection(*addr, timeout=10)
    try:
        conn.putrequest("GET", raw_path, skip_host=True)
        conn.putheader("Host", host or f"{addr[0]}:{addr[1]}")
        conn.endheaders()
        resp = conn.getresponse()
        return resp.status, dict(resp.getheaders()), resp.read()
    finally:
        conn.close()


def test_binds_to_loopback_by_default(server: tuple[str, int]) -> None:
    assert load_settings(ViewSettings).host == "127.0.0.1"
    assert server[0] == "127.0.0.1"


def test_page_and_endpoints_over_http(server: tuple[str, int]) -> None:
    status, headers, body = get(server, "/")
    assert status == 200 and b"/static/view.js" in body
    assert "default-src 'self'" in headers["Content-Security-Policy"]
    assert get(server, "/static/view.js")[0] == 200
    status, _, body = get(server, "/api/run")
    assert status == 200 and [t["task_id"] for t in json.loads(body)["tasks"]] == ["task_1", "task_10"]
    status, _, body = get(server, "/api/events?offset=0")
    assert status == 200 and len(json.loads(body)["events"]) == 2
    assert get(server, "/api/events?offset=-1")[0] == 400
    status, _, body = get(server, "/api/task/task_1")
    assert status == 200 and json.loads(body)["question"] == "Which orders were cancelled?"
    status, headers, body = get(server, "/files/task_1/prediction.csv")
    assert status == 200 and body.startswith(b"order_id,wrong")
    assert (
        headers["Content-Type"].startswith("text/plain") and "sandbox" in headers["Content-Security-Policy"]
    )
    assert get(server, "/files/task_1/trace.json")[1]["Content-Type"] == "application/json"


@pytest.mark.parametrize(
    ("raw_path", "status"),
    [
        ("/files/../secret.txt", 403),
        ("/files/task_1/../../secret.txt", 403),
        ("/files/%2e%2e/secret.txt", 403),
        ("/files/task_1/%2E%2E%2F%2E%2E%2Fsecret.txt", 403),
        ("/files//etc/passwd", 403),
        ("/files/%2Fetc%2Fpasswd", 403),
        ("/files/task_1/link_out", 403),
        ("/files/%252e%252e/secret.txt", 404),
        ("/files/..%5csecret.txt", 400),
        ("/files/task_1/prediction.csv%00.txt", 400),
        ("/files/task_1", 404),
        ("/static/../view.py", 404),
        ("/api/task/..%2F..%2Fsecret", 400),
    ],
)
def test_paths_outside_the_run_folder_are_refused(
    server: tuple[str, int], raw_path: str, status: int
) -> None:
    got, headers, body = get(server, raw_path)
    assert got == status, body
    assert SECRET.encode() not in body
    assert headers["Content-Type"].startswith("application/json") and json.loads(body)["error"]


@pytest.mark.parametrize("linked", ["prediction", "trace", "context_manifest", "events", "manifest", "gold"])
def test_no_endpoint_reads_a_run_file_linked_out_of_its_folder(
    run: RunLayout, tmp_path: Path, linked: str
) -> None:
    secret_csv = tmp_path / "secret.csv"
    secret_csv.write_text(f"secret\n{SECRET}\n")
    secret_json = tmp_path / "secret.json"
    secret_json.write_text(json.dumps({"question": SECRET, "assets": [], "type": "run_started"}))
    out = run.task("task_1")
    path = {
        "prediction": out.prediction,
        "trace": out.trace,
        "context_manifest": out.context_manifest,
        "events": run.events,
        "manifest": run.manifest,
        "gold": GoldLayout(tmp_path / "gold").answer("task_1"),
    }[linked]
    path.unlink(missing_ok=True)
    path.symlink_to(secret_csv if path.suffix == ".csv" else secret_json)
    settings = load_settings(ViewSettings)
    srv = make_server(run.run_dir, tmp_path / "gold", settings, settings.host, 0)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    try:
        addr = srv.server_address[:2]
        for endpoint in ("/api/run", "/api/task/task_1", "/api/events?offset=0"):
            status, _, body = get(addr, endpoint)
            assert SECRET.encode() not in body, (endpoint, status)
    finally:
        srv.shutdown()
        srv.server_close()


def test_another_host_name_is_refused(server: tuple[str, int]) -> None:
    status, _, body = get(server, "/api/run", host="attacker.example:80")
    assert status == 403 and b"not served" in body
    assert get(server, "/api/run", host=f"localhost:{server[1]}")[0] == 200


def test_bad_folders_are_clear_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    afile = tmp_path / "file"
    afile.write_text("x")
    assert view_main([str(afile), "--port", "0"]) == 2
    assert "is not a folder" in capsys.readouterr().err
    assert view_main([str(tmp_path), "--port", "0", "--gold", str(tmp_path / "nope")]) == 2
    assert "gold folder" in capsys.readouterr().err
    (tmp_path / "gold.csv").write_text("a\n1\n")
    assert view_main([str(tmp_path), "--port", "0", "--gold", str(tmp_path / "gold.csv")]) == 2
    assert "is not a folder" in capsys.readouterr().err


def test_a_short_token_is_refused_beyond_loopback(run: RunLayout) -> None:
    settings = load_settings(ViewSettings)
    with pytest.raises(InvalidInputError, match="at least 16"):
        make_server(run.run_dir, None, settings, "0.0.0.0", 0, token="a")
    srv = make_server(run.run_dir, None, settings, "127.0.0.1", 0, token="a")
    srv.server_close()


def test_a_bind_beyond_loopback_needs_a_token(run: RunLayout, capsys: pytest.CaptureFixture[str]) -> None:
    settings = load_settings(ViewSettings)
    srv = make_server(run.run_dir, None, settings, "0.0.0.0", 0)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    try:
        addr = ("127.0.0.1", srv.server_address[1])
        assert srv.token and f"?token={srv.token}" in srv.url
        for path in ("/", "/api/run", "/api/task/task_1", "/files/task_1/prediction.csv"):
            assert get(addr, path)[0] == 401
        assert get(addr, "/api/run?token=wrong")[0] == 401
        status, headers, _ = get(addr, f"/?token={srv.token}")
        assert status == 200 and "HttpOnly" in headers["Set-Cookie"]
        cookie = headers["Set-Cookie"].split(";")[0]
        conn = http.client.HTTPConnection(*addr, timeout=10)
        try:
            conn.request("GET", "/api/run", headers={"Cookie": cookie})
            assert conn.getresponse().status == 200
        finally:
            conn.close()
    finally:
        srv.shutdown()
        srv.server_close()


def test_a_loopback_bind_needs_no_token_and_warns_of_nothing(run: RunLayout) -> None:
    srv = make_server(run.run_dir, None, load_settings(ViewSettings), "127.0.0.1", 0)
    try:
        assert srv.token is None and "token" not in srv.url
    finally:
        srv.server_close()
