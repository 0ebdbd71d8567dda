"""task_984: exchange inquiry letters (md) and the companies' reply announcements (PDF)."""

from __future__ import annotations

import datetime as dt
import random

from common import cn_int, fmt_date

# ------------------------------------------------------------------------------ task_984 data
# letter no, company, code, exchange, type, issue date, deadline, number of questions
LETTERS = [
    ("上证公函【2024】0512号", "鼎泰新材", "603310", "上交所", "年报问询函", "2024-05-17", "2024-05-31", 8),
    (
        "公司部年报问询函〔2024〕第158号",
        "华晟电子",
        "000973",
        "深交所",
        "年报问询函",
        "2024-05-21",
        "2024-05-28",
        11,
    ),
    (
        "创业板年报问询函〔2024〕第158号",
        "华晟智能",
        "300629",
        "深交所",
        "年报问询函",
        "2024-05-22",
        "2024-06-05",
        6,
    ),
    ("上证公函【2024】0733号", "明远生物", "688176", "上交所", "重组问询函", "2024-06-12", "2024-06-19", 5),
    ("公司部关注函〔2024〕第96号", "东泽环境", "002499", "深交所", "关注函", "2024-06-26", "2024-07-03", 4),
    ("北证公函【2024】047号", "瑞安精密", "873152", "北交所", "问询函", "2024-07-08", "2024-07-15", 3),
    ("上证公函【2024】0981号", "远舟股份", "601279", "上交所", "问询函", "2024-07-30", "2024-08-06", 7),
    ("创业板关注函〔2024〕第121号", "星辰光电", "300831", "深交所", "关注函", "2024-08-14", "2024-08-21", 3),
    ("公司部问询函〔2024〕第203号", "海川股份", "002378", "深交所", "问询函", "2024-09-03", "2024-09-10", 6),
    ("上证公函【2024】1127号", "鼎泰科技", "688560", "上交所", "问询函", "2024-09-19", "2024-09-26", 4),
    ("上证公函【2024】1205号", "南江化工", "600925", "上交所", "重组问询函", "2024-10-16", "2024-10-23", 9),
    ("创业板问询函〔2024〕第245号", "极光生物", "301255", "深交所", "问询函", "2024-11-05", "2024-11-12", 5),
]
# letter no, full company name, reply date, number of extensions
REPLIES = [
    ("上证公函【2024】0512号", "江苏鼎泰新材料股份有限公司", "2024-06-29", 3),
    ("公司部年报问询函〔2024〕第158号", "深圳华晟电子股份有限公司", "2024-06-14", 2),
    ("创业板年报问询函〔2024〕第158号", "华晟智能装备（深圳）股份有限公司", "2024-06-05", 0),
    ("上证公函【2024】0733号", "明远生物医药股份有限公司", "2024-07-18", 4),
    ("公司部关注函〔2024〕第96号", "广东东泽环境科技股份有限公司", "2024-07-03", 0),
    ("北证公函【2024】047号", "宁波瑞安精密机械股份有限公司", "2024-07-29", 1),
    ("创业板关注函〔2024〕第121号", "武汉星辰光电技术股份有限公司", "2024-09-03", 0),
    ("公司部问询函〔2024〕第203号", "海川股份有限公司", "2024-10-11", 3),
    ("上证公函【2024】1127号", "鼎泰科技（上海）股份有限公司", "2024-09-26", 0),
    ("创业板问询函〔2024〕第245号", "杭州极光生物技术股份有限公司", "2024-12-03", 2),
    ("上证公函【2023】1311号", "江苏鼎泰新材料股份有限公司", "2024-01-12", 1),
    ("公司部年报问询函〔2023〕第301号", "深圳华晟电子股份有限公司", "2024-02-02", 0),
]
EXCHANGE_FULL = {"上交所": "上海证券交易所", "深交所": "深圳证券交易所", "北交所": "北京证券交易所"}


def _letters_md(rng: random.Random) -> tuple[str, list[dict]]:
    out = [
        "# 2024年交易所问询函/关注函汇总",
        "",
        "以下为监管函件下发情况（发函日期以交易所函件落款日为准）。",
        "",
    ]
    rows = []
    for i, (no, short, code, exch, kind, issue, due, q) in enumerate(LETTERS):
        di = fmt_date(issue, rng.choice(["cn", "iso", "hanzi"]))
        dd = fmt_date(due, rng.choice(["md", "cn", "iso"]))
        qn = rng.choice([f"共{q}个问题", f"{cn_int(q)}项问题", f"问询事项共计{q}项"])
        if i % 3 == 0:
            out += [
                f"- 函件编号：{no}",
                f"  - 收函公司：{short}（{code}）",
                f"  - 函件类型：{kind}",
                f"  - 发函日期：{di}",
                f"  - 要求回复日期：{dd}前",
                f"  - 问题数量：{qn}",
                "",
            ]
        elif i % 3 == 1:
            out += [
                f"**{di}**，{exch}向{short}（{code}）下发《{kind}》（{no}），{qn}，要求公司于{dd}前"
                "书面回复并对外披露。",
                "",
            ]
        else:
            out += [
                f"- {short}（{code}）收到{EXCHANGE_FULL[exch]}{kind}，编号{no}。函件要求于{dd}前回复，{qn}；"
                f"函件落款日期为{di}。",
                "",
            ]
        rows.append(
            {
                "letter_no": no,
                "company": short,
                "stock_code": code,
                "exchange": exch,
                "letter_type": kind,
                "issue_date": issue,
                "reply_deadline": due,
                "question_count": q,
            }
        )
    return "\n".join(out), rows


