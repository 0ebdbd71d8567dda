"""Chinese-language contracts: one flowing layout driven by clause lists."""

from __future__ import annotations

from core import GREY, RED, Flow, Stream
from fmt import fdate


def _party_block(fl: Flow, role: str, party: dict):
    fl.p(f"{role}：{party['name']}", fl.fs + 0.5, gap=1)
    for k, v in party.get("lines", []):
        fl.p(f"{k}：{v}", fl.fs - 0.5, indent=24, gap=0, lead=1.45)
    fl.gap(6)


def _sign_block(fl: Flow, a_role, a, b_role, b, sign_txt, trad=False):
    fl.need(150)
    fl.gap(16)
    y0 = fl.y
    seal_w, sign_w, rep = (
        ("蓋章", "簽章", "法定代理人：") if trad else ("盖章", "签字", "法定代表人或授权代表：")
    )
    cols = []
    for role, party in ((a_role, a), (b_role, b)):
        cols.append(
            [
                f"{role}（{seal_w if party.get('org') else sign_w}）：",
                "",
                rep if party.get("org") else "",
                "",
                f"日期：{sign_txt}",
            ]
        )
    fl.two_col(*cols)
    pg = fl.pg
    mid = fl.ml + fl.width / 2 + 10
    for x, party in ((fl.ml, a), (mid, b)):
        if party.get("org"):
            pg.seal(x + 120, y0 + 40, 40, party["name"], "合約專用章" if trad else "合同专用章", size=8)
            pg.signature(x + 130, y0 + 62, 60)
        else:
            pg.t(x + 100, y0 + 18, party["name"], 15, color=(0.1, 0.1, 0.3), log=False)
            pg.page.draw_oval((x + 150, y0 + 4, x + 166, y0 + 24), color=None, fill=RED, fill_opacity=0.55)
    fl.y += 10


def cn_contract(
    st: Stream,
    *,
    title,
    no=None,
    no_label="合同编号",
    a_role,
    a,
    b_role,
    b,
    intro,
    clauses,
    sign_date,
    sign_where="sign",
    amount=None,
    place=None,
    attach=None,
    cover=None,
    trad=False,
    footer="第 {i} 页 共 {n} 页",
    header=True,
):
    """Draw a Chinese contract. clauses: list of (heading, [paragraphs]) or ("break", None).

    attach: list of (heading, table_rows, widths) printed on new pages after the signatures.
    """
    st.begin("contract")
    cjk = "china-ts" if trad else "china-ss"
    fl = Flow(st, cjk=cjk, fs=10.5)
    date_style = "roc_full" if trad else "cn"
    sign_txt = fdate(sign_date, date_style)
    plain_title = title.replace(" ", "")
    if header:

        def hdr(pg, n):
            if n > 1 or cover:
                pg.t(fl.ml, 40, plain_title + (f"（{no_label}：{no}）" if no else ""), 8, color=GREY)
                pg.line(fl.ml, 46, fl.size[0] - fl.mr, 46, 0.4, GREY)

        fl.header = hdr
    if cover:
        pg = fl.pg
        if no:
            pg.t(fl.size[0] - fl.mr, 100, f"{no_label}：{no}", 11, align="r")
        pg.t(fl.size[0] / 2, 280, title, 30, align="c")
        y = 420
        for k, v in ((f"{a_role}", a["name"]), (f"{b_role}", b["name"]), ("签订日期", sign_txt)):
            pg.t(150, y, f"{k}：", 13)
            pg.t(290, y, v, 13)
            pg.line(285, y + 4, 470, y + 4, 0.5)
            y += 42
        pg.t(fl.size[0] / 2, 760, cover, 11, align="c")
        fl.new_page()
    else:
        fl.title(title, 19, gap=8)
        if no:
            fl.p(f"{no_label}：{no}", 9.5, align="r", gap=0)
        if place:
            fl.p(f"签订地点：{place}", 9.5, align="r", gap=0)
        if sign_where == "head":
            fl.p(f"签订日期：{sign_txt}", 9.5, align="r", gap=0)
        fl.gap(10)
    _party_block(fl, a_role, a)
    _party_block(fl, b_role, b)
    if intro:
        fl.p(intro, first=21)
    for head, paras in clauses:
        if head == "break":
            fl.new_page()
            continue
        fl.need(40)
        fl.p(head, fl.fs + 0.5, font="tibo", gap=2)
        for para in paras:
            fl.p(para, first=21, gap=2)
    _sign_block(fl, a_role.split("（")[0], a, b_role.split("（")[0], b, sign_txt, trad)
    for head, rows, widths in attach or []:
        pg = fl.new_page()
        fl.p(head, 13, gap=4)
        if no:
            fl.p(f"（本附件为{no_label} {no} 之组成部分）", 9, gap=8)
        fl.y = (
            pg.table(
                fl.ml, fl.y, widths, rows, 9, rh=22, aligns=["c", "l", "l", "c", "r", "r", "r"][: len(widths)]
            )
            + 12
        )
        fl.p(
            f"{a_role.split('（')[0]}（签章）：                         {b_role.split('（')[0]}（签章）：", 10
        )
    fl.footers(footer)
    st.fields_from(
        contractNumber=no,
        contractTitle=plain_title,
        partyA=a["name"],
        partyB=b["name"],
        signDate=sign_date.isoformat(),
        contractAmount=amount,
    )
    return fl


GENERIC_TAIL = [
    (
        "违约责任",
        [
            "任何一方违反本合同约定的，应当承担违约责任，赔偿因此给守约方造成的全部损失，包括但不限于直接损失、"
            "诉讼费、律师费、保全费及差旅费等。"
        ],
    ),
    (
        "争议解决",
        [
            "因本合同引起的或与本合同有关的任何争议，双方应友好协商解决；协商不成的，任何一方均可向合同签订地有管辖权的"
            "人民法院提起诉讼。"
        ],
    ),
    (
        "其他",
        [
            "本合同未尽事宜，双方可另行签订补充协议，补充协议与本合同具有同等法律效力。",
            "本合同一式肆份，甲乙双方各执贰份，自双方签字（盖章）之日起生效。",
        ],
    ),
]


def numbered(clauses, trad=False):
    nums = "一二三四五六七八九十"
    out = []
    k = 0
    for head, paras in clauses:
        if head == "break":
            out.append((head, paras))
            continue
        n = nums[k] if k < 10 else "十" + nums[k - 10]
        out.append((f"第{n}條 {head}" if trad else f"第{n}条 {head}", paras))
        k += 1
    return out
