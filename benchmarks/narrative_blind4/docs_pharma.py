"""药品/医疗器械注册批准 (product approvals, PDF) and 变更会计师事务所 (change of auditor) digests."""

from __future__ import annotations

import random

import numfmt as nf
from common import city, code, full

APPROVAL_SCHEMA = [
    ("company", "TEXT", "上市公司简称（由子公司取得注册证的记在母公司名下）", "简称"),
    ("stock_code", "TEXT", "上市公司证券代码", "6位代码"),
    ("holder", "TEXT", "注册证/药品注册证书上的注册人（持有人）全称", "全称"),
    ("product_name", "TEXT", "产品名称（通用名称）", "文本"),
    ("product_type", "TEXT", "产品类别", "化学药品/中药/生物制品/第二类医疗器械/第三类医疗器械"),
    ("certificate_no", "TEXT", "注册证编号或药品批准文号", "文本"),
    ("approval_date", "TEXT", "批准日期（注册证签发日，不是有效期截止日或公告日）", "YYYY-MM-DD"),
    ("announce_date", "TEXT", "公告日期", "YYYY-MM-DD"),
    ("rd_spend_wan", "REAL", "该产品累计研发投入（未披露为NULL）", "万元"),
]
APPROVAL_RECORD = "一条记录是一份公告：上市公司（或其子公司）取得的一项药品注册证书或医疗器械注册证。"

PROVINCE = {
    "深圳": "粤",
    "上海": "沪",
    "成都": "川",
    "泰州": "苏",
    "石家庄": "冀",
    "武汉": "鄂",
    "亳州": "皖",
}
CERT_WORDS = {
    "第三类医疗器械": ("第三类医疗器械注册证", "III类医疗器械注册证", "《医疗器械注册证》（第三类）"),
    "第二类医疗器械": ("第二类医疗器械注册证", "II类医疗器械注册证", "《医疗器械注册证》（第二类）"),
    "化学药品": ("药品注册证书（化学药品4类）", "化学药品《药品注册证书》"),
    "中药": ("药品注册证书（中药）", "中药品种《药品注册证书》"),
    "生物制品": ("药品注册证书（预防用生物制品）", "生物制品《药品注册证书》"),
}


def approval_rows(spec: list[tuple], rng: random.Random) -> list[dict]:
    """spec rows: (company, product, type, approval_date, announce_date, subsidiary|None, rd_wan|None)."""
    rows = []
    for short, product, ptype, appr, ann, sub, rd in spec:
        y = appr[:4]
        if ptype == "第三类医疗器械":
            no = f"国械注准{y}3{rng.choice((6, 40, 77, 13))}{rng.randrange(10000):04d}"
        elif ptype == "第二类医疗器械":
            no = f"{PROVINCE[city(short)]}械注准{y}2{rng.choice((6, 22, 14))}{rng.randrange(10000):04d}"
        else:
            letter = {"化学药品": "H", "中药": "Z", "生物制品": "S"}[ptype]
            no = f"国药准字{letter}{y}{rng.randrange(10000):04d}"
        rows.append(
            {
                "company": short,
                "stock_code": code(short),
                "holder": sub or full(short),
                "product_name": product,
                "product_type": ptype,
                "certificate_no": no,
                "approval_date": appr,
                "announce_date": ann,
                "rd_spend_wan": rd,
            }
        )
    return rows


def _authority(ptype: str, short: str) -> str:
    if ptype == "第二类医疗器械":
        return {
            "粤": "广东省",
            "沪": "上海市",
            "川": "四川省",
            "苏": "江苏省",
            "冀": "河北省",
            "鄂": "湖北省",
            "皖": "安徽省",
        }[PROVINCE[city(short)]] + "药品监督管理局"
    return "国家药品监督管理局"


def _who(r: dict, rng: random.Random) -> str:
    if r["holder"] == full(r["company"]):
        return rng.choice(("公司", full(r["company"]), f"{r['company']}"))
    return rng.choice((f"公司全资子公司{r['holder']}", f"公司控股子公司{r['holder']}"))


