"""竞得土地使用权 (land-use-right acquisitions) and 专利证书 (patent grants) digests."""

from __future__ import annotations

import random

import numfmt as nf
from common import code, full

LAND_SCHEMA = [
    ("company", "TEXT", "上市公司简称（子公司竞得的记在母公司名下）", "简称"),
    ("stock_code", "TEXT", "上市公司证券代码", "6位代码"),
    ("bidder", "TEXT", "实际竞得主体的全称（公司本身或其子公司）", "全称"),
    ("parcel_no", "TEXT", "地块编号", "文本"),
    ("city", "TEXT", "地块所在城市", "城市名，不含“市”"),
    ("land_use", "TEXT", "土地用途类别", "工业用地/仓储用地/商服用地/住宅用地"),
    ("area_sqm", "REAL", "出让面积", "平方米"),
    ("price_wan", "REAL", "成交价（土地出让总价款，不是起始价）", "万元"),
    ("term_years", "INTEGER", "出让年限", "年"),
    ("deal_date", "TEXT", "竞得/成交日期（成交确认书签署日）", "YYYY-MM-DD"),
    ("announce_date", "TEXT", "公告披露日期", "YYYY-MM-DD"),
]
LAND_RECORD = "一条记录是一宗由上市公司或其子公司竞得的国有建设用地使用权（一宗地一行）。"

UNIT_PRICE = {
    "工业用地": (260, 880),
    "仓储用地": (320, 760),
    "商服用地": (2100, 5600),
    "住宅用地": (4200, 9800),
}
TERM = {"工业用地": 50, "仓储用地": 50, "商服用地": 40, "住宅用地": 70}
USE_WORDS = {
    "工业用地": ("工业用地", "一类工业用地（M1）", "二类工业用地（M2）", "工业"),
    "仓储用地": ("仓储用地", "物流仓储用地（W1）", "仓储物流"),
    "商服用地": ("商服用地", "商业服务业设施用地", "零售商业及商务金融用地"),
    "住宅用地": ("城镇住宅用地", "住宅用地（兼容不超过10%的商业）"),
}


def land_rows(spec: list[tuple], rng: random.Random) -> list[dict]:
    """spec rows: (company, deal_date, announce_date, land_use, subsidiary or None, city)."""
    rows = []
    for short, deal, ann, use, sub, city in spec:
        if rng.random() < 0.7:
            area = float(rng.randrange(6000, 130000))
        else:
            area = round(rng.uniform(6000, 90000), 2)
        lo, hi = UNIT_PRICE[use]
        raw = area * rng.uniform(lo, hi)
        yuan = round(raw / 10000) * 10000 if rng.random() < 0.7 else round(raw / 100) * 100
        rows.append(
            {
                "company": short,
                "stock_code": code(short),
                "bidder": sub or full(short),
                "parcel_no": f"{city[0]}土储{deal[:4]}-{rng.randint(3, 98):03d}",
                "city": city,
                "land_use": use,
                "area_sqm": area,
                "price_wan": yuan / 10000,
                "term_years": TERM[use],
                "deal_date": deal,
                "announce_date": ann,
            }
        )
    return rows


def _bidder_phrase(r: dict, rng: random.Random) -> str:
    if r["bidder"] == full(r["company"]):
        return rng.choice(("公司", full(r["company"]), "公司本部"))
    return rng.choice(
        (
            f"公司子公司{r['bidder']}",
            f"公司控股子公司{r['bidder']}",
            f"公司下属子公司{r['bidder']}（以下简称“项目公司”）",
        )
    )


def _land_body(r: dict, rng: random.Random, style: int) -> str:
    yuan = round(r["price_wan"] * 10000)
    price = nf.amount(yuan, rng)
    start = nf.amount(round(yuan / (1 + rng.uniform(0.0, 0.45)) / 10000) * 10000, rng, avoid=("cap_yuan",))
    use = rng.choice(USE_WORDS[r["land_use"]])
    area = nf.area(r["area_sqm"], rng)
    deal = nf.date(r["deal_date"], rng)
    ann = nf.date(r["announce_date"], rng)
    who = _bidder_phrase(r, rng)
    if style == 0:
        return (
            f"{ann}，{r['company']}发布公告：{who}于{deal}参加{r['city']}市自然资源和规划局组织的国有建"
            "设用地"
            f"使用权挂牌出让活动，以{price}竞得编号为{r['parcel_no']}的地块。该地块用途为{use}，"
            f"出让面积{area}，"
            f"出让年限{r['term_years']}年；挂牌起始价为{start}。"
        )
    if style == 1:
        return "\n".join(
            (
                f"- 公告日期：{ann}",
                f"- 竞得主体：{r['bidder']}",
                f"- 地块：{r['city']}市{r['parcel_no']}号宗地（用途：{use}）",
                f"- 成交确认日期：{deal}",
                f"- 出让面积：{area}",
                f"- 成交总价：{price}（起始价{start}）",
                f"- 使用年限：{r['term_years']}年",
            )
        )
    if style == 2:
        deposit = nf.amount(round(yuan * 0.2 / 10000) * 10000, rng, avoid=("cap_yuan", "cap_wan"))
        return (
            f"以{price}的总价，{who}拿下{r['city']}市{r['parcel_no']}地块的国有建设用地使用权，"
            f"《成交确认书》签署于{deal}。据公司{ann}披露，该宗地规划用途为{use}，土地面积{area}，"
            "使用期限"
            f"{cn_years(r['term_years'], rng)}。竞买保证金{deposit}已转作部分土地出让价款。"
        )
    year = r["deal_date"][:4]
    md = nf.fmt_date(r["deal_date"], "md")
    return (
        f"在{year}年{r['city']}市第{nf.cn_int(rng.randint(2, 9))}批次国有建设用地使用权网上挂牌出让中，"
        f"{who}于"
        f"{md}以{price}摘得{r['parcel_no']}地块（用途{use}，面积{area}，起拍价{start}，"
        f"出让期限{r['term_years']}年）。"
        f"公司已于{ann}就此履行信息披露义务，本次竞买资金来源为自有或自筹资金。"
    )


