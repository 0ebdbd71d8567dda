"""Gold self-check for pagestream_blind6: field sets, accepted printed forms of a value, and the check of a
saved stream PDF against its gold."""

import datetime
import re

from kit import fitz
from kit_values import date_variants, dec, dfmt, id_valid, money, rmb_upper

# --------------------------------------------------------------------------
# gold checking
# --------------------------------------------------------------------------
INVOICE_FIELDS = ["invoiceNumber", "date", "sellerName", "buyerName", "totalAmount", "taxAmount"]
CONTRACT_FIELDS = ["contractNumber", "contractTitle", "partyA", "partyB", "signDate", "contractAmount"]
ID_FIELDS = [
    "name",
    "sex",
    "ethnicity",
    "birthDate",
    "address",
    "idNumber",
    "issuingAuthority",
    "validPeriod",
]
AMOUNT_FIELDS = {"totalAmount", "taxAmount", "contractAmount"}
DATE_FIELDS = {"date", "signDate", "birthDate"}


def norm(s):
    return re.sub(r"\s+", "", s).lower()


def _pat(v, numeric):
    v = re.escape(norm(v))
    if numeric:
        return re.compile(r"(?<!\d)(?<!\d[.,])" + v + r"(?![\d]|[.,]\d)")
    return re.compile(v)


def value_patterns(field, value):
    """Regexes (over normalised text) accepting reasonable printed forms of a gold value."""
    pats = []
    if field in AMOUNT_FIELDS:
        d = dec(value)
        neg = d < 0
        a = abs(d)
        forms = [money(a, True), money(a, False)]
        if a == int(a):
            forms += [money(a, True, 0), money(a, False, 0)]
        ups = {rmb_upper(a), rmb_upper(a, "圆"), rmb_upper(a, zheng=""), rmb_upper(a, "圆", "")}
        for f in forms:
            if neg:
                for pre in ("-", "−", "－", "¥-", "-¥", "$-", "-$"):
                    pats.append(re.compile(r"(?<!\d)(?<!\d[.,])" + re.escape(pre + f) + r"(?![\d]|[.,]\d)"))
                pats.append(re.compile(r"\(" + re.escape(f) + r"\)"))
            else:
                pats.append(re.compile(r"(?<!\d)(?<!\d[.,])(?<![\-−－])" + re.escape(f) + r"(?![\d]|[.,]\d)"))
        for u in ups:
            if u:
                if neg:
                    for pre in ("负", "(负数)", "（负数）"):
                        pats.append(re.compile(re.escape(pre + u)))
                else:
                    pats.append(re.compile(r"(?<!负)(?<!负数\))(?<!负数）)" + re.escape(u)))
    elif field in DATE_FIELDS:
        d = datetime.date.fromisoformat(value)
        for f in date_variants(d):
            pats.append(_pat(f, True))
    elif field == "validPeriod":
        a, b = value.split("至")
        da = datetime.date.fromisoformat(a)
        fa = [dfmt(da, s) for s in ("dot", "iso", "zh", "zh0", "slash")]
        if b == "长期":
            fb = ["长期"]
        else:
            db = datetime.date.fromisoformat(b)
            fb = [dfmt(db, s) for s in ("dot", "iso", "zh", "zh0", "slash")]
        for x in fa:
            for y in fb:
                for sep in ("-", "—", "－", "至", "~", "–"):
                    pats.append(_pat(x + sep + y, True))
    else:
        pats.append(
            _pat(
                value, field in ("invoiceNumber", "idNumber", "contractNumber") and norm(value)[:1].isdigit()
            )
        )
    return pats


