"""task_985 (product price adjustments, txt, joined with H1 capacity utilisation, md; both under
context/doc/) and task_986 (automakers' monthly production/sales flash reports, PDF, plus an unneeded
environmental-penalty digest, txt)."""

from __future__ import annotations

import random

from common import cn_int, cn_pct, fmt_count, fmt_date

# ------------------------------------------------------------------------------ task_985 data
# code, company, product, annual capacity (万吨), H1 output (万吨 or None), utilisation, prior-year rate
CAPACITY = [
    ("600881", "东方化工", "己二酸", "30", "11.25", "0.7500", "0.8130"),
    ("002895", "东方化学", "PVC树脂", "40", "17.80", "0.8900", "0.8410"),
    ("601233", "恒锦化纤", "涤纶长丝", "120", "48.60", "0.8100", "0.7720"),
    ("603826", "宁川钛业", "钛白粉", "24", "10.92", "0.9100", "0.9350"),
    ("600425", "青石水泥", "熟料及水泥", "1800", "702.00", "0.7800", "0.8260"),
    ("605377", "华源纸业", "文化用纸", "150", None, "0.8320", "0.8010"),
    ("603260", "龙泰化工", "有机硅单体", "36", "16.74", "0.9300", "0.8870"),
    ("002407", "蓝天氟材", "氟制冷剂", "18", "7.29", "0.8100", "0.8650"),
    ("600782", "嘉润钢铁", "钢材", "600", "249.00", "0.8300", "0.8480"),
    ("601677", "鸿远铝业", "电解铝", "50", "24.50", "0.9800", "0.9710"),
]
# code, company, product, announced, effective, old 元/吨, new 元/吨, how the document writes it
PRICES = [
    ("600881", "东方化工", "己二酸", "2024-07-10", "2024-07-15", 9800, 10300, "ton"),
    ("002895", "东方化学", "PVC树脂", "2024-07-16", "2024-07-20", 6200, 6450, "ton"),
    ("601233", "恒锦化纤", "涤纶长丝POY", "2024-07-29", "2024-08-01", 7350, 7600, "ton"),
    ("600425", "青石水泥", "P.O42.5散装水泥", "2024-09-06", "2024-09-10", 330, 380, "delta"),
    ("605377", "华源纸业", "双胶纸", "2024-09-20", "2024-10-01", 5800, 6000, "delta"),
    ("002407", "蓝天氟材", "R32制冷剂", "2024-06-28", "2024-07-05", 34000, 39000, "wan"),
    ("600782", "嘉润钢铁", "螺纹钢", "2024-06-18", "2024-06-20", 3600, 3680, "ton"),
    ("600782", "嘉润钢铁", "热轧卷板", "2024-08-09", "2024-08-12", 3750, 3850, "delta"),
    ("603826", "宁川钛业", "金红石型钛白粉", "2024-06-27", "2024-07-01", 15800, 16500, "ton"),
    ("603260", "龙泰化工", "DMC", "2024-08-30", "2024-09-02", 13500, 14200, "wan"),
    ("601233", "恒锦化纤", "涤纶短纤", "2024-11-01", "2024-11-05", 7100, 6950, "delta"),
    ("600425", "青石水泥", "P.O42.5散装水泥", "2024-11-28", "2024-12-01", 380, 360, "ton"),
    ("600881", "东方化工", "己二酸", "2024-05-02", "2024-05-06", 9500, 9800, "ton"),
    ("300871", "康源生物", "维生素E", "2024-08-13", "2024-08-15", 68000, 75000, "kg"),
]


def _rate(rng: random.Random, r: str) -> str:
    pct = float(r) * 100
    return rng.choice([f"{pct:.2f}%", cn_pct(pct), f"{pct:.2f}%"])


def _capacity_md(rng: random.Random) -> tuple[str, list[dict]]:
    out = [
        "# 2024年上半年主要产品产能利用率披露汇总",
        "",
        "> 产能利用率 = 上半年产量 ÷（年设计产能 ÷ 2）。公司直接披露的比率以公告为准。",
        "",
    ]
    rows = []
    for i, (code, short, prod, cap, outp, rate, prev) in enumerate(CAPACITY):
        out.append(f"{cn_int(i + 1)}、{short}（{code}）")
        out.append("")
        r, p = _rate(rng, rate), _rate(rng, prev)
        diff = round((float(rate) - float(prev)) * 100, 2)
        chg = f"{'提高' if diff > 0 else '下降'}{abs(diff):g}个百分点"
        out_txt = f"{outp}万吨" if outp else "未单独披露"
        if i % 2 == 0:
            out += [
                f"主要产品：{prod}",
                f"年设计产能：{cap}万吨/年",
                f"上半年产量：{out_txt}",
                f"上半年产能利用率：{r}",
                f"上年同期产能利用率：{p}",
                "",
            ]
        else:
            prod_txt = f"实现产量{outp}万吨，" if outp else ""
            out += [
                f"公司{prod}年设计产能{cap}万吨。2024年上半年，{prod_txt}产能利用率为{r}，较上年同期{chg}"
                f"（上年同期{p}）。公司全年产能利用率目标为90%。",
                "",
            ]
        rows.append(
            {
                "stock_code": code,
                "company": short,
                "main_product": prod,
                "design_capacity_wan_t": float(cap),
                "output_h1_wan_t": float(outp) if outp else None,
                "utilization": float(rate),
            }
        )
    return "\n".join(out), rows


