"""The five Chinese-language streams (mainland, Taiwan, Hong Kong)."""

from __future__ import annotations

import datetime as dt

import cn_texts as ct
import cn_texts2 as ct2
import docs_cn_inv as ci
import docs_cn_misc as cm
import docs_tw_hk as th
from cast import CN, HK, TW
from core import Stream
from docs_en_misc import blank
from fmt import dec

D = dt.date

WANG = cm.make_person(
    "王建国",
    True,
    "汉",
    D(1962, 8, 15),
    ["浙江省杭州市西湖区文三", "路178号3幢2单元501室"],
    "330106",
    61,
    "杭州市公安局西湖分局",
    D(2010, 5, 6),
    None,
)
ZHAO = cm.make_person(
    "赵敏",
    False,
    "汉",
    D(1998, 3, 27),
    ["浙江省宁波市鄞州区钟公", "庙街道天童南路588号"],
    "330212",
    153,
    "宁波市公安局鄞州分局",
    D(2016, 4, 11),
    10,
)
LIU = cm.make_person(
    "刘海燕",
    False,
    "回",
    D(1979, 11, 2),
    ["江苏省南京市鼓楼区湖南", "路16号2单元1102室"],
    "320106",
    208,
    "南京市公安局鼓楼分局",
    D(2015, 9, 20),
    20,
)
REYILA = cm.make_person(
    "热依拉·艾合买提",
    False,
    "维吾尔",
    D(2003, 6, 14),
    ["新疆乌鲁木齐市天山区解", "放南路376号5栋3单元", "402室"],
    "650102",
    37,
    "乌鲁木齐市公安局天山区分局",
    D(2019, 7, 8),
    10,
)


def s01(st: Stream):
    """财务凭证扫描批次: two paper VAT invoices from one seller, receipt, purchase contract, 数电票, slips."""
    yq, sc, hr = CN["yunqi"], CN["shencheng"], CN["hengrui"]
    with st.scanned(color=True, skew=1.4):
        t1 = ci.vat_paper(st, yq, sc, "04718392", "3300221130", D(2024, 3, 5))
    t2 = ci.vat_paper(st, yq, sc, "04718393", "3300221130", D(2024, 3, 5), n=2, rate="0.13")
    with st.scanned():
        ci.receipt_cn(
            st, sc["name"], yq, "0012873", D(2024, 3, 8), t1 + t2, "货款（发票号04718392、04718393）"
        )
    goods = [
        ("工业显示屏", "10.1寸 HDMI", "台", 40, "1380.00"),
        ("主控芯片", "QX-M4F", "个", 1200, "31.50"),
        ("屏蔽线", "RVVP-4x0.5", "卷", 60, "296.00"),
        ("防静电周转箱", "600x400", "个", 300, "58.00"),
    ]
    ct.purchase(st, sc, yq, "CG-2024-0412", D(2024, 4, 12), goods, "上海市浦东新区")
    with st.scanned(noise=5.0):
        blank(st)
    t3 = ci.shudian(st, hr, sc, "24322000000041735208", D(2024, 4, 26), n=3)
    ci.bank_slip(st, sc, hr, t3, D(2024, 4, 30), "HQP2024043000187236", "支付恒瑞4月货款")
    with st.scanned(skew=-1.8):
        ci.delivery_cn(
            st,
            hr,
            sc,
            "HR-SH-240426-03",
            D(2024, 4, 26),
            [
                ("不锈钢螺栓", "M8x30", "千件", 12),
                ("数字万用表", "DM-3052", "台", 6),
                ("贴片电容", "0805-10uF", "盘", 20),
            ],
        )


def s03(st: Stream):
    """房屋租赁 + 人事档案: lease across a scanned page, ID copies, labour contract, 户口簿, 登记表."""
    yq = CN["yunqi"]
    with st.scanned(pages=(3,), dpi=170):
        ct.lease(
            st,
            WANG,
            yq,
            "ZL-2024-0318",
            D(2024, 4, 20),
            D(2024, 5, 1),
            24,
            "4800.00",
            "杭州市西湖区古墩路702号紫金港公寓2幢1单元1203室",
            "89.6",
        )
    with st.scanned(skew=0.9):
        cm.id_copy(st, WANG)
    with st.scanned(pages=(3,)):
        ct.labour_full(st, yq, ZHAO, "LD-2024-0719", D(2024, 7, 1), D(2024, 7, 1), 3, "9500.00")
    with st.scanned(skew=-1.2, color=True):
        cm.id_copy(st, ZHAO, note="仅供杭州云启电子科技有限公司办理入职使用")
    with st.scanned(rot=180):
        cm.hukou(st, ZHAO, "赵建华", "女", "浙江省宁波市", D(2016, 3, 2))
    cm.onboarding_cn(st, yq, ZHAO, "财务部", "会计", D(2024, 7, 1))


