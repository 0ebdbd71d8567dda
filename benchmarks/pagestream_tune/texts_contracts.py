"""Contract wordings for the pagestream_tune generator (all names are invented)."""

from __future__ import annotations

GENERIC_CLAUSES = [
    (
        "保密条款",
        "双方对在履行本合同过程中知悉的对方商业秘密、技术资料及其他未公开信息负有保密义务，"
        "未经对方书面同意，"
        "不得向任何第三方披露。保密义务不因本合同的终止而解除，保密期限为本合同终止后三年。",
    ),
    (
        "违约责任",
        "任何一方违反本合同约定的，应当向守约方承担违约责任，赔偿因此给守约方造成的全部损失，"
        "包括但不限于直接损失、"
        "诉讼费、律师费、保全费及差旅费等。逾期付款的，每逾期一日按未付款项的万分之五支付违约金。",
    ),
    (
        "不可抗力",
        "因地震、台风、洪水、战争、疫情等不能预见、"
        "不能避免并不能克服的客观情况致使本合同不能履行的，"
        "遭受不可抗力的一方应在事件发生后十五日内书面通知对方，并提供有关部门出具的证明，"
        "双方可协商变更或解除合同。",
    ),
    (
        "争议解决",
        "因本合同引起的或与本合同有关的任何争议，双方应友好协商解决；协商不成的，"
        "任何一方均可向甲方所在地"
        "有管辖权的人民法院提起诉讼。",
    ),
    (
        "通知与送达",
        "双方在本合同首部载明的地址为有效送达地址。一方变更联系方式的，"
        "应于变更后三日内书面通知对方，"
        "否则按原地址送达即视为有效送达。",
    ),
    (
        "其他约定",
        "本合同未尽事宜，双方可另行签订补充协议，补充协议与本合同具有同等法律效力。本合同一式肆份，"
        "双方各执贰份，自双方签字盖章之日起生效。",
    ),
]

