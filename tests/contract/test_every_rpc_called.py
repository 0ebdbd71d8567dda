"""Every RPC of every service is called by some contract test with a request it must answer.

A contract test calls the real server over a channel; a call inside ``pytest.raises`` checks a refusal,
not an answer, so it does not count. An RPC that no contract test answers could fail on every valid
request unnoticed (as ConvertPdf once did, on the process pool the service is deployed with).
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

from shared.config import REPO_ROOT

CONTRACT_DIR = REPO_ROOT / "tests" / "contract"
SERVICES = ("catalog", "context", "coordinator", "extraction", "relevance", "solver", "video")


def declared_rpcs() -> set[str]:
    """``Service.Method`` of every RPC in the generated descriptors."""
    found = set()
    for name in SERVICES:
        module = importlib.import_module(f"dataagent.{name}.v1.{name}_pb2")
        for service in module.DESCRIPTOR.services_by_name.values():
            found |= {f"{service.name}.{m.name}" for m in service.methods}
    return found


def _raises_block(node: ast.With | ast.AsyncWith) -> bool:
    for item in node.items:
        call = item.context_expr
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr == "raises":
            return True
    return False


def answered_calls(source: str) -> set[str]:
    """Names of the methods called on an attribute (``stub.X(...)``) outside ``pytest.raises`` blocks."""
    names: set[str] = set()

    def visit(node: ast.AST, refused: bool) -> None:
        if isinstance(node, ast.With | ast.AsyncWith) and _raises_block(node):
            refused = True
        if not refused and isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            names.add(node.func.attr)
        for child in ast.iter_child_nodes(node):
            visit(child, refused)

    visit(ast.parse(source), False)
    return names


def test_every_rpc_has_an_answered_contract_call() -> None:
    called: set[str] = set()
    for path in sorted(Path(CONTRACT_DIR).rglob("test_*.py")):
        called |= answered_calls(path.read_text(encoding="utf-8"))
    rpcs = declared_rpcs()
    assert len({r.split(".")[0] for r in rpcs}) == len(SERVICES)  # every service's descriptor was read
    missing = sorted(r for r in rpcs if r.split(".")[1] not in called)
    assert not missing, f"RPCs no contract test calls for an answer: {missing}"


def test_a_refused_call_does_not_count() -> None:
    source = (
        "async def t(stub):\n"
        "    with pytest.raises(Error):\n"
        "        await stub.ConvertPdf(req)\n"
        "    await stub.SplitPdf(req)\n"
    )
    assert answered_calls(source) == {"SplitPdf"}
