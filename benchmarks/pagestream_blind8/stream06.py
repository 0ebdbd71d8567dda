"""Stream s06 (Chinese paperwork). All people, companies and numbers are made up."""

from __future__ import annotations

import cn_fapiao as fp
import contracts
import forms
from cn_id import id_copy, person
from core import Stream
from util import d


def s06(name="s06_cn_auto_dealer"):
    st = Stream(name, 606)
    r = st.rng
    seller = {
        "name": "成都蓉景汽车销售服务有限公司",
        "tax": "91510107MA62R8KD3U",
        "phone": "028-85551234",
        "acct": "51050142620800001234",
        "bankname": "中国建设银行成都武侯支行",
        "addr": "成都市武侯区武侯大道顺江段77号",
        "authority": "成都市武侯区税务局 15101070000",
        "drawer": "何静",
    }
    liu = person(
        r,
        name="刘建国",
        male=True,
        nation="回",
        birth=d(1985, 3, 2),
        region="510107",
        address_lines=["四川省成都市武侯区", "佳灵路9号2栋1单元1502号"],
        authority="成都市公安局武侯区分局",
        issued=d(2019, 12, 5),
    )
    car1 = {
        "type": "多用途乘用车",
        "model": "比亚迪牌BYD6470ST6HEV",
        "origin": "深圳",
        "cert": "WAC0123456789012",
        "engine": "BYD472QA 2305K1234",
        "vin": "LGXC74C41P0123456",
        "seats": "5",
    }
    car2 = {
        "type": "轻型厢式货车",
        "model": "江铃牌JX5044XXYTGA26",
        "origin": "南昌",
        "cert": "WAD1020345678811",
        "engine": "JX4D24A6L 3K081127",
        "vin": "LEFYECG28PHN20417",
        "seats": "3",
    }
    fp.motor_vehicle(
        st,
        region="四川",
        code="151002322160",
        number="00321574",
        date=d(2023, 8, 20),
        seller=seller,
        buyer={"name": "刘建国", "tax": liu["id"]},
        car=car1,
        price=15980000,
    )
    fp.motor_vehicle(
        st,
        region="四川",
        code="151002322160",
        number="00321581",
        date=d(2023, 8, 24),
        seller=seller,
        buyer={"name": "四川锦程物流有限公司", "tax": "91510112MA6C1Q9X0H"},
        car=car2,
        price=12860000,
        scan=st.scan(skew=-0.8, gray=False),
    )
    pa = seller["name"]
    spec = {
        "title": "汽车买卖合同",
        "number": ("合同编号：", "RJ-XS-230817-06", "above"),
        "header": "蓉景汽车 · 比亚迪授权销售服务店",
        "footer": "第{p}页 共{n}页",
        "pages": [
            [
                ("kv", "甲方（出卖人）：", pa, ("partyA", pa)),
                ("kv", "乙方（买受人）：", "刘建国", ("partyB", "刘建国")),
                ("kv", "乙方身份证号码：", liu["id"]),
                ("gap", 4),
                ("p", "甲乙双方本着平等、自愿、诚实信用的原则，就乙方向甲方购买汽车事宜达成如下协议："),
                ("h", "第一条  车辆信息"),
                (
                    "table",
                    [90, 110, 80, 100],
                    [
                        ["品牌型号", "比亚迪 宋PLUS DM-i", "颜色", "雪域白"],
                        ["车辆识别代号", "LGXC74C41P0123456", "发动机号", "BYD472QA 2305K1234"],
                    ],
                    "llll",
                ),
                ("h", "第二条  车辆价款"),
                (
                    "p",
                    "车辆成交价（含增值税）为人民币壹拾伍万玖仟捌佰元整（¥159,800.00）。车辆购置税、保险费、上牌服务费另行结算，不含在本合同价款内。",
                    [("contractAmount", "159800.00")],
                ),
                ("h", "第三条  付款与交车"),
                (
                    "p",
                    "乙方于签订合同当日支付定金人民币伍仟元整（¥5,000.00），提车前付清余款。甲方于2023年8月20日前在成都市武侯区门店交付车辆及随车文件。",
                ),
            ],
            [
                ("h", "第四条  质量保证"),
                ("p", "甲方保证所售车辆为合格新车，整车质保6年或15万公里，三电系统按厂家政策执行。"),
                ("h", "第五条  违约责任"),
                (
                    "p",
                    "甲方逾期交车的，每日按车价的万分之三向乙方支付违约金；乙方逾期付款超过7日的，甲方有权解除合同，定金不予退还。",
                ),
                ("h", "第六条  其他"),
                ("p", "本合同一式两份，甲乙双方各执一份，经双方签字盖章后生效。"),
                ("gap", 20),
                (
                    "sign",
                    [("甲方", pa, pa + "合同专用章"), ("乙方", "刘建国", "")],
                    "2023年8月17日",
                    ("signDate", "2023-08-17"),
                ),
            ],
        ],
    }
    contracts.render(st, spec)
    id_copy(st, liu, "side", st.scan(skew=0.6, gray=True, rot=90))
    forms.biz_form(
        st,
        title="车辆交接单",
        company=pa,
        meta=[
            ("客户姓名：", "刘建国"),
            ("交车日期：", "2023-08-20"),
            ("车架号：", "LGXC74C41P0123456"),
            ("销售顾问：", "吴佳"),
        ],
        table=(
            [30, 200, 60, 120],
            [
                ["序号", "交接项目", "数量", "确认"],
                ["1", "车钥匙（智能卡）", "2", "✓"],
                ["2", "机动车销售统一发票（发票联、注册登记联）", "2", "✓"],
                ["3", "车辆合格证", "1", "✓"],
                ["4", "保养手册及说明书", "1套", "✓"],
                ["5", "随车工具、三角警示牌", "1套", "✓"],
                ["6", "充电枪", "1", "✓"],
            ],
            "llcc",
        ),
        after=["车辆外观、内饰及里程（12km）经客户确认无误。"],
        sign=["销售顾问：吴佳", "客户签字：", "交付专员："],
    )
    pb = "成都安驰保险代理有限公司"
    spec2 = {
        "title": "合 作 协 议",
        "spaced": True,
        "pages": [
            [
                ("kv", "甲方：", pa, ("partyA", pa)),
                ("kv", "乙方：", pb, ("partyB", pb)),
                ("gap", 4),
                (
                    "p",
                    "为向购车客户提供便捷的车辆保险服务，甲乙双方经友好协商，就车险代理业务合作达成如下协议：",
                ),
                (
                    "p",
                    "一、甲方在展厅内为乙方提供保险咨询工位一个，乙方派驻持证人员为甲方购车客户办理车辆保险投保手续。",
                ),
                (
                    "p",
                    "二、乙方按实际出单保费的一定比例向甲方支付场地及推荐服务费，具体比例以双方每季度确认的结算单为准。",
                ),
                (
                    "p",
                    "三、乙方应确保所有保险产品合法合规，不得以甲方名义做出任何承诺。因乙方原因引起的客户投诉及赔偿由乙方承担。",
                ),
                (
                    "p",
                    "四、合作期限自2023年9月1日起至2024年8月31日止。任何一方提前终止合作，应提前30日书面通知对方。",
                ),
                ("p", "五、本协议一式两份，双方各执一份，自签字盖章之日起生效。"),
                ("gap", 10),
                ("sign", [("甲方", pa, pa), ("乙方", pb, pb)], "2023年8月28日", ("signDate", "2023-08-28")),
            ]
        ],
        "scans": {0: st.scan(skew=-1.0, gray=True)},
    }
    contracts.render(st, spec2)
    forms.envelope(
        st,
        sender=[pa, "成都市武侯区武侯大道顺江段77号"],
        postcode="610041",
        to_lines=["四川省成都市武侯区佳灵路9号2栋1单元1502号", "刘建国  先生  收"],
    )
    forms.separator(st, label="文档分隔页", sub="SEPARATOR  ·  批次 RJ-2023-08-B", barcode_seed=66)
    return st
