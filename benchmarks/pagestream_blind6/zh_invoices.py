"""Chinese invoice-like documents: 数电票, paper / e-VAT fapiao, 定额发票, 机打发票, 收据."""

from kit import A4W, BLACK, RED
from kit_values import dec, dfmt, garble, lines_calc, money, pct, qty_s, rmb_upper

BROWN = (0.55, 0.28, 0.12)
TEAL = (0.1, 0.42, 0.45)


# --------------------------------------------------------------------------
# 数电票  (all-electronic fapiao)
# --------------------------------------------------------------------------
def shudian(st, d, scan=None):
    """d: kind, no, date, buyer(name,tax), seller(name,tax), items, remark, drawer, neg(bool)."""
    pw, ph = 683.0, 397.0
    rows, net, tax, total = lines_calc(d["items"])
    sign = -1 if d.get("neg") else 1
    fld = st.fld

    def draw(c):
        col = BROWN
        c.qr(26, 18, 54, seed=hash_seed(d["no"]))
        c.text(pw / 2 - 20, 48, "电子发票（{}）".format(d["kind"]), 17, "zh", col, align="c", bold=True, cs=1)
        c.line(pw / 2 - 150, 57, pw / 2 + 150, 57, col, 1.0)
        c.line(pw / 2 - 150, 60, pw / 2 + 150, 60, col, 1.0)
        lx = pw - 190
        c.text(lx, 36, "发票号码：", 9.5, "zh", col)
        c.text(lx + 48, 36, fld("invoiceNumber", d["no"]), 9.5, "zh")
        c.text(lx, 54, "开票日期：", 9.5, "zh", col)
        c.text(lx + 48, 54, fld("date", dfmt(d["date"], "iso"), dfmt(d["date"], "zh0")), 9.5, "zh")
        x0, x1, y0 = 26, pw - 26, 72
        yb = y0 + 64
        c.rect(x0, y0, x1, yb + 190, col, width=0.9)
        c.line(x0, yb, x1, yb, col, 0.8)
        mid = pw / 2
        for bx, lab in ((x0, "购买方信息"), (mid, "销售方信息")):
            c.line(bx + 20, y0, bx + 20, yb, col, 0.8)
            for i, ch in enumerate(lab):
                c.text(bx + 10, y0 + 12 + i * 10.6, ch, 8.5, "zh", col, align="c")
        c.line(mid, y0, mid, yb, col, 0.8)
        for bx, party, key in ((x0, d["buyer"], "buyerName"), (mid, d["seller"], "sellerName")):
            c.text(bx + 28, y0 + 22, "名称：", 9.5, "zh", col)
            c.text(bx + 57, y0 + 22, fld(key, party[0]), 9.5, "zh")
            c.text(bx + 28, y0 + 48, "统一社会信用代码/纳税人识别号：", 8.5, "zh", col)
            c.text(bx + 160, y0 + 48, party[1], 9.5, "cour")
        # items
        cols = [
            (x0 + 6, "项目名称", "l"),
            (x0 + 190, "规格型号", "c"),
            (x0 + 250, "单 位", "c"),
            (x0 + 300, "数 量", "r"),
            (x0 + 380, "单 价", "r"),
            (x0 + 460, "金 额", "r"),
            (x0 + 520, "税率/征收率", "c"),
            (x1 - 8, "税 额", "r"),
        ]
        hy = yb + 15
        for x, lab, al in cols:
            c.text(x, hy, lab, 9, "zh", col, align=al)
        y = hy + 16
        for r in rows:
            vals = [
                r["name"],
                r["spec"],
                r["unit"],
                qty_s(r["qty"]),
                str(r["price"]),
                money(sign * r["amount"], False),
                pct(r["rate"]),
                money(sign * r["tax"], False),
            ]
            for (x, _, al), v in zip(cols, vals, strict=True):
                c.text(x, y, v, 8.5, "zh", align=al)
            y += 13
        ty = yb + 118
        c.text(x0 + 30, ty, "合", 9.5, "zh", col)
        c.text(x0 + 60, ty, "计", 9.5, "zh", col)
        c.text(cols[5][0], ty, "¥" + money(sign * net, False), 9, "zh", align="r")
        c.text(
            cols[7][0],
            ty,
            "¥" + fld("taxAmount", money(sign * tax, False), money(sign * tax, False)),
            9,
            "zh",
            align="r",
        )
        c.line(x0, ty + 8, x1, ty + 8, col, 0.8)
        py = ty + 26
        c.text(x0 + 8, py, "价税合计（大写）", 9.5, "zh", col)
        up = rmb_upper(sign * total, "圆")
        if sign < 0:
            up = "（负数）" + up[1:]
        c.text(x0 + 110, py, "⊗" + fld("totalAmount", money(sign * total, False), up), 10, "zh")
        c.text(x0 + 420, py, "（小写）", 9.5, "zh", col)
        c.text(x0 + 462, py, "¥" + fld("totalAmount", money(sign * total, False)), 10, "zh")
        c.line(x0, py + 9, x1, py + 9, col, 0.8)
        c.line(x0 + 20, py + 9, x0 + 20, yb + 190, col, 0.8)
        for i, ch in enumerate("备注"):
            c.text(x0 + 10, py + 24 + i * 12, ch, 9, "zh", col, align="c")
        ry = py + 22
        for ln in c.wrap(d.get("remark", ""), x1 - x0 - 40, 8.5):
            c.text(x0 + 28, ry, ln, 8.5, "zh")
            ry += 12
        c.text(x0 + 30, yb + 208, "开票人：", 9.5, "zh", col)
        c.text(x0 + 72, yb + 208, d["drawer"], 9.5, "zh")

    if scan:
        c = st.page(scan=scan)
        w = A4W - 60
        h = w * ph / pw
        top = d.get("top", 50)
        c.embed((30, top, 30 + w, top + h), pw, ph, draw)
    else:
        c = st.page(pw, ph, scan=False)
        draw(c)
    return c