def cn_years(n: int, rng: random.Random) -> str:
    return f"{n}年" if rng.random() < 0.6 else f"{nf.cn_int(n)}年"


def render_land_md(rows: list[dict], rng: random.Random, title: str) -> str:
    out = [f"# {title}", "", "> 本摘要按公告顺序整理，部分地块由上市公司子公司竞得。", ""]
    n = 0
    for r in rows:
        style = rng.randrange(4)
        if style == 1:
            out.append(f"## 【{r['company']}】竞得{r['city']}土地使用权（{r['stock_code']}）")
        else:
            n += 1
            out.append(f"## {n}. {r['company']}（{r['stock_code']}）")
        out += ["", _land_body(r, rng, style), ""]
    return "\n".join(out)


def render_land_txt(rows: list[dict], rng: random.Random, title: str) -> str:
    out = [title, "=" * 24, ""]
    for r in rows:
        style = rng.choice((0, 2, 3))
        head = rng.choice(
            (
                f"■ {r['company']}（{r['stock_code']}）",
                f"{r['announce_date']} ｜ {r['company']} {r['stock_code']}",
                f"◆{full(r['company'])}（证券简称：{r['company']}）",
            )
        )
        out += [head, _land_body(r, rng, style), ""]
    return "\n".join(out)


# ---------------------------------------------------------------- patents

PATENT_SCHEMA = [
    ("company", "TEXT", "上市公司简称（子公司取得的记在母公司名下）", "简称"),
    ("stock_code", "TEXT", "上市公司证券代码", "6位代码"),
    ("patent_name", "TEXT", "专利名称", "文本"),
    ("patent_type", "TEXT", "专利类型", "发明专利/实用新型/外观设计"),
    ("patent_no", "TEXT", "专利号", "文本"),
    ("grant_date", "TEXT", "授权公告日", "YYYY-MM-DD"),
    ("term_years", "INTEGER", "专利权期限", "年"),
]
PATENT_RECORD = "一条记录是一项上市公司（或其子公司）新取得的专利证书。"
PATENT_TERM = {"发明专利": 20, "实用新型": 10, "外观设计": 15}
PATENT_NAMES = (
    "一种高精度数控回转工作台及其控制方法",
    "一种锂电池极片辊压装置",
    "一种耐高温复合隔膜的制备方法",
    "一种光伏组件边框自动装配设备",
    "智能仓储穿梭车",
    "一种纸浆漂白废水回用系统",
    "一种汽车转向节锻造模具",
    "一种低氮燃烧器",
    "一种半导体晶圆清洗装置",
    "包装盒（休闲食品）",
    "一种饲料颗粒冷却塔",
    "一种物流托盘追踪标签",
)


def patent_rows(companies: list[str], dates: list[str], rng: random.Random) -> list[dict]:
    rows = []
    names = list(PATENT_NAMES)
    rng.shuffle(names)
    for short, grant, name in zip(companies, dates, names, strict=False):
        ptype = (
            "外观设计"
            if name.startswith("包装")
            else ("实用新型" if "装置" in name or "设备" in name or "车" in name else "发明专利")
        )
        kind = {"发明专利": 1, "实用新型": 2, "外观设计": 3}[ptype]
        rows.append(
            {
                "company": short,
                "stock_code": code(short),
                "patent_name": name,
                "patent_type": ptype,
                "patent_no": f"ZL {grant[:4]} {kind} {rng.randrange(10**7):07d}.{rng.randint(0, 9)}",
                "grant_date": grant,
                "term_years": PATENT_TERM[ptype],
            }
        )
    return rows


def render_patents_txt(rows: list[dict], rng: random.Random, title: str) -> str:
    out = [title, ""]
    for i, r in enumerate(rows, 1):
        mark = nf.cn_int(i)
        grant = nf.date(r["grant_date"], rng)
        total = rng.randint(30, 400)
        if rng.random() < 0.5:
            body = (
                f"{r['company']}（{r['stock_code']}）近日取得国家知识产权局颁发的{r['patent_type']}证书"
                "一项，专利名称为"
                f"“{r['patent_name']}”，专利号{r['patent_no']}，授权公告日{grant}，专利权期限"
                f"{r['term_years']}年，自申请日起算。截至目前公司累计拥有有效专利{total}项。"
            )
        else:
            body = (
                f"专利“{r['patent_name']}”（{r['patent_no']}）已于{grant}获授权，"
                f"类型为{r['patent_type']}，"
                f"权利人为{full(r['company'])}（证券简称{r['company']}）。"
                "该专利的取得不会对公司近期经营产生"
                f"重大影响。"
            )
        out += [f"{mark}、{body}", ""]
    return "\n".join(out)
