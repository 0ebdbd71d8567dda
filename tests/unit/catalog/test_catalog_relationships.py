"""Relationship inference thresholds and derived views on small synthetic tables."""

from __future__ import annotations

import pytest

from services.catalog.relationships import stem_matches_table


@pytest.mark.parametrize(
    ("column", "table", "expected"),
    [
        ("customer_id", "Customers", True),
        ("address_id", "Addresses", True),
        ("dept_store_chain_id", "Department_Store_Chain", True),
        ("state_name", "state", True),
        ("category_id", "Categories", True),
        ("customer_id", "Customer_Addresses", False),
        ("order_id", "Customer_Orders", False),
        ("id", "people", False),
    ],
)
def test_stem_matches_table(column: str, table: str, expected: bool) -> None:
    assert stem_matches_table(column, table) is expected


def _csv(header: str, rows: list[str]) -> str:
    return "\r\n".join([header, *rows]) + "\r\n"


@pytest.fixture
def built(make_task, open_catalog):
    customers = _csv("customer_id,customer_name", [f"{i},c{i}" for i in range(1, 21)])
    orders = _csv("order_id,customer_id,amount", [f"{i},{(i % 20) + 1},{i}.5" for i in range(1, 101)])
    # 15 of 20 codes resolve: match ratio 0.75 -> rejected.
    visits = _csv("visit_id,customer_id", [f"{i},{i if i <= 15 else 100 + i}" for i in range(1, 21)])
    # Target with duplicate keys: never a relationship.
    dup = _csv("customer_id,segment", [f"{(i % 10) + 1},s{i}" for i in range(1, 21)])
    # Lookup keyed by a column not named after the table: same name, needs strict match.
    region = _csv("region_code,region_name", ["N,north", "S,south", "E,east", "W,west", "C,centre"])
    shops = _csv("shop_id,region_code", [f"{i},{'NSEWC'[i % 5]}" for i in range(1, 31)])
    task = make_task(
        {
            "csv/Customers.csv": customers,
            "csv/Orders.csv": orders,
            "csv/Visits.csv": visits,
            "json/Segments.json": "["
            + ",".join(f'{{"customer_id": {(i % 10) + 1}, "segment": "s{i}"}}' for i in range(1, 21))
            + "]",
            "csv/Dup.csv": dup,
            "csv/Regions.csv": region,
            "csv/Areas.csv": region.replace("region_code", "zone_code"),
            "csv/Plots.csv": shops.replace("region_code", "zone_code"),
            "csv/Shops.csv": shops,
        }
    )
    cat = open_catalog(task)
    return cat, cat.build()


def test_kept_and_rejected_candidates(built) -> None:
    _, c = built
    kept = {(r.source_table, r.source_column, r.target_table): r for r in c.relationships}
    assert ("Orders", "customer_id", "Customers") in kept
    r = kept[("Orders", "customer_id", "Customers")]
    assert r.cardinality == "many_to_one" and r.confidence == 1.0 and r.distinct_match_ratio == 1.0
    assert ("Visits", "customer_id", "Customers") not in kept
    assert kept[("Shops", "region_code", "Regions")].strict is False
    # Same column name that does not name its table: strict, kept only because every code resolves.
    assert kept[("Plots", "zone_code", "Areas")].strict is True
    assert kept[("Plots", "zone_code", "Areas")].confidence == 0.95
    targets = {(r.target_table, r.target_column) for r in c.relationships}
    assert not targets & {("Dup", "customer_id"), ("Segments", "customer_id")}
    reasons = {(w.source_table, w.target_table): w.reason for w in c.relationship_warnings}
    assert "below 0.90" in reasons[("Visits", "Customers")]
    assert "not unique" in reasons[("Customers", "Dup")]


def test_views_preserve_base_rows(built) -> None:
    cat, c = built
    view = next(v for v in c.derived_views if v.base_table == "Orders")
    assert view.name == "Orders__Customers" and view.row_count == 100
    res = cat.probe(f"SELECT customer_name FROM {view.name} WHERE order_id = 1")
    assert res.rows == [["c2"]]
    assert [c.name for c in view.columns][-1] == "customer_name"
    for v in c.derived_views:
        assert "WHERE" not in v.sql and "GROUP BY" not in v.sql


def test_max_views_and_one_to_one_switch(make_task, open_catalog, settings) -> None:
    a = _csv("item_id,x", [f"{i},{i}" for i in range(1, 11)])
    b = _csv("item_id,y", [f"{i},{i * 2}" for i in range(1, 11)])
    task = make_task({"csv/Items.csv": a, "csv/ItemExtras.csv": b})
    rel = settings.relationships.model_copy(update={"allow_one_to_one_enrichment": False})
    no_views = open_catalog(task, settings.model_copy(update={"relationships": rel})).build()
    assert [r.cardinality for r in no_views.relationships] == ["one_to_one"]
    assert no_views.relationships[0].target_table == "Items"  # the table the key is named after
    assert no_views.derived_views == []
    rel0 = settings.relationships.model_copy(update={"max_views": 0})
    assert open_catalog(task, settings.model_copy(update={"relationships": rel0})).build().derived_views == []


def test_sketch_paths_on_big_tables(make_task, open_catalog, settings) -> None:
    """Sampled sources, HyperLogLog distinct counts and SQL fallback give the same answer."""
    customers = _csv("customer_id,customer_name", [f"{i},c{i}" for i in range(1, 51)])
    orders = _csv("order_id,customer_id", [f"{i},{(i % 50) + 1}" for i in range(1, 2001)])
    task = make_task({"csv/Customers.csv": customers, "csv/Orders.csv": orders})
    rel = settings.relationships.model_copy(update={"sample_rows": 300, "sketch_max_values": 10})
    prof = settings.profile.model_copy(update={"exact_stats_max_rows": 100})
    small = settings.model_copy(update={"relationships": rel, "profile": prof})
    built = open_catalog(task, small).build()
    orders_profile = next(s for s in built.schemas if s.name == "Orders")
    assert orders_profile.profile_sampled and orders_profile.columns[0].distinct_approximate
    assert orders_profile.columns[1].top_values  # approx_top_k still fills top values
    r = next(r for r in built.relationships if r.source_table == "Orders")
    assert (r.target_table, r.sampled, r.distinct_match_ratio) == ("Customers", True, 1.0)


def test_a_column_name_every_file_holds_is_no_join(make_task, open_catalog, settings) -> None:
    many = settings.relationships.same_name_max_tables + 1
    files = {f"csv/t{i}.csv": "code,label\r\nA,x\r\n" for i in range(many)}
    files["csv/customers.csv"] = "customer_id,name\r\n1,a\r\n2,b\r\n"
    files["csv/orders.csv"] = "order_id,customer_id\r\n1,1\r\n2,2\r\n3,1\r\n"
    built = open_catalog(make_task(files)).build()
    # The key that names its table still joins; "code", held by every file, joins nothing.
    assert [(r.source_table, r.target_table) for r in built.relationships] == [("orders", "customers")]
    assert [v.name for v in built.derived_views] == ["orders__customers"]
