"""Shared fixtures: the repository, the CLI built beside the package, the sample corpus."""

import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def root() -> Path:
    return ROOT


@pytest.fixture(scope="session")
def cli() -> Path:
    path = Path(os.environ.get("PRIVTEXT_CLI", ROOT / "build" / "bin" / "privtext"))
    if not path.exists():
        pytest.fail("the privtext CLI is not built at %s (set PRIVTEXT_CLI)" % path)
    return path


@pytest.fixture(scope="session")
def sample() -> list:
    with open(ROOT / "data" / "sample_corpus.jsonl", encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def run_cli(cli, *args, check=True, env=None):
    return subprocess.run([str(cli), *map(str, args)], capture_output=True, text=True, check=check, env=env)


def read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]
