"""Writers of bad files: broken and encrypted PDFs, mis-encoded and ragged CSVs, deep JSON, special files.

Every writer takes the path to create (parents are made) and returns it. Nothing here follows a link or
opens a special file: a FIFO is made with ``os.mkfifo``, a link with ``os.symlink``.
"""

from __future__ import annotations

import csv
import io
import json
import os
import random
import sqlite3
from collections.abc import Sequence
from pathlib import Path

import pymupdf

_RNG_SEED = 16


def _parent(path: Path | bytes) -> Path | bytes:
    parent = os.path.dirname(path)
    os.makedirs(parent, exist_ok=True)
    return path


def write_bytes(path: Path | bytes, data: bytes) -> Path | bytes:
    _parent(path)
    with open(path, "wb") as f:
        f.write(data)
    return path


def csv_bytes(header: Sequence[str], rows: Sequence[Sequence[object]], encoding: str = "utf-8") -> bytes:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return buf.getvalue().encode(encoding)


def write_csv(
    path: Path | bytes, header: Sequence[str], rows: Sequence[Sequence[object]], encoding: str = "utf-8"
) -> Path | bytes:
    return write_bytes(path, csv_bytes(header, rows, encoding))


def blank_pdf_bytes(pages: int) -> bytes:
    """A PDF of ``pages`` pages with nothing on them."""
    doc = pymupdf.open()
    for _ in range(pages):
        doc.new_page()
    data = doc.tobytes()
    doc.close()
    return data


def short_text_pages_pdf(pages: int) -> bytes:
    """Pages that each hold a few short lines of real text (an invoice stack without scans)."""
    doc = pymupdf.open()
    for i in range(pages):
        page = doc.new_page()
        page.insert_text((72, 72), f"Invoice No. INV-{i:05d}")
        page.insert_text((72, 90), f"Page {i % 2 + 1} of 2")
    data = doc.tobytes()
    doc.close()
    return data


def pdf_bytes(text: str, pages: int = 2) -> bytes:
    """A small text PDF."""
    doc = pymupdf.open()
    for i in range(pages):
        page = doc.new_page()
        page.insert_text((72, 72), f"{text} (page {i + 1})", fontsize=11)
        for n in range(20):
            page.insert_text((72, 100 + 14 * n), f"Line {n} of a plain report page with enough text.")
    data = doc.tobytes()
    doc.close()
    return data


def encrypted_pdf_bytes(text: str) -> bytes:
    """A password-protected PDF (AES-256; the user password is needed to open it)."""
    doc = pymupdf.open(stream=pdf_bytes(text), filetype="pdf")
    data = doc.tobytes(
        encryption=pymupdf.PDF_ENCRYPT_AES_256, owner_pw="owner-pass-16", user_pw="user-pass-16"
    )
    doc.close()
    return data


def garbage(n: int, seed: int = _RNG_SEED) -> bytes:
    return random.Random(seed).randbytes(n)


def deep_json(depth: int) -> bytes:
    """``[{"a": [{"a": ... }]}]``: ``depth`` levels of nesting in a one-row array."""
    return b'[{"a": ' + b'{"a": ' * depth + b"1" + b"}" * depth + b"}]"


def ragged_csv() -> tuple[bytes, int]:
    """A 4-column CSV where some rows have 3 or 5 fields; returns the bytes and the count of good rows."""
    lines = ["id,name,amount,city"]
    good = 0
    for i in range(1, 41):
        if i % 7 == 0:
            lines.append(f"{i},short row,{i * 10}")
        elif i % 11 == 0:
            lines.append(f"{i},long row,{i * 10},Paris,EXTRA")
        else:
            lines.append(f"{i},name {i},{i * 10},Lyon")
            good += 1
    return ("\n".join(lines) + "\n").encode(), good


def wide_csv(columns: int, rows: int) -> bytes:
    header = [f"c{i:04d}" for i in range(columns)]
    body = [[r * columns + c for c in range(columns)] for r in range(rows)]
    return csv_bytes(header, body)


def huge_csv(path: Path, target_bytes: int) -> int:
    """A CSV of about ``target_bytes``; returns its row count."""
    _parent(path)
    rows = 0
    size = 0
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write("row_id,label,value,note\n")
        while size < target_bytes:
            chunk = "".join(
                f"{rows + i},label-{(rows + i) % 97},{(rows + i) * 3},padding text for size\n"
                for i in range(10_000)
            )
            f.write(chunk)
            size += len(chunk)
            rows += 10_000
    return rows


def huge_markdown(path: Path, target_bytes: int) -> Path:
    """About ``target_bytes`` of Markdown, most of it on very long lines."""
    _parent(path)
    line = ("lorem ipsum dolor sit amet " * 40_000).encode()  # about 1 MB per line
    with open(path, "wb") as f:
        f.write(b"# A very large report\n\n")
        written = 0
        while written < target_bytes:
            f.write(line + b"\n")
            written += len(line) + 1
    return path


def sqlite_db(path: Path, table: str, header: Sequence[str], rows: Sequence[Sequence[object]]) -> Path:
    _parent(path)
    with sqlite3.connect(path) as conn:
        cols = ", ".join(f'"{c}"' for c in header)
        conn.execute(f'CREATE TABLE "{table}" ({cols})')
        marks = ", ".join("?" for _ in header)
        conn.executemany(f'INSERT INTO "{table}" VALUES ({marks})', rows)
    conn.close()
    return path


def corrupt_sqlite() -> bytes:
    """The SQLite magic header followed by garbage."""
    return b"SQLite format 3\x00" + garbage(8192, seed=3)


def fifo(path: Path | bytes) -> Path | bytes:
    _parent(path)
    os.mkfifo(path)
    return path


def symlink(path: Path | bytes, target: str | bytes | Path) -> Path | bytes:
    _parent(path)
    os.symlink(target, path)
    return path


def write_json(path: Path, data: object) -> Path:
    return write_bytes(path, json.dumps(data, ensure_ascii=False).encode("utf-8"))
