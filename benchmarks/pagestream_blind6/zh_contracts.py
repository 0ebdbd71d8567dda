"""Chinese contracts: 技术服务, 劳动 (booklet and table form), 房屋租赁, 借款, 采购, 框架协议,
委托, 软件许可."""

from kit import BLACK, Flow, add_footers, dec, dfmt, money, rmb_upper


def _sig_two(f, left, right, size=10.5, gap=24, seals=None):
    """Two-column signature block. left/right: lists of lines."""
    f.need(len(left) * gap + 40)
    x1, x2 = f.left, f.left + f.width / 2 + 10
    y0 = f.y
    for a, b in zip(left, right, strict=True):
        f.c.text(x1, f.y + size, a, size, f.font)
        f.c.text(x2, f.y + size, b, size, f.font)
        f.y += gap
    if seals:
        for x, name in ((x1 + 110, seals[0]), (x2 + 110, seals[1])):
            if name:
                f.c.stamp(x, y0 + 22, 36, name, "★", "合同专用章")


# --------------------------------------------------------------------------
def tech_service(st, d):
    """s01: preamble-sentence parties and sign date; amount in words + digits; signature page; blank page."""
    fld = st.fld
    f = Flow(st, size=10.5)
    f.line("合同编号：" + fld("contractNumber", d["no"]), size=9.5, align="r")
    f.space(18)
    f.title(fld("contractTitle", "技术服务合同", "技 术 服 务 合 同"), size=22, gap=30)
    f.p(
        "本合同由{}（以下简称“甲方”）与{}（以下简称“乙方”）于{}在{}签订。甲乙双方本着平等互利、诚实信用的原则，"
        "经友好协商，就甲方委托乙方提供{}事宜，达成如下协议，以资共同遵守。".format(
            fld("partyA", d["a"]),
            fld("partyB", d["b"]),
            fld("signDate", d["date"].isoformat(), dfmt(d["date"], "zh")),
            d["place"],
            d["svc"],
        )
    )
    f.h("第一条　服务内容")
    for s in d["scope"]:
        f.p(s)
    f.h("第二条　服务期限")
    f.p("本合同服务期限自{}起至{}止。服务期满前三十日内，双方可协商续签事宜。".format(d["start"], d["end"]))
    f.h("第三条　服务费用及支付方式")
    f.p(
        "3.1 本合同服务费总额为人民币{}（¥{}），该费用已包含乙方提供本合同约定服务所需的人工、"
        "差旅及税费（增值税税率6%）。".format(
            fld("contractAmount", money(d["amount"], False), rmb_upper(d["amount"])), money(d["amount"])
        )
    )
    a1 = dec(d["amount"] * dec("0.3"))
    f.p(
        "3.2 付款方式：本合同签订后十个工作日内，甲方向乙方支付合同总额的30%，即人民币{}元；"
        "服务验收合格后十个工作日内，"
        "甲方支付剩余70%，即人民币{}元。".format(money(a1), money(d["amount"] - a1))
    )
    f.p(
        "3.3 如甲方要求乙方增派驻场工程师，按每人每月人民币{}元另行结算，不计入本合同总额。".format(
            money(d["onsite"])
        )
    )
    f.p("3.4 乙方应在每次收款前向甲方开具等额合法有效的增值税专用发票。")
    f.h("第四条　双方的权利和义务")
    for s in (
        "4.1 甲方应为乙方提供履行本合同所必需的工作条件、系统账号及相关技术资料，并指定专人负责联络。",
        "4.2 乙方应按照本合同及附件约定的服务标准提供服务，每月5日前向甲方提交上月服务报告。",
        "4.3 乙方应对其派出人员进行管理，因乙方人员过错造成甲方损失的，由乙方承担赔偿责任。",
        "4.4 未经甲方书面同意，乙方不得将本合同项下的服务全部或部分转包给第三方。",
    ):
        f.p(s)
    f.h("第五条　保密条款")
    f.p(
        "双方对在履行本合同过程中知悉的对方商业秘密、技术资料及个人信息负有保密义务，保密期限自本合同签订之日起至相关信息公开之日止，"
        "不因本合同的终止而失效。"
    )
    f.h("第六条　知识产权")
    f.p(
        "乙方在履行本合同过程中为甲方专门开发的脚本、配置文件及文档，其知识产权归甲方所有；乙方原有的工具软件及通用技术的知识产权仍归乙方所有。"
    )
    f.h("第七条　违约责任")
    f.p("7.1 甲方逾期付款的，每逾期一日，应按逾期金额的万分之五向乙方支付违约金。")
    f.p(
        "7.2 乙方未按约定标准提供服务，经甲方书面通知后五个工作日内仍未改正的，甲方有权扣减当期服务费的10%，"
        "情节严重的有权解除本合同。"
    )
    f.h("第八条　争议解决")
    f.p(
        "因本合同引起的或与本合同有关的任何争议，双方应友好协商解决；协商不成的，任何一方均可向甲方所在地有管辖权的人民法院提起诉讼。"
    )
    f.h("第九条　其他")
    f.p("9.1 本合同自双方法定代表人或授权代表签字并加盖公章或合同专用章之日起生效。")
    f.p(
        "9.2 本合同一式肆份，甲乙双方各执贰份，具有同等法律效力。附件《服务级别协议》"
        "为本合同不可分割的组成部分。"
    )
    f.space(6)
    f.p("（以下无正文）", indent=0)
    f.brk()
    f.p("（本页为《技术服务合同》签署页，无正文）", indent=0, gap=30)
    _sig_two(
        f,
        [
            "甲方（盖章）：",
            d["a"],
            "法定代表人或授权代表：",
            "地址：" + d["a_addr"],
            "电话：" + d["a_tel"],
            "日期：　　　年　　月　　日",
        ],
        [
            "乙方（盖章）：",
            d["b"],
            "法定代表人或授权代表：",
            "地址：" + d["b_addr"],
            "电话：" + d["b_tel"],
            "日期：　　　年　　月　　日",
        ],
        size=10,
        gap=30,
        seals=(d["a"], d["b"]),
    )
    seg = len(st.segments) - 1
    add_footers(st, seg, "第 {i} 页 共 {n} 页")
    st.page(scan=d.get("blank_scan"))  # blank back side printed into the PDF
    return f


