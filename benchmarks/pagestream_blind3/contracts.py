"""Contracts and agreements, Chinese and English, 2-5 pages each."""

from __future__ import annotations

from render import DocCtx, Pg, cn_upper, fmt, text_width

BOTTOM = 780
CN_COMMON = [
    "违约责任：任何一方违反本合同约定的，应当向守约方支付违约金，违约金不足以弥补损失的，还应赔偿守约方因"
    "此遭受的全部损失。",
    "不可抗力：因地震、台风、洪水、战争、政府行为等不能预见、不能避免并不能克服的客观情况导致合同不能履行的，"
    "遭受不可抗力的一方应在十五日内书面通知对方，并提供有关证明。",
    "保密条款：双方对在履行本合同过程中知悉的对方商业秘密和技术资料负有保密义务，保密期限不因本合同终止而"
    "终止。",
    "通知与送达：本合同项下的通知应以书面形式送达合同首部所列地址，一方变更地址的，应在变更后三日内书面通"
    "知另一方。",
    "争议解决：因本合同引起的或与本合同有关的任何争议，双方应协商解决；协商不成的，任何一方均可向合同签订"
    "地人民法院提起诉讼。",
    "合同生效：本合同自双方法定代表人或授权代表签字并加盖公章之日起生效，本合同一式肆份，双方各执贰份，具"
    "有同等法律效力。",
    "其他：本合同未尽事宜，双方可另行签订补充协议，补充协议与本合同具有同等法律效力。",
]
EN_COMMON = [
    "Confidentiality. Each party shall keep confidential all non-public information received from the "
    "other party "
    "and shall use it solely for the purposes of this Agreement.",
    "Limitation of Liability. Except for breaches of confidentiality, neither party shall be liable for "
    "indirect, "
    "incidental or consequential damages, and each party's aggregate liability shall not exceed the fees "
    "paid "
    "in the twelve months preceding the claim.",
    "Term and Termination. Either party may terminate this Agreement upon thirty (30) days' written "
    "notice if the "
    "other party materially breaches it and fails to cure such breach within that period.",
    "Governing Law. This Agreement shall be governed by the laws of the State of New York, without "
    "regard to its "
    "conflict of laws principles.",
    "Entire Agreement. This Agreement, together with its Statements of Work, constitutes the entire "
    "agreement of "
    "the parties and supersedes all prior understandings relating to its subject matter.",
]
CN_NUM = "一二三四五六七八九十"


