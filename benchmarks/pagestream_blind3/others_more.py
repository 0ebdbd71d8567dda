"""More documents of the other class: office paperwork, articles, letters, blanks and separators."""

from __future__ import annotations

from contracts import Flow
from render import DocCtx


def o_poa(c: DocCtx):
    fl = Flow(c)
    fl.title("授权委托书", 20)
    fl.p("委托人：苏州工业园区星湖置业有限公司", indent=0)
    fl.p("法定代表人：沈立群    职务：执行董事", indent=0)
    fl.p("受托人：吴昊天，身份证号码：320502198804163019，职务：工程部经理", indent=0)
    fl.p(
        "现委托上述受托人代表我公司办理星湖花园三期工程施工合同的谈判、签署及与之相关的文件递交、资料领取"
        "等事宜。"
        "受托人在委托权限内签署的文件，我公司均予以承认。受托人无转委托权。"
    )
    fl.p("委托期限：自2024年3月1日起至2024年12月31日止。")
    fl.p("附：受托人身份证复印件", indent=0)
    fl.y += 40
    fl.pg.t(330, fl.y, "委托人（盖章）：", 10.5)
    fl.pg.t(330, fl.y + 22, "法定代表人（签字）：", 10.5)
    fl.pg.t(330, fl.y + 44, "2024年3月1日", 10.5)
    return "other"


def o_roster(c: DocCtx):
    pg = c.page((842, 595))
    pg.t(421, 50, "员工花名册（2024年6月）", 16, align="c")
    rows = [["工号", "姓名", "性别", "民族", "出生日期", "部门", "岗位", "入职日期", "联系电话"]]
    data = [
        ("A1021", "王海涛", "男", "汉", "1985-07-14", "销售部", "区域经理", "2015-03-02"),
        ("A1088", "韦美玲", "女", "壮", "2001-09-30", "行政部", "前台", "2022-07-11"),
        ("A1102", "马志强", "男", "回", "1996-06-21", "生产部", "班组长", "2019-05-06"),
        ("A1130", "刘小青", "女", "汉", "1993-01-09", "财务部", "会计", "2020-08-17"),
        ("A1157", "赵磊", "男", "满", "1990-12-22", "技术部", "工程师", "2021-02-23"),
        ("A1175", "欧阳菲", "女", "汉", "1998-04-05", "采购部", "采购专员", "2023-10-09"),
    ]
    for i, r in enumerate(data):
        rows.append([*r, f"138{(i * 7919 + 1234567) % 100000000:08d}"])
    pg.grid(40, 75, [55, 70, 40, 40, 85, 70, 80, 85, 110], rows, 24, 9.5)
    pg.t(40, 260, "制表：人力资源部    注：身份证号码等敏感信息另行保管", 9)
    return "other"


def o_attendance(c: DocCtx):
    pg = c.page((842, 595))
    pg.t(421, 45, "考勤表  2024年5月  生产部", 15, align="c")
    head = ["姓名", *[str(d) for d in range(1, 21)], "出勤"]
    rows = [head]
    for n, seed in [("马志强", 3), ("李强", 5), ("张伟", 7), ("陈静", 2), ("周杰", 11)]:
        marks = ["√" if (d * seed) % 9 else "休" for d in range(1, 21)]
        rows.append([n, *marks, str(marks.count("√"))])
    pg.grid(30, 70, [60] + [33] * 20 + [60], rows, 22, 8.5)
    pg.t(30, 220, "符号说明：√出勤  休休息  △事假  ○病假        考勤员：李娜", 9)
    return "other"