def mul(q, p):
    from decimal import Decimal

    return dec(Decimal(str(q)) * Decimal(str(p)))


def hash_seed(s):
    import zlib

    return zlib.crc32(s.encode("utf-8"))


# --------------------------------------------------------------------------
# paper VAT fapiao (专用 / 普通) and the older e-普通 fapiao with 校验码
# --------------------------------------------------------------------------
def vat_paper(st, d, scan=True):
    """d: province, kind ('专用'/'普通'/'电子普通'), code, no, date, buyer(name,tax,addr,bank),
    seller(...), items, remark, payee, checker, drawer, check_code (e-pu), machine."""
    pw, ph = 680.0, 430.0
    rows, net, tax, total = lines_calc(d["items"])
    fld = st.fld
    rng = st.rng
    ox, oy = rng.uniform(2, 7), rng.uniform(-2, 4)  # dot-matrix print misalignment
    col = BROWN if d["kind"] == "专用" else TEAL

    def v(c, x, y, s, size=9.5, font="zh", **kw):
        c.text(x + ox, y + oy, s, size, font, BLACK, **kw)

    def draw(c):
        elec = d["kind"] == "电子普通"
        title = "{}增值税{}发票".format(d["province"], d["kind"])
        if not elec:
            c.barcode(36, 18, 120, 24, hash_seed(d["code"]))
            c.text(36, 58, d["code"], 14, "cour", col)
        else:
            c.qr(36, 14, 46, hash_seed(d["no"]))
            c.text(90, 38, "机器编号：", 8.5, "zh", col)
            c.text(132, 38, d["machine"], 8.5, "cour")
        c.text(pw / 2, 40, title, 19, "zh", col, align="c", cs=1.5, bold=True)
        c.stamp(
            pw / 2,
            42 if elec else 40,
            20,
            "全国统一发票监制章",
            center="税务局",
            color=(0.85, 0.2, 0.2),
            oval=True,
        )
        if not elec:
            c.spaced(pw / 2, 66, "发票联", 60, 11, "zh", align="c", color=col)
            c.text(pw - 190, 34, "No", 15, "tibo", RED)
            c.text(pw - 160, 34, fld("invoiceNumber", d["no"]), 17, "cour", RED)
            c.text(pw - 190, 64, "开票日期：", 9, "zh", col)
            v(c, pw - 140, 64, fld("date", dfmt(d["date"], "iso"), dfmt(d["date"], "zh0")), 9.5)
        else:
            lx = pw - 205
            for i, (lab, val) in enumerate(
                (
                    ("发票代码：", d["code"]),
                    ("发票号码：", fld("invoiceNumber", d["no"])),
                    ("开票日期：", fld("date", dfmt(d["date"], "iso"), dfmt(d["date"], "zh0"))),
                    ("校 验 码：", d["check_code"]),
                )
            ):
                c.text(lx, 22 + i * 14, lab, 8.5, "zh", col)
                c.text(lx + 48, 22 + i * 14, val, 8.5, "zh")
        x0, x1 = 30, pw - 30
        y0 = 76
        yb1, yb2 = y0 + 70, y0 + 70 + 128
        yt, ys = yb2 + 22, yb2 + 22 + 70
        c.rect(x0, y0, x1, ys, col, width=1.0)
        for yy in (yb1, yb2, yt):
            c.line(x0, yy, x1, yy, col, 0.8)
        # party blocks
        for ya, yz, lab, party, key in (
            (y0, yb1, "购买方", d["buyer"], "buyerName"),
            (yt, ys, "销售方", d["seller"], "sellerName"),
        ):
            c.line(x0 + 20, ya, x0 + 20, yz, col, 0.8)
            for i, ch in enumerate(lab):
                c.text(x0 + 10, ya + 20 + i * 16, ch, 10, "zh", col, align="c")
            labels = ["名　　称：", "纳税人识别号：", "地 址、电 话：", "开户行及账号："]
            vals = [fld(key, party[0]), party[1], party[2], party[3]]
            for i, (lb, vv) in enumerate(zip(labels, vals, strict=True)):
                c.text(x0 + 26, ya + 15 + i * 16, lb, 8.5, "zh", col)
                v(c, x0 + 96, ya + 15 + i * 16, vv, 9 if i == 0 else 8.5, "zh" if i != 1 else "cour")
            c.line(x0 + 385, ya, x0 + 385, yz, col, 0.8)
            c.line(x0 + 405, ya, x0 + 405, yz, col, 0.8)
            if lab == "购买方":
                for i, ch in enumerate("密码区"):
                    c.text(x0 + 395, ya + 20 + i * 16, ch, 10, "zh", col, align="c")
                for i in range(4):
                    v(c, x0 + 410, ya + 15 + i * 15, garble(rng, 27), 9, "cour")
            else:
                for i, ch in enumerate("备注"):
                    c.text(x0 + 395, ya + 26 + i * 18, ch, 10, "zh", col, align="c")
                ry = ya + 16
                for ln in c.wrap(d.get("remark", ""), x1 - x0 - 415, 8.5):
                    v(c, x0 + 410, ry, ln, 8.5)
                    ry += 12
        # items
        cx = [x0, x0 + 170, x0 + 240, x0 + 275, x0 + 330, x0 + 400, x0 + 480, x0 + 520, x1]
        heads = ["货物或应税劳务、服务名称", "规格型号", "单位", "数 量", "单 价", "金 额", "税率", "税 额"]
        for i, hd in enumerate(heads):
            c.text((cx[i] + cx[i + 1]) / 2, yb1 + 13, hd, 8.5, "zh", col, align="c")
            if i:
                c.line(cx[i], yb1, cx[i], yb2, col, 0.6)
        y = yb1 + 30
        for r in rows:
            vals = [
                r["name"],
                r["spec"],
                r["unit"],
                qty_s(r["qty"]),
                str(r["price"]),
                money(r["amount"], False),
                pct(r["rate"]),
                money(r["tax"], False),
            ]
            for i, vv in enumerate(vals):
                if i == 0:
                    v(c, cx[0] + 4, y, vv, 8.5)
                elif i in (3, 4, 5, 7):
                    v(c, cx[i + 1] - 4, y, vv, 8.5, "cour", align="r")
                else:
                    v(c, (cx[i] + cx[i + 1]) / 2, y, vv, 8.5, align="c")
            y += 13
        c.spaced((cx[0] + cx[1]) / 2, yb2 - 7, "合计", 50, 9.5, "zh", align="c", color=col)
        v(c, cx[6] - 4, yb2 - 7, "¥" + money(net, False), 9, "cour", align="r")
        v(c, cx[8] - 4, yb2 - 7, "¥" + fld("taxAmount", money(tax, False)), 9, "cour", align="r")
        c.text(x0 + 6, yb2 + 15, "价税合计（大写）", 9.5, "zh", col)
        v(c, x0 + 110, yb2 + 15, "ⓧ" + fld("totalAmount", money(total, False), rmb_upper(total)), 10)
        c.text(x0 + 400, yb2 + 15, "（小写）", 9.5, "zh", col)
        v(c, x0 + 440, yb2 + 15, "¥" + fld("totalAmount", money(total, False)), 10, "cour")
        fy = ys + 18
        for i, (lab, val) in enumerate(
            (("收款人：", d["payee"]), ("复核：", d["checker"]), ("开票人：", d["drawer"]))
        ):
            c.text(x0 + 10 + i * 150, fy, lab, 9, "zh", col)
            v(c, x0 + 50 + i * 150, fy, val, 9)
        c.text(x0 + 460, fy, "销售方：（章）", 9, "zh", col)
        c.stamp(x0 + 560, fy - 10, 24, d["seller"][0], center=d["seller"][1], bottom="发票专用章", oval=True)
        if not elec:
            side = (
                "第三联：发票联　购买方记账凭证" if d["kind"] == "专用" else "第二联：发票联　购买方记账凭证"
            )
            c.text(pw - 12, 120, side, 8, "zh", col, rotate=90)

    c = st.page(scan=scan)
    w = A4W - 50
    h = w * ph / pw
    top = d.get("top", 40)
    c.embed((25, top, 25 + w, top + h), pw, ph, draw)
    return c


