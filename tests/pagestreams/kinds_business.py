"""Invoices, contracts, official documents, tenders, utility bills and annual reports."""

from __future__ import annotations

import random

from tests.pagestreams.documents import (
    EN_COMPANIES,
    ZH_COMPANIES,
    Doc,
    Lang,
    Page,
    PageStyle,
    clauses,
    doc_date,
    filler,
)


def _invoice(rng: random.Random, lang: Lang) -> Doc:
    no = f"{rng.randint(10**7, 10**8 - 1)}"
    seller, buyer = rng.sample(ZH_COMPANIES if lang == "zh" else EN_COMPANIES, 2)
    total = f"{rng.randint(1000, 99999)}.{rng.randint(0, 99):02d}"
    date = doc_date(rng, lang)
    if lang == "zh":
        lines = [f"发票号码：{no}", f"开票日期：{date}", f"购买方名称：{buyer}", f"销售方名称：{seller}"]
        lines += [
            "货物或应税劳务名称  规格型号  数量  单价  金额  税率  税额",
            "技术服务费  项  1  详见清单  13%",
        ]
        lines += [f"价税合计（小写）：¥{total}", "开票人：王芳  复核：李娜  收款人：赵敏"]
        pages = [Page("增值税专用发票", lines)]
    else:
        lines = [f"Invoice No.: {no}", f"Invoice Date: {date}", f"Bill To: {buyer}", f"Seller: {seller}"]
        lines += ["Description  Qty  Unit Price  Amount", "Consulting services  1  see schedule"]
        lines += [
            f"Total Amount Due: USD {total}",
            "Payment terms: 30 days net. Thank you for your business.",
        ]
        pages = [Page("INVOICE", lines)]
    fields = {"invoiceNumber": (no, 1), "sellerName": (seller, 1), "buyerName": (buyer, 1)}
    fields |= {"totalAmount": (total, 1), "date": (date, 1)}
    if rng.random() < 0.4:  # a second page of line items, headed by the same invoice number
        item = "项目明细  " if lang == "zh" else "Line items  "
        extra = [f"发票号码：{no}" if lang == "zh" else f"Invoice No.: {no}"]
        extra += [f"{item}{k}  {rng.randint(100, 999)}.00" for k in range(1, 9)]
        pages.append(Page("", extra))
    return Doc(
        "invoice", lang, pages, page_style="zh_of" if lang == "zh" else "en_of", ident=no, fields=fields
    )


def _contract(rng: random.Random, lang: Lang) -> Doc:
    no = f"HT-{rng.randint(2019, 2024)}-{rng.randint(1000, 9999)}"
    a, b = rng.sample(ZH_COMPANIES if lang == "zh" else EN_COMPANIES, 2)
    amount = f"{rng.randint(10, 900)},{rng.randint(100, 999)}.00"
    date = doc_date(rng, lang)
    n_body = rng.randint(1, 3)
    if lang == "zh":
        first = [
            f"合同编号：{no}",
            f"甲方：{a}",
            f"乙方：{b}",
            "甲乙双方经友好协商，就技术服务事宜达成如下协议：",
        ]
        first += [f"合同总金额：人民币{amount}元", *clauses(rng, lang, 1, 2)]
        pages = [Page("技术服务合同", first)]
        pages += [Page("", clauses(rng, lang, 3 + 3 * k, 3)) for k in range(n_body)]
        pages.append(
            Page(
                "",
                ["（以下无正文，为签署页）", f"甲方（盖章）：{a}", f"乙方（盖章）：{b}", f"签订日期：{date}"],
            )
        )
        header = f"合同编号：{no}"
    else:
        first = [f"Contract No.: {no}", f"Party A: {a}", f"Party B: {b}", "The parties agree as follows:"]
        first += [f"Contract Amount: USD {amount}", *clauses(rng, lang, 1, 2)]
        pages = [Page("SERVICE AGREEMENT", first)]
        pages += [Page("", clauses(rng, lang, 3 + 3 * k, 3)) for k in range(n_body)]
        sig = ["IN WITNESS WHEREOF the parties have signed this Agreement.", f"For Party A: {a}"]
        pages.append(Page("", [*sig, f"For Party B: {b}", f"Date of signing: {date}"]))
        header = f"Service Agreement {no}"
    fields = {"contractNumber": (no, 1), "partyA": (a, 1), "partyB": (b, 1), "contractAmount": (amount, 1)}
    fields["signDate"] = (date, len(pages))
    style: PageStyle = rng.choice(("zh_of", "slash", "none") if lang == "zh" else ("en_of", "slash", "none"))
    return Doc("contract", lang, pages, header=header, page_style=style, ident=no, fields=fields)


def _official(rng: random.Random, lang: Lang) -> Doc:
    year = rng.randint(2019, 2024)
    no = (
        f"京政办发〔{year}〕{rng.randint(1, 60)}号"
        if lang == "zh"
        else f"Ref. GOV/{year}/{rng.randint(10, 99)}"
    )
    date = doc_date(rng, lang)
    if lang == "zh":
        first = [
            f"发文字号：{no}",
            "各区人民政府，市政府各委、办、局：",
            "现将有关事项通知如下：",
            *filler(rng, lang, 5),
        ]
        pages = [Page("关于进一步加强安全生产工作的通知", first)]
        pages.append(Page("", [*filler(rng, lang, 6), "北京市人民政府办公厅", date, "（此件公开发布）"]))
    else:
        first = [f"Document No.: {no}", "To all municipal departments and agencies:", *filler(rng, lang, 5)]
        pages = [Page("NOTICE ON STRENGTHENING WORKPLACE SAFETY", first)]
        pages.append(Page("", [*filler(rng, lang, 6), "General Office of the City Government", date]))
    fields = {"documentNumber": (no, 1), "issueDate": (date, 2)}
    return Doc("official_document", lang, pages, page_style="dash", ident=no, fields=fields)


