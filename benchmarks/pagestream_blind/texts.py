"""Text material for make_streams.py: name pools, item lists, clause and notice wordings, the stream list.

Sections start with `# name`; a line starting with two spaces continues the previous one.  Table rows use
` | `.  Flow markup (Flow.run): C centred title, H heading, P indented paragraph, T line, R right-aligned,
@hook a table or other block drawn in code.  All names, numbers and addresses are invented.
"""

DATA = """
# regions
330106 浙江省杭州市西湖区 杭州市公安局西湖分局 杭州 浙江 浙江省 0571
330212 浙江省宁波市鄞州区 宁波市公安局鄞州分局 宁波 浙江 浙江省 0574
320505 江苏省苏州市虎丘区 苏州市公安局虎丘分局 苏州 江苏 江苏省 0512
320106 江苏省南京市鼓楼区 南京市公安局鼓楼分局 南京 江苏 江苏省 025
310115 上海市浦东新区 上海市公安局浦东分局 上海 上海 上海市 021
110105 北京市朝阳区 北京市公安局朝阳分局 北京 北京 北京市 010
440305 广东省深圳市南山区 深圳市公安局南山分局 深圳 广东 广东省 0755
440106 广东省广州市天河区 广州市公安局天河区分局 广州 广东 广东省 020
510107 四川省成都市武侯区 成都市公安局武侯区分局 成都 四川 四川省 028
420106 湖北省武汉市武昌区 武汉市公安局武昌分局 武汉 湖北 湖北省 027
610113 陕西省西安市雁塔区 西安市公安局雁塔分局 西安 陕西 陕西省 029
370202 山东省青岛市市南区 青岛市公安局市南分局 青岛 山东 山东省 0532
430104 湖南省长沙市岳麓区 长沙市公安局岳麓分局 长沙 湖南 湖南省 0731
350203 福建省厦门市思明区 厦门市公安局思明分局 厦门 福建 福建省 0592
340104 安徽省合肥市蜀山区 合肥市公安局蜀山分局 合肥 安徽 安徽省 0551
330382 浙江省乐清市 乐清市公安局 温州 浙江 浙江省 0577
# streets
文三路 天目山路 中山北路 解放大道 人民路 建设路 长江路 学院路 科技园路 滨江大道 东风路 新华路 湖滨路 创业大道
# zihao
恒润 博远 瑞丰 华信 天衡 明德 汇通 金桥 宏达 鼎盛 嘉禾 启航 卓越 海纳 云帆 星辰 智诚 泽源 凯隆 弘毅 盈和
昊宇 茂晟 联创 安捷 锦程 中宸
# industry
精密机械 信息技术 电子科技 环保工程 生物医药 建筑装饰工程 物流 食品 新材料 智能装备 商贸 文化传媒 医疗器械
能源科技 软件 供应链管理 检测技术 纺织 化工 自动化设备 网络科技 工程咨询 物业管理
# banks
中国工商银行 中国建设银行 中国农业银行 中国银行 交通银行 招商银行 兴业银行 浙商银行
# surnames
王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾田董潘袁蔡蒋余杜叶程魏苏吕丁沈姚卢傅钟姜崔
谭廖范汪陆金石
# male
伟 强 磊 军 勇 杰 涛 明 超 刚 志强 国庆 立新 建国 晓东 俊杰 思远 文博 浩然 宇航 德明 振华 家豪 子轩 宏伟 海波
# female
芳 娜 敏 静 丽 艳 娟 霞 秀英 玉兰 海燕 春梅 佳琪 婷婷 梓萱 欣怡 丽娟 雪梅 嘉怡 晓燕 慧敏 一诺 雅琴 美玲
# towns
清溪 白沙 石桥 柳湾
# villages
上林 东岙 枫树 龙潭
# en_ones
ZERO ONE TWO THREE FOUR FIVE SIX SEVEN EIGHT NINE TEN ELEVEN TWELVE THIRTEEN FOURTEEN FIFTEEN SIXTEEN
SEVENTEEN EIGHTEEN NINETEEN
# en_tens
_ _ TWENTY THIRTY FORTY FIFTY SIXTY SEVENTY EIGHTY NINETY
# en_months
January February March April May June July August September October November December
# universities
浙东理工大学 江淮工业大学 沧澜师范大学 东湖科技大学
# en_cn
Ningbo Haina Valve Co., Ltd. | No. 88 Jinhai Road, Beilun District, Ningbo, Zhejiang, China
Suzhou Ruifeng Precision Machinery Co., Ltd. | No. 16 Suhong West Road, Suzhou Industrial Park, China
Hangzhou Boyuan Electronics Co., Ltd. | Building 3, No. 1180 Bin'an Road, Binjiang District, Hangzhou
Xiamen Tianheng Trading Co., Ltd. | Room 1206, No. 8 Lujiang Road, Siming District, Xiamen, China
Qingdao Hongda Rubber Products Co., Ltd. | No. 27 Huangpu Road, Chengyang District, Qingdao, China
# en_foreign
Keller Messtechnik GmbH | Industriestrasse 14, 70565 Stuttgart, Germany
Brightwater Components Ltd. | Unit 7, Kingsway Business Park, Manchester M19 1BB, United Kingdom
Northfield Instruments Inc. | 2150 Commerce Drive, Columbus, OH 43219, USA
Vestra Industrial Supply B.V. | Havenweg 31, 3089 JB Rotterdam, The Netherlands
# en_sg
Alder Analytics Pte. Ltd. | 10 Anson Road, #21-07 International Plaza, Singapore 079903
Pacific Rim Logistics Pte. Ltd. | 2 Changi South Lane, #03-01, Singapore 486123
# en_fie
Keller Measurement Technology (Taicang) Co., Ltd. | No. 52 Qingdao West Road, Taicang, Jiangsu
Northfield Instruments (Suzhou) Co., Ltd. | No. 9 Xinghan Street, Suzhou Industrial Park, Jiangsu
# goods
*计算机设备*笔记本电脑 | X14 i7/16G/1T | 台 | 4200 | 9800 | 13
*计算机外部设备*激光打印机 | M4020dn | 台 | 1600 | 4200 | 13
*纸制品*A4复印纸 | 70g 500张/包 | 箱 | 110 | 240 | 13
*金属制品*不锈钢法兰 | DN100 PN16 | 件 | 80 | 260 | 13
*电子元件*贴片电容 | 0603 100nF | 盘 | 35 | 120 | 13
*电机*变频器 | 7.5kW 380V | 台 | 3200 | 6800 | 13
*仪器仪表*数字万用表 | UT61E+ | 台 | 280 | 650 | 13
*塑料制品*物流周转箱 | 600×400×280 | 个 | 35 | 90 | 13
*家具*办公桌 | 1400×700×750 | 张 | 650 | 1800 | 13
*电线电缆*铜芯电力电缆 | YJV-4×25 | 米 | 85 | 160 | 13
# services
*信息技术服务*软件运维服务费 | - | 项 | 8000 | 60000 | 6
*现代服务*技术咨询服务费 | - | 项 | 5000 | 80000 | 6
*会议展览服务*会议服务费 | - | 次 | 3000 | 30000 | 6
*住宿服务*住宿费 | - | 天 | 280 | 680 | 6
*餐饮服务*餐饮服务 | - | 次 | 300 | 2800 | 1
*运输服务*国内道路货物运输服务 | - | 车次 | 1500 | 9000 | 9
*物业管理服务*物业管理费 | - | 月 | 6000 | 30000 | 6
*鉴证咨询服务*产品检测费 | - | 项 | 2000 | 20000 | 6
# en_goods
Stainless steel ball valve DN50 PN40 | PCS | 18 | 46
Brass gate valve 2 inch | PCS | 9 | 22
Gear motor 0.75kW 380V 50Hz | SETS | 120 | 260
Nitrile rubber O-ring kit | BOXES | 14 | 38
Aluminium enclosure IP65 200x150x80 | PCS | 11 | 29
LED panel light 600x600 40W | PCS | 9 | 19
# en_services
Data analytics consulting | HRS | 180 | 260
Dashboard development (fixed fee) | LOT | 6000 | 12000
Cloud hosting, monthly | MTH | 900 | 1600
Freight forwarding and customs clearance | SHPT | 700 | 2200
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
# tender
C {owner}{proj}公开招标公告
H 项目概况
P {proj}招标项目的潜在投标人应在政府采购云平台获取招标文件，并于{dl} 09:30（北京时间）前递交
  投标文件。
H 一、项目基本情况
T 项目编号：{pno}
T 项目名称：{proj}
T 预算金额（元）：{budget}
T 最高限价（元）：{budget}
T 采购需求：
@table
T 合同履行期限：合同签订之日起{days}日。本项目不接受联合体投标。
H 二、申请人的资格要求
T 1．满足《中华人民共和国政府采购法》第二十二条规定；
T 2．落实政府采购政策需满足的资格要求：本项目专门面向中小企业采购；
T 3．本项目的特定资格要求：无。
H 三、获取招标文件
T 时间：{d0}至{d7}，每天上午9:00至12:00，下午14:00至17:00（北京时间，法定节假日除外）
T 地点：政府采购云平台
T 方式：供应商登录政府采购云平台在线申请获取采购文件
T 售价：0元
H 四、提交投标文件截止时间、开标时间和地点
T 提交投标文件截止时间：{dl} 09:30（北京时间）
T 开标时间：{dl} 09:30
T 地点：{agent_addr}开标室
H 五、公告期限
T 自本公告发布之日起5个工作日。
H 六、其他补充事宜
T 1．供应商认为采购文件使自己的权益受到损害的，可以自收到采购文件之日或者采购文件公告期限届满之日起
  7个工作日内，以书面形式向采购人和采购代理机构提出质疑。
T 2．中标供应商应在合同签订前提交合同金额5%的履约保证金，可采用银行保函形式。
T 3．投标人应在投标截止时间前完成电子投标文件的上传，逾期上传的投标文件将被拒收。
H 七、对本次招标提出询问，请按以下方式联系
T 1．采购人信息
T 名称：{owner}
T 地址：{owner_addr}
T 联系方式：{owner_contact}
T 2．采购代理机构信息
T 名称：{agent}
T 地址：{agent_addr}
T 联系方式：{agent_contact}
R {agent}
R {date}
# tender_table
标项 | 标的名称 | 数量 | 主要技术参数及服务要求
1 | {item} | 1项 | 详见招标文件第三章《采购需求》，供应商须对全部内容进行响应。
2 | 售后及运维服务 | 3年 | 质保期内7×24小时响应，2小时内到达现场。
# tender_owners
{city}市第{n}人民医院 | 医用耗材集中配送服务项目
{city}市城市管理局 | 城市道路照明设施维护项目
{city}市教育技术装备中心 | 智慧校园网络设备采购项目
{city}市疾病预防控制中心 | 实验室仪器设备采购项目
# tender_result
C {city}市{buyer}{proj}中标结果公告
T 一、项目编号：{pno}
T 二、项目名称：{proj}
T 三、中标信息
T 供应商名称：{win}
T 供应商地址：{win_addr}
T 中标金额：{amt}元
T 四、主要标的信息
@table
T 五、评审专家名单：{experts}
T 六、代理服务收费标准及金额：按国家有关规定收取，金额{fee}元。
T 七、公告期限：自本公告发布之日起1个工作日。
T 八、联系方式
T 采购代理机构：{agent}
T 地址：{agent_addr}
T 联系电话：{agent_tel}
R {date}
# official
C {issuer}关于印发{city}市{topic}实施方案的通知
T 各区、县（市）人民政府，市政府各部门、各直属单位：
P 《{city}市{topic}实施方案》已经市政府同意，现印发给你们，请结合实际认真贯彻执行。
@sign
C {city}市{topic}实施方案
P 为深入贯彻落实国家和省关于{topic}的决策部署，进一步优化发展环境、激发市场活力，结合我市实际，制定
  本实施方案。
H 一、总体要求
P 坚持问题导向和目标导向，聚焦重点领域和关键环节，统筹推进各项工作。到2026年，全市相关工作取得明显
  成效，形成一批可复制、可推广的经验做法。
H 二、主要任务
P （一）加强统筹协调。建立市级联席会议制度，定期研究解决重大问题，各区、县（市）相应建立工作机制。
P （二）完善政策体系。梳理现有政策，及时清理与上位法不一致的规定，增强政策的针对性和可操作性。
P （三）强化要素保障。优先保障重点项目用地、用能需求，引导金融机构加大信贷支持力度。
H 三、保障措施
P （一）加强组织领导。各地各部门要把本方案实施列入重要议事日程，明确责任分工，确保各项任务落到实处。
P （二）强化资金支持。市财政每年安排专项资金，统筹用于相关项目补助和奖励。
P （三）严格督查考核。将工作推进情况纳入年度综合考评，对工作成效明显的给予通报表扬。
@cc
# topics
促进中小微企业高质量发展 推进城市更新行动 加强安全生产治本攻坚 推动数字经济创新发展
# drug.0
阿莫西林胶囊 | Amoxicillin Capsules | rx
成份 | 本品主要成份为阿莫西林。
性状 | 本品为胶囊剂，内容物为白色至类白色粉末或颗粒。
适应症 | 阿莫西林适用于敏感菌（不产β内酰胺酶菌株）所致的下列感染：1．溶血链球菌、肺炎链球菌、葡萄球菌
  或流感嗜血杆菌所致中耳炎、鼻窦炎、咽炎、扁桃体炎等上呼吸道感染。2．大肠埃希菌、奇异变形杆菌或粪肠
  球菌所致的泌尿生殖道感染。3．溶血链球菌、葡萄球菌或大肠埃希菌所致的皮肤软组织感染。
规格 | 0.25g（按C16H19N3O5S计）
用法用量 | 口服。成人一次0.5g，每6～8小时1次，一日剂量不超过4g。小儿一日剂量按体重20～40mg/kg，每8小时
  1次。
不良反应 | 1．恶心、呕吐、腹泻及假膜性肠炎等胃肠道反应。2．皮疹、药物热和哮喘等过敏反应。3．贫血、血小板
  减少、嗜酸性粒细胞增多等。
禁忌 | 青霉素过敏及青霉素皮肤试验阳性患者禁用。
注意事项 | 1．青霉素类口服药物偶可引起过敏性休克，尤多见于有青霉素或头孢菌素过敏史的患者。2．传染性单核
  细胞增多症患者应用本品易发生皮疹，应避免使用。3．疗程较长患者应检查肝、肾功能和血常规。
孕妇及哺乳期妇女用药 | 孕妇应仅在确有必要时使用本品。哺乳期妇女服用后可能导致婴儿过敏。
贮藏 | 遮光，密封保存。
包装 | 铝塑泡罩包装，24粒/板×2板/盒。
有效期 | 24个月
执行标准 | 《中国药典》2020年版二部
# drug.1
布洛芬缓释胶囊 | Ibuprofen Sustained Release Capsules | otc
成份 | 本品每粒含布洛芬0.3克。辅料为：蔗糖、淀粉、硬脂酸。
性状 | 本品内容物为白色球形小丸。
作用类别 | 本品为解热镇痛类非处方药药品。
适应症 | 用于缓解轻至中度疼痛如头痛、关节痛、偏头痛、牙痛、肌肉痛、神经痛、痛经。也用于普通感冒或流行性
  感冒引起的发热。
规格 | 0.3克
用法用量 | 口服。成人，一次1粒，一日2次（早晚各一次）。
不良反应 | 少数病人可出现恶心、呕吐、胃烧灼感或轻度消化不良、胃肠道溃疡及出血、转氨酶升高、头痛、头晕、
  耳鸣、视力模糊、精神紧张、嗜睡、下肢水肿或体重骤增。
禁忌 | 1．对其他非甾体抗炎药过敏者禁用。2．孕妇及哺乳期妇女禁用。3．对阿司匹林过敏的哮喘患者禁用。
注意事项 | 1．本品为对症治疗药，用于止痛不得超过5天，用于解热不得超过3天，症状不缓解，请咨询医师或药师。
  2．最好在餐中或餐后服用。3．不能同时服用其他含有解热镇痛药的药品。4．服用本品期间不得饮酒或含有
  酒精的饮料。
贮藏 | 密封保存。
包装 | 药用PVC硬片和药品包装用铝箔，10粒/板×2板/盒。
有效期 | 24个月
# drug_advice.rx
请仔细阅读说明书并在医师指导下使用
# drug_advice.otc
请仔细阅读说明书并按说明使用或在药师指导下购买和使用
# nutrition
能量 | 1500 | 2200 | 千焦
蛋白质 | 5 | 12 | 克
脂肪 | 3 | 25 | 克
碳水化合物 | 50 | 75 | 克
钠 | 150 | 600 | 毫克
# bill_tail
T 请于{due}前缴清电费，逾期将按日加收千分之二的电费违约金。
T 温馨提示：可通过“网上国网”App、银行代扣、营业厅等渠道缴费。客户服务热线：95598
# certificate.True
{name}，{sex}，{birth}生。在{univ}{major}专业完成了本科学业，成绩合格。根据《中华人民共和国学位条例》
  的规定，授予工学学士学位。
# certificate.False
学生{name}，性别{sex}，{cn_birth}生，于{start}至{end}在本校{major}专业四年制本科学习，修完教学计划规定的
  全部课程，成绩合格，准予毕业。
# report_facts
H 三、其他相关资料
T 公司聘请的会计师事务所：{firm}会计师事务所（特殊普通合伙）；签字会计师姓名：{cpa1}、{cpa2}
H 四、主要会计数据和财务指标
R 单位：元　币种：人民币
# report_figures
营业收入 | 1
归属于上市公司股东的净利润 | 12
经营活动产生的现金流量净额 | 8
总资产 | 0.6
# report_gains
非流动性资产处置损益 计入当期损益的政府补助 委托他人投资或管理资产的损益 减：所得税影响额
# report_costs
销售费用 管理费用 研发费用 财务费用
# foods
香葱苏打饼干 | 小麦粉、植物油、白砂糖、葱、食用盐、碳酸氢钠、酵母
黑芝麻糊 | 黑芝麻、大米、白砂糖、麦芽糊精、核桃仁、花生
全麦吐司面包 | 全麦粉、小麦粉、水、白砂糖、鸡蛋、黄油、酵母、食用盐
# food_tail
T 贮存条件：请置于阴凉干燥处，避免阳光直射，开封后请尽快食用。
T 保质期：{months}个月
T 生产日期：见包装封口处
T 食品生产许可证编号：SC{sc}
T 产品标准代号：GB/T {std}
T 生产商：{maker}
T 地址：{addr}
T 电话：{tel}
T 产地：{origin}
T 致敏物质提示：本品含有麸质谷物，生产线同时加工含有乳制品、坚果的产品。
# cv_zh
H 求职意向
T 销售经理 / 大客户经理
H 教育背景
T 2011.09-2015.06　{univ}　市场营销专业　本科
H 工作经历
T 2019.07-2022.03　{job1}　销售工程师
T 负责华东区域重点客户的开发与维护，完成年度销售目标；参与合同谈判、回款跟踪及客户满意度管理。
T 2022.04-至今　{job2}　大客户经理
T 负责集团客户年度框架协议的谈判与执行，带领4人团队，年销售额同比增长18%。
H 专业技能
T 熟练使用Office办公软件及CRM系统；英语CET-6；持有C1驾驶证。
H 自我评价
T 性格开朗，沟通能力强，具有较强的抗压能力和团队合作精神。
# cv_en
C {name}
T Mobile: +86 {mobile}  |  Email: {mail}@mail.com  |  Hangzhou, China
H PROFESSIONAL EXPERIENCE
T Senior Procurement Specialist, Hangzhou Boyuan Electronics Co., Ltd. (2021 - present)
T - Managed a supplier base of 60+ vendors; cut component costs by 8% in 2023.
T - Negotiated annual frame contracts and checked supplier invoices against purchase orders.
T Procurement Assistant, Ningbo Haina Valve Co., Ltd. (2018 - 2021)
T - Prepared purchase orders, contracts and commercial invoices for export shipments.
H EDUCATION
T B.Eng. in Industrial Engineering, Zhejiang Dongfang University, 2014 - 2018
H SKILLS
T SAP MM, Excel (VBA), English (CET-6), Mandarin (native)
# report_prose
H 一、报告期内公司所处行业情况
P 报告期内，受下游需求阶段性波动及原材料价格高位运行影响，行业整体呈现“总量平稳、结构分化”的特征。
  高端产品进口替代进程加快，具备核心技术和规模优势的企业市场份额进一步提升，中小企业经营压力有所加大。
H 二、报告期内公司从事的主要业务
P 公司主要从事{ind}相关产品的研发、生产和销售，产品广泛应用于汽车、电子、新能源及工业自动化等领域。
  公司采用“以销定产”的经营模式，主要客户为国内外知名制造企业。
H 三、核心竞争力分析
P 公司拥有省级企业技术中心和博士后科研工作站，截至报告期末累计拥有授权专利数百项，其中发明专利占比
  逐年提高。公司建立了覆盖全国主要经济区域的营销服务网络，能够快速响应客户需求。
H 四、主营业务分析
P 报告期内，公司实现营业收入{rev}亿元，毛利率较上年同期提高1.3个百分点，主要系产品结构优化及降本增效
  措施持续落地所致。销售费用、管理费用及研发费用的变动情况详见下表。
# fax
致 To | {to}
收件人 Attn | {attn}
发件人 From | {sender}
传真 Fax | {fax}
日期 Date | {date}
页数 Pages | 共4页（含本页）
主题 Re | 合同签署文件及发票，请查收

# stream s01_office_mix 101
inv_grid
contract kind=purchase party=table pnum=cn
id_card wm=仅供办理银行开户使用/他用无效
drug_leaflet
inv_e
inv_machine
tender_result
# stream s02_two_invoices 102
other kind=fax
contract kind=service cover=yes pnum=dash sign=stack
inv_e special=yes
inv_grid kind=ordinary listing=yes
utility_bill
cv
# stream s03_scan_lease 103 scanned
id_card layout=two
contract kind=lease party=nextline person_b=yes amount=1 spaced=yes
inv_receipt
inv_machine
official
# stream s04_english 104
other kind=fax
inv_en
inv_en tax_invoice=yes
ct_en
cv en=yes
inv_e
food_label
tender_result
# stream s05_scan_invoices 105 scanned
other kind=separator
inv_grid old=yes
inv_grid kind=e
contract kind=material pnum=slash heads=cn amount=1
id_card layout=side
certificate degree=no
official
# stream s06_two_contracts 106
contract kind=software pnum=cn top=under amount=2 heads=arab
contract kind=maint sep_sign=yes top=header sign=stack cn_date=yes
tender pnum=dash
drug_leaflet which=1
id_card note=no gap=20
inv_receipt grid=yes
# stream s07_mixed_scans 107
inv_e
id_card scan=yes
contract kind=purchase sep_sign=yes amount=1 party=nextline scan=last
annual_report
inv_receipt scan=yes
tender
# stream s08_scan_office 108 scanned
tender_result
inv_grid
contract kind=service pnum=dash amount=2
certificate
id_card layout=two gap=19
inv_receipt
utility_bill
# stream s09_gov_lease 109
official
inv_grid kind=ordinary
contract kind=lease person_b=yes party=table pnum=cn top=under
contract kind=service sign=stack heads=cn amount=1 stamps=no
certificate degree=no
id_card layout=two note=no
other kind=blank
# stream s10_report_mix 110
annual_report
inv_en
contract kind=purchase date_top=yes heads=cn amount=2
drug_leaflet which=1
food_label
inv_e
official
# stream s11_scan_ids 111 scanned
id_card wm=仅供签订合同使用
id_card note=no
contract kind=material party=table top=header pnum=cn
inv_grid
utility_bill
cv
# stream s12_listing_mix 112
contract kind=software party=nextline pnum=en stamps=no
inv_grid listing=yes
inv_e
cv
tender
official
certificate
other kind=leftblank
"""
