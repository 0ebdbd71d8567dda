"""Tasks 971-973 (medium): one needed document each, some with a document the question does not use."""

from __future__ import annotations

import random

import docs_capital as cap
import docs_land as land
import docs_pharma as ph


def _rng(task: str, table: str) -> random.Random:
    return random.Random(f"narrative_blind4/{task}/{table}")


def doc(table: str, path: str, schema: list, record: str, rows: list[dict], content) -> dict:
    return {
        "table": table,
        "path": path,
        "schema": schema,
        "record": record,
        "rows": rows,
        "content": content,
    }


LAND_971 = [
    ("华锐精工", "2024-04-12", "2024-04-16", "工业用地", "华锐（湖州）精密制造有限公司", "湖州"),
    ("华瑞精工", "2024-03-27", "2024-04-02", "工业用地", None, "台州"),
    ("恒通新材", "2024-05-08", "2024-05-10", "工业用地", None, "常州"),
    ("嘉禾食品", "2024-05-20", "2024-05-22", "仓储用地", "嘉禾供应链（漳州）有限公司", "漳州"),
    ("蓝海电气", "2024-06-28", "2024-07-03", "工业用地", None, "青岛"),
    ("金域建材", "2024-07-02", "2024-07-04", "工业用地", None, "芜湖"),
    ("启明光电", "2024-04-25", "2024-04-27", "商服用地", None, "厦门"),
    ("北辰能源", "2024-02-14", "2024-02-19", "工业用地", "北辰新能源（鄂尔多斯）有限公司", "鄂尔多斯"),
    ("龙腾汽配", "2024-06-11", "2024-06-13", "工业用地", "柳州龙腾精密锻造有限公司", "柳州"),
    ("青岚光伏", "2024-01-19", "2024-01-23", "工业用地", None, "西宁"),
    ("鼎立建设", "2024-05-30", "2024-06-03", "住宅用地", "鼎立置业（南昌）有限公司", "南昌"),
    ("星源储能", "2024-04-01", "2024-04-03", "工业用地", None, "宜宾"),
    ("西湖化学", "2024-08-16", "2024-08-20", "工业用地", None, "衢州"),
    ("银杉纸业", "2024-06-05", "2024-06-07", "仓储用地", None, "岳阳"),
    ("长川智造", "2024-09-09", "2024-09-11", "工业用地", None, "杭州"),
    ("恒通科技", "2023-12-21", "2024-01-05", "工业用地", None, "南通"),
]
PATENT_COS_971 = [
    "华锐精工",
    "星源储能",
    "恒通新材",
    "龙腾汽配",
    "青岚光伏",
    "嘉禾食品",
    "中科微芯",
    "银杉纸业",
    "西湖化学",
    "瀚海物流",
]
PATENT_DATES_971 = [
    "2024-01-09",
    "2024-02-23",
    "2024-03-15",
    "2024-04-19",
    "2024-05-07",
    "2024-05-28",
    "2024-06-14",
    "2024-07-02",
    "2024-08-30",
    "2024-10-18",
]


def task_971() -> dict:
    t = "task_971"
    rows = land.land_rows(LAND_971, _rng(t, "land_rows"))
    text = land.render_land_md(rows, _rng(t, "land_text"), "2024年上市公司竞得土地使用权公告摘要")
    prng = _rng(t, "patents")
    prows = land.patent_rows(PATENT_COS_971, PATENT_DATES_971, prng)
    ptext = land.render_patents_txt(prows, prng, "上市公司取得专利证书公告汇编（2024年）")
    return {
        "task_id": t,
        "difficulty": "medium",
        "question": (
            "以竞得（成交确认）日期为准，2024年第二季度（4月1日至6月30日）"
            "上市公司及其子公司一共竞得了几宗"
            "工业用地？这些地块的成交价合计是多少万元？金额四舍五入保留2位小数。"
        ),
        "docs": [
            doc(
                "land_acquisitions",
                "context/land_acquisitions.md",
                land.LAND_SCHEMA,
                land.LAND_RECORD,
                rows,
                text,
            ),
            doc(
                "patent_grants",
                "context/patent_grants.txt",
                land.PATENT_SCHEMA,
                land.PATENT_RECORD,
                prows,
                ptext,
            ),
        ],
        "gold_sql": (
            "SELECT COUNT(*) AS parcels, ROUND(SUM(price_wan), 2) AS total_price_wan "
            "FROM land_acquisitions WHERE land_use = '工业用地' "
            "AND deal_date BETWEEN '2024-04-01' AND '2024-06-30'"
        ),
    }


