"""Chinese invoices: 增值税电子普通发票 (incl. 通行费), 数电票, 机动车销售统一发票, 卷式发票."""

from fmt import dec, dfmt, money
from pdfkit import BLACK, Builder, Pg
from stamps import zh_seal

TPL = (0.55, 0.28, 0.12)  # brown template print of paper / e-invoices
SEAL_TPL = "全国统一发票监制章"


def _vert(pg: Pg, x, y0, y1, text, sz=9, c=TPL):
    step = (y1 - y0) / (len(text) + 1)
    for i, ch in enumerate(text):
        pg.t(x, y0 + step * (i + 1) + sz * 0.35, ch, "zh", sz, c, al="c")


def _lines(items, rate_key=5):
    """items: (name, spec, unit, qty, price, rate) -> rows with amount and tax."""
    out = []
    for name, spec, unit, qty, price, rate in items:
        amt = dec(dec(qty) * dec(price)) if qty else dec(price)
        tax = dec(amt * dec(rate) / 100)
        out.append((name, spec, unit, qty, price, rate, amt, tax))
    return out


def _party_block(pg, x, y, label, rows, sz=8.5, lw=64):
    _vert(pg, x + 9, y, y + 62, label)
    pg.line(x + 18, y, x + 18, y + 62, 0.6, TPL)
    yy = y + 13
    for lab, val, fld in rows:
        pg.t(x + 22, yy, lab, "zh", sz, TPL)
        pg.t(x + 22 + lw, yy, val, "zh", sz, fld=fld)
        yy += 14.5


