"""居民身份证 copies, 营业执照 copies and bank receipts."""

from __future__ import annotations

from cn_invoices import _qr
from stream import Stream
from util import BLACK, BLUE, GREY, RED, Canvas, fmt_date, id_number, money

LBL = (0.3, 0.45, 0.65)


def person(name, male, eth, birth, area, seq, addr, auth, vfrom, vto):
    return {
        "name": name,
        "sex": "男" if male else "女",
        "eth": eth,
        "birth": birth,
        "id": id_number(area, birth, seq, male),
        "addr": addr,
        "auth": auth,
        "vfrom": vfrom,
        "vto": vto,
    }


def id_front(c: Canvas, x, y, s, p):
    w, h = 242.6 * s, 153.0 * s
    c.round_rect(x, y, x + w, y + h, fill=(0.96, 0.97, 0.95))
    fs = 8.6 * s

    def at(fx, fy, text, size=fs, color=BLACK, family=None):
        return c.text(x + fx * w, y + fy * h, text, size, color=color, family=family)

    at(0.06, 0.17, "姓 名", fs * 0.9, LBL)
    at(0.2, 0.17, p["name"], fs * 1.15)
    at(0.06, 0.31, "性 别", fs * 0.9, LBL)
    at(0.2, 0.31, p["sex"])
    at(0.33, 0.31, "民 族", fs * 0.9, LBL)
    at(0.46, 0.31, p["eth"])
    yy, mm, dd = (int(v) for v in p["birth"].split("-"))
    at(0.06, 0.45, "出 生", fs * 0.9, LBL)
    at(0.2, 0.45, f"{yy} 年 {mm} 月 {dd} 日")
    at(0.06, 0.59, "住 址", fs * 0.9, LBL)
    a = p["addr"]
    for i in range(0, len(a), 11):
        at(0.2, 0.59 + i // 11 * 0.1, a[i : i + 11])
    at(0.06, 0.9, "公民身份号码", fs * 0.9, LBL)
    at(0.36, 0.9, p["id"], fs * 1.2, family="mono")
    c.rect(x + 0.66 * w, y + 0.1 * h, x + 0.94 * w, y + 0.74 * h, color=None, width=0, fill=(0.86, 0.88, 0.9))
    cx, cy = x + 0.8 * w, y + 0.36 * h
    c.page.draw_circle((cx, cy), 0.07 * w, color=None, fill=(0.55, 0.56, 0.6))
    c.page.draw_oval(
        (cx - 0.1 * w, cy + 0.1 * w, cx + 0.1 * w, cy + 0.3 * w), color=None, fill=(0.55, 0.56, 0.6)
    )


def id_back(c: Canvas, x, y, s, p):
    w, h = 242.6 * s, 153.0 * s
    c.round_rect(x, y, x + w, y + h, fill=(0.95, 0.96, 0.98))
    c.page.draw_circle((x + 0.16 * w, y + 0.3 * h), 0.09 * w, color=RED, fill=(0.85, 0.2, 0.2), width=1)
    c.page.draw_circle((x + 0.16 * w, y + 0.3 * h), 0.05 * w, color=(0.95, 0.8, 0.2), width=1.5)
    c.text(x + 0.34 * w, y + 0.24 * h, "中华人民共和国", 12 * s, bold=True)
    c.text(x + 0.3 * w, y + 0.46 * h, "居民身份证", 17 * s, bold=True)
    fs = 8.6 * s
    c.text(x + 0.18 * w, y + 0.76 * h, "签发机关", fs * 0.9, color=LBL)
    c.text(x + 0.38 * w, y + 0.76 * h, p["auth"], fs)
    c.text(x + 0.18 * w, y + 0.9 * h, "有效期限", fs * 0.9, color=LBL)
    vto = p["vto"] if p["vto"] == "长期" else fmt_date(p["vto"], "dot")
    c.text(x + 0.38 * w, y + 0.9 * h, f"{fmt_date(p['vfrom'], 'dot')}-{vto}", fs)


def id_fields(st: Stream, p, front=True, back=True):
    if front:
        st.field("name", p["name"])
        st.field("sex", p["sex"])
        st.field("ethnicity", p["eth"])
        st.field("birthDate", p["birth"])
        st.field("address", p["addr"])
        st.field("idNumber", p["id"])
    if back:
        st.field("issuingAuthority", p["auth"])
        st.field("validPeriod", f"{p['vfrom']}至{p['vto']}")


def id_copy(st: Stream, p, mode="stack", note="", new_doc=True, scanned=True, **scan_opts):
    """mode: stack | side | front | back | small."""
    if new_doc:
        st.doc("id_card")
    size = (842.0, 595.0) if mode == "side" else None
    c = st.page(scanned=scanned, size=size, **scan_opts)
    if mode == "stack":
        id_front(c, 130, 120, 1.38, p)
        id_back(c, 130, 420, 1.38, p)
    elif mode == "side":
        id_front(c, 60, 190, 1.42, p)
        id_back(c, 440, 190, 1.42, p)
    elif mode == "front":
        id_front(c, 150, 160, 1.25, p)
    elif mode == "back":
        id_back(c, 150, 160, 1.25, p)
    elif mode == "small":
        c.text(c.x0, 60, "法定代表人身份证复印件", 12, bold=True)
        id_front(c, 60, 85, 0.95, p)
        id_back(c, 320, 85, 0.95, p)
        c.text(c.x0, 300, "本复印件与原件一致，经本人核对无误。", 10)
        c.text(c.x0, 330, "本人签字：________________        日期：________________", 10)
    id_fields(st, p, mode != "back", mode != "front")
    if note:
        c.text(
            c.w / 2, c.h - 110 if mode != "side" else c.h - 70, note, 15, color=BLUE, align="c", record=False
        )


def business_licence(st: Stream, d: dict, scanned=True, **scan_opts):
    st.doc("other")
    c = st.page(scanned=scanned, **scan_opts)
    c.rect(40, 40, c.w - 40, c.h - 40, color=(0.7, 0.5, 0.2), width=4)
    c.rect(48, 48, c.w - 48, c.h - 48, color=(0.7, 0.5, 0.2), width=1)
    c.page.draw_circle((c.w / 2, 110), 30, color=RED, fill=(0.85, 0.2, 0.2))
    c.text(c.w / 2, 185, "营 业 执 照", 28, align="c", bold=True)
    c.text(c.w / 2, 210, "（副      本）", 12, align="c")
    c.text(70, 250, f"统一社会信用代码  {d['uscc']}", 10)
    c.text(c.w - 70, 250, f"编号 {d['serial']}", 8, align="r")
    _qr(c, c.w - 140, 95, 60, d["uscc"])
    rows = [
        ("名        称", d["name"]),
        ("类        型", d["type"]),
        ("法定代表人", d["rep"]),
        ("注册资本", d["capital"]),
        ("成立日期", d["est"]),
        ("营业期限", d["term"]),
        ("住        所", d["addr"]),
    ]
    y = 300
    for lab, val in rows:
        c.text(80, y, lab, 11)
        c.text(170, y, val, 11)
        y += 30
    c.text(80, y, "经营范围", 11)
    c.para(170, y, 330, d["scope"], 10.5, 1.7)
    c.text(c.w - 90, c.h - 120, "登记机关", 12, align="r")
    c.text(c.w - 90, c.h - 90, d["issued"], 11, align="r")
    c.seal(c.w - 140, c.h - 125, 45, d["authority"], "")
    c.text(
        c.w / 2, c.h - 58, "国家企业信用信息公示系统网址：http://www.gsxt.gov.cn", 8, color=GREY, align="c"
    )
    if d.get("note"):
        c.text(c.w / 2, 560, d["note"], 16, color=BLUE, align="c", record=False)


def bank_slip(st: Stream, d: dict, scanned=False, **scan_opts):
    """网上银行电子回单 – a bank document (other) that looks like a receipt."""
    st.doc("other")
    c = st.page(scanned=scanned, **scan_opts)
    c.text(c.w / 2, 80, f"{d['bank']}网上银行电子回单", 15, align="c", bold=True)
    c.text(c.x0, 104, f"电子回单号码：{d['serial']}", 9)
    c.text(c.x1, 104, f"交易日期：{d['date_txt']}", 9, align="r")
    x0, x1, y = c.x0, c.x1, 114
    mid = (x0 + x1) / 2
    rows = [
        [("付款人户名", d["payer"]), ("收款人户名", d["payee"])],
        [("付款人账号", d["payer_acct"]), ("收款人账号", d["payee_acct"])],
        [("付款人开户行", d["payer_bank"]), ("收款人开户行", d["payee_bank"])],
    ]
    for row in rows:
        for i, (lab, val) in enumerate(row):
            xa = x0 if i == 0 else mid
            c.rect(xa, y, xa + 70, y + 24, width=0.5)
            c.rect(xa + 70, y, xa + (mid - x0), y + 24, width=0.5)
            c.text(xa + 4, y + 15, lab, 8.5)
            c.text(xa + 74, y + 15, val, 8.2)
        y += 24
    singles = [
        ("金额（小写）", f"CNY {money(d['amount'])}"),
        ("金额（大写）", d["amount_cap"]),
        ("用途/附言", d["memo"]),
        ("交易流水号", d["txn"]),
    ]
    for lab, val in singles:
        c.rect(x0, y, x0 + 70, y + 24, width=0.5)
        c.rect(x0 + 70, y, x1, y + 24, width=0.5)
        c.text(x0 + 4, y + 15, lab, 8.5)
        c.text(x0 + 74, y + 15, val, 8.6)
        y += 24
    c.text(x0, y + 20, "本回单可通过网上银行回单验证功能验证真伪，重复打印无效。", 8, color=GREY)
    c.seal(x1 - 70, y - 30, 36, d["bank"], "电子回单专用章")
