"""Container health probe: exit 0 when the gRPC health service at ADDR answers SERVING."""

import asyncio
import sys

from shared.errors import NotReadyError
from shared.rpc import wait_healthy


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python -m shared.healthcheck HOST:PORT", file=sys.stderr)
        return 2
    try:
        asyncio.run(wait_healthy(argv[0], timeout_s=3.0))
    except NotReadyError as e:
        print(e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