def vat_e_normal(b: Builder, d: dict, scan=None):
    """增值税电子普通发票 (pre-2024 style), also used for 通行费 with d['toll']."""
    s = b.seg("invoice", d["label"])
    pg = s.page(680, 440, scan)
    x0, x1 = 30, 650
    pg.qr(34, 20, 54, key=d["no"])
    pg.t(34, 88, "机器编号：", "zh", 8, TPL)
    pg.t(78, 88, d["machine"], "cour", 8)
    if d.get("toll"):
        pg.rect(100, 22, 134, 38, 0.8, TPL)
        pg.t(117, 34, "通行费", "zh", 8, TPL, al="c")
    pg.t(340, 44, d["title"], "zh", 17, TPL, al="c", bold=True)
    pg.line(240, 52, 440, 52, 0.8, TPL)
    pg.line(240, 55, 440, 55, 0.8, TPL)
    zh_seal(pg, 340, 72, "国家税务总局" + d["prov"] + "税务局", bottom=SEAL_TPL, r=20, oval=True)
    rx = 470
    for i, (lab, val, fld) in enumerate(
        [
            ("发票代码：", d["code"], None),
            ("发票号码：", d["no"], ("invoiceNumber", d["no"])),
            ("开票日期：", dfmt(d["date"], d.get("dstyle", "zh0")), ("date", d["date"])),
            ("校 验 码：", d["check"], None),
        ]
    ):
        pg.t(rx, 34 + 14 * i, lab, "zh", 8.5, TPL)
        pg.t(rx + 46, 34 + 14 * i, val, "zh" if "年" in val else "cour", 8.5, fld=fld)
    top = 96
    pg.rect(x0, top, x1, 390, 0.8, TPL)
    pg.line(x0, top + 62, x1, top + 62, 0.6, TPL)
    pg.line(420, top, 420, top + 62, 0.6, TPL)
    _vert(pg, 429, top, top + 62, "密码区")
    pg.line(438, top, 438, top + 62, 0.6, TPL)
    for i, ln in enumerate(d["cipher"]):
        pg.t(444, top + 14 + 13 * i, ln, "cour", 8.2)
    by = d["buyer"]
    _party_block(
        pg,
        x0,
        top,
        "购买方",
        [
            ("名      称：", by[0], ("buyerName", by[0])),
            ("纳税人识别号：", by[1], None),
            ("地 址、电 话：", by[2], None),
            ("开户行及账号：", by[3], None),
        ],
    )
    rows = _lines(d["items"])
    ty = top + 62
    if d.get("toll"):
        cols = [150, 70, 50, 62, 62, 78, 40, 108]
        head = ["项目名称", "车牌号", "类型", "通行日期起", "通行日期止", "金额", "税率", "税额"]
        body = [
            [
                r[0],
                d["plate"],
                "货车" if "货" in r[1] else "客车",
                d["from"],
                d["to"],
                money(r[6], "plain"),
                f"{r[5]}%",
                money(r[7], "plain"),
            ]
            for r in rows
        ]
    else:
        cols = [160, 70, 40, 50, 70, 80, 40, 110]
        head = ["货物或应税劳务、服务名称", "规格型号", "单位", "数 量", "单 价", "金 额", "税率", "税 额"]
        body = [
            [r[0], r[1], r[2], str(r[3]), r[4], money(r[6], "plain"), f"{r[5]}%", money(r[7], "plain")]
            for r in rows
        ]
    pg.table(x0, ty, cols, [], "zh", 8, 16, head=head, grid=False, c=TPL)
    ry = ty + 16
    for r in body:
        pg.table(x0, ry, cols, [r], "zh", 8, 14, al="llcrrrcr", grid=False, c=BLACK)
        ry += 14
    net = sum((r[6] for r in rows), dec(0))
    tax = sum((r[7] for r in rows), dec(0))
    total = net + tax
    s.sum("net = sum of lines", [r[6] for r in rows], net)
    s.sum("tax = sum of lines", [r[7] for r in rows], tax)
    s.sum("total = net + tax", [net, tax], total)
    sy = ty + 112
    pg.line(x0, sy - 12, x1, sy - 12, 0.6, TPL)
    pg.t(x0 + 70, sy, "合      计", "zh", 8.5, TPL, al="c")
    pg.t(x0 + 470, sy, "¥" + money(net, "plain"), "zh", 8.5, al="r")
    pg.t(x1 - 4, sy, "¥" + money(tax, "plain"), "zh", 8.5, al="r", fld=("taxAmount", str(tax)))
    pg.line(x0, sy + 6, x1, sy + 6, 0.6, TPL)
    pg.t(x0 + 6, sy + 22, "价税合计（大写）", "zh", 8.5, TPL)
    up = s.word("cny", total)
    pg.t(x0 + 90, sy + 22, "ⓧ " + up, "zh", 9)
    pg.t(x0 + 400, sy + 22, "（小写）", "zh", 8.5, TPL)
    pg.t(x0 + 440, sy + 22, "¥" + money(total, "plain"), "zh", 9, fld=("totalAmount", str(total)))
    pg.line(x0, sy + 30, x1, sy + 30, 0.6, TPL)
    se = d["seller"]
    _party_block(
        pg,
        x0,
        sy + 30,
        "销售方",
        [
            ("名      称：", se[0], ("sellerName", se[0])),
            ("纳税人识别号：", se[1], None),
            ("地 址、电 话：", se[2], None),
            ("开户行及账号：", se[3], None),
        ],
    )
    pg.line(420, sy + 30, 420, 390, 0.6, TPL)
    _vert(pg, 429, sy + 30, 390, "备注")
    pg.line(438, sy + 30, 438, 390, 0.6, TPL)
    for i, ln in enumerate(d.get("remark", [])):
        pg.t(444, sy + 46 + 13 * i, ln, "zh", 8)
    zh_seal(
        pg, 540, 366, se[0], bottom="发票专用章", mid=se[1], r=28, oval=True, angle=d.get("seal_angle", 0)
    )
    pg.t(x0 + 4, 408, "收款人：", "zh", 8.5, TPL)
    pg.t(x0 + 40, 408, d["people"][0], "zh", 8.5)
    pg.t(x0 + 170, 408, "复核：", "zh", 8.5, TPL)
    pg.t(x0 + 198, 408, d["people"][1], "zh", 8.5)
    pg.t(x0 + 330, 408, "开票人：", "zh", 8.5, TPL)
    pg.t(x0 + 366, 408, d["people"][2], "zh", 8.5)
    pg.t(x0 + 480, 408, "销售方：（章）", "zh", 8.5, TPL)
    return s


