"""Self-check: reopen each PDF and verify gold against what is printed."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

import pymupdf
from stream import FIELDS, Stream
from util import DATE_STYLES, cn_capital, fmt_date, id_valid, money, money_in

AMOUNTS = {"totalAmount", "taxAmount", "contractAmount"}
DATES = {"date", "signDate", "birthDate"}


def _ns(s: str) -> str:
    return re.sub(r"\s+", "", s)


def variants(field: str, value: str) -> list[str]:
    if field in AMOUNTS:
        v = Decimal(value)
        out = [value, money(v), money_in(v), money(v, ".", ","), cn_capital(v), cn_capital(v, True)]
        if value.endswith(".00"):
            out.append(money(v)[:-3])
        return out
    if field in DATES:
        return [fmt_date(value, s) for s in DATE_STYLES]
    if field == "validPeriod":
        a, b = value.split("至")
        outs = []
        for st in ("dot", "iso", "cn"):
            bb = b if b == "长期" else fmt_date(b, st)
            outs += [f"{fmt_date(a, st)}-{bb}", f"{fmt_date(a, st)}至{bb}"]
        return outs
    return [value]


def check_stream(st: Stream, outdir: Path) -> list[str]:
    errs: list[str] = []
    g = st.gold()
    name = g["name"]
    doc = pymupdf.open(outdir / f"{name}.pdf")
    if doc.page_count != g["pages"]:
        errs.append(f"{name}: page count {doc.page_count} != {g['pages']}")
    if not 8 <= g["pages"] <= 11:
        errs.append(f"{name}: {g['pages']} pages")
    texts = []
    for i, pg in enumerate(doc):
        info = st.page_info[i]
        if info["scanned"]:
            if pg.get_text().strip():
                errs.append(f"{name} p{i + 1}: scanned page has text")
            if len(pg.get_images()) != 1:
                errs.append(f"{name} p{i + 1}: scanned page has {len(pg.get_images())} images")
            texts.append(_ns("".join(info["canvas"].texts)))
        else:
            texts.append(_ns(pg.get_text()))
    nxt = 1
    for k, s in enumerate(g["segments"], 1):
        if s["start_page"] != nxt or s["end_page"] < s["start_page"]:
            errs.append(f"{name}: segment {k} does not follow on")
        nxt = s["end_page"] + 1
    if nxt != g["pages"] + 1:
        errs.append(f"{name}: segments do not cover pages")
    for f in g["fields"]:
        seg = g["segments"][f["segment"] - 1]
        if f["field"] not in FIELDS[seg["doc_type"]]:
            errs.append(f"{name}: {f['field']} not allowed in {seg['doc_type']}")
            continue
        if not seg["start_page"] <= f["page"] <= seg["end_page"]:
            errs.append(f"{name}: {f} page outside segment")
            continue
        forms = [_ns(v) for v in variants(f["field"], f["value"])]
        if not any(v in texts[f["page"] - 1] for v in forms):
            errs.append(f"{name}: {f['field']}={f['value']!r} not printed on page {f['page']}")
        for p in range(seg["start_page"], f["page"]):
            if any(v in texts[p - 1] for v in forms):
                errs.append(f"{name}: {f['field']}={f['value']!r} already printed on page {p}")
        if f["field"] == "idNumber":
            bd = [x for x in g["fields"] if x["segment"] == f["segment"] and x["field"] == "birthDate"]
            sx = [x for x in g["fields"] if x["segment"] == f["segment"] and x["field"] == "sex"]
            v = f["value"]
            if not id_valid(v):
                errs.append(f"{name}: bad ID check digit {v}")
            if bd and bd[0]["value"].replace("-", "") != v[6:14]:
                errs.append(f"{name}: ID birth mismatch {v}")
            if sx and (int(v[16]) % 2 == 1) != (sx[0]["value"] == "男"):
                errs.append(f"{name}: ID sex mismatch {v}")
    return errs
