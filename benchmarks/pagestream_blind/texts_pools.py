"""Text material, part 1 (see texts.py): regions, name pools, firms, goods and services."""

POOLS = """
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
"""