def o_catalogue(c: DocCtx):
    pg = c.page(font="helv")
    pg.box(0, 0, 595, 90, width=0, fill=(0.85, 0.2, 0.15), color=None)
    pg.t(40, 55, "SUNRISE CERAMICS  |  2024 Collection", 22, "hebo", color=(1, 1, 1))
    for i, (name, code, price) in enumerate(
        [
            ("Stoneware dinner set 16 pcs", "SR-D16", "12.00"),
            ("Porcelain mug 350 ml", "SR-M35", "1.45"),
            ("Serving bowl 24 cm", "SR-B24", "3.80"),
            ("Glazed vase, cobalt", "SR-V18", "6.20"),
        ]
    ):
        x, y = 40 + (i % 2) * 270, 120 + (i // 2) * 300
        pg.box(x, y, x + 250, y + 180, 0, fill=(0.9, 0.9, 0.88), color=None)
        pg.page.draw_oval((x + 70, y + 40, x + 180, y + 150), fill=(0.7, 0.75, 0.8))
        pg.t(x, y + 200, name, 12, "hebo")
        pg.t(x, y + 218, f"Item {code}   FOB price from USD {price}", 10)
        pg.t(x, y + 234, "MOQ 500 sets, lead time 35 days", 9)
    pg.t(40, 820, "Prices indicative only; see quotation for binding terms.  www.sunrise-ceramics.example", 8)
    return "other"


def o_news(c: DocCtx):
    pg = c.page(font="tiro")
    pg.t(297, 50, "THE HARBOUR GAZETTE", 26, "tibo", align="c")
    pg.line(40, 60, 555, 60, 2)
    pg.t(40, 74, "Tuesday, April 16, 2024", 9)
    pg.t(40, 105, "Port volumes rise as reefer demand climbs", 18, "tibo")
    text = (
        "Container throughput at the port rose 7.4 percent in the first quarter, driven by strong demand for "
        "refrigerated cargo, according to figures released on Monday. Logistics operators said storage "
        "capacity "
        "for reefer containers was close to its limit during March, and several forwarders reported rising "
        'demurrage charges. "Customers are paying more for handling, but they are also shipping more," '
        "said one "
        "terminal manager, who asked not to be named. Analysts expect the trend to continue through the "
        "summer "
        "as fresh-produce imports peak. The port authority plans to add 600 reefer plugs by the end of "
        "the year."
    )
    pg.para(40, 130, 250, text, 10)
    pg.para(
        305,
        130,
        250,
        "In other business news, a regional dental group has opened its fourth "
        "clinic downtown, and a family-run refrigeration firm celebrated thirty years of service with an "
        "open "
        "day for customers and suppliers. The city council will vote next week on a proposal to extend tax "
        "relief for small manufacturers that invest in energy-efficient equipment.",
        10,
    )
    return "other"


def o_loi(c: DocCtx):
    fl = Flow(c, font="tiro", size=11)
    fl.pg.t(60, 60, "Lindqvist Components AB", 13, "tibo")
    fl.pg.t(60, 76, "Hamngatan 3, 211 22 Malmö, Sweden", 9)
    fl.y = 120
    fl.p("22 February 2024", indent=0)
    fl.p("Brandt & Vogel Maschinenbau GmbH, Industriestraße 14, 70565 Stuttgart", indent=0, gap=18)
    fl.p("LETTER OF INTENT", indent=0, gap=14)
    fl.p(
        "This letter sets out our intention to enter into a framework supply agreement for spindle "
        "bearings and "
        "maintenance services for our milling centres over the period 2024-2026. It is not legally "
        "binding and does "
        "not oblige either party to conclude a contract. Prices, volumes and service levels will be "
        "agreed in the "
        "definitive agreement, which we aim to sign before the end of the second quarter.",
        indent=0,
        gap=10,
    )
    fl.p("We look forward to working with you.", indent=0, gap=30)
    fl.p("Yours faithfully,  Erik Lindqvist, Managing Director", indent=0)
    return "other"


def o_air_itinerary(c: DocCtx):
    pg = c.page((595, 330))
    pg.t(297, 40, "航空运输电子客票行程单", 16, align="c")
    pg.t(420, 62, "印刷序号：6287 4410 59", 8)
    rows = [
        ["旅客姓名", "周文涛", "有效身份证件号码", "3101011988****2417"],
        ["承运人", "东方航空", "航班号", "MU5137"],
        ["自", "上海虹桥 SHA", "至", "北京首都 PEK"],
        ["日期", "2024-04-08", "时间", "07:30"],
        ["票价", "CNY 1,240.00", "民航发展基金", "CNY 50.00"],
        ["燃油附加费", "CNY 60.00", "合计", "CNY 1,350.00"],
        ["电子客票号码", "781-2345678901", "销售单位代号", "SHA123"],
    ]
    pg.grid(40, 75, [90, 160, 110, 155], rows, 24, 9)
    return "other"


def o_cover_letter(c: DocCtx):
    fl = Flow(c)
    fl.pg.t(60, 60, "西安驰远汽车销售服务有限公司", 14)
    fl.pg.line(60, 68, 535, 68, 1)
    fl.y = 110
    fl.p("刘建国先生：", indent=0)
    fl.p("您好！感谢您选购比亚迪汽车。现随函附上以下资料，请查收：")
    for t in [
        "1. 机动车销售统一发票（发票联、注册登记联）各一份；",
        "2. 车辆合格证及一致性证书；",
        "3. 车辆保养手册及三包凭证。",
    ]:
        fl.p(t)
    fl.p("请您于收到后十日内携带本人身份证原件及上述资料办理车辆注册登记。如有疑问，请致电029-8866 1234。")
    fl.p("此致", indent=21)
    fl.p("敬礼！", indent=0, gap=20)
    fl.pg.t(360, fl.y, "客户服务部", 10.5)
    fl.pg.t(360, fl.y + 20, "2024年6月4日", 10.5)
    return "other"


def o_fax(c: DocCtx):
    pg = c.page(font="cour")
    pg.t(50, 70, "F A X   C O V E R   S H E E T", 16)
    for i, ln in enumerate(
        [
            "To     : Oceanic Fresh Produce Ltd - Accounts",
            "From   : Van der Berg Logistics B.V.",
            "Date   : 15/04/2024",
            "Pages  : 3 (including this cover)",
            "Re     : Invoice VDB/24/01938 and storage report",
            "",
            "Please find attached our invoice and the reefer",
            "storage report for March. Kindly confirm receipt.",
        ]
    ):
        pg.t(50, 120 + i * 18, ln, 10)
    return "other"


def o_blank(c: DocCtx):
    c.page()
    return "other"


def o_below_blank(c: DocCtx):
    pg = c.page()
    pg.t(297, 420, "（以下空白）", 14, align="c")
    return "other"


def o_intent_blank(c: DocCtx):
    pg = c.page(font="helv")
    pg.t(297, 420, "This page intentionally left blank", 12, align="c")
    return "other"


def o_separator(c: DocCtx, label: str):
    pg = c.page(font="helv")
    pg.box(60, 300, 535, 520, 3)
    pg.t(297, 400, "BATCH SEPARATOR", 28, "hebo", align="c")
    pg.t(297, 440, label, 16, align="c")
    for i in range(40):
        w = 1 + (i * 7) % 4
        pg.box(150 + i * 7.4, 460, 150 + i * 7.4 + w, 505, 0, fill=(0, 0, 0), color=None)
    return "other"
