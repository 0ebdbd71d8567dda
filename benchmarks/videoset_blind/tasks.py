"""The six videoset_blind task definitions: data, slides, gold answer and tokens for each."""

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal

import numpy as np
from slides import bullets_slide, config_slide, dark_slide, dashboard_slide, sql_slide, title_slide

D = dt.date
FIRST = "Ana Ben Chloe Dev Elena Farid Grace Hugo Ines Jonas Kira Liam Maya Noor Omar Priya Rosa"
LAST = "Alvarez Brooks Chen Dubois Evans Fischer Garcia Hansen Ito Jensen Lopez Moreau Novak Patel"


def q2(x):
    return str(Decimal(x).quantize(Decimal("0.01"), ROUND_HALF_UP))


def money(cents):
    return q2(Decimal(cents) / 100)


def pick(rng, items, p=None):
    items = items.split() if isinstance(items, str) else list(items)
    return str(items[int(rng.choice(len(items), p=p))])


def day(start, rng, span):
    return start + dt.timedelta(days=int(rng.integers(0, span)))


def table(name, where, spec, rows):
    """spec: 'col TYPE description; ...'; where: 'csv' or the name of a SQLite file under db/."""
    cols = [tuple(part.strip().split(" ", 2)) for part in spec.split(";")]
    return {"name": name, "where": where, "cols": cols, "rows": rows}


def select(rows, preds):
    return [r for r in rows if all(p(r) for p in preds.values())]


def check_each_condition_matters(rows, preds, tag):
    full = select(rows, preds)
    assert full, f"{tag}: empty selection"
    for k in preds:
        alt = select(rows, {j: p for j, p in preds.items() if j != k})
        assert len(alt) != len(full), f"{tag}: condition {k!r} does not change the answer"
    return full


