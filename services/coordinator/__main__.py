"""Entry point: python -m services.coordinator."""

from services.coordinator.server import create_server
from services.coordinator.settings import CoordinatorSettings
from shared.rpc import service_main

if __name__ == "__main__":
    service_main("coordinator", CoordinatorSettings, create_server)
