"""Scripted model replies for the video task set (tests/data/video_tasks): the navigation summary, and a
solver that writes its SQL only from the parameter table the request shows (a drafted query's request or
the agent loop's), so a right answer proves the video service's slide text reached the solver.
"""

from __future__ import annotations

import json
import re
from typing import Any

from tests.fake_llm import Rule, reply
from tests.solver_scripts import act

SUMMARY = "- 00:05-00:09: parameter table (min_amount, channel, region)"


def first_user_message(body: dict[str, Any]) -> str:
    return next(m["content"] for m in body["messages"] if m.get("role") == "user")


def is_summary(body: dict[str, Any]) -> bool:
    return "navigation summary" in json.dumps(body)


def is_draft(body: dict[str, Any]) -> bool:
    return "SQL query" in str(body["messages"][0].get("content") or "")


def solver_from_video(body: dict[str, Any]) -> str:
    """The SQL built from the parameters the request shows: as a drafted query, or submitted by the agent
    loop; nothing (an empty answer) when they are absent."""
    text = "\n".join(str(m.get("content") or "") for m in body["messages"] if m.get("role") == "user")
    amount = re.search(r"\| min_amount \| (\d+) \|", text)
    channel = re.search(r"\| channel \| (\w+) \|", text)
    region = re.search(r"\| region \| (\w+) \|", text)
    window = re.search(r"order_date from (\d{4}-\d\d-\d\d) to (\d{4}-\d\d-\d\d)", text)
    if not (amount and channel and region and window):
        if is_draft(body):
            return json.dumps({"sql": "SELECT order_id FROM orders WHERE 1 = 0"})
        return json.dumps(act("submit_answer", answer_kind="raw_records", columns=["order_id"], rows=[]))
    sql = (
        f"SELECT order_id FROM orders WHERE amount >= {amount[1]} AND channel = '{channel[1]}' "
        f"AND region = '{region[1]}' AND order_date BETWEEN '{window[1]}' AND '{window[2]}'"
    )
    if is_draft(body):
        return json.dumps({"sql": sql})
    return json.dumps(act("submit_answer", answer_kind="raw_records", sql=sql))


def video_rules(question: str, delay_s: float = 0.0) -> list[Rule]:
    """The summary of any video, and the solver of the task that asks ``question``."""
    return [
        reply(SUMMARY, when=is_summary, delay_s=delay_s, name="video summary"),
        reply(solver_from_video, any_contains=question, delay_s=delay_s, name="video solver"),
    ]