# --------------------------------------------------------------------------
def labour_booklet(st, d):
    """s02 (scanned): cover page with parties + sign date, clauses, signature page."""
    fld = st.fld
    f = Flow(st, size=10.5)
    c = f.c
    c.text(c.w - 80, 90, "编号：" + fld("contractNumber", d["no"]), 10.5, "zh", align="r")
    c.spaced(c.w / 2, 260, fld("contractTitle", "劳动合同书"), 260, 34, "zh", align="c", bold=True)
    y = 420
    for lab, val in (
        ("甲方（用人单位）：", fld("partyA", d["a"])),
        ("乙方（劳动者）：", fld("partyB", d["b"])),
        ("签订日期：", fld("signDate", d["date"].isoformat(), dfmt(d["date"], "zh"))),
    ):
        c.text(130, y, lab, 13, "zh")
        c.text(260, y - 1, val, 13, "zh")
        c.line(255, y + 5, 480, y + 5, BLACK, 0.6)
        y += 48
    c.text(c.w / 2, 720, d["city"] + "人力资源和社会保障局监制", 11, "zh", align="c")
    f.brk()
    f.p(
        "根据《中华人民共和国劳动法》《中华人民共和国劳动合同法》及有关法律法规的规定，甲乙双方遵循合法、公平、平等自愿、协商一致、"
        "诚实信用的原则，签订本劳动合同，共同遵守本合同所列条款。",
        gap=8,
    )
    f.table(
        [95, 150, 70, f.width - 315],
        [
            ["用人单位名称", d["a"], "法定代表人", d["a_rep"]],
            ["劳动者姓名", d["b"], "性别", d["b_sex"]],
            ["居民身份证号码", d["b_id"], "联系电话", d["b_tel"]],
            ["户籍地址", d["b_addr"], "", ""],
        ],
        rowh=24,
        size=9.5,
    )
    f.h("一、劳动合同期限")
    f.p(
        "第一条　本合同为固定期限劳动合同，期限自{}起至{}止，其中试用期自{}起至{}止。".format(
            d["start"], d["end"], d["start"], d["probation_end"]
        )
    )
    f.h("二、工作内容和工作地点")
    f.p(
        "第二条　乙方同意根据甲方工作需要，担任{}岗位工作，工作地点为{}。甲方可根据生产经营需要及乙方的工作能"
        "力和表现，依法调整乙方的工作岗位。".format(d["post"], d["workplace"])
    )
    f.h("三、工作时间和休息休假")
    f.p(
        "第三条　甲方安排乙方执行标准工时制度，每日工作不超过八小时，每周工作不超过四十小时。"
        "乙方依法享有法定节假日、年休假、婚假、产假等假期。"
    )
    f.h("四、劳动报酬")
    f.p(
        "第四条　乙方月工资为税前人民币{}元，试用期月工资为税前人民币{}元。甲方每月15日前以货币形式足额支付乙"
        "方上月工资，遇节假日提前支付。".format(money(d["salary"], True, 0), money(d["salary_prob"], True, 0))
    )
    f.p("第五条　甲方根据经营状况及乙方绩效考核结果发放年终奖金，具体按甲方依法制定的薪酬制度执行。")
    f.h("五、社会保险和福利待遇")
    f.p(
        "第六条　甲乙双方依法参加社会保险，按时足额缴纳基本养老、医疗、失业、工伤、生育保险费及住房公积金，"
        "个人缴纳部分由甲方从乙方工资中代扣代缴。"
    )
    f.h("六、劳动保护、劳动条件和职业危害防护")
    f.p("第七条　甲方为乙方提供符合国家规定的劳动安全卫生条件和必要的劳动防护用品，对乙方进行岗位安全培训。")
    f.h("七、劳动合同的变更、解除和终止")
    f.p("第八条　经甲乙双方协商一致，可以变更本合同约定的内容，变更应当采用书面形式。")
    f.p(
        "第九条　本合同的解除或终止，按《中华人民共和国劳动合同法》的有关规定执行。甲方应在解除或终止本合同时"
        "出具解除或终止劳动合同的证明。"
    )
    f.h("八、劳动争议处理")
    f.p(
        "第十条　双方因履行本合同发生争议，可以协商解决；协商不成的，可向劳动争议调解组织申请调解，"
        "或向劳动人事争议仲裁委员会申请仲裁。"
    )
    f.h("九、其他")
    f.p(
        "第十一条　本合同未尽事宜，按国家和地方有关规定执行。本合同一式两份，甲乙双方各执一份，"
        "自双方签字盖章之日起生效。"
    )
    f.brk()
    f.p("（以下为签署页）", indent=0, gap=40)
    dd = dfmt(d["date"], "zh")
    _sig_two(
        f,
        ["甲方（盖章）：", "法定代表人（签字）：", "", "日期：" + dd],
        ["乙方（签字）：", "", "", "日期：" + dd],
        size=11,
        gap=34,
        seals=(d["a"], None),
    )
    f.c.text(
        f.left + f.width / 2 + 95, f.y - 118, d["b"], 16, "zh", (0.1, 0.1, 0.35)
    )  # handwritten signature
    seg = len(st.segments) - 1
    add_footers(st, seg, "— {i} —", start_at=2)
    return f


