"""The fuzzy pre-filter of filing: which folders a document's names resemble, best first.

A folder scores the best difflib ratio of its name to the file name, the file name without its
extension and the title; its description, compared with the same texts, counts at
``description_weight`` and wins only when it scores higher. A folder whose name appears in the file
name gains ``name_bonus``. Comparisons ignore case. The ``top_k`` best are the candidates (ties keep the
folders' order).
"""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import PurePosixPath
from typing import Any

from cli.filing.folders import Folder
from cli.filing.settings import FilingSettings


@dataclass(frozen=True)
class Candidate:
    folder: str
    score: float
    name_score: float
    description_score: float
    bonus: float

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def _ratio(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a, b).ratio() if a and b else 0.0


def score_folder(folder: Folder, file_name: str, title: str, settings: FilingSettings) -> Candidate:
    texts = [t.casefold() for t in (file_name, PurePosixPath(file_name).stem, title) if t]
    name = folder.name.casefold()
    name_score = max(_ratio(name, t) for t in texts)
    description = folder.description.casefold()
    description_score = settings.description_weight * max(_ratio(description, t) for t in texts)
    bonus = settings.name_bonus if name in file_name.casefold() else 0.0
    return Candidate(
        folder.name,
        round(max(name_score, description_score) + bonus, 4),
        round(name_score, 4),
        round(description_score, 4),
        bonus,
    )


def candidates(
    folders: Sequence[Folder], file_name: str, title: str, settings: FilingSettings
) -> list[Candidate]:
    """The ``top_k`` folders by score, best first."""
    scored = [score_folder(f, file_name, title, settings) for f in folders]
    ranked = sorted(range(len(scored)), key=lambda i: (-scored[i].score, i))
    return [scored[i] for i in ranked[: settings.top_k]]


def unambiguous(found: Sequence[Candidate], settings: FilingSettings) -> Candidate | None:
    """The best candidate when the pre-filter alone may decide: it scores at least
    ``prefilter_min_score`` and leads the next by at least ``prefilter_margin``."""
    if not found or found[0].score < settings.prefilter_min_score:
        return None
    if len(found) > 1 and found[0].score - found[1].score < settings.prefilter_margin:
        return None
    return found[0]