# ----------------------------------------------------------------------------- the six tasks
# The task specs below (slide texts, table specs) are laid out by hand for readability.
# fmt: off
def task_701():
    """Easy: one table; transfer type, amount threshold, date window, status exclusion (bullets + SQL)."""
    rng = np.random.default_rng(701)
    custs = [(f"C{300 + i}", f"{pick(rng, FIRST)} {pick(rng, LAST)}",
              pick(rng, "STANDARD PRIORITY PRIVATE", [0.6, 0.3, 0.1]), pick(rng, "US CA GB DE"))
             for i in range(40)]
    rows = [{"d": day(D(2024, 5, 1), rng, 214),
             "typ": pick(rng, "INTERNAL EXTERNAL SWIFT ACH", [0.4, 0.25, 0.2, 0.15]),
             "amt": round(np.exp(rng.normal(np.log(36000), 0.8)) * 100),
             "cust": custs[int(rng.integers(40))][0], "ch": pick(rng, "BRANCH ONLINE API"),
             "st": pick(rng, "POSTED REVERSED PENDING", [0.8, 0.13, 0.07])}
            for _ in range(150)]
    rows[7].update(d=D(2024, 8, 14), typ="INTERNAL", amt=5000000, st="POSTED")  # exactly at the threshold
    rows[8].update(d=D(2024, 9, 30), typ="INTERNAL", amt=6123450, st="PENDING")  # last day of the window
    rows[9].update(d=D(2024, 10, 1), typ="INTERNAL", amt=8800000, st="POSTED")  # one day too late
    rows[10].update(d=D(2024, 7, 22), typ="INTERNAL", amt=7215000, st="REVERSED")
    rows.sort(key=lambda r: (r["d"], r["amt"]))
    for i, r in enumerate(rows):
        r["id"] = f"RT{20001 + i}"
    preds = {"type": lambda r: r["typ"] == "INTERNAL", "amt": lambda r: r["amt"] >= 5000000,
             "window": lambda r: D(2024, 7, 1) <= r["d"] <= D(2024, 9, 30),
             "status": lambda r: r["st"] != "REVERSED"}
    sel = check_each_condition_matters(rows, preds, "701")
    tables = [
        table("risk_txn_detail", "csv", "txn_id TEXT transaction id; "
              "txn_date DATE booking date (YYYY-MM-DD); "
              "txn_type TEXT transfer type: INTERNAL, EXTERNAL, SWIFT or ACH; "
              "amt REAL amount in USD as booked; cust_id TEXT customer, references cust_master.cust_id; "
              "channel TEXT BRANCH, ONLINE or API; status TEXT POSTED, PENDING or REVERSED",
              [(r["id"], r["d"].isoformat(), r["typ"], r["amt"] / 100, r["cust"], r["ch"], r["st"])
               for r in rows]),
        table("cust_master", "csv", "cust_id TEXT customer id; cust_name TEXT customer name; "
              "cust_tier TEXT service tier; country TEXT country code", custs)]
    slides = [
        (title_slide("Q3 Large-Transfer Review", "Risk Operations briefing - recorded walkthrough",
                     "Internal use only  |  Risk Ops"), 6),
        (bullets_slide("Scope of this review", [
            "Source table: risk_txn_detail",
            "Transfer type: INTERNAL transfers only",
            "Review window: 2024-07-01 to 2024-09-30 on txn_date, both days inclusive",
            "Exclude reversed entries (status = 'REVERSED'); pending entries stay in"], 2), 9),
        (sql_slide("QueryPad - risk_dw", "Workspace  >  risk_dw  >  q3_review.sql", "q3_review.sql", [
            "-- Q3 large internal transfers",
            "SELECT COUNT(*) AS txn_count, SUM(amt) AS total_amt",
            "FROM risk_txn_detail",
            "WHERE txn_type = 'INTERNAL' AND amt >= 50000",
            "  AND txn_date BETWEEN '2024-07-01' AND '2024-09-30'",
            "  AND status <> 'REVERSED';"]), 10),
        (dark_slide("Reminders", ["Amounts are in USD; the threshold applies to amt as booked",
                                  "Report the number of qualifying transactions and their total amount",
                                  "Customer attributes are not needed for this review"]), 7),
        (title_slide("Thank you", "Questions: risk-ops review channel", "End of recording", dark=True), 5)]
    return {"id": "task_701", "difficulty": "easy", "video": "risk_review_briefing.mp4", "tables": tables,
            "slides": slides, "ktitle": "Transaction risk review data",
            "kintro": "Booked transactions of a retail bank and its customer master.",
            "question": "Apply the review filter from the briefing recording to the transaction data. "
                        "How many transactions qualify for review, and what is their total amt?",
            "gold": [["txn_count", "total_amt"], [len(sel), money(sum(r["amt"] for r in sel))]],
            "tokens": ["risk_txn_detail", "INTERNAL", "50000", "2024-07-01", "2024-09-30", "REVERSED"]}