def _tender(rng: random.Random, lang: Lang) -> Doc:
    no = f"ZB{rng.randint(2019, 2024)}{rng.randint(10000, 99999)}"
    org = rng.choice(ZH_COMPANIES if lang == "zh" else EN_COMPANIES)
    if lang == "zh":
        first = [
            f"招标编号：{no}",
            f"招标人：{org}",
            "项目名称：办公设备采购项目",
            "投标截止时间：详见投标人须知",
        ]
        pages = [Page("招标文件", [*first, *filler(rng, lang, 3)])]
        pages.append(
            Page(
                "",
                [
                    "第二章 投标人须知",
                    "投标人应具备独立法人资格。",
                    "投标保证金：人民币伍万元。",
                    *filler(rng, lang, 3),
                ],
            )
        )
        header = "办公设备采购项目 招标文件"
    else:
        first = [f"Tender No.: {no}", f"Contracting Authority: {org}", "Subject: supply of office equipment"]
        pages = [Page("INVITATION TO TENDER", [*first, *filler(rng, lang, 3)])]
        pages.append(
            Page(
                "", ["Section 2. Instructions to Bidders", "Bid security: USD 5,000.", *filler(rng, lang, 3)]
            )
        )
        header = "Tender Documents - Office Equipment"
    fields = {"tenderNumber": (no, 1), "tenderer": (org, 1)}
    return Doc(
        "tender",
        lang,
        pages,
        header=header,
        page_style="zh_of" if lang == "zh" else "en_of",
        ident=no,
        fields=fields,
    )


def _utility(rng: random.Random, lang: Lang) -> Doc:
    acct = f"{rng.randint(10**9, 10**10 - 1)}"
    amount = f"{rng.randint(50, 900)}.{rng.randint(0, 99):02d}"
    if lang == "zh":
        lines = [
            f"户号：{acct}",
            "用电地址：北京市海淀区中关村大街1号",
            "计费周期：2023年5月1日至2023年5月31日",
        ]
        lines += [
            "上期示数 10234  本期示数 10598  用电量 364千瓦时",
            f"本期应缴电费：{amount}元",
            "缴费截止日期：2023年6月20日",
        ]
        doc = Doc("utility_bill", lang, [Page("国网北京市电力公司 电费通知单", lines)], ident=acct)
    else:
        lines = [
            f"Account Number: {acct}",
            "Service Address: 12 Elm Street, Springfield",
            "Billing Period: May 1 - May 31",
        ]
        lines += [
            "Electricity usage 364 kWh",
            "Water usage 12 m3",
            f"Amount Due: USD {amount}",
            "Please pay by June 20.",
        ]
        doc = Doc("utility_bill", lang, [Page("UTILITY BILL - ELECTRICITY AND WATER", lines)], ident=acct)
    doc.fields = {"accountNumber": (acct, 1), "amountDue": (amount, 1)}
    return doc


def _annual(rng: random.Random, lang: Lang) -> Doc:
    year = rng.randint(2019, 2023)
    company = rng.choice(ZH_COMPANIES if lang == "zh" else EN_COMPANIES)
    code = f"{rng.choice((600, 601, 300, 2))}{rng.randint(100, 999):03d}"
    if lang == "zh":
        pages = [
            Page(
                f"{company} {year}年年度报告",
                [
                    f"股票代码：{code}",
                    "第一节 重要提示、目录和释义",
                    "公司董事会保证年度报告内容的真实、准确、完整。",
                ],
            )
        ]
        pages.append(
            Page(
                "",
                [
                    "第二节 公司简介和主要财务指标",
                    "营业收入（元）  归属于上市公司股东的净利润（元）",
                    *filler(rng, lang, 4),
                ],
            )
        )
        pages.append(Page("", ["第三节 管理层讨论与分析", *filler(rng, lang, 6)]))
        header = f"{company} {year}年年度报告全文"
    else:
        pages = [
            Page(
                f"{company} Annual Report {year}",
                [f"Stock code: {code}", "Chairman's Statement", *filler(rng, lang, 3)],
            )
        ]
        pages.append(
            Page(
                "",
                [
                    "Financial Highlights",
                    "Revenue  Operating profit  Earnings per share",
                    *filler(rng, lang, 4),
                ],
            )
        )
        pages.append(Page("", ["Management Discussion and Analysis", *filler(rng, lang, 6)]))
        header = f"{company} Annual Report {year}"
    fields = {"companyName": (company, 1), "stockCode": (code, 1), "reportYear": (str(year), 1)}
    style: PageStyle = "zh_of" if lang == "zh" else "en_of"
    return Doc("annual_report", lang, pages, header=header, page_style=style, ident=code, fields=fields)
