"""Coordinator settings (DATAAGENT_COORDINATOR_*, defaults in configs/coordinator.yaml)."""

from typing import ClassVar

from pydantic import Field
from pydantic_settings import SettingsConfigDict

from shared.config import ServiceSettings


class CoordinatorSettings(ServiceSettings):
    config_name: ClassVar[str] = "coordinator"
    model_config = SettingsConfigDict(
        env_prefix="DATAAGENT_COORDINATOR_", extra="ignore", frozen=True, env_nested_delimiter="__"
    )

    max_workers: int
    task_deadline_s: float
    stage_deadlines_s: dict[str, float]
    solver_reserve_s: float = Field(ge=0)
    min_stage_budget_s: float = Field(gt=0)
    short_deadline_s: float
    rpc_retry_attempts: int
    solver_deadline_share: float = Field(gt=0, le=1)
    max_question_chars: int = Field(ge=100)