def task_702():
    """Hard: join for cust_tier, per-tier thresholds in a table beside a config form; list of ids."""
    rng = np.random.default_rng(702)
    th = {"BRONZE": 400, "SILVER": 900, "GOLD": 2000, "PLATINUM": 5000}
    custs = [(f"CP{1001 + i}", f"{pick(rng, FIRST)} {pick(rng, LAST)}", pick(rng, th, [0.35, 0.3, 0.2, 0.15]),
              pick(rng, "NORTH SOUTH EAST WEST")) for i in range(40)]
    tier = {c[0]: c[2] for c in custs}
    rows = []
    for _ in range(180):
        cid = custs[int(rng.integers(40))][0]
        rows.append({"cust": cid, "tier": tier[cid], "d": day(D(2024, 2, 10), rng, 71),
                     "ch": pick(rng, "ONLINE POS ATM", [0.5, 0.35, 0.15]),
                     "st": pick(rng, "SETTLED PENDING DECLINED", [0.72, 0.16, 0.12]),
                     "amt": round(th[tier[cid]] * np.exp(rng.normal(-0.3, 0.7)) * 100)})
    rows.sort(key=lambda r: (r["d"], r["cust"]))
    for i, r in enumerate(rows):
        r["id"] = 500001 + i
    gold_cust = next(c[0] for c in custs if c[2] == "GOLD")  # one alert exactly at its tier threshold:
    rows[60].update(cust=gold_cust, tier="GOLD", d=D(2024, 3, 12), ch="ONLINE", st="SETTLED", amt=200000)
    preds = {"channel": lambda r: r["ch"] == "ONLINE", "status": lambda r: r["st"] == "SETTLED",
             "window": lambda r: D(2024, 3, 1) <= r["d"] <= D(2024, 3, 31),
             "threshold": lambda r: r["amt"] >= th[r["tier"]] * 100}
    ids = {r["id"] for r in check_each_condition_matters(rows, preds, "702")}
    flat = select(rows, {k: v for k, v in preds.items() if k != "threshold"})
    assert all({r["id"] for r in flat if r["amt"] >= t * 100} != ids for t in th.values()), "tiers matter"
    tables = [
        table("card_txn", "card_monitor.sqlite", "txn_id INTEGER card transaction id; "
              "cust_id TEXT card holder, references cust_profile.cust_id; txn_date TEXT transaction date "
              "(YYYY-MM-DD); channel TEXT ONLINE, POS or ATM; status TEXT SETTLED, PENDING or DECLINED; "
              "amt REAL amount in EUR",
              [(r["id"], r["cust"], r["d"].isoformat(), r["ch"], r["st"], r["amt"] / 100) for r in rows]),
        table("cust_profile", "card_monitor.sqlite", "cust_id TEXT customer id; "
              "cust_name TEXT customer name; cust_tier TEXT card tier: BRONZE, SILVER, GOLD or PLATINUM; "
              "region TEXT sales region", custs)]
    form = [("Rule name", "CARD_HIGH_VALUE_V2"), ("Source table", "card_txn"),
            ("Customer lookup", "cust_profile.cust_tier"), ("Channel", "ONLINE"), ("Status", "SETTLED"),
            ("Date from", "2024-03-01"), ("Date to", "2024-03-31"), ("Alert when", "amt >= min_alert_amt")]
    slides = [
        (title_slide("Card Monitoring - Rule Configuration",
                     "Walkthrough of rule CARD_HIGH_VALUE_V2 in the Rules Console",
                     "Financial crime analytics  |  recorded session", dark=True), 5),
        (config_slide("Rules Console - card_monitor",
                      "Rules  >  Card monitoring  >  CARD_HIGH_VALUE_V2  >  Edit", "Rule settings", form,
                      "Alert thresholds by cust_tier", ["cust_tier", "min_alert_amt"], list(th.items()),
                      ["Overview", "Rules", "Alerts", "Lists", "Audit log", "Settings"]), 10),
        (bullets_slide("How CARD_HIGH_VALUE_V2 fires", [
            "Each card_txn row is matched to cust_profile on cust_id",
            "Alert when amt is at or above the min_alert_amt of the customer's cust_tier",
            "Only the channel and status set in the panel are evaluated",
            "The date range applies to txn_date, both ends inclusive"], 3, "#6B3FA0"), 8),
        (dashboard_slide("Rules Console - card_monitor", "Rules  >  Card monitoring  >  Preview",
                         "Alert preview - test environment", ["env: TEST", "rule: CARD_HIGH_VALUE_V2"],
                         [("BRONZE", 14), ("SILVER", 9), ("GOLD", 6), ("PLATINUM", 3)],
                         "Preview counts come from test data and are not production figures",
                         [("Rule version", "v2 (draft)"), ("Last preview run", "test run #41")],
                         ylab="alerts"), 8),
        (title_slide("Rule saved", "Next step: production run by the monitoring team",
                     "End of recording"), 5)]
    return {"id": "task_702", "difficulty": "hard", "video": "rule_config_walkthrough.mp4", "tables": tables,
            "slides": slides, "ktitle": "Card transaction monitoring",
            "kintro": "Card transactions and card-holder profiles from a monitoring database.",
            "question": "Using the rule configuration shown in the recording, which transactions raise an "
                        "alert? List their txn_id in ascending order.",
            "gold": [["txn_id"]] + [[i] for i in sorted(ids)],
            "tokens": ["card_txn", "cust_tier", "ONLINE", "SETTLED", "2024-03-01", "2024-03-31",
                       "400", "900", "2000", "5000"]}


