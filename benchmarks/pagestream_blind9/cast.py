"""Fictional parties used across the streams (all names, numbers and addresses invented)."""

from __future__ import annotations

import random

from fmt import abn, digits, gstin, tw_ubn, uk_vat, uscc

_r = random.Random(90210)


def _cn(name, region, addr, tel, bank):
    return {
        "name": name,
        "tax": uscc(_r, region),
        "addr": addr.replace(" ", ""),
        "tel": tel.replace(" ", ""),
        "bank": bank,
        "acct": digits(_r, 4) + " " + digits(_r, 4) + " " + digits(_r, 4) + " " + digits(_r, 4),
    }


CN = {
    "yunqi": _cn(
        "杭州云启电子科技有限公司",
        "330106",
        "杭州市西湖区文一西路 522 号 8 幢 3 层",
        "0571-8812 4476",
        "招商银行杭州文晖支行",
    ),
    "shencheng": _cn(
        "上海申程机电设备有限公司",
        "310115",
        "上海市浦东新区金科路 2966 号 2 号楼 501 室",
        "021-5089 3321",
        "中国工商银行上海张江支行",
    ),
    "hengrui": _cn(
        "苏州恒瑞精密五金有限公司",
        "320507",
        "苏州市相城区太平街道金澄路 18 号",
        "0512-6571 0088",
        "中国银行苏州相城支行",
    ),
    "dingtai": _cn(
        "南京鼎泰物业服务有限公司",
        "320104",
        "南京市秦淮区中山南路 301 号 11 楼",
        "025-8470 2215",
        "交通银行南京城中支行",
    ),
    "qianyan": _cn(
        "深圳市前沿智联信息技术有限公司",
        "440305",
        "深圳市南山区粤海街道科苑路 15 号 A 座 906",
        "0755-2663 1907",
        "平安银行深圳科技园支行",
    ),
    "rongxin": _cn(
        "成都蓉信数据服务有限公司",
        "510107",
        "成都市武侯区天府大道北段 1700 号 3 栋 12 层",
        "028-6551 3380",
        "中国建设银行成都高新支行",
    ),
    "huazhang": _cn(
        "北京华章文化传媒有限公司",
        "110105",
        "北京市朝阳区东三环中路 39 号 B 座 1702",
        "010-6598 7712",
        "北京银行国贸支行",
    ),
    "minfeng": _cn(
        "宁波敏丰包装材料有限公司",
        "330212",
        "宁波市鄞州区鄞县大道 1288 号",
        "0574-8822 6031",
        "宁波银行鄞州支行",
    ),
}


def _tw(name, addr):
    return {"name": name, "ubn": tw_ubn(_r), "addr": addr.replace(" ", "")}


TW = {
    "rongxing": _tw("榮興文具股份有限公司", "臺北市中山區南京東路二段 118 號 5 樓"),
    "hongshuo": _tw("宏碩精密工業股份有限公司", "新竹縣竹北市光明六路東一段 233 號"),
    "jiahe": _tw("嘉禾餐飲管理顧問有限公司", "臺中市西屯區市政北二路 87 號 12 樓"),
}

HK = {
    "wahwing": {
        "zh": "華榮貿易有限公司",
        "en": "WAH WING TRADING CO., LIMITED",
        "addr_zh": "香港九龍觀塘巧明街95號世達中心16樓B室",
        "addr_en": "Flat B, 16/F, Sai Tat Centre, 95 How Ming Street, Kwun Tong, Kowloon, Hong Kong",
    },
    "harbour": {
        "zh": "港灣餐飲集團有限公司",
        "en": "Harbourview Catering Group Limited",
        "addr_zh": "香港灣仔告士打道151號9樓",
        "addr_en": "9/F, 151 Gloucester Road, Wan Chai, Hong Kong",
    },
}

UK = {
    "ashcombe": {
        "name": "Ashcombe Precision Castings Ltd",
        "addr": ["Ashcombe Works, Quarry Lane", "Sheffield S9 2RD"],
        "vat": uk_vat(_r),
        "co": "03318842",
        "tel": "0114 496 0580",
        "email": "sales@ashcombe-castings.co.uk",
    },
    "thornbury": {
        "name": "Thornbury Office Supplies Ltd",
        "addr": ["Unit 7, Fenwick Trading Estate", "Harlow Road", "Bristol BS16 4QT"],
        "vat": uk_vat(_r),
        "co": "08471236",
        "tel": "0117 496 0321",
        "email": "accounts@thornbury-supplies.co.uk",
    },
    "millbrook": {
        "name": "Millbrook Engineering Ltd",
        "addr": ["14 Canal Wharf", "Leeds LS11 5PS"],
        "vat": uk_vat(_r),
        "co": "05120987",
        "tel": "0113 496 0765",
        "email": "purchasing@millbrook-eng.co.uk",
    },
    "kestrel": {
        "name": "Kestrel Software Ltd",
        "addr": ["3rd Floor, 22 Brunswick Place", "Manchester M1 3AL"],
        "vat": uk_vat(_r),
        "co": "09876543",
        "tel": "0161 496 0112",
        "email": "people@kestrelsoftware.co.uk",
    },
}

US = {
    "northgate": {
        "name": "Northgate Analytics, Inc.",
        "addr": ["410 Harbor Point Drive, Suite 300", "Baltimore, MD 21231"],
    },
    "bellweather": {
        "name": "Bellweather Medical LLC",
        "addr": ["2250 Riverside Avenue", "Columbus, OH 43215"],
    },
    "cedar": {
        "name": "Cedar Ridge Facilities Group LLC",
        "addr": ["88 Lakeview Commons", "Madison, WI 53703"],
    },
}

AU = {
    "wattle": {
        "name": "Wattle Creek Plumbing Pty Ltd",
        "abn": abn(_r),
        "addr": ["41 Chandler Street", "Footscray VIC 3011"],
    },
    "southbank": {
        "name": "Southbank Coffee Roasters",
        "abn": abn(_r),
        "addr": ["2/19 Kerr Street", "Fitzroy VIC 3065"],
    },
    "hillier": {
        "name": "Hillier & Moss Architects Pty Ltd",
        "addr": ["Level 4, 90 Collins Street", "Melbourne VIC 3000"],
    },
}

SG = {
    "harbourline": {
        "name": "Harbour Line Logistics Pte. Ltd.",
        "gst": "M90371524K",
        "addr": ["8 Pandan Crescent #05-11", "Singapore 128464"],
    },
    "lumen": {"name": "Lumen Biotech Pte. Ltd.", "addr": ["31 Biopolis Way #04-02", "Singapore 138669"]},
    "orchid": {
        "name": "Orchid Bay Properties Pte. Ltd.",
        "addr": ["80 Robinson Road #17-02", "Singapore 068898"],
    },
}

IN = {
    "sahyadri": {
        "name": "Sahyadri Precision Components Pvt. Ltd.",
        "gstin": gstin("27", "AAKCS4821M"),
        "addr": ["Plot No. B-17, MIDC Bhosari", "Pune, Maharashtra 411026"],
    },
    "konkan": {
        "name": "Konkan Agro Foods Pvt. Ltd.",
        "gstin": gstin("27", "AAECK7310P"),
        "addr": ["Survey No. 214, Lote Parshuram MIDC", "Ratnagiri, Maharashtra 415722"],
    },
}
