"""Taiwan 統一發票 (paper triplicate, e-invoice proof copy), Hong Kong bilingual invoice and receipt."""

from __future__ import annotations

from core import A4, GREY, RED, Stream, footer_pages
from docs_cn_inv import vtext
from fmt import cn_upper, dec, fdate, money, money0, words_int

GREEN = (0.1, 0.42, 0.3)


def tw_items(st: Stream, rng, pool, n):
    rows = []
    for name, lo, hi in rng.sample(pool, n):
        qty = rng.randint(2, 40)
        price = dec(rng.randint(lo, hi))
        rows.append((name, qty, price, dec(qty * price)))
    net = sum((r[3] for r in rows), dec(0))
    tax = dec(round(net * dec("0.05")))
    st.add_check("net", [r[3] for r in rows], net)
    st.add_check("total", [net, tax], net + tax)
    return rows, net, tax, net + tax


TW_GOODS = [
    ("A4影印紙 80磅", 95, 130),
    ("中性筆 0.5mm（藍）", 12, 18),
    ("檔案夾 L型", 4, 9),
    ("白板筆 四色組", 85, 120),
    ("碳粉匣 CF-258A", 1650, 2300),
    ("長尾夾 32mm", 38, 55),
    ("釘書機 HD-10", 95, 160),
]


def tw_triplicate(st: Stream, seller, buyer, no, date, n=4):
    """統一發票（三聯式）, 第二聯 扣抵聯."""
    st.begin("invoice")
    pg = st.page((540.0, 640.0), cjk="china-t")
    roc = date.year - 1911
    m0 = date.month - (1 - date.month % 2)
    pg.t(270, 48, "統 一 發 票 （三聯式）", 19, align="c", color=GREEN)
    pg.t(270, 72, f"中華民國 {roc} 年 {m0}-{m0 + 1} 月份", 11, align="c", color=GREEN)
    pg.t(500, 48, no, 15, "cobo", "r", RED)
    pg.t(30, 100, "買 受 人：", 10, color=GREEN)
    pg.t(86, 100, buyer["name"], 11)
    pg.t(30, 120, "統一編號：", 10, color=GREEN)
    for i, ch in enumerate(buyer["ubn"]):
        pg.rect(86 + i * 16, 108, 102 + i * 16, 124, 0.5, GREEN)
        pg.t(94 + i * 16, 120, ch, 10, align="c")
    pg.t(30, 140, "地    址：", 10, color=GREEN)
    pg.t(86, 140, buyer["addr"], 9.5)
    pg.t(510, 120, fdate(date, "roc_sp"), 10.5, align="r")
    rows, net, tax, total = tw_items(st, st.rng, TW_GOODS, n)
    table = [["品    名", "數  量", "單  價", "金  額", "備  註"]]
    table += [[a, str(q), money0(p), money0(m), ""] for a, q, p, m in rows]
    table += [[""] * 5] * (7 - len(rows))
    table += [
        ["銷 售 額 合 計", "", "", money0(net), ""],
        ["營  業  稅", "應稅 √  零稅率 □  免稅 □", "", money0(tax), ""],
        ["總        計", "", "", money0(total), ""],
    ]
    y = pg.table(30, 152, [190, 80, 80, 90, 40], table, 9.5, rh=24, aligns=["l", "r", "r", "r", "l"])
    pg.t(34, y + 22, "總計新臺幣（中文大寫）", 10, color=GREEN)
    pg.t(160, y + 22, cn_upper(total, trad=True), 11)
    pg.rect(30, y + 6, 510, y + 32, 0.6, GREEN)
    sy = y + 52
    pg.rect(300, sy, 510, sy + 96, 1.4, RED)
    pg.t(405, sy + 18, "統一發票專用章", 11, align="c", color=RED)
    pg.t(405, sy + 38, seller["name"], 10.5, align="c", color=RED)
    pg.t(405, sy + 56, f"統一編號：{seller['ubn']}", 9.5, align="c", color=RED)
    pg.t(405, sy + 72, "電話：(02)2521-6630", 8.5, align="c", color=RED)
    pg.t(405, sy + 86, seller["addr"], 7.5, align="c", color=RED)
    vtext(pg, 524, 150, "第二聯：扣抵聯  買受人作進項稅額扣抵憑證用", 8, GREEN, 1.2)
    pg.t(
        30, sy + 116, "※ 應稅、零稅率、免稅之銷售額應分別開立統一發票，並應於各該欄打「√」。", 7.5, color=GREY
    )
    st.fields_from(
        invoiceNumber=no,
        date=date.isoformat(),
        sellerName=seller["name"],
        buyerName=buyer["name"],
        totalAmount=money(total, ""),
        taxAmount=money(tax, ""),
    )


