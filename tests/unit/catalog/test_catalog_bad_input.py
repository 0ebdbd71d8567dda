"""Hostile and broken files: one bad file never takes the others with it, and no data is lost unrecorded."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

import pytest

from cli.catalog import catalog_main, query_main
from services.catalog import build, scan

GOOD_CSV = "a,b\n1,x\n2,y\n"


def _codes(built) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for u in built.semantic_uncertainties:
        out.setdefault(u.asset or "", set()).add(u.code)
    return out


@pytest.mark.parametrize(
    "deep",
    ["[" * 10_000 + "]" * 10_000, '{"a": ' * 10_000 + "1" + "}" * 10_000],
    ids=["array", "object"],
)
def test_deeply_nested_json_does_not_take_the_good_csv_with_it(make_task, open_catalog, deep: str) -> None:
    cat = open_catalog(make_task({"json/deep.json": deep, "csv/good.csv": GOOD_CSV}))
    built = cat.build()
    assert [s.name for s in built.schemas] == ["good"]
    assert cat.probe("SELECT count(*) FROM good").rows == [[2]]
    deep_unc = [u for u in built.semantic_uncertainties if u.asset == "json/deep.json"]
    assert [u.code for u in deep_unc] == ["unreadable"] and "nested" in deep_unc[0].message
    assert "Error" not in deep_unc[0].message  # a reason, not a Python exception name
    assets = {a.visible_path: a.status for a in built.assets}
    assert assets == {"json/deep.json": "unreadable", "csv/good.csv": "ok"}


def test_any_failure_while_scanning_one_file_is_an_uncertainty(make_task, open_catalog, monkeypatch) -> None:
    real = scan.profile_document

    def exploding(text: str, *args):
        if "boom" in text:
            raise MemoryError
        return real(text, *args)

    monkeypatch.setattr(scan, "profile_document", exploding)
    task = make_task({"doc/bad.md": "# boom\n", "doc/fine.md": "# fine\n", "csv/good.csv": GOOD_CSV})
    built = open_catalog(task).build()
    assert [s.name for s in built.schemas] == ["good"]
    assert _codes(built) == {"doc/bad.md": {"unreadable"}}
    fine = next(a for a in built.assets if a.visible_path == "doc/fine.md")
    assert fine.document is not None and fine.document.title == "fine"


def test_any_failure_profiling_one_table_is_an_uncertainty(make_task, open_catalog, monkeypatch) -> None:
    real = build.profile_table

    def exploding(surface, name, types, settings):
        if name == "bad":
            raise RuntimeError("profiler broke")
        return real(surface, name, types, settings)

    monkeypatch.setattr(build, "profile_table", exploding)
    cat = open_catalog(make_task({"csv/bad.csv": GOOD_CSV, "csv/good.csv": GOOD_CSV}))
    built = cat.build()
    assert [s.name for s in built.schemas] == ["good"]
    bad = [u for u in built.semantic_uncertainties if u.asset == "csv/bad.csv"]
    assert [u.code for u in bad] == ["unregistered"] and "profiler broke" in bad[0].message
    assert cat.probe("SELECT count(*) FROM good").rows == [[2]]


def _ragged(rows: int, bad: dict[int, str]) -> str:
    lines = ["id,name,amount"] + [f"{i},n{i},{i}.5" for i in range(rows)]
    for i, text in bad.items():
        lines[i + 1] = text
    return "\n".join(lines) + "\n"


def test_ragged_csv_keeps_its_header_and_rows_and_records_the_loss(make_task, open_catalog) -> None:
    text = _ragged(50, {9: "9,x,1,EXTRA,MORE", 19: "19,y", 29: "29,z,3.5,,"})
    task = make_task({"csv/r.csv": text})
    cat = open_catalog(task)
    built = cat.build()
    (schema,) = built.schemas
    assert [c.name for c in schema.columns] == ["id", "name", "amount"]
    assert schema.row_count == 49  # 50 rows, one with values past the header left out
    assert cat.probe("SELECT name, amount FROM r WHERE id = 19").rows == [["y", None]]
    assert cat.probe("SELECT amount FROM r WHERE id = 29").rows == [[3.5]]
    assert cat.probe("SELECT count(*) FROM r WHERE id = 9").rows == [[0]]
    (unc,) = [u for u in built.semantic_uncertainties if u.code == "ragged_rows"]
    assert unc.asset == "csv/r.csv" and unc.table == "r"
    assert "1 row with more fields left out (lines 11)" in unc.message
    assert "1 row with fewer fields padded with NULL" in unc.message
    assert unc.message in schema.notes
    light = cat.light_catalog()
    assert unc.message in light["query_surfaces"][0]["notes"]
    assert (task / "context" / "csv" / "r.csv").read_text() == text  # the input is untouched


def test_ragged_row_past_duckdbs_sample_is_not_the_whole_file(make_task, open_catalog) -> None:
    cat = open_catalog(make_task({"csv/big.csv": _ragged(30_000, {25_000: "1,2"})}))
    built = cat.build()
    (schema,) = built.schemas
    assert [c.name for c in schema.columns] == ["id", "name", "amount"]
    assert schema.row_count == 30_000
    (unc,) = [u for u in built.semantic_uncertainties if u.code == "ragged_rows"]
    assert "1 row with fewer fields padded with NULL" in unc.message


def test_ragged_csv_under_a_title_line_loses_no_rows(make_task, open_catalog) -> None:
    text = "Sales report\n" + _ragged(30, {4: "4,x,1.5,extra"})
    cat = open_catalog(make_task({"csv/t.csv": text}))
    built = cat.build()
    (schema,) = built.schemas
    assert schema.row_count == 31  # the real header line and every data row, nothing left out
    assert len(schema.columns) == 4 and schema.columns[0].name == "Sales report"
    assert cat.probe("SELECT count(*) FROM t WHERE \"Sales report\" = '4'").rows == [[1]]
    (unc,) = [u for u in built.semantic_uncertainties if u.code == "ragged_rows"]
    assert "the header has 1 fields; most rows are longer, so 3 unnamed columns were added" in unc.message


def test_ragged_gbk_csv_is_transcoded_and_made_rectangular_on_every_build(make_task, open_catalog) -> None:
    lines = ["编号,名称,金额"] + [f"{i},名称{i},{i}" for i in range(40)]
    lines[5] = "4,名称4"
    cat = open_catalog(make_task({"csv/g.csv": ("\n".join(lines) + "\n").encode("gbk")}))
    for _ in range(2):  # the second build starts again from the original file
        built = cat.build()
        (schema,) = built.schemas
        assert schema.encoding == "gb18030" and [c.name for c in schema.columns] == ["编号", "名称", "金额"]
        assert schema.row_count == 40
        assert cat.probe("SELECT 名称, 金额 FROM g WHERE 编号 = 4").rows == [["名称4", None]]
        assert [u.code for u in built.semantic_uncertainties] == ["ragged_rows"]


def test_a_short_row_early_in_a_small_csv_loses_no_row_above_it(make_task, open_catalog) -> None:
    # DuckDB's own sniff starts this table at its last line and reads one row of four.
    text = "id,name,amount\n1,a,10\n2,b\n3,c,30\n4,d,40,X\n"
    cat = open_catalog(make_task({"csv/m.csv": text}))
    built = cat.build()
    (schema,) = built.schemas
    assert [c.name for c in schema.columns] == ["id", "name", "amount"]
    assert schema.row_count == 3
    assert cat.probe("SELECT name, amount FROM m ORDER BY id").rows == [["a", 10], ["b", None], ["c", 30]]
    (unc,) = [u for u in built.semantic_uncertainties if u.code == "ragged_rows"]
    assert "1 row with more fields left out (lines 5)" in unc.message


def test_one_stray_byte_in_a_short_utf8_csv_keeps_it_utf8_and_is_recorded(make_task, open_catalog) -> None:
    data = "id,city\n1,北京\n2,上海\n".encode() + b"3,x\xff\n"
    cat = open_catalog(make_task({"csv/c.csv": data}))
    built = cat.build()
    (schema,) = built.schemas
    assert schema.encoding == "utf-8" and schema.row_count == 3
    assert cat.probe("SELECT city FROM c WHERE id = 1").rows == [["北京"]]
    (unc,) = [u for u in built.semantic_uncertainties if u.code == "encoding"]
    assert "1 undecodable byte sequences replaced" in unc.message


def test_rectangular_file_gets_no_ragged_note(make_task, open_catalog) -> None:
    built = open_catalog(make_task({"csv/t.csv": _ragged(20, {})})).build()
    assert built.schemas[0].notes == [] and built.semantic_uncertainties == []


def test_stray_byte_in_a_utf8_header_keeps_the_file_utf8(make_task, open_catalog) -> None:
    body = "".join(f"{i},名字{i},{i}\n" for i in range(50)).encode()
    cat = open_catalog(make_task({"csv/h.csv": b"id,na\xffme,amount\n" + body}))
    built = cat.build()
    (schema,) = built.schemas
    assert [c.name for c in schema.columns] == ["id", "na\ufffdme", "amount"]
    assert cat.probe('SELECT "na\ufffdme" FROM h WHERE id = 7').rows == [["名字7"]]
    (unc,) = [u for u in built.semantic_uncertainties if u.code == "encoding"]
    assert "utf-8" in unc.message and "1 undecodable" in unc.message


def test_a_thousand_columns_are_all_listed(make_task, open_catalog, settings) -> None:
    n = 1000
    header = ",".join(f"c{i}" for i in range(n))
    rows = "\n".join(",".join(str(i * r) for i in range(n)) for r in range(5))
    cat = open_catalog(make_task({"csv/wide.csv": f"{header}\n{rows}\n"}))
    built = cat.build()
    (schema,) = built.schemas
    assert [c.name for c in schema.columns] == [f"c{i}" for i in range(n)]
    assert schema.row_count == 5
    cap = settings.profile.max_profiled_columns
    assert all(c.profiled and c.distinct_count is not None for c in schema.columns[:cap])
    assert not any(c.profiled for c in schema.columns[cap:])
    assert {c.type for c in schema.columns[cap:]} == {"BIGINT"}
    (unc,) = [u for u in built.semantic_uncertainties if u.code == "columns_not_profiled"]
    assert f"the other {n - cap}" in unc.message
    assert len(cat.light_catalog()["query_surfaces"][0]["columns"]) == n
    hit = cat.search_value("3996")  # only c999 of row 4 holds it
    assert [(h.table, h.column) for h in hit.hits if h.exact_count] == [("wide", "c999")]


def _secret_db(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE secret (x TEXT)")
    con.execute("INSERT INTO secret VALUES ('TOPSECRET')")
    con.commit()
    con.close()
    return path


def test_file_swapped_for_a_link_out_of_the_task_is_never_opened(make_task, open_catalog, tmp_path) -> None:
    secret = _secret_db(tmp_path / "outside" / "secret.db")
    task = make_task({"csv/good.csv": GOOD_CSV, "db/secret.db": secret.read_bytes()})
    cat = open_catalog(task)  # the context stage admits the file it saw ...
    (task / "context" / "db" / "secret.db").unlink()
    (task / "context" / "db" / "secret.db").symlink_to(secret)  # ... which then leads outside
    built = cat.build()
    assert [s.name for s in built.schemas] == ["good"]
    assert _codes(built) == {"db/secret.db": {"outside_task"}}
    assert "TOPSECRET" not in json.dumps(built.model_dump(mode="json"))


def test_catalog_and_query_commands_ignore_a_db_linked_from_outside(make_task, tmp_path, capsys) -> None:
    secret = _secret_db(tmp_path / "outside" / "secret.db")
    task = make_task({"csv/good.csv": GOOD_CSV})
    (task / "context" / "db").mkdir()
    (task / "context" / "db" / "secret.db").symlink_to(secret)
    out = tmp_path / "cli_out"
    assert query_main([str(task), "SELECT * FROM secret", "--output", str(out)]) == 2
    err = capsys.readouterr().err
    assert "TOPSECRET" not in err and "secret" in err  # no such table
    assert query_main([str(task), "SELECT count(*) FROM good", "--output", str(out)]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "2"
    assert catalog_main([str(task), "--full", "--output", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "TOPSECRET" not in printed and '"secret"' not in printed


def test_file_swapped_for_a_fifo_is_not_opened(make_task, open_catalog) -> None:
    task = make_task({"csv/good.csv": GOOD_CSV, "csv/pipe.csv": GOOD_CSV})
    cat = open_catalog(task)  # the context stage admits a regular file ...
    pipe = task / "context" / "csv" / "pipe.csv"
    pipe.unlink()
    os.mkfifo(pipe)  # ... swapped for a FIFO, which would block a reader
    built = cat.build()
    assert [s.name for s in built.schemas] == ["good"]
    assert _codes(built) == {"csv/pipe.csv": {"not_regular_file"}}
