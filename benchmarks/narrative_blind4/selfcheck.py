"""Read the written documents back (PDFs through PyMuPDF) and check each record is findable in them."""

from __future__ import annotations

import re
from pathlib import Path

import pymupdf as fitz

# Text columns that identify a record; each must appear verbatim in the document text.
KEY_COLUMNS = (
    "parcel_no",
    "patent_name",
    "product_name",
    "certificate_no",
    "bond_name",
    "original_project",
    "new_project",
    "proposal",
    "target_name",
    "bank",
    "new_firm",
)
FOOTER = re.compile(r"第\d+页共\d+页")


def read_back(path: Path) -> str:
    if path.suffix == ".pdf":
        with fitz.open(str(path)) as doc:
            text = "".join(page.get_text() for page in doc)
    else:
        text = path.read_text(encoding="utf-8")
    return FOOTER.sub("", re.sub(r"\s+", "", text))


def check_documents(task_dir: Path, docs: list[dict]) -> None:
    for d in docs:
        text = read_back(task_dir / d["path"])
        assert text, d["path"]
        if d["path"].endswith(".pdf"):
            source = FOOTER.sub("", re.sub(r"\s+", "", "".join(t for _, t in d["content"])))
            assert text == source, (d["path"], "PDF text does not read back verbatim")
        for r in d["rows"]:
            assert r["company"] in text or r["stock_code"] in text, (d["path"], r["company"])
            for col in KEY_COLUMNS:
                v = r.get(col)
                if isinstance(v, str) and v != "多家银行":
                    assert re.sub(r"\s+", "", v) in text, (d["path"], col, v)