CONTRACT_KINDS = {
    "software": {
        "title": "软件开发合同",
        "labels": ("甲方（委托方）", "乙方（开发方）"),
        "intro": "根据《中华人民共和国民法典》及相关法律法规的规定，甲乙双方在平等、自愿、公平、"
        "诚实信用的基础上，"
        "就甲方委托乙方开发{subject}事宜，经友好协商，达成如下协议：",
        "subject": [
            "企业资源管理系统（ERP）二期",
            "智慧园区综合管理平台",
            "移动端会员小程序",
            "仓储管理信息系统",
        ],
        "clauses": [
            (
                "开发内容",
                "乙方按照甲方确认的《需求规格说明书》完成{subject}的设计、编码、测试、"
                "部署及培训工作，"
                "需求说明书作为本合同附件，与本合同具有同等效力。",
            ),
            (
                "开发周期",
                "本项目开发周期为自合同生效之日起一百二十个自然日。"
                "乙方应按双方确认的项目计划分阶段交付，"
                "因甲方需求变更导致工期延误的，工期相应顺延。",
            ),
            (
                "验收",
                "乙方交付后，甲方应在十个工作日内组织验收。验收合格的，甲方签署书面验收报告；"
                "验收不合格的，乙方应在七个工作日内修改完善并重新提交验收。",
            ),
            (
                "知识产权",
                "本项目开发完成的软件著作权归甲方所有，"
                "乙方在开发过程中使用的自有基础组件的知识产权仍归乙方所有，"
                "但甲方享有永久的、免费的使用权。",
            ),
        ],
    },
    "purchase": {
        "title": "购销合同",
        "labels": ("甲方（需方）", "乙方（供方）"),
        "intro": "甲乙双方本着平等互利的原则，经友好协商，就甲方向乙方采购{subject}事宜签订本合同，"
        "共同遵守。",
        "subject": ["办公设备", "网络设备", "机械零部件", "建筑钢材", "实验室耗材"],
        "clauses": [
            (
                "质量标准",
                "乙方提供的产品须为原厂全新正品，符合国家标准及行业标准，并随货提供产品合格证、"
                "说明书及装箱单。",
            ),
            (
                "交货",
                "乙方应于合同签订后十五日内将货物运至甲方指定地点，运输费、装卸费及运输保险费由乙方承担。",
            ),
            (
                "验收",
                "甲方应在货物到达后三个工作日内进行数量及外观验收，发现质量问题的，应在七日内书面提出异议。",
            ),
            ("质保", "产品质保期为验收合格之日起十二个月，质保期内非人为损坏的，乙方负责免费维修或更换。"),
        ],
    },
    "lease": {
        "title": "房屋租赁合同",
        "labels": ("出租方（甲方）", "承租方（乙方）"),
        "intro": "根据《中华人民共和国民法典》及有关规定，为明确出租方与承租方的权利义务关系，"
        "经双方协商一致，就乙方承租甲方位于{subject}的房屋事宜，签订本合同。",
        "subject": ["科技园区研发楼三层东侧", "商务中心写字楼1608单元", "工业园区7号厂房"],
        "clauses": [
            (
                "租赁期限",
                "租赁期限为贰年，自2024年6月1日起至2026年5月31日止。租赁期满，乙方如需续租，"
                "应提前三个月书面通知甲方，同等条件下乙方享有优先承租权。",
            ),
            ("租金支付", "租金按季度支付，先付后用。乙方应于每季度首月五日前将当季租金支付至甲方指定账户。"),
            (
                "押金",
                "乙方应于本合同签订之日向甲方支付相当于两个月租金的押金。租赁期满乙方结清各项费用后，"
                "甲方应在十日内无息退还押金。",
            ),
            (
                "房屋使用与维修",
                "乙方应合理使用房屋及附属设施，不得擅自改变房屋结构和用途。"
                "房屋主体结构的维修由甲方负责，"
                "乙方使用不当造成的损坏由乙方负责修复。",
            ),
        ],
    },
    "entrust": {
        "title": "技术服务委托合同",
        "labels": ("委托人", "受托人"),
        "intro": "委托人与受托人经平等协商，就委托人委托受托人提供{subject}事宜，订立本合同。",
        "subject": ["环境影响评价技术服务", "信息安全等级保护测评服务", "能源审计咨询服务"],
        "clauses": [
            ("服务内容", "受托人依据国家相关技术规范，为委托人提供{subject}，并出具正式报告一式五份。"),
            ("服务期限", "受托人应在收到委托人提供的完整资料之日起四十五日内完成全部服务工作。"),
            (
                "委托人义务",
                "委托人应及时提供受托人开展工作所需的资料、场地及配合人员，并对所提供资料的真实性负责。",
            ),
        ],
    },
    "construction": {
        "title": "建设工程施工合同",
        "labels": ("发包人", "承包人"),
        "intro": "根据《中华人民共和国民法典》《中华人民共和国建筑法》及有关法律规定，遵循平等、自愿、"
        "公平和诚实信用的原则，"
        "双方就{subject}施工及有关事项协商一致，共同达成如下协议：",
        "subject": ["厂区道路及雨污管网改造工程", "办公楼外立面改造工程", "仓库钢结构屋面翻新工程"],
        "clauses": [
            (
                "工程概况",
                "工程名称：{subject}；工程内容：以施工图纸及工程量清单所列内容为准；资金来源：自筹资金。",
            ),
            (
                "合同工期",
                "计划开工日期为2024年4月1日，计划竣工日期为2024年7月30日，工期总日历天数为一百二十一天。",
            ),
            (
                "质量标准",
                "工程质量符合现行国家验收规范合格标准。承包人应严格按照设计图纸和施工规范组织施工。",
            ),
            (
                "安全文明施工",
                "承包人应遵守工程建设安全生产有关管理规定，严格按安全标准组织施工，"
                "并随时接受行业安全检查人员的监督检查。",
            ),
        ],
    },
    "property": {
        "title": "物业服务合同",
        "labels": ("甲方", "乙方"),
        "intro": "为明确双方在物业管理活动中的权利和义务，依据《物业管理条例》等法律法规，"
        "甲方将{subject}委托乙方实行物业管理服务，订立本合同。",
        "subject": ["办公园区", "研发中心大楼", "员工公寓楼"],
        "clauses": [
            (
                "服务范围",
                "乙方提供的物业服务包括：公共区域保洁、绿化养护、秩序维护、共用设施设备运行维护、"
                "停车管理及客户服务等。",
            ),
            ("服务期限", "物业服务期限为壹年，自2024年3月1日起至2025年2月28日止。"),
            ("服务标准", "乙方应按照本合同附件《物业服务标准》提供服务，甲方每季度对服务质量进行考核。"),
        ],
    },
    "transport": {
        "title": "货物运输合同",
        "labels": ("托运人（甲方）", "承运人（乙方）"),
        "intro": "托运人与承运人经协商一致，就{subject}运输事宜订立本合同，以资共同遵守。",
        "subject": ["成品粮油", "冷链食品", "机电设备"],
        "clauses": [
            ("运输方式", "采用公路整车运输，车辆由乙方提供，须具备相应的道路运输经营资质及保险。"),
            ("运输时限", "乙方应在装车后七十二小时内将货物送达甲方指定收货地点，并取得收货人签收单据。"),
            ("货物灭失", "运输过程中货物发生灭失、短少、损坏的，由乙方按货物实际价值予以赔偿。"),
        ],
    },
    "advert": {
        "title": "广告发布合同",
        "labels": ("甲方（广告主）", "乙方（发布方）"),
        "intro": "甲乙双方根据《中华人民共和国广告法》等相关规定，"
        "就甲方委托乙方发布{subject}事宜达成如下协议：",
        "subject": ["户外大屏品牌广告", "地铁站台灯箱广告", "新媒体推广广告"],
        "clauses": [
            ("发布内容", "广告内容由甲方提供并负责其真实性、合法性，乙方负责审核并按约定的位置、时段发布。"),
            ("发布期限", "广告发布期为2024年5月1日至2024年7月31日，共计九十二天。"),
            ("监播", "乙方应每周向甲方提供发布照片及监播报告，因乙方原因未按约定发布的，应顺延补播。"),
        ],
    },
    "loan": {
        "title": "流动资金借款合同",
        "labels": ("借款人（甲方）", "贷款人（乙方）"),
        "intro": "甲方因生产经营需要向乙方申请{subject}，乙方同意向甲方发放贷款。为明确双方权利义务，"
        "根据有关法律法规，经协商一致，订立本合同。",
        "subject": ["流动资金贷款"],
        "clauses": [
            ("借款用途", "本合同项下借款用于甲方日常生产经营周转，未经乙方书面同意，甲方不得改变借款用途。"),
            ("借款期限", "借款期限为十二个月，自首次提款之日起计算。实际提款日以借款借据记载为准。"),
            ("利率与结息", "借款年利率为3.85%，按月结息，结息日为每月的第二十日，到期一次还本。"),
            ("担保", "本合同项下借款由保证人提供连带责任保证，保证合同另行签订。"),
        ],
    },
    "consult": {
        "title": "咨询服务合同",
        "labels": ("甲方", "乙方"),
        "intro": "本着平等互利的原则，甲乙双方就乙方为甲方提供{subject}事宜，经协商一致，签订本合同。",
        "subject": ["企业管理咨询服务", "财务税务咨询服务", "数字化转型规划咨询"],
        "clauses": [
            (
                "服务内容",
                "乙方为甲方提供{subject}，包括现状调研、问题诊断、方案设计及实施辅导，并提交咨询报告。",
            ),
            ("服务期限", "服务期限为六个月，自本合同生效之日起计算。"),
            (
                "双方义务",
                "甲方应及时提供咨询所需的资料并安排专人对接；乙方应指派具有相应资质的顾问团队提供服务。",
            ),
        ],
    },
}

