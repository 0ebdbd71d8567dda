"""ContextView: a fake task folder with every kind of file, decoys and traps."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import stat
import threading
import time
from pathlib import Path

import context_pdfgen as gen
import pytest

from services.context import context_view
from services.context.context_view import make_executor, prepare_task, summary_text
from services.context.pdf.convert import convert_pdf
from services.context.settings import ContextSettings
from shared.artifacts import read_json
from shared.config import load_settings
from shared.errors import NotFoundError
from shared.layout import TaskOutput, asset_kind
from tests.blocking import finishes, make_fifo, stat_sees_a_regular_file


def _settings(tmp: Path, **overrides) -> ContextSettings:
    return load_settings(ContextSettings, artifact_root=tmp / "artifacts", **overrides)


def _snapshot(root: Path) -> dict[str, tuple]:
    """Bytes, mode and mtime of everything under ``root`` (links as their target text)."""
    snap = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            p = Path(dirpath) / name
            st = os.lstat(p)
            if p.is_symlink():
                snap[str(p)] = ("link", os.readlink(p), st.st_mtime_ns)
            elif p.is_file():
                snap[str(p)] = (hashlib.sha256(p.read_bytes()).hexdigest(), st.st_mode, st.st_mtime_ns)
            else:
                snap[str(p)] = ("other", st.st_mode, st.st_mtime_ns)
    return snap


@pytest.fixture()
def task(tmp_path: Path) -> Path:
    task = tmp_path / "input" / "task_7"
    ctx = task / "context"
    for d in ("csv", "json", "db", "doc"):
        (ctx / d).mkdir(parents=True)
    # The task id comes from the caller (the coordinator's TaskRef), never from task.json.
    (task / "task.json").write_text('{"task_id": "from_the_file", "question": "q?"}', encoding="utf-8")
    (ctx / "csv" / "sales.csv").write_bytes(b"id,amount\r\n1,10\r\n2,20\r\n")
    (ctx / "json" / "orders.json").write_text('{"table": "orders", "records": [{"id": 1}]}', encoding="utf-8")
    con = sqlite3.connect(ctx / "db" / "event.db")
    con.execute("create table e (id int)")
    con.commit()
    con.close()
    (ctx / "event.db").write_bytes(b"")  # the 0-byte decoy beside db/event.db
    (ctx / "answer.csv").write_text("a\n1\n", encoding="utf-8")  # stray decoy
    (ctx / "notes.bin").write_bytes(b"\x00\x01")
    (ctx / "knowledge.md").write_text("# Knowledge\nrevenue means net revenue\n", encoding="utf-8")
    (ctx / "doc" / "memo.md").write_text("# Memo\n", encoding="utf-8")
    (ctx / "doc" / "readme.txt").write_text("plain text\n", encoding="utf-8")
    gen.two_columns(ctx / "doc" / "report.pdf")
    gen.ruled_table(ctx / "doc" / "copy_of_table.pdf")
    (ctx / "doc" / "table_again.pdf").write_bytes((ctx / "doc" / "copy_of_table.pdf").read_bytes())
    gen.headings_by_size(ctx / "doc" / "has_md.pdf")
    (ctx / "doc" / "has_md.md").write_text("# Hand-made Markdown wins\n", encoding="utf-8")
    gen.encrypted(ctx / "doc" / "locked.pdf")
    (ctx / "doc" / "empty.pdf").write_bytes(b"")
    outside = tmp_path / "outside_secret.txt"
    outside.write_text("secret", encoding="utf-8")
    os.symlink(outside, ctx / "leak.txt")
    os.symlink(tmp_path, ctx / "leak_dir")
    os.symlink(ctx / "csv" / "sales.csv", ctx / "doc" / "sales_link.csv")
    os.mkfifo(ctx / "pipe.csv")
    (ctx / "bad\nname.csv").write_text("x\n", encoding="utf-8")
    with open(os.fsencode(ctx) + b"/caf\xe9.csv", "wb") as f:
        f.write(b"x\n")
    return task


def test_manifest_lists_every_file_and_generated_markdown(task, tmp_path):
    before = _snapshot(task)
    out = tmp_path / "out" / "task_7"
    settings = _settings(tmp_path, workers=1)
    m = prepare_task(task, out, settings, cache_dir=tmp_path / "cache", task_id="7")
    assert _snapshot(task) == before, "the input tree must stay byte-identical"

    by_path = {a.visible_path: a for a in m.assets}
    assert [a.visible_path for a in m.assets] == sorted(by_path)
    assert m.task_id == "7"
    expected_sources = {
        "answer.csv": "csv",
        "csv/sales.csv": "csv",
        "db/event.db": "sqlite",
        "doc/copy_of_table.pdf": "pdf",
        "doc/empty.pdf": "pdf",
        "doc/has_md.md": "document",
        "doc/has_md.pdf": "pdf",
        "doc/locked.pdf": "pdf",
        "doc/memo.md": "document",
        "doc/readme.txt": "document",
        "doc/report.pdf": "pdf",
        "doc/sales_link.csv": "csv",
        "doc/table_again.pdf": "pdf",
        "event.db": "sqlite",
        "json/orders.json": "json",
        "knowledge.md": "knowledge",
        "notes.bin": "other",
    }
    sources = {a.visible_path: a.kind for a in m.assets if not a.generated}
    assert sources == expected_sources
    for a in m.assets:
        if not a.generated:
            assert a.action == "source" and a.source_path == a.visible_path
            assert (
                Path(a.physical_path).is_file()
                and a.sha256
                and a.size == Path(a.physical_path).stat().st_size
            )
    # A link inside the context is an asset that points at its target.
    assert by_path["doc/sales_link.csv"].physical_path == str(
        (task / "context" / "csv" / "sales.csv").resolve()
    )

    generated = {a.visible_path: a for a in m.assets if a.generated}
    assert set(generated) == {"doc/report.md", "doc/copy_of_table.md", "doc/table_again.md"}
    report = generated["doc/report.md"]
    assert (report.source_path, report.action, report.kind) == (
        "doc/report.pdf",
        "pdf_to_markdown",
        "document",
    )
    layout = TaskOutput(out)
    assert Path(report.physical_path) == layout.generated("doc/report.md").absolute()
    assert Path(report.page_map_path) == layout.page_map(layout.generated("doc/report.md")).absolute()
    assert Path(report.page_map_path).is_file()
    text = Path(report.physical_path).read_text(encoding="utf-8")
    assert text.startswith("# Quarterly Review of Operations")
    assert len(read_json(report.page_map_path)["line_pages"]) == len(text.splitlines())
    assert "| Alpha | 10 | 20 |" in Path(generated["doc/table_again.md"].physical_path).read_text(
        encoding="utf-8"
    )
    # The hand-made Markdown wins over converting has_md.pdf.
    assert "doc/has_md.md" in by_path["doc/has_md.pdf"].note
    assert not layout.generated("doc/has_md.md").exists()

    reasons = {(u.path, u.reason) for u in m.uncertainties}
    assert ("leak.txt", "symbolic link not followed: leak.txt is outside the context folder") in reasons
    assert ("leak_dir", "symlinked folder, not followed") in reasons
    assert ("pipe.csv", "not a regular file (a FIFO), not opened") in reasons
    assert ("event.db", "empty file (0 bytes)") in reasons
    assert ("bad\nname.csv", "file name contains control characters") in reasons
    assert ("caf\\udce9.csv", "file name is not valid UTF-8") in reasons
    assert any(p == "doc/locked.pdf" and "password" in r for p, r in reasons)
    assert by_path["doc/empty.pdf"].uncertainties
    assert not any("secret" in a.physical_path for a in m.assets)

    s = m.summary
    assert (s.pdfs, s.converted, s.cached, s.skipped_existing_md) == (6, 3, 0, 1)
    assert s.generated == 3 and s.failed == 1 and s.assets == len(m.assets)
    assert "6 PDFs: 3 converted" in summary_text(m)

    on_disk = read_json(layout.context_manifest)
    assert [a["visible_path"] for a in on_disk["assets"]] == [a.visible_path for a in m.assets]
    assert on_disk["manifest_path"] == m.manifest_path


def test_second_run_converts_nothing(task, tmp_path):
    settings = _settings(tmp_path, workers=1)
    first = prepare_task(task, tmp_path / "out1", settings, cache_dir=tmp_path / "cache", task_id="7")
    second = prepare_task(task, tmp_path / "out2", settings, cache_dir=tmp_path / "cache", task_id="7")
    assert first.summary.converted == 3
    assert second.summary.converted == 0 and second.summary.cached == 3
    md1 = TaskOutput(tmp_path / "out1").generated("doc/report.md").read_bytes()
    md2 = TaskOutput(tmp_path / "out2").generated("doc/report.md").read_bytes()
    assert md1 == md2
    strip = [(a.visible_path, a.action, a.sha256) for a in first.assets]
    assert strip == [(a.visible_path, a.action, a.sha256) for a in second.assets]


def test_process_pool_gives_the_same_result(task, tmp_path):
    inline = prepare_task(
        task, tmp_path / "o1", _settings(tmp_path, workers=1), cache_dir=tmp_path / "c1", task_id="7"
    )
    settings = _settings(tmp_path, executor="process", workers=2)
    with make_executor(settings) as pool:
        procs = prepare_task(
            task, tmp_path / "o2", settings, cache_dir=tmp_path / "c2", executor=pool, task_id="7"
        )
    assert procs.summary.converted == 3
    assert [(a.visible_path, a.sha256) for a in inline.assets] == [
        (a.visible_path, a.sha256) for a in procs.assets
    ]


def test_conversions_past_the_deadline_are_recorded_and_the_other_files_listed(task, tmp_path, monkeypatch):
    release = threading.Event()

    def stuck(path, pdf):  # a conversion that would run past the stage's deadline
        release.wait(30)
        return convert_pdf(path, pdf)

    monkeypatch.setattr(context_view, "_convert_job", stuck)
    settings = _settings(tmp_path, executor="thread", workers=2)
    with make_executor(settings) as pool:
        try:
            manifest = prepare_task(
                task,
                tmp_path / "out",
                settings,
                cache_dir=tmp_path / "cache",
                executor=pool,
                task_id="7",
                deadline=time.monotonic() + 0.5,
            )
        finally:
            release.set()
    visible = {a.visible_path for a in manifest.assets}
    assert {"csv/sales.csv", "json/orders.json", "doc/memo.md"} <= visible
    assert "doc/report.md" not in visible
    cut = [u for u in manifest.uncertainties if "did not finish within the context stage's time" in u.reason]
    assert {"doc/report.pdf", "doc/copy_of_table.pdf", "doc/table_again.pdf"} <= {u.path for u in cut}
    assert not list((tmp_path / "cache").rglob("*.json"))  # a cut conversion is tried again next time


def test_default_cache_lives_under_the_artifact_root(task, tmp_path):
    settings = _settings(tmp_path, workers=1)
    prepare_task(task, tmp_path / "out", settings, task_id="7")
    assert list((tmp_path / "artifacts" / "cache" / "context").rglob("*.json"))


def test_missing_task_and_missing_context(tmp_path):
    settings = _settings(tmp_path)
    with pytest.raises(NotFoundError):
        prepare_task(tmp_path / "nope", tmp_path / "out", settings, task_id="x")
    (tmp_path / "bare").mkdir()
    m = prepare_task(tmp_path / "bare", tmp_path / "out", settings, task_id="bare")
    assert m.assets == [] and m.uncertainties[0].reason == "task has no context folder"
    assert m.task_id == "bare"


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        ("knowledge.md", "knowledge"),
        ("doc/knowledge.md", "document"),
        ("csv/t.TSV", "csv"),
        ("db/x.SQLITE3", "sqlite"),
        ("video/a.mp4", "video"),
        ("img/chart.PNG", "image"),
        ("data.jsonl", "json"),
        ("x.parquet", "other"),
    ],
)
def test_asset_kind(path, kind):
    assert asset_kind(path) == kind


def _small_task(tmp_path: Path) -> Path:
    """A task whose context holds one good CSV."""
    task = tmp_path / "input" / "task_s"
    (task / "context" / "csv").mkdir(parents=True)
    (task / "context" / "csv" / "good.csv").write_text("a\n1\n", encoding="utf-8")
    return task


def _reasons(m) -> dict[str, str]:
    return {u.path: u.reason for u in m.uncertainties}


def test_special_files_are_recorded_never_opened_and_the_scan_finishes(tmp_path):
    task = _small_task(tmp_path)
    ctx = task / "context"
    fifos = [make_fifo(ctx / "knowledge.md"), make_fifo(ctx / "csv" / "x.csv")]
    (ctx / "doc").mkdir()
    (ctx / "doc" / "pipe_link.md").symlink_to("../csv/x.csv")  # a link inside the context to the FIFO
    (ctx / "zero.md").symlink_to("/dev/zero")
    try:  # a device node inside the context (needs root) and a link to it
        os.mknod(ctx / "dev.csv", stat.S_IFCHR | 0o600, os.makedev(1, 5))
        (ctx / "csv" / "dev_link.csv").symlink_to("../dev.csv")
        devices = True
    except PermissionError:
        devices = False
    before = _snapshot(task)
    m = finishes(lambda: prepare_task(task, tmp_path / "out", _settings(tmp_path), task_id="s"), fifos=fifos)
    assert _snapshot(task) == before
    assert [a.visible_path for a in m.assets] == ["csv/good.csv"]
    reasons = _reasons(m)
    fifo = "not a regular file (a FIFO), not opened"
    assert (reasons["knowledge.md"], reasons["csv/x.csv"], reasons["doc/pipe_link.md"]) == (fifo,) * 3
    assert reasons["zero.md"] == "symbolic link not followed: zero.md is outside the context folder"
    if devices:
        device = "not a regular file (a character device), not opened"
        assert (reasons["dev.csv"], reasons["csv/dev_link.csv"]) == (device, device)


def test_a_fifo_swapped_in_after_the_scan_looked_is_not_waited_on(tmp_path, monkeypatch):
    task = _small_task(tmp_path)
    late = stat_sees_a_regular_file(monkeypatch, make_fifo(task / "context" / "csv" / "late.csv"))
    m = finishes(lambda: prepare_task(task, tmp_path / "out", _settings(tmp_path), task_id="s"), fifos=[late])
    assert [a.visible_path for a in m.assets] == ["csv/good.csv"]
    assert _reasons(m)["csv/late.csv"] == "not a regular file (a FIFO), not read"


def test_a_file_above_max_file_bytes_is_recorded_and_not_read(tmp_path):
    task = _small_task(tmp_path)
    (task / "context" / "csv" / "big.csv").write_bytes(b"a\n" + b"1\n" * 1000)
    m = prepare_task(task, tmp_path / "out", _settings(tmp_path, max_file_bytes=1000), task_id="s")
    assert [a.visible_path for a in m.assets] == ["csv/good.csv"]
    assert _reasons(m)["csv/big.csv"] == (
        "2,002 bytes, above the configured limit of 1,000 (max_file_bytes): not read"
    )


def test_a_sparse_file_larger_than_the_configured_limit_is_not_hashed(tmp_path):
    task = _small_task(tmp_path)
    with open(task / "context" / "csv" / "huge.csv", "wb") as f:
        f.truncate(5 << 30)  # sparse: no disk used, but reading it takes long; above the configured 4 GiB
    m = finishes(lambda: prepare_task(task, tmp_path / "out", _settings(tmp_path), task_id="s"))
    assert [a.visible_path for a in m.assets] == ["csv/good.csv"]
    assert "above the configured limit" in _reasons(m)["csv/huge.csv"]


def test_a_loop_of_links_is_recorded_not_a_crash(tmp_path):
    task = _small_task(tmp_path)
    ctx = task / "context"
    (ctx / "a.csv").symlink_to("b.csv")
    (ctx / "b.csv").symlink_to("a.csv")
    (ctx / "self.csv").symlink_to("self.csv")
    m = prepare_task(task, tmp_path / "out", _settings(tmp_path), task_id="s")
    assert [a.visible_path for a in m.assets] == ["csv/good.csv"]
    reasons = _reasons(m)
    for p in ("a.csv", "b.csv", "self.csv"):
        assert reasons[p] == f"symbolic link not followed: {p}: a loop of symbolic links"