def shudian(b: Builder, d: dict, scan=None):
    """数电票: 电子发票（普通发票）/（增值税专用发票）, two-column party blocks."""
    s = b.seg("invoice", d["label"])
    pg = s.page(680, 430, scan)
    x0, x1 = 28, 652
    pg.qr(32, 18, 56, key=d["no"])
    pg.t(340, 42, d["title"], "zh", 18, TPL, al="c", bold=True)
    pg.line(215, 50, 465, 50, 0.8, TPL)
    pg.line(215, 53, 465, 53, 0.8, TPL)
    zh_seal(pg, 340, 72, "国家税务总局" + d["prov"] + "税务局", bottom=SEAL_TPL, r=19, oval=True)
    pg.t(492, 40, "发票号码：", "zh", 9, TPL)
    pg.t(540, 40, d["no"], "cour", 9, fld=("invoiceNumber", d["no"]))
    pg.t(492, 58, "开票日期：", "zh", 9, TPL)
    pg.t(540, 58, dfmt(d["date"], "zh"), "zh", 9, fld=("date", d["date"]))
    top = 92
    pg.rect(x0, top, x1, 368, 0.8, TPL)
    mid = (x0 + x1) / 2
    pg.line(mid, top, mid, top + 64, 0.6, TPL)
    pg.line(x0, top + 64, x1, top + 64, 0.6, TPL)
    for xx, lab, party, fld in (
        (x0, "购买方信息", d["buyer"], "buyerName"),
        (mid, "销售方信息", d["seller"], "sellerName"),
    ):
        _vert(pg, xx + 10, top, top + 64, lab, 8)
        pg.line(xx + 20, top, xx + 20, top + 64, 0.6, TPL)
        pg.t(xx + 26, top + 24, "名称：", "zh", 9, TPL)
        pg.t(xx + 56, top + 24, party[0], "zh", 9, fld=(fld, party[0]))
        pg.t(xx + 26, top + 46, "统一社会信用代码/纳税人识别号：", "zh", 8, TPL)
        pg.t(xx + 154, top + 46, party[1], "cour", 8.5)
    rows = _lines(d["items"])
    cols = [170, 66, 38, 54, 76, 80, 62, 78]
    head = ["项目名称", "规格型号", "单 位", "数 量", "单 价", "金 额", "税率/征收率", "税 额"]
    pg.table(x0, top + 64, cols, [], "zh", 8.5, 18, head=head, grid=False, c=TPL)
    ry = top + 82
    for r in rows:
        cells = [r[0], r[1], r[2], str(r[3]), r[4], money(r[6], "plain"), f"{r[5]}%", money(r[7], "plain")]
        pg.table(x0, ry, cols, [cells], "zh", 8.5, 15, al="llcrrrcr", grid=False)
        ry += 15
    net = sum((r[6] for r in rows), dec(0))
    tax = sum((r[7] for r in rows), dec(0))
    total = net + tax
    s.sum("net", [r[6] for r in rows], net)
    s.sum("tax", [r[7] for r in rows], tax)
    s.sum("total", [net, tax], total)
    sy = 262
    pg.t(x0 + 10, sy, "合", "zh", 9, TPL)
    pg.t(x0 + 40, sy, "计", "zh", 9, TPL)
    pg.t(x0 + 480, sy, "¥" + money(net, "plain"), "zh", 9, al="r")
    pg.t(x1 - 4, sy, "¥" + money(tax, "plain"), "zh", 9, al="r", fld=("taxAmount", str(tax)))
    pg.line(x0, sy + 8, x1, sy + 8, 0.6, TPL)
    pg.t(x0 + 8, sy + 26, "价税合计（大写）", "zh", 9, TPL)
    up = s.word("cny", total)
    pg.t(x0 + 110, sy + 26, "⊗" + up, "zh", 9.5)
    pg.t(x0 + 420, sy + 26, "（小写）", "zh", 9, TPL)
    pg.t(x0 + 462, sy + 26, "¥" + money(total, "plain"), "zh", 9.5, fld=("totalAmount", str(total)))
    pg.line(x0, sy + 34, x1, sy + 34, 0.6, TPL)
    _vert(pg, x0 + 10, sy + 34, 368, "备注", 8)
    pg.line(x0 + 20, sy + 34, x0 + 20, 368, 0.6, TPL)
    for i, ln in enumerate(d.get("remark", [])):
        pg.t(x0 + 28, sy + 50 + 13 * i, ln, "zh", 8.5)
    pg.t(x0 + 10, 388, "开票人：", "zh", 9, TPL)
    pg.t(x0 + 50, 388, d["drawer"], "zh", 9)
    return s