def cn_ord(i: int) -> str:
    if i <= 10:
        return CN_NUM[i - 1]
    tens = "" if i < 20 else CN_NUM[i // 10 - 1]
    return tens + "十" + (CN_NUM[i % 10 - 1] if i % 10 else "")


class Flow:
    """Writes paragraphs top to bottom and opens a new page when one fills up."""

    def __init__(self, c: DocCtx, font="s", size=12.0, top=70, footer=None, lead=1.8):
        self.c, self.font, self.size, self.top, self.footer, self.lead = c, font, size, top, footer, lead
        self.pg: Pg = c.page(font=font)
        self.y = top

    def need(self, h):
        if self.y + h > BOTTOM:
            self.new_page()

    def new_page(self):
        if self.footer:
            self.pg.t(297, 815, self.footer.format(len(self.c.pages)), 8, align="c")
        self.pg = self.c.page(font=self.font)
        self.y = self.top

    def p(self, text, size=None, indent=21.0, gap=6, fields=()):
        """One paragraph, kept on one page; fields are recorded on that page."""
        size = size or self.size
        lines = text_width(text, size, self.font) / 470 + 1
        self.need(lines * size * self.lead + size)
        self.y = self.pg.para(60, self.y, 475, text, size, lead=self.lead, indent=indent) + gap
        for name, value in fields:
            self.c.f(name, value)

    def head(self, text, size=12, f=None):
        self.need(size * 3)
        self.pg.t(60, self.y, text, size, f)
        self.y += size * 1.9

    def title(self, text, size=18, f=None):
        self.pg.t(297, self.y + 10, text, size, f, align="c")
        self.y += size * 2.6

    def finish(self):
        if self.footer:
            self.pg.t(297, 815, self.footer.format(len(self.c.pages)), 8, align="c")


def _clauses(fl: Flow, specific, start=1, common=CN_COMMON):
    n = start
    for body in [*specific, *common]:
        body, fields = body if isinstance(body, tuple) else (body, ())
        fl.p(f"第{cn_ord(n)}条  {body}", fields=fields)
        n += 1


def _sign_table(fl: Flow, a_label, a, b_label, b, date_a, date_b):
    fl.need(150)
    pg, y = fl.pg, fl.y + 10
    rows = [
        [f"{a_label}（盖章）：", f"{b_label}（盖章）："],
        [a, b],
        ["法定代表人或授权代表：", "法定代表人或授权代表："],
        [f"日期：{date_a}", f"日期：{date_b}"],
    ]
    fl.y = pg.grid(60, y, [238, 238], rows, 28, 9.5) + 20


def con_construction(c: DocCtx):
    a, b = "苏州工业园区星湖置业有限公司", "中建八局第三建设有限公司"
    fl = Flow(c, footer="— {} —")
    fl.pg.t(297, 120, "GF—2017—0201", 10, align="c")
    fl.pg.t(297, 200, "建设工程施工合同", 26, align="c")
    c.f("contractTitle", "建设工程施工合同")
    fl.pg.t(180, 300, "合同编号：XHZY-SG-2024-011", 12)
    c.f("contractNumber", "XHZY-SG-2024-011")
    fl.pg.t(180, 340, f"发 包 人：{a}", 12)
    c.f("partyA", a)
    fl.pg.t(180, 370, f"承 包 人：{b}", 12)
    c.f("partyB", b)
    fl.pg.t(180, 400, "工程名称：星湖花园三期7#、8#住宅楼及地下车库", 12)
    fl.pg.t(297, 600, "住房和城乡建设部\n国家市场监督管理总局    制定", 10, align="c")
    fl.new_page()
    fl.title("第一部分  合同协议书", 15)
    fl.p(f"发包人（全称）：{a}", indent=0)
    fl.p(f"承包人（全称）：{b}", indent=0)
    fl.p(
        "根据《中华人民共和国民法典》《中华人民共和国建筑法》及有关法律规定，遵循平等、自愿、公平和诚实信"
        "用的原则，"
        "双方就星湖花园三期工程施工及有关事项协商一致，共同达成如下协议："
    )
    amount = 38625000
    spec = [
        "工程概况：工程地点苏州工业园区星湖街以东；工程内容为两栋十八层住宅楼及一层地下车库，总建筑面积约"
        "46,800平方米。",
        "合同工期：计划开工日期2024年4月1日，计划竣工日期2025年9月30日，工期总日历天数548天。",
        "质量标准：工程质量符合国家现行验收规范合格标准，并争创省级优质结构工程。",
        (
            f"签约合同价：人民币（大写）{cn_upper(amount)}（¥{fmt(amount)}元），其中安全文明施工费"
            f"¥1,158,750.00元，"
            "暂列金额¥2,000,000.00元。",
            [("contractAmount", f"{amount:.2f}")],
        ),
        "项目经理：承包人项目经理为孙伟，注册建造师证书编号苏132101234567。",
        "合同文件构成：本协议书与中标通知书、专用合同条款及其附件、通用合同条款、技术标准和要求、图纸、"
        "已标价工程量清单共同构成合同文件。",
        "工程款支付：按月进度支付已完工程价款的75%，竣工验收合格后支付至85%，结算审计完成后支付至97%，余"
        "款作为质量保证金。",
        "承诺：发包人承诺按照法律规定履行项目审批手续、筹集工程建设资金并按照合同约定的期限和方式支付合同"
        "价款。",
    ]
    _clauses(fl, spec, common=[])
    fl.new_page()
    fl.title("第二部分  专用合同条款（摘要）", 14)
    special = [
        "发包人代表：发包人委派工程部经理吴昊天为发包人代表，其权限以发包人出具的授权委托书为准。",
        "监理人：苏州恒信工程监理有限公司，总监理工程师为许志远。",
        "图纸提供：发包人应于开工日期前十四天向承包人提供施工图纸四套，电子版一套。",
        "施工组织设计：承包人应于合同签订后十四天内提交详细的施工组织设计，经监理人审批后实施。",
        "材料与设备：钢筋、混凝土、防水材料由承包人采购，进场前须经监理人见证取样检验合格。",
        "变更估价：已标价工程量清单中有适用子目的，按适用子目单价确定；无适用子目的，按成本加利润原则由双"
        "方协商确定。",
        "工期延误：因承包人原因造成工期延误的，每延误一天支付合同价款万分之三的逾期竣工违约金，上限为签约"
        "合同价的百分之三。",
        "质量保证金：按结算价款的百分之三预留，缺陷责任期为二十四个月，期满后十四天内无息返还。",
        "安全文明施工：承包人应严格执行苏州市建筑工地扬尘治理及安全文明施工标准化管理规定。",
        "分包：承包人不得将主体结构转包或违法分包，专业工程分包须经发包人书面同意。",
    ]
    _clauses(fl, special, start=9)
    fl.p("（以下无正文）", indent=0)
    fl.p("签订时间：2024年3月22日    签订地点：江苏省苏州市", indent=0, fields=[("signDate", "2024-03-22")])
    _sign_table(fl, "发包人", a, "承包人", b, "2024年3月22日", "2024年3月22日")
    fl.finish()
    return "contract"


def _software_parties():
    return "杭州云栈信息技术有限公司", "宁波启明软件开发有限公司"


def con_nda(c: DocCtx):
    a, b = _software_parties()
    fl = Flow(c)
    fl.title("保密协议")
    c.f("contractTitle", "保密协议")
    fl.pg.t(400, fl.y - 20, "编号：YZ-NDA-2024-05", 9)
    c.f("contractNumber", "YZ-NDA-2024-05")
    fl.p(f"披露方（甲方）：{a}", indent=0)
    c.f("partyA", a)
    fl.p(f"接收方（乙方）：{b}", indent=0)
    c.f("partyB", b)
    fl.p(
        "鉴于甲乙双方拟就“智慧仓储管理系统”开展合作，甲方需向乙方披露相关技术资料和业务信息，为保护甲方的"
        "保密信息，双方达成如下协议："
    )
    spec = [
        "保密信息的范围：包括但不限于源代码、数据库结构、客户名单、报价策略、产品路线图及任何标注“机密”字"
        "样的资料。",
        "乙方应仅为履行合作目的使用保密信息，未经甲方书面同意，不得向任何第三方披露。",
        "乙方应限制接触保密信息的人员范围，并确保其员工承担不低于本协议的保密义务。",
        "合作终止后十日内，乙方应归还或销毁全部保密信息及其复制件，并出具书面确认。",
        "保密期限：本协议项下的保密义务自本协议签订之日起五年内有效。",
        "违约责任：乙方违反本协议的，应向甲方支付违约金人民币伍拾万元，并赔偿甲方因此遭受的全部损失。",
    ]
    _clauses(fl, spec, common=CN_COMMON[3:])
    fl.p("签订日期：2024年4月28日", indent=0, fields=[("signDate", "2024-04-28")])
    _sign_table(fl, "甲方", a, "乙方", b, "2024.4.28", "2024.4.28")
    return "contract"


def con_software(c: DocCtx):
    a, b = _software_parties()
    fl = Flow(c)
    fl.pg.t(60, 50, "合同编号：YZ-RJ-2024-017", 9)
    c.f("contractNumber", "YZ-RJ-2024-017")
    fl.pg.t(400, 50, "签订日期：2024年5月6日", 9)
    c.f("signDate", "2024-05-06")
    fl.title("软件开发合同")
    c.f("contractTitle", "软件开发合同")
    fl.p(
        f"本合同由{a}（以下简称甲方）与{b}（以下简称乙方）签订。双方经友好协商，就甲方委托乙方开发“智慧仓"
        f"储管理系统"
        "V2.0”事宜达成如下条款，以资共同遵守。"
    )
    c.f("partyA", a)
    c.f("partyB", b)
    spec = [
        "开发内容：入库、出库、库位、盘点、报表五个子系统，以及与甲方现有ERP系统的数据接口，详见需求规格"
        "说明书。",
        "交付期限：乙方应于合同签订后120日内完成开发并交付甲方验收，交付物包括源代码、安装程序、用户手册"
        "及测试报告。",
        (
            "合同价款：本合同总价：RMB 86,000（大写：人民币捌万陆仟元整），含税，包括开发、部署及一年免费"
            "维护。",
            [("contractAmount", "86000.00")],
        ),
        "付款方式：合同签订后五个工作日内甲方支付30%；系统上线验收合格后支付60%；免费维护期满后支付剩余10%。",
        "知识产权：本合同项下开发成果的著作权归甲方所有，乙方保留其既有通用组件的知识产权并授予甲方永久使"
        "用许可。",
        "验收标准：以需求规格说明书及双方确认的测试用例为准，甲方应在收到验收申请后十个工作日内完成验收。",
    ]
    _clauses(fl, spec)
    _sign_table(fl, "甲方", a, "乙方", b, "", "")
    return "contract"


def con_equipment(c: DocCtx):
    a, b = "青岛海盛食品股份有限公司", "上海精工包装机械有限公司"
    fl = Flow(c)
    fl.title("设备采购合同")
    c.f("contractTitle", "设备采购合同")
    fl.pg.grid(
        60,
        fl.y,
        [90, 150, 90, 145],
        [["合同编号", "HS-CG-2024-0231", "签订地点", "山东青岛"], ["买方（甲方）", a, "卖方（乙方）", b]],
        26,
        8.5,
    )
    c.f("contractNumber", "HS-CG-2024-0231")
    c.f("partyA", a)
    c.f("partyB", b)
    fl.y += 70
    spec = [
        "标的物：全自动枕式包装机、立式灌装机及配套输送线，具体名称、型号、数量、单价见附件一《设备报价清"
        "单》。",
        (
            "合同金额（含税）：¥1,250,000.00元（人民币壹佰贰拾伍万元整），含13%增值税、运输、安装调试及培"
            "训费用。",
            [("contractAmount", "1250000.00")],
        ),
        "交货时间与地点：乙方应于2024年8月15日前将设备运抵甲方青岛市城阳区工厂并完成安装调试。",
        "质量保证：设备质保期为验收合格之日起十八个月，质保期内非人为损坏的，乙方免费维修或更换。",
        "付款方式：预付款30%，到货验收后支付60%，质保期满无质量问题支付10%。",
    ]
    _clauses(fl, spec)
    fl.p("甲乙双方于2024年6月12日签订本合同。", indent=0, fields=[("signDate", "2024-06-12")])
    _sign_table(fl, "甲方", a, "乙方", b, "2024-06-12", "2024-06-12")
    fl.new_page()
    fl.title("附件一：设备报价清单", 15)
    rows = [
        ["序号", "设备名称", "型号", "数量", "单价（元）", "金额（元）"],
        ["1", "全自动枕式包装机", "JG-450X", "2", "285,000.00", "570,000.00"],
        ["2", "立式液体灌装机", "JG-GZ12", "1", "396,000.00", "396,000.00"],
        ["3", "不锈钢输送线", "SS-12m", "3", "78,000.00", "234,000.00"],
        ["4", "安装调试及培训", "—", "1", "50,000.00", "50,000.00"],
        ["", "合计", "", "", "", "1,250,000.00"],
    ]
    fl.pg.grid(60, fl.y, [35, 140, 70, 40, 95, 95], rows, 24, 9)
    fl.pg.t(60, fl.y + 180, "本附件为《设备采购合同》（HS-CG-2024-0231）不可分割的组成部分。", 9.5)
    return "contract"


def con_loan(c: DocCtx):
    a, b = "陈国栋", "林秀英"
    fl = Flow(c, footer="第 {} 页")
    fl.title("借款合同")
    c.f("contractTitle", "借款合同")
    fl.p(f"出借人：{a}，男，身份证号码：350102196705123411，住址：福州市鼓楼区五四路118号", indent=0)
    c.f("partyA", a)
    fl.p(f"借款人：{b}，女，身份证号码：350104197809224526，住址：福州市仓山区城门镇胪雷村", indent=0)
    c.f("partyB", b)
    fl.p("借款人因经营资金周转需要向出借人借款，双方经平等协商，订立本合同。")
    spec = [
        (
            "借款金额：¥200,000.00元（大写：人民币贰拾万元整），出借人以银行转账方式支付至借款人名下账户。",
            [("contractAmount", "200000.00")],
        ),
        "借款期限：自2024年2月1日起至2025年1月31日止，共十二个月。",
        "借款利率：年利率6%，利息按季支付，到期一次性归还本金。",
        "担保：借款人以其名下位于福州市仓山区的房产提供抵押担保，双方另行签订抵押合同并办理登记。",
        "逾期还款：借款人逾期归还的，按逾期金额每日万分之五支付逾期利息。",
        "提前还款：借款人可以提前归还全部或部分借款，提前还款的，利息按实际借款期间计算。",
        "借款用途：借款人应将借款用于其经营的服装店进货周转，不得用于赌博、放贷等违法活动。",
        "费用承担：因借款人违约致使出借人实现债权所支付的律师费、诉讼费、保全费等，由借款人承担。",
    ]
    _clauses(fl, spec, common=CN_COMMON[:2] + CN_COMMON[3:5])
    fl.need(160)
    fl.p("本合同一式两份，双方各执一份，签于2024年1月30日。", indent=0, fields=[("signDate", "2024-01-30")])
    fl.p("出借人（签字）：陈国栋                借款人（签字）：林秀英", indent=0, gap=30)
    fl.finish()
    return "contract"


def con_equity(c: DocCtx):
    a, b = "宁波甬兴投资合伙企业（有限合伙）", "周明辉"
    fl = Flow(c, footer="股权转让协议  第{}页")
    fl.title("股权转让协议")
    c.f("contractTitle", "股权转让协议")
    fl.p("协议编号：YX-GQ-2024-003", indent=0)
    c.f("contractNumber", "YX-GQ-2024-003")
    fl.p(f"转让方：{a}", indent=0)
    c.f("partyA", a)
    fl.p(f"受让方：{b}", indent=0)
    c.f("partyB", b)
    fl.p("目标公司：宁波北仑港通物流有限公司（以下简称“目标公司”），注册资本人民币伍佰万元。")
    spec = [
        "转让标的：转让方将其持有的目标公司20%股权（对应认缴出资额人民币壹佰万元，已全部实缴）转让给受让方。",
        (
            "转让价款：股权转让价款为人民币叁佰陆拾万元整（¥3,600,000.00），受让方应于本协议生效后三十日"
            "内一次性支付。",
            [("contractAmount", "3600000.00")],
        ),
        "工商变更：转让方应在收到全部价款后十五个工作日内配合目标公司办理股东变更登记手续。",
        "陈述与保证：转让方保证其对转让股权拥有完整的处分权，该股权未设置质押或其他任何权利负担。",
        "税费承担：因本次股权转让产生的税费，由双方依照法律规定各自承担。",
        "过渡期安排：自本协议签订之日至工商变更登记完成之日，转让方不得促使目标公司进行利润分配或对外担保。",
        "其他股东：目标公司其他股东已书面放弃优先购买权，股东会决议作为本协议附件。",
    ]
    _clauses(fl, spec)
    fl.need(120)
    fl.p("转让方（盖章）：宁波甬兴投资合伙企业（有限合伙）    执行事务合伙人委派代表：", indent=0)
    fl.p("受让方（签字）：周明辉", indent=0)
    fl.p("签署日期：二〇二四年六月十八日", indent=0, fields=[("signDate", "2024-06-18")])
    fl.new_page()
    fl.title("附件：宁波北仑港通物流有限公司股东会决议", 14)
    fl.p(
        "会议时间：2024年6月15日    会议地点：公司会议室    应到股东3名，实到股东3名，代表100%表决权。",
        indent=0,
    )
    fl.p("经全体股东一致同意，形成决议如下：")
    fl.p("一、同意股东宁波甬兴投资合伙企业（有限合伙）将其持有的公司20%股权转让给周明辉；")
    fl.p("二、其他股东放弃对上述股权的优先购买权；")
    fl.p("三、同意修改公司章程相应条款，并授权执行董事办理工商变更登记。")
    fl.p("全体股东签字（盖章）：", indent=0)
    fl.finish()
    return "contract"