def task_703():
    """Medium: dashboard filter chips + caption threshold; count and average over store-weeks."""
    rng = np.random.default_rng(703)
    stores = [("S01", "Harbor Point", "NORTH_EAST", "MALL", 13800), ("S02", "Elm Square", "NORTH_EAST",
               "HIGH_STREET", 12600), ("S03", "Riverside", "NORTH_EAST", "EXPRESS", 11900),
              ("S04", "Lakeview", "NORTH_WEST", "MALL", 12300),
              ("S05", "Pine Ridge", "NORTH_WEST", "EXPRESS", 11400),
              ("S06", "Westgate", "NORTH_WEST", "HIGH_STREET", 14200),
              ("S07", "Sunvale", "SOUTH", "MALL", 12900),
              ("S08", "Palm Court", "SOUTH", "EXPRESS", 11700)]
    rows = [{"store": s[0], "reg": s[2], "wk": D(2023, 12, 4) + dt.timedelta(days=7 * k),
             "sales": round((s[4] + rng.normal(0, 1700)) * 100)} for k in range(20) for s in stores]
    rows[3 * 8 + 1]["sales"] = 1200000  # S02, 2023-12-25: exactly 12,000 but outside the window
    rows[6 * 8 + 1]["sales"] = 1200000  # S02, 2024-01-15: exactly 12,000, so not below it
    preds = {"region": lambda r: r["reg"] == "NORTH_EAST", "below": lambda r: r["sales"] < 1200000,
             "window": lambda r: D(2024, 1, 1) <= r["wk"] <= D(2024, 3, 25)}
    sel = check_each_condition_matters(rows, preds, "703")
    inwin = select(rows, {k: v for k, v in preds.items() if k != "below"})
    avg_by = [(s[0], sum(r["sales"] for r in inwin if r["store"] == s[0]) / 1300) for s in stores[:3]]
    tables = [
        table("store_dim", "csv", "store_id TEXT store id; store_name TEXT store name; "
              "region TEXT sales region; store_format TEXT MALL, HIGH_STREET or EXPRESS",
              [s[:4] for s in stores]),
        table("store_weekly_sales", "csv", "store_id TEXT store, references store_dim.store_id; "
              "week_start DATE Monday that starts the week; weekly_sales REAL net sales for the week in USD",
              [(r["store"], r["wk"].isoformat(), r["sales"] / 100) for r in rows])]
    slides = [
        (title_slide("Retail Performance Review", "Q1 store-week dashboard walkthrough",
                     "Commercial analytics  |  recorded session"), 5),
        (dashboard_slide("InsightBoard - retail_kpi", "Dashboards  >  Store performance  >  Weekly",
                         "Weekly sales by store (average)",
                         ["region = NORTH_EAST", "week_start: 2024-01-01 to 2024-03-25",
                          "measure: weekly_sales"],
                         avg_by, "A store-week is underperforming when weekly_sales is below 12,000",
                         [("Stores in view", "3"), ("Weeks in view", "13"),
                          ("Sources", "store_weekly_sales + store_dim")],
                         ref=12000, ylab="avg weekly_sales (USD)"), 10),
        (bullets_slide("Reading the dashboard", [
            "Region comes from store_dim.region, joined on store_id",
            "Each store-week is judged on its own weekly_sales value",
            "week_start dates are Mondays; both ends of the filter range are included",
            "Report the number of underperforming store-weeks and their average weekly_sales"],
                       3, "#0F7B6C"), 8),
        (dark_slide("Out of scope", ["Other regions are reviewed in a separate session",
                                     "Weeks outside the dashboard filter are ignored",
                                     "Store format does not matter for this review"]), 7),
        (title_slide("Next: action plans per store", "Store managers will receive their lists",
                     "End of recording", dark=True), 4)]
    avg = q2(Decimal(sum(r["sales"] for r in sel)) / len(sel) / 100)
    return {"id": "task_703", "difficulty": "medium", "video": "dashboard_review.mp4", "tables": tables,
            "slides": slides, "ktitle": "Retail weekly sales",
            "kintro": "Weekly net sales of eight stores and the store dimension.",
            "question": "Following the underperformance definition and dashboard filters shown in the "
                        "recording, how many store-weeks are underperforming, and what is their average "
                        "weekly_sales?",
            "gold": [["store_weeks", "avg_weekly_sales"], [len(sel), avg]],
            "tokens": ["NORTH_EAST", "2024-01-01", "2024-03-25", "12,000", "weekly_sales", "store_dim"]}


