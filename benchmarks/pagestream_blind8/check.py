"""Self-check: reopen each PDF + gold and verify structure, printed values and ID numbers."""

from __future__ import annotations

import collections
import datetime as dt
import json
import os
import re

import pymupdf as fitz
from util import MONTHS, cn_num_date, id_check

ALLOWED = {
    "invoice": {"invoiceNumber", "date", "sellerName", "buyerName", "totalAmount", "taxAmount"},
    "contract": {"contractNumber", "contractTitle", "partyA", "partyB", "signDate", "contractAmount"},
    "id_card": {
        "name",
        "sex",
        "ethnicity",
        "birthDate",
        "address",
        "idNumber",
        "issuingAuthority",
        "validPeriod",
    },
    "other": set(),
}
DATE_FIELDS = {"date", "signDate", "birthDate"}
AMOUNT_FIELDS = {"totalAmount", "taxAmount", "contractAmount"}


def _ws(s: str) -> str:
    return re.sub(r"\s+", "", s)


def date_forms(v: str) -> list[str]:
    x = dt.date.fromisoformat(v)
    y, m, d = x.year, x.month, x.day
    mon = MONTHS[m - 1]
    return [
        v,
        f"{y}年{m}月{d}日",
        f"{y}年{m:02d}月{d:02d}日",
        f"{y}/{m:02d}/{d:02d}",
        f"{y}.{m:02d}.{d:02d}",
        f"{d:02d}/{m:02d}/{y}",
        f"{m:02d}/{d:02d}/{y}",
        f"{d:02d}.{m:02d}.{y}",
        f"{d}{mon}{y}",
        f"{d:02d}{mon[:3]}{y}",
        f"{d}{mon[:3]}{y}",
        f"{mon}{d},{y}",
        f"{d:02d}-{mon[:3]}-{y}",
        cn_num_date(x),
        f"{d}st" + f"dayof{mon}{y}",
        f"{d}nd" + f"dayof{mon}{y}",
        f"{d}rd" + f"dayof{mon}{y}",
        f"{d}th" + f"dayof{mon}{y}",
    ]


def amount_regexes(v: str) -> list[str]:
    neg = v.startswith("-")
    whole, cents = v.lstrip("-").split(".")
    grouped = f"{int(whole):,}"
    nums = {f"{whole}.{cents}", f"{grouped}.{cents}", f"{grouped.replace(',', '')}.{cents}"}
    out = []
    for n in nums:
        body = re.escape(n) + r"(?!\d)"
        out.append((r"-\D{0,4}" + body) if neg else (r"(?<![\d,.\-])" + body))
    return out


def valid_forms(v: str) -> list[str]:
    a, b = v.split("至")
    a2 = a.replace("-", ".")
    b2 = b.replace("-", ".")
    return [v, f"{a2}-{b2}", f"{a2}至{b2}", f"{a}-{b}"]


def found(field: str, value: str, text: str) -> bool:
    if field in AMOUNT_FIELDS:
        return any(re.search(p, text) for p in amount_regexes(value))
    if field in DATE_FIELDS:
        forms = date_forms(value)
    elif field == "validPeriod":
        forms = valid_forms(value)
    else:
        forms = [value]
    return any(_ws(f) in text for f in forms)


def check_id(num: str, birth: str | None, sex: str | None) -> list[str]:
    errs = []
    if not re.fullmatch(r"\d{17}[\dX]", num):
        return [f"bad id format {num}"]
    if id_check(num[:17]) != num[17]:
        errs.append(f"id check char {num}")
    if birth and num[6:14] != birth.replace("-", ""):
        errs.append(f"id birth mismatch {num} {birth}")
    if sex and (int(num[16]) % 2 == 1) != (sex == "男"):
        errs.append(f"id sex mismatch {num} {sex}")
    return errs


