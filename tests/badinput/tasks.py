"""Tasks of bad files: broken, encrypted, empty, mis-encoded, ragged, nested, huge, special, linked, named."""

from __future__ import annotations

import json

from tests.badinput import files as fx
from tests.badinput.corpus import GOOD_TABLE, Corpus, TableCheck

HUGE_BYTES = 20 << 20
WIDE_COLUMNS = 1000
DEEP_JSON = 10_000
BLANK_PAGES = 2000
CN_HEADER = ("编号", "城市", "金额")


def broken(c: Corpus) -> None:
    t = "task_901"
    _, ctx = c.add_task(t, "broken, encrypted and empty files")
    pdf = fx.pdf_bytes("A report")
    for path, data, what in (
        ("doc/k01_pdf_truncated.pdf", pdf[: len(pdf) // 3], "a PDF cut to a third"),
        ("doc/k02_pdf_encrypted.pdf", fx.encrypted_pdf_bytes("A locked report"), "a password-protected PDF"),
        ("doc/k03_pdf_empty.pdf", b"", "a 0-byte PDF"),
        ("doc/k04_pdf_garbage.pdf", b"%PDF-1.7\n" + fx.garbage(20_000), "random bytes behind a PDF header"),
        ("csv/k05_csv_empty.csv", b"", "a 0-byte CSV"),
        ("csv/k06_csv_binary.csv", fx.garbage(50_000, seed=6), "random bytes named .csv"),
        ("json/k07_json_truncated.json", b'[{"a": 1, "b": "two"}, {"a": 2, "b":', "JSON cut mid-object"),
        ("json/k08_json_empty.json", b"", "a 0-byte JSON"),
        ("json/k09_json_scalar.json", b"42\n", "a JSON number, not a table"),
        ("db/k10_sqlite_corrupt.sqlite", fx.corrupt_sqlite(), "SQLite header, garbage pages"),
        ("db/k11_sqlite_empty.db", b"", "a 0-byte .db"),
        ("db/k12_sqlite_text.sqlite", b"this is not a database\n" * 50, "text named .sqlite"),
        ("doc/k13_md_empty.md", b"", "a 0-byte document"),
        ("json/k14_jsonl_bad_line.jsonl", b'{"a": 1}\n{"a": 2}\n{"a": \n{"a": 4}\n', "one broken JSON line"),
    ):
        fx.write_bytes(ctx / path, data)
        needle = path.split("/")[1].rsplit(".", 1)[0]
        family = "encrypted" if "encrypted" in needle else ("empty" if "empty" in needle else "broken")
        c.add_kind(t, family, needle[4:], needle, "recorded", what=what)


def encodings(c: Corpus) -> None:
    t = "task_902"
    _, ctx = c.add_task(t, "mis-encoded files", knowledge=None)
    rows = [[i, "北京" if i % 2 else "上海", i * 10] for i in range(1, 31)]
    fx.write_csv(ctx / "csv/k15_csv_gbk.csv", CN_HEADER, rows, "gbk")
    fx.write_csv(ctx / "csv/k16_csv_utf16.csv", CN_HEADER, rows, "utf-16")
    mixed = fx.csv_bytes(["id", "city"], [[i, "广州"] for i in range(1, 21)])
    fx.write_bytes(ctx / "csv/k17_csv_mixed.csv", mixed + "21,杭州\n22,杭州\n23,杭州\n".encode("gbk"))
    header_byte = b"id,na\xffme,city\n" + "".join(f"{i},n{i},广州\n" for i in range(1, 31)).encode()
    fx.write_bytes(ctx / "csv/k18_csv_bad_header_byte.csv", header_byte)
    fx.write_csv(ctx / "csv/k19_csv_utf8_bom.csv", CN_HEADER, rows[:10], "utf-8-sig")
    fx.write_bytes(ctx / "doc/k20_md_gbk.md", "# 年度报告\n\n公司营业收入增长。\n".encode("gbk"))
    fx.write_bytes(ctx / "knowledge.md", "# 知识\n\n编号是记录的唯一标识。\n".encode("utf-16"))
    wide = fx.csv_bytes(["name", "val"], [["alpha", 1], ["beta", 2]], "utf-16-le")
    fx.write_bytes(ctx / "csv/k56_csv_utf16_no_bom.csv", wide)
    stray = "id,city\n1,北京\n2,上海\n".encode() + b"3,x\xff\n"
    fx.write_bytes(ctx / "csv/k55_csv_utf8_stray_byte.csv", stray)
    records = [{"编号": i, "城市": "深圳"} for i in range(1, 11)]
    fx.write_bytes(ctx / "json/k22_json_gbk.json", json.dumps(records, ensure_ascii=False).encode("gbk"))
    f = "mis-encoded"
    c.add_kind(
        t, f, "csv_gbk", "k15_csv_gbk", "registered", table=TableCheck(CN_HEADER, rows=30, values=("北京",))
    )
    c.add_kind(
        t,
        f,
        "csv_utf16",
        "k16_csv_utf16",
        "registered",
        table=TableCheck(CN_HEADER, rows=30, values=("上海",)),
    )
    # Both must be read as UTF-8 (their Chinese intact) and the undecodable bytes recorded.
    mixed_check = TableCheck(("id", "city"), rows=23, values=("广州",))
    c.add_kind(t, f, "csv_mixed_utf8_gbk", "k17_csv_mixed", "recorded", "registered", table=mixed_check)
    header_check = TableCheck(column_count=3, rows=30, values=("广州",))
    c.add_kind(
        t,
        f,
        "csv_invalid_header_byte",
        "k18_csv_bad_header_byte",
        "recorded",
        "registered",
        table=header_check,
    )
    c.add_kind(t, f, "csv_utf8_bom", "k19_csv_utf8_bom", "registered", table=TableCheck(CN_HEADER, rows=10))
    c.add_kind(t, f, "md_gbk", "k20_md_gbk", "registered", table=TableCheck(values=("年度报告",)))
    c.add_kind(t, f, "knowledge_utf16", "knowledge.md", "registered", table=TableCheck(values=("唯一标识",)))
    # UTF-16 without a byte-order mark: read as UTF-16 (not as UTF-8 with a NUL between the letters).
    wide_check = TableCheck(("name", "val"), rows=2, values=("alpha",))
    c.add_kind(t, f, "csv_utf16_no_bom", "k56_csv_utf16_no_bom", "registered", table=wide_check)
    # One byte that is neither UTF-8 nor GBK in a short UTF-8 file: read as UTF-8, the byte recorded.
    stray_check = TableCheck(("id", "city"), rows=3, values=("北京",))
    c.add_kind(
        t, f, "csv_utf8_stray_byte", "k55_csv_utf8_stray_byte", "recorded", "registered", table=stray_check
    )
    c.add_kind(
        t,
        f,
        "json_gbk",
        "k22_json_gbk",
        "registered",
        table=TableCheck(CN_HEADER[:2], rows=10, values=("深圳",)),
    )


def shapes(c: Corpus) -> None:
    t = "task_903"
    _, ctx = c.add_task(t, "ragged rows, a 20 MB table and document, a 3 MB field, NUL bytes")
    data, good = fx.ragged_csv()
    fx.write_bytes(ctx / "csv/k23_csv_ragged.csv", data)
    fx.huge_markdown(ctx / "doc/k27_md_huge.md", HUGE_BYTES)
    rows = fx.huge_csv(ctx / "csv/k26_csv_huge.csv", HUGE_BYTES)
    fx.write_csv(ctx / "csv/k28_csv_long_field.csv", ["id", "blob"], [[1, "x" * (3 << 20)], [2, "short"]])
    fx.write_bytes(ctx / "csv/k29_csv_nul_bytes.csv", b"id,name\n1,a\x00b\n2,c\x00\x00d\n3,plain\n")
    fx.write_bytes(ctx / "csv/k54_csv_mixed_fields.csv", b"id,name,amount\n1,a,10\n2,b\n3,c,30\n4,d,40,X\n")
    fx.write_bytes(ctx / "csv/k57_csv_unterminated_quote.csv", b'a,b\n1,"unterminated\n2,ok\n3,"x""y"\n')
    fx.write_bytes(
        ctx / "json/k58_json_long_integers.json", b'[{"id": 123456789012345678901234567890, "n": "a"}]'
    )
    fx.write_csv(ctx / "csv/k59_csv_4mb_field.csv", ["id", "blob"], [[1, "y" * (4 << 20)], [2, "short"]])
    # The rows that parse are kept under the header's columns, and the rest are counted.
    ragged = TableCheck(("id", "name", "amount", "city"), min_rows=good)
    c.add_kind(t, "ragged", "csv_ragged_rows", "k23_csv_ragged", "recorded", "registered", table=ragged)
    c.add_kind(
        t, "huge", "csv_20mb", "k26_csv_huge", "registered", table=TableCheck(column_count=4, rows=rows)
    )
    c.add_kind(t, "huge", "md_20mb_long_lines", "k27_md_huge", "inert", what="20 MB in 1 MB lines")
    c.add_kind(t, "huge", "csv_3mb_field", "k28_csv_long_field", "accounted")
    c.add_kind(t, "broken", "csv_nul_bytes", "k29_csv_nul_bytes", "accounted")
    # A short row early in a small file: every row kept under the header, the longer one counted.
    mixed = TableCheck(("id", "name", "amount"), rows=3)
    c.add_kind(
        t, "ragged", "csv_mixed_field_counts", "k54_csv_mixed_fields", "recorded", "registered", table=mixed
    )
    c.add_kind(t, "broken", "csv_unterminated_quote", "k57_csv_unterminated_quote", "recorded", "registered")
    c.add_kind(t, "huge", "json_integers_beyond_64_bits", "k58_json_long_integers", "recorded", "registered")
    c.add_kind(
        t,
        "huge",
        "csv_4mb_field",
        "k59_csv_4mb_field",
        "registered",
        table=TableCheck(("id", "blob"), rows=2),
    )


def task_killers(c: Corpus) -> None:
    """Kinds that took their whole task down, each in its own task so that they mask no other kind."""
    _, ctx = c.add_task("task_915", "deeply nested JSON")
    fx.write_bytes(ctx / "json/k24_json_deep.json", fx.deep_json(DEEP_JSON))
    c.add_kind(
        "task_915", "deeply nested", "json_nested_10000", "k24_json_deep", "recorded", what="10,000 levels"
    )
    _, ctx = c.add_task("task_917", "a PDF of 2,000 blank pages beside the good CSV")
    fx.write_bytes(ctx / "doc/k53_pdf_blank_2000.pdf", fx.blank_pdf_bytes(BLANK_PAGES))
    c.add_kind(
        "task_917", "huge", "pdf_2000_blank_pages", "k53_pdf_blank_2000", "recorded", what="no OCR of blanks"
    )
    context_link(c, "task_918")
    c.add_task("task_919", "a task.json that is a link out of the task", answers=False)
    spec = c.task_dir("task_919") / "task.json"
    spec.unlink()
    fx.symlink(spec, c.secret_paths["txt"])
    c.add_kind(
        "task_919", "symlink out", "task_json_link", "task.json", "task_error", what="task.json -> secret"
    )
    _, ctx = c.add_task("task_916", "a link to itself")
    fx.symlink(ctx / "csv/k38_link_loop.csv", "k38_link_loop.csv")
    c.add_kind("task_916", "symlink out", "link_loop", "k38_link_loop", "recorded", what="a link to itself")


def context_link(c: Corpus, t: str) -> None:
    """A task whose context folder is a link to a folder outside it (holding the secret's table)."""
    c.add_task(t, "a context folder that is a link out of the task", answers=False, has_good_files=False)
    real = c.task_dir(t) / "context"
    elsewhere = c.outside / "linked_context"
    real.rename(elsewhere)
    fx.write_csv(elsewhere / "csv" / "secret_rows.csv", ["key", "value"], [["k42", c.secret]])
    fx.symlink(real, elsewhere)
    c.add_kind(t, "symlink out", "context_folder_link", "context", "recorded", what="context -> outside")


def special(c: Corpus) -> None:
    t = "task_904"
    _, ctx = c.add_task(t, "special files and links out of the task", knowledge=None)
    p = c.secret_paths
    fx.fifo(ctx / "knowledge.md")
    fx.fifo(ctx / "csv/k31_fifo.csv")
    c.add_kind(t, "special file", "fifo_knowledge", "knowledge.md", "recorded", what="knowledge.md is a FIFO")
    c.add_kind(t, "special file", "fifo_csv", "k31_fifo", "recorded", what="a FIFO in csv/")
    for path, target, what in (
        ("csv/k32_link_secret.csv", p["csv"], "a CSV linked to the secret outside"),
        ("doc/k33_link_passwd.md", "/etc/passwd", "a document linked to /etc/passwd"),
        ("doc/k34_link_devzero.md", "/dev/zero", "a document linked to /dev/zero"),
        ("k35_link_dir", c.outside, "a folder linked to the secret's folder"),
        ("db/k36_link_db.sqlite", p["db"], "a SQLite file linked from outside"),
        ("csv/k37_link_dangling.csv", c.outside / "no-such-file.csv", "a dangling link"),
        (
            "json/k39_link_relative.json",
            "../../../../outside/secret.csv",
            "a relative ../ link to the secret",
        ),
    ):
        fx.symlink(ctx / path, target)
        needle = path.rsplit("/", 1)[-1].rsplit(".", 1)[0]
        c.add_kind(t, "symlink out", needle[4:], needle, "recorded", what=what)


HOSTILE_NAMES = {
    # kind: (needle, file name); the first five are refused by name, the rest may be read.
    "name_control_chars": ("k40_ctrl", "k40_ctrl\x01\x1b[2J.csv"),
    "name_newline": ("k41_newline", "k41_newline\nfake.csv"),
    "name_not_utf8": ("k42_nonutf8", "k42_nonutf8_\udcff\udcfe.csv"),
    "name_whitespace": ("k43_space", " k43_space.csv "),
    "name_bidi_override": ("k44_bidi", "k44_bidi\u202evsc.csv"),
    "name_leading_dot": ("k45_hidden", ".k45_hidden.csv"),
    "name_dotdot": ("k46_dotdot", "..k46_dotdot.csv"),
    "name_very_long": ("k47_long", "k47_long_" + "长" * 80 + ".csv"),
    "name_sql_quote": ("k48_sql", f"k48_sql'); DROP TABLE {GOOD_TABLE}; --.csv"),
    "name_dots_folder": ("k49_dots_dir", ".../k49_dots_dir.csv"),
}
REFUSED_NAMES = (
    "name_control_chars",
    "name_newline",
    "name_not_utf8",
    "name_whitespace",
    "name_bidi_override",
)


def names(c: Corpus) -> None:
    t = "task_905"
    _, ctx = c.add_task(t, "hostile file names", knowledge=None)
    fx.symlink(ctx / "knowledge.md", "/dev/zero")
    c.add_kind(
        t, "symlink out", "knowledge_devzero", "knowledge.md", "recorded", what="knowledge.md -> /dev/zero"
    )
    for kind, (needle, name) in HOSTILE_NAMES.items():
        fx.write_csv(ctx / "csv" / name, ["id", "label"], [[1, "a"], [2, "b"]])
        c.add_kind(t, "hostile name", kind, needle, "recorded" if kind in REFUSED_NAMES else "accounted")


def heavy(c: Corpus) -> None:
    """A wide table, in the last task: a catalog that cannot profile it in time holds up no other task."""
    t = "task_999"
    _, ctx = c.add_task(t, "a 1,000-column table")
    fx.write_bytes(ctx / "csv/k25_csv_1000_columns.csv", fx.wide_csv(WIDE_COLUMNS, 30))
    wide = TableCheck(column_count=WIDE_COLUMNS, rows=30)
    c.add_kind(t, "huge", "csv_1000_columns", "k25_csv_1000_columns", "registered", table=wide)


MAKERS = (broken, encodings, shapes, task_killers, special, names, heavy)