def task_704():
    """Hard: thresholds by product_line via a join; the HOME threshold is revised later in the video."""
    rng = np.random.default_rng(704)
    v1 = {"HOME": 12000, "AUTO": 8000, "TRAVEL": 3000}
    th = dict(v1, HOME=9000)
    types = {"HOME": "WATER_DAMAGE FIRE THEFT", "AUTO": "COLLISION GLASS", "TRAVEL": "MEDICAL BAGGAGE"}
    pols = [(f"P{7001 + i}", pick(rng, v1, [0.4, 0.4, 0.2]), pick(rng, "NY NJ PA CT MA")) for i in range(50)]
    line = {p[0]: p[1] for p in pols}
    rows = []
    for _ in range(140):
        pid = pols[int(rng.integers(50))][0]
        rows.append({"pol": pid, "pl": line[pid], "typ": pick(rng, types[line[pid]]),
                     "d": day(D(2024, 1, 1), rng, 166),
                     "amt": round(v1[line[pid]] * np.exp(rng.normal(-0.35, 0.6)) * 100),
                     "st": pick(rng, "OPEN CLOSED DENIED", [0.55, 0.3, 0.15])})
    home = [p[0] for p in pols if p[1] == "HOME"]
    rows[10].update(pol=home[0], pl="HOME", typ="WATER_DAMAGE", d=D(2024, 3, 4), amt=1045000, st="OPEN")
    rows[11].update(pol=home[1], pl="HOME", typ="FIRE", d=D(2024, 4, 30), amt=900000, st="OPEN")  # at new th
    rows.sort(key=lambda r: (r["d"], r["pol"]))
    for i, r in enumerate(rows):
        r["id"] = f"CL-{3001 + i}"
    base = {"status": lambda r: r["st"] == "OPEN",
            "window": lambda r: D(2024, 2, 1) <= r["d"] <= D(2024, 4, 30)}
    sel = check_each_condition_matters(rows, dict(base, amt=lambda r: r["amt"] >= th[r["pl"]] * 100), "704")
    old = select(rows, dict(base, amt=lambda r: r["amt"] >= v1[r["pl"]] * 100))
    assert len(old) != len(sel), "the revision must change the answer"
    sel.sort(key=lambda r: (-r["amt"], r["id"]))
    assert len({r["amt"] for r in sel}) == len(sel), "ties would make the order ambiguous"
    tables = [
        table("ins_claim", "csv", "claim_id TEXT claim id; "
              "policy_id TEXT policy, references policy.policy_id; claim_type TEXT type of loss; "
              "claim_amt REAL claimed amount in USD as filed; "
              "filed_date DATE date the claim was filed; claim_status TEXT OPEN, CLOSED or DENIED",
              [(r["id"], r["pol"], r["typ"], r["amt"] / 100, r["d"].isoformat(), r["st"]) for r in rows]),
        table("policy", "csv", "policy_id TEXT policy id; product_line TEXT HOME, AUTO or TRAVEL; "
              "holder_state TEXT US state of the policy holder", pols)]
    form = [("Profile", "ESC_Q2"), ("Source table", "ins_claim"), ("Product lookup", "policy.product_line"),
            ("claim_status", "OPEN"), ("Filed from", "2024-02-01"), ("Filed to", "2024-04-30"),
            ("Escalate when", "claim_amt >= threshold")]
    cfg = ("ClaimsHub Admin", "Settings  >  Triage  >  Escalation  >  ESC_Q2", "Escalation profile", form,
           "Escalation threshold by product_line", ["product_line", "threshold"])
    menu = ["Dashboard", "Settings", "Queues", "Users", "Audit"]
    queue = [(pl, sum(1 for r in select(rows, base) if r["pl"] == pl)) for pl in v1]
    slides = [
        (title_slide("Claims Triage - Escalation Settings",
                     "Claims operations, recorded configuration session", "ClaimsHub  |  internal"), 5),
        (config_slide(*cfg, list(v1.items()), menu), 9),
        (bullets_slide("Escalation rules", [
            "Join ins_claim to policy on policy_id to get product_line",
            "filed_date must fall inside the filed window (both ends inclusive)",
            "Closed and denied claims are never escalated",
            "The threshold is compared with claim_amt as filed (at or above escalates)"], 3, "#B0532B"), 8),
        (dashboard_slide("ClaimsHub Admin", "Queues  >  Escalation", "Open claims in the filed window",
                         ["profile: ESC_Q2", "view: queue size"], queue,
                         "Queue sizes before the threshold review - not the escalation list",
                         [("Queue owner", "triage team B"), ("Refresh", "hourly")], ylab="open claims"), 7),
        (config_slide(*cfg, list(th.items()), menu, hl_row=0,
                      banner="Change saved 10:42 by j.moreno - HOME threshold lowered after review"), 9),
        (dark_slide("Final settings", ["The revised threshold table is the one in force",
                                       "Everything else in profile ESC_Q2 is unchanged"]), 6)]
    return {"id": "task_704", "difficulty": "hard", "video": "escalation_settings.mp4", "tables": tables,
            "slides": slides, "ktitle": "Insurance claims",
            "kintro": "Filed insurance claims and the policies they belong to.",
            "question": "Using the final escalation settings from the recording, list the claim_id and "
                        "claim_amt of every claim that must be escalated, sorted by claim_amt from highest "
                        "to lowest.",
            "gold": [["claim_id", "claim_amt"]] + [[r["id"], money(r["amt"])] for r in sel],
            "tokens": ["ins_claim", "claim_status", "OPEN", "2024-02-01", "2024-04-30", "product_line",
                       "9000", "8000", "3000"]}