def tw_einvoice(st: Stream, seller, buyer, no, date, n=3):
    """電子發票證明聯 (B2B, 格式25) printed on A4 top half."""
    rng = st.rng
    st.begin("invoice")
    pg = st.page(A4, cjk="china-t")
    roc = date.year - 1911
    m0 = date.month - (1 - date.month % 2)
    pg.t(297, 60, seller["name"], 15, align="c")
    pg.t(297, 86, "電子發票證明聯", 17, align="c")
    pg.t(297, 106, f"{roc}年{m0:02d}-{m0 + 1:02d}月", 11, align="c")
    kv = [
        ("發票號碼", no),
        ("格    式", "25"),
        (
            "開立日期",
            fdate(date, "iso") + f" {rng.randint(9, 17):02d}:"
            f"{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}",
        ),
        ("隨 機 碼", f"{rng.randint(1000, 9999)}"),
        ("買    方", buyer["name"]),
        ("統一編號", buyer["ubn"]),
        ("地    址", buyer["addr"]),
    ]
    for i, (k, v) in enumerate(kv):
        pg.t(60, 136 + i * 17, f"{k}：{v}", 10)
    rows, net, tax, total = tw_items(st, rng, TW_GOODS, n)
    table = [["品名", "數量", "單價", "金額", "備註"]]
    table += [[a, str(q), money0(p), money0(m), ""] for a, q, p, m in rows]
    table += [
        ["銷售額合計", "", "", money0(net), ""],
        ["營業稅", "", "", money0(tax), ""],
        ["總計", "", "", money0(total), ""],
    ]
    y = pg.table(60, 262, [190, 60, 70, 90, 65], table, 9.5, rh=22, aligns=["l", "r", "r", "r", "l"])
    pg.t(60, y + 20, "總計新臺幣：" + cn_upper(total, trad=True), 10)
    pg.t(60, y + 50, f"賣方：{seller['name']}  統一編號：{seller['ubn']}", 9.5)
    pg.t(60, y + 66, f"地址：{seller['addr']}", 9.5)
    pg.line(40, 430, 555, 430, 0.5, GREY, dashes="[3 3] 0")
    pg.t(297, 446, "本證明聯僅供買方記帳使用，不得作為兌獎憑證", 8.5, align="c", color=GREY)
    st.fields_from(
        invoiceNumber=no,
        date=date.isoformat(),
        sellerName=seller["name"],
        buyerName=buyer["name"],
        totalAmount=money(total, ""),
        taxAmount=money(tax, ""),
    )


HK_GOODS = [
    ("泰國茉莉香米 Thai Jasmine Rice 25kg", 285, 340),
    ("花生油 Peanut Oil 18L", 420, 520),
    ("生抽 Light Soy Sauce 20L", 168, 210),
    ("蠔油 Oyster Sauce 6 x 2.2kg", 310, 360),
    ("雞粉 Chicken Powder 1kg", 72, 96),
    ("粟粉 Corn Starch 5 x 1kg", 88, 110),
    ("白糖 Granulated Sugar 25kg", 240, 280),
    ("冷凍雞翼 Frozen Chicken Wings 10kg", 380, 460),
    ("膠手套 Disposable Gloves 100pcs", 26, 35),
    ("食油紙 Greaseproof Paper 500 sheets", 58, 75),
    ("清潔劑 Detergent 4 x 5L", 150, 185),
    ("米粉 Rice Vermicelli 30 x 400g", 190, 230),
    ("罐頭粟米 Canned Sweet Corn 24 x 425g", 205, 250),
    ("麵粉 Plain Flour 22.7kg", 215, 260),
]


