"""Business documents of the twelve page-stream types, Chinese and English, with gold fields.

``make_document(doc_type, lang, rng)`` returns a ``Doc``: its pages (title, body lines, running header,
page-number style), the identifier every page may repeat, and the key fields with the 1-based page (within
the document) each value is printed on. Untitled continuation pages and signature pages are the normal case.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Literal

Lang = Literal["zh", "en"]
PageStyle = Literal["zh_of", "en_of", "dash", "slash", "none"]

TYPES = (
    "invoice",
    "contract",
    "official_document",
    "tender",
    "id_card",
    "drug_leaflet",
    "food_label",
    "utility_bill",
    "degree_certificate",
    "diploma",
    "annual_report",
    "cv",
)

_ZH_NAMES = ("张伟", "王芳", "李娜", "刘洋", "陈静", "杨磊", "赵敏", "黄勇")
_EN_NAMES = ("John Carter", "Mary Lewis", "David Chen", "Sarah Miller", "James Brown", "Emma Wilson")
_ZH_COMPANIES = (
    "北京华信科技有限公司",
    "上海东方贸易有限公司",
    "深圳博远电子有限公司",
    "杭州青禾食品有限公司",
)
_EN_COMPANIES = (
    "Northwind Trading Ltd",
    "Blue River Systems Inc",
    "Atlas Components plc",
    "Greenfield Foods LLC",
)
_ZH_FILLER = (
    "双方应本着诚实信用的原则履行本协议项下的各项义务。",
    "相关费用按照国家有关规定及双方约定执行。",
    "如遇不可抗力，受影响一方应及时书面通知另一方。",
    "本条款未尽事宜，由双方另行协商并签订补充协议。",
    "各方应对在履行过程中知悉的商业秘密承担保密义务。",
    "有关单位应当加强组织领导，认真抓好贯彻落实。",
)
_EN_FILLER = (
    "Each party shall perform its obligations in good faith and with reasonable care.",
    "All fees shall be settled in accordance with the schedule agreed by the parties.",
    "Neither party shall be liable for delays caused by events beyond its control.",
    "Any matter not covered herein shall be resolved by a written supplementary agreement.",
    "The parties shall keep confidential all business information received hereunder.",
    "Management continued to invest in capacity while keeping operating costs under control.",
)


@dataclass
class Page:
    title: str = ""
    lines: list[str] = field(default_factory=list)


@dataclass
class Doc:
    doc_type: str
    lang: Lang
    pages: list[Page]
    header: str = ""
    page_style: PageStyle = "none"
    ident: str = ""
    # field name -> (value, 1-based page within the document)
    fields: dict[str, tuple[str, int]] = field(default_factory=dict)


def id_number(rng: random.Random) -> str:
    """An 18-digit resident ID number with a valid ISO 7064 check character."""
    body = f"{rng.choice((110105, 310104, 440305, 330106))}{rng.randint(1965, 2001)}"
    body += f"{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}{rng.randint(100, 999)}"
    weights = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
    total = sum(int(d) * w for d, w in zip(body, weights, strict=True))
    return body + "10X98765432"[total % 11]


def _date(rng: random.Random, lang: Lang) -> str:
    y, m, d = rng.randint(2019, 2024), rng.randint(1, 12), rng.randint(1, 28)
    return f"{y}年{m}月{d}日" if lang == "zh" else f"{y}-{m:02d}-{d:02d}"


def _filler(rng: random.Random, lang: Lang, n: int) -> list[str]:
    pool = _ZH_FILLER if lang == "zh" else _EN_FILLER
    return [rng.choice(pool) for _ in range(n)]


def _clauses(rng: random.Random, lang: Lang, first: int, n: int) -> list[str]:
    out = []
    for k in range(first, first + n):
        head = f"第{k}条 " if lang == "zh" else f"Clause {k}. "
        out += [head + _filler(rng, lang, 1)[0], *_filler(rng, lang, 2)]
    return out


def _invoice(rng: random.Random, lang: Lang) -> Doc:
    no = f"{rng.randint(10**7, 10**8 - 1)}"
    seller, buyer = rng.sample(_ZH_COMPANIES if lang == "zh" else _EN_COMPANIES, 2)
    total = f"{rng.randint(1000, 99999)}.{rng.randint(0, 99):02d}"
    date = _date(rng, lang)
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
    a, b = rng.sample(_ZH_COMPANIES if lang == "zh" else _EN_COMPANIES, 2)
    amount = f"{rng.randint(10, 900)},{rng.randint(100, 999)}.00"
    date = _date(rng, lang)
    n_body = rng.randint(1, 3)
    if lang == "zh":
        first = [
            f"合同编号：{no}",
            f"甲方：{a}",
            f"乙方：{b}",
            "甲乙双方经友好协商，就技术服务事宜达成如下协议：",
        ]
        first += [f"合同总金额：人民币{amount}元", *_clauses(rng, lang, 1, 2)]
        pages = [Page("技术服务合同", first)]
        pages += [Page("", _clauses(rng, lang, 3 + 3 * k, 3)) for k in range(n_body)]
        pages.append(
            Page(
                "",
                ["（以下无正文，为签署页）", f"甲方（盖章）：{a}", f"乙方（盖章）：{b}", f"签订日期：{date}"],
            )
        )
        header = f"合同编号：{no}"
    else:
        first = [f"Contract No.: {no}", f"Party A: {a}", f"Party B: {b}", "The parties agree as follows:"]
        first += [f"Contract Amount: USD {amount}", *_clauses(rng, lang, 1, 2)]
        pages = [Page("SERVICE AGREEMENT", first)]
        pages += [Page("", _clauses(rng, lang, 3 + 3 * k, 3)) for k in range(n_body)]
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
    date = _date(rng, lang)
    if lang == "zh":
        first = [
            f"发文字号：{no}",
            "各区人民政府，市政府各委、办、局：",
            "现将有关事项通知如下：",
            *_filler(rng, lang, 5),
        ]
        pages = [Page("关于进一步加强安全生产工作的通知", first)]
        pages.append(Page("", [*_filler(rng, lang, 6), "北京市人民政府办公厅", date, "（此件公开发布）"]))
    else:
        first = [f"Document No.: {no}", "To all municipal departments and agencies:", *_filler(rng, lang, 5)]
        pages = [Page("NOTICE ON STRENGTHENING WORKPLACE SAFETY", first)]
        pages.append(Page("", [*_filler(rng, lang, 6), "General Office of the City Government", date]))
    fields = {"documentNumber": (no, 1), "issueDate": (date, 2)}
    return Doc("official_document", lang, pages, page_style="dash", ident=no, fields=fields)


def _tender(rng: random.Random, lang: Lang) -> Doc:
    no = f"ZB{rng.randint(2019, 2024)}{rng.randint(10000, 99999)}"
    org = rng.choice(_ZH_COMPANIES if lang == "zh" else _EN_COMPANIES)
    if lang == "zh":
        first = [
            f"招标编号：{no}",
            f"招标人：{org}",
            "项目名称：办公设备采购项目",
            "投标截止时间：详见投标人须知",
        ]
        pages = [Page("招标文件", [*first, *_filler(rng, lang, 3)])]
        pages.append(
            Page(
                "",
                [
                    "第二章 投标人须知",
                    "投标人应具备独立法人资格。",
                    "投标保证金：人民币伍万元。",
                    *_filler(rng, lang, 3),
                ],
            )
        )
        header = "办公设备采购项目 招标文件"
    else:
        first = [f"Tender No.: {no}", f"Contracting Authority: {org}", "Subject: supply of office equipment"]
        pages = [Page("INVITATION TO TENDER", [*first, *_filler(rng, lang, 3)])]
        pages.append(
            Page(
                "", ["Section 2. Instructions to Bidders", "Bid security: USD 5,000.", *_filler(rng, lang, 3)]
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


def _id_card(rng: random.Random, lang: Lang) -> Doc:
    num = id_number(rng)
    name = rng.choice(_ZH_NAMES)
    addr = rng.choice(("北京市朝阳区建国路88号", "上海市浦东新区世纪大道100号", "深圳市南山区科技园路1号"))
    authority = rng.choice(("北京市公安局朝阳分局", "上海市公安局浦东分局", "深圳市公安局南山分局"))
    period = f"{rng.randint(2015, 2020)}.03.01-{rng.randint(2035, 2040)}.03.01"
    front = [
        f"姓名 {name}",
        f"性别 {rng.choice('男女')}  民族 汉",
        f"出生 {num[6:10]}年{int(num[10:12])}月{int(num[12:14])}日",
    ]
    front += [f"住址 {addr}", f"公民身份号码 {num}"]
    back = ["中华人民共和国", "居民身份证", f"签发机关 {authority}", f"有效期限 {period}"]
    fields = {"name": (name, 1), "idNumber": (num, 1), "address": (addr, 1)}
    fields |= {"issuingAuthority": (authority, 2), "validPeriod": (period, 2)}
    return Doc("id_card", "zh", [Page("", front), Page("", back)], ident=num, fields=fields)


def _drug(rng: random.Random, lang: Lang) -> Doc:
    name = rng.choice(("阿莫西林胶囊", "布洛芬缓释胶囊", "盐酸二甲双胍片"))
    no = f"国药准字H{rng.randint(10000000, 99999999)}"
    lines = [f"【药品名称】通用名称：{name}", "【成份】本品主要成份为……", "【适应症】用于缓解轻至中度疼痛。"]
    lines += [
        "【用法用量】口服，一次1粒，一日2次。",
        "【不良反应】偶见恶心、皮疹。",
        "【禁忌】对本品过敏者禁用。",
    ]
    lines += ["【贮藏】密封，在干燥处保存。", f"【批准文号】{no}", "【生产企业】华北制药股份有限公司"]
    fields = {"drugName": (name, 1), "approvalNumber": (no, 1)}
    return Doc("drug_leaflet", "zh", [Page(f"{name}说明书", lines)], ident=no, fields=fields)


def _food(rng: random.Random, lang: Lang) -> Doc:
    if lang == "zh":
        name = rng.choice(("全麦苏打饼干", "原味酸奶", "五香牛肉干"))
        lines = [
            f"产品名称：{name}",
            "配料表：小麦粉、植物油、白砂糖、食用盐",
            "营养成分表  项目 每100克 营养素参考值%",
        ]
        lines += [
            "能量 2050千焦 24%",
            "蛋白质 8.5克 14%",
            "净含量：200克",
            "保质期：12个月",
            "生产许可证编号：SC10833010600123",
        ]
        fields = {"productName": (name, 1), "netContent": ("200克", 1)}
        return Doc("food_label", lang, [Page("食品标签", lines)], fields=fields)
    name = rng.choice(("Whole Wheat Crackers", "Greek Style Yogurt", "Roasted Almonds"))
    lines = [
        f"Product: {name}",
        "Ingredients: wheat flour, vegetable oil, sugar, salt",
        "Nutrition Facts  Serving size 30 g",
    ]
    lines += [
        "Calories 140",
        "Total Fat 5 g 7%",
        "Net Wt 200 g",
        "Best before: see top of pack",
        "Allergens: contains wheat",
    ]
    return Doc("food_label", lang, [Page("NUTRITION LABEL", lines)], fields={"productName": (name, 1)})


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


def _degree(rng: random.Random, lang: Lang) -> Doc:
    no = f"{rng.randint(10**15, 10**16 - 1)}"
    if lang == "zh":
        name = rng.choice(_ZH_NAMES)
        lines = [
            f"{name}，性别男，{rng.randint(1990, 2000)}年3月生。在清华大学工学专业完成了学士学位的学习，"
        ]
        lines += [
            "成绩合格，依照《中华人民共和国学位条例》的规定，授予工学学士学位。",
            "校长：邱勇",
            f"证书编号：{no}",
        ]
        doc = Doc("degree_certificate", lang, [Page("学士学位证书", lines)], ident=no)
    else:
        name = rng.choice(_EN_NAMES)
        lines = ["The Board of Trustees of Westbrook University", "hereby confers upon", name]
        lines += [
            "the degree of Bachelor of Science",
            "with all the rights and privileges thereto",
            f"Certificate No. {no}",
        ]
        doc = Doc("degree_certificate", lang, [Page("DEGREE CERTIFICATE", lines)], ident=no)
    doc.fields = {"holderName": (name, 1), "certificateNumber": (no, 1)}
    return doc


def _diploma(rng: random.Random, lang: Lang) -> Doc:
    no = f"{rng.randint(10**15, 10**16 - 1)}"
    if lang == "zh":
        name = rng.choice(_ZH_NAMES)
        lines = [
            f"学生{name}，性别女，于二〇一五年九月至二〇一九年六月在本校计算机科学与技术专业四年制本科学习，"
        ]
        lines += ["修完教学计划规定的全部课程，成绩合格，准予毕业。", "校名：浙江大学", f"证书编号：{no}"]
        doc = Doc("diploma", lang, [Page("普通高等学校毕业证书", lines)], ident=no)
    else:
        name = rng.choice(_EN_NAMES)
        lines = [
            "This is to certify that",
            name,
            "has satisfactorily completed the course of study prescribed",
        ]
        lines += [
            "and is therefore awarded this High School Diploma",
            "Lincoln High School",
            f"Diploma No. {no}",
        ]
        doc = Doc("diploma", lang, [Page("HIGH SCHOOL DIPLOMA", lines)], ident=no)
    doc.fields = {"holderName": (name, 1), "certificateNumber": (no, 1)}
    return doc


def _annual(rng: random.Random, lang: Lang) -> Doc:
    year = rng.randint(2019, 2023)
    company = rng.choice(_ZH_COMPANIES if lang == "zh" else _EN_COMPANIES)
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
                    *_filler(rng, lang, 4),
                ],
            )
        )
        pages.append(Page("", ["第三节 管理层讨论与分析", *_filler(rng, lang, 6)]))
        header = f"{company} {year}年年度报告全文"
    else:
        pages = [
            Page(
                f"{company} Annual Report {year}",
                [f"Stock code: {code}", "Chairman's Statement", *_filler(rng, lang, 3)],
            )
        ]
        pages.append(
            Page(
                "",
                [
                    "Financial Highlights",
                    "Revenue  Operating profit  Earnings per share",
                    *_filler(rng, lang, 4),
                ],
            )
        )
        pages.append(Page("", ["Management Discussion and Analysis", *_filler(rng, lang, 6)]))
        header = f"{company} Annual Report {year}"
    fields = {"companyName": (company, 1), "stockCode": (code, 1), "reportYear": (str(year), 1)}
    style: PageStyle = "zh_of" if lang == "zh" else "en_of"
    return Doc("annual_report", lang, pages, header=header, page_style=style, ident=code, fields=fields)


def _cv(rng: random.Random, lang: Lang) -> Doc:
    if lang == "zh":
        name = rng.choice(_ZH_NAMES)
        phone = f"138{rng.randint(10**7, 10**8 - 1)}"
        first = [
            f"姓名：{name}",
            f"电话：{phone}",
            "求职意向：软件工程师",
            "教育背景",
            "2012-2016 复旦大学 计算机科学 本科",
        ]
        first += ["工作经历", "2016-2020 上海东方贸易有限公司 开发工程师"]
        pages = [
            Page("个人简历", first),
            Page("", ["项目经验", *_filler(rng, lang, 3), "专业技能", "Python、Java、SQL"]),
        ]
    else:
        name = rng.choice(_EN_NAMES)
        phone = f"+1 555 {rng.randint(1000, 9999)}"
        first = [
            name,
            f"Phone: {phone}",
            "Objective: software engineer",
            "Education",
            "2012-2016 BSc Computer Science",
        ]
        first += ["Work Experience", "2016-2020 Developer, Northwind Trading Ltd"]
        pages = [
            Page("CURRICULUM VITAE", first),
            Page("", ["Projects", *_filler(rng, lang, 3), "Skills", "Python, Java, SQL"]),
        ]
    if rng.random() < 0.5:
        pages = pages[:1]
    return Doc(
        "cv",
        lang,
        pages,
        page_style="slash" if len(pages) > 1 else "none",
        fields={"name": (name, 1), "phone": (phone, 1)},
    )


_BUILDERS = {
    "invoice": _invoice,
    "contract": _contract,
    "official_document": _official,
    "tender": _tender,
    "id_card": _id_card,
    "drug_leaflet": _drug,
    "food_label": _food,
    "utility_bill": _utility,
    "degree_certificate": _degree,
    "diploma": _diploma,
    "annual_report": _annual,
    "cv": _cv,
}


def make_document(doc_type: str, lang: Lang, rng: random.Random) -> Doc:
    """One document of ``doc_type`` (ID cards and drug leaflets are Chinese whatever ``lang`` says)."""
    return _BUILDERS[doc_type](rng, lang)
