"""Stream s04_law_intake: 律所客户立案材料."""

from __future__ import annotations

from docs_contract import parties_preamble, sign_two_col
from docs_fapiao import efapiao
from docs_misc import id_copy_page, id_fields, letterhead, person
from flow import Flow, simple_header
from pslib import GRAY
from psstream import Stream

LAW = dict(name="北京市衡正律师事务所", tax="31110000MD0178823T")
CLIENT_CO = dict(name="北京博远文化传媒有限公司", tax="91110105MA01QW3K7N")


def s04():
    st = Stream("s04_law_intake", 404, "律所客户立案材料")
    p1 = person(
        "李慧敏",
        False,
        "汉",
        "1986-11-23",
        "110105",
        "北京市朝阳区望京西园四区412号楼3单元1102号",
        "北京市公安局朝阳分局",
        "2016-08-15",
        284,
    )
    p2 = person(
        "马国强",
        True,
        "回",
        "1971-04-08",
        "640104",
        "宁夏银川市兴庆区解放东街157号2-3-501",
        "银川市公安局兴庆区分局",
        "2019-05-21",
        37,
    )
    st.begin("other", "客户信息登记表")
    p = st.page()
    pw = p.W
    y = letterhead(p, LAW["name"], en="HENGZHENG LAW FIRM", sub="北京市朝阳区建国路77号华贸中心3座21层")
    p.text(pw / 2, y + 10, "客户信息登记表（利益冲突检索）", 16, align="c", bold=True)
    rows = [
        ["登记编号", "HZ-KH-2024-0388", "登记日期", "2024年4月2日"],
        ["客户名称", (CLIENT_CO["name"], 3)],
        ["统一社会信用代码", (CLIENT_CO["tax"], 3)],
        ["法定代表人", p2["name"], "联系人", p1["name"]],
        ["联系电话", "138 1125 6093", "电子邮箱", "limm@boyuan-media.cn"],
        ["对方当事人", ("北京星汉影视制作有限公司", 3)],
        ["案件类型", ("☑民事  □刑事  □行政  □非诉", 3)],
        ["案由/事项", ("委托制作合同纠纷（一审）", 3)],
        ["利冲检索结果", ("经检索，本所未代理对方当事人，不存在利益冲突。", 3)],
        ["承办律师", "周启明", "审批", ""],
    ]
    p.table(60, y + 30, [100, 150, 80, pw - 120 - 330], rows, rh=28, size=10, aligns=["c", "l", "c", "l"])
    p.signature(430, y + 30 + 28 * 9 + 18, 50, seed=41)
    p.text(60, 760, "本表仅供本所内部使用，请勿外传。", 8.5, color=GRAY)
    st.end()
    st.begin("id_card", "身份证复印件（正反面同页，数字）")
    id_copy_page(st, p1, layout="stack", caption="身份证复印件", note="此复印件与原件一致", seed=3)
    id_fields(st, p1)
    st.end()
    st.begin("id_card", "身份证（正面、反面分两页扫描，带仅供…使用水印）")
    ov = "仅供北京市衡正律师事务所办理委托手续使用"
    id_copy_page(st, p2, layout="front", scan={"skew": 1.0}, overlay=ov, scale=1.4, seed=7)
    id_copy_page(st, p2, layout="back", scan={"skew": -0.6}, overlay=ov, scale=1.4, seed=7)
    id_fields(st, p2)
    st.end()
    st.begin("contract", "委托代理合同")
    fl = Flow(st, footer="cn", header=simple_header(LAW["name"], "合同编号：HZ（2024）民代字第0388号"))
    fl.title("委托代理合同", 20, spacing=True, after=6)
    fl.p.text(fl.ml + fl.width / 2, fl.y, "HZ（2024）民代字第0388号", 10.5, align="c")
    fl.y += 26
    parties_preamble(
        fl,
        [
            (
                "委托人（甲方）",
                CLIENT_CO["name"],
                ["法定代表人：" + p2["name"], "住所：北京市朝阳区东三环中路39号建外SOHO 9号楼1605"],
            ),
            (
                "受托人（乙方）",
                LAW["name"],
                ["负责人：高文涛", "住所：北京市朝阳区建国路77号华贸中心3座21层"],
            ),
        ],
    )
    fl.para(
        "甲方因与北京星汉影视制作有限公司委托制作合同纠纷一案，委托乙方律师担任一审诉讼代理人。根据《中华人民共和国民法典》《中华人民共和国律师法》的有关规定，双方经协商一致，订立本合同。"
    )
    for h, b in [
        (
            "第一条  委托事项",
            "乙方接受甲方委托，指派周启明律师、林晓雪律师担任甲方在上述案件一审程序中的诉讼代理人，代理权限为特别授权，具体以甲方出具的《授权委托书》为准。",
        ),
        (
            "第二条  乙方的义务",
            [
                "乙方律师应勤勉尽责，依法维护甲方的合法权益；应及时向甲方通报案件进展，对甲方提供的材料和知悉的商业秘密予以保密。",
                "乙方律师不得违反律师执业规范，不得在同一案件中为双方当事人担任代理人，不得代理与本案有利益冲突的其他法律事务。",
            ],
        ),
        (
            "第三条  甲方的义务",
            "甲方应真实、完整地向乙方律师陈述案情，及时提供与委托事项有关的证据、文件及其他材料，并对其真实性负责。甲方不得要求乙方律师提供违反法律或执业规范的服务。",
        ),
        (
            "第四条  律师费及支付",
            [
                "经双方协商，本案律师费为人民币壹拾贰万元整（¥120,000.00），甲方应于本合同签订之日起五个工作日内一次性支付至乙方账户。",
                "案件受理费、鉴定费、公告费、保全担保费及乙方律师办理本案发生的外地差旅费由甲方另行承担，不包含在上述律师费中。",
                "乙方收款账户：北京市衡正律师事务所，开户行：中国建设银行北京国贸支行，账号：1105 "
                "0163 3600 0012 3456。",
            ],
        ),
        (
            "第五条  委托的解除",
            "甲方无正当理由解除委托的，已付律师费不予退还；乙方无正当理由拒绝代理的，应全额退还已收律师费。",
        ),
        ("第六条  合同期限", "本合同有效期自签订之日起至本案一审判决书、裁定书送达或调解书生效之日止。"),
        (
            "第七条  争议解决",
            "因本合同发生争议的，双方应协商解决；协商不成的，提交北京仲裁委员会按照该会仲裁规则进行仲裁。仲裁裁决是终局的，对双方均有约束力。",
        ),
        ("第八条  其他", "本合同一式贰份，双方各执壹份，自双方签字盖章之日起生效。"),
    ]:
        fl.clause(h, b)
    fl.gap(20)
    sign_two_col(
        fl,
        [("甲方（盖章）：", CLIENT_CO["name"]), ("法定代表人：", ""), ("日期：", "2024年4月3日")],
        [("乙方（盖章）：", LAW["name"]), ("承办律师：", ""), ("日期：", "2024年4月3日")],
        seed=43,
        sealtext=("合同专用章", ""),
    )
    fl.finish()
    st.field("contractNumber", "HZ（2024）民代字第0388号")
    st.field("contractTitle", "委托代理合同")
    st.field("partyA", CLIENT_CO["name"])
    st.field("partyB", LAW["name"])
    st.field("signDate", "2024-04-03")
    st.field("contractAmount", "120000.00")
    st.end()
    st.begin("other", "授权委托书")
    p = st.page()
    pw = p.W
    p.text(pw / 2, 110, "授 权 委 托 书", 22, align="c", bold=True)
    y = 160
    for ln in [
        f"委托人：{CLIENT_CO['name']}",
        "住所：北京市朝阳区东三环中路39号建外SOHO 9号楼1605",
        f"法定代表人：{p2['name']}    职务：执行董事",
    ]:
        p.text(70, y, ln, 11.5)
        y += 26
    y += 10
    for ln in [
        "受委托人：周启明    北京市衡正律师事务所律师    电话：010-65889921",
        "受委托人：林晓雪    北京市衡正律师事务所律师    电话：010-65889937",
    ]:
        p.text(70, y, ln, 11.5)
        y += 26
    y = p.para(
        70,
        y + 20,
        pw - 140,
        "现委托上列受委托人在我单位与北京星汉影视制作有限公司委托制作合同纠纷一案中，作为我方一审诉讼代理人。",
        11.5,
        lead=2.0,
        indent=2,
    )
    y = p.para(
        70,
        y + 6,
        pw - 140,
        "代理人的代理权限为：特别授权，包括代为起诉、应诉，代为承认、放弃、变更诉讼请求，代为进行和解、调解，"
        "代为提起反诉，代为签收法律文书。",
        11.5,
        lead=2.0,
        indent=2,
    )
    p.text(pw - 90, y + 80, "委托人（盖章）：", 11.5, align="r")
    p.seal(pw - 140, y + 100, CLIENT_CO["name"], r=42)
    p.text(pw - 90, y + 150, "二〇二四年四月三日", 11.5, align="r")
    st.end()
    st.begin("invoice", "律师费电子发票（普通发票）")
    efapiao(
        st,
        num="24112000000039917465",
        date="2024-04-08",
        seller=LAW,
        buyer=CLIENT_CO,
        kind="普通发票",
        items=[("*法律服务*律师代理费", "", "次", 1, "113207.55")],
        rate="0.06",
        issuer="赵晨",
        remark="HZ（2024）民代字第0388号",
    )
    st.end()
    st.begin("other", "律所致客户函（无标题信函）")
    p = st.page()
    pw = p.W
    y = letterhead(
        p,
        LAW["name"],
        en="HENGZHENG LAW FIRM",
        sub="北京市朝阳区建国路77号华贸中心3座21层  电话：010-65889900",
    )
    p.text(70, y + 20, f"{CLIENT_CO['name']}：", 11.5)
    p.text(pw - 70, y + 20, "衡正函〔2024〕第112号", 10, align="r", color=GRAY)
    y = y + 50
    for t in [
        "贵司委托本所代理的与北京星汉影视制作有限公司委托制作合同纠纷一案，本所已于2024年4月10日向北京市朝阳区人民法院提交起诉材料，法院已于同日受理，案号为（2024）京0105民初21873号。",
        "根据法院通知，请贵司于2024年4月17日前交纳案件受理费人民币8,850元，并补充提交以下材料：（1）与对方往来邮件的公证书原件；（2）项目验收单原件；（3）付款凭证。",
        "如有疑问，请与本所周启明律师联系（电话：010-65889921）。",
    ]:
        y = p.para(70, y, pw - 140, t, 11.5, lead=1.9, indent=2) + 6
    p.text(70, y + 10, "此致", 11.5)
    p.text(70, y + 36, "敬礼！", 11.5)
    p.text(pw - 70, y + 90, LAW["name"], 11.5, align="r")
    p.text(pw - 70, y + 116, "2024年4月11日", 11.5, align="r")
    st.end()
    return st