def motor(b: Builder, d: dict, scan=None):
    """机动车销售统一发票: everything sits in ruled table cells."""
    s = b.seg("invoice", d["label"])
    pg = s.page(700, 470, scan)
    x0, x1 = 26, 674
    pg.t(350, 40, "机动车销售统一发票", "zh", 18, TPL, al="c", bold=True)
    pg.t(600, 40, "发 票 联", "zh", 11, TPL, al="c")
    zh_seal(pg, 350, 64, "国家税务总局" + d["prov"] + "税务局", bottom=SEAL_TPL, r=17, oval=True)
    pg.t(x0, 70, "开票日期", "zh", 9, TPL)
    pg.t(x0 + 46, 70, d["date"], "cour", 9, fld=("date", d["date"]))
    pg.t(470, 58, "发票代码", "zh", 9, TPL)
    pg.t(520, 58, d["code"], "cour", 9)
    pg.t(470, 74, "发票号码", "zh", 9, TPL)
    pg.t(520, 74, d["no"], "cour", 9, fld=("invoiceNumber", d["no"]))
    total = dec(d["total"])
    net = dec(total / dec("1.13"))
    tax = total - net
    s.sum("total = net + tax", [net, tax], total)
    up = s.word("cny", total)
    by, se, v = d["buyer"], d["seller"], d["vehicle"]
    rh = 26
    grid = [
        [(96, "机打代码"), (200, d["code"]), (80, "税"), (272, "")],
        [(96, "机打号码"), (200, d["no"]), (80, "控"), (272, d["cipher"])],
        [(96, "机器编号"), (200, d["machine"]), (80, "码"), (272, "")],
        [
            (140, "购买方名称及\n身份证号码/组织机构代码"),
            (230, (f"{by[0]}  {by[1]}", "buyerName")),
            (130, "纳税人识别号/\n统一社会信用代码"),
            (148, by[1]),
        ],
        [(80, "车辆类型"), (130, v[0]), (80, "厂牌型号"), (160, v[1]), (60, "产地"), (138, v[2])],
        [(80, "合格证号"), (200, v[3]), (90, "进口证明书号"), (100, ""), (60, "商检单号"), (118, "")],
        [(80, "发动机号码"), (200, v[4]), (120, "车辆识别代号/车架号码"), (248, v[5])],
        [
            (80, "价税合计"),
            (380, "⊗" + up),
            (40, "小写"),
            (148, ("¥" + money(total, "plain"), "totalAmount")),
        ],
        [(80, "销货单位名称"), (300, (se[0], "sellerName")), (60, "电话"), (208, se[3])],
        [(80, "纳税人识别号"), (300, se[1]), (60, "账号"), (208, se[4])],
        [(80, "地址"), (300, se[2]), (60, "开户银行"), (208, se[5])],
        [
            (120, "增值税税率\n或征收率"),
            (60, "13%"),
            (90, "增值税\n税额"),
            (110, ("¥" + money(tax, "plain"), "taxAmount")),
            (120, "主管税务\n机关及代码"),
            (148, d["office"]),
        ],
        [
            (80, "不含税价"),
            (190, "小写 ¥" + money(net, "plain")),
            (80, "完税凭证号码"),
            (80, ""),
            (50, "吨位"),
            (60, ""),
            (60, "限乘人数"),
            (48, v[6]),
        ],
    ]
    vals = {"buyerName": by[0], "totalAmount": str(total), "sellerName": se[0], "taxAmount": str(tax)}
    y = 84
    for ri, row in enumerate(grid):
        x = x0
        for ci, (w, cell) in enumerate(row):
            label = ci % 2 == 0
            text, fld = (cell, None) if isinstance(cell, str) else (cell[0], (cell[1], vals[cell[1]]))
            parts = text.split("\n")
            for k, part in enumerate(parts):
                yy = y + rh / 2 + 3 + (k - (len(parts) - 1) / 2) * 9.5
                sz = 7.6 if len(parts) > 1 else 8.6
                f = "zh" if not (part[:1].isdigit() or part[:1] in "LW") or label else "cour"
                pg.t(x + 4, yy, part, f, sz, TPL if label else BLACK, fld=fld)
            if ci:
                pg.line(x, y, x, y + rh, 0.6, TPL)
            x += w
        pg.line(x0, y, x1, y, 0.6, TPL)
        y += rh
        if ri == 2:
            y += 4
    pg.rect(x0, 84, x1, y, 0.9, TPL)
    pg.t(x0, y + 20, "销货单位盖章", "zh", 9, TPL)
    pg.t(x0 + 300, y + 20, "开票人", "zh", 9, TPL)
    pg.t(x0 + 340, y + 20, d["drawer"], "zh", 9)
    pg.t(x0 + 470, y + 20, "备注：一车一票", "zh", 9, TPL)
    zh_seal(pg, x0 + 120, y - 6, se[0], bottom="发票专用章", mid=se[1], r=26, oval=True, angle=8)
    return s


