"""Chinese service contracts: 技术服务, 委托服务, 软件许可."""

from kit import Flow
from kit_canvas import add_footers
from kit_values import dec, dfmt, money, rmb_upper
from zh_contracts import _sig_two


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
