"""Settings of page-stream splitting; every threshold lives in configs/pagestream.yaml."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from shared.config import ServiceSettings, SettingsSection


class EvidenceSettings(SettingsSection):
    """What the programs read off a page: title and identifiers."""

    title_max_chars: int = Field(gt=0)
    title_lines: int = Field(ge=2)
    name_lines: int = Field(ge=0)
    capital_nouns: tuple[str, ...]
    document_nouns: tuple[str, ...]
    list_nouns: tuple[str, ...]
    annex_marks: tuple[str, ...]
    salutations: tuple[str, ...]
    salutation_lines: int = Field(ge=0)
    # A message's header labels (From:, Subject:); mail_headers_min of them opening lines at the top: a
    # printed e-mail, a letter.
    mail_headers: tuple[str, ...]
    mail_headers_min: int = Field(ge=1)
    same_identifier_edits: int = Field(ge=0)
    identifiers: dict[str, str]
    # A page of at most this many characters (a card copy) whose only resident ID number carries no label
    # OCR could read still has that number as its id_number; 0: never.
    bare_id_max_chars: int = Field(ge=0)
    envelope_marks: tuple[str, ...]
    envelope_max_chars: int = Field(ge=0)
    # A line of a travel document's machine-readable zone (regex, matched with spaces removed) names its
    # page's document; empty: never.
    machine_readable_zone: str


class RuleSettings(SettingsSection):
    """Start-of-document probabilities the programs assign from evidence."""

    certain_start: float = Field(ge=0, le=1)
    certain_continue: float = Field(ge=0, le=1)
    title_start: float = Field(ge=0, le=1)
    type_change_probability: float = Field(ge=0, le=1)
    type_change_start: float = Field(ge=0, le=1)
    # Identifier kinds a document prints on its first page: one first met on a later page opens another.
    opening_identifiers: tuple[str, ...]
    same_header: float = Field(ge=0, le=1)
    named_start: float = Field(ge=0, le=1)
    annex_continue: float = Field(ge=0, le=1)
    # A document's cover (its title, number and little else: at most cover_max_chars, no page number)
    # goes on with the page after it that prints "page 1 of N", unless that page names another type.
    cover_max_chars: int = Field(ge=0)
    cover_continue: float = Field(ge=0, le=1)
    same_header_ratio: float = Field(gt=0, le=1)
    after_blank: float = Field(ge=0, le=1)
    after_last_page: float = Field(ge=0, le=1)
    default_start: float = Field(ge=0, le=1)
    # A type's own field labels (a card's front); a page holding repeated_fields_min of them again, in a
    # document of that type that already holds as many, starts another one with repeated_start.
    repeated_fields: dict[str, tuple[str, ...]]
    repeated_fields_min: int = Field(ge=1)
    repeated_start: float = Field(ge=0, le=1)


class Hint(SettingsSection):
    words: tuple[str, ...]
    type: str
    confidence: float = Field(gt=0, le=1)


class FallbackSettings(SettingsSection):
    """Classification without a model: keyword scores, filename hints and text hints."""

    other_score: float = Field(gt=0)
    sharpness: float = Field(gt=0)
    title_weight: float = Field(ge=1)
    title_word_ratio: float = Field(gt=0, le=1)
    short_text_chars: int = Field(ge=0)
    # A document in which no type's keywords were found but which carries an identifier of one of these
    # kinds is of its type, with identifier_confidence.
    identifier_types: dict[str, str]
    identifier_confidence: float = Field(gt=0, le=1)
    # A document whose keywords give no type this probability or more is other (several types' words
    # alike: a cover sheet listing the documents behind it).
    other_below: float = Field(ge=0, le=1)
    keywords: dict[str, tuple[str, ...]]
    titles: dict[str, tuple[str, ...]]
    # Words that, in a title, say the document is not of that type though its title word is there.
    not_titles: dict[str, tuple[str, ...]]
    filename_hints: tuple[Hint, ...]
    text_hints: tuple[Hint, ...]


class PageStreamSettings(ServiceSettings):
    """Splitting one PDF into documents: windows, thresholds, evidence, rules and the fallback."""

    config_name: ClassVar[str] = "pagestream"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_PAGESTREAM_", extra="ignore", frozen=True, env_nested_delimiter="__"
    )

    window_size: int = Field(ge=1)
    context_pages: int = Field(ge=0)
    boundary_threshold: float = Field(gt=0, le=1)
    min_probability: float = Field(ge=0, le=1)
    blank_max_chars: int = Field(ge=0)
    ocr_blank_max_chars: int = Field(ge=0)
    max_chars_per_page: int = Field(gt=0)
    window_retries: int = Field(ge=0)
    ocr_dpi: int = Field(ge=50)
    cache_dir: Path | None
    progress_every_pages: int = Field(ge=0)
    model_splits: bool
    program_decides_probability: float = Field(ge=0, le=1.01)
    model_type_weight: float = Field(ge=0, le=1)
    model_start_weight: float = Field(ge=0, le=1)
    model_max_pages: int = Field(gt=0)
    classify_below: float = Field(ge=0, le=1.01)
    classify_max_chars: int = Field(gt=0)
    evidence: EvidenceSettings
    rules: RuleSettings
    fallback: FallbackSettings

    def resolved_cache_dir(self) -> Path:
        """``cache_dir`` if set, else ``<artifact_root>/cache/pagestream``."""
        return Path(self.cache_dir) if self.cache_dir else Path(self.artifact_root) / "cache" / "pagestream"