# --------------------------------------------------------------------------
# 定额发票 (fixed-denomination slip)
# --------------------------------------------------------------------------
def quota(st, d, scan=True):
    """d: province, code, no, amount, seller, seller_tax, pos (x, y)."""
    pw, ph = 250.0, 360.0
    fld = st.fld

    def draw(c):
        c.rect(2, 2, pw - 2, ph - 2, (0.7, 0.25, 0.3), width=1.2)
        c.stamp(pw / 2, 42, 22, "全国统一发票监制章", center="税务局", color=(0.85, 0.2, 0.2), oval=True)
        c.text(
            pw / 2, 88, "国家税务总局{}税务局".format(d["province"]), 10, "zh", (0.6, 0.15, 0.2), align="c"
        )
        c.text(pw / 2, 110, "通用定额发票", 17, "zh", (0.6, 0.15, 0.2), align="c", bold=True, cs=2)
        c.spaced(pw / 2, 130, "发票联", 56, 10, "zh", align="c", color=(0.6, 0.15, 0.2))
        c.text(20, 156, "发票代码", 9, "zh", (0.6, 0.15, 0.2))
        c.text(70, 156, d["code"], 10, "cour")
        c.text(20, 174, "发票号码", 9, "zh", (0.6, 0.15, 0.2))
        c.text(70, 174, fld("invoiceNumber", d["no"]), 11, "cour", RED)
        up = rmb_upper(d["amount"], "元", "")
        c.text(
            pw / 2,
            226,
            fld("totalAmount", money(d["amount"], False), up),
            30,
            "zh",
            (0.6, 0.15, 0.2),
            align="c",
            bold=True,
            cs=4,
        )
        c.text(pw / 2, 250, "（人民币）", 9, "zh", (0.6, 0.15, 0.2), align="c")
        c.rect(30, 266, pw - 30, 300, None, fill=(0.72, 0.72, 0.72))
        c.text(pw / 2, 288, "刮开区", 10, "zh", (0.4, 0.4, 0.4), align="c")
        c.text(20, 322, "开票日期：　　年　　月　　日", 8.5, "zh", (0.6, 0.15, 0.2))
        c.text(20, 340, "（手写无效）", 8, "zh", (0.6, 0.15, 0.2))
        c.stamp(pw - 58, 318, 26, d["seller"], center=d["seller_tax"], bottom="发票专用章", oval=True)

    c = st.page(scan=scan)
    x, y = d.get("pos", (60, 60))
    c.embed((x, y, x + pw, y + ph), pw, ph, draw, rotate=d.get("rot", 0))
    return c