def _price_phrase(old: int, new: int, how: str) -> str:
    verb = "上调" if new > old else "下调"
    if how == "delta":
        return f"{verb}{abs(new - old)}元/吨至{new:,}元/吨"
    if how == "wan":
        return f"由{old / 10000:.2f}万元/吨{verb}至{new / 10000:.2f}万元/吨"
    if how == "kg":
        return f"由{old // 1000}元/千克{verb}至{new // 1000}元/千克"
    return f"由{old:,}元/吨{verb}至{new:,}元/吨"


def _prices_txt(rng: random.Random) -> tuple[str, list[dict]]:
    out = ["产品价格调整公告摘录（2024年）", "说明：按公告日期排列；“执行日”即新价格生效日。", ""]
    rows = []
    for i, idx in enumerate(sorted(range(len(PRICES)), key=lambda k: PRICES[k][3])):
        code, short, prod, ann, eff, old, new, how = PRICES[idx]
        da = fmt_date(ann, rng.choice(["cn", "iso", "slash"]))
        de = fmt_date(eff, rng.choice(["cn", "md", "hanzi"]))
        ph = _price_phrase(old, new, how)
        if i % 3 == 0:
            out.append(f"{da}  {short}（{code}）：公司决定自{de}起将{prod}出厂价格{ph}。")
        elif i % 3 == 1:
            out.append(f"{da}  {short}（{code}）公告，受原材料成本变动影响，{prod}挂牌价{ph}，执行日为{de}。")
        else:
            out.append(
                f"{da}  【{code} {short}】{prod}价格调整：{ph}；执行日：{de}。"
                "公司所在行业同类产品报价区间较宽，"
                "本次调价对全年业绩的影响尚存在不确定性。"
            )
        rows.append(
            {
                "stock_code": code,
                "company": short,
                "product": prod,
                "effective_date": eff,
                "old_price": float(old),
                "new_price": float(new),
            }
        )
    return "\n".join(out), rows


def build_985() -> dict:
    rng = random.Random("narrative_blind5/task_985")
    cap_text, cap_rows = _capacity_md(rng)
    pr_text, pr_rows = _prices_txt(rng)
    pr_cols = [
        ("stock_code", "TEXT", "证券代码，与 capacity_utilization.stock_code 对应"),
        ("company", "TEXT", "证券简称"),
        ("product", "TEXT", "调价产品"),
        ("effective_date", "DATE", "新价格执行（生效）日期，不是公告日期"),
        ("old_price", "REAL", "调整前价格，元/吨"),
        ("new_price", "REAL", "调整后价格，元/吨"),
    ]
    cap_cols = [
        ("stock_code", "TEXT", "证券代码"),
        ("company", "TEXT", "证券简称"),
        ("main_product", "TEXT", "主要产品"),
        ("design_capacity_wan_t", "REAL", "年设计产能，万吨/年"),
        ("output_h1_wan_t", "REAL", "2024年上半年产量，万吨；未披露为空"),
        ("utilization", "REAL", "2024年上半年产能利用率，以小数表示（78.35% 记为 0.7835）；不是上年同期值"),
    ]
    return {
        "task_id": "task_985",
        "difficulty": "hard",
        "question": "对执行日在2024年7月1日及以后、且调整后价格高于调整前价格的产品提价，"
        "若提价公司2024年上半年产能利用率低于85%，请列出公司简称、提价幅度（%，按（调整后价格−调整前价格）"
        "÷调整前价格×100计算，保留两位小数）以及该公司上半年产能利用率（以小数表示，保留四位小数），"
        "按提价幅度从高到低排列。",
        "gold_sql": "SELECT c.company, "
        "ROUND((p.new_price - p.old_price) * 100.0 / p.old_price, 2) AS increase_pct, "
        "ROUND(c.utilization, 4) AS utilization FROM price_adjustments p "
        "JOIN capacity_utilization c ON c.stock_code = p.stock_code "
        "WHERE p.effective_date >= '2024-07-01' AND p.new_price > p.old_price AND c.utilization < 0.85 "
        "ORDER BY increase_pct DESC",
        "title": "产品调价与产能利用率",
        "layout": "table",
        "conventions": [
            "价格统一换算为元/吨（1万元/吨 = 10,000元/吨；1元/千克 = 1,000元/吨）。",
            "比率统一以小数表示；“个百分点”表示两个百分比之差，不是比率本身。",
            "两份文档通过证券代码关联；简称相近的公司（如东方化工与东方化学）是不同公司。",
            "执行日只写月日时，年份与该条公告日期的年份相同。",
        ],
        "docs": [
            {
                "path": "context/doc/price_adjustments.txt",
                "table": "price_adjustments",
                "fmt": "txt",
                "text": pr_text,
                "columns": pr_cols,
                "rows": pr_rows,
                "about": "每行以公告日期开头的一段为一次调价。",
            },
            {
                "path": "context/doc/capacity_utilization.md",
                "table": "capacity_utilization",
                "fmt": "md",
                "text": cap_text,
                "columns": cap_cols,
                "rows": cap_rows,
                "about": "每个“一、二、三……”编号下为一家公司，对应一行。",
            },
        ],
    }