# --------------------------------------------------------------------------
def lease(st, d):
    """s04: party table with 出租人（甲方）/承租人（乙方）; monthly rent distractor; total rent;
    date in signature block."""
    fld = st.fld
    f = Flow(st, size=10.5, top=70)
    f.line("合同编号：" + fld("contractNumber", d["no"]), size=9.5, x=f.left)
    f.title(fld("contractTitle", "房屋租赁合同"), size=20, gap=22, cs=2)
    f.table(
        [90, 165, 80, f.width - 335],
        [
            ["出租人（甲方）", fld("partyA", d["a"]), "统一社会信用代码", d["a_code"]],
            ["住所", d["a_addr"], "联系电话", d["a_tel"]],
            ["承租人（乙方）", fld("partyB", d["b"]), "统一社会信用代码", d["b_code"]],
            ["住所", d["b_addr"], "联系电话", d["b_tel"]],
        ],
        rowh=30,
        size=9,
    )
    f.p(
        "根据《中华人民共和国民法典》及相关法律法规的规定，甲乙双方在平等、自愿、协商一致的基础上，就乙方承租甲方房屋事宜订立本合同。"
    )
    f.h("第一条　房屋基本情况")
    f.p(
        "甲方将坐落于{}的房屋（以下简称“该房屋”）出租给乙方使用，建筑面积{}平方米，房屋所有权证号/不动产权证号：{}。该房屋用途为办公。".format(
            d["premises"], d["area"], d["cert"]
        )
    )
    f.h("第二条　租赁期限")
    f.p(
        "租赁期限自{}起至{}止，共计十二个月。甲方应于{}前将该房屋交付乙方使用。".format(
            d["start"], d["end"], d["start"]
        )
    )
    f.h("第三条　租金及支付方式")
    total = dec(d["rent"] * 12)
    f.p(
        "3.1 该房屋月租金为人民币{}元（含税），租赁期内年租金合计人民币{}（¥{}）。".format(
            money(d["rent"]), fld("contractAmount", money(total, False), rmb_upper(total)), money(total)
        )
    )
    f.p(
        "3.2 租金按季度支付，先付后用，每季度租金人民币{}元，乙方应于每季度首月的10日前支付当季租金。"
        "甲方收款后应向乙方开具增值税发票。".format(money(d["rent"] * 3))
    )
    f.p(
        "3.3 乙方应于本合同签订之日起五日内向甲方支付租赁保证金人民币{}元（相当于两个月租金），"
        "租赁期满乙方无违约行为的，甲方无息退还。".format(money(d["rent"] * 2))
    )
    f.h("第四条　其他费用")
    f.p(
        "租赁期内，该房屋的物业管理费（每月每平方米人民币12元）、水费、电费、网络通讯费由乙方承担；房产税、土地使用税由甲方承担。"
    )
    f.h("第五条　房屋的维修与装修")
    f.p("5.1 租赁期内，甲方应保证该房屋及其附属设施处于正常可使用状态，因自然损耗需维修的，由甲方负责。")
    f.p("5.2 乙方经甲方书面同意后可对该房屋进行装修，装修费用由乙方承担，租赁期满后乙方不得要求甲方补偿。")
    f.h("第六条　转租")
    f.p("未经甲方书面同意，乙方不得将该房屋全部或部分转租、转借他人。")
    f.h("第七条　合同的解除与违约责任")
    f.p("7.1 乙方逾期支付租金超过十五日的，甲方有权解除本合同并没收保证金。")
    f.p(
        "7.2 租赁期内任何一方提前解除合同的，应提前六十日书面通知对方，并向对方支付相当于两个月租金的违约金。"
    )
    f.h("第八条　争议解决")
    f.p("本合同履行过程中发生争议的，双方协商解决；协商不成的，依法向该房屋所在地人民法院起诉。")
    f.h("第九条　其他约定")
    f.p("本合同一式贰份，甲乙双方各执壹份。本合同附件《房屋交接清单》与本合同具有同等法律效力。")
    f.space(10)
    dd = dfmt(d["date"], "zh")
    _sig_two(
        f,
        [
            "甲方（出租人）（盖章）：",
            "法定代表人：" + d["a_rep"],
            "签订日期：" + fld("signDate", d["date"].isoformat(), dd),
        ],
        ["乙方（承租人）（盖章）：", "法定代表人：" + d["b_rep"], "签订日期：" + dd],
        size=10.5,
        gap=30,
        seals=(d["a"], d["b"]),
    )
    f.brk()
    f.title("附件：房屋交接清单", size=15, gap=16)
    f.p("房屋坐落：" + d["premises"], indent=0)
    f.table(
        [40, 170, 60, f.width - 270],
        [["序号", "物品/设施名称", "数量", "交接时状况"]]
        + [[str(i), a, b, c] for i, (a, b, c) in enumerate(d["handover"], 1)],
        rowh=24,
        size=9.5,
        aligns=["c", "l", "c", "l"],
    )
    f.table(
        [150, f.width - 150],
        [
            ["电表读数（度）", d["meters"][0]],
            ["水表读数（吨）", d["meters"][1]],
            ["门禁卡/钥匙", d["meters"][2]],
        ],
        rowh=24,
        size=9.5,
    )
    f.p("双方确认上述设施设备完好，乙方已接收该房屋。", indent=0, gap=30)
    f.line("甲方交付人（签字）：　　　　　　　　　　　　乙方接收人（签字）：", gap=30)
    f.line("交接日期：" + d["start"], gap=20)
    seg = len(st.segments) - 1
    add_footers(st, seg, "房屋租赁合同　第{i}页/共{n}页")
    return f