# --------------------------------------------------------------------------
# 通用机打发票 (roll/sheet machine-printed invoice)
# --------------------------------------------------------------------------
def machine(st, d, scan=True):
    """d: province, code, no, date, industry, buyer, seller, seller_tax, items (name, unit, qty, price),
    drawer, verify."""
    pw, ph = 500.0, 300.0
    fld = st.fld
    total = sum((mul(q, p) for _, _, q, p in d["items"]), dec(0))
    col = (0.15, 0.3, 0.6)

    def draw(c):
        c.stamp(58, 38, 19, "全国统一发票监制章", center="税务局", color=(0.85, 0.2, 0.2), oval=True)
        c.text(
            pw / 2 - 10,
            30,
            "国家税务总局{}税务局通用机打发票".format(d["province"]),
            13,
            "zh",
            col,
            align="c",
            bold=True,
        )
        c.spaced(pw / 2 - 10, 48, "发票联", 50, 10, "zh", align="c", color=col)
        c.text(pw - 150, 62, "发票代码", 8.5, "zh", col)
        c.text(pw - 108, 62, d["code"], 9, "cour")
        c.text(pw - 150, 76, "发票号码", 8.5, "zh", col)
        c.text(pw - 108, 76, fld("invoiceNumber", d["no"]), 9.5, "cour")
        c.text(20, 76, "开票日期：", 8.5, "zh", col)
        c.text(66, 76, fld("date", dfmt(d["date"], "iso")), 9, "cour")
        c.text(180, 76, "行业分类：", 8.5, "zh", col)
        c.text(226, 76, d["industry"], 9, "zh")
        y = 84
        y = c.table(
            20,
            y,
            [100, pw - 140],
            [
                ["付款方名称", fld("buyerName", d["buyer"])],
                ["收款方名称", fld("sellerName", d["seller"])],
                ["收款方识别号", d["seller_tax"]],
            ],
            18,
            9,
            "zh",
            line_color=col,
        )
        rows = [["项目", "单位", "数量", "单价", "金额"]]
        for n, u, q, p in d["items"]:
            rows.append([n, u, str(q), money(p, False), money(mul(q, p), False)])
        y = c.table(
            20,
            y,
            [160, 50, 60, 80, pw - 390],
            rows,
            17,
            9,
            "zh",
            line_color=col,
            aligns=["l", "c", "r", "r", "r"],
        )
        c.table(
            20,
            y,
            [100, 200, 60, pw - 400],
            [
                [
                    "合计金额（大写）",
                    fld("totalAmount", money(total, False), rmb_upper(total)),
                    "（小写）",
                    "¥" + money(total, False),
                ]
            ],
            20,
            9,
            "zh",
            line_color=col,
        )
        c.text(20, y + 42, "开票人：" + d["drawer"], 8.5, "zh")
        c.text(150, y + 42, "查验码：" + d["verify"], 8.5, "zh")
        c.text(
            20,
            y + 58,
            "发票查询：请登录国家税务总局{}税务局网站查询".format(d["province"]),
            7.5,
            "zh",
            (0.4, 0.4, 0.4),
        )
        c.stamp(pw - 70, y + 40, 24, d["seller"], center=d["seller_tax"], bottom="发票专用章", oval=True)

    c = st.page(scan=scan)
    x, y = d.get("pos", (45, 70))
    c.embed((x, y, x + pw, y + ph), pw, ph, draw, rotate=d.get("rot", 0))
    return c


