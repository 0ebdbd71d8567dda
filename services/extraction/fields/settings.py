"""Settings of field extraction from split documents: templates, profiles, the model (configs/fields.yaml)."""

from __future__ import annotations

import re
from typing import ClassVar, Literal

from pydantic import Field, field_validator, model_validator
from pydantic_settings import SettingsConfigDict

from shared.config import ServiceSettings, SettingsSection

FieldKind = Literal["id_number", "amount", "date", "code", "party", "text"]
Applicability = Literal["when_type_in", "always", "manual"]


class FieldSpec(SettingsSection):
    """One field of a template: its kind, the labels it is printed after, and how else it may be found."""

    name: str = Field(min_length=1, max_length=64)
    kind: FieldKind
    labels: tuple[str, ...] = ()
    pattern: str = ""
    # Words a sentence states the value right after, wherever they stand (is made on, 签订于): read where
    # no label is.
    phrases: tuple[str, ...] = ()
    # Where no label is read: the first or last value of its shape, the largest amount, or the first
    # amount a line states twice, in words and in figures (大写 and 小写: a contract's price).
    unlabelled: Literal["none", "first", "last", "largest", "twice"] = "none"
    single_token: bool = False
    # A party's name may also be printed under a generic name label (block_labels: 名称) in a block a
    # heading names (block_heads: 购买方).
    block_heads: tuple[str, ...] = ()
    block_labels: tuple[str, ...] = ()
    # Labels of the line below a block's name (纳税人识别号): where OCR lost the name's own label, an
    # organisation's name on the line above one of them is the block's.
    block_above: tuple[str, ...] = ()
    # Where no block head is read: the blocks' order on the page (1 first; 0: not placed by order).
    block_rank: int = Field(default=0, ge=0)
    # The value may run on over the next lines (an address that wraps), up to a line with a label.
    continues: bool = False
    # An amount that, with the other amount beside it on a line, makes up this field's total (an
    # invoice's tax in its 合计 row: amount + tax = the total with tax): read so where no label is.
    part_of: str = ""
    # Where no label is read: what the template's resident ID number says (its birth date, its sex).
    from_id_number: Literal["", "birth_date", "sex"] = ""
    # Printed on some documents of the type only (a consignee): not finding it leaves the document's
    # fields complete, and the model is not asked for it alone.
    optional: bool = False
    # Parties ranked by block_rank in the order the document names them (a contract's party A is the
    # party named first), where both were read after a role (卖方, Lessor) rather than a block head (甲方).
    named_first: bool = False
    description: str = ""

    @field_validator("pattern")
    @classmethod
    def _compiles(cls, value: str) -> str:
        try:
            re.compile(value)
        except re.error as e:
            raise ValueError(f"pattern {value!r} is not a regular expression: {e}") from e
        return value

    @model_validator(mode="after")
    def _largest_amounts(self) -> FieldSpec:
        if self.unlabelled in ("largest", "twice") and self.kind != "amount":
            raise ValueError(f"field {self.name}: unlabelled {self.unlabelled} applies to amounts only")
        return self


class Profile(SettingsSection):
    """An extraction profile: which segments it applies to and the template it reads."""

    name: str = Field(min_length=1)
    applicability: Applicability
    when_type_in: tuple[str, ...] = ()
    min_confidence: float | None = Field(default=None, ge=0, le=1)
    template: str | None = None


class RoutingSettings(SettingsSection):
    min_confidence: float = Field(ge=0, le=1)
    strong_hint: float = Field(gt=0, le=1)


class FieldModelSettings(SettingsSection):
    max_chars_per_page: int = Field(gt=0)
    max_chars: int = Field(gt=0)
    max_tokens: int = Field(gt=0)


class FieldTaskSettings(SettingsSection):
    # Inside a task: the most pages of split documents the model reads fields on (the readers read all).
    model_pages: int = Field(ge=0)


class FieldLimits(SettingsSection):
    max_pages: int = Field(gt=0)
    max_chars_per_page: int = Field(gt=0)
    max_fields: int = Field(gt=0)
    max_pattern_chars: int = Field(gt=0)


class FieldSettings(ServiceSettings):
    """Templates per document type, the profiles that route segments to them, and the model step."""

    config_name: ClassVar[str] = "fields"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_FIELDS_", extra="ignore", frozen=True, env_nested_delimiter="__"
    )

    routing: RoutingSettings
    profiles: tuple[Profile, ...]
    model: FieldModelSettings
    task: FieldTaskSettings
    limits: FieldLimits
    templates: dict[str, tuple[FieldSpec, ...]]

    @model_validator(mode="after")
    def _consistent(self) -> FieldSettings:
        for doc_type, fields in self.templates.items():
            names = [f.name for f in fields]
            if len(set(names)) != len(names):
                raise ValueError(f"template {doc_type} names a field twice")
            for f in fields:
                if f.part_of and (f.kind != "amount" or f.part_of not in names):
                    raise ValueError(f"field {f.name}: part_of names no field of template {doc_type}")
        for p in self.profiles:
            if p.template is not None and p.template not in self.templates:
                raise ValueError(f"profile {p.name} reads template {p.template}, which is not defined")
            if p.applicability == "when_type_in" and not p.when_type_in:
                raise ValueError(f"profile {p.name} applies when_type_in but lists no type")
        return self

    def template(self, name: str) -> tuple[FieldSpec, ...]:
        return self.templates.get(name, ())
