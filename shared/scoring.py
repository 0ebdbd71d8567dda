"""The official DataAgent-Bench scorer: cell normalisation, column signatures, per-task and per-set scores.

Rule (KDD Cup 2026 DataAgent-Bench): every cell is normalised, each column's sorted normalised values
form its signature, predicted columns are matched one-to-one to gold columns with an identical signature
(names and order ignored), and a task scores ``max(0, matched/gold_columns - 0.1 * extra/predicted_columns)``.

Normalisation of one cell (``normalize_cell``), in this order:

1. CRLF becomes LF, then surrounding whitespace is trimmed.
2. Null-like tokens ("", null, none, nan, nat, <na>; any case) become "".
3. Dates in ``%Y-%m-%d``, ``%Y/%m/%d``, ``%d/%m/%Y``, ``%m/%d/%Y`` (tried in that order, so an ambiguous
   ``03/04/2020`` is read day-first) become ``YYYY-MM-DD``.
4. A date in one of those formats followed by a time (``T`` or spaces, ``HH:MM[:SS[.ffffff]]``, optional
   zone ``Z``/``UTC``/``±HH[:MM]``) becomes ``YYYY-MM-DDTHH:MM:SS[.ffffff]``; a zoned value is converted to
   UTC and ends in ``Z``. A datetime never equals a bare date, even at midnight (the rule is strict).
5. Finite decimal numbers (optional sign, ``1,234,567`` grouping with commas every three digits, optional
   fraction and exponent) become the value rounded half-up to exactly two decimals. Integers render the
   same way, so ``2``, ``2.0`` and ``2.000`` are all ``2.00``; ``-0.001`` is ``0.00``. A comma that is not
   a well-formed thousands separator (``1,2``) leaves the cell a string.
6. Anything else is the trimmed string, case kept.

Files are read with the csv module as ``utf-8-sig``. ``read_table`` raises ``NotFoundError`` for a missing
file and ``InvalidInputError`` for an undecodable, empty or ragged file (a row whose length differs from
the header's; a blank line counts as a one-field row, so it is only valid in a one-column file).
``score_task`` turns either into a 0 score for the prediction and re-raises them for the gold.
``score_dir`` scores every gold answer of a gold folder against the predictions of a run folder
(``shared/layout.py`` names both).
"""

from __future__ import annotations

import csv
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta, timezone
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation, localcontext
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from shared.errors import DataAgentError, InvalidInputError, NotFoundError
from shared.layout import GoldLayout, RunLayout, TaskInput
from shared.textio import regular_file_inside

EXTRA_COLUMN_PENALTY = 0.1

_NULL_TOKENS = frozenset({"", "null", "none", "nan", "nat", "<na>"})
_DATE_FORMATS = ("%Y-%m-%d", "%Y/%m/%d", "%d/%m/%Y", "%m/%d/%Y")
_TWO_PLACES = Decimal("0.01")

# ASCII digits only: Decimal would also accept full-width and other script digits, which stay strings here.
_NUMBER_RE = re.compile(r"[+-]?(?:(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?", re.ASCII)
_DATE_PART_RE = re.compile(r"\d{1,4}[-/]\d{1,2}[-/]\d{1,4}", re.ASCII)
_TIME_PART_RE = re.compile(
    r"(?:T|\s+)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?"
    r"\s*(?:(Z|UTC)|([+-])(\d{2}):?(\d{2})?)?",
    re.IGNORECASE | re.ASCII,
)


def _parse_date(text: str) -> date | None:
    for fmt in _DATE_FORMATS:
        try:
            return datetime.strptime(text, fmt).date()
        except ValueError:
            continue
    return None


def _normalize_temporal(text: str) -> str | None:
    """ISO form of a date or datetime in one of the official date formats, or None."""
    head = _DATE_PART_RE.match(text)
    if head is None:
        return None
    day = _parse_date(head.group(0))
    if day is None:
        return None
    rest = text[head.end() :]
    if not rest:
        return day.isoformat()
    time_m = _TIME_PART_RE.fullmatch(rest)
    if time_m is None:
        return None
    hour, minute, second, frac, utc, sign, off_h, off_m = time_m.groups()
    # Digits past microseconds are dropped, not rounded, so the value never rolls over into the next second.
    micro = int((frac or "0")[:6].ljust(6, "0"))
    try:
        stamp = datetime(
            day.year,
            day.month,
            day.day,
            int(hour),
            int(minute),
            int(second or 0),
            micro,
        )
        if utc:
            stamp = stamp.replace(tzinfo=UTC)
        elif sign:
            offset = timedelta(hours=int(off_h), minutes=int(off_m or 0))
            stamp = stamp.replace(tzinfo=timezone(offset if sign == "+" else -offset))
    except ValueError:
        return None
    if stamp.tzinfo is None:
        return stamp.isoformat()
    return stamp.astimezone(UTC).replace(tzinfo=None).isoformat() + "Z"


