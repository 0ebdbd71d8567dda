"""Stream s06_school_vendors: 中学总务处供应商合同档案（全部扫描）."""

from __future__ import annotations

import random

from docs_contract import BOILER, parties_preamble, parties_table, plain_footer_note, sign_two_col
from docs_fapiao import paper_vat
from docs_misc import blank_page
from flow import Flow
from psformat import dec, money, rmb_upper
from pslib import GRAY
from psscan import sc
from psstream import Stream

SCHOOL = dict(name="杭州市临平区第三中学", tax="12330113470112345K")
YABO = dict(
    name="杭州雅博服饰有限公司",
    tax="91330110MA27XK5P1D",
    addr="杭州市余杭区仁和街道仁河大道58号 0571-86375520",
    bank="杭州联合农村商业银行仁和支行 201000123456789",
)
XIANFENG = "杭州鲜丰农副产品配送有限公司"


def s06():
    st = Stream("s06_school_vendors", 606, "中学总务处供应商合同档案（全部扫描）")
    r = random.Random(66)
    st.begin("contract", "学生校服采购合同（扫描），含签署页和附件")
    fl = Flow(st, scan=sc(r), footer="dash")
    fl.p.text(fl.ml + fl.width, fl.y, "合同编号：LPSZ-ZC-2024-012", 10, align="r")
    fl.y += 26
    fl.title("学生校服采购合同", 19, after=14)
    parties_preamble(
        fl,
        [
            ("采购人（甲方）", SCHOOL["name"], ["地址：杭州市临平区南苑街道迎宾路366号"]),
            ("供应商（乙方）", YABO["name"], ["地址：杭州市余杭区仁和街道仁河大道58号"]),
        ],
    )
    fl.para(
        "根据杭州市临平区第三中学2024级学生校服采购项目（项目编号：LPCG-2024-0412）的竞争性磋商结果，经学校膳食与校服管理委员会确认，甲乙双方本着平等自愿、诚实信用的原则，签订本合同。"
    )
    items = [
        ("夏季校服（短袖+短裤）", "套", 1260, "185.00"),
        ("春秋季校服（外套+长裤）", "套", 1260, "210.00"),
        ("冬季校服（冲锋衣，可拆卸内胆）", "套", 1260, "320.00"),
    ]
    trs = [["序号", "品名", "单位", "数量", "单价（元）", "金额（元）"]]
    tot = dec(0)
    for k, (n, u, q, pr) in enumerate(items, 1):
        a = dec(dec(q) * dec(pr))
        tot += a
        trs.append([str(k), n, u, str(q), pr, money(a)])
    trs.append(["", ("合同总价：人民币" + rmb_upper(tot) + "（¥" + money(tot) + "）", 5)])
    fl.heading("一、采购内容及价格")
    fl.table(
        [34, 170, 40, 55, 70, fl.width - 369],
        trs,
        rh=22,
        size=9.5,
        aligns=["c", "l", "c", "r", "r", "r"],
        bold_rows=(0,),
    )
    fl.para("上述价格包含面料、辅料、制作、检测、包装、运输、装卸、量体、调换及税费等全部费用。")
    for h, b in [
        (
            "二、质量要求",
            [
                "校服应符合GB/T 31888-2015《中小学生校服》、GB 18401-2010《国家纺织产品基本安全技术"
                "规范》A类的要求。乙方每批次交货前应提供具有CMA资质的第三方检测机构出具的检测报告。",
                "甲方有权在交货时随机抽样送检，检测费用由乙方承担；检测不合格的，该批次全部退货，乙方应在十五日内重新供货。",
            ],
        ),
        (
            "三、量体及交货",
            [
                "乙方应于2024年8月20日前完成新生量体，于2024年8月28日前将校服按班级分装送至甲方指定地点。尺码不合适的，乙方在开学后一个月内免费调换。"
            ],
        ),
        (
            "四、付款方式",
            [
                "校服全部交付并经验收合格后，甲方凭乙方开具的发票在十五个工作日内支付合同总价的50%；开学两个月内无质量投诉的，支付剩余50%。"
            ],
        ),
        (
            "五、售后服务",
            [
                "乙方在学校设立校服服务点，每学期开学前两周提供补订、调换服务；校服在正常穿着条件下出现开线、脱色等质量问题的，乙方应免费更换。"
            ],
        ),
        (
            "六、违约责任",
            [
                "乙方逾期交货的，每逾期一日按合同总价的千分之三支付违约金；逾期超过十日的，甲方有权解除合同并要求乙方赔偿损失。"
                + BOILER["违约"]
            ],
        ),
        ("七、争议解决", [BOILER["争议"].format(court="甲方所在地人民法院")]),
        ("八、其他", ["本合同一式伍份，甲方执叁份，乙方执贰份。" + BOILER["其他"]]),
    ]:
        fl.clause(h, b)
    plain_footer_note(fl)
    fl.newpage()
    fl.gap(30)
    fl.para("（本页无正文，为《学生校服采购合同》签署页）", indent=0, align="c")
    fl.gap(40)
    sign_two_col(
        fl,
        [
            ("甲方（盖章）：", SCHOOL["name"]),
            ("法定代表人（签字）：", ""),
            ("经办人：", "沈亚琴"),
            ("日期：", "2024年5月20日"),
        ],
        [
            ("乙方（盖章）：", YABO["name"]),
            ("法定代表人（签字）：", ""),
            ("经办人：", "汪磊"),
            ("日期：", "2024年5月20日"),
        ],
        seed=61,
        sealtext=("", "合同专用章"),
    )
    fl.newpage()
    fl.p.text(fl.ml, fl.y, "附件：校服款式及尺码配比表", 12, bold=True)
    fl.y += 26
    srows = [
        ["款式", "150", "155", "160", "165", "170", "175", "180", "185", "合计"],
        ["夏季校服", "96", "148", "232", "268", "226", "160", "90", "40", "1260"],
        ["春秋季校服", "96", "148", "232", "268", "226", "160", "90", "40", "1260"],
        ["冬季校服", "90", "140", "236", "270", "230", "164", "90", "40", "1260"],
    ]
    fl.table(
        [80] + [40] * 8 + [fl.width - 400], srows, rh=22, size=9, aligns=["l"] + ["c"] * 9, bold_rows=(0,)
    )
    fl.para(
        "面料要求：夏装采用棉涤混纺（棉含量≥60%），春秋装外套采用针织复合面料，冬装面料防泼水等级≥3级，内胆填充物为聚酯纤维。颜色以甲方确认的封样为准。",
        indent=0,
    )
    fl.para("校徽：电脑刺绣，位于左胸，直径6cm。", indent=0)
    fl.finish()
    st.field("contractNumber", "LPSZ-ZC-2024-012")
    st.field("contractTitle", "学生校服采购合同")
    st.field("partyA", SCHOOL["name"])
    st.field("partyB", YABO["name"])
    st.field("signDate", "2024-05-20")
    st.field("contractAmount", str(tot))
    st.end()
    st.begin("contract", "食堂食材配送服务合同（扫描，当事人表格）")
    fl = Flow(st, scan=sc(r, gray=True), footer="cn")
    fl.title("食堂食材配送服务合同", 18, after=10)
    fl.p.text(fl.ml, fl.y, "合同编号：LPSZ-FW-2024-003", 10)
    fl.y += 22
    parties_table(
        fl,
        [
            (
                "甲方（采购人）",
                dict(
                    名称=SCHOOL["name"], 地址="杭州市临平区南苑街道迎宾路366号", 联系人="沈亚琴 0571-89165021"
                ),
            ),
            (
                "乙方（配送单位）",
                dict(
                    名称=XIANFENG,
                    地址="杭州市临平区东湖街道农副产品物流中心B区12号",
                    联系人="郑国华 13805716683",
                ),
            ),
        ],
        ["名称", "地址", "联系人"],
        lw=(70, None),
    )
    fl.para(
        "为保障师生饮食安全，甲方委托乙方为学校食堂配送蔬菜、肉类、禽蛋、水产、豆制品及粮油等食材。经双方协商，订立本合同。"
    )
    for h, b in [
        ("一、服务期限", "自2024年9月1日起至2025年8月31日止（寒暑假除外）。"),
        (
            "二、合同金额",
            "本合同项下预计年度采购金额为人民币壹佰贰拾万元整（¥1,200,000.00），实际结算按甲方每日订单及验收数量据实结算，结算单价按每月两次市场询价确定，不高于临平农贸市场同期均价。",
        ),
        (
            "三、配送要求",
            "乙方应于每日早上6:30前将食材送达甲方食堂，车辆须为密闭式冷藏车。每批食材须附检验检疫证明、农残快检报告及供货清单，肉类须附动物检疫合格证明。",
        ),
        (
            "四、验收",
            "甲方食堂管理员、校方代表与乙方送货人员共同验收，对数量、质量、新鲜度进行核验。不合格食材当场退回，乙方应在1小时内补送。",
        ),
        ("五、结算方式", "每月结算一次，乙方于次月5日前提供对账单和发票，甲方审核后15个工作日内付款。"),
        (
            "六、食品安全责任",
            "因乙方配送的食材质量问题引发食品安全事故的，乙方承担全部法律责任和经济赔偿责任，甲方有权立即解除合同。乙方应缴纳履约保证金人民币伍万元。",
        ),
        (
            "七、其他",
            BOILER["争议"].format(court="甲方所在地人民法院")
            + "本合同一式肆份，双方各执贰份，自签字盖章之日起生效。",
        ),
    ]:
        fl.clause(h, b)
    fl.gap(10)
    sign_two_col(
        fl,
        [("甲方（盖章）：", SCHOOL["name"]), ("代表：", ""), ("签订日期：", "2024年8月26日")],
        [("乙方（盖章）：", XIANFENG), ("代表：", ""), ("签订日期：", "2024年8月26日")],
        seed=63,
    )
    fl.finish()
    st.field("contractNumber", "LPSZ-FW-2024-003")
    st.field("contractTitle", "食堂食材配送服务合同")
    st.field("partyA", SCHOOL["name"])
    st.field("partyB", XIANFENG)
    st.field("signDate", "2024-08-26")
    st.field("contractAmount", "1200000.00")
    st.end()
    st.begin("invoice", "增值税普通发票（纸质，扫描）+ 空白页")
    its = [
        ("*服装*夏季校服", "短袖+短裤", "套", 1260, "163.72"),
        ("*服装*春秋季校服", "外套+长裤", "套", 1260, "185.84"),
    ]
    paper_vat(
        st,
        province="浙江",
        code="033002300111",
        num="27563910",
        date="2024-09-10",
        seller=YABO,
        buyer=dict(
            name=SCHOOL["name"], tax=SCHOOL["tax"], addr="杭州市临平区迎宾路366号 0571-89165000", bank=""
        ),
        items=its,
        rate="0.13",
        kind="普通",
        issuer="汪敏",
        payee="汪敏",
        checker="李红",
        scan=sc(r),
    )
    blank_page(st, scan=sc(r, noise=7))
    st.end()
    st.begin("other", "成交结果公告（网页打印件，扫描）")
    p = st.page(scan=sc(r, gray=True))
    pw = p.W
    p.text(40, 30, "2024/5/9 10:21", 7, "helv", GRAY)
    p.text(pw - 40, 30, "浙江政府采购网", 7, color=GRAY, align="r")
    p.text(pw / 2, 90, "杭州市临平区第三中学2024级学生校服采购项目成交结果公告", 13.5, align="c", bold=True)
    p.text(pw / 2, 112, "发布时间：2024-05-09    来源：临平区政府采购中心", 8.5, color=GRAY, align="c")
    y = 150
    for t in [
        "一、项目编号：LPCG-2024-0412",
        "二、项目名称：杭州市临平区第三中学2024级学生校服采购项目",
        "三、成交信息",
        f"    供应商名称：{YABO['name']}",
        "    供应商地址：杭州市余杭区仁和街道仁河大道58号",
        "    成交金额：900,900.00（元）",
        "四、主要标的信息：夏季、春秋季、冬季校服各1260套",
        "五、评审专家名单：王建平、周丽、蔡晓东",
        "六、公告期限：自本公告发布之日起1个工作日",
        "七、对本次公告内容提出询问，请按以下方式联系：",
        "    采购人：杭州市临平区第三中学  联系人：沈老师  0571-89165021",
        "    采购代理机构：临平区政府采购中心  联系人：徐工  0571-86229905",
    ]:
        p.text(60, y, t, 10.5)
        y += 26
    p.text(
        pw / 2,
        800,
        "https://zfcg.czt.zj.gov.cn/site/detail?parentId=600007&articleId=lp2024050912",
        7,
        "helv",
        GRAY,
        align="c",
    )
    st.end()
    return st
