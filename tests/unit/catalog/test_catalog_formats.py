"""What real task folders contain: encodings, BOMs, CRLF, JSON layouts, duplicate names, broken files."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from services.catalog.assets import cap_tokens, detect_json_shape, estimate_tokens
from services.catalog.catalog import TaskCatalog
from shared.layout import TaskInput
from shared.textio import detect_encoding
from tests.context_stage import run_context_stage
from tests.docgen import write_pdf

# A text PDF the context stage converts: its heading becomes the Markdown title.
REPORT_PDF = "# Report R\nBody of the report: the revenue of\nthe year grew by four percent."
CN_ROWS = [("贵州茅台", "600519", "白酒"), ("宁德时代", "300750", "电池"), ("比亚迪", "002594", "汽车")]


def _cn_csv(encoding: str, newline: str = "\r\n", bom: bytes = b"") -> bytes:
    lines = ["名称,代码,行业"] + [",".join(r) for r in CN_ROWS]
    return bom + newline.join(lines).encode(encoding) + newline.encode()


def _sqlite(path: Path, ddl: list[str], rows: dict[str, list[tuple]]) -> bytes:
    conn = sqlite3.connect(path)
    for d in ddl:
        conn.execute(d)
    for table, values in rows.items():
        conn.executemany(f"INSERT INTO {table} VALUES ({','.join('?' * len(values[0]))})", values)
    conn.commit()
    conn.close()
    data = path.read_bytes()
    path.unlink()
    return data


def test_gbk_csv_is_detected_and_transcoded(make_task, open_catalog) -> None:
    gbk = _cn_csv("gbk") * 1  # GBK bytes are not valid UTF-8
    task = make_task({"csv/stocks.csv": gbk})
    cat = open_catalog(task)
    built = cat.build()
    schema = cat.profile("stocks")
    assert schema.encoding == "gb18030"
    assert Path(schema.read_path).is_relative_to(cat.output.transcoded_dir)
    assert (task / "context" / "csv" / "stocks.csv").read_bytes() == gbk  # input untouched
    res = cat.probe("SELECT 名称 FROM stocks WHERE 代码 = '300750'")
    assert res.rows == [["宁德时代"]]
    asset = next(a for a in built.assets if a.visible_path == "csv/stocks.csv")
    assert asset.encoding == "gb18030" and asset.tables == ["stocks"]


def test_gb18030_detection_directly(tmp_path: Path) -> None:
    p = tmp_path / "x.csv"
    p.write_bytes(_cn_csv("gb18030") * 20)
    assert detect_encoding(p, 65536, 1 << 20).encoding == "gb18030"
    p.write_bytes(_cn_csv("utf-8"))
    assert detect_encoding(p, 65536, 1 << 20).encoding == "utf-8"


def test_bom_and_crlf_csv(make_task, open_catalog) -> None:
    task = make_task(
        {"csv/bom.csv": _cn_csv("utf-8", bom=b"\xef\xbb\xbf"), "csv/lf.csv": _cn_csv("utf-8", "\n")}
    )
    cat = open_catalog(task)
    cat.build()
    for t in ("bom", "lf"):
        res = cat.probe(f"SELECT * FROM {t} ORDER BY 代码")
        assert res.columns == ["名称", "代码", "行业"]  # no BOM glued to the first header
        assert [r[0] for r in res.rows] == ["比亚迪", "宁德时代", "贵州茅台"]
        assert all(not str(v).endswith("\r") for r in res.rows for v in r)


def test_json_layouts(make_task, open_catalog) -> None:
    recs = [{"id": 1, "name": "a"}, {"id": 2, "name": "b", "extra": 3.5}]
    task = make_task(
        {
            "json/wrapped.json": json.dumps({"table": "wrapped", "records": recs}),
            "json/plain.json": json.dumps(recs),
            "json/lines.json": "\n".join(json.dumps(r) for r in recs) + "\n",
            "json/bom.json": b"\xef\xbb\xbf" + json.dumps(recs).encode(),
            "json/other_key.json": json.dumps({"data": recs}),
            "json/broken.json": '{"table": "x", "records": [',
            "json/scalar.json": "42",
        }
    )
    cat = open_catalog(task)
    built = cat.build()
    for t in ("wrapped", "plain", "lines", "bom", "other_key"):
        res = cat.probe(f"SELECT id, name, extra FROM {t} ORDER BY id")
        assert res.rows == [[1, "a", None], [2, "b", 3.5]], t
    shapes = {s.name: s.json_shape for s in built.schemas}
    assert shapes == {
        "wrapped": "wrapper",
        "plain": "array",
        "lines": "lines",
        "bom": "array",
        "other_key": "wrapper",
    }
    bad = {u.asset for u in built.semantic_uncertainties if u.code == "unreadable"}
    assert bad == {"json/broken.json", "json/scalar.json"}


def test_json_shape_detection_on_big_files_uses_head(tmp_path: Path) -> None:
    p = tmp_path / "l.json"
    limits = {"full_parse_max": 10, "head_bytes": 65536, "lines_checked": 1000}
    p.write_text('{"a": 1}\n{"a": 2}\n' * 50)
    assert detect_json_shape(p, **limits).kind == "lines"
    p.write_text(json.dumps([{"a": 1}] * 50))
    assert detect_json_shape(p, **limits).kind == "array"


def test_same_name_in_two_formats_keeps_both(make_task, open_catalog, tmp_path: Path) -> None:
    db = _sqlite(tmp_path / "s.db", ["CREATE TABLE orders (id INTEGER, v TEXT)"], {"orders": [(1, "db")]})
    task = make_task(
        {
            "csv/orders.csv": "id,v\r\n1,csv\r\n2,csv\r\n",
            "json/Orders.json": json.dumps({"table": "Orders", "records": [{"id": 1, "v": "json"}]}),
            "db/shop.sqlite": db,
        }
    )
    cat = open_catalog(task)
    built = cat.build()
    names = {s.name: s.format for s in built.schemas}
    assert names == {"orders": "sqlite", "orders__csv": "csv", "Orders__json": "json"}
    assert cat.probe("SELECT v FROM orders").rows == [["db"]]
    assert cat.probe("SELECT count(*) FROM orders__csv").rows == [[2]]
    assert cat.probe("SELECT v FROM Orders__json").rows == [["json"]]
    conflicts = [u for u in built.semantic_uncertainties if u.code == "name_conflict"]
    assert len(conflicts) == 2 and all("orders" in u.message for u in conflicts)


def test_decoys_and_broken_files_become_uncertainties(make_task, open_catalog, tmp_path: Path) -> None:
    db = _sqlite(tmp_path / "e.db", ["CREATE TABLE event (id INTEGER)"], {"event": [(7,)]})
    task = make_task(
        {
            "db/event.db": db,
            "event.db": b"",
            "db/notes.db": b"this is not a database at all, just text" * 10,
            "answer.csv": "answer\r\n42\r\n",
            "csv/empty.csv": b"",
            "doc/report.md": "# Annual report\n\n## Revenue\n\nText.\n",
            "images/chart.png": b"\x89PNG\r\n\x1a\n",
            "doc/scan.pdf": b"%PDF-1.4\n",
        }
    )
    cat = open_catalog(task)
    built = cat.build()
    codes = {(u.asset, u.code) for u in built.semantic_uncertainties}
    assert ("event.db", "empty_file") in codes
    assert ("db/notes.db", "not_sqlite") in codes
    assert ("answer.csv", "stray_table_file") in codes
    assert ("csv/empty.csv", "empty_file") in codes
    assert ("doc/scan.pdf", "pdf_not_converted") in codes
    assert cat.probe("SELECT id FROM event").rows == [[7]]
    assert cat.probe("SELECT answer FROM answer").rows == [[42]]  # still queryable, but flagged
    light = cat.light_catalog()
    assert light["documents"][0]["title"] in ("Annual report", None) or light["documents"]
    assert {m["path"] for m in light["media"]} == {"images/chart.png"}
    report = next(a for a in built.assets if a.visible_path == "doc/report.md")
    assert report.document and report.document.title == "Annual report"
    assert report.document.headings == ["# Annual report", "## Revenue"]


def test_manifest_and_extraction_outputs_join_the_surface(make_task, open_catalog, tmp_path: Path) -> None:
    task = make_task({"csv/a.csv": "k,v\n1,x\n", "doc/r.pdf": b"%PDF-1.4\n"})
    cat = open_catalog(task)
    out = cat.output_dir
    # The PDF is replaced by a readable one and the context stage runs again: it converts it to doc/r.md.
    write_pdf(REPORT_PDF, TaskInput(task).doc_dir / "r.pdf")
    run_context_stage(task, out)
    built = cat.ensure_current()
    doc = next(a for a in built.assets if a.visible_path == "doc/r.md")
    assert doc.kind == "document" and doc.document and doc.document.title == "Report R"
    assert not [u for u in built.semantic_uncertainties if u.code == "pdf_not_converted"]
    # An extraction output appears: the next call sees it without an explicit rebuild.
    _db = _sqlite(tmp_path / "r.db", ["CREATE TABLE r (record_id TEXT, amount REAL)"], {"r": [("r1", 2.5)]})
    cat.output.context_db_dir.mkdir()
    cat.output.extracted_db("r").write_bytes(_db)
    assert cat.probe("SELECT amount FROM r").rows == [[2.5]]
    assert cat.profile("r").origin == "extraction"


def test_sqlite_dynamic_types_and_lazy_load(make_task, open_catalog, tmp_path: Path) -> None:
    db = _sqlite(
        tmp_path / "d.db",
        ["CREATE TABLE t (a INTEGER, b TEXT, c REAL, d)", "CREATE TABLE u (x INT)"],
        {"t": [(1, "x", 1.5, "mixed"), (2, None, 2, 3)], "u": [(1,)]},
    )
    task = make_task({"db/d.sqlite": db})
    cat = open_catalog(task)
    cat.build()
    assert [(c.name, c.type) for c in cat.profile("t").columns] == [
        ("a", "BIGINT"),
        ("b", "VARCHAR"),
        ("c", "DOUBLE"),
        ("d", "VARCHAR"),
    ]
    assert sorted(cat._surface.pending()) == ["t", "u"]
    assert cat.probe("SELECT sum(c), max(d) FROM t").rows == [[3.5, "mixed"]]
    assert cat._surface.pending() == ["u"]  # only what the query referenced was copied in


def test_token_estimate_and_cap() -> None:
    assert estimate_tokens("abcd" * 10) == 10
    assert estimate_tokens("中文字符") == 4
    text = "\n".join(f"line {i} " + "word " * 20 for i in range(200))
    cut, truncated = cap_tokens(text, 100)
    assert truncated and estimate_tokens(cut) <= 100 and text.startswith(cut)


def test_pdf_with_generated_markdown_is_not_an_uncertainty(tmp_path: Path) -> None:
    task = tmp_path / "task_1"
    (task / "context" / "doc").mkdir(parents=True)
    write_pdf(REPORT_PDF, task / "context" / "doc" / "a.pdf")
    (task / "context" / "doc" / "b.pdf").write_bytes(b"%PDF-1.4 not converted")
    out = tmp_path / "out"
    run_context_stage(task, out)  # converts a.pdf to doc/a.md; b.pdf is unreadable
    cat = TaskCatalog(out, task)
    try:
        built = cat.build()
    finally:
        cat.close()
    flagged = {u.asset for u in built.semantic_uncertainties if u.code == "pdf_not_converted"}
    assert flagged == {"doc/b.pdf"}


def test_extracted_tables_are_not_joined_on_their_record_numbers(
    make_task, open_catalog, tmp_path: Path
) -> None:
    task = make_task({"csv/a.csv": "k,v\n1,x\n"})
    cat = open_catalog(task)
    cat.output.context_db_dir.mkdir()
    rows = [(str(n), f"60000{n}") for n in range(1, 6)]
    for name in ("grants", "forecasts"):
        ddl = [f"CREATE TABLE {name} (record_id TEXT, stock_code TEXT)"]
        cat.output.extracted_db(name).write_bytes(_sqlite(tmp_path / f"{name}.db", ddl, {name: rows}))
    built = cat.ensure_current()
    pairs = {(r.source_column, r.target_column) for r in built.relationships}
    assert ("record_id", "record_id") not in pairs
    reasons = [w.reason for w in built.relationship_warnings if w.source_column == "record_id"]
    assert reasons and all("record numbers" in r for r in reasons)
