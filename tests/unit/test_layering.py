"""The arrows point one way: ledger imports no infrastructure; projections never import commands."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FORBIDDEN = {
    "ledger": {"duckdb", "sqlite3", "psycopg", "commands", "projections", "replay", "eventsourcing.persistence",
               "eventsourcing.sqlite", "eventsourcing.postgres", "eventsourcing.application", "cryptography"},
    "projections": {"commands", "replay"},
    "replay": {"commands"},
}


def _imports(path: Path) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_package_does_not_import_against_the_arrows(package: str) -> None:
    files = sorted((ROOT / package).rglob("*.py"))
    assert files, f"{package}/ has no modules"
    bad = [
        f"{f.relative_to(ROOT)} imports {name}"
        for f in files
        for name in _imports(f)
        if any(name == x or name.startswith(x + ".") for x in FORBIDDEN[package])
    ]
    assert bad == []
