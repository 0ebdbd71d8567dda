"""Stream s07_ecommerce_fees: 电商店铺平台费用及结算."""

from __future__ import annotations

import random

from docs_contract import parties_preamble, sign_two_col
from docs_fapiao import efapiao
from flow import Flow, simple_header
from psformat import dec, money
from pslib import GRAY
from psscan import sc
from psstream import Stream

YUNZHAN = dict(name="杭州云栈网络科技有限公司", tax="91330108MA2B0Y7H6Q")
QIAOSHOU = dict(name="义乌市巧手家居用品有限公司", tax="91330782MA2EC1R84W")


def s07():
    st = Stream("s07_ecommerce_fees", 707, "电商店铺平台费用及结算")
    r = random.Random(77)
    st.begin("invoice", "电子发票（普通发票）平台技术服务费")
    a1 = efapiao(
        st,
        num="24332000000045508812",
        date="2024-04-02",
        seller=YUNZHAN,
        buyer=QIAOSHOU,
        kind="普通发票",
        items=[("*信息技术服务*平台技术服务费", "", "项", 1, "18642.26")],
        rate="0.06",
        issuer="系统开票",
        remark="店铺：巧手家居旗舰店  账期：2024-03",
    )
    st.end()
    st.begin("invoice", "电子发票（普通发票）同一平台推广服务费")
    a2 = efapiao(
        st,
        num="24332000000045508813",
        date="2024-04-02",
        seller=YUNZHAN,
        buyer=QIAOSHOU,
        kind="普通发票",
        items=[
            ("*现代服务*推广服务费", "直通车", "项", 1, "9433.96"),
            ("*现代服务*推广服务费", "超级推荐", "项", 1, "3773.58"),
        ],
        rate="0.06",
        issuer="系统开票",
        remark="店铺：巧手家居旗舰店  账期：2024-03",
    )
    st.end()
    st.begin("other", "月度结算账单（页面相似，引用发票号）")
    rng = random.Random(7)
    orders = []
    for _ in range(62):
        amt = dec(rng.choice([39.9, 59.0, 89.0, 129.0, 19.9, 268.0, 45.5]) * rng.randint(8, 60))
        orders.append(
            (
                f"3781{rng.randint(10**11, 10**12 - 1)}",
                f"2024-03-{rng.randint(1, 31):02d}",
                amt,
                dec(amt * dec("0.05")),
                "已结算" if rng.random() > 0.1 else "退款",
            )
        )
    orders.sort(key=lambda o: o[1])
    chunks = [orders[:14], orders[14:38], orders[38:]]
    for pi, ch in enumerate(chunks, 1):
        p = st.page()
        pw = p.W
        p.rect(0, 0, pw, 44, color=None, fill=(1, 0.42, 0.1))
        p.text(40, 28, "云栈商家中心", 14, color=(1, 1, 1), bold=True)
        p.text(pw - 40, 28, "商家月度结算账单", 11, color=(1, 1, 1), align="r")
        p.text(40, 70, f"商家名称：{QIAOSHOU['name']}（巧手家居旗舰店）", 9.5)
        p.text(pw - 40, 70, "账单周期：2024-03-01 至 2024-03-31", 9.5, align="r")
        y = 90
        if pi == 1:
            gross = sum(o[2] for o in orders if o[4] == "已结算")
            refund = sum(o[2] for o in orders if o[4] == "退款")
            rows = [
                ["项目", "金额（元）", "说明"],
                ["商品销售收入", money(gross), "已确认收货订单"],
                ["退款", "-" + money(refund), "售后退款"],
                ["平台技术服务费", "-" + money(a1[2]), "发票号码 24332000000045508812"],
                ["推广服务费", "-" + money(a2[2]), "发票号码 24332000000045508813"],
                ["保证金冻结", "0.00", ""],
                ["本期应结算金额", money(gross - refund - a1[2] - a2[2]), "已于2024-04-05划转至绑定账户"],
            ]
            y = p.table(
                40,
                y,
                [150, 120, pw - 80 - 270],
                rows,
                rh=22,
                size=9.5,
                aligns=["l", "r", "l"],
                bold_rows=(0, 6),
            )
            p.text(
                40,
                y + 24,
                "注：本账单仅为结算明细，不作为税务凭证；平台服务费发票已开具至商家开票信息。",
                8.5,
                color=GRAY,
            )
            y += 40
        p.text(40, y + 16, "订单结算明细", 10.5, bold=True)
        trs = [["订单号", "结算日期", "订单金额", "技术服务费", "状态"]]
        for o in ch:
            trs.append([o[0], o[1], money(o[2]), money(o[3]), o[4]])
        p.table(
            40,
            y + 24,
            [150, 90, 90, 90, pw - 80 - 420],
            trs,
            rh=19,
            size=8.8,
            aligns=["l", "c", "r", "r", "c"],
            bold_rows=(0,),
            border=False,
            fills={0: (0.95, 0.95, 0.95)},
        )
        p.text(pw / 2, 815, f"{pi}/3", 9, "helv", GRAY, align="c")
    st.end()
    st.begin("contract", "推广服务协议（电子签章）")
    fl = Flow(
        st,
        footer="frac",
        size=9.8,
        lead=1.7,
        header=simple_header("云栈商家推广服务协议", "协议编号：YZ-TG-2024-11872"),
    )
    fl.title("云栈商家推广服务协议", 16, align="l", after=8)
    fl.para("协议编号：YZ-TG-2024-11872", indent=0, color=GRAY)
    parties_preamble(
        fl,
        [
            ("甲方", QIAOSHOU["name"], ["店铺名称：巧手家居旗舰店"]),
            ("乙方", YUNZHAN["name"], ["地址：杭州市西湖区文一西路969号"]),
        ],
        size=9.8,
    )
    fl.para(
        "甲方自愿使用乙方提供的“直通车”“超级推荐”等营销推广服务。甲方在点击确认本协议前，已充分阅读、理解并接受本协议的全部内容。",
        indent=0,
    )
    for h, bs in [
        (
            "1. 服务内容",
            [
                "1.1 乙方根据甲方设置的推广计划、关键词及出价，在云栈平台指定展示位置展示甲方商品。",
                "1.2 推广效果受市场竞争、商品质量、价格等多种因素影响，乙方不对推广效果作出任何承诺。",
            ],
        ),
        (
            "2. 费用及支付",
            [
                "2.1 本协议期内甲方承诺推广服务费总额为人民币60,000.00元（大写：陆万元整），"
                "按点击或展示实际消耗从甲方推广账户中扣除。",
                "2.2 甲方应确保推广账户余额充足；余额不足时推广计划自动暂停。",
                "2.3 乙方每月根据实际消耗金额向甲方开具增值税发票。",
            ],
        ),
        (
            "3. 甲方义务",
            [
                "3.1 甲方保证推广内容真实、合法，不侵犯第三方知识产权，不含虚假宣传或违反《广告法》的内容。",
                "3.2 甲方不得通过作弊等不正当手段干扰推广数据。",
            ],
        ),
        (
            "4. 协议期限",
            ["4.1 本协议有效期自2024年1月15日至2024年12月31日。期满后甲方继续使用推广服务的，视为续签。"],
        ),
        (
            "5. 违约与责任限制",
            [
                "5.1 任何一方违约的，应赔偿守约方因此遭受的直接损失。",
                "5.2 乙方因系统维护、网络故障等原因导致推广服务中断的，不承担违约责任，"
                "但应及时通知并尽快恢复。",
            ],
        ),
        (
            "6. 法律适用与争议解决",
            [
                "6.1 本协议适用中华人民共和国法律。因本协议产生的争议，双方应协商解决；协商不成的，"
                "提交乙方住所地人民法院诉讼解决。"
            ],
        ),
        (
            "7. 数据与隐私",
            [
                "7.1 乙方向甲方提供的推广数据报表仅供甲方经营分析使用，甲方不得将其用于任何其他目的"
                "或向第三方提供。",
                "7.2 双方应遵守《个人信息保护法》，不得非法收集、使用、加工、传输消费者个人信息。",
            ],
        ),
        (
            "8. 协议变更与终止",
            [
                "8.1 乙方可根据业务发展需要调整推广规则及计费方式，并提前七日在商家中心公示；"
                "甲方不同意的，可停止使用推广服务并结清已消耗费用。",
                "8.2 甲方店铺被关闭或严重违规被处罚的，乙方有权终止本协议，账户余额按平台规则处理。",
            ],
        ),
        (
            "9. 其他",
            [
                "9.1 本协议以电子形式签署，双方电子签章与手写签名或盖章具有同等法律效力。",
                "9.2 本协议的附件及平台公示的推广规则为本协议的组成部分。",
            ],
        ),
    ]:
        fl.heading(h, size=10.2)
        for b in bs:
            fl.para(b, indent=0)
    fl.gap(12)
    sign_two_col(
        fl,
        [("甲方：", QIAOSHOU["name"]), ("签署日期：", "2024-01-15")],
        [("乙方：", YUNZHAN["name"]), ("签署日期：", "2024-01-15")],
        size=9.8,
        seed=71,
        sealtext=("电子签章", "电子签章"),
    )
    fl.finish()
    st.field("contractNumber", "YZ-TG-2024-11872")
    st.field("contractTitle", "云栈商家推广服务协议")
    st.field("partyA", QIAOSHOU["name"])
    st.field("partyB", YUNZHAN["name"])
    st.field("signDate", "2024-01-15")
    st.field("contractAmount", "60000.00")
    st.end()
    st.begin("invoice", "红字电子发票（负数，冲红上一张推广费发票的一部分）")
    efapiao(
        st,
        num="24332000000046102275",
        date="2024-04-18",
        seller=YUNZHAN,
        buyer=QIAOSHOU,
        kind="普通发票",
        items=[("*现代服务*推广服务费", "超级推荐", "项", -1, "1132.08")],
        rate="0.06",
        issuer="系统开票",
        red_of="24332000000045508813",
        remark="无效点击退款",
    )
    st.end()
    st.begin("invoice", "快递服务电子发票（扫描）")
    efapiao(
        st,
        num="24332000000051877390",
        date="2024-04-06",
        seller=dict(name="义乌市速达快递服务有限公司", tax="91330782MA2HB3JQ1C"),
        buyer=QIAOSHOU,
        kind="普通发票",
        items=[("*物流辅助服务*收派服务费", "", "票", 2168, "3.99")],
        rate="0.06",
        issuer="陆佳",
        remark="2024年3月快递费  月结账号 YW0037182",
        scan=sc(r, gray=False),
    )
    st.end()
    return st