def task_705():
    """Easy: the video picks which of two same-shaped tables to use, plus status and score filters."""
    rng = np.random.default_rng(705)
    tabs = {y: [{"id": f"LA{y % 100}-{1001 + i}", "d": day(D(y, 1, 1), rng, 360),
                 "br": pick(rng, "BR01 BR02 BR03 BR04"),
                 "amt": int(rng.integers(50, 601)) * 10000, "cs": int(np.clip(rng.normal(690, 55), 520, 840)),
                 "st": pick(rng, "APPROVED DECLINED WITHDRAWN", [0.6, 0.3, 0.1])} for i in range(n)]
            for y, n in ((2023, 90), (2024, 110))}
    tabs[2024][5].update(cs=700, st="APPROVED", amt=4250000)  # exactly at the score cut-off
    preds = {"status": lambda r: r["st"] == "APPROVED", "score": lambda r: r["cs"] >= 700}
    sel = check_each_condition_matters(tabs[2024], preds, "705")
    alt = select(tabs[2023], preds)
    gold = q2(Decimal(sum(r["amt"] for r in sel)) / len(sel) / 100)
    assert gold != q2(Decimal(sum(r["amt"] for r in alt)) / len(alt) / 100), "the table choice must matter"
    spec = ("app_id TEXT application id; app_date DATE date the application was received; "
            "branch_code TEXT branch that took the application; loan_amt REAL requested loan amount in USD; "
            "credit_score INTEGER applicant credit score at application; "
            "loan_status TEXT APPROVED, DECLINED or WITHDRAWN")
    tables = [table(f"loan_app_{y}", "csv", spec,
                    [(r["id"], r["d"].isoformat(), r["br"], r["amt"] / 100, r["cs"], r["st"])
                     for r in tabs[y]])
              for y in (2023, 2024)]
    by_br = [(b, sum(1 for r in tabs[2024] if r["br"] == b and r["st"] == "APPROVED"))
             for b in ("BR01", "BR02", "BR03", "BR04")]
    slides = [
        (title_slide("Lending Committee Brief", "Application quality - recorded pre-read",
                     "Credit risk  |  committee pack", dark=True), 5),
        (dark_slide("Data source and criteria", ["Use table loan_app_2024 - the 2023 archive is out of scope",
                                                 "Include only loan_status = 'APPROVED'",
                                                 "Require credit_score of 700 or higher",
                                                 "Committee metric: average loan_amt of what remains"]), 9),
        (sql_slide("QueryPad - lending_dw", "Workspace  >  lending_dw  >  committee_metric.sql",
                   "committee_metric.sql", [
                       "-- committee metric",
                       "SELECT ROUND(AVG(loan_amt), 2) AS avg_loan_amt",
                       "FROM loan_app_2024",
                       "WHERE loan_status = 'APPROVED'",
                       "  AND credit_score >= 700;"]), 9),
        (dashboard_slide("InsightBoard - lending", "Dashboards  >  Lending  >  Branches",
                         "Approved applications by branch_code",
                         ["table: loan_app_2024", "loan_status = APPROVED"],
                         by_br, "Chart counts approved applications at all credit scores",
                         [("Branches", "4"), ("Source", "loan_app_2024")], ylab="applications"), 8),
        (title_slide("Questions before the committee?", "Send them to the credit risk desk",
                     "End of recording"), 4)]
    return {"id": "task_705", "difficulty": "easy", "video": "committee_brief.mp4", "tables": tables,
            "slides": slides, "ktitle": "Loan applications",
            "kintro": "Loan applications, one table per application year (same columns).",
            "question": "Using the data source and criteria given in the briefing video, what is the "
                        "average loan_amt of the qualifying applications?",
            "gold": [["avg_loan_amt"], [gold]],
            "tokens": ["loan_app_2024", "APPROVED", "credit_score", "700", "loan_amt"]}


