"""Chinese contracts: 房屋租赁, 借款, 采购, 框架协议; the shared two-column signature block."""

from kit import Flow
from kit_canvas import add_footers
from kit_values import dec, dfmt, money, rmb_upper


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
