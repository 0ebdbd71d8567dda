"""The size limits a request must stay within (RequestLimits): the first field of a protobuf message, at
any depth, with too many items or too long a value."""

from __future__ import annotations

from typing import Any

from google.protobuf.descriptor import FieldDescriptor
from google.protobuf.message import Message

from shared.config import RequestLimits


def request_problem(message: Message, limits: RequestLimits, prefix: str = "") -> str | None:
    """Why ``message`` exceeds ``limits`` (the first field found, by its dotted name), or None."""
    for fd, value in message.ListFields():
        name = f"{prefix}{fd.name}"
        entry = fd.message_type if fd.type == FieldDescriptor.TYPE_MESSAGE else None
        if entry is not None and entry.GetOptions().map_entry:
            items: Any = [(k, v) for k, v in value.items()]
            is_map = True
        else:
            items = value if fd.is_repeated else [value]
            is_map = False
        if (fd.is_repeated or is_map) and len(items) > limits.items:
            return f"{name} has {len(items):,} items, above the limit of {limits.items:,}"
        for item in items:
            parts = item if is_map else (item,)
            for part in parts:
                problem = _value_problem(name, fd.name, part, limits)
                if problem:
                    return problem
    return None


def _value_problem(name: str, field: str, value: Any, limits: RequestLimits) -> str | None:
    if isinstance(value, Message):
        return request_problem(value, limits, f"{name}.")
    if isinstance(value, str | bytes) and len(value) > limits.chars_for(field):
        unit = "characters" if isinstance(value, str) else "bytes"
        return f"{name} has {len(value):,} {unit}, above the limit of {limits.chars_for(field):,}"
    return None