EN_CONTRACT_CLAUSES = [
    (
        "Quality",
        "The goods shall be brand new, unused and of the quality, specifications and performance "
        "stated in "
        "this Contract. The Seller shall provide a certificate of quality issued by the manufacturer.",
    ),
    (
        "Packing",
        "Export standard cartons suitable for long distance ocean transportation, well protected "
        "against "
        "dampness, moisture, shock and rust. Shipping marks shall be printed on each carton.",
    ),
    (
        "Shipment",
        "Shipment shall be effected within 45 days after receipt of the advance payment. Partial "
        "shipment "
        "and transshipment are allowed.",
    ),
    (
        "Inspection",
        "The Buyer shall have the right to re-inspect the goods within 30 days after arrival at "
        "the port "
        "of destination. Claims for quality discrepancy shall be supported by a survey report.",
    ),
    (
        "Force Majeure",
        "Neither party shall be liable for failure or delay in performance caused by events "
        "beyond its "
        "reasonable control, including fire, flood, earthquake, epidemic, war or governmental action.",
    ),
    (
        "Arbitration",
        "All disputes arising from or in connection with this Contract shall be settled "
        "through friendly "
        "negotiation. If no settlement can be reached, the dispute shall be submitted to the Hong Kong "
        "International "
        "Arbitration Centre for arbitration. The award shall be final and binding upon both parties.",
    ),
    (
        "Miscellaneous",
        "This Contract is made in two originals in English, one for each party, and shall "
        "come into "
        "force upon signature by both parties. Any amendment shall be made in writing.",
    ),
]

EN_SERVICE_CLAUSES = [
    (
        "Services",
        "The Provider shall deliver the software maintenance and support services described in "
        "Schedule 1, "
        "including incident handling, quarterly releases and on-site assistance of up to ten days per year.",
    ),
    (
        "Term",
        "This Agreement commences on the Effective Date and continues for a period of twelve (12) "
        "months unless "
        "terminated earlier in accordance with Clause 8.",
    ),
    (
        "Confidentiality",
        "Each party shall keep confidential all information disclosed by the other party "
        "and shall not "
        "use such information except for the purposes of this Agreement.",
    ),
    (
        "Limitation of Liability",
        "Except for breach of confidentiality, neither party's aggregate liability "
        "under this "
        "Agreement shall exceed the total fees paid in the twelve months preceding the claim.",
    ),
    (
        "Governing Law",
        "This Agreement shall be governed by and construed in accordance with the laws of Singapore.",
    ),
]