# ------------------------------------------------------------------------------ task_986 data
# code, company, {month: (NEV sales, total sales)}, June YTD NEV, whether all vehicles are NEV
AUTOS = [
    ("601966", "华骐汽车", {"05": (32518, 85204), "06": (36930, 88615)}, 171250),
    ("000980", "华骐动力", {"05": (4120, 15300), "06": (3988, 16050)}, 22410),
    ("600418", "东岳汽车", {"05": (12600, 40150), "06": (15870, 43300)}, 70325),
    ("301458", "远航新能源", {"05": (48210, 48210), "06": (52007, 52007)}, 268940),
    ("603917", "赛弗汽车", {"05": (7450, 21980), "06": (7450, 23105)}, 40212),
    ("000799", "启程汽车", {"05": (9804, 9804), "06": (11285, 11285)}, 55736),
    ("601913", "凌越汽车", {"05": (21330, 60420), "06": (20115, 61877)}, 118903),
    ("600859", "北湾汽车", {"06": (5600, 18200)}, 26480),
]


def _auto_paras(rng: random.Random) -> tuple[list[str], list[dict]]:
    paras = ["说明：各公司通常于次月上旬发布上月产销快报。以下“销量”均指批发销量，单位为辆。"]
    rows, n = [], 0
    for mon in ("05", "06"):
        order = [i for i in range(len(AUTOS)) if mon in AUTOS[i][2]]
        rng.shuffle(order)
        for idx in order:
            code, short, data, ytd6 = AUTOS[idx]
            nev, tot = data[mon]
            m = int(mon)
            ytd = ytd6 if mon == "06" else ytd6 - data["06"][0]
            c = lambda v: fmt_count(v, "辆", rng.choice(["comma", "plain", "cn", "comma"]))  # noqa: E731
            prod = nev + rng.randint(-900, 900)
            pure = round(nev * rng.uniform(0.45, 0.7))
            all_nev = nev == tot
            pub = fmt_date(f"2024-{m + 1:02d}-{rng.randint(2, 9):02d}", rng.choice(["cn", "iso"]))
            head = f"■ {short}（{code}）{m}月产销快报（{pub}发布）"
            k = n % 3
            if k == 0 and not all_nev:
                body = (
                    f"公司{m}月汽车销量{c(tot)}，其中新能源汽车销量{c(nev)}、产量{c(prod)}；"
                    f"1-{m}月新能源汽车累计销量{c(ytd)}。"
                )
            elif k == 1 or all_nev:
                extra = "公司产品均为新能源汽车，" if all_nev else f"当月汽车总销量{c(tot)}，"
                body = (
                    f"{extra}{cn_int(m)}月新能源汽车销量{c(nev)}，其中纯电动车型{c(pure)}；"
                    f"年内累计新能源销量达到{c(ytd)}，当月新能源汽车产量为{c(prod)}。"
                )
            else:
                body = (
                    f"截至{m}月末，公司今年新能源汽车累计销量{c(ytd)}。单月来看，新能源汽车销售{c(nev)}，"
                    f"占当月全部{c(tot)}销量的{nev / tot * 100:.1f}%。"
                )
            paras += [head, body]
            n += 1
            rows.append(
                {
                    "stock_code": code,
                    "company": short,
                    "month": f"2024-{mon}",
                    "nev_sales": nev,
                    "total_sales": tot,
                }
            )
    return paras, rows