APPROVALS_972 = [
    ("博康医疗", "一次性使用血管内超声诊断导管", "第三类医疗器械", "2024-07-18", "2024-07-22", None, 3860.0),
    ("云帆医药", "盐酸达泊西汀片", "化学药品", "2024-08-06", "2024-08-08", None, None),
    (
        "泰和药业",
        "植入式心脏起搏器电极导线",
        "第三类医疗器械",
        "2024-06-28",
        "2024-07-02",
        "泰和医疗科技（苏州）有限公司",
        5120.5,
    ),
    (
        "博康生物",
        "人乳头瘤病毒核酸检测试剂盒（PCR-荧光探针法）",
        "第三类医疗器械",
        "2024-09-03",
        "2024-09-05",
        None,
        None,
    ),
    ("安泰制药", "注射用紫杉醇（白蛋白结合型）", "化学药品", "2024-10-11", "2024-10-14", None, 12680.0),
    ("博康医疗", "医用电子内窥镜", "第二类医疗器械", "2024-11-05", "2024-11-07", None, 960.0),
    ("瑞科生物", "重组带状疱疹疫苗（CHO细胞）", "生物制品", "2024-12-02", "2024-12-04", None, 45300.0),
    (
        "泰和药业",
        "一次性使用心脏射频消融导管",
        "第三类医疗器械",
        "2024-11-20",
        "2024-11-25",
        "泰和医疗科技（苏州）有限公司",
        2750.0,
    ),
    (
        "云帆医药",
        "疏水性丙烯酸酯人工晶状体",
        "第三类医疗器械",
        "2025-01-08",
        "2025-01-10",
        "云帆眼科医疗器械（成都）有限公司",
        None,
    ),
    ("济民堂", "芪参益气颗粒", "中药", "2024-07-30", "2024-08-01", None, 1520.0),
    (
        "安泰制药",
        "医用透明质酸钠凝胶",
        "第三类医疗器械",
        "2024-12-16",
        "2024-12-18",
        "安泰生物医学工程（石家庄）有限公司",
        1380.0,
    ),
    ("瑞科生物", "血糖仪", "第二类医疗器械", "2024-08-21", "2024-08-23", None, None),
    (
        "博康生物",
        "乙型肝炎病毒表面抗原检测试剂盒（化学发光法）",
        "第三类医疗器械",
        "2024-03-15",
        "2024-03-19",
        None,
        820.0,
    ),
]


def task_972() -> dict:
    t = "task_972"
    rng = _rng(t, "approvals")
    rows = ph.approval_rows(APPROVALS_972, rng)
    blocks = ph.approval_blocks(rows, rng, "医药及医疗器械上市公司产品注册获批公告汇编")
    return {
        "task_id": t,
        "difficulty": "medium",
        "question": (
            "2024年下半年（7月1日至12月31日，以注册证上的批准日期为准）"
            "获批的第三类医疗器械注册证有哪些？"
            "请列出对应上市公司的简称和产品名称，按批准日期从早到晚排列。"
        ),
        "docs": [
            doc(
                "product_approvals",
                "context/product_approvals.pdf",
                ph.APPROVAL_SCHEMA,
                ph.APPROVAL_RECORD,
                rows,
                blocks,
            )
        ],
        "gold_sql": (
            "SELECT company, product_name FROM product_approvals "
            "WHERE product_type = '第三类医疗器械' AND approval_date BETWEEN '2024-07-01' AND '2024"
            "-12-31' "
            "ORDER BY approval_date"
        ),
    }