def _rd_sentence(r: dict, rng: random.Random) -> str:
    if r["rd_spend_wan"] is None:
        return rng.choice(
            ("因涉及商业秘密，公司未披露该产品的累计研发投入金额。", "该产品累计研发投入：未披露。")
        )
    amt = nf.amount(round(r["rd_spend_wan"] * 10000), rng)
    total = nf.amount(rng.randrange(8000, 60000) * 10000, rng, avoid=("cap_yuan", "cap_wan"))
    return rng.choice(
        (
            f"截至本公告披露日，公司在该产品上累计投入研发费用{amt}（未经审计）；"
            f"公司2023年度研发投入总额为{total}。",
            f"该项目累计研发投入为{amt}。公司上一年度研发投入合计{total}，占营业收入的比例为"
            f"{nf.pct(rng.uniform(0.05, 0.2), rng)}。",
        )
    )


def approval_blocks(rows: list[dict], rng: random.Random, title: str) -> list[tuple[str, str]]:
    blocks: list[tuple[str, str]] = [
        ("title", title),
        ("para", "（本汇编收录各公司公告正文摘要，仅供研究参考。）"),
    ]
    for r in rows:
        no = f"{r['announce_date'][:4]}-{rng.randint(8, 96):03d}"
        blocks.append(("head", f"证券代码：{r['stock_code']}　　证券简称：{r['company']}　　公告编号：{no}"))
        cert = rng.choice(CERT_WORDS[r["product_type"]])
        blocks.append(
            (
                "head",
                f"{full(r['company'])}关于"
                f"{'子公司' if r['holder'] != full(r['company']) else ''}"
                f"取得{cert}的公告",
            )
        )
        appr = nf.date(r["approval_date"], rng)
        ann = nf.date(r["announce_date"], rng, ("cn", "iso", "hanzi"))
        y, rest = r["approval_date"][:4], r["approval_date"][4:]
        valid = nf.date(f"{int(y) + 5}{rest}", rng, ("cn", "iso"))
        auth = _authority(r["product_type"], r["company"])
        style = rng.randrange(3)
        who = _who(r, rng)
        if style == 0:
            blocks.append(
                (
                    "para",
                    f"{ann}，{who}收到{auth}核准签发的{cert}。产品名称：{r['product_name']}；"
                    f"注册证编号：{r['certificate_no']}；批准日期：{appr}；有效期至{valid}。",
                )
            )
        elif style == 1:
            blocks.append(
                (
                    "para",
                    f"公司近日获悉，{who}申报的“{r['product_name']}”已获{auth}批准，取得{cert}"
                    f"（编号{r['certificate_no']}），批准日期为{appr}，证书有效期五年。",
                )
            )
        else:
            for line in (
                f"注册人：{r['holder']}",
                f"产品名称：{r['product_name']}",
                f"批准文号/注册证号：{r['certificate_no']}",
                f"审批部门：{auth}",
                f"有效期至：{valid}",
                f"批准日期：{appr}",
            ):
                blocks.append(("para", line))
        blocks.append(("para", _rd_sentence(r, rng)))
        blocks.append(
            (
                "para",
                rng.choice(
                    (
                        "产品上市后的销售情况受市场环境等多种因素影响，敬请广大投资者注意投资风险。",
                        f"截至本公告披露日，公司及子公司共持有{nf.cn_int(rng.randint(6, 40))}"
                        "项医疗器械注册证及药品批准文号。",
                        "本次取得注册证书有利于丰富公司产品线，但对公司当期业绩不构成重大影响。",
                    )
                ),
            )
        )
    return blocks


# ---------------------------------------------------------------- change of auditor

