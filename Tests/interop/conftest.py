"""Interoperability tests: TimelineKit's Microsoft Project XML checked with MPXJ
(the Java library that ProjectLibre and many planning tools read MS Project
files with), through its Python package (JPype + the JVM). `.ci/run`
installs `mpxj` and a Java runtime when missing."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINARY = Path(os.environ.get("TIMELINEKIT_BINARY", ROOT / ".build" / "debug" / "timelinekit"))


@pytest.fixture(scope="session")
def mpxj():
    """MPXJ's classes (the JVM starts once per test session)."""
    import jpype
    import mpxj as _package  # noqa: F401  (puts MPXJ's jars on the class path)

    if not jpype.isJVMStarted():
        jpype.startJVM()
    from org.mpxj.cpm import MicrosoftScheduler
    from org.mpxj.mspdi import MSPDIReader

    class MPXJ:
        def read(self, path: Path):
            project = MSPDIReader().read(str(path))
            assert project is not None, f"MPXJ could not read {path}"
            return project

        def schedule(self, project):
            MicrosoftScheduler().schedule(project, project.getProjectProperties().getStartDate())
            return project

    return MPXJ()


def timelinekit(*arguments: str) -> str:
    """Runs the CLI and returns its standard output (failing the test on an error)."""
    if not BINARY.exists():
        pytest.fail(f"{BINARY} is missing: run `swift build --product timelinekit` first")
    result = subprocess.run([str(BINARY), *arguments], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, f"timelinekit {' '.join(arguments)} failed:\n{result.stderr}"
    return result.stdout


def scheduled(path: Path) -> dict[int, dict]:
    """`timelinekit schedule PATH --format json`, by task UID."""
    return {task["uid"]: task for task in json.loads(timelinekit("schedule", str(path), "--format", "json"))["tasks"]}