def _normalize_number(text: str) -> str | None:
    """Two-decimal half-up form of a finite number, or None when ``text`` is not one."""
    if _NUMBER_RE.fullmatch(text) is None:
        return None
    # A generous private context: 'quantize' fails rather than silently rounding when digits exceed precision.
    with localcontext() as ctx:
        ctx.prec = 200
        try:
            rounded = Decimal(text.replace(",", "")).quantize(_TWO_PLACES, rounding=ROUND_HALF_UP)
        except InvalidOperation:
            return None
    if rounded.is_zero():
        return "0.00"
    return f"{rounded:f}"


def normalize_cell(value: str) -> str:
    """The official normal form of one cell; equal normal forms mean equal answers."""
    text = value.replace("\r\n", "\n").strip()
    if text.lower() in _NULL_TOKENS:
        return ""
    temporal = _normalize_temporal(text)
    if temporal is not None:
        return temporal
    number = _normalize_number(text)
    if number is not None:
        return number
    return text


@dataclass(frozen=True)
class Table:
    """A CSV read as raw strings: the header and the rows, every row as long as the header."""

    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]

    @property
    def column_count(self) -> int:
        return len(self.header)

    def column(self, index: int) -> tuple[str, ...]:
        return tuple(row[index] for row in self.rows)

    def signatures(self) -> list[tuple[str, ...]]:
        """Each column's sorted normalised values, in column order."""
        return [tuple(sorted(normalize_cell(v) for v in self.column(i))) for i in range(self.column_count)]


def read_table(path: Path) -> Table:
    """Read a CSV the way the official scorer does; raise NotFoundError or InvalidInputError otherwise."""
    path = Path(path)
    if not path.is_file():
        raise NotFoundError(f"no such file: {path}")
    try:
        with open(path, encoding="utf-8-sig", newline="") as f:
            records = list(csv.reader(f))
    except UnicodeDecodeError as e:
        raise InvalidInputError(f"{path.name} is not UTF-8: {e.reason} at byte {e.start}") from e
    except csv.Error as e:
        raise InvalidInputError(f"{path.name} is not valid CSV: {e}") from e
    if not records or not records[0]:
        raise InvalidInputError(f"{path.name} is empty (no header row)")
    header = tuple(records[0])
    rows = []
    for line_no, record in enumerate(records[1:], start=2):
        # csv gives [] for a blank line; in a one-column file that is one empty (null) cell.
        row = tuple(record) if record else ("",)
        if len(row) != len(header):
            raise InvalidInputError(
                f"{path.name} row {line_no} has {len(row)} fields, the header has {len(header)}"
            )
        rows.append(row)
    return Table(header=header, rows=tuple(rows))


class TaskScore(BaseModel):
    """One prediction against one gold table; ``reason`` says why a score is below 1 (empty when it is 1)."""

    model_config = ConfigDict(frozen=True)

    score: float
    matched: int
    gold_columns: int
    predicted_columns: int
    extra: int
    reason: str = ""


def match_columns(predicted: Sequence[tuple[str, ...]], gold: Sequence[tuple[str, ...]]) -> int:
    """How many predicted columns pair one-to-one with a gold column of identical signature."""
    # Equal signatures are interchangeable, so counting per signature is the maximum one-to-one matching.
    available = Counter(gold)
    matched = 0
    for signature in predicted:
        if available[signature] > 0:
            available[signature] -= 1
            matched += 1
    return matched


def compare_tables(predicted: Table, gold: Table) -> TaskScore:
    matched = match_columns(predicted.signatures(), gold.signatures())
    n_gold, n_pred = gold.column_count, predicted.column_count
    extra = n_pred - matched
    score = max(0.0, matched / n_gold - EXTRA_COLUMN_PENALTY * extra / n_pred)
    reasons = []
    if matched < n_gold:
        reasons.append(f"{n_gold - matched} of {n_gold} gold columns unmatched")
    if extra:
        reasons.append(f"{extra} extra predicted column{'s' if extra > 1 else ''}")
    return TaskScore(
        score=score,
        matched=matched,
        gold_columns=n_gold,
        predicted_columns=n_pred,
        extra=extra,
        reason="; ".join(reasons),
    )