def roll(b: Builder, d: dict, scan=None):
    """卷式普通发票 (restaurant roll ticket): narrow page, no separate tax line."""
    s = b.seg("invoice", d["label"])
    pg = s.page(236, 480, scan)
    x = 18
    pg.t(118, 36, d["title"], "zh", 11.5, TPL, al="c", bold=True)
    pg.t(118, 52, "发 票 联", "zh", 9, TPL, al="c")
    zh_seal(pg, 118, 80, "国家税务总局" + d["prov"] + "税务局", bottom=SEAL_TPL, r=16, oval=True)
    y = 112
    rows = [
        ("发票代码：", d["code"], None),
        ("发票号码：", d["no"], ("invoiceNumber", d["no"])),
        ("机打号码：", d["no"], None),
        ("机器编号：", d["machine"], None),
        ("销售方名称：", d["seller"], ("sellerName", d["seller"])),
        ("纳税人识别号：", d["seller_id"], None),
        ("开票日期：", d["date"], ("date", d["date"])),
        ("收款员：", d["cashier"], None),
        ("购买方名称：", d["buyer"], ("buyerName", d["buyer"])),
        ("纳税人识别号：", d["buyer_id"], None),
    ]
    for lab, val, fld in rows:
        lw = pg.t(x, y, lab, "zh", 8, TPL)
        if lw + len(val) * 8 > 200 and not val.isascii():
            y += 12
            lw = 0
        pg.t(x + lw, y, val, "zh", 8, fld=fld)
        y += 14
    y += 6
    pg.line(x, y - 8, 218, y - 8, 0.5, TPL, dashes="[2 2] 0")
    for xx, h in ((x, "项目"), (100, "单价"), (140, "数量"), (218, "金额")):
        pg.t(xx, y + 4, h, "zh", 8, TPL, al="r" if xx == 218 else "l")
    y += 20
    amts = []
    for name, qty, price in d["items"]:
        amt = dec(dec(qty) * dec(price))
        amts.append(amt)
        pg.t(x, y, name, "zh", 8)
        pg.t(100, y, price, "zh", 8)
        pg.t(148, y, str(qty), "zh", 8)
        pg.t(218, y, money(amt, "plain"), "zh", 8, al="r")
        y += 14
    total = sum(amts, dec(0))
    s.sum("total", amts, total)
    y += 10
    pg.t(x, y, "合计金额（小写）：", "zh", 8.5, TPL)
    pg.t(x + 80, y, "¥" + money(total, "plain"), "zh", 8.5, fld=("totalAmount", str(total)))
    y += 16
    up = s.word("cny", total)
    pg.t(x, y, "合计金额（大写）：", "zh", 8.5, TPL)
    pg.t(x, y + 14, up, "zh", 8.5)
    y += 36
    pg.t(x, y, "校验码：", "zh", 8, TPL)
    pg.t(x + 34, y, d["check"], "cour", 7.2)
    zh_seal(pg, 118, y + 56, d["seller"], bottom="发票专用章", mid=d["seller_id"], r=26, oval=True, angle=-5)
    return s
