"""Entry point: python -m services.solver."""

from services.solver.server import create_server
from services.solver.settings import SolverSettings
from shared.rpc import service_main

if __name__ == "__main__":
    service_main("solver", SolverSettings, create_server)