def task_706():
    """Medium: carrier + date window + per-service_level allowances; grouped counts."""
    rng = np.random.default_rng(706)
    al = {"STANDARD": 72, "EXPRESS": 24, "OVERNIGHT": 12}
    carriers = [("FASTLINK", "FastLink Logistics", "NL"), ("BLUEWAVE", "BlueWave Freight", "DE"),
                ("CARGOPRO", "CargoPro", "PL")]
    rows = []
    for _ in range(180):
        sl = pick(rng, al, [0.5, 0.35, 0.15])
        hrs = int(al[sl] * (rng.uniform(1.05, 2.5) if rng.random() < 0.4 else rng.uniform(0, 1.0)))
        rows.append({"car": pick(rng, [c[0] for c in carriers], [0.5, 0.3, 0.2]), "sl": sl, "hrs": hrs,
                     "d": day(D(2024, 4, 20), rng, 82), "ctry": pick(rng, "DE FR NL PL ES IT")})
    rows[20].update(car="FASTLINK", sl="STANDARD", d=D(2024, 5, 20), ctry="FR", hrs=72)  # equal: not late
    rows[21].update(car="FASTLINK", sl="EXPRESS", d=D(2024, 6, 14), ctry="ES", hrs=30)  # last day, late
    rows.sort(key=lambda r: (r["d"], r["car"]))
    for i, r in enumerate(rows):
        r["id"] = f"SH{80001 + i}"
    preds = {"carrier": lambda r: r["car"] == "FASTLINK", "late": lambda r: r["hrs"] > al[r["sl"]],
             "window": lambda r: D(2024, 5, 15) <= r["d"] <= D(2024, 6, 14)}
    counts = {}
    for r in check_each_condition_matters(rows, preds, "706"):
        counts[r["ctry"]] = counts.get(r["ctry"], 0) + 1
    tables = [
        table("shipment", "logistics.sqlite", "shipment_id TEXT shipment id; "
              "carrier TEXT carrier code, references carrier.carrier; "
              "service_level TEXT STANDARD, EXPRESS or OVERNIGHT; "
              "ship_date TEXT date handed to the carrier (YYYY-MM-DD); "
              "dest_country TEXT destination country code; "
              "delay_hours INTEGER hours delivered after the promised time (0 = on time)",
              [(r["id"], r["car"], r["sl"], r["d"].isoformat(), r["ctry"], r["hrs"]) for r in rows]),
        table("carrier", "logistics.sqlite", "carrier TEXT carrier code; carrier_name TEXT name; "
              "hq_country TEXT head-office country", carriers)]
    decoy = [(c, sum(1 for r in rows if r["ctry"] == c and r["hrs"] > 0))
             for c in ("DE", "ES", "FR", "IT", "NL", "PL")]
    slides = [
        (title_slide("Carrier SLA Review", "Late shipment analysis - recorded walkthrough",
                     "Logistics performance  |  internal"), 5),
        (bullets_slide("Scope", ["Carrier: FASTLINK", "ship_date from 2024-05-15 to 2024-06-14, inclusive",
                                 "Late = delay_hours greater than the allowance for the service_level",
                                 "Report late shipments per dest_country"], 2, "#2E6F40"), 8),
        (config_slide("SLA Manager", "Profiles  >  EU_2024  >  Allowances", "SLA profile", [
            ("SLA profile", "EU_2024"), ("Source table", "shipment"), ("Carrier", "FASTLINK"),
            ("Ship from", "2024-05-15"), ("Ship to", "2024-06-14"), ("Late when", "delay_hours > allowed")],
            "Allowance by service_level", ["service_level", "allowed_delay_hours"], list(al.items()),
            ["Home", "Profiles", "Carriers", "Reports"]), 10),
        (sql_slide("QueryPad - logistics", "Workspace  >  logistics  >  late_by_country.sql",
                   "late_by_country.sql", [
            "SELECT dest_country, COUNT(*) AS late_shipments",
            "FROM shipment",
            "WHERE carrier = 'FASTLINK'",
            "  AND ship_date BETWEEN '2024-05-15' AND '2024-06-14'",
            "  AND delay_hours > CASE service_level",
            "      WHEN 'STANDARD' THEN 72 WHEN 'EXPRESS' THEN 24",
            "      WHEN 'OVERNIGHT' THEN 12 END",
            "GROUP BY dest_country ORDER BY dest_country;"]), 9),
        (dashboard_slide("InsightBoard - logistics", "Dashboards  >  Logistics  >  Delays",
                         "Delayed shipments by dest_country", ["carrier: all", "period: full quarter"], decoy,
                         "Context only: any delay, all carriers, whole quarter - not the SLA definition",
                         [("Carriers", "3"), ("Countries", "6")], ylab="shipments"), 7),
        (title_slide("Next: carrier review meeting", "Findings go to the FASTLINK account manager",
                     "End of recording", dark=True), 4)]
    return {"id": "task_706", "difficulty": "medium", "video": "sla_review.mp4", "tables": tables,
            "slides": slides, "ktitle": "Shipments",
            "kintro": "Parcel shipments of three carriers to six European countries.",
            "question": "Following the SLA rules in the recording, how many late shipments are there per "
                        "dest_country? Return dest_country and the count for countries with at least one "
                        "late shipment, sorted by dest_country.",
            "gold": [["dest_country", "late_shipments"]] + [[k, counts[k]] for k in sorted(counts)],
            "tokens": ["FASTLINK", "2024-05-15", "2024-06-14", "service_level", "delay_hours",
                       "72", "24", "12"]}
# fmt: on