# --------------------------------------------------------------------------
# 收据 (receipt book slip)
# --------------------------------------------------------------------------
def receipt(st, d, scan=None):
    """d: no, date, payer, purpose, amount, payee_unit, cashier, handler."""
    pw, ph = 520.0, 260.0
    fld = st.fld
    pink = (0.98, 0.9, 0.92)
    col = (0.75, 0.1, 0.15)

    def draw(c):
        c.rect(0, 0, pw, ph, None, fill=pink)
        c.spaced(pw / 2, 38, "收据", 110, 20, "zh", align="c", color=col, bold=True)
        c.line(pw / 2 - 70, 46, pw / 2 + 70, 46, col, 1.2)
        c.line(pw / 2 - 70, 49, pw / 2 + 70, 49, col, 0.6)
        c.text(pw - 140, 34, "No.", 11, "tibo", col)
        c.text(pw - 118, 34, fld("invoiceNumber", d["no"]), 13, "cour", col)
        c.text(pw - 190, 70, fld("date", dfmt(d["date"], "iso"), dfmt(d["date"], "zhs")), 10, "zh")
        y = 100
        c.spaced(30, y, "今收到", 54, 11, "zh", color=col)
        c.text(95, y - 2, fld("buyerName", d["payer"]), 12, "zh")
        c.line(92, y + 4, pw - 30, y + 4, col, 0.6)
        y += 32
        c.spaced(30, y, "交　来", 54, 11, "zh", color=col)
        c.text(95, y - 2, d["purpose"], 11, "zh")
        c.line(92, y + 4, pw - 30, y + 4, col, 0.6)
        y += 32
        c.text(30, y, "人民币（大写）", 11, "zh", col)
        c.text(118, y - 2, fld("totalAmount", money(d["amount"], False), rmb_upper(d["amount"])), 12, "zh")
        c.line(115, y + 4, pw - 160, y + 4, col, 0.6)
        c.rect(pw - 150, y - 16, pw - 30, y + 8, col, width=0.8)
        c.text(pw - 144, y, "¥", 12, "zh", col)
        c.text(pw - 130, y - 1, money(d["amount"], True), 12, "zh")
        y += 40
        c.text(30, y, "收款单位（盖章）：", 10, "zh", col)
        c.text(122, y, fld("sellerName", d["payee_unit"]), 10.5, "zh")
        c.text(30, y + 30, "会计：", 10, "zh", col)
        c.text(170, y + 30, "出纳：", 10, "zh", col)
        c.text(200, y + 30, d["cashier"], 10.5, "zh")
        c.text(310, y + 30, "经手人：", 10, "zh", col)
        c.text(352, y + 30, d["handler"], 10.5, "zh")
        c.stamp(200, y - 4, 34, d["payee_unit"], center="★", bottom="财务专用章")
        c.text(pw - 10, 60, "第二联　交付款单位", 8, "zh", col, rotate=90)

    c = st.page(scan=scan)
    x, y = d.get("pos", (38, 90))
    c.embed((x, y, x + pw, y + ph), pw, ph, draw, rotate=d.get("rot", 0))
    return c
