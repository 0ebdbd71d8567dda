"""Assemble the output PDF + gold JSON for a Stream and self-check them."""

from __future__ import annotations

import datetime as dt
import json
import re
from decimal import Decimal
from pathlib import Path

import pymupdf as fitz
from core import FIELDS, Stream
from fmt import amount_forms, date_forms, id_valid
from scan import add_scanned

AMOUNTS = {"totalAmount", "taxAmount", "contractAmount"}
DATES = {"date", "signDate", "birthDate"}
META = {
    "producer": "pagestream_blind9 generator",
    "creator": "batch scan / print-to-PDF",
    "creationDate": "D:20240901120000Z",
    "modDate": "D:20240901120000Z",
    "title": "",
    "author": "",
    "subject": "",
    "keywords": "",
}


def _n1(t: str) -> str:
    return re.sub(r"\s+", " ", t)


def _n2(t: str) -> str:
    return re.sub(r"\s+", "", t)


def _alnum(c: str) -> bool:
    return c.isascii() and c.isalnum()


def found(form: str, t1: str, t2: str, positive: bool = False) -> bool:
    ascii_form = form.isascii()
    hay = t1 if ascii_form else t2
    needle = _n1(form) if ascii_form else _n2(form)
    start = 0
    while (i := hay.find(needle, start)) >= 0:
        start = i + 1
        j = i + len(needle)
        p1, p2 = hay[i - 1 : i], hay[max(i - 2, 0) : max(i - 1, 0)]
        n1, n2 = hay[j : j + 1], hay[j + 1 : j + 2]
        if ascii_form:
            if _alnum(needle[0]) and (_alnum(p1) or (p1 in (".", ",") and p1 and p2.isdigit())):
                continue
            if _alnum(needle[-1]) and (_alnum(n1) or (n1 in (".", ",") and n1 and n2.isdigit())):
                continue
        elif (needle[0].isdigit() and p1.isdigit()) or (needle[-1].isdigit() and n1.isdigit()):
            continue
        if positive and p1 == "-":
            continue
        return True
    return False


def forms_for(field: str, value: str) -> list[tuple[str, bool]]:
    if field in AMOUNTS:
        return [(f, not neg) for f, neg in amount_forms(value)]
    if field in DATES:
        return [(f, False) for f in date_forms(value)]
    if field == "validPeriod":
        a, b = value.split("至")
        da = dt.date.fromisoformat(a).strftime("%Y.%m.%d")
        db = b if b == "长期" else dt.date.fromisoformat(b).strftime("%Y.%m.%d")
        return [(f"{da}-{db}", False), (value, False)]
    return [(value, False)]


def _check_values(seg_type: str, vals: dict, where: str, errs: list[str]) -> None:
    for k, v in vals.items():
        if k in AMOUNTS and not re.fullmatch(r"-?\d+\.\d{2}", v):
            errs.append(f"{where}: bad amount {k}={v}")
        if k in DATES:
            try:
                dt.date.fromisoformat(v)
            except ValueError:
                errs.append(f"{where}: bad date {k}={v}")
    if seg_type == "invoice":
        for need in ("invoiceNumber", "date", "sellerName", "totalAmount"):
            if need not in vals:
                errs.append(f"{where}: invoice lacks {need}")
        tax, tot = vals.get("taxAmount"), vals.get("totalAmount")
        if tax and tot and abs(Decimal(tax)) > abs(Decimal(tot)):
            errs.append(f"{where}: tax exceeds total")
    if seg_type == "contract":
        for need in ("contractTitle", "partyA", "partyB"):
            if need not in vals:
                errs.append(f"{where}: contract lacks {need}")
    if seg_type == "id_card":
        if set(vals) != set(FIELDS["id_card"]):
            errs.append(f"{where}: id_card fields {sorted(vals)}")
            return
        num, birth = vals["idNumber"], vals["birthDate"].replace("-", "")
        if not id_valid(num):
            errs.append(f"{where}: id check char wrong {num}")
        if num[6:14] != birth:
            errs.append(f"{where}: id birth mismatch {num} {birth}")
        if (int(num[16]) % 2 == 1) != (vals["sex"] == "男") or vals["sex"] not in ("男", "女"):
            errs.append(f"{where}: id sex mismatch {num} {vals['sex']}")
        if vals["ethnicity"].endswith("族"):
            errs.append(f"{where}: ethnicity keeps 族")
        a, _, b = vals["validPeriod"].partition("至")
        if b != "长期":
            ya, yb = dt.date.fromisoformat(a), dt.date.fromisoformat(b)
            if (ya.month, ya.day) != (yb.month, yb.day) or yb.year - ya.year not in (5, 10, 20):
                errs.append(f"{where}: odd validity {vals['validPeriod']}")