# --------------------------------------------------------------------------
def loan(st, d):
    """s04: 出借人（甲方）/借款人（乙方） lines; amount in capitals first; date in 大写 at the end."""
    fld = st.fld
    f = Flow(st, size=10.5, top=80)
    f.title(fld("contractTitle", "借款合同", "借 款 合 同"), size=22, gap=12)
    f.line("合同编号：" + fld("contractNumber", d["no"]), size=10, align="r", gap=26)
    for lab, key, nm, code, addr in (
        ("出借人（甲方）：", "partyA", d["a"], d["a_code"], d["a_addr"]),
        ("借款人（乙方）：", "partyB", d["b"], d["b_code"], d["b_addr"]),
    ):
        f.line(lab + fld(key, nm), size=11, gap=18)
        f.line("统一社会信用代码：" + code, size=10, x=f.left + 24, gap=18)
        f.line("住所：" + addr, size=10, x=f.left + 24, gap=26)
    f.p(
        "乙方因生产经营资金周转需要向甲方借款，甲方同意出借。为明确双方的权利义务，经双方平等协商，订立本合同。"
    )
    f.h("第一条　借款金额")
    f.p(
        "借款金额为人民币（大写）{}（小写：¥{}）。".format(
            fld("contractAmount", money(d["amount"], False), rmb_upper(d["amount"])), money(d["amount"])
        )
    )
    f.h("第二条　借款用途")
    f.p("本合同项下借款仅限用于{}，未经甲方书面同意，乙方不得改变借款用途。".format(d["purpose"]))
    f.h("第三条　借款期限")
    f.p(
        "借款期限为十二个月，自{}起至{}止。实际放款日与本条约定不一致的，以甲方转账凭证记载的日期为准。".format(
            d["start"], d["end"]
        )
    )
    f.h("第四条　借款利率及利息")
    interest = dec(d["amount"] * dec("0.0435"))
    f.p(
        f"借款年利率为4.35%，按实际借款天数计息，到期一次性还本付息。按期还款的，利息合计为人民币{money(interest)}元。"
    )
    f.h("第五条　还款")
    f.p(
        "乙方应于借款到期日前将本金及利息一次性转入甲方指定账户：开户行{}，账号{}。".format(
            d["bank"], d["acct"]
        )
    )
    f.h("第六条　担保")
    f.p(
        "本合同项下借款由{}提供连带责任保证，保证期间为借款到期之日起三年，双方另行签订保证合同。".format(
            d["guarantor"]
        )
    )
    f.h("第七条　违约责任")
    f.p(
        "乙方逾期还款的，逾期部分按日万分之五计收逾期利息；乙方擅自改变借款用途的，甲方有权提前收回全部借款。"
    )
    f.h("第八条　争议解决")
    f.p(
        "因本合同发生的争议，由双方协商解决；协商不成的，提交{}仲裁委员会按照其仲裁规则进行仲裁，仲裁裁决是终局的。".format(
            d["city"]
        )
    )
    f.h("第九条　其他")
    f.p("本合同自双方盖章之日起生效，一式贰份，双方各执壹份。")
    f.space(16)
    _sig_two(
        f,
        ["甲方（盖章）：", "法定代表人或授权代表："],
        ["乙方（盖章）：", "法定代表人或授权代表："],
        size=10.5,
        gap=34,
        seals=(d["a"], d["b"]),
    )
    f.space(20)
    f.line(fld("signDate", d["date"].isoformat(), dfmt(d["date"], "up")), size=11, align="r")
    return f