def hk_invoice(st: Stream, seller, buyer, no, date, n=14, per_page=9):
    """Bilingual HK invoice (no sales tax), items flowing over two pages."""
    rng = st.rng
    st.begin("invoice")
    picks = rng.sample(HK_GOODS, n)
    rows = []
    for name, lo, hi in picks:
        qty = rng.randint(2, 30)
        price = dec(rng.randint(lo, hi))
        rows.append([name, str(qty), money(price), dec(qty * price)])
    total = sum((r[3] for r in rows), dec(0))
    st.add_check("total", [r[3] for r in rows], total)
    pages = []
    for chunk in range(0, n, per_page):
        pg = st.page(A4, cjk="china-t")
        pages.append(pg)
        first = chunk == 0
        if first:
            pg.t(297, 56, seller["zh"], 18, align="c")
            pg.t(297, 76, seller["en"], 12, "hebo", "c")
            pg.t(297, 92, seller["addr_zh"], 8.5, align="c", color=GREY)
            pg.t(297, 104, seller["addr_en"], 8, align="c", color=GREY)
            pg.t(297, 116, "Tel: 2341 7086   Fax: 2341 7087", 8, align="c", color=GREY)
            pg.t(297, 146, "發票 INVOICE", 16, align="c")
            pg.t(50, 176, "致 To:", 9.5)
            pg.t(90, 176, buyer["zh"], 10.5)
            pg.t(90, 190, buyer["en"], 9.5)
            pg.t(90, 204, buyer["addr_en"], 8.5)
            for i, (k, v) in enumerate(
                (
                    ("發票編號 Invoice No.", no),
                    ("日期 Date", fdate(date, "dmy_slash")),
                    ("客戶編號 A/C No.", "C0218"),
                    ("付款條件 Terms", "30 days"),
                )
            ):
                pg.t(360, 176 + i * 14, k, 8.5)
                pg.t(460, 176 + i * 14, ": " + v, 8.5)
            y = 236
        else:
            pg.t(50, 56, seller["en"], 10, "hebo")
            pg.t(545, 56, f"INVOICE 發票 (continued)  No. {no}", 9, align="r")
            y = 80
        table = [["貨品 Description", "數量 Qty", "單價 Unit Price (HK$)", "金額 Amount (HK$)"]]
        table += [[a, b, c, money(d)] for a, b, c, d in rows[chunk : chunk + per_page]]
        y = pg.table(50, y, [250, 60, 90, 95], table, 8.5, rh=22, aligns=["l", "r", "r", "r"])
        if chunk + per_page < n:
            pg.t(545, y + 16, "續下頁 Continued on next page", 8.5, align="r", color=GREY)
            continue
        pg.t(400, y + 20, "總額 TOTAL  HK$", 10.5, "hebo", "r")
        pg.t(545, y + 20, money(total), 11, "hebo", "r")
        pg.rect(405, y + 6, 548, y + 26, 0.8)
        words = words_int(int(total)).upper()
        pg.t(50, y + 48, f"港幣{cn_upper(total, trad=True).replace('整', '正')}", 9.5)
        pg.para(50, y + 62, 495, f"HONG KONG DOLLARS {words} ONLY", 9)
        pg.t(
            50,
            y + 100,
            'Payment by crossed cheque payable to "' + seller["en"] + '" or bank transfer to',
            8.5,
        )
        pg.t(50, y + 112, "HSBC A/C No. 801-246813-838. Goods sold are not returnable.  E. & O.E.", 8.5)
        pg.t(545, y + 150, f"For and on behalf of {seller['en']}", 8.5, align="r")
        pg.signature(440, y + 185, 80)
        pg.t(545, y + 200, "Authorised Signature(s)", 8, align="r")
    footer_pages(pages, "Page {i} of {n}", align="r")
    st.fields_from(
        invoiceNumber=no,
        date=date.isoformat(),
        sellerName=seller["zh"],
        buyerName=buyer["zh"],
        totalAmount=money(total, ""),
    )
    return total


def hk_receipt(st: Stream, seller, buyer, no, date, amount, inv_no):
    """收據 RECEIPT (other)."""
    st.begin("other", "HK receipt")
    pg = st.page((595.0, 330.0), cjk="china-t")
    pg.t(297, 44, seller["zh"] + "  " + seller["en"], 11.5, align="c")
    pg.t(297, 74, "收據 OFFICIAL RECEIPT", 15, align="c")
    pg.t(500, 100, f"No. {no}", 11, "cobo", "r", RED)
    pg.t(60, 100, "日期 Date: " + fdate(date, "d_mon_y"), 10)
    lines = [
        f"茲收到 Received from: {buyer['en']}",
        f"港幣 the sum of Hong Kong Dollars: {words_int(int(amount))} Only",
        f"用途 Being payment of: Invoice No. {inv_no}",
        "付款方式 By: Cheque No. 004517 (HSBC)",
    ]
    y = 130
    for s in lines:
        pg.t(60, y, s, 10)
        pg.line(60, y + 4, 540, y + 4, 0.3, GREY)
        y += 26
    pg.rect(60, y + 4, 210, y + 30, 0.8)
    pg.t(70, y + 22, f"HK$ {money(amount)}", 12, "hebo")
    pg.t(400, y + 40, "經手人 Received by", 9)
    pg.signature(420, y + 26, 70)
    pg.seal(330, y + 18, 30, seller["zh"], "", star=False, size=8)