def check_value_format(field, value):
    if field in AMOUNT_FIELDS:
        return re.fullmatch(r"-?\d+\.\d\d", value) is not None
    if field in DATE_FIELDS:
        try:
            datetime.date.fromisoformat(value)
            return re.fullmatch(r"\d{4}-\d\d-\d\d", value) is not None
        except ValueError:
            return False
    if field == "validPeriod":
        return re.fullmatch(r"\d{4}-\d\d-\d\d至(\d{4}-\d\d-\d\d|长期)", value) is not None
    if field == "sex":
        return value in ("男", "女")
    if field == "ethnicity":
        return not value.endswith("族")
    return bool(value.strip()) and "\n" not in value


def check_stream(path, st, gold):
    """Re-open the saved PDF and verify the gold against what is printed."""
    errs = []
    doc = fitz.open(path)
    if doc.page_count != gold["pages"]:
        errs.append(f"page count {doc.page_count:d} != {gold['pages']:d}")
    texts = []
    for i, page in enumerate(doc):
        info = st.pages[i]
        t = page.get_text()
        if info["scan"]:
            if t.strip():
                errs.append(f"p{i + 1:d}: scanned page has a text layer")
            if len(page.get_images()) != 1:
                errs.append(f"p{i + 1:d}: scanned page should hold exactly one image")
            texts.append((norm("".join(info["log"])), norm("\u2502".join(info["log"]))))
        else:
            texts.append((norm(t), norm(re.sub(r"\s*\n\s*", "\u2502", t))))
    # segments
    segs = gold["segments"]
    expect = 1
    for k, s in enumerate(segs):
        if s["start_page"] != expect or s["end_page"] < s["start_page"]:
            errs.append(f"segment {k + 1:d} bad range")
        expect = s["end_page"] + 1
    if expect != gold["pages"] + 1:
        errs.append("segments do not cover all pages")
    allowed = {"invoice": INVOICE_FIELDS, "contract": CONTRACT_FIELDS, "id_card": ID_FIELDS, "other": []}
    seen = set()
    for f in gold["fields"]:
        si, field, value, pg = f["segment"], f["field"], f["value"], f["page"]
        tag = f"seg{si:d} {field}={value!r} p{pg:d}"
        seg = segs[si - 1]
        if field not in allowed[seg["doc_type"]]:
            errs.append(tag + ": field not allowed for " + seg["doc_type"])
        if (si, field) in seen:
            errs.append(tag + ": duplicate")
        seen.add((si, field))
        if not (seg["start_page"] <= pg <= seg["end_page"]):
            errs.append(tag + ": page outside segment")
            continue
        if not check_value_format(field, value):
            errs.append(tag + ": bad value format")
        pats = value_patterns(field, value)
        printed = st.found[(si - 1, field)][2]
        if not any(p.search(norm(printed)) for p in pats):
            errs.append(tag + f": printed form {printed!r} does not normalise to gold")
        if not any(p.search(t) for p in pats for t in texts[pg - 1]):
            errs.append(tag + ": not found on its page")
        for q in range(seg["start_page"], pg):
            if any(p.search(t) for p in pats for t in texts[q - 1]):
                errs.append(tag + f": already printed on earlier page {q:d}")
    # id-card consistency
    for si, seg in enumerate(segs, 1):
        if seg["doc_type"] != "id_card":
            continue
        fv = {f["field"]: f["value"] for f in gold["fields"] if f["segment"] == si}
        idn = fv.get("idNumber")
        if idn:
            if not id_valid(idn):
                errs.append(f"seg{si:d}: id number check digit wrong")
            if "birthDate" in fv and fv["birthDate"].replace("-", "") != idn[6:14]:
                errs.append(f"seg{si:d}: birth date disagrees with id number")
            if "sex" in fv and (int(idn[16]) % 2 == 1) != (fv["sex"] == "男"):
                errs.append(f"seg{si:d}: sex disagrees with id number")
    for si, seg in enumerate(segs, 1):
        if seg["doc_type"] == "other" and any(f["segment"] == si for f in gold["fields"]):
            errs.append(f"seg{si:d}: other segment has fields")
    doc.close()
    return errs