def build(st: Stream, outdir: Path) -> tuple[dict, list[str]]:
    errs: list[str] = []
    n = len(st.pages)
    # ---- output PDF
    out = fitz.open()
    for i in range(n):
        if i in st.scan:
            add_scanned(out, st.doc[i], st.seed * 1009 + i, st.scan[i])
        else:
            out.insert_pdf(st.doc, from_page=i, to_page=i)
    out.set_metadata(META)
    pdf_path = outdir / f"{st.name}.pdf"
    out.save(pdf_path, garbage=4, deflate=True, no_new_id=True)

    # ---- texts of the source pages (what was printed, scanned or not)
    texts = [st.doc[i].get_text() for i in range(n)]
    t1 = [_n1(t) for t in texts]
    t2 = [_n2(t) for t in texts]
    for i, pg in enumerate(st.pages):
        for s in pg.log:
            if _n2(s) not in t2[i]:
                errs.append(f"{st.name} p{i + 1}: printed text not extractable: {s!r}")
        otext = out[i].get_text().strip()
        if i in st.scan:
            if otext or len(out[i].get_images()) != 1:
                errs.append(f"{st.name} p{i + 1}: scanned page has a text layer or no single image")
        elif _n2(otext) != t2[i]:
            errs.append(f"{st.name} p{i + 1}: output text differs from source")

    # ---- segments
    expect = 1
    for k, s in enumerate(st.segments, 1):
        if s["start_page"] != expect or s["end_page"] is None or s["end_page"] < s["start_page"]:
            errs.append(f"{st.name}: segment {k} does not continue the page order")
        expect = (s["end_page"] or expect) + 1
    if expect != n + 1:
        errs.append(f"{st.name}: segments do not cover all {n} pages")

    # ---- fields: locate first printed page inside the segment
    gold_fields = []
    per_seg: dict[int, dict] = {}
    for f in st.fields:
        seg = st.segments[f["segment"] - 1]
        where = f"{st.name} seg{f['segment']} {f['field']}={f['value']!r}"
        if seg["doc_type"] == "other":
            errs.append(f"{where}: field on an 'other' segment")
            continue
        if f["field"] in per_seg.setdefault(f["segment"], {}):
            errs.append(f"{where}: duplicate field")
        per_seg[f["segment"]][f["field"]] = f["value"]
        page = None
        for p in range(seg["start_page"], seg["end_page"] + 1):
            if any(found(fm, t1[p - 1], t2[p - 1], pos) for fm, pos in forms_for(f["field"], f["value"])):
                page = p
                break
        if page is None:
            errs.append(f"{where}: not printed in its segment")
            continue
        gold_fields.append({**f, "page": page})
    for k, s in enumerate(st.segments, 1):
        _check_values(s["doc_type"], per_seg.get(k, {}), f"{st.name} seg{k}", errs)
        if s["doc_type"] != "other" and not per_seg.get(k):
            errs.append(f"{st.name} seg{k}: {s['doc_type']} without fields")

    # ---- arithmetic
    for label, parts, total in st.sums:
        if sum((Decimal(str(x)) for x in parts), Decimal(0)) != Decimal(str(total)):
            errs.append(f"{label}: {parts} do not add up to {total}")

    gold = {
        "name": st.name,
        "pages": n,
        "segments": [{k: s[k] for k in ("start_page", "end_page", "doc_type")} for s in st.segments],
        "fields": gold_fields,
    }
    (outdir / f"{st.name}.gold.json").write_text(
        json.dumps(gold, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
    )
    return gold, errs
