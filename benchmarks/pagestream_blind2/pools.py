"""Pools of names, places and goods, handed out without repeats from one seeded source."""

from __future__ import annotations

import random
from dataclasses import dataclass

from texts import bank_account, phone, uscc

CITIES = [
    ("苏州", "320505", "0512", "江苏省苏州市高新区", "江苏"),
    ("杭州", "330106", "0571", "浙江省杭州市西湖区", "浙江"),
    ("深圳", "440305", "0755", "广东省深圳市南山区", "广东"),
    ("成都", "510107", "028", "四川省成都市武侯区", "四川"),
    ("武汉", "420106", "027", "湖北省武汉市武昌区", "湖北"),
    ("宁波", "330212", "0574", "浙江省宁波市鄞州区", "浙江"),
    ("青岛", "370212", "0532", "山东省青岛市崂山区", "山东"),
    ("合肥", "340104", "0551", "安徽省合肥市蜀山区", "安徽"),
    ("西安", "610113", "029", "陕西省西安市雁塔区", "陕西"),
    ("天津", "120116", "022", "天津市滨海新区", "天津"),
    ("厦门", "350206", "0592", "福建省厦门市湖里区", "福建"),
    ("长沙", "430104", "0731", "湖南省长沙市岳麓区", "湖南"),
]
CORES = [
    "恒瑞达",
    "鼎鑫",
    "华信",
    "博远",
    "中科启",
    "瑞丰",
    "德润",
    "宏图",
    "嘉禾",
    "远航",
    "汇通",
    "金桥",
    "晟泰",
    "昊天",
    "盛世",
    "聚力",
    "新锐",
    "海纳",
    "天工",
    "融创",
    "长润",
    "锦程",
    "安捷",
    "众诚",
    "星辰",
    "方圆",
    "立德",
    "沃森",
    "九州",
    "明道",
    "鸿蒙",
    "卓越",
    "云帆",
    "凯旋",
    "铭扬",
    "和光",
    "益达",
    "同舟",
    "泓源",
    "煜坤",
]
TRADES = [
    "精密机械",
    "信息技术",
    "电子科技",
    "物流",
    "建筑装饰工程",
    "商贸",
    "环保科技",
    "食品",
    "文化传媒",
    "医疗器械",
    "包装材料",
    "软件",
    "新能源",
    "物业管理",
    "酒店管理",
    "餐饮管理",
    "汽车租赁",
    "咨询",
]
ROADS = [
    "长江路",
    "人民路",
    "科技园路",
    "滨江大道",
    "建设路",
    "中山路",
    "解放路",
    "学府路",
    "东风路",
    "创业大道",
    "银河路",
    "金鸡湖大道",
]
BANKS = ["中国工商银行", "中国建设银行", "中国银行", "招商银行", "交通银行", "中国农业银行", "兴业银行"]

SURNAMES = list("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董袁潘蒋蔡余杜叶程魏")
COMPOUND = ["欧阳", "司马", "上官", "诸葛", "慕容", "东方"]
GIVEN = list("伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华建国志红玉兰海燕雪梅波晨宇浩然子轩雨涵思远嘉怡")
RARE = list("喆犇燊赟堃翀彧垚晔玥昇淼鑫婧璟旸祎煜琛玮珏")

EN_FIRST = [
    "Harbour",
    "Crestline",
    "Northgate",
    "Bluewater",
    "Summit",
    "Redwood",
    "Pacific",
    "Oakridge",
    "Silverline",
    "Evergreen",
]
EN_SECOND = [
    "Trading",
    "Logistics",
    "Analytics",
    "Components",
    "Imaging",
    "Supplies",
    "Marine",
    "Systems",
    "Design",
    "Textiles",
]


@dataclass
class Company:
    name: str
    tax_id: str
    address: str
    tel: str
    bank: str
    account: str
    city: str
    province: str

    @property
    def tax_bureau(self) -> str:
        return self.province + (
            "市税务局" if self.province in ("北京", "天津", "上海", "重庆") else "省税务局"
        )