def _replies_pdf(rng: random.Random) -> tuple[list[str], list[dict]]:
    due = {r[0]: r[6] for r in LETTERS}
    paras = ["本汇编收录各公司对交易所问询函、关注函的回复公告披露情况，按收录顺序排列。"]
    rows = []
    order = list(range(len(REPLIES)))
    rng.shuffle(order)
    for n, idx in enumerate(order):
        no, full, reply, ext = REPLIES[idx]
        dr = fmt_date(reply, rng.choice(["cn", "hanzi", "iso", "slash"]))
        if ext and no in due:
            start = dt.date.fromisoformat(due[no])
            exts = [(start + dt.timedelta(days=7 * k)).isoformat() for k in range(ext)]
            ext_txt = "、".join(fmt_date(e, "cn" if k == 0 else "md") for k, e in enumerate(exts))
            ext_sent = f"此前，公司已分别于{ext_txt}披露延期回复公告。"
        elif ext:
            ext_sent = f"期间公司曾申请延期{cn_int(ext)}次。"
        else:
            ext_sent = "公司未申请延期回复。"
        if n % 3 == 0:
            p = f"{full}于{dr}披露《关于对{no}的回复公告》，就函件所涉问题逐项作出说明。{ext_sent}"
        elif n % 3 == 1:
            p = f"{dr}，{full}披露对{no}的回复，年审会计师及保荐机构同步发表核查意见。{ext_sent}"
        else:
            why = "因部分问题需中介机构进一步核查，" if ext else "按期完成回复，"
            p = f"关于{no}：{full}{why}{ext_sent}最终回复公告披露日为{dr}。"
        paras.append(p)
        rows.append({"letter_no": no, "company_name": full, "reply_date": reply, "extension_count": ext})
    return paras, rows


def build_984() -> dict:
    rng = random.Random("narrative_blind5/task_984")
    l_text, l_rows = _letters_md(rng)
    r_paras, r_rows = _replies_pdf(rng)
    l_cols = [
        ("letter_no", "TEXT", "函件编号（完整编号，含前缀，如“创业板年报问询函〔2024〕第158号”）"),
        ("company", "TEXT", "收函公司证券简称"),
        ("stock_code", "TEXT", "证券代码"),
        ("exchange", "TEXT", "发函交易所：上交所/深交所/北交所"),
        ("letter_type", "TEXT", "函件类型"),
        ("issue_date", "DATE", "发函日期"),
        ("reply_deadline", "DATE", "函件要求的回复日期"),
        ("question_count", "INTEGER", "问题数量"),
    ]
    r_cols = [
        ("letter_no", "TEXT", "所回复的函件编号，与 inquiry_letters.letter_no 一致"),
        ("company_name", "TEXT", "公司全称"),
        ("reply_date", "DATE", "回复公告披露日期（不是延期回复公告日期）"),
        ("extension_count", "INTEGER", "延期回复次数；未延期为0"),
    ]
    return {
        "task_id": "task_984",
        "difficulty": "hard",
        "question": "以交易所发函日期至公司披露回复公告日期之间相差的自然日天数作为回复用时"
        "（例如5月17日发函、5月18日回复记为1天）。对问询函汇总中列示且已披露回复的函件，列出回复用时超过20天的公司简称、函件编号"
        "和回复用时（天），按回复用时从长到短排列。",
        "gold_sql": "SELECT l.company, l.letter_no, "
        "CAST(julianday(r.reply_date) - julianday(l.issue_date) AS INTEGER) AS days "
        "FROM inquiry_letters l JOIN inquiry_replies r ON r.letter_no = l.letter_no "
        "WHERE julianday(r.reply_date) - julianday(l.issue_date) > 20 ORDER BY days DESC",
        "title": "交易所问询函及回复",
        "layout": "bullets",
        "conventions": [
            "日期统一为 YYYY-MM-DD。",
            "两份文档通过完整的函件编号关联；深交所主板（公司部）与创业板的函件可能编号数字相同但前缀不同。",
            "回复文档使用公司全称，问询函汇总使用证券简称。",
        ],
        "docs": [
            {
                "path": "context/inquiry_letters.md",
                "table": "inquiry_letters",
                "fmt": "md",
                "text": l_text,
                "columns": l_cols,
                "rows": l_rows,
                "about": "每个列表项或加粗日期开头的段落为一份函件，对应一行。",
            },
            {
                "path": "context/inquiry_replies.pdf",
                "table": "inquiry_replies",
                "fmt": "pdf",
                "title": "问询函回复公告披露情况",
                "paragraphs": r_paras,
                "columns": r_cols,
                "rows": r_rows,
                "about": "首段说明之后，每个段落为一次回复公告，对应一行。",
            },
        ],
    }