CB_973 = [
    ("华锐精工", "华锐转债", "派息", 12.68, 12.45, "2024-06-14", "2024-06-07"),
    ("华瑞精工", "华瑞转债", "向下修正", 18.20, 13.50, "2024-03-12", "2024-03-09"),
    ("恒通新材", "恒通转债", "向下修正", 25.36, 19.88, "2024-05-21", "2024-05-18"),
    ("恒通科技", "恒科转债", "派息", 9.47, 9.32, "2024-07-10", "2024-07-03"),
    ("东岳环能", "东岳转债", "向下修正", 9.87, 5.95, "2025-01-06", "2024-12-31"),
    ("东越环能", "东越转债", "向下修正", 11.20, 8.65, "2024-11-18", "2024-11-14"),
    ("蓝海电气", "蓝海转债", "转增股本", 21.60, 16.62, "2024-05-30", "2024-05-24"),
    ("星源储能", "星源转债", "向下修正", 32.50, 21.06, "2024-09-02", "2024-08-30"),
    ("银杉纸业", "银杉转债", "向下修正", 6.80, 5.12, "2023-12-26", "2023-12-22"),
    ("西湖化学", "西化转债", "回购注销", 15.63, 15.66, "2024-08-09", "2024-08-07"),
    ("龙腾汽配", "龙腾转债", "向下修正", 14.44, 10.90, "2024-07-15", "2024-07-12"),
    ("长川智造", "长川转债", "派息", 28.35, 28.05, "2024-07-05", "2024-06-28"),
    ("青岚光伏", "青岚转债", "向下修正", 8.96, 6.05, "2024-10-10", "2024-10-08"),
    ("启明光电", "启明转债", "派息", 17.42, 17.30, "2024-06-20", "2024-06-14"),
]
CB_NOTES_973 = {
    4: "本次修正已经公司于2024年12月30日召开的临时股东大会审议通过，修正期间暂停转股。",
    8: "公司同时提示，截至公告日“银杉转债”剩余票面总额为4.86亿元。",
    13: "另据公司此前公告，董事会已于2024年4月26日决定本次不向下修正“启明转债”转股价格，"
    "且未来六个月内再次触发"
    "修正条款时亦不提出修正方案。",
}
AUDITOR_COS_973 = [
    "华锐精工",
    "恒通科技",
    "星源储能",
    "龙腾汽配",
    "西湖化学",
    "银杉纸业",
    "启明光电",
    "长川智造",
    "青岚光伏",
    "蓝海电气",
]
AUDITOR_DATES_973 = [
    "2024-03-29",
    "2024-04-12",
    "2024-04-25",
    "2024-06-06",
    "2024-08-19",
    "2024-09-27",
    "2024-10-30",
    "2024-11-15",
    "2024-12-03",
    "2024-12-20",
]


def task_973() -> dict:
    t = "task_973"
    rows = cap.cb_rows(CB_973, _rng(t, "cb_rows"))
    text = cap.render_cb_txt(
        rows, _rng(t, "cb_text"), "可转债转股价格调整公告摘要（2023年12月至2025年1月）", CB_NOTES_973
    )
    arng = _rng(t, "auditors")
    arows = ph.auditor_rows(AUDITOR_COS_973, AUDITOR_DATES_973, arng)
    atext = ph.render_auditor_md(arows, arng, "2024年上市公司变更会计师事务所公告摘要")
    return {
        "task_id": t,
        "difficulty": "medium",
        "question": (
            "生效日期落在2024年内、且属于向下修正的可转债转股价格调整一共有几次？在这些修正中，"
            "修正后的转股价格"
            "最低是多少元/股（保留2位小数）？"
        ),
        "docs": [
            doc(
                "convertible_price_adjustments",
                "context/convertible_price_adjustments.txt",
                cap.CB_SCHEMA,
                cap.CB_RECORD,
                rows,
                text,
            ),
            doc(
                "auditor_changes",
                "context/auditor_changes.md",
                ph.AUDITOR_SCHEMA,
                ph.AUDITOR_RECORD,
                arows,
                atext,
            ),
        ],
        "gold_sql": (
            "SELECT COUNT(*) AS revisions, ROUND(MIN(price_after), 2) AS lowest_price "
            "FROM convertible_price_adjustments WHERE reason = '向下修正' "
            "AND effective_date BETWEEN '2024-01-01' AND '2024-12-31'"
        ),
    }
