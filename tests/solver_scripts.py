"""Scripted solves of the bundled sample tasks: the actions a good model would take, step by step."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from services.solver.settings import SolverSettings


def act(tool: str, thought: str = "next step", **args: Any) -> dict[str, Any]:
    return {"thought": thought, "tool": tool, **args}


def without_candidates(settings: SolverSettings) -> SolverSettings:
    """The agent loop alone: no candidates are drafted before it, so a script drives every model call."""
    return settings.model_copy(update={"candidates": settings.candidates.model_copy(update={"variants": []})})


def scripted(*actions: dict[str, Any]):
    """Reply with the n-th action on the n-th step of a conversation (the last one repeats)."""

    def content(body: dict[str, Any]) -> str:
        step = sum(1 for m in body["messages"] if m.get("role") == "assistant")
        return json.dumps(actions[min(step, len(actions) - 1)])

    return content


GOLD_SCRIPTS = {
    "task_1": [
        act("search_value", literal="'Cancelled'"),
        act(
            "submit_answer",
            answer_kind="raw_records",
            sql="SELECT order_id, customer_id FROM Customer_Orders WHERE order_status_code = 'Cancelled' "
            "ORDER BY order_date",
        ),
    ],
    "task_2": [
        act("get_table_profile", table="Customer_Addresses"),
        act(
            "probe_query",
            sql="SELECT a.address_details FROM Addresses a JOIN Customer_Addresses ca "
            "ON a.address_id = ca.address_id WHERE ca.customer_id = 10",
        ),
        act(
            "submit_answer",
            answer_kind="raw_records",
            sql="SELECT a.address_details FROM Addresses a JOIN Customer_Addresses ca "
            "ON a.address_id = ca.address_id WHERE ca.customer_id = 10",
        ),
    ],
    "task_4": [
        act("search_value", literal="keyboard"),
        act("lookup_catalog", section="relationships", table="Order_Items"),
        act(
            "submit_answer",
            answer_kind="entity_list",
            sql="SELECT DISTINCT c.customer_name FROM Customers c JOIN Customer_Orders o "
            "ON c.customer_id = o.customer_id JOIN Order_Items i ON o.order_id = i.order_id "
            "JOIN Products p ON i.product_id = p.product_id WHERE p.product_name = 'keyboard'",
        ),
    ],
}