# code, company, authority, decision date, fine (元), violation
PENALTIES = [
    ("601966", "华骐汽车", "合肥市生态环境局", "2024-04-12", 450000, "涂装车间VOCs治理设施未正常运行"),
    ("600425", "青石水泥", "六盘水市生态环境局", "2024-05-30", 1200000, "窑尾颗粒物超标排放"),
    ("603917", "赛弗汽车", "柳州市生态环境局", "2024-06-21", 230000, "危险废物贮存不规范"),
    ("002407", "蓝天氟材", "衢州市生态环境局", "2024-07-09", 680000, "未批先建"),
    ("600418", "东岳汽车", "十堰市生态环境局", "2024-08-02", 95000, "自动监测数据异常未报告"),
    ("600782", "嘉润钢铁", "唐山市生态环境局", "2024-08-26", 2100000, "烧结烟气超标排放"),
    ("301458", "远航新能源", "常州市生态环境局", "2024-09-14", 150000, "废水总排口pH超标"),
    ("000980", "华骐动力", "合肥市生态环境局", "2024-10-08", 320000, "未按规定申领排污许可证"),
    ("600881", "东方化工", "南京市生态环境局", "2024-11-20", 870000, "雨水排口化学需氧量超标"),
]


def _penalty_txt(rng: random.Random) -> tuple[str, list[dict]]:
    out = ["环保处罚信息摘录", ""]
    rows = []
    for i, (code, short, auth, date, fine, why) in enumerate(PENALTIES, 1):
        d = fmt_date(date, rng.choice(["cn", "iso", "hanzi"]))
        f = f"{fine / 10000:g}万元" if i % 2 else f"{fine:,}元"
        if i % 3:
            out.append(f"{i}、{short}（{code}）于{d}收到{auth}《行政处罚决定书》，因{why}被处以罚款{f}。")
        else:
            out.append(
                f"{i}、{auth}{d}对{short}（{code}）作出处罚：{why}，罚款{f}，公司已缴纳罚款并完成整改。"
            )
        rows.append(
            {
                "stock_code": code,
                "company": short,
                "authority": auth,
                "decision_date": date,
                "fine_wan": fine / 10000,
                "violation": why,
            }
        )
    return "\n".join(out), rows


def build_986() -> dict:
    rng = random.Random("narrative_blind5/task_986")
    paras, auto_rows = _auto_paras(rng)
    pen_text, pen_rows = _penalty_txt(rng)
    auto_cols = [
        ("stock_code", "TEXT", "证券代码"),
        ("company", "TEXT", "证券简称"),
        ("month", "TEXT", "数据所属月份，YYYY-MM"),
        ("nev_sales", "INTEGER", "当月新能源汽车销量（辆），不是产量，也不是年内累计销量"),
        ("total_sales", "INTEGER", "当月汽车总销量（辆），含新能源与燃油车"),
    ]
    pen_cols = [
        ("stock_code", "TEXT", "证券代码"),
        ("company", "TEXT", "证券简称"),
        ("authority", "TEXT", "作出处罚的生态环境部门"),
        ("decision_date", "DATE", "处罚决定日期"),
        ("fine_wan", "REAL", "罚款金额，万元"),
        ("violation", "TEXT", "违法事实"),
    ]
    return {
        "task_id": "task_986",
        "difficulty": "hard",
        "question": "以2024年5月为基期，计算各车企2024年6月新能源汽车单月销量的环比增长率"
        "（%，按（6月销量−5月销量）÷5月销量×100计算，保留两位小数）。"
        "请列出环比增长率为正的车企简称及其增长率，按增长率从高到低排列。",
        "gold_sql": "SELECT b.company, "
        "ROUND((b.nev_sales - a.nev_sales) * 100.0 / a.nev_sales, 2) AS mom_growth_pct "
        "FROM auto_monthly_sales a JOIN auto_monthly_sales b ON b.stock_code = a.stock_code "
        "WHERE a.month = '2024-05' AND b.month = '2024-06' AND b.nev_sales > a.nev_sales "
        "ORDER BY mom_growth_pct DESC",
        "title": "车企月度产销快报与环保处罚",
        "layout": "prose",
        "conventions": [
            "销量单位为辆；“累计”“年内”“1-N月”均为累计数，不是单月数。",
            "简称相近的公司（如华骐汽车与华骐动力）是不同公司，以证券代码区分。",
            "金额统一为万元（1万元 = 10,000元）。",
        ],
        "docs": [
            {
                "path": "context/auto_monthly_sales.pdf",
                "table": "auto_monthly_sales",
                "fmt": "pdf",
                "title": "车企月度产销快报汇编（2024年5—6月）",
                "paragraphs": paras,
                "columns": auto_cols,
                "rows": auto_rows,
                "about": "每个以“■”开头的标题及其后一段为一家公司一个月的数据，对应一行。",
            },
            {
                "path": "context/env_penalties.txt",
                "table": "env_penalties",
                "fmt": "txt",
                "text": pen_text,
                "columns": pen_cols,
                "rows": pen_rows,
                "about": "每个编号条目为一次环保处罚，对应一行。",
            },
        ],
    }
