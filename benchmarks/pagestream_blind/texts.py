"""Text material for make_streams.py: name pools, item lists, clause and notice wordings, the stream list.

Sections start with `# name`; a line starting with two spaces continues the previous one.  Table rows use
` | `.  Flow markup (Flow.run): C centred title, H heading, P indented paragraph, T line, R right-aligned,
@hook a table or other block drawn in code.  All names, numbers and addresses are invented.

The material is split over texts_pools.py, texts_contracts.py and texts_documents.py; the stream list is
here.  DATA joins them in that order.
"""

from texts_contracts import CONTRACTS
from texts_documents import DOCUMENTS
from texts_pools import POOLS

STREAMS = """
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

DATA = POOLS + CONTRACTS + DOCUMENTS + STREAMS
