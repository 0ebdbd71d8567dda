"""Nested questions drafted in two steps: the inner question first, run and checked, then the outer one.

"The capital of the state with the largest population" holds an inner question (which state has the
largest population?) whose answer the outer one uses. A small model that writes it as one flat query
often puts the superlative on the wrong table or drops the inner step. Here it is asked for the inner
query alone (its key: a name or id, ties kept), the query is run, and only a query that returns a few
rows is given back to the model as the subquery of the full one. The result is one more candidate,
chosen by execution with the flat drafts.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any

from pydantic import BaseModel

# Words that make a question superlative ("the most", "the longest", "the fewest", "the top").
_SUPERLATIVE = re.compile(
    r"\b(most|least|fewest|top|maximum|minimum|highest|lowest|largest|smallest|biggest|longest|shortest"
    r"|greatest|oldest|youngest|newest|earliest|latest|cheapest|best|worst|[a-z]{3,}iest|[a-z]{3,}est)\b",
    re.IGNORECASE,
)
# Superlative-looking words that are not: "interest", "request", "forest", "west" ...
_NOT_SUPERLATIVE = {
    "interest",
    "request",
    "forest",
    "west",
    "rest",
    "test",
    "guest",
    "honest",
    "modest",
    "nest",
}


class InnerQuery(BaseModel):
    inner_question: str
    sql: str


class OuterQuery(BaseModel):
    sql: str


def is_nested(question: str) -> bool:
    """Whether the question names a superlative: a candidate for an inner step."""
    return any(m.group(0).lower() not in _NOT_SUPERLATIVE for m in _SUPERLATIVE.finditer(question))


def inner_messages(messages: list[dict[str, str]]) -> list[dict[str, str]]:
    """The drafting request, asking first for the inner part only."""
    return [
        *messages[:-1],
        {
            "role": "user",
            "content": messages[-1]["content"]
            + "\n\nThis question has an inner part: the thing with the most, least, largest, smallest... "
            "of something. Write only the query for that inner part: it returns the key of that thing (its "
            "name or id) and keeps ties (compare with = (SELECT MAX(...) ...) rather than LIMIT 1). Reply "
            'with JSON {"inner_question": "<the inner part in words>", "sql": "<the inner query>"}.',
        },
    ]


def outer_messages(
    messages: list[dict[str, str]], inner: InnerQuery, columns: list[str], rows: list[list[Any]]
) -> list[dict[str, str]]:
    """The drafting request again, with the inner query and what it returned."""
    shown = "; ".join(", ".join(str(v) for v in row) for row in rows[:5])
    return [
        *messages[:-1],
        {
            "role": "user",
            "content": messages[-1]["content"]
            + f"\n\nThe inner part ({inner.inner_question}) is answered by this query:\n{inner.sql}\n"
            f"It returns {', '.join(columns)}: {shown}.\nNow write the full query for the question, with the "
            "inner query as a subquery (for example WHERE key IN (<inner query>)). Reply with JSON "
            '{"sql": "<the full query>"}.',
        },
    ]


async def draft_nested(
    messages: list[dict[str, str]],
    ask: Callable[[list[dict[str, str]], type[BaseModel]], Awaitable[BaseModel]],
    run_inner: Callable[[str], Awaitable[tuple[list[str], list[list[Any]]] | None]],
    max_inner_rows: int,
) -> tuple[str, InnerQuery | None, str]:
    """The full query written over a checked inner query: (its SQL, the inner query, why not when the
    SQL is empty). ``ask`` calls the model with a response model; ``run_inner`` runs a query, None when it
    fails."""
    inner = await ask(inner_messages(messages), InnerQuery)
    assert isinstance(inner, InnerQuery)
    result = await run_inner(inner.sql)
    if result is None:
        return "", inner, "the inner query failed"
    columns, rows = result
    if not rows or len(rows) > max_inner_rows:
        return "", inner, f"the inner query returned {len(rows)} rows"
    outer = await ask(outer_messages(messages, inner, columns, rows), OuterQuery)
    assert isinstance(outer, OuterQuery)
    return outer.sql.strip(), inner, ""
