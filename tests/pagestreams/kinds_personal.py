"""ID cards, drug leaflets, food labels, degree certificates, diplomas and CVs."""

from __future__ import annotations

import random

from tests.pagestreams.documents import (
    EN_NAMES,
    ZH_NAMES,
    Doc,
    Lang,
    Page,
    filler,
    id_number,
)


def _id_card(rng: random.Random, lang: Lang) -> Doc:
    num = id_number(rng)
    name = rng.choice(ZH_NAMES)
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


def _degree(rng: random.Random, lang: Lang) -> Doc:
    no = f"{rng.randint(10**15, 10**16 - 1)}"
    if lang == "zh":
        name = rng.choice(ZH_NAMES)
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
        name = rng.choice(EN_NAMES)
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
        name = rng.choice(ZH_NAMES)
        lines = [
            f"学生{name}，性别女，于二〇一五年九月至二〇一九年六月在本校计算机科学与技术专业四年制本科学习，"
        ]
        lines += ["修完教学计划规定的全部课程，成绩合格，准予毕业。", "校名：浙江大学", f"证书编号：{no}"]
        doc = Doc("diploma", lang, [Page("普通高等学校毕业证书", lines)], ident=no)
    else:
        name = rng.choice(EN_NAMES)
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


def _cv(rng: random.Random, lang: Lang) -> Doc:
    if lang == "zh":
        name = rng.choice(ZH_NAMES)
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
            Page("", ["项目经验", *filler(rng, lang, 3), "专业技能", "Python、Java、SQL"]),
        ]
    else:
        name = rng.choice(EN_NAMES)
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
            Page("", ["Projects", *filler(rng, lang, 3), "Skills", "Python, Java, SQL"]),
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