def score_task(pred_csv: Path, gold_csv: Path, read: Callable[[Path], Table] = read_table) -> TaskScore:
    """Score one prediction; an unreadable gold file raises, an unreadable prediction scores 0.

    ``read``: how a CSV becomes a table (a caller that bounds or checks its reads passes its own)."""
    gold = read(gold_csv)
    try:
        predicted = read(pred_csv)
    except NotFoundError:
        return _zero(gold, "prediction missing")
    except InvalidInputError as e:
        return _zero(gold, f"prediction malformed: {e}")
    except DataAgentError as e:  # e.g. a link out of the run folder
        return _zero(gold, f"prediction not read: {e}")
    return compare_tables(predicted, gold)


def _zero(gold: Table, reason: str) -> TaskScore:
    return TaskScore(
        score=0.0,
        matched=0,
        gold_columns=gold.column_count,
        predicted_columns=0,
        extra=0,
        reason=reason,
    )


class TaskEntry(TaskScore):
    """A task's score in a set report."""

    task_id: str
    difficulty: str | None = None


class GroupScore(BaseModel):
    model_config = ConfigDict(frozen=True)

    count: int
    mean: float


class ScoreReport(BaseModel):
    """A prediction folder scored against a gold folder; ``by_difficulty`` counts tasks that have one."""

    model_config = ConfigDict(frozen=True)

    tasks: list[TaskEntry]
    count: int
    mean: float
    by_difficulty: dict[str, GroupScore]
    unscored_predictions: list[str]
    # Tasks whose gold answer could not be read, with why; left out of the mean.
    unreadable_gold: dict[str, str] = {}


def _task_sort_key(task_id: str) -> tuple[int, int, str]:
    suffix = task_id.removeprefix("task_")
    return (0, int(suffix), task_id) if suffix.isdigit() else (1, 0, task_id)


def _difficulty(input_dir: Path | None, task_id: str) -> str | None:
    if input_dir is None:
        return None
    try:
        value = TaskInput(input_dir / task_id).read_spec().difficulty
    except InvalidInputError:
        return None
    return str(value) if value not in (None, "") else None


def score_dir(pred_dir: Path, gold_dir: Path, input_dir: Path | None = None) -> ScoreReport:
    """Score every gold task; a task without a prediction scores 0, a prediction without gold is listed,
    a gold answer that cannot be read is named and left out of the mean (none readable: InvalidInputError)."""
    pred_dir, gold_dir = Path(pred_dir), Path(gold_dir)
    input_dir = Path(input_dir) if input_dir is not None else None
    if not gold_dir.is_dir():
        raise NotFoundError(f"gold folder not found: {gold_dir}")
    if not pred_dir.is_dir():
        raise NotFoundError(f"prediction folder not found: {pred_dir}")
    gold, run = GoldLayout(gold_dir), RunLayout(pred_dir)
    task_ids = sorted(gold.task_ids(), key=_task_sort_key)
    if not task_ids:
        raise InvalidInputError(f"no gold answers (task_<id>/ folders) under {gold_dir}")

    def read_inside(path: Path) -> Table:
        """A prediction or gold answer, never through a link to a file outside its folder."""
        root = pred_dir if path.is_relative_to(pred_dir) else gold_dir
        return read_table(regular_file_inside(path, root, f"folder {root}"))

    entries = []
    unreadable: dict[str, str] = {}
    for task_id in task_ids:
        try:
            result = score_task(run.task(task_id).prediction, gold.answer(task_id), read_inside)
        except DataAgentError as e:
            unreadable[task_id] = str(e)
            continue
        entries.append(
            TaskEntry(
                **result.model_dump(),
                task_id=task_id,
                difficulty=_difficulty(input_dir, task_id),
            )
        )
    if not entries:
        named = "; ".join(f"{task_id}: {why}" for task_id, why in unreadable.items())
        raise InvalidInputError(f"no gold answer under {gold_dir} could be read ({named[:2000]})")
    groups: dict[str, list[float]] = {}
    for entry in entries:
        if entry.difficulty is not None:
            groups.setdefault(entry.difficulty, []).append(entry.score)
    gold_ids = set(task_ids)
    unscored = sorted(
        (
            p.name
            for p in pred_dir.glob("task_*")
            if p.name not in gold_ids and run.task(p.name).prediction.is_file()
        ),
        key=_task_sort_key,
    )
    return ScoreReport(
        tasks=entries,
        count=len(entries),
        mean=sum(e.score for e in entries) / len(entries),
        by_difficulty={k: GroupScore(count=len(v), mean=sum(v) / len(v)) for k, v in sorted(groups.items())},
        unscored_predictions=unscored,
        unreadable_gold=unreadable,
    )


def prediction_problem(path: Path) -> str | None:
    """Why ``path`` is not a prediction the official reader accepts, or None when it is well-formed."""
    try:
        read_table(Path(path))
    except DataAgentError as e:
        return str(e)
    return None
