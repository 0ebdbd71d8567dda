"""Text material, part 2 (see texts.py): contract items, kinds, clauses and wordings."""

CONTRACTS = """
# ct_items.purchase
数控车床 | CK6150×1000 | 台 | 68000 | 185000
立式加工中心 | VMC850 | 台 | 210000 | 380000
螺杆空气压缩机 | BK22-8G | 台 | 26000 | 48000
六轴工业机器人 | 负载20kg | 套 | 120000 | 260000
光纤激光切割机 | 3015 3kW | 台 | 150000 | 320000
风冷冷水机组 | LSBLG-520 | 台 | 88000 | 160000
# ct_items.material
冷轧钢板 | SPCC 1.0mm | 吨 | 4300 | 5200
铝合金型材 | 6063-T5 | 吨 | 19000 | 23000
聚丙烯颗粒 | PP T30S | 吨 | 7200 | 8600
电解铜 | 1# | 吨 | 68000 | 73000
# kinds
purchase | 设备采购合同/设备买卖合同 | 甲方（买方） | 乙方（卖方） | 设备采购 | CG | 精密机械 智能装备
material | 原材料购销合同 | 需方（甲方） | 供方（乙方） | 原材料采购 | GX | 新材料 化工 商贸
service | 技术服务合同/技术服务协议 | 甲方（委托方） | 乙方（受托方） | 技术服务 | JSFW | 检测技术 工程咨询
software | 软件开发合同 | 委托方（甲方） | 开发方（乙方） | 软件开发 | RJKF | 软件 信息技术 网络科技
maint | 设备维保服务合同/年度维护保养协议 | 甲　　方 | 乙　　方 | 设备维护保养 | WB | 自动化设备 智能装备
lease | 房屋租赁合同 | 出租方（甲方） | 承租方（乙方） | 房屋租赁 | ZL | 物业管理 商贸
# clauses.purchase
合同标的 | 乙方向甲方出售下列设备，设备名称、规格型号、数量及价格如下：@TABLE
合同价款 | @AMT
交货期限及地点 | 乙方应于本合同生效之日起{days}日内将全部设备送达甲方指定地点（{site}），并负责卸货。
  运输费、保险费及装卸费由乙方承担。
验收 | 设备到货后，甲方应在五个工作日内组织开箱验收，乙方应派员到场。设备的规格、数量或质量不符合本合同
  约定的，甲方有权拒收，乙方应在接到甲方书面通知之日起十日内免费更换。
付款方式 | 本合同签订后十个工作日内，甲方向乙方支付合同总价款的30%作为预付款，计人民币{pre}元；设备验收
  合格后，甲方支付合同总价款的65%；剩余5%作为质量保证金，质保期满无质量问题后一次性无息支付。
  乙方每次收款前应向甲方开具等额增值税专用发票。
质量保证 | 乙方保证所供设备为全新、未使用过的原厂合格产品，质保期为验收合格之日起{warr}个月。质保期内
  设备出现质量问题的，乙方应在接到甲方通知后24小时内响应。
# clauses.material
产品名称、规格、数量及价格 | @TABLE
合同金额 | @AMT
质量标准 | 乙方所供产品应符合国家现行标准及双方确认的技术要求，每批货物须随附产品合格证及材质证明书。
交货方式 | 乙方按甲方书面订单分批交货，交货地点为甲方仓库（{site}），运费由乙方承担。
结算方式 | 每批货物验收合格后，乙方向甲方开具增值税专用发票，甲方于收到发票后六十日内以银行转账方式支付
  该批货款。
# clauses.service
服务内容 | 乙方接受甲方委托，为甲方提供{svc}，具体服务范围、技术指标和成果要求以本合同附件《服务需求书》
  为准。
服务期限 | 本合同服务期限自{d1}起至{d2}止。
服务费用及支付方式 | @AMT甲方应于本合同签订后十五日内向乙方支付服务费总额的50%，服务成果经甲方验收
  合格后十五日内支付剩余50%。乙方收款前应向甲方开具合法有效的增值税专用发票。
双方的权利和义务 | 1．甲方应按时向乙方提供开展服务所必需的资料和工作条件，并指定专人负责联络。@BR2．乙方
  应按照本合同约定的时间和质量要求完成服务工作；发现甲方提供的资料有明显错误的，应及时书面通知甲方。
保密 | @CONF
# clauses.software
开发内容 | 乙方为甲方开发“{sw}”（以下简称“本软件”），功能需求以双方签字确认的《需求规格说明书》为准。
开发周期及交付 | 乙方应于{d2}前完成本软件的开发、测试及部署，并向甲方交付可执行程序、源代码及技术文档。
合同价款及支付 | @AMT合同价款按以下进度支付：合同签订后支付30%，系统上线试运行后支付40%，终验合格后
  支付25%，余款5%于一年维护期满后支付。
知识产权 | 本软件的著作权及相关知识产权归甲方所有。乙方在开发过程中使用的自有通用组件，其知识产权仍归
  乙方所有，甲方享有永久免费使用权。
保密 | @CONF
# clauses.maint
服务范围 | 乙方负责甲方厂区内{n}台{equip}的定期巡检、维护保养及故障维修，每月巡检不少于一次。
服务期限 | 服务期限自{d1}起至{d2}止。
服务费用 | @AMT服务费按季度平均支付，乙方每季度末向甲方提交巡检报告及发票。
响应时间 | 设备发生故障时，乙方应在接到甲方报修后2小时内响应，8小时内到达现场；因乙方原因延误维修的，
  每延误一日按年度服务费的千分之一向甲方支付违约金。
# clauses.lease
房屋基本情况 | 甲方将坐落于{site}的房屋（建筑面积{area}平方米）出租给乙方作为办公使用。甲方保证对该房屋
  享有合法的出租权。
租赁期限 | 租赁期限自{d1}起至{d2}止，共计{months}个月。
租金及支付方式 | 月租金为人民币{rent}元（大写：{rent_up}），租金每三个月支付一次，乙方应于每期开始前十日内
  支付。@AMT乙方应于本合同签订之日向甲方支付押金人民币{dep}元，租赁期满乙方无违约情形的，甲方无息退还。
其他费用 | 租赁期间房屋所产生的水费、电费、燃气费、物业管理费、网络费由乙方承担。
房屋维修 | 租赁期间，房屋主体结构及附属设施的自然损坏由甲方负责维修；因乙方使用不当造成损坏的，由乙方
  负责修复或赔偿。
# clauses.common
违约责任 | 任何一方违反本合同约定的，应承担相应的违约责任。乙方逾期履行的，每逾期一日应按合同总价款的
  万分之五向甲方支付违约金；甲方逾期付款的，每逾期一日应按逾期金额的万分之五向乙方支付违约金。
不可抗力 | 因不可抗力致使本合同不能履行的，遭受不可抗力的一方应在事件发生后十日内书面通知对方，并提供
  相关证明，双方根据影响程度协商变更或解除合同。
合同的变更与解除 | 本合同履行期间，任何一方需要变更合同内容的，应提前十五日书面通知对方，经双方协商一致
  后签订书面变更协议。一方严重违约致使合同目的不能实现的，守约方有权书面通知对方解除本合同，合同自
  通知到达对方时解除。
通知与送达 | 双方在本合同首部载明的地址为各自的有效送达地址。任何一方变更联系地址或联系方式的，应在变更
  后三日内书面通知对方，否则按原地址送达即视为有效送达。
廉洁条款 | 双方应遵守国家有关廉洁从业的规定，任何一方不得向对方经办人员提供回扣、礼金、有价证券或其他
  不正当利益。违反本条约定的，守约方有权解除合同并要求对方赔偿由此造成的损失。
争议解决 | 因本合同引起的或与本合同有关的争议，双方应友好协商解决；协商不成的，任何一方均可向甲方所在地
  有管辖权的人民法院提起诉讼。
其他 | 本合同自双方签字盖章之日起生效。本合同一式{copies}份，甲乙双方各执{half}份，具有同等法律效力。
  本合同未尽事宜，双方可另行签订补充协议。
附件 | {annex}附件为本合同不可分割的组成部分，与本合同具有同等法律效力。
# amount_styles
本合同总价款为人民币（大写）{up}（¥{a1}元），该价款为含税价，包含乙方履行本合同所需的全部费用。 | ¥{a1}
合同总金额：人民币{a1}元（大写：{up}），含税。 | {a1}
本合同金额共计{a2}元（人民币{up}），上述金额为含税价。 | {a2}
租赁期内租金总额为人民币{a1}元（大写：{up}）。 | {a1}
# heads.tiao
第{n}条　{h}
# heads.cn
{n}、{h}
# heads.arab
{k}. {h}
# annex.True
附件一：房屋平面图；附件二：房屋附属设施清单；附件三：房屋交接确认书。
# annex.False
附件一：技术要求及配置清单；附件二：验收单（格式）；附件三：售后服务承诺书。
# ct_services
生产线设备节能诊断及改造咨询服务 企业数据中心运维技术服务 产品检测与认证咨询服务
# software
智慧仓储管理系统 客户关系管理平台 设备远程监控系统
# equipment
中央空调机组 电梯 空压机 数控机床
# ct_cover_intro
依据《中华人民共和国民法典》的规定，合同双方就{svc}项目的技术服务，经协商一致，签订本合同。
# conf
双方对在履行本合同过程中知悉的对方商业秘密、技术信息和经营信息负有保密义务，未经对方书面同意不得向
  任何第三方披露。保密义务不因本合同的终止而解除。
# ct_preamble
根据《中华人民共和国民法典》及有关法律法规的规定，甲乙双方在平等、自愿、诚实信用的基础上，就{obj}
  事宜经友好协商，达成如下协议，以资共同遵守。
# en_articles
Commodity, Specification, Quantity and Price | @TABLE
Total Contract Value | The total contract value is RMB {amt} (SAY RENMINBI {words} ONLY), inclusive of
  13% VAT, packing and delivery to Party A's premises.
Delivery | Party B shall deliver the goods to Party A's factory within 45 days after the effective date of
  this Contract. Partial shipment is not allowed without Party A's written consent.
Payment | 30% of the total contract value shall be paid by bank transfer within 10 working days after signing;
  60% within 30 days after delivery and acceptance; the remaining 10% after expiry of the warranty period.
  Party B shall issue a VAT special invoice for each payment.
Inspection and Acceptance | Party A shall inspect the goods within 7 working days after arrival. Goods not
  conforming to the agreed specification shall be replaced by Party B free of charge.
Warranty | The warranty period is 12 months from the date of acceptance.
Liability for Breach | For each day of late delivery Party B shall pay a penalty of 0.05% of the total
  contract value, up to 5% in total.
Force Majeure | Neither Party shall be liable for failure to perform caused by force majeure, provided it
  notifies the other Party within 10 days.
Dispute Resolution | Any dispute arising from this Contract shall be submitted to the Shanghai International
  Arbitration Center for arbitration in accordance with its rules.
Miscellaneous | This Contract is made in two originals, one for each Party, and shall come into force upon
  signature and seal by both Parties.
"""
