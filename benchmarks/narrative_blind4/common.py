"""Fictional issuers, document writers (md / txt / pdf), knowledge file and gold CSV helpers."""

from __future__ import annotations

import csv
import io
import re
from pathlib import Path

import pymupdf as fitz

# short name -> (full legal name, stock code, home city).  Every name and code here is fictional.
# Near-twins on purpose: 华锐精工/华瑞精工, 恒通新材/恒通科技, 东岳环能/东越环能, 博康医疗/博康生物.
COMPANIES: dict[str, tuple[str, str, str]] = {
    "华锐精工": ("华锐精密工业股份有限公司", "603871", "湖州"),
    "华瑞精工": ("浙江华瑞精工科技股份有限公司", "002915", "台州"),
    "恒通新材": ("恒通新材料股份有限公司", "300617", "常州"),
    "恒通科技": ("江苏恒通科技股份有限公司", "603329", "南通"),
    "东岳环能": ("东岳环境能源股份有限公司", "600892", "银川"),
    "东越环能": ("东越环能科技股份有限公司", "300948", "绍兴"),
    "博康医疗": ("博康医疗器械股份有限公司", "688516", "深圳"),
    "博康生物": ("上海博康生物技术股份有限公司", "300861", "上海"),
    "云帆医药": ("云帆医药股份有限公司", "688235", "成都"),
    "泰和药业": ("泰和药业股份有限公司", "002738", "泰州"),
    "安泰制药": ("安泰制药股份有限公司", "600781", "石家庄"),
    "瑞科生物": ("瑞科生物技术股份有限公司", "688302", "武汉"),
    "济民堂": ("济民堂中药股份有限公司", "002864", "亳州"),
    "长川智造": ("长川智能制造股份有限公司", "300792", "杭州"),
    "嘉禾食品": ("嘉禾食品集团股份有限公司", "603517", "漳州"),
    "北辰能源": ("北辰能源股份有限公司", "600623", "榆林"),
    "蓝海电气": ("蓝海电气股份有限公司", "002451", "青岛"),
    "金域建材": ("金域建材股份有限公司", "600952", "芜湖"),
    "启明光电": ("启明光电股份有限公司", "300691", "厦门"),
    "新希农牧": ("新希农牧科技股份有限公司", "002986", "绵阳"),
    "瀚海物流": ("瀚海物流股份有限公司", "603967", "宁波"),
    "中科微芯": ("中科微芯半导体股份有限公司", "688128", "合肥"),
    "银杉纸业": ("银杉纸业股份有限公司", "600433", "岳阳"),
    "远大重工": ("远大重工股份有限公司", "601268", "洛阳"),
    "西湖化学": ("西湖化学股份有限公司", "002719", "衢州"),
    "龙腾汽配": ("龙腾汽车零部件股份有限公司", "603286", "柳州"),
    "星源储能": ("星源储能科技股份有限公司", "300914", "宜宾"),
    "鼎立建设": ("鼎立建设集团股份有限公司", "600846", "南昌"),
    "青岚光伏": ("青岚光伏能源股份有限公司", "688359", "西宁"),
    "南江水务": ("南江水务股份有限公司", "601158", "南宁"),
}


def full(short: str) -> str:
    return COMPANIES[short][0]


def code(short: str) -> str:
    return COMPANIES[short][1]


def city(short: str) -> str:
    return COMPANIES[short][2]


# ---------------------------------------------------------------- writers


def write_text(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text.rstrip("\n") + "\n", encoding="utf-8")


def _wrap(text: str, size: float, width: float) -> list[str]:
    # insert_text with the built-in "china-s" font advances every glyph (CJK or ASCII) by one em.
    # Runs of digits / Latin letters (amounts, dates, codes) are kept on one line, as a word processor would.
    per_line = max(1, int(width // size))
    lines: list[str] = []
    cur = ""
    for tok in re.findall(r"[0-9A-Za-z.,%/:\-]+|.", text):
        while len(tok) > per_line:
            lines.append(cur + tok[: per_line - len(cur)])
            tok = tok[per_line - len(cur) :]
            cur = ""
        if len(cur) + len(tok) > per_line:
            lines.append(cur)
            cur = ""
        cur += tok
    if cur:
        lines.append(cur)
    return lines or [""]


def write_pdf(path: Path, blocks: list[tuple[str, str]]) -> None:
    """Text PDF from (kind, text) blocks; kind is 'title', 'head' or 'para'.  Paginated, no dates/ids."""
    path.parent.mkdir(parents=True, exist_ok=True)
    doc = fitz.open()
    width, height, margin = 595, 842, 56
    sizes = {"title": 15.0, "head": 11.5, "para": 10.5}
    page = None
    y = 0.0
    for kind, text in blocks:
        size = sizes[kind]
        lead = size * 1.55
        gap = size * (1.2 if kind != "para" else 0.5)
        lines = _wrap(text, size, width - 2 * margin)
        for n, line in enumerate(lines):
            need = lead + (gap if n == 0 else 0)
            if page is None or y + need > height - margin:
                page = doc.new_page(width=width, height=height)
                y = margin
            if n == 0:
                y += gap
            y += lead
            page.insert_text((margin, y), line, fontname="china-s", fontsize=size)
    for i, pg in enumerate(doc):
        pg.insert_text(
            (width / 2 - 20, height - 28), f"第 {i + 1} 页 共 {len(doc)} 页", fontname="china-s", fontsize=8
        )
    doc.set_metadata({})
    doc.save(str(path), garbage=4, deflate=True, no_new_id=True)
    doc.close()


def write_gold(path: Path, columns: list[str], rows: list[tuple]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\r\n")
    w.writerow(columns)
    for r in rows:
        w.writerow(["" if v is None else v for v in r])
    path.write_bytes(buf.getvalue().encode("utf-8"))


# ---------------------------------------------------------------- knowledge

CONVENTIONS = """# 资料说明

本任务的资料是若干份A股上市公司公告摘要（公司、人物、数字均为虚构）。每份文件对应一张表，
表名即文件名去掉扩展名；文件中的每一条公告记录对应表中的一行。

## 约定

- 金额列一律折算为“万元”（REAL），公告中可能写作元、万元、亿元或中文大写金额。
- 比例列以小数表示（例如 51% 记为 0.51）。
- 日期列为 YYYY-MM-DD 格式的文本；公告中的日期写法不一。
- company 列为上市公司简称；由子公司作为主体办理的事项，记在其上市母公司名下。
- stock_code 为6位证券代码（文本）。
- 公告中写明“未披露”或没有给出的数值记为空值（NULL）。
- 公告中顺带提到的其他数字（上年数、注册资本、累计数、起始价等）不是该列的取值，请按列的含义取数。
"""


def knowledge(docs: list[dict]) -> str:
    parts = [CONVENTIONS]
    for d in docs:
        parts.append(f"## 表 `{d['table']}`（文件 `{d['path']}`，{len(d['rows'])} 条记录）\n")
        parts.append(d["record"] + "\n")
        parts.append("| 列 | 类型 | 含义 | 单位/取值 |")
        parts.append("|---|---|---|---|")
        for name, typ, meaning, unit in d["schema"]:
            parts.append(f"| {name} | {typ} | {meaning} | {unit} |")
        parts.append("")
    return "\n".join(parts)