@dataclass
class Person:
    name: str
    surname: str


class Pools:
    """Hands out companies, persons and places; every name is used at most once."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.used: dict[str, bool] = {}

    def _fresh(self, make):
        for _ in range(500):
            value = make()
            if value not in self.used:
                self.used[value] = True
                return value
        raise RuntimeError("name pool exhausted")

    def company(self, trade: str | None = None, city_index: int | None = None) -> Company:
        rng = self.rng
        city = CITIES[rng.randrange(len(CITIES)) if city_index is None else city_index]
        chosen_trade = trade or rng.choice(TRADES)
        suffix = rng.choice(["有限公司", "有限公司", "股份有限公司", "有限责任公司"])
        name = self._fresh(lambda: city[0] + rng.choice(CORES) + chosen_trade + suffix)
        road = rng.choice(ROADS)
        address = f"{city[3]}{road}{rng.randrange(1, 999)}号"
        bank = (
            f"{rng.choice(BANKS)}{city[0]}{rng.choice(['分行营业部', '高新支行', '城东支行', '开发区支行'])}"
        )
        return Company(
            name=name,
            tax_id=uscc(rng, city[1]),
            address=address,
            tel=phone(rng, city[2]),
            bank=bank,
            account=bank_account(rng),
            city=city[0],
            province=city[4],
        )

    def en_company(self, suffix: str) -> str:
        rng = self.rng
        return self._fresh(lambda: f"{rng.choice(EN_FIRST)} {rng.choice(EN_SECOND)} {suffix}")

    def person(self, style: str = "any") -> Person:
        rng = self.rng

        def make() -> str:
            kind = style if style != "any" else rng.choice(["two", "three", "three", "rare", "compound"])
            surname = rng.choice(COMPOUND) if kind == "compound" else rng.choice(SURNAMES)
            if kind == "two":
                return surname + rng.choice(GIVEN)
            if kind == "rare":
                return surname + rng.choice(GIVEN + RARE) + rng.choice(RARE)
            return surname + rng.choice(GIVEN) + rng.choice(GIVEN)

        name = self._fresh(make)
        surname = name[:2] if name[:2] in COMPOUND else name[0]
        return Person(name=name, surname=surname)

    def choice(self, items):
        return self.rng.choice(items)

    def randint(self, low: int, high: int) -> int:
        return self.rng.randint(low, high)


# Goods and services: (name as printed on VAT invoices, spec, unit, unit price range in yuan, tax rate %)
GOODS = [
    ("*计算机外部设备*激光打印机", "M7400Pro", "台", (1200, 2600), 13),
    ("*计算机设备*笔记本电脑", "ThinkBook 14", "台", (4200, 6800), 13),
    ("*纸制品*复印纸", "A4 70g", "箱", (118, 160), 13),
    ("*电子元件*贴片电容", "0805 10uF", "盘", (85, 140), 13),
    ("*钢材*冷轧钢板", "1.5mm", "吨", (4300, 5200), 13),
    ("*塑料制品*包装周转箱", "600×400×280", "个", (38, 66), 13),
    ("*五金制品*不锈钢螺栓", "M8×40", "千个", (210, 360), 13),
    ("*办公设备*碎纸机", "S-220", "台", (380, 720), 13),
    ("*照明装置*LED平板灯", "600×600 48W", "套", (95, 160), 13),
    ("*农产品*东北大米", "25kg", "袋", (120, 175), 9),
    ("*运输服务*国内公路货物运输服务", "", "次", (1800, 5200), 9),
    ("*建筑服务*室内装修工程", "", "项", (18000, 46000), 9),
    ("*信息技术服务*软件维护服务", "", "年", (8000, 26000), 6),
    ("*现代服务*技术咨询服务", "", "项", (5000, 30000), 6),
    ("*现代服务*会议服务", "", "次", (3000, 12000), 6),
    ("*广告服务*户外广告发布", "", "期", (9000, 28000), 6),
    ("*住宿服务*住宿费", "", "晚", (320, 680), 6),
    ("*餐饮服务*餐费", "", "次", (380, 2600), 6),
]

EN_GOODS = [
    ("LED panel light 600x600mm 40W", (18, 32)),
    ("Stainless steel hinge 4 inch, brushed", (2, 5)),
    ("Thermal label printer TP-200", (120, 260)),
    ("Corrugated carton 5-ply, 60x40x40cm", (1, 3)),
    ("Website maintenance (monthly)", (450, 900)),
    ("On-site installation and commissioning", (800, 2400)),
    ("Ergonomic office chair, mesh back", (85, 190)),
    ("USB-C docking station, 11-in-1", (60, 140)),
    ("Cotton twill fabric, 150cm width (per metre)", (3, 7)),
    ("Annual software licence, 10 seats", (1500, 4200)),
]


@dataclass
class IdRegion:
    region: str
    address_head: str
    authority: str
    ethnicities: list[str]


ID_REGIONS = [
    IdRegion("110105", "北京市朝阳区", "北京市公安局朝阳分局", ["汉", "满", "回"]),
    IdRegion("310115", "上海市浦东新区", "上海市公安局浦东分局", ["汉"]),
    IdRegion("440305", "广东省深圳市南山区", "深圳市公安局南山分局", ["汉", "壮"]),
    IdRegion("640104", "宁夏回族自治区银川市兴庆区", "银川市公安局兴庆区分局", ["回", "汉"]),
    IdRegion("650102", "新疆乌鲁木齐市天山区", "乌鲁木齐市公安局天山区分局", ["维吾尔", "哈萨克"]),
    IdRegion("150102", "内蒙古呼和浩特市新城区", "呼和浩特市公安局新城区分局", ["蒙古", "汉"]),
    IdRegion("450103", "广西壮族自治区南宁市青秀区", "南宁市公安局青秀分局", ["壮", "瑶"]),
    IdRegion("210102", "辽宁省沈阳市和平区", "沈阳市公安局和平分局", ["满", "朝鲜", "锡伯"]),
    IdRegion("420106", "湖北省武汉市武昌区", "武汉市公安局武昌分局", ["汉", "土家"]),
    IdRegion("330106", "浙江省杭州市西湖区", "杭州市公安局西湖分局", ["汉", "畲"]),
    IdRegion("532901", "云南省大理市", "大理市公安局", ["白", "彝"]),
]

ETHNIC_NAMES = {
    "维吾尔": ["阿依古丽·买买提", "艾力·吐尔逊", "迪丽娜尔·阿不都"],
    "哈萨克": ["努尔兰·别克", "古丽娜·哈力木"],
    "蒙古": ["巴特尔", "乌云其其格", "额尔敦"],
}

STREET_PARTS = [
    "解放南路街道幸福路社区",
    "建国路",
    "世纪大道",
    "南新路",
    "团结路",
    "民族街",
    "文化路",
    "北京路",
    "中山北路",
    "振兴街",
]


def id_address(pools: Pools, region: IdRegion) -> str:
    rng = pools.rng
    street = rng.choice(STREET_PARTS)
    tail = rng.choice(
        [
            f"{rng.randrange(1, 300)}号",
            f"{rng.randrange(1, 300)}号{rng.randrange(1, 30)}栋{rng.randrange(1, 6)}单元"
            f"{rng.randrange(101, 2605)}室",
            f"{rng.randrange(1, 120)}号院{rng.randrange(1, 20)}号楼{rng.randrange(101, 1806)}",
            f"{rng.choice(['和平', '向阳', '新华', '东升'])}小区{rng.randrange(1, 40)}幢"
            f"{rng.randrange(101, 902)}号",
        ]
    )
    return region.address_head + street + tail


def bank_and_account(pools: Pools, city: str) -> str:
    return f"{pools.choice(BANKS)}{city}分行 {bank_account(pools.rng)}"