def s05(st: Stream):
    """臺灣 / 香港: triplicate and e-invoice, bilingual HK invoice and receipt, 租賃契約, 台胞证."""
    rx, hs, jh = TW["rongxing"], TW["hongshuo"], TW["jiahe"]
    with st.scanned(skew=-1.1, color=True):
        th.tw_triplicate(st, rx, hs, "QX-20581736", D(2024, 3, 15))
    th.tw_einvoice(st, rx, jh, "QX-20581790", D(2024, 4, 8))
    total = th.hk_invoice(st, HK["wahwing"], HK["harbour"], "WW240317", D(2024, 3, 18))
    with st.scanned():
        th.hk_receipt(st, HK["wahwing"], HK["harbour"], "R-0419", D(2024, 4, 16), total, "WW240317")
    with st.scanned(pages=(3,)):
        ct2.tw_lease(
            st,
            "林美玲",
            "陳志豪",
            D(2024, 5, 20),
            D(2024, 6, 1),
            24,
            "23000.00",
            "臺北市信義區松仁路58號9樓之2",
        )
    with st.scanned(rot=90):
        cm.permit(
            st,
            "陈志豪",
            "CHEN, CHIH-HAO",
            D(1986, 2, 9),
            True,
            "08412736",
            D(2022, 10, 3),
            D(2027, 10, 2),
            "公安部出入境管理局",
            kind="tw",
        )


def s07(st: Stream):
    """借款与服务: loan contract, lender ID copy, 收条, 技术服务协议 and its first-instalment 数电票."""
    dt_, rx, qy = CN["dingtai"], CN["rongxin"], CN["qianyan"]
    with st.scanned(pages=(3,)):
        ct2.loan(
            st, LIU, dt_, "JK-2024-0087", D(2024, 5, 28), "500000.00", D(2024, 6, 1), D(2025, 5, 31), "6.5"
        )
    with st.scanned(rot=180, dpi=150):
        cm.id_copy(st, LIU, note="仅供借款合同JK-2024-0087使用")
    with st.scanned(skew=2.0):
        cm.receipt_loan(st, dt_, "孙立新", LIU["name"], dec("500000.00"), D(2024, 6, 3), "JK-2024-0087")
    ct2.tech_service(st, rx, qy, "JF-FW-2024-026", D(2024, 6, 18), "86000.00")
    ci.shudian(
        st,
        qy,
        rx,
        "24442000000052906134",
        D(2024, 6, 28),
        rate="0.06",
        n=[("*信息技术服务*数据中台运维服务费（首期50%）", "", "项", 1, "40566.04")],
        remark="协议编号：JF-FW-2024-026",
    )
    cm.minutes_cn(
        st,
        rx["name"],
        D(2024, 7, 2),
        "数据中台运维项目启动会",
        ["吴海涛", "林晓峰", "何静", "马骁", "唐宁"],
        [
            "乙方驻场工程师于7月8日起到岗，每周二、周四驻场。",
            "双方于7月15日前完成系统访问权限开通及数据资产清单交接。",
            "首期服务费发票已收到，由财务部按协议约定于7月10日前付款。",
            "每月5日前乙方提交上月运行报告，甲方信息部组织评审。",
        ],
        "何静",
    )
    with st.scanned(color=True):
        cm.licence(
            st,
            qy,
            "林晓峰",
            "有限责任公司（自然人投资或控股）",
            "伍佰万元整",
            D(2016, 9, 12),
            "一般项目：信息技术咨询服务；软件开发；数据处理和存储支持服务；信息系统集成服务。",
            "深圳市市场监督管理局",
            D(2023, 3, 7),
        )


def s09(st: Stream):
    """收件箱混合: rotated 普通发票, red 数电票, 对账单, two-page ID copy, 订单, 通行证, 保洁协议."""
    mf, hz, dt_ = CN["minfeng"], CN["huazhang"], CN["dingtai"]
    with st.scanned(rot=90):
        ci.vat_paper(
            st,
            mf,
            hz,
            "13207755",
            "033002300111",
            D(2023, 11, 20),
            kind="普通",
            n=3,
            province="宁波",
            people=("方丽", "徐涛", "方丽"),
        )
    ci.shudian(
        st,
        hz,
        dt_,
        "24112000000087413562",
        D(2024, 8, 6),
        kind="普通发票",
        n=1,
        rate="0.06",
        services=True,
        red_of="24112000000080211479",
        clerk="郭晴",
    )
    cm.statement_cn(
        st,
        mf,
        hz,
        "2024年7月1日至2024年9月30日",
        [
            (D(2024, 7, 9), "24332000000063118820", "纸箱货款", "18640.00", None),
            (D(2024, 8, 12), "24332000000066904173", "纸箱货款", "22130.50", None),
            (D(2024, 8, 30), "银行转账", "收到货款", None, "18640.00"),
            (D(2024, 9, 18), "24332000000071240066", "气泡袋货款", "9355.00", None),
        ],
        D(2024, 9, 30),
    )
    with st.scanned(skew=-0.7):
        cm.id_copy(st, REYILA, note="仅供北京华章文化传媒有限公司入职使用", two_pages=True)
    cm.po_cn(
        st,
        hz,
        mf,
        "HZ-PO-240917",
        D(2024, 9, 17),
        [
            ("瓦楞纸箱", "五层 600x400x400", 2000, "6.85"),
            ("气泡袋", "30x40cm", 5000, "0.42"),
            ("封箱胶带", "48mm x 100m", 300, "4.60"),
        ],
        D(2024, 9, 27),
    )
    with st.scanned(skew=1.6):
        cm.permit(
            st,
            "周博文",
            "ZHOU, BOWEN",
            D(1990, 4, 22),
            True,
            "C68201937",
            D(2021, 6, 1),
            D(2031, 5, 31),
            "北京",
        )
    ct2.cleaning(st, hz, dt_, "BJ-WY-2024-112", D(2024, 9, 1), "8000.00", 12)
    blank(st)
