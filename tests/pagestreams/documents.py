"""Business documents of the twelve page-stream types, Chinese and English, with gold fields.

``make_document(doc_type, lang, rng)`` returns a ``Doc``: its pages (title, body lines, running header,
page-number style), the identifier every page may repeat, and the key fields with the 1-based page (within
the document) each value is printed on. Untitled continuation pages and signature pages are the normal case.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Literal

from services.context.pagestream.stream import DOC_TYPES

Lang = Literal["zh", "en"]
PageStyle = Literal["zh_of", "en_of", "dash", "slash", "none"]

# Every document type the splitter knows, "other" aside.
TYPES = tuple(t for t in DOC_TYPES if t != "other")

ZH_NAMES = ("张伟", "王芳", "李娜", "刘洋", "陈静", "杨磊", "赵敏", "黄勇")
EN_NAMES = ("John Carter", "Mary Lewis", "David Chen", "Sarah Miller", "James Brown", "Emma Wilson")
ZH_COMPANIES = (
    "北京华信科技有限公司",
    "上海东方贸易有限公司",
    "深圳博远电子有限公司",
    "杭州青禾食品有限公司",
)
EN_COMPANIES = (
    "Northwind Trading Ltd",
    "Blue River Systems Inc",
    "Atlas Components plc",
    "Greenfield Foods LLC",
)
_ZH_FILLER = (
    "双方应本着诚实信用的原则履行本协议项下的各项义务。",
    "相关费用按照国家有关规定及双方约定执行。",
    "如遇不可抗力，受影响一方应及时书面通知另一方。",
    "本条款未尽事宜，由双方另行协商并签订补充协议。",
    "各方应对在履行过程中知悉的商业秘密承担保密义务。",
    "有关单位应当加强组织领导，认真抓好贯彻落实。",
)
_EN_FILLER = (
    "Each party shall perform its obligations in good faith and with reasonable care.",
    "All fees shall be settled in accordance with the schedule agreed by the parties.",
    "Neither party shall be liable for delays caused by events beyond its control.",
    "Any matter not covered herein shall be resolved by a written supplementary agreement.",
    "The parties shall keep confidential all business information received hereunder.",
    "Management continued to invest in capacity while keeping operating costs under control.",
)


@dataclass
class Page:
    title: str = ""
    lines: list[str] = field(default_factory=list)


@dataclass
class Doc:
    doc_type: str
    lang: Lang
    pages: list[Page]
    header: str = ""
    page_style: PageStyle = "none"
    ident: str = ""
    # field name -> (value, 1-based page within the document)
    fields: dict[str, tuple[str, int]] = field(default_factory=dict)


def id_number(rng: random.Random) -> str:
    """An 18-digit resident ID number with a valid ISO 7064 check character."""
    body = f"{rng.choice((110105, 310104, 440305, 330106))}{rng.randint(1965, 2001)}"
    body += f"{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{rng.randint(100, 999)}"
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    total = sum(int(d) * w for d, w in zip(body, weights, strict=True))
    return body + "10X98765432"[total % 11]


def doc_date(rng: random.Random, lang: Lang) -> str:
    y, m, d = rng.randint(2019, 2024), rng.randint(1, 12), rng.randint(1, 28)
    return f"{y}年{m}月{d}日" if lang == "zh" else f"{y}-{m:02d}-{d:02d}"


def filler(rng: random.Random, lang: Lang, n: int) -> list[str]:
    pool = _ZH_FILLER if lang == "zh" else _EN_FILLER
    return [rng.choice(pool) for _ in range(n)]


def clauses(rng: random.Random, lang: Lang, first: int, n: int) -> list[str]:
    out = []
    for k in range(first, first + n):
        head = f"第{k}条 " if lang == "zh" else f"Clause {k}. "
        out += [head + filler(rng, lang, 1)[0], *filler(rng, lang, 2)]
    return out


def make_document(doc_type: str, lang: Lang, rng: random.Random) -> Doc:
    """One document of ``doc_type`` (ID cards and drug leaflets are Chinese whatever ``lang`` says)."""
    from tests.pagestreams import kinds_business as b
    from tests.pagestreams import kinds_personal as p

    builders = {
        "invoice": b._invoice,
        "contract": b._contract,
        "official_document": b._official,
        "tender": b._tender,
        "id_card": p._id_card,
        "drug_leaflet": p._drug,
        "food_label": p._food,
        "utility_bill": b._utility,
        "degree_certificate": p._degree,
        "diploma": p._diploma,
        "annual_report": b._annual,
        "cv": p._cv,
    }
    return builders[doc_type](rng, lang)