AUDITOR_SCHEMA = [
    ("company", "TEXT", "上市公司简称", "简称"),
    ("stock_code", "TEXT", "上市公司证券代码", "6位代码"),
    ("announce_date", "TEXT", "董事会审议通过变更事项的公告日期", "YYYY-MM-DD"),
    ("former_firm", "TEXT", "原聘会计师事务所全称", "全称"),
    ("new_firm", "TEXT", "拟聘会计师事务所全称", "全称"),
    ("former_years", "INTEGER", "原会计师事务所已连续为公司提供审计服务的年数", "年"),
    ("audit_fee_wan", "REAL", "新聘事务所本期年度财务报告审计费用（不含内控审计；未披露为NULL）", "万元"),
    ("reason", "TEXT", "变更原因类别", "服务年限届满/业务发展需要/原所受到处罚"),
]
AUDITOR_RECORD = "一条记录是一家上市公司变更（改聘）年度审计会计师事务所的公告。"
FIRMS = (
    "明诚信会计师事务所（特殊普通合伙）",
    "博衍会计师事务所（特殊普通合伙）",
    "嘉信永和会计师事务所（特殊普通合伙）",
    "正衡华审会计师事务所（特殊普通合伙）",
    "恒信中联会计师事务所（特殊普通合伙）",
    "普泽会计师事务所（特殊普通合伙）",
)
REASON_WORDS = {
    "服务年限届满": (
        "原审计机构已连续多年为公司提供审计服务，按照国有企业选聘会计师事务所的有关规定需予以轮换",
        "鉴于原会计师事务所服务年限已届满",
    ),
    "业务发展需要": ("综合考虑公司业务发展和未来审计工作需要", "为更好地适应公司业务规模扩张及审计需求"),
    "原所受到处罚": (
        "鉴于原审计机构近期受到中国证监会行政处罚",
        "因原会计师事务所被监管部门暂停从事证券服务业务",
    ),
}


def auditor_rows(companies: list[str], dates: list[str], rng: random.Random) -> list[dict]:
    rows = []
    for short, ann in zip(companies, dates, strict=True):
        old, new = rng.sample(FIRMS, 2)
        reason = rng.choice(tuple(REASON_WORDS))
        fee = None if rng.random() < 0.15 else float(rng.randrange(45, 320))
        rows.append(
            {
                "company": short,
                "stock_code": code(short),
                "announce_date": ann,
                "former_firm": old,
                "new_firm": new,
                "former_years": rng.randint(3, 12),
                "audit_fee_wan": fee,
                "reason": reason,
            }
        )
    return rows


def render_auditor_md(rows: list[dict], rng: random.Random, title: str) -> str:
    out = [f"# {title}", ""]
    for r in rows:
        out.append(f"### 【{r['company']} {r['stock_code']}】拟变更会计师事务所")
        ann = nf.date(r["announce_date"], rng)
        why = rng.choice(REASON_WORDS[r["reason"]])
        if r["audit_fee_wan"] is None:
            fee = "本期审计费用将根据审计工作量另行协商确定，公告未披露具体金额。"
        else:
            last = nf.amount(
                round((r["audit_fee_wan"] + rng.randrange(-30, 30)) * 10000), rng, avoid=("cap_yuan",)
            )
            fee = (
                f"本期财务报告审计费用为{nf.amount(round(r['audit_fee_wan'] * 10000), rng)}，"
                "内部控制审计费用"
                f"{nf.amount(rng.randrange(10, 60) * 10000, rng, avoid=('cap_yuan',))}；"
                f"上期审计费用为{last}。"
            )
        years = nf.cn_int(r["former_years"]) if rng.random() < 0.5 else str(r["former_years"])
        if rng.random() < 0.5:
            body = (
                f"{ann}，公司董事会审议通过《关于变更会计师事务所的议案》。{why}，"
                f"公司拟改聘{r['new_firm']}为"
                f"2024年度审计机构，原审计机构{r['former_firm']}已连续为公司服务{years}年。{fee}"
            )
        else:
            body = (
                f"{why}，{full(r['company'])}决定不再续聘{r['former_firm']}（已连续审计{years}年），改聘"
                f"{r['new_firm']}。{fee}该事项已于{ann}经董事会审议通过，尚需提交股东大会审议。"
            )
        out += ["", body, ""]
    return "\n".join(out)
