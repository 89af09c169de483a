"""The CLI as a user runs it, in a fresh data directory per test."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from commands.cli import build_app


@pytest.fixture
def cli(tmp_path: Path):  # type: ignore[no-untyped-def]
    runner = CliRunner()
    app = build_app()

    def run(*args: str, stdin: str | None = None):  # type: ignore[no-untyped-def]
        return runner.invoke(app, ["--home", str(tmp_path / "home"), *args], input=stdin)

    return run
