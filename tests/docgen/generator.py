"""Renders typed share-transfer records into narrative documents the way listed companies' filings are
written: every record's basic facts, then the sizes, then the seller, then the buyer, then a summary.

Public API::

    records = make_records(n, seed)                       # typed rows: the gold table
    doc = render_document(records, lang, seed)            # .text, .lines[rid][block], .cells[rid][column]
    write_pdf(text, path)                                 # the same text as a PDF (CJK font "china-s")
    gold = make_task_folder(root, spec, lang, fmt)        # task_<id>/task.json, context/doc, knowledge.md
    task15_spec()                                         # the reference share-transfer task_15 (300707)

Values are written in document style ("1.55%", "约六百九十七万股", "2018年11月14日", "25,390,048股");
knowledge.md states the target meanings (ratio, not percent; shares as integers; ISO dates).
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path
from typing import Any, Literal

Lang = Literal["zh", "en"]
Fmt = Literal["md", "pdf"]

# Columns of the gold table and what knowledge.md says they mean.
COLUMNS: dict[str, str] = {
    "record_id": "record number as written in the document (e.g. R07)",
    "company": "company short name",
    "secucode": "six-digit security code, text",
    "transfer_date": "transfer date, ISO YYYY-MM-DD",
    "transfer_shares": "shares transferred, integer",
    "transfer_ratio": "shares transferred as a ratio of total shares (ratio, e.g. 0.0019, not percent)",
    "seller": "name of the seller (transferor)",
    "seller_shares_before": "shares the seller held before the transfer, integer",
    "seller_ratio_before": "seller's shareholding before the transfer (ratio, e.g. 0.0155, not percent)",
    "buyer": "name of the buyer (transferee)",
    "buyer_shares_before": "shares the buyer held before the transfer, integer",
    "buyer_ratio_before": "buyer's shareholding before the transfer (ratio, not percent)",
}

_ZH_COMPANIES = [
    ("威唐工业", "300707"), ("华峰测控", "688200"), ("海天味业", "603288"), ("中科曙光", "603019"),
    ("三七互娱", "002555"), ("恒瑞医药", "600276"), ("汇川技术", "300124"), ("宁德时代", "300750"),
    ("立讯精密", "002475"), ("迈瑞医疗", "300760"), ("顺丰控股", "002352"), ("格力电器", "000651"),
]  # fmt: skip
_EN_COMPANIES = [
    "Weitang Industrial", "Huafeng Test", "Haitian Flavouring", "Sugon", "37 Interactive",
    "Hengrui Medicine", "Inovance", "CATL", "Luxshare", "Mindray", "SF Holding", "Gree Electric",
]  # fmt: skip
_ZH_PEOPLE = ["张建国", "李文华", "王晓明", "赵海峰", "陈立新", "刘志强", "杨光", "周敏", "吴磊", "郑洁",
              "孙浩", "马丽", "胡军", "林涛", "何静", "高远"]  # fmt: skip
_EN_PEOPLE = ["Zhang Jianguo", "Li Wenhua", "Wang Xiaoming", "Zhao Haifeng", "Chen Lixin", "Liu Zhiqiang",
              "Yang Guang", "Zhou Min", "Wu Lei", "Zheng Jie", "Sun Hao", "Ma Li", "Hu Jun", "Lin Tao",
              "He Jing", "Gao Yuan"]  # fmt: skip
_CN_DIGITS = "零一二三四五六七八九"


@dataclass
class DocSpec:
    """What one generated task holds: n records (plus pinned ones), distractor documents, the question."""

    n_records: int = 8
    seed: int = 0
    stem: str = "lc_sharetransfer"
    task_id: str = "task_gen"
    question: str = ""
    pinned: list[dict[str, Any]] = field(default_factory=list)
    distractors: int = 0


@dataclass
class Rendered:
    """The document text; per record the line of each block and each value as the document writes it."""

    text: str
    lines: dict[str, dict[str, int]]
    cells: dict[str, dict[str, str | None]]


@dataclass
class Gold:
    task_dir: Path
    doc_path: Path
    knowledge_path: Path
    stem: str
    lang: Lang
    fmt: Fmt
    table: list[dict[str, Any]]
    lines: dict[str, dict[str, int]]
    cells: dict[str, dict[str, str | None]]
    question: str
    answer: list[dict[str, Any]]
    relevant_docs: list[str]
    candidate_docs: list[str]

    def column(self, name: str) -> dict[str, Any]:
        return {r["record_id"]: r[name] for r in self.table}


def _ratio(shares: int, total: int) -> float:
    return float((Decimal(shares) * 100 / Decimal(total)).quantize(Decimal("0.01")) / 100)


def make_records(n: int, seed: int = 0, pinned: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """Typed rows; a record has no buyer facts one time in five (the buyer block says so)."""
    rng = random.Random(seed)
    rows: list[dict[str, Any]] = []
    used_ids: set[str] = set()
    for row in pinned or []:
        rows.append(dict(row))
        used_ids.add(row["record_id"])
    i = 1
    while len(rows) < n + len(pinned or []):
        rid = f"R{i:02d}"
        i += 1
        if rid in used_ids:
            continue
        k = rng.randrange(len(_ZH_COMPANIES))
        total = rng.choice([120_000_000, 157_528_000, 200_000_000, 450_000_000])
        before = rng.choice([rng.randrange(1_000_000, 30_000_000), rng.randrange(100, 2000) * 10_000])
        moved = min(before, rng.choice([300_000, 1_250_000, rng.randrange(10, 400) * 10_000]))
        has_buyer = rng.random() > 0.2
        buyer_before = rng.choice([0, rng.randrange(100_000, 5_000_000)]) if has_buyer else None
        seller, buyer = rng.sample(range(len(_ZH_PEOPLE)), 2)
        rows.append(
            {
                "record_id": rid,
                "company": k,
                "secucode": _ZH_COMPANIES[k][1],
                "transfer_date": (date(2018, 1, 1) + timedelta(days=rng.randrange(0, 1500))).isoformat(),
                "transfer_shares": moved,
                "transfer_ratio": _ratio(moved, total),
                "seller": seller,
                "seller_shares_before": before,
                "seller_ratio_before": _ratio(before, total),
                "buyer": buyer if has_buyer else None,
                "buyer_shares_before": buyer_before,
                "buyer_ratio_before": _ratio(buyer_before, total) if buyer_before is not None else None,
            }
        )
    return rows


def localise(
    rows: list[dict[str, Any]],
    lang: Lang,
    people_fields: tuple[str, ...] = ("seller", "buyer"),
    named: dict[str, list[tuple[str, str]]] | None = None,
) -> list[dict[str, Any]]:
    """Index fields become names in the document's language (the gold follows the document): the company,
    the people of ``people_fields``, and each field of ``named`` from its (Chinese, English) pairs."""
    people = _ZH_PEOPLE if lang == "zh" else _EN_PEOPLE
    i = 0 if lang == "zh" else 1
    out = []
    for r in rows:
        r = dict(r)
        if isinstance(r["company"], int):
            r["company"] = _ZH_COMPANIES[r["company"]][0] if lang == "zh" else _EN_COMPANIES[r["company"]]
        for who in people_fields:
            if isinstance(r[who], int):
                r[who] = people[r[who]]
        for field_name, pairs in (named or {}).items():
            if isinstance(r[field_name], int):
                r[field_name] = pairs[r[field_name]][i]
        out.append(r)
    return out


def _cn_numeral(n: int) -> str:
    """Chinese numerals below 10^8, e.g. 697 -> 六百九十七."""
    if n == 0:
        return "零"
    units = ["", "十", "百", "千"]
    digits = [int(d) for d in str(n)]
    out = ""
    zero = False
    for pos, d in enumerate(digits):
        unit = units[len(digits) - pos - 1]
        if d == 0:
            zero = True
            continue
        if zero and out:
            out += "零"
        zero = False
        out += ("" if d == 1 and unit == "十" and not out else _CN_DIGITS[d]) + unit
    return out


def _shares(n: int, lang: Lang, rng: random.Random) -> str:
    if lang == "zh":
        if n and n % 10_000 == 0 and rng.random() < 0.5:
            return f"约{_cn_numeral(n // 10_000)}万股"
        return f"{n:,}股"
    if n and n % 10_000 == 0 and rng.random() < 0.5:
        return f"approximately {Decimal(n) / 1_000_000:f} million shares".replace(".0 million", " million")
    return f"{n:,} shares"


def _pct(ratio: float) -> str:
    return f"{Decimal(str(ratio)) * 100:.2f}%"


def _date(iso: str, lang: Lang) -> str:
    d = date.fromisoformat(iso)
    if lang == "zh":
        return f"{d.year}年{d.month}月{d.day}日"
    return d.strftime("%d %B %Y").lstrip("0")


def render_document(records: list[dict[str, Any]], lang: Lang, seed: int = 0, title: str = "") -> Rendered:
    """The narrative text, per record the line of each block and the document-style value of each column."""
    rng = random.Random(seed + 7)
    records = localise(records, lang)
    lines: list[str] = []
    where: dict[str, dict[str, int]] = {r["record_id"]: {} for r in records}
    cells: dict[str, dict[str, str | None]] = {
        r["record_id"]: {"record_id": r["record_id"], "company": r["company"], "secucode": r["secucode"]}
        for r in records
    }

    def add(text: str, rid: str | None = None, block: str = "") -> None:
        lines.append(text)
        if rid is not None:
            where[rid][block] = len(lines)
        lines.append("")

    zh = lang == "zh"
    add(f"# {title or ('股权转让事项汇总' if zh else 'Share transfers in review')}")
    add("一、基本信息" if zh else "## 1. The companies")
    for r in records:
        if zh:
            add(
                f"记录{r['record_id']}：{r['company']}（证券代码{r['secucode']}）发布股权转让公告。",
                r["record_id"],
                "basic",
            )
        else:
            add(f"Record {r['record_id']}: {r['company']} (security code {r['secucode']}) announced a "
                "share transfer.", r["record_id"], "basic")  # fmt: skip
    add("二、交易规模" if zh else "## 2. The size of each transfer")
    for r in records:
        d, s, p = (
            _date(r["transfer_date"], lang),
            _shares(r["transfer_shares"], lang, rng),
            _pct(r["transfer_ratio"]),
        )
        cells[r["record_id"]].update(transfer_date=d, transfer_shares=s, transfer_ratio=p)
        if zh:
            add(f"记录{r['record_id']}于{d}完成过户，转让数量为{s}，占总股本的{p}。", r["record_id"], "size")
        else:
            add(f"On {d}, record {r['record_id']} completed the transfer of {s}, {p} of the total "
                "share capital.", r["record_id"], "size")  # fmt: skip
    add("三、转让方情况" if zh else "## 3. The sellers")
    for r in records:
        s, p = _shares(r["seller_shares_before"], lang, rng), _pct(r["seller_ratio_before"])
        cells[r["record_id"]].update(seller=r["seller"], seller_shares_before=s, seller_ratio_before=p)
        if zh:
            add(f"记录{r['record_id']}的转让方为{r['seller']}，出让前持股{s}，出让前持股比例为{p}。",
                r["record_id"], "seller")  # fmt: skip
        else:
            add(f"In record {r['record_id']} the seller was {r['seller']}, who held {s} before the transfer, "
                f"a stake of {p}.", r["record_id"], "seller")  # fmt: skip
    add("四、受让方情况" if zh else "## 4. The buyers")
    for r in records:
        if r["buyer"] is None:
            cells[r["record_id"]].update(buyer=None, buyer_shares_before=None, buyer_ratio_before=None)
            text = (f"记录{r['record_id']}的受让方信息未披露。" if zh
                    else f"In record {r['record_id']} the buyer was not disclosed.")  # fmt: skip
            add(text, r["record_id"], "buyer")
            continue
        s, p = _shares(r["buyer_shares_before"], lang, rng), _pct(r["buyer_ratio_before"])
        cells[r["record_id"]].update(buyer=r["buyer"], buyer_shares_before=s, buyer_ratio_before=p)
        if zh:
            add(f"记录{r['record_id']}的受让方为{r['buyer']}，受让前持股{s}，受让前持股比例为{p}。",
                r["record_id"], "buyer")  # fmt: skip
        else:
            add(f"In record {r['record_id']} the buyer was {r['buyer']}, who held {s} before the transfer, "
                f"a stake of {p}.", r["record_id"], "buyer")  # fmt: skip
    add("五、总结" if zh else "## 5. Summary")
    add(
        f"本文共汇总{len(records)}条股权转让记录，各记录的转让方与受让方持股情况已分别列示。"
        if zh
        else f"This review covers {len(records)} share transfers; sellers and buyers are listed separately."
    )
    return Rendered("\n".join(lines).rstrip("\n") + "\n", where, cells)


def knowledge_text(stem: str, lang: Lang) -> str:
    head = (
        "# 数据说明\n\n各表字段口径如下。\n\n"
        if lang == "zh"
        else "# Data notes\n\nField meanings below.\n\n"
    )
    body = [f"## {stem}", "Narrative document of share transfers; one record per transfer."]
    body += [f"- {c}: {m}" for c, m in COLUMNS.items()]
    body += ["", "Ratios are stored as ratios (1.55% is 0.0155), share counts as integers, dates as ISO."]
    return head + "\n".join(body) + "\n"


def write_pdf(text: str, path: Path) -> Path:
    """One paragraph per line on A4 pages; long lines wrap by the width the font draws them at, Latin
    text at its last space, CJK text anywhere (it has no spaces to wrap at)."""
    import pymupdf

    doc = pymupdf.open()
    size, left, top, width, height = 10.5, 56, 64, 480, 770
    page = doc.new_page()
    y = top
    for para in text.split("\n"):
        if not para.strip():
            y += size * 0.6
            continue
        bold = para.startswith("#")
        body = para.lstrip("# ").strip()
        fs = size * 1.4 if bold else size
        chunk = ""
        wrapped: list[str] = []
        for ch in body:
            if pymupdf.get_text_length(chunk + ch, fontname="china-s", fontsize=fs) > width:
                cut = chunk.rfind(" ") if chunk.isascii() and ch != " " else -1
                wrapped.append(chunk[:cut] if cut > 0 else chunk)
                chunk = chunk[cut + 1 :] if cut > 0 else ""
            chunk += ch
        wrapped.append(chunk)
        for piece in wrapped:
            if y > height:
                page = doc.new_page()
                y = top
            page.insert_text((left, y), piece, fontname="china-s", fontsize=fs)
            y += fs * 1.5
        y += size * 0.6
    path.parent.mkdir(parents=True, exist_ok=True)
    doc.save(path)
    doc.close()
    return path


def _distractor(i: int, lang: Lang, rng: random.Random) -> tuple[str, str]:
    kinds = [
        ("lc_executivesholdings", "高管持股变动", "Executive holdings"),
        ("lc_financialexpense", "财务费用说明", "Financial expenses"),
        ("qt_monthdata", "基金月度数据", "Fund monthly data"),
        ("lc_actualcontroller", "实际控制人情况", "Actual controllers"),
        ("lc_sharestru", "股本结构", "Share structure"),
        ("lc_issueandlistagent", "发行上市中介机构", "Issue and listing agents"),
    ]
    stem, zh_title, en_title = kinds[i % len(kinds)]
    paras = []
    for j in range(6):
        name, code = _ZH_COMPANIES[rng.randrange(len(_ZH_COMPANIES))]
        amount = rng.randrange(1000, 90000) * 100
        if lang == "zh":
            paras.append(
                f"第{j + 1}项：{name}（{code}）本期金额为{amount:,}元，较上期变动{rng.randrange(1, 40)}%。"
            )
        else:
            paras.append(
                f"Item {j + 1}: company {code} reported {amount:,} yuan, up {rng.randrange(1, 40)}%."
            )
    title = zh_title if lang == "zh" else en_title
    return stem, f"# {title}\n\n" + "\n\n".join(paras) + "\n"


def make_task_folder(root: Path, spec: DocSpec, lang: Lang = "zh", fmt: Fmt = "md") -> Gold:
    """A task folder (task.json, context/doc/<stem>.md|pdf, knowledge.md, distractors) and its gold."""
    task_dir = Path(root) / spec.task_id
    doc_dir = task_dir / "context" / "doc"
    doc_dir.mkdir(parents=True, exist_ok=True)
    table = localise(make_records(spec.n_records, spec.seed, spec.pinned), lang)
    rendered = render_document(table, lang, spec.seed)
    if fmt == "pdf":
        doc_path = write_pdf(rendered.text, doc_dir / f"{spec.stem}.pdf")
    else:
        doc_path = doc_dir / f"{spec.stem}.md"
        doc_path.write_text(rendered.text, encoding="utf-8")
    knowledge = task_dir / "context" / "knowledge.md"
    knowledge.write_text(knowledge_text(spec.stem, lang), encoding="utf-8")
    rng = random.Random(spec.seed + 99)
    others = []
    for i in range(spec.distractors):
        stem, body = _distractor(i, lang, rng)
        if fmt == "pdf":
            write_pdf(body, doc_dir / f"{stem}.pdf")
        else:
            (doc_dir / f"{stem}.md").write_text(body, encoding="utf-8")
        others.append(stem)
    question = spec.question or (
        "列出每条股权转让记录的证券代码和出让前持股比例"
        if lang == "zh"
        else "List each transfer's code and ratio"
    )
    (task_dir / "task.json").write_text(
        json.dumps({"task_id": spec.task_id, "question": question}, ensure_ascii=False), encoding="utf-8"
    )
    answer = [
        {"sumbeforetran": r["seller_shares_before"], "pctbeforetran": r["seller_ratio_before"]}
        for r in table
        if r["secucode"] == "300707"
    ]
    return Gold(
        task_dir=task_dir,
        doc_path=doc_path,
        knowledge_path=knowledge,
        stem=spec.stem,
        lang=lang,
        fmt=fmt,
        table=table,
        lines=rendered.lines,
        cells=rendered.cells,
        question=question,
        answer=answer,
        relevant_docs=[spec.stem],
        candidate_docs=sorted([spec.stem, *others]),
    )


def task15_spec(n_records: int = 6, seed: int = 15) -> DocSpec:
    """The reference share-transfer task_15: two 300707 transfers, three trap values, a buyer block that also
    mentions holdings "before transfer", and six distractor documents."""
    keys = list(COLUMNS)
    pinned = [
        dict(zip(keys, values, strict=True))
        for values in (
            ("29", 0, "300707", "2018-11-14", 300_000, 0.0019, 0, 2_441_732, 0.0155, None, None, None),
            ("31", 0, "300707", "2019-03-02", 6_970_000, 0.0442, 1, 5_469_268, 0.0348, 2, 6_970_000, 0.0442),
            ("2542", 5, "600276", "2020-06-30", 1_250_000, 0.0028, 3, 25_390_048, 0.0564, 4, 0, 0.0),
        )
    ]
    return DocSpec(
        n_records=n_records,
        seed=seed,
        stem="lc_sharetransfer",
        task_id="task_15",
        question="显示300707的出让前持股数量和出让前持股比例 谢谢",
        pinned=pinned,
        distractors=6,
    )