def check_stream(outdir: str, name: str, scan_strings: dict[int, list[str]]) -> tuple[list[str], dict]:
    errs: list[str] = []
    with open(os.path.join(outdir, name + ".gold.json"), encoding="utf-8") as fh:
        gold = json.load(fh)
    doc = fitz.open(os.path.join(outdir, name + ".pdf"))
    n = gold["pages"]
    if doc.page_count != n or gold["name"] != name:
        errs.append(f"page count {doc.page_count} vs gold {n}")
    segs = gold["segments"]
    expect = 1
    for s in segs:
        if s["start_page"] != expect or s["end_page"] < s["start_page"] or s["doc_type"] not in ALLOWED:
            errs.append(f"bad segment {s}")
        expect = s["end_page"] + 1
    if expect != n + 1:
        errs.append("segments do not cover all pages")
    texts, scanned = {}, set()
    for i, page in enumerate(doc, start=1):
        raw = page.get_text()
        imgs = page.get_images(full=True)
        if i in scan_strings:
            scanned.add(i)
            if raw.strip() or len(imgs) != 1:
                errs.append(f"scanned page {i}: text={bool(raw.strip())} images={len(imgs)}")
            texts[i] = _ws("".join(scan_strings[i])) + "\n" + "\n".join(_ws(s) for s in scan_strings[i])
        else:
            texts[i] = _ws(raw)
    per_seg = collections.defaultdict(dict)
    for f in gold["fields"]:
        seg = segs[f["segment"] - 1]
        if f["field"] not in ALLOWED[seg["doc_type"]]:
            errs.append(f"field {f['field']} not allowed for {seg['doc_type']}")
            continue
        if not seg["start_page"] <= f["page"] <= seg["end_page"]:
            errs.append(f"field page outside segment: {f}")
            continue
        if f["field"] in per_seg[f["segment"]]:
            errs.append(f"duplicate field {f}")
        per_seg[f["segment"]][f["field"]] = f["value"]
        if not found(f["field"], f["value"], texts[f["page"]]):
            errs.append(f"value not printed on page {f['page']}: {f['field']}={f['value']!r}")
        for p in range(seg["start_page"], f["page"]):
            if found(f["field"], f["value"], texts[p]):
                errs.append(f"value already on earlier page {p}: {f['field']}={f['value']!r}")
        if f["field"] in DATE_FIELDS:
            dt.date.fromisoformat(f["value"])
        if f["field"] in AMOUNT_FIELDS and not re.fullmatch(r"-?\d+\.\d\d", f["value"]):
            errs.append(f"amount format {f['value']}")
    for si, vals in per_seg.items():
        if "idNumber" in vals:
            errs += check_id(vals["idNumber"], vals.get("birthDate"), vals.get("sex"))
        if "totalAmount" in vals and "taxAmount" in vals:
            t, x = float(vals["totalAmount"]), float(vals["taxAmount"])
            if x != 0 and ((t < 0) != (x < 0) or abs(x) >= abs(t)):
                errs.append(f"segment {si}: tax {x} vs total {t}")
    stats = {
        "pages": n,
        "scanned": len(scanned),
        "docs": collections.Counter(s["doc_type"] for s in segs),
        "fields": collections.Counter(segs[f["segment"] - 1]["doc_type"] for f in gold["fields"]),
        "field_names": collections.Counter(f["field"] for f in gold["fields"]),
    }
    return [f"{name}: {e}" for e in errs], stats


def run(outdir: str, records: dict[str, dict[int, list[str]]]) -> int:
    all_errs: list[str] = []
    tot = collections.Counter()
    docs, fields, names = collections.Counter(), collections.Counter(), collections.Counter()
    for name, strings in records.items():
        errs, st = check_stream(outdir, name, strings)
        all_errs += errs
        tot["pages"] += st["pages"]
        tot["scanned"] += st["scanned"]
        docs.update(st["docs"])
        fields.update(st["fields"])
        names.update(st["field_names"])
        print(
            f"  {name}: {st['pages']} pages, {st['scanned']} scanned, {sum(st['docs'].values())} docs, "
            f"{sum(st['fields'].values())} fields"
        )
    for e in all_errs:
        print("FAIL", e)
    print(f"streams: {len(records)}  pages: {tot['pages']}  scanned pages: {tot['scanned']}")
    print(f"documents: {sum(docs.values())}  " + "  ".join(f"{k}={docs[k]}" for k in ALLOWED))
    print(
        f"gold fields: {sum(fields.values())}  "
        + "  ".join(f"{k}={fields[k]}" for k in ALLOWED if k != "other")
    )
    print("fields by name: " + ", ".join(f"{k}={v}" for k, v in sorted(names.items())))
    print("self-check:", "OK" if not all_errs else f"{len(all_errs)} FAILURES")
    return 1 if all_errs else 0