# --------------------------------------------------------------------------
def purchase(st, d):
    """s06: 买方/卖方 (no 甲乙); header with 签订时间; goods table; 大写 total; signature table."""
    fld = st.fld
    f = Flow(st, size=10, top=66, left=62)
    f.title(fld("contractTitle", "采购合同", "采 购 合 同"), size=20, gap=14)
    c = f.c
    rx = f.right - 190
    y0 = f.y
    c.text(f.left, y0 + 10, "买方：" + fld("partyA", d["buyer"]), 10.5, "zh")
    c.text(f.left, y0 + 30, "卖方：" + fld("partyB", d["seller"]), 10.5, "zh")
    c.text(rx, y0 + 10, "合同编号：" + fld("contractNumber", d["no"]), 9.5, "zh")
    c.text(
        rx, y0 + 26, "签订时间：" + fld("signDate", d["date"].isoformat(), dfmt(d["date"], "zh")), 9.5, "zh"
    )
    c.text(rx, y0 + 42, "签订地点：" + d["place"], 9.5, "zh")
    f.y = y0 + 60
    f.p(
        "买卖双方根据《中华人民共和国民法典》及有关规定，经友好协商，就买方向卖方采购下列产品事宜达成一致，签订本合同。"
    )
    f.h("一、产品名称、规格、数量及价格")
    rows = [["序号", "产品名称", "规格型号", "单位", "数量", "单价（元）", "金额（元）"]]
    total = dec(0)
    for i, (nm, spec, unit, q, p) in enumerate(d["goods"], 1):
        amt = dec(q * p)
        total += amt
        rows.append([str(i), nm, spec, unit, str(q), money(p), money(amt)])
    rows.append(["合计", "", "", "", "", "", "¥" + fld("contractAmount", money(total, False), money(total))])
    f.table(
        [32, 120, 80, 36, 44, 78, f.width - 390],
        rows,
        rowh=22,
        size=9,
        aligns=["c", "l", "c", "c", "r", "r", "r"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    f.p(f"合同总价：人民币（大写）{rmb_upper(total)}（¥{money(total)}）。", indent=0, gap=0)
    f.p("注：以上价格为含税价，含13%增值税、包装费及运至买方指定地点的运费。", size=9, indent=0)
    f.h("二、质量标准")
    f.p(
        "卖方提供的产品应为全新、未使用过的合格产品，符合国家标准及生产厂家的企业标准，并随货提供产品合格证、检测报告及使用说明书。"
    )
    f.h("三、交货时间、地点及方式")
    f.p(
        "卖方应于本合同签订后{}日内将全部产品送达买方指定地点：{}。运输费用及运输途中的风险由卖方承担。".format(
            d["lead"], d["deliver_to"]
        )
    )
    f.h("四、验收")
    f.p("买方应在收货后七个工作日内对产品的型号、数量及外观进行验收；对质量有异议的，应在验收期内书面提出。")
    f.h("五、付款方式")
    pre = dec(total * dec("0.3"))
    f.p(
        f"合同签订后五个工作日内，买方支付合同总价的30%作为预付款，即人民币{money(pre)}元；产品验收合格并收到卖方开具的全额增值税专用发票后"
        f"三十日内，买方支付剩余货款人民币{money(total - pre)}元。"
    )
    f.h("六、质保及售后服务")
    f.p(
        "产品质保期为验收合格之日起十八个月。质保期内出现质量问题的，卖方应在接到通知后48小时内响应并免费维修或更换。"
    )
    f.h("七、违约责任")
    f.p(
        "卖方逾期交货的，每逾期一日按逾期交货部分货款的千分之三向买方支付违约金；买方逾期付款的，每逾期一日按逾期金额的千分之三支付违约金。"
    )
    f.h("八、争议解决")
    f.p("本合同在履行过程中发生的争议，由双方协商解决；协商不成的，提交买方所在地人民法院诉讼解决。")
    f.h("九、其他")
    f.p("本合同一式肆份，买卖双方各执贰份，经双方签字盖章后生效。传真件、扫描件与原件具有同等效力。")
    f.space(8)
    rows = [
        ["买方", "卖方"],
        ["单位名称（盖章）：" + d["buyer"], "单位名称（盖章）：" + d["seller"]],
        ["法定代表人：" + d["buyer_rep"], "法定代表人：" + d["seller_rep"]],
        ["委托代理人：", "委托代理人："],
        ["电话：" + d["buyer_tel"], "电话：" + d["seller_tel"]],
        ["开户银行：" + d["buyer_bank"], "开户银行：" + d["seller_bank"]],
        ["账号：" + d["buyer_acct"], "账号：" + d["seller_acct"]],
    ]
    f.need(7 * 26 + 10)
    y = f.y
    f.table([f.width / 2, f.width / 2], rows, rowh=26, size=8.8, aligns=["l", "l"])
    f.c.stamp(f.left + 150, y + 80, 38, d["buyer"], "★", "合同专用章")
    f.c.stamp(f.left + f.width / 2 + 150, y + 80, 38, d["seller"], "★", "合同专用章")
    f.brk()
    f.title("附件一：技术规格及配置清单", size=15, gap=16)
    rows = [["序号", "项目", "技术参数要求"]] + [[str(i), a, b] for i, (a, b) in enumerate(d["specs"], 1)]
    f.table(
        [40, 110, f.width - 150],
        rows,
        rowh=24,
        size=9,
        aligns=["c", "l", "l"],
        head_fill=(0.9, 0.9, 0.9),
        heads=1,
    )
    f.p("随机附件：电机动力电缆3米、编码器电缆3米、驱动器调试软件及中文说明书各一套。", indent=0)
    f.p(
        "本附件为采购合同（编号：{}）不可分割的组成部分，与合同正文具有同等法律效力。".format(d["no"]),
        indent=0,
    )
    seg = len(st.segments) - 1
    add_footers(st, seg, "第{i}页（共{n}页）")
    return f


# --------------------------------------------------------------------------
def framework(st, d):
    """s06: party table label|value incl. 签署日期; no total amount (unit-rate distractor only)."""
    fld = st.fld
    f = Flow(st, size=10.5, top=80)
    f.title(fld("contractTitle", "战略合作框架协议"), size=20, gap=22, cs=1)
    f.table(
        [110, f.width - 110],
        [
            ["协议编号", fld("contractNumber", d["no"])],
            ["甲方", fld("partyA", d["a"])],
            ["法定代表人", d["a_rep"]],
            ["住所", d["a_addr"]],
            ["乙方", fld("partyB", d["b"])],
            ["法定代表人", d["b_rep"]],
            ["住所", d["b_addr"]],
            ["签署日期", fld("signDate", d["date"].isoformat(), dfmt(d["date"], "iso"))],
            ["签署地点", d["place"]],
        ],
        rowh=24,
        size=10,
        aligns=["c", "l"],
        head_fill=None,
    )
    f.p(
        "甲乙双方本着“优势互补、互惠互利、长期合作、共同发展”的原则，经友好协商，就在{}领域建立战略合作伙伴关系达成如下框架协议。".format(
            d["field"]
        )
    )
    f.h("第一条　合作内容")
    for s in d["coop"]:
        f.p(s)
    f.h("第二条　合作方式")
    f.p(
        "双方在本协议框架下开展的具体项目，由双方另行签订具体合同，具体合同的价款、交付及验收等内容以具体合同约定为准。"
        "本协议有效期内，乙方给予甲方的产品价格不高于乙方同期向其他同类客户提供的价格，其中标准服务器托管服务单价为每机柜每月人民币{}元。".format(
            money(d["unit_rate"])
        )
    )
    f.h("第三条　合作机制")
    f.p(
        "双方各自指定一名高级管理人员作为本协议的总协调人，建立季度联席会议制度，定期通报合作进展，协调解决合作中出现的问题。"
    )
    f.h("第四条　保密")
    f.p(
        "任何一方对在合作过程中获得的对方未公开的商业信息、技术信息负有保密义务，未经对方书面同意不得向第三方披露。"
    )
    f.h("第五条　协议期限")
    f.p("本协议有效期三年，自双方签署之日起生效。有效期届满前三个月，双方可协商续签。")
    f.h("第六条　其他")
    f.p(
        "本协议为双方合作的框架性文件，除第四条保密条款外，不构成双方具有法律约束力的权利义务。本协议一式肆份，双方各执贰份。"
    )
    f.space(18)
    _sig_two(
        f,
        ["甲方（盖章）", "授权代表（签字）：", "", ""],
        ["乙方（盖章）", "授权代表（签字）：", "", ""],
        size=10.5,
        gap=30,
        seals=(d["a"], d["b"]),
    )
    return f


# --------------------------------------------------------------------------
def labour_table(st, d):
    """s08: labour contract in table form; monthly wage only (no contract amount)."""
    fld = st.fld
    f = Flow(st, size=10.5, top=70)
    f.line("合同编号：" + fld("contractNumber", d["no"]), size=9.5, align="r", gap=20)
    f.title(fld("contractTitle", "劳动合同"), size=22, gap=22, cs=8)
    f.table(
        [110, 150, 70, f.width - 330],
        [
            ["甲方（用人单位）", fld("partyA", d["a"]), "", ""],
            ["统一社会信用代码", d["a_code"], "法定代表人", d["a_rep"]],
            ["注册地址", d["a_addr"], "", ""],
            ["乙方（劳动者）", fld("partyB", d["b"]), "性别", d["b_sex"]],
            ["居民身份证号码", d["b_id"], "出生日期", d["b_birth"]],
            ["户籍地址", d["b_addr"], "", ""],
            ["联系电话", d["b_tel"], "紧急联系人", d["b_emerg"]],
        ],
        rowh=26,
        size=9.5,
    )
    f.p(
        "甲乙双方根据《中华人民共和国劳动合同法》等法律法规，在合法、公平、平等自愿、协商一致、诚实信用的基础上签订本合同。",
        gap=6,
    )
    clauses = [
        (
            "第一条　合同期限",
            [
                "本合同为固定期限劳动合同，自{}起至{}止。其中试用期为三个月，自{}起至{}止。".format(
                    d["start"], d["end"], d["start"], d["probation_end"]
                )
            ],
        ),
        (
            "第二条　工作岗位与地点",
            [
                "乙方的工作岗位为{}，工作地点为{}。乙方应按照甲方的岗位职责要求，按时、按质、按量完成工作任务。".format(
                    d["post"], d["workplace"]
                )
            ],
        ),
        (
            "第三条　工作时间",
            [
                "乙方所在岗位实行综合计算工时工作制，经人力资源社会保障行政部门批准。甲方安排乙方延长工作时间的，依法支付加班工资或安排补休。"
            ],
        ),
        (
            "第四条　劳动报酬",
            [
                "4.1 乙方月基本工资为人民币{}元，岗位绩效工资根据甲方《绩效考核管理办法》按月核发，"
                "试用期工资为人民币{}元/月。".format(money(d["salary"]), money(d["salary_prob"])),
                "4.2 甲方于每月10日以银行转账方式支付乙方上一自然月工资。",
            ],
        ),
        (
            "第五条　社会保险及福利",
            ["甲方依法为乙方缴纳社会保险和住房公积金，并按规定为乙方提供带薪年休假、体检等福利。"],
        ),
        ("第六条　劳动纪律", ["乙方应遵守甲方依法制定的各项规章制度，甲方规章制度已经公示并告知乙方。"]),
        (
            "第七条　保密与竞业限制",
            ["乙方应保守甲方的商业秘密。双方如需约定竞业限制的，另行签订《保密与竞业限制协议》。"],
        ),
        (
            "第八条　合同的变更、解除与终止",
            [
                "本合同的变更、解除和终止依照《中华人民共和国劳动合同法》的规定执行。乙方提出解除本合同的，"
                "应提前三十日以书面形式通知甲方；在试用期内提前三日通知甲方。"
            ],
        ),
        (
            "第九条　争议处理",
            [
                "因履行本合同发生的劳动争议，双方可以协商解决；不愿协商或协商不成的，可以向{}劳动人事争议仲裁委员会申请仲裁。".format(
                    d["city"]
                )
            ],
        ),
        (
            "第十条　其他",
            [
                "本合同一式两份，甲乙双方各执一份，经双方签字（盖章）后生效。乙方确认已阅读并理解本合同全部条款。"
            ],
        ),
    ]
    for h, ps in clauses:
        f.h(h)
        for s in ps:
            f.p(s)
    f.brk()
    f.space(20)
    f.line("（本页无正文，为劳动合同签署页）", size=11, align="c", gap=50)
    dd = dfmt(d["date"], "zh")
    _sig_two(
        f,
        [
            "甲方（盖章）：",
            "法定代表人或委托代理人（签字）：",
            "",
            "签订日期：" + fld("signDate", d["date"].isoformat(), dd),
        ],
        ["乙方（签字）：", "", "", "签订日期：" + dd],
        size=10.5,
        gap=36,
        seals=(d["a"], None),
    )
    f.c.text(f.left + f.width / 2 + 85, f.y - 133, d["b"], 17, "zh", (0.1, 0.1, 0.4))
    seg = len(st.segments) - 1
    add_footers(st, seg, "{i}/{n}")
    return f


# --------------------------------------------------------------------------
def entrust(st, d):
    """s09 (scanned): 委托方（甲方）/受托方（乙方）; 大写 amount with digits; 大写 sign date in
    signature block."""
    fld = st.fld
    f = Flow(st, size=10.5, top=76)
    f.title(fld("contractTitle", "委托服务合同"), size=21, gap=10, cs=3)
    f.line("合同编号：" + fld("contractNumber", d["no"]), size=10, align="c", gap=28)
    f.line("委托方（甲方）：" + fld("partyA", d["a"]), size=11, gap=18)
    f.line("地址：" + d["a_addr"], size=10, x=f.left + 22, gap=24)
    f.line("受托方（乙方）：" + fld("partyB", d["b"]), size=11, gap=18)
    f.line("地址：" + d["b_addr"], size=10, x=f.left + 22, gap=28)
    f.p(
        "甲方委托乙方提供{}服务，双方经协商一致，根据《中华人民共和国民法典》有关委托合同的规定，订立本合同。".format(
            d["svc"]
        )
    )
    f.h("第一条　委托事项")
    for s in d["scope"]:
        f.p(s)
    f.h("第二条　委托期限")
    f.p("委托期限自{}起至{}止。".format(d["start"], d["end"]))
    f.h("第三条　服务费用")
    f.p(
        "本合同项下服务费总额为人民币{}（¥{}），按季度平均支付，每季度支付人民币{}元，甲方应于每季度第一个月的15日前支付。".format(
            fld("contractAmount", money(d["amount"], False), rmb_upper(d["amount"])),
            money(d["amount"]),
            money(d["amount"] / 4),
        )
    )
    f.p(
        "因甲方原因需要乙方提供本合同约定范围以外服务的，按每人每小时人民币{}元另行计费。".format(
            money(d["hourly"], True, 0)
        )
    )
    f.h("第四条　甲方的义务")
    f.p("甲方应及时、真实、完整地向乙方提供办理委托事项所需的原始凭证、资料，并对其真实性、合法性负责。")
    f.h("第五条　乙方的义务")
    f.p(
        "乙方应按照国家统一会计制度及税收法律法规的要求办理委托事项，对在服务过程中知悉的甲方商业秘密负有保密义务。"
    )
    f.h("第六条　违约责任")
    f.p(
        "因乙方工作失误造成甲方被税务机关处以罚款或滞纳金的，由乙方承担；因甲方提供资料不真实、不完整造成的损失，由甲方自行承担。"
    )
    f.h("第七条　合同的解除")
    f.p("任何一方提前解除本合同的，应提前三十日书面通知对方，并结清已发生的服务费用。")
    f.h("第八条　争议解决")
    f.p("本合同履行中发生的争议，双方协商解决；协商不成的，向乙方所在地人民法院提起诉讼。")
    f.h("第九条　其他")
    f.p("本合同一式贰份，双方各执壹份，自双方签字盖章之日起生效。")
    f.space(14)
    _sig_two(
        f,
        ["甲方（委托方）盖章：", "代表人签字：", ""],
        ["乙方（受托方）盖章：", "代表人签字：", ""],
        size=10.5,
        gap=32,
        seals=(d["a"], d["b"]),
    )
    f.line(
        fld("signDate", d["date"].isoformat(), dfmt(d["date"], "up")), size=11, x=f.left + f.width / 2 + 10
    )
    f.brk()
    f.title("附件：服务内容及收费明细", size=15, gap=18)
    q = dec(d["amount"]) / 4
    rows = [["期次", "服务期间", "服务内容", "金额（元）", "付款时间"]]
    for i, (per, due) in enumerate(d["quarters"], 1):
        rows.append([f"第{i:d}期", per, "记账、报税、报表", money(q), due])
    rows.append(["合计", "", "", money(d["amount"]), ""])
    f.table([50, 120, 120, 80, f.width - 370], rows, rowh=26, size=9.5, aligns=["c", "c", "l", "r", "c"])
    f.p(
        "说明：1. 甲方月度凭证量超过300张的，超出部分按每张人民币2元计费；2. 年度汇算清缴及工商年报费用已包含"
        "在上述费用中。",
        indent=0,
    )
    f.space(20)
    f.line("甲方（盖章）：　　　　　　　　　　　　　乙方（盖章）：", gap=24)
    return f


# --------------------------------------------------------------------------
def software_license(st, d):
    """s10: parties named only on the signature page (甲方（许可方）/乙方（被许可方））."""
    fld = st.fld
    f = Flow(st, size=10.5, top=74)
    f.line("协议编号：" + fld("contractNumber", d["no"]), size=9.5, align="r", gap=24)
    f.title(fld("contractTitle", "软件许可使用协议"), size=21, gap=24, cs=1)
    f.p(
        "许可方（以下简称“甲方”）与被许可方（以下简称“乙方”）经友好协商，就乙方使用甲方享有著作权的《{}》（以下简称“许可软件”）事宜，"
        "达成如下协议：".format(d["software"])
    )
    f.h("第一条　许可内容")
    f.p(
        "1.1 甲方授予乙方非独占、不可转让、不可再许可的许可软件使用权，许可范围为乙方及其全资子公司内部使用，"
        "许可用户数为{}个并发用户。".format(d["users"])
    )
    f.p("1.2 许可期限为永久许可，自乙方支付首期许可费用之日起生效。")
    f.h("第二条　许可费用")
    fee = d["amount"]
    f.p(
        "2.1 本协议项下许可费用总额为人民币{}（¥{}），包含软件许可费、首年技术支持服务费及实施部署"
        "费。".format(fld("contractAmount", money(fee, False), rmb_upper(fee)), money(fee))
    )
    f.p(
        "2.2 自第二年起，乙方如需继续获得升级及技术支持服务，年度维护费为许可费用总额的15%，即人民币{}元/年，"
        "由双方另行签订维护合同。".format(money(dec(fee * dec("0.15"))))
    )
    f.p(
        "2.3 付款方式：本协议签订后十五个工作日内支付60%；软件部署完成并经乙方验收合格后十五个工作日内支"
        "付40%。"
    )
    f.h("第三条　交付与验收")
    f.p(
        "甲方应于收到首期款后二十个工作日内完成许可软件的安装部署及管理员培训，乙方应在部署完成后十个工作日内完成验收并出具验收报告。"
    )
    f.h("第四条　知识产权")
    f.p(
        "许可软件的著作权及其他知识产权归甲方所有。乙方不得对许可软件进行反向工程、反编译或反汇编，不得删除软件中的权利声明。"
    )
    f.h("第五条　保证与责任限制")
    f.p(
        "甲方保证其有权授予本协议项下的许可。因许可软件侵犯第三方知识产权引起的纠纷，由甲方负责处理并承担责任。"
        "除法律另有规定外，甲方在本协议项下的累计赔偿责任以乙方已支付的许可费用为限。"
    )
    f.h("第六条　保密")
    f.p(
        "双方对本协议内容及履行过程中获知的对方技术秘密和商业秘密负有保密义务，保密义务在本协议终止后五年内持续有效。"
    )
    f.h("第七条　协议的终止")
    f.p(
        "乙方违反本协议第一条、第四条约定的，甲方有权书面通知乙方终止许可，乙方应立即停止使用并删除许可软件的全部副本。"
    )
    f.h("第八条　争议解决")
    f.p(
        "本协议适用中华人民共和国法律。因本协议产生的争议，双方协商不成的，提交{}仲裁委员会仲裁。".format(
            d["city"]
        )
    )
    f.h("第九条　其他")
    f.p(
        "本协议附件一《许可软件功能清单》、附件二《技术支持服务标准》为本协议的组成部分。本协议一式肆份，双方各执贰份。"
    )
    f.brk()
    f.p("（本页为《软件许可使用协议》签署页）", indent=0, gap=40)
    dd = dfmt(d["date"], "zh")
    for lab, key, nm, _rep in (
        ("甲方（许可方）：", "partyA", d["a"], d["a_rep"]),
        ("乙方（被许可方）：", "partyB", d["b"], d["b_rep"]),
    ):
        y = f.y
        f.line(lab + fld(key, nm) + "（盖章）", size=11, gap=28)
        f.line("法定代表人/授权代表（签字）：", size=10.5, gap=28)
        f.line("签订日期：" + fld("signDate", d["date"].isoformat(), dd), size=10.5, gap=60)
        f.c.stamp(f.left + 300, y + 40, 38, nm, "★", "合同专用章")
    return f
